package dev.stretchy.golden;

import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.LoopRollBake;
import dev.stretchy.reference.RollCurve;
import dev.stretchy.reference.Scalars;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Orientation;
import java.util.List;
import java.util.Objects;

/**
 * A bake case: a {@link UeSpline} with its component transform, the mesh transform, N and the forward axis → the
 * dense world samples (step 1: what the engine's spline returns), the local arc length and the two textures.
 *
 * @param closedLoop the unsanitised {@code ClosedLoop} input of a stretchy-math/1.3 bake (section 10.1: baked seamless
 *                   for travel round the loop), null for a 1.2 case
 * @param roll       the roll curve baked into the textures (section 10.2), null for none
 */
public record SplineBakeCase(String name, String description, Orientation mode, UeSpline spline,
                             Transform meshTransform, int sampleCount, Vec3 forwardAxis,
                             SplineBake.WorldSamples samples, double splineLength, CurveTextures textures,
                             Tolerance tolerance, Double closedLoop, RollCurve roll) implements GoldenCase {
    /** A stretchy-math/1.2 bake (no section 10 input). */
    public SplineBakeCase(String name, String description, Orientation mode, UeSpline spline, Transform meshTransform,
                          int sampleCount, Vec3 forwardAxis, SplineBake.WorldSamples samples, double splineLength,
                          CurveTextures textures, Tolerance tolerance) {
        this(name, description, mode, spline, meshTransform, sampleCount, forwardAxis, samples, splineLength, textures,
                tolerance, null, null);
    }

    public SplineBakeCase {
        if (closedLoop != null && !Double.isFinite(closedLoop)) throw new IllegalArgumentException("ClosedLoop must be finite");
        GoldenCase.checkName(name);
        Objects.requireNonNull(description);
        Objects.requireNonNull(mode);
        Objects.requireNonNull(spline);
        Objects.requireNonNull(meshTransform);
        Objects.requireNonNull(forwardAxis);
        Objects.requireNonNull(samples);
        Objects.requireNonNull(textures);
        Objects.requireNonNull(tolerance);
        if (sampleCount < 2) throw new IllegalArgumentException("SampleCount must be >= 2");
        if (textures.size() != sampleCount) throw new IllegalArgumentException("textures must have SampleCount rows");
        if (samples.positions().length != SplineBake.denseSteps(sampleCount) + 1) {
            throw new IllegalArgumentException("samples must have 8*(SampleCount-1)+1 rows");
        }
    }

    @Override
    public Kernel kernel() {
        return Kernel.SplineBake;
    }

    @Override
    public List<GoldenFeature> features() {
        List<GoldenFeature> l = new java.util.ArrayList<>();
        if (closedLoop != null) l.add(GoldenFeature.closedLoop);
        if (roll != null) l.add(GoldenFeature.roll);
        return List.copyOf(l);
    }

    /** Whether the bake is seamless for travel round the loop ({@code step(0.5, ClosedLoop)}, section 10.1). */
    public boolean closedTravel() {
        return closedLoop != null && Scalars.step(0.5, closedLoop) == 1;
    }

    /** The reference's bake of the case's inputs (sections 2 and 10): what {@code expected} holds. */
    public SplineBake.Result bake() {
        return LoopRollBake.bake(spline, meshTransform, sampleCount, forwardAxis, mode, closedTravel(), roll);
    }

    @Override
    public List<Channel> expectedChannels() {
        double worldLength = spline.length();
        double[][] sp = Rows.of(samples.positions());
        double[][] sd = Rows.of(samples.directions());
        double[][] pt = textures.position();
        double[][] tt = textures.tangent();
        double lengthScale = Math.max(splineLength, 1e-3);
        return List.of(
                new Channel("samples.positions", sp, Rows.atLeast(Rows.norms(sp), worldLength), true),
                new Channel("samples.directions", sd, Rows.constant(sd.length, 1), true),
                new Channel("SplineLength", new double[][] {{splineLength}}, new double[] {lengthScale}),
                new Channel("PositionTexture", pt, Rows.atLeast(Rows.norms(pt), lengthScale)),
                new Channel("TangentTexture", tt, Rows.constant(tt.length, 1)));
    }
}
