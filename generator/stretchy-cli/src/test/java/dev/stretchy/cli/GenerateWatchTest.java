package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.SpecLoader;
import dev.stretchy.write.OutputLock;
import dev.stretchy.write.OutputWriter;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code generate --watch} driven through its seam: a scripted source of changes whose every step edits the folder
 * (the spec, the output, the lock) the way a user or an editor does, then lets the loop run once. Nothing here
 * waits on the file system's events or measures time; the real event source has its own bounded test.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class GenerateWatchTest {
    @TempDir
    Path dir;

    /** A step between two runs of the loop. */
    interface Step {
        void run() throws Exception;
    }

    /** The scripted source: each step, then "the spec may have changed"; after the last step, stop. */
    static final class Script implements WatchLoop.Changes {
        private final Deque<Step> steps;
        private volatile boolean closed;
        int asked;

        Script(List<Step> steps) {
            this.steps = new ArrayDeque<>(steps);
        }

        @Override
        public boolean next() {
            asked++;
            if (closed || steps.isEmpty()) return false;
            try {
                steps.poll().run();
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            return true;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    record Watched(int exit, String out, String err, Script script) {
        long saves() {
            return out.lines().filter(l -> l.contains(" saved: ")).count();
        }
    }

    /** The default spec, and the same with the spline deform's maxStretch edited. */
    private String a;
    private String b;

    @BeforeEach
    void mySpec() throws Exception {
        a = defaultSpec();
        b = withMaxStretch(a, "1.7");
        Files.writeString(spec(), a);
    }

    /** A save that leaves the content as it was (the user saves again to retry). */
    private void touch() throws Exception {
        Files.setLastModifiedTime(spec(), FileTime.fromMillis(Files.getLastModifiedTime(spec()).toMillis() + 1000));
    }

    private Path out() {
        return dir.resolve("out");
    }

    private Path spec() {
        return dir.resolve("my.yaml");
    }

    private static String defaultSpec() throws Exception {
        try (InputStream in = SpecLoader.class.getResourceAsStream(SpecLoader.DEFAULT_RESOURCE)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The first {@code maxStretch: 1.6} (spline deform) set to {@code value}. */
    private static String withMaxStretch(String spec, String value) {
        String s = spec.replaceFirst("(?m)^(\\s*maxStretch:\\s*)1\\.6\\b", "$1" + value);
        assertFalse(s.equals(spec), "no maxStretch to edit");
        return s;
    }

    /** An editor's write-and-rename save. */
    private void save(String text) throws Exception {
        Path tmp = Files.writeString(dir.resolve(".my.yaml.swp"), text);
        Files.move(tmp, spec(), StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private Watched watch(List<Step> steps, String... extra) {
        return watch(new Script(steps), extra);
    }

    private Watched watch(Script script, String... extra) {
        GenerateCommand cmd = new GenerateCommand();
        cmd.changes = p -> script;
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        CommandLine cl = new CommandLine(cmd);
        cl.setOut(new PrintWriter(o, true));
        cl.setErr(new PrintWriter(e, true));
        String[] base = {"--watch", "--spec", spec().toString(), "--out", out().toString(), "--target", "unreal"};
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        int code = cl.execute(args);
        return new Watched(code, o.toString(), e.toString(), script);
    }

    /** Whether the output is exactly what {@code specText} generates (a separate, ordinary --check run). */
    private boolean upToDate(String specText) throws Exception {
        Path check = Files.writeString(dir.resolve("check.yaml"), specText);
        return Cli.generateUnreal(out(), "--spec", check.toString(), "--check").exit() == ExitCodes.OK;
    }

    @Test
    void everySaveRegeneratesAndReportsWhatChangedInOneLine() throws Exception {
        Watched w = watch(List.of(
                () -> {
                    assertTrue(upToDate(a), "the first run generates the spec as it is");
                    save(b);
                },
                () -> {
                    assertTrue(upToDate(b), "the save was applied");
                    Files.writeString(spec(), a); // an editor that truncates and writes in place
                }));
        assertEquals(ExitCodes.OK, w.exit(), w.err());
        assertTrue(upToDate(a), w.out() + w.err());
        assertEquals(2, w.saves(), w.out());
        List<String> lines = w.out().lines().filter(l -> l.contains(" saved: ")).toList();
        for (String l : lines) {
            assertTrue(l.matches(java.util.regex.Pattern.quote(spec().toString())
                    + " saved: .*update.* \\((\\d+) files written or deleted: Stretchy/.*\\) in \\d+ ms"), l);
        }
        assertTrue(w.out().contains("watching " + spec() + " for changes"), w.out());
        assertTrue(w.out().strip().endsWith("watch stopped; " + out() + " is as the last run left it"), w.out());
        assertEquals("", w.err());
        assertFalse(Files.exists(out().resolve(OutputLock.PATH)), "the lock is released between runs");
    }

    @Test
    void aSaveThatChangesNothingOnDiskRunsOnce() throws Exception {
        // One save, then two more events for it (an editor's burst split across two wake-ups), then nothing new.
        Watched w = watch(List.of(() -> save(withMaxStretch(a, "1.7")), () -> {}, () -> {}));
        assertEquals(ExitCodes.OK, w.exit(), w.err());
        assertEquals(1, w.saves(), w.out());
        assertEquals(4, w.script().asked, "the loop asked for every change until told to stop");
    }

    @Test
    void aSpecThatDoesNotLoadLeavesTheLastGoodOutputAndTheWatchGoesOn() throws Exception {
        Watched w = watch(List.of(
                () -> save(a.replaceFirst("sampleCount: 64", "sampleCount: 1")),
                () -> {
                    assertTrue(upToDate(a), "the last good output stays");
                    save(b);
                }));
        assertEquals(ExitCodes.OK, w.exit(), w.err());
        assertTrue(upToDate(b), w.out() + w.err());
        assertTrue(w.err().contains("my.yaml:12:16: splineDeform.sampleCount: found 1, allowed an integer in [2, 4096]"), w.err());
        assertTrue(w.err().contains("watch: " + spec() + " does not load (1 error(s)); nothing written, the last good output stays in "
                + out()), w.err());
        assertEquals(1, w.saves(), w.out());
    }

    @Test
    void handEditsAreNeverOverwrittenAndTheWatchGoesOn() throws Exception {
        Path uplugin = out().resolve("Stretchy/Stretchy.uplugin");
        Watched w = watch(List.of(
                () -> {
                    Files.writeString(uplugin, "{ \"hand\": \"edit\" }\n");
                    save(b);
                },
                () -> {
                    assertEquals("{ \"hand\": \"edit\" }\n", Files.readString(uplugin), "the hand edit stays");
                    Files.delete(uplugin); // the user moves the edit out, then saves again
                    touch();
                }));
        assertEquals(ExitCodes.OK, w.exit(), w.err());
        assertTrue(w.err().contains("  Stretchy/Stretchy.uplugin (edited by hand since the last run)"), w.err());
        assertTrue(w.err().contains("watch: " + spec() + " not applied; the watch goes on"), w.err());
        assertTrue(upToDate(b), w.out() + w.err());
        assertEquals(1, w.saves(), w.out());
    }

    @Test
    void eachRunTakesTheLockAndAHeldLockIsReportedNotWaitedFor() throws Exception {
        OutputLock[] held = new OutputLock[1];
        Watched w = watch(List.of(
                () -> {
                    held[0] = new OutputWriter(out()).lock(false); // another run is writing
                    save(b);
                },
                () -> {
                    held[0].close();
                    assertTrue(upToDate(a), "nothing written while another run held the lock");
                    touch();
                }));
        assertEquals(ExitCodes.OK, w.exit(), w.err());
        assertTrue(w.err().contains("another stretchy run is using " + out().toAbsolutePath().normalize()), w.err());
        assertTrue(upToDate(b), w.out() + w.err());
    }

    /** An editor that truncates the spec and then writes it can be seen in between: the empty file is refused. */
    @Test
    void anEmptySpecIsNotApplied() throws Exception {
        String bouncy = defaultSpec().replaceFirst("(?m)^(\\s*name:\\s*)Stretchy", "$1Bouncy");
        Files.writeString(spec(), bouncy);
        Watched w = watch(List.of(() -> Files.writeString(spec(), "")));
        assertEquals(ExitCodes.OK, w.exit(), w.err());
        assertTrue(w.err().contains("my.yaml: the file is empty"), w.err());
        assertTrue(w.err().contains("watch: " + spec() + " does not load"), w.err());
        assertTrue(upToDate(bouncy), "the output stays as it was");
    }

    @Test
    void aStopDuringARunTakesEffectAfterIt() throws Exception {
        Script[] self = new Script[1];
        self[0] = new Script(List.of(() -> {
            save(b);
            self[0].close(); // Ctrl-C arrives as the run starts
        }));
        Watched w = watch(self[0]);
        assertEquals(ExitCodes.OK, w.exit(), w.err());
        assertTrue(upToDate(b), "the run in progress completed: " + w.out());
        assertTrue(w.out().strip().endsWith("is as the last run left it"), w.out());
        assertEquals(1, w.saves(), w.out());
    }

    /** docs/watch.md states the watch's constants: they are checked here against the code. */
    @Test
    void theDocsStateTheWatchsConstants() throws Exception {
        String doc = Files.readString(Path.of("../../docs/watch.md"));
        assertTrue(doc.contains("quiet for " + SpecChanges.QUIET_MS + " ms after the\nspec's last event (at most "
                + SpecChanges.BURST_LIMIT_MS + " ms after the first"), "debounce figures in docs/watch.md");
        assertTrue(doc.contains("naming the first " + GenerateCommand.NAMED_IN_A_LINE + " files the save changed"), doc);
        assertTrue(doc.contains("(" + (128 + 2) + " for Ctrl-C, " + (128 + 15) + " for SIGTERM)"), "128 + the signal; WatchProcessTest sees 143");
    }

    @Test
    void watchNeedsASpecFileAndWrites() throws Exception {
        Cli noSpec = Cli.run("generate", "--watch", "--out", out().toString());
        assertEquals(ExitCodes.BAD_INPUT, noSpec.exit());
        assertEquals("stretchy: --watch needs --spec FILE (the embedded default spec never changes)", noSpec.err().strip());
        for (String look : new String[] {"--check", "--dry-run"}) {
            Cli r = Cli.run("generate", "--watch", "--spec", spec().toString(), "--out", out().toString(), look);
            assertEquals(ExitCodes.BAD_INPUT, r.exit(), look);
            assertTrue(r.err().contains("cannot be combined with --check or --dry-run"), r.err());
        }
        Cli noFolder = Cli.run("generate", "--watch", "--spec", dir.resolve("missing/my.yaml").toString(), "--out", out().toString());
        assertEquals(ExitCodes.ENVIRONMENT, noFolder.exit());
        assertTrue(noFolder.err().startsWith("stretchy: cannot watch "), noFolder.err());
        assertFalse(Files.exists(out()));
    }
}
