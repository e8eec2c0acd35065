package dev.stretchy.golden;

import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.Mat3;
import dev.stretchy.reference.RestFrame;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.SplineAtlasDeform;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The tolerances of math spec section 6, computed per case, and the proof that they hold: the reference is run
 * again with 8-bit filter weights (rounded and truncated) and every vertex must stay within the bound.
 */
public final class ToleranceRules {
    /** Float32 ALU slack for kernels without texture filtering, in the case's length unit. */
    public static final double ALU_ABS = 1e-4;
    /** The bake compares a float32 engine against double: positions within 16 ulps plus this, directions this. */
    public static final double BAKE_ABS = 1e-3;

    private ToleranceRules() {}

    /**
     * §6 for the spline deformer: {@code abs = max|P[i+1]-P[i]|/256 + max|T[i+1]-T[i]| * r/256} with r the largest
     * deformed cross-section radius (mode B: a quaternion step of |Δq| turns by up to 2|Δq|), {@code rel = 16 ulps}.
     * The 8-bit emulation of the current and the previous frame must stay within the bound; where it does not,
     * the tolerance is widened and {@code why} says so and by how much.
     */
    public static Tolerance splineDeform(Orientation mode, SplineDeformInputs in, SplineDeformInputs prev,
                                         CurveTextures tex, List<Vec3> vertices) {
        return splineDeform(mode, in, prev, tex, vertices, DeformFeatures.NONE);
    }

    /** As above for a case with stretchy-math/1.3 features (section 10): a baked roll's step counts as a turn. */
    public static Tolerance splineDeform(Orientation mode, SplineDeformInputs in, SplineDeformInputs prev,
                                         CurveTextures tex, List<Vec3> vertices, DeformFeatures fx) {
        double[] terms = section6Terms(mode, in, prev, tex, vertices, fx);
        double dp = terms[0];
        double dt = terms[1];
        double r = terms[2];
        double abs = dp / 256 + dt * r / 256;
        double rel = Tolerance.DEFAULT_REL;
        double worst = 0;
        double excess = 0;
        for (SplineDeformInputs x : prev == null ? List.of(in) : List.of(in, prev)) {
            double scaleL = Math.max(x.splineLength(), 0.001);
            SplineDeform.Prepared exactDeformer = fx.prepare(mode, x, tex, WeightMode.EXACT);
            SplineDeform.Prepared[] quantised = {fx.prepare(mode, x, tex, WeightMode.ROUND_8BIT),
                    fx.prepare(mode, x, tex, WeightMode.TRUNCATE_8BIT)};
            for (int i = 0; i < vertices.size(); i++) {
                Vec3 v = vertices.get(i);
                Vec3 exact = fx.offset(exactDeformer, i, v);
                double allowed = abs + rel * Math.max(v.length(), scaleL);
                for (SplineDeform.Prepared qd : quantised) {
                    Vec3 e = fx.offset(qd, i, v).sub(exact);
                    double err = Math.max(Math.abs(e.x()), Math.max(Math.abs(e.y()), Math.abs(e.z())));
                    worst = Math.max(worst, err);
                    excess = Math.max(excess, err - allowed);
                }
            }
        }
        String why = String.format(Locale.ROOT,
                "spec section 6: hardware bilinear filtering may quantise weights to 8 bits: abs = max|dP|/256 (%s) "
                        + "+ %s * r/256 with r = %s the largest deformed cross-section radius (%s); rel = 16 float32 ulps "
                        + "at max(|x|, L). The reference's 8-bit emulation (rounded and truncated weights) stays within: "
                        + "worst %s.",
                sig(dp / 256), mode == Orientation.ROTATION_MINIMIZING ? "2*max|dQ|" : "max|dT|", sig(r), sig(dt * r / 256),
                sig(worst));
        if (excess > 0) {
            // Looser than section 6, and the file says so: e.g. mode A near the half-turn switch, where the rotation
            // of a tangent error grows like 1/(1 + cos).
            double extra = 2 * excess;
            abs += extra;
            why = String.format(Locale.ROOT,
                    "LOOSER than spec section 6: the reference's 8-bit weight emulation exceeded the section 6 bound "
                            + "(max|dP|/256 = %s, %s * r/256 = %s, r = %s) by up to %s, so abs carries twice that "
                            + "(%s) on top; rel = 16 float32 ulps at max(|x|, L); worst 8-bit error %s.",
                    sig(dp / 256), mode == Orientation.ROTATION_MINIMIZING ? "2*max|dQ|" : "max|dT|", sig(dt * r / 256), sig(r),
                    sig(excess), sig(extra), sig(worst));
        }
        return new Tolerance(abs, rel, why);
    }

    /** max|dP|, max|dT| (2*max|dQ| in mode B) and r of {@link #splineDeform}. */
    private static double[] section6Terms(Orientation mode, SplineDeformInputs in, SplineDeformInputs prev,
                                          CurveTextures tex, List<Vec3> vertices, DeformFeatures fx) {
        double[][] p = tex.position();
        double[][] t = tex.tangent();
        double dp = 0;
        double dt = 0;
        // Section 10.2: a roll step of |dρ| per texel turns the cross-section by up to |dρ| on top of the tangent's turn.
        boolean roll = fx.sanitised().bakedRoll() && mode != Orientation.ROTATION_MINIMIZING;
        for (int i = 0; i + 1 < p.length; i++) {
            dp = Math.max(dp, dist(p[i], p[i + 1], 3));
            double turn = dist(t[i], t[i + 1], mode == Orientation.ROTATION_MINIMIZING ? 4 : 3);
            dt = Math.max(dt, roll ? turn + Math.abs(t[i + 1][3] - t[i][3]) : turn);
        }
        if (mode == Orientation.ROTATION_MINIMIZING) dt *= 2;
        List<Double> mask = fx.stretchMask();
        double r = Math.max(crossSectionRadius(in, vertices, mask), prev == null ? 0 : crossSectionRadius(prev, vertices, mask));
        return new double[] {dp, dt, r};
    }

    /** Section 6's abs for the spline deformer, without the 8-bit emulation's widening. */
    private static double section6Abs(Orientation mode, SplineDeformInputs in, SplineDeformInputs prev,
                                      CurveTextures tex, List<Vec3> vertices, DeformFeatures fx) {
        double[] t = section6Terms(mode, in, prev, tex, vertices, fx);
        return t[0] / 256 + t[1] * t[2] / 256;
    }

    /** Float32 slack of a deformed unit normal or tangent (componentwise, about 0.06°). */
    public static final double NORMAL_ABS = 1e-3;

    /**
     * Section 8's normals of a spline case: float32 slack; in {@code rotate} mode the curve's direction comes from
     * the bilinear fetch, so the reference's 8-bit weight emulation is run and twice its worst deviation added
     * ({@code exact} reads the two texels and lerps in float: no filter weights).
     */
    public static Tolerance splineNormals(NormalsMode normals, Orientation mode, SplineDeformInputs in, CurveTextures tex,
                                          List<Vec3> vertices, List<Vec3> rest, List<Vec3> restTangents) {
        return splineNormals(normals, mode, in, tex, vertices, rest, restTangents, DeformFeatures.NONE);
    }

    /** As above for a case with stretchy-math/1.3 features. */
    public static Tolerance splineNormals(NormalsMode normals, Orientation mode, SplineDeformInputs in, CurveTextures tex,
                                          List<Vec3> vertices, List<Vec3> rest, List<Vec3> restTangents, DeformFeatures fx) {
        if (normals != NormalsMode.ROTATE) return velocityNormals();
        double worst = 0;
        SplineDeform.Prepared exact = fx.prepare(mode, in, tex, WeightMode.EXACT);
        for (WeightMode w : List.of(WeightMode.ROUND_8BIT, WeightMode.TRUNCATE_8BIT)) {
            SplineDeform.Prepared q = fx.prepare(mode, in, tex, w);
            for (int i = 0; i < vertices.size(); i++) {
                Mat3 je = fx.jacobian(exact, i, vertices.get(i), normals);
                Mat3 jq = fx.jacobian(q, i, vertices.get(i), normals);
                worst = Math.max(worst, maxComponent(je.normal(rest.get(i)).sub(jq.normal(rest.get(i)))));
                worst = Math.max(worst, maxComponent(je.tangent(restTangents.get(i)).sub(jq.tangent(restTangents.get(i)))));
            }
        }
        return new Tolerance(NORMAL_ABS + 2 * worst, 0, String.format(Locale.ROOT,
                "spec section 8: unit vectors within 1e-3 (float32) plus twice the reference's worst 8-bit filter "
                        + "weight deviation (%s): rotate mode takes the curve's direction from the bilinear fetch", sig(worst)));
    }

    /** Section 8's normals of the velocity deformer (and exact spline normals): float32 only. */
    public static Tolerance velocityNormals() {
        return new Tolerance(NORMAL_ABS, 0, "spec section 8: unit normals and tangents, componentwise within 1e-3 "
                + "(float32; no filter weights enter)");
    }

    private static double maxComponent(Vec3 v) {
        return Math.max(Math.abs(v.x()), Math.max(Math.abs(v.y()), Math.abs(v.z())));
    }

    /**
     * The tolerance rule of section 6, per instance of section 9's atlas (its row's texel steps, the mesh after the
     * instance's squash in either frame), the largest over the instances, plus {@link #ALU_ABS} for the squash (no
     * texture enters it).
     */
    public static Tolerance splineAtlas(SplineAtlasDeformCase c) {
        double abs = 0;
        for (int j = 0; j < c.instances().size(); j++) {
            List<Vec3> squashed = new java.util.ArrayList<>();
            for (int frame = 0; frame < 2; frame++) {
                var in = c.squash(j, frame).inputs(3);
                for (Vec3 v : c.vertices()) squashed.add(v.add(dev.stretchy.reference.VelocityDeform.offset(in, v, 3)));
            }
            Tolerance t = splineDeform(c.mode(), SplineAtlasDeform.rowInputs(c.splineInputs(j, 0)),
                    SplineAtlasDeform.rowInputs(c.splineInputs(j, 1)), c.rowTextures(j), squashed, c.rowFeatureInputs(j, 2));
            abs = Math.max(abs, t.abs());
        }
        return new Tolerance(abs + ALU_ABS, Tolerance.DEFAULT_REL, String.format(Locale.ROOT,
                "spec section 6 per instance (its row's texel steps, the squashed mesh's cross-section radius, the "
                        + "8-bit filter emulation of both frames), the largest over the instances (%s), plus 1e-4 for the "
                        + "squash's float32 ALU; rel = 16 float32 ulps at max(|x|, L, |pivot|)", sig(abs)));
    }

    public static Tolerance velocityStretch() {
        return new Tolerance(ALU_ABS, Tolerance.DEFAULT_REL,
                "no texture filtering: float32 ALU only, 16 ulps at max(|x|, |pivot|) plus 1e-4 for cancellation near the pivot");
    }

    public static Tolerance splineBake() {
        return new Tolerance(BAKE_ABS, Tolerance.DEFAULT_REL,
                "the engine bakes in float32 with float keys and lengths: positions and lengths within 16 ulps at "
                        + "max(|x|, L) plus 1e-3; unit directions, tangents and quaternions (scale 1) within 1e-3");
    }

    public static Tolerance velocityController() {
        return new Tolerance(ALU_ABS, Tolerance.DEFAULT_REL,
                "float32 controller: scale factors and axes (scale 1) and pivots (scale |pivot|) within 16 ulps plus 1e-4; "
                        + "the series keeps every recovery time at least 1e-3 s from tRecover so float time sums cannot cross it");
    }

    /**
     * The largest scale any case may use: 2^24, beyond which float32 no longer resolves one unit. A pivot or a
     * length beyond it (a velocity pivot of 1e30, say) would otherwise let a relative tolerance swallow anything.
     */
    public static final double MAX_SCALE = 1 << 24;

    /**
     * What a golden file may claim at most, so that a file cannot loosen its own check: the tolerance the spec's
     * rule gives for the file's inputs, and per channel a ceiling on the relative tolerance's scale. The scales
     * come from the file's inputs (a deformer's SplineLength, a bake's spline), so without a ceiling an input of
     * 1e300 makes every error pass.
     *
     * @param rule         the spec's tolerance for this case's inputs
     * @param scaleCeiling per channel name, the largest scale the case's geometry supports; absent: no ceiling
     */
    public record Limits(Tolerance rule, Map<String, Double> scaleCeiling, Tolerance channelRule) {
        /** Room for the rounding of numbers written to and read back from a file. */
        static final double SLACK = 1 + 1e-6;

        public Limits(Tolerance rule, Map<String, Double> scaleCeiling) {
            this(rule, scaleCeiling, null);
        }

        public Limits {
            Objects.requireNonNull(rule);
            scaleCeiling = Map.copyOf(scaleCeiling);
        }

        /**
         * The tolerance a channel is compared with: the case's (bounded) unless the channel carries its own (the
         * normals), which is bounded by the channel rule.
         */
        public Tolerance forChannel(Channel ch, Tolerance caseTolerance) {
            if (ch.tolerance() == null) return caseTolerance;
            Tolerance r = channelRule == null ? new Tolerance(0, 0, "no rule") : channelRule;
            Tolerance t = ch.tolerance();
            if (t.abs() <= r.abs() * SLACK && t.rel() <= r.rel() * SLACK) return t;
            return new Tolerance(Math.min(t.abs(), r.abs()), Math.min(t.rel(), r.rel()), t.why());
        }

        /** Whether a file's tolerance allows more than the rule, in abs or in rel. */
        public boolean looser(Tolerance t) {
            return t.abs() > rule.abs() * SLACK || t.rel() > rule.rel() * SLACK;
        }

        /** The file's tolerance, tightened to the rule where it is looser (a tighter file keeps its own). */
        public Tolerance bound(Tolerance t) {
            if (!looser(t)) return t;
            return new Tolerance(Math.min(t.abs(), rule.abs()), Math.min(t.rel(), rule.rel()), t.why());
        }

        /** A channel's scales, each at most the channel's ceiling and {@link #MAX_SCALE}. */
        public double[] boundScale(Channel ch) {
            double[] s = ch.scale();
            double c = Math.min(scaleCeiling.getOrDefault(ch.name(), MAX_SCALE), MAX_SCALE);
            for (int i = 0; i < s.length; i++) if (!(s[i] <= c * SLACK)) s[i] = c;
            return s;
        }

        /** The ceiling a channel's scales are held to. */
        public double ceiling(String channel) {
            return Math.min(scaleCeiling.getOrDefault(channel, MAX_SCALE), MAX_SCALE);
        }
    }

    /** The {@link Limits} of a case: its kernel's rule recomputed from the case's own inputs. */
    public static Limits limits(GoldenCase c) {
        if (c instanceof SplineDeformCase s) {
            SplineDeformInputs prev = s.prevInputs().isEmpty() ? null : s.previousInputs();
            // Section 6's bound alone is cheap; the 8-bit emulation only widens it, so it runs only for a file
            // whose tolerance is above the bound (a widened case, or a file claiming too much).
            DeformFeatures fx = s.featureInputs();
            Tolerance plain = new Tolerance(section6Abs(s.mode(), s.inputs(), prev, s.textures(), s.vertices(), fx),
                    Tolerance.DEFAULT_REL, "spec section 6");
            Tolerance rule = new Limits(plain, Map.of()).looser(s.tolerance())
                    ? splineDeform(s.mode(), s.inputs(), prev, s.textures(), s.vertices(), fx) : plain;
            // The offsets' magnitudes are bounded by the vertices and by how far the curve reaches: the distance
            // along it (p*L + a2) only picks a texture sample, so an L beyond the curve's own length scales nothing.
            double[][] pos = s.textures().position();
            double reach = 2 * (polylineLength(pos) + maxNorm(pos));
            double ceiling = Math.max(Math.max(maxNorm(Rows.of(s.vertices())), reach), 0.001);
            NormalsChannel n = s.normals();
            Tolerance normals = n == null ? null : splineNormals(n.mode(), s.mode(), s.inputs(), s.textures(), s.vertices(),
                    n.rest(), n.restTangents(), fx);
            return new Limits(rule, Map.of("expected", ceiling, "expectedPrev", ceiling), normals);
        }
        if (c instanceof VelocityStretchCase) return new Limits(velocityStretch(), Map.of(), velocityNormals());
        if (c instanceof SplineBakeCase b) {
            // The world samples' scale is the spline's length: at most what the expected samples themselves span.
            double[][] sp = Rows.of(b.samples().positions());
            double ceiling = Math.max(2 * (polylineLength(sp) + maxNorm(sp)), 0.001);
            return new Limits(splineBake(), Map.of("samples.positions", ceiling));
        }
        if (c instanceof VelocityControllerCase) return new Limits(velocityController(), Map.of());
        if (c instanceof SplineAtlasDeformCase a) {
            double[][] pos = a.atlas().positionTexels();
            double reach = 2 * (polylineLength(pos) + maxNorm(pos));
            double ceiling = Math.max(Math.max(maxNorm(Rows.of(a.vertices())), reach), 0.001);
            return new Limits(splineAtlas(a), Map.of("expected", ceiling, "expectedPrev", ceiling));
        }
        throw new IllegalArgumentException("unknown case kind " + c.getClass().getSimpleName());
    }

    private static double polylineLength(double[][] rows) {
        double l = 0;
        for (int i = 0; i + 1 < rows.length; i++) l += dist(rows[i], rows[i + 1], 3);
        return l;
    }

    private static double maxNorm(double[][] rows) {
        double m = 0;
        for (double n : Rows.norms(rows)) m = Math.max(m, n);
        return m;
    }

    /** The largest |(ur1, uu1)| of any vertex: the distance the cross-section reaches from the curve. */
    static double crossSectionRadius(SplineDeformInputs in, List<Vec3> vertices) {
        return crossSectionRadius(in, vertices, null);
    }

    /** As above with each vertex's stretch mask weight ({@code mask} null: none) scaling its volume term. */
    static double crossSectionRadius(SplineDeformInputs in, List<Vec3> vertices, List<Double> mask) {
        RestFrame fr = RestFrame.of(in.forwardAxisLocal());
        double s = Math.max(in.stretchScale(), 0.01);
        double v = Math.max(0, Math.min(1, in.preserveVolume()));
        double g = Math.max(in.sizeScale(), 0);
        double b = Math.max(-0.95, Math.min(0.95, in.stretchBias()));
        double h = Math.max(in.meshHalfLength(), 0.001);
        double r = 0;
        for (int i = 0; i < vertices.size(); i++) {
            Vec3 d = vertices.get(i).sub(in.meshCenterLocal());
            double a = d.dot(fr.forward());
            double ac = Math.max(-h, Math.min(h, a));
            double sl = s * (1 + b * ac / h);
            double k = 1 + (1 / Math.sqrt(sl) - 1) * (mask == null ? v : v * Math.max(0, Math.min(1, mask.get(i))));
            double ur = d.dot(fr.right());
            double uu = d.dot(fr.up());
            r = Math.max(r, g * k * Math.sqrt(ur * ur + uu * uu));
        }
        return r;
    }

    private static double dist(double[] a, double[] b, int n) {
        double s = 0;
        for (int i = 0; i < n; i++) s += (a[i] - b[i]) * (a[i] - b[i]);
        return Math.sqrt(s);
    }

    private static String sig(double v) {
        return String.format(Locale.ROOT, "%.3g", v);
    }
}
