package dev.stretchy.reference;

import static dev.stretchy.reference.Scalars.clamp;
import static dev.stretchy.reference.Scalars.lerp;
import static dev.stretchy.reference.Scalars.saturate;
import static dev.stretchy.reference.Scalars.settle;
import static dev.stretchy.reference.Scalars.step;

import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;

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
            Sample sm = sample(x);
            Vec3 deformed = c.add(sm.pd).add(sm.rRight.mul(sm.ur1)).add(sm.rUp.mul(sm.uu1));

            // 9. Settle.
            Vec3 o = deformed.sub(x);
            if (w > 0) o = o.mul(1 - settle(p, w));
            // 10. Output.
            return o;
        }

        /**
         * Step 11 (math spec section 8.1, 8.2): the Jacobian of steps 2–9 at {@code x}, local space, settle included,
         * with the curve's derivative terms as {@code normals} says ({@code OFF} computes what {@code ROTATE} does).
         */
        public Mat3 jacobian(Vec3 x, NormalsMode normals) {
            Sample sm = sample(x);
            boolean outside = sm.d < 0 || sm.d > L;
            // δ = ∂d/∂a; the clamped sample point (e = 0) stops past the ends.
            double delta = e == 0 && outside ? 0 : g * sm.sl;
            double kPrime = Math.abs(sm.a) < h ? -v * s * b / (2 * h) * Math.pow(sm.sl, -1.5) : 0;
            Vec3 crossSection = right.mul(sm.ur1).add(up.mul(sm.uu1));
            Vec3 curveDirection = sm.td;
            Vec3 frameRate = Vec3.ZERO;
            if (normals == NormalsMode.EXACT && !outside && sm.i0 != sm.i1) {
                Vec3 t0 = texelTangent(sm.i0);
                Vec3 t1 = texelTangent(sm.i1);
                curveDirection = t0.add(t1).normalizeOr(sm.td);
                if (!sm.fallback) frameRate = frameRate(sm, crossSection);
            }
            Vec3 jf = curveDirection.add(frameRate).mul(delta)
                    .add(sm.rRight.mul(g * kPrime * sm.ur).add(sm.rUp.mul(g * kPrime * sm.uu)));
            Vec3 jr = sm.rRight.mul(g * sm.k);
            Vec3 ju = sm.rUp.mul(g * sm.k);
            Mat3 j = Mat3.outer(jf, f).add(Mat3.outer(jr, right)).add(Mat3.outer(ju, up));
            double sigma = w > 0 ? settle(p, w) : 0;
            return j.mul(1 - sigma).add(Mat3.IDENTITY.mul(sigma));
        }

        /** The unit tangent of texel {@code i}: mode B's frame forward, {@code rotate(Q[i], f)}. */
        private Vec3 texelTangent(int i) {
            return mode == Orientation.ROTATION_MINIMIZING ? tex.q(i).rotate(f) : tex.t(i);
        }

        /** {@code R'(d) u} of section 8.2 for the rest cross-section vector {@code u}, by orientation mode. */
        private Vec3 frameRate(Sample sm, Vec3 u) {
            double texelsPerLength = (N - 1) / L;
            if (mode == Orientation.ROTATION_MINIMIZING) {
                Quat q0 = tex.q(sm.i0);
                Quat q1 = tex.q(sm.i1);
                Quat m = Quat.lerp(q0, q1, sm.phi);
                Quat mDot = new Quat((q1.x() - q0.x()) * texelsPerLength, (q1.y() - q0.y()) * texelsPerLength,
                        (q1.z() - q0.z()) * texelsPerLength, (q1.w() - q0.w()) * texelsPerLength);
                Quat qd = sm.qd;
                double along = qd.dot(mDot);
                double len = m.length();
                Vec3 qv = new Vec3(qd.x(), qd.y(), qd.z());
                Vec3 dv = new Vec3((mDot.x() - qd.x() * along) / len, (mDot.y() - qd.y() * along) / len,
                        (mDot.z() - qd.z() * along) / len);
                double dw = (mDot.w() - qd.w() * along) / len;
                return dv.cross(qv.cross(u).add(u.mul(qd.w()))).mul(2).add(qv.cross(dv.cross(u).add(u.mul(dw))).mul(2));
            }
            Vec3 t0 = tex.t(sm.i0);
            Vec3 t1 = tex.t(sm.i1);
            Vec3 m = Vec3.lerp(t0, t1, sm.phi);
            Vec3 mDot = t1.sub(t0).mul(texelsPerLength);
            Vec3 td = sm.td;
            Vec3 tDot = mDot.sub(td.mul(td.dot(mDot))).mul(1 / m.length());
            if (mode == Orientation.PARALLEL_TRANSPORT) {
                double cs = f.dot(td);
                if (1 + cs < MinimalRotation.OPPOSITE_EPSILON) return Vec3.ZERO;
                Vec3 kx = f.cross(td);
                double csDot = f.dot(tDot);
                Vec3 kxDot = f.cross(tDot);
                double kxu = kx.dot(u);
                return u.mul(csDot).add(kxDot.cross(u))
                        .add(kxDot.mul(kxu).add(kx.mul(kxDot.dot(u))).mul(1 / (1 + cs)))
                        .sub(kx.mul(kxu * csDot / ((1 + cs) * (1 + cs))));
            }
            // Mode C.
            Vec3 rho = Vec3.Z.cross(td);
            double rhoLength = rho.length();
            if (rhoLength < Vec3.NORMALIZE_EPSILON) return Vec3.ZERO;
            Vec3 rhoDot = Vec3.Z.cross(tDot);
            Vec3 rightDot = rhoDot.sub(sm.rRight.mul(sm.rRight.dot(rhoDot))).mul(1 / rhoLength);
            Vec3 upDot = tDot.cross(sm.rRight).add(td.cross(rightDot));
            return rightDot.mul(u.dot(right)).add(upDot.mul(u.dot(up)));
        }

        /** Steps 2–8 for one vertex: what the offset and the Jacobian share. */
        private Sample sample(Vec3 x) {
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
            boolean fallback;
            if (mode == Orientation.ROTATION_MINIMIZING) {
                Quat m = Quat.lerp(tex.q(i0), tex.q(i1), phi);
                fallback = m.length() < Vec3.NORMALIZE_EPSILON;
                qd = m.normalizeOr(tex.q(iRound));
            } else {
                Vec3 m = Vec3.lerp(tex.t(i0), tex.t(i1), phi);
                fallback = m.length() < Vec3.NORMALIZE_EPSILON;
                td = m.normalizeOr(tex.t(iRound));
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
            // The curve's direction at d: mode B's frame forward.
            Vec3 direction = qd != null ? qd.rotate(f) : td;
            return new Sample(a, ur, uu, sl, k, ur1, uu1, d, i0, i1, phi, fallback, pd, direction, qd, rRight, rUp);
        }
    }

    /** Steps 2–8's values for one vertex ({@code td} is the curve direction in every mode). */
    private record Sample(double a, double ur, double uu, double sl, double k, double ur1, double uu1, double d,
                          int i0, int i1, double phi, boolean fallback, Vec3 pd, Vec3 td, Quat qd, Vec3 rRight,
                          Vec3 rUp) {}
}
