package dev.stretchy.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/** Golden files on disk: writing a set (unchanged files untouched) and listing a directory. */
public final class GoldenFiles {
    private GoldenFiles() {}

    /** Writes each case as {@code <name>.json}; returns how many files changed. */
    public static int write(Path dir, List<GoldenCase> cases) throws IOException {
        Files.createDirectories(dir);
        int changed = 0;
        for (GoldenCase c : cases) {
            Path f = dir.resolve(GoldenIo.fileName(c));
            byte[] bytes = GoldenIo.write(c).getBytes(StandardCharsets.UTF_8);
            if (Files.isRegularFile(f) && Arrays.equals(Files.readAllBytes(f), bytes)) continue;
            // Staged with the umask's mode (not createTempFile's owner-only one); a leftover temporary is not *.json.
            dev.stretchy.write.AtomicFiles.write(f, bytes);
            changed++;
        }
        return changed;
    }

    /** The {@code *.json} files directly in {@code dir}, sorted by name. */
    public static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> l = new ArrayList<>(s.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .filter(Files::isRegularFile).sorted().toList());
            return l;
        }
    }
}
