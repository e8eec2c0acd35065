package dev.stretchy.reference;

import static dev.stretchy.reference.Scalars.clamp;
import static dev.stretchy.reference.Scalars.lerp;
import static dev.stretchy.reference.Scalars.saturate;
import static dev.stretchy.reference.Scalars.settle;
import static dev.stretchy.reference.Scalars.step;

import dev.stretchy.spec.Orientation;

/**
 * The spline deformer of math spec section 1, steps 1–10, in double precision: the project's oracle. Returns the
 * local-space offset of one vertex. Every input is sanitised exactly as the spec's table says.
 */
public final class SplineDeform {
    private SplineDeform() {}

    public static Vec3 offset(Orientation mode, SplineDeformInputs in, CurveTextures tex, Vec3 x) {
        return offset(mode, in, tex, x, WeightMode.EXACT);
    }

    /** As {@link #offset(Orientation, SplineDeformInputs, CurveTextures, Vec3)} with the filter weight quantised. */
    public static Vec3 offset(Orientation mode, SplineDeformInputs in, CurveTextures tex, Vec3 x, WeightMode weights) {
        return prepare(mode, in, tex, weights).offset(x);
    }

    /** The per-draw part (sanitising, step 1) done once, as a shader's uniforms are; then {@link Prepared#offset}. */
    public static Prepared prepare(Orientation mode, SplineDeformInputs in, CurveTextures tex, WeightMode weights) {
        return new Prepared(mode, in, tex, weights);
    }

    /** A deformer with its inputs sanitised and its rest frame built: evaluates vertices. */
    public static final class Prepared {
        private final Orientation mode;
        private final CurveTextures tex;
        private final WeightMode weights;
        private final double p, L, N, s, v, g, b, h, w, e;
        private final Vec3 c, f, right, up;

        Prepared(Orientation mode, SplineDeformInputs in, CurveTextures tex, WeightMode weights) {
            this.mode = mode;
            this.tex = tex;
            this.weights = weights;
            // Sanitising (the contract table).
            p = saturate(in.progress());
            L = Math.max(in.splineLength(), 0.001);
            N = Math.max(in.sampleCount(), 2);
            s = Math.max(in.stretchScale(), 0.01);
            v = saturate(in.preserveVolume());
            g = Math.max(in.sizeScale(), 0);
            b = clamp(in.stretchBias(), -0.95, 0.95);
            h = Math.max(in.meshHalfLength(), 0.001);
            w = saturate(in.settleWindow());
            e = step(0.5, in.endExtrapolation());
            c = in.meshCenter();
            // 1. Rest frame.
            RestFrame frame = RestFrame.of(in.forwardAxis());
            f = frame.forward();
            right = frame.right();
            up = frame.up();
        }

        public Vec3 offset(Vec3 x) {
            // 2. Decompose.
            Vec3 r = x.sub(c);
            double a = r.dot(f);
            double ur = r.dot(right);
            double uu = r.dot(up);

            // 3. Along-axis stretch with bias.
            double ac = clamp(a, -h, h);
            double sl = s * (1 + b * ac / h);
            double a1 = s * (ac + b * ac * ac / (2 * h)) + sl * (a - ac);

            // 4. Cross-section.
            double k = lerp(1, 1 / Math.sqrt(sl), v);
            double ur1 = g * k * ur;
            double uu1 = g * k * uu;
            double a2 = g * a1;

            // 5. Distance along the curve.
            double d = p * L + a2;

            // 6. Sample.
            double t = clamp(d, 0, L) / L * (N - 1);
            int i0 = (int) Math.floor(t);
            int i1 = (int) Math.min(i0 + 1, N - 1);
            double phi = weights.apply(t - i0);
            int iRound = (int) Math.floor(t + 0.5);
            Vec3 pd = Vec3.lerp(tex.p(i0), tex.p(i1), phi);
            Vec3 td = null;
            Quat qd = null;
            if (mode == Orientation.ROTATION_MINIMIZING) {
                qd = Quat.lerp(tex.q(i0), tex.q(i1), phi).normalizeOr(tex.q(iRound));
            } else {
                td = Vec3.lerp(tex.t(i0), tex.t(i1), phi).normalizeOr(tex.t(iRound));
            }

            // 7. End extrapolation.
            if (e == 1) {
                int last = (int) (N - 1);
                if (d > L) {
                    Vec3 dir = mode == Orientation.ROTATION_MINIMIZING ? tex.q(last).rotate(f) : tex.t(last);
                    pd = tex.p(last).add(dir.mul(d - L));
                    if (qd != null) qd = tex.q(last);
                    else td = tex.t(last);
                } else if (d < 0) {
                    Vec3 dir = mode == Orientation.ROTATION_MINIMIZING ? tex.q(0).rotate(f) : tex.t(0);
                    pd = tex.p(0).add(dir.mul(d));
                    if (qd != null) qd = tex.q(0);
                    else td = tex.t(0);
                }
            }

            // 8. Orientation.
            Vec3 rRight;
            Vec3 rUp;
            switch (mode) {
                case PARALLEL_TRANSPORT -> {
                    MinimalRotation rot = new MinimalRotation(f, td, up);
                    rRight = rot.apply(right);
                    rUp = rot.apply(up);
                }
                case ROTATION_MINIMIZING -> {
                    rRight = qd.rotate(right);
                    rUp = qd.rotate(up);
                }
                case ARTICLE -> {
                    // A vertical tangent falls back to the rest frame's right (step 8, mode C).
                    rRight = Vec3.Z.cross(td).normalizeOr(right);
                    rUp = td.cross(rRight);
                }
                default -> throw new IllegalArgumentException("unknown mode " + mode);
            }
            Vec3 deformed = c.add(pd).add(rRight.mul(ur1)).add(rUp.mul(uu1));

            // 9. Settle.
            Vec3 o = deformed.sub(x);
            if (w > 0) o = o.mul(1 - settle(p, w));
            // 10. Output.
            return o;
        }
    }
}
