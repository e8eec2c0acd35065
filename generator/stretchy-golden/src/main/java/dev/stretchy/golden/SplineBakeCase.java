package dev.stretchy.golden;

import dev.stretchy.reference.CurveTextures;
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
 */
public record SplineBakeCase(String name, String description, Orientation mode, UeSpline spline,
                             Transform meshTransform, int sampleCount, Vec3 forwardAxis,
                             SplineBake.WorldSamples samples, double splineLength, CurveTextures textures,
                             Tolerance tolerance) implements GoldenCase {
    public SplineBakeCase {
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
