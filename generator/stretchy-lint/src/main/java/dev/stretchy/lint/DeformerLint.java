package dev.stretchy.lint;

import dev.stretchy.model.CustomNode;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.model.PluginModel;
import dev.stretchy.spec.Spec;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Lints both deformer shaders of a spec, with their contracts and Custom node Code. */
public final class DeformerLint {
    private DeformerLint() {}

    /**
     * @param shaderText plugin-relative path (e.g. {@code Stretchy/Shaders/Private/StretchySplineDeform.ush}) → text,
     *                   or null when the file is missing
     */
    public static List<LintFinding> lint(Spec spec, Function<String, String> shaderText) {
        PluginModel p = PluginModel.of(spec);
        List<LintFinding> out = new ArrayList<>();
        one(p, p.splineDeformShader(), ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL), CustomNode.splineDeform(p),
                p.splineDeformFunction(), shaderText, out);
        one(p, p.velocityStretchShader(), ParameterContract.velocityStretch(spec), CustomNode.velocityStretch(p),
                p.velocityStretchFunction(), shaderText, out);
        // The normal nodes (math spec section 8), each fused: rest normal and tangent in, the tangent an additional output.
        one(p, CustomNode.normalShader(p.splineDeformShader()), ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).withNormalAndTangent(),
                CustomNode.splineDeformNormal(p), p.splineDeformFunction(), shaderText, out);
        one(p, CustomNode.normalShader(p.velocityStretchShader()), ParameterContract.velocityStretch(spec).withNormalAndTangent(),
                CustomNode.velocityStretchNormal(p), p.velocityStretchFunction(), shaderText, out);
        return out;
    }

    private static void one(PluginModel p, String file, ParameterContract c, CustomNode node, String function,
                            Function<String, String> shaderText, List<LintFinding> out) {
        String path = p.name() + "/Shaders/Private/" + file;
        String text = shaderText.apply(path);
        if (text == null) {
            out.add(new LintFinding(path, 1, 1, "missing-shader", "the shader file is missing"));
            return;
        }
        out.addAll(ShaderLint.lint(path, text, c, node.code(), function + " Custom node Code"));
    }
}
