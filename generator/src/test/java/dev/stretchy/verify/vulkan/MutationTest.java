package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.spec.SpecLoader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The harness must be able to fail: each planted bug makes verify report failing cases. */
class MutationTest {
    static List<KernelCase> cases() {
        return VerifyCases.cases();
    }

    @ParameterizedTest
    @EnumSource(ShaderMutants.class)
    void eachShaderMutantFails(ShaderMutants mutant) {
        List<KernelCase> cases = cases().stream()
                .filter(c -> mutant != ShaderMutants.RODRIGUES_SIGN_FLIP || c.mode().equals("parallel-transport"))
                .filter(c -> c.kernel().equals("SplineDeform")).toList();
        assertFalse(cases.isEmpty());
        try (VulkanVerifier v = new VulkanVerifier(SpecLoader.loadDefault(), mutant.mutation(), false)) {
            List<CaseResult> r = v.verify(cases);
            long failed = r.stream().filter(x -> !x.passed()).count();
            assertTrue(failed > 0, mutant + " went unnoticed by " + r.size() + " cases");
        }
    }

    @Test
    void previousFrameInputsSwappedWithCurrentFail() {
        List<KernelCase> cases = cases().stream().filter(c -> c.expectedPrev() != null && !c.prevInputs().isEmpty()).toList();
        assertFalse(cases.isEmpty(), "no case has previous-frame inputs");
        try (VulkanVerifier v = new VulkanVerifier(SpecLoader.loadDefault(), s -> s, true)) {
            assertTrue(v.verify(cases).stream().anyMatch(x -> !x.passed()), "swapped frames went unnoticed");
        }
    }

    @Test
    void theUnmutatedShadersPassTheSameCases() {
        try (VulkanVerifier v = new VulkanVerifier(SpecLoader.loadDefault())) {
            for (CaseResult r : v.verify(cases())) assertTrue(r.passed(), r.line());
        }
    }
}
