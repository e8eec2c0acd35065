package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The templates read typed views only, and a name a view lacks fails rendering wherever it is written. */
class StrictViewTest {
    static Stream<Spec> specs() throws Exception {
        return Stream.of(SpecLoader.loadDefault(), SpecLoader.parse("""
                plugin: { name: Boing, parameterPrefix: Bo_ }
                splineDeform: { orientation: article, forwardAxis: -Z, playback: { loop: loop } }
                velocityStretch: { mode: scene-component, dimensions: 2, impact: { ease: spring } }
                """, "variant.yaml"));
    }

    @ParameterizedTest
    @MethodSource("specs")
    void everyTemplateRendersAgainstTheStrictViews(Spec spec) {
        // Every template of both targets, rendered by the renderer whose views throw on any unknown member.
        List<GeneratedFile> files = Generator.standard().generate(spec, List.of(Target.UNREAL, Target.THREEJS));
        assertTrue(files.stream().filter(f -> f.target().equals("unreal")).count() > 40, "unreal files");
        assertTrue(files.stream().filter(f -> f.target().equals("threejs")).count() > 30, "threejs files");
    }

    @Test
    void theStrictViewsStillReadComponentsAsPropertiesAndAsCalls() throws Exception {
        List<GeneratedFile> f = new TemplateRenderer()
                .render("strict-view-fine", UnrealView.of(SpecLoader.loadDefault()), Map.of());
        assertEquals("Stretchy Stretchy EStretchyVelocityStretchMode::Material StretchPerSpeed\n", f.get(0).text());
    }

    @ParameterizedTest
    @MethodSource("specs")
    void withoutFreeMarkersRecordSupportTheOutputIsTheSame(Spec spec) {
        // A jar without the Multi-Release manifest entry hides FreeMarker's Java 16 code, and with it record support;
        // 2.3.32 behaves the same way. The views must render identically there.
        TemplateRenderer old = new TemplateRenderer(new StrictViewWrapper(freemarker.template.Configuration.VERSION_2_3_32));
        TemplateRenderer now = new TemplateRenderer();
        Map<String, String> vars = Map.of("PluginName", spec.plugin().name());
        assertEquals(now.render("unreal", UnrealView.of(spec), vars), old.render("unreal", UnrealView.of(spec), vars));
        Map<String, String> tvars = Map.of("packageName", spec.threejs().packageName(), "dot", ".");
        assertEquals(now.render("threejs", ThreejsView.of(spec), tvars), old.render("threejs", ThreejsView.of(spec), tvars));
        assertEquals(List.of(GeneratedFile.text("strict-view-fine", "a.txt",
                "Stretchy Stretchy EStretchyVelocityStretchMode::Material StretchPerSpeed")), old.render("strict-view-fine",
                UnrealView.of(SpecLoader.loadDefault()), Map.of()));
    }

    /** Planted faults: a template naming the raw spec, a misspelt member, and the same behind a default or a test. */
    @ParameterizedTest
    @ValueSource(strings = {"root", "member", "defaulted", "tested"})
    void aNameTheViewLacksFailsRendering(String fault) throws Exception {
        RenderException e = assertThrows(RenderException.class, () -> new TemplateRenderer()
                .render("strict-view-" + fault, UnrealView.of(SpecLoader.loadDefault()), Map.of()));
        assertTrue(e.getMessage().contains(fault.equals("root") ? "\"spec\"" : "\"nmae\""), e.getMessage());
        assertTrue(e.getMessage().contains("has no member"), e.getMessage());
    }

    @Test
    void noViewHoldsASpecType() {
        // Walk every component type reachable from both views: none is a spec record, so templates cannot reach around
        // the model into the spec.
        for (Class<?> view : List.of(UnrealView.class, ThreejsView.class)) {
            List<String> leaks = new ArrayList<>();
            walk(view, view.getSimpleName(), new HashSet<>(), leaks);
            assertEquals(List.of(), leaks, view.getSimpleName());
        }
    }

    @Test
    void theWalkSeesASpecTypeWhenOneIsThere() {
        record Leaky(String notice, List<Spec> specs) {}
        List<String> leaks = new ArrayList<>();
        walk(Leaky.class, "Leaky", new HashSet<>(), leaks);
        assertFalse(leaks.isEmpty());
    }

    private static void walk(Type type, String path, Set<Type> seen, List<String> leaks) {
        if (type instanceof ParameterizedType p) {
            for (Type arg : p.getActualTypeArguments()) walk(arg, path + "<>", seen, leaks);
            walk(p.getRawType(), path, seen, leaks);
            return;
        }
        if (!(type instanceof Class<?> c) || !seen.add(c)) return;
        if (c.getPackageName().equals("dev.stretchy.spec")) leaks.add(path + ": " + c.getName());
        if (c.isArray()) walk(c.getComponentType(), path + "[]", seen, leaks);
        if (c.isRecord()) {
            for (RecordComponent rc : c.getRecordComponents()) walk(rc.getGenericType(), path + "." + rc.getName(), seen, leaks);
        }
    }
}
