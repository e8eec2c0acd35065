package dev.stretchy.reference;

import dev.stretchy.contract.Orientation;
import java.util.Objects;

/**
 * The bake of math spec section 2: a spline → the deformer's textures, in the mesh's local space. Split in two so
 * that an implementation that reads the engine's spline (or golden samples) can check steps 2–5 alone:
 * {@link #worldSamples} (step 1) and {@link #fromWorldSamples} (steps 2–5).
 */
public final class SplineBake {
    private SplineBake() {}

    /** Step 1's output: {@code K+1} world positions and unit directions at equal steps of world arc length. */
    public record WorldSamples(Vec3[] positions, Vec3[] directions) {
        public WorldSamples {
            if (positions.length < 2 || positions.length != directions.length) {
                throw new IllegalArgumentException("need at least 2 samples, as many directions as positions");
            }
            positions = positions.clone();
            directions = directions.clone();
        }

        @Override
        public Vec3[] positions() {
            return positions.clone();
        }

        @Override
        public Vec3[] directions() {
            return directions.clone();
        }
    }

    /** The bake's outputs: what the component uploads, plus the local arc length. */
    public record Result(double splineLength, CurveTextures textures) {
        public Result {
            Objects.requireNonNull(textures);
        }
    }

    /** {@code K = 8 (N-1)} dense steps per texel span. */
    public static int denseSteps(int n) {
        return 8 * (Math.max(n, 2) - 1);
    }

    /** Step 1: sample the spline densely in world space. */
    public static WorldSamples worldSamples(UeSpline spline, int n) {
        int k = denseSteps(n);
        double len = spline.length();
        Vec3[] w = new Vec3[k + 1];
        Vec3[] d = new Vec3[k + 1];
        for (int j = 0; j <= k; j++) {
            double dist = j == k ? len : len * j / k;
            Vec3[] both = spline.worldLocationAndDirectionAtDistance(dist);
            w[j] = both[0];
            d[j] = both[1];
        }
        return new WorldSamples(w, d);
    }

    public static Result bake(UeSpline spline, Transform meshToWorld, int n, Vec3 forwardAxis, Orientation mode) {
        return fromWorldSamples(worldSamples(spline, n), meshToWorld, n, forwardAxis, mode);
    }

    /** Steps 2–5 from world samples. */
    public static Result fromWorldSamples(WorldSamples samples, Transform meshToWorld, int n, Vec3 forwardAxis,
                                          Orientation mode) {
        if (n < 2) throw new IllegalArgumentException("SampleCount must be at least 2, got " + n);
        Vec3[] w = samples.positions();
        Vec3[] dir = samples.directions();
        int k = w.length - 1;
        Vec3 end = w[k];
        RestFrame rest = RestFrame.of(forwardAxis);

        // 2. To local, with scale.
        Vec3[] lp = new Vec3[k + 1];
        Vec3[] lt = new Vec3[k + 1];
        for (int j = 0; j <= k; j++) {
            lp[j] = meshToWorld.inverseTransformVector(w[j].sub(end));
            lt[j] = meshToWorld.inverseTransformVector(dir[j]).normalizeOr(null);
        }
        fillMissingDirections(lt, rest.forward());

        // 3. True local arc length.
        double[] arc = new double[k + 1];
        for (int j = 1; j <= k; j++) arc[j] = arc[j - 1] + lp[j].sub(lp[j - 1]).length();
        double total = arc[k];

        // 4. Uniform resample in local arc length.
        Vec3[] x = new Vec3[n];
        Vec3[] t = new Vec3[n];
        double[][] posTex = new double[n][];
        int j = 0;
        for (int i = 0; i < n; i++) {
            double alpha = (double) i / (n - 1);
            double target = alpha * total;
            while (j < k - 1 && arc[j + 1] < target) j++;
            double span = arc[j + 1] - arc[j];
            double u = span > 0 ? Scalars.clamp((target - arc[j]) / span, 0, 1) : 0;
            if (i == n - 1) {
                x[i] = lp[k];
                t[i] = lt[k];
            } else {
                x[i] = Vec3.lerp(lp[j], lp[j + 1], u);
                t[i] = Vec3.lerp(lt[j], lt[j + 1], u).normalizeOr(u < 0.5 ? lt[j] : lt[j + 1]);
            }
            posTex[i] = new double[] {x[i].x(), x[i].y(), x[i].z(), alpha};
        }

        double[][] tanTex = new double[n][];
        if (mode == Orientation.ROTATION_MINIMIZING) {
            Quat[] q = rotationMinimizingFrames(x, t, rest);
            for (int i = 0; i < n; i++) tanTex[i] = q[i].toArray();
        } else {
            for (int i = 0; i < n; i++) tanTex[i] = new double[] {t[i].x(), t[i].y(), t[i].z(), 1};
        }
        return new Result(total, new CurveTextures(posTex, tanTex));
    }

    /**
     * The spec names no fallback for a direction that vanishes (a zero-length spline): take the nearest valid one
     * before it, else after it, else the mesh's forward axis (so a degenerate curve leaves the mesh at rest).
     */
    private static void fillMissingDirections(Vec3[] lt, Vec3 forward) {
        Vec3 lastValid = null;
        for (int j = 0; j < lt.length; j++) {
            if (lt[j] != null) lastValid = lt[j];
            else if (lastValid != null) lt[j] = lastValid;
        }
        Vec3 nextValid = null;
        for (int j = lt.length - 1; j >= 0; j--) {
            if (lt[j] != null) nextValid = lt[j];
            else lt[j] = nextValid != null ? nextValid : forward;
        }
    }

    /**
     * Step 5: double reflection (Wang, Jüttler, Zheng, Liu 2008) from the end backwards, anchored so the end frame
     * is mode A's; then quaternions of (f,right,up) → (T,r,u), hemisphere-continuous along the samples.
     */
    static Quat[] rotationMinimizingFrames(Vec3[] x, Vec3[] t, RestFrame rest) {
        int n = x.length;
        Vec3[] r = new Vec3[n];
        Vec3[] tt = new Vec3[n];
        tt[n - 1] = t[n - 1];
        r[n - 1] = new MinimalRotation(rest.forward(), t[n - 1], rest.up()).apply(rest.right());
        for (int i = n - 2; i >= 0; i--) {
            Vec3 v1 = x[i].sub(x[i + 1]);
            double c1 = v1.dot(v1);
            Vec3 rL = r[i + 1];
            Vec3 tL = tt[i + 1];
            if (c1 >= 1e-12) {
                rL = rL.sub(v1.mul(2 / c1 * v1.dot(rL)));
                tL = tL.sub(v1.mul(2 / c1 * v1.dot(tL)));
            }
            Vec3 v2 = t[i].sub(tL);
            double c2 = v2.dot(v2);
            r[i] = c2 >= 1e-12 ? rL.sub(v2.mul(2 / c2 * v2.dot(rL))) : rL;
            tt[i] = t[i];
        }
        Quat[] q = new Quat[n];
        for (int i = n - 1; i >= 0; i--) {
            Vec3 u = t[i].cross(r[i]);
            q[i] = frameQuat(rest, t[i], r[i], u);
            if (i == n - 1 ? q[i].w() < 0 : q[i].dot(q[i + 1]) < 0) q[i] = q[i].negate();
        }
        return q;
    }

    /** The unit quaternion taking (f, right, up) to (t, r, u): M = t fᵀ + r rightᵀ + u upᵀ. */
    static Quat frameQuat(RestFrame rest, Vec3 t, Vec3 r, Vec3 u) {
        Vec3 f = rest.forward();
        Vec3 rt = rest.right();
        Vec3 up = rest.up();
        Vec3 c0 = t.mul(f.x()).add(r.mul(rt.x())).add(u.mul(up.x()));
        Vec3 c1 = t.mul(f.y()).add(r.mul(rt.y())).add(u.mul(up.y()));
        Vec3 c2 = t.mul(f.z()).add(r.mul(rt.z())).add(u.mul(up.z()));
        return Quat.fromColumns(c0, c1, c2);
    }

    /** An axis-aligned box in the mesh's local space. */
    public record Bounds(Vec3 min, Vec3 max) {
        public boolean contains(Vec3 p, double slack) {
            return p.x() >= min.x() - slack && p.y() >= min.y() - slack && p.z() >= min.z() - slack
                    && p.x() <= max.x() + slack && p.y() <= max.y() + slack && p.z() <= max.z() + slack;
        }
    }

    /**
     * Step 6 (corrected, see docs/reference-math.md "Render bounds"): the curve's local AABB (placed at the mesh
     * centre, since positions are relative to the curve's end where the mesh rests), with end extrapolation also
     * the ends continued by {@link DeformRange#extension} along their directions, grown by
     * {@link DeformRange#growth}. Holds every deformed vertex of a mesh within {@code meshRadius} of its centre for
     * Progress in [0, 1] and inputs within {@code range}.
     */
    public static Bounds bounds(Result bake, Vec3 meshCenter, Orientation mode, Vec3 forwardAxis, DeformRange range,
                                double meshRadius, boolean extrapolate) {
        double[][] p = bake.textures().position();
        Vec3 lo = null;
        Vec3 hi = null;
        for (double[] row : p) {
            Vec3 v = meshCenter.add(new Vec3(row[0], row[1], row[2]));
            lo = lo == null ? v : lo.min(v);
            hi = hi == null ? v : hi.max(v);
        }
        if (extrapolate) {
            double ext = range.extension(meshRadius);
            CurveTextures tex = bake.textures();
            Vec3 f = RestFrame.of(forwardAxis).forward();
            int last = tex.size() - 1;
            Vec3 dEnd = mode == Orientation.ROTATION_MINIMIZING ? tex.q(last).rotate(f) : tex.t(last);
            Vec3 dStart = mode == Orientation.ROTATION_MINIMIZING ? tex.q(0).rotate(f) : tex.t(0);
            Vec3 a = meshCenter.add(tex.p(last)).add(dEnd.mul(ext));
            Vec3 b = meshCenter.add(tex.p(0)).sub(dStart.mul(ext));
            lo = lo.min(a).min(b);
            hi = hi.max(a).max(b);
        }
        double grow = range.growth(meshRadius);
        Vec3 g = new Vec3(grow, grow, grow);
        return new Bounds(lo.sub(g), hi.add(g));
    }
}
