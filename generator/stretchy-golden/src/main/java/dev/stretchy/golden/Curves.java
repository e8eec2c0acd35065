package dev.stretchy.golden;

import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/** The splines the standard golden cases bake, each named for what it exercises (world space, ends at the origin). */
enum Curves {
    /** 1000 cm along +X. */
    STRAIGHT_X(() -> spline(false, new Vec3(-1000, 0, 0), new Vec3(-500, 0, 0), Vec3.ZERO)),
    /** A planar S-curve, about 1700 cm. */
    S_CURVE(() -> spline(false, new Vec3(-1200, -300, 0), new Vec3(-800, 200, 0), new Vec3(-400, -200, 0), Vec3.ZERO)),
    /** Rises vertically in its middle, then runs level into +X at the end. */
    VERTICAL_MIDDLE(() -> spline(false, new Vec3(-700, 0, 0), new Vec3(-400, 0, 50), new Vec3(-350, 0, 400),
            new Vec3(-300, 0, 650), new Vec3(0, 0, 700))),
    /** Runs along -X: the tangent is opposite to a +X forward axis everywhere. */
    OPPOSITE_X(() -> spline(false, new Vec3(600, 0, 0), new Vec3(300, 0, 0), Vec3.ZERO)),
    /** A helix about X (the forward axis), r = 250 cm, 1.5 turns: torsion makes modes A and B differ. */
    HELIX_X(Curves::helixX),
    /** A closed loop in the XY plane, r = 500 cm, whose first point (where the loop wraps) heads +X. */
    LOOP_XY(Curves::loopXY),
    /**
     * A closed loop (r = 500 cm) that leaves its plane without a mirror symmetry (z = 250 cos a + 120 sin 2a), so
     * parallel transport round it does not close: mode B's closing twist is spread over the loop (math 1.3 §10.1).
     */
    LOOP_TWISTED(Curves::loopTwisted),
    /** Rises straight along +Z: every tangent is exactly (0,0,1). */
    STRAIGHT_UP(() -> spline(false, new Vec3(0, 0, -800), new Vec3(0, 0, -400), Vec3.ZERO)),
    /** Every point at one place. */
    ZERO_LENGTH(() -> spline(false, new Vec3(120, -40, 30), new Vec3(120, -40, 30), new Vec3(120, -40, 30))),
    /** User (arrive/leave) tangents; the spline component scaled (1.5, 0.75, 1) and turned -20 degrees about Y. */
    USER_TANGENTS_SCALED(() -> new UeSpline(List.of(
            new UeSpline.Point(new Vec3(-900, 0, 0), new Vec3(0, 600, 0), new Vec3(0, 600, 0)),
            UeSpline.Point.auto(new Vec3(-500, 300, 100)),
            new UeSpline.Point(new Vec3(-200, 0, 0), new Vec3(300, -300, 0), new Vec3(500, 0, 0)),
            UeSpline.Point.auto(new Vec3(0, 0, 0))), false,
            new Transform(Transform.axisAngle(new Vec3(0, 1, 0), -20), new Vec3(300, 200, 50), new Vec3(1.5, 0.75, 1))));

    private final Supplier<UeSpline> build;

    Curves(Supplier<UeSpline> build) {
        this.build = build;
    }

    UeSpline spline() {
        return build.get();
    }

    /** Spline points in world space, auto tangents, identity spline transform. */
    private static UeSpline spline(boolean closed, Vec3... pts) {
        return new UeSpline(UeSpline.autoPoints(List.of(pts)), closed, Transform.IDENTITY);
    }

    private static UeSpline helixX() {
        List<Vec3> p = new ArrayList<>();
        int m = 12;
        double radius = 250;
        double pitch = 500;
        for (int i = 0; i <= m; i++) {
            double a = 2 * Math.PI * 1.5 * i / m;
            p.add(new Vec3(pitch * 1.5 * i / m - pitch * 1.5, radius * StrictMath.sin(a), radius * (1 - StrictMath.cos(a))));
        }
        Vec3 end = p.get(m);
        return spline(false, p.stream().map(v -> Meshes.round(v.sub(end))).toArray(Vec3[]::new));
    }

    private static UeSpline loopTwisted() {
        return loop(a -> 250 * StrictMath.cos(a) + 120 * StrictMath.sin(2 * a));
    }

    private static UeSpline loopXY() {
        return loop(a -> 0);
    }

    /** Eight points round a circle of r = 500 cm in XY from the origin heading +X, lifted by {@code z(angle)}; closed. */
    private static UeSpline loop(java.util.function.DoubleUnaryOperator z) {
        List<Vec3> p = new ArrayList<>();
        int m = 8;
        double r = 500;
        for (int i = 0; i < m; i++) {
            double a = 2 * Math.PI * i / m;
            p.add(Meshes.round(new Vec3(r * StrictMath.sin(a), r * (1 - StrictMath.cos(a)), z.applyAsDouble(a))));
        }
        return spline(true, p.toArray(Vec3[]::new));
    }
}
