package dev.stretchy.reference;

/**
 * The two Nx1 RGBA textures a bake produces: positions relative to the curve's end with alpha {@code i/(N-1)},
 * and unit tangents {@code (x,y,z,1)} (modes A and C) or unit quaternions {@code (x,y,z,w)} (mode B).
 * Rows are copied in and out, so an instance never changes.
 */
public final class CurveTextures {
    private final double[][] position;
    private final double[][] tangent;

    public CurveTextures(double[][] position, double[][] tangent) {
        if (position.length == 0 || position.length != tangent.length) {
            throw new IllegalArgumentException("textures must be non-empty and of equal length: " + position.length
                    + " vs " + tangent.length);
        }
        this.position = copy(position, "PositionTexture");
        this.tangent = copy(tangent, "TangentTexture");
    }

    public int size() {
        return position.length;
    }

    public double[][] position() {
        return copy(position, "PositionTexture");
    }

    public double[][] tangent() {
        return copy(tangent, "TangentTexture");
    }

    /** Texel {@code i} clamped to the texture, as clamp addressing does. */
    Vec3 p(int i) {
        double[] r = position[clampIndex(i)];
        return new Vec3(r[0], r[1], r[2]);
    }

    Vec3 t(int i) {
        double[] r = tangent[clampIndex(i)];
        return new Vec3(r[0], r[1], r[2]);
    }

    Quat q(int i) {
        double[] r = tangent[clampIndex(i)];
        return new Quat(r[0], r[1], r[2], r[3]);
    }

    /** The tangent texture's alpha of texel {@code i}: the roll angle in radians where a bake wrote one (section 10.2). */
    double alpha(int i) {
        return tangent[clampIndex(i)][3];
    }

    private int clampIndex(int i) {
        return Math.max(0, Math.min(i, position.length - 1));
    }

    private static double[][] copy(double[][] rows, String what) {
        double[][] c = new double[rows.length][];
        for (int i = 0; i < rows.length; i++) {
            if (rows[i].length != 4) throw new IllegalArgumentException(what + "[" + i + "] must have 4 components");
            c[i] = rows[i].clone();
        }
        return c;
    }
}
