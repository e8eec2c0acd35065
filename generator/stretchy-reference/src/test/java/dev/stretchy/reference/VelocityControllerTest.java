package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Ease;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class VelocityControllerTest {
    // The spec's defaults in m/s.
    static ControllerParams params(Ease ease, double tau, int dims) {
        return new ControllerParams(0.05, 1.6, tau, 0.35, 0.6, 20, 0.12, ease, 0.5, dims, Vec3.Y);
    }

    static ControllerFrame move(double dt, Vec3 v) {
        return new ControllerFrame(dt, v, new Vec3(1, 2, 3), null);
    }

    @Test
    void stretchFollowsSpeedUpToTheMaximum() {
        var c = new VelocityController(params(Ease.EXPONENTIAL, 0, 3));
        ControllerOutput o = c.step(move(0.016, new Vec3(0, 0, -4)));
        assertEquals(1.2, o.sPar(), 1e-15);
        assertEquals(1 / Math.sqrt(1.2), o.sPerp(), 1e-15);
        assertEquals(new Vec3(0, 0, -1), o.axis());
        assertEquals(new Vec3(1, 2, 3), o.pivot());
        assertEquals(1.6, c.step(move(0.016, new Vec3(30, 0, 0))).sPar());
        ControllerOutput still = c.step(move(0.016, new Vec3(0.0005, 0, 0)));
        assertEquals(1, still.sPar());
        assertEquals(Vec3.X, still.axis(), "below 0.001 the axis is kept");
    }

    @Test
    void smoothingApproachesTheTargetExponentially() {
        var c = new VelocityController(params(Ease.EXPONENTIAL, 0.1, 3));
        double s = c.step(move(0.05, new Vec3(10, 0, 0))).sPar();
        assertEquals(1.5 + (1 - 1.5) * Math.exp(-0.5), s, 1e-12);
    }

    @Test
    void impactSquashesAboutTheContactAndRecoversExactlyAtTRecover() {
        for (Ease ease : Ease.values()) {
            var c = new VelocityController(params(ease, 0, 3));
            Vec3 contactPoint = new Vec3(4, 5, 0);
            ControllerOutput hit = c.step(new ControllerFrame(0.02, new Vec3(3, 0, -10), new Vec3(4, 5, 0.5),
                    new ControllerFrame.Contact(Vec3.Z, contactPoint)));
            assertEquals(1 - 0.35 * 10 / 20, hit.sPar(), 1e-15, ease.word());
            assertEquals(Vec3.Z, hit.axis());
            assertEquals(contactPoint, hit.pivot());
            List<Double> s = new ArrayList<>();
            ControllerOutput o = hit;
            for (int i = 1; i <= 12; i++) { // 11 frames of 0.01 s, then one of 0.0125: t = 0.1225 >= tRecover
                o = c.step(move(i == 12 ? 0.0125 : 0.01, new Vec3(3, 0, 6)));
                s.add(o.sPar());
                if (i < 12) assertEquals(contactPoint, o.pivot(), "squash keeps its pivot while recovering");
            }
            // Once t >= tRecover the squash is exactly over and the stretch resumes from 1 (no smoothing: at once).
            assertEquals(1 + 0.05 * Math.sqrt(45), o.sPar(), 1e-12, ease.word());
            assertEquals(new Vec3(1, 2, 3), o.pivot());
            if (ease == Ease.SPRING) assertTrue(s.stream().anyMatch(x -> x > 1), "the spring overshoots");
            else assertTrue(s.stream().limit(s.size() - 1).allMatch(x -> x < 1), "exponential recovery stays below 1");
        }
    }

    @Test
    void recoveryCurvesMatchTheirFormulas() {
        var exp = new VelocityController(params(Ease.EXPONENTIAL, 0, 3));
        exp.step(new ControllerFrame(0, new Vec3(0, 0, -20), Vec3.ZERO, new ControllerFrame.Contact(Vec3.Z, Vec3.ZERO)));
        double lambda = Math.log(100) / 0.12;
        assertEquals(1 - 0.35 * Math.exp(-lambda * 0.05), exp.recovery(0.05), 1e-12);
        assertEquals(1, exp.recovery(0.12));
        var spring = new VelocityController(params(Ease.SPRING, 0, 3));
        spring.step(new ControllerFrame(0, new Vec3(0, 0, -20), Vec3.ZERO, new ControllerFrame.Contact(Vec3.Z, Vec3.ZERO)));
        double zeta = 0.5;
        double w = Math.log(100) / (zeta * 0.12);
        double wd = w * Math.sqrt(1 - zeta * zeta);
        double t = 0.03;
        double x0 = -0.35;
        assertEquals(1 + Math.exp(-zeta * w * t) * (x0 * Math.cos(wd * t) + zeta * w * x0 / wd * Math.sin(wd * t)),
                spring.recovery(t), 1e-12);
        assertEquals(1, spring.recovery(0.2));
    }

    @Test
    void aContactThatIsNotApproachedIsIgnoredAndMinSquashClamps() {
        var c = new VelocityController(params(Ease.EXPONENTIAL, 0, 3));
        ControllerOutput leaving = c.step(new ControllerFrame(0.01, new Vec3(0, 0, 5), Vec3.ZERO,
                new ControllerFrame.Contact(Vec3.Z, Vec3.ZERO)));
        assertEquals(1.25, leaving.sPar(), 1e-15, "moving away: stretch, not squash");
        ControllerOutput hard = c.step(new ControllerFrame(0.01, new Vec3(0, 0, -500), Vec3.ZERO,
                new ControllerFrame.Contact(new Vec3(0, 0, 2), Vec3.ZERO)));
        assertEquals(0.6, hard.sPar());
    }

    @Test
    void twoDimensionalSpritesScaleInPlaneByOneOverS() {
        var c = new VelocityController(params(Ease.EXPONENTIAL, 0, 2));
        ControllerOutput o = c.step(move(0.016, new Vec3(6, 3, 8))); // the Y part is out of the XZ plane: ignored
        assertEquals(1.5, o.sPar(), 1e-15);
        assertEquals(1 / 1.5, o.sPerp(), 1e-15);
        assertEquals(1, o.sNormal());
        assertEquals(0, o.axis().sub(new Vec3(0.6, 0, 0.8)).length(), 1e-15);
    }

    @Test
    void constantsAreValidated() {
        assertThrows(IllegalArgumentException.class, () -> new ControllerParams(0.05, 1.6, 0, 0.35, 0.6, 20, 0.12, Ease.SPRING, 1.0, 3, Vec3.Y));
        assertThrows(IllegalArgumentException.class, () -> new ControllerParams(0.05, 0.9, 0, 0.35, 0.6, 20, 0.12, Ease.SPRING, 0.5, 3, Vec3.Y));
        assertThrows(IllegalArgumentException.class, () -> new ControllerParams(0.05, 1.6, 0, 0.35, 0, 20, 0.12, Ease.SPRING, 0.5, 3, Vec3.Y));
        assertThrows(IllegalArgumentException.class, () -> new ControllerFrame(-0.1, Vec3.ZERO, Vec3.ZERO, null));
    }

    @Test
    void constantsScaleToCentimetres() {
        ControllerParams m = new ControllerParams(0.05, 1.6, 0, 0.35, 0.6, 20, 0.12, Ease.EXPONENTIAL, 0.5, 3, Vec3.Y);
        ControllerParams cm = m.scaledSpeeds(100);
        // The same motion in cm/s and in m/s gives the same scale.
        double sCm = VelocityController.run(cm, List.of(move(0.016, new Vec3(800, 0, 0)))).get(0).sPar();
        double sM = VelocityController.run(m, List.of(move(0.016, new Vec3(8, 0, 0)))).get(0).sPar();
        assertEquals(sM, sCm, 1e-12);
        // Each constant by its catalogue row's unit: the rate per speed divided, the speed multiplied, the rest as they are.
        assertEquals(new ControllerParams(0.05 / 100, 1.6, 0, 0.35, 0.6, 2000, 0.12, Ease.EXPONENTIAL, 0.5, 3, Vec3.Y), cm);
    }

    @Test
    void theConstantsAreTheCataloguesControllerRows() {
        assertEquals(List.of(), dev.stretchy.contract.CatalogueRecords.problems(ControllerParams.class,
                dev.stretchy.contract.Catalogue.CONTROLLER));
    }
}
