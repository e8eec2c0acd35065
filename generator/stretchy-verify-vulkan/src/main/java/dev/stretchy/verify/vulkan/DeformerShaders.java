package dev.stretchy.verify.vulkan;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.GeneratedSource;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * Where a {@link DeformerRunner}'s shaders come from, per shape of case: the Unreal plugin's {@code .ush} files wrapped
 * as Custom nodes, or the three.js package's {@code .glsl} functions. Each shader evaluates both frames.
 *
 * @param backendName the {@code --backend} name of the backend running these shaders
 * @param spline      the spline deformer for an orientation mode
 * @param velocity    the velocity deformer for 2 or 3 dimensions
 * @param splineNormals   the spline deformer's normals (math spec section 8) for an orientation and normals mode
 * @param velocityNormals the velocity deformer's normals for 2 or 3 dimensions
 * @param features        the math spec section 10 features these shaders can run (catalogue words); a case that
 *                        needs one the spec leaves out runs on {@code extended} with it
 * @param extended        these shaders rendered with more features; the shaders themselves for none
 */
record DeformerShaders(String backendName, Function<Orientation, DeformerShader> spline,
                       IntFunction<DeformerShader> velocity,
                       java.util.function.BiFunction<Orientation, NormalsMode, DeformerShader> splineNormals,
                       IntFunction<DeformerShader> velocityNormals, Set<String> features,
                       Function<Set<String>, DeformerShaders> extended) {
    /** Shaders without section 10 (a case that needs it is a skip). */
    DeformerShaders(String backendName, Function<Orientation, DeformerShader> spline, IntFunction<DeformerShader> velocity,
                    java.util.function.BiFunction<Orientation, NormalsMode, DeformerShader> splineNormals,
                    IntFunction<DeformerShader> velocityNormals) {
        this(backendName, spline, velocity, splineNormals, velocityNormals, Set.of(), null);
    }

    DeformerShaders {
        features = Set.copyOf(features);
    }

    /** The shaders for a case that needs {@code needed}: these, or these rendered with the features the spec leaves out. */
    DeformerShaders withFeatures(Set<String> needed) {
        if (needed.isEmpty() || extended == null) return this;
        if (!features.containsAll(needed)) throw new IllegalArgumentException(backendName + " does not implement " + needed);
        return extended.apply(needed);
    }

    DeformerShader splineDeform(Orientation mode) {
        return spline.apply(mode);
    }

    DeformerShader velocityStretch(int dimensions) {
        return velocity.apply(dimensions);
    }

    /**
     * The plugin's {@code .ush} files as {@code source} renders them from the spec with the case's mode (or 2D/3D),
     * in a harness with {@code options}.
     */
    static DeformerShaders unreal(Spec spec, GeneratedSource source, HarnessOptions options) {
        Set<String> implemented = dev.stretchy.spec.Target.UNREAL.features();
        java.util.Set<String> used = spec.splineDeform().features();
        return new DeformerShaders(VulkanBackendProvider.NAME,
                mode -> GeneratedDeformers.render(source, GeneratedDeformers.withOrientation(spec, mode)).splineDeform()
                        .harness(2).with(options),
                dimensions -> GeneratedDeformers.render(source, GeneratedDeformers.withDimensions(spec, dimensions))
                        .velocityStretch().harness(2).with(options),
                (mode, normals) -> GeneratedDeformers.render(source, GeneratedDeformers.withNormals(
                        GeneratedDeformers.withOrientation(spec, mode), normals)).splineDeformNormal().normalsHarness().with(options),
                dimensions -> GeneratedDeformers.render(source, GeneratedDeformers.withDimensions(spec, dimensions))
                        .velocityStretchNormal().normalsHarness().with(options),
                implemented,
                needed -> used.containsAll(needed) ? unreal(spec, source, options)
                        : unreal(GeneratedDeformers.withFeatures(spec, needed), source, options));
    }

    /**
     * The plugin's in-engine golden test shader ({@link ShaderGoldenHarness}) with {@code usfEdit} applied to its text (a
     * test plants faults there): one permutation per kernel, rendered for the spec's orientation, normals mode and
     * dimensions only, as the plugin ships it. A case of another mode gets no shader ({@code null}). Its section 10
     * features are the plugin's ({@code ShaderGoldenModel.features}): the permutations take a case's ClosedLoop and
     * BakedRoll as slots and its mask as the vertex row's fourth value, as this harness uploads them.
     */
    static DeformerShaders shaderGolden(Spec spec, GeneratedSource source, java.util.function.UnaryOperator<String> usfEdit) {
        dev.stretchy.model.ShaderGoldenModel model = dev.stretchy.model.ShaderGoldenModel.of(spec);
        GeneratedDeformers d = GeneratedDeformers.render(source, spec);
        ShaderGoldenHarness.Sources files = ShaderGoldenHarness.Sources.of(spec, source, usfEdit);
        java.util.function.BiFunction<String, Boolean, DeformerShader> kernel = (golden, normals) -> model.kernels().stream()
                .filter(k -> k.golden().equals(golden) && k.normals() == normals).findFirst()
                .map(k -> (DeformerShader) new ShaderGoldenHarness(model, k, contract(d, golden, normals), files.usf(), files.ush()))
                .orElse(null);
        var spline = spec.splineDeform();
        int dimensions = spec.velocityStretch().dimensions();
        return new DeformerShaders(VulkanBackendProvider.NAME + " (" + model.usf() + ")",
                mode -> mode == spline.orientation() ? kernel.apply("SplineDeform", false) : null,
                dims -> dims == dimensions ? kernel.apply("VelocityStretch", false) : null,
                (mode, normals) -> mode == spline.orientation() && normals == spline.normals() ? kernel.apply("SplineDeform", true) : null,
                dims -> dims == dimensions ? kernel.apply("VelocityStretch", true) : null, Set.copyOf(model.features()), null);
    }

    private static dev.stretchy.model.ParameterContract contract(GeneratedDeformers d, String golden, boolean normals) {
        GeneratedDeformers.Deformer x = golden.equals("SplineDeform")
                ? (normals ? d.splineDeformNormal() : d.splineDeform())
                : (normals ? d.velocityStretchNormal() : d.velocityStretch());
        return x.contract();
    }

    /**
     * The three.js package's {@code .glsl} files as {@code source} renders them from the spec: one spline deformer for
     * every mode (the case's mode is the {@code STRETCHY_ORIENTATION} define), the velocity deformer rendered for the
     * case's 2D/3D. The GLSL reads texels with {@code texelFetch}, so the Common.ush harness variants do not apply.
     */
    static DeformerShaders threejs(Spec spec, GeneratedSource source) {
        return threejs(spec, source, Set.of());
    }

    /**
     * {@link #threejs(Spec, GeneratedSource)} with the GLSL switches of section 10's {@code switches} on: the package's
     * contract carries every feature's inputs whatever the spec uses, and a deformer compiles in the ones it uses.
     */
    private static DeformerShaders threejs(Spec spec, GeneratedSource source, Set<String> switches) {
        return new DeformerShaders(GlslBackendProvider.NAME,
                mode -> GlslDeformerHarness.splineDeform(ThreejsDeformers.render(source, spec).splineDeform(), spec, mode, 2,
                        switches),
                dimensions -> GlslDeformerHarness.velocityStretch(ThreejsDeformers.render(source,
                        GeneratedDeformers.withDimensions(spec, dimensions)).velocityStretch(), 2),
                (mode, normals) -> GlslDeformerHarness.splineNormals(ThreejsDeformers.render(source, spec).splineDeform(), spec,
                        mode, normals, switches),
                dimensions -> GlslDeformerHarness.velocityNormals(ThreejsDeformers.render(source,
                        GeneratedDeformers.withDimensions(spec, dimensions)).velocityStretch()),
                dev.stretchy.spec.Target.THREEJS.features(), needed -> threejs(spec, source, needed));
    }
}
