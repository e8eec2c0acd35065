package dev.stretchy.spec;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Ease;

/**
 * Velocity squash and stretch (math spec section 5). Speeds are in metres per second, so one spec gives the same
 * feel in Unreal (centimetres, converted by the component) and three.js (metres).
 *
 * @param k              stretch per m/s of speed
 * @param smoothingTau   seconds; 0 = immediate
 */
@Field(doc = "Velocity squash and stretch (math spec section 5). Speeds are in metres per second.")
public record VelocityStretchSpec(
        @Field(doc = "Stretch per m/s of speed.", value = "0.05", parameter = "controller.k") double k,
        @Field(doc = "Largest stretch factor.", value = "1.6", parameter = "controller.maxStretch") double maxStretch,
        @Field(doc = "Smoothing time constant tau in seconds; 0 is immediate.", key = "smoothing",
                value = "0", parameter = "controller.smoothing")
        double smoothingTau,
        @Field(doc = "Impact squash.") Impact impact,
        @Field(doc = "material (World Position Offset) or scene-component (scales a visual child).", value = "material")
        VelocityMode mode,
        @Field(doc = "3 for meshes, 2 for sprites (perpendicular 1/s).", value = "3", parameter = "controller.dimensions")
        int dimensions) {
    public VelocityStretchSpec {
        Catalogue.get("controller.k").range().require("k", k);
        Catalogue.get("controller.maxStretch").range().require("maxStretch", maxStretch);
        Catalogue.get("controller.smoothing").range().require("smoothingTau", smoothingTau);
        Catalogue.get("controller.dimensions").range().require("dimensions", dimensions);
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
            @Field(doc = "Squash at the full impact speed is 1 - strength.", value = "0.35",
                    parameter = "controller.impactStrength")
            double strength,
            @Field(doc = "Smallest squash factor.", value = "0.6", parameter = "controller.minSquash")
            double minSquash,
            @Field(doc = "Approach speed (m/s) of the full squash.",
                    value = "20.0", parameter = "controller.maxImpactSpeed")
            double maxImpactSpeed,
            @Field(doc = "Time to recover to 1.", value = "0.12", parameter = "controller.recoverSeconds")
            double recoverSeconds,
            @Field(doc = "exponential or spring (slight overshoot).", value = "exponential", parameter = "controller.ease")
            Ease ease,
            @Field(doc = "Damping ratio of the spring ease.", value = "0.5", parameter = "controller.springDamping")
            double springDamping) {
        public Impact {
            Catalogue.get("controller.impactStrength").range().require("strength", strength);
            Catalogue.get("controller.minSquash").range().require("minSquash", minSquash);
            Catalogue.get("controller.maxImpactSpeed").range().require("maxImpactSpeed", maxImpactSpeed);
            Catalogue.get("controller.recoverSeconds").range().require("recoverSeconds", recoverSeconds);
            Catalogue.get("controller.springDamping").range().require("springDamping", springDamping);
            java.util.Objects.requireNonNull(ease, "ease");
        }
    }
}
