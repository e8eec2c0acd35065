package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Golden files are written with the umask's mode, not the owner-only mode of a JDK temporary file. */
class GoldenFilesModeTest {
    @Test
    void writtenFilesFollowTheUmask(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"));
        GoldenCase c = GoldenIo.read(Path.of("../../golden/velocity-sprite-2d.json"));
        assertEquals(1, GoldenFiles.write(dir, List.of(c)));
        Path probe = dir.resolve("probe");
        try (OutputStream os = Files.newOutputStream(probe)) {
            os.write(1);
        }
        assertEquals(Files.getPosixFilePermissions(probe), Files.getPosixFilePermissions(dir.resolve(GoldenIo.fileName(c))));
        try (var s = Files.list(dir)) {
            assertEquals(2, s.count(), "no temporary left beside the file");
        }
    }
}
