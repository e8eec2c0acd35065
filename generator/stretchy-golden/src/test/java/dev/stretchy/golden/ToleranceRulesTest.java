package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.WeightMode;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Spec §6's abs term is needed (8-bit weights move vertices beyond 16 ulps) and sufficient (within the bound). */
class ToleranceRulesTest {
    @Test
    void eightBitWeightsStayWithinEachCasesToleranceAndNeedTheFilteringTerm() throws Exception {
        int needAbs = 0;
        for (GoldenCase gc : GoldenSet.standard()) {
            if (!(gc instanceof SplineDeformCase c)) continue;
            Tolerance tol = c.tolerance();
            double L = Math.max(c.inputs().splineLength(), 0.001);
            double worstRelOnly = 0;
            for (var in : List.of(c.inputs(), c.previousInputs())) {
                var exact = SplineDeform.prepare(c.mode(), in, c.textures(), WeightMode.EXACT);
                for (WeightMode w : List.of(WeightMode.ROUND_8BIT, WeightMode.TRUNCATE_8BIT)) {
                    var q = SplineDeform.prepare(c.mode(), in, c.textures(), w);
                    for (Vec3 v : c.vertices()) {
                        Vec3 e = q.offset(v).sub(exact.offset(v));
                        double err = Math.max(Math.abs(e.x()), Math.max(Math.abs(e.y()), Math.abs(e.z())));
                        double scale = Math.max(v.length(), L);
                        assertTrue(err <= tol.allowed(scale), c.name() + ": " + err + " > " + tol.allowed(scale));
                        worstRelOnly = Math.max(worstRelOnly, err / (tol.rel() * scale));
                    }
                }
            }
            if (worstRelOnly > 1) needAbs++;
            assertTrue(tol.why().contains("8-bit emulation"), tol.why());
        }
        assertTrue(needAbs >= 5, "8-bit weights exceed 16 float32 ulps in only " + needAbs + " cases");
    }

    @Test
    void aCaseThatBreaksTheSection6BoundGetsALooserToleranceThatSaysWhy() {
        // Mode A across the half-turn switch: tangents either side of -f, so 8-bit weights can flip the branch.
        double a = 0.3;
        double[][] pos = new double[9][];
        double[][] tan = new double[9][];
        for (int i = 0; i < 9; i++) {
            pos[i] = new double[] {0.01 * (i - 8), 0, 0, i / 8.0};
            Vec3 t = new Vec3(-1, a * (4 - i) / 4.0, 0).normalizeOr(Vec3.X);
            tan[i] = new double[] {t.x(), t.y(), t.z(), 1};
        }
        var tex = new dev.stretchy.reference.CurveTextures(pos, tan);
        var in = new dev.stretchy.reference.SplineDeformInputs(0.5, 8, 9, Vec3.ZERO, Vec3.X, 1, 1, 1, 0, 50, 0, 1);
        List<Vec3> vertices = new java.util.ArrayList<>();
        for (int k = -500; k <= 500; k++) vertices.add(new Vec3(k * 0.002, 40, 30));
        Tolerance tol = ToleranceRules.splineDeform(dev.stretchy.contract.Orientation.PARALLEL_TRANSPORT, in, null, tex, vertices);
        assertTrue(tol.why().startsWith("LOOSER than spec section 6"), tol.why());
        var exact = SplineDeform.prepare(dev.stretchy.contract.Orientation.PARALLEL_TRANSPORT, in, tex, WeightMode.EXACT);
        var trunc = SplineDeform.prepare(dev.stretchy.contract.Orientation.PARALLEL_TRANSPORT, in, tex, WeightMode.TRUNCATE_8BIT);
        for (Vec3 v : vertices) {
            Vec3 e = trunc.offset(v).sub(exact.offset(v));
            double err = Math.max(Math.abs(e.x()), Math.max(Math.abs(e.y()), Math.abs(e.z())));
            assertTrue(err <= tol.allowed(Math.max(v.length(), 8)), err + " > " + tol.allowed(8));
        }
    }
}
