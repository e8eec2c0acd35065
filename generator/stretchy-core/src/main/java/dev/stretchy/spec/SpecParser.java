package dev.stretchy.spec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads YAML or JSON into a {@link SpecNode} tree that remembers where each node is: the one strict reader of
 * spec and golden files. Jackson's tree model drops locations, so this walks the token stream instead.
 */
public final class SpecParser {
    /**
     * Longest YAML line accepted. The YAML scanner re-copies its buffer while it looks for the end of a comment or
     * scalar, so its time grows with the square of the longest line; bounding lines keeps parsing linear.
     */
    static final int MAX_YAML_LINE = 10_000;

    /**
     * Deepest nesting of objects and lists accepted. A spec or golden file nests a handful of levels; the limit sits
     * below the YAML scanner's own (50) and Jackson's (1000), whose errors carry no location and name their internals.
     */
    static final int MAX_DEPTH = 40;

    private static final JsonFactory JSON = JsonFactory.builder().build();
    private static final YAMLFactory YAML = YAMLFactory.builder().build();

    private final String file;

    public SpecParser(String file) {
        this.file = file;
    }

    static boolean isJson(String fileName) {
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".json");
    }

    /** The document as a located tree; every problem is a {@link SpecException} naming this parser's file. */
    public SpecNode parse(String text, boolean json) throws SpecException {
        if (!json) checkLineLengths(text);
        JsonFactory factory = json ? JSON : YAML;
        try (JsonParser p = factory.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw single(Location.UNKNOWN, "", "the file is empty; expected a spec object (see `stretchy schema`)");
            }
            SpecNode root = read(p, "", 1);
            if (p.nextToken() != null) {
                throw single(at(p.currentTokenLocation()), "", "unexpected content after the spec object");
            }
            return root;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            throw single(loc == null ? Location.UNKNOWN : at(loc), "", "syntax error: " + oneLine(e.getOriginalMessage()));
        } catch (IOException e) {
            throw single(Location.UNKNOWN, "", "cannot read: " + oneLine(e.getMessage()));
        }
    }

    private void checkLineLengths(String text) throws SpecException {
        int line = 1;
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            if (i == text.length() || text.charAt(i) == '\n') {
                if (i - start > MAX_YAML_LINE) {
                    throw single(new Location(line, 1), "", "line " + line + " is " + (i - start)
                            + " characters long; a YAML spec line may have at most " + MAX_YAML_LINE);
                }
                line++;
                start = i + 1;
            }
        }
    }

    private SpecNode read(JsonParser p, String path, int depth) throws IOException, SpecException {
        Location at = at(p.currentTokenLocation());
        JsonToken t = p.currentToken();
        if (depth > MAX_DEPTH && (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY)) {
            throw single(at, path, "nested more than " + MAX_DEPTH + " levels deep; a spec nests a handful");
        }
        // Jackson reports no anchor on a scalar (x: &a 1), so an alias cannot be resolved reliably: refuse them all.
        if (p instanceof YAMLParser y && y.isCurrentAlias()) {
            throw single(at, path, "YAML alias *" + Echo.plain(p.getText(), 80)
                    + " is not supported: write the value out (aliases are refused, not resolved)");
        }
        return readValue(p, path, at, depth);
    }

    private SpecNode readValue(JsonParser p, String path, Location at, int depth) throws IOException, SpecException {
        JsonToken t = p.currentToken();
        switch (t) {
            case START_OBJECT -> {
                Map<String, SpecNode.Entry> fields = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    Location keyAt = at(p.currentTokenLocation());
                    p.nextToken();
                    String childPath = path.isEmpty() ? key : path + "." + key;
                    if (fields.containsKey(key)) {
                        throw single(keyAt, childPath, "duplicate key "
                                + Echo.quote(key) + " (first at line " + fields.get(key).keyAt().line() + ")");
                    }
                    fields.put(key, new SpecNode.Entry(keyAt, read(p, childPath, depth + 1)));
                }
                return new SpecNode.Obj(at, fields);
            }
            case START_ARRAY -> {
                List<SpecNode> items = new ArrayList<>();
                int i = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    items.add(read(p, path + "[" + i++ + "]", depth + 1));
                }
                return new SpecNode.Arr(at, items);
            }
            case VALUE_STRING -> {
                return new SpecNode.Scalar(at, p.getText());
            }
            case VALUE_NUMBER_INT -> {
                // Beyond a long it is still a number, just not an integer any field allows.
                return new SpecNode.Scalar(at, p.getNumberType() == JsonParser.NumberType.BIG_INTEGER
                        ? (Object) p.getDoubleValue() : (Object) p.getLongValue());
            }
            case VALUE_NUMBER_FLOAT -> {
                return new SpecNode.Scalar(at, p.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                // YAML 1.1 reads yes/no/on/off in any case as booleans; keep the word as written, so a choice
                // can take exactly the words the published schema allows (normals: off) and nothing else.
                return new SpecNode.Scalar(at, t == JsonToken.VALUE_TRUE, p instanceof YAMLParser ? p.getText() : null);
            }
            case VALUE_NULL -> {
                return new SpecNode.Scalar(at, null);
            }
            default -> throw single(at, path, "unsupported content: " + t);
        }
    }

    /**
     * A parser message on one line: the YAML scanner's quoted source lines and caret markers dropped, the rest
     * joined, control characters escaped.
     */
    static String oneLine(String message) {
        if (message == null) return "";
        List<String> parts = new ArrayList<>();
        for (String line : message.split("\r?\n")) {
            if (line.isBlank() || Character.isWhitespace(line.charAt(0))) continue; // source excerpt, caret, "in 'reader'"
            parts.add(line.strip());
        }
        return Echo.plain(parts.isEmpty() ? message.strip() : String.join("; ", parts), 300);
    }

    private SpecException single(Location at, String path, String message) {
        return new SpecException(List.of(new SpecError(file, at, path, message)));
    }

    private static Location at(JsonLocation loc) {
        return new Location(Math.max(loc.getLineNr(), 0), Math.max(loc.getColumnNr(), 0));
    }
}
