package dev.stretchy.reference;

import dev.stretchy.contract.Orientation;

/**
 * The bake of stretchy-math/1.3 (deformer-math.md section 10) on top of section 2's: a closed loop baked seamless
 * (10.1: the two seam texels made one, mode B's closing twist, the holonomy, spread evenly over the loop) and a roll
 * (10.2: into the tangent texture's alpha in modes A and C, into the quaternions in mode B). With neither it is
 * section 2's bake, unchanged.
 */
public final class LoopRollBake {
    private LoopRollBake() {}

    /**
     * @param closedTravel the deformer travels round the loop (section 10.1; the spline must be a closed loop)
     * @param roll         the roll curve, or null for none
     */
    public static SplineBake.Result bake(UeSpline spline, Transform meshToWorld, int n, Vec3 forwardAxis, Orientation mode,
                                         boolean closedTravel, RollCurve roll) {
        if (closedTravel && !spline.closedLoop()) throw new IllegalArgumentException("closed-loop travel needs a closed spline");
        if (!closedTravel && roll == null) return SplineBake.bake(spline, meshToWorld, n, forwardAxis, mode);
        if (closedTravel && roll != null && !wholeTurns(roll.totalDegrees())) {
            throw new IllegalArgumentException("roll on a closed loop must change by whole turns (a multiple of 360 degrees), "
                    + "changes by " + roll.totalDegrees());
        }
        // Positions and unit tangents of section 2 steps 1-4 (mode A's texture holds the tangents).
        SplineBake.Result plain = SplineBake.bake(spline, meshToWorld, n, forwardAxis, Orientation.PARALLEL_TRANSPORT);
        double[][] pos = plain.textures().position();
        double[][] tan = plain.textures().tangent();
        if (closedTravel) {
            // 10.1: texel 0 and texel N-1 are the same point of the loop; write them identically so the seam has no step.
            for (int k = 0; k < 3; k++) {
                pos[0][k] = pos[n - 1][k];
                tan[0][k] = tan[n - 1][k];
            }
        }
        Vec3[] x = new Vec3[n];
        Vec3[] t = new Vec3[n];
        for (int i = 0; i < n; i++) {
            x[i] = new Vec3(pos[i][0], pos[i][1], pos[i][2]);
            t[i] = new Vec3(tan[i][0], tan[i][1], tan[i][2]);
        }
        double[] rho = new double[n];
        if (roll != null) for (int i = 0; i < n; i++) rho[i] = roll.radiansAt((double) i / (n - 1));
        double[][] out = new double[n][];
        if (mode == Orientation.ROTATION_MINIMIZING) {
            RestFrame rest = RestFrame.of(forwardAxis);
            Quat[] q = SplineBake.rotationMinimizingFrames(x, t, rest);
            double theta = closedTravel ? holonomy(q, rest) : 0;
            Quat[] turned = new Quat[n];
            for (int i = n - 1; i >= 0; i--) {
                double alpha = (double) i / (n - 1);
                // Q[i] * rot(f, ψ) turns the frame about its own tangent T[i] by ψ.
                Quat qi = q[i].times(Transform.axisAngle(rest.forward(), Math.toDegrees(rho[i] - theta * (1 - alpha))));
                if (i == n - 1 ? qi.w() < 0 : qi.dot(turned[i + 1]) < 0) qi = qi.negate();
                turned[i] = qi;
            }
            for (int i = 0; i < n; i++) out[i] = turned[i].toArray();
        } else {
            for (int i = 0; i < n; i++) out[i] = new double[] {t[i].x(), t[i].y(), t[i].z(), roll == null ? 1 : rho[i]};
        }
        return new SplineBake.Result(plain.splineLength(), new CurveTextures(pos, out));
    }

    /**
     * Section 10.1: the closing twist of mode B's frames on a closed loop, the signed angle about the seam's tangent
     * from the frame at the end (texel N-1, the anchor) to the frame the transport brings back to the start (texel 0).
     */
    public static double holonomy(Quat[] q, RestFrame rest) {
        int n = q.length;
        Vec3 t = q[n - 1].rotate(rest.forward());
        Vec3 rEnd = q[n - 1].rotate(rest.right());
        Vec3 rStart = q[0].rotate(rest.right());
        return Math.atan2(t.dot(rEnd.cross(rStart)), rEnd.dot(rStart));
    }

    /**
     * Section 10.2, Unreal's source of roll: the angle at each texel, about its tangent, from the twist-free frame's
     * up (mode's {@code R(up)}) to the spline's own up vector there ({@code splineUp[i]}, local space), unwrapped so
     * neighbours differ by less than half a turn. {@code frameUp[i]} is the twist-free frame's up at texel {@code i}.
     */
    public static double[] rollFromUpVectors(Vec3[] tangent, Vec3[] frameUp, Vec3[] splineUp) {
        int n = tangent.length;
        double[] rho = new double[n];
        for (int i = 0; i < n; i++) {
            Vec3 t = tangent[i];
            Vec3 u = splineUp[i].sub(t.mul(t.dot(splineUp[i])));
            double a = Math.atan2(t.dot(frameUp[i].cross(u)), frameUp[i].dot(u));
            if (i > 0) a += 2 * Math.PI * Math.rint((rho[i - 1] - a) / (2 * Math.PI));
            rho[i] = a;
        }
        return rho;
    }

    private static boolean wholeTurns(double degrees) {
        double turns = degrees / 360;
        return Math.abs(turns - Math.rint(turns)) < 1e-9;
    }
}
