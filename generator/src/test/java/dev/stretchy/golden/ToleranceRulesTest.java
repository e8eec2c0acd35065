package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.reference.SplineDeform;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.WeightMode;
import dev.stretchy.spec.SpecLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Spec §6's abs term is needed (8-bit weights move vertices beyond 16 ulps) and sufficient (within the bound). */
class ToleranceRulesTest {
    @Test
    void eightBitWeightsStayWithinEachCasesToleranceAndNeedTheFilteringTerm() throws Exception {
        int needAbs = 0;
        for (GoldenCase gc : GoldenSet.standard(SpecLoader.loadDefault())) {
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
}
