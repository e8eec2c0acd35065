package dev.stretchy.spec;

/**
 * Velocity squash and stretch (math spec section 5). Speeds are in metres per second, so one spec gives the same
 * feel in Unreal (centimetres, converted by the component) and three.js (metres).
 *
 * @param k              stretch per m/s of speed
 * @param smoothingTau   seconds; 0 = immediate
 */
public record VelocityStretchSpec(double k, double maxStretch, double smoothingTau, Impact impact,
                                  VelocityMode mode, int dimensions) {
    public VelocityStretchSpec {
        if (k < 0) throw new IllegalArgumentException("k < 0");
        if (maxStretch < 1) throw new IllegalArgumentException("maxStretch < 1");
        if (smoothingTau < 0) throw new IllegalArgumentException("smoothingTau < 0");
        if (dimensions != 2 && dimensions != 3) throw new IllegalArgumentException("dimensions must be 2 or 3");
    }

    /**
     * Impact squash and its recovery.
     *
     * @param maxImpactSpeed m/s of approach speed that gives the full squash
     * @param springDamping  damping ratio zeta of the spring ease, in (0, 1)
     */
    public record Impact(double strength, double minSquash, double maxImpactSpeed, double recoverSeconds, Ease ease,
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
