package dev.stretchy.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A CLI run that starts on a signal, for races between processes: {@code BarrierMain READY GO args...} creates
 * READY, waits (at most 10 minutes) until GO exists, then runs {@code stretchy args} and exits with its code. A run
 * with {@code --out} is first warmed up by the same run as a --dry-run into a scratch folder.
 */
public final class BarrierMain {
    private BarrierMain() {}

    public static void main(String[] a) throws Exception {
        Path ready = Path.of(a[0]);
        Path go = Path.of(a[1]);
        String[] args = Arrays.copyOfRange(a, 2, a.length);
        // Warm up before the start line (the same run as a --dry-run into a scratch folder: classes loaded, code
        // compiled), so both runs reach the lock at about the same time and the race is between them.
        String[] warm = Arrays.copyOf(args, args.length + 1);
        int out = Arrays.asList(warm).indexOf("--out");
        if (out >= 0 && out + 1 < args.length) {
            warm[out + 1] = ready + ".warm";
            warm[args.length] = "--dry-run";
            java.io.StringWriter sink = new java.io.StringWriter();
            StretchyCli.execute(warm, new PrintWriter(sink), new PrintWriter(sink));
        }
        Files.createFile(ready);
        long deadline = System.nanoTime() + 600_000_000_000L;
        while (!Files.exists(go)) {
            if (System.nanoTime() > deadline) System.exit(99);
            Thread.sleep(1); // not a spin: on a loaded 2-core machine it would slow the other run's start
        }
        System.exit(StretchyCli.execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }
}
