package dev.stretchy.verify.vulkan;

import dev.stretchy.model.ParameterContract;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import dev.stretchy.verify.GeneratedSource;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
        return new Deformer(path, withIncludes(files, root + path), contract, function);
    }

    /** An {@code #include "name.glsl"} line of a package .glsl file: the name is a file in the same folder. */
    private static final Pattern INCLUDE = Pattern.compile("(?m)^#include \"([\\w.-]+)\"\n");

    /**
     * The generated file at {@code path} with each {@code #include "other.glsl"} line replaced by that file's text,
     * recursively: the string the package's {@code glslWithIncludes} (src/glsl/source.ts) hands to three.js, so the
     * harness compiles what a browser does.
     */
    public static String withIncludes(List<GeneratedFile> files, String path) {
        return withIncludes(files, path, new ArrayList<>());
    }

    private static String withIncludes(List<GeneratedFile> files, String path, List<String> including) {
        if (including.contains(path)) throw new IllegalStateException("GLSL include cycle: " + including + " < " + path);
        String text = files.stream().filter(g -> g.path().equals(path)).findFirst()
                .map(g -> new String(g.content(), StandardCharsets.UTF_8))
                .orElseThrow(() -> new IllegalStateException("the three.js target did not produce " + path
                        + (including.isEmpty() ? "" : " (included by " + including + ")")));
        including.add(path);
        String folder = path.substring(0, path.lastIndexOf('/') + 1);
        Matcher m = INCLUDE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) m.appendReplacement(out, Matcher.quoteReplacement(withIncludes(files, folder + m.group(1), including)));
        m.appendTail(out);
        including.remove(including.size() - 1);
        return out.toString();
    }
}
