package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import java.util.List;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.verify.GeneratedSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * lavapipe filters float textures with float weights; many GPUs quantise the weight to 8 bits. With the filter
 * emulated that way the golden tolerances (spec §6) must still hold, so a GPU run would pass too.
 */
class EightBitFilterTest {
    @ParameterizedTest
    @EnumSource(value = WeightMode.class, names = {"ROUND_8BIT", "TRUNCATE_8BIT"})
    void goldenCasesHoldWithEightBitWeights(WeightMode filter) {
        try (VulkanBackend b = emulating(filter)) {
            List<CaseResult> r = GoldenCases.run(b, GoldenCases.deformerCases());
            double worst = r.stream().mapToDouble(CaseResult::worst).max().orElseThrow();
            System.out.printf(java.util.Locale.ROOT, "%s: worst %.3g of tolerance over %d cases%n", filter, worst, r.size());
            for (CaseResult x : r) assertEquals(CaseResult.Status.PASS, x.status(), x.name() + ": " + x.message());
        }
    }

    @ParameterizedTest
    @EnumSource(value = WeightMode.class, names = {"ROUND_8BIT", "TRUNCATE_8BIT"})
    void theEmulationReallyQuantises(WeightMode filter) {
        // Against the hardware filter the emulated one must differ somewhere, or it would prove nothing.
        var s = GoldenCases.deformerCases().stream().filter(c -> c.name().equals("s-curve-parallel-transport")).findFirst()
                .orElseThrow();
        try (VulkanBackend hw = new VulkanBackend(SpecLoader.loadDefault());
             VulkanBackend q = emulating(filter)) {
            double[][] a = hw.evaluate(s).get("expected");
            double[][] b = q.evaluate(s).get("expected");
            double maxDiff = 0;
            for (int i = 0; i < a.length; i++) for (int k = 0; k < 3; k++) maxDiff = Math.max(maxDiff, Math.abs(a[i][k] - b[i][k]));
            assertTrue(maxDiff > 1e-3, "8-bit weights changed nothing: " + maxDiff);
        } catch (dev.stretchy.verify.BackendException e) {
            fail(e);
        }
    }

    private static VulkanBackend emulating(WeightMode weights) {
        return new VulkanBackend(DeformerShaders.unreal(SpecLoader.loadDefault(), GeneratedSource.unrealPlugin(),
                HarnessOptions.STANDARD.withWeights(weights)));
    }
}
