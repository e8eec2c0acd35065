package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ContractInput;
import dev.stretchy.model.CustomNodeFunction;
import dev.stretchy.model.ThreejsModel;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A GLSL 450 compute shader that runs one of the three.js target's deformer functions unchanged: the host's
 * defines, an {@code #include} of the rendered {@code .glsl} (answered with its text, as three.js concatenates it into
 * the material's vertex shader), the contract's inputs read from the shared {@link DeformerBindings} slots, the
 * textures as combined image samplers ({@code sampler2D}, read by the GLSL with {@code texelFetch}), and one call of
 * the function per frame's inputs. The function is pure, so the previous frame is a second call with the
 * {@code Prev} values, as the Unreal harness's second Custom node is.
 */
public final class GlslDeformerHarness implements DeformerShader {
    /** GLSL's entry point. */
    public static final String ENTRY_POINT = "main";

    /** The suffix of a deformer's function that returns the offset and writes the Jacobian (one evaluation). */
    public static final String WITH_JACOBIAN = "WithJacobian";

    /**
     * The math spec's frame constants in Unreal's frame, the golden vectors' frame (the three.js package defaults to
     * their cyclic relabelling; see docs/threejs.md).
     */
    public static final Map<String, String> UNREAL_FRAME = unrealFrame();

    private final ThreejsDeformers.Deformer deformer;
    private final Map<String, String> defines;
    private final DeformerBindings bindings;
    /** Runs the deformer's Jacobian on rest normals and tangents instead of its offset ({@link #normals}). */
    private final boolean normals;

    /**
     * @param defines macros defined before the include, in order (e.g. {@link #UNREAL_FRAME} and
     *                {@code STRETCHY_ORIENTATION})
     */
    GlslDeformerHarness(ThreejsDeformers.Deformer deformer, int calls, Map<String, String> defines) {
        this(deformer, calls, defines, false);
    }

    private GlslDeformerHarness(ThreejsDeformers.Deformer deformer, int calls, Map<String, String> defines, boolean normals) {
        this.deformer = deformer;
        this.defines = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(defines));
        this.bindings = new DeformerBindings(deformer.contract(), calls, DeformerBindings.Textures.COMBINED);
        this.normals = normals;
    }

    /**
     * Math spec section 8 through the package's {@code <function>WithJacobian} (the offset and the Jacobian from one
     * evaluation) and {@code stretchyDeformNormal/Tangent}: the vertex buffer holds the positions, then the rest
     * normals, then the rest tangents (3 rows per vertex, see {@link #normalsVertices}); call 0 is the deformed normal,
     * call 1 the deformed tangent, current inputs; call 0's rows after the vertex count hold the offset.
     */
    public static GlslDeformerHarness splineNormals(ThreejsDeformers.Deformer deformer, Spec spec, Orientation mode,
                                                    NormalsMode normals) {
        return splineNormals(deformer, spec, mode, normals, java.util.Set.of());
    }

    /** {@link #splineNormals} with the switches of section 10's {@code features} (catalogue words) on. */
    public static GlslDeformerHarness splineNormals(ThreejsDeformers.Deformer deformer, Spec spec, Orientation mode,
                                                    NormalsMode normals, java.util.Set<String> features) {
        Map<String, String> d = splineDefines(spec, mode, true, features);
        d.put("STRETCHY_NORMALS", Integer.toString(normals.index()));
        return new GlslDeformerHarness(deformer, 2, d, true);
    }

    /** The velocity deformer's normals (see {@link #splineNormals}). */
    public static GlslDeformerHarness velocityNormals(ThreejsDeformers.Deformer deformer) {
        return new GlslDeformerHarness(deformer, 2, UNREAL_FRAME, true);
    }

    /** The vertex rows of a normals harness: positions, rest normals, rest tangents, one after the other. */
    static double[][] normalsVertices(double[][] positions, double[][] normals, double[][] tangents) {
        double[][] r = new double[3 * positions.length][];
        for (int i = 0; i < positions.length; i++) {
            r[i] = positions[i];
            r[positions.length + i] = normals[i];
            r[2 * positions.length + i] = tangents[i];
        }
        return r;
    }

    /** The spline deformer in Unreal's frame with {@code STRETCHY_ORIENTATION} of {@code mode}. */
    public static GlslDeformerHarness splineDeform(ThreejsDeformers.Deformer deformer, Spec spec, Orientation mode, int calls) {
        return splineDeform(deformer, spec, mode, calls, java.util.Set.of());
    }

    /** {@link #splineDeform} with the switches of section 10's {@code features} (catalogue words) on. */
    public static GlslDeformerHarness splineDeform(ThreejsDeformers.Deformer deformer, Spec spec, Orientation mode, int calls,
                                                   java.util.Set<String> features) {
        return new GlslDeformerHarness(deformer, calls, splineDefines(spec, mode, true, features));
    }

    /** The velocity deformer in Unreal's frame (its axis and plane-normal fallbacks are frame constants too). */
    public static GlslDeformerHarness velocityStretch(ThreejsDeformers.Deformer deformer, int calls) {
        return new GlslDeformerHarness(deformer, calls, UNREAL_FRAME);
    }

    /**
     * The spline deformer's defines: the frame (or none, leaving the package's three.js defaults) and the orientation
     * index the package's own model gives {@code mode}.
     */
    static Map<String, String> splineDefines(Spec spec, Orientation mode, boolean unrealFrame) {
        return splineDefines(spec, mode, unrealFrame, java.util.Set.of());
    }

    /**
     * {@link #splineDefines(Spec, Orientation, boolean)} with the switch of each of section 10's {@code features} on,
     * as {@code SplineDeform} sets them for a deformer that uses them (the contract carries their inputs either way).
     */
    static Map<String, String> splineDefines(Spec spec, Orientation mode, boolean unrealFrame, java.util.Set<String> features) {
        Map<String, String> d = new LinkedHashMap<>(unrealFrame ? UNREAL_FRAME : Map.of());
        d.put("STRETCHY_ORIENTATION",
                Integer.toString(ThreejsModel.of(GeneratedDeformers.withOrientation(spec, mode)).orientationIndex()));
        new java.util.TreeSet<>(features).forEach(f -> d.put(featureSwitch(f), "1"));
        return d;
    }

    /** A section 10 feature's GLSL switch: its catalogue word in macro case, {@code closedLoop} → {@code STRETCHY_CLOSED_LOOP}. */
    static String featureSwitch(String feature) {
        return "STRETCHY_" + feature.replaceAll("([a-z])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
    }

    private static Map<String, String> unrealFrame() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("STRETCHY_UP", "vec3(0.0, 0.0, 1.0)");
        m.put("STRETCHY_ALT_UP", "vec3(0.0, 1.0, 0.0)");
        m.put("STRETCHY_FORWARD_FALLBACK", "vec3(1.0, 0.0, 0.0)");
        return java.util.Collections.unmodifiableMap(m);
    }

    @Override
    public boolean offsetWithNormals() {
        return normals;
    }

    @Override
    public DeformerBindings bindings() {
        return bindings;
    }

    @Override
    public String entryPoint() {
        return ENTRY_POINT;
    }

    public Map<String, String> virtualFiles() {
        return Map.of(deformer.path(), deformer.glsl());
    }

    public String source() {
        StringBuilder s = new StringBuilder("#version 450\n");
        s.append("// Stretchy shader harness for ").append(deformer.contract().kernel()).append(": the three.js target's ")
                .append(deformer.path()).append(", unchanged, as a compute shader.\n");
        defines.forEach((k, v) -> s.append("#define ").append(k).append(' ').append(v).append('\n'));
        s.append("#include \"").append(deformer.path()).append("\"\n\n");
        s.append("layout(local_size_x = ").append(DeformerBindings.GROUP_SIZE).append(") in;\n");
        s.append(buffer(DeformerBindings.VERTICES, "readonly", "StretchyHarnessVertices"));
        s.append(buffer(DeformerBindings.INPUTS, "readonly", "StretchyHarnessInputs"));
        s.append(buffer(DeformerBindings.OUTPUT, "writeonly", "StretchyHarnessOutput"));
        List<ContractInput> textures = bindings.textureInputs();
        for (int t = 0; t < textures.size(); t++) {
            s.append("layout(binding = ").append(bindings.imageBinding(t)).append(") uniform sampler2D StretchyHarnessTexture")
                    .append(t).append(";\n");
        }
        s.append("\nvoid main() {\n");
        s.append("  uint Id = gl_GlobalInvocationID.x;\n");
        if (normals) {
            s.append("  uint Count = uint(StretchyHarnessVertices.length()) / 3u;\n");
            s.append("  if (Id >= Count) return;\n");
            s.append("  vec3 Vertex = StretchyHarnessVertices[Id].xyz;\n");
            s.append(vertexWeights());
            s.append("  vec3 RestNormal = StretchyHarnessVertices[Count + Id].xyz;\n");
            s.append("  vec3 RestTangent = StretchyHarnessVertices[2u * Count + Id].xyz;\n");
            // One evaluation for the offset and the Jacobian, as the package's vertex shader makes it.
            s.append("  mat3 Jacobian;\n");
            s.append("  vec3 Offset = ").append(deformer.function()).append(WITH_JACOBIAN).append('(')
                    .append(String.join(", ", arguments(0))).append(", Jacobian);\n");
            s.append("  StretchyHarnessOutput[2u * Id] = vec4(stretchyDeformNormal(Jacobian, RestNormal), 0.0);\n");
            s.append("  StretchyHarnessOutput[2u * Id + 1u] = vec4(stretchyDeformTangent(Jacobian, RestTangent), 0.0);\n");
            s.append("  StretchyHarnessOutput[2u * (Count + Id)] = vec4(Offset, 0.0);\n");
            s.append("}\n");
            return s.toString();
        }
        s.append("  if (Id >= uint(StretchyHarnessVertices.length())) return;\n");
        s.append("  vec3 Vertex = StretchyHarnessVertices[Id].xyz;\n");
        s.append(vertexWeights());
        int calls = bindings.calls();
        for (int c = 0; c < calls; c++) {
            List<String> args = arguments(c);
            s.append("  StretchyHarnessOutput[").append(calls).append("u * Id + ").append(c).append("u] = vec4(")
                    .append(deformer.function()).append('(').append(String.join(", ", args)).append("), 0.0);\n");
        }
        s.append("}\n");
        return s.toString();
    }

    /** The function's arguments for call {@code c}: the vertex, the textures, the slot inputs of that frame. */
    private List<String> arguments(int c) {
        List<String> args = new ArrayList<>();
        int tex = 0;
        for (ContractInput in : deformer.contract().inputs()) {
            if (CustomNodeFunction.isVertexWeight(in)) args.add(CustomNodeFunction.vertexArgument(in));
            else if (!in.isParameter()) args.add("Vertex");
            else if (in.isTexture()) args.add("StretchyHarnessTexture" + tex++);
            else args.add(bindings.slotRead(c, in));
        }
        return args;
    }

    /** The per-vertex scalars (section 10.3's mask): the vertex row's fourth component, as the Unreal harness reads it. */
    private String vertexWeights() {
        StringBuilder s = new StringBuilder();
        for (ContractInput in : deformer.contract().inputs()) {
            if (CustomNodeFunction.isVertexWeight(in)) {
                s.append("  float ").append(CustomNodeFunction.vertexArgument(in)).append(" = StretchyHarnessVertices[Id].w;\n");
            }
        }
        return s.toString();
    }

    private static String buffer(int binding, String access, String name) {
        return "layout(std430, binding = " + binding + ") " + access + " buffer " + name + "Buffer { vec4 " + name + "[]; };\n";
    }

    @Override
    public SpirvModule compile(ShaderCompiler.Optimisation optimisation) {
        return ShaderCompiler.compileCompute(ShaderCompiler.Language.GLSL, source(),
                "StretchyHarness" + deformer.contract().kernel() + (normals ? "Normals" : "") + ".comp", ENTRY_POINT, virtualFiles(), optimisation);
    }
}
