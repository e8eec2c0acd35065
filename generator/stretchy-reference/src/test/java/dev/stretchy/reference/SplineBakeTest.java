package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Orientation;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SplineBakeTest {
    static final List<Vec3> S = List.of(new Vec3(-1200, -300, 0), new Vec3(-800, 200, 100), new Vec3(-400, -200, 0), Vec3.ZERO);

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void positionsAreRelativeToTheEndAndUniformInLocalArcLength(Orientation mode) {
        var b = Fixtures.bake(S, false, 64, Vec3.X, mode);
        double[][] p = b.textures().position();
        assertEquals(64, p.length);
        assertEquals(List.of(0.0, 0.0, 0.0, 1.0), List.of(p[63][0], p[63][1], p[63][2], p[63][3]));
        for (int i = 0; i < 64; i++) assertEquals(i / 63.0, p[i][3], 0);
        double poly = 0;
        for (int i = 1; i < 64; i++) {
            double step = Math.sqrt(sq(p[i][0] - p[i - 1][0]) + sq(p[i][1] - p[i - 1][1]) + sq(p[i][2] - p[i - 1][2]));
            assertEquals(b.splineLength() / 63, step, 0.02 * b.splineLength() / 63, "uniform spacing at " + i);
            poly += step;
        }
        assertTrue(poly <= b.splineLength() + 1e-9);
    }

    @Test
    void nonUniformMeshScaleKeepsTangentsTheDerivativeOfThePositions() {
        Transform mesh = new Transform(Transform.axisAngle(new Vec3(1, 1, 0), 40), new Vec3(10, 20, 30), new Vec3(2, 0.7, 1.3));
        UeSpline s = new UeSpline(UeSpline.autoPoints(S), false, Transform.IDENTITY);
        int n = 1024;
        var b = SplineBake.bake(s, mesh, n, Vec3.X, Orientation.PARALLEL_TRANSPORT);
        double[][] p = b.textures().position();
        double[][] t = b.textures().tangent();
        double worst = 0;
        double worstNoScale = 0;
        for (int i = 1; i < n - 1; i++) {
            Vec3 d = new Vec3(p[i + 1][0] - p[i - 1][0], p[i + 1][1] - p[i - 1][1], p[i + 1][2] - p[i - 1][2]).normalizeOr(Vec3.ZERO);
            Vec3 ti = new Vec3(t[i][0], t[i][1], t[i][2]);
            assertEquals(1, ti.length(), 1e-12);
            worst = Math.max(worst, Math.acos(Math.min(1, d.dot(ti))));
            // The article's NoScale variant: the world tangent only un-rotated.
            Vec3 world = mesh.transformVector(ti).normalizeOr(Vec3.ZERO);
            Vec3 noScale = mesh.rotation().unrotate(world);
            worstNoScale = Math.max(worstNoScale, Math.acos(Math.min(1, d.dot(noScale))));
        }
        assertTrue(Math.toDegrees(worst) < 0.5, "tangent vs finite difference: " + Math.toDegrees(worst) + " deg");
        assertTrue(Math.toDegrees(worstNoScale) > 10, "the NoScale variant is wrong here: " + Math.toDegrees(worstNoScale));
        // Local arc length differs from the world length under non-uniform scale.
        double poly = 0;
        for (int i = 1; i < n; i++) poly += new Vec3(p[i][0] - p[i - 1][0], p[i][1] - p[i - 1][1], p[i][2] - p[i - 1][2]).length();
        assertEquals(poly, b.splineLength(), 1e-3 * poly, "SplineLength is the local arc length");
        assertTrue(Math.abs(b.splineLength() - s.length()) > 0.03 * s.length(), b.splineLength() + " vs world " + s.length());
        // The mesh-local curve maps back onto the world curve: M(P[0]) + E = W[0].
        Vec3 world0 = mesh.transformVector(new Vec3(p[0][0], p[0][1], p[0][2])).add(s.worldLocationAtDistance(s.length()));
        assertTrue(world0.sub(s.worldLocationAtDistance(0)).length() < 1e-9);
    }

    @Test
    void rotationMinimizingFramesAreAnchoredAtTheEndAndHemisphereContinuous() {
        List<Vec3> helix = new java.util.ArrayList<>();
        for (int i = 0; i <= 12; i++) {
            double a = 3 * Math.PI * i / 12;
            helix.add(new Vec3(60.0 * i - 720, 250 * Math.sin(a), 250 * (1 - Math.cos(a))));
        }
        var a = Fixtures.bake(helix, false, 128, Vec3.X, Orientation.PARALLEL_TRANSPORT);
        var b = Fixtures.bake(helix, false, 128, Vec3.X, Orientation.ROTATION_MINIMIZING);
        double[][] t = a.textures().tangent();
        double[][] q = b.textures().tangent();
        RestFrame rest = RestFrame.of(Vec3.X);
        for (int i = 0; i < 128; i++) {
            Quat qi = Quat.of(q[i]);
            assertEquals(1, qi.length(), 1e-12);
            Vec3 ti = new Vec3(t[i][0], t[i][1], t[i][2]);
            assertTrue(qi.rotate(Vec3.X).sub(ti).length() < 1e-9, "Q[i] takes f to T[i] at " + i);
            if (i + 1 < 128) assertTrue(qi.dot(Quat.of(q[i + 1])) >= 0, "sign continuity at " + i);
        }
        Vec3 endT = new Vec3(t[127][0], t[127][1], t[127][2]);
        Vec3 anchored = Quat.of(q[127]).rotate(rest.right());
        assertTrue(anchored.sub(new MinimalRotation(Vec3.X, endT, rest.up()).apply(rest.right())).length() < 1e-12);
        assertTrue(q[127][3] >= 0, "the anchor has w >= 0");
        // Torsion: mode B's frame at the start differs from mode A's minimal rotation there.
        Vec3 t0 = new Vec3(t[0][0], t[0][1], t[0][2]);
        Vec3 rA = new MinimalRotation(Vec3.X, t0, rest.up()).apply(rest.right());
        Vec3 rB = Quat.of(q[0]).rotate(rest.right());
        assertTrue(rA.sub(rB).length() > 0.05, rA + " vs " + rB);
    }

    @Test
    void rotationMinimizingFramesConvergeAsTheSamplingRefines() {
        // Double reflection is 4th order: the start frame, transported from the end, barely moves from N=128 to 1024,
        // while a frame that ignored the curve's torsion (mode A's minimal rotation) is far from it.
        List<Vec3> curve = List.of(new Vec3(-900, 0, 0), new Vec3(-600, 300, 200), new Vec3(-300, -100, 400), Vec3.ZERO);
        RestFrame rest = RestFrame.of(Vec3.X);
        Vec3 coarse = Quat.of(Fixtures.bake(curve, false, 128, Vec3.X, Orientation.ROTATION_MINIMIZING).textures().tangent()[0]).rotate(rest.right());
        Vec3 fine = Quat.of(Fixtures.bake(curve, false, 1024, Vec3.X, Orientation.ROTATION_MINIMIZING).textures().tangent()[0]).rotate(rest.right());
        assertTrue(coarse.sub(fine).length() < 1e-4, coarse + " vs " + fine);
        double[] t0 = Fixtures.bake(curve, false, 1024, Vec3.X, Orientation.PARALLEL_TRANSPORT).textures().tangent()[0];
        Vec3 minimal = new MinimalRotation(Vec3.X, new Vec3(t0[0], t0[1], t0[2]), rest.up()).apply(rest.right());
        assertTrue(minimal.sub(fine).length() > 0.05);
    }

    @Test
    void closedLoopsKeepSignContinuityAlongTheSamples() {
        List<Vec3> loop = List.of(new Vec3(0, 0, 0), new Vec3(400, 400, 0), new Vec3(0, 800, 0), new Vec3(-400, 400, 0));
        var b = Fixtures.bake(loop, true, 64, Vec3.X, Orientation.ROTATION_MINIMIZING);
        double[][] q = b.textures().tangent();
        for (int i = 0; i + 1 < 64; i++) assertTrue(Quat.of(q[i]).dot(Quat.of(q[i + 1])) >= 0);
        double[][] p = b.textures().position();
        assertTrue(Math.abs(p[0][0]) < 1e-9 && Math.abs(p[0][1]) < 1e-9, "a loop starts where it ends");
    }

    @Test
    void aZeroLengthSplineFallsBackToTheForwardAxis() {
        var b = Fixtures.bake(List.of(new Vec3(3, 3, 3), new Vec3(3, 3, 3)), false, 8, Vec3.Y, Orientation.PARALLEL_TRANSPORT);
        assertEquals(0, b.splineLength());
        for (double[] t : b.textures().tangent()) assertEquals(List.of(0.0, 1.0, 0.0, 1.0), List.of(t[0], t[1], t[2], t[3]));
    }

    /** A bias squashes the back of the mesh to s (1 - |b|): the cross-section there widens by 1/sqrt of that. */
    @Test
    void boundsContainABiasedSquash() {
        var b = Fixtures.straight(1000, 16, Orientation.PARALLEL_TRANSPORT);
        var range = new DeformRange(1, 0.8, 1.5, 0.5, 1);
        var bounds = SplineBake.bounds(b, Vec3.ZERO, Orientation.PARALLEL_TRANSPORT, Vec3.X, range, 50, true);
        // The back of a mesh of half length 40: sl = 0.8 * (1 - 0.5) = 0.4 at a = -40.
        Vec3 x = new Vec3(-40, 0, 30);
        var in = new SplineDeformInputs(0.5, b.splineLength(), 16, Vec3.ZERO, Vec3.X, 0.8, 1, 1, 0.5, 40, 0, 1);
        Vec3 y = x.add(SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), x));
        assertEquals(30 / Math.sqrt(0.4), y.z(), 1e-9);
        assertTrue(bounds.contains(y, 1e-9), y + " in " + bounds);
        assertEquals(50 / Math.sqrt(0.4), range.growth(50), 1e-12);
        assertEquals(50 * 1.5 * 1.5, range.extension(50), 1e-12);
    }

    /** Past h the stretch continues at s (1 + b): the front of a short-h mesh runs furthest past the end. */
    @Test
    void boundsContainABiasedStretchPastTheEnd() {
        var b = Fixtures.straight(1000, 16, Orientation.PARALLEL_TRANSPORT);
        var range = new DeformRange(1, 2, 2, 0.9, 0);
        var bounds = SplineBake.bounds(b, Vec3.ZERO, Orientation.PARALLEL_TRANSPORT, Vec3.X, range, 50, true);
        Vec3 x = new Vec3(50, 0, 0);
        var in = new SplineDeformInputs(1, b.splineLength(), 16, Vec3.ZERO, Vec3.X, 2, 0, 1, 0.9, 5, 0, 1);
        Vec3 y = x.add(SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), x));
        // a1 = s (h + b h / 2) + s (1 + b) (a - h) = 2 (5 + 2.25) + 3.8 * 45 = 185.5
        assertEquals(185.5, y.x(), 1e-9);
        assertTrue(bounds.contains(y, 1e-9), y + " in " + bounds);
        assertTrue(y.x() > 2 * 50 + 50, "an extension without the bias (gMax sMax r) plus the growth falls short");
    }

    @Test
    void boundsKeepTheRestMeshWhenTheSizeShrinks() {
        var range = new DeformRange(0.5, 1, 1, 0, 1);
        assertEquals(50, range.growth(50), 1e-12, "a settle window blends towards the rest pose");
        assertEquals(25, range.extension(50), 1e-12);
    }

    static double sq(double x) {
        return x * x;
    }

    /**
     * The finding that changed step 6: with PreserveVolume = 1 a squash (s < 1) widens the cross-section by
     * 1/sqrt(s), beyond the box the spec first grew by gMax * max(1, sMax) * meshRadius (50 cm here). The bound
     * from the range of StretchScale reaches exactly that vertex: it is tight for a cross-section at the radius.
     */
    @Test
    void boundsContainASquashedCrossSection() {
        var b = Fixtures.bake(List.of(new Vec3(-1000, 0, 0), new Vec3(-500, 0, 0), Vec3.ZERO), false, 16, Vec3.X,
                Orientation.PARALLEL_TRANSPORT);
        var bounds = SplineBake.bounds(b, Vec3.ZERO, Orientation.PARALLEL_TRANSPORT, Vec3.X,
                new DeformRange(1, 0.5, 1, 0, 1), 50, true);
        var in = new SplineDeformInputs(0.5, b.splineLength(), 16, Vec3.ZERO, Vec3.X, 0.5, 1, 1, 0, 50, 0, 1);
        Vec3 x = new Vec3(0, 0, 50);
        Vec3 y = x.add(SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), x));
        assertEquals(50 / Math.sqrt(0.5), y.z(), 1e-9);
        assertTrue(bounds.contains(y, 1e-9), "70.7 cm above the curve");
        assertEquals(y.z(), bounds.max().z(), 1e-9, "no slack above the squashed cross-section");
        // The spec's former growth, gMax * max(1, sMax) * meshRadius = 50 cm, misses it.
        assertFalse(y.z() <= 50 + 1e-9);
    }
}
