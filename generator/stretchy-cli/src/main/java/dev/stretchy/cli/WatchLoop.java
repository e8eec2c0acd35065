package dev.stretchy.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The loop of {@code generate --watch}: one run at the start, then one run per save of the spec, until the source
 * of changes says stop. A run that fails (the spec does not load, hand edits block it, the lock is taken) is
 * reported by the run itself and the loop goes on. Runs never overlap: a stop asked for during a run takes effect
 * after it, so the output is never left half-written.
 */
final class WatchLoop {
    /** Where the loop learns that the spec may have changed: the file system, or a test's script. */
    interface Changes extends AutoCloseable {
        /** Blocks until the spec may have changed (true) or the watch is to stop (false). */
        boolean next() throws IOException, InterruptedException;

        /**
         * When the save {@link #next} last reported began: the {@link System#nanoTime} of its first event (a source
         * that sees no events: when next returned). A run's line reports its time from there.
         */
        default long savedAtNanos() {
            return System.nanoTime();
        }

        /** Makes {@link #next} return false from now on, also from another thread (a signal's shutdown hook). */
        @Override
        void close();
    }

    /** One run; {@code first} for the run at the start, the others report in one line. Returns an exit code. */
    interface Run {
        int run(boolean first);
    }

    /** Longest a stop by signal waits for the run in progress (a run takes well under a second; this is a bound). */
    static final long STOP_WAIT_SECONDS = 120;

    private WatchLoop() {}

    /**
     * Runs the loop until {@code changes} stops it; Ctrl-C and SIGTERM stop it too, after the run in progress. The
     * process then exits with the JVM's status for the signal (130 or 143).
     */
    static int untilStopped(Path spec, Path out, Changes changes, Run run, PrintWriter o, PrintWriter e) {
        CountDownLatch done = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            changes.close();
            try {
                done.await(STOP_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        }, "stretchy-watch-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return loop(spec, out, changes, run, o, e);
        } finally {
            changes.close();
            done.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: it returns now that the loop is done
            }
        }
    }

    /** The loop itself, without signal handling (tests drive it with a scripted {@link Changes}). */
    static int loop(Path spec, Path out, Changes changes, Run run, PrintWriter o, PrintWriter e) {
        int last = run.run(true);
        Stamp seen = Stamp.of(spec);
        o.println("watching " + spec + " for changes (Ctrl-C stops)");
        o.flush();
        try {
            while (changes.next()) {
                Stamp now = Stamp.of(spec);
                // An editor's save arrives as several events: a run that succeeded on this very file is not repeated.
                if (now.equals(seen) && last == ExitCodes.OK) continue;
                seen = now;
                last = run.run(false);
                o.flush();
                e.flush();
            }
        } catch (IOException ex) {
            e.println("watch: stopped: " + GenerateCommand.describe(ex));
            return ExitCodes.ENVIRONMENT;
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
        }
        o.println("watch stopped; " + out + " is as the last run left it");
        o.flush();
        return ExitCodes.OK;
    }

    /** What identifies one version of the spec file without reading it; null fields when it is missing. */
    record Stamp(Object key, long size, long modifiedNanos) {
        static Stamp of(Path p) {
            try {
                BasicFileAttributes a = Files.readAttributes(p, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                return new Stamp(Objects.requireNonNullElse(a.fileKey(), ""), a.size(), a.lastModifiedTime().to(TimeUnit.NANOSECONDS));
            } catch (NoSuchFileException ex) {
                return new Stamp(null, -1, 0);
            } catch (IOException ex) {
                return new Stamp(ex.getClass(), -1, 0);
            }
        }
    }
}
