package dev.stretchy.verify.vulkan;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Reads the deformer cases of {@code stretchy-golden/1} files (design.md). Files of other kernels (SplineBake,
 * VelocityController) are not shader cases and are skipped; a malformed deformer file is an error naming the file
 * and the field.
 */
public final class KernelCaseReader {
    public static final String FORMAT = "stretchy-golden/1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private KernelCaseReader() {}

    /** Every SplineDeform and VelocityStretch case of the {@code *.json} files under {@code dir}, sorted by path. */
    public static List<KernelCase> readDir(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) throw new MalformedGoldenException(dir + " is not a directory");
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(p -> p.toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
        }
        List<KernelCase> cases = new ArrayList<>();
        for (Path f : files) cases.addAll(read(f, dir.relativize(f).toString().replace('\\', '/')));
        return cases;
    }

    public static List<KernelCase> read(Path file, String label) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new MalformedGoldenException(label + ": not JSON: " + e.getOriginalMessage());
        }
        List<KernelCase> out = new ArrayList<>();
        if (root.isArray()) {
            for (int i = 0; i < root.size(); i++) parse(root.get(i), label, "[" + i + "]").ifPresent(out::add);
        } else {
            parse(root, label, "").ifPresent(out::add);
        }
        return out;
    }

    static java.util.Optional<KernelCase> parse(JsonNode n, String file, String at) {
        String format = text(n, "format", file, at);
        if (!FORMAT.equals(format)) throw new MalformedGoldenException(file + ": " + at + "format is '" + format + "', expected " + FORMAT);
        String kernel = text(n, "kernel", file, at);
        if (!kernel.equals("SplineDeform") && !kernel.equals("VelocityStretch")) return java.util.Optional.empty();
        String name = text(n, "name", file, at);
        String mode = kernel.equals("SplineDeform") ? text(n, "mode", file, at) : "";
        Map<String, double[]> inputs = values(req(n, "inputs", file, at), file, at + "inputs.");
        Map<String, double[]> prev = n.has("prevInputs") ? values(n.get("prevInputs"), file, at + "prevInputs.") : Map.of();
        Map<String, double[][]> textures = new LinkedHashMap<>();
        if (n.has("textures")) {
            for (Iterator<Map.Entry<String, JsonNode>> it = n.get("textures").fields(); it.hasNext(); ) {
                var e = it.next();
                textures.put(e.getKey(), rows(e.getValue(), 4, file, at + "textures." + e.getKey()));
            }
        }
        double[][] vertices = rows(req(n, "vertices", file, at), 3, file, at + "vertices");
        double[][] expected = rows(req(n, "expected", file, at), 3, file, at + "expected");
        double[][] expectedPrev = n.has("expectedPrev") ? rows(n.get("expectedPrev"), 3, file, at + "expectedPrev") : null;
        JsonNode tol = req(n, "tolerance", file, at);
        double abs = number(req(tol, "abs", file, at + "tolerance."), file, at + "tolerance.abs");
        double rel = number(req(tol, "rel", file, at + "tolerance."), file, at + "tolerance.rel");
        int dims = n.has("dimensions") ? n.get("dimensions").asInt() : inputs.containsKey("VelocityPlaneNormalLocal") ? 2 : 3;
        try {
            return java.util.Optional.of(new KernelCase(file, name, kernel, mode, dims, inputs, prev, textures, vertices,
                    expected, expectedPrev, abs, rel));
        } catch (IllegalArgumentException e) {
            throw new MalformedGoldenException(e.getMessage());
        }
    }

    private static JsonNode req(JsonNode n, String field, String file, String at) {
        JsonNode v = n.get(field);
        if (v == null || v.isNull()) throw new MalformedGoldenException(file + ": missing field " + at + field);
        return v;
    }

    private static String text(JsonNode n, String field, String file, String at) {
        JsonNode v = req(n, field, file, at);
        if (!v.isTextual()) throw new MalformedGoldenException(file + ": field " + at + field + " must be a string");
        return v.asText();
    }

    private static double number(JsonNode v, String file, String field) {
        if (!v.isNumber()) throw new MalformedGoldenException(file + ": field " + field + " must be a number");
        return v.asDouble();
    }

    private static Map<String, double[]> values(JsonNode obj, String file, String at) {
        if (!obj.isObject()) throw new MalformedGoldenException(file + ": field " + at + " must be an object");
        Map<String, double[]> m = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = obj.fields(); it.hasNext(); ) {
            var e = it.next();
            JsonNode v = e.getValue();
            if (v.isNumber()) {
                m.put(e.getKey(), new double[] {v.asDouble()});
            } else if (v.isBoolean()) {
                m.put(e.getKey(), new double[] {v.asBoolean() ? 1 : 0});
            } else if (v.isArray()) {
                double[] a = new double[v.size()];
                for (int i = 0; i < a.length; i++) a[i] = number(v.get(i), file, at + e.getKey() + "[" + i + "]");
                m.put(e.getKey(), a);
            } else {
                throw new MalformedGoldenException(file + ": field " + at + e.getKey() + " must be a number or an array");
            }
        }
        return m;
    }

    private static double[][] rows(JsonNode arr, int width, String file, String field) {
        if (!arr.isArray()) throw new MalformedGoldenException(file + ": field " + field + " must be an array");
        double[][] r = new double[arr.size()][];
        for (int i = 0; i < r.length; i++) {
            JsonNode row = arr.get(i);
            if (!row.isArray() || row.size() != width) {
                throw new MalformedGoldenException(file + ": field " + field + "[" + i + "] must have " + width + " numbers");
            }
            r[i] = new double[width];
            for (int k = 0; k < width; k++) r[i][k] = number(row.get(k), file, field + "[" + i + "][" + k + "]");
        }
        return r;
    }
}
