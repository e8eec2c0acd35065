package dev.stretchy.io;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The one way Stretchy (main and test code) starts a child process: its input is fed and its output drained on
 * their own threads while the caller waits with a deadline, so a child that hangs, or one that fills a pipe while
 * nobody reads it, is killed (with its descendants) when the deadline passes instead of blocking for ever.
 * Output is kept up to a limit and the rest drained and dropped, so a runaway child cannot exhaust memory.
 */
public final class BoundedProcess {
    /** Output kept per stream; beyond it the child's output is read and dropped. */
    public static final int DEFAULT_OUTPUT_LIMIT = 16 << 20;

    private final List<String> command;
    private Path directory;
    private final Map<String, String> environment = new LinkedHashMap<>();
    private byte[] input;
    private boolean mergeErrors = true;
    private int outputLimit = DEFAULT_OUTPUT_LIMIT;

    private BoundedProcess(List<String> command) {
        if (command.isEmpty()) throw new IllegalArgumentException("empty command");
        this.command = List.copyOf(command);
    }

    public static BoundedProcess of(List<String> command) {
        return new BoundedProcess(command);
    }

    public static BoundedProcess of(String... command) {
        return new BoundedProcess(List.of(command));
    }

    /** Runs in {@code dir} (default: this process's working folder). */
    public BoundedProcess directory(Path dir) {
        this.directory = dir;
        return this;
    }

    /** Adds {@code env} to the inherited environment. */
    public BoundedProcess environment(Map<String, String> env) {
        environment.putAll(env);
        return this;
    }

    /** Feeds {@code bytes} to the child's standard input, then closes it (default: an empty, closed input). */
    public BoundedProcess input(byte[] bytes) {
        this.input = bytes.clone();
        return this;
    }

    /** Keeps standard error apart in {@link Result#err()} (default: merged into {@link Result#out()}). */
    public BoundedProcess separateErrors() {
        this.mergeErrors = false;
        return this;
    }

    public BoundedProcess outputLimit(int bytes) {
        this.outputLimit = bytes;
        return this;
    }

    /** How a bounded run ended. {@code exit} is -1 when it was killed at its deadline. */
    public record Result(int exit, boolean timedOut, String out, String err, boolean truncated) {
        public boolean ok() {
            return !timedOut && exit == 0;
        }
    }

    /**
     * Starts the command and waits at most {@code limit} for it (and for its output to be drained).
     *
     * @throws IOException the command could not be started (not found, not executable)
     */
    public Result run(Duration limit) throws IOException, InterruptedException {
        try (Running r = start(limit)) {
            return r.await();
        }
    }

    /**
     * Starts the command and returns at once, for a caller that talks to a long-running child (a resident process)
     * while it runs. The deadline still holds: {@link Running#await} kills the child when it passes, and
     * {@link Running#close} kills a child that is still running.
     *
     * @throws IOException the command could not be started (not found, not executable)
     */
    public Running start(Duration limit) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(new ArrayList<>(command)).redirectErrorStream(mergeErrors);
        if (directory != null) pb.directory(directory.toFile());
        pb.environment().putAll(environment);
        if (input == null) pb.redirectInput(ProcessBuilder.Redirect.from(nullFile()));
        long deadline = System.nanoTime() + limit.toNanos();
        Process p = pb.start();
        Drain out = new Drain(p.getInputStream(), outputLimit, "stdout");
        Drain err = mergeErrors ? null : new Drain(p.getErrorStream(), outputLimit, "stderr");
        if (input != null) {
            byte[] bytes = input;
            Thread feeder = new Thread(() -> {
                try (OutputStream o = p.getOutputStream()) {
                    o.write(bytes);
                } catch (IOException e) {
                    // the child stopped reading (it exited or closed its input): what it did is in its exit status
                }
            }, "bounded-process-stdin");
            feeder.setDaemon(true);
            feeder.start();
        }
        return new Running(p, out, err, deadline);
    }

    /** A started child under its deadline. */
    public static final class Running implements AutoCloseable {
        private final Process p;
        private final Drain out;
        private final Drain err;
        private final long deadline;

        private Running(Process p, Drain out, Drain err, long deadline) {
            this.p = p;
            this.out = out;
            this.err = err;
            this.deadline = deadline;
        }

        /** Standard output (with errors, unless kept apart) drained so far. */
        public String out() {
            return out.text();
        }

        /** Standard error drained so far; empty unless {@link #separateErrors()}. */
        public String err() {
            return err == null ? "" : err.text();
        }

        public boolean isAlive() {
            return p.isAlive();
        }

        /**
         * Asks the child to stop (SIGTERM on POSIX systems), as a service manager would, and keeps reading what it
         * prints while it stops ({@code Process.destroy()} would also close its pipes, losing its last lines).
         */
        public void terminate() {
            p.toHandle().destroy();
        }

        /** Waits for the child to end, at most until the deadline given to {@link #start}; kills it there. */
        public Result await() throws InterruptedException {
            boolean finished;
            try {
                finished = p.waitFor(remaining(deadline), TimeUnit.NANOSECONDS);
                if (finished) {
                    out.thread.join(TimeUnit.NANOSECONDS.toMillis(remaining(deadline)) + 1);
                    if (err != null) err.thread.join(TimeUnit.NANOSECONDS.toMillis(remaining(deadline)) + 1);
                    // A descendant that outlives the child keeps the pipe open: past the deadline, stop waiting for it.
                    finished = !out.thread.isAlive() && (err == null || !err.thread.isAlive());
                }
            } catch (InterruptedException e) {
                kill(p);
                throw e;
            }
            if (!finished) kill(p);
            return new Result(finished ? p.exitValue() : -1, !finished, out.text(), err == null ? "" : err.text(),
                    out.truncated || (err != null && err.truncated));
        }

        /** Kills the child (and its descendants) if it is still running. */
        @Override
        public void close() {
            if (p.isAlive()) kill(p);
        }
    }

    private static long remaining(long deadline) {
        return Math.max(0, deadline - System.nanoTime());
    }

    /** Kills the child and everything it started, then closes its pipes so the draining threads end. */
    private static void kill(Process p) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        try {
            p.waitFor(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closeQuietly(p.getInputStream());
        closeQuietly(p.getErrorStream());
    }

    private static void closeQuietly(java.io.Closeable c) {
        try {
            c.close();
        } catch (IOException ignored) {
            // already closed
        }
    }

    private static java.io.File nullFile() {
        return new java.io.File(System.getProperty("os.name", "").startsWith("Windows") ? "NUL" : "/dev/null");
    }

    /** Reads one stream to its end on a daemon thread, keeping at most {@code limit} bytes. */
    private static final class Drain {
        final Thread thread;
        private final ByteArrayOutputStream kept = new ByteArrayOutputStream();
        volatile boolean truncated;

        Drain(InputStream in, int limit, String name) {
            thread = new Thread(() -> {
                byte[] buf = new byte[8192];
                try (in) {
                    for (int n; (n = in.read(buf)) >= 0; ) {
                        synchronized (kept) {
                            int keep = Math.min(n, limit - kept.size());
                            if (keep > 0) kept.write(buf, 0, keep);
                            if (keep < n) truncated = true;
                        }
                    }
                } catch (IOException e) {
                    // the stream was closed because the child was killed
                }
            }, "bounded-process-" + name);
            thread.setDaemon(true);
            thread.start();
        }

        String text() {
            synchronized (kept) {
                return kept.toString(StandardCharsets.UTF_8);
            }
        }
    }
}
