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
 * The math core's section 10 bake ({@code <Plugin>Math.h/.cpp}, exactly as generated: deformer-math.md 10.1 and 10.2)
 * compiled with g++ against the stand-in and run through scenarios: a closed loop's seam texels identical, mode B's
 * closing twist spread (theta' = 0, the anchor kept), an open bake unchanged, the roll curve in the tangent alpha, the
 * roll folded into mode B's frames, a loop's roll refused unless it makes whole turns, the roll from the spline's up
 * vectors in every mode, those up vectors resampled as the tangents are, hostile roll values. Each planted fault brings
 * back a defect and must fail its scenario. The comparison with the golden files goes through the cpp backend's driver.
 */
class LoopRollScenarioTest extends ScenarioSuite {
    private static final int SCENARIOS = 9;

    LoopRollScenarioTest() {
        super("loop_roll_scenarios.cpp", SCENARIOS, "the generated math core", "Math.cpp");
    }

    @Override
    Path build(Spec spec, PluginModel plugin, List<GeneratedFile> files, Path dir, UnaryOperator<String> edit) throws Exception {
        String name = plugin.name();
        String root = name + "/Source/" + plugin.runtimeModule() + "/";
        ScenarioSupport.writeUnit(files, root, name + "Math", dir, edit);
        Files.writeString(dir.resolve("loop_roll_names.h"), "#pragma once\n#include \"" + name + "Math.h\"\n"
                + "using Math = F" + name + "Math;\nusing BakeResult = F" + name + "MathBakeResult;\n");
        return ScenarioSupport.compile(dir, List.of(), List.of("-D" + plugin.apiMacro() + "="),
                List.of("loop_roll_scenarios.cpp", name + "Math.cpp"), "loop-roll-scenarios", "the generated math core");
    }

    /** The faults edit the math core, about twice as costly to compile at -O1 as at -O0 (most of a fault's cost). */
    @Override
    String faultOptimisation() {
        return "-O0";
    }

    static Stream<Arguments> plantedFaults() {
        return Stream.of(
                // The seam left as the engine's sampling gives it: a step of rounding at the wrap.
                Arguments.of("loop.seam_texels_identical", List.of(
                        "InOutResult.Positions[0] = InOutResult.Positions[N - 1];\n\tInOutResult.Tangents[0] = InOutResult.Tangents[N - 1];", "")),
                // The closing twist spread the wrong way round: the seam frames then differ by twice the twist.
                Arguments.of("loop.holonomy_spread", List.of(
                        "Twist[Index] = -Theta * (1.0 - ", "Twist[Index] = Theta * (1.0 - ")),
                // Spread from the wrong end: the anchor (the rest pose) turns instead of the start.
                Arguments.of("loop.holonomy_spread", List.of(
                        "Twist[Index] = -Theta * (1.0 - static_cast<double>(Index) / static_cast<double>(N - 1));",
                        "Twist[Index] = -Theta * (static_cast<double>(Index) / static_cast<double>(N - 1));")),
                // An open curve's bake touched by the loop's seam rule.
                Arguments.of("loop.open_bake_unchanged", List.of("	if (bClosedLoop)\n	{\n		CloseLoop(", "	if (true)\n	{\n		CloseLoop(")),
                // Texel i read at i / N instead of i / (N - 1): the roll curve off by a fraction of a texel.
                Arguments.of("roll.curve_in_tangent_alpha", List.of(
                        "const double At = static_cast<double>(Texel) / static_cast<double>(N - 1);",
                        "const double At = static_cast<double>(Texel) / static_cast<double>(N);")),
                // Mode B given the alpha roll its shader never reads.
                Arguments.of("roll.folded_into_frames", List.of("if (InOutResult.Frames.Num() == N)", "if (false)")),
                // A loop's roll that does not close baked anyway: a twist step at the seam.
                Arguments.of("roll.closed_loop_whole_turns", List.of("if (bClosedLoop && !RollClosesLoop(Roll))", "if (bClosedLoop && false)")),
                // Not unwrapped: the roll jumps by a turn where the up vector passes half a turn (a spin between texels).
                Arguments.of("roll.from_up_vectors", List.of("Angle += 2.0 * Pi * FMath::FloorToDouble(", "Angle += 0.0 * FMath::FloorToDouble(")),
                // Mode C's roll measured from mode A's frame: the spline's up missed in the article mode.
                Arguments.of("roll.from_up_vectors", List.of("else if (bArticle)", "else if (bArticle && false)")),
                // Up vectors read at the sample index instead of the local arc length (wrong under a non-uniform scale).
                Arguments.of("roll.up_vectors_resampled_like_tangents", List.of(
                        "OutUps[Texel] = Count == 1 ? LocalUps[0] : UnitAt(LocalUps, Spans[Texel]);",
                        "OutUps[Texel] = LocalUps[Texel * (Count - 1) / (N - 1)];")),
                // The seam's up vectors left apart: the loop's roll misses whole turns by rounding and is refused.
                Arguments.of("roll.up_vectors_resampled_like_tangents", List.of("		OutUps[0] = OutUps[N - 1];\n", "")),
                // Issue 22: a NaN roll passed on (NaN frames, a NaN alpha).
                Arguments.of("roll.hostile_values", List.of("Safe[Index] = Bounded(Roll[Index], 0.0);", "Safe[Index] = Roll[Index];")));
    }
}
