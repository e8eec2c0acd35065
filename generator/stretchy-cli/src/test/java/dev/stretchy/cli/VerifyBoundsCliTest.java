package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The verify report says when a golden file's tolerance is looser than the spec's rule, and checks it by the rule. */
class VerifyBoundsCliTest {
    @Test
    void aLooseFileIsReportedAndGarbageInItFails(@TempDir Path dir) throws Exception {
        String json = Files.readString(Path.of("../../golden/s-curve-parallel-transport.json"));
        // The case's own tolerance (the last "abs": the normals channel's comes before it).
        int at = json.lastIndexOf("\"abs\"");
        String loose = json.substring(0, at) + json.substring(at).replaceFirst("\"abs\"\\s*:\\s*[0-9.eE+-]+", "\"abs\": 1e300");
        Files.writeString(dir.resolve("loose.json"), loose);
        Cli ok = Cli.run("verify", "--golden", dir.toString());
        assertEquals(ExitCodes.OK, ok.exit(), ok.out() + ok.err());
        assertTrue(ok.out().contains("looser than the spec's rule"), ok.out());
        String garbage = loose.replaceFirst("(\"expected\"\\s*:\\s*\\[\\s*\\[\\s*)(-?[0-9.eE+-]+)", "$1 12345.5");
        assertTrue(!garbage.equals(loose));
        Files.writeString(dir.resolve("loose.json"), garbage);
        Cli bad = Cli.run("verify", "--golden", dir.toString());
        assertEquals(ExitCodes.FAILED, bad.exit(), bad.out() + bad.err());
    }
}
