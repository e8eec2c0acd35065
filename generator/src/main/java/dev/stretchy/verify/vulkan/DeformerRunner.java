package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Orientation;
import dev.stretchy.spec.Spec;
import java.util.HashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Evaluates the generated deformers on a Vulkan device. The shader for each orientation mode (or 2D/3D) is rendered
 * from the spec with that mode, wrapped as the Custom node with both frames' calls, compiled with optimisation as a
 * shipping build would be, validated, and kept for the next case of the same shape.
 */
final class DeformerRunner implements AutoCloseable {
    private final Spec spec;
    private final UnaryOperator<String> ushMutation;
    private final HarnessOptions options;
    private final VulkanDevice device;
    private final Map<String, DeformerHarness> harnesses = new HashMap<>();
    private final Map<String, SpirvModule> modules = new HashMap<>();

    DeformerRunner(Spec spec, UnaryOperator<String> ushMutation, HarnessOptions options, VulkanDevice device) {
        this.spec = spec;
        this.ushMutation = ushMutation;
        this.options = options;
        this.device = device;
    }

    VulkanDevice device() {
        return device;
    }

    /** {@code result[frame][vertex]}: frame 0 the current inputs, 1 the previous frame's. */
    double[][][] splineDeform(Orientation mode, double[][] vertices, Map<String, double[]> current,
                              Map<String, double[]> previous, Map<String, double[][]> textures) {
        String key = "SplineDeform/" + mode.word();
        DeformerHarness h = harnesses.computeIfAbsent(key, k -> prepare(
                GeneratedDeformers.render(GeneratedDeformers.withOrientation(spec, mode)).splineDeform()));
        return h.evaluate(device, module(key, h), vertices, current, previous, textures);
    }

    double[][][] velocityStretch(int dimensions, double[][] vertices, Map<String, double[]> current,
                                 Map<String, double[]> previous) {
        String key = "VelocityStretch/" + dimensions;
        DeformerHarness h = harnesses.computeIfAbsent(key, k -> prepare(
                GeneratedDeformers.render(GeneratedDeformers.withDimensions(spec, dimensions)).velocityStretch()));
        return h.evaluate(device, module(key, h), vertices, current, previous, Map.of());
    }

    private DeformerHarness prepare(GeneratedDeformers.Deformer d) {
        return d.withUsh(ushMutation.apply(d.ush())).harness(2).with(options);
    }

    private SpirvModule module(String key, DeformerHarness h) {
        return modules.computeIfAbsent(key, k -> {
            SpirvModule m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
            SpirvValidator.validate(m, k);
            return m;
        });
    }

    @Override
    public void close() {
        device.close();
    }
}
