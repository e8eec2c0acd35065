package dev.stretchy.reference;

/** The scalar intrinsics of the math spec, written exactly as the spec (and HLSL) define them. */
public final class Scalars {
    private Scalars() {}

    public static double saturate(double x) {
        return clamp(x, 0, 1);
    }

    /**
     * HLSL {@code clamp}: {@code min(max(x, lo), hi)} with D3D's min/max, which return the non-NaN operand, so a NaN
     * clamps to {@code lo} (Java's Math.min/max would propagate it). Only reachable through the settle step's
     * {@code smoothstep} when {@code 1 - w == 1} (see docs/reference-math.md).
     */
    public static double clamp(double x, double lo, double hi) {
        if (!(x >= lo)) return lo;
        return x <= hi ? x : hi;
    }

    public static double lerp(double a, double b, double t) {
        return a + (b - a) * t;
    }

    /** {@code t*t*(3 - 2t)} with {@code t = saturate((x - e0)/(e1 - e0))}. */
    public static double smoothstep(double e0, double e1, double x) {
        double t = saturate((x - e0) / (e1 - e0));
        return t * t * (3 - 2 * t);
    }

    /** HLSL {@code step(edge, x)}: 1 when {@code x >= edge}. */
    public static double step(double edge, double x) {
        return x >= edge ? 1 : 0;
    }
}
