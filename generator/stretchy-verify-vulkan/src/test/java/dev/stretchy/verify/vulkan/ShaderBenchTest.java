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
    void theThreejsRowsEvaluateOncePerVertexAndASecondEvaluationShows() {
        var spec = SpecLoader.loadDefault();
        List<ShaderBench.ThreejsRow> rows = new ShaderBench(spec, 4096, 1).runThreejs(null);
        assertEquals(6, rows.size());
        for (ShaderBench.ThreejsRow r : rows) {
            // Two texels of each texture, for the offset, the normal and the tangent together.
            assertEquals(4, r.offset().imageReads(), r.toString());
            assertEquals(4, r.fused().imageReads(), r.toString());
            assertTrue(r.fused().deformerInstructions() > r.offset().deformerInstructions(), r.toString());
            assertTrue(Double.isNaN(r.timeRatio()), "no device, no time");
        }
        // Planted fault: the fused function as two evaluations (the Jacobian's and the offset's) reads twice as often.
        ThreejsDeformers.Deformer d = ThreejsDeformers.render(spec).splineDeform();
        String args = String.join(", ", d.contract().inputs().stream().map(in -> in.base()).toList());
        int at = d.glsl().indexOf("  StretchySplineSample S", d.glsl().indexOf("vec3 stretchySplineDeformWithJacobian("));
        assertTrue(at > 0, "the fused function samples once");
        String twice = d.glsl().substring(0, at) + "  jacobian = stretchySplineDeformJacobian(" + args + ");\n"
                + "  return stretchySplineDeform(" + args + ");\n}\n";
        var planted = new ThreejsDeformers.Deformer(d.path(), twice, d.contract(), d.function());
        SpirvModule m = GlslDeformerHarness.splineNormals(planted, spec, dev.stretchy.contract.Orientation.PARALLEL_TRANSPORT,
                dev.stretchy.contract.NormalsMode.EXACT).compile(ShaderCompiler.Optimisation.PERFORMANCE);
        assertTrue(m.imageReadCount() > 4, "a second evaluation reads again: " + m.imageReadCount());
    }

    @Test
    void theUnrealColumnCompilesEachNormalNodeAlone() {
        var spec = SpecLoader.loadDefault();
        ShaderBench bench = new ShaderBench(spec, 4096, 1);
        List<ShaderBench.Row> nodes = bench.runUnrealNodes();
        List<ShaderBench.Row> both = bench.runNormals(null);
        NormalsTable table = new NormalsTable(bench.run(null), nodes, bench.runThreejs(null));
        assertEquals(6, table.lines().size());
        for (NormalsTable.Line l : table.lines()) {
            String mode = "SplineDeform " + l.orientation().word();
            ShaderBench.Row together = both.stream().filter(r -> r.shader().equals(mode + " normals " + l.normals().word()))
                    .findFirst().orElseThrow();
            // Exact mode's point loads: two per node, whichever direction it turns.
            assertEquals(l.unrealNormal().imageReads(), l.unrealTangent().imageReads(), l.toString());
            assertEquals(l.unrealOffset().deformerInstructions() + l.unrealNormal().deformerInstructions()
                    + l.unrealTangent().deformerInstructions(), l.unrealInstructions(), l.toString());
            // Planted fault: both nodes in one shader, where the compiler shares their steps 1-8, counts fewer than the
            // translator's two functions run.
            assertTrue(l.unrealNormal().deformerInstructions() + l.unrealTangent().deformerInstructions()
                    > together.deformerInstructions(), l + " vs " + together);
            assertTrue(l.unrealRatio() > l.threejs().instructionRatio(), l.toString());
        }
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
