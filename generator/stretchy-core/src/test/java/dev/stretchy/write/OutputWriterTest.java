package dev.stretchy.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.render.GeneratedFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputWriterTest {
    @TempDir
    Path out;

    private static GeneratedFile f(String path, String text) {
        return GeneratedFile.text("unreal", path, text);
    }

    private Plan run(List<GeneratedFile> files, boolean force) throws Exception {
        OutputWriter w = new OutputWriter(out);
        Plan plan = w.plan(files, Set.of("unreal"), force);
        if (!plan.blocked()) w.apply(plan, files);
        return plan;
    }

    private static Action actionOf(Plan p, String path) {
        return p.steps().stream().filter(s -> s.path().equals(path)).findFirst().orElseThrow().action();
    }

    @Test
    void firstRunCreatesEverythingAndAManifest() throws Exception {
        Plan p = run(List.of(f("P/a.txt", "a"), f("P/sub/b.txt", "b")), false);
        assertEquals(Action.CREATE, actionOf(p, "P/a.txt"));
        assertEquals("a\n", Files.readString(out.resolve("P/a.txt")));
        Manifest m = Manifest.read(out);
        assertEquals(Set.of("P/a.txt", "P/sub/b.txt"), m.files().keySet());
    }

    @Test
    void unchangedFilesAreNotRewritten() throws Exception {
        List<GeneratedFile> files = List.of(f("P/a.txt", "a"));
        run(files, false);
        FileTime old = FileTime.fromMillis(1_000_000_000L);
        Files.setLastModifiedTime(out.resolve("P/a.txt"), old);
        Files.setLastModifiedTime(out.resolve(Manifest.PATH), old);
        OutputWriter w = new OutputWriter(out);
        Plan p = w.plan(files, Set.of("unreal"), false);
        assertEquals(0, w.apply(p, files));
        assertFalse(p.manifestChanged());
        assertEquals(old, Files.getLastModifiedTime(out.resolve("P/a.txt")));
        assertEquals(old, Files.getLastModifiedTime(out.resolve(Manifest.PATH)));
    }

    @Test
    void changedGeneratedContentUpdatesAnUnmodifiedFile() throws Exception {
        run(List.of(f("P/a.txt", "a")), false);
        Plan p = run(List.of(f("P/a.txt", "a2")), false);
        assertEquals(Action.UPDATE, actionOf(p, "P/a.txt"));
        assertEquals("a2\n", Files.readString(out.resolve("P/a.txt")));
    }

    @Test
    void staleUnmodifiedFilesAreDeletedWithTheirEmptyFolders() throws Exception {
        run(List.of(f("P/a.txt", "a"), f("P/old/b.txt", "b")), false);
        Plan p = run(List.of(f("P/a.txt", "a")), false);
        assertEquals(Action.DELETE, actionOf(p, "P/old/b.txt"));
        assertFalse(Files.exists(out.resolve("P/old")));
        assertFalse(Manifest.read(out).files().containsKey("P/old/b.txt"));
    }

    @Test
    void staleFilesOfOtherTargetsAreLeftAlone() throws Exception {
        OutputWriter w = new OutputWriter(out);
        List<GeneratedFile> both = List.of(f("P/a.txt", "a"), GeneratedFile.text("threejs", "t/x.ts", "x"));
        w.apply(w.plan(both, Set.of("unreal", "threejs"), false), both);
        List<GeneratedFile> unrealOnly = List.of(f("P/a.txt", "a"));
        Plan p = w.plan(unrealOnly, Set.of("unreal"), false);
        w.apply(p, unrealOnly);
        assertTrue(Files.exists(out.resolve("t/x.ts")));
        assertTrue(Manifest.read(out).files().containsKey("t/x.ts"));
    }

    @Test
    void handEditIsNeverOverwrittenWithoutForce() throws Exception {
        run(List.of(f("P/a.txt", "a")), false);
        Files.writeString(out.resolve("P/a.txt"), "my edit\n");
        Plan p = run(List.of(f("P/a.txt", "a2"), f("P/new.txt", "n")), false);
        assertTrue(p.blocked());
        assertEquals(Action.CONFLICT, actionOf(p, "P/a.txt"));
        assertEquals("my edit\n", Files.readString(out.resolve("P/a.txt")));
        assertFalse(Files.exists(out.resolve("P/new.txt")), "a blocked run writes nothing");
    }

    @Test
    void forceOverwritesAHandEdit() throws Exception {
        run(List.of(f("P/a.txt", "a")), false);
        Files.writeString(out.resolve("P/a.txt"), "my edit\n");
        Plan p = run(List.of(f("P/a.txt", "a2")), true);
        assertEquals(Action.OVERWRITE, actionOf(p, "P/a.txt"));
        assertEquals("a2\n", Files.readString(out.resolve("P/a.txt")));
    }

    @Test
    void untrackedFileInTheWayIsAConflict() throws Exception {
        Files.createDirectories(out.resolve("P"));
        Files.writeString(out.resolve("P/a.txt"), "mine\n");
        Plan p = run(List.of(f("P/a.txt", "a")), false);
        assertEquals(Action.CONFLICT, actionOf(p, "P/a.txt"));
        assertEquals("mine\n", Files.readString(out.resolve("P/a.txt")));
    }

    @Test
    void editedStaleFileIsKeptAndReported() throws Exception {
        run(List.of(f("P/a.txt", "a"), f("P/b.txt", "b")), false);
        Files.writeString(out.resolve("P/b.txt"), "my edit\n");
        Plan p = run(List.of(f("P/a.txt", "a")), false);
        assertEquals(Action.ORPHAN, actionOf(p, "P/b.txt"));
        assertTrue(p.blocked());
        Plan forced = run(List.of(f("P/a.txt", "a")), true);
        assertEquals(Action.RELEASE, actionOf(forced, "P/b.txt"));
        assertEquals("my edit\n", Files.readString(out.resolve("P/b.txt")));
        assertFalse(Manifest.read(out).files().containsKey("P/b.txt"));
    }

    @Test
    void aFailedStagingWritesNothingAndLeavesNoTemporaries() throws Exception {
        run(List.of(f("P/a.txt", "a")), false);
        // A folder where a file must go makes the move fail after staging; make staging itself fail instead by
        // putting a regular file where a folder is needed.
        // (The plan now reports a file in the way as a conflict, so the blocker appears after planning.)
        List<GeneratedFile> files = List.of(f("P/a.txt", "changed"), f("blocker/inside.txt", "y"));
        OutputWriter w = new OutputWriter(out);
        Plan p = w.plan(files, Set.of("unreal"), true);
        Files.writeString(out.resolve("blocker"), "x");
        assertThrows(java.io.IOException.class, () -> w.apply(p, files));
        assertEquals("a\n", Files.readString(out.resolve("P/a.txt")));
        try (Stream<Path> s = Files.walk(out)) {
            assertEquals(0, s.filter(x -> x.toString().endsWith(".stretchy-tmp")).count());
        }
    }

    @Test
    void pathsCannotEscapeTheOutput() {
        assertThrows(IllegalArgumentException.class, () -> f("../evil.txt", "x"));
    }

    @Test
    void manifestBytesAreStable() throws Exception {
        run(List.of(f("P/b.txt", "b"), f("P/a.txt", "a")), false);
        byte[] first = Files.readAllBytes(out.resolve(Manifest.PATH));
        assertArrayEquals(first, Manifest.read(out).toBytes());
        assertTrue(new String(first).indexOf("P/a.txt") < new String(first).indexOf("P/b.txt"));
    }
}
