package dev.stretchy.reference;

import dev.stretchy.contract.Ease;
import java.util.Objects;

/**
 * Constants of the velocity controller (math spec section 5). The controller is unit-agnostic: speeds, {@code k}
 * and {@code maxImpactSpeed} must use one speed unit (the spec's values are per m/s; Unreal callers pass cm/s with
 * {@code k/100} and {@code maxImpactSpeed*100}, see {@link #scaledSpeeds}).
 *
 * @param planeNormal the sprite plane's normal (2D only; ignored in 3D)
 */
public record ControllerParams(double k, double maxStretch, double smoothingTau, double impactStrength,
                               double minSquash, double maxImpactSpeed, double recoverSeconds, Ease ease,
                               double springDamping, int dimensions, Vec3 planeNormal) {
    public ControllerParams {
        Objects.requireNonNull(ease, "ease");
        Objects.requireNonNull(planeNormal, "planeNormal");
        if (!(k >= 0)) throw new IllegalArgumentException("k must be >= 0");
        if (!(maxStretch >= 1)) throw new IllegalArgumentException("maxStretch must be >= 1");
        if (!(smoothingTau >= 0)) throw new IllegalArgumentException("smoothing tau must be >= 0");
        if (!(impactStrength >= 0 && impactStrength <= 1)) throw new IllegalArgumentException("impact strength outside [0,1]");
        if (!(minSquash > 0 && minSquash <= 1)) throw new IllegalArgumentException("minSquash outside (0,1]");
        if (!(maxImpactSpeed > 0)) throw new IllegalArgumentException("maxImpactSpeed must be > 0");
        if (!(recoverSeconds > 0)) throw new IllegalArgumentException("recoverSeconds must be > 0");
        if (!(springDamping > 0 && springDamping < 1)) throw new IllegalArgumentException("spring damping must be in (0,1)");
        if (dimensions != 2 && dimensions != 3) throw new IllegalArgumentException("dimensions must be 2 or 3");
        if (!planeNormal.isFinite() || planeNormal.length() < Vec3.NORMALIZE_EPSILON) {
            throw new IllegalArgumentException("planeNormal must be a finite non-zero vector");
        }
    }

    /**
     * These constants (per m/s) with speeds expressed in units of {@code 1/unitsPerMetre} m/s: {@code k} is per
     * speed, {@code maxImpactSpeed} a speed; the rest carry no length.
     */
    public ControllerParams scaledSpeeds(double unitsPerMetre) {
        return new ControllerParams(k / unitsPerMetre, maxStretch, smoothingTau, impactStrength, minSquash,
                maxImpactSpeed * unitsPerMetre, recoverSeconds, ease, springDamping, dimensions, planeNormal);
    }

    public ControllerParams withDimensions(int dims) {
        return new ControllerParams(k, maxStretch, smoothingTau, impactStrength, minSquash, maxImpactSpeed,
                recoverSeconds, ease, springDamping, dims, planeNormal);
    }

    public ControllerParams withEase(Ease e) {
        return new ControllerParams(k, maxStretch, smoothingTau, impactStrength, minSquash, maxImpactSpeed,
                recoverSeconds, e, springDamping, dimensions, planeNormal);
    }

    public ControllerParams withSmoothing(double tau) {
        return new ControllerParams(k, maxStretch, tau, impactStrength, minSquash, maxImpactSpeed,
                recoverSeconds, ease, springDamping, dimensions, planeNormal);
    }
}
