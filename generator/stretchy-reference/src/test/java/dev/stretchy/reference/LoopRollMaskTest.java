package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Math spec section 10 (stretchy-math/1.3): travel round a closed loop without a seam, mode B's closing twist spread
 * over the loop, the roll about the travelling tangent, the stretch mask, and every new Jacobian term against central
 * differences of the full deformation. Each checker also runs on a planted fault and must catch it.
 */
class LoopRollMaskTest {
    static final int N = 256;

    /**
     * A closed loop that leaves its plane without a mirror symmetry (z = 250 cos a + 120 sin 2a), so parallel
     * transport does not close on itself: about 14 degrees of closing twist.
     */
    static UeSpline twistedLoop() {
        List<Vec3> p = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            double a = 2 * Math.PI * i / 8;
            p.add(new Vec3(400 * Math.sin(a), 400 * (1 - Math.cos(a)), 250 * Math.cos(a) + 120 * Math.sin(2 * a)));
        }
        return new UeSpline(UeSpline.autoPoints(p), true, Transform.IDENTITY);
    }

    static SplineBake.Result loop(Orientation mode, RollCurve roll) {
        return LoopRollBake.bake(twistedLoop(), Transform.IDENTITY, N, Vec3.X, mode, true, roll);
    }

    static SplineDeformInputs inputs(SplineBake.Result b, double progress, double stretch, double bias, double settle) {
        return new SplineDeformInputs(progress, b.splineLength(), N, Vec3.ZERO, Vec3.X, stretch, 1, 1, bias, 60, settle, 1);
    }

    static List<Vec3> ring() {
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            double a = 2 * Math.PI * i / 12;
            v.add(new Vec3(-55 + 10 * i, 40 * Math.cos(a), 40 * Math.sin(a)));
        }
        return v;
    }

    /** Largest distance between the deformed points of the ring at two playheads. */
    static double jump(SplineDeform.Prepared a, SplineDeform.Prepared b) {
        double worst = 0;
        for (Vec3 x : ring()) worst = Math.max(worst, a.offset(x).sub(b.offset(x)).length());
        return worst;
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void aClosedLoopWrapsWithoutAJump(Orientation mode) {
        SplineBake.Result b = loop(mode, null);
        SplineFeatures closed = new SplineFeatures(true, false);
        // Progress 1 and 0 are the same place on a loop, settle window or not.
        double seam = jump(SplineDeform.prepare(mode, inputs(b, 1, 1.4, 0.3, 0.2), b.textures(), WeightMode.EXACT, closed),
                SplineDeform.prepare(mode, inputs(b, 0, 1.4, 0.3, 0.2), b.textures(), WeightMode.EXACT, closed));
        assertTrue(seam < 1e-6, "offsets at Progress 1 and 0 differ by " + seam);
        // Planted fault: the 1.2 deformer on the same bake settles at 1 and starts again at 0: a visible jump.
        double old = jump(SplineDeform.prepare(mode, inputs(b, 1, 1.4, 0.3, 0.2), b.textures(), WeightMode.EXACT),
                SplineDeform.prepare(mode, inputs(b, 0, 1.4, 0.3, 0.2), b.textures(), WeightMode.EXACT));
        assertTrue(old > 20, "the 1.2 deformer should jump at the seam, jumped " + old);
        // Across the seam the motion is as smooth as anywhere: a step of 1e-4 in Progress moves no point further
        // than the stretched mesh's reach times the step, straddling the seam or not.
        double step = 1e-4;
        double across = jump(SplineDeform.prepare(mode, inputs(b, 1 - step / 2, 1.4, 0.3, 0), b.textures(), WeightMode.EXACT, closed),
                SplineDeform.prepare(mode, inputs(b, step / 2, 1.4, 0.3, 0), b.textures(), WeightMode.EXACT, closed));
        double inside = jump(SplineDeform.prepare(mode, inputs(b, 0.5 - step / 2, 1.4, 0.3, 0), b.textures(), WeightMode.EXACT, closed),
                SplineDeform.prepare(mode, inputs(b, 0.5 + step / 2, 1.4, 0.3, 0), b.textures(), WeightMode.EXACT, closed));
        assertTrue(across < 3 * inside && across < 2 * step * b.splineLength(), "across the seam " + across + ", mid-loop " + inside);
    }

    @Test
    void theClosingTwistIsSpreadOverTheLoop() {
        SplineBake.Result plain = LoopRollMaskTest.plainB();
        Quat[] q0 = quats(plain);
        RestFrame rest = RestFrame.of(Vec3.X);
        double theta = LoopRollBake.holonomy(q0, rest);
        // The loop's transport does not close: the 1.2 bake has a seam (the planted fault the check must see).
        assertTrue(Math.abs(Math.toDegrees(theta)) > 5, "holonomy " + Math.toDegrees(theta) + " degrees");
        Quat[] q = quats(loop(Orientation.ROTATION_MINIMIZING, null));
        assertEquals(0, LoopRollBake.holonomy(q, rest), 1e-9, "after spreading, the seam frames coincide");
        // Spread evenly: the extra twist between neighbours is theta/(N-1) everywhere, so the frame stays continuous.
        for (int i = 0; i + 1 < N; i++) {
            Vec3 t = q[i].rotate(Vec3.X);
            double turn = Math.acos(Math.min(1, Math.abs(q[i].dot(q[i + 1])))) * 2;
            assertTrue(turn < Math.toRadians(5), "texel " + i + " turns " + Math.toDegrees(turn) + " degrees");
            assertTrue(t.isFinite());
        }
        // The end frame (where the mesh rests) is the anchor: unchanged.
        assertEquals(1, Math.abs(q0[N - 1].dot(q[N - 1])), 1e-12);
    }

    static SplineBake.Result plainB() {
        return SplineBake.bake(twistedLoop(), Transform.IDENTITY, N, Vec3.X, Orientation.ROTATION_MINIMIZING);
    }

    static Quat[] quats(SplineBake.Result b) {
        double[][] t = b.textures().tangent();
        Quat[] q = new Quat[t.length];
        for (int i = 0; i < t.length; i++) q[i] = Quat.of(t[i]);
        return q;
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void aMeshLongerThanTheLoopWrapsRoundIt(Orientation mode) {
        SplineBake.Result b = loop(mode, null);
        double len = b.splineLength();
        SplineDeformInputs in = new SplineDeformInputs(0.3, len, N, Vec3.ZERO, Vec3.X, 1, 1, 1, 0, 0.75 * len, 0, 1);
        SplineDeform.Prepared d = SplineDeform.prepare(mode, in, b.textures(), WeightMode.EXACT, new SplineFeatures(true, false));
        // A vertex on the axis a whole loop further along lands where the vertex a loop behind does.
        for (double a = -0.7 * len; a < -0.2 * len; a += 37) {
            Vec3 x = new Vec3(a, 0, 0);
            Vec3 y = new Vec3(a + len, 0, 0);
            assertTrue(x.add(d.offset(x)).sub(y.add(d.offset(y))).length() < 1e-6, "a = " + a);
        }
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void rollTurnsTheCrossSectionAboutTheTangent(Orientation mode) {
        // A straight curve along +X with a constant 90 degree roll: the mesh's up turns to -right (Y), right to up.
        UeSpline s = new UeSpline(UeSpline.autoPoints(List.of(new Vec3(-1000, 0, 0), Vec3.ZERO)), false, Transform.IDENTITY);
        SplineBake.Result b = LoopRollBake.bake(s, Transform.IDENTITY, 16, Vec3.X, mode, false, RollCurve.of(0, 90));
        SplineDeformInputs in = new SplineDeformInputs(1, b.splineLength(), 16, Vec3.ZERO, Vec3.X, 1, 1, 1, 0, 50, 0, 1);
        SplineDeform.Prepared d = SplineDeform.prepare(mode, in, b.textures(), WeightMode.EXACT, new SplineFeatures(false, true));
        Vec3 x = new Vec3(10, 0, 30);
        assertTrue(x.add(d.offset(x)).sub(new Vec3(10, -30, 0)).length() < 1e-9, "got " + x.add(d.offset(x)));
        Vec3 r = new Vec3(-10, 20, 0);
        assertTrue(r.add(d.offset(r)).sub(new Vec3(-10, 0, 20)).length() < 1e-9, "got " + r.add(d.offset(r)));
        // Without BakedRoll (modes A, C) the alpha is not read: the 1.2 result.
        if (mode != Orientation.ROTATION_MINIMIZING) {
            Vec3 plain = SplineDeform.prepare(mode, in, b.textures(), WeightMode.EXACT).offset(x);
            assertTrue(plain.length() < 1e-9, "unrolled offset " + plain);
        }
    }

    @Test
    void rollOnAClosedLoopMustCloseInWholeTurns() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> loop(Orientation.PARALLEL_TRANSPORT, RollCurve.of(0, 0, 1, 90)));
        assertTrue(e.getMessage().contains("whole turns"), e.getMessage());
        loop(Orientation.PARALLEL_TRANSPORT, RollCurve.of(0, 0, 1, 720));
    }

    @Test
    void rollFromUpVectorsRecoversTheRoll() {
        int n = 40;
        Vec3[] t = new Vec3[n];
        Vec3[] up = new Vec3[n];
        Vec3[] spline = new Vec3[n];
        for (int i = 0; i < n; i++) {
            double rho = 0.3 * i - 2; // passes several half turns: must be unwrapped
            t[i] = Vec3.X;
            up[i] = Vec3.Z;
            spline[i] = SplineDeform.rotateAbout(Vec3.X, rho, Vec3.Z).add(Vec3.X.mul(0.4)); // along-tangent part ignored
        }
        double[] got = LoopRollBake.rollFromUpVectors(t, up, spline);
        for (int i = 0; i < n; i++) assertEquals(0.3 * i - 2, got[i], 1e-9, "texel " + i);
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void maskZeroBendsAtRestSizeAndMaskOneStretches(Orientation mode) {
        SplineBake.Result b = loop(mode, null);
        SplineDeformInputs stretched = inputs(b, 0.4, 1.6, 0.5, 0);
        SplineDeformInputs rest = inputs(b, 0.4, 1, 0, 0);
        SplineDeform.Prepared d = SplineDeform.prepare(mode, stretched, b.textures(), WeightMode.EXACT);
        SplineDeform.Prepared r = SplineDeform.prepare(mode, rest, b.textures(), WeightMode.EXACT);
        for (Vec3 x : ring()) {
            assertTrue(d.offset(x, 1).sub(d.offset(x)).length() < 1e-9, "mask 1 is the unmasked deformer");
            assertTrue(d.offset(x, 0).sub(r.offset(x)).length() < 1e-9, "mask 0 bends at rest size");
            assertTrue(d.offset(x, -3).sub(d.offset(x, 0)).length() == 0, "the mask is saturated");
        }
    }

    // ------------------------------------------------------------------------------------------ Jacobians (§10.4)

    /** Worst angle in degrees between the normals of {@code jacobian} and of central differences of {@code offset}. */
    static double worstNormalDegrees(List<Vec3> vertices, UnaryOperator<Vec3> offset, java.util.function.Function<Vec3, Mat3> jacobian) {
        Vec3[] normals = {new Vec3(0.3, 0.5, 0.8), new Vec3(-0.7, 0.1, 0.2), new Vec3(0.1, -0.9, 0.3)};
        double worst = 0;
        for (Vec3 x : vertices) {
            Mat3 fd = NumericJacobian.of(offset, x, NormalsAccuracy.EPS);
            Mat3 j = jacobian.apply(x);
            for (Vec3 n : normals) {
                worst = Math.max(worst, NumericJacobian.degrees(fd.normal(n.normalizeOr(Vec3.Z)), j.normal(n.normalizeOr(Vec3.Z))));
                worst = Math.max(worst, NumericJacobian.degrees(fd.tangent(n), j.tangent(n)));
            }
        }
        return worst;
    }

    /** Off the texel boundaries and the bias kinks (|a| = h), where the deformation is not differentiable. */
    static List<Vec3> smoothVertices() {
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            double a = 2 * Math.PI * i / 16 + 0.1;
            v.add(new Vec3(-45 + 6.3 * i, 35 * Math.cos(a), 35 * Math.sin(a)));
        }
        return v;
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void rollAndLoopJacobianMatchesCentralDifferencesAcrossTheSeam(Orientation mode) {
        // Two turns of roll over the loop, the mesh straddling the seam (Progress 0.01).
        SplineBake.Result b = loop(mode, RollCurve.of(0, 0, 0.5, 200, 1, 720));
        SplineDeformInputs in = inputs(b, 0.01, 1.3, 0.4, 0.1);
        SplineDeform.Prepared d = SplineDeform.prepare(mode, in, b.textures(), WeightMode.EXACT, new SplineFeatures(true, true));
        double exact = worstNormalDegrees(smoothVertices(), d::offset, x -> d.jacobian(x, NormalsMode.EXACT));
        assertTrue(exact < 0.5, "exact normals off by " + exact + " degrees");
        // Planted fault: rotate mode drops the frame's rate, the roll's twist included; the check must see it.
        double rotate = worstNormalDegrees(smoothVertices(), d::offset, x -> d.jacobian(x, NormalsMode.ROTATE));
        assertTrue(rotate > 2, "dropping the roll rate went unseen: " + rotate + " degrees");
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void maskedJacobianWithItsGradientMatchesCentralDifferences(Orientation mode) {
        SplineBake.Result b = loop(mode, null);
        SplineDeformInputs in = inputs(b, 0.4, 1.6, 0.5, 0);
        SplineDeform.Prepared d = SplineDeform.prepare(mode, in, b.textures(), WeightMode.EXACT, new SplineFeatures(true, false));
        // A mask that fades along the mesh and across it: m(x) = 0.5 + 0.004 a + 0.003 z, inside (0, 1) on the ring.
        Vec3 grad = new Vec3(0.004, 0, 0.003);
        UnaryOperator<Vec3> masked = x -> d.offset(x, 0.5 + grad.dot(x));
        double full = worstNormalDegrees(smoothVertices(), masked, x -> d.jacobian(x, NormalsMode.EXACT, 0.5 + grad.dot(x), grad));
        assertTrue(full < 0.5, "masked normals off by " + full + " degrees");
        // Where the mask is constant the held-constant Jacobian is the whole story.
        double constant = worstNormalDegrees(smoothVertices(), x -> d.offset(x, 0.3), x -> d.jacobian(x, NormalsMode.EXACT, 0.3));
        assertTrue(constant < 0.5, "constant-mask normals off by " + constant + " degrees");
        // Planted fault: dropping the mask's gradient term where the mask varies is caught.
        double dropped = worstNormalDegrees(smoothVertices(), masked, x -> d.jacobian(x, NormalsMode.EXACT, 0.5 + grad.dot(x)));
        assertTrue(dropped > 2, "dropping the mask gradient went unseen: " + dropped + " degrees");
    }
}
