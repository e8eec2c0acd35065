package dev.stretchy.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Orientation;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every sanitising rule of the contract table: an out-of-range input behaves exactly like its sanitised value. */
class SanitisingTest {
    static final SplineBake.Result BAKE = Fixtures.bake(java.util.List.of(new Vec3(-900, -200, 0), new Vec3(-500, 250, 80),
            new Vec3(-200, -100, 0), Vec3.ZERO), false, 32, Vec3.X, Orientation.PARALLEL_TRANSPORT);
    static final SplineBake.Result BAKE_B = Fixtures.bake(java.util.List.of(new Vec3(-900, -200, 0), new Vec3(-500, 250, 80),
            new Vec3(-200, -100, 0), Vec3.ZERO), false, 32, Vec3.X, Orientation.ROTATION_MINIMIZING);
    static final SplineDeformInputs BASE = new SplineDeformInputs(0.4, BAKE.splineLength(), 32, new Vec3(5, 0, 20), Vec3.X,
            1.3, 1, 1, 0.2, 60, 0.1, 1);

    static SplineDeformInputs with(UnaryOperator<java.util.Map<String, Object>> f) {
        return SplineDeformInputs.fromMap(f.apply(BASE.toMap()));
    }

    static Arguments rule(String name, Object raw, Object sanitised) {
        return Arguments.of(name + " " + raw + " ≡ " + sanitised, with(m -> {
            m.put(name, raw);
            return m;
        }), with(m -> {
            m.put(name, sanitised);
            return m;
        }));
    }

    static Stream<Arguments> rules() {
        return Stream.of(
                rule("Progress", -0.5, 0.0), rule("Progress", 1.7, 1.0),
                rule("SplineLength", -20.0, 0.001), rule("SplineLength", 0.0, 0.001),
                rule("SampleCount", 0.0, 2.0), rule("SampleCount", -7.0, 2.0),
                rule("ForwardAxisLocal", Vec3.ZERO, Vec3.X), rule("ForwardAxisLocal", new Vec3(5e-9, 0, 0), Vec3.X),
                rule("ForwardAxisLocal", new Vec3(0, 0, 3), Vec3.Z),
                rule("StretchScale", 0.0, 0.01), rule("StretchScale", -4.0, 0.01),
                rule("PreserveVolume", 3.0, 1.0), rule("PreserveVolume", -2.0, 0.0),
                rule("SizeScale", -1.0, 0.0),
                rule("StretchBias", 5.0, 0.95), rule("StretchBias", -5.0, -0.95),
                rule("MeshHalfLength", 0.0, 0.001), rule("MeshHalfLength", -3.0, 0.001),
                rule("SettleWindow", 4.0, 1.0), rule("SettleWindow", -1.0, 0.0),
                rule("EndExtrapolation", 0.49, 0.0), rule("EndExtrapolation", 0.5, 1.0), rule("EndExtrapolation", 7.0, 1.0));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void anInputOutsideItsRangeActsAsItsSanitisedValue(String what, SplineDeformInputs raw, SplineDeformInputs sanitised) {
        Vec3[] xs = {new Vec3(60, 40, 30), new Vec3(-60, -40, 10), new Vec3(0, 0, 80), new Vec3(200, 0, 0)};
        for (Orientation mode : Orientation.values()) {
            SplineBake.Result b = mode == Orientation.ROTATION_MINIMIZING ? BAKE_B : BAKE;
            for (Vec3 x : xs) {
                assertEquals(SplineDeform.offset(mode, sanitised, b.textures(), x), SplineDeform.offset(mode, raw, b.textures(), x),
                        what + " " + mode + " " + x);
            }
        }
    }

    @Test
    void theRulesAreNotVacuous() {
        // The sanitised values above really change the output compared with in-range neighbours.
        Vec3 x = new Vec3(60, 40, 30);
        var a = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, BASE, BAKE.textures(), x);
        var b = SplineDeform.offset(Orientation.PARALLEL_TRANSPORT, with(m -> {
            m.put("StretchBias", 0.95);
            return m;
        }), BAKE.textures(), x);
        assertNotEquals(a, b);
    }

    @Test
    void velocityDeformerSanitising() {
        Vec3 x = new Vec3(30, -20, 70);
        Vec3 q = new Vec3(0, 0, 10);
        for (int dims : new int[] {2, 3}) {
            assertEquals(VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.Z, 1.2, 0.9, Vec3.Y), x, dims),
                    VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.ZERO, 1.2, 0.9, Vec3.Y), x, dims), "axis fallback (0,0,1)");
            assertEquals(VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.X, 0.01, 0.9, Vec3.Y), x, dims),
                    VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.X, -3, 0.9, Vec3.Y), x, dims), "sPar >= 0.01");
            assertEquals(VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.X, 1.5, 0, Vec3.Y), x, dims),
                    VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.X, 1.5, -2, Vec3.Y), x, dims), "sPerp >= 0");
        }
        assertEquals(VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.X, 1.5, 1 / 1.5, Vec3.Y), x, 2),
                VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.X, 1.5, 1 / 1.5, Vec3.ZERO), x, 2), "plane normal fallback (0,1,0)");
        assertEquals(VelocityDeform.offset(new VelocityDeformInputs(q, new Vec3(0, 0, 2), 1.5, 0.8, Vec3.Y), x, 3),
                VelocityDeform.offset(new VelocityDeformInputs(q, Vec3.Z, 1.5, 0.8, Vec3.Y), x, 3), "axis normalised");
    }

    /**
     * stretchy-math/1.1 step 9: the settle factor is written {@code q = saturate((p - 1)/w + 1)}, so a window too
     * small for the precision (1 - w rounds to 1; under 1.0's smoothstep that was 0/0 and the mesh did not settle)
     * still gives exactly 0 at Progress 1 and no NaN, in every mode.
     */
    @Test
    void aTinySettleWindowStillSettlesExactlyAtProgressOne() {
        Vec3 x = new Vec3(60, 40, 30);
        for (double w : new double[] {1e-9, 1e-12, 1e-30, Double.MIN_VALUE}) {
            for (Orientation mode : Orientation.values()) {
                var tiny = with(m -> {
                    m.put("SettleWindow", w);
                    m.put("Progress", 1.0);
                    m.put("StretchScale", 1.5);
                    return m;
                });
                var tex = mode == Orientation.ROTATION_MINIMIZING ? BAKE_B.textures() : BAKE.textures();
                Vec3 o = SplineDeform.offset(mode, tiny, tex, x);
                assertEquals(0.0, Math.abs(o.x()), w + " " + mode);
                assertEquals(0.0, Math.abs(o.y()), w + " " + mode);
                assertEquals(0.0, Math.abs(o.z()), w + " " + mode);
                // Just before Progress 1 a tiny window has not started easing: the full offset, finite.
                Vec3 before = SplineDeform.offset(mode, tiny.withProgress(0.999), tex, x);
                assertTrue(before.isFinite() && before.length() > 1, w + " " + mode + " " + before);
            }
        }
    }

    /** The 1.1 factor equals 1.0's smoothstep(1 - w, 1, p) wherever that one is well defined. */
    @Test
    void theSettleFactorIsTheSpecsSmoothstep() {
        for (double w : new double[] {0.05, 0.1, 0.5, 1}) {
            for (double p = 0; p <= 1; p += 0.01) {
                double t = Scalars.saturate((p - (1 - w)) / (1 - (1 - w)));
                assertEquals(t * t * (3 - 2 * t), Scalars.settle(p, w), 1e-12, "w " + w + " p " + p);
            }
        }
        assertEquals(0.0, Scalars.settle(0.95, 0.05), 1e-15);
        assertEquals(1.0, Scalars.settle(1, 1e-300));
    }
}
