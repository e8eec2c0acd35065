package dev.stretchy.spec;

import dev.stretchy.contract.NormalsMode;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The spec inputs of the third hostile round: each was accepted, or refused with an unusable message. */
class SpecHostileTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    private static SpecException refused(String text, String file) {
        return assertThrows(SpecException.class, () -> SpecLoader.parse(text, file));
    }

    private static JsonSchema schema() throws Exception {
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(JSON.readTree(SpecSchema.jsonSchema()));
    }

    @ParameterizedTest
    @ValueSource(strings = {"con", "nul", "aux", "prn", "com1", "lpt1", "com0", "lpt9", "con.txt", "nul.js", "@acme/con",
            "@acme/aux.d"})
    void windowsDeviceNamesAreRefusedAsPackageNamesBySchemaAndLoader(String name) throws Exception {
        SpecException e = refused("threejs:\n  packageName: \"" + name + "\"\n", "w.yaml");
        assertEquals(1, e.errors().size(), e.getMessage());
        assertEquals("threejs.packageName", e.errors().get(0).path());
        assertTrue(e.getMessage().contains("Windows device name"), e.getMessage());
        JsonNode doc = JSON.readTree("{\"threejs\": {\"packageName\": \"" + name + "\"}}");
        assertFalse(schema().validate(doc).isEmpty(), "the schema accepts " + name);
    }

    @Test
    void namesThatOnlyStartLikeADeviceAreFine() throws Exception {
        for (String n : new String[] {"consoles", "con-x", "icon", "com10", "@con/x", "auxiliary", "nullish", "lpt"}) {
            assertEquals(n, SpecLoader.parse("threejs: {packageName: \"" + n + "\"}", "n.yaml").threejs().packageName());
            assertTrue(schema().validate(JSON.readTree("{\"threejs\": {\"packageName\": \"" + n + "\"}}")).isEmpty(), n);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"no", "false", "Off", "OFF", "No", "FALSE", "n", "N", "False", "on", "yes", "true", "ON"})
    void normalsTakesOnlyTheSchemasWords(String word) {
        SpecException e = refused("splineDeform:\n  normals: " + word + "\n", "n.yaml");
        assertTrue(e.getMessage().contains("one of exact, rotate, off"), e.getMessage());
        refused("{\"splineDeform\": {\"normals\": false}}", "n.json");
    }

    @Test
    void normalsOffIsStillOffHoweverItIsQuoted() throws Exception {
        for (String v : new String[] {"off", "\"off\"", "'off'"}) {
            assertEquals(NormalsMode.OFF, SpecLoader.parse("splineDeform:\n  normals: " + v + "\n", "o.yaml").splineDeform().normals());
        }
        assertEquals(NormalsMode.OFF, SpecLoader.parse("{\"splineDeform\": {\"normals\": \"off\"}}", "o.json").splineDeform().normals());
    }

    /** Every choice field the schema lists: each property whose schema has an enum, with its path. */
    private static void choices(JsonNode node, List<String> path, Map<List<String>, List<String>> found) {
        JsonNode props = node.get("properties");
        if (props == null) return;
        for (Iterator<Map.Entry<String, JsonNode>> it = props.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            List<String> p = new ArrayList<>(path);
            p.add(e.getKey());
            if (e.getValue().has("enum")) {
                List<String> words = new ArrayList<>();
                e.getValue().get("enum").forEach(w -> words.add(w.asText()));
                found.put(p, words);
            }
            choices(e.getValue(), p, found);
        }
    }

    private static String nest(List<String> path, String value) {
        String s = value;
        for (int i = path.size() - 1; i >= 0; i--) s = "{\"" + path.get(i) + "\": " + s + "}";
        return s;
    }

    private static boolean loads(String text, String file) {
        try {
            SpecLoader.parse(text, file);
            return true;
        } catch (SpecException e) {
            return false;
        }
    }

    /**
     * Code and schema agree on every choice field, derived from the published schema: a JSON value is loaded iff the
     * schema validates it, and a bare YAML word iff it is one of the schema's words (as a YAML 1.2 reader of the
     * schema, an editor, takes it), whatever YAML 1.1 makes of it.
     */
    @Test
    void theLoaderTakesExactlyTheChoicesThePublishedSchemaAllows() throws Exception {
        Map<List<String>, List<String>> fields = new java.util.LinkedHashMap<>();
        choices(JSON.readTree(SpecSchema.jsonSchema()), List.of(), fields);
        assertTrue(fields.containsKey(List.of("splineDeform", "normals")), fields.keySet().toString());
        JsonSchema schema = schema();
        List<String> extra = List.of("yes", "no", "on", "off", "true", "false", "Off", "OFF", "On", "No", "Yes", "y", "n",
                "True", "FALSE", "null", "~", "0", "1");
        int checks = 0;
        List<String> disagree = new ArrayList<>();
        for (Map.Entry<List<String>, List<String>> f : fields.entrySet()) {
            List<String> words = new ArrayList<>(f.getValue());
            for (String w : f.getValue()) {
                words.add(w.toUpperCase(Locale.ROOT));
                words.add(w.substring(0, 1).toUpperCase(Locale.ROOT) + w.substring(1));
            }
            words.addAll(extra);
            for (String w : words) {
                // JSON: the word as a string, and true/false/null/numbers as themselves.
                for (String json : new String[] {JSON.writeValueAsString(w),
                        w.matches("true|false|null|0|1") ? w : null}) {
                    if (json == null) continue;
                    String doc = nest(f.getKey(), json);
                    boolean bySchema = schema.validate(JSON.readTree(doc)).isEmpty();
                    if (bySchema != loads(doc, "c.json")) disagree.add(f.getKey() + " = " + json + " (JSON)");
                    checks++;
                }
                // YAML, the word bare: flow style, so the nesting is the same text. A YAML 1.2 reader takes a bare
                // number, true/false or null as such, everything else (off, No, yes) as a string.
                String yaml = nest(f.getKey(), w);
                boolean string = !w.matches(YAML12_NOT_STRING);
                if ((string && f.getValue().contains(w)) != loads(yaml, "c.yaml")) {
                    disagree.add(f.getKey() + " = " + w + " (YAML)");
                }
                checks++;
            }
        }
        System.out.printf("fuzz: choice spellings, schema vs loader: %d tried, %d agree (%d choice fields)%n", checks,
                checks - disagree.size(), fields.size());
        assertEquals(List.of(), disagree);
    }

    /** The plain scalars YAML 1.2's core schema reads as something other than a string. */
    private static final String YAML12_NOT_STRING = "null|Null|NULL|~|true|True|TRUE|false|False|FALSE"
            + "|[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(\\.[0-9]+|[0-9]+(\\.[0-9]*)?)([eE][-+]?[0-9]+)?"
            + "|[-+]?\\.(inf|Inf|INF)|\\.nan|\\.NaN|\\.NAN";

    private static void located(SpecException e) {
        assertEquals(1, e.errors().size(), e.getMessage());
        SpecError err = e.errors().get(0);
        assertTrue(err.at().line() > 0 && err.at().column() > 0, e.getMessage());
        String m = e.getMessage().toLowerCase(Locale.ROOT);
        for (String internal : new String[] {"jackson", "streamreadconstraints", "snakeyaml", "com.fasterxml", "maxnesting"}) {
            assertFalse(m.contains(internal), e.getMessage());
        }
        assertTrue(m.contains("nested more than " + SpecParser.MAX_DEPTH + " levels"), e.getMessage());
        assertEquals(1, e.getMessage().lines().count(), e.getMessage());
    }

    @Test
    void aCurveNested1500DeepIsOneLocatedLineWithoutParserInternals() {
        String flow = "splineDeform:\n  curves:\n    timing: " + "[".repeat(1500) + "0" + "]".repeat(1500) + "\n";
        located(refused(flow, "deep.yaml"));
        String json = "{\"splineDeform\": {\"curves\": {\"timing\": " + "[".repeat(1500) + "0" + "]".repeat(1500) + "}}}";
        located(refused(json, "deep.json"));
        StringBuilder block = new StringBuilder("splineDeform:\n  curves:\n    timing:\n");
        for (int i = 0; i < 1500; i++) block.append(" ".repeat(6 + 2 * i)).append("-\n");
        located(refused(block.toString(), "block.yaml"));
        StringBuilder objects = new StringBuilder();
        for (int i = 0; i < 1500; i++) objects.append(" ".repeat(2 * i)).append("k:\n");
        located(refused(objects.toString(), "objects.yaml"));
        // the deepest real structure still reads
        assertTrue(loads("splineDeform:\n  curves:\n    timing: [[0, 0], [1, 1]]\n", "ok.yaml"));
    }

    @Test
    void twentyThousandUnknownKeysGiveAFewLinesNotMegabytes() {
        StringBuilder yaml = new StringBuilder();
        for (int i = 0; i < 20_000; i++) yaml.append("unknownKey").append(i).append(": 1\n");
        SpecException e = refused(yaml.toString(), "many.yaml");
        assertEquals(Shape.MAX_UNKNOWN_LISTED + 1, e.errors().size());
        SpecError last = e.errors().get(e.errors().size() - 1);
        assertTrue(last.message().startsWith((20_000 - Shape.MAX_UNKNOWN_LISTED) + " more unknown fields here (20000 in all"),
                last.message());
        assertEquals(Shape.MAX_UNKNOWN_LISTED + 1, last.at().line());
        assertTrue(e.getMessage().length() < 8_000, e.getMessage().length() + " characters");
    }

    @Test
    void anEmptyFileNameIsNamedAsSuch() {
        SpecException e = assertThrows(SpecException.class, () -> SpecLoader.load(Path.of("")));
        assertTrue(e.getMessage().contains("no file name"), e.getMessage());
        assertFalse(e.getMessage().contains("is a folder"), e.getMessage());
    }
}
