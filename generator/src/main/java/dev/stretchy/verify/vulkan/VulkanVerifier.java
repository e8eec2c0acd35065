package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Orientation;
import dev.stretchy.spec.Spec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Runs golden deformer cases through the generated shaders on a Vulkan device. Each case's shader is the one the
 * spec generates for the case's mode (orientation, or 2D/3D), wrapped as the Custom node, compiled with
 * optimisation as a shipping build would be, validated, dispatched, and compared within the case's tolerance.
 */
public final class VulkanVerifier implements AutoCloseable {
    private final Spec spec;
    private final UnaryOperator<String> ushMutation;
    private final boolean swapFrames;
    private final VulkanDevice device;
    private final Map<String, SpirvModule> modules = new HashMap<>();
    private final Map<String, DeformerHarness> harnesses = new HashMap<>();

    /** Opens the device; throws {@link VulkanUnavailableException} with a one-line reason when there is none. */
    public VulkanVerifier(Spec spec) {
        this(spec, UnaryOperator.identity(), false);
    }

    /** A verifier of deliberately broken shaders, for the tests that prove the harness can fail. */
    VulkanVerifier(Spec spec, UnaryOperator<String> ushMutation, boolean swapFrames) {
        this.spec = spec;
        this.ushMutation = ushMutation;
        this.swapFrames = swapFrames;
        this.device = VulkanDevice.open();
    }

    public String deviceName() {
        return device.name();
    }

    public List<CaseResult> verify(List<KernelCase> cases) {
        List<CaseResult> out = new ArrayList<>();
        for (KernelCase c : cases) out.add(verify(c));
        return out;
    }

    public CaseResult verify(KernelCase c) {
        DeformerHarness h;
        SpirvModule m;
        try {
            h = harness(c);
            m = module(h, key(c));
        } catch (ShaderCompileException | IllegalArgumentException e) {
            return new CaseResult(c.label(), false, Double.NaN, Double.POSITIVE_INFINITY, "-", e.getMessage());
        }
        double[][][] r = h.evaluate(device, m, c.vertices(), c.inputs(), c.prevInputs(), c.textures());
        return Tolerance.compare(c, r[0], r[1]);
    }

    private static String key(KernelCase c) {
        return c.kernel() + "/" + c.mode() + "/" + c.dimensions();
    }

    private DeformerHarness harness(KernelCase c) {
        return harnesses.computeIfAbsent(key(c), k -> {
            GeneratedDeformers.Deformer d;
            if (c.kernel().equals("SplineDeform")) {
                Orientation o;
                try {
                    o = Orientation.of(c.mode());
                } catch (IllegalArgumentException e) {
                    throw new MalformedGoldenException(c.file() + ": field mode: unknown orientation '" + c.mode()
                            + "', expected one of " + Orientation.words());
                }
                d = GeneratedDeformers.render(GeneratedDeformers.withOrientation(spec, o)).splineDeform();
            } else {
                d = GeneratedDeformers.render(GeneratedDeformers.withDimensions(spec, c.dimensions())).velocityStretch();
            }
            DeformerHarness base = d.withUsh(ushMutation.apply(d.ush())).harness(2);
            return swapFrames ? base.withSwappedFrames() : base;
        });
    }

    private SpirvModule module(DeformerHarness h, String key) {
        SpirvModule m = modules.get(key);
        if (m == null) {
            m = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
            SpirvValidator.validate(m, key);
            modules.put(key, m);
        }
        return m;
    }

    @Override
    public void close() {
        device.close();
    }
}
