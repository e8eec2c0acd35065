package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Orientation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SplineDeformTest {
    @ParameterizedTest
    @EnumSource(Orientation.class)
    void restPoseOnAStraightCurveGivesZeroOffsets(Orientation mode) {
        var b = Fixtures.straight(800, 64, mode);
        var in = Fixtures.inputs(b, 1);
        for (Vec3 x : new Vec3[] {new Vec3(50, 30, -20), new Vec3(-50, 0, 40), new Vec3(0, 0, 0)}) {
            Vec3 o = SplineDeform.offset(mode, in, b.textures(), x);
            assertEquals(0, o.length(), 1e-9, mode + " " + x + " -> " + o);
        }
    }

    @ParameterizedTest
    @EnumSource(Orientation.class)
    void halfwayAlongAStraightCurveMovesTheMeshBackByHalfTheLength(Orientation mode) {
        var b = Fixtures.straight(800, 64, mode);
        Vec3 o = SplineDeform.offset(mode, Fixtures.inputs(b, 0.5), b.textures(), new Vec3(10, 20, 30));
        assertEquals(-400, o.x(), 1e-9);
        assertEquals(0, o.y(), 1e-9);
        assertEquals(0, o.z(), 1e-9);
    }

    @Test
    void aPlanarTurnRotatesTheCrossSectionAboutThePlaneNormal() {
        // In the XY plane the rotation taking X to T = (tx, ty, 0) maps the mesh's right (+Y) to (-ty, tx, 0).
        var b = Fixtures.planarArc(400, 90, 128, Orientation.PARALLEL_TRANSPORT);
        var in = Fixtures.inputs(b, 0);
        double[] t0 = b.textures().tangent()[0];
        assertTrue(t0[1] < -0.99, "the arc starts heading -Y");
        Vec3 o0 = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), Vec3.ZERO);
        Vec3 o1 = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), new Vec3(0, 10, 0));
        Vec3 d = o1.add(new Vec3(0, 10, 0)).sub(o0);
        assertEquals(-10 * t0[1], d.x(), 1e-9, d.toString());
        assertEquals(10 * t0[0], d.y(), 1e-9, d.toString());
        assertEquals(0, d.z(), 1e-12);
    }

    @Test
    void articleModeFallsBackToTheRestFramesRightForAVerticalTangent() {
        var b = Fixtures.bake(java.util.List.of(new Vec3(0, 0, -800), new Vec3(0, 0, -400), Vec3.ZERO), false, 16, Vec3.X,
                Orientation.ARTICLE);
        double[] t = b.textures().tangent()[5];
        assertEquals(java.util.List.of(0.0, 0.0, 1.0), java.util.List.of(t[0], t[1], t[2]));
        var in = Fixtures.inputs(b, 0.5);
        Vec3 o0 = SplineDeform.offset(Orientation.ARTICLE, in, b.textures(), Vec3.ZERO);
        Vec3 oy = SplineDeform.offset(Orientation.ARTICLE, in, b.textures(), new Vec3(0, 10, 0));
        Vec3 oz = SplineDeform.offset(Orientation.ARTICLE, in, b.textures(), new Vec3(0, 0, 10));
        // R(right) = right = +Y; R(up) = cross(Td, R(right)) = cross(Z, Y) = -X.
        assertEquals(0, oy.add(new Vec3(0, 10, 0)).sub(o0).sub(new Vec3(0, 10, 0)).length(), 1e-9);
        assertEquals(0, oz.add(new Vec3(0, 0, 10)).sub(o0).sub(new Vec3(-10, 0, 0)).length(), 1e-9);
        // Mode A turns the mesh a quarter about -Y instead: its up (+Z) goes to -X as well, its right stays +Y.
        Vec3 a0 = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), Vec3.ZERO);
        Vec3 az = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), new Vec3(0, 0, 10));
        assertEquals(0, az.add(new Vec3(0, 0, 10)).sub(a0).sub(new Vec3(-10, 0, 0)).length(), 1e-9);
    }

    @Test
    void modeAHalfTurnsWhenTheTangentOpposesTheForwardAxis() {
        var b = Fixtures.bake(java.util.List.of(new Vec3(800, 0, 0), new Vec3(400, 0, 0), Vec3.ZERO), false, 16, Vec3.X,
                Orientation.PARALLEL_TRANSPORT);
        var in = Fixtures.inputs(b, 0.5);
        Vec3 o0 = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), Vec3.ZERO);
        Vec3 oy = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), new Vec3(0, 10, 0));
        Vec3 oz = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), new Vec3(0, 0, 10));
        // Half turn about up (+Z): right (+Y) → -Y, up stays +Z.
        assertEquals(0, oy.add(new Vec3(0, 10, 0)).sub(o0).sub(new Vec3(0, -10, 0)).length(), 1e-9);
        assertEquals(0, oz.add(new Vec3(0, 0, 10)).sub(o0).sub(new Vec3(0, 0, 10)).length(), 1e-9);
        assertEquals(400, o0.x(), 1e-9, "the mesh centre sits half-way along the curve, 400 cm in +X");
    }
}
