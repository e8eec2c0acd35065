package dev.stretchy.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a CI reads: {@code --format json} summaries (standard output holds one JSON object), exit codes, no colour. */
class CiOutputTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path GOLDEN = Path.of("../../golden");
    private static final String SPLINE_CASE = "helix-torsion-rotation-minimizing.json";

    @Test
    void checkAsJsonSaysUpToDateThenNamesTheEditedFile(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out");
        assertEquals(0, Cli.run("generate", "--target", "unreal", "--out", out.toString(), "--quiet").exit());
        Cli ok = Cli.run("generate", "--target", "unreal", "--out", out.toString(), "--check", "--format", "json");
        assertEquals(0, ok.exit(), ok.err());
        JsonNode fresh = JSON.readTree(ok.out());
        assertTrue(fresh.get("upToDate").asBoolean());
        assertEquals(0, fresh.get("differs").size());
        assertTrue(fresh.get("files").asInt() > 10);

        Path edited;
        try (var s = Files.walk(out.resolve("Stretchy"))) {
            edited = s.filter(p -> p.toString().endsWith(".ush")).findFirst().orElseThrow();
        }
        Files.writeString(edited, Files.readString(edited) + "// edited by hand\n");
        Cli stale = Cli.run("generate", "--target", "unreal", "--out", out.toString(), "--check", "--format", "json");
        assertEquals(1, stale.exit(), stale.out() + stale.err());
        JsonNode report = JSON.readTree(stale.out());
        assertFalse(report.get("upToDate").asBoolean());
        assertEquals(1, report.get("differs").size(), stale.out());
        assertEquals(out.relativize(edited).toString().replace('\\', '/'), report.get("differs").get(0).get("path").asText());
        assertFalse(stale.out().contains("\u001b["), "no colour when not a terminal");
    }

    @Test
    void verifyAsJsonCountsPassesAndTheFailureOfAPlantedWrongValue(@TempDir Path dir) throws Exception {
        Files.copy(GOLDEN.resolve(SPLINE_CASE), dir.resolve(SPLINE_CASE));
        Cli good = Cli.run("verify", "--golden", dir.toString(), "--format", "json");
        assertEquals(0, good.exit(), good.err());
        JsonNode ok = JSON.readTree(good.out());
        assertEquals("reference", ok.get("backend").asText());
        assertEquals(1, ok.get("pass").asInt());
        assertEquals(0, ok.get("fail").asInt());
        assertEquals("pass", ok.get("cases").get(0).get("status").asText());
        assertTrue(ok.get("cases").get(0).get("worst").asDouble() <= 1.0);

        ObjectNode c = (ObjectNode) JSON.readTree(Files.readString(GOLDEN.resolve(SPLINE_CASE)));
        bumpNumber(c.get("expected"), 7, 0.5);
        Files.writeString(dir.resolve("planted.json"), JSON.writeValueAsString(c.put("name", "planted")));
        Cli bad = Cli.run("verify", "--golden", dir.toString(), "--format", "json");
        assertEquals(1, bad.exit(), bad.out() + bad.err());
        JsonNode r = JSON.readTree(bad.out());
        assertEquals(1, r.get("pass").asInt());
        assertEquals(1, r.get("fail").asInt());
        assertTrue(bad.err().contains("FAIL") && bad.err().contains("planted"), "failures also go to standard error: " + bad.err());
    }

    /** Adds {@code by} to the {@code index}-th number (depth first) under {@code node}; returns numbers seen. */
    private static int bumpNumber(JsonNode node, int index, double by) {
        int seen = 0;
        if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i).isNumber()) {
                    if (seen++ == index) {
                        a.set(i, DoubleNode.valueOf(a.get(i).asDouble() + by));
                        return Integer.MAX_VALUE / 2;
                    }
                } else {
                    seen += bumpNumber(a.get(i), index - seen, by);
                    if (seen >= Integer.MAX_VALUE / 2) return seen;
                }
            }
        }
        return seen;
    }

    @Test
    void aMissingOptionalPartIsNamed() {
        String before = System.getProperty("stretchy.home");
        try {
            System.clearProperty("stretchy.home");
            assertTrue(Distribution.missingPart("vulkan").contains("stretchy-verify-vulkan and the LWJGL jars"));
            System.setProperty("stretchy.home", "/opt/stretchy-0.1.0");
            String m = Distribution.missingPart("vulkan-glsl");
            assertTrue(m.contains(Path.of("/opt/stretchy-0.1.0/lib/vulkan").toString()) && m.contains("missing"), m);
            assertEquals("", Distribution.missingPart("cpp"));
        } finally {
            if (before == null) System.clearProperty("stretchy.home");
            else System.setProperty("stretchy.home", before);
        }
    }
}
