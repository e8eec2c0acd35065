package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.io.BoundedProcess;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.write.OutputLock;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate --watch} as a user runs it: a resident process that sees a save through the file system,
 * regenerates, and stops cleanly on SIGTERM. Every wait polls for a result under a deadline far above what the
 * work takes on a loaded machine; nothing measures time.
 */
class WatchProcessTest {
    private static final Duration CHILD = Duration.ofSeconds(480);
    private static final Duration WAIT = Duration.ofSeconds(300);

    @TempDir
    Path dir;

    private static void waitFor(BoundedProcess.Running p, Predicate<String> seen, String what) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (!seen.test(p.out())) {
            if (!p.isAlive()) throw new AssertionError("the watch ended before " + what + ":\n" + p.out() + p.err());
            if (System.nanoTime() > deadline) throw new AssertionError("no " + what + " in " + WAIT + ":\n" + p.out() + p.err());
            Thread.sleep(100);
        }
    }

    @Test
    @Timeout(value = 900, unit = TimeUnit.SECONDS)
    void aSaveIsRegeneratedAndSigtermStopsTheWatchCleanly() throws Exception {
        String a;
        try (InputStream in = SpecLoader.class.getResourceAsStream(SpecLoader.DEFAULT_RESOURCE)) {
            a = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String b = a.replaceFirst("(?m)^(\\s*maxStretch:\\s*)1\\.6\\b", "$1" + "1.7");
        assertFalse(a.equals(b));
        Path spec = Files.writeString(dir.resolve("my.yaml"), a);
        Path out = dir.resolve("out");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), StretchyCli.class.getName(),
                "generate", "--watch", "--spec", spec.toString(), "--out", out.toString(), "--target", "unreal", "--quiet"));
        BoundedProcess.Result r;
        try (BoundedProcess.Running p = BoundedProcess.of(cmd).separateErrors().start(CHILD)) {
            waitFor(p, o -> o.contains("watching " + spec), "first run");
            assertEquals(ExitCodes.OK, Cli.generateUnreal(out, "--spec", spec.toString(), "--check").exit());

            Path tmp = Files.writeString(dir.resolve(".my.yaml.tmp"), b);
            Files.move(tmp, spec, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            waitFor(p, o -> o.contains(spec + " saved: "), "regeneration after the save");
            Cli check = Cli.generateUnreal(out, "--spec", spec.toString(), "--check");
            assertEquals(ExitCodes.OK, check.exit(), check.out() + check.err() + p.out() + p.err());

            p.terminate();
            r = p.await();
        }
        assertFalse(r.timedOut(), r.out() + r.err());
        assertEquals(128 + 15, r.exit(), "the JVM's status for SIGTERM: " + r.out() + r.err());
        assertTrue(r.out().strip().endsWith("watch stopped; " + out + " is as the last run left it"), r.out());
        assertEquals("", r.err());
        assertFalse(Files.exists(out.resolve(OutputLock.PATH)), "the lock is released");
        try (Stream<Path> s = Files.walk(out)) {
            assertEquals(List.of(), s.filter(f -> f.getFileName().toString().endsWith(".stretchy-tmp")).toList(),
                    "nothing half-written");
        }
        assertEquals(ExitCodes.OK, Cli.generateUnreal(out, "--spec", spec.toString(), "--check").exit());
    }
}
