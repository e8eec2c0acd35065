package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.GeneratedSource;

/**
 * Where a {@link DeformerRunner}'s shaders come from, per shape of case: the Unreal plugin's {@code .ush} files wrapped
 * as Custom nodes, or the three.js package's {@code .glsl} functions. Each shader evaluates both frames.
 */
interface DeformerShaders {
    /** The {@code --backend} name of the backend running these shaders. */
    String backendName();

    DeformerShader splineDeform(Orientation mode);

    DeformerShader velocityStretch(int dimensions);

    /**
     * The plugin's {@code .ush} files as {@code source} renders them from the spec with the case's mode (or 2D/3D),
     * in a harness with {@code options}.
     */
    static DeformerShaders unreal(Spec spec, GeneratedSource source, HarnessOptions options) {
        return new DeformerShaders() {
            @Override
            public String backendName() {
                return VulkanBackendProvider.NAME;
            }

            @Override
            public DeformerShader splineDeform(Orientation mode) {
                return GeneratedDeformers.render(source, GeneratedDeformers.withOrientation(spec, mode)).splineDeform()
                        .harness(2).with(options);
            }

            @Override
            public DeformerShader velocityStretch(int dimensions) {
                return GeneratedDeformers.render(source, GeneratedDeformers.withDimensions(spec, dimensions)).velocityStretch()
                        .harness(2).with(options);
            }
        };
    }

    /**
     * The three.js package's {@code .glsl} files as {@code source} renders them from the spec: one spline deformer for
     * every mode (the case's mode is the {@code STRETCHY_ORIENTATION} define), the velocity deformer rendered for the
     * case's 2D/3D. The GLSL reads texels with {@code texelFetch}, so the Common.ush harness variants do not apply.
     */
    static DeformerShaders threejs(Spec spec, GeneratedSource source) {
        return new DeformerShaders() {
            @Override
            public String backendName() {
                return GlslBackendProvider.NAME;
            }

            @Override
            public DeformerShader splineDeform(Orientation mode) {
                return GlslDeformerHarness.splineDeform(ThreejsDeformers.render(source, spec).splineDeform(), spec, mode, 2);
            }

            @Override
            public DeformerShader velocityStretch(int dimensions) {
                return GlslDeformerHarness.velocityStretch(ThreejsDeformers.render(source,
                        GeneratedDeformers.withDimensions(spec, dimensions)).velocityStretch(), 2);
            }
        };
    }
}
