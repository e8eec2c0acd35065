package dev.stretchy.contract;

/**
 * The values a parameter may take, declared once: the spec's schema and binder, the spec record's constructor and
 * each target's editor range read it. {@code openMin}/{@code openMax} exclude the bound itself.
 */
public record Range(double min, double max, boolean openMin, boolean openMax) {
    /** No range: flags, words, vectors and textures. */
    public static final Range NONE = new Range(Double.NaN, Double.NaN, false, false);

    public static Range closed(double min, double max) {
        return new Range(min, max, false, false);
    }

    /** {@code (min, max]}. */
    public static Range aboveMin(double min, double max) {
        return new Range(min, max, true, false);
    }

    /** {@code (min, max)}. */
    public static Range open(double min, double max) {
        return new Range(min, max, true, true);
    }

    public boolean bounded() {
        return !Double.isNaN(min);
    }

    public boolean contains(double v) {
        return !bounded() || Double.isFinite(v) && (openMin ? v > min : v >= min) && (openMax ? v < max : v <= max);
    }

    /** {@code v}, or an IllegalArgumentException naming {@code name} and this range. */
    public double require(String name, double v) {
        if (!contains(v)) throw new IllegalArgumentException(name + " " + v + " outside " + this);
        return v;
    }

    /** Interval notation, e.g. {@code (0, 1000]}. */
    @Override
    public String toString() {
        if (!bounded()) return "(any)";
        return (openMin ? "(" : "[") + number(min) + ", " + number(max) + (openMax ? ")" : "]");
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }
}
