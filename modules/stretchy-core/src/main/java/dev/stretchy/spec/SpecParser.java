package dev.stretchy.spec;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads YAML or JSON into a {@link SpecNode} tree that remembers where each node is. Jackson's tree model
 * drops locations, so this walks the token stream instead.
 */
final class SpecParser {
    private static final JsonFactory JSON = JsonFactory.builder().build();
    private static final YAMLFactory YAML = YAMLFactory.builder().build();

    private final String file;

    SpecParser(String file) {
        this.file = file;
    }

    static boolean isJson(String fileName) {
        return fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".json");
    }

    SpecNode parse(String text, boolean json) throws SpecException {
        JsonFactory factory = json ? JSON : YAML;
        try (JsonParser p = factory.createParser(text)) {
            JsonToken first = p.nextToken();
            if (first == null) {
                throw single(Location.UNKNOWN, "", "the file is empty; expected a spec object (see `stretchy schema`)");
            }
            SpecNode root = read(p, "");
            if (p.nextToken() != null) {
                throw single(at(p.currentTokenLocation()), "", "unexpected content after the spec object");
            }
            return root;
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            throw single(loc == null ? Location.UNKNOWN : at(loc), "", "syntax error: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw single(Location.UNKNOWN, "", "cannot read: " + e.getMessage());
        }
    }

    private SpecNode read(JsonParser p, String path) throws IOException, SpecException {
        Location at = at(p.currentTokenLocation());
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
                        throw single(keyAt, childPath, "duplicate key \"" + key + "\" (first at line "
                                + fields.get(key).keyAt().line() + ")");
                    }
                    fields.put(key, new SpecNode.Entry(keyAt, read(p, childPath)));
                }
                return new SpecNode.Obj(at, fields);
            }
            case START_ARRAY -> {
                List<SpecNode> items = new ArrayList<>();
                int i = 0;
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    items.add(read(p, path + "[" + i++ + "]"));
                }
                return new SpecNode.Arr(at, items);
            }
            case VALUE_STRING -> {
                return new SpecNode.Scalar(at, p.getText());
            }
            case VALUE_NUMBER_INT -> {
                return new SpecNode.Scalar(at, p.getLongValue());
            }
            case VALUE_NUMBER_FLOAT -> {
                return new SpecNode.Scalar(at, p.getDoubleValue());
            }
            case VALUE_TRUE, VALUE_FALSE -> {
                return new SpecNode.Scalar(at, t == JsonToken.VALUE_TRUE);
            }
            case VALUE_NULL -> {
                return new SpecNode.Scalar(at, null);
            }
            default -> throw single(at, path, "unsupported content: " + t);
        }
    }

    private SpecException single(Location at, String path, String message) {
        return new SpecException(List.of(new SpecError(file, at, path, message)));
    }

    private static Location at(JsonLocation loc) {
        return new Location(Math.max(loc.getLineNr(), 0), Math.max(loc.getColumnNr(), 0));
    }
}
