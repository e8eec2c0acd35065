package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Ease;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** Section 5's invariants over random constants and frame series (3D and 2D, both eases, impacts). */
class VelocityControllerProperties {
    @Provide
    Arbitrary<ControllerParams> params() {
        Arbitrary<Double> k = Arbitraries.doubles().between(0, 0.2).ofScale(6);
        Arbitrary<Double> sMax = Arbitraries.doubles().between(1, 4).ofScale(6);
        Arbitrary<Double> tau = Arbitraries.oneOf(Arbitraries.just(0.0), Arbitraries.doubles().between(0.001, 0.5).ofScale(6));
        Arbitrary<Double> strength = Arbitraries.doubles().between(0, 1).ofScale(6);
        Arbitrary<Double> sMin = Arbitraries.doubles().between(0.05, 1).ofScale(6);
        Arbitrary<Double> vMax = Arbitraries.doubles().between(0.1, 5000).ofScale(6);
        Arbitrary<Double> tRec = Arbitraries.doubles().between(0.01, 1).ofScale(6);
        Arbitrary<Ease> ease = Arbitraries.of(Ease.class);
        Arbitrary<Double> zeta = Arbitraries.doubles().between(0.05, 0.95).ofScale(6);
        Arbitrary<Integer> dims = Arbitraries.of(2, 3);
        return Combinators.combine(List.of(k.map(x -> (Object) x), sMax.map(x -> (Object) x), tau.map(x -> (Object) x),
                        strength.map(x -> (Object) x), sMin.map(x -> (Object) x), vMax.map(x -> (Object) x), tRec.map(x -> (Object) x),
                        ease.map(x -> (Object) x), zeta.map(x -> (Object) x), dims.map(x -> (Object) x)))
                .as(v -> new ControllerParams((Double) v.get(0), (Double) v.get(1), (Double) v.get(2), (Double) v.get(3),
                        (Double) v.get(4), (Double) v.get(5), (Double) v.get(6), (Ease) v.get(7), (Double) v.get(8),
                        (Integer) v.get(9), new Vec3(0, 1, 0)));
    }

    static Arbitrary<Vec3> vec(double m) {
        return Combinators.combine(Arbitraries.doubles().between(-m, m).ofScale(6), Arbitraries.doubles().between(-m, m).ofScale(6),
                Arbitraries.doubles().between(-m, m).ofScale(6)).as(Vec3::new);
    }

    @Provide
    Arbitrary<List<ControllerFrame>> frames() {
        Arbitrary<ControllerFrame.Contact> contact = Combinators.combine(vec(1), vec(500)).as(ControllerFrame.Contact::new);
        Arbitrary<ControllerFrame> frame = Combinators.combine(Arbitraries.doubles().between(0, 0.1).ofScale(6),
                Arbitraries.oneOf(vec(5000), vec(1), Arbitraries.just(Vec3.ZERO)), vec(1000),
                Arbitraries.oneOf(Arbitraries.just((ControllerFrame.Contact) null), contact.injectNull(0.0)).injectNull(0.7))
                .as(ControllerFrame::new);
        return frame.list().ofMinSize(1).ofMaxSize(80);
    }

    @Property(tries = 500)
    void productOfTheThreeScaleFactorsIsOne(@ForAll("params") ControllerParams p, @ForAll("frames") List<ControllerFrame> frames) {
        for (ControllerOutput o : VelocityController.run(p, frames)) {
            assertTrue(Double.isFinite(o.sPar()) && o.axis().isFinite() && o.pivot().isFinite(), o.toString());
            assertEquals(1, o.volume(), 1e-9, o.toString());
            assertTrue(Math.abs(o.axis().length() - 1) < 1e-12, "unit axis " + o.axis());
            assertTrue(o.sPar() > 0, o.toString());
        }
    }

    @Property(tries = 300)
    void scalesStayInTheirRange(@ForAll("params") ControllerParams p, @ForAll("frames") List<ControllerFrame> frames) {
        for (ControllerOutput o : VelocityController.run(p, frames)) {
            // Stretch never exceeds sMax; squash never goes below sMin (the spring overshoots above 1 only).
            assertTrue(o.sPar() <= Math.max(p.maxStretch(), 1 + (1 - p.minSquash())) + 1e-12, o.toString());
            assertTrue(o.sPar() >= p.minSquash() - 1e-12, o.toString());
        }
    }

    @Property(tries = 300)
    void theDeformerPreservesVolume(@ForAll("params") ControllerParams p, @ForAll("frames") List<ControllerFrame> frames) {
        // det of x -> x' is the product of the scale factors: check with finite differences on the last frame.
        ControllerOutput o = VelocityController.run(p, frames).get(frames.size() - 1);
        var in = VelocityDeformInputs.of(o, p.planeNormal());
        Vec3 x = new Vec3(12, -7, 30);
        double eps = 1e-3;
        Vec3[] col = new Vec3[3];
        Vec3[] e = {Vec3.X, Vec3.Y, Vec3.Z};
        for (int k = 0; k < 3; k++) {
            Vec3 xp = x.add(e[k].mul(eps));
            Vec3 xm = x.sub(e[k].mul(eps));
            col[k] = xp.add(VelocityDeform.offset(in, xp, p.dimensions())).sub(xm.add(VelocityDeform.offset(in, xm, p.dimensions())))
                    .mul(1 / (2 * eps));
        }
        double det = col[0].dot(col[1].cross(col[2]));
        // 2D: the plane normal must be perpendicular to the axis for the split to be the spec's; it is made so.
        assertEquals(1, det, 1e-6, o.toString());
    }
}
