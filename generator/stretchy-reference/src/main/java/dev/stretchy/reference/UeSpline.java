package dev.stretchy.reference;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What {@code USplineComponent} computes (math spec section 3, following ue-api-facts §1.2 with its quirks):
 * points at integer input keys 0..n-1 (a closed loop adds the segment n-1 → 0 with a loop-key offset of 1),
 * auto tangents with tension 0 ({@code ((P - Prev) + (Next - P)) / max(1e-4, NextKey - PrevKey)}), user
 * tangents where given, cubic Hermite segments, segment lengths by 5-point Gauss–Legendre on the raw tangents
 * times the component's Scale3D, a reparam table of {@code ReparamStepsPerSegment} rows per segment inverted
 * piecewise-linearly and clamped. The engine keeps keys and lengths in float; this model keeps doubles (the
 * difference is inside the bake tolerance).
 */
public final class UeSpline {
    /** The engine's constructor default. */
    public static final int DEFAULT_REPARAM_STEPS = 10;
    /** Unreal's KINDA_SMALL_NUMBER, the floor of the key span in the auto-tangent division. */
    static final double KINDA_SMALL_NUMBER = 1e-4;
    // The engine's float constants (FLegendreGaussCoefficient), in the engine's order.
    private static final double[] GL_X = {0.0f, -0.5384693f, 0.5384693f, -0.90617985f, 0.90617985f};
    private static final double[] GL_W = {0.5688889f, 0.47862867f, 0.47862867f, 0.23692688f, 0.23692688f};

    /**
     * One spline point in the spline component's local space. {@code arrive}/{@code leave} are both null (an
     * auto-tangent {@code Curve} point) or both set (a {@code CurveCustomTangent} point).
     */
    public record Point(Vec3 position, Vec3 arrive, Vec3 leave) {
        public Point {
            Objects.requireNonNull(position, "position");
            if ((arrive == null) != (leave == null)) throw new IllegalArgumentException("give both tangents or neither");
        }

        public static Point auto(Vec3 position) {
            return new Point(position, null, null);
        }

        public boolean userTangents() {
            return arrive != null;
        }
    }

    private final List<Point> points;
    private final boolean closedLoop;
    private final Transform componentToWorld;
    private final int reparamSteps;
    private final Vec3[] pos;
    private final Vec3[] arrive;
    private final Vec3[] leave;
    private final double[] tableIn;
    private final double[] tableOut;
    private final double[] keys;

    public UeSpline(List<Point> points, boolean closedLoop, Transform componentToWorld) {
        this(points, closedLoop, componentToWorld, DEFAULT_REPARAM_STEPS);
    }

    public UeSpline(List<Point> points, boolean closedLoop, Transform componentToWorld, int reparamSteps) {
        this.points = List.copyOf(points);
        if (this.points.size() < 2) throw new IllegalArgumentException("a spline needs at least 2 points");
        if (reparamSteps < 4 || reparamSteps > 100) throw new IllegalArgumentException("ReparamStepsPerSegment outside [4,100]");
        this.closedLoop = closedLoop;
        this.componentToWorld = Objects.requireNonNull(componentToWorld);
        this.reparamSteps = reparamSteps;
        int n = this.points.size();
        pos = new Vec3[n];
        arrive = new Vec3[n];
        leave = new Vec3[n];
        keys = new double[n];
        for (int i = 0; i < n; i++) {
            pos[i] = this.points.get(i).position();
            keys[i] = i;
        }
        autoSetTangents();
        int segs = segmentCount();
        tableIn = new double[segs * reparamSteps + 1];
        tableOut = new double[segs * reparamSteps + 1];
        buildReparamTable();
    }

    public List<Point> points() {
        return points;
    }

    public boolean closedLoop() {
        return closedLoop;
    }

    public Transform componentToWorld() {
        return componentToWorld;
    }

    public int reparamSteps() {
        return reparamSteps;
    }

    public int segmentCount() {
        return closedLoop ? pos.length : pos.length - 1;
    }

    /** The tangents in effect after AutoSetTangents (copies). */
    public Vec3 arriveTangent(int i) {
        return arrive[i];
    }

    public Vec3 leaveTangent(int i) {
        return leave[i];
    }

    private void autoSetTangents() {
        int n = pos.length;
        int last = n - 1;
        for (int i = 0; i < n; i++) {
            Point pt = points.get(i);
            if (pt.userTangents()) {
                arrive[i] = pt.arrive();
                leave[i] = pt.leave();
                continue;
            }
            int prev = i == 0 ? (closedLoop ? last : 0) : i - 1;
            int next = i == last ? (closedLoop ? 0 : last) : i + 1;
            double prevKey = closedLoop && i == 0 ? i - 1.0 : prev;
            double nextKey = closedLoop && i == last ? i + 1.0 : next;
            // Every point here is a curve key, so the "copy the previous tangent" branch never applies.
            Vec3 t = pos[i].sub(pos[prev]).add(pos[next].sub(pos[i]))
                    .mul(1 / Math.max(KINDA_SMALL_NUMBER, nextKey - prevKey));
            arrive[i] = t;
            leave[i] = t;
        }
    }

    private int next(int seg) {
        return closedLoop && seg == pos.length - 1 ? 0 : seg + 1;
    }

    /** GetSegmentLength: Gauss–Legendre on |dP/da ⊙ Scale3D| over [0, param], raw tangents (no key spacing). */
    double segmentLength(int seg, double param) {
        Vec3 p0 = pos[seg];
        Vec3 t0 = leave[seg];
        Vec3 p1 = pos[next(seg)];
        Vec3 t1 = arrive[next(seg)];
        Vec3 c1 = p0.sub(p1).mul(2).add(t0).add(t1).mul(3);
        Vec3 c2 = p1.sub(p0).mul(6).sub(t0.mul(4)).sub(t1.mul(2));
        Vec3 c3 = t0;
        Vec3 scale = componentToWorld.scale();
        double half = param * 0.5;
        double len = 0;
        for (int k = 0; k < GL_X.length; k++) {
            double alpha = half * (1 + GL_X[k]);
            Vec3 deriv = c1.mul(alpha).add(c2).mul(alpha).add(c3).mul(scale);
            len += deriv.length() * GL_W[k];
        }
        return len * half;
    }

    private void buildReparamTable() {
        int row = 0;
        double acc = 0;
        for (int seg = 0; seg < segmentCount(); seg++) {
            for (int step = 0; step < reparamSteps; step++) {
                double param = (double) step / reparamSteps;
                double len = step == 0 ? 0 : segmentLength(seg, param);
                tableIn[row] = acc + len;
                tableOut[row] = seg + param;
                row++;
            }
            acc += segmentLength(seg, 1);
        }
        tableIn[row] = acc;
        tableOut[row] = segmentCount();
    }

    /** GetSplineLength: the table's last row (world-scaled by the component's Scale3D). */
    public double length() {
        return tableIn[tableIn.length - 1];
    }

    /** The reparam table's rows as (distance, key) pairs. */
    public double[][] reparamTable() {
        double[][] r = new double[tableIn.length][];
        for (int i = 0; i < r.length; i++) r[i] = new double[] {tableIn[i], tableOut[i]};
        return r;
    }

    /** ReparamTable.Eval: linear between rows, clamped to the first and last row's key. */
    public double inputKeyAtDistance(double distance) {
        int idx = indexFor(tableIn, distance);
        if (idx == -1) return tableOut[0];
        if (idx == tableIn.length - 1) return tableOut[idx];
        double diff = tableIn[idx + 1] - tableIn[idx];
        if (diff > 0) {
            double alpha = (distance - tableIn[idx]) / diff;
            return tableOut[idx] + alpha * (tableOut[idx + 1] - tableOut[idx]);
        }
        return tableOut[idx];
    }

    /** GetPointIndexForInputValue: -1 before the first, the last index at or after the last, else a binary search. */
    private static int indexFor(double[] keys, double value) {
        int last = keys.length - 1;
        if (value < keys[0]) return -1;
        if (value >= keys[last]) return last;
        int lo = 0;
        int hi = keys.length;
        while (hi - lo > 1) {
            int mid = (lo + hi) / 2;
            if (keys[mid] <= value) lo = mid;
            else hi = mid;
        }
        return lo;
    }

    /** Position.Eval(key) in the component's local space. */
    public Vec3 localPositionAtKey(double key) {
        int n = pos.length;
        int idx = indexFor(keys, key);
        if (idx == -1) return pos[0];
        if (idx == n - 1) {
            if (!closedLoop) return pos[n - 1];
            if (key >= (n - 1) + 1.0) return pos[0];
        }
        int nxt = next(idx);
        double alpha = key - idx;
        return cubicInterp(pos[idx], leave[idx], pos[nxt], arrive[nxt], alpha);
    }

    /** Position.EvalDerivative(key) in the component's local space (per unit key). */
    public Vec3 localDerivativeAtKey(double key) {
        int n = pos.length;
        int idx = indexFor(keys, key);
        if (idx == -1) return leave[0];
        if (idx == n - 1) {
            if (!closedLoop) return arrive[n - 1];
            if (key >= (n - 1) + 1.0) return arrive[0];
        }
        int nxt = next(idx);
        double alpha = key - idx;
        return cubicInterpDerivative(pos[idx], leave[idx], pos[nxt], arrive[nxt], alpha);
    }

    /** GetLocationAtDistanceAlongSpline(d, World). */
    public Vec3 worldLocationAtDistance(double distance) {
        return componentToWorld.transformPosition(localPositionAtKey(inputKeyAtDistance(distance)));
    }

    /** GetDirectionAtDistanceAlongSpline(d, World): GetSafeNormal, TransformVector, Normalize. */
    public Vec3 worldDirectionAtDistance(double distance) {
        Vec3 dir = safeNormal(localDerivativeAtKey(inputKeyAtDistance(distance)));
        Vec3 w = componentToWorld.transformVector(dir);
        double sq = w.lengthSquared();
        return sq > Transform.SMALL_NUMBER ? w.mul(1 / Math.sqrt(sq)) : w;
    }

    /**
     * Both world queries at one distance, sharing the reparam lookup: exactly
     * {@code (worldLocationAtDistance(d), worldDirectionAtDistance(d))}.
     */
    public Vec3[] worldLocationAndDirectionAtDistance(double distance) {
        double key = inputKeyAtDistance(distance);
        Vec3 location = componentToWorld.transformPosition(localPositionAtKey(key));
        Vec3 w = componentToWorld.transformVector(safeNormal(localDerivativeAtKey(key)));
        double sq = w.lengthSquared();
        return new Vec3[] {location, sq > Transform.SMALL_NUMBER ? w.mul(1 / Math.sqrt(sq)) : w};
    }

    /** FVector::GetSafeNormal: 0 below SMALL_NUMBER (squared), unchanged at exactly unit length. */
    static Vec3 safeNormal(Vec3 v) {
        double sq = v.lengthSquared();
        if (sq == 1) return v;
        if (sq < Transform.SMALL_NUMBER) return Vec3.ZERO;
        return v.mul(1 / Math.sqrt(sq));
    }

    static Vec3 cubicInterp(Vec3 p0, Vec3 t0, Vec3 p1, Vec3 t1, double a) {
        double a2 = a * a;
        double a3 = a2 * a;
        return p0.mul(2 * a3 - 3 * a2 + 1).add(t0.mul(a3 - 2 * a2 + a)).add(t1.mul(a3 - a2)).add(p1.mul(-2 * a3 + 3 * a2));
    }

    static Vec3 cubicInterpDerivative(Vec3 p0, Vec3 t0, Vec3 p1, Vec3 t1, double a) {
        Vec3 ca = p0.mul(6).add(t0.mul(3)).add(t1.mul(3)).sub(p1.mul(6));
        Vec3 cb = p0.mul(-6).sub(t0.mul(4)).sub(t1.mul(2)).add(p1.mul(6));
        double a2 = a * a;
        return ca.mul(a2).add(cb.mul(a)).add(t0);
    }

    /** Convenience: auto-tangent points from positions. */
    public static List<Point> autoPoints(List<Vec3> positions) {
        List<Point> l = new ArrayList<>();
        for (Vec3 p : positions) l.add(Point.auto(p));
        return l;
    }
}
