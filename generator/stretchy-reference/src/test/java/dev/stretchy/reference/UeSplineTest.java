package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class UeSplineTest {
    static final List<Vec3> PTS = List.of(new Vec3(0, 0, 0), new Vec3(100, 50, 0), new Vec3(250, 0, 30), new Vec3(300, -80, 0));

    static void near(Vec3 want, Vec3 got, double tol) {
        assertTrue(want.sub(got).length() <= tol, "want " + want + " got " + got);
    }

    @Test
    void autoTangentsAreCatmullRomWithOneSidedOpenEnds() {
        UeSpline s = new UeSpline(UeSpline.autoPoints(PTS), false, Transform.IDENTITY);
        near(PTS.get(1).sub(PTS.get(0)), s.leaveTangent(0), 0);
        near(PTS.get(2).sub(PTS.get(0)).mul(0.5), s.leaveTangent(1), 1e-12);
        near(PTS.get(3).sub(PTS.get(1)).mul(0.5), s.arriveTangent(2), 1e-12);
        near(PTS.get(3).sub(PTS.get(2)), s.arriveTangent(3), 0);
    }

    @Test
    void closedLoopTangentsWrapWithLoopKeyOffsetOne() {
        UeSpline s = new UeSpline(UeSpline.autoPoints(PTS), true, Transform.IDENTITY);
        near(PTS.get(1).sub(PTS.get(3)).mul(0.5), s.leaveTangent(0), 1e-12);
        near(PTS.get(0).sub(PTS.get(2)).mul(0.5), s.leaveTangent(3), 1e-12);
        assertEquals(4, s.segmentCount());
        near(PTS.get(0), s.localPositionAtKey(4), 0);   // at the loop key the curve is back at point 0
        near(PTS.get(0), s.localPositionAtKey(7), 0);   // and stays there
        // The loop segment 3 → 0 is a Hermite segment: its midpoint is not on the chord.
        Vec3 mid = s.localPositionAtKey(3.5);
        Vec3 chordMid = PTS.get(3).add(PTS.get(0)).mul(0.5);
        assertTrue(mid.sub(chordMid).length() > 1, mid.toString());
    }

    @Test
    void evaluationIsHermiteAndClampsOutsideTheKeys() {
        UeSpline s = new UeSpline(UeSpline.autoPoints(PTS), false, Transform.IDENTITY);
        near(PTS.get(1), s.localPositionAtKey(1), 1e-12);
        Vec3 p0 = PTS.get(1), p1 = PTS.get(2), t0 = s.leaveTangent(1), t1 = s.arriveTangent(2);
        double a = 0.3;
        Vec3 want = p0.mul(2 * a * a * a - 3 * a * a + 1).add(t0.mul(a * a * a - 2 * a * a + a)).add(t1.mul(a * a * a - a * a))
                .add(p1.mul(-2 * a * a * a + 3 * a * a));
        near(want, s.localPositionAtKey(1.3), 1e-9);
        near(PTS.get(0), s.localPositionAtKey(-2), 0);
        near(PTS.get(3), s.localPositionAtKey(9), 0);
        near(s.leaveTangent(0), s.localDerivativeAtKey(-1), 0);
        near(s.arriveTangent(3), s.localDerivativeAtKey(5), 0);
        // The derivative is the derivative of the position.
        double h = 1e-6;
        near(s.localPositionAtKey(1.3 + h).sub(s.localPositionAtKey(1.3 - h)).mul(1 / (2 * h)), s.localDerivativeAtKey(1.3), 1e-4);
    }

    @Test
    void userTangentsReplaceAutoTangents() {
        var pts = List.of(UeSpline.Point.auto(PTS.get(0)), new UeSpline.Point(PTS.get(1), new Vec3(0, 300, 0), new Vec3(500, 0, 0)),
                UeSpline.Point.auto(PTS.get(2)));
        UeSpline s = new UeSpline(pts, false, Transform.IDENTITY);
        near(new Vec3(0, 300, 0), s.arriveTangent(1), 0);
        near(new Vec3(500, 0, 0), s.leaveTangent(1), 0);
        near(new Vec3(500, 0, 0), s.localDerivativeAtKey(1), 1e-12);
        near(new Vec3(0, 300, 0), s.localDerivativeAtKey(1 - 1e-12), 1e-6);
        assertThrows(IllegalArgumentException.class, () -> new UeSpline.Point(Vec3.ZERO, Vec3.X, null));
    }

    @Test
    void lengthIsGaussLegendreTimesScale3D() {
        UeSpline line = new UeSpline(UeSpline.autoPoints(List.of(Vec3.ZERO, new Vec3(300, 0, 0), new Vec3(600, 0, 0))), false,
                Transform.IDENTITY);
        assertEquals(600, line.length(), 1e-3); // 5-point Gauss–Legendre on a straight line (float constants)
        Transform scaled = new Transform(Transform.axisAngle(Vec3.Z, 90), new Vec3(7, 8, 9), new Vec3(2, 3, 1));
        UeSpline s = new UeSpline(UeSpline.autoPoints(line.points().stream().map(UeSpline.Point::position).toList()), false, scaled);
        assertEquals(1200, s.length(), 2e-3, "lengths include the component's Scale3D (X scale 2), not its rotation");
        // The world position at the full length is the transformed end point.
        near(scaled.transformPosition(new Vec3(600, 0, 0)), s.worldLocationAtDistance(s.length()), 1e-9);
        near(scaled.transformPosition(new Vec3(600, 0, 0)), s.worldLocationAtDistance(5000), 1e-9);
        near(scaled.transformPosition(Vec3.ZERO), s.worldLocationAtDistance(-10), 1e-9);
        near(new Vec3(0, 1, 0), s.worldDirectionAtDistance(100), 1e-9);
    }

    @Test
    void gaussLegendreLengthIsCloseToTheTrueArcLength() {
        UeSpline s = new UeSpline(UeSpline.autoPoints(PTS), false, Transform.IDENTITY);
        double fine = 0;
        Vec3 prev = s.localPositionAtKey(0);
        for (int i = 1; i <= 300000; i++) {
            Vec3 p = s.localPositionAtKey(3.0 * i / 300000);
            fine += p.sub(prev).length();
            prev = p;
        }
        assertEquals(fine, s.length(), 1e-3 * fine);
    }

    @Test
    void reparamTableHasTenRowsPerSegmentAndIsLinearBetweenThem() {
        UeSpline s = new UeSpline(UeSpline.autoPoints(PTS), false, Transform.IDENTITY);
        double[][] t = s.reparamTable();
        assertEquals(3 * 10 + 1, t.length);
        assertEquals(0, t[0][0]);
        assertEquals(0.3, t[3][1], 1e-15);
        assertEquals(3, t[30][1]);
        assertEquals(s.length(), t[30][0]);
        for (int i = 1; i < t.length; i++) assertTrue(t[i][0] > t[i - 1][0]);
        double mid = (t[4][0] + t[5][0]) / 2;
        assertEquals((t[4][1] + t[5][1]) / 2, s.inputKeyAtDistance(mid), 1e-12);
        assertEquals(0, s.inputKeyAtDistance(-5));
        assertEquals(3, s.inputKeyAtDistance(s.length() + 5));
    }

    @Test
    void zeroLengthSplinesAreFinite() {
        UeSpline s = new UeSpline(UeSpline.autoPoints(List.of(new Vec3(1, 2, 3), new Vec3(1, 2, 3))), false, Transform.IDENTITY);
        assertEquals(0, s.length());
        near(new Vec3(1, 2, 3), s.worldLocationAtDistance(0), 0);
        assertEquals(Vec3.ZERO, s.worldDirectionAtDistance(0), "GetSafeNormal of a zero tangent is zero");
    }
}
