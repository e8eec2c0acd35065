package dev.stretchy.verify.vulkan;

import java.util.Map;

/**
 * deformer-math.md §1 (sampling step 6 onwards from given textures) and the §5 deformer in double precision, only to
 * build harness test cases until the project's reference golden files are available. Not an oracle for anything else.
 */
final class SpecFormulas {
    private SpecFormulas() {}

    static double[] splineDeform(String mode, Map<String, double[]> in, double[][] pTex, double[][] tTex, double[] x) {
        double p = sat(in.get("Progress")[0]);
        double len = Math.max(in.get("SplineLength")[0], 0.001);
        double n = Math.max(in.get("SampleCount")[0], 2);
        double s = Math.max(in.get("StretchScale")[0], 0.01);
        double v = sat(in.get("PreserveVolume")[0]);
        double g = Math.max(in.get("SizeScale")[0], 0);
        double b = Math.max(-0.95, Math.min(0.95, in.get("StretchBias")[0]));
        double h = Math.max(in.get("MeshHalfLength")[0], 0.001);
        double w = sat(in.get("SettleWindow")[0]);
        boolean e = in.get("EndExtrapolation")[0] >= 0.5;
        double[] c = in.get("MeshCenterLocal");
        double[] f = normalize(in.get("ForwardAxisLocal"), new double[] {1, 0, 0});
        double[] refUp = Math.abs(f[2]) > 0.95 ? new double[] {0, 1, 0} : new double[] {0, 0, 1};
        double[] right = normalize(cross(refUp, f), null);
        double[] up = cross(f, right);
        double[] r = sub(x, c);
        double a = dot(r, f);
        double ur = dot(r, right);
        double uu = dot(r, up);
        double ac = Math.max(-h, Math.min(h, a));
        double sl = s * (1 + b * ac / h);
        double a1 = s * (ac + b * ac * ac / (2 * h)) + sl * (a - ac);
        double k = 1 + (1 / Math.sqrt(sl) - 1) * v;
        double ur1 = g * k * ur;
        double uu1 = g * k * uu;
        double d = p * len + g * a1;
        double t = Math.max(0, Math.min(len, d)) / len * (n - 1);
        int i0 = (int) Math.floor(t);
        int i1 = (int) Math.min(i0 + 1, n - 1);
        double phi = t - i0;
        double[] pd = lerp(pTex[i0], pTex[i1], phi, 3);
        double[] rotated;
        double[] cross = add(scale(right, ur1), scale(up, uu1));
        if (mode.equals("rotation-minimizing")) {
            double[] q = lerp(tTex[i0], tTex[i1], phi, 4);
            double ql = Math.sqrt(q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3]);
            for (int j = 0; j < 4; j++) q[j] /= ql;
            if (e) pd = add(pd, scale(rotate(q, f), d - Math.max(0, Math.min(len, d))));
            rotated = rotate(q, cross);
        } else {
            double[] td = normalize(lerp(tTex[i0], tTex[i1], phi, 3), null);
            if (td == null) td = normalize(java.util.Arrays.copyOf(tTex[(int) Math.floor(t + 0.5)], 3), f);
            if (e) pd = add(pd, scale(td, d - Math.max(0, Math.min(len, d))));
            if (mode.equals("article")) {
                double[] rr = normalize(cross(new double[] {0, 0, 1}, td), right);
                double[] ru = cross(td, rr);
                rotated = add(scale(rr, ur1), scale(ru, uu1));
            } else {
                double cs = dot(f, td);
                double[] kx = cross(f, td);
                rotated = 1 + cs < 1e-4 ? sub(scale(up, 2 * dot(cross, up)), cross)
                        : add(add(scale(cross, cs), cross(kx, cross)), scale(kx, dot(kx, cross) / (1 + cs)));
            }
        }
        double[] o = sub(add(add(c, pd), rotated), x);
        if (w > 0) {
            double tt = sat((p - (1 - w)) / w);
            o = scale(o, 1 - tt * tt * (3 - 2 * tt));
        }
        return o;
    }

    static double[] velocityStretch(Map<String, double[]> in, double[] x) {
        double sPar = Math.max(in.get("VelocityStretch")[0], 0.01);
        double sPerp = Math.max(in.get("VelocityPerpScale")[0], 0);
        double[] dd = normalize(in.get("VelocityAxisLocal"), new double[] {0, 0, 1});
        double[] q = in.get("VelocityPivotLocal");
        double[] r = sub(x, q);
        double along = dot(r, dd);
        double[] perp = sub(r, scale(dd, along));
        double[] moved;
        if (in.containsKey("VelocityPlaneNormalLocal")) {
            double[] n0 = normalize(in.get("VelocityPlaneNormalLocal"), new double[] {0, 1, 0});
            double[] nn = normalize(sub(n0, scale(dd, dot(n0, dd))), null);
            double[] normalPart = scale(nn, dot(perp, nn));
            moved = add(add(add(q, scale(dd, sPar * along)), scale(sub(perp, normalPart), sPerp)), normalPart);
        } else {
            moved = add(add(q, scale(dd, sPar * along)), scale(perp, sPerp));
        }
        return sub(moved, x);
    }

    static double[] rotate(double[] q, double[] v) {
        double[] u = {q[0], q[1], q[2]};
        return add(v, scale(cross(u, add(cross(u, v), scale(v, q[3]))), 2));
    }

    static double sat(double v) {
        return Math.max(0, Math.min(1, v));
    }

    static double[] normalize(double[] v, double[] fallback) {
        double l = Math.sqrt(dot(v, v));
        return l < 1e-8 ? fallback : scale(v, 1 / l);
    }

    static double[] lerp(double[] a, double[] b, double t, int n) {
        double[] r = new double[n];
        for (int i = 0; i < n; i++) r[i] = a[i] + (b[i] - a[i]) * t;
        return r;
    }

    static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    static double[] cross(double[] a, double[] b) {
        return new double[] {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
    }

    static double[] add(double[] a, double[] b) {
        return new double[] {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
    }

    static double[] sub(double[] a, double[] b) {
        return new double[] {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
    }

    static double[] scale(double[] a, double s) {
        return new double[] {a[0] * s, a[1] * s, a[2] * s};
    }
}
