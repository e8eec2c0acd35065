package dev.stretchy.verify.vulkan;

import java.util.function.UnaryOperator;

/** Deliberate bugs planted in the generated shader text; each must be caught by verify. */
enum ShaderMutants {
    /** Mode A: the Rodrigues cross term with the wrong sign (rotates the cross-section the wrong way). */
    RODRIGUES_SIGN_FLIP("+ cross(axis, crossSection)", "- cross(axis, crossSection)"),
    /** The ease to rest before Progress 1 left out. */
    SETTLE_DROPPED("offset *= 1.0 - settle * settle * (3.0 - 2.0 * settle);", ""),
    /** The bilinear fetch without the half-texel inset: samples half a texel early. */
    HALF_TEXEL_OFFSET("float2((texel + 0.5) / sampleCount, 0.5)", "float2(texel / sampleCount, 0.5)");

    final String find;
    final String replace;

    ShaderMutants(String find, String replace) {
        this.find = find;
        this.replace = replace;
    }

    /** Applies the mutation; fails loudly when the text no longer contains what it mutates. */
    UnaryOperator<String> mutation() {
        return ush -> {
            if (!ush.contains(find)) throw new AssertionError(name() + ": the shader no longer contains '" + find + "'");
            return ush.replace(find, replace);
        };
    }
}
