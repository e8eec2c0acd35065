package dev.stretchy.contract;

/**
 * How the spline deformer's shaders compute the deformed normal and tangent (math spec section 8.2): {@code exact}
 * differentiates the curve's frame (one more texture read), {@code rotate} drops the curvature term (no extra
 * read), {@code off} keeps the rest normal.
 */
public enum NormalsMode implements Worded {
    EXACT, ROTATE, OFF;

    public static NormalsMode of(String word) {
        return Worded.of(NormalsMode.class, word);
    }

    /** The GLSL macro value {@code STRETCHY_NORMALS}: 0 off, 1 rotate, 2 exact. */
    public int index() {
        return switch (this) {
            case OFF -> 0;
            case ROTATE -> 1;
            case EXACT -> 2;
        };
    }
}
