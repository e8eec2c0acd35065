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
        List<String> names = ParameterContract.splineDeform(spec).parameters().stream()
                .map(ContractInput::parameterName).toList();
        // The article's table, in its order; Stretchy adds its robustness inputs after these.
        List<String> article = List.of("SplineJuice_PositionTexture", "SplineJuice_TangentTexture",
                "SplineJuice_Progress", "SplineJuice_SplineLength", "SplineJuice_SampleCount",
                "SplineJuice_MeshCenterLocal", "SplineJuice_ForwardAxisLocal", "SplineJuice_StretchScale",
                "SplineJuice_PreserveVolume");
        assertTrue(names.containsAll(article), names.toString());
        assertEquals("SplineJuice_PrevProgress", ParameterContract.splineDeform(spec).input("Progress").prevParameterName());
    }

    @Test
    void inputOrderFollowsTheMathSpecTable() {
        Spec spec = SpecLoader.loadDefault();
        assertEquals(List.of("LocalPosition", "Progress", "SplineLength", "SampleCount", "PositionTexture",
                        "TangentTexture", "MeshCenterLocal", "ForwardAxisLocal", "StretchScale", "PreserveVolume",
                        "SizeScale", "StretchBias", "MeshHalfLength", "SettleWindow", "EndExtrapolation"),
                ParameterContract.splineDeform(spec).inputs().stream().map(ContractInput::base).toList());
        assertEquals(List.of("Progress", "StretchScale", "SizeScale"),
                ParameterContract.splineDeform(spec).animated().stream().map(ContractInput::base).toList());
    }

    @Test
    void spriteModeAddsThePlaneNormal() throws Exception {
        Spec spec = SpecLoader.parse("velocityStretch:\n  dimensions: 2\n", "s.yaml");
        assertEquals("Stretchy_VelocityPlaneNormalLocal",
                ParameterContract.velocityStretch(spec).input("VelocityPlaneNormalLocal").parameterName());
    }
}
