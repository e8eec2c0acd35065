package dev.stretchy.reference;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Math spec section 8.5's yardstick: the angle between the normal (and tangent) of a mode's Jacobian and that of
 * the numerically differentiated full deformation, for one vertex placed at a chosen curvature × radius. The
 * precision property test and the normals bench ({@link #main}) share it.
 */
public final class NormalsAccuracy {
    /** Central-difference step, cm. */
    public static final double EPS = 1e-4;
    /** The mesh half length of the random cases, cm. */
    static final double HALF_LENGTH = 60;
    /** The claim's sampling condition: the baked tangent turns at most this much per texel. */
    public static final double MAX_TURN_DEGREES = 10;

    private NormalsAccuracy() {}

    /** Angles in degrees; {@code reach} is the case's curvature × deformed cross-section radius. */
    public record Check(double normalDegrees, double tangentDegrees, double reach, double turnDegrees) {}

    /** One random case's inputs (everything but the mode). */
    public record Case(List<Vec3> curve, int n, double progress, double s, double bias, double volume, double g,
                       double settle, double extrapolate, double fa, double theta, double reach, double nTheta,
                       double nZ, double tTheta) {}

    /** Points every 250 cm along X with sideways offsets within ±{@code side}, ending at the origin. */
    public static List<Vec3> curve(double[] ys, double[] zs) {
        List<Vec3> pts = new ArrayList<>();
        int m = ys.length;
        for (int i = 0; i < m; i++) pts.add(new Vec3(250.0 * (i - (m - 1)), ys[i] - ys[m - 1], zs[i] - zs[m - 1]));
        return pts;
    }

    /** The largest curvature of a bake, |T[i+1] - T[i]| per texel step (mode B: the frames' forward). */
    public static double maxCurvature(SplineBake.Result b, Orientation mode, Vec3 f) {
        double[][] t = b.textures().tangent();
        double step = b.splineLength() / (t.length - 1);
        double k = 0;
        for (int i = 0; i + 1 < t.length; i++) k = Math.max(k, tangent(t[i + 1], mode, f).sub(tangent(t[i], mode, f)).length() / step);
        return k;
    }

    static Vec3 tangent(double[] row, Orientation mode, Vec3 f) {
        return mode == Orientation.ROTATION_MINIMIZING ? Quat.of(row).rotate(f) : new Vec3(row[0], row[1], row[2]);
    }

    /** The unit vector at azimuth {@code theta} and height {@code z}. */
    public static Vec3 unit(double theta, double z) {
        double r = Math.sqrt(Math.max(0, 1 - z * z));
        return new Vec3(r * Math.cos(theta), r * Math.sin(theta), z);
    }

    /**
     * Places a vertex at deformed cross-section radius {@code reach / kappa} (kappa the bake's largest curvature,
     * the radius capped at 400 cm) and compares; null when the vertex sits within the difference step of a point
     * where the deformation is not differentiable (|a| = h, a texel boundary, the curve's ends).
     */
    public static Check check(Orientation mode, NormalsMode normals, Case c) {
        var b = bake(c.curve(), c.n(), mode);
        double len = b.splineLength();
        double kappa = Math.max(maxCurvature(b, mode, Vec3.X), 1e-6);
        double h = HALF_LENGTH;
        var in = new SplineDeformInputs(c.progress(), len, c.n(), Vec3.ZERO, Vec3.X, c.s(), c.volume(), c.g(), c.bias(), h,
                c.settle(), c.extrapolate());
        var prepared = SplineDeform.prepare(mode, in, b.textures(), WeightMode.EXACT);
        double a = c.fa() * h;
        double ac = Math.max(-h, Math.min(h, a));
        double sl = c.s() * (1 + c.bias() * ac / h);
        double k = 1 + (1 / Math.sqrt(sl) - 1) * c.volume();
        double rho = Math.min(c.reach() / kappa, 400);
        double radius = rho / (c.g() * k);
        Vec3 x = new Vec3(a, radius * Math.cos(c.theta()), radius * Math.sin(c.theta()));
        double a1 = c.s() * (ac + c.bias() * ac * ac / (2 * h)) + sl * (a - ac);
        double d = c.progress() * len + c.g() * a1;
        double texel = Math.max(0, Math.min(d, len)) / len * (c.n() - 1);
        double margin = 20 * EPS * c.g() * c.s();
        double texelMargin = margin / len * (c.n() - 1);
        if (Math.abs(Math.abs(a) - h) < 10 * EPS || Math.abs(d) < margin || Math.abs(d - len) < margin) return null;
        double frac = texel - Math.floor(texel);
        if (d > 0 && d < len && (frac < texelMargin || frac > 1 - texelMargin)) return null;
        Mat3 model = prepared.jacobian(x, normals);
        Mat3 numeric = NumericJacobian.of(prepared::offset, x, EPS);
        Vec3 nRest = unit(c.nTheta(), c.nZ());
        Vec3 any = Math.abs(nRest.z()) < 0.9 ? Vec3.Z : Vec3.X;
        Vec3 u1 = nRest.cross(any).normalizeOr(Vec3.X);
        Vec3 u2 = nRest.cross(u1);
        Vec3 tRest = u1.mul(Math.cos(c.tTheta())).add(u2.mul(Math.sin(c.tTheta())));
        return new Check(NumericJacobian.degrees(model.normal(nRest), numeric.normal(nRest)),
                NumericJacobian.degrees(model.tangent(tRest), numeric.tangent(tRest)), kappa * rho,
                Math.toDegrees(kappa * len / (c.n() - 1)));
    }

    private static SplineBake.Result bake(List<Vec3> points, int n, Orientation mode) {
        UeSpline s = new UeSpline(UeSpline.autoPoints(points), false, Transform.IDENTITY);
        return SplineBake.bake(s, Transform.IDENTITY, n, Vec3.X, mode);
    }

    /** A random case of the claim's domain, curvature × radius up to {@code maxReach}. */
    public static Case random(SplittableRandom r, double maxReach) {
        int m = 2 + r.nextInt(5);
        double[] ys = new double[m];
        double[] zs = new double[m];
        for (int i = 0; i < m; i++) {
            ys[i] = r.nextDouble(-200, 200);
            zs[i] = r.nextDouble(-200, 200);
        }
        return new Case(curve(ys, zs), 96 + r.nextInt(417), r.nextDouble(), r.nextDouble(0.3, 2.5), r.nextDouble(-0.9, 0.9),
                r.nextDouble(), r.nextDouble(0.3, 2), r.nextDouble(0, 0.3), r.nextBoolean() ? 1 : 0, r.nextDouble(-1.5, 1.5),
                r.nextDouble(0, 2 * Math.PI), r.nextDouble(0, maxReach), r.nextDouble(0, 2 * Math.PI), r.nextDouble(-1, 1),
                r.nextDouble(0, 2 * Math.PI));
    }

    /** Prints max and 99th percentile of the normal and tangent error per mode over seeded random cases. */
    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        double[] reaches = {0.1, 0.5, 0.9};
        System.out.printf(Locale.ROOT, "random curves (%d cases per row, seed 13, tangent turn <= %.0f° per texel), degrees against central differences%n",
                count, MAX_TURN_DEGREES);
        System.out.printf(Locale.ROOT, "%-22s %-8s %8s %10s %10s %10s %10s%n", "orientation", "normals", "κρ <=",
                "n max", "n p99", "t max", "t p99");
        for (Orientation mode : Orientation.values()) {
            for (NormalsMode normals : List.of(NormalsMode.EXACT, NormalsMode.ROTATE)) {
                for (double reach : reaches) {
                    SplittableRandom r = new SplittableRandom(13);
                    double[] nErr = new double[count];
                    double[] tErr = new double[count];
                    int k = 0;
                    while (k < count) {
                        Check c = check(mode, normals, random(r, reach));
                        if (c == null || c.turnDegrees() > MAX_TURN_DEGREES) continue;
                        nErr[k] = c.normalDegrees();
                        tErr[k] = c.tangentDegrees();
                        k++;
                    }
                    System.out.printf(Locale.ROOT, "%-22s %-8s %8.2f %10.4f %10.4f %10.4f %10.4f%n", mode.word(), normals.word(),
                            reach, max(nErr), p99(nErr), max(tErr), p99(tErr));
                }
            }
        }
    }

    public static double max(double[] v) {
        return Arrays.stream(v).max().orElse(0);
    }

    public static double p99(double[] v) {
        double[] s = v.clone();
        Arrays.sort(s);
        return s.length == 0 ? 0 : s[(int) Math.min(s.length - 1, Math.ceil(0.99 * s.length) - 1)];
    }
}
