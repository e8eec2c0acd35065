package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
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
import net.jqwik.api.constraints.Scale;

/** The invariants of math spec section 1, for the reference. */
class SplineDeformProperties {
    static final Vec3[] AXES = {Vec3.X, Vec3.Y, Vec3.Z, Vec3.X.negate(), Vec3.Y.negate(), Vec3.Z.negate()};

    @Provide
    Arbitrary<Vec3> forwardAxes() {
        Arbitrary<Vec3> axis = Arbitraries.of(AXES);
        Arbitrary<Vec3> any = Combinators.combine(Arbitraries.doubles().between(-1, 1), Arbitraries.doubles().between(-1, 1),
                Arbitraries.doubles().between(-1, 1)).as(Vec3::new).filter(v -> v.length() > 0.1);
        return Arbitraries.oneOf(axis, any);
    }

    /** A straight bake along {@code f} of length {@code len}, ending at the origin. */
    static SplineBake.Result straightAlong(Vec3 f, double len, int n, Orientation mode) {
        Vec3 u = f.normalizeOr(Vec3.X);
        return Fixtures.bake(List.of(u.mul(-len), u.mul(-len / 2), Vec3.ZERO), false, n, f, mode);
    }

    @Property(tries = 300)
    void restPoseGivesZeroOffsets(@ForAll("forwardAxes") Vec3 f, @ForAll Orientation mode,
                                  @ForAll @DoubleRange(min = 100, max = 3000) double len, @ForAll @IntRange(min = 2, max = 200) int n,
                                  @ForAll @DoubleRange(min = 5, max = 400) double h, @ForAll @DoubleRange(min = -1, max = 1) double fa,
                                  @ForAll @DoubleRange(min = -300, max = 300) double r1, @ForAll @DoubleRange(min = -300, max = 300) double r2,
                                  @ForAll @DoubleRange(min = 0, max = 1) double volume) {
        Vec3 fu = f.normalizeOr(Vec3.X);
        // Mode C builds its frame from +Z whatever f is: it keeps the rest pose only where that agrees with step 1.
        Assume.that(mode != Orientation.ARTICLE || Math.abs(fu.z()) <= 0.95 || Math.abs(fu.z()) == 1);
        var b = straightAlong(f, len, n, mode);
        RestFrame fr = RestFrame.of(f);
        Vec3 c = new Vec3(30, -20, 10);
        Vec3 x = c.add(fr.forward().mul(fa * h)).add(fr.right().mul(r1)).add(fr.up().mul(r2));
        var in = new SplineDeformInputs(1, b.splineLength(), n, c, f, 1, volume, 1, 0, h, 0, 1);
        Vec3 o = SplineDeform.offset(mode, in, b.textures(), x);
        assertTrue(o.length() <= 1e-9 * (len + x.length()), mode + " " + o);
    }

    @Property(tries = 300)
    void settleWindowGivesExactlyZeroAtProgressOne(@ForAll @DoubleRange(min = 1, max = 10) double progress,
                                                  @ForAll @DoubleRange(min = 1e-6, max = 5) @Scale(7) double w,
                                                  @ForAll("adversarialInputs") SplineDeformInputs raw,
                                                  @ForAll("textures") CurveTextures tex, @ForAll Orientation mode,
                                                  @ForAll("points") Vec3 x) {
        SplineDeformInputs in = new SplineDeformInputs(progress, raw.splineLength(), raw.sampleCount(), raw.meshCenterLocal(),
                raw.forwardAxisLocal(), raw.stretchScale(), raw.preserveVolume(), raw.sizeScale(), raw.stretchBias(),
                raw.meshHalfLength(), w, raw.endExtrapolation());
        Vec3 o = SplineDeform.offset(mode, in, tex, x);
        assertEquals(0.0, Math.abs(o.x()));
        assertEquals(0.0, Math.abs(o.y()));
        assertEquals(0.0, Math.abs(o.z()));
    }

    /** stretchy-math/1.1: also for windows far below float and double precision (w down to 1e-300). */
    @Property(tries = 200)
    void aTinySettleWindowGivesExactlyZeroAtProgressOne(@ForAll @IntRange(min = 6, max = 300) int exponent,
                                                        @ForAll @DoubleRange(min = 1, max = 9.99) double mantissa,
                                                        @ForAll("adversarialInputs") SplineDeformInputs raw,
                                                        @ForAll("textures") CurveTextures tex, @ForAll Orientation mode,
                                                        @ForAll("points") Vec3 x) {
        double w = mantissa * StrictMath.pow(10, -exponent);
        SplineDeformInputs in = new SplineDeformInputs(1, raw.splineLength(), raw.sampleCount(), raw.meshCenterLocal(),
                raw.forwardAxisLocal(), raw.stretchScale(), raw.preserveVolume(), raw.sizeScale(), raw.stretchBias(),
                raw.meshHalfLength(), w, raw.endExtrapolation());
        Vec3 o = SplineDeform.offset(mode, in, tex, x);
        assertEquals(0.0, Math.abs(o.x()), "w " + w);
        assertEquals(0.0, Math.abs(o.y()), "w " + w);
        assertEquals(0.0, Math.abs(o.z()), "w " + w);
    }

    /** A planar curve in a plane that contains X, heading +X everywhere it can (tangents within 90° of f = X). */
    @Provide
    Arbitrary<List<Vec3>> planarCurves() {
        Arbitrary<Double> tilt = Arbitraries.doubles().between(0, 3.14);
        Arbitrary<List<Double>> ys = Arbitraries.doubles().between(-150, 150).list().ofMinSize(3).ofMaxSize(7);
        return Combinators.combine(tilt, ys).as((beta, y) -> {
            Vec3 n = new Vec3(0, Math.cos(beta), Math.sin(beta));
            Vec3 u = n.cross(Vec3.X);
            List<Vec3> pts = new ArrayList<>();
            int m = y.size();
            for (int i = 0; i < m; i++) pts.add(Vec3.X.mul(200.0 * (i - (m - 1))).add(u.mul(y.get(i) - y.get(m - 1))));
            return pts;
        });
    }

    @Property(tries = 150)
    void modesAAndBAgreeOnPlanarCurves(@ForAll("planarCurves") List<Vec3> curve, @ForAll @IntRange(min = 48, max = 160) int n,
                                       @ForAll @DoubleRange(min = 0, max = 1) double p, @ForAll("points") Vec3 x,
                                       @ForAll @DoubleRange(min = 0.5, max = 2) double s) {
        var a = Fixtures.bake(curve, false, n, Vec3.X, Orientation.PARALLEL_TRANSPORT);
        var b = Fixtures.bake(curve, false, n, Vec3.X, Orientation.ROTATION_MINIMIZING);
        assertEquals(a.splineLength(), b.splineLength(), 1e-9);
        var in = new SplineDeformInputs(p, a.splineLength(), n, Vec3.ZERO, Vec3.X, s, 1, 1, 0, 100, 0, 1);
        Vec3 oa = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, a.textures(), x);
        Vec3 ob = SplineDeform.offset(Orientation.ROTATION_MINIMIZING, in, b.textures(), x);
        // nlerp of tangents and of half-angle quaternions differ by O(step^3) within a texel (about step^3/25 rad):
        // the bound is the largest texel-to-texel turn cubed, at the vertex's distance from the curve.
        double[][] t = a.textures().tangent();
        double step = 0;
        for (int i = 0; i + 1 < n; i++) {
            step = Math.max(step, new Vec3(t[i][0], t[i][1], t[i][2]).sub(new Vec3(t[i + 1][0], t[i + 1][1], t[i + 1][2])).length());
        }
        double reach = x.length() * Math.max(1, 1 / Math.sqrt(s)) + 1;
        assertTrue(oa.sub(ob).length() < 1e-6 * reach + reach * step * step * step / 10, oa + " vs " + ob + ", step " + step);
    }

    @Property(tries = 200)
    void jacobianDeterminantIsSizeScaleCubedOnAStraightPath(@ForAll @DoubleRange(min = 0.01, max = 3) double s,
                                                           @ForAll @DoubleRange(min = -0.95, max = 0.95) double bias,
                                                           @ForAll @DoubleRange(min = 0.2, max = 2) double g,
                                                           @ForAll @DoubleRange(min = 20, max = 200) double h,
                                                           @ForAll @DoubleRange(min = -0.98, max = 0.98) double fa,
                                                           @ForAll @DoubleRange(min = -80, max = 80) double r1,
                                                           @ForAll @DoubleRange(min = -80, max = 80) double r2,
                                                           @ForAll @IntRange(min = 2, max = 128) int n,
                                                           @ForAll Orientation mode) {
        double len = 5000;
        var b = straightAlong(Vec3.X, len, n, mode);
        var in = new SplineDeformInputs(0.5, b.splineLength(), n, Vec3.ZERO, Vec3.X, s, 1, g, bias, h, 0, 1);
        Vec3 x = new Vec3(fa * h, r1, r2);
        double eps = 1e-3;
        Vec3[] col = new Vec3[3];
        Vec3[] e = {Vec3.X, Vec3.Y, Vec3.Z};
        for (int k = 0; k < 3; k++) {
            Vec3 xp = x.add(e[k].mul(eps));
            Vec3 xm = x.sub(e[k].mul(eps));
            Vec3 dp = xp.add(SplineDeform.offset(mode, in, b.textures(), xp));
            Vec3 dm = xm.add(SplineDeform.offset(mode, in, b.textures(), xm));
            col[k] = dp.sub(dm).mul(1 / (2 * eps));
        }
        double det = col[0].dot(col[1].cross(col[2]));
        assertEquals(g * g * g, det, 1e-5 * g * g * g + 1e-9, "det");
    }

    @Provide
    Arbitrary<List<Vec3>> curves3d() {
        Arbitrary<List<Vec3>> yz = Combinators.combine(Arbitraries.doubles().between(-150, 150), Arbitraries.doubles().between(-150, 150))
                .as((y, z) -> new Vec3(0, y, z)).list().ofMinSize(2).ofMaxSize(6);
        return yz.map(l -> {
            List<Vec3> pts = new ArrayList<>();
            int m = l.size();
            Vec3 last = l.get(m - 1);
            for (int i = 0; i < m; i++) pts.add(new Vec3(250.0 * (i - (m - 1)), 0, 0).add(l.get(i).sub(last)));
            return pts;
        });
    }

    @Property(tries = 200)
    void offsetsAreContinuousInProgress(@ForAll("curves3d") List<Vec3> curve, @ForAll Orientation mode,
                                        @ForAll @IntRange(min = 2, max = 128) int n, @ForAll @DoubleRange(min = 0, max = 1) double p,
                                        @ForAll("points") Vec3 x, @ForAll @DoubleRange(min = 0, max = 0.5) double w,
                                        @ForAll @DoubleRange(min = 0, max = 1) double e) {
        var b = Fixtures.bake(curve, false, n, Vec3.X, mode);
        var in = new SplineDeformInputs(p, b.splineLength(), n, Vec3.ZERO, Vec3.X, 1.3, 1, 1, 0.3, 100, w, e);
        double d = 1e-7;
        Vec3 o0 = SplineDeform.offset(mode, in.withProgress(p - d), b.textures(), x);
        Vec3 o1 = SplineDeform.offset(mode, in.withProgress(p + d), b.textures(), x);
        assertTrue(o1.sub(o0).length() < 1e-2, o0 + " → " + o1);
    }

    @Property(tries = 200)
    void offsetsAreContinuousAcrossTheCurvesEndsWithExtrapolation(@ForAll("curves3d") List<Vec3> curve, @ForAll Orientation mode,
                                                                  @ForAll @IntRange(min = 2, max = 128) int n,
                                                                  @ForAll("points") Vec3 x, @ForAll boolean atEnd) {
        var b = Fixtures.bake(curve, false, n, Vec3.X, mode);
        double len = b.splineLength();
        var in = new SplineDeformInputs(0, len, n, Vec3.ZERO, Vec3.X, 1.2, 1, 1, 0, 100, 0, 1);
        // d = p L + a2 with a2 = 1.2 a here: choose p so that d crosses L (or 0) exactly.
        double a2 = 1.2 * x.x();
        double pStar = ((atEnd ? len : 0) - a2) / len;
        Assume.that(pStar > 1e-6 && pStar < 1 - 1e-6);
        double dp = 1e-9;
        Vec3 o0 = SplineDeform.offset(mode, in.withProgress(pStar - dp), b.textures(), x);
        Vec3 o1 = SplineDeform.offset(mode, in.withProgress(pStar + dp), b.textures(), x);
        assertTrue(o1.sub(o0).length() < 1e-3, o0 + " → " + o1);
    }

    @Property(tries = 1000)
    void noNaNOrInfinityForAdversarialFiniteInputs(@ForAll("adversarialInputs") SplineDeformInputs in,
                                                   @ForAll("textures") CurveTextures tex, @ForAll Orientation mode,
                                                   @ForAll("points") Vec3 x) {
        Vec3 o = SplineDeform.offset(mode, in, tex, x);
        assertTrue(o.isFinite(), in + " → " + o);
        for (WeightMode w : WeightMode.values()) assertTrue(SplineDeform.offset(mode, in, tex, x, w).isFinite());
    }

    @Property(tries = 200)
    void noNaNOnDegenerateBakes(@ForAll Orientation mode, @ForAll @IntRange(min = 2, max = 64) int n,
                                @ForAll("adversarialInputs") SplineDeformInputs raw, @ForAll("points") Vec3 x,
                                @ForAll boolean zeroLength) {
        var b = zeroLength
                ? Fixtures.bake(List.of(new Vec3(5, 5, 5), new Vec3(5, 5, 5)), false, n, raw.forwardAxisLocal(), mode)
                : straightAlong(raw.forwardAxisLocal().negate().normalizeOr(Vec3.X.negate()), 500, n, mode); // T = -f
        var in = new SplineDeformInputs(raw.progress(), b.splineLength(), n, raw.meshCenterLocal(), raw.forwardAxisLocal(),
                raw.stretchScale(), raw.preserveVolume(), raw.sizeScale(), raw.stretchBias(), raw.meshHalfLength(),
                raw.settleWindow(), raw.endExtrapolation());
        assertTrue(SplineDeform.offset(mode, in, b.textures(), x).isFinite());
    }

    static Arbitrary<Double> extreme() {
        return Arbitraries.oneOf(Arbitraries.of(0.0, -0.0, 1e-30, -1e-30, 1e-8, -1e-8, 1.0, -1.0, 0.5, 2.0, 1e6, -1e6),
                Arbitraries.doubles().between(-1e6, 1e6), Arbitraries.doubles().between(-2, 2));
    }

    @Provide
    Arbitrary<Vec3> points() {
        return Combinators.combine(Arbitraries.doubles().between(-300, 300), Arbitraries.doubles().between(-300, 300),
                Arbitraries.doubles().between(-300, 300)).as(Vec3::new);
    }

    static Arbitrary<Vec3> extremeVectors() {
        return Arbitraries.oneOf(Arbitraries.of(Vec3.ZERO, Vec3.X, Vec3.Z, Vec3.X.negate(), new Vec3(1e-9, 0, 0)),
                Combinators.combine(extreme(), extreme(), extreme()).as(Vec3::new));
    }

    @Provide
    Arbitrary<SplineDeformInputs> adversarialInputs() {
        Arbitrary<Double> count = Arbitraries.oneOf(Arbitraries.of(0.0, 1.0, 2.0, 3.5, 64.0, -5.0, 1e6), Arbitraries.doubles().between(-10, 300));
        return Combinators.combine(List.of(extreme().map(x -> (Object) x), extreme().map(x -> (Object) x), count.map(x -> (Object) x),
                        extremeVectors().map(x -> (Object) x), extremeVectors().map(x -> (Object) x), extreme().map(x -> (Object) x),
                        extreme().map(x -> (Object) x), extreme().map(x -> (Object) x), extreme().map(x -> (Object) x),
                        extreme().map(x -> (Object) x), extreme().map(x -> (Object) x), extreme().map(x -> (Object) x)))
                .as(v -> new SplineDeformInputs((Double) v.get(0), (Double) v.get(1), (Double) v.get(2), (Vec3) v.get(3),
                        (Vec3) v.get(4), (Double) v.get(5), (Double) v.get(6), (Double) v.get(7), (Double) v.get(8),
                        (Double) v.get(9), (Double) v.get(10), (Double) v.get(11)));
    }

    @Provide
    Arbitrary<CurveTextures> textures() {
        Arbitrary<double[]> row = Combinators.combine(extreme(), extreme(), extreme(), extreme()).as((a, b, c, d) -> new double[] {a, b, c, d});
        Arbitrary<double[]> unitish = Arbitraries.of(new double[] {1, 0, 0, 1}, new double[] {-1, 0, 0, 1}, new double[] {0, 0, 0, 0},
                new double[] {0, 0, 1, 0}, new double[] {0, 0, -1, 1});
        return Arbitraries.integers().between(2, 12).flatMap(k -> Combinators.combine(
                row.array(double[][].class).ofSize(k), Arbitraries.oneOf(row, unitish).array(double[][].class).ofSize(k))
                .as(CurveTextures::new));
    }
}
