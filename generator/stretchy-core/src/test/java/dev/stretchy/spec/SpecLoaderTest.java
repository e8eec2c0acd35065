package dev.stretchy.spec;

import dev.stretchy.contract.NormalsMode;

import dev.stretchy.contract.Orientation;

import dev.stretchy.contract.Ease;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

class SpecLoaderTest {
    private static SpecError only(String yaml) {
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.parse(yaml, "bad.yaml"));
        assertEquals(1, e.errors().size(), e.getMessage());
        return e.errors().get(0);
    }

    /** YAML 1.1 reads a bare off as false: the normals choice, which has the word, takes it back; others refuse it. */
    @Test
    void aBareOffIsTheNormalsModeOff() throws Exception {
        Spec s = SpecLoader.parse("splineDeform:\n  normals: off\n", "off.yaml");
        assertEquals(NormalsMode.OFF, s.splineDeform().normals());
        assertEquals(NormalsMode.ROTATE, SpecLoader.parse("splineDeform: { normals: rotate }", "r.yaml").splineDeform().normals());
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.parse("splineDeform:\n  orientation: off\n", "o.yaml"));
        assertTrue(e.getMessage().contains("found \"off\" (YAML reads it as the boolean false)"), e.getMessage());
    }

    @Test
    void emptyObjectGetsEveryDefault() throws Exception {
        Spec s = SpecLoader.parse("{}", "empty.yaml");
        assertEquals("Stretchy", s.plugin().name());
        assertEquals("Stretchy", s.plugin().friendlyName());
        assertEquals("Stretchy_", s.plugin().parameterPrefix());
        assertEquals(64, s.splineDeform().sampleCount());
        assertEquals(Orientation.PARALLEL_TRANSPORT, s.splineDeform().orientation());
        assertEquals(3, s.splineDeform().curves().stretch().keys().size());
        assertEquals(0.35, s.velocityStretch().impact().strength());
        assertEquals(Ease.EXPONENTIAL, s.velocityStretch().impact().ease());
    }

    @Test
    void embeddedDefaultMatchesCommittedSpec() throws Exception {
        assertEquals(SpecLoader.load(Path.of("../../specs/stretchy.yaml")), SpecLoader.loadDefault());
    }

    @Test
    void compatSpecReproducesTheArticleNames() throws Exception {
        Spec s = SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml"));
        assertEquals("SplineJuice_", s.plugin().parameterPrefix());
        assertEquals(Orientation.ARTICLE, s.splineDeform().orientation());
        assertEquals(false, s.splineDeform().endExtrapolation());
    }

    @Test
    void jsonSpecsAreReadToo() throws Exception {
        Spec s = SpecLoader.parse("{\"splineDeform\": {\"sampleCount\": 128}}", "s.json");
        assertEquals(128, s.splineDeform().sampleCount());
    }

    @Test
    void syntaxErrorNamesLineAndColumn() {
        SpecError e = only("plugin:\n  name: Foo\n  bad: [1, 2\n");
        assertTrue(e.at().line() >= 3, e.format());
        assertTrue(e.message().startsWith("syntax error"), e.format());
        assertTrue(e.format().startsWith("bad.yaml:"), e.format());
    }

    @Test
    void wrongTypeSaysWhatWasFoundAndExpected() {
        SpecError e = only("splineDeform:\n  sampleCount: lots\n");
        assertEquals("splineDeform.sampleCount", e.path());
        assertEquals(new Location(2, 16), e.at());
        assertEquals("found the string \"lots\", expected an integer in [2, 4096]", e.message());
    }

    @Test
    void outOfRangeGivesTheAllowedRange() {
        SpecError e = only("velocityStretch:\n  impact:\n    minSquash: 1.5\n");
        assertEquals("velocityStretch.impact.minSquash", e.path());
        assertEquals(3, e.at().line());
        assertEquals("found 1.5, allowed a number in (0, 1]", e.message());
    }

    @Test
    void unknownFieldSuggestsTheClosestName() {
        SpecError e = only("splineDeform:\n  sampleCont: 32\n");
        assertEquals("splineDeform.sampleCont", e.path());
        assertEquals(new Location(2, 3), e.at());
        assertTrue(e.message().contains("did you mean \"sampleCount\"?"), e.message());
    }

    @Test
    void misspeltChoiceSuggestsToo() {
        SpecError e = only("splineDeform:\n  orientation: parallel-transprt\n");
        assertTrue(e.message().contains("did you mean \"parallel-transport\"?"), e.message());
        assertTrue(e.message().contains("rotation-minimizing"), e.message());
    }

    @Test
    void pluginNameMustBeAnIdentifier() {
        SpecError e = only("plugin:\n  name: 3dStretch\n");
        assertEquals("plugin.name", e.path());
        assertTrue(e.message().contains("PascalCase C++ identifier"), e.message());
    }

    @Test
    void pluginNameMustNotBeReserved() {
        SpecError e = only("plugin:\n  name: Engine\n");
        assertTrue(e.message().contains("reserved"), e.message());
    }

    @Test
    void prefixMustEndInUnderscore() {
        SpecError e = only("plugin:\n  parameterPrefix: Juice\n");
        assertEquals("plugin.parameterPrefix", e.path());
    }

    @Test
    void curveTimesMustIncrease() {
        SpecError e = only("splineDeform:\n  curves:\n    stretch: [[0, 0], [0.5, 1], [0.4, 0]]\n");
        assertEquals("splineDeform.curves.stretch[2]", e.path());
        assertTrue(e.message().contains("increase"), e.message());
    }

    @Test
    void duplicateTargetsAndKeysAreErrors() {
        assertTrue(only("targets: [unreal, unreal]\n").message().contains("twice"));
        assertTrue(only("plugin:\n  name: A\n  name: B\n").message().contains("duplicate key"));
    }

    @Test
    void everyErrorIsReportedInFileOrder() {
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.parse(
                "velocityStretch:\n  k: -1\nsplineDeform:\n  sampleCount: 1\nfoo: 1\n", "multi.yaml"));
        assertEquals(3, e.errors().size(), e.getMessage());
        assertEquals(2, e.errors().get(0).at().line());
        assertEquals(4, e.errors().get(1).at().line());
        assertEquals(5, e.errors().get(2).at().line());
    }

    @Test
    void missingFileIsAClearError(@TempDir Path dir) {
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.load(dir.resolve("nope.yaml")));
        assertTrue(e.errors().get(0).message().startsWith("no such file"), e.getMessage());
    }

    @Test
    void emptyFileIsAClearError(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("empty.yaml"), "");
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.load(f));
        assertTrue(e.getMessage().contains("empty"), e.getMessage());
    }

    // ---- hostile input (issue 11): each test failed before its fix

    @Test
    void yamlAliasesAreRefusedNotReadAsText() {
        SpecError e = only("x: &ms 2.5\nsplineDeform:\n  maxStretch: *ms\n");
        assertEquals("splineDeform.maxStretch", e.path());
        assertEquals(3, e.at().line());
        assertTrue(e.message().contains("alias *ms is not supported"), e.message());
        assertTrue(only("plugin:\n  friendlyName: *nm\n").message().contains("alias *nm"));
    }

    @Test
    void aLongCommentLineIsRefusedNotParsedInQuadraticTime() {
        String longLine = "# " + "x".repeat(2_000_000) + "\nplugin:\n  name: Foo\n";
        SpecError e = only(longLine);
        assertEquals(1, e.at().line());
        assertTrue(e.message().contains("at most " + SpecParser.MAX_YAML_LINE), e.message());
    }

    @Test
    void manyOrdinaryCommentLinesStillRead() throws Exception {
        String comments = ("# " + "x".repeat(900) + "\n").repeat(500);
        assertEquals("Foo", SpecLoader.parse(comments + "plugin:\n  name: Foo\n", "c.yaml").plugin().name());
    }

    @Test
    void devicesAndOversizedFilesAreRefusedWithOneLine(@TempDir Path dir) throws Exception {
        SpecException zero = assertThrows(SpecException.class, () -> SpecLoader.load(Path.of("/dev/zero")));
        assertEquals("/dev/zero: is not a regular file (a pipe, socket or device)", zero.getMessage());
        Path big = Files.writeString(dir.resolve("big.yaml"), "#\n".repeat((int) SpecLoader.LIMIT));
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.load(big));
        assertTrue(e.getMessage().startsWith(big + ": is ") && e.getMessage().contains("the limit is"), e.getMessage());
        SpecException folder = assertThrows(SpecException.class, () -> SpecLoader.load(dir));
        assertEquals(dir + ": is a folder, not a file", folder.getMessage());
    }

    @Test
    void aFifoIsRefusedNotWaitedOn(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("spec.yaml");
        org.junit.jupiter.api.Assumptions.assumeTrue(dev.stretchy.io.TestProcesses.mkfifo(fifo), "mkfifo is not available");
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.load(fifo));
        assertTrue(e.getMessage().endsWith("is not a regular file (a pipe, socket or device)"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "velocityStretch: {impact: {recoverSeconds: 0.0005}}",
            "velocityStretch: {impact: {springDamping: 1e-310}}",
            "velocityStretch: {impact: {springDamping: 0.999999}}",
            "plugin: {versionName: \"99999999999\"}",
            "plugin: {versionName: \"21474837\"}",
            "plugin: {versionName: \"1.100\"}",
            "plugin: {versionName: \"01.0\"}",
            "threejs: {packageName: a..}",
            "threejs: {packageName: a.}",
    })
    void valuesThatCrashedGenerationAreRefusedWithTheirRange(String yaml) {
        SpecError e = only(yaml);
        assertTrue(e.message().startsWith("found "), e.format());
    }

    @Test
    void theNarrowedRangesStillAcceptTheirEnds() throws Exception {
        Spec s = SpecLoader.parse("velocityStretch: {impact: {recoverSeconds: 0.01, springDamping: 0.99}}\n"
                + "plugin: {versionName: \"99999.99.99999.0\"}\nthreejs: {packageName: \"@acme/x.y\"}\n", "ends.yaml");
        assertEquals(0.01, s.velocityStretch().impact().recoverSeconds());
        assertEquals(0.99, s.velocityStretch().impact().springDamping());
        assertEquals("@acme/x.y", s.threejs().packageName());
    }

    @ParameterizedTest
    @ValueSource(strings = {"CON", "Nul", "COM1", "LPT9", "UMG", "HTTP", "EnhancedInput", "GameplayTags", "Niagara",
            "Temp", "Init", "Net", "Exec", "Physics", "Umg", "Material", "Kismet"})
    void pluginNamesThatCollideWithTheEngineOrTheOsAreRefused(String name) {
        SpecError e = only("plugin:\n  name: " + name + "\n");
        assertEquals("plugin.name", e.path());
        assertTrue(e.message().contains("is reserved") && e.message().endsWith("choose another"), e.message());
    }

    @Test
    void refusalsSayWhy() {
        assertTrue(only("plugin: {name: Temp}").message().contains("LogTemp"));
        assertTrue(only("plugin: {name: Material}").message().contains("reserved"));
        assertTrue(only("plugin: {name: AnimationBlueprint}").message().contains("AnimationBlueprintEditor"));
        assertTrue(only("plugin: {name: CON}").message().contains("Windows device"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"node_modules", "http", "favicon.ico", "fs", "worker_threads"})
    void npmRefusesThesePackageNames(String name) {
        SpecError e = only("threejs:\n  packageName: " + name + "\n");
        assertEquals("threejs.packageName", e.path());
        assertTrue(e.message().contains("reserved"), e.message());
    }

    @Test
    void ordinaryNamesAreStillAccepted() throws Exception {
        for (String n : new String[] {"Stretchy", "SplineJuice", "Squishy", "Bouncer"}) {
            assertEquals(n, SpecLoader.parse("plugin: {name: " + n + "}", "n.yaml").plugin().name());
        }
        for (String n : new String[] {"stretchy-three", "@acme/x", "a.b", "my_pkg"}) {
            assertEquals(n, SpecLoader.parse("threejs: {packageName: \"" + n + "\"}", "n.yaml").threejs().packageName());
        }
    }

    @Test
    void syntaxErrorsAreOneLine() {
        for (String bad : new String[] {"plugin:\n  name: Foo\n  bad: [1, 2\n", "a: b: c\n", "plugin:\n\tname: x\n", "- a\nb: 1\n"}) {
            SpecException e = assertThrows(SpecException.class, () -> SpecLoader.parse(bad, "s.yaml"));
            assertTrue(!e.getMessage().contains("\n") && e.getMessage().startsWith("s.yaml:"), e.getMessage());
        }
    }

    @Test
    void echoedValuesAreEscapedAndCut() {
        String hostile = "\\u001b[31m" + "x".repeat(100_000) + "\\n";
        SpecException json = assertThrows(SpecException.class,
                () -> SpecLoader.parse("{\"plugin\": {\"friendlyName\": \"" + hostile + "\"}}", "bad.json"));
        String line = json.getMessage();
        assertTrue(line.indexOf('\u001b') < 0 && line.indexOf('\n') < 0, line);
        assertTrue(line.contains("\\u001b[31m"), line);
        assertTrue(line.length() < 400, line.length() + " characters");
        SpecError key = only("plugin:\n  \"na\\e[0mme\": Foo\n");
        assertTrue(key.format().indexOf('\u001b') < 0, key.format());
    }

    @Test
    void everyErrorNamesItsFile() {
        for (String bad : new String[] {"", "[1]", "a: [", "plugin: {name: 1}", "x: *y"}) {
            SpecException e = assertThrows(SpecException.class, () -> SpecLoader.parse(bad, "dir/named.yaml"));
            for (SpecError err : e.errors()) assertTrue(err.format().startsWith("dir/named.yaml"), err.format());
        }
    }

    @Test
    void withersChangeOneFieldAndKeepTheRest() {
        Spec d = SpecLoader.loadDefault();
        Spec c = d.withSplineDeform(d.splineDeform().withOrientation(Orientation.ARTICLE))
                .withVelocityStretch(d.velocityStretch().withDimensions(2));
        assertEquals(Orientation.ARTICLE, c.splineDeform().orientation());
        assertEquals(2, c.velocityStretch().dimensions());
        assertEquals(d.splineDeform().curves(), c.splineDeform().curves());
        assertEquals(d.velocityStretch().impact(), c.velocityStretch().impact());
        assertEquals(d.plugin(), c.plugin());
        assertThrows(IllegalArgumentException.class, () -> d.velocityStretch().withDimensions(4));
    }

    @Test
    void everyRecordComponentIsADeclaredField() {
        // Fields refuses a component without @Field when the schema is built; the schema names every component.
        String schema = SpecSchema.jsonSchema();
        for (Class<? extends Record> r : java.util.List.of(Spec.class, PluginSpec.class, SplineDeformSpec.class,
                SplineDeformSpec.CurveSet.class, SplineDeformSpec.Playback.class, VelocityStretchSpec.class,
                VelocityStretchSpec.Impact.class, ThreejsSpec.class)) {
            for (var c : r.getRecordComponents()) {
                Field f = c.getAnnotation(Field.class);
                String key = f.key().isEmpty() ? c.getName() : f.key();
                assertTrue(schema.contains("\"" + key + "\" : {"), r.getSimpleName() + "." + key);
            }
        }
    }

    @Test
    void recordsBuiltInCodeRefuseWhatFilesRefuse() {
        PluginSpec p = SpecLoader.loadDefault().plugin();
        assertThrows(IllegalArgumentException.class, () -> new PluginSpec("UMG", "", "", "5.4", "S_", "1.0", ""));
        assertThrows(IllegalArgumentException.class, () -> new PluginSpec(p.name(), "", "", "5.4", "S_", "99999999999", ""));
        assertThrows(IllegalArgumentException.class, () -> new ThreejsSpec("node_modules"));
        assertThrows(IllegalArgumentException.class, () -> new ThreejsSpec("a.."));
    }
}
