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
        return new Prepared(mode, in, tex, weights, SplineFeatures.NONE);
    }

    /** As {@link #prepare(Orientation, SplineDeformInputs, CurveTextures, WeightMode)} with 1.3's options (section 10). */
    public static Prepared prepare(Orientation mode, SplineDeformInputs in, CurveTextures tex, WeightMode weights,
                                   SplineFeatures features) {
        return new Prepared(mode, in, tex, weights, features);
    }

    /** A deformer with its inputs sanitised and its rest frame built: evaluates vertices. */
    public static final class Prepared {
        private final Orientation mode;
        private final CurveTextures tex;
        private final WeightMode weights;
        private final double p, L, N, s, v, g, b, h, w, e;
        private final Vec3 c, f, right, up;
        /** Section 10.1: distance taken modulo L, no ends, no settle. Section 10.2: roll from the tangent alpha. */
        private final boolean closed, roll;
        /** What {@link #nudged} was built from; {@code nudge}: float32 ulps added to step 5's {@code d} (0: none). */
        private final SplineDeformInputs in;
        private final SplineFeatures features;
        private final double nudge;

        Prepared(Orientation mode, SplineDeformInputs in, CurveTextures tex, WeightMode weights, SplineFeatures features) {
            this(mode, in, tex, weights, features, 0);
        }

        private Prepared(Orientation mode, SplineDeformInputs in, CurveTextures tex, WeightMode weights,
                         SplineFeatures features, double nudge) {
            this.in = in;
            this.features = features;
            this.nudge = nudge;
            this.mode = mode;
            this.closed = features.closedLoop();
            // Mode B carries the roll in its quaternions (section 10.2): nothing to read.
            this.roll = features.bakedRoll() && mode != Orientation.ROTATION_MINIMIZING;
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
            c = in.meshCenterLocal();
            // 1. Rest frame.
            RestFrame frame = RestFrame.of(in.forwardAxisLocal());
            f = frame.forward();
            right = frame.right();
            up = frame.up();
        }

        /**
         * This deformer with step 5's distance moved by {@code ulps} float32 ulps of {@code max(L, |d|)}: how far a
         * GPU's {@code p*L + a2} and {@code d / L} may put the sample point from the exact one (the knife-edge check of
         * the golden set; not part of the math).
         */
        public Prepared nudged(double ulps) {
            return new Prepared(mode, in, tex, weights, features, ulps);
        }

        public Vec3 offset(Vec3 x) {
            return offset(sample(x, false, 1), x);
        }

        /** Section 10.3: the offset of a vertex whose stretch mask weight is {@code mask} (unsanitised). */
        public Vec3 offset(Vec3 x, double mask) {
            return offset(sample(x, true, saturate(mask)), x);
        }

        private Vec3 offset(Sample sm, Vec3 x) {
            Vec3 deformed = c.add(sm.pd).add(sm.rRight.mul(sm.ur1)).add(sm.rUp.mul(sm.uu1));

            // 9. Settle (none on a closed loop: section 10.1).
            Vec3 o = deformed.sub(x);
            if (w > 0 && !closed) o = o.mul(1 - settle(p, w));
            // 10. Output.
            return o;
        }

        /**
         * Step 11 (math spec section 8.1, 8.2): the Jacobian of steps 2–9 at {@code x}, local space, settle included,
         * with the curve's derivative terms as {@code normals} says ({@code OFF} computes what {@code ROTATE} does).
         */
        public Mat3 jacobian(Vec3 x, NormalsMode normals) {
            return jacobian(sample(x, false, 1), normals, null);
        }

        /** Section 10.3's Jacobian of a masked vertex, the mask held constant (what a vertex shader can compute). */
        public Mat3 jacobian(Vec3 x, NormalsMode normals, double mask) {
            return jacobian(sample(x, true, saturate(mask)), normals, null);
        }

        /**
         * Section 10.3's full Jacobian of a surface whose mask varies with gradient {@code maskGradient} (local space)
         * at a vertex with weight {@code mask} in (0, 1): the held-constant one plus {@code (∂y/∂m) ∇mᵀ}.
         */
        public Mat3 jacobian(Vec3 x, NormalsMode normals, double mask, Vec3 maskGradient) {
            return jacobian(sample(x, true, saturate(mask)), normals, maskGradient);
        }

        private Mat3 jacobian(Sample sm, NormalsMode normals, Vec3 maskGradient) {
            boolean outside = sm.d < 0 || sm.d > L;
            // δ = ∂d/∂a; the clamped sample point (e = 0) stops past the ends.
            boolean moves = !(e == 0 && outside);
            double delta = moves ? g * (sm.masked ? lerp(1, sm.sl, sm.m) : sm.sl) : 0;
            double kPrime = Math.abs(sm.a) < h ? -v * (sm.masked ? sm.m : 1) * s * b / (2 * h) * Math.pow(sm.sl, -1.5) : 0;
            Vec3 crossSection = right.mul(sm.ur1).add(up.mul(sm.uu1));
            Vec3 curveDirection = sm.td;
            Vec3 frameRate = Vec3.ZERO;
            if (normals == NormalsMode.EXACT && !outside && sm.i0 != sm.i1) {
                Vec3 t0 = texelTangent(sm.i0);
                Vec3 t1 = texelTangent(sm.i1);
                curveDirection = t0.add(t1).normalizeOr(sm.td);
                if (!sm.fallback) frameRate = frameRate(sm, crossSection);
                if (roll) frameRate = rolledRate(sm, crossSection, frameRate);
            }
            Vec3 jf = curveDirection.add(frameRate).mul(delta)
                    .add(sm.rRight.mul(g * kPrime * sm.ur).add(sm.rUp.mul(g * kPrime * sm.uu)));
            Vec3 jr = sm.rRight.mul(g * sm.k);
            Vec3 ju = sm.rUp.mul(g * sm.k);
            Mat3 j = Mat3.outer(jf, f).add(Mat3.outer(jr, right)).add(Mat3.outer(ju, up));
            if (maskGradient != null) {
                // ∂y/∂m: the along coordinate moves by g (a1 - a) along the curve, the cross-section by g ∂k/∂m.
                double dA = moves ? g * (sm.a1 - sm.a) : 0;
                double dK = v * (1 / Math.sqrt(sm.sl) - 1);
                Vec3 jm = curveDirection.add(frameRate).mul(dA).add(sm.rRight.mul(g * dK * sm.ur).add(sm.rUp.mul(g * dK * sm.uu)));
                j = j.add(Mat3.outer(jm, maskGradient));
            }
            double sigma = w > 0 && !closed ? settle(p, w) : 0;
            return j.mul(1 - sigma).add(Mat3.IDENTITY.mul(sigma));
        }

        /**
         * Section 10.2: the rate of the rolled frame {@code Roll(T, ρ) ∘ R} applied to {@code u}, from {@code R'(u)}:
         * {@code Roll(R'(u)) + ∂Roll(R(u))}, with {@code ρ' = (ρ1 - ρ0)(N-1)/L} and {@code T'} of section 8.2.
         */
        private Vec3 rolledRate(Sample sm, Vec3 u, Vec3 unrolledRate) {
            Vec3 t = sm.td;
            Vec3 tDot = sm.fallback ? Vec3.ZERO : tangentRate(sm);
            double rhoDot = (tex.alpha(sm.i1) - tex.alpha(sm.i0)) * (N - 1) / L;
            double cr = Math.cos(sm.rho);
            double sr = Math.sin(sm.rho);
            Vec3 ru = sm.rRight0.mul(u.dot(right)).add(sm.rUp0.mul(u.dot(up)));
            double tv = t.dot(ru);
            Vec3 dRoll = ru.mul(-sr).add(t.cross(ru).mul(cr)).add(t.mul(tv * sr)).mul(rhoDot)
                    .add(tDot.cross(ru).mul(sr)).add(tDot.mul(tv).add(t.mul(tDot.dot(ru))).mul(1 - cr));
            return rotateAbout(t, sm.rho, unrolledRate).add(dRoll);
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
            Vec3 td = sm.td;
            Vec3 tDot = tangentRate(sm);
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
            Vec3 rightDot = rhoDot.sub(sm.rRight0.mul(sm.rRight0.dot(rhoDot))).mul(1 / rhoLength);
            Vec3 upDot = tDot.cross(sm.rRight0).add(td.cross(rightDot));
            return rightDot.mul(u.dot(right)).add(upDot.mul(u.dot(up)));
        }

        /** {@code T'} of section 8.2 (modes A, C): the derivative of the normalised lerp of the two texels. */
        private Vec3 tangentRate(Sample sm) {
            double texelsPerLength = (N - 1) / L;
            Vec3 t0 = tex.t(sm.i0);
            Vec3 t1 = tex.t(sm.i1);
            Vec3 m = Vec3.lerp(t0, t1, sm.phi);
            Vec3 mDot = t1.sub(t0).mul(texelsPerLength);
            Vec3 td = sm.td;
            return mDot.sub(td.mul(td.dot(mDot))).mul(1 / m.length());
        }

        /** Steps 2–8 for one vertex: what the offset and the Jacobian share; {@code mask} the sanitised weight. */
        private Sample sample(Vec3 x, boolean masked, double mask) {
            // 2. Decompose.
            Vec3 r = x.sub(c);
            double a = r.dot(f);
            double ur = r.dot(right);
            double uu = r.dot(up);

            // 3. Along-axis stretch with bias.
            double ac = clamp(a, -h, h);
            double sl = s * (1 + b * ac / h);
            double a1 = s * (ac + b * ac * ac / (2 * h)) + sl * (a - ac);

            // 4. Cross-section. Section 10.3: the mask blends the stretched coordinate and the volume term.
            double k = masked ? lerp(1, 1 / Math.sqrt(sl), v * mask) : lerp(1, 1 / Math.sqrt(sl), v);
            double ur1 = g * k * ur;
            double uu1 = g * k * uu;
            double a2 = g * (masked ? lerp(a, a1, mask) : a1);

            // 5. Distance along the curve; on a closed loop modulo L (section 10.1).
            double d = p * L + a2;
            if (nudge != 0) d += nudge * Math.ulp((float) Math.max(L, Math.abs(d)));
            if (closed) d = clamp(d - L * Math.floor(d / L), 0, L);

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

            double rho = roll ? lerp(tex.alpha(i0), tex.alpha(i1), phi) : 0;

            // 7. End extrapolation (a closed loop has no ends).
            if (e == 1 && !closed) {
                int last = (int) (N - 1);
                if (d > L) {
                    Vec3 dir = mode == Orientation.ROTATION_MINIMIZING ? tex.q(last).rotate(f) : tex.t(last);
                    pd = tex.p(last).add(dir.mul(d - L));
                    if (qd != null) qd = tex.q(last);
                    else td = tex.t(last);
                    if (roll) rho = tex.alpha(last);
                } else if (d < 0) {
                    Vec3 dir = mode == Orientation.ROTATION_MINIMIZING ? tex.q(0).rotate(f) : tex.t(0);
                    pd = tex.p(0).add(dir.mul(d));
                    if (qd != null) qd = tex.q(0);
                    else td = tex.t(0);
                    if (roll) rho = tex.alpha(0);
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
            Vec3 rRight0 = rRight;
            Vec3 rUp0 = rUp;
            if (roll) {
                // Section 10.2: the roll turns the cross-section about the travelling tangent.
                rRight = rotateAbout(direction, rho, rRight);
                rUp = rotateAbout(direction, rho, rUp);
            }
            return new Sample(a, ur, uu, sl, a1, k, ur1, uu1, d, i0, i1, phi, fallback, pd, direction, qd, rRight, rUp,
                    rRight0, rUp0, rho, masked, mask);
        }
    }

    /** Rodrigues: {@code v} turned by {@code angle} about the unit axis {@code t}. */
    static Vec3 rotateAbout(Vec3 t, double angle, Vec3 v) {
        double c = Math.cos(angle);
        return v.mul(c).add(t.cross(v).mul(Math.sin(angle))).add(t.mul(t.dot(v) * (1 - c)));
    }

    /**
     * Steps 2–8's values for one vertex ({@code td} is the curve direction in every mode; {@code rRight}, {@code rUp}
     * the rolled frame, {@code rRight0}, {@code rUp0} before the roll; {@code m} the mask when {@code masked}).
     */
    private record Sample(double a, double ur, double uu, double sl, double a1, double k, double ur1, double uu1, double d,
                          int i0, int i1, double phi, boolean fallback, Vec3 pd, Vec3 td, Quat qd, Vec3 rRight,
                          Vec3 rUp, Vec3 rRight0, Vec3 rUp0, double rho, boolean masked, double m) {}
}
