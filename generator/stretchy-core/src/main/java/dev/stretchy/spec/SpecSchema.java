package dev.stretchy.spec;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/** The spec's form, derived from its annotated records ({@link Field}): binding, defaults and the JSON Schema. */
public final class SpecSchema {
    private SpecSchema() {}

    public static final Pattern PLUGIN_NAME = TextRule.PLUGIN_NAME.pattern();
    public static final Pattern PREFIX = TextRule.PARAMETER_PREFIX.pattern();
    public static final Pattern NPM_NAME = TextRule.NPM_NAME.pattern();

    public static final Shape.Obj ROOT = Fields.of(Spec.class);

    /** The JSON Schema document, as published by {@code stretchy schema}. */
    public static String jsonSchema() {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("$schema", "https://json-schema.org/draft/2020-12/schema");
        doc.put("title", "Stretchy spec");
        doc.putAll(ROOT.schema());
        try {
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(doc)
                    .replace("\r\n", "\n") + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
