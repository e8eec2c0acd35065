package dev.stretchy.model;

import java.math.BigDecimal;

/**
 * Number formatting for generated code: shortest round-trip decimal, never locale-dependent, never scientific
 * where a reader would not expect it. Exposed to templates as {@code lit}.
 */
public final class Literals {
    public static final Literals INSTANCE = new Literals();

    private Literals() {}

    /** A C++/HLSL float literal, e.g. {@code 1.6f}, {@code 0.0f}. */
    public String f(double v) {
        return plain(v) + "f";
    }

    /** A double literal for C++ or TypeScript, e.g. {@code 0.05}, {@code 2.0}. */
    public String d(double v) {
        return plain(v);
    }

    /** A JSON/TypeScript number, shortest form: {@code 2} not {@code 2.0}. */
    public String json(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) return Long.toString((long) v);
        return new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
    }

    private static String plain(double v) {
        if (!Double.isFinite(v)) throw new IllegalArgumentException("non-finite literal " + v);
        String s = new BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
        if (s.equals("-0")) s = "0";
        return s.contains(".") ? s : s + ".0";
    }
}
