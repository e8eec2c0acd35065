package dev.stretchy.verify.vulkan;

import dev.stretchy.contract.Orientation;
import dev.stretchy.golden.SplineAtlasDeformCase;
import dev.stretchy.model.ShaderGoldenModel;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.GeneratedSource;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The in-engine test shader's atlas permutation ({@code <Plugin>ShaderGolden.usf}, math spec section 9) on the Vulkan
 * device: the generated text (with an edit: a planted fault) compiled at that permutation, fed in the atlas harness's
 * layout ({@link AtlasHarness}: the layout the {@code .usf} reads and the plugin's core packs), one dispatch per
 * {@code SplineAtlasDeform} file. A file of another orientation mode runs with the {@code .usf} of the spec in that mode,
 * what that mode's plugin evaluates, so every atlas file is proved whatever the spec's mode.
 */
final class ShaderGoldenAtlas {
    private final Spec spec;
    private final GeneratedSource source;
    private final UnaryOperator<String> usfEdit;
    private final Map<Orientation, SpirvModule> modules = new EnumMap<>(Orientation.class);

    ShaderGoldenAtlas(Spec spec, GeneratedSource source, UnaryOperator<String> usfEdit) {
        this.spec = spec;
        this.source = source;
        this.usfEdit = usfEdit;
    }

    /** The file's {@code expected} and {@code expectedPrev} as the permutation computes them; null without one (2D). */
    Map<String, double[][]> evaluate(VulkanDevice device, SplineAtlasDeformCase c) {
        Spec mode = GeneratedDeformers.withOrientation(spec, c.mode());
        ShaderGoldenModel model = ShaderGoldenModel.of(mode);
        ShaderGoldenModel.Kernel atlas = model.kernels().stream().filter(k -> k.instanceStride() > 0).findFirst().orElse(null);
        if (atlas == null) return null;
        AtlasHarness harness = AtlasHarness.unrealShaderGolden(source, spec, c.mode());
        SpirvModule module = modules.computeIfAbsent(c.mode(), m -> {
            ShaderGoldenHarness.Sources files = ShaderGoldenHarness.Sources.of(mode, source, usfEdit);
            SpirvModule compiled = new ShaderGoldenHarness(model, atlas, harness.contract(), files.usf(),
                    files.ush()).compile(ShaderCompiler.Optimisation.PERFORMANCE);
            SpirvValidator.validate(compiled, model.usf() + " SplineAtlasDeform/" + m.word());
            return compiled;
        });
        return harness.evaluate(device, module, model.entryPoint(), c);
    }
}
