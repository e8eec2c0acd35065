package dev.stretchy.contract;

/**
 * Whether the spline deformer treats a closed spline or curve as a loop (math spec section 10.1): {@code auto} follows
 * the curve's own flag ({@code USplineComponent::IsClosedLoop}, three.js {@code CatmullRomCurve3.closed}), {@code off}
 * treats every curve as open (the 1.2 behaviour: settle at the end).
 */
public enum ClosedLoopMode implements Worded {
    AUTO, OFF;

    public static ClosedLoopMode of(String word) {
        return Worded.of(ClosedLoopMode.class, word);
    }
}
