package dev.stretchy.verify.cpp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.golden.GoldenFiles;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.verify.BackendUnavailableException;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.GeneratedSource;
import dev.stretchy.verify.Verifier;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The driver reads golden JSON and answers in the golden format; the controller's constants by the catalogue's keys.
 * Planted faults in the driver and in the rows it is built from: a wrong value fails a case, a missing row or a
 * missing answer is an error naming it, never a pass.
 */
class MathCoreDriverTest {
    private static List<Path> files;
    private static String driver;

    @BeforeAll
    static void load() throws IOException {
        files = GoldenFiles.list(Path.of("../../golden"));
        try (InputStream in = MathCoreDriverTest.class.getResourceAsStream("/cpp/math_core_driver.cpp")) {
            driver = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    /** The driver's cases; a planted driver or planted rows are built as {@link CppCoreBackendTest#PLANTED}. */
    private static List<CaseResult> run(String driverSource, List<Parameter> controller) throws Exception {
        boolean planted = !driverSource.equals(driver) || !controller.equals(Catalogue.CONTROLLER);
        try (CppCoreBackend backend = CppCoreBackend.open(SpecLoader.loadDefault(), GeneratedSource.unrealPlugin(),
                driverSource, controller, planted ? CppCoreBackendTest.PLANTED : MathCoreBuild.OPTIMISATION)) {
            return new Verifier(backend).verify(files).stream()
                    .filter(r -> r.status() != CaseResult.Status.SKIP).toList();
        }
    }

    private static String planted(String find, String replace) {
        return planted(driver, find, replace);
    }

    /** {@code source} (the driver, or a planted copy of it) with {@code find} replaced, which it must contain. */
    private static String planted(String source, String find, String replace) {
        assertTrue(source.contains(find), "the driver no longer contains: " + find);
        return source.replace(find, replace);
    }

    private static String summary(List<CaseResult> results, CaseResult.Status status) {
        return results.stream().filter(r -> r.status() == status).map(r -> r.name() + ": " + r.message())
                .collect(Collectors.joining("\n"));
    }

    @Test
    void theHeaderHasOneLinePerCataloguedControllerConstant() {
        String header = MathCoreBuild.parametersHeader(Catalogue.CONTROLLER);
        for (Parameter p : Catalogue.CONTROLLER) {
            if (p.golden().isEmpty() || p.cpp().isEmpty()) continue;
            String where = Catalogue.atCaseTop(p) ? "Case" : "Constants";
            assertTrue(header.contains("(" + where + ", " + p.cpp() + ", \"" + p.golden() + "\""), p.name() + " missing from:\n" + header);
        }
        assertTrue(header.contains("WORD_FLAG(Constants, bSpringRecovery, \"ease\", \"spring\")"), header);
        assertTrue(header.contains("INTEGER_FLAG(Case, bTwoDimensional, \"dimensions\", 2)"), header);
    }

    @Test
    void aCatalogueRowTheDriverCannotReadIsNamed() {
        List<Parameter> group = new ArrayList<>(Catalogue.CONTROLLER);
        Parameter k = Catalogue.get("controller.k");
        group.add(new Parameter("bounciness", Parameter.Type.FLAG, "", "bBounciness", "bounciness", "bounciness",
                k.unit(), dev.stretchy.contract.Range.NONE, "A planted flag.", false, false, Parameter.Source.SPEC,
                new double[0], "-", "", ""));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> MathCoreBuild.parametersHeader(group));
        assertEquals("the math core driver cannot read controller.bounciness (a flag)", e.getMessage());
    }

    /** A wrong value: each number read under the next number's key (the last under the first's). */
    @Test
    void constantsReadUnderAnotherKeyFailSomeCase() throws Exception {
        List<Parameter> numbers = Catalogue.CONTROLLER.stream()
                .filter(p -> p.type() == Parameter.Type.NUMBER && !p.golden().isEmpty()).toList();
        assertTrue(numbers.size() >= 2, "controller numbers: " + numbers);
        List<Parameter> group = new ArrayList<>();
        for (Parameter p : Catalogue.CONTROLLER) {
            int i = numbers.indexOf(p);
            group.add(i < 0 ? p : new Parameter(p.name(), p.type(), p.material(), p.cpp(), p.ts(),
                    numbers.get((i + 1) % numbers.size()).golden(), p.unit(), p.range(), p.doc(), p.animated(),
                    p.instanced(), p.source(), p.fixed(), p.sanitised(), p.cppFlagWhen(), p.feature()));
        }
        List<CaseResult> results = run(driver, group);
        assertFalse(summary(results, CaseResult.Status.FAIL).isEmpty(), "no case caught the constants read out of place");
    }

    /**
     * The case's top level is where Catalogue.atCaseTop puts a row: the dimensions declared a number (so looked up in
     * the constants) is an error naming the key in every controller case, never a pass.
     */
    @Test
    void aTopLevelConstantLookedUpInTheConstantsIsAnError() throws Exception {
        List<Parameter> group = new ArrayList<>();
        for (Parameter p : Catalogue.CONTROLLER) {
            group.add(!Catalogue.atCaseTop(p) ? p : new Parameter(p.name(), Parameter.Type.NUMBER, p.material(), p.cpp(),
                    p.ts(), p.golden(), p.unit(), p.range(), p.doc(), p.animated(), p.instanced(), p.source(), p.fixed(),
                    p.sanitised(), p.cppFlagWhen(), p.feature()));
        }
        assertTrue(MathCoreBuild.parametersHeader(group).contains("NUMBER(Constants, bTwoDimensional, \"dimensions\")"));
        List<CaseResult> series = run(driver, group).stream().filter(r -> r.kernel().equals("VelocityController")).toList();
        assertFalse(series.isEmpty());
        for (CaseResult r : series) {
            assertEquals(CaseResult.Status.ERROR, r.status(), r.name() + ": " + r.message());
            assertTrue(r.message().contains("'dimensions' not found"), r.message());
        }
    }

    /** The section 10 bakes (a seamless closed loop with roll keys) are run, not skipped, and pass. */
    @Test
    void theSectionTenBakesRunAndPass() throws Exception {
        List<CaseResult> ten = sectionTenBakes(run(driver, Catalogue.CONTROLLER));
        assertTrue(ten.size() >= 2, "section 10 bake files run: " + ten);
        assertEquals("", summary(ten, CaseResult.Status.FAIL) + summary(ten, CaseResult.Status.ERROR));
    }

    /**
     * Planted: the roll keys read but not baked fails every section 10 bake; the loop not made seamless fails mode B's
     * (its closing twist; in modes A and C the seam texels already agree to rounding, so only mode B can show it).
     */
    @Test
    void aDriverIgnoringTheRollOrTheLoopFailsTheSectionTenBakes() throws Exception {
        List<CaseResult> noRoll = sectionTenBakes(run(planted("MATH::RollFromCurve(KeyAt, KeyDegrees, N, Roll);",
                "MATH::RollFromCurve(TArray<double>(), KeyDegrees, N, Roll);"), Catalogue.CONTROLLER));
        assertTrue(noRoll.size() >= 2, "section 10 bakes: " + noRoll);
        assertEquals("", summary(noRoll, CaseResult.Status.PASS), "roll ignored");
        List<CaseResult> noLoop = sectionTenBakes(run(planted("Inputs.At(\"ClosedLoop\").Number() >= 0.5;",
                "Inputs.At(\"ClosedLoop\").Number() >= 2.0;"), Catalogue.CONTROLLER));
        List<CaseResult> modeB = noLoop.stream().filter(r -> r.name().endsWith("rotation-minimizing")).toList();
        assertFalse(modeB.isEmpty(), "a mode B section 10 bake");
        assertEquals("", summary(modeB, CaseResult.Status.PASS), "loop not made seamless");
    }

    private static List<CaseResult> sectionTenBakes(List<CaseResult> results) {
        return results.stream().filter(r -> r.kernel().equals("SplineBake") && r.name().startsWith("bake-closed-loop-roll"))
                .toList();
    }

    /** A missing row: the last texel of each bake, the last frame of each series. */
    @Test
    void anAnswerShortOfARowIsAnErrorNamingIt() throws Exception {
        String driverSource = planted("Texel < Result.Positions.Num();", "Texel < Result.Positions.Num() - 1;");
        driverSource = planted(driverSource, "Index < Frames.Size();", "Index + 1 < Frames.Size();");
        List<CaseResult> results = run(driverSource, Catalogue.CONTROLLER);
        assertEquals("", summary(results, CaseResult.Status.PASS));
        String errors = summary(results, CaseResult.Status.ERROR);
        assertTrue(errors.contains("expected.PositionTexture: has 63 rows; SampleCount is 64"), errors);
        assertTrue(errors.matches("(?s).*expected: has (\\d+) entries; inputs.frames has (?!\\1)\\d+.*"), errors);
    }

    /** A non-finite output (JSON has none: written as null) is an error naming the field, never a pass. */
    @Test
    void aNonFiniteOutputIsAnErrorNamingTheField() throws Exception {
        List<CaseResult> results = run(planted("Output.SetNumber(\"sPar\", Out.ParallelScale);",
                "Output.SetNumber(\"sPar\", std::nan(\"\"));"), Catalogue.CONTROLLER);
        List<CaseResult> series = results.stream().filter(r -> r.kernel().equals("VelocityController")).toList();
        assertFalse(series.isEmpty());
        for (CaseResult r : series) {
            assertEquals(CaseResult.Status.ERROR, r.status(), r.name() + ": " + r.message());
            assertTrue(r.message().contains("(a non-finite output reads as missing)")
                    && r.message().contains("expected[0].sPar: missing"), r.message());
        }
    }

    /** A missing case: the driver ends well without writing its answer. */
    @Test
    void noAnswerIsAnError() throws Exception {
        List<CaseResult> results = run(planted("std::ofstream Out(Args[2]);", "std::ofstream Out(\"elsewhere.json\");"),
                Catalogue.CONTROLLER);
        assertFalse(results.isEmpty());
        assertEquals("", summary(results, CaseResult.Status.PASS));
        assertTrue(results.stream().allMatch(r -> r.message().contains("the math core driver wrote no answer")),
                summary(results, CaseResult.Status.ERROR));
    }

    private static List<String> boundsMismatches(String driverSource) throws Exception {
        return CppCoreBackendTest.boundsMismatches(() -> CppCoreBackend.open(SpecLoader.loadDefault(),
                GeneratedSource.unrealPlugin(), driverSource, Catalogue.CONTROLLER, CppCoreBackendTest.PLANTED));
    }

    /** The DeformBounds document: the range's bounds from the header, in order; every bound read as a maximum differs. */
    @Test
    void aBoundsRangeReadFromTheWrongSideIsCaught() throws Exception {
        assertTrue(MathCoreBuild.boundsHeader().contains("BOUND(\"StretchScale\", \"min\"), \\\n\tBOUND(\"StretchScale\", \"max\")"),
                MathCoreBuild.boundsHeader());
        List<String> mismatches = boundsMismatches(planted("Range.At(Key).At(Side)", "Range.At(Key).At(\"max\")"));
        assertFalse(mismatches.isEmpty(), "no bounds case caught every bound read as its maximum");
    }

    /** Where the driver puts the box into its bounds answer. */
    private static final String BOX_ANSWER = "FJsonValue Expected = Case.SetObject(\"expected\");\n"
            + "\t\tExpected.SetRow(\"min\", {Box.Min.X, Box.Min.Y, Box.Min.Z});\n"
            + "\t\tExpected.SetRow(\"max\", {Box.Max.X, Box.Max.Y, Box.Max.Z});";

    /** A bounds answer without its box, or with the request's inputs rewritten, is an error, never a box. */
    @Test
    void aBoundsAnswerWithoutItsBoxOrWithOtherInputsIsAnError() {
        Exception none = assertThrows(dev.stretchy.verify.BackendException.class,
                () -> boundsMismatches(planted(BOX_ANSWER, "(void)Box;")));
        assertEquals("the math core driver's bounds answer has no expected box", none.getMessage());
        Exception other = assertThrows(dev.stretchy.verify.BackendException.class,
                () -> boundsMismatches(planted(BOX_ANSWER,
                        BOX_ANSWER + " Case.At(\"inputs\").SetNumber(\"meshRadius\", 0.0);")));
        assertEquals("the math core driver's bounds answer changed the request's inputs", other.getMessage());
    }

    /** Without the JSON library the backend is unavailable (named, with its Debian package), not a generator defect. */
    @Test
    void aMissingJsonLibraryNamesItsPackage() {
        String driverSource = planted("#include \"math_core_json.h\"",
                "#include <nlohmann/json-planted-missing.hpp>\n#include \"math_core_json.h\"");
        BackendUnavailableException e = assertThrows(BackendUnavailableException.class, () -> CppCoreBackend.open(
                SpecLoader.loadDefault(), GeneratedSource.unrealPlugin(), driverSource, Catalogue.CONTROLLER).close());
        assertTrue(e.getMessage().startsWith("the math core driver needs the JSON library nlohmann-json (Debian: "
                + MathCoreBuild.JSON_PACKAGE + "): "), e.getMessage());
    }
}
