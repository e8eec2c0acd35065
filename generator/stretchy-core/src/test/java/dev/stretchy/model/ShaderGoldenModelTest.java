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
        ParameterContract contract = ParameterContract.splineAtlasDeform(SPEC, dev.stretchy.spec.Target.UNREAL);
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
        // The atlas permutation evaluates the plugin's features as the single-curve ones do; the velocity kernels have none.
        assertNull(m.skipReason("SplineAtlasDeform", mode, List.of("closedLoop")));
        assertEquals("needs roll", m.skipReason("SplineAtlasDeform", mode, List.of("closedLoop", "roll")));
        assertEquals("needs closedLoop", m.skipReason("VelocityStretch", null, List.of("closedLoop")));
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
        // The atlas's w is the instance: its mask is a second block of vertex rows; ClosedLoop and BakedRoll per-atlas slots.
        ShaderGoldenModel.Kernel atlas = m.kernels().stream().filter(k -> k.instanceStride() > 0).findFirst().orElseThrow();
        assertEquals(m.features(), atlas.features());
        assertEquals("VertexStretchMask", atlas.vertexWeight());
        assertEquals(ShaderGoldenModel.MASK_ROWS, atlas.vertexRows());
        assertTrue(atlas.slots().stream().filter(ShaderGoldenModel.Slot::optional).allMatch(s -> s.instanceFloat() < 0)
                && atlas.slots().stream().filter(ShaderGoldenModel.Slot::optional).count() == 2, atlas.slots().toString());
        assertTrue(m.kernels().stream().filter(k -> k.golden().startsWith("Spline")).allMatch(k -> k.features().equals(m.features())));
        assertTrue(m.kernels().stream().filter(k -> k.golden().equals("VelocityStretch")).allMatch(k -> k.features().isEmpty()));
        assertEquals(1, ShaderGoldenModel.of(SPEC).kernels().stream().filter(k -> k.instanceStride() > 0).findFirst().orElseThrow().vertexRows(),
                "without a mask the atlas has one vertex row per vertex");
    }
}
