package dev.stretchy.reference;

/**
 * The controller's output for one frame: the deformer's unit axis and pivot, the scale along the axis, the scale
 * of the perpendicular axes (3D: both; 2D: the in-plane one) and of the plane normal (2D: 1; 3D: = sPerp).
 */
public record ControllerOutput(Vec3 axis, double sPar, double sPerp, Vec3 pivot, double sNormal) {
    /** The product of the three scale factors (the seed card's invariant: 1). */
    public double volume() {
        return sPar * sPerp * sNormal;
    }
}
