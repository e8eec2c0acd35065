package dev.stretchy.write;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the last run wrote: each file's target and SHA-256. It tells a file edited by hand (its hash differs from
 * the manifest's) from one the generator may replace. Lives at {@code <out>/.stretchy/manifest.json}.
 */
public record Manifest(Map<String, Entry> files) {
    public static final String PATH = ".stretchy/manifest.json";
    public static final String FORMAT = "stretchy-manifest/1";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

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
        JsonNode root;
        try {
            root = JSON.readTree(Files.readString(p, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IOException(p + " is not a valid manifest (" + e.getMessage() + "); delete it to start afresh", e);
        }
        if (!FORMAT.equals(root.path("format").asText())) {
            throw new IOException(p + ": unknown manifest format \"" + root.path("format").asText() + "\", expected " + FORMAT);
        }
        Map<String, Entry> files = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("files").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            files.put(e.getKey(), new Entry(e.getValue().path("target").asText(), e.getValue().path("sha256").asText()));
        }
        return new Manifest(files);
    }

    /** The manifest's own bytes: sorted, LF, no timestamps. */
    public byte[] toBytes() {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("comment", "Written by stretchy generate. Files whose hash differs were edited by hand and are never overwritten without --force.");
        ObjectNode f = root.putObject("files");
        files.forEach((path, e) -> f.putObject(path).put("target", e.target()).put("sha256", e.sha256()));
        try {
            return (JSON.writeValueAsString(root).replace("\r\n", "\n") + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
