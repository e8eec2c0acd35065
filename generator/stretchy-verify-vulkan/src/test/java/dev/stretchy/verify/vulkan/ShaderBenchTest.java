package dev.stretchy.verify.vulkan;

import static org.junit.jupiter.api.Assertions.*;

import dev.stretchy.spec.SpecLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The benchmark's figures are measured, not assumed (no timing is asserted here). */
class ShaderBenchTest {
    @Test
    void countsWhatEachShaderExecutes() {
        List<ShaderBench.Row> rows;
        try (VulkanDevice d = VulkanDevice.open()) {
            rows = new ShaderBench(SpecLoader.loadDefault(), 4096, 1).run(d);
        }
        assertEquals(4, rows.size());
        for (ShaderBench.Row r : rows) {
            assertTrue(r.deformerInstructions() > 0 && r.deformerInstructions() < r.instructions(), r.toString());
            assertTrue(r.evalsPerSecond() > 0, r.toString());
            if (r.shader().startsWith("SplineDeform")) {
                // One position and one tangent/frame fetch; the fallback fetch exists in the code but is not taken.
                assertEquals(2.0, r.fetchesExecuted(), 0.0, r.shader());
                assertEquals(3, r.imageReads(), r.shader());
            } else {
                assertEquals(0.0, r.fetchesExecuted(), 0.0, r.shader());
            }
        }
    }

    @Test
    void instructionCountingSeesTheWholeFunctionBodies() {
        var d = GeneratedDeformers.render(SpecLoader.loadDefault()).splineDeform();
        SpirvModule one = d.harness(1).compile(ShaderCompiler.Optimisation.PERFORMANCE);
        SpirvModule two = d.harness(2).compile(ShaderCompiler.Optimisation.PERFORMANCE);
        assertEquals(2 * one.imageReadCount(), two.imageReadCount());
        assertTrue(two.functionInstructionCount() > one.functionInstructionCount() * 3 / 2,
                one.functionInstructionCount() + " vs " + two.functionInstructionCount());
    }

    @Test
    void theAtlasComparisonMeasuresBothShadersInOneRun() {
        ShaderBench.AtlasRow a;
        try (VulkanDevice d = VulkanDevice.open()) {
            a = new ShaderBench(SpecLoader.loadDefault(), 4096, 1).atlas(d, 64);
        }
        assertEquals(64, a.instances());
        assertEquals(64, a.verticesPerInstance());
        assertTrue(a.singlePerSecond() > 0 && a.atlasPerSecond() > 0, a.toString());
        assertTrue(Double.isFinite(a.ratio()), a.toString());
    }
}
