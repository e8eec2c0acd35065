package dev.stretchy.lint.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.stretchy.lint.LintFinding;
import dev.stretchy.lint.unreal.EngineApiManifest.Decl;
import dev.stretchy.lint.unreal.UnrealGlobalNames.Source;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.UnrealTarget;
import dev.stretchy.spec.SpecLoader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * CI without an engine tree: the generated plugin of every spec in specs/ against the committed engine API manifest
 * (docs/engine-facts.md, "Engine API manifest"), in every engine version it records; and planted faults it must catch.
 */
class EngineApiCheckTest {
    private static final Path SPECS = Path.of("../../specs");
    /** Where the manifest and the readings are committed. */
    private static final Path RESOURCES = Path.of("src/main/resources/dev/stretchy/lint/unreal");

    /** Findings accepted while a fix is in flight ("rule symbol"); empty since the editor looks up the unexported
     *  PerInstanceCustomData classes at run time. */
    private static final Set<String> KNOWN = Set.of();

    private static EngineApiManifest manifest;

    @BeforeAll
    static void load() {
        manifest = EngineApiManifest.load();
    }

    static List<Path> specs() throws IOException {
        try (Stream<Path> s = Files.list(SPECS)) {
            return s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    static List<Source> render(Path spec, UnaryOperator<Source> edit) throws Exception {
        List<Source> out = new ArrayList<>();
        for (GeneratedFile f : UnrealTarget.renderTemplates(SpecLoader.load(spec))) out.add(edit.apply(new Source(f.path(), f.text())));
        return out;
    }

    private static String key(LintFinding f) {
        return f.rule() + " " + symbolOf(f);
    }

    /** The symbol a finding names: its message starts with it (or with #include "X"). */
    private static String symbolOf(LintFinding f) {
        String m = f.message();
        if (m.startsWith("#include \"")) return m.substring(10, m.indexOf('"', 10));
        return m.substring(0, m.indexOf(' '));
    }

    @Test
    void manifestCoversEverySpecAndTheSupportedVersions() throws Exception {
        List<String> listed = specs().stream().map(p -> "specs/" + p.getFileName()).toList();
        Path file = RESOURCES.resolve(EngineApiManifest.RESOURCE);
        String text = Files.readString(file);
        for (String s : listed) {
            assertTrue(text.contains("\"" + s + "\""), s + " is not in the manifest's specs; regenerate: " + manifest.regenerate());
        }
        // Extracted from engine trees, then read (5.7.0: the newest supported version, no tree here).
        assertEquals(List.of("5.3.2", "5.5.1", "5.7.0"), manifest.versions());
        assertEquals(null, manifest.readHow("5.5.1"));
        assertTrue(manifest.readHow("5.7.0").contains("stored-file reader"), manifest.readHow("5.7.0"));
        for (String v : manifest.versions()) assertTrue(manifest.source(v).matches("[\\w.-]+/[\\w.-]+@[0-9a-f]{7,40}"), v);
        assertTrue(text.length() < 400_000, "manifest size " + text.length());
        assertFalse(text.contains("/work/") || text.contains("/tmp/") || text.contains("/home/"), "machine path in manifest");
    }

    /** Every spec's plugin passes in every version, apart from the KNOWN findings. */
    @Test
    void everySpecPassesInEveryVersion() throws Exception {
        Map<String, String> measures = new TreeMap<>();
        List<String> unexpected = new ArrayList<>();
        List<String> known = new ArrayList<>();
        for (Path spec : specs()) {
            long t0 = System.nanoTime();
            EngineApiCheck.Result r = EngineApiCheck.check(render(spec, UnaryOperator.identity()), manifest);
            measures.put(spec.getFileName().toString(), "name uses " + r.namesChecked() + ", distinct names " + r.distinctNames() + ", includes " + r.includesChecked()
                    + ", findings " + r.findings().size() + ", " + (System.nanoTime() - t0) / 1_000_000 + " ms");
            // Enough checked that a pass means something.
            for (String v : manifest.versions()) {
                assertTrue(r.namesChecked().get(v) >= 300, spec + " " + v + ": names " + r.namesChecked());
                assertTrue(r.includesChecked().get(v) >= 60, spec + " " + v + ": includes " + r.includesChecked());
            }
            for (LintFinding f : r.findings()) (KNOWN.contains(key(f)) ? known : unexpected).add(f.format());
        }
        System.out.println("EngineApiCheck: " + measures);
        known.forEach(k -> System.out.println("EngineApiCheck known finding: " + k));
        assertEquals("", String.join("\n", unexpected), "unexpected findings");
    }

    // ------------------------------------------------------------ planted faults

    private static final Path STRETCHY = SPECS.resolve("stretchy.yaml");

    /** The runtime module's first .cpp with {@code code} appended; returns the findings and the appended first line. */
    private static List<LintFinding> plantInRuntime(String code, int[] lineOut) throws Exception {
        List<Source> files = render(STRETCHY, UnaryOperator.identity());
        String target = files.stream().map(Source::path).filter(p -> p.matches("Stretchy/Source/Stretchy/Private/StretchyCore\\.cpp"))
                .findFirst().orElseThrow();
        List<Source> edited = new ArrayList<>();
        for (Source f : files) {
            if (f.path().equals(target)) {
                lineOut[0] = (int) f.text().lines().count() + 1;
                edited.add(new Source(f.path(), f.text() + code));
            } else {
                edited.add(f);
            }
        }
        // The KNOWN findings are the editor's; a planted one in the runtime file counts.
        return EngineApiCheck.check(edited, manifest).findings().stream()
                .filter(f -> f.file().equals(target) || !KNOWN.contains(key(f))).toList();
    }

    private static LintFinding only(List<LintFinding> findings, String rule, String symbol) {
        List<LintFinding> hits = findings.stream().filter(f -> f.rule().equals(rule) && symbolOf(f).equals(symbol)).toList();
        assertFalse(hits.isEmpty(), "not found: " + rule + " " + symbol + " in " + findings);
        return hits.get(0);
    }

    @Test
    void anUnexportedClassCreatedIsFound() throws Exception {
        int[] line = new int[1];
        List<LintFinding> f = plantInRuntime("""
                UObject* StretchyPlantedCreate(UObject* Outer)
                {
                	return NewObject<UMaterialExpressionPerInstanceCustomData>(Outer);
                }
                UClass* StretchyPlantedClass() { return UMaterialExpressionPerInstanceCustomData::StaticClass(); }
                """, line);
        LintFinding hit = only(f, EngineApiCheck.NOT_EXPORTED, "UMaterialExpressionPerInstanceCustomData");
        assertEquals("Stretchy/Source/Stretchy/Private/StretchyCore.cpp", hit.file());
        assertEquals(line[0] + 2, hit.line());
        assertTrue(hit.message().contains("module Engine") && hit.message().contains("MaterialExpressionPerInstanceCustomData.h:")
                && hit.message().contains("export none"), hit.message());
        assertEquals(2 * manifest.versions().size(), f.stream().filter(x -> x.rule().equals(EngineApiCheck.NOT_EXPORTED)).count(),
                "NewObject and StaticClass, in each version: " + f);
    }

    /**
     * The editor fix's likely shape, a class looked up at run time, passes: UClass is intrinsic, FindObject inline; and
     * X::StaticClass() of a known exported class needs no manifest entry of its own.
     */
    @Test
    void aRunTimeClassLookupPasses() throws Exception {
        List<LintFinding> f = plantInRuntime("""
                UClass* StretchyPlantedLookup()
                {
                	return FindObject<UClass>(nullptr, TEXT("/Script/Engine.MaterialExpressionPerInstanceCustomData"));
                }
                UClass* StretchyPlantedTextureClass() { return UTexture2D::StaticClass(); }
                """, new int[1]);
        assertEquals(List.of(), f);
    }

    @Test
    void anIncludeFromAModuleMissingInBuildCsIsFound() throws Exception {
        List<Source> files = render(STRETCHY, s -> s.path().endsWith("StretchyEditor.Build.cs")
                ? new Source(s.path(), s.text().replace("\"MaterialEditor\",", "")) : s);
        assertTrue(files.stream().anyMatch(s -> s.path().endsWith("StretchyEditor.Build.cs") && !s.text().contains("\"MaterialEditor\"")));
        List<LintFinding> f = EngineApiCheck.check(files, manifest).findings().stream().filter(x -> !KNOWN.contains(key(x))).toList();
        LintFinding hit = only(f, EngineApiCheck.INCLUDE_MODULE, "MaterialEditingLibrary.h");
        assertTrue(hit.file().startsWith("Stretchy/Source/StretchyEditor/"), hit.file());
        assertTrue(hit.message().contains("module MaterialEditor") && hit.message().contains("StretchyEditor.Build.cs"), hit.message());
        assertTrue(f.stream().allMatch(x -> x.rule().equals(EngineApiCheck.INCLUDE_MODULE)), "only includes: " + f);
    }

    @Test
    void aDeprecatedCallIsFound() throws Exception {
        int[] line = new int[1];
        List<LintFinding> f = plantInRuntime("""
                bool StretchyPlantedDeprecated(const UPrimitiveComponent& Component)
                {
                	return Component.IgnoreBoundsForEditorFocus();
                }
                """, line);
        LintFinding hit = only(f, EngineApiCheck.DEPRECATED, ".IgnoreBoundsForEditorFocus");
        assertEquals(line[0] + 2, hit.line());
        assertTrue(hit.message().contains("UPrimitiveComponent::IgnoreBoundsForEditorFocus") && hit.message().contains("PrimitiveComponent.h:"),
                hit.message());
        // Deprecated in the extracted versions; in the 5.7.0 reading it is gone (unknown there, saying so).
        assertEquals(2, f.stream().filter(x -> x.rule().equals(EngineApiCheck.DEPRECATED)).count(), "deprecated: " + f);
        assertTrue(only(f, EngineApiCheck.UNKNOWN, ".IgnoreBoundsForEditorFocus").message().contains("gone in 5.7.0"), f.toString());
        assertEquals(3, f.size(), "one per version: " + f);
    }

    @Test
    void anUnknownEngineNameIsFound() throws Exception {
        int[] line = new int[1];
        List<LintFinding> f = plantInRuntime("""
                float StretchyPlantedUnknown(float Alpha, const FPlantedEngineArgs& Args)
                {
                	return UKismetMathLibrary::Ease(0.f, 1.f, Alpha, EEasingFunc::Linear);
                }
                """, line);
        LintFinding hit = only(f, EngineApiCheck.UNKNOWN, "UKismetMathLibrary::Ease");
        assertEquals(line[0] + 2, hit.line());
        assertTrue(hit.message().contains(manifest.regenerate()), hit.message());
        only(f, EngineApiCheck.UNKNOWN, "EEasingFunc::Linear");
        assertEquals(line[0], only(f, EngineApiCheck.UNKNOWN, "FPlantedEngineArgs").line()); // a type after const
    }

    @Test
    void aShaderParameterMemberIsThePluginsOwnOnlyWhereItsMacroDeclaresIt() throws Exception {
        // Planted: the texture parameter's declaration removed, its uses in the dispatch stay.
        List<Source> files = render(STRETCHY, s -> s.path().endsWith("StretchyShaderGolden.cpp")
                ? new Source(s.path(), s.text().replace("SHADER_PARAMETER_TEXTURE(Texture2D, StretchyGoldenTexture0)", "")) : s);
        assertTrue(files.stream().anyMatch(s -> s.path().endsWith("StretchyShaderGolden.cpp") && !s.text().contains("Texture2D, StretchyGoldenTexture0")));
        List<LintFinding> f = EngineApiCheck.check(files, manifest).findings().stream().filter(x -> !KNOWN.contains(key(x))).toList();
        only(f, EngineApiCheck.UNKNOWN, ".StretchyGoldenTexture0");
    }

    @Test
    void anUnknownIncludeIsFound() throws Exception {
        int[] line = new int[1];
        List<LintFinding> f = plantInRuntime("#include \"Kismet/KismetMathLibrary.h\"\n", line);
        LintFinding hit = only(f, EngineApiCheck.INCLUDE_UNKNOWN, "Kismet/KismetMathLibrary.h");
        assertEquals(line[0], hit.line());
    }

    /** Code under a version guard is checked only against the versions it compiles for. */
    @Test
    void versionGuardsSelectVersions() throws Exception {
        int[] line = new int[1];
        List<LintFinding> f = plantInRuntime("""
                #if STRETCHY_UE_AT_LEAST(5, 5)
                bool StretchyPlantedGuarded(const UPrimitiveComponent& Component) { return Component.IgnoreBoundsForEditorFocus(); }
                #else
                float StretchyPlantedOld() { return UKismetMathLibrary::Ease(0.f, 1.f, 0.5f, EEasingFunc::Linear); }
                #endif
                #if STRETCHY_UE_AT_LEAST(5, 7)
                float StretchyPlantedNew() { return UKismetMathLibrary::Ease(0.f, 1.f, 0.5f, EEasingFunc::Linear); }
                #endif
                """, line);
        List<String> got = f.stream().map(x -> x.line() - line[0] + " " + x.rule() + " " + symbolOf(x) + " "
                + x.message().replaceAll("^.*? (?:for|in) (\\d+\\.\\d+\\.\\d+)\\b.*$", "$1")).sorted().toList();
        // The 5.7 branch is checked against the 5.7.0 reading, where the deprecated method is gone.
        assertEquals(List.of(
                "1 " + EngineApiCheck.DEPRECATED + " .IgnoreBoundsForEditorFocus 5.5.1",
                "1 " + EngineApiCheck.UNKNOWN + " .IgnoreBoundsForEditorFocus 5.7.0",
                "3 " + EngineApiCheck.UNKNOWN + " EEasingFunc::Linear 5.3.2",
                "3 " + EngineApiCheck.UNKNOWN + " UKismetMathLibrary::Ease 5.3.2",
                "6 " + EngineApiCheck.UNKNOWN + " EEasingFunc::Linear 5.7.0",
                "6 " + EngineApiCheck.UNKNOWN + " UKismetMathLibrary::Ease 5.7.0"), got);
    }

    // ------------------------------------------------------------ the 5.7.0 reading

    private static final Path READ = RESOURCES.resolve(EngineApiManifest.READ_RESOURCE);
    private static final String SPLINE = "Engine/Source/Runtime/Engine/Classes/Components/SplineComponent.h";

    /** The manifest with the committed reading edited by {@code edit} (its JSON tree). */
    private static EngineApiManifest withReading(Consumer<ObjectNode> edit) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode reading = (ObjectNode) json.readTree(READ.toFile());
        edit.accept((ObjectNode) reading.path("readings").get(0));
        try (var in = Files.newInputStream(RESOURCES.resolve(EngineApiManifest.RESOURCE))) {
            return EngineApiManifest.parse(in, new ByteArrayInputStream(json.writeValueAsBytes(reading)));
        }
    }

    private static ObjectNode splineDecl(ObjectNode r, String key) {
        return (ObjectNode) r.path("headers").path(SPLINE).path("decls").path(key);
    }

    private static List<LintFinding> in57(EngineApiManifest m) throws Exception {
        return EngineApiCheck.check(render(STRETCHY, UnaryOperator.identity()), m).findings().stream()
                .filter(f -> f.message().contains("5.7.0")).toList();
    }

    /** What the reading says of the declarations the plugin calls, as the check sees them. */
    @Test
    void theReadingResolvesNamesInTheReadVersion() {
        Decl closed = manifest.name(".IsClosedLoop", "5.7.0").orElseThrow().get(0);
        assertTrue(closed.read() && closed.export().equals("api") && closed.fact().contains("read at about character"), closed.fact());
        // Moved between headers: the reading says where it is now.
        Decl update = manifest.name(".UpdateResource", "5.7.0").orElseThrow().get(0);
        assertEquals("UTexture::UpdateResource", update.decl());
        // Only 5.7's branch uses GetVersion: the reading's own names.
        assertTrue(manifest.name(".GetVersion", "5.7.0").isPresent());
        assertTrue(manifest.name(".GetVersion", "5.5.1").isEmpty());
        // Gone in 5.7 (the probe the deprecation fault uses; deprecated since 5.2).
        assertTrue(manifest.name(".IgnoreBoundsForEditorFocus", "5.7.0").isEmpty());
        assertTrue(manifest.absence(".IgnoreBoundsForEditorFocus", "5.7.0").contains("gone in 5.7.0"));
        assertTrue(manifest.include("Components/SplineComponent.h", "5.7.0").isPresent());
    }

    /** Planted: a declaration the plugin calls left out of the reading: its name is unknown in 5.7.0, and says why. */
    @Test
    void aDeclarationTheReadingLacksIsFound() throws Exception {
        EngineApiManifest m = withReading(r -> ((ObjectNode) r.path("headers").path(SPLINE).path("decls"))
                .remove("USplineComponent::IsClosedLoop|method"));
        LintFinding hit = only(in57(m), EngineApiCheck.UNKNOWN, ".IsClosedLoop");
        assertTrue(hit.message().contains("not read in 5.7.0: USplineComponent::IsClosedLoop in " + SPLINE)
                && hit.message().contains(EngineApiManifest.READ_RESOURCE), hit.message());
    }

    /** Planted: the reading says a called method is deprecated, then that it is not exported. */
    @Test
    void aDeprecatedOrUnexportedReadingIsFound() throws Exception {
        only(in57(withReading(r -> splineDecl(r, "USplineComponent::IsClosedLoop|method").put("deprecated", "5.6"))),
                EngineApiCheck.DEPRECATED, ".IsClosedLoop");
        LintFinding hit = only(in57(withReading(r -> splineDecl(r, "USplineComponent::IsClosedLoop|method").put("export", "none"))),
                EngineApiCheck.NOT_EXPORTED, ".IsClosedLoop");
        assertTrue(hit.message().contains("read at about character"), hit.message());
        // A deprecation announced for a later version is recorded, not in effect.
        assertEquals(List.of(), in57(withReading(r -> splineDecl(r, "USplineComponent::IsClosedLoop|method").put("deprecated_later", "5.8"))));
    }

    /** Planted: a header the reading did not find: the plugin's include of it is unknown in 5.7.0. */
    @Test
    void aHeaderTheReadingDidNotFindIsFound() throws Exception {
        EngineApiManifest m = withReading(r -> ((ObjectNode) r.path("headers").path(SPLINE)).putNull("path"));
        LintFinding hit = only(in57(m), EngineApiCheck.INCLUDE_UNKNOWN, "Components/SplineComponent.h");
        assertTrue(hit.message().contains(EngineApiManifest.READ_RESOURCE), hit.message());
    }

    /** Planted: 5.7-only code that uses a name the reading does not know. */
    @Test
    void aNameOnlyTheReadVersionUsesMustBeRead() throws Exception {
        only(in57(withReading(r -> ((ObjectNode) r.path("names")).remove(".GetVersion"))),
                EngineApiCheck.UNKNOWN, ".GetVersion");
    }

    /** The reading's honesty: every declaration it kept without seeing is marked so, and its file holds no engine text. */
    @Test
    void theReadingSaysWhatItDidNotSee() throws Exception {
        String text = Files.readString(READ);
        JsonNode r = new ObjectMapper().readTree(text).path("readings").get(0);
        int unseen = 0;
        int seen = 0;
        for (var h : (Iterable<Map.Entry<String, JsonNode>>) r.path("headers")::fields) {
            boolean stored = !h.getValue().path("read_in").isNull();
            for (var d : (Iterable<Map.Entry<String, JsonNode>>) h.getValue().path("decls")::fields) {
                boolean wasSeen = d.getValue().path("seen").asBoolean(true);
                assertEquals(stored, wasSeen, h.getKey() + " " + d.getKey() + ": seen only where the header was read");
                if (wasSeen) seen++;
                else unseen++;
            }
        }
        assertTrue(seen > 10 * unseen, "seen " + seen + ", unseen " + unseen);
        assertFalse(text.contains("/work/") || text.contains("/tmp/") || text.contains("#include") || text.contains("ENGINE_API"),
                "machine path or engine text in the reading");
    }
}
