package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ContractInput;
import dev.stretchy.model.CustomNode;
import dev.stretchy.model.ParameterContract;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A compute shader that runs a generated deformer as Unreal runs it: the prelude Common.ush gives, the Custom node
 * function(s) the translator emits (one for the current frame and, with {@code calls = 2}, a second for the
 * previous frame, as the previous-frame switch has both in one material shader), and an entry point that evaluates
 * them per vertex. The node's {@code #include} of the virtual path resolves to the rendered {@code .ush}.
 *
 * <p>Bindings: 0 vertices (float4), 1 input slots (float4 each: the contract's non-texture inputs after
 * LocalPosition, current values then previous-frame values), 2 output (float4 per vertex and call), then an
 * (image, sampler) pair per texture input from binding 3.
 */
public final class DeformerHarness {
    public static final String ENTRY_POINT = "StretchyHarnessMain";
    static final int GROUP_SIZE = 64;
    static final int VERTICES = 0;
    static final int INPUTS = 1;
    static final int OUTPUT = 2;
    static final int FIRST_TEXTURE = 3;

    private final ParameterContract contract;
    private final CustomNode node;
    private final String ush;
    private final int calls;
    private final HarnessOptions options;

    public DeformerHarness(ParameterContract contract, CustomNode node, String ush, int calls) {
        this(contract, node, ush, calls, HarnessOptions.STANDARD);
    }

    DeformerHarness(ParameterContract contract, CustomNode node, String ush, int calls, HarnessOptions options) {
        if (calls != 1 && calls != 2) throw new IllegalArgumentException("calls must be 1 or 2");
        if (!contract.inputs().get(0).base().equals("LocalPosition")) {
            throw new IllegalArgumentException(contract.kernel() + ": the first input must be the vertex");
        }
        this.contract = contract;
        this.node = node;
        this.ush = ush;
        this.calls = calls;
        this.options = options;
    }

    DeformerHarness with(HarnessOptions o) {
        return new DeformerHarness(contract, node, ush, calls, o);
    }

    HarnessOptions options() {
        return options;
    }

    public ParameterContract contract() {
        return contract;
    }

    public int calls() {
        return calls;
    }

    /** Inputs fed from the slot buffer, in contract order. */
    List<ContractInput> slotInputs() {
        return contract.inputs().stream().filter(i -> i.isParameter() && !i.isTexture()).toList();
    }

    List<ContractInput> textureInputs() {
        return contract.inputs().stream().filter(ContractInput::isTexture).toList();
    }

    public Map<String, String> virtualFiles() {
        return Map.of(node.virtualPath(), ush);
    }

    public String source() {
        StringBuilder s = new StringBuilder();
        s.append("// Stretchy shader harness for ").append(contract.kernel()).append(": the Custom node as Unreal emits it.\n");
        s.append(CommonUshPrelude.text(options.countFetches(), options.filter())).append('\n');
        for (int c = 0; c < calls; c++) s.append(CustomNodeTranslation.of(c, contract, node).emit()).append('\n');
        s.append("[[vk::binding(").append(VERTICES).append(")]] StructuredBuffer<float4> StretchyHarnessVertices;\n");
        s.append("[[vk::binding(").append(INPUTS).append(")]] StructuredBuffer<float4> StretchyHarnessInputs;\n");
        s.append("[[vk::binding(").append(OUTPUT).append(")]] RWStructuredBuffer<float4> StretchyHarnessOutput;\n");
        List<ContractInput> textures = textureInputs();
        for (int t = 0; t < textures.size(); t++) {
            s.append("[[vk::binding(").append(FIRST_TEXTURE + 2 * t).append(")]] Texture2D StretchyHarnessTexture").append(t).append(";\n");
            s.append("[[vk::binding(").append(FIRST_TEXTURE + 2 * t + 1).append(")]] SamplerState StretchyHarnessSampler").append(t).append(";\n");
        }
        s.append("\n[numthreads(").append(GROUP_SIZE).append(", 1, 1)]\n");
        s.append("void ").append(ENTRY_POINT).append("(uint3 Id : SV_DispatchThreadID)\n{\n");
        s.append("\tuint Count, Stride;\n\tStretchyHarnessVertices.GetDimensions(Count, Stride);\n");
        s.append("\tif (Id.x >= Count) return;\n");
        s.append("\tFMaterialVertexParameters Parameters = (FMaterialVertexParameters)0;\n");
        s.append("\tconst float3 Vertex = StretchyHarnessVertices[Id.x].xyz;\n");
        int slots = slotInputs().size();
        for (int c = 0; c < calls; c++) {
            List<String> args = new ArrayList<>();
            args.add("Parameters");
            int slot = c * slots;
            int tex = 0;
            for (ContractInput in : contract.inputs()) {
                if (!in.isParameter()) {
                    args.add("Vertex");
                } else if (in.isTexture()) {
                    args.add("StretchyHarnessTexture" + tex);
                    args.add("StretchyHarnessSampler" + tex);
                    tex++;
                } else {
                    args.add("StretchyHarnessInputs[" + slot++ + "]" + (in.kind() == ContractInput.Kind.SCALAR ? ".x" : ".xyz"));
                }
            }
            s.append("\tStretchyHarnessOutput[").append(calls).append(" * Id.x + ").append(c).append("] = float4(")
                    .append(CustomNodeTranslation.of(c, contract, node).functionName()).append('(')
                    .append(String.join(", ", args)).append("), 0.0);\n");
        }
        s.append("}\n");
        return s.toString();
    }

    public SpirvModule compile(ShaderCompiler.Optimisation optimisation) {
        return ShaderCompiler.compileCompute(source(), "StretchyHarness" + contract.kernel() + ".hlsl", ENTRY_POINT,
                virtualFiles(), optimisation);
    }

    /**
     * Resources for one evaluation batch.
     *
     * @param current  values by base name (scalars length 1, vectors length 3)
     * @param previous previous-frame values of animated inputs; missing ones take the current value
     * @param textures RGBA texels by base name, {@code [texel][4]}, one row
     */
    public List<ComputeResource> resources(double[][] vertices, Map<String, double[]> current, Map<String, double[]> previous,
                                           Map<String, double[][]> textures) {
        if (vertices.length == 0) throw new IllegalArgumentException("no vertices");
        float[] v = new float[4 * vertices.length];
        for (int i = 0; i < vertices.length; i++) for (int k = 0; k < 3; k++) v[4 * i + k] = (float) vertices[i][k];
        List<ContractInput> slotInputs = slotInputs();
        float[] slots = new float[4 * slotInputs.size() * calls];
        for (int c = 0; c < calls; c++) {
            for (int j = 0; j < slotInputs.size(); j++) {
                ContractInput in = slotInputs.get(j);
                int frame = options.swapFrames() ? 1 - c : c;
                double[] value = frame == 1 && in.animated() && previous.containsKey(in.base()) ? previous.get(in.base())
                        : current.get(in.base());
                if (value == null) throw new IllegalArgumentException(contract.kernel() + " input " + in.base() + " missing");
                int width = in.kind() == ContractInput.Kind.SCALAR ? 1 : 3;
                if (value.length != width) {
                    throw new IllegalArgumentException(in.base() + " has " + value.length + " components, expected " + width);
                }
                for (int k = 0; k < width; k++) slots[4 * (c * slotInputs.size() + j) + k] = (float) value[k];
            }
        }
        List<ComputeResource> r = new ArrayList<>();
        r.add(new ComputeResource.Buffer(VERTICES, v, false));
        r.add(new ComputeResource.Buffer(INPUTS, slots, false));
        r.add(new ComputeResource.Buffer(OUTPUT, new float[4 * calls * vertices.length], true));
        if (options.countFetches()) r.add(new ComputeResource.Buffer(CommonUshPrelude.FETCH_COUNTER_BINDING, new float[1], true));
        List<ContractInput> tex = textureInputs();
        for (int t = 0; t < tex.size(); t++) {
            double[][] texels = textures.get(tex.get(t).base());
            if (texels == null || texels.length == 0) throw new IllegalArgumentException("texture " + tex.get(t).base() + " missing");
            float[] rgba = new float[4 * texels.length];
            for (int i = 0; i < texels.length; i++) {
                if (texels[i].length != 4) throw new IllegalArgumentException(tex.get(t).base() + " texel " + i + " is not RGBA");
                for (int k = 0; k < 4; k++) rgba[4 * i + k] = (float) texels[i][k];
            }
            r.add(new ComputeResource.Texture(FIRST_TEXTURE + 2 * t, FIRST_TEXTURE + 2 * t + 1, texels.length, 1, rgba));
        }
        return r;
    }

    public static int groups(int vertices) {
        return (vertices + GROUP_SIZE - 1) / GROUP_SIZE;
    }

    /** Evaluates every vertex; {@code result[call][vertex]} is the offset (call 0 current, 1 previous frame). */
    public double[][][] evaluate(VulkanDevice device, SpirvModule module, double[][] vertices, Map<String, double[]> current,
                                 Map<String, double[]> previous, Map<String, double[][]> textures) {
        try (ComputePipeline p = new ComputePipeline(device, module, ENTRY_POINT,
                resources(vertices, current, previous, textures), groups(vertices.length))) {
            p.dispatch();
            float[] out = p.read(OUTPUT);
            double[][][] r = new double[calls][vertices.length][3];
            for (int i = 0; i < vertices.length; i++) {
                for (int c = 0; c < calls; c++) for (int k = 0; k < 3; k++) r[c][i][k] = out[4 * (calls * i + c) + k];
            }
            return r;
        }
    }
}
