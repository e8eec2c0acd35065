package dev.stretchy.spec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class SpecSchemaTest {
    private static final Path COMMITTED = Path.of("../../specs/stretchy.schema.json");

    private static JsonSchema schema() throws Exception {
        JsonNode node = new ObjectMapper().readTree(SpecSchema.jsonSchema());
        return JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(node);
    }

    @Test
    void committedSchemaIsWhatTheCliPrints() throws Exception {
        assertEquals(SpecSchema.jsonSchema(), Files.readString(COMMITTED),
                "specs/stretchy.schema.json is stale: run `./stretchy schema > specs/stretchy.schema.json`");
    }

    static Stream<Path> specs() throws Exception {
        return Files.list(Path.of("../../specs")).filter(p -> p.toString().endsWith(".yaml")).sorted();
    }

    @ParameterizedTest
    @MethodSource("specs")
    void everyCommittedSpecValidatesAgainstTheSchema(Path spec) throws Exception {
        JsonNode doc = new YAMLMapper().readTree(spec.toFile());
        assertEquals(java.util.Set.of(), schema().validate(doc), spec.toString());
        SpecLoader.load(spec);
    }

    @Test
    void schemaRejectsWhatTheLoaderRejects() throws Exception {
        JsonNode bad = new YAMLMapper().readTree("splineDeform:\n  sampleCont: 3\nplugin:\n  name: Engine\n");
        assertFalse(schema().validate(bad).isEmpty());
        assertTrue(schema().validate(new YAMLMapper().readTree("{}")).isEmpty());
    }
}
