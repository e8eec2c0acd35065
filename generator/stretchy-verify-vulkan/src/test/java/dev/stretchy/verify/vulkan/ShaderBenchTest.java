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

    /**
     * Where the queue writes timestamps (lavapipe does), a dispatch is timed between them: the figure lies inside the
     * submit-to-fence wall time around the call, since the work happens within it.
     */
    @Test
    void dispatchTimesTheWorkOnTheDevice() {
        var spec = SpecLoader.loadDefault();
        DeformerHarness h = GeneratedDeformers.render(spec).splineDeform().harness(1);
        ShaderBench.Inputs in = ShaderBench.splineInputs(dev.stretchy.contract.Orientation.PARALLEL_TRANSPORT);
        int n = 16384;
        try (VulkanDevice d = VulkanDevice.open();
             ComputePipeline p = new ComputePipeline(d, h.compile(ShaderCompiler.Optimisation.PERFORMANCE),
                     DeformerHarness.ENTRY_POINT, h.resources(ShaderBench.cloud(n), in.values(), java.util.Map.of(),
                     in.textures()), DeformerHarness.groups(n))) {
            assertTrue(d.timestampNanos() > 0, "lavapipe writes timestamps on its compute queue");
            assertTrue(p.timesOnDevice());
            for (int r = 0; r < 3; r++) {
                long w0 = System.nanoTime();
                long t = p.dispatch();
                long wall = System.nanoTime() - w0;
                assertTrue(t > 0 && t <= wall, "device " + t + " ns within the call's " + wall + " ns");
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
    void theUnrealColumnCountsTheOffsetAndTheFusedNodeOnce() {
        var spec = SpecLoader.loadDefault();
        ShaderBench bench = new ShaderBench(spec, 4096, 1);
        List<ShaderBench.Row> nodes = bench.runUnrealNodes();
        NormalsTable table = new NormalsTable(bench.run(null), nodes, bench.runThreejs(null));
        assertEquals(6, table.lines().size());
        for (NormalsTable.Line l : table.lines()) {
            assertEquals(l.unrealOffset().deformerInstructions() + l.unrealFused().deformerInstructions(),
                    l.unrealInstructions(), l.toString());
            // The translator's two functions (WPO, customized UVs) cost more than three.js's one evaluation.
            assertTrue(l.unrealRatio() > l.threejs().instructionRatio(), l.toString());
            // The fused node reads its two texels once for both outputs.
            assertEquals(2, l.unrealFused().imageReads(), l.toString());
        }
        // The harness runs the fused node as the customized UVs' function does: one call fills both output rows.
        DeformerHarness h = GeneratedDeformers.render(spec).splineDeformNormal().normalsHarness();
        String src = h.source();
        assertEquals(2, src.split("CustomExpression0\\(", -1).length - 1, "definition and one call: " + src);
        int once = h.compile(ShaderCompiler.Optimisation.PERFORMANCE).imageReadCount();
        // Planted fault: the tangent read from a second call (a second node) reads the texels again.
        String twice = src.replace("= float4(DeformedTangent, 0.0);",
                "= float4(0.0, 0.0, 0.0, 0.0); { MaterialFloat3 Again = (MaterialFloat3)0; CustomExpression0("
                        + src.substring(src.indexOf("float4(CustomExpression0(") + "float4(CustomExpression0(".length(),
                                src.indexOf(", DeformedTangent), 0.0);")) + ", Again); StretchyHarnessOutput[2 * Id.x + 1] = float4(Again, 0.0); }");
        assertTrue(!twice.equals(src));
        int again = ShaderCompiler.compileCompute(twice, "Twice.hlsl", h.entryPoint(), h.virtualFiles(),
                ShaderCompiler.Optimisation.PERFORMANCE).imageReadCount();
        assertTrue(again > once, once + " vs " + again);
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
