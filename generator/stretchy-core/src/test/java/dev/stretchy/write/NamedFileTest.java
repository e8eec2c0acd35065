package dev.stretchy.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.io.TestProcesses;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files the user names (reports, golden files) under the faults that damaged them: a full disk, a pipe, a link
 * (dangling or to a file) standing at the path. The timeout runs on its own thread, so a write that blocks on a
 * FIFO fails the test instead of hanging the build.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class NamedFileTest {
    private static final byte[] NEW = "<testsuite/>\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aFullDiskLeavesTheOldFileWholeAndNoTemporary() throws Exception {
        Path f = Files.writeString(dir.resolve("junit.xml"), "old report");
        IOException e = assertThrows(IOException.class, () -> AtomicFiles.writeNamed(f, NEW, (op, p) -> {
            throw new IOException("No space left on device");
        }));
        assertEquals("No space left on device", e.getMessage());
        assertEquals("old report", Files.readString(f));
        assertEquals(List.of("junit.xml"), names());
        // and a missing file stays missing: no 0-byte file is left
        Path g = dir.resolve("new.xml");
        assertThrows(IOException.class, () -> AtomicFiles.writeNamed(g, NEW, (op, p) -> {
            throw new IOException("File too large");
        }));
        assertFalse(Files.exists(g));
        assertEquals(List.of("junit.xml"), names());
    }

    @Test
    void aFifoIsRefusedWithoutBlocking() throws Exception {
        Path fifo = dir.resolve("junit.xml");
        Assumptions.assumeTrue(TestProcesses.mkfifo(fifo), "mkfifo is not available");
        AtomicFiles.RefusedException e = assertThrows(AtomicFiles.RefusedException.class, () -> AtomicFiles.writeNamed(fifo, NEW));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
        assertTrue(Files.readAttributes(fifo, java.nio.file.attribute.BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS).isOther(), "the pipe is left alone");
        assertEquals(List.of("junit.xml"), names());
    }

    @Test
    void aDanglingLinkIsRefusedWithItsReason() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("junit.xml"), dir.resolve("missing/report.xml"));
        AtomicFiles.RefusedException e = assertThrows(AtomicFiles.RefusedException.class, () -> AtomicFiles.writeNamed(link, NEW));
        assertTrue(e.getMessage().contains("symbolic link") && e.getMessage().contains("which does not exist"), e.getMessage());
        assertFalse(Files.exists(dir.resolve("missing")));
        assertTrue(Files.isSymbolicLink(link));
        // and a dangling link as the folder above
        Path folder = Files.createSymbolicLink(dir.resolve("reports"), dir.resolve("gone"));
        e = assertThrows(AtomicFiles.RefusedException.class, () -> AtomicFiles.writeNamed(folder.resolve("a/junit.xml"), NEW));
        assertTrue(e.getMessage().contains("its folder " + folder + " is a symbolic link") && e.getMessage().contains("which does not exist"),
                e.getMessage());
        assertFalse(Files.exists(dir.resolve("gone")));
    }

    @Test
    void aLinkToAFileIsNotWrittenThrough() throws Exception {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "keep me");
        Path link = Files.createSymbolicLink(dir.resolve("junit.xml"), victim);
        AtomicFiles.RefusedException e = assertThrows(AtomicFiles.RefusedException.class, () -> AtomicFiles.writeNamed(link, NEW));
        assertTrue(e.getMessage().contains("symbolic link (to " + victim + ")"), e.getMessage());
        assertEquals("keep me", Files.readString(victim));
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void aFolderIsRefusedAndAMissingFolderAboveIsCreated() throws Exception {
        Files.createDirectories(dir.resolve("junit.xml"));
        assertThrows(AtomicFiles.RefusedException.class, () -> AtomicFiles.writeNamed(dir.resolve("junit.xml"), NEW));
        Path deep = dir.resolve("a/b/junit.xml");
        AtomicFiles.writeNamed(deep, NEW);
        assertEquals("<testsuite/>\n", Files.readString(deep));
        AtomicFiles.writeNamed(deep, "second".getBytes(StandardCharsets.UTF_8));
        assertEquals("second", Files.readString(deep));
        try (Stream<Path> s = Files.list(deep.getParent())) {
            assertEquals(1, s.count(), "no temporary left");
        }
        assertTrue(Files.isRegularFile(deep, LinkOption.NOFOLLOW_LINKS));
    }
}
