package dev.stretchy.verify.vulkan;

import java.util.Map;

/**
 * One deformer case of a golden file ({@code SplineDeform} or {@code VelocityStretch}): what the harness feeds the
 * shader and what it must return.
 *
 * @param mode         the orientation mode word for SplineDeform, empty for VelocityStretch
 * @param dimensions   3, or 2 for a sprite VelocityStretch case
 * @param inputs       by contract base name; scalars have one component, vectors three
 * @param prevInputs   previous-frame values of animated inputs (may be empty)
 * @param textures     texels by base name, {@code [texel][RGBA]}
 * @param expectedPrev offsets for the previous-frame call, or null when the case has none
 * @param scale        per-vertex magnitude the relative tolerance multiplies: {@code max(|x|, L)}
 */
public record KernelCase(String file, String name, String kernel, String mode, int dimensions,
                         Map<String, double[]> inputs, Map<String, double[]> prevInputs,
                         Map<String, double[][]> textures, double[][] vertices, double[][] expected,
                         double[][] expectedPrev, double absTol, double relTol) {
    public KernelCase {
        inputs = Map.copyOf(inputs);
        prevInputs = Map.copyOf(prevInputs);
        textures = Map.copyOf(textures);
        if (expected.length != vertices.length) {
            throw new IllegalArgumentException(file + ": " + expected.length + " expected offsets for " + vertices.length + " vertices");
        }
        if (expectedPrev != null && expectedPrev.length != vertices.length) {
            throw new IllegalArgumentException(file + ": expectedPrev has " + expectedPrev.length + " rows for "
                    + vertices.length + " vertices");
        }
        if (!(absTol >= 0) || !(relTol >= 0)) throw new IllegalArgumentException(file + ": tolerance must be >= 0");
    }

    /** {@code max(|x|, L)}: the magnitude the relative tolerance refers to (spec §6). */
    public double scale(int vertex, boolean previous) {
        double[] x = vertices[vertex];
        double r = Math.sqrt(x[0] * x[0] + x[1] * x[1] + x[2] * x[2]);
        double[] len = (previous && prevInputs.containsKey("SplineLength") ? prevInputs : inputs).get("SplineLength");
        return len == null ? r : Math.max(r, len[0]);
    }

    public String label() {
        return file + "#" + name;
    }
}
