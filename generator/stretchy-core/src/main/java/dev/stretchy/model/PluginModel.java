package dev.stretchy.model;

import dev.stretchy.spec.PluginSpec;
import dev.stretchy.spec.Spec;
import java.util.Locale;

/**
 * Names derived once from the spec for the Unreal templates, so no template composes an identifier itself.
 *
 * @param name          plugin name, e.g. {@code Stretchy}
 * @param apiMacro      export macro of the runtime module, e.g. {@code STRETCHY_API}
 * @param shaderVirtualDir virtual shader directory, {@code /Plugin/<name>} as Epic's plugins map theirs, e.g.
 *                         {@code /Plugin/Stretchy}
 */
public record PluginModel(String name, String friendlyName, String description, String versionName, int version,
                          String createdBy, String engineVersion, int engineVersionNumber, String runtimeModule,
                          String shadersModule, String editorModule, String apiMacro, String editorApiMacro,
                          String shaderVirtualDir, String splineDeformShader, String velocityStretchShader,
                          String splineDeformFunction, String velocityStretchFunction, String contentDir) {

    public static PluginModel of(Spec spec) {
        PluginSpec p = spec.plugin();
        String n = p.name();
        String[] parts = p.versionName().split("\\.");
        int version = Integer.parseInt(parts[0]) * 100 + (parts.length > 1 ? Integer.parseInt(parts[1]) : 0);
        return new PluginModel(n, p.friendlyName(), p.description(), p.versionName(), Math.max(version, 1), p.createdBy(),
                p.engineVersion() + ".0", p.engineVersionNumber(), n, n + "Shaders", n + "Editor",
                n.toUpperCase(Locale.ROOT) + "_API", (n + "Editor").toUpperCase(Locale.ROOT) + "_API", "/Plugin/" + n,
                n + "SplineDeform.ush", n + "VelocityStretch.ush",
                "MF_" + n + "SplineDeform", "MF_" + n + "VelocityStretch", "/" + n + "/MaterialFunctions");
    }

    /** The curve-atlas deformer's expression body (deformer-math.md section 9), beside the single-curve one. */
    public String splineAtlasDeformShader() {
        return name + "SplineAtlasDeform.ush";
    }

    /** The material function that runs the atlas deformer on an instanced mesh. */
    public String splineAtlasDeformFunction() {
        return "MF_" + name + "SplineAtlasDeform";
    }
}
