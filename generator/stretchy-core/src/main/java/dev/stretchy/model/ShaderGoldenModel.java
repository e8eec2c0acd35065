package dev.stretchy.model;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.spec.Spec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The plugin's in-engine shader golden test (automation test {@code <Plugin>.Shaders.Golden}): one compute shader,
 * {@code Shaders/Private/<Plugin>ShaderGolden.usf}, with one permutation per deformer kernel. Each permutation wraps
 * the kernel's {@code .ush} exactly as its material function's Custom node does ({@link CustomNodeFunction}) and
 * evaluates it twice per vertex: the current and the previous frame (offsets), or the rest normal and the rest
 * tangent with the current inputs (normals). Resources follow the Vulkan harnesses' layouts, so the same {@code .usf}
 * runs there: 0 vertices, 1 input slots (current frame's, then previous), 2 output (two rows per vertex), then a
 * texture and a sampler per texture input. The atlas permutation (math spec section 9) reads every instance's copy of
 * the mesh (w: the instance; with a stretch mask, a second block of rows after the positions holds each row's mask in
 * x), per instance its 16 floats ({@link InstanceLayout}) then the per-atlas inputs.
 *
 * @param usf         the shader file name under {@code Shaders/Private/}
 * @param virtualPath its virtual path, what the global shader class names
 * @param entryPoint  the compute entry point
 * @param kernelDefine the permutation's define (0..kernels-1)
 * @param bindingMacro a macro the file defines empty; a Vulkan harness defines it to place each resource
 * @param prefix      the resource name prefix (the plugin's name + {@code Golden})
 * @param kernels     the permutations, in order
 * @param normalsMode the spline normal shader's mode ({@code exact}, {@code rotate}): a file's normals of another
 *                    mode are not this plugin's to check
 * @param orientation the spline shaders' orientation mode
 * @param features    the math spec section 10 features the shaders implement ({@link #features(Spec)})
 * @param others      golden kernels no permutation evaluates, each with the reason its SKIP line gives
 */
public record ShaderGoldenModel(String usf, String virtualPath, String entryPoint, String kernelDefine, String bindingMacro,
                                String prefix, String parametersType, List<Kernel> kernels, String normalsMode,
                                String orientation, List<String> features, List<Other> others) {
    public ShaderGoldenModel {
        kernels = List.copyOf(kernels);
        features = List.copyOf(features);
        others = List.copyOf(others);
    }

    /**
     * The math spec section 10 features (golden {@code features} words, sorted) the plugin's shaders compute: those the
     * spec uses that the Unreal target implements, which are the features whose inputs its parameter contract carries
     * ({@link ParameterContract#splineDeform(Spec, dev.stretchy.spec.Target)}; mode B's roll lives in its quaternions).
     * The plugin ships no case that needs another, and its in-engine test skips such a case by name.
     */
    public static List<String> features(Spec spec) {
        return spec.splineDeform().features().stream().filter(dev.stretchy.spec.Target.UNREAL.features()::contains).sorted().toList();
    }

    /**
     * The feature choice per kernel, in one place: whether the permutations of golden kernel {@code golden} evaluate the
     * section 10 inputs. The spline kernels do (single curve, its normals and the atlas, whose mask is a second block of
     * vertex rows since w carries the instance); the velocity kernels have none.
     */
    public static boolean uploadsFeatures(String golden) {
        return golden.equals("SplineDeform") || golden.equals("SplineAtlasDeform");
    }

    /** The section 10 features the permutations of golden kernel {@code golden} evaluate in the plugin of {@code spec}. */
    public static List<String> features(Spec spec, String golden) {
        return uploadsFeatures(golden) ? features(spec) : List.of();
    }

    /** A golden kernel without a permutation, and why (another automation test checks it, or the shaders cannot). */
    public record Other(String golden, String reason) {}

    /**
     * Why the in-engine test skips a golden file of {@code kernel}, orientation {@code mode} (null: none) needing
     * {@code features}, or null when its permutations evaluate it: the rule the generated core's plan follows, in its
     * order (no permutation, another mode, missing features).
     */
    public String skipReason(String kernel, String mode, List<String> needs) {
        if (kernels.stream().noneMatch(k -> k.golden().equals(kernel))) {
            return others.stream().filter(o -> o.golden().equals(kernel)).map(Other::reason).findFirst()
                    .orElse("no permutation of this test shader evaluates kernel " + kernel);
        }
        if (mode != null && !mode.isEmpty() && !mode.equals(orientation)) {
            return "mode " + mode + "; this plugin's shaders are " + orientation;
        }
        List<String> evaluated = kernels.stream().filter(k -> k.golden().equals(kernel)).findFirst().orElseThrow().features();
        List<String> missing = needs.stream().filter(f -> !evaluated.contains(f)).toList();
        if (missing.isEmpty()) return null;
        return "needs " + String.join(", ", missing);
    }

    /** The per-instance floats an atlas instance carries (section 9.2). */
    public int instanceFloats() {
        return InstanceLayout.STANDARD.count();
    }

    /** The distinct slot tables, each named by the first kernel that has it. */
    public List<Kernel> slotTables() {
        return kernels.stream().filter(k -> k.slotTable().equals(k.enumerator() + "Slots")).toList();
    }

    /** The distinct texture-name tables, likewise. */
    public List<Kernel> textureTables() {
        return kernels.stream().filter(k -> k.textureTable().equals(k.enumerator() + "Textures")).toList();
    }

    /** The vertex rows a dispatch reads per vertex: the position, then (normals) the rest normal and tangent. */
    public static final int NORMALS_ROWS = 3;
    /** The atlas with a stretch mask: the position (w its instance), then the mask (x). */
    public static final int MASK_ROWS = 2;
    /** Output rows per vertex: two evaluations. */
    public static final int CALLS = 2;
    /** Threads per group (the Vulkan harness dispatches groups of the same size). */
    public static final int GROUP_SIZE = 64;

    public int normalsRows() {
        return NORMALS_ROWS;
    }

    public int outputsPerVertex() {
        return CALLS;
    }

    /** The most texture inputs of any kernel (the parameter struct declares that many). */
    public int maxTextures() {
        return kernels.stream().mapToInt(k -> k.textures().size()).max().orElse(0);
    }

    public int groupSize() {
        return GROUP_SIZE;
    }

    /**
     * One permutation.
     *
     * @param index     its value of {@link #kernelDefine}
     * @param golden    the golden files' kernel it evaluates ({@code SplineDeform}, {@code VelocityStretch})
     * @param normals   whether it turns normals (math spec section 8) rather than computing offsets
     * @param function  the Custom node function, as the translator emits it
     * @param functionName its name
     * @param slots     the slot inputs, in slot order
     * @param textures  the texture inputs' base names, in binding order
     * @param calls     the two call expressions (current / previous, or normal / tangent)
     * @param instanceStride the atlas permutation: float4 rows per instance in the input buffer; 0 for the others
     * @param slotTable the C++ name of its slot table (kernels with the same slots share one)
     * @param textureTable the C++ name of its texture-name table, likewise; empty without textures
     * @param features  the section 10 features it evaluates (the plugin's, or none: {@link #uploadsFeatures})
     * @param vertexWeight the variable of each vertex's stretch mask, or empty when the permutation reads none: the fourth
     *                  value of its position row, or for the atlas (whose fourth value is the instance) the x of its row
     *                  in the second block
     * @param vertexRows the vertex rows per vertex: 1, {@link #NORMALS_ROWS} for a normal kernel, {@link #MASK_ROWS} for
     *                  the atlas with a mask
     */
    public record Kernel(int index, String golden, boolean normals, String function, String functionName, List<Slot> slots,
                         List<String> textures, List<String> calls, int instanceStride, String slotTable, String textureTable,
                         List<String> features, String vertexWeight, int vertexRows, List<String> outputLocals) {
        public Kernel {
            outputLocals = List.copyOf(outputLocals);
            slots = List.copyOf(slots);
            textures = List.copyOf(textures);
            calls = List.copyOf(calls);
            features = List.copyOf(features);
        }

        /** The C++ enumerator name. */
        public String enumerator() {
            return golden + (normals ? "Normal" : "");
        }
    }

    /**
     * A slot input: its golden-file name, 1 or 3 components, whether the previous frame has its own value; for the atlas,
     * the per-instance float it comes from in the current and the previous frame (the first of three for a vector), -1
     * for a per-atlas input (and for every slot of the other kernels); whether it is a section 10 input, which a file
     * without its feature lacks and which is then 0 (its feature off, docs/golden-format.md).
     */
    public record Slot(String base, int width, boolean animated, int instanceFloat, int prevInstanceFloat, boolean optional) {}

    public static ShaderGoldenModel of(Spec spec) {
        PluginModel plugin = PluginModel.of(spec);
        String n = plugin.name();
        String prefix = n + "Golden";
        String usf = n + "ShaderGolden.usf";
        String parametersType = "F" + n + "GoldenVertexParameters";
        List<Kernel> kernels = new ArrayList<>();
        ParameterContract spline = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL);
        ParameterContract velocity = ParameterContract.velocityStretch(spec);
        kernels.add(kernel(kernels, prefix, parametersType, "SplineDeform", false, spline, CustomNode.splineDeform(plugin), spec));
        kernels.add(kernel(kernels, prefix, parametersType, "VelocityStretch", false, velocity,
                CustomNode.velocityStretch(plugin), spec));
        if (spec.splineDeform().normals() != NormalsMode.OFF) {
            kernels.add(kernel(kernels, prefix, parametersType, "SplineDeform", true, spline.withNormalAndTangent(),
                    CustomNode.splineDeformNormal(plugin), spec));
        }
        kernels.add(kernel(kernels, prefix, parametersType, "VelocityStretch", true, velocity.withNormalAndTangent(),
                CustomNode.velocityStretchNormal(plugin), spec));
        List<Other> others = new ArrayList<>();
        others.add(new Other("SplineBake", "checked by " + n + ".Bake (the bake on the engine's spline), not by a shader"));
        others.add(new Other("VelocityController", "checked by " + n + ".Velocity (the controller on the CPU), not by a shader"));
        // The atlas files are 3D (docs/golden-format.md); a 2D plugin's atlas squash is another computation.
        if (spec.velocityStretch().dimensions() == 3) {
            kernels.add(kernel(kernels, prefix, parametersType, "SplineAtlasDeform", false,
                    ParameterContract.splineAtlasDeform(spec, dev.stretchy.spec.Target.UNREAL), CustomNode.splineAtlasDeform(plugin),
                    spec));
        } else {
            others.add(new Other("SplineAtlasDeform", "the atlas golden files are 3D; this plugin's velocity squash is 2D"));
        }
        return new ShaderGoldenModel(usf, plugin.shaderVirtualDir() + "/Private/" + usf, "MainCS",
                n.toUpperCase(Locale.ROOT) + "_GOLDEN_KERNEL", n.toUpperCase(Locale.ROOT) + "_GOLDEN_BINDING", prefix,
                parametersType, kernels, spec.splineDeform().normals().word(),
                spec.splineDeform().orientation().word(), features(spec), others);
    }

    private static Kernel kernel(List<Kernel> before, String prefix, String parametersType, String golden, boolean normals,
                                 ParameterContract contract, CustomNode node, Spec spec) {
        String name = prefix + contract.kernel();
        boolean atlas = golden.equals("SplineAtlasDeform");
        InstanceLayout layout = InstanceLayout.STANDARD;
        ParameterContract fed = contract;
        List<Slot> slots = CustomNodeFunction.slotInputs(fed).stream()
                .map(i -> new Slot(i.base(), i.kind() == ContractInput.Kind.SCALAR ? 1 : 3, i.animated(),
                        atlas ? layout.source(i.base(), 0) : -1, atlas ? layout.source(i.base(), 1) : -1,
                        ParameterContract.optional(i))).toList();
        List<String> textures = contract.inputs().stream().filter(ContractInput::isTexture).map(ContractInput::base).toList();
        String vertexWeight = contract.inputs().stream().filter(CustomNodeFunction::isVertexWeight)
                .map(CustomNodeFunction::vertexArgument).findFirst().orElse("");
        List<String> calls = new ArrayList<>();
        for (int c = 0; c < CALLS; c++) {
            int frame = normals ? 0 : c;
            calls.add(CustomNodeFunction.output(contract, c, name, CustomNodeFunction.arguments(contract,
                    in -> atlas ? layout.read(prefix + "Inputs", fed, in, frame)
                            : CustomNodeFunction.slotRead(prefix + "Inputs", fed, frame, in),
                    t -> prefix + "Texture" + t, t -> prefix + "Sampler" + t,
                    CustomNodeFunction::vertexArgument)));
        }
        String enumerator = golden + (normals ? "Normal" : "");
        String table = before.stream().filter(k -> k.slots().equals(slots)).map(Kernel::slotTable).findFirst()
                .orElse(enumerator + "Slots");
        String textureTable = textures.isEmpty() ? "" : before.stream().filter(k -> k.textures().equals(textures))
                .map(Kernel::textureTable).findFirst().orElse(enumerator + "Textures");
        return new Kernel(before.size(), golden, normals, CustomNodeFunction.emit("MaterialFloat3", name, parametersType, contract,
                node, "\n"), name, slots, textures, calls, atlas ? layout.stride(fed) : 0, table,
                textureTable, features(spec, golden), vertexWeight,
                normals ? NORMALS_ROWS : atlas && !vertexWeight.isEmpty() ? MASK_ROWS : 1, CustomNodeFunction.outputLocals(contract));
    }

}
