package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Verifier;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Unreal plugin's generated math core, compiled with g++ against the Unreal-subset stand-in, against the
 * reference's golden cases (SplineBake from world samples, VelocityController series); and planted faults in the
 * generated source that the comparison must catch.
 */
class CppCoreBackendTest {
    static List<Path> files;

    /** The committed golden set (kept equal to what the reference writes by the golden tests). */
    @BeforeAll
    static void listGolden() throws Exception {
        files = GoldenFiles.list(Path.of("../golden"));
    }

    private static List<CaseResult> run(Spec spec, UnaryOperator<String> edit) throws Exception {
        try (CppCoreBackend backend = CppCoreBackend.open(spec, edit)) {
            return new Verifier(backend).verify(files).stream()
                    .filter(r -> r.status() != CaseResult.Status.SKIP).toList();
        }
    }

    @Test
    void everyBakeAndControllerCaseMatchesTheReference() throws Exception {
        List<CaseResult> results = run(SpecLoader.loadDefault(), UnaryOperator.identity());
        long bakes = results.stream().filter(r -> r.kernel().equals("SplineBake")).count();
        long series = results.stream().filter(r -> r.kernel().equals("VelocityController")).count();
        assertTrue(bakes >= 3, "SplineBake cases run: " + bakes);
        assertTrue(series >= 3, "VelocityController cases run: " + series);
        String failures = results.stream().filter(r -> r.status() != CaseResult.Status.PASS)
                .map(r -> r.name() + ": " + r.status() + " " + r.message()).collect(Collectors.joining("\n"));
        assertEquals("", failures);
    }

    @Test
    void compilesAndPassesForTheArticleCompatibleSpec() throws Exception {
        Spec compat = SpecLoader.load(Path.of("../specs/spline-juice-compat.yaml"));
        List<CaseResult> results = run(compat, UnaryOperator.identity());
        assertFalse(results.isEmpty());
        assertTrue(results.stream().allMatch(r -> r.status() == CaseResult.Status.PASS),
                results.stream().filter(r -> r.status() != CaseResult.Status.PASS).map(CaseResult::message).toList()::toString);
    }

    static Stream<Arguments> mutants() {
        return Stream.of(
                Arguments.of("Rodrigues cross term reversed", "Cross(Axis, U)", "Cross(U, Axis)"),
                Arguments.of("world sample index instead of local arc length",
                        "ArcLength[Index - 1] + FMath::Sqrt(Dot(Step, Step))", "ArcLength[Index - 1] + 0.0 * Dot(Step, Step) + 1.0"),
                Arguments.of("directions not brought to local space",
                        "MeshToWorld.InverseTransformVector(WorldDirections[Index])", "WorldDirections[Index]"),
                Arguments.of("second reflection of the frames dropped",
                        "Right = C2 >= ReflectionEpsilon ? ReflectedRight - V2 * ((2.0 / C2) * Dot(V2, ReflectedRight)) : ReflectedRight;",
                        "Right = C2 >= 0.0 ? ReflectedRight : ReflectedRight;"),
                Arguments.of("recovery twice as slow", "const double Lambda = LnHundred / Recover;",
                        "const double Lambda = LnHundred / (2.0 * Recover);"),
                Arguments.of("2D perpendicular scale of 3D", "Out.PerpScale = 1.0 / Out.ParallelScale;",
                        "Out.PerpScale = 1.0 / FMath::Sqrt(Out.ParallelScale);"),
                Arguments.of("pivot left at the object on impact", "Out.Pivot = State.ImpactPoint;", "Out.Pivot = Position;"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("mutants")
    void aPlantedFaultFailsSomeCase(String fault, String find, String replace) throws Exception {
        boolean[] planted = {false};
        UnaryOperator<String> edit = src -> {
            if (!src.contains(find)) return src;
            planted[0] = true;
            return src.replace(find, replace);
        };
        List<CaseResult> results = run(SpecLoader.loadDefault(), edit);
        assertTrue(planted[0], "the generated math core no longer contains: " + find);
        assertTrue(results.stream().anyMatch(r -> r.status() == CaseResult.Status.FAIL),
                "no golden case caught the fault: " + fault);
    }
}
