package dev.stretchy.lint.unreal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.lint.unreal.UnrealGlobalNames.Kind;
import dev.stretchy.lint.unreal.UnrealGlobalNames.Source;
import dev.stretchy.render.GeneratedFile;
import dev.stretchy.render.UnrealTarget;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The naming policy, read from the generated C++: two plugins generated from different specs share no type, file,
 * module, log-category or asset name, so both can live in one project (and one monolithic build).
 */
class UnrealGlobalNamesTest {
    private static Spec compat() throws Exception {
        return SpecLoader.load(Path.of("../../specs/spline-juice-compat.yaml"));
    }

    private static Spec boing() throws Exception {
        return SpecLoader.parse("""
                plugin: { name: Boing, parameterPrefix: Bo_ }
                velocityStretch: { mode: scene-component, dimensions: 2 }
                targets: [unreal]
                """, "boing.yaml");
    }

    static List<Source> sources(Spec spec, UnaryOperator<String> edit) {
        List<Source> out = new ArrayList<>();
        for (GeneratedFile f : UnrealTarget.renderTemplates(spec)) out.add(new Source(edit.apply(f.path()), edit.apply(f.text())));
        return out;
    }

    @Test
    void pluginsFromDifferentSpecsShareNoName() throws Exception {
        List<Spec> specs = List.of(SpecLoader.loadDefault(), compat(), boing());
        List<Map<Kind, Set<String>>> names = new ArrayList<>();
        for (Spec s : specs) {
            Map<Kind, Set<String>> n = UnrealGlobalNames.of(sources(s, UnaryOperator.identity()));
            // Enough found that an empty intersection means something.
            assertTrue(n.get(Kind.TYPE).size() >= 40, "types: " + n.get(Kind.TYPE));
            assertTrue(n.get(Kind.FILE).size() >= 35, "files: " + n.get(Kind.FILE));
            assertEquals(3, n.get(Kind.MODULE).size(), "modules: " + n.get(Kind.MODULE));
            assertTrue(n.get(Kind.LOG_CATEGORY).size() >= 3, "log categories: " + n.get(Kind.LOG_CATEGORY));
            assertTrue(n.get(Kind.ASSET).size() >= 4, "assets: " + n.get(Kind.ASSET));
            names.add(n);
        }
        for (int a = 0; a < names.size(); a++) {
            for (int b = a + 1; b < names.size(); b++) {
                assertEquals(Map.of(), UnrealGlobalNames.shared(names.get(a), names.get(b)),
                        specs.get(a).plugin().name() + " and " + specs.get(b).plugin().name());
            }
        }
    }

    /** The rule behind the empty intersection: each name starts with (or, for assets, carries) the plugin's name. */
    @Test
    void everyNameCarriesThePluginName() throws Exception {
        for (Spec s : List.of(SpecLoader.loadDefault(), compat(), boing())) {
            String n = s.plugin().name();
            Map<Kind, Set<String>> names = UnrealGlobalNames.of(sources(s, UnaryOperator.identity()));
            Map<Kind, Pattern> rule = Map.of(
                    Kind.TYPE, Pattern.compile("^[UFEAIT]?" + n + "[A-Za-z0-9_]*(::.*)?$"),
                    Kind.FILE, Pattern.compile("^" + n + "[A-Za-z0-9]*\\.[A-Za-z.]+$"),
                    Kind.MODULE, Pattern.compile("^" + n + "[A-Za-z0-9]*$"),
                    Kind.LOG_CATEGORY, Pattern.compile("^Log" + n + "[A-Za-z0-9]*$"),
                    Kind.ASSET, Pattern.compile("^.*" + n + ".*$"));
            for (Kind k : Kind.values()) {
                List<String> off = names.get(k).stream().filter(x -> !rule.get(k).matcher(x).matches()).toList();
                assertEquals(List.of(), off, n + " " + k);
            }
        }
    }

    /** Planted faults: one name of each kind made the same in both plugins, as an unprefixed template would. */
    static Stream<Arguments> plantedFaults() {
        return Stream.of(
                Arguments.of(Kind.TYPE, "U%sSplineDeformComponent", "USplineDeformComponent"),
                Arguments.of(Kind.TYPE, "F%sSplineDeformPlaybackSignature", "FSplineDeformPlaybackSignature"),
                Arguments.of(Kind.TYPE, "E%sLoopMode", "ELoopMode"),
                Arguments.of(Kind.TYPE, "F%sVelocityUnitsTest", "FVelocityUnitsTest"),
                Arguments.of(Kind.FILE, "%sMeshMaterialSlots", "MeshMaterialSlots"),
                Arguments.of(Kind.MODULE, "%sShaders", "DeformShaders"),
                Arguments.of(Kind.LOG_CATEGORY, "Log%sEditor", "LogDeformEditor"),
                Arguments.of(Kind.ASSET, "MF_%sSplineDeform", "MF_SplineDeform"));
    }

    @ParameterizedTest
    @MethodSource("plantedFaults")
    void aSharedNameIsFound(Kind kind, String pattern, String unprefixed) throws Exception {
        Spec a = SpecLoader.loadDefault();
        Spec b = compat();
        String inA = pattern.formatted(a.plugin().name());
        String inB = pattern.formatted(b.plugin().name());
        assertTrue(sources(a, UnaryOperator.identity()).stream().anyMatch(f -> f.path().contains(inA) || f.text().contains(inA)),
                "the fault's target is not generated: " + inA);
        Map<Kind, Set<String>> shared = UnrealGlobalNames.shared(
                UnrealGlobalNames.of(sources(a, x -> x.replace(inA, unprefixed))),
                UnrealGlobalNames.of(sources(b, x -> x.replace(inB, unprefixed))));
        assertTrue(shared.containsKey(kind) && shared.get(kind).stream().anyMatch(x -> x.contains(unprefixed)),
                "not found: " + unprefixed + " in " + shared);
    }

    /** Types local to a .cpp (anonymous namespace, function body) and forward declarations are not global names. */
    @Test
    void localTypesAndDeclarationsAreLeftOut() {
        String cpp = """
                class UEngineThing;
                namespace { struct FLocal { int X; }; }
                namespace Outer { enum class EOuter : unsigned char { A }; }
                struct FGlobal : public FBase { struct FNested {}; void F() { struct FInBody {}; } };
                void G(TSubclassOf<class UElaborated> C) { class FAlsoLocal {}; }
                using namespace Outer;
                """;
        Set<String> types = UnrealGlobalNames.of(List.of(new Source("P/Source/P/Private/P.cpp", cpp))).get(Kind.TYPE);
        assertEquals(Set.of("Outer", "Outer::EOuter", "FGlobal", "FGlobal::FNested"), types);
    }
}
