package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code generate} loads only the generator: no reference math, no golden set, no verification, no lint, no
 * Jackson databind and no LWJGL (start-up is most of its time, and the distribution's lib/vulkan is optional). Read from the JVM's own
 * class-loading log of a fresh process; the companion shows the same check catching {@code golden}, which does
 * load the reference.
 */
class GenerateClassLoadingTest {
    private static final List<String> NOT_FOR_GENERATE = List.of("dev.stretchy.reference.", "dev.stretchy.golden.",
            "dev.stretchy.verify.", "dev.stretchy.lint.", "org.lwjgl.", "dev.stretchy.cli.VerifyCommand",
            "dev.stretchy.cli.BenchCommand", "dev.stretchy.cli.GoldenCommand", "dev.stretchy.cli.LintCommand",
            // JSON trees: the golden cases' headers and the manifest are read with jackson-core's streaming parser.
            "com.fasterxml.jackson.databind.");

    @TempDir
    Path dir;

    /** The classes a fresh JVM loads running {@code stretchy args}. */
    private List<String> loadedBy(String... args) throws Exception {
        Path log = dir.resolve("classes.log");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:off", "-Xlog:class+load=info:file=" + log, "-cp", System.getProperty("java.class.path"),
                StretchyCli.class.getName()));
        cmd.addAll(List.of(args));
        dev.stretchy.io.BoundedProcess.Result r = dev.stretchy.io.BoundedProcess.of(cmd).directory(dir)
                .run(java.time.Duration.ofSeconds(240));
        assertTrue(!r.timedOut(), "stretchy did not finish in 240 s");
        assertEquals(0, r.exit(), r.out());
        List<String> classes = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            // [0.012s][info][class,load] java.lang.Object source: shared objects file
            int tag = line.indexOf("] ");
            int tagEnd = line.lastIndexOf("[class,load] ");
            if (tag < 0 || tagEnd < 0) continue;
            String rest = line.substring(tagEnd + "[class,load] ".length());
            int space = rest.indexOf(' ');
            classes.add(space < 0 ? rest : rest.substring(0, space));
        }
        return classes;
    }

    private static List<String> forbidden(List<String> classes) {
        return classes.stream().filter(c -> NOT_FOR_GENERATE.stream().anyMatch(c::startsWith)).toList();
    }

    @Test
    void generateLoadsNeitherReferenceNorGoldenNorVerificationNorLwjgl() throws Exception {
        List<String> classes = loadedBy("generate", "--out", "out", "--quiet");
        assertTrue(classes.contains("dev.stretchy.render.Generator"), "the log lists the generator's classes");
        assertEquals(List.of(), forbidden(classes));
    }

    @Test
    void theCheckCatchesACommandThatLoadsTheReference() throws Exception {
        List<String> classes = loadedBy("golden", "--out", "golden");
        assertFalse(forbidden(classes).isEmpty(), "golden computes with the reference; the check must see it");
        assertTrue(forbidden(classes).stream().anyMatch(c -> c.startsWith("dev.stretchy.reference.")));
        List<String> schema = loadedBy("schema");
        assertTrue(forbidden(schema).stream().anyMatch(c -> c.startsWith("com.fasterxml.jackson.databind.")),
                "schema writes a JSON tree; the check must see databind");
    }
}
