package dev.stretchy.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ParameterContractTest {
    @Test
    void compatSpecGivesTheArticlesParameterNamesExactly() throws Exception {
        Spec spec = SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml"));
        List<String> names = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).parameters().stream()
                .map(ContractInput::parameterName).toList();
        // The article's table, in its order; Stretchy adds its robustness inputs after these.
        List<String> article = List.of("SplineJuice_PositionTexture", "SplineJuice_TangentTexture",
                "SplineJuice_Progress", "SplineJuice_SplineLength", "SplineJuice_SampleCount",
                "SplineJuice_MeshCenterLocal", "SplineJuice_ForwardAxisLocal", "SplineJuice_StretchScale",
                "SplineJuice_PreserveVolume");
        assertTrue(names.containsAll(article), names.toString());
        assertEquals("SplineJuice_PrevProgress", ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).input("Progress").prevParameterName());
    }

    @Test
    void inputOrderFollowsTheMathSpecTable() {
        Spec spec = SpecLoader.loadDefault();
        assertEquals(List.of("LocalPosition", "Progress", "SplineLength", "SampleCount", "PositionTexture",
                        "TangentTexture", "MeshCenterLocal", "ForwardAxisLocal", "StretchScale", "PreserveVolume",
                        "SizeScale", "StretchBias", "MeshHalfLength", "SettleWindow", "EndExtrapolation", "ClosedLoop"),
                ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).inputs().stream().map(ContractInput::base).toList());
        assertEquals(List.of("Progress", "StretchScale", "SizeScale"),
                ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL).animated().stream().map(ContractInput::base).toList());
    }

    @Test
    void sectionTenInputsComeWithAFeatureTheSpecUsesAndTheTargetImplements() throws Exception {
        java.util.Set<String> all = java.util.Set.copyOf(dev.stretchy.contract.Catalogue.splineFeatures());
        Spec loop = SpecLoader.parse("splineDeform:\n  orientation: parallel-transport\n  closedLoop: auto\n"
                + "  roll:\n    source: spline\n  stretchMask: uv1-y\n", "s.yaml");
        ParameterContract c = ParameterContract.splineDeform(loop, all);
        List<String> bases = c.inputs().stream().map(ContractInput::base).toList();
        assertEquals(List.of("EndExtrapolation", "ClosedLoop", "BakedRoll", "StretchMask"), bases.subList(14, 18));
        assertEquals("Stretchy_ClosedLoop", c.input("ClosedLoop").parameterName());
        assertEquals(ContractInput.Source.PARAMETER, c.input("BakedRoll").source());
        ContractInput mask = c.input("StretchMask");
        assertEquals(ContractInput.Source.VERTEX, mask.source());
        assertEquals("StretchMask", mask.inputName());
        assertEquals(1, mask.defaultValue()[0]);
        assertEquals(List.of("Progress", "StretchScale", "SizeScale"), c.animated().stream().map(ContractInput::base).toList());
        // A target that lacks the features keeps the 1.2 inputs; so does a spec that turns them off.
        assertEquals(15, ParameterContract.splineDeform(loop, java.util.Set.of()).inputs().size());
        Spec off = SpecLoader.parse("splineDeform:\n  closedLoop: off\n", "s.yaml");
        assertEquals(15, ParameterContract.splineDeform(off, all).inputs().size());
        // Mode B folds the roll into its quaternions: no BakedRoll.
        Spec modeB = SpecLoader.parse("splineDeform:\n  orientation: rotation-minimizing\n  closedLoop: off\n"
                + "  roll:\n    source: spline\n", "s.yaml");
        assertEquals(15, ParameterContract.splineDeform(modeB, all).inputs().size());
        // The atlas carries them per atlas, after the row count's neighbours, never per instance.
        ParameterContract atlas = ParameterContract.splineAtlasDeform(loop, all);
        assertTrue(atlas.inputs().stream().anyMatch(i -> i.base().equals("ClosedLoop") && !i.animated()));
    }

    @Test
    void threejsCarriesEverySectionTenInputWhateverTheSpecUses() throws Exception {
        // Its deformers pick features and mode at run time (SplineDeform's options): one signature for all of them.
        Spec none = SpecLoader.parse("splineDeform:\n  orientation: rotation-minimizing\n  closedLoop: off\n", "s.yaml");
        ParameterContract three = ParameterContract.splineDeform(none, dev.stretchy.spec.Target.THREEJS);
        assertEquals(List.of("EndExtrapolation", "ClosedLoop", "BakedRoll", "StretchMask"),
                three.inputs().stream().map(ContractInput::base).toList().subList(14, 18));
        assertEquals(List.of("closedLoop", "roll", "stretchMask"), three.features());
        assertTrue(ParameterContract.splineAtlasDeform(none, dev.stretchy.spec.Target.THREEJS).inputs().stream()
                .anyMatch(i -> i.base().equals("BakedRoll")));
        // Unreal follows the spec: none of them here.
        ParameterContract unreal = ParameterContract.splineDeform(none, dev.stretchy.spec.Target.UNREAL);
        assertEquals(15, unreal.inputs().size());
        assertEquals(List.of(), unreal.features());
    }

    @Test
    void spriteModeAddsThePlaneNormal() throws Exception {
        Spec spec = SpecLoader.parse("velocityStretch:\n  dimensions: 2\n", "s.yaml");
        assertEquals("Stretchy_VelocityPlaneNormalLocal",
                ParameterContract.velocityStretch(spec).input("VelocityPlaneNormalLocal").parameterName());
    }
}
