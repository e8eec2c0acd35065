package dev.stretchy.contract;

/** The mesh axis that leads along the curve, in Unreal's frame. */
public enum ForwardAxis implements Worded {
    X(1, 0, 0), Y(0, 1, 0), Z(0, 0, 1), NEG_X(-1, 0, 0), NEG_Y(0, -1, 0), NEG_Z(0, 0, -1);

    private final double x, y, z;

    ForwardAxis(double x, double y, double z) {
        this.x = x;
        this.y = y;
        this.z = z;
    }

    /** {@code X} or {@code -X}: the axis letter, signed. */
    @Override
    public String word() {
        return name().replace("NEG_", "-");
    }

    public double[] vector() {
        return new double[] {x, y, z};
    }
}
