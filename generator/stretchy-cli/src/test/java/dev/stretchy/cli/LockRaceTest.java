package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.io.BoundedProcess;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.write.OutputLock;
import dev.stretchy.write.OutputWriter;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs on one output folder are serialised across processes: the second run stops at once with exit 3 naming the
 * folder, never plans while the first writes. Each child is bounded by the process helper; nothing measures time.
 */
class LockRaceTest {
    private static final Duration CHILD = Duration.ofSeconds(300);
    private static final int ROUNDS = 4;

    @TempDir
    Path dir;

    private static List<String> java(String main) {
        return new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), main));
    }

    private Path renamedSpec() throws Exception {
        String text;
        try (InputStream in = SpecLoader.class.getResourceAsStream(SpecLoader.DEFAULT_RESOURCE)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String renamed = text.replaceFirst("(?m)^(\\s*name:\\s*)\\S+", "$1Bouncy");
        assertTrue(!renamed.equals(text), "could not rename the plugin");
        return Files.writeString(dir.resolve("bouncy.yaml"), renamed);
    }

    /**
     * Planted: this process holds the lock, as a run in its write phase does, and a run in another process starts.
     * When the lock was taken, its token was read back through a second descriptor that was then closed, which
     * dropped the POSIX lock: the other run went ahead (exit 0 or 1) instead of stopping.
     */
    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void aRunInAnotherProcessStopsAtOnceWhileTheLockIsHeld() throws Exception {
        Path out = dir.resolve("out");
        assertEquals(ExitCodes.OK, Cli.generateUnreal(out).exit());
        try (OutputLock held = new OutputWriter(out).lock(false)) {
            List<String> cmd = java(StretchyCli.class.getName());
            cmd.addAll(List.of("generate", "--target", "unreal", "--spec", renamedSpec().toString(), "--out", out.toString()));
            BoundedProcess.Result r = BoundedProcess.of(cmd).separateErrors().run(CHILD);
            assertTrue(!r.timedOut(), "the second run did not stop");
            assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.out() + r.err());
            assertTrue(r.err().contains("another stretchy run is using " + out.toAbsolutePath().normalize()), r.err());
            assertEquals(1, r.err().strip().lines().count(), r.err());
        }
        assertTrue(Files.exists(out.resolve("Stretchy")) && !Files.exists(out.resolve("Bouncy")), "nothing written");
    }

    /**
     * Two processes released by one barrier generate two specs (one renames the plugin) into one folder: each run
     * either completes (exit 0) or stops at once naming the folder (exit 3); never exit 1 naming the other run's
     * fresh files as hand edits. Afterwards the folder is exactly what one of the two specs generates.
     */
    @Test
    @Timeout(value = 1200, unit = TimeUnit.SECONDS)
    void twoRacingRunsNeverInterleave() throws Exception {
        Path bouncy = renamedSpec();
        int[] outcomes = new int[4]; // both completed, first stopped, second stopped, both stopped
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < ROUNDS; round++) {
                Path out = dir.resolve("out" + round);
                assertEquals(ExitCodes.OK, Cli.run("generate", "--out", out.toString(), "--quiet").exit());
                Path go = dir.resolve("go" + round);
                List<Path> ready = List.of(dir.resolve("ready" + round + "a"), dir.resolve("ready" + round + "b"));
                List<List<String>> cmds = new ArrayList<>();
                for (int i = 0; i < 2; i++) {
                    List<String> cmd = java(BarrierMain.class.getName());
                    cmd.addAll(List.of(ready.get(i).toString(), go.toString(), "generate", "--quiet", "--out", out.toString()));
                    if ((i + round) % 2 == 0) cmd.addAll(List.of("--spec", bouncy.toString()));
                    cmds.add(cmd);
                }
                List<Future<BoundedProcess.Result>> runs = new ArrayList<>();
                for (List<String> cmd : cmds) runs.add(pool.submit(() -> BoundedProcess.of(cmd).separateErrors().run(CHILD)));
                // The barrier: both JVMs are up and waiting before either may start (bounded by CHILD and the
                // test's timeout; a child that dies early ends its future, which is checked below).
                while (!(Files.exists(ready.get(0)) && Files.exists(ready.get(1)))) {
                    if (runs.stream().anyMatch(Future::isDone)) break;
                    Thread.sleep(5);
                }
                Files.createFile(go);
                int stopped = 0;
                for (int i = 0; i < 2; i++) {
                    BoundedProcess.Result r = runs.get(i).get(CHILD.toSeconds() + 60, TimeUnit.SECONDS);
                    String what = "round " + round + " run " + i + ": exit " + r.exit() + "\n" + r.out() + r.err();
                    assertTrue(!r.timedOut(), what);
                    assertTrue(r.exit() == ExitCodes.OK || r.exit() == ExitCodes.ENVIRONMENT, what);
                    if (r.exit() == ExitCodes.ENVIRONMENT) {
                        stopped |= 1 << i;
                        assertTrue(r.err().contains("another stretchy run is using " + out.toAbsolutePath().normalize()), what);
                    }
                }
                outcomes[stopped]++;
                boolean upToDate = false;
                for (String[] spec : new String[][] {{}, {"--spec", bouncy.toString()}}) {
                    List<String> args = new ArrayList<>(List.of("generate", "--check", "--out", out.toString()));
                    args.addAll(List.of(spec));
                    upToDate |= Cli.run(args.toArray(String[]::new)).exit() == ExitCodes.OK;
                }
                assertTrue(upToDate, "round " + round + ": the folder is neither spec's output");
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(0, outcomes[3], "both runs stopped: nobody held the lock");
        System.out.printf("LockRaceTest: %d rounds of two racing runs: %d both completed in turn, %d one stopped at once "
                + "(exit 3, folder named), 0 interleaved%n", ROUNDS, outcomes[0], outcomes[1] + outcomes[2]);
    }
}
