package dev.stretchy.golden;

import dev.stretchy.reference.ControllerFrame;
import dev.stretchy.reference.ControllerParams;
import dev.stretchy.reference.Vec3;
import java.util.ArrayList;
import java.util.List;

/** The controller cases' motion: a ball thrown sideways that bounces twice on a floor. */
final class Bounce {
    private Bounce() {}

    /**
     * A ball thrown sideways, falling under gravity and bouncing twice on the floor z = 0 (restitution 0.6), then
     * rolling to rest. {@code unit} is units per metre.
     */
    static List<ControllerFrame> frames(double unit, int dims, double dt) {
        double g = -9.81 * unit;
        double radius = 0.5 * unit;
        Vec3 pos = new Vec3(0, 0, 3 * unit);
        Vec3 vel = new Vec3(2.5 * unit, dims == 3 ? 0.8 * unit : 0, 0);
        List<ControllerFrame> frames = new ArrayList<>();
        int bounces = 0;
        for (int i = 0; i < 150; i++) {
            Vec3 nextVel = vel.add(new Vec3(0, 0, g * dt));
            Vec3 nextPos = pos.add(nextVel.mul(dt));
            ControllerFrame.Contact contact = null;
            if (nextPos.z() < radius && nextVel.z() < 0 && bounces < 2) {
                contact = new ControllerFrame.Contact(Vec3.Z, Meshes.round(new Vec3(nextPos.x(), nextPos.y(), 0)));
                frames.add(new ControllerFrame(dt, Meshes.round(nextVel), Meshes.round(new Vec3(nextPos.x(), nextPos.y(), radius)), contact));
                nextVel = new Vec3(nextVel.x() * 0.8, nextVel.y() * 0.8, -nextVel.z() * 0.6);
                nextPos = new Vec3(nextPos.x(), nextPos.y(), radius);
                bounces++;
            } else {
                if (nextPos.z() < radius) {
                    nextPos = new Vec3(nextPos.x(), nextPos.y(), radius);
                    nextVel = new Vec3(nextVel.x() * 0.9, nextVel.y() * 0.9, 0);
                }
                frames.add(new ControllerFrame(dt, Meshes.round(nextVel), Meshes.round(nextPos), null));
            }
            vel = nextVel;
            pos = nextPos;
        }
        return frames;
    }

    /** float32 sums of dt must not land on the other side of tRecover than the double sums do. */
    static boolean recoveryClearOfThreshold(ControllerParams p, List<ControllerFrame> frames) {
        double t = Double.NaN;
        for (ControllerFrame f : frames) {
            if (f.contact() != null && -f.velocity().dot(f.contact().normal()) > 0) t = 0;
            else if (!Double.isNaN(t)) t += f.dt();
            if (!Double.isNaN(t) && Math.abs(t - p.recoverSeconds()) < 1e-3) return false;
        }
        return true;
    }
}
