package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ContractInput;
import dev.stretchy.model.CustomNode;
import dev.stretchy.model.CustomNodeFunction;
import dev.stretchy.model.InstanceLayout;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.PluginModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.contract.Orientation;
import dev.stretchy.golden.SplineAtlasDeformCase;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.GeneratedSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The curve-atlas deformer (deformer-math.md section 9) on a Vulkan device, many instances in one dispatch: the Unreal
 * plugin's {@code SplineAtlasDeform.ush} wrapped as its Custom node, or the three.js package's
 * {@code stretchySplineAtlasDeform} GLSL function, each evaluated for the current and the previous frame.
 *
 * <p>Bindings: 0 vertices (float4: xyz, w = the instance's index), 1 instances (float4 each: the 16 per-instance floats
 * of {@link InstanceLayout} as four float4, then one slot per per-atlas input, so that cases with different meshes can
 * share a dispatch; a real material has those as parameters), 2 output (float4 per vertex and frame), then the two
 * atlas textures ({@code N x M}) as in {@link DeformerBindings}. The per-instance inputs are read from the layout's
 * floats exactly as the material's {@code PerInstanceCustomData} nodes or three.js's instanced attributes give them.
 * The stretch mask (one float per vertex) is a buffer at {@link #MASKS}; in the in-engine test shader's layout
 * ({@link #unrealShaderGolden}) it is a second block of vertex rows after the positions instead (x), its bindings unchanged.
 */
public final class AtlasHarness {
    public static final String HLSL_ENTRY = "StretchyAtlasMain";
    public static final String GLSL_ENTRY = "main";
    public static final String GLSL_FUNCTION = "stretchySplineAtlasDeform";
    public static final String GLSL_PATH = "src/glsl/splineAtlasDeform.glsl";

    /** The shading language and where its text comes from. */
    public enum Language { HLSL, GLSL }

    /**
     * One instance: its 16 per-instance floats, its per-atlas inputs (by base name), its vertices and their stretch
     * mask weights (math spec section 10.3; read only by a shader with the StretchMask input, 1 when null).
     */
    public record Instance(double[] floats, Map<String, double[]> atlasInputs, double[][] vertices, double[] masks) {
        public Instance {
            if (floats.length != InstanceLayout.STANDARD.count()) throw new IllegalArgumentException("16 floats per instance");
            floats = floats.clone();
            atlasInputs = Map.copyOf(atlasInputs);
            if (masks != null && masks.length != vertices.length) throw new IllegalArgumentException("one mask weight per vertex");
            masks = masks == null ? null : masks.clone();
        }

        public Instance(double[] floats, Map<String, double[]> atlasInputs, double[][] vertices) {
            this(floats, atlasInputs, vertices, null);
        }
    }

    /** The binding of the vertices' stretch mask weights (one float each), where the contract has a per-vertex weight. */
    static final int MASKS = 7;

    private final Language language;
    private final ParameterContract contract;
    private final String text;
    private final CustomNode node;
    private final Map<String, String> defines;
    private final InstanceLayout layout = InstanceLayout.STANDARD;
    /** The mask as a second block of vertex rows (the in-engine test shader's layout), not a buffer at {@link #MASKS}. */
    private final boolean masksInVertices;

    private AtlasHarness(Language language, ParameterContract contract, String text, CustomNode node, Map<String, String> defines) {
        this(language, contract, text, node, defines, false);
    }

    private AtlasHarness(Language language, ParameterContract contract, String text, CustomNode node, Map<String, String> defines,
                         boolean masksInVertices) {
        this.language = language;
        this.contract = contract;
        this.text = text;
        this.node = node;
        this.defines = Map.copyOf(defines);
        this.masksInVertices = masksInVertices;
        for (ContractInput in : slotInputs()) {
            int k = layout.source(in.base(), 0);
            if (k >= 0 && in.kind() == ContractInput.Kind.VECTOR && k % layout.groupSize() > 1) {
                throw new IllegalStateException(in.base() + " straddles two groups of the instance layout");
            }
        }
    }

    /** The plugin's atlas {@code .ush} as {@code source} renders it for {@code spec} in orientation {@code mode}. */
    public static AtlasHarness unreal(GeneratedSource source, Spec spec, Orientation mode) {
        Spec s = GeneratedDeformers.withOrientation(spec, mode);
        PluginModel plugin = PluginModel.of(s);
        return new AtlasHarness(Language.HLSL, ParameterContract.splineAtlasDeform(s, dev.stretchy.spec.Target.UNREAL),
                file(source.files(s), plugin.name() + "/Shaders/Private/" + plugin.splineAtlasDeformShader()),
                CustomNode.splineAtlasDeform(plugin), Map.of());
    }

    /**
     * {@link #unreal}'s contract in the layout the in-engine test shader reads: the stretch mask not in a buffer of its
     * own but in a second block of vertex rows after the positions (x; w is the instance there).
     */
    public static AtlasHarness unrealShaderGolden(GeneratedSource source, Spec spec, Orientation mode) {
        AtlasHarness h = unreal(source, spec, mode);
        return new AtlasHarness(h.language, h.contract, h.text, h.node, h.defines, true);
    }

    /** The package's atlas GLSL in Unreal's frame with {@code mode}'s {@code STRETCHY_ORIENTATION}. */
    public static AtlasHarness threejs(GeneratedSource source, Spec spec, Orientation mode) {
        return new AtlasHarness(Language.GLSL, ParameterContract.splineAtlasDeform(spec, dev.stretchy.spec.Target.THREEJS),
                ThreejsDeformers.withIncludes(source.files(spec), spec.threejs().packageName() + "/" + GLSL_PATH), null,
                GlslDeformerHarness.splineDefines(spec, mode, true));
    }

    private static String file(List<GeneratedFile> files, String path) {
        return files.stream().filter(f -> f.path().equals(path)).findFirst()
                .map(f -> new String(f.content(), StandardCharsets.UTF_8))
                .orElseThrow(() -> new IllegalStateException("the generator did not produce " + path));
    }

    /** The same harness around another text (a planted fault). */
    public AtlasHarness withText(String other) {
        return new AtlasHarness(language, contract, other, node, defines, masksInVertices);
    }

    public String text() {
        return text;
    }

    public Language language() {
        return language;
    }

    public ParameterContract contract() {
        return contract;
    }

    /** Non-texture parameters, in contract order. */
    private List<ContractInput> slotInputs() {
        return CustomNodeFunction.slotInputs(contract);
    }

    /** The contract's per-vertex weight (the stretch mask), or null. */
    private ContractInput vertexWeight() {
        return contract.inputs().stream().filter(CustomNodeFunction::isVertexWeight).findFirst().orElse(null);
    }

    /** The per-atlas inputs: the slot inputs the instance layout does not carry. */
    List<ContractInput> atlasInputs() {
        return layout.perAtlas(contract);
    }

    int stride() {
        return layout.stride(contract);
    }

    /** The expression reading {@code in} for frame {@code frame} of instance base slot {@code Base}. */
    private String read(ContractInput in, int frame) {
        return layout.read("StretchyAtlasInstances", contract, in, frame);
    }

    public String source() {
        return language == Language.HLSL ? hlsl() : glsl();
    }

    private String hlsl() {
        StringBuilder s = new StringBuilder("// Stretchy atlas harness: the Custom node as Unreal emits it, one thread per instance vertex.\n");
        s.append(CommonUshPrelude.text(false, dev.stretchy.reference.WeightMode.EXACT)).append('\n');
        for (int c = 0; c < 2; c++) s.append(CustomNodeTranslation.of(c, contract, node).emit()).append('\n');
        s.append("[[vk::binding(0)]] StructuredBuffer<float4> StretchyAtlasVertices;\n");
        s.append("[[vk::binding(1)]] StructuredBuffer<float4> StretchyAtlasInstances;\n");
        s.append("[[vk::binding(2)]] RWStructuredBuffer<float4> StretchyAtlasOutput;\n");
        if (vertexWeight() != null) s.append("[[vk::binding(").append(MASKS).append(")]] StructuredBuffer<float> StretchyAtlasMasks;\n");
        for (int t = 0; t < 2; t++) {
            s.append("[[vk::binding(").append(3 + 2 * t).append(")]] Texture2D StretchyAtlasTexture").append(t).append(";\n");
            s.append("[[vk::binding(").append(4 + 2 * t).append(")]] SamplerState StretchyAtlasSampler").append(t).append(";\n");
        }
        s.append("\n[numthreads(").append(DeformerBindings.GROUP_SIZE).append(", 1, 1)]\n");
        s.append("void ").append(HLSL_ENTRY).append("(uint3 Id : SV_DispatchThreadID)\n{\n");
        s.append("\tuint Count, Stride;\n\tStretchyAtlasVertices.GetDimensions(Count, Stride);\n");
        s.append("\tif (Id.x >= Count) return;\n");
        s.append("\tFMaterialVertexParameters Parameters = (FMaterialVertexParameters)0;\n");
        s.append("\tconst float4 Vertex4 = StretchyAtlasVertices[Id.x];\n\tconst float3 Vertex = Vertex4.xyz;\n");
        if (vertexWeight() != null) {
            s.append("\tconst float ").append(CustomNodeFunction.vertexArgument(vertexWeight())).append(" = StretchyAtlasMasks[Id.x];\n");
        }
        s.append("\tconst uint Base = uint(Vertex4.w) * ").append(stride()).append("u;\n");
        for (int c = 0; c < 2; c++) {
            List<String> args = new ArrayList<>();
            args.add("Parameters");
            int tex = 0;
            for (ContractInput in : contract.inputs()) {
                if (CustomNodeFunction.isVertexWeight(in)) {
                    args.add(CustomNodeFunction.vertexArgument(in));
                } else if (!in.isParameter()) {
                    args.add("Vertex");
                } else if (in.isTexture()) {
                    args.add("StretchyAtlasTexture" + tex);
                    args.add("StretchyAtlasSampler" + tex);
                    tex++;
                } else {
                    args.add(read(in, c));
                }
            }
            s.append("\tStretchyAtlasOutput[2 * Id.x + ").append(c).append("] = float4(")
                    .append(CustomNodeTranslation.of(c, contract, node).functionName()).append('(')
                    .append(String.join(", ", args)).append("), 0.0);\n");
        }
        s.append("}\n");
        return s.toString();
    }

    private String glsl() {
        StringBuilder s = new StringBuilder("#version 450\n");
        s.append("// Stretchy atlas harness: the three.js target's ").append(GLSL_PATH).append(", unchanged, one invocation per instance vertex.\n");
        defines.forEach((k, v) -> s.append("#define ").append(k).append(' ').append(v).append('\n'));
        s.append("#include \"").append(GLSL_PATH).append("\"\n\n");
        s.append("layout(local_size_x = ").append(DeformerBindings.GROUP_SIZE).append(") in;\n");
        s.append("layout(std430, binding = 0) readonly buffer StretchyAtlasVerticesBuffer { vec4 StretchyAtlasVertices[]; };\n");
        s.append("layout(std430, binding = 1) readonly buffer StretchyAtlasInstancesBuffer { vec4 StretchyAtlasInstances[]; };\n");
        s.append("layout(std430, binding = 2) writeonly buffer StretchyAtlasOutputBuffer { vec4 StretchyAtlasOutput[]; };\n");
        if (vertexWeight() != null) {
            s.append("layout(std430, binding = ").append(MASKS).append(") readonly buffer StretchyAtlasMasksBuffer { float StretchyAtlasMasks[]; };\n");
        }
        s.append("layout(binding = 3) uniform sampler2D StretchyAtlasTexture0;\n");
        s.append("layout(binding = 4) uniform sampler2D StretchyAtlasTexture1;\n");
        s.append("\nvoid main() {\n");
        s.append("  uint Id = gl_GlobalInvocationID.x;\n");
        s.append("  if (Id >= uint(StretchyAtlasVertices.length())) return;\n");
        s.append("  vec4 Vertex4 = StretchyAtlasVertices[Id];\n  vec3 Vertex = Vertex4.xyz;\n");
        if (vertexWeight() != null) {
            s.append("  float ").append(CustomNodeFunction.vertexArgument(vertexWeight())).append(" = StretchyAtlasMasks[Id];\n");
        }
        s.append("  uint Base = uint(Vertex4.w) * ").append(stride()).append("u;\n");
        for (int c = 0; c < 2; c++) {
            List<String> args = new ArrayList<>();
            int tex = 0;
            for (ContractInput in : contract.inputs()) {
                if (CustomNodeFunction.isVertexWeight(in)) args.add(CustomNodeFunction.vertexArgument(in));
                else if (!in.isParameter()) args.add("Vertex");
                else if (in.isTexture()) args.add("StretchyAtlasTexture" + tex++);
                else args.add(read(in, c));
            }
            s.append("  StretchyAtlasOutput[2u * Id + ").append(c).append("u] = vec4(").append(GLSL_FUNCTION).append('(')
                    .append(String.join(", ", args)).append("), 0.0);\n");
        }
        s.append("}\n");
        return s.toString();
    }

    public SpirvModule compile(ShaderCompiler.Optimisation optimisation) {
        if (language == Language.HLSL) {
            return ShaderCompiler.compileCompute(source(), "StretchyAtlasHarness.hlsl", HLSL_ENTRY,
                    Map.of(node.virtualPath(), text), optimisation);
        }
        return ShaderCompiler.compileCompute(ShaderCompiler.Language.GLSL, source(), "StretchyAtlasHarness.comp", GLSL_ENTRY,
                Map.of(GLSL_PATH, text), optimisation);
    }

    public String entryPoint() {
        return language == Language.HLSL ? HLSL_ENTRY : GLSL_ENTRY;
    }

    /**
     * The dispatch's resources: every instance's vertices, its data, the atlas ({@code width} texels by {@code rows}
     * rows, row-major {@code [r * width + i]}).
     */
    public List<ComputeResource> resources(List<Instance> instances, double[][] positionAtlas, double[][] tangentAtlas,
                                           int width, int rows) {
        int vertexCount = vertexCount(instances);
        boolean maskRows = masksInVertices && vertexWeight() != null;
        float[] v = new float[4 * vertexCount * (maskRows ? dev.stretchy.model.ShaderGoldenModel.MASK_ROWS : 1)];
        float[] masks = new float[vertexCount];
        int stride = stride();
        float[] slots = new float[4 * stride * instances.size()];
        int at = 0;
        List<ContractInput> perAtlas = atlasInputs();
        int groups = layout.count() / layout.groupSize();
        for (int i = 0; i < instances.size(); i++) {
            Instance inst = instances.get(i);
            for (int j = 0; j < inst.vertices().length; j++) {
                for (int k = 0; k < 3; k++) v[4 * at + k] = (float) inst.vertices()[j][k];
                v[4 * at + 3] = i;
                masks[at] = inst.masks() == null ? 1f : (float) inst.masks()[j];
                if (maskRows) v[4 * (vertexCount + at)] = masks[at];
                at++;
            }
            for (int k = 0; k < layout.count(); k++) slots[4 * stride * i + k] = (float) inst.floats()[k];
            for (int j = 0; j < perAtlas.size(); j++) {
                double[] value = inst.atlasInputs().get(perAtlas.get(j).base());
                if (value == null) throw new IllegalArgumentException("instance " + i + " lacks " + perAtlas.get(j).base());
                for (int k = 0; k < value.length; k++) slots[4 * (stride * i + groups + j) + k] = (float) value[k];
            }
        }
        if (instances.size() >= 1 << 24) throw new IllegalArgumentException("instance indices must be exact in float32");
        List<ComputeResource> r = new ArrayList<>();
        r.add(new ComputeResource.Buffer(0, v, false));
        r.add(new ComputeResource.Buffer(1, slots, false));
        r.add(new ComputeResource.Buffer(2, new float[8 * vertexCount], true));
        if (vertexWeight() != null && !maskRows) r.add(new ComputeResource.Buffer(MASKS, masks, false));
        float[] pos = rgba(positionAtlas, width * rows);
        float[] tan = rgba(tangentAtlas, width * rows);
        if (language == Language.HLSL) {
            r.add(new ComputeResource.Texture(3, 4, width, rows, pos));
            r.add(new ComputeResource.Texture(5, 6, width, rows, tan));
        } else {
            r.add(new ComputeResource.CombinedTexture(3, width, rows, pos));
            r.add(new ComputeResource.CombinedTexture(4, width, rows, tan));
        }
        return r;
    }

    static int vertexCount(List<Instance> instances) {
        return instances.stream().mapToInt(i -> i.vertices().length).sum();
    }

    private static float[] rgba(double[][] texels, int count) {
        if (texels.length != count) throw new IllegalArgumentException("atlas has " + texels.length + " texels, expected " + count);
        float[] out = new float[4 * count];
        for (int i = 0; i < count; i++) for (int k = 0; k < 4; k++) out[4 * i + k] = (float) texels[i][k];
        return out;
    }

    /** Runs one dispatch; {@code result[frame][instance][vertex]} is the offset (frame 0 current, 1 previous). */
    public double[][][][] run(VulkanDevice device, SpirvModule module, List<Instance> instances, double[][] positionAtlas,
                              double[][] tangentAtlas, int width, int rows) {
        return run(device, module, entryPoint(), instances, positionAtlas, tangentAtlas, width, rows);
    }

    /** {@link #run} of another shader with this harness's layout (the in-engine test shader's atlas permutation). */
    double[][][][] run(VulkanDevice device, SpirvModule module, String entryPoint, List<Instance> instances,
                       double[][] positionAtlas, double[][] tangentAtlas, int width, int rows) {
        int vertexCount = vertexCount(instances);
        try (ComputePipeline p = new ComputePipeline(device, module, entryPoint,
                resources(instances, positionAtlas, tangentAtlas, width, rows), DeformerBindings.groups(vertexCount))) {
            p.dispatch();
            float[] out = p.read(2);
            double[][][][] r = new double[2][instances.size()][][];
            int at = 0;
            for (int i = 0; i < instances.size(); i++) {
                int n = instances.get(i).vertices().length;
                for (int c = 0; c < 2; c++) r[c][i] = new double[n][3];
                for (int j = 0; j < n; j++, at++) {
                    for (int c = 0; c < 2; c++) for (int k = 0; k < 3; k++) r[c][i][j][k] = out[4 * (2 * at + c) + k];
                }
            }
            return r;
        }
    }

    /**
     * A {@code SplineAtlasDeform} golden file in one dispatch of {@code module} (entry {@code entryPoint}, this harness's
     * layout): its instances as the harness's, the outputs instance-major as the file's {@code expected} and
     * {@code expectedPrev} rows.
     */
    public Map<String, double[][]> evaluate(VulkanDevice device, SpirvModule module, String entryPoint, SplineAtlasDeformCase c) {
        double[][][][] out = run(device, module, entryPoint, instances(c), c.atlas().positionTexels(), c.atlas().tangentTexels(),
                c.atlas().sampleCount(), c.atlas().rowCount());
        Map<String, double[][]> actual = new LinkedHashMap<>();
        for (int frame = 0; frame < 2; frame++) {
            List<double[]> rows = new ArrayList<>();
            for (double[][] instance : out[frame]) rows.addAll(List.of(instance));
            actual.put(frame == 0 ? "expected" : "expectedPrev", rows.toArray(double[][]::new));
        }
        return actual;
    }

    /** The file's instances as the harness's: the 16 floats, the per-atlas inputs (plane normal +Y: the files are 3D), the mesh. */
    public static List<Instance> instances(SplineAtlasDeformCase c) {
        Map<String, Object> perAtlas = new LinkedHashMap<>(c.atlasInputs());
        perAtlas.put("VelocityPlaneNormalLocal", dev.stretchy.reference.Vec3.Y);
        // The per-atlas feature flags (10.5) as the file gives them (golden-format.md "features"), off where it has none.
        if (c.featureInputs().closedLoop() != null) perAtlas.put("ClosedLoop", c.featureInputs().closedLoop());
        if (c.featureInputs().bakedRoll() != null) perAtlas.put("BakedRoll", c.featureInputs().bakedRoll());
        for (String k : dev.stretchy.reference.SplineFeatures.NAMES) perAtlas.putIfAbsent(k, 0.0);
        Map<String, double[]> values = values(perAtlas);
        double[][] vertices = c.vertices().stream().map(dev.stretchy.reference.Vec3::toArray).toArray(double[][]::new);
        double[] masks = new double[vertices.length];
        for (int k = 0; k < masks.length; k++) masks[k] = c.mask(k);
        List<Instance> instances = new ArrayList<>();
        for (double[] f : c.instances()) instances.add(new Instance(f, values, vertices, masks));
        return instances;
    }

    /** Per-atlas values of {@code instance} by base name, as the layout leaves them (for callers building instances). */
    public static Map<String, double[]> values(Map<String, ?> m) {
        Map<String, double[]> out = new LinkedHashMap<>();
        m.forEach((k, v) -> out.put(k, v instanceof dev.stretchy.reference.Vec3 x ? x.toArray()
                : new double[] {((Number) v).doubleValue()}));
        return out;
    }
}
