package dev.stretchy.reference;

import java.util.function.UnaryOperator;

/**
 * The yardstick of math spec section 8.5: the Jacobian of a full deformation {@code x -> x + offset(x)} by central
 * differences, and the angle between two directions. Used by the precision tests and the normals bench.
 */
public final class NumericJacobian {
    private NumericJacobian() {}

    /** Central differences of {@code x + offset(x)} with step {@code eps} along X, Y, Z. */
    public static Mat3 of(UnaryOperator<Vec3> offset, Vec3 x, double eps) {
        Vec3[] axes = {Vec3.X, Vec3.Y, Vec3.Z};
        Vec3[] col = new Vec3[3];
        for (int k = 0; k < 3; k++) {
            Vec3 xp = x.add(axes[k].mul(eps));
            Vec3 xm = x.sub(axes[k].mul(eps));
            col[k] = xp.add(offset.apply(xp)).sub(xm.add(offset.apply(xm))).mul(1 / (2 * eps));
        }
        return new Mat3(col[0], col[1], col[2]);
    }

    /** The angle between two non-zero vectors, in degrees (atan2 form: accurate near 0). */
    public static double degrees(Vec3 a, Vec3 b) {
        return Math.toDegrees(Math.atan2(a.cross(b).length(), a.dot(b)));
    }
}
