package dev.stretchy.golden;

import java.util.Objects;

/**
 * A case's tolerance (math spec section 6): a component passes when
 * {@code |actual - expected| <= abs + rel * scale}, with the scale each channel defines (for deformer offsets
 * {@code max(|x|, L)}).
 */
public record Tolerance(double abs, double rel, String why) {
    /** 16 float32 ulps at the magnitude. */
    public static final double DEFAULT_REL = 2e-6 * 16;

    public Tolerance {
        if (!(abs >= 0) || !Double.isFinite(abs)) throw new IllegalArgumentException("abs must be finite and >= 0");
        if (!(rel >= 0) || !Double.isFinite(rel)) throw new IllegalArgumentException("rel must be finite and >= 0");
        Objects.requireNonNull(why, "why");
        if (why.isBlank()) throw new IllegalArgumentException("why must say why");
    }

    public double allowed(double scale) {
        return abs + rel * scale;
    }
}
