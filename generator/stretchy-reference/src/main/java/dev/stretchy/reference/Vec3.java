package dev.stretchy.reference;

/** An immutable 3-vector in double precision, with the few operations the math spec uses. */
public record Vec3(double x, double y, double z) {
    public static final Vec3 ZERO = new Vec3(0, 0, 0);
    public static final Vec3 X = new Vec3(1, 0, 0);
    public static final Vec3 Y = new Vec3(0, 1, 0);
    public static final Vec3 Z = new Vec3(0, 0, 1);
    /** The spec's threshold below which {@code normalize} returns the step's fallback. */
    public static final double NORMALIZE_EPSILON = 1e-8;

    public static Vec3 of(double[] a) {
        if (a.length < 3) throw new IllegalArgumentException("need 3 components, got " + a.length);
        return new Vec3(a[0], a[1], a[2]);
    }

    public Vec3 add(Vec3 o) {
        return new Vec3(x + o.x, y + o.y, z + o.z);
    }

    public Vec3 sub(Vec3 o) {
        return new Vec3(x - o.x, y - o.y, z - o.z);
    }

    public Vec3 mul(double s) {
        return new Vec3(x * s, y * s, z * s);
    }

    /** Componentwise product (Unreal's {@code FVector * FVector}). */
    public Vec3 mul(Vec3 o) {
        return new Vec3(x * o.x, y * o.y, z * o.z);
    }

    public Vec3 negate() {
        return new Vec3(-x, -y, -z);
    }

    public double dot(Vec3 o) {
        return x * o.x + y * o.y + z * o.z;
    }

    public Vec3 cross(Vec3 o) {
        return new Vec3(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x);
    }

    public double lengthSquared() {
        return dot(this);
    }

    public double length() {
        return Math.sqrt(dot(this));
    }

    /** The spec's {@code normalize}: a vector shorter than 1e-8 gives {@code fallback}. */
    public Vec3 normalizeOr(Vec3 fallback) {
        double len = length();
        return len < NORMALIZE_EPSILON ? fallback : new Vec3(x / len, y / len, z / len);
    }

    /** {@code lerp(a, b, t) = a + (b - a) t}, as the spec writes it. */
    public static Vec3 lerp(Vec3 a, Vec3 b, double t) {
        return new Vec3(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t);
    }

    public double get(int i) {
        return switch (i) {
            case 0 -> x;
            case 1 -> y;
            case 2 -> z;
            default -> throw new IndexOutOfBoundsException(i);
        };
    }

    public Vec3 min(Vec3 o) {
        return new Vec3(Math.min(x, o.x), Math.min(y, o.y), Math.min(z, o.z));
    }

    public Vec3 max(Vec3 o) {
        return new Vec3(Math.max(x, o.x), Math.max(y, o.y), Math.max(z, o.z));
    }

    public boolean isFinite() {
        return Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(z);
    }

    public double[] toArray() {
        return new double[] {x, y, z};
    }
}
