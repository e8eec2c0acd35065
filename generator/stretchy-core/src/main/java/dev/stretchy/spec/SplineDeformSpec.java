package dev.stretchy.spec;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.ClosedLoopMode;
import dev.stretchy.contract.ForwardAxis;
import dev.stretchy.contract.RollSource;
import dev.stretchy.contract.StretchMaskSource;

import dev.stretchy.contract.NormalsMode;

import dev.stretchy.contract.Orientation;

import java.util.Objects;

/** The spline deformer: bake resolution, orientation mode, the shader's switches and the seeded curves. */
@Field(doc = "The spline deformer (math spec sections 1-4).")
public record SplineDeformSpec(
        @Field(doc = "Texels along the baked curve.", value = "64", parameter = "spline.sampleCount") int sampleCount,
        @Field(doc = "The mesh axis that leads along the curve.", value = "X", parameter = "spline.forwardAxisLocal")
        ForwardAxis forwardAxis,
        @Field(doc = "Orientation mode: parallel-transport (A), rotation-minimizing (B, frames baked on the CPU) or article (C, the naive baseline).",
                value = "parallel-transport") Orientation orientation,
        @Field(doc = "Deformed normals and tangents (math spec section 8): exact (the curve's bending included, one more tangent read), rotate (2 reads, drops the bending term) or off (rest normals).",
                value = "exact") NormalsMode normals,
        @Field(doc = "Extend past the curve's ends along the end tangents instead of clamping.", value = "true",
                parameter = "spline.endExtrapolation")
        boolean endExtrapolation,
        @Field(doc = "Width of the ease to rest before Progress 1.", value = "0.05", parameter = "spline.settleWindow")
        double settleWindow,
        @Field(doc = "Shrink the cross-section by 1/sqrt(stretch) so volume holds.", value = "true",
                parameter = "spline.preserveVolume")
        boolean preserveVolume,
        @Field(doc = "StretchScale reached where the stretch curve is 1.", value = "1.6", parameter = "spline.maxStretch")
        double maxStretch,
        @Field(doc = "Front/back asymmetry of the stretch.", value = "0", parameter = "spline.stretchBias")
        double stretchBias,
        @Field(doc = "Closed splines and curves (math spec section 10.1): auto travels round a closed loop with no seam, following the curve's own closed flag; off treats every curve as open (settle at the end).",
                value = "auto") ClosedLoopMode closedLoop,
        @Field(doc = "Roll about the travelling tangent (math spec section 10.2).") Roll roll,
        @Field(doc = "Per-vertex stretch mask (math spec section 10.3): none, a vertex-colour channel (color-r, color-g, color-b, color-a) or a UV component (uv0-x ... uv3-y); 0 bends with the curve at rest size, 1 stretches fully.",
                value = "none") StretchMaskSource stretchMask,
        @Field(doc = "Default curves.") CurveSet curves,
        @Field(doc = "Evaluate the previous frame too and write velocity from World Position Offset.", value = "true")
        boolean motionVectors,
        @Field(doc = "Default playback.") Playback playback) {
    public SplineDeformSpec {
        Catalogue.get("spline.sampleCount").range().require("sampleCount", sampleCount);
        Catalogue.get("spline.settleWindow").range().require("settleWindow", settleWindow);
        Catalogue.get("spline.maxStretch").range().require("maxStretch", maxStretch);
        Catalogue.get("spline.stretchBias").range().require("stretchBias", stretchBias);
        Objects.requireNonNull(forwardAxis);
        Objects.requireNonNull(orientation);
        Objects.requireNonNull(normals);
        Objects.requireNonNull(closedLoop);
        Objects.requireNonNull(roll);
        Objects.requireNonNull(stretchMask);
        Objects.requireNonNull(curves);
        Objects.requireNonNull(playback);
    }

    /** True when any math spec section 10 feature can be in use (the 1.2 shaders otherwise). */
    public boolean usesSection10() {
        return !features().isEmpty();
    }

    /**
     * The math spec section 10 features this deformer can use, as the catalogue and golden files spell them:
     * {@code closedLoop} unless it is off, {@code roll} with a roll source, {@code stretchMask} with a channel.
     */
    public java.util.Set<String> features() {
        java.util.Set<String> f = new java.util.LinkedHashSet<>();
        if (closedLoop != ClosedLoopMode.OFF) f.add("closedLoop");
        if (roll.source() != RollSource.NONE) f.add("roll");
        if (stretchMask.enabled()) f.add("stretchMask");
        return java.util.Collections.unmodifiableSet(f);
    }

    /** This deformer with another orientation mode. */
    public SplineDeformSpec withOrientation(Orientation o) {
        return Fields.with(this, "orientation", o);
    }

    /** This deformer with another normals mode. */
    public SplineDeformSpec withNormals(NormalsMode n) {
        return Fields.with(this, "normals", n);
    }

    /** The three curves seeded into the generated component. */
    @Field(doc = "Curves seeded into the component (editable there).")
    public record CurveSet(
            @Field(doc = "Normalized time -> Progress.", value = "[[0, 0], [1, 1]]", min = -1, max = 2)
            Curve timing,
            @Field(doc = "Progress -> stretch alpha (0 rest, 1 maxStretch); a hump by default.",
                    value = "[[0, 0], [0.5, 1], [1, 0]]", min = -1, max = 2) Curve stretch,
            @Field(doc = "Progress -> SizeScale.", value = "[[0, 1], [1, 1]]", min = 0, max = 10) Curve size) {}

    /** Roll about the travelling tangent: where it comes from and the spec's roll curve. */
    @Field(doc = "Roll about the travelling tangent (math spec section 10.2).")
    public record Roll(
            @Field(doc = "none, spline (Unreal: the spline's own point rotations; three.js curves carry none, so there it is none) or curve (the roll curve below).",
                    value = "none") RollSource source,
            @Field(doc = "Normalised local arc length (1 is the end where the mesh rests) -> roll in degrees, piecewise linear, constant outside; on a closed loop it must change by whole turns.",
                    value = "[[0, 0], [1, 0]]", min = -36000, max = 36000) Curve curve) {
        public Roll {
            Objects.requireNonNull(source);
            Objects.requireNonNull(curve);
        }
    }

    /** How the component plays Progress by default. */
    @Field(doc = "Default playback of the component.")
    public record Playback(
            @Field(doc = "Seconds from start to end.", key = "duration",
                    value = "1.0", min = 0, max = 3600, openMin = true)
            double durationSeconds,
            @Field(doc = "once, loop or ping-pong.", value = "once") LoopMode loop,
            @Field(doc = "Start playing on BeginPlay.", value = "true") boolean autoPlay) {
        public Playback {
            if (!(durationSeconds > 0)) throw new IllegalArgumentException("duration must be > 0");
        }
    }
}
