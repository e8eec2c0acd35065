package dev.stretchy.golden;

import dev.stretchy.write.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/** Golden files on disk: writing a set (unchanged files untouched) and listing a directory. */
public final class GoldenFiles {
    private GoldenFiles() {}

    /**
     * Writes each case as {@code <name>.json}; returns how many files changed. The folder may be reached through a
     * link (a dangling one is named as such); a case file that is a link, a pipe or a folder is refused before
     * anything is written, and each file is replaced atomically, so a full disk leaves every file whole.
     *
     * @throws AtomicFiles.RefusedException naming the file and what stands there
     */
    public static int write(Path dir, List<GoldenCase> cases) throws IOException {
        if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
            throw new AtomicFiles.RefusedException(dir + " is a symbolic link to " + Files.readSymbolicLink(dir)
                    + ", which does not exist; create that folder or name another");
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) throw new AtomicFiles.RefusedException(dir + " is not a folder");
        List<Path> files = new ArrayList<>();
        for (GoldenCase c : cases) {
            Path f = dir.resolve(GoldenIo.fileName(c));
            try {
                AtomicFiles.refuseUnwritable(f);
            } catch (AtomicFiles.RefusedException e) {
                throw new AtomicFiles.RefusedException(f + " " + e.getMessage());
            }
            files.add(f);
        }
        Files.createDirectories(dir);
        int changed = 0;
        for (int i = 0; i < cases.size(); i++) {
            Path f = files.get(i);
            byte[] bytes = GoldenIo.write(cases.get(i)).getBytes(StandardCharsets.UTF_8);
            if (Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS) && Files.size(f) == bytes.length
                    && Arrays.equals(Files.readAllBytes(f), bytes)) {
                continue;
            }
            // Staged with the umask's mode (not createTempFile's owner-only one); a leftover temporary is not *.json.
            try {
                AtomicFiles.writeNamed(f, bytes);
            } catch (AtomicFiles.RefusedException e) {
                throw new AtomicFiles.RefusedException(f + " " + e.getMessage());
            }
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
