package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.Parameter;
import dev.stretchy.contract.Range;
import dev.stretchy.model.Literals;
import dev.stretchy.model.ParameterValues;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecLoader;
import dev.stretchy.spec.SpecSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's range reaches every place that states it: the spec's schema and the generated components'
 * editor clamps. A planted hand-written clamp, or a catalogue row the spec does not mark, is named.
 */
class CatalogueSitesTest {
    private static final Spec SPEC = SpecLoader.loadDefault();
    private static final ParameterValues VALUES = ParameterValues.of(SPEC);

    /** The spline component's and the velocity component's catalogued properties: the sections their headers render. */
    private static final Map<String, List<String>> PROPERTIES = Map.of(
            "Stretchy/Source/Stretchy/Public/StretchySplineDeformComponent.h", section("splineDeform"),
            "Stretchy/Source/Stretchy/Public/StretchyVelocityStretchComponent.h",
            java.util.stream.Stream.concat(section("velocityStretch").stream(), section("velocityStretch.impact").stream()).toList());

    private static List<String> section(String record) {
        return VALUES.at(record).stream().map(ParameterValues.Value::qualified).toList();
    }

    /** Each named property's UPROPERTY must be declared once and clamp to its row's range; one line per one that does not. */
    static List<String> clampProblems(String header, List<String> names) {
        List<String> out = new ArrayList<>();
        List<String> lines = header.lines().toList();
        for (String name : names) {
            Parameter row = Catalogue.get(name);
            Range r = row.range();
            String want = "ClampMin = \"" + Literals.shortest(r.min()) + "\", ClampMax = \"" + Literals.shortest(r.max()) + "\"";
            int decl = -1;
            int count = 0;
            for (int i = 1; i < lines.size(); i++) {
                if (lines.get(i).matches("\\t(float|int32) " + row.cpp() + " = .*;")) {
                    decl = i;
                    count++;
                }
            }
            if (decl < 0) out.add(name + ": no property " + row.cpp());
            else if (count > 1) out.add(name + ": " + row.cpp() + " declared " + count + " times");
            else if (!lines.get(decl - 1).contains("UPROPERTY(") || !lines.get(decl - 1).contains(want)) {
                out.add(name + ": " + row.cpp() + " does not clamp to " + r);
            }
        }
        return out;
    }

    private static String rendered(String path) {
        return new TemplateRenderer().render("unreal", UnrealView.of(SPEC), Map.of("PluginName", "Stretchy")).stream()
                .filter(f -> f.path().equals(path)).findFirst().orElseThrow().text();
    }

    @Test
    void everyCataloguedPropertyClampsToItsRow() {
        PROPERTIES.forEach((path, names) -> assertEquals(List.of(), clampProblems(rendered(path), names), path));
    }

    @Test
    void aHandWrittenClampIsNamed() {
        String path = "Stretchy/Source/Stretchy/Public/StretchyVelocityStretchComponent.h";
        String planted = rendered(path).replace("ClampMin = \"0.01\", ClampMax = \"10\"", "ClampMin = \"0.001\"");
        assertEquals(List.of("controller.recoverSeconds: RecoverSeconds does not clamp to [0.01, 10]"),
                clampProblems(planted, PROPERTIES.get(path)));
    }

    @Test
    void aHandWrittenCopyOfASectionPropertyIsNamed() {
        // Planted: the spline header writes a catalogued number by hand beside the section that renders it.
        String path = "Stretchy/Source/Stretchy/Public/StretchySplineDeformComponent.h";
        String planted = rendered(path).replace("\tbool bPreserveVolume", "\tfloat StretchBias = 0.0f;\n\tbool bPreserveVolume");
        assertEquals(List.of("spline.stretchBias: StretchBias declared 2 times"), clampProblems(planted, PROPERTIES.get(path)));
    }

    @Test
    void theSchemaStatesTheRowsRange() throws Exception {
        JsonNode schema = new ObjectMapper().readTree(SpecSchema.jsonSchema());
        JsonNode impact = schema.at("/properties/velocityStretch/properties/impact/properties");
        assertEquals(0.01, impact.at("/recoverSeconds/minimum").asDouble());
        assertEquals(10, impact.at("/recoverSeconds/maximum").asDouble());
        assertEquals(0, impact.at("/maxImpactSpeed/exclusiveMinimum").asDouble());
        JsonNode spline = schema.at("/properties/splineDeform/properties");
        assertEquals(Catalogue.get("spline.maxStretch").range().min(), spline.at("/maxStretch/minimum").asDouble());
    }

    @Test
    void everySpecRowIsMarkedInTheSpec() {
        var marked = dev.stretchy.spec.SpecParameters.of(SPEC);
        List<String> missing = Catalogue.names().stream().filter(n -> Catalogue.get(n).fromSpec())
                .filter(n -> !marked.values().containsKey(n)).toList();
        assertEquals(List.of(), missing, "catalogue rows that take their default from the spec but no spec field names");
        assertEquals(20.0, VALUES.value("controller.maxImpactSpeed").number());
        // A row no spec field names (a runtime input) has no spec value to read.
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> marked.get("velocity.velocityStretch"));
        assertEquals("no spec field gives velocity.velocityStretch", e.getMessage());
    }
}
