package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Orientation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Section 8: the atlas deformer is sections 5 and 1 on the instance's row, nothing more. */
class SplineAtlasDeformTest {
    private static final Orientation A = Orientation.PARALLEL_TRANSPORT;
    private static final List<Vec3> VERTICES = List.of(new Vec3(10, 5, -3), new Vec3(-20, 0, 8), new Vec3(0, -7, 0));

    private static final SplineBake.Result ARC = Fixtures.planarArc(300, 90, 16, A);
    private static final SplineBake.Result LINE = Fixtures.straight(200, 16, A);
    private static final SplineBake.Result TIGHT = Fixtures.planarArc(120, 160, 16, A);
    private static final CurveAtlas ATLAS = new CurveAtlas(List.of(ARC.textures(), LINE.textures(), TIGHT.textures()));

    @Test
    void oneRowAtlasWithoutSquashIsTheSplineDeformer() {
        CurveAtlas one = new CurveAtlas(List.of(ARC.textures()));
        for (double p : new double[] {0, 0.3, 0.8}) {
            SplineDeformInputs in = Fixtures.inputs(ARC, p);
            for (Vec3 x : VERTICES) {
                Vec3 single = SplineDeform.offset(A, in, ARC.textures(), x);
                Vec3 atlas = SplineAtlasDeform.offset(A, 3, one, 0, in, SplineAtlasDeform.Squash.IDENTITY, x);
                assertTrue(atlas.sub(single).length() < 1e-9, p + " " + x + ": " + atlas + " vs " + single);
            }
        }
    }

    @Test
    void eachInstanceReadsItsOwnRow() {
        SplineBake.Result[] curves = {ARC, LINE, TIGHT};
        for (int r = 0; r < 3; r++) {
            SplineDeformInputs in = Fixtures.inputs(curves[r], 0.4);
            for (Vec3 x : VERTICES) {
                Vec3 single = SplineDeform.offset(A, in, curves[r].textures(), x);
                Vec3 atlas = SplineAtlasDeform.offset(A, 3, ATLAS, r, in, SplineAtlasDeform.Squash.IDENTITY, x);
                assertTrue(atlas.sub(single).length() < 1e-9, "row " + r);
            }
        }
        // Control: the rows differ, so reading a neighbour's row would be seen.
        Vec3 x = VERTICES.get(0);
        SplineDeformInputs in = Fixtures.inputs(ARC, 0.4);
        assertNotEquals(SplineAtlasDeform.offset(A, 3, ATLAS, 0, in, SplineAtlasDeform.Squash.IDENTITY, x),
                SplineAtlasDeform.offset(A, 3, ATLAS, 1, in, SplineAtlasDeform.Squash.IDENTITY, x));
    }

    @Test
    void rowsAreRoundedAndClamped() {
        assertEquals(1, ATLAS.rowOf(0.5));
        assertEquals(1, ATLAS.rowOf(1.49));
        assertEquals(0, ATLAS.rowOf(0.49));
        assertEquals(0, ATLAS.rowOf(-7));
        assertEquals(2, ATLAS.rowOf(99));
        assertEquals((1 + 0.5) / 3, ATLAS.rowV(1));
        assertThrows(IllegalArgumentException.class,
                () -> new CurveAtlas(List.of(ARC.textures(), Fixtures.straight(100, 8, A).textures())));
    }

    @Test
    void atRestWithASettleWindowOnlyTheSquashRemains() {
        SplineDeformInputs base = Fixtures.inputs(ARC, 1);
        SplineDeformInputs in = new SplineDeformInputs(1, base.splineLength(), base.sampleCount(), Vec3.ZERO, Vec3.X, 1.4,
                1, 0.8, 0.3, 50, 0.2, 1);
        var squash = new SplineAtlasDeform.Squash(new Vec3(0, 0, -10), new Vec3(0, 0, 2), 0.7, Vec3.Y);
        for (Vec3 x : VERTICES) {
            Vec3 expected = VelocityDeform.offset(squash.inputs(3), x, 3);
            assertEquals(expected, SplineAtlasDeform.offset(A, 3, ATLAS, 0, in, squash, x));
        }
        // The derived perpendicular scale keeps the volume: sPar * sPerp^2 = 1 (3D), sPar * sPerp = 1 (2D).
        assertEquals(1, 0.7 * Math.pow(squash.inputs(3).velocityPerpScale(), 2), 1e-12);
        assertEquals(1, 0.7 * squash.inputs(2).velocityPerpScale(), 1e-12);
    }

    @Test
    void theSquashIsCarriedAlongTheCurve() {
        // Squashed then deformed: the same as deforming the squashed vertex with the single-curve deformer.
        SplineDeformInputs in = Fixtures.inputs(TIGHT, 0.5);
        var squash = new SplineAtlasDeform.Squash(Vec3.ZERO, Vec3.X, 1.5, Vec3.Y);
        for (Vec3 x : VERTICES) {
            Vec3 squashed = x.add(VelocityDeform.offset(squash.inputs(3), x, 3));
            Vec3 deformed = squashed.add(SplineDeform.offset(A, in, TIGHT.textures(), squashed));
            Vec3 atlas = x.add(SplineAtlasDeform.offset(A, 3, ATLAS, 2, in, squash, x));
            assertTrue(atlas.sub(deformed).length() < 1e-9);
        }
    }
}
