package dev.stretchy;

/** The toolkit's version; kept in step with the pom. Generated files never embed it, so output stays stable. */
public final class StretchyVersion {
    public static final String VALUE = "0.1.0";
    /** The math spec version every implementation follows (docs/deformer-math.md). */
    public static final String MATH = "stretchy-math/1.3";

    private StretchyVersion() {}
}
