package dev.stretchy.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.verify.CaseResult;
import dev.stretchy.verify.Comparison;
import dev.stretchy.verify.ReferenceBackend;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GoldenIoTest {
    static List<GoldenCase> cases;

    @BeforeAll
    static void load() throws Exception {
        cases = GoldenSet.standard();
    }

    @Test
    void everyStandardCaseRoundTripsByteForByte() throws Exception {
        for (GoldenCase c : cases) {
            String text = GoldenIo.write(c);
            GoldenCase back = GoldenIo.parse(text, c.name() + ".json");
            assertEquals(text, GoldenIo.write(back), c.name());
            assertTrue(text.endsWith("}\n") && !text.contains("\r"), c.name());
        }
    }

    @Test
    void everyStandardCaseAgreesWithTheReferenceAfterReading() throws Exception {
        ReferenceBackend ref = new ReferenceBackend();
        for (GoldenCase c : cases) {
            GoldenCase back = GoldenIo.parse(GoldenIo.write(c), c.name() + ".json");
            CaseResult r = Comparison.compare(c.name(), back, ref.evaluate(back));
            assertEquals(CaseResult.Status.PASS, r.status(), c.name() + ": " + r.message());
            assertTrue(r.worst() < 1e-6, c.name() + " differs from the reference by " + r.worst() + " of its tolerance");
        }
    }

    @Test
    void theSetCoversEveryKernelAndMode() {
        for (Kernel k : Kernel.values()) assertTrue(cases.stream().anyMatch(c -> c.kernel() == k), k.name());
        for (var m : dev.stretchy.contract.Orientation.values()) {
            assertTrue(cases.stream().anyMatch(c -> c instanceof SplineDeformCase s && s.mode() == m), m.word());
        }
    }

    /** Math 1.2's normals channel is optional: a file written before it (no "normals") still reads and passes. */
    @Test
    void aFileWithoutNormalsStillReadsAndPasses() throws Exception {
        ReferenceBackend ref = new ReferenceBackend();
        for (String name : List.of("s-curve-parallel-transport", "velocity-sprite-2d")) {
            GoldenCase c = cases.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
            String text = GoldenIo.write(c);
            int at = text.indexOf(",\n  \"normals\": {");
            int end = text.indexOf("\n  },\n  \"tolerance\"", at);
            assertTrue(at > 0 && end > at, name);
            String old = text.substring(0, at) + text.substring(end + 4);
            GoldenCase back = GoldenIo.parse(old, name + ".json");
            assertTrue(back.expectedChannels().stream().noneMatch(ch -> ch.name().equals("normals")), name);
            assertEquals(CaseResult.Status.PASS, Comparison.compare(name, back, ref.evaluate(back)).status(), name);
            assertEquals(old, GoldenIo.write(back), name);
        }
    }

    /** Every spline and velocity case of the standard set carries normals; both spline normals modes are covered. */
    @Test
    void theSetCarriesNormalsInBothModes() {
        for (GoldenCase c : cases) {
            if (c instanceof SplineDeformCase s) assertTrue(s.normals() != null, c.name());
            if (c instanceof VelocityStretchCase v) assertTrue(v.normals() != null, c.name());
        }
        for (var m : List.of(dev.stretchy.contract.NormalsMode.EXACT, dev.stretchy.contract.NormalsMode.ROTATE)) {
            assertTrue(cases.stream().anyMatch(c -> c instanceof SplineDeformCase s && s.normals().mode() == m), m.word());
        }
    }

    /** A file cannot loosen its normals check: a claimed tolerance of 1 is bounded by the rule (1e-3). */
    @Test
    void aNormalsToleranceBeyondTheRuleIsBounded() throws Exception {
        ReferenceBackend ref = new ReferenceBackend();
        SplineDeformCase c = (SplineDeformCase) cases.stream().filter(x -> x.name().equals("s-curve-parallel-transport")).findFirst().orElseThrow();
        var n = c.normals();
        var exp = new java.util.ArrayList<>(n.expected());
        exp.set(0, exp.get(0).add(new dev.stretchy.reference.Vec3(0.05, 0, 0)));
        var loose = new SplineDeformCase(c.name(), c.description(), c.mode(), c.inputs(), c.prevInputs(), c.textures(), c.vertices(),
                c.expected(), c.expectedPrev(), c.tolerance(), new NormalsChannel(n.mode(), n.rest(), n.restTangents(), exp,
                n.expectedTangents(), new Tolerance(1, 0, "claims too much")));
        GoldenCase back = GoldenIo.parse(GoldenIo.write(loose), "loose.json");
        CaseResult r = Comparison.compare("loose", back, ref.evaluate(back));
        assertEquals(CaseResult.Status.FAIL, r.status(), r.message());
        assertTrue(r.where().startsWith("normals[0][0]"), r.where());
    }

    private static String sample() {
        return GoldenIo.write(cases.stream().filter(c -> c.name().equals("s-curve-parallel-transport")).findFirst().orElseThrow());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "wrong format|\"format\": \"stretchy-golden/1\"|\"format\": \"stretchy-golden/2\"|format|this reader understands",
            "unknown kernel|\"kernel\": \"SplineDeform\"|\"kernel\": \"Spline\"|kernel|allowed: SplineDeform",
            "unknown mode|\"mode\": \"parallel-transport\"|\"mode\": \"parallel\"|mode|allowed: parallel-transport, rotation-minimizing, article",
            "string for a number|\"Progress\": 0.35|\"Progress\": \"0.35\"|inputs.Progress|must be a number, found a string",
            "misspelt input|\"Progress\": 0.35,|\"Zz\": 1,|inputs.Zz|unknown field",
            "missing input|\"MeshCenterLocal\": [0, 0, 0],|''|inputs.MeshCenterLocal|missing",
            "unknown field|\"mode\": \"parallel-transport\",|\"mode\": \"parallel-transport\", \"extra\": 1,|extra|unknown field; allowed here",
            "short vector|\"ForwardAxisLocal\": [1, 0, 0]|\"ForwardAxisLocal\": [1, 0]|inputs.ForwardAxisLocal|must have 3 components, has 2",
            "sample count mismatch|\"SampleCount\": 64|\"SampleCount\": 63|inputs.SampleCount|but the textures have 64 rows",
            "negative tolerance|\"rel\": 0.000032|\"rel\": -0.000032|tolerance.rel|must be >= 0",
            "prev input not animated|\"prevInputs\": {|\"prevInputs\": {\"SplineLength\": 3,|prevInputs.SplineLength|unknown field",
    })
    void malformedFilesNameTheFileAndTheField(String what, String from, String to, String field, String message) {
        String bad = sample().replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
        assertTrue(!bad.equals(sample()), "the mutation applies: " + what);
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(bad, "dir/case.json"));
        assertEquals("dir/case.json", e.file());
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.getMessage().startsWith("dir/case.json: " + field), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @Test
    void aRowCountMismatchNamesTheArray() {
        String s = sample();
        int i = s.indexOf("\"expected\": [\n") + "\"expected\": [\n".length();
        int j = s.indexOf('\n', i);
        String bad = s.substring(0, i) + s.substring(j + 1);
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(bad, "x.json"));
        assertEquals("expected", e.field(), e.getMessage());
        assertTrue(e.getMessage().contains("rows, expected"), e.getMessage());
    }

    @Test
    void aMissingInputIsNamed() {
        String bad = sample().replaceFirst("\"Progress\": 0.35,\n", "");
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(bad, "m.json"));
        assertEquals("inputs.Progress", e.field());
        assertTrue(e.getMessage().endsWith("missing"), e.getMessage());
    }

    @Test
    void prevInputsWithoutExpectedPrevIsAnError() {
        String s = sample();
        int i = s.indexOf("  \"expectedPrev\": [");
        int j = s.indexOf("  \"normals\"");
        String bad = s.substring(0, i) + s.substring(j);
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(bad, "x.json"));
        assertEquals("expectedPrev", e.field());
    }

    @Test
    void syntaxErrorsGiveLineAndColumn() {
        GoldenFormatException e = assertThrows(GoldenFormatException.class,
                () -> GoldenIo.parse("{\n  \"format\": \"stretchy-golden/1\",\n  \"kernel\" \"SplineDeform\"\n}", "s.json"));
        assertTrue(e.getMessage().startsWith("s.json: JSON syntax error at line 3, column"), e.getMessage());
    }

    @Test
    void duplicateKeysAreRejected() {
        String bad = sample().replaceFirst("\"name\": ", "\"name\": \"a\", \"name\": ");
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(bad, "d.json"));
        assertTrue(e.getMessage().contains("duplicate key \"name\""), e.getMessage());
        assertEquals("name", e.field(), e.getMessage());
    }

    @Test
    void everyCommittedGoldenFileReadsAndWritesBackByteForByte() throws Exception {
        List<java.nio.file.Path> files = GoldenFiles.list(java.nio.file.Path.of("../../golden"));
        assertTrue(files.size() >= 40, "golden/ holds " + files.size() + " files");
        for (java.nio.file.Path f : files) {
            String text = java.nio.file.Files.readString(f);
            assertEquals(text, GoldenIo.write(GoldenIo.read(f)), f.toString());
        }
    }

    @Test
    void aDeviceOrFolderIsAFormatErrorNamingTheFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
        GoldenFormatException zero = assertThrows(GoldenFormatException.class, () -> GoldenIo.read(java.nio.file.Path.of("/dev/zero")));
        assertEquals("/dev/zero: cannot read: is not a regular file (a pipe, socket or device)", zero.getMessage());
        GoldenFormatException folder = assertThrows(GoldenFormatException.class, () -> GoldenIo.read(dir));
        assertTrue(folder.getMessage().startsWith(dir + ": cannot read: is a folder"), folder.getMessage());
    }

    @Test
    void trailingContentAndHostileKeysAreNamedOnOneLine() {
        GoldenFormatException trailing = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(sample() + "{}", "t.json"));
        assertTrue(trailing.getMessage().contains("unexpected content"), trailing.getMessage());
        String bad = sample().replaceFirst("\"mode\": ", "\"\\u001b[2J\\n\": 1, \"mode\": ");
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(bad, "k.json"));
        assertTrue(e.getMessage().indexOf('\u001b') < 0 && e.getMessage().indexOf('\n') < 0, e.getMessage());
        assertTrue(e.getMessage().contains("unknown field"), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "controller-3d-bounce-exponential|\"ease\": \"exponential\"|\"ease\": \"expo\"|inputs.constants.ease|allowed: exponential, spring",
            "controller-3d-bounce-exponential|\"k\": 0.0005|\"kk\": 0.0005|inputs.constants.kk|unknown field; allowed here: k, maxStretch, smoothing",
            "controller-3d-bounce-exponential|\"springDamping\": 0.5|\"springDamping\": 1.5|inputs.constants|spring damping must be in (0,1)",
            "controller-3d-bounce-exponential|\"smoothing\": 0,|\"smoothing\": \"0\",|inputs.constants.smoothing|must be a number, found a string",
            "controller-3d-bounce-exponential|\"contact\": {\"normal\": [0, 0, 1]|\"contact\": {\"normal\": [0, 1]|inputs.frames[42].contact.normal|must have 3 components, has 2",
            "controller-3d-bounce-exponential|{\"dt\": 0.016666666666666666, |{\"dt\": -1, |inputs.frames[0].dt|must be >= 0, is -1",
            "controller-3d-bounce-exponential|\"sPar\": |\"sPara\": |expected[0].sPara|unknown field",
            "bake-closed-loop-rotation-minimizing|\"rotation\": [0, 0, 0, 1]|\"rotation\": [0, 0, 0, 2]|inputs.MeshTransform.rotation|must be a unit quaternion",
    })
    void malformedControllerAndBakeFilesNameTheField(String name, String from, String to, String field, String message) {
        String good = GoldenIo.write(cases.stream().filter(c -> c.name().equals(name)).findFirst().orElseThrow());
        String bad = good.replaceFirst(java.util.regex.Pattern.quote(from), java.util.regex.Matcher.quoteReplacement(to));
        assertTrue(!bad.equals(good), "the mutation applies: " + from);
        GoldenFormatException e = assertThrows(GoldenFormatException.class, () -> GoldenIo.parse(bad, "c.json"));
        assertEquals(field, e.field(), e.getMessage());
        assertTrue(e.getMessage().startsWith("c.json: " + field + ": "), e.getMessage());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }
}
