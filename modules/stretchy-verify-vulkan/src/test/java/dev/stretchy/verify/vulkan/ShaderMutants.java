package dev.stretchy.verify.vulkan;

import dev.stretchy.verify.GeneratedSource;

/** Deliberate bugs planted in the generated shader text; each must be caught by verify. */
enum ShaderMutants {
    /** Mode A: the Rodrigues cross term with the wrong sign (rotates the cross-section the wrong way). */
    RODRIGUES_SIGN_FLIP("+ cross(sdKx, sdCross)", "- cross(sdKx, sdCross)"),
    /** The ease to rest before Progress 1 left out. */
    SETTLE_DROPPED("sdOffset *= 1.0 - smoothstep(1.0 - sdW, 1.0, sdP);", ""),
    /** The bilinear fetch without the half-texel inset: samples half a texel early. */
    HALF_TEXEL_OFFSET("float2((sdT + 0.5) / sdN, 0.5)", "float2(sdT / sdN, 0.5)");

    final String find;
    final String replace;

    ShaderMutants(String find, String replace) {
        this.find = find;
        this.replace = replace;
    }

    /**
     * The plugin's source with the mutation planted in the spline deformer's {@code .ush}; fails loudly when the text
     * no longer contains what it mutates.
     */
    GeneratedSource plantedIn(GeneratedSource plugin) {
        return PlantedFaults.editing(plugin, "SplineDeform.ush", ush -> {
            if (!ush.contains(find)) throw new AssertionError(name() + ": the shader no longer contains '" + find + "'");
            return ush.replace(find, replace);
        });
    }
}
