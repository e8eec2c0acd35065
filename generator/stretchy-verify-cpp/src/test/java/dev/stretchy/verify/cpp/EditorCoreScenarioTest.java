package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.model.PluginModel;
import dev.stretchy.model.UnrealModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The editor module's core ({@code <Plugin>EditorCore.h/.cpp}, exactly as generated) compiled with g++ against the
 * math layer of the stand-in and run through the .ush-edit scenarios: hashing, the stamp, when to rebuild, what a
 * shader-folder change re-checks, and, against a stand-in of the engine's shader key and file cache, that an edit
 * reaches the compiled material on every version while an unchanged file rebuilds nothing; that mesh setup never
 * leaves a material-attributes material, or a copy an undo reverted, silently undeformed. And the material function
 * graphs as values ({@code DescribeFunction}) read against the material translator's rules, with the runtime's
 * per-instance layout ({@code <Plugin>InstanceData}, the runtime header) as the other side of the custom data: instance
 * space for the instanced graph, custom data indices, interpolator stages, the previous-frame switch, pin order, the
 * tangent sign, and a stamp that follows the graph. Each planted fault in the generated core must fail its scenario.
 */
class EditorCoreScenarioTest extends ScenarioSuite {
    private static final int SCENARIOS = 20;

    EditorCoreScenarioTest() {
        super("editor_core_scenarios.cpp", SCENARIOS, "the generated core", "EditorCore.h", "EditorCore.cpp");
    }

    @Override
    Path build(Spec spec, PluginModel plugin, List<GeneratedFile> files, Path dir, UnaryOperator<String> edit) throws Exception {
        UnrealModel.Editor editor = UnrealModel.of(spec).editor();
        String name = plugin.name();
        String root = name + "/Source/" + plugin.editorModule() + "/";
        String runtime = name + "/Source/" + plugin.runtimeModule() + "/Public/";
        ScenarioSupport.writeUnit(files, root, name + "EditorCore", dir, edit);
        // The runtime's per-instance layout, the other side of the custom data the graphs read (headers only).
        for (String f : List.of("InstanceTravel", "Math")) {
            Files.writeString(dir.resolve(name + f + ".h"), ScenarioSupport.find(files, runtime + name + f + ".h"));
        }
        // The math layer has no text types; the editor core needs TCHAR (char16_t, as on Linux and Mac), TEXT and uint32.
        Files.writeString(dir.resolve("editor_core_names.h"), "#pragma once\n#include \"CoreMinimal.h\"\n"
                + "typedef char16_t TCHAR;\ntypedef std::uint32_t uint32;\n#define TEXT(x) u##x\n"
                + "#include \"" + name + "EditorCore.h\"\n"
                + "using EditorCore = F" + name + "EditorCore;\nusing Action = E" + name + "FunctionAction;\n"
                + "using ParentPlan = E" + name + "ParentPlan;\nusing InstancePlan = E" + name + "InstancePlan;\n"
                + "using Deformer = E" + name + "Deformer;\nusing Graph = F" + name + "FunctionGraph;\n"
                + "using Node = F" + name + "GraphNode;\nusing Kind = E" + name + "GraphNodeKind;\n"
                + "using Space = E" + name + "GraphSpace;\nusing Stage = E" + name + "GraphStage;\n"
                + "using GraphCode = E" + name + "GraphCode;\n"
                + "#include \"" + name + "InstanceTravel.h\"\nusing Data = F" + name + "InstanceData;\n"
                + "#define PARAM_PREFIX u\"" + spec.plugin().parameterPrefix() + "\"\n"
                + "#define SPLINE_USH u\"" + plugin.splineDeformShader() + "\"\n"
                + "#define VELOCITY_USH u\"" + plugin.velocityStretchShader() + "\"\n"
                + "#define STAMP_PREFIX u\"" + editor.stampPrefix() + "\"\n"
                + "#define STRETCH_MASK_UV " + editor.stretchMaskUvSet() + "\n"
                + "#define STRETCH_MASK_COMPONENT " + editor.stretchMaskComponent() + "\n");
        return ScenarioSupport.compile(dir, List.of(), List.of("-D" + plugin.editorApiMacro() + "=", "-D" + plugin.apiMacro() + "=",
                "-include", dir.resolve("editor_core_names.h").toString()),
                List.of("editor_core_scenarios.cpp", name + "EditorCore.cpp"), "editor-core-scenarios", "the generated editor core");
    }

    /** Each fault is a plausible mistake in the core; its scenario must fail. */
    static Stream<Arguments> plantedFaults() {
        return Stream.of(
                // Line endings hashed: every CRLF checkout rebuilds the functions and recompiles every caller.
                Arguments.of("engine.crlf_checkout", List.of("if (Bytes[Index] == '\\r')", "if (false)")),
                Arguments.of("hash.line_endings", List.of("if (Bytes[Index] == '\\r')", "if (false)")),
                // Content not hashed at all: an edit never rebuilds (the defect).
                Arguments.of("engine.ush_edit_recompiles", List.of("Hash = (Hash ^ Bytes[Index]) * 16777619u;", "Hash = Hash * 1u;")),
                Arguments.of("engine.edit_while_closed", List.of("Hash = (Hash ^ Bytes[Index]) * 16777619u;", "Hash = Hash * 1u;")),
                // Leftover nodes of an older plugin's rebuild accepted.
                Arguments.of("decide.cases", List.of("if (Count != ExpectedCount)", "if (Count == 0 && ExpectedCount > 0)")),
                // Only the current-frame node compared.
                Arguments.of("decide.cases", List.of("for (int32 Index = 0; Index < Count; ++Index)\n\t{\n\t\tif (!Equal(",
                        "for (int32 Index = 0; Index < 1; ++Index)\n\t{\n\t\tif (!Equal(")),
                // An unreadable .ush rebuilt with an empty stamp.
                Arguments.of("decide.cases", List.of("return EStretchyFunctionAction::ShaderUnreadable;",
                        "return EStretchyFunctionAction::Rebuild;")),
                // Case-sensitive or slash-sensitive names: Windows changes are missed.
                Arguments.of("watch.filter", List.of("return Char >= TEXT('A') && Char <= TEXT('Z') ? static_cast<TCHAR>(Char - TEXT('A') + TEXT('a')) : Char;",
                        "return Char;")),
                // A suffix match taken for the file name.
                Arguments.of("watch.filter", List.of("return FileLength == NameLength || Folded(File[FileLength - NameLength - 1]) == TEXT('/');",
                        "return NameLength > 0;")),
                // The attribute check dropped: a copy wired on the ignored WPO pin, no error (defect 14).
                Arguments.of("setup.material_attributes", List.of("if (bBaseUsesMaterialAttributes)", "if (bBaseUsesMaterialAttributes && false)")),
                // Attribute materials refused even when the user wired the function into them.
                Arguments.of("setup.material_attributes", List.of("if (bBaseCallsFunction)", "if (bBaseCallsFunction && false)")),
                // Runtime audit N1: the atlas reads its vertex World -> Local, the ISM component's space, not the instance's.
                Arguments.of("graph.instance_space", List.of("const ESpace MeshSpace = Table.bInstanced ? ESpace::Instance : ESpace::Local;",
                        "const ESpace MeshSpace = ESpace::Local;")),
                // Instance space for a mesh that is not instanced (the spline component's).
                Arguments.of("graph.instance_space", List.of("const ESpace MeshSpace = Table.bInstanced ? ESpace::Instance : ESpace::Local;",
                        "const ESpace MeshSpace = ESpace::Instance;")),
                // A custom data index past the 16 floats the runtime writes.
                Arguments.of("graph.custom_data", List.of("EInputSource::InstanceScalar, 0.0f, 0.0f, 0.0f, 0.0f, 0, 1 },",
                        "EInputSource::InstanceScalar, 0.0f, 0.0f, 0.0f, 0.0f, 16, 1 },")),
                // The customized-UV outputs declared pixel-stage: the vertex-only rest normal upstream read per pixel.
                Arguments.of("graph.stages", List.of("Builder.At(Output).Stage = EStretchyGraphStage::Vertex;\n\t\t\tBuilder.Link(Pair, Output, 0);",
                        "Builder.At(Output).Stage = EStretchyGraphStage::Pixel;\n\t\t\tBuilder.Link(Pair, Output, 0);")),
                // The vertex-only rest normal read per pixel, past the customized UVs.
                Arguments.of("graph.stages", List.of("Builder.Link(Carried[Slot], Combine, 1 + Slot, CarriedInputNames[Slot]);",
                        "Builder.Link(Slot == 0 ? NormalWS : Carried[Slot], Combine, 1 + Slot, CarriedInputNames[Slot]);")),
                // The switch's inputs swapped: motion vectors from the current frame.
                Arguments.of("graph.previous_frame", List.of("Builder.Link(Current, Switch, 0);\n\tBuilder.Link(Previous, Switch, 1);",
                        "Builder.Link(Previous, Switch, 0);\n\tBuilder.Link(Current, Switch, 1);")),
                // The previous branch fed the current parameters: no motion vectors from the animation.
                Arguments.of("graph.previous_frame", List.of("const bool bOwnSource = bPrevious && (", "const bool bOwnSource = bPrevious && false && (")),
                // NormalMap on ExistingWPO's sort priority: mesh setup's GetInput(1) is then undefined.
                Arguments.of("graph.pins", List.of("\t\t\t1, 9, Row + 6);", "\t\t\t0, 9, Row + 6);")),
                // Editor N4: the normal map's bitangent without the rest basis's sign.
                Arguments.of("graph.tangent_sign", List.of("Builder.Link(RestBasisWS[1], Combine, 5, TEXT(\"RestBitangent\"));",
                        "Builder.Link(RestBasisWS[2], Combine, 5, TEXT(\"RestBitangent\"));")),
                // The fused node's tangent read from its output 0 (the normal).
                Arguments.of("graph.fused_normal", List.of("const int32 TangentOutput = 1;", "const int32 TangentOutput = 0;")),
                // A second fused node for the tangent: the customized UVs' function runs the deformer twice.
                Arguments.of("graph.fused_normal", List.of("const int32 Tangent = Normal;",
                        "const int32 Tangent = AddNormalNode(Builder, Deformer, Position, Shared, RestNormal, RestTangent, Row + 2);")),
                // The same two faults in the velocity graph only (the spline one right): each graph is checked.
                Arguments.of("graph.fused_normal", List.of("const int32 TangentOutput = 1;",
                        "const int32 TangentOutput = Deformer.Inputs == VelocityStretchInputs ? 0 : 1;")),
                Arguments.of("graph.fused_normal", List.of("const int32 Tangent = Normal;",
                        "const int32 Tangent = Deformer.Inputs == VelocityStretchInputs ? AddNormalNode(Builder, Deformer, Position, Shared, "
                                + "RestNormal, RestTangent, Row + 2) : Normal;")),
                // The velocity function built without its normal node (its normals never leave the rest pose).
                Arguments.of("graph.fused_normal", List.of("TEXT(\"#include \\\"/Plugin/Stretchy/Private/StretchyVelocityStretchNormal.ush\\\"\\n"
                        + "// the included body ends in return; this line keeps Unreal from wrapping Code as an expression\"),", "nullptr,")),
                // The normal node fed the previous frame's animated inputs (the helper it shares with the deformer nodes).
                Arguments.of("graph.fused_normal", List.of("TEXT(\"Stretchy deformed normal and tangent\"), Position, Shared, false, Row);",
                        "TEXT(\"Stretchy deformed normal and tangent\"), Position, Shared, true, Row);")),
                // The packing's second half swapped (T.y and T.x): the pixel stage recombines another tangent.
                Arguments.of("graph.fused_normal", List.of("static const uint8 Masks[6] = { 1, 2, 4, 1, 2, 4 };",
                        "static const uint8 Masks[6] = { 1, 2, 4, 2, 1, 4 };")),
                // The pixel stage reading the third slot for the second.
                Arguments.of("graph.fused_normal", List.of("Builder.Link(Carried[Slot], Combine, 1 + Slot, CarriedInputNames[Slot]);",
                        "Builder.Link(Carried[Slot == 1 ? 2 : Slot == 2 ? 1 : 0], Combine, 1 + Slot, CarriedInputNames[Slot]);")),
                // The slot plan taking a UV the material reads (its base colour's coordinates) for the normal.
                Arguments.of("setup.normal_slots", List.of("if (!bUsed && (ReadUVs & (1u << Index)) == 0)", "if (!bUsed && (ReadUVs & 0u) == 0)")),
                // The slot plan taking a customized UV the material already computes.
                Arguments.of("setup.normal_slots", List.of("const bool bUsed = Index < NumCustomizedUVs && (UsedCustomizedUVs & (1u << Index)) != 0;",
                        "const bool bUsed = Index < NumCustomizedUVs && (UsedCustomizedUVs & 0u) != 0;")),
                // The count lowered to the plan's: the material's own higher customized UVs stop compiling.
                Arguments.of("setup.normal_slots", List.of("Plan.NumCustomizedUVs = NumCustomizedUVs > Plan.Indices[2] + 1 ? NumCustomizedUVs : Plan.Indices[2] + 1;",
                        "Plan.NumCustomizedUVs = Plan.Indices[2] + 1;")),
                // The stamp blind to a graph change (a plugin update keeps the old graph).
                Arguments.of("graph.hash", List.of("Hash.Int(static_cast<int32>(Node.From));\n\t\tHash.Int(static_cast<int32>(Node.To));", "")),
                // ExistingWPO linked to an input Add does not have (GetInput(2) is null: the shell's connect fails).
                Arguments.of("graph.well_formed", List.of("Builder.Link(ExistingWpo, Sum, 1);", "Builder.Link(ExistingWpo, Sum, 2);")),
                // Editor N9: a lost batch of watcher changes ignored.
                Arguments.of("watch.filter", List.of("if (bRescanRequired)", "if (bRescanRequired && false)")),
                // Editor N3: a copy reverted in memory reused by name; an instance under another parent reused.
                Arguments.of("setup.reuse_checks", List.of("return bCopyCallsFunction ? E", "return (bCopyCallsFunction || true) ? E")),
                Arguments.of("setup.reuse_checks", List.of("return bParentMatches ? E", "return (bParentMatches || true) ? E")),
                // Stamp digits in the wrong order.
                Arguments.of("stamp.format", List.of("for (int32 Digit = HashDigits - 1; Digit >= 0; --Digit)",
                        "for (int32 Digit = 0; Digit < HashDigits; ++Digit)")));
    }

    /**
     * Math spec section 10.3 in the graphs: specs with a mask (a vertex colour channel, a UV component) pass every
     * scenario; the channel read from the wrong output, or the wrong UV component, fails graph.stretch_mask.
     */
    @Test
    void aMaskedSpecReadsItsChannel(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        for (String channel : List.of("color-a", "uv1-y")) {
            Spec masked = dev.stretchy.spec.SpecLoader.parse("splineDeform:\n  stretchMask: " + channel + "\n", "mask.yaml");
            Map<String, String> results = scenarios(masked, Files.createDirectories(dir.resolve(channel)), UnaryOperator.identity());
            assertEquals(SCENARIOS, results.size(), "scenarios run: " + results);
            assertTrue(results.values().stream().allMatch(String::isEmpty), channel + ": " + results);
        }
        Spec colour = dev.stretchy.spec.SpecLoader.parse("splineDeform:\n  stretchMask: color-a\n", "mask.yaml");
        Map<String, String> rgb = scenarios(colour, Files.createDirectories(dir.resolve("rgb")),
                t -> t.replace("Builder.At(Node).Output = 1 + StretchMaskComponent;", "Builder.At(Node).Output = 0;"));
        assertFalse(rgb.get("graph.stretch_mask").isEmpty(), "VertexColor's RGB output passed: " + rgb);
        Spec uv = dev.stretchy.spec.SpecLoader.parse("splineDeform:\n  stretchMask: uv1-y\n", "mask.yaml");
        Map<String, String> x = scenarios(uv, Files.createDirectories(dir.resolve("x")),
                t -> t.replace("Builder.At(Mask).Mask = StretchMaskComponent == 0 ? 1 : 2;", "Builder.At(Mask).Mask = 1;"));
        assertFalse(x.get("graph.stretch_mask").isEmpty(), "the UV's x read for y passed: " + x);
    }

    /** Every engine behaviour the editor stand-in implements is a fact cited in docs/engine-facts.md. */
    @Test
    void everyStandInBehaviourIsACitedFact() throws Exception {
        Set<String> used = factIdsOf("cpp/editor_core_scenarios.cpp");
        assertEquals(Set.of("shader-file-cache", "custom-include-not-in-key", "material-key-functions", "function-state-id",
                "material-attributes-wpo", "directory-watcher", "transform-local-vs-instance", "ism-custom-data-material",
                "vertex-interpolator-stages", "previous-frame-switch", "function-pin-ids", "tangent-basis-sign", "expression-input-order",
                "vertex-color-outputs", "texture-coordinate-vertex", "custom-additional-outputs", "customized-uvs"), used);
        assertCited(used);
    }
}
