package dev.stretchy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.Channel;
import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.golden.ToleranceRules;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A golden file cannot loosen its own check: neither through its tolerance nor through the inputs its scales use. */
class ToleranceBoundsTest {
    private static final Path GOLDEN = Path.of("../../golden");

    private static Path first(String prefix) throws Exception {
        return GoldenFiles.list(GOLDEN).stream().filter(p -> p.getFileName().toString().startsWith(prefix))
                .findFirst().orElseThrow();
    }

    private static CaseResult verify(Path dir, String name, String json) throws Exception {
        Path f = Files.writeString(dir.resolve(name), json);
        try (Backend b = new ReferenceBackend.Provider().open(dev.stretchy.spec.SpecLoader.loadDefault())) {
            return new Verifier(b).verify(f);
        }
    }

    /** The file with its first expected value replaced: garbage that must fail. */
    private static String garbage(String json) {
        String g = json.replaceFirst("(\"expected\"\\s*:\\s*\\[\\s*\\[\\s*)(-?[0-9.eE+-]+)", "$1 12345.5");
        assertFalse(g.equals(json), "no expected value found");
        return g;
    }

    @Test
    void theCommittedFilesAreWithinTheRuleAndKeepTheirScales() throws Exception {
        for (Path p : GoldenFiles.list(GOLDEN)) {
            GoldenCase c = GoldenIo.read(p);
            ToleranceRules.Limits l = ToleranceRules.limits(c);
            assertFalse(l.looser(c.tolerance()), p + ": " + c.tolerance() + " vs rule " + l.rule());
            for (Channel ch : c.expectedChannels()) {
                assertTrue(Arrays.equals(ch.scale(), l.boundScale(ch)), p + " " + ch.name() + " ceiling " + l.scaleCeiling());
            }
        }
    }

    @Test
    void aHugeSplineLengthNoLongerPassesGarbage(@TempDir Path dir) throws Exception {
        String json = Files.readString(first("s-curve-parallel-transport"));
        assertEquals(CaseResult.Status.PASS, verify(dir, "ok.json", json).status());
        String huge = json.replaceFirst("\"SplineLength\"\\s*:\\s*[0-9.eE+-]+", "\"SplineLength\": 1e300");
        assertTrue(!huge.equals(json));
        CaseResult r = verify(dir, "huge.json", garbage(huge));
        assertEquals(CaseResult.Status.FAIL, r.status(), r.message());
        assertTrue(r.message().contains("capped"), r.message());
    }

    @Test
    void aHugeToleranceIsBoundedAndReported(@TempDir Path dir) throws Exception {
        String json = Files.readString(first("s-curve-parallel-transport"));
        // The case's own tolerance (the last "abs": the normals channel's comes before it).
        int at = json.lastIndexOf("\"abs\"");
        String loose = json.substring(0, at) + json.substring(at).replaceFirst("\"abs\"\\s*:\\s*[0-9.eE+-]+", "\"abs\": 1e300");
        assertTrue(!loose.equals(json));
        CaseResult garbage = verify(dir, "loose.json", garbage(loose));
        assertEquals(CaseResult.Status.FAIL, garbage.status(), garbage.message());
        CaseResult fine = verify(dir, "loose-ok.json", loose);
        assertEquals(CaseResult.Status.PASS, fine.status(), fine.message());
        assertTrue(fine.message().contains("looser than the spec's rule"), fine.message());
    }

    @Test
    void aBakeCannotWidenItsSampleScaleThroughItsSpline(@TempDir Path dir) throws Exception {
        GoldenCase c = GoldenIo.read(first("bake-s"));
        ToleranceRules.Limits l = ToleranceRules.limits(c);
        Channel samples = c.expectedChannels().stream().filter(ch -> ch.name().equals("samples.positions")).findFirst().orElseThrow();
        double[] wide = samples.scale();
        Arrays.fill(wide, 1e300);
        double[] bounded = l.boundScale(new Channel(samples.name(), samples.rows(), wide, true));
        for (double s : bounded) assertTrue(s < 1e6, "scale " + s);
    }
}
