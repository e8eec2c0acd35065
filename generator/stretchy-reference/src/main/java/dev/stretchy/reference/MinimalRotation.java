package dev.stretchy.reference;

/**
 * Mode A's rotation taking the forward axis {@code f} to {@code td} (Rodrigues, no trigonometry), with the
 * spec's half turn about {@code up} when {@code td} is (nearly) opposite to {@code f}.
 */
public final class MinimalRotation {
    /** Below this {@code 1 + cos} the rotation axis is ill-defined and the half turn is used instead. */
    public static final double OPPOSITE_EPSILON = 1e-4;

    private final double cs;
    private final Vec3 kx;
    private final Vec3 up;
    private final boolean halfTurn;

    public MinimalRotation(Vec3 f, Vec3 td, Vec3 up) {
        this.cs = f.dot(td);
        this.kx = f.cross(td);
        this.up = up;
        this.halfTurn = 1 + cs < OPPOSITE_EPSILON;
    }

    public Vec3 apply(Vec3 u) {
        if (halfTurn) return up.mul(2 * u.dot(up)).sub(u);
        return u.mul(cs).add(kx.cross(u)).add(kx.mul(kx.dot(u) / (1 + cs)));
    }
}
