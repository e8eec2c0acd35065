package dev.stretchy.reference;

import java.util.Objects;

/**
 * Unreal's FTransform (rotation, translation, non-uniform scale), local → world: {@code R(S ⊙ v) + T}.
 * Only what the bake needs.
 */
public record Transform(Quat rotation, Vec3 translation, Vec3 scale) {
    public static final Transform IDENTITY = new Transform(Quat.IDENTITY, Vec3.ZERO, new Vec3(1, 1, 1));
    /** Unreal's SMALL_NUMBER: a scale component at or below it has a reciprocal of 0 (GetSafeScaleReciprocal). */
    static final double SMALL_NUMBER = 1e-8;

    public Transform {
        Objects.requireNonNull(rotation, "rotation");
        Objects.requireNonNull(translation, "translation");
        Objects.requireNonNull(scale, "scale");
        if (!(rotation.isFinite() && translation.isFinite() && scale.isFinite())) {
            throw new IllegalArgumentException("transform must be finite");
        }
        if (Math.abs(rotation.length() - 1) > 1e-6) {
            throw new IllegalArgumentException("transform rotation must be a unit quaternion, |q| = " + rotation.length());
        }
    }

    public Vec3 transformPosition(Vec3 v) {
        return rotation.rotate(scale.mul(v)).add(translation);
    }

    public Vec3 transformVector(Vec3 v) {
        return rotation.rotate(scale.mul(v));
    }

    /** Inverse rotation, then the safe reciprocal of the scale: keeps scale, unlike the NoScale variant. */
    public Vec3 inverseTransformVector(Vec3 v) {
        Vec3 u = rotation.unrotate(v);
        return new Vec3(u.x() * safeReciprocal(scale.x()), u.y() * safeReciprocal(scale.y()),
                u.z() * safeReciprocal(scale.z()));
    }

    private static double safeReciprocal(double s) {
        return Math.abs(s) <= SMALL_NUMBER ? 0 : 1 / s;
    }

    /** A rotation of {@code degrees} about a unit {@code axis}. */
    public static Quat axisAngle(Vec3 axis, double degrees) {
        Vec3 n = axis.normalizeOr(Vec3.Z);
        double half = Math.toRadians(degrees) / 2;
        double s = StrictMath.sin(half);
        return new Quat(n.x() * s, n.y() * s, n.z() * s, StrictMath.cos(half));
    }
}
