package dev.stretchy.spec;

import java.util.Objects;

/** The spline deformer: bake resolution, orientation mode, the shader's switches and the seeded curves. */
public record SplineDeformSpec(int sampleCount, ForwardAxis forwardAxis, Orientation orientation,
                               boolean endExtrapolation, double settleWindow, boolean preserveVolume,
                               double maxStretch, double stretchBias, CurveSet curves, boolean motionVectors,
                               Playback playback) {
    public SplineDeformSpec {
        if (sampleCount < 2) throw new IllegalArgumentException("sampleCount < 2");
        if (settleWindow < 0 || settleWindow > 1) throw new IllegalArgumentException("settleWindow outside [0,1]");
        if (maxStretch <= 0) throw new IllegalArgumentException("maxStretch <= 0");
        if (Math.abs(stretchBias) > 0.95) throw new IllegalArgumentException("|stretchBias| > 0.95");
        Objects.requireNonNull(forwardAxis);
        Objects.requireNonNull(orientation);
        Objects.requireNonNull(curves);
        Objects.requireNonNull(playback);
    }

    /** The three curves seeded into the generated component. */
    public record CurveSet(Curve timing, Curve stretch, Curve size) {}

    /** How the component plays Progress by default. */
    public record Playback(double durationSeconds, LoopMode loop, boolean autoPlay) {
        public Playback {
            if (!(durationSeconds > 0)) throw new IllegalArgumentException("duration must be > 0");
        }
    }
}
