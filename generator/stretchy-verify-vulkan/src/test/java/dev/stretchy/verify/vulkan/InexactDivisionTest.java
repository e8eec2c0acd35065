package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.GeneratedSource;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * GPUs need not divide correctly rounded (Vulkan allows 2.5 ulps for {@code x / y}); an NVIDIA H200 computed step 6's
 * {@code d / L} one ulp below 1 at {@code d = L}, so {@code floor(t)} was texel N-2 there. lavapipe rounds correctly, so
 * this plants such a division, {@code d} times the reciprocal of {@code L} one ulp low, in both targets' shaders. With
 * the shaders' snap ({@code t = N - 1} where {@code d >= L}, math spec section 7) every golden case must still pass;
 * with the snap removed the GLSL's step 7 reads texel N-2 as the curve's end, the failure the H200 showed
 * ({@code extrapolation-on-past-end}, the previous frame), and so does every case with vertices past an extrapolated end.
 */
class InexactDivisionTest {
    static final Spec SPEC = SpecLoader.loadDefault();
    static final String DIVISION = "clampedDistance / splineLength * (sampleCount - 1.0)";
    static final String SNAPPED = "clampedDistance >= splineLength ? sampleCount - 1.0 : " + DIVISION;
    static final String GLSL_LOW = "clampedDistance * uintBitsToFloat(floatBitsToUint(1.0 / splineLength) - 1u) * (sampleCount - 1.0)";
    static final String HLSL_LOW = "clampedDistance * asfloat(asuint(1.0 / splineLength) - 1u) * (sampleCount - 1.0)";

    static UnaryOperator<String> replacing(String find, String replace) {
        return text -> {
            assertEquals(1, text.split(java.util.regex.Pattern.quote(find), -1).length - 1, "'" + find + "' once in the shader");
            return text.replace(find, replace);
        };
    }

    static List<CaseResult> failures(DeformerShaders shaders) {
        try (VulkanBackend b = new VulkanBackend(shaders)) {
            return GoldenCases.run(b, GoldenCases.deformerCases()).stream().filter(r -> r.status() != CaseResult.Status.PASS).toList();
        }
    }

    static GeneratedSource glsl(UnaryOperator<String> edit) {
        return PlantedFaults.editing(GeneratedSource.threejsPackage(), "src/glsl/splineDeform.glsl", edit);
    }

    static GeneratedSource hlsl(UnaryOperator<String> edit) {
        return PlantedFaults.editing(PlantedFaults.editing(GeneratedSource.unrealPlugin(), "SplineDeform.ush", edit),
                "SplineDeformNormal.ush", edit);
    }

    @Test
    void theSnappedShadersPassWithTheDivisionOneUlpLow() {
        List<CaseResult> g = failures(DeformerShaders.threejs(SPEC, glsl(replacing(SNAPPED, "clampedDistance >= splineLength ? sampleCount - 1.0 : " + GLSL_LOW))));
        assertEquals(List.of(), g.stream().map(r -> r.name() + ": " + r.message()).toList(), "vulkan-glsl");
        List<CaseResult> h = failures(DeformerShaders.unreal(SPEC, hlsl(replacing(SNAPPED, "clampedDistance >= splineLength ? sampleCount - 1.0 : " + HLSL_LOW)),
                HarnessOptions.STANDARD));
        assertEquals(List.of(), h.stream().map(r -> r.name() + ": " + r.message()).toList(), "vulkan");
    }

    @Test
    void withoutTheSnapTheGlslReadsTheWrongEndTexel() {
        List<CaseResult> g = failures(DeformerShaders.threejs(SPEC, glsl(replacing(SNAPPED, GLSL_LOW))));
        List<String> names = g.stream().map(CaseResult::name).toList();
        System.out.println("unsnapped GLSL, division one ulp low: " + names + "; e.g. " + (g.isEmpty() ? "" : g.get(0).message()));
        assertTrue(names.contains("extrapolation-on-past-end"), "the planted division went unnoticed: " + names);
        // Every case whose vertices pass the curve's end with EndExtrapolation 1 reads texel N-2 as the end there (the
        // emulation is one ulp low for every L; the H200 was for one curve's); clamped (e = 0), the lerp hides it.
        assertTrue(!names.contains("extrapolation-off-past-end"), "a clamped end reads the lerp: " + names);
    }
}
