package dev.stretchy.model;

import dev.stretchy.contract.ClosedLoopMode;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.contract.RollSource;
import dev.stretchy.contract.StretchMaskSource;
import dev.stretchy.contract.Worded;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SplineDeformSpec;
import java.util.List;

/**
 * What the three.js templates read, derived once from the spec. The package works in three.js's frame, which
 * relabels Unreal's axes cyclically: Unreal (X forward, Y right, Z up) maps to three.js (+Z, +X, +Y). A cyclic
 * relabelling is a proper rotation, so every formula of the math spec (cross products included) holds verbatim
 * once its frame constants (the up reference, its alternative, the forward fallback) are relabelled too.
 *
 * @param npmVersion the package version, semver (the plugin's versionName padded to three parts)
 * @param velocityMode the spec's velocity mode word, e.g. {@code material}
 */
public record ThreejsModel(String packageName, String npmVersion, Spline spline, int dimensions,
                           String velocityMode) {

    /**
     * The spline deformer's spec defaults, typed: the templates write each enum's word. Its catalogued numbers
     * are the view's {@code parameters}. Math spec section 10:
     * {@code closedLoop}, {@code rollSource} and its {@code rollCurve} keys (normalised arc length, degrees),
     * {@code stretchMask} the mask's channel; {@code loop} the spec's loop word ({@code ping-pong}).
     */
    public record Spline(Orientation orientation, NormalsMode normals, List<NamedCurve> curves, double duration,
                         String loop, boolean autoPlay, ClosedLoopMode closedLoop, RollSource rollSource,
                         List<Key> rollCurve, StretchMaskSource stretchMask) {
        public Spline {
            curves = List.copyOf(curves);
            rollCurve = List.copyOf(rollCurve);
        }

        static Spline of(SplineDeformSpec s) {
            return new Spline(s.orientation(), s.normals(),
                    List.of(new NamedCurve("timing", Key.of(s.curves().timing())),
                            new NamedCurve("stretch", Key.of(s.curves().stretch())),
                            new NamedCurve("size", Key.of(s.curves().size()))),
                    s.playback().durationSeconds(), s.playback().loop().word(), s.playback().autoPlay(), s.closedLoop(),
                    s.roll().source(), Key.of(s.roll().curve()), s.stretchMask());
        }

        public boolean rollFromCurve() {
            return rollSource == RollSource.CURVE;
        }
    }

    /** Every stretch mask channel word, in declaration order (the package's {@code StretchMaskSource} type). */
    public List<String> stretchMaskWords() {
        return Worded.words(StretchMaskSource.class);
    }

    /** One default curve: its name in {@code SPLINE_DEFAULTS.curves} and its keys. */
    public record NamedCurve(String name, List<Key> keys) {
        public NamedCurve {
            keys = List.copyOf(keys);
        }
    }

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
        return new ThreejsModel(spec.threejs().packageName(), semver(spec.plugin().versionName()),
                Spline.of(spec.splineDeform()), spec.velocityStretch().dimensions(), spec.velocityStretch().mode().word());
    }

    /** A vector of the spec's frame (Unreal's) in three.js's, e.g. the forward axis X is (0, 0, 1). */
    public double[] frame(double[] spec) {
        return fromUnreal(spec);
    }

    /** 0 parallel-transport (A), 1 rotation-minimizing (B), 2 article (C). */
    public int orientationIndex() {
        return spline.orientation().ordinal();
    }

    public String orientationWord() {
        return spline.orientation().word();
    }

    /** The GLSL's {@code STRETCHY_NORMALS}: 0 off, 1 rotate, 2 exact (math spec section 8.2). */
    public int normalsIndex() {
        return spline.normals().index();
    }

    /** The math spec's frame constants, relabelled: the up reference, its alternative, the forward fallback. */
    public double[] upRef() {
        return fromUnreal(new double[] {0, 0, 1});
    }

    public double[] altUpRef() {
        return fromUnreal(new double[] {0, 1, 0});
    }

    public double[] forwardFallback() {
        return fromUnreal(new double[] {1, 0, 0});
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
}
