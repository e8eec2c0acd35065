package dev.stretchy.reference;

/** The scalar intrinsics of the math spec, written exactly as the spec (and HLSL) define them. */
public final class Scalars {
    private Scalars() {}

    public static double saturate(double x) {
        return clamp(x, 0, 1);
    }

    /**
     * HLSL {@code clamp}: {@code min(max(x, lo), hi)} with D3D's min/max, which return the non-NaN operand, so a NaN
     * clamps to {@code lo} (Java's Math.min/max would propagate it).
     */
    public static double clamp(double x, double lo, double hi) {
        if (!(x >= lo)) return lo;
        return x <= hi ? x : hi;
    }

    public static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }

    /**
     * Step 9's factor for a settle window {@code w > 0}: {@code smoothstep(1 - w, 1, p)} written as
     * {@code q = saturate((p - 1)/w + 1)}, so no difference that rounds to 0 is divided (stretchy-math/1.1).
     */
    public static double settle(double p, double w) {
        double q = saturate((p - 1) / w + 1);
        return q * q * (3 - 2 * q);
    }

    /** HLSL {@code step(edge, x)}: 1 when {@code x >= edge}. */
    public static double step(double edge, double x) {
        return x >= edge ? 1 : 0;
    }
}
