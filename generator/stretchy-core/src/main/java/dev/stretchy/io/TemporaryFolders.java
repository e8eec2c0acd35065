package dev.stretchy.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Temporary folders of the build and verify steps: made, and removed without complaint when done. */
public final class TemporaryFolders {
    private TemporaryFolders() {}

    /** A new temporary folder named after {@code prefix}, removed when the JVM exits. */
    public static Path removedAtExit(String prefix) throws IOException {
        Path dir = Files.createTempDirectory(prefix);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> delete(dir)));
        return dir;
    }

    /** Removes {@code dir} and everything under it, as far as it can: a temporary folder left behind is harmless. */
    public static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // left behind
        }
    }
}
