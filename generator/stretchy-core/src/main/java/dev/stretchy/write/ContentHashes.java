package dev.stretchy.write;

import dev.stretchy.render.Hashes;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The SHA-256 of each generated file, kept per path with the bytes it was computed from, so that a resident run
 * ({@code generate --watch}) hashes only the files a save changed: comparing bytes costs a fraction of hashing them.
 * One instance per process (or per test); every run of an {@link OutputWriter} given it may use it.
 */
public final class ContentHashes {
    private record Kept(byte[] content, String sha256) {}

    private final Map<String, Kept> byPath = new HashMap<>();

    /** The SHA-256 of {@code content} (which the caller no longer changes), generated for {@code path}. */
    synchronized String of(String path, byte[] content) {
        return of(path, content, null);
    }

    /** As {@link #of(String, byte[])}, with the SHA-256 the build recorded for these bytes, if any (null: none). */
    synchronized String of(String path, byte[] content, String known) {
        Kept k = byPath.get(path);
        if (k != null && Arrays.equals(k.content(), content)) return k.sha256();
        String sha = known != null ? known : Hashes.sha256(content);
        byPath.put(path, new Kept(content, sha));
        return sha;
    }
}
