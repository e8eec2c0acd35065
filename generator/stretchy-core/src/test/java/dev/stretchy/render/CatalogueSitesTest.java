package dev.stretchy.render;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
            java.util.stream.Stream.of(section("velocityStretch"), section("velocityStretch.impact"),
                    VALUES.flagged("velocityStretch").stream().map(ParameterValues.Value::qualified).toList())
                    .flatMap(List::stream).toList());

    private static List<String> section(String record) {
        return VALUES.at(record).stream().map(ParameterValues.Value::qualified).toList();
    }

    /**
     * Each named row's setting must be declared once, as a UPROPERTY that clamps to the row's range (a row without
     * one, or held as a flag: no clamp); one line per one that does not.
     */
    static List<String> clampProblems(String header, List<String> names) {
        List<String> out = new ArrayList<>();
        List<String> lines = header.lines().toList();
        for (String name : names) {
            Parameter row = Catalogue.get(name);
            String field = row.setting().field();
            Range r = row.range();
            String want = r.bounded() && !row.settingFlag()
                    ? "ClampMin = \"" + Literals.shortest(r.min()) + "\", ClampMax = \"" + Literals.shortest(r.max()) + "\""
                    : "";
            int decl = -1;
            int count = 0;
            for (int i = 1; i < lines.size(); i++) {
                if (lines.get(i).matches("\\t\\w+ " + field + " = .*;")) {
                    decl = i;
                    count++;
                }
            }
            String property = decl < 0 ? "" : lines.get(decl - 1);
            if (decl < 0) out.add(name + ": no property " + field);
            else if (count > 1) out.add(name + ": " + field + " declared " + count + " times");
            else if (!property.contains("UPROPERTY(") || !property.contains(want) || want.isEmpty() && property.contains("ClampMin")) {
                out.add(name + ": " + field + " does not clamp to " + r);
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
        String planted = rendered(path).replace("\tfloat Duration", "\tfloat StretchBias = 0.0f;\n\tfloat Duration");
        assertEquals(List.of("spline.stretchBias: StretchBias declared 2 times"), clampProblems(planted, PROPERTIES.get(path)));
    }

    @Test
    void aHandWrittenCopyOfAFlagOrAVectorIsNamed() {
        // Planted: the hand-written declarations this section replaced, kept beside it.
        String path = "Stretchy/Source/Stretchy/Public/StretchySplineDeformComponent.h";
        String planted = rendered(path).replace("\tfloat Duration", "\tFVector ForwardAxis = FVector(1.0, 0.0, 0.0);\n"
                + "\tbool bEndExtrapolation = true;\n\tfloat Duration");
        assertEquals(List.of("spline.forwardAxisLocal: ForwardAxis declared 2 times",
                "spline.endExtrapolation: bEndExtrapolation declared 2 times"), clampProblems(planted, PROPERTIES.get(path)));
        // The velocity component's recovery ease is the impact section's word.
        String velocity = "Stretchy/Source/Stretchy/Public/StretchyVelocityStretchComponent.h";
        assertEquals(List.of("controller.ease: RecoveryEase declared 2 times"), clampProblems(rendered(velocity)
                .replace("\tfloat TeleportSpeed", "\tEStretchyRecoveryEase RecoveryEase = EStretchyRecoveryEase::Spring;\n\tfloat TeleportSpeed"),
                PROPERTIES.get(velocity)));
        // Planted: the sprite flag clamped to the dimensions' range (a bool has none).
        assertEquals(List.of("controller.dimensions: bTwoDimensional does not clamp to [2, 3]"), clampProblems(rendered(velocity)
                .replace("Category = \"Velocity Stretch|2D\", meta = (ToolTip", "Category = \"Velocity Stretch|2D\", meta = (ClampMin = \"2\", ClampMax = \"3\", ToolTip"),
                PROPERTIES.get(velocity)));
        // The sprite settings are the flagged section's: a hand-written plane normal beside it is named.
        assertEquals(List.of("controller.planeNormal: PlaneNormalLocal declared 2 times"), clampProblems(rendered(velocity)
                .replace("\tfloat TeleportSpeed", "\tFVector PlaneNormalLocal = FVector(0.0, 1.0, 0.0);\n\tfloat TeleportSpeed"),
                PROPERTIES.get(velocity)));
    }

    @Test
    void bothComponentsLeadWithTheSpecsForwardAxis() throws Exception {
        // The instanced travel component once defaulted to (1, 0, 0) whatever the spec said; a -Z spec shows it.
        String yaml = new String(SpecLoader.class.getResourceAsStream(SpecLoader.DEFAULT_RESOURCE).readAllBytes(),
                java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(yaml.contains("forwardAxis: X "));
        Spec negZ = SpecLoader.parse(yaml.replace("forwardAxis: X ", "forwardAxis: -Z "), "negz.yaml");
        var files = new TemplateRenderer().render("unreal", UnrealView.of(negZ), Map.of("PluginName", "Stretchy"));
        for (String header : List.of("StretchySplineDeformComponent.h", "StretchyInstancedSplineTravelComponent.h")) {
            String text = files.stream().filter(f -> f.path().endsWith("/" + header)).findFirst().orElseThrow().text();
            assertTrue(text.contains("\tFVector ForwardAxis = FVector(0.0, 0.0, -1.0);"), header);
        }
    }

    /**
     * The spline section's rows in the package's constants: each TypeScript key once in SplineDeformDefaults (with the
     * kind's type) and once in SPLINE_DEFAULTS; one line per one that is not.
     */
    static List<String> defaultsProblems(String constants, List<String> names) {
        List<String> out = new ArrayList<>();
        String iface = constants.substring(constants.indexOf("export interface SplineDeformDefaults {"));
        iface = iface.substring(0, iface.indexOf("\n}\n"));
        String defaults = constants.substring(constants.indexOf("export const SPLINE_DEFAULTS"));
        defaults = defaults.substring(0, defaults.indexOf("\n});\n"));
        for (String name : names) {
            Parameter row = Catalogue.get(name);
            String type = switch (row.type()) {
                case FLAG -> "boolean";
                case VECTOR -> "Vec3";
                default -> "number";
            };
            long members = iface.lines().filter(l -> l.equals("  " + row.ts() + ": " + type + ";")).count();
            long values = defaults.lines().filter(l -> l.startsWith("  " + row.ts() + ": ")).count();
            if (members != 1) out.add(name + ": " + members + " members " + row.ts() + ": " + type);
            if (values != 1) out.add(name + ": " + values + " defaults " + row.ts());
        }
        return out;
    }

    private static String constants() {
        return new TemplateRenderer().render("threejs", ThreejsView.of(SPEC), Map.of("packageName", "stretchy-three")).stream()
                .filter(f -> f.path().endsWith("/src/constants.ts")).findFirst().orElseThrow().text();
    }

    @Test
    void theSplineDefaultsHoldEachRowOnce() {
        assertEquals(List.of(), defaultsProblems(constants(), section("splineDeform")));
        // Planted: a hand-written default and member beside the macro's.
        String planted = constants().replace("  normals: 'exact',", "  stretchBias: 0,\n  normals: 'exact',")
                .replace("  normals: NormalsMode;", "  preserveVolume: boolean;\n  normals: NormalsMode;");
        assertEquals(List.of("spline.preserveVolume: 2 members preserveVolume: boolean", "spline.stretchBias: 2 defaults stretchBias"),
                defaultsProblems(planted, section("splineDeform")));
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
