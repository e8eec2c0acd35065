package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.reference.NormalsAccuracy.Check;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Math spec section 8.5: the exact-mode normal and tangent against those of the numerically differentiated full
 * deformation, within 1° wherever curvature × deformed cross-section radius <= 0.5; and what rotate mode drops.
 */
class NormalsProperties {
    static final double EPS = NormalsAccuracy.EPS;

    @Provide
    Arbitrary<List<Vec3>> curves() {
        Arbitrary<double[]> side = Arbitraries.doubles().between(-200, 200).array(double[].class).ofSize(6);
        return Combinators.combine(Arbitraries.integers().between(2, 6), side, side)
                .as((m, ys, zs) -> NormalsAccuracy.curve(Arrays.copyOf(ys, m), Arrays.copyOf(zs, m)));
    }

    static Check check(Orientation mode, NormalsMode normals, List<Vec3> curve, int n, double progress, double s, double bias,
                       double volume, double g, double settle, double extrapolate, double fa, double theta, double reach,
                       double nTheta, double nZ, double tTheta) {
        return NormalsAccuracy.check(mode, normals, new NormalsAccuracy.Case(curve, n, progress, s, bias, volume, g, settle,
                extrapolate, fa, theta, reach, nTheta, nZ, tTheta));
    }

    @Property(tries = 400)
    void exactNormalsWithinOneDegreeWhereCurvatureTimesRadiusIsAtMostHalf(
            @ForAll("curves") List<Vec3> curve, @ForAll Orientation mode, @ForAll @IntRange(min = 96, max = 512) int n,
            @ForAll @DoubleRange(min = 0, max = 1) double progress, @ForAll @DoubleRange(min = 0.3, max = 2.5) double s,
            @ForAll @DoubleRange(min = -0.9, max = 0.9) double bias, @ForAll @DoubleRange(min = 0, max = 1) double volume,
            @ForAll @DoubleRange(min = 0.3, max = 2) double g, @ForAll @DoubleRange(min = 0, max = 0.3) double settle,
            @ForAll boolean extrapolate, @ForAll @DoubleRange(min = -1.5, max = 1.5) double fa,
            @ForAll @DoubleRange(min = 0, max = 6.28) double theta, @ForAll @DoubleRange(min = 0, max = 0.5) double reach,
            @ForAll @DoubleRange(min = 0, max = 6.28) double nTheta, @ForAll @DoubleRange(min = -1, max = 1) double nZ,
            @ForAll @DoubleRange(min = 0, max = 6.28) double tTheta) {
        // Mode C: these curves stay well away from a vertical tangent.
        Check c = check(mode, NormalsMode.EXACT, curve, n, progress, s, bias, volume, g, settle, extrapolate ? 1 : 0, fa, theta,
                reach, nTheta, nZ, tTheta);
        // The claim's domain: the baked tangent turns at most 10° per texel (random corners may turn more).
        Assume.that(c != null && c.turnDegrees() <= 10);
        assertTrue(c.normalDegrees() <= 1, "normal off by " + c.normalDegrees() + "°");
        assertTrue(c.tangentDegrees() <= 1, "tangent off by " + c.tangentDegrees() + "°");
    }

    /** Planted fault companion: rotate mode drops the curvature term, and at κρ = 0.5 that shows well above 1°. */
    @Property(tries = 60)
    void rotateModeMissesTheBendOnAnArc(@ForAll @DoubleRange(min = 0.45, max = 0.5) double reach,
                                        @ForAll @DoubleRange(min = 0.4, max = 0.6) double progress) {
        List<Vec3> arc = new ArrayList<>();
        for (int i = 0; i <= 8; i++) {
            double a = Math.toRadians(120) * (i - 8) / 8;
            arc.add(new Vec3(400 * Math.sin(a), 400 * (1 - Math.cos(a)), 0));
        }
        // A vertex on the inner side of the bend with a normal half along the curve: the dropped 1 - κρ shows.
        Check exact = check(Orientation.PARALLEL_TRANSPORT, NormalsMode.EXACT, arc, 128, progress, 1, 0, 1, 1, 0, 1, 0.2,
                0.0, reach, 0.0, 0.7, 1.0);
        Check rotate = check(Orientation.PARALLEL_TRANSPORT, NormalsMode.ROTATE, arc, 128, progress, 1, 0, 1, 1, 0, 1, 0.2,
                0.0, reach, 0.0, 0.7, 1.0);
        Assume.that(exact != null && rotate != null);
        assertTrue(exact.normalDegrees() <= 1, "exact " + exact.normalDegrees());
        assertTrue(rotate.normalDegrees() > 5, "rotate " + rotate.normalDegrees());
    }

    /** Planted faults: a transposed Jacobian and a dropped stretch term are caught by the same comparison. */
    @Property(tries = 100)
    void transposedOrUnstretchedJacobiansAreCaught(@ForAll @DoubleRange(min = 1.5, max = 2.5) double s,
                                                   @ForAll @DoubleRange(min = 0.3, max = 0.7) double progress) {
        var b = Fixtures.planarArc(500, 90, 96, Orientation.PARALLEL_TRANSPORT);
        var in = new SplineDeformInputs(progress, b.splineLength(), 96, Vec3.ZERO, Vec3.X, s, 1, 1, 0, 60, 0, 1);
        var prepared = SplineDeform.prepare(Orientation.PARALLEL_TRANSPORT, in, b.textures(), WeightMode.EXACT);
        Vec3 x = new Vec3(20, 30, 40);
        Vec3 nRest = new Vec3(1, 1, 1).normalizeOr(Vec3.X);
        Mat3 exact = prepared.jacobian(x, NormalsMode.EXACT);
        Vec3 truth = NumericJacobian.of(prepared::offset, x, EPS).normal(nRest);
        assertTrue(NumericJacobian.degrees(exact.normal(nRest), truth) <= 1);
        assertTrue(NumericJacobian.degrees(exact.transpose().normal(nRest), truth) > 5, "transposed");
        // f = X here, so the along-axis column is the first: the stretch term dropped from it (δ = g, not g*sl).
        Mat3 dropped = new Mat3(exact.cx().mul(1 / s), exact.cy(), exact.cz());
        assertTrue(NumericJacobian.degrees(dropped.normal(nRest), truth) > 5, "no stretch");
    }

    @Property(tries = 200)
    void velocityNormalsAreExact(@ForAll @DoubleRange(min = 0.3, max = 2) double sPar, @ForAll boolean twoD,
                                 @ForAll @DoubleRange(min = 0, max = 6.28) double axisTheta, @ForAll @DoubleRange(min = -1, max = 1) double axisZ,
                                 @ForAll @DoubleRange(min = 0, max = 6.28) double nTheta, @ForAll @DoubleRange(min = -1, max = 1) double nZ) {
        int dims = twoD ? 2 : 3;
        double sPerp = twoD ? 1 / sPar : 1 / Math.sqrt(sPar);
        var in = new VelocityDeformInputs(new Vec3(10, -20, 5), NormalsAccuracy.unit(axisTheta, axisZ).mul(3), sPar, sPerp, new Vec3(0.2, 1, 0.1));
        Vec3 x = new Vec3(40, 25, -30);
        Mat3 exact = VelocityDeform.jacobian(in, dims);
        Mat3 numeric = NumericJacobian.of(p -> VelocityDeform.offset(in, p, dims), x, EPS);
        Vec3 nRest = NormalsAccuracy.unit(nTheta, nZ);
        assertTrue(NumericJacobian.degrees(exact.normal(nRest), numeric.normal(nRest)) < 1e-6);
        assertEquals(sPar * sPerp * (twoD ? 1 : sPerp), exact.determinant(), 1e-9);
    }

    @Property(tries = 300)
    void noNaNInTheJacobianForAdversarialInputs(@ForAll("adversarial") SplineDeformInputs in, @ForAll Orientation mode,
                                                @ForAll NormalsMode normals, @ForAll("textures") CurveTextures tex,
                                                @ForAll("points") Vec3 x) {
        Mat3 j = SplineDeform.prepare(mode, in, tex, WeightMode.EXACT).jacobian(x, normals);
        assertTrue(j.isFinite(), in + " → " + j);
        assertTrue(j.normal(Vec3.Z).isFinite() && j.tangent(Vec3.X).isFinite());
    }

    private final SplineDeformProperties base = new SplineDeformProperties();

    @Provide
    Arbitrary<SplineDeformInputs> adversarial() {
        return base.adversarialInputs();
    }

    @Provide
    Arbitrary<CurveTextures> textures() {
        return base.textures();
    }

    @Provide
    Arbitrary<Vec3> points() {
        return base.points();
    }
}
