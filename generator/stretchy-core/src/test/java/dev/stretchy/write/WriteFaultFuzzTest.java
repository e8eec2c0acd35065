package dev.stretchy.write;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.stretchy.render.GeneratedFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded fault rounds for the writer (issue 11, part of the fuzz suite with the CLI's HostileInputFuzzTest): a run
 * killed at a random file-system operation, and a disk that fills up at a random write. A kill is an Error thrown
 * from the fault hook, so no cleanup runs, as with kill -9; deterministic, no timing. Prints tried / correct.
 */
class WriteFaultFuzzTest {
    private static final long SEED = 0x5713L;
    private static final int ROUNDS = 30;

    @TempDir
    Path dir;

    /** Thrown by the hook to stop a run dead: like kill -9, no catch block or finally of the writer's sees it. */
    private static final class Killed extends Error {
        Killed() {
            super("killed", null, false, false);
        }
    }

    private static List<GeneratedFile> version(Random r, int n, String tag) {
        List<GeneratedFile> l = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String path = "P/" + (i % 3 == 0 ? "Source/M" + (i % 4) + "/" : i % 3 == 1 ? "Shaders/" : "") + "f" + i + ".txt";
            l.add(GeneratedFile.text("unreal", path, "file " + i + " " + (r.nextInt(3) == 0 ? tag : "same")));
        }
        return l;
    }

    /** Version B of a round: some files changed (above), some gone, some new in new folders. */
    private static List<GeneratedFile> next(Random r, List<GeneratedFile> a) {
        List<GeneratedFile> b = new ArrayList<>();
        for (GeneratedFile f : a) if (r.nextInt(4) != 0) b.add(r.nextInt(3) == 0 ? GeneratedFile.text("unreal", f.path(), f.text() + " v2") : f);
        for (int i = 0; i < 1 + r.nextInt(6); i++) b.add(GeneratedFile.text("unreal", "P/New" + i + "/deep/n" + i + ".txt", "new " + i));
        return b;
    }

    private static Map<String, String> tree(Path root) throws IOException {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.toList()) {
                String rel = root.relativize(p).toString();
                if (Files.isDirectory(p)) {
                    try (Stream<Path> in = Files.list(p)) {
                        if (in.findAny().isEmpty() && !p.equals(root)) m.put(rel + "/", "(empty folder)");
                    }
                } else {
                    m.put(rel, Files.readString(p));
                }
            }
        }
        return m;
    }

    private static void apply(Path out, List<GeneratedFile> files, OutputWriter.Faults faults) throws IOException {
        OutputWriter w = new OutputWriter(out, faults);
        Plan p = w.plan(files, Set.of("unreal"), false);
        if (p.blocked()) throw new AssertionError("blocked: " + p.steps());
        w.apply(p, files);
    }

    @Test
    void killedAndDiskFullRunsAreSeenAndConverge() throws Exception {
        Random r = new Random(SEED);
        int killTried = 0, killSeen = 0, killConverged = 0, fullTried = 0, fullClean = 0, fullConverged = 0;
        List<String> wrong = new ArrayList<>();
        for (int round = 0; round < 2 * ROUNDS; round++) {
            boolean kill = round < ROUNDS;
            Path out = dir.resolve("r" + round + "/out");
            Path ref = dir.resolve("r" + round + "/ref");
            List<GeneratedFile> a = version(r, 12 + r.nextInt(20), "a");
            List<GeneratedFile> b = next(r, a);
            apply(out, a, (op, p) -> {});
            apply(ref, b, (op, p) -> {});
            Map<String, String> before = tree(out);
            int at = 1 + r.nextInt(kill ? 2 * b.size() + 8 : b.size() + 6);
            int[] ops = {0};
            boolean failed = false;
            try {
                apply(out, b, (op, p) -> {
                    if (kill && ++ops[0] == at) throw new Killed();
                    if (!kill && (op.equals("write") || op.equals("mkdir")) && ++ops[0] == at) {
                        throw new IOException(p + ": No space left on device");
                    }
                });
            } catch (Killed | IOException e) {
                failed = true;
            }
            if (!failed) continue; // the fault came after the last operation: nothing to look at
            if (kill) {
                killTried++;
                // --check must see an interrupted run (new content not all there, or temporaries left)
                if (new OutputWriter(out).plan(b, Set.of("unreal"), false).differs()) killSeen++;
                else wrong.add("round " + round + ": --check said up to date after a kill at op " + at);
            } else {
                fullTried++;
                // a failed staging leaves the tree exactly as it was: no partial temporaries, no empty folders
                if (tree(out).equals(before)) fullClean++;
                else wrong.add("round " + round + ": disk full at op " + at + " left " + diff(before, tree(out)));
            }
            apply(out, b, (op, p) -> {});
            boolean converged = tree(out).equals(tree(ref)) && !new OutputWriter(out).plan(b, Set.of("unreal"), false).differs();
            if (converged) {
                if (kill) killConverged++;
                else fullConverged++;
            } else {
                wrong.add("round " + round + ": the rerun did not converge: " + diff(tree(ref), tree(out)));
            }
        }
        System.out.printf("fuzz: kill during write: %d tried, %d seen by --check, %d converged on rerun%n", killTried, killSeen, killConverged);
        System.out.printf("fuzz: disk full during write: %d tried, %d left the tree as it was, %d converged on rerun%n",
                fullTried, fullClean, fullConverged);
        assertEquals(List.of(), wrong);
        assertEquals(true, killTried >= ROUNDS / 2 && fullTried >= ROUNDS / 2, "too few faults hit: " + killTried + ", " + fullTried);
    }

    private static String diff(Map<String, String> want, Map<String, String> got) {
        List<String> d = new ArrayList<>();
        for (String k : got.keySet()) if (!want.containsKey(k)) d.add("+" + k);
        for (String k : want.keySet()) if (!got.containsKey(k)) d.add("-" + k);
        for (String k : want.keySet()) if (got.containsKey(k) && !want.get(k).equals(got.get(k))) d.add("~" + k);
        return d.toString();
    }
}
