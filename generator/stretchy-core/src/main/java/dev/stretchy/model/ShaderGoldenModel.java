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
 * tangent with the current inputs (normals). Resources follow the Vulkan harness's layout, so the same {@code .usf}
 * runs there: 0 vertices, 1 input slots (current frame's, then previous), 2 output (two rows per vertex), then a
 * texture and a sampler per texture input.
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
 */
public record ShaderGoldenModel(String usf, String virtualPath, String entryPoint, String kernelDefine, String bindingMacro,
                                String prefix, String parametersType, List<Kernel> kernels, String normalsMode,
                                String orientation) {
    public ShaderGoldenModel {
        kernels = List.copyOf(kernels);
    }

    /** The vertex rows a dispatch reads per vertex: the position, then (normals) the rest normal and tangent. */
    public static final int NORMALS_ROWS = 3;
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
     */
    public record Kernel(int index, String golden, boolean normals, String function, String functionName, List<Slot> slots,
                         List<String> textures, List<String> calls) {
        public Kernel {
            slots = List.copyOf(slots);
            textures = List.copyOf(textures);
            calls = List.copyOf(calls);
        }

        /** The C++ enumerator name. */
        public String enumerator() {
            return golden + (normals ? "Normal" : "");
        }
    }

    /** A slot input: its golden-file name, 1 or 3 components, whether the previous frame has its own value. */
    public record Slot(String base, int width, boolean animated) {}

    public static ShaderGoldenModel of(Spec spec) {
        PluginModel plugin = PluginModel.of(spec);
        String n = plugin.name();
        String prefix = n + "Golden";
        String usf = n + "ShaderGolden.usf";
        String parametersType = "F" + n + "GoldenVertexParameters";
        List<Kernel> kernels = new ArrayList<>();
        ParameterContract spline = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL);
        ParameterContract velocity = ParameterContract.velocityStretch(spec);
        kernels.add(kernel(kernels.size(), prefix, parametersType, "SplineDeform", false, spline, CustomNode.splineDeform(plugin)));
        kernels.add(kernel(kernels.size(), prefix, parametersType, "VelocityStretch", false, velocity,
                CustomNode.velocityStretch(plugin)));
        if (spec.splineDeform().normals() != NormalsMode.OFF) {
            kernels.add(kernel(kernels.size(), prefix, parametersType, "SplineDeform", true, spline.withDirection(),
                    CustomNode.splineDeformNormal(plugin)));
        }
        kernels.add(kernel(kernels.size(), prefix, parametersType, "VelocityStretch", true, velocity.withDirection(),
                CustomNode.velocityStretchNormal(plugin)));
        return new ShaderGoldenModel(usf, plugin.shaderVirtualDir() + "/Private/" + usf, "MainCS",
                n.toUpperCase(Locale.ROOT) + "_GOLDEN_KERNEL", n.toUpperCase(Locale.ROOT) + "_GOLDEN_BINDING", prefix,
                parametersType, kernels, spec.splineDeform().normals().word(),
                spec.splineDeform().orientation().word());
    }

    private static Kernel kernel(int index, String prefix, String parametersType, String golden, boolean normals,
                                 ParameterContract contract, CustomNode node) {
        String name = prefix + contract.kernel();
        List<Slot> slots = CustomNodeFunction.slotInputs(contract).stream()
                .map(i -> new Slot(i.base(), i.kind() == ContractInput.Kind.SCALAR ? 1 : 3, i.animated())).toList();
        List<String> textures = contract.inputs().stream().filter(ContractInput::isTexture).map(ContractInput::base).toList();
        List<String> calls = new ArrayList<>();
        for (int c = 0; c < CALLS; c++) {
            int frame = normals ? 0 : c;
            calls.add(name + "(" + String.join(", ", CustomNodeFunction.arguments(contract, c,
                    in -> CustomNodeFunction.slotRead(prefix + "Inputs", contract, frame, in),
                    t -> prefix + "Texture" + t, t -> prefix + "Sampler" + t)) + ")");
        }
        return new Kernel(index, golden, normals, CustomNodeFunction.emit("MaterialFloat3", name, parametersType, contract,
                node, "\n"), name, slots, textures, calls);
    }
}
