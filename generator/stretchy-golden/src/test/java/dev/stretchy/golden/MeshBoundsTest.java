package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.reference.DeformRange;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Orientation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bake's render bounds hold a golden-case mesh (a UV sphere) deformed along a bent curve. */
class MeshBoundsTest {
    private static final List<Vec3> S =
            List.of(new Vec3(-1200, -300, 0), new Vec3(-800, 200, 100), new Vec3(-400, -200, 0), Vec3.ZERO);

    @Test
    void boundsContainStretchedMeshes() {
        var b = SplineBake.bake(new UeSpline(UeSpline.autoPoints(S), false, Transform.IDENTITY), Transform.IDENTITY, 64,
                Vec3.X, Orientation.PARALLEL_TRANSPORT);
        var bounds = SplineBake.bounds(b, Vec3.ZERO, Orientation.PARALLEL_TRANSPORT, Vec3.X,
                new DeformRange(1.2, 1, 1.6, 0, 0), 80, true);
        var mesh = Meshes.uvSphere(80, 12, 8, Vec3.ZERO);
        for (double p = 0; p <= 1; p += 0.01) {
            var in = new SplineDeformInputs(p, b.splineLength(), 64, Vec3.ZERO, Vec3.X, 1.6, 0, 1.2, 0, 80, 0, 1);
            for (Vec3 x : mesh.vertices()) {
                Vec3 y = x.add(SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, in, b.textures(), x));
                assertTrue(bounds.contains(y, 1e-9), "p=" + p + " " + y);
            }
        }
    }
}
