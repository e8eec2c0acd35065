package dev.stretchy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.render.RenderException;
import dev.stretchy.render.TemplateRenderer;
import dev.stretchy.render.UnrealView;
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

    /**
     * The rule AddShaderSourceDirectoryMapping checkf()s (starts with '/', no trailing '/', no '.') and the one it
     * check()s (no path mapped twice), for the paths two plugins of one project would map (docs/engine-facts.md,
     * shader-mapping).
     */
    static boolean mappable(List<String> virtualDirs) {
        boolean wellFormed = virtualDirs.stream().allMatch(d -> d.startsWith("/") && !d.endsWith("/") && !d.contains("."));
        return wellFormed && virtualDirs.stream().distinct().count() == virtualDirs.size();
    }

    @Test
    void twoPluginsMapDistinctPluginShaderPaths() throws Exception {
        PluginModel stretchy = PluginModel.of(SpecLoader.loadDefault());
        PluginModel boing = PluginModel.of(variant());
        assertEquals("/Plugin/Stretchy", stretchy.shaderVirtualDir());
        assertEquals("/Plugin/Boing", boing.shaderVirtualDir());
        assertTrue(mappable(List.of(stretchy.shaderVirtualDir(), boing.shaderVirtualDir())));
        assertTrue(CustomNode.splineDeform(boing).code().contains("#include \"/Plugin/Boing/Private/BoingSplineDeform.ush\""));
        // Planted: the same plugin twice, and a path the engine's checkf refuses.
        assertTrue(!mappable(List.of(stretchy.shaderVirtualDir(), stretchy.shaderVirtualDir())));
        assertTrue(!mappable(List.of("/Plugin/Stretchy/")));
        assertTrue(!mappable(List.of("/Plugin/Stretchy.Shaders")));
    }

    @Test
    void everyContractParameterIsPushedOnceWithItsTwin() throws Exception {
        for (Spec spec : List.of(SpecLoader.loadDefault(), variant())) {
            UnrealModel m = UnrealModel.of(spec);
            ParameterContract s = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL);
            ParameterContract v = ParameterContract.velocityStretch(spec);
            assertEquals(s.parameters().stream().map(ContractInput::parameterName).toList(),
                    m.spline().pushes().stream().map(UnrealModel.Push::parameter).toList());
            assertEquals(v.parameters().stream().map(ContractInput::prevParameterName).toList(),
                    m.velocity().pushes().stream().map(UnrealModel.Push::prevParameter).toList());
            assertEquals(s.inputs().size(), m.spline().functionInputs().size());
        }
    }

    @Test
    void anInputWithoutAComponentValueFailsGeneration() throws Exception {
        // The C++ each component pushes lives in its template; a contract input it has no value for stops generation.
        Spec spec = SpecLoader.loadDefault();
        UnrealView view = UnrealView.of(spec);
        UnrealModel m = view.ue();
        UnrealModel.Spline s = m.spline();
        List<UnrealModel.Push> pushes = new java.util.ArrayList<>(s.pushes());
        UnrealModel.Push settle = pushes.stream().filter(p -> p.base().equals("SettleWindow")).findFirst().orElseThrow();
        pushes.add(new UnrealModel.Push("SettleWindowTwin", settle.kind(), settle.cppType(),
                settle.setter(), "Stretchy_SettleWindowTwin", "", false, settle.meaning(), settle.defaults(), "", false));
        UnrealModel broken = new UnrealModel(m.plugin(), new UnrealModel.Spline(s.sampleCount(), s.forwardAxis(),
                s.orientation(), s.normals(), s.motionVectors(), s.duration(),
                s.loop(), s.autoPlay(), s.timing(), s.stretch(), s.size(), pushes, s.functionInputs()),
                m.velocity(), m.loopRoll(), m.editor());
        UnrealView bad = new UnrealView(view.notice(), view.mathVersion(), view.lit(), view.plugin(),
                view.splineContract(), view.velocityContract(), view.atlasContract(), view.instanceLayout(), view.controller(),
                broken, view.atlasFunctionInputs(), view.atlasCode(), view.shaderGolden(), view.parameters());
        RenderException e = assertThrows(RenderException.class,
                () -> new TemplateRenderer().render("unreal", bad, Map.of("PluginName", "Stretchy")));
        assertTrue(e.getMessage().contains("SettleWindowTwin") && e.getMessage().contains("SplineDeformComponent.cpp"),
                e.getMessage());
    }

    @Test
    void specDefaultsBecomeLiterals() throws Exception {
        UnrealModel m = UnrealModel.of(variant());
        assertTrue(m.spline().rotationMinimizing());
        assertTrue(!m.spline().articleFrames());
        assertEquals("EBoingLoopMode", m.loopEnum());
        assertEquals("PingPong", m.spline().loopEnumerator());
        assertEquals(2.5, m.spline().duration());
        assertEquals(List.of(new Key(0, 0), new Key(0.25, 0.5), new Key(1, 0)), m.spline().stretch());
        assertEquals("EBoingVelocityStretchMode", m.velocityModeEnum());
        assertEquals("SceneComponent", m.velocity().modeEnumerator());
        assertEquals("EBoingRecoveryEase", m.easeEnum());
        assertEquals("Exponential", m.enumerator(dev.stretchy.contract.Ease.EXPONENTIAL.word()));
        assertEquals(2, m.velocity().dimensions());
        assertEquals("BOING_TEST_FLAGS", m.testFlags());
        assertEquals(100.0, m.unitsPerMetre());
    }

    @Test
    void customNodeCodeIsEscapedForACppLiteral() throws Exception {
        String code = UnrealModel.of(variant()).editor().splineCode();
        assertTrue(code.startsWith("#include \\\"/Plugin/Boing/Private/BoingSplineDeform.ush\\\"\\n// "), code);
        assertTrue(code.contains("return"));
        assertEquals("a\\\\b\\\"c\\n", Literals.INSTANCE.cppString("a\\b\"c\n"));
    }
}
