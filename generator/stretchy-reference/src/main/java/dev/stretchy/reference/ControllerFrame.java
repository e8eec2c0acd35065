package dev.stretchy.reference;

import java.util.Objects;

/**
 * One frame fed to the controller: time step, linear velocity, the object's position (the pivot of the stretch)
 * and an optional contact (the pivot and axis of an impact squash).
 */
public record ControllerFrame(double dt, Vec3 velocity, Vec3 position, Contact contact) {
    public ControllerFrame {
        if (!(dt >= 0) || !Double.isFinite(dt)) throw new IllegalArgumentException("dt must be finite and >= 0");
        Objects.requireNonNull(velocity, "velocity");
        Objects.requireNonNull(position, "position");
    }

    /** A contact this frame: the surface normal (pointing away from the surface) and the contact point. */
    public record Contact(Vec3 normal, Vec3 point) {
        public Contact {
            Objects.requireNonNull(normal, "normal");
            Objects.requireNonNull(point, "point");
        }
    }
}
