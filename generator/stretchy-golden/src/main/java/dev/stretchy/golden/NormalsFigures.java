package dev.stretchy.golden;

import dev.stretchy.reference.Mat3;
import dev.stretchy.reference.NormalsAccuracy;
import dev.stretchy.reference.NumericJacobian;
import dev.stretchy.reference.RestFrame;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.contract.NormalsMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Prints math spec section 8.5's figures over the standard golden set: per normals mode, the normal error (max and
 * 99th percentile, degrees) against the numerically differentiated full deformation at every vertex of every spline
 * case (vertices within the difference step of a kink left out, as section 8.5 says), then the random-curve table of
 * {@link NormalsAccuracy}. A benchmark, not a test: {@code scripts/bench-normals.sh}.
 */
public final class NormalsFigures {
    private NormalsFigures() {}

    public static void main(String[] args) {
        List<GoldenCase> cases = GoldenSet.standard();
        System.out.printf(Locale.ROOT, "golden set: normal error against central differences of the full deformation, degrees%n");
        System.out.printf(Locale.ROOT, "per case: max curvature x largest deformed cross-section radius (κρ), largest tangent turn per texel, "
                + "then the normal error max of each mode%n");
        System.out.printf(Locale.ROOT, "%-44s %7s %8s %9s %9s%n", "case", "κρ", "turn°", "exact", "rotate");
        List<List<Double>> all = List.of(new ArrayList<>(), new ArrayList<>());
        List<List<Double>> inDomain = List.of(new ArrayList<>(), new ArrayList<>());
        List<NormalsMode> modes = List.of(NormalsMode.EXACT, NormalsMode.ROTATE);
        for (GoldenCase c : cases) {
            if (!(c instanceof SplineDeformCase s) || s.normals() == null) continue;
            SplineDeform.Prepared d = SplineDeform.prepare(s.mode(), s.inputs(), s.textures(), WeightMode.EXACT);
            double[][] t = s.textures().tangent();
            double step = Math.max(s.inputs().splineLength(), 0.001) / Math.max(t.length - 1, 1);
            double turn = 0;
            for (int i = 0; i + 1 < t.length; i++) {
                Vec3 a = tangent(s, t[i]);
                Vec3 b = tangent(s, t[i + 1]);
                turn = Math.max(turn, NumericJacobian.degrees(a, b));
            }
            double kappaRho = Math.toRadians(turn) / step * ToleranceRules.crossSectionRadius(s.inputs(), s.vertices());
            boolean domain = kappaRho <= 0.5 && turn <= NormalsAccuracy.MAX_TURN_DEGREES;
            double[] worst = new double[2];
            for (int i = 0; i < s.vertices().size(); i++) {
                Vec3 x = s.vertices().get(i);
                if (nearKink(s.inputs(), s.textures().size(), x)) continue;
                Mat3 numeric = NumericJacobian.of(d::offset, x, NormalsAccuracy.EPS);
                Vec3 n = s.normals().rest().get(i);
                for (int k = 0; k < 2; k++) {
                    double e = NumericJacobian.degrees(d.jacobian(x, modes.get(k)).normal(n), numeric.normal(n));
                    all.get(k).add(e);
                    if (domain) inDomain.get(k).add(e);
                    worst[k] = Math.max(worst[k], e);
                }
            }
            System.out.printf(Locale.ROOT, "%-44s %7.3f %8.2f %9.4f %9.4f%s%n", s.name(), kappaRho, turn, worst[0], worst[1],
                    domain ? "" : "  (outside §8.5's domain)");
        }
        for (int k = 0; k < 2; k++) {
            double[] a = all.get(k).stream().mapToDouble(Double::doubleValue).toArray();
            double[] in = inDomain.get(k).stream().mapToDouble(Double::doubleValue).toArray();
            System.out.printf(Locale.ROOT, "%-7s all %d vertices: max %.4f°, p99 %.4f°; in the domain %d vertices: max %.4f°, p99 %.4f°%n",
                    modes.get(k).word(), a.length, NormalsAccuracy.max(a), NormalsAccuracy.p99(a), in.length,
                    NormalsAccuracy.max(in), NormalsAccuracy.p99(in));
        }
        System.out.println();
        NormalsAccuracy.main(args);
    }

    private static Vec3 tangent(SplineDeformCase s, double[] row) {
        return s.mode() == dev.stretchy.contract.Orientation.ROTATION_MINIMIZING
                ? dev.stretchy.reference.Quat.of(row).rotate(RestFrame.of(s.inputs().forwardAxisLocal()).forward())
                : new Vec3(row[0], row[1], row[2]);
    }

    /** Within the central difference's reach of |a| = h, of d = 0 or L, or of a texel boundary. */
    static boolean nearKink(SplineDeformInputs in, int texels, Vec3 x) {
        RestFrame fr = RestFrame.of(in.forwardAxisLocal());
        double h = Math.max(in.meshHalfLength(), 0.001);
        double s = Math.max(in.stretchScale(), 0.01);
        double b = Math.max(-0.95, Math.min(0.95, in.stretchBias()));
        double g = Math.max(in.sizeScale(), 0);
        double L = Math.max(in.splineLength(), 0.001);
        double p = Math.max(0, Math.min(1, in.progress()));
        double n = Math.max(in.sampleCount(), 2);
        double a = x.sub(in.meshCenterLocal()).dot(fr.forward());
        double ac = Math.max(-h, Math.min(h, a));
        double sl = s * (1 + b * ac / h);
        double d = p * L + g * (s * (ac + b * ac * ac / (2 * h)) + sl * (a - ac));
        double reach = 20 * NormalsAccuracy.EPS * Math.max(1, g * s * 2);
        if (Math.abs(Math.abs(a) - h) < reach || Math.abs(d) < reach || Math.abs(d - L) < reach) return true;
        double texel = Math.max(0, Math.min(d, L)) / L * (n - 1);
        double frac = texel - Math.floor(texel);
        double margin = reach / L * (n - 1);
        return d > 0 && d < L && (frac < margin || frac > 1 - margin);
    }
}
