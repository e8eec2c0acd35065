package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two separate processes, started in two different working directories, produce byte-identical trees. */
class DeterminismTest {
    @TempDir
    Path dir;

    private static Map<String, String> tree(Path root) throws Exception {
        Map<String, String> m = new TreeMap<>();
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.filter(Files::isRegularFile).toList()) {
                m.put(root.relativize(p).toString(), java.util.HexFormat.of().formatHex(
                        java.security.MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p))));
            }
        }
        return m;
    }

    private static void runIn(Path cwd, String spec) throws Exception {
        Files.createDirectories(cwd);
        Cli r = Cli.fork(cwd, Map.of(), "generate", "--spec", spec, "--out", "out", "--quiet");
        assertEquals(0, r.exit(), r.out() + r.err());
    }

    @Test
    void twoRunsInTwoDirectoriesAreByteIdentical() throws Exception {
        String spec = new File("../../specs/stretchy.yaml").getCanonicalPath();
        runIn(dir.resolve("a"), spec);
        runIn(dir.resolve("b/deeper"), spec);
        Map<String, String> a = tree(dir.resolve("a/out"));
        assertEquals(a, tree(dir.resolve("b/deeper/out")));
        assertEquals(true, a.size() > 10, "expected a whole plugin, got " + a.keySet());
        for (Path p : Files.walk(dir.resolve("a/out")).filter(Files::isRegularFile).toList()) {
            if (p.toString().endsWith(".png")) continue; // the three.js package's docs picture is binary
            String text = Files.readString(p);
            assertEquals(-1, text.indexOf('\r'), p + " has CR line endings");
            assertEquals(-1, text.indexOf(dir.toString()), p + " embeds a machine path");
        }
    }
}
