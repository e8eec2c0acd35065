package dev.stretchy.reference;

/**
 * The velocity deformer of math spec section 5 about pivot {@code q} with unit axis {@code d}:
 * {@code x' = q + d sPar (r·d) + (r - d (r·d)) sPerp}; in 2D the perpendicular part splits into the in-plane axis
 * (scaled by sPerp) and the plane normal (unscaled). Returns the offset {@code x' - x}. Sanitising follows the
 * contract: {@code d = normalize(axis)} fallback (0,0,1), {@code sPar = max(stretch, 0.01)},
 * {@code sPerp = max(perp, 0)}, {@code n = normalize(planeNormal)} fallback (0,1,0).
 */
public final class VelocityDeform {
    private VelocityDeform() {}

    public static Vec3 offset(VelocityDeformInputs in, Vec3 x, int dimensions) {
        Vec3 q = in.velocityPivotLocal();
        Vec3 d = in.velocityAxisLocal().normalizeOr(Vec3.Z);
        double sPar = Math.max(in.velocityStretch(), 0.01);
        double sPerp = Math.max(in.velocityPerpScale(), 0);
        Vec3 r = x.sub(q);
        double a = r.dot(d);
        Vec3 perp = r.sub(d.mul(a));
        Vec3 moved;
        if (dimensions == 2) {
            Vec3 n0 = in.velocityPlaneNormalLocal().normalizeOr(Vec3.Y);
            // The plane normal made perpendicular to the axis; if they coincide, any perpendicular will do.
            Vec3 n = n0.sub(d.mul(n0.dot(d))).normalizeOr(anyPerpendicular(d));
            double an = perp.dot(n);
            Vec3 inPlane = perp.sub(n.mul(an));
            moved = q.add(d.mul(sPar * a)).add(inPlane.mul(sPerp)).add(n.mul(an));
        } else {
            moved = q.add(d.mul(sPar * a)).add(perp.mul(sPerp));
        }
        return moved.sub(x);
    }

    /**
     * Math spec section 8.3: the Jacobian of the deformer (a linear map): {@code sPerp I + (sPar - sPerp) d d^T} in
     * 3D; in 2D the plane normal's part stays unscaled.
     */
    public static Mat3 jacobian(VelocityDeformInputs in, int dimensions) {
        Vec3 d = in.velocityAxisLocal().normalizeOr(Vec3.Z);
        double sPar = Math.max(in.velocityStretch(), 0.01);
        double sPerp = Math.max(in.velocityPerpScale(), 0);
        Mat3 j = Mat3.IDENTITY.mul(sPerp).add(Mat3.outer(d, d).mul(sPar - sPerp));
        if (dimensions == 2) {
            Vec3 n0 = in.velocityPlaneNormalLocal().normalizeOr(Vec3.Y);
            Vec3 n = n0.sub(d.mul(n0.dot(d))).normalizeOr(anyPerpendicular(d));
            j = j.add(Mat3.outer(n, n).mul(1 - sPerp));
        }
        return j;
    }

    /** Duff et al. 2017's branchless basis vector (with a >= 0 test, never HLSL sign()). */
    static Vec3 anyPerpendicular(Vec3 n) {
        double sign = n.z() >= 0 ? 1 : -1;
        double a = -1 / (sign + n.z());
        double b = n.x() * n.y() * a;
        return new Vec3(1 + sign * n.x() * n.x() * a, sign * b, -sign * n.x());
    }
}
