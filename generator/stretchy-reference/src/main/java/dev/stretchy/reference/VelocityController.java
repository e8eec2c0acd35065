package dev.stretchy.reference;

import dev.stretchy.contract.Ease;
import java.util.ArrayList;
import java.util.List;

/**
 * The velocity squash-and-stretch controller of math spec section 5: stretch along the velocity with optional
 * smoothing, squash on an approaching contact about the contact point, exponential or spring recovery that is
 * exactly 1 once {@code t >= tRecover}; while recovering, squash wins and the stretch resumes from 1.
 * Mutable: one instance per object, fed frame by frame. Transcendentals use StrictMath so golden files are
 * identical on every JVM.
 */
public final class VelocityController {
    /** Below this speed the stretch target is identity. */
    public static final double MIN_SPEED = 0.001;

    private final ControllerParams params;
    private final Vec3 planeNormal;
    private double sPrev = 1;
    private Vec3 axis = Vec3.Z;
    private boolean recovering;
    private double sinceImpact;
    private double sImpact = 1;
    private Vec3 impactAxis = Vec3.Z;
    private Vec3 impactPivot = Vec3.ZERO;

    public VelocityController(ControllerParams params) {
        this.params = params;
        this.planeNormal = params.planeNormal().normalizeOr(Vec3.Y);
    }

    public static List<ControllerOutput> run(ControllerParams params, List<ControllerFrame> frames) {
        VelocityController c = new VelocityController(params);
        List<ControllerOutput> out = new ArrayList<>(frames.size());
        for (ControllerFrame f : frames) out.add(c.step(f));
        return out;
    }

    public ControllerOutput step(ControllerFrame frame) {
        Vec3 vel = frame.velocity();
        // 2D: the sprite moves in its plane; a stray normal component of the velocity is ignored.
        if (params.dimensions() == 2) vel = vel.sub(planeNormal.mul(vel.dot(planeNormal)));

        boolean impact = false;
        if (frame.contact() != null) {
            Vec3 n = frame.contact().normal().normalizeOr(Vec3.Z);
            double vn = -vel.dot(n);
            if (vn > 0) {
                sImpact = Math.max(params.minSquash(), 1 - params.impactStrength() * vn / params.maxImpactSpeed());
                impactAxis = n;
                impactPivot = frame.contact().point();
                sinceImpact = 0;
                recovering = true;
                impact = true;
            }
        }
        if (recovering && !impact) sinceImpact += frame.dt();
        if (recovering) {
            if (sinceImpact >= params.recoverSeconds()) {
                recovering = false;
            } else {
                sPrev = 1; // the stretch resumes from 1 once the squash has recovered
                return output(impactAxis, recovery(sinceImpact), impactPivot);
            }
        }

        double speed = vel.length();
        double target = 1;
        if (speed >= MIN_SPEED) {
            axis = vel.mul(1 / speed);
            target = Math.min(params.maxStretch(), 1 + params.k() * speed);
        }
        double sPar = params.smoothing() > 0
                ? target + (sPrev - target) * StrictMath.exp(-frame.dt() / params.smoothing())
                : target;
        sPrev = sPar;
        return output(axis, sPar, frame.position());
    }

    /** The squash at {@code t} seconds after the impact; exactly 1 once {@code t >= tRecover}. */
    double recovery(double t) {
        double tr = params.recoverSeconds();
        if (t >= tr) return 1;
        double ln100 = StrictMath.log(100);
        if (params.ease() == Ease.EXPONENTIAL) {
            double lambda = ln100 / tr;
            return 1 - (1 - sImpact) * StrictMath.exp(-lambda * t);
        }
        double zeta = params.springDamping();
        double x0 = sImpact - 1;
        double omega = ln100 / (zeta * tr);
        double omegaD = omega * Math.sqrt(1 - zeta * zeta);
        return 1 + StrictMath.exp(-zeta * omega * t)
                * (x0 * StrictMath.cos(omegaD * t) + (zeta * omega * x0 / omegaD) * StrictMath.sin(omegaD * t));
    }

    private ControllerOutput output(Vec3 ax, double sPar, Vec3 pivot) {
        if (params.dimensions() == 3) return new ControllerOutput(ax, sPar, 1 / Math.sqrt(sPar), pivot, 1 / Math.sqrt(sPar));
        return new ControllerOutput(ax, sPar, 1 / sPar, pivot, 1);
    }
}
