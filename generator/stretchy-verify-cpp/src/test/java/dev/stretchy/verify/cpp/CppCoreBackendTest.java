package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.reference.DeformRange;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.GeneratedSource;
import dev.stretchy.verify.Verifier;
import java.nio.file.Path;
import java.util.List;
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
        files = GoldenFiles.list(Path.of("../../golden"));
    }

    /**
     * A planted fault's build: what is checked is what the program computes (a fault fails a case), so it skips the
     * optimiser; the unplanted builds (the golden cases, the bounds, the compatible spec) keep the shipping build's -O2.
     */
    static final String PLANTED = "-O0";

    /** The math core driver as the build ships it. */
    static String driverSource() throws java.io.IOException {
        try (java.io.InputStream in = CppCoreBackendTest.class.getResourceAsStream("/cpp/math_core_driver.cpp")) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    /** The backend of {@code source} (a planted fault) built as {@link #PLANTED}. */
    static CppCoreBackend openPlanted(GeneratedSource source) throws Exception {
        return CppCoreBackend.open(SpecLoader.loadDefault(), source, driverSource(), dev.stretchy.contract.Catalogue.CONTROLLER,
                PLANTED);
    }

    private static List<CaseResult> run(Spec spec, GeneratedSource source) throws Exception {
        try (CppCoreBackend backend = CppCoreBackend.open(spec, source)) {
            return results(backend);
        }
    }

    private static List<CaseResult> results(CppCoreBackend backend) throws Exception {
        return new Verifier(backend).verify(files).stream().filter(r -> r.status() != CaseResult.Status.SKIP).toList();
    }

    @Test
    void everyBakeAndControllerCaseMatchesTheReference() throws Exception {
        List<CaseResult> results = run(SpecLoader.loadDefault(), GeneratedSource.unrealPlugin());
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
        Spec compat = SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml"));
        List<CaseResult> results = run(compat, GeneratedSource.unrealPlugin());
        assertFalse(results.isEmpty());
        assertTrue(results.stream().allMatch(r -> r.status() == CaseResult.Status.PASS),
                results.stream().filter(r -> r.status() != CaseResult.Status.PASS).map(CaseResult::message).toList()::toString);
    }

    /** DeformBounds against the reference's bounds; returns the mismatches. */
    private static List<String> boundsMismatches(GeneratedSource source) throws Exception {
        return boundsMismatches(() -> CppCoreBackend.open(SpecLoader.loadDefault(), source));
    }

    /** The backend to check, opened once. */
    interface Opening {
        CppCoreBackend open() throws Exception;
    }

    /** As {@link #boundsMismatches(GeneratedSource)} on the backend {@code opening} gives (a planted driver). */
    static List<String> boundsMismatches(Opening opening) throws Exception {
        List<Vec3> points = List.of(new Vec3(-900, 200, 50), new Vec3(-500, -150, 300), new Vec3(-200, 100, -80), Vec3.ZERO);
        SplineBake.Result bake = SplineBake.bake(new UeSpline(UeSpline.autoPoints(points), false, Transform.IDENTITY),
                Transform.IDENTITY, 32, Vec3.X, Orientation.PARALLEL_TRANSPORT);
        Vec3 c = new Vec3(12, -7, 30);
        List<DeformRange> ranges = List.of(new DeformRange(1.2, 1, 1.6, 0, 0), new DeformRange(1, 0.3, 1, 0, 1),
                new DeformRange(1.5, 0.5, 2.5, 0.7, 1), new DeformRange(0.4, 0.2, 0.9, -0.99, 0.6),
                new DeformRange(2, 0, 1, 0, 1), new DeformRange(0.5, 1, 1.2, 0.2, 0));
        List<String> mismatches = new java.util.ArrayList<>();
        try (CppCoreBackend backend = opening.open()) {
            for (DeformRange range : ranges) {
                for (boolean extrapolate : new boolean[] {false, true}) {
                    SplineBake.Bounds want = SplineBake.bounds(bake, c, Orientation.PARALLEL_TRANSPORT, Vec3.X, range, 60, extrapolate);
                    SplineBake.Bounds got = backend.bounds(bake.textures(), c, 60, range, extrapolate);
                    if (got.min().sub(want.min()).length() > 1e-9 || got.max().sub(want.max()).length() > 1e-9) {
                        mismatches.add(range + " extrapolate=" + extrapolate + ": " + got + " vs " + want);
                    }
                }
            }
        }
        return mismatches;
    }

    /** Squash, stretch, bias, PreserveVolume, both extrapolation settings, a size below 1. */
    @Test
    void deformBoundsMatchTheReference() throws Exception {
        assertEquals(List.of(), boundsMismatches(GeneratedSource.unrealPlugin()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("boundsMutants")
    void aPlantedBoundsFaultIsCaught(String fault, String find, String replace) throws Exception {
        boolean[] planted = {false};
        List<String> mismatches = boundsMismatches(() -> openPlanted(planting(find, replace, planted)));
        assertTrue(planted[0], "the generated math core no longer contains: " + find);
        assertFalse(mismatches.isEmpty(), "no bounds case caught the fault: " + fault);
    }

    /** The generated plugin with {@code find} replaced in its math core; {@code planted[0]} records that it was there. */
    private static GeneratedSource planting(String find, String replace, boolean[] planted) {
        GeneratedSource plugin = GeneratedSource.unrealPlugin();
        return spec -> plugin.files(spec).stream().map(f -> {
            if (!f.path().matches(".*Math\\.(h|cpp)") || !f.text().contains(find)) return f;
            planted[0] = true;
            return GeneratedFile.text(f.target(), f.path(), f.text().replace(find, replace));
        }).toList();
    }

    static Stream<Arguments> boundsMutants() {
        return Stream.of(
                Arguments.of("squashed cross-section ignored (the finding)",
                        "(1.0 / FMath::Sqrt(SmallestLocalStretch) - 1.0)", "(0.0 * SmallestLocalStretch)"),
                Arguments.of("bias left out of the extension", "* (1.0 + Bias) * Radius", "* Radius"),
                Arguments.of("rest mesh not kept", "FMath::Max(1.0, Size * CrossSection) * Radius", "Size * CrossSection * Radius"));
    }

    static Stream<Arguments> mutants() {
        return Stream.of(
                Arguments.of("Rodrigues cross term reversed", "Cross(Axis, U)", "Cross(U, Axis)"),
                Arguments.of("world sample index instead of local arc length",
                        "ArcLength[Index - 1] + FMath::Sqrt(Dot(Step, Step))", "ArcLength[Index - 1] + 0.0 * Dot(Step, Step) + 1.0"),
                Arguments.of("directions not brought to local space",
                        "MeshToWorld.InverseTransformVector(BoundedVector(WorldDirections[Index]))", "BoundedVector(WorldDirections[Index])"),
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
        List<CaseResult> results;
        try (CppCoreBackend backend = openPlanted(planting(find, replace, planted))) {
            results = results(backend);
        }
        assertTrue(planted[0], "the generated math core no longer contains: " + find);
        assertTrue(results.stream().anyMatch(r -> r.status() == CaseResult.Status.FAIL),
                "no golden case caught the fault: " + fault);
    }
}
