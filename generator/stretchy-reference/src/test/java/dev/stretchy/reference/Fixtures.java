package dev.stretchy.reference;

import dev.stretchy.contract.Orientation;
import java.util.ArrayList;
import java.util.List;

/** Curves and inputs shared by the reference tests. */
final class Fixtures {
    private Fixtures() {}

    /** Bakes a spline whose points are given in the mesh's local space (identity transforms). */
    static SplineBake.Result bake(List<Vec3> points, boolean closed, int n, Vec3 f, Orientation mode) {
        UeSpline s = new UeSpline(UeSpline.autoPoints(points), closed, Transform.IDENTITY);
        return SplineBake.bake(s, Transform.IDENTITY, n, f, mode);
    }

    /** A straight curve of length {@code len} along +X ending at the origin. */
    static SplineBake.Result straight(double len, int n, Orientation mode) {
        return bake(List.of(new Vec3(-len, 0, 0), new Vec3(0, 0, 0)), false, n, Vec3.X, mode);
    }

    /** A planar arc in the XY plane turning {@code degrees} in total, ending at the origin heading +X. */
    static SplineBake.Result planarArc(double radius, double degrees, int n, Orientation mode) {
        List<Vec3> pts = new ArrayList<>();
        int m = 8;
        for (int i = 0; i <= m; i++) {
            double a = Math.toRadians(degrees) * (i - m) / m; // from -degrees to 0
            pts.add(new Vec3(radius * Math.sin(a), radius * (1 - Math.cos(a)), 0));
        }
        return bake(pts, false, n, Vec3.X, mode);
    }

    static SplineDeformInputs inputs(SplineBake.Result b, double progress) {
        return new SplineDeformInputs(progress, b.splineLength(), b.textures().size(), Vec3.ZERO, Vec3.X, 1, 1, 1, 0,
                50, 0, 1);
    }
}
