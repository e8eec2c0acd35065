package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.model.ContractInput;
import dev.stretchy.model.ParameterContract;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.Target;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TemplateRendererTest {
    @Test
    void aMissingValueIsAnErrorNotAnEmptyString() {
        RenderException e = assertThrows(RenderException.class, () -> new TemplateRenderer()
                .render("strict-test", Map.of("present", "x"), Map.of("Name", "N")));
        assertTrue(e.getMessage().contains("absent"), e.getMessage());
    }

    /** A template that does not parse fails the render the same way whichever thread parsed it. */
    @Test
    void aParseErrorNamesTheTemplateAlsoWhenParsedAhead() throws Exception {
        Map<String, String> model = Map.of("present", "x");
        // No thread ahead: every template is parsed by the rendering thread.
        RenderException here = assertThrows(RenderException.class,
                () -> new TemplateRenderer(new StrictViewWrapper(), task -> { }).render("parse-error-test", model, Map.of()));
        List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
        TemplateRenderer ahead = new TemplateRenderer(new StrictViewWrapper(), otherThread(threads));
        ahead.parseAhead("parse-error-test");
        // The first template is parsed by the calling thread (class initialisation on one thread), b.txt.ftl on another.
        assertEquals(1, threads.size(), "the broken template parsed on another thread");
        RenderException there = assertThrows(RenderException.class, () -> ahead.render("parse-error-test", model, Map.of()));
        assertTrue(here.getMessage().startsWith("template parse-error-test/b.txt.ftl: freemarker.core.ParseException: "),
                here.getMessage());
        assertTrue(here.getMessage().contains("#if"), here.getMessage());
        assertEquals(here.getMessage(), there.getMessage());
    }

    /** Parsing ahead changes nothing in what is rendered, and starts each template's parse once per renderer. */
    @Test
    void parsingAheadRendersTheSameFilesAndParsesOnce() {
        Spec spec = SpecLoader.loadDefault();
        List<GeneratedFile> alone = new UnrealTarget(new TemplateRenderer()).templates(spec);
        List<String> threads = new java.util.concurrent.CopyOnWriteArrayList<>();
        TemplateRenderer r = new TemplateRenderer(new StrictViewWrapper(), otherThread(threads));
        List<String> paths = r.parseAhead("unreal");
        int parsed = threads.size();
        assertEquals(paths.stream().filter(p -> p.endsWith(".ftl")).count() - 1, parsed, "all but the first on other threads");
        assertEquals(paths, r.parseAhead("unreal"));
        assertEquals(parsed, threads.size(), "a second parseAhead starts nothing again");
        List<GeneratedFile> ahead = new UnrealTarget(r).templates(spec);
        assertEquals(alone.size(), ahead.size());
        for (int i = 0; i < alone.size(); i++) {
            assertEquals(alone.get(i).path(), ahead.get(i).path());
            assertTrue(java.util.Arrays.equals(alone.get(i).content(), ahead.get(i).content()), alone.get(i).path());
        }
    }

    /** Runs each task on a thread of its own and waits for it (bounded), recording the thread's name. */
    private static java.util.concurrent.Executor otherThread(List<String> names) {
        return task -> {
            Thread t = new Thread(() -> {
                names.add(Thread.currentThread().getName());
                task.run();
            }, "test-parse-ahead");
            t.start();
            try {
                t.join(60_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    @Test
    void unresolvedPathVariableIsAnError() {
        assertThrows(RenderException.class, () -> new TemplateRenderer()
                .render("strict-test", Map.of("present", "x", "absent", "y"), Map.of()));
    }

    @Test
    void pathVariablesAndFtlSuffixAreResolved() {
        List<GeneratedFile> files = new TemplateRenderer()
                .render("strict-test", Map.of("present", "x", "absent", "y"), Map.of("Name", "N"));
        assertEquals(1, files.size());
        assertEquals("N/missing.txt", files.get(0).path());
        assertEquals("Hello x, y\n", files.get(0).text());
    }

    @Test
    void pluginNameFlowsIntoPathsAndCode() throws Exception {
        Spec spec = SpecLoader.parse("plugin:\n  name: Boing\n  parameterPrefix: Boing_\n", "s.yaml");
        List<GeneratedFile> files = Generator.standard().generate(spec, List.of(Target.UNREAL));
        assertTrue(files.stream().anyMatch(f -> f.path().equals("Boing/Boing.uplugin")));
        GeneratedFile shaders = files.stream()
                .filter(f -> f.path().equals("Boing/Source/BoingShaders/Private/BoingShadersModule.cpp")).findFirst().orElseThrow();
        assertTrue(shaders.text().contains("AddShaderSourceDirectoryMapping(TEXT(\"/Plugin/Boing\"), ShaderDirectory);"), shaders.text());
        assertTrue(shaders.text().contains("IMPLEMENT_MODULE(FBoingShadersModule, BoingShaders)"));
        for (GeneratedFile f : files) {
            assertTrue(!f.text().contains("Stretchy_"), f.path() + " still names the default prefix");
        }
    }

    @Test
    void upluginDeclaresTheThreeModulesWithTheirPhases() throws Exception {
        Spec spec = SpecLoader.loadDefault();
        GeneratedFile f = Generator.standard().generate(spec, List.of(Target.UNREAL)).stream()
                .filter(x -> x.path().equals("Stretchy/Stretchy.uplugin")).findFirst().orElseThrow();
        JsonNode u = new ObjectMapper().readTree(f.text());
        assertEquals("StretchyShaders", u.at("/Modules/0/Name").asText());
        assertEquals("PostConfigInit", u.at("/Modules/0/LoadingPhase").asText());
        assertEquals("Runtime", u.at("/Modules/1/Type").asText());
        assertEquals("Editor", u.at("/Modules/2/Type").asText());
        // No EngineVersion: any value other than the running engine's makes 5.3-5.7 editors prompt at every start and
        // -unattended runs skip the plugin (docs/engine-facts.md, "Plugin descriptor").
        assertTrue(u.at("/EngineVersion").isMissingNode(), "EngineVersion must be absent: " + u.at("/EngineVersion"));
        // The shader mapping is useless in cooked builds; the editor module owns the commandlet, which the engine
        // looks up before PostEngineInit modules load.
        assertEquals("UncookedOnly", u.at("/Modules/0/Type").asText());
        assertEquals("Default", u.at("/Modules/2/LoadingPhase").asText());
        assertTrue(u.at("/Plugins").isMissingNode(), "no plugin dependency is used: " + u.at("/Plugins"));
    }

    @Test
    void contractJsonIsValidAndMatchesTheModel() throws Exception {
        Spec spec = SpecLoader.loadDefault();
        GeneratedFile f = Generator.standard().generate(spec, List.of(Target.UNREAL)).stream()
                .filter(x -> x.path().equals("Stretchy/Docs/ParameterContract.json")).findFirst().orElseThrow();
        JsonNode doc = new ObjectMapper().readTree(f.text());
        ParameterContract c = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL);
        List<String> names = new ArrayList<>();
        doc.at("/kernels/0/inputs").forEach(i -> names.add(i.get("input").asText()));
        assertEquals(c.inputs().stream().map(ContractInput::inputName).toList(), names);
        assertEquals("Stretchy_PrevProgress", doc.at("/kernels/0/inputs/1/previous").asText());
    }
}
