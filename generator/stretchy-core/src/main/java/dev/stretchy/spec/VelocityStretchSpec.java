package dev.stretchy.spec;

/**
 * Velocity squash and stretch (math spec section 5). Speeds are in metres per second, so one spec gives the same
 * feel in Unreal (centimetres, converted by the component) and three.js (metres).
 *
 * @param k              stretch per m/s of speed
 * @param smoothingTau   seconds; 0 = immediate
 */
@Field(doc = "Velocity squash and stretch (math spec section 5). Speeds are in metres per second.")
public record VelocityStretchSpec(
        @Field(doc = "Stretch per m/s of speed.", value = "0.05", min = 0, max = 10) double k,
        @Field(doc = "Largest stretch factor.", value = "1.6", min = 1, max = 10) double maxStretch,
        @Field(doc = "Smoothing time constant tau in seconds; 0 is immediate.", key = "smoothing",
                value = "0", min = 0, max = 10)
        double smoothingTau,
        @Field(doc = "Impact squash.") Impact impact,
        @Field(doc = "material (World Position Offset) or scene-component (scales a visual child).", value = "material")
        VelocityMode mode,
        @Field(doc = "3 for meshes, 2 for sprites (perpendicular 1/s).", value = "3", min = 2, max = 3)
        int dimensions) {
    public VelocityStretchSpec {
        if (k < 0) throw new IllegalArgumentException("k < 0");
        if (maxStretch < 1) throw new IllegalArgumentException("maxStretch < 1");
        if (smoothingTau < 0) throw new IllegalArgumentException("smoothingTau < 0");
        if (dimensions != 2 && dimensions != 3) throw new IllegalArgumentException("dimensions must be 2 or 3");
    }

    /** This velocity stretch for sprites (2) or meshes (3). */
    public VelocityStretchSpec withDimensions(int d) {
        return Fields.with(this, "dimensions", d);
    }

    /**
     * Impact squash and its recovery.
     *
     * @param maxImpactSpeed m/s of approach speed that gives the full squash
     * @param springDamping  damping ratio zeta of the spring ease, in (0, 1)
     */
    @Field(doc = "Squash on impact and its recovery.")
    public record Impact(
            @Field(doc = "Squash at the full impact speed is 1 - strength.", value = "0.35", min = 0, max = 1)
            double strength,
            @Field(doc = "Smallest squash factor.", value = "0.6", min = 0, max = 1, openMin = true)
            double minSquash,
            @Field(doc = "Approach speed (m/s) of the full squash.",
                    value = "20.0", min = 0, max = 1000, openMin = true)
            double maxImpactSpeed,
            // Below 10 ms the recovery ends inside one frame at 100 Hz; the golden controller cases cannot time it.
            @Field(doc = "Time to recover to 1.", value = "0.12", min = 0.01, max = 10) double recoverSeconds,
            @Field(doc = "exponential or spring (slight overshoot).", value = "exponential") Ease ease,
            // Kept off 0, where the spring frequency ln(100) / (zeta * recoverSeconds) overflows, and off 1 (no spring left).
            @Field(doc = "Damping ratio of the spring ease.", value = "0.5", min = 0.01, max = 0.99)
            double springDamping) {
        public Impact {
            if (strength < 0 || strength > 1) throw new IllegalArgumentException("strength outside [0,1]");
            if (!(minSquash > 0 && minSquash <= 1)) throw new IllegalArgumentException("minSquash outside (0,1]");
            if (!(maxImpactSpeed > 0)) throw new IllegalArgumentException("maxImpactSpeed <= 0");
            if (!(recoverSeconds > 0)) throw new IllegalArgumentException("recoverSeconds <= 0");
            if (!(springDamping > 0 && springDamping < 1)) throw new IllegalArgumentException("springDamping outside (0,1)");
        }
    }
}
