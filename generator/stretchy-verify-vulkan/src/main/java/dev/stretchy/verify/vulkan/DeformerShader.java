package dev.stretchy.verify.vulkan;

import java.util.List;
import java.util.Map;

/**
 * A compute shader that evaluates one generated deformer per vertex, for the current and (with two calls) the
 * previous frame's inputs: the Unreal {@code .ush} wrapped as the Custom node ({@link DeformerHarness}) or the three.js
 * GLSL function ({@link GlslDeformerHarness}). Both share the {@link DeformerBindings} layout.
 */
interface DeformerShader {
    DeformerBindings bindings();

    String entryPoint();

    SpirvModule compile(ShaderCompiler.Optimisation optimisation);

    /** The dispatch's resources; a harness may add its own (e.g. a fetch counter) to the shared layout's. */
    default List<ComputeResource> resources(double[][] vertices, Map<String, double[]> current,
                                            Map<String, double[]> previous, Map<String, double[][]> textures) {
        return bindings().resources(vertices, current, previous, textures);
    }

    /**
     * Whether a normals harness also writes the offset of the same evaluation (call 0's rows after the vertex count):
     * the three.js GLSL evaluates the offset and the Jacobian together.
     */
    default boolean offsetWithNormals() {
        return false;
    }

    /** Evaluates every vertex; {@code result[call][vertex]} is the offset (call 0 current, 1 previous frame). */
    default double[][][] evaluate(VulkanDevice device, SpirvModule module, double[][] vertices,
                                  Map<String, double[]> current, Map<String, double[]> previous,
                                  Map<String, double[][]> textures) {
        return bindings().run(device, module, entryPoint(), resources(vertices, current, previous, textures),
                vertices.length);
    }
}
