package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.SplineDeformCase;
import dev.stretchy.golden.VelocityStretchCase;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.GeneratedSource;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The GLSL harness must be able to fail: each planted bug, in the GLSL or in its wiring, makes golden cases fail. */
class GlslMutationTest {
    static final Spec SPEC = SpecLoader.loadDefault();

    static void report(String what, List<CaseResult> failed, List<GoldenCase> cases) {
        System.out.println(what + ": " + failed.size() + " of " + cases.size() + " cases fail: "
                + failed.stream().map(CaseResult::name).toList() + "; e.g. " + failed.get(0).message());
    }

    @ParameterizedTest
    @EnumSource(GlslMutants.class)
    void eachGlslMutantFails(GlslMutants mutant) {
        List<GoldenCase> cases = mutant.cases();
        assertFalse(cases.isEmpty());
        try (VulkanBackend b = new VulkanBackend(DeformerShaders.threejs(SPEC, mutant.plantedIn(GeneratedSource.threejsPackage())))) {
            CaseResult first = GoldenCases.firstFailure(b, cases);
            assertNotNull(first, mutant + " went unnoticed by " + cases.size() + " golden cases");
            assertEquals(CaseResult.Status.FAIL, first.status(), "compiled and ran, then differed: " + first.message());
            System.out.println(mutant + " fails " + first.name() + ": " + first.message());
        }
    }

    @Test
    void previousFrameInputsSwappedWithCurrentFail() {
        List<GoldenCase> cases = GoldenCases.deformerCases();
        try (VulkanBackend b = new VulkanBackend(PlantedFaults.framesSwapped(
                DeformerShaders.threejs(SPEC, GeneratedSource.threejsPackage())))) {
            List<CaseResult> failed = GoldenCases.failures(b, cases);
            assertTrue(failed.stream().anyMatch(r -> r.kernel().equals("SplineDeform")), "spline cases notice");
            assertTrue(failed.stream().anyMatch(r -> r.kernel().equals("VelocityStretch")), "velocity cases notice");
            report("swapped frames", failed, cases);
        }
    }

    @Test
    void theThreejsFrameDefaultsInsteadOfUnrealsFail() {
        // Without the host's frame macros the file keeps its three.js defaults (the cyclic relabelling). Most cases
        // do not depend on which cross-section basis the up reference picks (modes A and B rotate any basis alike,
        // and mode C on a curve in the plane normal to either up agrees too); what must fail is what reads the
        // constants themselves: the forward-axis fallback, mode A's half turn (a reflection about up), the velocity
        // axis fallback.
        DeformerShaders threejsFrame = new DeformerShaders("vulkan-glsl (three.js frame)",
                mode -> new GlslDeformerHarness(ThreejsDeformers.render(SPEC).splineDeform(), 2,
                        GlslDeformerHarness.splineDefines(SPEC, mode, false)),
                dimensions -> new GlslDeformerHarness(ThreejsDeformers.render(GeneratedDeformers.withDimensions(SPEC, dimensions))
                        .velocityStretch(), 2, Map.of()), null, null);
        List<GoldenCase> cases = GoldenCases.deformerCases();
        try (VulkanBackend b = new VulkanBackend(threejsFrame)) {
            List<CaseResult> failed = GoldenCases.failures(b, cases);
            List<String> names = failed.stream().map(CaseResult::name).toList();
            for (String n : List.of("forward-axis-zero", "tangent-opposite-forward", "velocity-sanitised-3d")) {
                assertTrue(names.contains(n), n + " should fail; failed: " + names);
            }
            assertFalse(names.contains("s-curve-parallel-transport"), "mode A is basis-free: " + names);
            report("three.js frame", failed, cases);
        }
    }

    /** The harness variants are Common.ush stand-ins: the GLSL factory takes none, so none can be asked of it. */
    @Test
    void bothKindsOfDeformerCaseAreThere() {
        assertTrue(GoldenCases.deformerCases().stream().anyMatch(c -> c instanceof SplineDeformCase)
                && GoldenCases.deformerCases().stream().anyMatch(c -> c instanceof VelocityStretchCase));
    }
}
