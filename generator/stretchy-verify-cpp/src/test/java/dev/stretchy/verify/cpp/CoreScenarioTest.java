package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.model.PluginModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The plugin's component core ({@code <Plugin>Core.h/.cpp}, exactly as generated) compiled with g++ against the
 * Unreal-subset stand-in and run through engine scenarios (which mesh classes' CalcBounds apply BoundsScale, a
 * target whose bounds ignore it, re-baking only when the spline's version or the watched transforms change, a
 * duplicate while previewing, a save while playing, a Nanite override, long and odd playback steps, a teleport). The engine
 * behaviour the scenarios stand in for is cited in docs/engine-facts.md; each planted fault in the generated core
 * brings back a defect the engine reading found and must fail its scenario.
 */
class CoreScenarioTest extends ScenarioSuite {
    private static final int SCENARIOS = 17;

    CoreScenarioTest() {
        super("core_scenarios.cpp", SCENARIOS, "the generated core", "Core.h", "Core.cpp");
    }

    @Override
    Path build(Spec spec, PluginModel plugin, List<GeneratedFile> files, Path dir, UnaryOperator<String> edit) throws Exception {
        String name = plugin.name();
        String root = name + "/Source/" + plugin.runtimeModule() + "/";
        ScenarioSupport.writeUnit(files, root, name + "Core", dir, edit);
        Files.writeString(dir.resolve("core_names.h"), "#pragma once\n#include \"" + name + "Core.h\"\n"
                + "using Core = F" + name + "Core;\nusing BoundsSupport = E" + name + "BoundsSupport;\n"
                + "using BoundsState = F" + name + "BoundsState;\nusing BoundsGrowth = F" + name + "BoundsGrowth;\n"
                + "using PlaybackState = F" + name + "Playback;\nusing PlaybackEvents = F" + name + "PlaybackEvents;\n"
                + "using PlaybackEnd = E" + name + "PlaybackEnd;\nusing PlacementResult = F" + name + "Placement;\n"
                + "using BakeWatch = F" + name + "BakeWatch;\nusing MeshClass = E" + name + "MeshClass;\n"
                + "using FrameStepResult = F" + name + "FrameStep;\nusing CurveTexel = E" + name + "CurveTexelFormat;\n"
                + "using DisplacementLimit = E" + name + "DisplacementLimit;\n");
        return ScenarioSupport.compile(dir, List.of(), List.of("-D" + plugin.apiMacro() + "="),
                List.of("core_scenarios.cpp", name + "Core.cpp"), "core-scenarios", "the generated core");
    }

    /** Each fault brings back one defect the engine reading found; its scenario must fail. */
    static Stream<Arguments> plantedFaults() {
        return Stream.of(
                // The old bounds: rest extent divided by the scale the component set, for every type, and grown anyway.
                Arguments.of("bounds.ism_never_runs_away", List.of(
                        "const double Divisor = Support == EStretchyBoundsSupport::Scaled ? Scale : 1.0;", "const double Divisor = Scale;",
                        "if (Bounds.Support != EStretchyBoundsSupport::Scaled)", "if (false)")),
                Arguments.of("bounds.ism_never_runs_away", List.of(
                        "if (Bounds.Support != EStretchyBoundsSupport::Scaled)", "if (false)")),
                // The grown scale copied with the actor taken as authored.
                Arguments.of("bounds.duplicate_while_previewing", List.of(
                        "const bool bGrownByUs = Growth.bValid", "const bool bGrownByUs = false && Growth.bValid")),
                // Restore writing the resolved material back as an explicit override.
                Arguments.of("slots.restore_keeps_no_override", List.of(
                        "auto* Recorded = Override;", "auto* Recorded = Override != nullptr ? Override : Slots.GetAssetMaterial(Slot);")),
                // The instance parented to what GetMaterial resolves (the Nanite override).
                Arguments.of("slots.nanite_parent", List.of(
                        "auto* Parent = Recorded != nullptr ? Recorded : Slots.GetAssetMaterial(Slot);",
                        "auto* Parent = Slots.GetResolvedMaterial(Slot);")),
                // A copied instance driven as if it were authored.
                Arguments.of("slots.duplicate_while_previewing", List.of(
                        "if (Override != nullptr && Slots.IsCopiedInstance(Override))", "if (false)")),
                // Restore overwriting a slot someone changed since.
                Arguments.of("slots.save_while_playing", List.of(
                        "if (Instance != nullptr && Slots.GetOverride(Slot) == Instance)", "if (Instance != nullptr)")),
                // Math spec 10.1: a closed loop's wrap taken as a jump (motion vectors stop at every lap).
                Arguments.of("playback.closed_loop_wraps", List.of(
                        "Events.bJumped = Events.Loops > 0 && !bClosedLoop;", "Events.bJumped = Events.Loops > 0 || bClosedLoop;")),
                // A ping-pong step that keeps its direction across a turn.
                Arguments.of("playback.edge_cases", List.of(
                        "State.Direction = Phase < Length ? 1.0 : -1.0;", "State.Direction = Direction;")),
                // No teleport detection.
                Arguments.of("velocity.teleport", List.of(
                        "if (TeleportSpeed > 0.0 && Speed > TeleportSpeed)", "if (TeleportSpeed > 0.0 && Speed > 1e300)")),
                // The previous policy: Paper2D sprites and procedural meshes taken for types that ignore BoundsScale.
                Arguments.of("bounds.support_matches_calc_bounds", List.of(
                        "\tcase EStretchyMeshClass::PaperSprite:\n", "", "\tcase EStretchyMeshClass::ProceduralMesh:\n", "")),
                // The old cost: a re-bake every frame (the bake key rebuilt from every spline point and never equal).
                Arguments.of("bake.rebake_only_on_change", List.of(
                        "if (bRequested || !Baked.bValid", "if (true || bRequested || !Baked.bValid")),
                // The spline's version ignored: an edited spline keeps its old bake.
                Arguments.of("bake.rebake_only_on_change", List.of(
                        " || Baked.SplineVersion != Now.SplineVersion)", ")")),
                // Only the version watched: a mesh moved against the spline keeps the old bake.
                Arguments.of("bake.rebake_only_on_change", List.of(
                        "return Moved(Baked.RelativeLocation, Now.RelativeLocation, BakeWatchTolerance)", "return false")),
                // A skinned subclass whose CalcBounds ignores BoundsScale taken for a skinned mesh (5.6+ instanced skinned).
                Arguments.of("bounds.support_matches_calc_bounds", List.of(
                        "\t\treturn EStretchyBoundsSupport::Scaled;\n\tcase EStretchyMeshClass::InstancedSkinnedMesh:\n",
                        "\tcase EStretchyMeshClass::InstancedSkinnedMesh:\n\t\treturn EStretchyBoundsSupport::Scaled;\n")),
                // The paused world's last pair kept: a frozen object smears under motion blur and TSR.
                Arguments.of("frame.paused_and_skipped_are_jumps", List.of("\tif (bPaused)\n\t{\n\t\treturn Step;", "\tif (bPaused && false)\n\t{\n\t\treturn Step;")),
                // A frame after a skipped tick taken as continuous.
                Arguments.of("frame.paused_and_skipped_are_jumps", List.of("ThisFrame == LastFrame + 1", "ThisFrame > LastFrame")),
                // RGBA32F filtered bilinearly whatever the device reports.
                Arguments.of("texture.filterable_format", List.of("\tif (bFloat32Filterable)\n", "\tif (bFloat32Filterable || true)\n")),
                // The old advice: 0 always fits (it does not on Nanite).
                Arguments.of("wpo.displacement_limit", List.of(
                        "return bNanite ? EStretchyDisplacementLimit::ZeroOnNanite : EStretchyDisplacementLimit::Fits;", "return bNanite ? EStretchyDisplacementLimit::Fits : EStretchyDisplacementLimit::Fits;")),
                // Issue 22: the preview's remainder unclamped (a huge clock gives a playhead outside [0, Duration]).
                Arguments.of("playback.huge_clocks_and_bounds", List.of(
                        "return FMath::Clamp(SafeClock - FMath::FloorToDouble(SafeClock / Length) * Length, 0.0, Length);",
                        "return SafeClock - FMath::FloorToDouble(SafeClock / Length) * Length;")),
                // Issue 22: an infinite reach taken as given (an infinite bounds scale).
                Arguments.of("playback.huge_clocks_and_bounds", List.of(
                        "const FVector SafeReach = LengthVector(Reach);", "const FVector SafeReach = Reach;",
                        "static_cast<float>(FMath::Min(Needed, 1e30))", "static_cast<float>(Needed)")),
                // A placement check that ignores the direction.
                Arguments.of("placement.end_and_direction", List.of(
                        "Placement.bFacingAlong = Placement.AngleDegrees <= PlacementAngleDegrees;", "Placement.bFacingAlong = true;")));
    }

    /** Every engine behaviour the stand-in implements is a fact cited in docs/engine-facts.md. */
    @Test
    void everyStandInBehaviourIsACitedFact() throws Exception {
        Set<String> used = factIdsOf("cpp/core_scenarios.cpp");
        assertTrue(used.size() >= 5, "fact ids in the stand-in: " + used);
        assertCited(used);
    }

    @Test
    void theFactCheckCatchesAMissingCitation() throws Exception {
        String facts = Files.readString(Path.of(DOCS_FACTS));
        // Planted: the newer-version citations of one fact dropped, and one fact renamed away.
        String withoutNewest = EngineFacts.dropCitation(facts, "get-material-static", EngineFacts.NEWER);
        assertEquals(Set.of("get-material-static"), EngineFacts.uncited(Set.of("get-material-static", "set-material"), withoutNewest));
        String withoutFact = facts.replace("fact `set-material`", "fact `set-materal`");
        assertEquals(Set.of("set-material"), EngineFacts.uncited(Set.of("get-material-static", "set-material"), withoutFact));
    }
}
