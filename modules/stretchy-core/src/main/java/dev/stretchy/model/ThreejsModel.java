package dev.stretchy.model;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SplineDeformSpec;

/**
 * What the three.js templates read, derived once from the spec. The package works in three.js's frame, which
 * relabels Unreal's axes cyclically: Unreal (X forward, Y right, Z up) maps to three.js (+Z, +X, +Y). A cyclic
 * relabelling is a proper rotation, so every formula of the math spec (cross products included) holds verbatim
 * once its frame constants (the up reference, its alternative, the forward fallback) are relabelled too.
 *
 * @param npmVersion     the package version, semver (the plugin's versionName padded to three parts)
 * @param forwardAxis    the spec's forward axis in three.js's frame, e.g. X → (0, 0, 1)
 * @param orientationIndex 0 parallel-transport (A), 1 rotation-minimizing (B), 2 article (C)
 */
public record ThreejsModel(String packageName, String npmVersion, double[] forwardAxis, int orientationIndex,
                           String orientationWord, double[] upRef, double[] altUpRef,
                           double[] forwardFallback) {

    /** Unreal's (x, y, z) as three.js coordinates. */
    public static double[] fromUnreal(double[] v) {
        return new double[] {v[1], v[2], v[0]};
    }

    public static ThreejsModel of(Spec spec) {
        SplineDeformSpec s = spec.splineDeform();
        return new ThreejsModel(spec.threejs().packageName(), semver(spec.plugin().versionName()),
                fromUnreal(s.forwardAxis().vector()), s.orientation().ordinal(), s.orientation().word(),
                fromUnreal(new double[] {0, 0, 1}), fromUnreal(new double[] {0, 1, 0}),
                fromUnreal(new double[] {1, 0, 0}));
    }

    static String semver(String dotted) {
        String[] p = dotted.split("\\.");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 3; i++) {
            if (i > 0) b.append('.');
            b.append(i < p.length ? Integer.parseInt(p[i]) : 0);
        }
        return b.toString();
    }

    @Override
    public double[] forwardAxis() {
        return forwardAxis.clone();
    }

    @Override
    public double[] upRef() {
        return upRef.clone();
    }

    @Override
    public double[] altUpRef() {
        return altUpRef.clone();
    }

    @Override
    public double[] forwardFallback() {
        return forwardFallback.clone();
    }
}
