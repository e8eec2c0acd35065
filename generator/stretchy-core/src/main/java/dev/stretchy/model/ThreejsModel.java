package dev.stretchy.model;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.StretchMaskSource;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SplineDeformSpec;
import java.util.List;

/**
 * What the three.js templates read, derived once from the spec. The package works in three.js's frame, which
 * relabels Unreal's axes cyclically: Unreal (X forward, Y right, Z up) maps to three.js (+Z, +X, +Y). A cyclic
 * relabelling is a proper rotation, so every formula of the math spec (cross products included) holds verbatim
 * once its frame constants (the up reference, its alternative, the forward fallback) are relabelled too.
 *
 * @param npmVersion     the package version, semver (the plugin's versionName padded to three parts)
 * @param forwardAxis    the spec's forward axis in three.js's frame, e.g. X → (0, 0, 1)
 * @param orientationIndex 0 parallel-transport (A), 1 rotation-minimizing (B), 2 article (C)
 * @param normalsIndex   the GLSL's {@code STRETCHY_NORMALS}: 0 off, 1 rotate, 2 exact (math spec section 8.2)
 * @param velocityMode   the spec's velocity mode word, e.g. {@code material}
 */
public record ThreejsModel(String packageName, String npmVersion, double[] forwardAxis, int orientationIndex,
                           String orientationWord, int normalsIndex, double[] upRef, double[] altUpRef,
                           double[] forwardFallback, int dimensions, String velocityMode, SplineDefaults spline) {

    /**
     * The spline deformer's spec defaults; {@code forwardAxisWord} is the spec's axis in Unreal's frame,
     * {@code normals} the spec's normals mode word. Its catalogued numbers (sampleCount, settleWindow, maxStretch,
     * stretchBias) are the view's {@code parameters}. Math spec section 10: {@code closedLoop} ({@code auto} or
     * {@code off}), {@code rollSource} ({@code none}, {@code spline}, {@code curve}) and its {@code rollCurve} keys
     * (normalised arc length, degrees), {@code stretchMask} the channel word (e.g. {@code color-r}, {@code uv1-y}).
     */
    public record SplineDefaults(String forwardAxisWord, boolean endExtrapolation, boolean preserveVolume, String normals,
                                 List<NamedCurve> curves, double duration, String loop, boolean autoPlay,
                                 String closedLoop, String rollSource, List<Key> rollCurve, String stretchMask) {
        public SplineDefaults {
            curves = List.copyOf(curves);
            rollCurve = List.copyOf(rollCurve);
        }
    }

    /** Every stretch mask channel word, in declaration order (the package's {@code StretchMaskSource} type). */
    public List<String> stretchMaskWords() {
        return java.util.Arrays.stream(StretchMaskSource.values()).map(StretchMaskSource::word).toList();
    }

    /** One default curve: its name in {@code SPLINE_DEFAULTS.curves} and its keys. */
    public record NamedCurve(String name, List<Key> keys) {
        public NamedCurve {
            keys = List.copyOf(keys);
        }
    }

    public record Key(double time, double value) {}

    /** A normals mode: its spec word and its GLSL macro value {@code STRETCHY_NORMALS}. */
    public record NormalsModeView(String word, int index) {}

    /** Every normals mode, in declaration order (the package's {@code NORMALS_INDEX}). */
    public List<NormalsModeView> normalsModes() {
        return java.util.Arrays.stream(NormalsMode.values()).map(m -> new NormalsModeView(m.word(), m.index())).toList();
    }

    /** Unreal's (x, y, z) as three.js coordinates. */
    public static double[] fromUnreal(double[] v) {
        return new double[] {v[1], v[2], v[0]};
    }

    public static ThreejsModel of(Spec spec) {
        SplineDeformSpec s = spec.splineDeform();
        return new ThreejsModel(spec.threejs().packageName(), semver(spec.plugin().versionName()),
                fromUnreal(s.forwardAxis().vector()), s.orientation().ordinal(), s.orientation().word(), s.normals().index(),
                fromUnreal(new double[] {0, 0, 1}), fromUnreal(new double[] {0, 1, 0}),
                fromUnreal(new double[] {1, 0, 0}), spec.velocityStretch().dimensions(),
                spec.velocityStretch().mode().word(),
                new SplineDefaults(s.forwardAxis().word(), s.endExtrapolation(), s.preserveVolume(), s.normals().word(),
                        List.of(curve("timing", s.curves().timing()),
                        curve("stretch", s.curves().stretch()), curve("size", s.curves().size())),
                        s.playback().durationSeconds(), s.playback().loop().word(), s.playback().autoPlay(),
                        s.closedLoop().word(), s.roll().source().word(), curve("roll", s.roll().curve()).keys(),
                        s.stretchMask().word()));
    }

    private static NamedCurve curve(String name, dev.stretchy.spec.Curve c) {
        return new NamedCurve(name, c.keys().stream().map(k -> new Key(k.time(), k.value())).toList());
    }

    /**
     * The file {@code npm pack} writes for this package: the name with a scope's {@code @} dropped and its {@code /}
     * turned into {@code -}, then the version, e.g. {@code @acme/x} 1.2.0 → {@code acme-x-1.2.0.tgz}.
     */
    public String tarballName() {
        return packageName.replace("@", "").replace('/', '-') + "-" + npmVersion + ".tgz";
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
