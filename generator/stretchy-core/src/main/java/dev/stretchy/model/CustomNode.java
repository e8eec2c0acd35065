package dev.stretchy.model;

/**
 * The Code of the material function's Custom node for one deformer: an include of the expression-body {@code .ush}
 * by its virtual path, and the word {@code return}, because Unreal's translator rewrites Code without that word
 * to {@code return <Code>;} (ue-api-facts §6.1), which would break a bare include. The harness wraps exactly this.
 *
 * @param virtualPath the shader's virtual path, e.g. {@code /Plugin/Stretchy/Private/StretchySplineDeform.ush}
 * @param code        the Custom node's Code, lines separated by {@code \n}
 */
public record CustomNode(String virtualPath, String code) {
    public CustomNode {
        if (!virtualPath.startsWith("/") || !virtualPath.endsWith(".ush") || virtualPath.contains("..")) {
            throw new IllegalArgumentException("not a virtual shader path: " + virtualPath);
        }
        if (!code.contains("return")) throw new IllegalArgumentException("Custom node Code must contain return");
    }

    public static CustomNode of(PluginModel plugin, String shaderFile) {
        String path = plugin.shaderVirtualDir() + "/Private/" + shaderFile;
        return new CustomNode(path, "#include \"" + path + "\"\n"
                + "// the included body ends in return; this line keeps Unreal from wrapping Code as an expression");
    }

    public static CustomNode splineDeform(PluginModel plugin) {
        return of(plugin, plugin.splineDeformShader());
    }

    public static CustomNode velocityStretch(PluginModel plugin) {
        return of(plugin, plugin.velocityStretchShader());
    }

    /** The spline deformer's normal and tangent node (math spec section 8): the shader beside the offset's. */
    public static CustomNode splineDeformNormal(PluginModel plugin) {
        return of(plugin, normalShader(plugin.splineDeformShader()));
    }

    public static CustomNode velocityStretchNormal(PluginModel plugin) {
        return of(plugin, normalShader(plugin.velocityStretchShader()));
    }

    /** {@code StretchySplineDeform.ush} → {@code StretchySplineDeformNormal.ush}. */
    public static String normalShader(String offsetShader) {
        return offsetShader.replaceFirst("\\.ush$", "Normal.ush");
    }

    /** The curve-atlas deformer's node (math spec section 9). */
    public static CustomNode splineAtlasDeform(PluginModel plugin) {
        return of(plugin, plugin.splineAtlasDeformShader());
    }
}
