package dev.stretchy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UnrealModelTest {
    private static Spec variant() throws Exception {
        return SpecLoader.parse("""
                plugin: { name: Boing, parameterPrefix: Bo_ }
                splineDeform: { orientation: rotation-minimizing, curves: { stretch: [[0, 0], [0.25, 0.5], [1, 0]] },
                                playback: { loop: ping-pong, duration: 2.5 } }
                velocityStretch: { mode: scene-component, dimensions: 2, impact: { ease: spring } }
                targets: [unreal]
                """, "variant.yaml");
    }

    @Test
    void everyContractParameterIsPushedOnceWithItsTwin() throws Exception {
        for (Spec spec : List.of(SpecLoader.loadDefault(), variant())) {
            UnrealModel m = UnrealModel.of(spec);
            ParameterContract s = ParameterContract.splineDeform(spec);
            ParameterContract v = ParameterContract.velocityStretch(spec);
            assertEquals(s.parameters().stream().map(ContractInput::parameterName).toList(),
                    m.splinePushes().stream().map(UnrealModel.Push::parameter).toList());
            assertEquals(v.parameters().stream().map(ContractInput::prevParameterName).toList(),
                    m.velocityPushes().stream().map(UnrealModel.Push::prevParameter).toList());
            assertEquals(s.inputs().size(), m.splineFunctionInputs().size());
        }
    }

    @Test
    void anInputWithoutAComponentValueFailsGeneration() throws Exception {
        Spec spec = SpecLoader.loadDefault();
        ParameterContract c = ParameterContract.splineDeform(spec);
        Map<String, String> values = new java.util.HashMap<>(UnrealModel.SPLINE_VALUES);
        values.remove("SettleWindow");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> UnrealModel.pushesFor(c, values));
        assertTrue(e.getMessage().contains("SettleWindow"), e.getMessage());
    }

    @Test
    void specDefaultsBecomeLiterals() throws Exception {
        UnrealModel m = UnrealModel.of(variant());
        assertTrue(m.spline().rotationMinimizing());
        assertEquals("ESplineDeformLoopMode::PingPong", m.spline().loopMode());
        assertEquals("2.5f", m.spline().duration());
        assertEquals(List.of(new UnrealModel.Key("0.0f", "0.0f"), new UnrealModel.Key("0.25f", "0.5f"),
                new UnrealModel.Key("1.0f", "0.0f")), m.spline().stretch());
        assertEquals("EVelocityStretchMode::SceneComponent", m.velocity().mode());
        assertEquals("EVelocityRecoveryEase::Spring", m.velocity().ease());
        assertTrue(m.velocity().twoDimensional());
        assertEquals("BOING_TEST_FLAGS", m.testFlags());
        assertEquals(100.0, m.unitsPerMetre());
    }

    @Test
    void customNodeCodeIsEscapedForACppLiteral() throws Exception {
        String code = UnrealModel.of(variant()).editor().splineCode();
        assertTrue(code.startsWith("#include \\\"/Boing/Private/BoingSplineDeform.ush\\\"\\n// "), code);
        assertTrue(code.contains("return"));
        assertEquals("a\\\\b\\\"c\\n", UnrealModel.cppEscape("a\\b\"c\n"));
    }
}
