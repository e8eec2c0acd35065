package dev.stretchy.reference;

/** Step 1 of the spline deformer: the mesh's rest frame (f, right, up) from its sanitised forward axis. */
public record RestFrame(Vec3 forward, Vec3 right, Vec3 up) {
    public static RestFrame of(Vec3 forwardAxisLocal) {
        Vec3 f = forwardAxisLocal.normalizeOr(Vec3.X);
        Vec3 refUp = Math.abs(f.z()) > 0.95 ? Vec3.Y : Vec3.Z;
        Vec3 right = refUp.cross(f).normalizeOr(Vec3.Y);
        Vec3 up = f.cross(right);
        return new RestFrame(f, right, up);
    }
}
