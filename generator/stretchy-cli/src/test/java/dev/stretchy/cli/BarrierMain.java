package dev.stretchy.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * A CLI run that starts on a signal, for races between processes: {@code BarrierMain READY GO args...} creates
 * READY, waits (at most 10 minutes) until GO exists, then runs {@code stretchy args} and exits with its code.
 */
public final class BarrierMain {
    private BarrierMain() {}

    public static void main(String[] a) throws Exception {
        Path ready = Path.of(a[0]);
        Path go = Path.of(a[1]);
        String[] args = Arrays.copyOfRange(a, 2, a.length);
        // Load the CLI's classes before the start line, so the race is between the runs, not their class loading.
        StretchyCli.commandLine(args);
        Files.createFile(ready);
        long deadline = System.nanoTime() + 600_000_000_000L;
        while (!Files.exists(go)) {
            if (System.nanoTime() > deadline) System.exit(99);
            Thread.sleep(1); // not a spin: on a loaded 2-core machine it would slow the other run's start
        }
        System.exit(StretchyCli.execute(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
    }
}
