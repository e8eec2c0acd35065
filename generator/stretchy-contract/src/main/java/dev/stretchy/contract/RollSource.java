package dev.stretchy.contract;

/**
 * Where the roll about the travelling tangent comes from (math spec section 10.2): none, the spline's own point
 * rotations (Unreal; three.js curves carry none) or the spec's roll curve.
 */
public enum RollSource implements Worded {
    NONE, SPLINE, CURVE;

    public static RollSource of(String word) {
        return Worded.of(RollSource.class, word);
    }
}
