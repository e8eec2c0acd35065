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

    public static Manifest read(Path outDir) throws IOException {
        Path p = outDir.resolve(PATH);
        if (!Files.exists(p)) return empty();
        String format = "";
        Map<String, Entry> files = new TreeMap<>();
        try (JsonParser in = JSON.createParser(Files.readString(p, StandardCharsets.UTF_8))) {
            if (in.nextToken() == JsonToken.START_OBJECT) {
                while (in.nextToken() == JsonToken.FIELD_NAME) {
                    String field = in.currentName();
                    JsonToken value = in.nextToken();
                    if (field.equals("format")) {
                        format = text(in, value);
                    } else if (field.equals("files") && value == JsonToken.START_OBJECT) {
                        while (in.nextToken() == JsonToken.FIELD_NAME) {
                            String path = in.currentName();
                            String target = "";
                            String sha = "";
                            if (in.nextToken() == JsonToken.START_OBJECT) {
                                while (in.nextToken() == JsonToken.FIELD_NAME) {
                                    String k = in.currentName();
                                    JsonToken v = in.nextToken();
                                    if (k.equals("target")) target = text(in, v);
                                    else if (k.equals("sha256")) sha = text(in, v);
                                    else in.skipChildren();
                                }
                            } else {
                                in.skipChildren();
                            }
                            files.put(path, new Entry(target, sha));
                        }
                    } else {
                        in.skipChildren();
                    }
                }
            }
            while (in.nextToken() != null) {
                // reads to the end so that malformed trailing text is reported like any other syntax error
            }
        } catch (IOException e) {
            throw new IOException(p + " is not a valid manifest (" + e.getMessage() + "); delete it to start afresh", e);
        }
        if (!FORMAT.equals(format)) {
            throw new IOException(p + ": unknown manifest format \"" + format + "\", expected " + FORMAT);
        }
        return new Manifest(files);
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
