package dev.stretchy.reference;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.CatalogueRecords;
import dev.stretchy.contract.Ease;
import java.util.Objects;

/**
 * Constants of the velocity controller (math spec section 5): one component per row of the parameter catalogue's
 * controller group, named and ordered as the catalogue has them ({@link CatalogueRecords}, checked when the class
 * loads), so the golden codec reads and writes them by the catalogue's keys. The controller is unit-agnostic: speeds,
 * {@code k} and {@code maxImpactSpeed} must use one speed unit (the spec's values are per m/s; Unreal callers pass
 * cm/s, see {@link #scaledSpeeds}).
 *
 * @param smoothing   the smoothing time constant tau in seconds; 0 is immediate
 * @param planeNormal the sprite plane's normal (2D only; ignored in 3D)
 */
public record ControllerParams(double k, double maxStretch, double smoothing, double impactStrength,
                               double minSquash, double maxImpactSpeed, double recoverSeconds, Ease ease,
                               double springDamping, int dimensions, Vec3 planeNormal) {
    static {
        CatalogueRecords.require(ControllerParams.class, Catalogue.CONTROLLER);
    }

    // The math's domain (what the formulas are defined for), wider than the spec's ranges in the catalogue: golden
    // cases hold the constants in cm/s as well as in m/s.
    public ControllerParams {
        Objects.requireNonNull(ease, "ease");
        Objects.requireNonNull(planeNormal, "planeNormal");
        if (!(k >= 0)) throw new IllegalArgumentException("k must be >= 0");
        if (!(maxStretch >= 1)) throw new IllegalArgumentException("maxStretch must be >= 1");
        if (!(smoothing >= 0)) throw new IllegalArgumentException("smoothing tau must be >= 0");
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
     * These constants (per m/s) with speeds expressed in units of {@code 1/unitsPerMetre} m/s, each rescaled by its
     * catalogue row's unit: {@code k} is per speed, {@code maxImpactSpeed} a speed; the rest carry no length.
     */
    public ControllerParams scaledSpeeds(double unitsPerMetre) {
        return CatalogueRecords.scaled(this, Catalogue.CONTROLLER, unitsPerMetre);
    }
}
