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
