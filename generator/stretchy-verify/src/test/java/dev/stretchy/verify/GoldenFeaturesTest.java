package dev.stretchy.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.DeformFeatures;
import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFeature;
import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.golden.GoldenFormatException;
import dev.stretchy.golden.GoldenIo;
import dev.stretchy.golden.Kernel;
import dev.stretchy.golden.SplineDeformCase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The golden files' {@code features} (stretchy-math/1.3, deformer-math.md section 10): every feature has cases, a
 * backend without a feature skips its cases by name, an unknown feature is an error, and a backend that claims a
 * feature but computes the 1.2 deformer (the planted fault) fails every one of those cases.
 */
class GoldenFeaturesTest {
    private static final Path GOLDEN = Path.of("../../golden");

    /** The reference under another name, declaring {@code features} and computing each case as {@code seen} has it. */
    record Wrapped(String name, Set<GoldenFeature> features, UnaryOperator<GoldenCase> seen) implements Backend {
        @Override
        public boolean supports(Kernel kernel) {
            return true;
        }

        @Override
        public Map<String, double[][]> evaluate(GoldenCase c) {
            return new ReferenceBackend().evaluate(seen.apply(c));
        }
    }

    /** The reference with the features dropped: what an implementation that claims but ignores them computes. */
    static Backend featureBlind() {
        return new Wrapped("feature-blind", EnumSet.allOf(GoldenFeature.class), c -> c instanceof SplineDeformCase s
                ? new SplineDeformCase(s.name(), s.description(), s.mode(), s.inputs(), s.prevInputs(), s.textures(),
                        s.vertices(), s.expected(), s.expectedPrev(), s.tolerance(), s.normals(), DeformFeatures.NONE)
                : c instanceof dev.stretchy.golden.SplineBakeCase b
                ? new dev.stretchy.golden.SplineBakeCase(b.name(), b.description(), b.mode(), b.spline(), b.meshTransform(),
                        b.sampleCount(), b.forwardAxis(), b.samples(), b.splineLength(), b.textures(), b.tolerance())
                : c instanceof dev.stretchy.golden.SplineAtlasDeformCase a
                ? new dev.stretchy.golden.SplineAtlasDeformCase(a.name(), a.description(), a.mode(), a.atlasInputs(), a.atlas(),
                        a.vertices(), a.instances(), a.expected(), a.expectedPrev(), a.tolerance())
                : c);
    }

    @Test
    void everyFeatureHasCasesAndEachCombinationIsCovered() throws Exception {
        List<GoldenCase> cases = read();
        for (GoldenFeature f : GoldenFeature.values()) {
            assertTrue(cases.stream().anyMatch(c -> c.features().contains(f)), f.word());
        }
        assertTrue(cases.stream().anyMatch(c -> c.features().size() == GoldenFeature.values().length), "a case with all three");
        assertTrue(cases.stream().anyMatch(c -> c.features().equals(List.of(GoldenFeature.closedLoop, GoldenFeature.roll))),
                "a banked closed loop / a roll across the seam");
    }

    @Test
    void theReferencePassesEveryCaseAndABackendWithoutFeaturesSkipsThemByName() throws Exception {
        Verifier ref = new Verifier(new ReferenceBackend());
        Verifier none = new Verifier(new Wrapped("no-features", Set.of(), c -> c));
        int skipped = 0;
        for (Path p : GoldenFiles.list(GOLDEN)) {
            GoldenCase c = GoldenIo.read(p);
            assertEquals(CaseResult.Status.PASS, ref.verify(p).status(), p.toString());
            CaseResult r = none.verify(p);
            if (c.features().isEmpty()) {
                assertEquals(CaseResult.Status.PASS, r.status(), p.toString());
            } else {
                skipped++;
                assertEquals(CaseResult.Status.SKIP, r.status(), p.toString());
                for (GoldenFeature f : c.features()) assertTrue(r.message().contains(f.word()), r.message());
            }
        }
        assertTrue(skipped > 0);
    }

    /** Planted fault: claiming the features while computing the 1.2 deformer fails every feature case. */
    @Test
    void aBackendThatIgnoresTheFeaturesFailsEveryFeatureCase() throws Exception {
        Verifier blind = new Verifier(featureBlind());
        for (Path p : GoldenFiles.list(GOLDEN)) {
            GoldenCase c = GoldenIo.read(p);
            CaseResult r = blind.verify(p);
            if (c.features().isEmpty()) assertEquals(CaseResult.Status.PASS, r.status(), p.toString());
            else assertEquals(CaseResult.Status.FAIL, r.status(), p + " passed without its features: " + r.message());
        }
    }

    @Test
    void anUnknownFeatureOrAFeatureWithoutItsInputIsRefusedNamingTheField(@TempDir Path dir) throws Exception {
        String text = Files.readString(GOLDEN.resolve("banked-masked-closed-loop.json"));
        GoldenFormatException unknown = assertThrows(GoldenFormatException.class,
                () -> GoldenIo.parse(text.replace("\"stretchMask\"\n  ]", "\"wobble\"\n  ]"), "x.json"));
        assertEquals("features[2]", unknown.field());
        assertTrue(unknown.getMessage().contains("unknown feature \"wobble\""), unknown.getMessage());
        // Reported by verify as a malformed file, never a pass or a silent skip.
        Path bad = Files.writeString(dir.resolve("bad.json"), text.replace("\"stretchMask\"\n  ]", "\"wobble\"\n  ]"));
        assertEquals(CaseResult.Status.MALFORMED, new Verifier(new ReferenceBackend()).verify(bad).status());
        // An input of a feature the file does not declare is an unknown field.
        String noRoll = text.replace("    \"roll\",\n", "");
        assertFalse(noRoll.equals(text));
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(noRoll, "x.json"));
        assertEquals("inputs.BakedRoll", e.field());
        // A declared feature needs its input.
        String noInput = text.replace(",\n    \"ClosedLoop\": 1", "");
        assertFalse(noInput.equals(text));
        assertEquals("inputs.ClosedLoop", assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(noInput, "x.json")).field());
        // One mask weight per vertex.
        String shortMask = text.replaceFirst("(\"stretchMask\": \\[\n)(\\s*[-0-9.eE]+,\n)", "$1");
        assertFalse(shortMask.equals(text));
        assertEquals("stretchMask", assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(shortMask, "x.json")).field());
    }

    private static List<GoldenCase> read() throws Exception {
        List<GoldenCase> out = new java.util.ArrayList<>();
        for (Path p : GoldenFiles.list(GOLDEN)) out.add(GoldenIo.read(p));
        return out;
    }
}
