package dev.stretchy.write;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the last run wrote: each file's target and SHA-256. It tells a file edited by hand (its hash differs from
 * the manifest's) from one the generator may replace. Lives at {@code <out>/.stretchy/manifest.json}.
 * Read and written with jackson-core's streaming API: the object mapper's start-up cost a tenth of {@code generate}.
 */
public record Manifest(Map<String, Entry> files) {
    public static final String PATH = ".stretchy/manifest.json";
    public static final String FORMAT = "stretchy-manifest/1";
    private static final JsonFactory JSON = new JsonFactory();

    public Manifest {
        files = java.util.Collections.unmodifiableSortedMap(new TreeMap<>(files));
    }

    public record Entry(String target, String sha256) {}

    public static Manifest empty() {
        return new Manifest(Map.of());
    }

    /** Far above any real manifest (a few hundred entries of about 150 bytes). */
    static final long SIZE_LIMIT = 16L << 20;
    private static final java.util.regex.Pattern SHA256 = java.util.regex.Pattern.compile("[0-9a-f]{64}");

    /**
     * Reads {@code <outDir>/.stretchy/manifest.json}: a regular file only, size-limited. A corrupt one is an
     * {@link OutputException} of kind MANIFEST with a one-line message naming the file.
     */
    public static Manifest read(Path outDir) throws IOException {
        Path p = outDir.resolve(PATH);
        if (!Files.exists(p, java.nio.file.LinkOption.NOFOLLOW_LINKS)) return empty();
        if (Files.isSymbolicLink(p)) {
            throw new OutputException(OutputException.Kind.LINK, p + " is a symbolic link; Stretchy does not read or write through links in the output folder");
        }
        String text;
        try {
            text = dev.stretchy.io.InputFiles.readUtf8(p, SIZE_LIMIT);
        } catch (dev.stretchy.io.InputFiles.UnreadableException e) {
            throw bad(p, e.getMessage());
        }
        String format = null;
        boolean sawFiles = false;
        Map<String, Entry> files = new TreeMap<>();
        try (JsonParser in = JSON.createParser(text)) {
            if (in.nextToken() != JsonToken.START_OBJECT) throw bad(p, "not a JSON object");
            while (in.nextToken() == JsonToken.FIELD_NAME) {
                String field = in.currentName();
                JsonToken value = in.nextToken();
                if (field.equals("format")) {
                    format = text(in, value);
                } else if (field.equals("files")) {
                    if (value != JsonToken.START_OBJECT) {
                        in.skipChildren(); // a syntax error further on is the better message
                        continue;
                    }
                    sawFiles = true;
                    while (in.nextToken() == JsonToken.FIELD_NAME) {
                        String path = in.currentName();
                        if (!safeRelative(path)) throw bad(p, "files: \"" + printable(path) + "\" is not a relative path inside the output folder");
                        String target = null;
                        String sha = null;
                        if (in.nextToken() == JsonToken.START_OBJECT) {
                            while (in.nextToken() == JsonToken.FIELD_NAME) {
                                String k = in.currentName();
                                JsonToken v = in.nextToken();
                                if (k.equals("target") && v == JsonToken.VALUE_STRING) target = in.getText();
                                else if (k.equals("sha256") && v == JsonToken.VALUE_STRING) sha = in.getText();
                                else in.skipChildren();
                            }
                        } else {
                            in.skipChildren();
                        }
                        if (target == null || target.isEmpty()) throw bad(p, "files." + printable(path) + ".target: expected a target name");
                        if (sha == null || !SHA256.matcher(sha).matches()) {
                            throw bad(p, "files." + printable(path) + ".sha256: expected 64 lower-case hex digits");
                        }
                        files.put(path, new Entry(target, sha));
                    }
                } else {
                    in.skipChildren();
                }
            }
            while (in.nextToken() != null) {
                // reads to the end so that malformed trailing text is reported like any other syntax error
            }
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            String why = String.valueOf(e.getOriginalMessage()).lines().findFirst().orElse("").strip();
            if (why.length() > 120) why = why.substring(0, 120) + "...";
            throw bad(p, (at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ") + why);
        }
        if (!FORMAT.equals(format)) {
            throw bad(p, "unknown manifest format \"" + printable(format == null ? "" : format) + "\", expected " + FORMAT);
        }
        if (!sawFiles) throw bad(p, "files: expected an object");
        return new Manifest(files);
    }

    private static OutputException bad(Path p, String why) {
        return new OutputException(OutputException.Kind.MANIFEST,
                p + " is not a valid manifest (" + why + "); delete it to start afresh");
    }

    /** Forward slashes, no empty, "." or ".." segment, not absolute: it cannot leave the folder it is resolved in. */
    static boolean safeRelative(String path) {
        if (path.isEmpty() || path.length() > 4096 || path.startsWith("/") || path.contains("\\")) return false;
        for (String seg : path.split("/", -1)) {
            if (seg.isEmpty() || seg.equals(".") || seg.equals("..")) return false;
            for (int i = 0; i < seg.length(); i++) if (seg.charAt(i) < 0x20 || seg.charAt(i) == 0x7f) return false;
        }
        return true;
    }

    /** A value from the file, made safe to print on one terminal line. */
    private static String printable(String s) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < s.length() && b.length() < 80; i++) {
            char c = s.charAt(i);
            b.append(c < 0x20 || c == 0x7f ? '?' : c);
        }
        return s.length() > 80 ? b + "..." : b.toString();
    }

    /** A scalar's text, as the tree model's {@code asText()} gave it; "" for objects and arrays. */
    private static String text(JsonParser in, JsonToken t) throws IOException {
        if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
            in.skipChildren();
            return "";
        }
        return t == JsonToken.VALUE_NULL ? "null" : in.getText();
    }

    /** The manifest's own bytes: sorted, LF, no timestamps, laid out as Jackson's default pretty printer does. */
    public byte[] toBytes() {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(w)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            g.writeStringField("format", FORMAT);
            g.writeStringField("comment", "Written by stretchy generate. Files whose hash differs were edited by hand and are never overwritten without --force.");
            g.writeObjectFieldStart("files");
            for (Map.Entry<String, Entry> e : files.entrySet()) {
                g.writeObjectFieldStart(e.getKey());
                g.writeStringField("target", e.getValue().target());
                g.writeStringField("sha256", e.getValue().sha256());
                g.writeEndObject();
            }
            g.writeEndObject();
            g.writeEndObject();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return (w.toString().replace("\r\n", "\n") + "\n").getBytes(StandardCharsets.UTF_8);
    }
}
