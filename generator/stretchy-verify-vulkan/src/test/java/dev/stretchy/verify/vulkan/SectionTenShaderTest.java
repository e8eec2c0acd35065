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
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

/**
 * Math spec section 10 in the plugin's HLSL on the Vulkan device: every golden case that needs a closed loop, a roll or
 * a stretch mask passes within its tolerance (offsets, previous frame, normals and tangents), with the shaders rendered
 * for the spec plus the features the case needs; the 1.2 cases pass on shaders that carry every feature switched off;
 * and each planted fault fails the case named for it.
 */
class SectionTenShaderTest {
    @Test
    void theUnrealShadersImplementEveryFeatureAndPassEveryFeatureCase() {
        try (VulkanBackend b = new VulkanBackend(SpecLoader.loadDefault())) {
            assertEquals(EnumSet.allOf(GoldenFeature.class), b.features());
            List<GoldenCase> cases = GoldenCases.featureCases().stream()
                    .filter(c -> c.kernel() == dev.stretchy.golden.Kernel.SplineDeform).toList();
            assertFalse(cases.isEmpty(), "no section 10 cases in golden/");
            List<CaseResult> r = GoldenCases.run(b, cases);
            for (CaseResult x : r) {
                System.out.printf(java.util.Locale.ROOT, "%-5s %-48s worst %.3g of tolerance %s%n", x.status(), x.name(),
                        x.worst(), x.message());
            }
            for (CaseResult x : r) assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message() + " " + x.where());
            for (GoldenCase c : cases) assertTrue(b.evaluate(c).containsKey("normals"), c.name());
        } catch (dev.stretchy.verify.BackendException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theOneTwoCasesPassWithEveryFeatureInTheShaderSwitchedOff() {
        var all = GeneratedDeformers.withFeatures(SpecLoader.loadDefault(), Set.of("closedLoop", "roll", "stretchMask"));
        try (VulkanBackend b = new VulkanBackend(DeformerShaders.unreal(all, GeneratedSource.unrealPlugin(), HarnessOptions.STANDARD))) {
            for (CaseResult x : GoldenCases.run(b, GoldenCases.deformerCases())) {
                assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message() + " " + x.where());
            }
        }
    }

    /** A planted fault in the section 10 HLSL and the golden case that must catch it. */
    enum Fault {
        /** Section 10.2: the roll turns the cross-section the wrong way round the tangent. */
        ROLL_SIGN("SplineDeform.ush", "rotated * rollCos + cross(tangent, rotated) * rollSin",
                "rotated * rollCos - cross(tangent, rotated) * rollSin", "roll-s-curve-parallel-transport"),
        /** Section 10.3: the mask read but ignored (every vertex stretches fully). */
        MASK_IGNORED("SplineDeform.ush", "const float stretchMask = saturate(StretchMask);", "const float stretchMask = 1.0;",
                "masked-stretched-bend"),
        /** Section 10.1: the distance not taken modulo the loop's length (travel clamps at the seam). */
        NO_MODULO("SplineDeform.ush",
                "closedLoop ? clamp(openDistance - splineLength * floor(openDistance / splineLength), 0.0, splineLength) : openDistance",
                "openDistance", "closed-loop-travel-wrap-parallel-transport"),
        /** Section 10.4: the roll's rate left out of exact mode's frame rate. */
        ROLL_RATE_DROPPED("SplineDeformNormal.ush", "const float rollRate = bakedRoll ?", "const float rollRate = 0.0 * bakedRoll ?",
                "roll-s-curve-parallel-transport");

        final String file;
        final String find;
        final String replace;
        final String caseName;

        Fault(String file, String find, String replace, String caseName) {
            this.file = file;
            this.find = find;
            this.replace = replace;
            this.caseName = caseName;
        }

        GeneratedSource plantedIn(GeneratedSource plugin) {
            return PlantedFaults.editing(plugin, file, ush -> {
                // The extended shaders hold the text; a spec without the feature renders none, so nothing to plant.
                return ush.replace(find, replace);
            });
        }
    }

    @ParameterizedTest
    @EnumSource(Fault.class)
    void eachPlantedFaultFailsItsNamedCase(Fault fault) throws Exception {
        GoldenCase c = GoldenCases.featureCases().stream().filter(x -> x.name().equals(fault.caseName)).findFirst().orElseThrow();
        var all = GeneratedDeformers.withFeatures(SpecLoader.loadDefault(), Set.of("closedLoop", "roll", "stretchMask"));
        String shader = GeneratedDeformers.render(all).splineDeform().ush() + GeneratedDeformers.render(all).splineDeformNormal().ush();
        assertTrue(shader.contains(fault.find), fault + ": the shader no longer contains '" + fault.find + "'");
        try (VulkanBackend clean = new VulkanBackend(SpecLoader.loadDefault());
             VulkanBackend b = new VulkanBackend(DeformerShaders.unreal(SpecLoader.loadDefault(),
                     fault.plantedIn(GeneratedSource.unrealPlugin()), HarnessOptions.STANDARD))) {
            assertEquals(CaseResult.Status.PASS, GoldenCases.run(clean, List.of(c)).get(0).status(), c.name());
            CaseResult r = GoldenCases.run(b, List.of(c)).get(0);
            assertEquals(CaseResult.Status.FAIL, r.status(), fault + " went unnoticed by " + c.name());
            System.out.println(fault + ": " + c.name() + " fails: " + r.message() + " " + r.where());
        }
    }
}
