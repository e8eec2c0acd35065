package dev.stretchy.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpecLoaderTest {
    private static SpecError only(String yaml) {
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.parse(yaml, "bad.yaml"));
        assertEquals(1, e.errors().size(), e.getMessage());
        return e.errors().get(0);
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
}
