package dev.stretchy.contract;

import java.util.Locale;

/**
 * The per-vertex channel that carries the stretch mask (math spec section 10.3): none, a vertex-colour channel or one
 * component of a UV channel. Spelled {@code color-r} … {@code color-a}, {@code uv0-x} … {@code uv3-y}.
 */
public enum StretchMaskSource implements Worded {
    NONE,
    COLOR_R, COLOR_G, COLOR_B, COLOR_A,
    UV0_X, UV0_Y, UV1_X, UV1_Y, UV2_X, UV2_Y, UV3_X, UV3_Y;

    public static StretchMaskSource of(String word) {
        return Worded.of(StretchMaskSource.class, word);
    }

    public boolean enabled() {
        return this != NONE;
    }

    /** True for a vertex-colour channel, false for a UV channel (and for none). */
    public boolean isColor() {
        return name().startsWith("COLOR_");
    }

    /** The UV channel index 0-3; -1 for none and colour channels. */
    public int uvIndex() {
        return name().startsWith("UV") ? name().charAt(2) - '0' : -1;
    }

    /** The component: 0-3 for r, g, b, a; 0-1 for x, y; -1 for none. */
    public int component() {
        if (this == NONE) return -1;
        return "rgbaxy".indexOf(name().toLowerCase(Locale.ROOT).charAt(name().length() - 1)) % 4;
    }
}
