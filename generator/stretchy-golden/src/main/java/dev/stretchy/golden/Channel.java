package dev.stretchy.golden;

/**
 * One compared output of a case: reference rows and, per row, the magnitude the relative tolerance scales with.
 * An optional channel may be left out by a backend that does not compute it (e.g. the bake's world samples, for
 * an implementation that is fed them). A channel with its own tolerance (the normals) is compared with it instead
 * of the case's ({@code null}: the case's). Rows are copied; a channel never changes.
 */
public record Channel(String name, double[][] rows, double[] scale, boolean optional, Tolerance tolerance) {
    public Channel(String name, double[][] rows, double[] scale) {
        this(name, rows, scale, false, null);
    }

    public Channel(String name, double[][] rows, double[] scale, boolean optional) {
        this(name, rows, scale, optional, null);
    }

    public Channel {
        if (rows.length != scale.length) throw new IllegalArgumentException("one scale per row");
        rows = deepCopy(rows);
        scale = scale.clone();
    }

    @Override
    public double[][] rows() {
        return deepCopy(rows);
    }

    @Override
    public double[] scale() {
        return scale.clone();
    }

    static double[][] deepCopy(double[][] a) {
        double[][] c = new double[a.length][];
        for (int i = 0; i < a.length; i++) c[i] = a[i].clone();
        return c;
    }
}
