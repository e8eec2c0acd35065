package dev.stretchy.verify.vulkan;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Cost of each generated deformer, one evaluation per vertex (the current-frame node only): SPIR-V instructions
 * after shaderc's performance optimisation, texture reads, and throughput of a large dispatch on the device.
 */
public final class ShaderBench {
    /** One row of the report. */
    /**
     * @param imageReads      image sample instructions in the module (every branch)
     * @param fetchesExecuted fetches one evaluation executes on the benchmark's inputs (NaN without a device)
     */
    public record Row(String shader, int instructions, int deformerInstructions, int imageReads, double fetchesExecuted,
                      double evalsPerSecond) {}

    private final Spec spec;
    private final int vertices;
    private final int repeats;

    public ShaderBench(Spec spec, int vertices, int repeats) {
        if (vertices < 1 || repeats < 1) throw new IllegalArgumentException("vertices and repeats must be >= 1");
        this.spec = spec;
        this.vertices = vertices;
        this.repeats = repeats;
    }

    /** Instructions of the harness around a body that returns a constant: what every row includes. */
    public int wrapperInstructions() {
        var d = GeneratedDeformers.render(spec).splineDeform();
        return d.withUsh("return float3(0.0, 0.0, 0.0);\n").harness(1).compile(ShaderCompiler.Optimisation.PERFORMANCE)
                .functionInstructionCount();
    }

    /** Rows for modes A, B, C and the velocity deformer; throughput only when {@code device} is not null. */
    public List<Row> run(VulkanDevice device) {
        int wrapper = wrapperInstructions();
        List<Row> rows = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            var d = GeneratedDeformers.render(GeneratedDeformers.withOrientation(spec, o)).splineDeform();
            rows.add(row("SplineDeform " + o.word(), d, wrapper, device, splineInputs(o)));
        }
        var v = GeneratedDeformers.render(GeneratedDeformers.withDimensions(spec, 3)).velocityStretch();
        rows.add(row("VelocityStretch 3D", v, wrapper, device, velocityInputs()));
        return rows;
    }

    /** Instructions of the normal harness (the spline's fused node: one call) around a body that returns a constant. */
    public int normalsWrapperInstructions() {
        return constantNormal().normalsHarness().compile(ShaderCompiler.Optimisation.PERFORMANCE).functionInstructionCount();
    }

    /** The spline normal node with a body that returns a constant: what a normals harness counts besides the node. */
    private GeneratedDeformers.Deformer constantNormal() {
        return GeneratedDeformers.render(spec).splineDeformNormal().withUsh("return float3(0.0, 0.0, 1.0);\n");
    }

    /** The spline normal node of orientation mode {@code o} and normals mode {@code n}. */
    private GeneratedDeformers.Deformer splineNormal(Orientation o, NormalsMode n) {
        return GeneratedDeformers.render(GeneratedDeformers.withNormals(GeneratedDeformers.withOrientation(spec, o), n))
                .splineDeformNormal();
    }

    /**
     * Math spec section 8's cost: per orientation mode and normals mode ({@code exact}, {@code rotate}), the spline's
     * fused normal node (the normal and the tangent from one call), and the velocity deformer's fused node.
     */
    public List<Row> runNormals(VulkanDevice device) {
        int wrapper = normalsWrapperInstructions();
        List<Row> rows = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            for (NormalsMode n : List.of(NormalsMode.EXACT, NormalsMode.ROTATE)) {
                rows.add(row("SplineDeform " + o.word() + " normals " + n.word(), splineNormal(o, n).normalsHarness(), wrapper,
                        device, splineInputs(o), true));
            }
        }
        var v = GeneratedDeformers.render(GeneratedDeformers.withDimensions(spec, 3)).velocityStretchNormal();
        rows.add(row("VelocityStretch 3D normals", v.normalsHarness(), wrapper, device, velocityInputs(), true));
        return rows;
    }

    /**
     * The Unreal material function's fused normal node as the translator compiles it: once, in the customized UVs'
     * generated function, which carries its normal and its additional output the tangent (docs/engine-facts.md,
     * "Custom node reuse across properties"); the offset node is compiled again for World Position Offset, a function
     * of its own. Per orientation mode and normals mode ({@code exact}, {@code rotate}): rows named
     * {@code SplineDeform <mode> fused node <normals>}. Counts only (no device).
     */
    public List<Row> runUnrealNodes() {
        int wrapper = normalsWrapperInstructions();
        List<Row> rows = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            for (NormalsMode n : List.of(NormalsMode.EXACT, NormalsMode.ROTATE)) {
                rows.add(row("SplineDeform " + o.word() + " fused node " + n.word(), splineNormal(o, n).normalsHarness(), null,
                        wrapper, null, splineInputs(o), true));
            }
        }
        return rows;
    }

    /**
     * Math spec section 10's cost in the Unreal HLSL: per orientation mode, the offset node and the fused exact normal
     * node with no feature in the shader (the stretchy-math/1.2 text a spec without them gets), each feature alone and
     * all three (the roll is no shader feature in mode B: its quaternions carry it). The features are switched on in the
     * inputs (a closed loop, a baked roll, a mask of 0.5), so every new branch is live.
     *
     * @param features the feature words in the shader ({@code none} for the 1.2 text)
     */
    public record FeatureRow(Orientation orientation, String features, Row offset, Row normals) {}

    /** The features measured one at a time, then together; mode B has no roll in its shader. */
    static List<java.util.Set<String>> featureVariants(Orientation o) {
        List<java.util.Set<String>> out = new ArrayList<>();
        out.add(java.util.Set.of());
        out.add(java.util.Set.of("closedLoop"));
        if (o != Orientation.ROTATION_MINIMIZING) out.add(java.util.Set.of("roll"));
        out.add(java.util.Set.of("stretchMask"));
        out.add(o != Orientation.ROTATION_MINIMIZING ? java.util.Set.of("closedLoop", "roll", "stretchMask")
                : java.util.Set.of("closedLoop", "stretchMask"));
        return out;
    }

    public List<FeatureRow> runFeatures(VulkanDevice device) {
        int wrapper = wrapperInstructions();
        int normalsWrapper = normalsWrapperInstructions();
        List<FeatureRow> rows = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            for (java.util.Set<String> f : featureVariants(o)) {
                dev.stretchy.spec.Spec s = spec.withSplineDeform(GeneratedDeformers.withOrientation(spec, o).splineDeform()
                        .withOnlyFeatures(f).withNormals(NormalsMode.EXACT));
                GeneratedDeformers d = GeneratedDeformers.render(s);
                String name = f.isEmpty() ? "none" : String.join("+", new java.util.TreeSet<>(f));
                Inputs in = splineInputs(o, true);
                rows.add(new FeatureRow(o, name,
                        row("SplineDeform " + o.word() + " " + name, d.splineDeform().harness(1), wrapper, device, in, false),
                        row("SplineDeform " + o.word() + " " + name + " normals exact", d.splineDeformNormal().normalsHarness(),
                                normalsWrapper, device, in, true)));
            }
        }
        return rows;
    }

    /**
     * The three.js GLSL, per orientation mode: the offset alone, then per normals mode ({@code exact}, {@code rotate})
     * the offset, the normal and the tangent from one call of {@code stretchySplineDeformWithJacobian}, as the
     * package's vertex shader makes it. Instructions exclude {@link #glslWrapperInstructions}; the GLSL reads texels
     * with point fetches, which the fetch counter (a Common.ush stand-in) does not see, so fetches are not counted.
     */
    public List<ThreejsRow> runThreejs(VulkanDevice device) {
        ThreejsDeformers.Deformer glsl = ThreejsDeformers.render(spec).splineDeform();
        int offsetWrapper = glslWrapperInstructions(false);
        int normalsWrapper = glslWrapperInstructions(true);
        List<ThreejsRow> rows = new ArrayList<>();
        for (Orientation o : Orientation.values()) {
            Row offset = row("three.js SplineDeform " + o.word(), GlslDeformerHarness.splineDeform(glsl, spec, o, 1), null,
                    offsetWrapper, device, splineInputs(o), false);
            for (NormalsMode n : List.of(NormalsMode.EXACT, NormalsMode.ROTATE)) {
                Row fused = row("three.js SplineDeform " + o.word() + " normals " + n.word(),
                        GlslDeformerHarness.splineNormals(glsl, spec, o, n), null, normalsWrapper, device, splineInputs(o), true);
                rows.add(new ThreejsRow(o, n, offset, fused));
            }
        }
        return rows;
    }

    /**
     * One orientation and normals mode of the three.js GLSL: {@code offset} the offset alone, {@code fused} the offset,
     * normal and tangent of one evaluation.
     */
    public record ThreejsRow(Orientation orientation, NormalsMode normals, Row offset, Row fused) {
        /** The fused evaluation's instructions as a multiple of the offset's alone. */
        public double instructionRatio() {
            return fused.deformerInstructions() / (double) offset.deformerInstructions();
        }

        /** The offset's throughput over the fused evaluation's (both measured in this run): the cost as a multiple. */
        public double timeRatio() {
            return offset.evalsPerSecond() / fused.evalsPerSecond();
        }
    }

    /**
     * Instructions of a GLSL harness around functions that do nothing (the offset harness, or the normals harness with
     * {@code normals}): what each GLSL row's count includes besides the deformer.
     */
    public int glslWrapperInstructions(boolean normals) {
        ThreejsDeformers.Deformer real = ThreejsDeformers.render(spec).splineDeform();
        StringBuilder params = new StringBuilder();
        for (var in : real.contract().inputs()) {
            if (params.length() > 0) params.append(", ");
            params.append(in.kind().glsl()).append(' ').append(in.base());
        }
        String fn = real.function();
        String text = "vec3 " + fn + "(" + params + ") { return vec3(0.0, 0.0, 0.0); }\n"
                + "vec3 " + fn + GlslDeformerHarness.WITH_JACOBIAN + "(" + params + ", out mat3 jacobian) {\n"
                + "  jacobian = mat3(1.0);\n  return vec3(0.0, 0.0, 0.0);\n}\n"
                + "vec3 stretchyDeformNormal(mat3 jacobian, vec3 normal) { return normal; }\n"
                + "vec3 stretchyDeformTangent(mat3 jacobian, vec3 tangent) { return tangent; }\n";
        ThreejsDeformers.Deformer empty = new ThreejsDeformers.Deformer(real.path(), text, real.contract(), fn);
        DeformerShader h = normals ? GlslDeformerHarness.splineNormals(empty, spec, Orientation.PARALLEL_TRANSPORT, NormalsMode.EXACT)
                : GlslDeformerHarness.splineDeform(empty, spec, Orientation.PARALLEL_TRANSPORT, 1);
        return h.compile(ShaderCompiler.Optimisation.PERFORMANCE).functionInstructionCount();
    }

    private Row row(String name, GeneratedDeformers.Deformer d, int wrapper, VulkanDevice device, Inputs in) {
        return row(name, d.harness(1), wrapper, device, in, false);
    }

    private Row row(String name, DeformerHarness h, int wrapper, VulkanDevice device, Inputs in, boolean normals) {
        return row(name, h, h.with(HarnessOptions.STANDARD.withCountFetches()), wrapper, device, in, normals);
    }

    /** {@code counting}: the same shader with the fetch counter, or null where it has none (fetches NaN). */
    private Row row(String name, DeformerShader h, DeformerShader counting, int wrapper, VulkanDevice device, Inputs in,
                    boolean normals) {
        SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
        SpirvValidator.validate(m, name);
        double rate = Double.NaN;
        double fetches = Double.NaN;
        if (device != null) {
            double[][] verts = cloud(vertices);
            // A fourth component is the stretch mask (read only by a shader with the StretchMask input).
            for (int i = 0; i < verts.length; i++) verts[i] = new double[] {verts[i][0], verts[i][1], verts[i][2], 0.5};
            if (normals) {
                // Rest normals and tangents: fixed unit vectors (the cost does not depend on them).
                double[][] nrm = new double[vertices][];
                double[][] tng = new double[vertices][];
                for (int i = 0; i < vertices; i++) {
                    nrm[i] = new double[] {0.48, 0.6, 0.64};
                    tng[i] = new double[] {0.8, -0.6, 0};
                }
                verts = GlslDeformerHarness.normalsVertices(verts, nrm, tng);
            }
            try (ComputePipeline p = new ComputePipeline(device, m, h.entryPoint(),
                    h.resources(verts, in.values, Map.of(), in.textures), DeformerHarness.groups(vertices))) {
                p.dispatch();
                long[] t = new long[repeats];
                for (int r = 0; r < repeats; r++) t[r] = p.dispatch();
                Arrays.sort(t);
                rate = vertices / (t[repeats / 2] / 1e9);
            }
            if (counting != null) {
                try (ComputePipeline p = new ComputePipeline(device, counting.compile(ShaderCompiler.Optimisation.PERFORMANCE),
                        counting.entryPoint(), counting.resources(verts, in.values, Map.of(), in.textures),
                        DeformerHarness.groups(vertices))) {
                    p.dispatch();
                    fetches = Integer.toUnsignedLong(Float.floatToRawIntBits(p.read(CommonUshPrelude.FETCH_COUNTER_BINDING)[0]))
                            / (double) vertices;
                }
            }
        }
        return new Row(name, m.functionInstructionCount(), m.functionInstructionCount() - wrapper, m.imageReadCount(),
                fetches, rate);
    }

    /**
     * Atlas against single-curve throughput, measured in one run (issue 14): both evaluate both frames per vertex on
     * the same S-curve and vertex cloud in mode A. The single-curve shader reads its inputs as one set for the whole
     * dispatch, as a material's parameters are; the atlas shader reads 16 per-instance floats per vertex from
     * {@code instances} instances of {@code vertices / instances} vertices, on a 64-row atlas, with a squash.
     * Dispatches alternate between the two so machine load hits both alike; the medians are reported.
     *
     * @param singlePerSecond evaluations per second of the single-curve deformer (two frames each)
     * @param atlasPerSecond  the same for the atlas deformer
     */
    public record AtlasRow(int instances, int verticesPerInstance, double singlePerSecond, double atlasPerSecond) {
        public double ratio() {
            return atlasPerSecond / singlePerSecond;
        }
    }

    public AtlasRow atlas(VulkanDevice device, int instances) {
        int per = Math.max(1, vertices / instances);
        int total = per * instances;
        double[][] verts = cloud(total);
        Orientation mode = Orientation.PARALLEL_TRANSPORT;
        Inputs in = splineInputs(mode);
        DeformerHarness single = GeneratedDeformers.render(GeneratedDeformers.withOrientation(spec, mode)).splineDeform().harness(2);
        SpirvModule singleModule = single.compile(ShaderCompiler.Optimisation.PERFORMANCE);
        AtlasHarness atlas = AtlasHarness.unreal(dev.stretchy.verify.GeneratedSource.unrealPlugin(), spec, mode);
        SpirvModule atlasModule = atlas.compile(ShaderCompiler.Optimisation.PERFORMANCE);
        int rows = 64;
        int n = in.textures.get("PositionTexture").length;
        double[][] pos = new double[rows * n][];
        double[][] tan = new double[rows * n][];
        for (int r = 0; r < rows; r++) {
            for (int i = 0; i < n; i++) {
                pos[r * n + i] = in.textures.get("PositionTexture")[i];
                tan[r * n + i] = in.textures.get("TangentTexture")[i];
            }
        }
        dev.stretchy.model.InstanceLayout layout = dev.stretchy.model.InstanceLayout.STANDARD;
        Map<String, double[]> perAtlas = new HashMap<>(in.values);
        perAtlas.put("AtlasRowCount", new double[] {rows});
        perAtlas.put("VelocityPlaneNormalLocal", new double[] {0, 1, 0});
        List<AtlasHarness.Instance> list = new ArrayList<>();
        for (int k = 0; k < instances; k++) {
            double[] f = new double[layout.count()];
            f[layout.index("Progress")] = 0.3 + 0.4 * (k % 17) / 16.0;
            f[layout.index("PrevProgress")] = f[layout.index("Progress")] - 0.01;
            f[layout.index("StretchScale")] = 1.4;
            f[layout.index("SizeScale")] = 1;
            f[layout.index("AtlasRow")] = k % rows;
            f[layout.index("SplineLength")] = in.values.get("SplineLength")[0];
            f[layout.index("PrevStretchScale")] = 1.35;
            f[layout.index("PrevSizeScale")] = 1;
            f[layout.index("VelocityAxisLocalX")] = 0.3;
            f[layout.index("VelocityAxisLocalZ")] = 1;
            f[layout.index("VelocityStretch")] = 1.2;
            f[layout.index("VelocityPivotLocalZ")] = -40;
            f[layout.index("PrevVelocityStretch")] = 1.15;
            list.add(new AtlasHarness.Instance(f, perAtlas, java.util.Arrays.copyOfRange(verts, k * per, (k + 1) * per)));
        }
        try (ComputePipeline a = new ComputePipeline(device, singleModule, DeformerHarness.ENTRY_POINT,
                single.resources(verts, in.values, Map.of("Progress", new double[] {0.49}), in.textures),
                DeformerHarness.groups(total));
             ComputePipeline b = new ComputePipeline(device, atlasModule, atlas.entryPoint(),
                     atlas.resources(list, pos, tan, n, rows), DeformerHarness.groups(total))) {
            a.dispatch();
            b.dispatch();
            long[] ta = new long[repeats];
            long[] tb = new long[repeats];
            for (int r = 0; r < repeats; r++) {
                ta[r] = a.dispatch();
                tb[r] = b.dispatch();
            }
            Arrays.sort(ta);
            Arrays.sort(tb);
            return new AtlasRow(instances, per, total / (ta[repeats / 2] / 1e9), total / (tb[repeats / 2] / 1e9));
        }
    }

    /** A deterministic cloud in a 120 x 80 x 80 cm box around the mesh centre. */
    static double[][] cloud(int count) {
        double[][] verts = new double[count][];
        for (int i = 0; i < count; i++) {
            verts[i] = new double[] {(i % 61) * 2.0 - 60, ((i / 61) % 41) * 2.0 - 40, ((i / 2501) % 41) * 2.0 - 40};
        }
        return verts;
    }

    record Inputs(Map<String, double[]> values, Map<String, double[][]> textures) {}

    /** An S-curve of 64 texels, 900 cm long, mid-journey and mid-stretch: every branch of the common path is live. */
    static Inputs splineInputs(Orientation o) {
        return splineInputs(o, false);
    }

    /**
     * {@code features}: section 10's switches on (a closed loop, a roll of 0.3 rad baked in the tangent alpha); off,
     * the 1.2 deformer with its alpha of 1.
     */
    private static Inputs splineInputs(Orientation o, boolean features) {
        int n = 64;
        double[][] pts = new double[n][];
        for (int i = 0; i < n; i++) {
            double u = i / (double) (n - 1);
            pts[i] = new double[] {800 * u, 150 * Math.sin(2 * Math.PI * u), 120 * u * u};
        }
        double[][] pos = new double[n][4];
        double[][] tan = new double[n][4];
        double length = 0;
        for (int i = 0; i < n; i++) {
            double[] a = pts[Math.max(i - 1, 0)];
            double[] b = pts[Math.min(i + 1, n - 1)];
            double[] t = {b[0] - a[0], b[1] - a[1], b[2] - a[2]};
            double l = Math.sqrt(t[0] * t[0] + t[1] * t[1] + t[2] * t[2]);
            for (int k = 0; k < 3; k++) pos[i][k] = pts[i][k] - pts[n - 1][k];
            pos[i][3] = i / (double) (n - 1);
            if (o == Orientation.ROTATION_MINIMIZING) {
                double angle = Math.atan2(t[1], t[0]);
                tan[i] = new double[] {0, 0, Math.sin(angle / 2), Math.cos(angle / 2)};
            } else {
                tan[i] = new double[] {t[0] / l, t[1] / l, t[2] / l, features ? 0.3 + 2.0 * i / (n - 1) : 1};
            }
            if (i > 0) {
                double dx = pts[i][0] - pts[i - 1][0], dy = pts[i][1] - pts[i - 1][1], dz = pts[i][2] - pts[i - 1][2];
                length += Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        Map<String, double[]> v = new HashMap<>();
        v.put("Progress", new double[] {0.5});
        v.put("SplineLength", new double[] {length});
        v.put("SampleCount", new double[] {n});
        v.put("MeshCenterLocal", new double[] {0, 0, 0});
        v.put("ForwardAxisLocal", new double[] {1, 0, 0});
        v.put("StretchScale", new double[] {1.4});
        v.put("PreserveVolume", new double[] {1});
        v.put("SizeScale", new double[] {1});
        v.put("StretchBias", new double[] {0.2});
        v.put("MeshHalfLength", new double[] {60});
        v.put("SettleWindow", new double[] {0.05});
        v.put("EndExtrapolation", new double[] {1});
        v.put("ClosedLoop", new double[] {features ? 1 : 0});
        v.put("BakedRoll", new double[] {features ? 1 : 0});
        return new Inputs(v, Map.of("PositionTexture", pos, "TangentTexture", tan));
    }

    private static Inputs velocityInputs() {
        Map<String, double[]> v = new HashMap<>();
        v.put("VelocityPivotLocal", new double[] {0, 0, -40});
        v.put("VelocityAxisLocal", new double[] {0.3, 0.2, 1});
        v.put("VelocityStretch", new double[] {1.4});
        v.put("VelocityPerpScale", new double[] {1 / Math.sqrt(1.4)});
        return new Inputs(v, Map.of());
    }
}
