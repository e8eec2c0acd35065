package dev.stretchy.verify.vulkan;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Deformer cases built from {@link SpecFormulas} for harness tests that must not depend on the golden files. */
final class TestCases {
    private TestCases() {}

    /** A box-ish cloud of vertices around the mesh centre, half length 60 along X, radius ~40. */
    static double[][] vertices() {
        List<double[]> v = new ArrayList<>();
        for (int i = -3; i <= 3; i++) {
            for (int j = -1; j <= 1; j++) {
                for (int k = -1; k <= 1; k++) v.add(new double[] {i * 20.0, j * 30.0 + k * 3, k * 25.0 - j * 4});
            }
        }
        return v.toArray(new double[0][]);
    }

    static Map<String, double[]> splineInputs(double progress, double length, int n) {
        Map<String, double[]> in = new HashMap<>();
        in.put("Progress", new double[] {progress});
        in.put("SplineLength", new double[] {length});
        in.put("SampleCount", new double[] {n});
        in.put("MeshCenterLocal", new double[] {0, 0, 0});
        in.put("ForwardAxisLocal", new double[] {1, 0, 0});
        in.put("StretchScale", new double[] {1.3});
        in.put("PreserveVolume", new double[] {1});
        in.put("SizeScale", new double[] {0.9});
        in.put("StretchBias", new double[] {0.25});
        in.put("MeshHalfLength", new double[] {60});
        in.put("SettleWindow", new double[] {0.05});
        in.put("EndExtrapolation", new double[] {1});
        return in;
    }

    /** An S-curve in the XY plane, {@code n} texels: positions relative to the end, unit tangents or z-rotations. */
    static double[][][] sCurve(int n, boolean quaternions) {
        double[][] pts = new double[n][];
        for (int i = 0; i < n; i++) {
            double u = i / (double) (n - 1);
            pts[i] = new double[] {800 * u, 150 * Math.sin(2 * Math.PI * u), 40 * u * u};
        }
        double[][] pos = new double[n][];
        double[][] tan = new double[n][];
        for (int i = 0; i < n; i++) {
            double[] a = pts[Math.max(i - 1, 0)];
            double[] b = pts[Math.min(i + 1, n - 1)];
            double[] t = SpecFormulas.normalize(SpecFormulas.sub(b, a), null);
            double[] rel = SpecFormulas.sub(pts[i], pts[n - 1]);
            pos[i] = new double[] {rel[0], rel[1], rel[2], i / (double) (n - 1)};
            if (quaternions) {
                double angle = Math.atan2(t[1], t[0]);
                tan[i] = new double[] {0, 0, Math.sin(angle / 2), Math.cos(angle / 2)};
            } else {
                tan[i] = new double[] {t[0], t[1], t[2], 0};
            }
        }
        return new double[][][] {pos, tan};
    }

    static double polylineLength(double[][] pos) {
        double l = 0;
        for (int i = 1; i < pos.length; i++) l += Math.sqrt(SpecFormulas.dot(SpecFormulas.sub(pos[i], pos[i - 1]),
                SpecFormulas.sub(pos[i], pos[i - 1])));
        return l;
    }

    static KernelCase spline(String name, String mode, double progress, double prevProgress, int n, Map<String, double[]> overrides) {
        double[][][] tex = sCurve(n, mode.equals("rotation-minimizing"));
        double len = polylineLength(tex[0]);
        Map<String, double[]> in = splineInputs(progress, len, n);
        in.putAll(overrides);
        Map<String, double[]> prevAll = new HashMap<>(in);
        prevAll.put("Progress", new double[] {prevProgress});
        double[][] v = vertices();
        double[][] exp = new double[v.length][];
        double[][] expPrev = new double[v.length][];
        for (int i = 0; i < v.length; i++) {
            exp[i] = SpecFormulas.splineDeform(mode, in, tex[0], tex[1], v[i]);
            expPrev[i] = SpecFormulas.splineDeform(mode, prevAll, tex[0], tex[1], v[i]);
        }
        double maxStep = 0;
        double maxTurn = 0;
        for (int i = 1; i < n; i++) {
            for (int k = 0; k < 3; k++) {
                maxStep = Math.max(maxStep, Math.abs(tex[0][i][k] - tex[0][i - 1][k]));
                maxTurn = Math.max(maxTurn, Math.abs(tex[1][i][k] - tex[1][i - 1][k]));
            }
        }
        double abs = maxStep / 256 + maxTurn * 80 / 256;
        return new KernelCase("built-in", name, "SplineDeform", mode, 3, in, Map.of("Progress", new double[] {prevProgress}),
                Map.of("PositionTexture", tex[0], "TangentTexture", tex[1]), v, exp, expPrev, abs, 3.2e-5);
    }

    static KernelCase velocity(String name, boolean twoD) {
        Map<String, double[]> in = new HashMap<>();
        in.put("VelocityPivotLocal", new double[] {0, 0, -40});
        in.put("VelocityAxisLocal", new double[] {0.3, 0.2, 1.0});
        in.put("VelocityStretch", new double[] {1.45});
        in.put("VelocityPerpScale", new double[] {twoD ? 1 / 1.45 : 1 / Math.sqrt(1.45)});
        if (twoD) in.put("VelocityPlaneNormalLocal", new double[] {0, 1, 0});
        Map<String, double[]> prev = Map.of("VelocityStretch", new double[] {0.8}, "VelocityPerpScale",
                new double[] {twoD ? 1 / 0.8 : 1 / Math.sqrt(0.8)}, "VelocityAxisLocal", new double[] {0, 0, 1},
                "VelocityPivotLocal", new double[] {0, 0, -40});
        Map<String, double[]> prevAll = new HashMap<>(in);
        prevAll.putAll(prev);
        double[][] v = vertices();
        double[][] exp = new double[v.length][];
        double[][] expPrev = new double[v.length][];
        for (int i = 0; i < v.length; i++) {
            exp[i] = SpecFormulas.velocityStretch(in, v[i]);
            expPrev[i] = SpecFormulas.velocityStretch(prevAll, v[i]);
        }
        return new KernelCase("built-in", name, "VelocityStretch", "", twoD ? 2 : 3, in, prev, Map.of(), v, exp, expPrev,
                1e-4, 3.2e-5);
    }

    static List<KernelCase> all() {
        List<KernelCase> l = new ArrayList<>();
        for (String mode : List.of("parallel-transport", "rotation-minimizing", "article")) {
            l.add(spline("s-curve-mid-" + mode, mode, 0.45, 0.4, 64, Map.of()));
            l.add(spline("settle-window-" + mode, mode, 0.985, 0.97, 32, Map.of("SettleWindow", new double[] {0.1})));
            l.add(spline("extrapolate-start-" + mode, mode, 0.0, 0.02, 16, Map.of()));
        }
        l.add(velocity("velocity-3d", false));
        l.add(velocity("velocity-2d", true));
        return l;
    }
}
