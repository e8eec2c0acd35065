package dev.stretchy.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The process helper under the faults that made the old read-everything-then-wait callers hang: a child that never
 * ends, a grandchild that keeps the output pipe open, input and output both larger than a pipe's buffer, and a
 * flood of output. Every test is bounded by a JUnit timeout far above its deadline; nothing here measures time.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class BoundedProcessTest {
    @BeforeAll
    static void posixShell() {
        Assumptions.assumeFalse(System.getProperty("os.name", "").startsWith("Windows"), "the planted children are sh scripts");
    }

    @Test
    void aChildThatNeverEndsIsKilledAtItsDeadline() throws Exception {
        // Before: readAllBytes() waited for the end of the output, so waitFor's timeout was never reached.
        BoundedProcess.Result r = BoundedProcess.of("sh", "-c", "echo started; exec sleep 600").run(Duration.ofSeconds(2));
        assertTrue(r.timedOut());
        assertEquals(-1, r.exit());
        assertFalse(r.ok());
        assertTrue(r.out().startsWith("started"), r.out());
    }

    @Test
    void aGrandchildHoldingTheOutputOpenDoesNotHoldTheCaller() throws Exception {
        // The JDK closes a child's pipe when the child exits unless a read is in progress at that moment, so the run
        // either ends with the child or at its deadline: both are fine; waiting for the grandchild is not.
        long start = System.nanoTime();
        BoundedProcess.Result r = BoundedProcess.of("sh", "-c", "sleep 600 & echo $!; echo started").run(Duration.ofSeconds(3));
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
        String[] lines = r.out().split("\n");
        try {
            assertTrue(seconds < 120, "held for " + seconds + " s by the grandchild");
            assertEquals("started", lines[1], r.out());
        } finally {
            ProcessHandle.of(Long.parseLong(lines[0].trim())).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    @Test
    void inputAndOutputLargerThanAPipeAreFedAndDrainedTogether() throws Exception {
        byte[] in = new byte[4 << 20];
        for (int i = 0; i < in.length; i++) in[i] = (byte) ('a' + i % 26);
        BoundedProcess.Result r = BoundedProcess.of("cat").input(in).run(Duration.ofSeconds(120));
        assertTrue(r.ok(), "exit " + r.exit());
        assertTrue(Arrays.equals(in, r.out().getBytes(StandardCharsets.UTF_8)), "cat echoed " + r.out().length() + " bytes");
    }

    @Test
    void aFloodOfOutputIsCappedAndTheChildStillFinishes() throws Exception {
        BoundedProcess.Result r = BoundedProcess.of("sh", "-c", "head -c 20000000 /dev/zero | tr '\\0' x; echo done >&2")
                .separateErrors().outputLimit(1 << 20).run(Duration.ofSeconds(120));
        assertTrue(r.ok(), "exit " + r.exit());
        assertTrue(r.truncated());
        assertEquals(1 << 20, r.out().length());
        assertEquals("done\n", r.err());
    }

    @Test
    void aStartedChildIsReadWhileItRunsStoppedByTerminateAndKilledByClose() throws Exception {
        // A resident child (generate --watch): its output is read while it runs, SIGTERM lets it finish its work.
        BoundedProcess.Running p = BoundedProcess.of("sh", "-c",
                "trap 'echo stopping; exit 5' TERM; echo ready; while :; do sleep 1; done").start(Duration.ofSeconds(120));
        while (!p.out().contains("ready")) {
            assertTrue(p.isAlive(), p.out());
            Thread.sleep(20);
        }
        p.terminate();
        BoundedProcess.Result r = p.await();
        assertFalse(r.timedOut());
        assertEquals(5, r.exit(), r.out());
        assertEquals("ready\nstopping\n", r.out());

        BoundedProcess.Running q = BoundedProcess.of("sleep", "600").start(Duration.ofSeconds(120));
        q.close();
        assertFalse(q.isAlive(), "close kills a child that is still running");
        BoundedProcess.Running late = BoundedProcess.of("sleep", "600").start(Duration.ofSeconds(1));
        assertTrue(late.await().timedOut(), "the deadline holds for a started child too");
        assertFalse(late.isAlive());
    }

    @Test
    void exitStatusAndMissingCommands() throws Exception {
        assertEquals(3, BoundedProcess.of("sh", "-c", "exit 3").run(Duration.ofSeconds(60)).exit());
        assertThrows(IOException.class, () -> BoundedProcess.of("stretchy-no-such-command-x").run(Duration.ofSeconds(60)));
    }

    /**
     * Every process the project starts, in main and test code of every module, goes through this helper: a direct
     * ProcessBuilder or Runtime.exec elsewhere is the read-everything-then-wait pattern coming back.
     */
    @Test
    void noOtherCodeStartsProcesses() throws IOException {
        java.nio.file.Path generator = java.nio.file.Path.of("..").toAbsolutePath().normalize();
        java.util.List<String> found = new java.util.ArrayList<>();
        String[] patterns = {"new ProcessBuilder(", "Runtime.getRuntime().exec", "ProcessBuilder.startPipeline"};
        try (java.util.stream.Stream<java.nio.file.Path> files = java.nio.file.Files.walk(generator)) {
            for (java.nio.file.Path f : (Iterable<java.nio.file.Path>) files
                    .filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/")
                            && !p.getFileName().toString().equals("BoundedProcess.java")
                            && !p.getFileName().toString().equals("BoundedProcessTest.java"))::iterator) {
                String text = java.nio.file.Files.readString(f);
                for (String pattern : patterns) {
                    if (text.contains(pattern)) found.add(generator.relativize(f) + ": " + pattern);
                }
            }
        }
        assertEquals(java.util.List.of(), found, "start processes with dev.stretchy.io.BoundedProcess");
    }
}
