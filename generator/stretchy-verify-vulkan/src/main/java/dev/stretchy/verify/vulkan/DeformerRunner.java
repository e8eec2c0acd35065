package dev.stretchy.verify.vulkan;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Evaluates generated deformers on a Vulkan device. The shader for each orientation mode (or 2D/3D) comes from
 * {@link DeformerShaders}, is compiled with optimisation as a shipping build would be, validated, and kept for the
 * next case of the same shape.
 */
final class DeformerRunner implements AutoCloseable {
    private final DeformerShaders shaders;
    private final VulkanDevice device;
    private final Map<String, DeformerShader> harnesses = new HashMap<>();
    private final Map<String, SpirvModule> modules = new HashMap<>();

    DeformerRunner(DeformerShaders shaders, VulkanDevice device) {
        this.shaders = shaders;
        this.device = device;
    }

    VulkanDevice device() {
        return device;
    }

    String backendName() {
        return shaders.backendName();
    }

    /**
     * {@code result[frame][vertex]}: frame 0 the current inputs, 1 the previous frame's; {@code features} the section 10
     * features the case needs (the shaders rendered with them), a vertex row's fourth component its stretch mask.
     */
    double[][][] splineDeform(Orientation mode, java.util.Set<String> features, double[][] vertices,
                              Map<String, double[]> current, Map<String, double[]> previous, Map<String, double[][]> textures) {
        String key = "SplineDeform/" + mode.word() + featureKey(features);
        return required(key, run(key, () -> shaders.withFeatures(features).splineDeform(mode), vertices, current, previous,
                textures));
    }

    /** The features of a key, sorted so that one set gives one shader. */
    private static String featureKey(java.util.Set<String> features) {
        return features.isEmpty() ? "" : "/" + String.join("+", new java.util.TreeSet<>(features));
    }

    /** The section 10 features these shaders can run (catalogue words). */
    java.util.Set<String> features() {
        return shaders.features();
    }

    double[][][] velocityStretch(int dimensions, double[][] vertices, Map<String, double[]> current,
                                 Map<String, double[]> previous) {
        return required("VelocityStretch/" + dimensions, run("VelocityStretch/" + dimensions,
                () -> shaders.velocityStretch(dimensions), vertices, current, previous, Map.of()));
    }

    /**
     * Math spec section 8: {@code result[0]} the deformed normals, {@code result[1]} the tangents, current inputs;
     * {@code result[2]} the offset of the same evaluation where the shader computes them together, else null.
     */
    double[][][] splineNormals(Orientation mode, NormalsMode normals, java.util.Set<String> features, double[][] vertices,
                               double[][] restNormals, double[][] restTangents, Map<String, double[]> current,
                               Map<String, double[][]> textures) {
        String key = "SplineDeformNormals/" + mode.word() + "/" + normals.word() + featureKey(features);
        return normals(key, run(key, () -> shaders.withFeatures(features).splineNormals().apply(mode, normals),
                GlslDeformerHarness.normalsVertices(vertices, restNormals, restTangents), current, Map.of(), textures),
                vertices.length);
    }

    double[][][] velocityNormals(int dimensions, double[][] vertices, double[][] restNormals, double[][] restTangents,
                                 Map<String, double[]> current) {
        String key = "VelocityStretchNormals/" + dimensions;
        return normals(key, run(key, () -> shaders.velocityNormals().apply(dimensions),
                GlslDeformerHarness.normalsVertices(vertices, restNormals, restTangents), current, Map.of(), Map.of()),
                vertices.length);
    }

    /** Whether these shaders compute normals. */
    boolean hasNormals() {
        return shaders.splineNormals() != null && shaders.velocityNormals() != null;
    }

    private static double[][][] required(String key, double[][][] r) {
        if (r == null) throw new ShaderCompileException(key, "these shaders have no " + key);
        return r;
    }

    /**
     * The first {@code count} rows of each call (a normals harness runs over 3 rows per vertex), then the offsets where
     * the shader computes them in the same evaluation. {@code null} (no normals) when the shaders have none for that mode.
     */
    private double[][][] normals(String key, double[][][] r, int count) {
        if (r == null) return null;
        double[][] offsets = harnesses.get(key).offsetWithNormals()
                ? java.util.Arrays.copyOfRange(r[0], count, 2 * count) : null;
        return new double[][][] {java.util.Arrays.copyOf(r[0], count), java.util.Arrays.copyOf(r[1], count), offsets};
    }

    /** {@code null} when the shaders have none for this shape (the in-engine test shader has its spec's modes only). */
    private double[][][] run(String key, Supplier<DeformerShader> make, double[][] vertices, Map<String, double[]> current,
                             Map<String, double[]> previous, Map<String, double[][]> textures) {
        DeformerShader h = harnesses.computeIfAbsent(key, k -> make.get());
        if (h == null) return null;
        SpirvModule m = modules.computeIfAbsent(key, k -> {
            SpirvModule compiled = h.compile(ShaderCompiler.Optimisation.PERFORMANCE);
            SpirvValidator.validate(compiled, k);
            return compiled;
        });
        return h.evaluate(device, m, vertices, current, previous, textures);
    }

    @Override
    public void close() {
        device.close();
    }
}
