package dev.stretchy.golden;

import dev.stretchy.reference.Vec3;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Vertex sets of real meshes at Unreal scales (centimetres): the vertices a UV sphere, a subdivided box and a
 * capsule would have. Coordinates are rounded to 1e-4 cm so golden files stay short; they are inputs, so the
 * rounding costs nothing.
 */
public final class Meshes {
    private Meshes() {}

    /** A mesh's vertices with the centre of its bounds and its extents. */
    public record Mesh(String kind, List<Vec3> vertices, Vec3 center) {
        public Mesh {
            vertices = List.copyOf(vertices);
        }

        /** Half extent along the unit axis {@code f} about the centre. */
        public double halfLength(Vec3 f) {
            double m = 0;
            for (Vec3 v : vertices) m = Math.max(m, Math.abs(v.sub(center).dot(f)));
            return m;
        }

        /** Largest distance of a vertex from the centre. */
        public double radius() {
            double m = 0;
            for (Vec3 v : vertices) m = Math.max(m, v.sub(center).length());
            return m;
        }
    }

    /** A UV sphere: {@code segments} around Z, {@code rings} from pole to pole, centred at {@code center}. */
    public static Mesh uvSphere(double radius, int segments, int rings, Vec3 center) {
        List<Vec3> v = new ArrayList<>();
        v.add(round(center.add(new Vec3(0, 0, radius))));
        for (int r = 1; r < rings; r++) {
            double theta = Math.PI * r / rings;
            for (int s = 0; s < segments; s++) {
                double phi = 2 * Math.PI * s / segments;
                v.add(round(center.add(new Vec3(radius * StrictMath.sin(theta) * StrictMath.cos(phi),
                        radius * StrictMath.sin(theta) * StrictMath.sin(phi), radius * StrictMath.cos(theta)))));
            }
        }
        v.add(round(center.add(new Vec3(0, 0, -radius))));
        return new Mesh("uv-sphere", v, center);
    }

    /** The surface vertices of a box subdivided {@code cuts} times per edge, centred at {@code center}. */
    public static Mesh box(Vec3 size, int cuts, Vec3 center) {
        Set<List<Double>> seen = new LinkedHashSet<>();
        List<Vec3> v = new ArrayList<>();
        for (int i = 0; i <= cuts; i++) {
            for (int j = 0; j <= cuts; j++) {
                for (int k = 0; k <= cuts; k++) {
                    boolean surface = i == 0 || j == 0 || k == 0 || i == cuts || j == cuts || k == cuts;
                    if (!surface) continue;
                    Vec3 p = round(center.add(new Vec3(size.x() * ((double) i / cuts - 0.5),
                            size.y() * ((double) j / cuts - 0.5), size.z() * ((double) k / cuts - 0.5))));
                    if (seen.add(List.of(p.x(), p.y(), p.z()))) v.add(p);
                }
            }
        }
        return new Mesh("box", v, center);
    }

    /**
     * A capsule along the unit {@code axis} (X, Y or Z): a cylinder of {@code cylinderLength} with hemispherical
     * caps of {@code radius}, {@code segments} around the axis.
     */
    public static Mesh capsule(double radius, double cylinderLength, int segments, int capRings, Vec3 axis, Vec3 center) {
        Vec3 a = axis.normalizeOr(Vec3.X);
        Vec3 u = Math.abs(a.z()) > 0.9 ? Vec3.X : Vec3.Z;
        Vec3 e1 = u.cross(a).normalizeOr(Vec3.Y);
        Vec3 e2 = a.cross(e1);
        List<Vec3> v = new ArrayList<>();
        double half = cylinderLength / 2;
        v.add(round(center.add(a.mul(half + radius))));
        for (int side = 1; side >= -1; side -= 2) {
            for (int r = capRings; r >= 1; r--) {
                int ring = side == 1 ? capRings - r + 1 : r; // top cap from the pole down, bottom cap back up
                double theta = Math.PI / 2 * ring / capRings;
                double along = side * (half + radius * StrictMath.cos(theta));
                double rad = radius * StrictMath.sin(theta);
                for (int s = 0; s < segments; s++) {
                    double phi = 2 * Math.PI * s / segments;
                    v.add(round(center.add(a.mul(along)).add(e1.mul(rad * StrictMath.cos(phi)))
                            .add(e2.mul(rad * StrictMath.sin(phi)))));
                }
            }
        }
        v.add(round(center.add(a.mul(-(half + radius)))));
        return new Mesh("capsule", v, center);
    }

    static Vec3 round(Vec3 p) {
        return new Vec3(r4(p.x()), r4(p.y()), r4(p.z()));
    }

    private static double r4(double x) {
        double r = Math.rint(x * 1e4) / 1e4;
        return r == 0 ? 0 : r;
    }
}
