package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.stretchy.model.ParameterValues;
import dev.stretchy.spec.SpecLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A template reaches a catalogue parameter through a section of settings (ParameterValues.at, rendered by one macro
 * per kind), never by its name: adding a controller constant then touches the spec record, one catalogue row and the
 * math. A literal lookup by name is named by file and line; documents (*.md.ftl) may quote values by name.
 */
class TemplateParameterSitesTest {
    private static final Path TEMPLATES = Path.of("../../templates");
    private static final Pattern LOOKUP = Pattern.compile("(parameters\\.value|controller\\.parameter)\\(\"([^\"]+)\"\\)");

    /** The lookups left: none (parameter-catalogue.md, "What is left"); a new one must say here why it stays. */
    private static final List<String> LEFT = List.of();

    /** Every literal lookup of a parameter in a template that is not a document: "file:line name". */
    static List<String> lookups(String file, String text) {
        List<String> out = new ArrayList<>();
        if (file.endsWith(".md.ftl")) return out;
        List<String> lines = text.lines().toList();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = LOOKUP.matcher(lines.get(i));
            while (m.find()) out.add(file + ":" + (i + 1) + " " + m.group(2));
        }
        return out;
    }

    private static List<String> treeLookups(Map<String, String> planted) throws IOException {
        List<String> out = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TEMPLATES)) {
            for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
                String name = TEMPLATES.relativize(p).toString().replace('\\', '/');
                String text = Files.readString(p, StandardCharsets.UTF_8);
                out.addAll(lookups(name, planted.getOrDefault(name, text)));
            }
        }
        return out;
    }

    @Test
    void noTemplateLooksAParameterUpByName() throws IOException {
        assertEquals(LEFT, treeLookups(Map.of()));
    }

    @Test
    void aPlantedLookupIsNamed() throws IOException {
        String header = "unreal/__PluginName__/Source/__PluginName__/Public/__PluginName__VelocityStretchComponent.h.ftl";
        String text = Files.readString(TEMPLATES.resolve(header), StandardCharsets.UTF_8);
        String planted = text.replace("<@param.properties values=parameters.at(\"velocityStretch\")",
                "<@param.property v=parameters.value(\"controller.maxImpactSpeed\") category=\"X\"/>\n"
                        + "<@param.properties values=parameters.at(\"velocityStretch\")");
        List<String> found = treeLookups(Map.of(header, planted));
        assertTrue(found.stream().anyMatch(l -> l.startsWith(header + ":") && l.endsWith(" controller.maxImpactSpeed")), found.toString());
        assertEquals(LEFT.size() + 1, found.size(), found.toString());
        // A document may quote a value by name.
        assertEquals(List.of(), lookups("threejs/__packageName__/README.md.ftl", "${controller.parameter(\"k\").number()}"));
    }

    @Test
    void aSectionIsOneSpecRecordsParametersInSpecOrder() throws Exception {
        ParameterValues v = ParameterValues.of(SpecLoader.loadDefault());
        assertEquals(List.of("controller.k", "controller.maxStretch", "controller.smoothing"),
                v.at("velocityStretch").stream().map(ParameterValues.Value::qualified).toList(),
                "dimensions is held as a flag, not a number property");
        assertEquals(List.of("controller.impactStrength", "controller.minSquash", "controller.maxImpactSpeed",
                        "controller.recoverSeconds", "controller.ease", "controller.springDamping"),
                v.at("velocityStretch.impact").stream().map(ParameterValues.Value::qualified).toList());
        assertEquals(List.of("spline.sampleCount", "spline.forwardAxisLocal", "spline.endExtrapolation", "spline.settleWindow",
                        "spline.preserveVolume", "spline.maxStretch", "spline.stretchBias"),
                v.at("splineDeform").stream().map(ParameterValues.Value::qualified).toList());
        // The sprite flag and the row that matters only under it, with the contract's value.
        assertEquals(List.of("controller.dimensions", "controller.planeNormal"),
                v.flagged("velocityStretch").stream().map(ParameterValues.Value::qualified).toList());
        assertEquals(List.of(0.0, 1.0, 0.0), java.util.Arrays.stream(v.flagged("velocityStretch").get(1).vector()).boxed().toList());
        assertThrows(IllegalArgumentException.class, () -> v.flagged("splineDeform"));
        // Planted: a section no spec record has (a renamed record) is an error, not an empty list.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> v.at("velocityStretch.impacts"));
        assertEquals("no spec record velocityStretch.impacts declares a parameter", e.getMessage());
    }

    @Test
    void aConditionalRowGetsItsEditCondition() {
        String header = new TemplateRenderer().render("unreal", UnrealView.of(SpecLoader.loadDefault()),
                Map.of("PluginName", "Stretchy")).stream()
                .filter(f -> f.path().endsWith("StretchyVelocityStretchComponent.h")).findFirst().orElseThrow().text();
        assertTrue(header.contains("EditCondition = \"RecoveryEase == EStretchyRecoveryEase::Spring\", ToolTip = \"Damping ratio"),
                "springDamping shows only with the spring ease");
        assertTrue(header.contains("EditCondition = \"bTwoDimensional\", ToolTip = \"Normal of the sprite plane"),
                "the plane normal shows only for sprites");
        // Planted: the section rendered without saying what its condition compares stops the render, naming the row.
        RenderException e = assertThrows(RenderException.class, () -> new TemplateRenderer()
                .render("section-without-condition", UnrealView.of(SpecLoader.loadDefault()), Map.of()));
        assertTrue(e.getMessage().contains("controller.springDamping matters only when ease is spring"), e.getMessage());
    }
}
