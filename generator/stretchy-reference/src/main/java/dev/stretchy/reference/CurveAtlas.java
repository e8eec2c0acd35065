package dev.stretchy.reference;

import java.util.ArrayList;
import java.util.List;

/**
 * Many baked curves as one pair of {@code N x M} textures (deformer-math.md section 9.1): row {@code r} is curve
 * {@code r}'s {@link CurveTextures}, unchanged, so a row reads exactly as the single-curve bake. Every row has the
 * same texel count; the rows' arc lengths travel with the instances.
 */
public final class CurveAtlas {
    private final List<CurveTextures> rows;

    public CurveAtlas(List<CurveTextures> rows) {
        if (rows.isEmpty()) throw new IllegalArgumentException("an atlas needs at least one row");
        int n = rows.get(0).size();
        for (int r = 0; r < rows.size(); r++) {
            if (rows.get(r).size() != n) {
                throw new IllegalArgumentException("row " + r + " has " + rows.get(r).size() + " texels, row 0 has " + n);
            }
        }
        this.rows = List.copyOf(rows);
    }

    public int rowCount() {
        return rows.size();
    }

    public int sampleCount() {
        return rows.get(0).size();
    }

    /** Section 8.1's row of a stored float: rounded to the nearest integer, clamped to the atlas. */
    public int rowOf(double atlasRow) {
        double r = Math.floor(atlasRow + 0.5);
        return (int) Math.max(0, Math.min(r, rows.size() - 1));
    }

    public CurveTextures textures(int r) {
        return rows.get(r);
    }

    /** The atlas as one texture, row-major: {@code [r * N + i]} is texel {@code i} of row {@code r}. */
    public double[][] positionTexels() {
        return texels(true);
    }

    public double[][] tangentTexels() {
        return texels(false);
    }

    /**
     * The texture V of row {@code r}'s texel centres, {@code (r + 0.5) / M}, exactly as a GPU fetch addresses it.
     */
    public double rowV(int r) {
        return (r + 0.5) / rows.size();
    }

    private double[][] texels(boolean position) {
        List<double[]> out = new ArrayList<>();
        for (CurveTextures t : rows) for (double[] texel : position ? t.position() : t.tangent()) out.add(texel);
        return out.toArray(double[][]::new);
    }
}
