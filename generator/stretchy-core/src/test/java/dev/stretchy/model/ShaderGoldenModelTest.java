package dev.stretchy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The in-engine test shader's model: the atlas permutation (3D only, reading the instance layout), one slot and texture
 * table per distinct list, and the skip rule the generated core's plan follows.
 */
class ShaderGoldenModelTest {
    private static final Spec SPEC = SpecLoader.loadDefault();

    @Test
    void theAtlasIsAPermutationReadingEachInstancesFloats() {
        ShaderGoldenModel m = ShaderGoldenModel.of(SPEC);
        ShaderGoldenModel.Kernel atlas = m.kernels().stream().filter(k -> k.golden().equals("SplineAtlasDeform")).findFirst().orElseThrow();
        InstanceLayout layout = InstanceLayout.STANDARD;
        ParameterContract contract = ParameterContract.splineAtlasDeform(SPEC, dev.stretchy.spec.Target.UNREAL).withoutOptional(); // section 10 inputs fed their off values
        assertEquals(layout.stride(contract), atlas.instanceStride());
        assertEquals(layout.count() / layout.groupSize() + layout.perAtlas(contract).size(), atlas.instanceStride());
        // Progress and its previous frame are floats 0 and 1 of the instance; a per-atlas input has none.
        ShaderGoldenModel.Slot progress = atlas.slots().stream().filter(s -> s.base().equals("Progress")).findFirst().orElseThrow();
        assertEquals(List.of(layout.index("Progress"), layout.index("PrevProgress")), List.of(progress.instanceFloat(), progress.prevInstanceFloat()));
        assertTrue(atlas.slots().stream().filter(s -> s.base().equals("SampleCount")).allMatch(s -> s.instanceFloat() < 0));
        assertTrue(atlas.calls().get(0).contains("Inputs[Base + 0].x") && atlas.calls().get(1).contains("Inputs[Base + 0].y"),
                "the current frame reads Progress, the previous PrevProgress: " + atlas.calls());
        assertTrue(m.kernels().stream().filter(k -> k != atlas).allMatch(k -> k.instanceStride() == 0));
    }

    @Test
    void a2dPluginHasNoAtlasPermutationAndSaysWhy() {
        Spec twoD = SPEC.withVelocityStretch(SPEC.velocityStretch().withDimensions(2));
        ShaderGoldenModel m = ShaderGoldenModel.of(twoD);
        assertTrue(m.kernels().stream().noneMatch(k -> k.golden().equals("SplineAtlasDeform")));
        assertEquals("the atlas golden files are 3D; this plugin's velocity squash is 2D", m.skipReason("SplineAtlasDeform", null, List.of()));
    }

    @Test
    void kernelsWithTheSameSlotsShareOneTable() {
        ShaderGoldenModel m = ShaderGoldenModel.of(SPEC);
        for (ShaderGoldenModel.Kernel k : m.kernels()) {
            ShaderGoldenModel.Kernel owner = m.slotTables().stream().filter(t -> t.slotTable().equals(k.slotTable())).findFirst().orElseThrow();
            assertEquals(owner.slots(), k.slots(), k.enumerator());
        }
        assertEquals(m.slotTables().size(), m.kernels().stream().map(ShaderGoldenModel.Kernel::slots).distinct().count());
        assertEquals(m.textureTables().size(), m.kernels().stream().map(ShaderGoldenModel.Kernel::textures).filter(t -> !t.isEmpty()).distinct().count());
        assertTrue(m.slotTables().size() < m.kernels().size(), "the normal kernels share their offset kernels' tables");
    }

    @Test
    void theSkipRuleNamesAnotherTestAModeOrTheMissingFeatures() {
        ShaderGoldenModel m = ShaderGoldenModel.of(SPEC);
        String mode = SPEC.splineDeform().orientation().word();
        assertNull(m.skipReason("SplineDeform", mode, List.of()));
        assertNull(m.skipReason("VelocityStretch", null, List.of()));
        assertTrue(m.skipReason("SplineBake", mode, List.of()).startsWith("checked by " + SPEC.plugin().name() + ".Bake"));
        assertEquals("no permutation of this test shader evaluates kernel Wobble", m.skipReason("Wobble", null, List.of()));
        String other = mode.equals("article") ? "parallel-transport" : "article";
        assertEquals("mode " + other + "; this plugin's shaders are " + mode, m.skipReason("SplineAtlasDeform", other, List.of("roll")));
        // The default spec loops (closedLoop: auto) and has no roll or mask.
        assertEquals(List.of("closedLoop"), m.features());
        assertNull(m.skipReason("SplineDeform", mode, List.of("closedLoop")));
        assertEquals("needs roll", m.skipReason("SplineDeform", mode, List.of("closedLoop", "roll")));
        // The atlas permutation feeds the loop, roll and mask inputs their off values: a feature the plugin has is still a reason.
        assertEquals("needs closedLoop (the SplineAtlasDeform permutation feeds section 10 inputs their off values)",
                m.skipReason("SplineAtlasDeform", mode, List.of("closedLoop")));
        assertEquals("needs closedLoop, roll", m.skipReason("SplineAtlasDeform", mode, List.of("closedLoop", "roll")));
    }

    /** The features are the spec's that the Unreal target implements, one definition (not a list of the model's own). */
    @Test
    void theFeaturesAreTheSpecsThatTheTargetImplements() {
        Spec none = SPEC.withSplineDeform(SPEC.splineDeform().withOnlyFeatures(java.util.Set.of()));
        Spec all = SPEC.withSplineDeform(SPEC.splineDeform().withFeatures(dev.stretchy.spec.Target.UNREAL.features()));
        assertEquals(List.of(), ShaderGoldenModel.of(none).features());
        assertEquals(dev.stretchy.spec.Target.UNREAL.features().stream().sorted().toList(), ShaderGoldenModel.of(all).features());
        assertEquals(List.of("closedLoop", "roll", "stretchMask"), ShaderGoldenModel.of(all).features());
        ShaderGoldenModel m = ShaderGoldenModel.of(all);
        ShaderGoldenModel.Kernel spline = m.kernels().get(0);
        // ClosedLoop and BakedRoll are slots read from the input buffer, the mask the vertex row's fourth value.
        assertTrue(spline.slots().stream().filter(ShaderGoldenModel.Slot::optional).map(ShaderGoldenModel.Slot::base).toList()
                .containsAll(List.of("ClosedLoop", "BakedRoll")), spline.slots().toString());
        assertEquals("VertexStretchMask", spline.vertexWeight());
        assertTrue(spline.calls().get(0).contains("VertexStretchMask"), spline.calls().get(0));
        ShaderGoldenModel.Kernel atlas = m.kernels().stream().filter(k -> k.instanceStride() > 0).findFirst().orElseThrow();
        assertEquals(List.of(), atlas.features());
        assertEquals("", atlas.vertexWeight());
        assertTrue(atlas.slots().stream().noneMatch(ShaderGoldenModel.Slot::optional));
        assertTrue(m.kernels().stream().filter(k -> k.golden().equals("SplineDeform")).allMatch(k -> k.features().equals(m.features())));
    }
}
