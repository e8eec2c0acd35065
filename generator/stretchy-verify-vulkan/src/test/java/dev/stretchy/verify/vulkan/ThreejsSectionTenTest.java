package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.GoldenFeature;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.GeneratedSource;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * Math spec section 10 in the three.js package's GLSL on the Vulkan device: its contract carries every feature's inputs
 * (one signature, no per-feature twin), so the {@code vulkan-glsl} backend claims them all and runs every golden case
 * that needs a closed loop, a roll or a stretch mask (offsets, previous frame, normals and tangents) with the case's
 * switches on, as {@code SplineDeform} compiles them; each planted fault fails the case named for it.
 */
class ThreejsSectionTenTest {
    @Test
    void theGlslImplementsEveryFeatureAndPassesEveryFeatureCase() {
        try (VulkanBackend b = VulkanBackend.threejs(SpecLoader.loadDefault())) {
            assertEquals(EnumSet.allOf(GoldenFeature.class), b.features());
            List<GoldenCase> cases = GoldenCases.featureCases().stream()
                    .filter(c -> c.kernel() == dev.stretchy.golden.Kernel.SplineDeform).toList();
            assertFalse(cases.isEmpty(), "no section 10 cases in golden/");
            List<CaseResult> r = GoldenCases.run(b, cases);
            for (CaseResult x : r) assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message() + " " + x.where());
            for (GoldenCase c : cases) assertTrue(b.evaluate(c).containsKey("normals"), c.name());
        } catch (dev.stretchy.verify.BackendException e) {
            throw new AssertionError(e);
        }
    }

    /** A planted fault in the section 10 GLSL and the golden case that must catch it. */
    enum Fault {
        /** Section 10.3: the mask read but ignored (every vertex stretches fully). */
        MASK_IGNORED("S.mask = clamp(StretchMask, 0.0, 1.0);", "S.mask = 1.0;", "masked-stretched-bend"),
        /** Section 10.1: the loop flag read but ignored (travel clamps at the seam). */
        LOOP_IGNORED("S.closed = ClosedLoop >= 0.5;", "S.closed = false;", "closed-loop-travel-wrap-parallel-transport"),
        /** Section 10.2: the roll flag read but ignored. */
        ROLL_IGNORED("S.rolled = BakedRoll >= 0.5;", "S.rolled = false;", "roll-s-curve-parallel-transport");

        final String find;
        final String replace;
        final String caseName;

        Fault(String find, String replace, String caseName) {
            this.find = find;
            this.replace = replace;
            this.caseName = caseName;
        }
    }

    @ParameterizedTest
    @EnumSource(Fault.class)
    void eachPlantedFaultFailsItsNamedCase(Fault fault) throws Exception {
        GoldenCase c = GoldenCases.featureCases().stream().filter(x -> x.name().equals(fault.caseName)).findFirst().orElseThrow();
        var spec = SpecLoader.loadDefault();
        assertTrue(ThreejsDeformers.render(spec).splineDeform().glsl().contains(fault.find),
                fault + ": the GLSL no longer contains '" + fault.find + "'");
        GeneratedSource planted = PlantedFaults.editing(GeneratedSource.threejsPackage(), "splineDeform.glsl",
                glsl -> glsl.replace(fault.find, fault.replace));
        try (VulkanBackend clean = VulkanBackend.threejs(spec);
             VulkanBackend b = new VulkanBackend(DeformerShaders.threejs(spec, planted))) {
            assertEquals(CaseResult.Status.PASS, GoldenCases.run(clean, List.of(c)).get(0).status(), c.name());
            CaseResult r = GoldenCases.run(b, List.of(c)).get(0);
            assertEquals(CaseResult.Status.FAIL, r.status(), fault + " went unnoticed by " + c.name());
        }
    }
}
