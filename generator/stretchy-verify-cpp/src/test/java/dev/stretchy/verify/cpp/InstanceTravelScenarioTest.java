package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.model.InstanceLayout;
import dev.stretchy.model.PluginModel;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The instanced travel controller ({@code <Plugin>InstanceTravel.h/.cpp}, exactly as generated, linked with the math
 * core whose velocity controller it calls) compiled with g++ against the stand-in and run through scenarios: progress
 * and previous-frame values, a loop wrap (a jump; on a closed loop the next lap), a delay, recycling, the arrival squash, curves, bounds, odd steps,
 * the atlas's BakedRoll and tangent alpha (math 10.5). Each
 * planted fault brings back a defect and must fail its scenario.
 */
class InstanceTravelScenarioTest extends ScenarioSuite {
    private static final int SCENARIOS = 20;

    InstanceTravelScenarioTest() {
        super("instance_scenarios.cpp", SCENARIOS, "the generated controller", "InstanceTravel.cpp", "Math.cpp");
    }

    @Override
    Path build(Spec spec, PluginModel plugin, List<GeneratedFile> files, Path dir, UnaryOperator<String> edit) throws Exception {
        String name = plugin.name();
        String root = name + "/Source/" + plugin.runtimeModule() + "/";
        for (String f : List.of("InstanceTravel", "Math")) ScenarioSupport.writeUnit(files, root, name + f, dir, edit);
        String n = name;
        Files.writeString(dir.resolve("instance_names.h"), "#pragma once\n#include \"" + n + "InstanceTravel.h\"\n"
                + "using Travel = F" + n + "InstanceTravel;\nusing Data = F" + n + "InstanceData;\n"
                + "using EventRecord = F" + n + "TravelEventRecord;\nusing TravelEvent = E" + n + "TravelEvent;\n"
                + "using TravelEndMode = E" + n + "TravelEnd;\nusing SpawnSettings = F" + n + "TravelSpawn;\n"
                + "using Curves = F" + n + "TravelCurves;\nusing VelocityMath = F" + n + "Math;\n"
                + "using VelocitySettings = F" + n + "MathVelocitySettings;\nusing VelocityState = F" + n + "MathVelocityState;\n"
                + "using VelocityOutput = F" + n + "MathVelocityOutput;\nusing BakeResult = F" + n + "MathBakeResult;\n");
        return ScenarioSupport.compile(dir, List.of(), List.of("-D" + plugin.apiMacro() + "="),
                List.of("instance_scenarios.cpp", name + "InstanceTravel.cpp", name + "Math.cpp"), "instance-scenarios",
                "the generated controller");
    }

    @Test
    void theCustomDataIndicesAreTheOneLayout() {
        String header = text("Public/Stretchy" + "InstanceTravel.h");
        List<String> floats = InstanceLayout.STANDARD.floats();
        for (int i = 0; i < floats.size(); i++) {
            assertTrue(header.contains("static constexpr int32 " + floats.get(i) + " = " + i + ";"), floats.get(i));
        }
    }

    static Stream<Arguments> plantedFaults() {
        return Stream.of(
                // The previous values always equal the current ones: no motion vectors at all.
                Arguments.of("travel.progress_and_previous", List.of(
                        "Data[D::PrevProgress] = T.bJump ? Progress : Data[D::Progress];", "Data[D::PrevProgress] = Progress;")),
                // A loop wrap carried as a motion from 1 back to 0 (smearing across the whole curve).
                Arguments.of("travel.loop_wrap_is_a_jump", List.of(
                        "T.bJump = T.bJump || !(bClosedLoop || T.Spawn.bClosedLoop);", "T.bJump = T.bJump || bClosedLoop;")),
                // Section 10.5: a closed loop's wrap reset as a jump (the traveller's motion vectors stop at every lap).
                Arguments.of("travel.closed_loop_wrap_is_continuous", List.of(
                        "T.bJump = T.bJump || !(bClosedLoop || T.Spawn.bClosedLoop);", "T.bJump = true;")),
                // Section 10.5: progress past 1 written as it is (a second lap reads the clamped end of the curve).
                Arguments.of("travel.closed_loop_wrap_is_continuous", List.of(
                        "ToData(bClosedLoop || T.Spawn.bClosedLoop ? FMath::Clamp(Unwrapped - FMath::FloorToDouble(Unwrapped), 0.0, 1.0) : Unwrapped, Time)",
                        "ToData(Unwrapped, Time)")),
                // Section 10.5: a closed row's flag not written (its length stored positive: the material sees an open row).
                Arguments.of("travel.closed_row_beside_open_row", List.of(
                        "T.Spawn.bClosedLoop ? -T.Spawn.SplineLength : T.Spawn.SplineLength", "T.Spawn.SplineLength")),
                // Section 10.5: a closed row laps only on an all-closed atlas (the row's own flag ignored by the wrap).
                Arguments.of("travel.closed_row_beside_open_row", List.of(
                        "T.bJump = T.bJump || !(bClosedLoop || T.Spawn.bClosedLoop);", "T.bJump = T.bJump || !bClosedLoop;")),
                // Section 10.5: the atlas's BakedRoll never set (a rolled row's alpha read as no roll).
                Arguments.of("travel.baked_roll_flag", List.of("return bReadsRoll && bAny;", "return false && bAny && bReadsRoll;")),
                // Section 10.5: the flag set for an atlas whose material reads no roll (or whose rows have none).
                Arguments.of("travel.baked_roll_flag", List.of("return bReadsRoll && bAny;", "return bReadsRoll;")),
                // Section 10.5: an unrolled row in a rolled atlas keeps 1.2's alpha 1 (read as a roll of 1 radian).
                Arguments.of("travel.unrolled_row_alpha_zero", List.of("return bReadsRoll ? 0.0f : 1.0f;", "return bReadsRoll && false ? 0.0f : 1.0f;")),
                // Section 10.5: a rolled row's roll dropped from the alpha.
                Arguments.of("travel.unrolled_row_alpha_zero", List.of("return ToData(Row.Roll[Texel], 0.0);", "return 0.0f;")),
                // Freed instances never reused: the instanced mesh grows without end.
                Arguments.of("travel.recycle_reuses_the_instance", List.of("if (Free.Num() > 0)", "if (false)")),
                // Recycled while the impact squash still shows.
                Arguments.of("travel.arrival_squash_recovers", List.of("&& !T.bSquashing && T.Resting", "&& T.Resting")),
                // Bounds cached across a recycle.
                Arguments.of("travel.bounds_hold_every_instance", List.of(
                        "--Live;\n\tbBoundsDirty = true;", "--Live;")),
                // A paused (or skipped) frame keeps the last motion: a frozen traveller smears.
                Arguments.of("travel.paused_frame_is_still", List.of("T.bJump = T.bJump || !bContinuous;", "T.bJump = T.bJump || (!bContinuous && false);")),
                // Every traveller resent every frame (the per-frame cost the change flag removes).
                Arguments.of("travel.writes_only_changes", List.of("T.bChanged = bChanged;", "T.bChanged = true;")),
                // The old figure: how far the deform box sticks out of the mesh's, not how far a vertex moves.
                Arguments.of("travel.displacement_bound", List.of("DeformMax.X - RestMin.X", "DeformMax.X - RestMax.X",
                        "DeformMax.Y - RestMin.Y", "DeformMax.Y - RestMax.Y", "DeformMax.Z - RestMin.Z", "DeformMax.Z - RestMax.Z",
                        "RestMax.X - DeformMin.X", "RestMin.X - DeformMin.X", "RestMax.Y - DeformMin.Y", "RestMin.Y - DeformMin.Y",
                        "RestMax.Z - DeformMin.Z", "RestMin.Z - DeformMin.Z")),
                // The instanced mesh's world scale left out.
                Arguments.of("travel.displacement_bound", List.of("FMath::Sqrt(FVector::DotProduct(Span, Span)) * Scale;", "FMath::Sqrt(FVector::DotProduct(Span, Span)) * (Scale > 0.0 ? 1.0 : 1.0);")),
                // ClampMin trusted: a count of 1 from C++ divides by zero.
                Arguments.of("travel.counts_clamped", List.of("return FMath::Clamp(Requested, Min, FMath::Max(Min, Max));", "return Requested + 0 * (Min + Max);")),
                // A waiting traveller shown at the start of its curve.
                Arguments.of("travel.delay_hides", List.of("return T.bLive && T.bStarted;", "return T.bLive;")),
                // Issue 22: the step passed to the velocity controller unchecked (one NaN step: NaN for good).
                Arguments.of("velocity.hostile_steps", List.of(
                        "const double Dt = IsFiniteNumber(InDt) && InDt > 0.0 ? FMath::Min(InDt, HugeValue) : 0.0;", "const double Dt = InDt;")),
                // Issue 22: an infinite velocity normalized as it is (a NaN axis).
                Arguments.of("velocity.hostile_steps", List.of("FVector Velocity = SafeVelocity(InVelocity);", "FVector Velocity = InVelocity + SafeVelocity(FVector(0.0, 0.0, 0.0));")),
                // Issue 22: the clocks uncapped and the wrap unclamped (a 1e17 s step freezes a looping traveller).
                Arguments.of("travel.loop_survives_a_huge_step", List.of(
                        "T.Elapsed = FMath::Min(T.Elapsed + Dt, ClockCap);", "T.Elapsed += Dt;",
                        "FMath::Min(DeltaTime, ClockCap)", "DeltaTime",
                        "T.Elapsed = T.Spawn.Delay + FMath::Clamp(Phase, 0.0, T.Spawn.Duration);", "T.Elapsed = T.Spawn.Delay + Phase;")),
                // Issue 22: the spline length taken as given and written as a float (1e300 becomes inf).
                Arguments.of("travel.huge_settings_stay_finite", List.of(
                        "T.Spawn.SplineLength = Within(Settings.SplineLength, 0.0, MaxLength, 0.0);", "",
                        "Data[D::SplineLength] = ToData(T.Spawn.bClosedLoop ? -T.Spawn.SplineLength : T.Spawn.SplineLength, 0.0);",
                        "Data[D::SplineLength] = static_cast<float>(T.Spawn.SplineLength);")));
    }

    private static String text(String rel) {
        Spec spec = SpecLoader.loadDefault();
        String name = PluginModel.of(spec).name();
        return ScenarioSupport.find(ScenarioSupport.unrealFiles(spec), name + "/Source/" + name + "/" + rel);
    }
}
