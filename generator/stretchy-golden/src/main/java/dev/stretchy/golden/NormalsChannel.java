package dev.stretchy.golden;

import dev.stretchy.reference.Mat3;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.NormalsMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;

/**
 * A deformer case's optional normals channel (math spec section 8): one rest normal and rest tangent per vertex,
 * and what the reference's Jacobian makes of them, with its own tolerance (unit vectors: scale 1).
 *
 * @param mode the spline deformer's normals mode; null for the velocity deformer (always exact)
 */
public record NormalsChannel(NormalsMode mode, List<Vec3> rest, List<Vec3> restTangents, List<Vec3> expected,
                             List<Vec3> expectedTangents, Tolerance tolerance) {
    public NormalsChannel {
        rest = List.copyOf(rest);
        restTangents = List.copyOf(restTangents);
        expected = List.copyOf(expected);
        expectedTangents = List.copyOf(expectedTangents);
        Objects.requireNonNull(tolerance);
        if (mode == NormalsMode.OFF) throw new IllegalArgumentException("normals mode off has nothing to compare");
        int n = rest.size();
        if (restTangents.size() != n || expected.size() != n || expectedTangents.size() != n) {
            throw new IllegalArgumentException("normals: one rest normal, rest tangent, expected normal and tangent per vertex");
        }
    }

    /**
     * The standard set's rest normals: a Fibonacci sphere over the vertices (every direction exercised, whatever the
     * mesh), and a tangent perpendicular to each.
     */
    public static List<Vec3> restNormals(int count) {
        List<Vec3> out = new ArrayList<>();
        double golden = Math.PI * (3 - Math.sqrt(5));
        for (int i = 0; i < count; i++) {
            double z = 1 - 2 * (i + 0.5) / count;
            double r = Math.sqrt(Math.max(0, 1 - z * z));
            out.add(new Vec3(r * Math.cos(golden * i), r * Math.sin(golden * i), z));
        }
        return out;
    }

    public static List<Vec3> restTangents(List<Vec3> normals) {
        List<Vec3> out = new ArrayList<>();
        for (Vec3 n : normals) out.add((Math.abs(n.z()) < 0.9 ? Vec3.Z : Vec3.X).cross(n).normalizeOr(Vec3.X));
        return out;
    }

    /** The reference's channel: vertex {@code i}'s Jacobian from {@code jacobian}. */
    public static NormalsChannel compute(NormalsMode mode, int count, IntFunction<Mat3> jacobian, Tolerance tol) {
        List<Vec3> rest = restNormals(count);
        List<Vec3> restT = restTangents(rest);
        List<Vec3> n = new ArrayList<>();
        List<Vec3> t = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Mat3 j = jacobian.apply(i);
            n.add(j.normal(rest.get(i)));
            t.add(j.tangent(restT.get(i)));
        }
        return new NormalsChannel(mode, rest, restT, n, t, tol);
    }

    /**
     * The compared channels {@code normals} and {@code tangents}, scale 1, with this channel's tolerance. Optional: a
     * backend that computes no normals (the bake-only C++ core, a harness without them) leaves them out; the
     * backends that do are tested to return them.
     */
    List<Channel> channels() {
        double[] ones = new double[expected.size()];
        java.util.Arrays.fill(ones, 1);
        return List.of(new Channel("normals", Rows.of(expected), ones, true, tolerance),
                new Channel("tangents", Rows.of(expectedTangents), ones, true, tolerance));
    }
}
