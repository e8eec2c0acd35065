package dev.stretchy.render;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;

/**
 * One file a target produces, in memory: a relative, forward-slash path under the output root and its bytes, and the
 * bytes' SHA-256 where the build recorded it ({@code knownSha256}, else null: a golden case whose index entry matched
 * its bytes), so the manifest need not hash them again. Equality is of target, path and bytes.
 */
public record GeneratedFile(String target, String path, byte[] content, String knownSha256) {
    public GeneratedFile(String target, String path, byte[] content) {
        this(target, path, content, null);
    }

    public GeneratedFile {
        Objects.requireNonNull(target);
        if (path.isEmpty() || path.startsWith("/") || path.contains("\\") || path.contains("..") || path.contains("//")) {
            throw new IllegalArgumentException("bad generated path: " + path);
        }
        content = content.clone();
    }

    public static GeneratedFile text(String target, String path, String text) {
        return new GeneratedFile(target, path, normalize(text).getBytes(StandardCharsets.UTF_8));
    }

    /** LF line endings and exactly one trailing newline, so output is identical on every platform. */
    static String normalize(String text) {
        String s = text.replace("\r\n", "\n").replace('\r', '\n');
        int end = s.length();
        while (end > 0 && s.charAt(end - 1) == '\n') end--;
        return s.substring(0, end) + "\n";
    }

    @Override
    public byte[] content() {
        return content.clone();
    }

    public String text() {
        return new String(content, StandardCharsets.UTF_8);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GeneratedFile g && g.target.equals(target) && g.path.equals(path) && Arrays.equals(g.content, content);
    }

    @Override
    public int hashCode() {
        return Objects.hash(target, path, Arrays.hashCode(content));
    }
}
