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
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            com.fasterxml.jackson.core.JsonLocation at = e.getLocation();
            String why = String.valueOf(e.getOriginalMessage()).lines().findFirst().orElse("").strip();
            if (why.length() > 120) why = why.substring(0, 120) + "...";
            throw bad(p, (at == null ? "" : "line " + at.getLineNr() + ", column " + at.getColumnNr() + ": ") + why);
        }
        if (root == null || !root.isObject()) throw bad(p, "not a JSON object");
        if (!FORMAT.equals(root.path("format").asText())) {
            throw bad(p, "unknown manifest format \"" + printable(root.path("format").asText()) + "\", expected " + FORMAT);
        }
        if (!root.path("files").isObject()) throw bad(p, "files: expected an object");
        Map<String, Entry> files = new TreeMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("files").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String path = e.getKey();
            if (!safeRelative(path)) throw bad(p, "files: \"" + printable(path) + "\" is not a relative path inside the output folder");
            JsonNode target = e.getValue().path("target");
            JsonNode sha = e.getValue().path("sha256");
            if (!target.isTextual() || target.asText().isEmpty()) throw bad(p, "files." + printable(path) + ".target: expected a target name");
            if (!sha.isTextual() || !SHA256.matcher(sha.asText()).matches()) {
                throw bad(p, "files." + printable(path) + ".sha256: expected 64 lower-case hex digits");
            }
            files.put(path, new Entry(target.asText(), sha.asText()));
        }
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
