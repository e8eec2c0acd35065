package dev.stretchy.verify.vulkan;

import dev.stretchy.model.CustomNode;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.PluginModel;
import dev.stretchy.model.ShaderGoldenModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.GeneratedSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The plugin's in-engine golden test shader ({@code Shaders/Private/<Plugin>ShaderGolden.usf}, the text the generator
 * writes) for one permutation, compiled as the engine compiles it: the permutation's define set, {@code Common.ush}
 * answered with the harness's stand-in ({@link CommonUshPrelude}), each deformer {@code .ush} answered at its virtual
 * path. The file declares its resources in {@link DeformerBindings}' layout; the binding macro it leaves empty for the
 * engine places them here.
 */
final class ShaderGoldenHarness implements DeformerShader {
    /** The engine header the test shader includes first. */
    static final String COMMON_USH = "/Engine/Private/Common.ush";

    private final ShaderGoldenModel model;
    private final ShaderGoldenModel.Kernel kernel;
    private final String usf;
    private final Map<String, String> virtualFiles;
    private final DeformerBindings bindings;

    /**
     * {@code usf}: the generated file's text; {@code ushFiles}: each deformer's rendered {@code .ush} by virtual path;
     * {@code contract}: the kernel's contract (its slot and texture order is the file's).
     */
    ShaderGoldenHarness(ShaderGoldenModel model, ShaderGoldenModel.Kernel kernel, ParameterContract contract, String usf,
                        Map<String, String> ushFiles) {
        this.model = model;
        this.kernel = kernel;
        this.usf = usf;
        Map<String, String> files = new HashMap<>(ushFiles);
        files.put(COMMON_USH, CommonUshPrelude.TEXT);
        this.virtualFiles = Map.copyOf(files);
        this.bindings = new DeformerBindings(contract, ShaderGoldenModel.CALLS, DeformerBindings.Textures.SEPARATE);
        if (ShaderGoldenModel.GROUP_SIZE != DeformerBindings.GROUP_SIZE) {
            throw new IllegalStateException("the test shader's group size is not the harness's");
        }
    }

    @Override
    public DeformerBindings bindings() {
        return bindings;
    }

    @Override
    public String entryPoint() {
        return model.entryPoint();
    }

    /** The file as the harness compiles it: the permutation and the binding macro defined, then the file unchanged. */
    String source() {
        return "#define " + model.bindingMacro() + "(Index) [[vk::binding(Index)]]\n"
                + "#define " + model.kernelDefine() + " " + kernel.index() + "\n" + usf;
    }

    @Override
    public SpirvModule compile(ShaderCompiler.Optimisation optimisation) {
        return ShaderCompiler.compileCompute(source(), model.usf(), model.entryPoint(), virtualFiles, optimisation);
    }

    /**
     * What the test shader of {@code spec} compiles from, as {@code source} renders it: the {@code .usf} text with
     * {@code usfEdit} applied (a test plants faults there) and every deformer {@code .ush} it includes, by virtual path.
     */
    record Sources(String usf, Map<String, String> ush) {
        static Sources of(Spec spec, GeneratedSource source, UnaryOperator<String> usfEdit) {
            ShaderGoldenModel model = ShaderGoldenModel.of(spec);
            PluginModel plugin = PluginModel.of(spec);
            List<GeneratedFile> files = source.files(spec);
            String usf = usfEdit.apply(text(files, plugin.name() + "/Shaders/Private/" + model.usf()));
            Map<String, String> ush = new HashMap<>();
            GeneratedDeformers d = GeneratedDeformers.render(source, spec);
            for (GeneratedDeformers.Deformer x : List.of(d.splineDeform(), d.velocityStretch(), d.splineDeformNormal(),
                    d.velocityStretchNormal())) {
                ush.put(x.node().virtualPath(), x.ush());
            }
            ush.put(CustomNode.splineAtlasDeform(plugin).virtualPath(),
                    text(files, plugin.name() + "/Shaders/Private/" + plugin.splineAtlasDeformShader()));
            return new Sources(usf, Map.copyOf(ush));
        }

        private static String text(List<GeneratedFile> files, String path) {
            return files.stream().filter(f -> f.path().equals(path)).findFirst().map(GeneratedFile::text)
                    .orElseThrow(() -> new IllegalStateException("the generator did not produce " + path));
        }
    }
}
