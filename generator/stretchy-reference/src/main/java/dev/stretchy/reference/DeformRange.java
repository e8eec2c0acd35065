package dev.stretchy.reference;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import java.util.Arrays;
import java.util.List;

/**
 * The range of the animated deformer inputs a render bound must cover (math spec section 2 step 6): SizeScale in
 * [0, gMax], StretchScale in [sMin, sMax], |StretchBias| up to biasMax, PreserveVolume up to preserveVolume.
 * Values are raw, as the component pushes them; the factors below sanitise them as the deformer does (§1 table).
 */
public record DeformRange(double gMax, double sMin, double sMax, double biasMax, double preserveVolume) {
    /**
     * What each component bounds, in component order: the spline row and the side ({@code min} or {@code max}). The
     * C++ core's bounds request names the range this way (docs/golden-format.md, "DeformBounds"); a row the catalogue
     * loses fails when this class loads.
     */
    public static final List<Bound> BOUNDS = List.of(new Bound("gMax", Catalogue.get("spline.sizeScale"), "max"),
            new Bound("sMin", Catalogue.get("spline.stretchScale"), "min"),
            new Bound("sMax", Catalogue.get("spline.stretchScale"), "max"),
            new Bound("biasMax", Catalogue.get("spline.stretchBias"), "max"),
            new Bound("preserveVolume", Catalogue.get("spline.preserveVolume"), "max"));

    static {
        List<String> components = Arrays.stream(DeformRange.class.getRecordComponents()).map(c -> c.getName()).toList();
        if (!components.equals(BOUNDS.stream().map(Bound::component).toList())) {
            throw new IllegalStateException("DeformRange.BOUNDS names " + BOUNDS.stream().map(Bound::component).toList()
                    + ", its components are " + components);
        }
    }

    /** One bound of a deformer input: {@code side} is {@code min} or {@code max} of the input {@code row}. */
    public record Bound(String component, Parameter row, String side) {
        public Bound {
            if (!side.equals("min") && !side.equals("max")) throw new IllegalArgumentException(component + ": side " + side);
        }
    }

    /** The components in {@link #BOUNDS} order. */
    public double[] values() {
        return new double[] {gMax, sMin, sMax, biasMax, preserveVolume};
    }

    /** The range of {@code values} in {@link #BOUNDS} order. */
    public static DeformRange of(double[] values) {
        if (values.length != BOUNDS.size()) throw new IllegalArgumentException("a deform range has " + BOUNDS.size() + " values");
        return new DeformRange(values[0], values[1], values[2], values[3], values[4]);
    }

    public DeformRange {
        for (double x : new double[] {gMax, sMin, sMax, biasMax, preserveVolume}) {
            if (!Double.isFinite(x)) throw new IllegalArgumentException("deform range values must be finite");
        }
        if (sMin > sMax) throw new IllegalArgumentException("sMin " + sMin + " > sMax " + sMax);
    }

    /** The range of a fixed stretch, bias and volume setting (sMin = sMax = s). */
    public static DeformRange of(double gMax, double s, double bias, double preserveVolume) {
        return new DeformRange(gMax, s, s, bias, preserveVolume);
    }

    private double g() {
        return Math.max(gMax, 0);
    }

    private double bias() {
        return Math.min(Math.abs(biasMax), 0.95);
    }

    /** Largest local stretch {@code sl} along the axis (§1 step 3): {@code s (1 + b ac/h) <= sMax (1 + |b|)}. */
    public double maxAxialStretch() {
        return Math.max(sMax, 0.01) * (1 + bias());
    }

    /**
     * Largest cross-section factor {@code k = lerp(1, 1/sqrt(sl), v)} (§1 step 4): {@code sl >= sMin (1 - |b|)},
     * and k is monotone in v, so its maximum is at v = 0 (k = 1) or at the largest v with the smallest sl.
     */
    public double maxCrossSection() {
        double v = Scalars.saturate(preserveVolume);
        double slMin = Math.max(sMin, 0.01) * (1 - bias());
        return Math.max(1, 1 + v * (1 / Math.sqrt(slMin) - 1));
    }

    /**
     * How far every side of the curve's box grows: {@code max(1, gMax k) meshRadius}. The deformed cross-section
     * lies within {@code g k |r_perp|} of the curve point; the 1 keeps the rest mesh inside (the settle window
     * blends towards it, and it shows before playback).
     */
    public double growth(double meshRadius) {
        return Math.max(1, g() * maxCrossSection()) * Math.max(meshRadius, 0);
    }

    /** How far past an end the curve point travels with extrapolation: |a2| <= gMax sMax (1 + |b|) meshRadius. */
    public double extension(double meshRadius) {
        return g() * maxAxialStretch() * Math.max(meshRadius, 0);
    }
}
