package dev.stretchy.reference;

/** A quaternion (x, y, z, w) with w the scalar part, as stored in the mode-B frame texture. */
public record Quat(double x, double y, double z, double w) {
    public static final Quat IDENTITY = new Quat(0, 0, 0, 1);

    public static Quat of(double[] a) {
        if (a.length < 4) throw new IllegalArgumentException("need 4 components, got " + a.length);
        return new Quat(a[0], a[1], a[2], a[3]);
    }

    public double dot(Quat o) {
        return x * o.x + y * o.y + z * o.z + w * o.w;
    }

    public Quat negate() {
        return new Quat(-x, -y, -z, -w);
    }

    public double length() {
        return Math.sqrt(dot(this));
    }

    public Quat normalizeOr(Quat fallback) {
        double len = length();
        return len < Vec3.NORMALIZE_EPSILON ? fallback : new Quat(x / len, y / len, z / len, w / len);
    }

    /** The Hamilton product {@code this * o}: rotate by {@code o}, then by {@code this}. */
    public Quat times(Quat o) {
        return new Quat(w * o.x + x * o.w + y * o.z - z * o.y,
                w * o.y - x * o.z + y * o.w + z * o.x,
                w * o.z + x * o.y - y * o.x + z * o.w,
                w * o.w - x * o.x - y * o.y - z * o.z);
    }

    public static Quat lerp(Quat a, Quat b, double t) {
        return new Quat(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.z + (b.z - a.z) * t, a.w + (b.w - a.w) * t);
    }

    /** Rotates {@code v} (Unreal's FQuat::RotateVector form): {@code t = 2 u×v; v + w t + u×t}. */
    public Vec3 rotate(Vec3 v) {
        double tx = 2 * (y * v.z() - z * v.y());
        double ty = 2 * (z * v.x() - x * v.z());
        double tz = 2 * (x * v.y() - y * v.x());
        return new Vec3(v.x() + w * tx + (y * tz - z * ty),
                v.y() + w * ty + (z * tx - x * tz),
                v.z() + w * tz + (x * ty - y * tx));
    }

    /** Rotates by the inverse (Unreal's UnrotateVector); exact for unit quaternions. */
    public Vec3 unrotate(Vec3 v) {
        return new Quat(-x, -y, -z, w).rotate(v);
    }

    /**
     * The unit quaternion of a rotation matrix given by its columns (the images of X, Y, Z), by Shepperd's method:
     * the largest of (trace, m00, m11, m22) is the pivot, which keeps the division well conditioned.
     */
    public static Quat fromColumns(Vec3 c0, Vec3 c1, Vec3 c2) {
        double m00 = c0.x(), m10 = c0.y(), m20 = c0.z();
        double m01 = c1.x(), m11 = c1.y(), m21 = c1.z();
        double m02 = c2.x(), m12 = c2.y(), m22 = c2.z();
        double tr = m00 + m11 + m22;
        Quat q;
        if (tr >= m00 && tr >= m11 && tr >= m22) {
            double s = 2 * Math.sqrt(Math.max(1 + tr, 0));
            q = s == 0 ? IDENTITY : new Quat((m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4);
        } else if (m00 >= m11 && m00 >= m22) {
            double s = 2 * Math.sqrt(Math.max(1 + m00 - m11 - m22, 0));
            q = new Quat(s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s);
        } else if (m11 >= m22) {
            double s = 2 * Math.sqrt(Math.max(1 + m11 - m00 - m22, 0));
            q = new Quat((m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s);
        } else {
            double s = 2 * Math.sqrt(Math.max(1 + m22 - m00 - m11, 0));
            q = new Quat((m02 + m20) / s, (m12 + m21) / s, s / 4, (m10 - m01) / s);
        }
        return q.normalizeOr(IDENTITY);
    }

    public boolean isFinite() {
        return Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(z) && Double.isFinite(w);
    }

    public double[] toArray() {
        return new double[] {x, y, z, w};
    }
}
