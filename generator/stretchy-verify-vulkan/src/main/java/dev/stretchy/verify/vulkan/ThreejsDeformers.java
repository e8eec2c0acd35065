package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ParameterContract;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.GeneratedSource;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The three.js target's two GLSL deformers of a spec ({@code src/glsl/splineDeform.glsl}, {@code velocityStretch.glsl}),
 * rendered by the same generator that writes the package, with the contract whose inputs are their parameters.
 */
public record ThreejsDeformers(Deformer splineDeform, Deformer velocityStretch) {
    public static final String SPLINE_DEFORM_FUNCTION = "stretchySplineDeform";
    public static final String VELOCITY_STRETCH_FUNCTION = "stretchyVelocityStretch";

    /**
     * One GLSL deformer: its package-relative path and text, the contract (parameters are its inputs' base names, in
     * its order) and the function to call.
     */
    public record Deformer(String path, String glsl, ParameterContract contract, String function) {}

    public static ThreejsDeformers render(Spec spec) {
        return render(GeneratedSource.threejsPackage(), spec);
    }

    /** The deformers as {@code source} gives them for {@code spec}. */
    public static ThreejsDeformers render(GeneratedSource source, Spec spec) {
        List<GeneratedFile> files = source.files(spec);
        String root = spec.threejs().packageName() + "/";
        return new ThreejsDeformers(
                find(files, root, "src/glsl/splineDeform.glsl", ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.THREEJS), SPLINE_DEFORM_FUNCTION),
                find(files, root, "src/glsl/velocityStretch.glsl", ParameterContract.velocityStretch(spec),
                        VELOCITY_STRETCH_FUNCTION));
    }

    private static Deformer find(List<GeneratedFile> files, String root, String path, ParameterContract contract,
                                 String function) {
        GeneratedFile f = files.stream().filter(g -> g.path().equals(root + path)).findFirst()
                .orElseThrow(() -> new IllegalStateException("the three.js target did not produce " + root + path));
        return new Deformer(path, new String(f.content(), StandardCharsets.UTF_8), contract, function);
    }
}
