package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.golden.GoldenCase;
import dev.stretchy.golden.Kernel;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.GeneratedSource;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The harness must be able to fail: each planted bug makes the golden cases report failures. */
class MutationTest {
    @ParameterizedTest
    @EnumSource(ShaderMutants.class)
    void eachShaderMutantFails(ShaderMutants mutant) {
        List<GoldenCase> cases = GoldenCases.deformerCases().stream().filter(mutant::appliesTo).toList();
        assertFalse(cases.isEmpty());
        try (VulkanBackend b = new VulkanBackend(DeformerShaders.unreal(SpecLoader.loadDefault(),
                mutant.plantedIn(GeneratedSource.unrealPlugin()), HarnessOptions.STANDARD))) {
            CaseResult first = GoldenCases.firstFailure(b, cases);
            assertNotNull(first, mutant + " went unnoticed by " + cases.size() + " golden cases");
            System.out.println(mutant + " fails " + first.name() + ": " + first.message());
        }
    }

    @Test
    void previousFrameInputsSwappedWithCurrentFail() {
        List<GoldenCase> cases = GoldenCases.deformerCases();
        try (VulkanBackend b = new VulkanBackend(PlantedFaults.framesSwapped(DeformerShaders.unreal(
                SpecLoader.loadDefault(), GeneratedSource.unrealPlugin(), HarnessOptions.STANDARD)))) {
            List<CaseResult> failed = GoldenCases.failures(b, cases);
            assertFalse(failed.isEmpty(), "swapped frames went unnoticed");
            assertTrue(failed.stream().anyMatch(r -> r.where().startsWith("expected")), failed.get(0).where());
            assertTrue(failed.stream().anyMatch(r -> r.name().startsWith("velocity") || r.kernel().equals(Kernel.VelocityStretch.name()))
                    || failed.stream().allMatch(r -> r.kernel().equals("SplineDeform")));
        }
    }
}
