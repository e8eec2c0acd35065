package dev.stretchy.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.stretchy.verify.CaseResult;
import dev.stretchy.write.Plan;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * The machine-readable summaries of {@code --format json}, for CI: one JSON object on standard output, keys in a
 * fixed order, no colour, nothing else on that stream. Problems still go to standard error and the exit code.
 */
final class JsonReport {
    private JsonReport() {}

    /** {@code generate --check}: whether {@code out} is what the spec generates, and each file that is not. */
    static String check(String out, Plan plan) {
        return write(g -> {
            g.writeStringField("command", "generate --check");
            g.writeStringField("out", out);
            g.writeBooleanField("upToDate", !plan.differs());
            g.writeNumberField("files", plan.steps().size());
            g.writeObjectFieldStart("counts");
            for (Map.Entry<dev.stretchy.write.Action, Long> c : plan.counts().entrySet()) {
                g.writeNumberField(c.getKey().word(), c.getValue());
            }
            g.writeEndObject();
            g.writeArrayFieldStart("differs");
            for (Plan.Step s : plan.steps()) {
                if (!s.action().differs()) continue;
                g.writeStartObject();
                g.writeStringField("action", s.action().word());
                g.writeStringField("path", s.path());
                g.writeEndObject();
            }
            g.writeEndArray();
        });
    }

    /** {@code verify}: the totals and every case with its status, worst error (fraction of tolerance) and message. */
    static String verify(String backend, List<CaseResult> results) {
        return write(g -> {
            g.writeStringField("command", "verify");
            g.writeStringField("backend", backend);
            g.writeNumberField("files", results.size());
            for (CaseResult.Status s : CaseResult.Status.values()) {
                g.writeNumberField(s.name().toLowerCase(java.util.Locale.ROOT),
                        results.stream().filter(r -> r.status() == s).count());
            }
            g.writeArrayFieldStart("cases");
            for (CaseResult r : results) {
                g.writeStartObject();
                g.writeStringField("file", r.file());
                g.writeStringField("name", r.name());
                g.writeStringField("kernel", r.kernel());
                g.writeStringField("status", r.status().name().toLowerCase(java.util.Locale.ROOT));
                if (Double.isFinite(r.worst())) g.writeNumberField("worst", r.worst());
                else g.writeNullField("worst");
                g.writeStringField("where", r.where());
                g.writeStringField("message", r.message());
                g.writeEndObject();
            }
            g.writeEndArray();
        });
    }

    private interface Body {
        void write(JsonGenerator g) throws IOException;
    }

    private static String write(Body body) {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.useDefaultPrettyPrinter();
            g.writeStartObject();
            body.write(g);
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString().replace("\r\n", "\n");
    }
}
