package dev.stretchy.reference;

/**
 * A 3x3 matrix by its columns (the images of X, Y, Z): the deformers' Jacobians (math spec section 8). Normals
 * and tangents are derived from it in one place, {@link #normal} and {@link #tangent}.
 */
public record Mat3(Vec3 cx, Vec3 cy, Vec3 cz) {
    public static final Mat3 IDENTITY = new Mat3(Vec3.X, Vec3.Y, Vec3.Z);

    /** {@code a b^T}. */
    public static Mat3 outer(Vec3 a, Vec3 b) {
        return new Mat3(a.mul(b.x()), a.mul(b.y()), a.mul(b.z()));
    }

    public Mat3 add(Mat3 o) {
        return new Mat3(cx.add(o.cx), cy.add(o.cy), cz.add(o.cz));
    }

    public Mat3 mul(double s) {
        return new Mat3(cx.mul(s), cy.mul(s), cz.mul(s));
    }

    public Vec3 apply(Vec3 v) {
        return cx.mul(v.x()).add(cy.mul(v.y())).add(cz.mul(v.z()));
    }

    public Mat3 transpose() {
        return new Mat3(new Vec3(cx.x(), cy.x(), cz.x()), new Vec3(cx.y(), cy.y(), cz.y()),
                new Vec3(cx.z(), cy.z(), cz.z()));
    }

    public double determinant() {
        return cx.dot(cy.cross(cz));
    }

    /** {@code cof(J) n = det(J) J^-T n}, without a division (§8.4). */
    public Vec3 cofactorApply(Vec3 n) {
        return cy.cross(cz).mul(n.x()).add(cz.cross(cx).mul(n.y())).add(cx.cross(cy).mul(n.z()));
    }

    /** The deformed unit normal of rest normal {@code n} (§8.4); fallback {@code n}. */
    public Vec3 normal(Vec3 n) {
        return cofactorApply(n).normalizeOr(n);
    }

    /** The deformed unit tangent of rest tangent {@code t} (§8.4); fallback {@code t}. */
    public Vec3 tangent(Vec3 t) {
        return apply(t).normalizeOr(t);
    }

    public boolean isFinite() {
        return cx.isFinite() && cy.isFinite() && cz.isFinite();
    }
}
