package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.io.BoundedProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file the CLI writes besides the generated output (verify's JUnit report, golden's case files) under the
 * faults that used to damage it: a FIFO (blocked for ever), a full disk (a 0-byte file), a file-size limit
 * (truncated XML), a dangling link (a message with no reason) and a link to a file (written through). Each run
 * exits 3 with one line, and the path is left exactly as it was. The timeout runs on its own thread, so a run that
 * blocks fails the test instead of hanging the build.
 */
@Timeout(value = 600, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ReportFilesCliTest {
    @TempDir
    static Path shared;

    @TempDir
    Path dir;

    static Path golden;

    @BeforeAll
    static void goldenSet() {
        golden = shared.resolve("golden");
        Cli r = Cli.run("golden", "--out", golden.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.err());
    }

    private static Cli verify(Path junit) {
        return Cli.run("verify", "--golden", golden.toString(), "--junit", junit.toString());
    }

    private static void oneLine(Cli r, String... parts) {
        assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.out() + r.err());
        assertEquals(1, r.err().strip().lines().count(), r.err());
        for (String p : parts) assertTrue(r.err().contains(p), r.err());
    }

    private static boolean mkfifo(Path p) throws Exception {
        try {
            return BoundedProcess.of("mkfifo", p.toString()).run(Duration.ofSeconds(60)).ok();
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private List<String> names(Path d) throws Exception {
        try (Stream<Path> s = Files.list(d)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void junitOnAFifoIsRefusedAtOnce() throws Exception {
        Path fifo = dir.resolve("junit.xml");
        Assumptions.assumeTrue(mkfifo(fifo), "mkfifo is not available");
        oneLine(verify(fifo), "cannot write --junit " + fifo, "not a regular file");
    }

    @Test
    void junitThroughADanglingLinkNamesTheReason() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("junit.xml"), dir.resolve("nowhere/junit.xml"));
        oneLine(verify(link), "symbolic link", "which does not exist");
        assertFalse(Files.exists(dir.resolve("nowhere")));
    }

    @Test
    void junitThroughALinkToAFileIsNotWrittenThrough() throws Exception {
        Path victim = Files.writeString(dir.resolve("victim.txt"), "keep me");
        Path link = Files.createSymbolicLink(dir.resolve("junit.xml"), victim);
        oneLine(verify(link), "symbolic link (to " + victim + ")");
        assertEquals("keep me", Files.readString(victim));
    }

    @Test
    void junitIsReplacedWholeAndLeavesNoTemporary() throws Exception {
        Path junit = Files.writeString(dir.resolve("junit.xml"), "old");
        Cli r = verify(junit);
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(Files.readString(junit).contains("<testsuite"), "the report was written");
        assertEquals(List.of("junit.xml"), names(dir));
    }

    /** A run in a fresh JVM under {@code sh -c PRELUDE}, as the shell that limits it would start it. */
    private BoundedProcess.Result forked(String prelude, Path junit) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("sh", "-c", prelude + " && exec \"$@\"", "sh",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-XX:-UsePerfData",
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), StretchyCli.class.getName(),
                "verify", "--golden", golden.toString(), "--junit", junit.toString()));
        BoundedProcess.Result r = BoundedProcess.of(cmd).directory(dir).separateErrors().run(Duration.ofSeconds(300));
        assertFalse(r.timedOut(), "verify did not finish");
        return r;
    }

    /** Real: a file-size limit (ulimit -f) far below the report; the old report stays, no truncated XML. */
    @Test
    void aFileSizeLimitLeavesTheOldReportWhole() throws Exception {
        Path junit = Files.writeString(dir.resolve("junit.xml"), "old");
        BoundedProcess.Result r = forked("ulimit -f 2", junit);
        assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("cannot write --junit " + junit), r.err());
        assertEquals("old", Files.readString(junit));
        assertEquals(List.of("junit.xml"), names(dir));
    }

    /**
     * Real: a full disk, a 4 kB tmpfs in a private mount namespace (needs unshare and the right to mount; skipped
     * without), so the mount cannot outlive the run.
     */
    @Test
    void aFullDiskLeavesTheOldReportWhole() throws Exception {
        Path disk = Files.createDirectories(dir.resolve("disk"));
        boolean canMount;
        try {
            canMount = BoundedProcess.of("unshare", "-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs \"$1\"", "sh",
                    disk.toString()).run(Duration.ofSeconds(60)).ok();
        } catch (java.io.IOException e) {
            canMount = false;
        }
        Assumptions.assumeTrue(canMount, "cannot mount a small tmpfs here (unshare -m, mount)");
        Path junit = disk.resolve("junit.xml");
        List<String> cmd = new ArrayList<>(List.of("unshare", "-m", "sh", "-c",
                "d=$1; shift; mount -t tmpfs -o size=4k tmpfs \"$d\" && printf old > \"$d/junit.xml\" "
                        + "&& { dd if=/dev/zero of=\"$d/filler\" bs=512 2>/dev/null; true; } "
                        + "&& \"$@\" >/dev/null; code=$?; cat \"$d/junit.xml\"; echo; ls -A \"$d\"; exit $code",
                "sh", disk.toString(), Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:-UsePerfData", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                StretchyCli.class.getName(), "verify", "--golden", golden.toString(), "--junit", junit.toString()));
        BoundedProcess.Result r = BoundedProcess.of(cmd).directory(dir).separateErrors().run(Duration.ofSeconds(300));
        assertFalse(r.timedOut(), "verify did not finish");
        assertEquals(ExitCodes.ENVIRONMENT, r.exit(), r.out() + r.err());
        assertTrue(r.err().contains("cannot write --junit " + junit) && r.err().contains("No space left"), r.err());
        // What the disk held when the run ended: the old report whole, the filler, no temporary.
        assertTrue(r.out().endsWith("old\nfiller\njunit.xml\n"), r.out());
    }

    @Test
    void goldenIntoADanglingLinkNamesTheReason() throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("golden"), dir.resolve("nowhere"));
        Cli r = Cli.run("golden", "--out", link.toString());
        oneLine(r, "symbolic link", "which does not exist");
        assertFalse(Files.exists(dir.resolve("nowhere")));
    }

    @Test
    void goldenRefusesAPipeOrALinkWhereACaseGoesAndWritesNothing() throws Exception {
        Path out = Files.createDirectories(dir.resolve("g"));
        List<String> cases = names(golden);
        Path victim = Files.writeString(dir.resolve("victim.json"), "keep me");
        Files.createSymbolicLink(out.resolve(cases.get(cases.size() - 1)), victim);
        Cli r = Cli.run("golden", "--out", out.toString());
        oneLine(r, "symbolic link (to " + victim + ")");
        assertEquals("keep me", Files.readString(victim));
        assertEquals(1, names(out).size(), "nothing written before the refusal");
        Files.delete(out.resolve(cases.get(cases.size() - 1)));
        Assumptions.assumeTrue(mkfifo(out.resolve(cases.get(0))), "mkfifo is not available");
        oneLine(Cli.run("golden", "--out", out.toString()), "not a regular file");
        assertEquals(1, names(out).size());
    }
}
