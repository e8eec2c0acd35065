package dev.stretchy.cli;

import dev.stretchy.io.BoundedProcess;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Runs the CLI and captures what it prints: in-process, or in a fresh JVM for what one process cannot show. */
record Cli(int exit, String out, String err) {
    /** {@code generate --target unreal --out <out>} followed by {@code extra}, in process. */
    static Cli generateUnreal(Path out, String... extra) {
        String[] base = {"generate", "--target", "unreal", "--out", out.toString()};
        String[] all = new String[base.length + extra.length];
        System.arraycopy(base, 0, all, 0, base.length);
        System.arraycopy(extra, 0, all, base.length, extra.length);
        return run(all);
    }

    static Cli run(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        int code = StretchyCli.execute(args, new PrintWriter(o, true), new PrintWriter(e, true));
        return new Cli(code, o.toString(), e.toString());
    }

    /**
     * Runs the CLI in a new JVM on the test classpath, in {@code cwd}, with {@code env} added to the environment.
     * Standard error goes through a file, so neither stream can fill up and block the child.
     */
    static Cli fork(Path cwd, Map<String, String> env, String... args) throws IOException, InterruptedException {
        // C1 alone, as the test JVMs (the build's stretchy.test.jvm): a CLI run is too short for C2 to pay back.
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), StretchyCli.class.getName()));
        cmd.addAll(List.of(args));
        BoundedProcess.Result r = BoundedProcess.of(cmd).directory(cwd).environment(env).separateErrors()
                .run(Duration.ofSeconds(240));
        if (r.timedOut()) throw new AssertionError("stretchy " + String.join(" ", args) + " did not finish in 240 s");
        return new Cli(r.exit(), r.out(), r.err());
    }

    /** The environment of a machine whose Vulkan loader finds no driver (no lavapipe, no GPU). */
    static final Map<String, String> NO_VULKAN_DRIVER =
            Map.of("VK_ICD_FILENAMES", "/nonexistent/none.json", "VK_DRIVER_FILES", "/nonexistent/none.json");
}
