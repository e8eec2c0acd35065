package dev.stretchy.contract;

/**
 * The unit of a parameter's spec value and how a target rescales it. Spec lengths are metres, so a target working in
 * {@code unitsPerMetre} units a metre (Unreal: 100) multiplies speeds and divides per-speed rates.
 */
public enum Unit {
    NONE("-"),
    SECONDS("s"),
    /** A speed, m/s in the spec. */
    SPEED("m/s"),
    /** A rate per speed, per m/s in the spec. */
    PER_SPEED("per m/s"),
    /** A length in the mesh's local space (the target's own unit). */
    LOCAL_LENGTH("local units");

    private final String symbol;

    Unit(String symbol) {
        this.symbol = symbol;
    }

    public String symbol() {
        return symbol;
    }

    /**
     * A spec value in a target with {@code unitsPerMetre} units a metre: multiplied by {@link #scale}, except that a
     * per-speed rate is divided by {@code unitsPerMetre} (the same double as the reference has always computed).
     */
    public double apply(double value, double unitsPerMetre) {
        return this == PER_SPEED ? value / unitsPerMetre : value * scale(unitsPerMetre);
    }

    /** The factor taking a spec value to a target with {@code unitsPerMetre} units a metre. */
    public double scale(double unitsPerMetre) {
        return switch (this) {
            case SPEED -> unitsPerMetre;
            case PER_SPEED -> 1 / unitsPerMetre;
            default -> 1;
        };
    }
}
