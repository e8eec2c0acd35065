package dev.stretchy.verify.cpp;

import dev.stretchy.model.PluginModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The in-engine shader golden test's comparison core ({@code <Plugin>ShaderGoldenCore.h/.cpp} in the Shaders module,
 * exactly as generated) compiled with g++ against the stand-in's math layer and run through scenarios: the kernel
 * table against the test shader's permutations, the plan (every golden kernel evaluated or skipped with its reason:
 * another test's kernel, no permutation, another mode, a missing section 10 feature), how a case's inputs are laid out
 * for the shader (previous frame, components, missing inputs; the atlas's instances, per-instance floats, per-atlas
 * inputs and texture rows), the tolerance rule per kernel (docs/golden-format.md) and how a readback is judged (the
 * interleaved rows, the boundary, NaN, a case without a previous frame, a wrong size), and math spec section 10: the
 * optional slots (0 when a file lacks them), the per-vertex mask in the position rows (the atlas's in a second block of
 * rows), the features per kernel (the atlas evaluates them, a velocity file needing one is skipped by name). The plugin uses every section 10 feature (mode A, so BakedRoll is a slot). Each planted fault must fail
 * its scenario. {@code ShaderGoldenUsfTest} (stretchy-verify-vulkan) runs the same core on the shader's real output.
 */
class ShaderGoldenCoreScenarioTest extends ScenarioSuite {
    private static final int SCENARIOS = 24;

    ShaderGoldenCoreScenarioTest() {
        super("shader_golden_scenarios.cpp", SCENARIOS, "the generated core", "ShaderGoldenCore.cpp");
    }

    /** The plugin with every section 10 feature the Unreal target implements, so its kernels take ClosedLoop, BakedRoll, a mask. */
    @Override
    Spec suiteSpec(Spec spec) {
        return spec.withSplineDeform(spec.splineDeform().withFeatures(dev.stretchy.spec.Target.UNREAL.features()));
    }

    @Override
    Path build(Spec spec, PluginModel plugin, List<GeneratedFile> files, Path dir, UnaryOperator<String> edit) throws Exception {
        String name = plugin.name();
        ScenarioSupport.writeUnit(files, name + "/Source/" + plugin.shadersModule() + "/", name + "ShaderGoldenCore", dir, edit);
        // The named-inputs helper the Vulkan run's driver uses too (a core resource).
        Files.write(dir.resolve("shader_golden_inputs.h"), ScenarioSupport.resource("cpp/shader_golden_inputs.h"));
        Files.writeString(dir.resolve("shader_golden_names.h"), "#pragma once\n#include \"CoreMinimal.h\"\n"
                + "typedef char16_t TCHAR;\n#define TEXT(x) u##x\n#include \"" + name + "ShaderGoldenCore.h\"\n"
                + "using Core = F" + name + "ShaderGoldenCore;\nusing Case = F" + name + "ShaderGoldenCase;\n"
                + "using Kernel = E" + name + "ShaderGoldenKernel;\nusing Inputs = F" + name + "ShaderGoldenInputs;\n");
        // The math layer has no text types: TCHAR (char16_t, as on Linux and Mac) for every unit, as the editor suite does.
        return ScenarioSupport.compile(dir, List.of(), List.of("-include", dir.resolve("shader_golden_names.h").toString()), List.of("shader_golden_scenarios.cpp", name + "ShaderGoldenCore.cpp"),
                "shader-golden-scenarios", "the generated shader golden core");
    }

    /** Each fault is a plausible mistake in the core; its scenario must fail. */
    static Stream<Arguments> plantedFaults() {
        return Stream.of(
                // Every slot's previous value taken from prevInputs, the shared ones too.
                Arguments.of("slots.previous_frame", List.of("if (Frame == 1 && Info.bAnimated)", "if (Frame == 1)")),
                // The previous frame never given its own values.
                Arguments.of("slots.previous_frame", List.of("Source = Count > 0 ? 1 : 0;", "Source = Count > 0 ? 1 : 0; Count = 0;")),
                // No fallback to the current value: a file without prevInputs cannot be read.
                Arguments.of("slots.no_previous", List.of("if (Count == 0)\n\t\t\t{\n\t\t\t\tCount = Inputs.Read(0,",
                        "if (Count == 0 && Frame == 0)\n\t\t\t{\n\t\t\t\tCount = Inputs.Read(0,")),
                // A swapped component: a vector's y and z exchanged on upload.
                Arguments.of("slots.components", List.of("Case.Slots[Offset + Component] = Values[Component];",
                        "Case.Slots[Offset + Component] = Values[Count == 3 && Component > 0 ? 3 - Component : Component];")),
                // A wrong-sized input accepted.
                Arguments.of("slots.missing", List.of("if (Count != Info.Width || Frame < 0", "if (Count < 1 || Count > Info.Width + 2 || Frame < 0")),
                // A wrong tolerance rule: the spline scale without the curve length.
                Arguments.of("tolerance.spline_scale", List.of("FMath::Max(Stored, 0.001)", "FMath::Max(Stored * 0.0, 0.001)")),
                // A wrong tolerance rule: the current frame's pivot for both evaluations.
                Arguments.of("tolerance.velocity_scale", List.of("SlotOffset(Case, TEXT(\"VelocityPivotLocal\"), Evaluation, Vertex)",
                        "SlotOffset(Case, TEXT(\"VelocityPivotLocal\"), 0, Vertex)")),
                // Normals scaled like positions.
                Arguments.of("tolerance.normals_scale", List.of("if (IsNormal(Case.Kernel))\n\t{\n\t\treturn 1.0;",
                        "if (IsNormal(Case.Kernel) && false)\n\t{\n\t\treturn 1.0;")),
                // The boundary itself failed (< for <=).
                Arguments.of("compare.boundary", List.of("Result.bPassed = Result.Worst <= 1.0;", "Result.bPassed = Result.Worst < 1.0;")),
                // Rows read as if the shader wrote all of evaluation 0, then all of evaluation 1.
                Arguments.of("compare.layout", List.of("Output[4 * (OutputsPerVertex * Vertex + Evaluation) + Component]",
                        "Output[4 * (Evaluation * Case.VertexCount + Vertex) + Component]")),
                // NaN passing every comparison.
                Arguments.of("compare.nan", List.of("const double Ratio = bNaN ? 1.0e300 :", "const double Ratio = bNaN ? 0.0 :")),
                // The previous frame compared although the file has none.
                Arguments.of("compare.second_optional", List.of("const int32 Evaluations = Case.bCompareSecond ? OutputsPerVertex : 1;",
                        "const int32 Evaluations = OutputsPerVertex;")),
                // A short readback read past its end (or passed).
                Arguments.of("compare.wrong_size", List.of("if (Output == nullptr || OutputFloats != 4 * OutputsPerVertex * Case.VertexCount)",
                        "if (Output == nullptr || OutputFloats < 0)")),
                // A kernel without a permutation silently passed over: no reason given.
                Arguments.of("plan.kernels", List.of("Append(Result.Why, Capacity, TEXT(\"no permutation of this test shader evaluates kernel \"));",
                        "")),
                // A file of another orientation mode evaluated by this mode's shaders.
                Arguments.of("plan.mode", List.of("if (Mode != nullptr && Mode[0] != 0 && !Equal(Mode, SplineOrientation()))",
                        "if (Mode == nullptr)")),
                // A case needing a section 10 feature evaluated by the section 1 shader.
                Arguments.of("plan.features", List.of("if (!(bImplemented && bUploaded))", "if (!(true && bUploaded))")),
                // The features plugin-wide, not per kernel: a velocity file needing one evaluated by a permutation without it.
                Arguments.of("plan.features_per_kernel", List.of("bUploaded = bUploaded && EvaluatesFeatures(Result.Kernels[Index]);", "")),
                // The atlas's mask given to instance 0's copy of the mesh only.
                Arguments.of("vertices.atlas_mask", List.of("Case.Vertices[4 * (Case.VertexCount + Instance * Case.MeshVertexCount + Vertex)] = Mask;",
                        "Case.Vertices[4 * (Case.VertexCount + Vertex)] = Mask;")),
                // The atlas's mask written over the instance (the single-curve place).
                Arguments.of("vertices.atlas_mask", List.of("if (InstanceStride(Case.Kernel) > 0)\n\t{\n\t\t// The atlas: every instance's copy",
                        "if (false)\n\t{\n\t\t// The atlas: every instance's copy")),
                // The atlas's mask rows left at 0 without the file's (every vertex at rest size).
                Arguments.of("vertices.atlas_mask", List.of("!bPosition && Index % 4 == 0", "!bPosition && Index % 4 == 1")),
                // A section 10 slot the file lacks left unset (a file of 1.2, or of another feature, could not be read).
                Arguments.of("slots.optional_default", List.of("if (Count == 0 && Info.bOptional)", "if (Count == 0 && false)")),
                // A lacking section 10 slot defaulted to on rather than off.
                Arguments.of("slots.optional_default", List.of("\t\t\t\tCount = Info.Width;", "\t\t\t\tCount = Info.Width;\n\t\t\t\tValues[0] = 1.0;")),
                // The mask not uploaded: the file's weights dropped.
                Arguments.of("vertices.mask", List.of("Case.Vertices[4 * Vertex + 3] = Mask;", "(void)Mask;")),
                // No mask row default: every vertex of a file without a mask held at rest size (mask 0).
                Arguments.of("vertices.mask", List.of("bMaskRow ? 1.0 : 0.0", "bMaskRow ? 0.0 : 0.0")),
                // The atlas: a swapped per-instance float (StretchScale and SizeScale).
                Arguments.of("atlas.packing", List.of("Case.Slots[4 * Stride * Instance + Index] = Floats[Index];",
                        "Case.Slots[4 * Stride * Instance + Index] = Floats[Index == 2 ? 3 : Index == 3 ? 2 : Index];")),
                // The atlas: a wrong row, the rows' instances counted round-robin.
                Arguments.of("atlas.instances", List.of("static_cast<double>(Index / 4 / VertexCount)", "static_cast<double>(Index / 4 % InstanceCount)")),
                // The atlas: a closed-loop row's negative length taken as it is (its rows scaled by 0.001, not the length).
                Arguments.of("atlas.scale", List.of("FMath::Abs(Case.Slots[Length]) : Case.Slots[Length]", "Case.Slots[Length] : Case.Slots[Length]")),
                // The atlas: every row scaled by the first instance's length and pivot.
                Arguments.of("atlas.scale", List.of("Case.MeshVertexCount > 0 ? Vertex / Case.MeshVertexCount : 0", "Vertex * 0")),
                // The atlas: its textures one row high.
                Arguments.of("atlas.texture", List.of("OutHeight = Rows < 0 ? 0 : static_cast<int32>(Case.Slots[Rows]);", "OutHeight = Rows < 0 ? 0 : 1;")));
    }
}
