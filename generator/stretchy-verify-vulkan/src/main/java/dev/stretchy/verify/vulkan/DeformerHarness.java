package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ContractInput;
import dev.stretchy.model.CustomNode;
import dev.stretchy.model.CustomNodeFunction;
import dev.stretchy.model.ParameterContract;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A compute shader that runs a generated deformer as Unreal runs it: the prelude Common.ush gives, the Custom node
 * function(s) the translator emits (one for the current frame and, with {@code calls = 2}, a second for the
 * previous frame, as the previous-frame switch has both in one material shader), and an entry point that evaluates
 * them per vertex. The node's {@code #include} of the virtual path resolves to the rendered {@code .ush}. Resources
 * follow {@link DeformerBindings} (textures as separate image and sampler bindings).
 */
public final class DeformerHarness implements DeformerShader {
    public static final String ENTRY_POINT = "StretchyHarnessMain";

    private final ParameterContract contract;
    private final CustomNode node;
    private final String ush;
    private final HarnessOptions options;
    private final DeformerBindings bindings;
    /** A normal node (math spec section 8): 3 vertex rows per vertex, output 0 the normal, output 1 the tangent. */
    private final boolean normals;

    public DeformerHarness(ParameterContract contract, CustomNode node, String ush, int calls) {
        this(contract, node, ush, calls, HarnessOptions.STANDARD);
    }

    DeformerHarness(ParameterContract contract, CustomNode node, String ush, int calls, HarnessOptions options) {
        this(contract, node, ush, calls, options, false);
    }

    private DeformerHarness(ParameterContract contract, CustomNode node, String ush, int calls, HarnessOptions options,
                            boolean normals) {
        this.bindings = new DeformerBindings(contract, calls, DeformerBindings.Textures.SEPARATE);
        this.contract = contract;
        this.node = node;
        this.ush = ush;
        this.options = options;
        this.normals = normals;
    }

    /**
     * A normal node: the vertex buffer holds positions, rest normals, rest tangents
     * ({@link GlslDeformerHarness#normalsVertices}); output row 0 the normal, 1 the tangent, with the current inputs.
     * Each deformer's fused node ({@link ParameterContract#withNormalAndTangent}) fills both from one call, as the
     * material function runs it.
     */
    static DeformerHarness normals(ParameterContract contract, CustomNode node, String ush) {
        return new DeformerHarness(contract, node, ush, 2, HarnessOptions.STANDARD, true);
    }

    DeformerHarness with(HarnessOptions o) {
        return new DeformerHarness(contract, node, ush, bindings.calls(), o, normals);
    }

    @Override
    public DeformerBindings bindings() {
        return bindings;
    }

    @Override
    public String entryPoint() {
        return ENTRY_POINT;
    }

    public ParameterContract contract() {
        return contract;
    }

    public int calls() {
        return bindings.calls();
    }

    public Map<String, String> virtualFiles() {
        return Map.of(node.virtualPath(), ush);
    }

    public String source() {
        StringBuilder s = new StringBuilder();
        s.append("// Stretchy shader harness for ").append(contract.kernel()).append(": the Custom node as Unreal emits it.\n");
        s.append(CommonUshPrelude.text(options.countFetches(), options.weights())).append('\n');
        int calls = bindings.calls();
        // A fused node (additional outputs) is one function and one call that fills every output row.
        int functions = contract.additionalOutputs().isEmpty() ? calls : 1;
        for (int c = 0; c < functions; c++) s.append(CustomNodeTranslation.of(c, contract, node).emit()).append('\n');
        s.append("[[vk::binding(").append(DeformerBindings.VERTICES).append(")]] StructuredBuffer<float4> StretchyHarnessVertices;\n");
        s.append("[[vk::binding(").append(DeformerBindings.INPUTS).append(")]] StructuredBuffer<float4> StretchyHarnessInputs;\n");
        s.append("[[vk::binding(").append(DeformerBindings.OUTPUT).append(")]] RWStructuredBuffer<float4> StretchyHarnessOutput;\n");
        List<ContractInput> textures = bindings.textureInputs();
        for (int t = 0; t < textures.size(); t++) {
            s.append("[[vk::binding(").append(bindings.imageBinding(t)).append(")]] Texture2D StretchyHarnessTexture").append(t).append(";\n");
            s.append("[[vk::binding(").append(bindings.samplerBinding(t)).append(")]] SamplerState StretchyHarnessSampler").append(t).append(";\n");
        }
        s.append("\n[numthreads(").append(DeformerBindings.GROUP_SIZE).append(", 1, 1)]\n");
        s.append("void ").append(ENTRY_POINT).append("(uint3 Id : SV_DispatchThreadID)\n{\n");
        s.append("\tuint Count, Stride;\n\tStretchyHarnessVertices.GetDimensions(Count, Stride);\n");
        if (normals) s.append("\tCount /= 3;\n");
        s.append("\tif (Id.x >= Count) return;\n");
        s.append("\tFMaterialVertexParameters Parameters = (FMaterialVertexParameters)0;\n");
        s.append("\tconst float3 Vertex = StretchyHarnessVertices[Id.x].xyz;\n");
        for (ContractInput in : contract.inputs()) {
            if (CustomNodeFunction.isVertexWeight(in)) {
                s.append("\tconst float ").append(CustomNodeFunction.vertexArgument(in)).append(" = StretchyHarnessVertices[Id.x].w;\n");
            }
        }
        if (normals) {
            s.append("\tconst float3 RestNormal = StretchyHarnessVertices[Count + Id.x].xyz;\n");
            s.append("\tconst float3 RestTangent = StretchyHarnessVertices[2 * Count + Id.x].xyz;\n");
        }
        for (String local : CustomNodeFunction.outputLocals(contract)) s.append('\t').append(local).append('\n');
        for (int c = 0; c < calls; c++) {
            final int call = c;
            List<String> args = CustomNodeFunction.arguments(contract, in -> bindings.slotRead(normals ? 0 : call, in),
                    t -> "StretchyHarnessTexture" + t, t -> "StretchyHarnessSampler" + t);
            String function = CustomNodeTranslation.of(functions == 1 ? 0 : c, contract, node).functionName();
            s.append("\tStretchyHarnessOutput[").append(calls).append(" * Id.x + ").append(c).append("] = float4(")
                    .append(CustomNodeFunction.output(contract, c, function, args)).append(", 0.0);\n");
        }
        s.append("}\n");
        return s.toString();
    }

    @Override
    public SpirvModule compile(ShaderCompiler.Optimisation optimisation) {
        return ShaderCompiler.compileCompute(source(), "StretchyHarness" + contract.kernel() + ".hlsl", ENTRY_POINT,
                virtualFiles(), optimisation);
    }

    /** The shared layout's resources, plus the fetch counter when counting. */
    @Override
    public List<ComputeResource> resources(double[][] vertices, Map<String, double[]> current, Map<String, double[]> previous,
                                           Map<String, double[][]> textures) {
        List<ComputeResource> r = new ArrayList<>(bindings.resources(vertices, current, previous, textures));
        if (options.countFetches()) r.add(new ComputeResource.Buffer(CommonUshPrelude.FETCH_COUNTER_BINDING, new float[1], true));
        return r;
    }

    public static int groups(int vertices) {
        return DeformerBindings.groups(vertices);
    }
}
