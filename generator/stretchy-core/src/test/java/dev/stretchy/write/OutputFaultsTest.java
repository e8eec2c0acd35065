package dev.stretchy.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.render.GeneratedFile;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Faults in the output folder: links, leftovers, permissions, a corrupt manifest, a second run. */
class OutputFaultsTest {
    @TempDir
    Path dir;

    private Path out() {
        return dir.resolve("out");
    }

    private Path outside() throws Exception {
        return Files.createDirectories(dir.resolve("outside"));
    }

    private static GeneratedFile f(String path, String text) {
        return GeneratedFile.text("unreal", path, text);
    }

    private Plan run(List<GeneratedFile> files, boolean force) throws Exception {
        OutputWriter w = new OutputWriter(out());
        try (OutputLock l = w.lock(false)) {
            Plan plan = w.plan(files, Set.of("unreal"), force);
            if (!plan.blocked()) w.apply(plan, files);
            return plan;
        }
    }

    private static long count(Path root) throws Exception {
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(Files::isRegularFile).count();
        }
    }

    @Test
    void aFolderLinkIsNotFollowedOnAFreshRun() throws Exception {
        Files.createDirectories(out());
        Files.createSymbolicLink(out().resolve("P"), outside());
        OutputException e = assertThrows(OutputException.class,
                () -> run(List.of(f("P/a.txt", "a"), f("P/sub/b.txt", "b")), false));
        assertEquals(OutputException.Kind.LINK, e.kind());
        assertTrue(e.getMessage().contains(out().resolve("P").toString()), e.getMessage());
        assertEquals(0, count(outside()));
        assertFalse(Files.exists(out().resolve(Manifest.PATH)));
    }

    @Test
    void forceDoesNotOverwriteThroughAFileLink() throws Exception {
        run(List.of(f("P/a.txt", "a")), false);
        Path victim = Files.writeString(outside().resolve("victim.txt"), "mine\n");
        Files.delete(out().resolve("P/a.txt"));
        Files.createSymbolicLink(out().resolve("P/a.txt"), victim);
        assertThrows(OutputException.class, () -> run(List.of(f("P/a.txt", "changed")), true));
        assertEquals("mine\n", Files.readString(victim));
        assertTrue(Files.isSymbolicLink(out().resolve("P/a.txt")));
    }

    @Test
    void aStaleDeleteDoesNotGoThroughALink() throws Exception {
        run(List.of(f("P/keep.txt", "k"), f("Q/old.txt", "old")), false);
        Path victim = Files.writeString(outside().resolve("old.txt"), "old\n");
        Files.delete(out().resolve("Q/old.txt"));
        Files.delete(out().resolve("Q"));
        Files.createSymbolicLink(out().resolve("Q"), outside());
        assertThrows(OutputException.class, () -> run(List.of(f("P/keep.txt", "k2")), false));
        assertTrue(Files.exists(victim));
        assertEquals("k\n", Files.readString(out().resolve("P/keep.txt")), "nothing applied");
    }

    @Test
    void aLinkedManifestFolderIsRefused() throws Exception {
        Files.createDirectories(out());
        Files.createSymbolicLink(out().resolve(".stretchy"), outside());
        assertThrows(OutputException.class, () -> run(List.of(f("P/a.txt", "a")), false));
        assertEquals(0, count(outside()));
    }

    @Test
    void leftoverTemporariesAreSeenAndRemoved() throws Exception {
        List<GeneratedFile> files = List.of(f("P/a.txt", "a"));
        run(files, false);
        Path tmp = Files.writeString(Files.createDirectories(out().resolve("P/gone")).resolve(".x.txt.0a1b" + AtomicFiles.TMP_SUFFIX), "partial");
        Plan check = new OutputWriter(out()).plan(files, Set.of("unreal"), false);
        assertTrue(check.differs(), "--check must see a leftover temporary");
        assertEquals(List.of("P/gone/.x.txt.0a1b" + AtomicFiles.TMP_SUFFIX), check.with(Action.CLEAN).stream().map(Plan.Step::path).toList());
        run(files, false);
        assertFalse(Files.exists(tmp));
        assertFalse(Files.exists(out().resolve("P/gone")), "its emptied folder goes too");
        assertFalse(new OutputWriter(out()).plan(files, Set.of("unreal"), false).differs());
    }

    @Test
    void aFailedStagingRemovesTheFoldersItCreated() throws Exception {
        List<GeneratedFile> files = List.of(f("A/deep/er/a.txt", "a"), f("Z/b.txt", "b"));
        OutputWriter w = new OutputWriter(out());
        Plan p = w.plan(files, Set.of("unreal"), false);
        Files.createDirectories(out());
        Files.writeString(out().resolve("Z"), "in the way");
        assertThrows(java.io.IOException.class, () -> w.apply(p, files));
        assertFalse(Files.exists(out().resolve("A")), "no empty folders left behind");
    }

    @Test
    void newFilesFollowTheUmaskAndReplacedFilesKeepTheirMode() throws Exception {
        Assumptions.assumeTrue(Files.getFileStore(dir).supportsFileAttributeView("posix"));
        run(List.of(f("P/a.txt", "a"), f("P/b.txt", "b")), false);
        Path probe = out().resolve("P/probe");
        try (OutputStream os = Files.newOutputStream(probe)) {
            os.write(1);
        }
        Set<PosixFilePermission> umaskMode = Files.getPosixFilePermissions(probe);
        assertEquals(umaskMode, Files.getPosixFilePermissions(out().resolve("P/a.txt")));
        assertEquals(umaskMode, Files.getPosixFilePermissions(out().resolve(Manifest.PATH)));
        Files.setPosixFilePermissions(out().resolve("P/b.txt"), PosixFilePermissions.fromString("rw-r-----"));
        run(List.of(f("P/a.txt", "a"), f("P/b.txt", "b2")), false);
        assertEquals("b2\n", Files.readString(out().resolve("P/b.txt")));
        assertEquals(PosixFilePermissions.fromString("rw-r-----"), Files.getPosixFilePermissions(out().resolve("P/b.txt")));
    }

    @Test
    void aFolderWhereAFileGoesIsAConflictEvenWithForce() throws Exception {
        run(List.of(f("P/a.txt", "a")), false);
        Files.delete(out().resolve("P/a.txt"));
        Files.createDirectories(out().resolve("P/a.txt/inner"));
        Plan p = new OutputWriter(out()).plan(List.of(f("P/a.txt", "a")), Set.of("unreal"), true);
        assertTrue(p.blocked());
        assertEquals(Action.CONFLICT, p.steps().get(0).action());
        assertTrue(p.steps().get(0).reason().contains("is a folder"), p.steps().get(0).reason());
    }

    @Test
    void aFileWhereAFolderGoesIsAConflict() throws Exception {
        Files.createDirectories(out());
        Files.writeString(out().resolve("P"), "x");
        Plan p = new OutputWriter(out()).plan(List.of(f("P/a.txt", "a")), Set.of("unreal"), true);
        assertTrue(p.blocked());
        assertTrue(p.steps().get(0).reason().contains("its folder P is a file"), p.steps().get(0).reason());
    }

    @Test
    void aCorruptManifestIsOneLineNamingIt() throws Exception {
        Files.createDirectories(out().resolve(".stretchy"));
        Files.writeString(out().resolve(Manifest.PATH), "{\"format\": \"stretchy-manifest/1\", \"files\": {\n\"P/a\"");
        OutputException e = assertThrows(OutputException.class, () -> Manifest.read(out()));
        assertEquals(OutputException.Kind.MANIFEST, e.kind());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
        assertTrue(e.getMessage().startsWith(out().resolve(Manifest.PATH).toString()), e.getMessage());
        Files.writeString(out().resolve(Manifest.PATH),
                "{\"format\": \"stretchy-manifest/1\", \"files\": {\"../../etc/x\": {\"target\": \"unreal\", \"sha256\": \"" + "0".repeat(64) + "\"}}}");
        assertEquals(OutputException.Kind.MANIFEST, assertThrows(OutputException.class, () -> Manifest.read(out())).kind());
    }

    @Test
    void aManifestThatIsAPipeOrAFolderIsRefusedWithoutBlocking() throws Exception {
        Files.createDirectories(out().resolve(Manifest.PATH));
        OutputException e = assertThrows(OutputException.class, () -> Manifest.read(out()));
        assertTrue(e.getMessage().contains("folder"), e.getMessage());
        Files.delete(out().resolve(Manifest.PATH));
        Assumptions.assumeTrue(dev.stretchy.io.TestProcesses.mkfifo(out().resolve(Manifest.PATH)), "mkfifo not available");
        e = assertThrows(OutputException.class, () -> Manifest.read(out()));
        assertTrue(e.getMessage().contains("not a regular file"), e.getMessage());
    }

    @Test
    void aSecondRunOnTheSameFolderIsRefusedUntilTheFirstEnds() throws Exception {
        OutputWriter w = new OutputWriter(out());
        try (OutputLock first = w.lock(false)) {
            OutputException e = assertThrows(OutputException.class, () -> new OutputWriter(out()).lock(false));
            assertEquals(OutputException.Kind.LOCKED, e.kind());
            assertTrue(e.getMessage().contains(out().toString()), e.getMessage());
            assertThrows(OutputException.class, () -> new OutputWriter(out()).lock(true), "--check waits its turn too");
        }
        assertFalse(Files.exists(out().resolve(OutputLock.PATH)), "the lock file goes with the run");
        try (OutputLock again = w.lock(false)) {
            assertTrue(Files.exists(out().resolve(OutputLock.PATH)));
        }
    }

    @Test
    void checkingAFolderWithoutStateTakesNoLockAndWritesNothing() throws Exception {
        try (OutputLock l = new OutputWriter(out()).lock(true)) {
            assertFalse(Files.exists(out()));
        }
        run(List.of(f("P/a.txt", "a")), false);
        try (OutputLock l = new OutputWriter(out()).lock(true)) {
            assertFalse(Files.exists(out().resolve(OutputLock.PATH)), "a look creates no lock file");
        }
        Files.writeString(out().resolve(OutputLock.PATH), "left by a killed run");
        try (OutputLock l = new OutputWriter(out()).lock(true)) {
            assertEquals("left by a killed run", Files.readString(out().resolve(OutputLock.PATH)));
        }
        assertEquals("left by a killed run", Files.readString(out().resolve(OutputLock.PATH)), "nor changes a stale one");
    }

    @Test
    void preflightNamesAFolderThatCannotBeWritten() throws Exception {
        Files.createDirectories(out().resolve("P"));
        Files.setPosixFilePermissions(out().resolve("P"), PosixFilePermissions.fromString("r-xr-xr-x"));
        try {
            Assumptions.assumeFalse(Files.isWritable(out().resolve("P")), "running as a user who can write anywhere");
            OutputWriter w = new OutputWriter(out());
            Plan p = w.plan(List.of(f("P/a.txt", "a")), Set.of("unreal"), false);
            OutputException e = assertThrows(OutputException.class, () -> w.preflight(p));
            assertTrue(e.getMessage().contains(out().resolve("P").toString()), e.getMessage());
        } finally {
            Files.setPosixFilePermissions(out().resolve("P"), PosixFilePermissions.fromString("rwxr-xr-x"));
        }
    }
}
