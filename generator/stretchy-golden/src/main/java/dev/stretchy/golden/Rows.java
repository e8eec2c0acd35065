package dev.stretchy.golden;

import dev.stretchy.reference.Vec3;
import java.util.List;

/** Small conversions between model values and channel rows. */
final class Rows {
    private Rows() {}

    static double[][] of(List<Vec3> v) {
        double[][] r = new double[v.size()][];
        for (int i = 0; i < r.length; i++) r[i] = v.get(i).toArray();
        return r;
    }

    static double[][] of(Vec3[] v) {
        return of(List.of(v));
    }

    static double[] norms(double[][] rows) {
        double[] n = new double[rows.length];
        for (int i = 0; i < rows.length; i++) {
            double s = 0;
            for (int k = 0; k < Math.min(3, rows[i].length); k++) s += rows[i][k] * rows[i][k];
            n[i] = Math.sqrt(s);
        }
        return n;
    }

    static double[] constant(int n, double v) {
        double[] a = new double[n];
        java.util.Arrays.fill(a, v);
        return a;
    }

    static double[] atLeast(double[] a, double floor) {
        double[] b = a.clone();
        for (int i = 0; i < b.length; i++) b[i] = Math.max(b[i], floor);
        return b;
    }
}
