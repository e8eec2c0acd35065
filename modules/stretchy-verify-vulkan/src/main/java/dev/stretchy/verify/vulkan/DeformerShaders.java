package dev.stretchy.verify.vulkan;

import dev.stretchy.spec.Orientation;
import dev.stretchy.spec.Spec;
import java.util.function.UnaryOperator;

/**
 * Where a {@link DeformerRunner}'s shaders come from, per shape of case: the Unreal plugin's {@code .ush} files wrapped
 * as Custom nodes, or the three.js package's {@code .glsl} functions. Each shader evaluates both frames.
 */
interface DeformerShaders {
    /** The {@code --backend} name of the backend running these shaders. */
    String backendName();

    DeformerShader splineDeform(Orientation mode);

    DeformerShader velocityStretch(int dimensions);

    /** The plugin's {@code .ush} files, each rendered from the spec with the case's mode (or 2D/3D). */
    static DeformerShaders unreal(Spec spec, UnaryOperator<String> ushMutation, HarnessOptions options) {
        return new DeformerShaders() {
            @Override
            public String backendName() {
                return VulkanBackendProvider.NAME;
            }

            @Override
            public DeformerShader splineDeform(Orientation mode) {
                return prepare(GeneratedDeformers.render(GeneratedDeformers.withOrientation(spec, mode)).splineDeform());
            }

            @Override
            public DeformerShader velocityStretch(int dimensions) {
                return prepare(GeneratedDeformers.render(GeneratedDeformers.withDimensions(spec, dimensions)).velocityStretch());
            }

            private DeformerHarness prepare(GeneratedDeformers.Deformer d) {
                return d.withUsh(ushMutation.apply(d.ush())).harness(2).with(options);
            }
        };
    }

    /**
     * The three.js package's {@code .glsl} files rendered from the spec: one spline deformer for every mode (the case's
     * mode is the {@code STRETCHY_ORIENTATION} define), the velocity deformer rendered for the case's 2D/3D.
     * {@code options} may only swap the frames: the GLSL reads texels with {@code texelFetch}, so filter emulation
     * and the fetch counter (a Common.ush stand-in) do not apply.
     */
    static DeformerShaders threejs(Spec spec, UnaryOperator<String> glslMutation, HarnessOptions options) {
        if (options.countFetches() || options.filter() != HarnessOptions.Filter.HARDWARE) {
            throw new IllegalArgumentException("the GLSL harness supports only swapped frames, not " + options);
        }
        return new DeformerShaders() {
            @Override
            public String backendName() {
                return GlslBackendProvider.NAME;
            }

            @Override
            public DeformerShader splineDeform(Orientation mode) {
                ThreejsDeformers.Deformer d = ThreejsDeformers.render(spec).splineDeform();
                GlslDeformerHarness h = GlslDeformerHarness.splineDeform(d.withGlsl(glslMutation.apply(d.glsl())), spec, mode, 2);
                return options.swapFrames() ? h.withSwapFrames() : h;
            }

            @Override
            public DeformerShader velocityStretch(int dimensions) {
                ThreejsDeformers.Deformer d = ThreejsDeformers.render(GeneratedDeformers.withDimensions(spec, dimensions))
                        .velocityStretch();
                GlslDeformerHarness h = GlslDeformerHarness.velocityStretch(d.withGlsl(glslMutation.apply(d.glsl())), 2);
                return options.swapFrames() ? h.withSwapFrames() : h;
            }
        };
    }
}
