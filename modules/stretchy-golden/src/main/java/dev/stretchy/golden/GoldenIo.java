package dev.stretchy.golden;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.stretchy.golden.JsonText.Inline;
import dev.stretchy.reference.ControllerFrame;
import dev.stretchy.reference.ControllerOutput;
import dev.stretchy.reference.ControllerParams;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.Quat;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.VelocityDeformInputs;
import dev.stretchy.spec.Ease;
import dev.stretchy.spec.Orientation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads and writes {@code stretchy-golden/1} files (docs/golden-format.md). Writing is deterministic (key order,
 * shortest round-trip numbers, LF); reading is strict: every problem names the file and the field.
 */
public final class GoldenIo {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(JsonParser.Feature.INCLUDE_SOURCE_IN_LOCATION)
            .build();

    private GoldenIo() {}

    // ------------------------------------------------------------------------------------------------ writing

    /** The file name of a case: {@code <name>.json}. */
    public static String fileName(GoldenCase c) {
        return c.name() + ".json";
    }

    public static String write(GoldenCase c) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", GoldenCase.FORMAT);
        m.put("kernel", c.kernel().name());
        m.put("name", c.name());
        m.put("description", c.description());
        if (c instanceof SplineDeformCase s) writeSplineDeform(m, s);
        else if (c instanceof VelocityStretchCase v) writeVelocityStretch(m, v);
        else if (c instanceof SplineBakeCase b) writeSplineBake(m, b);
        else writeController(m, (VelocityControllerCase) c);
        Map<String, Object> tol = new LinkedHashMap<>();
        tol.put("abs", c.tolerance().abs());
        tol.put("rel", c.tolerance().rel());
        tol.put("why", c.tolerance().why());
        m.put("tolerance", tol);
        return JsonText.write(m);
    }

    private static void writeSplineDeform(Map<String, Object> m, SplineDeformCase s) {
        m.put("mode", s.mode().word());
        m.put("inputs", values(s.inputs().toMap()));
        if (!s.prevInputs().isEmpty()) m.put("prevInputs", prevValues(s.prevInputs(), SplineDeformInputs.ANIMATED));
        Map<String, Object> tex = new LinkedHashMap<>();
        tex.put("PositionTexture", List.of((Object[]) s.textures().position()));
        tex.put("TangentTexture", List.of((Object[]) s.textures().tangent()));
        m.put("textures", tex);
        m.put("vertices", vectors(s.vertices()));
        m.put("expected", vectors(s.expected()));
        if (!s.expectedPrev().isEmpty()) m.put("expectedPrev", vectors(s.expectedPrev()));
    }

    private static void writeVelocityStretch(Map<String, Object> m, VelocityStretchCase v) {
        m.put("dimensions", v.dimensions());
        m.put("inputs", values(v.inputs().toMap(v.dimensions())));
        if (!v.prevInputs().isEmpty()) m.put("prevInputs", prevValues(v.prevInputs(), VelocityDeformInputs.ANIMATED));
        m.put("vertices", vectors(v.vertices()));
        m.put("expected", vectors(v.expected()));
        if (!v.expectedPrev().isEmpty()) m.put("expectedPrev", vectors(v.expectedPrev()));
    }

    private static void writeSplineBake(Map<String, Object> m, SplineBakeCase b) {
        m.put("mode", b.mode().word());
        Map<String, Object> in = new LinkedHashMap<>();
        in.put("SampleCount", b.sampleCount());
        in.put("ForwardAxisLocal", b.forwardAxis().toArray());
        in.put("MeshTransform", transform(b.meshTransform()));
        Map<String, Object> spline = new LinkedHashMap<>();
        spline.put("closedLoop", b.spline().closedLoop());
        spline.put("reparamStepsPerSegment", b.spline().reparamSteps());
        spline.put("transform", transform(b.spline().componentToWorld()));
        List<Object> pts = new ArrayList<>();
        for (UeSpline.Point p : b.spline().points()) {
            Map<String, Object> pm = new LinkedHashMap<>();
            pm.put("position", p.position().toArray());
            if (p.userTangents()) {
                pm.put("arrive", p.arrive().toArray());
                pm.put("leave", p.leave().toArray());
            }
            pts.add(new Inline(pm));
        }
        spline.put("points", pts);
        in.put("Spline", spline);
        m.put("inputs", in);
        Map<String, Object> ex = new LinkedHashMap<>();
        Map<String, Object> samples = new LinkedHashMap<>();
        samples.put("positions", vectors(List.of(b.samples().positions())));
        samples.put("directions", vectors(List.of(b.samples().directions())));
        ex.put("samples", samples);
        ex.put("SplineLength", b.splineLength());
        ex.put("PositionTexture", List.of((Object[]) b.textures().position()));
        ex.put("TangentTexture", List.of((Object[]) b.textures().tangent()));
        m.put("expected", ex);
    }

    private static void writeController(Map<String, Object> m, VelocityControllerCase k) {
        ControllerParams p = k.params();
        m.put("dimensions", p.dimensions());
        m.put("units", k.units());
        Map<String, Object> in = new LinkedHashMap<>();
        Map<String, Object> c = new LinkedHashMap<>();
        c.put("k", p.k());
        c.put("maxStretch", p.maxStretch());
        c.put("smoothing", p.smoothingTau());
        c.put("impactStrength", p.impactStrength());
        c.put("minSquash", p.minSquash());
        c.put("maxImpactSpeed", p.maxImpactSpeed());
        c.put("recoverSeconds", p.recoverSeconds());
        c.put("ease", p.ease().word());
        c.put("springDamping", p.springDamping());
        c.put("planeNormal", p.planeNormal().toArray());
        in.put("constants", c);
        List<Object> frames = new ArrayList<>();
        for (ControllerFrame f : k.frames()) {
            Map<String, Object> fm = new LinkedHashMap<>();
            fm.put("dt", f.dt());
            fm.put("velocity", f.velocity().toArray());
            fm.put("position", f.position().toArray());
            if (f.contact() != null) {
                Map<String, Object> cm = new LinkedHashMap<>();
                cm.put("normal", f.contact().normal().toArray());
                cm.put("point", f.contact().point().toArray());
                fm.put("contact", new Inline(cm));
            }
            frames.add(new Inline(fm));
        }
        in.put("frames", frames);
        m.put("inputs", in);
        List<Object> out = new ArrayList<>();
        for (ControllerOutput o : k.expected()) {
            Map<String, Object> om = new LinkedHashMap<>();
            om.put("axis", o.axis().toArray());
            om.put("sPar", o.sPar());
            om.put("sPerp", o.sPerp());
            om.put("sNormal", o.sNormal());
            om.put("pivot", o.pivot().toArray());
            out.add(new Inline(om));
        }
        m.put("expected", out);
    }

    private static Map<String, Object> transform(Transform t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("rotation", t.rotation().toArray());
        m.put("translation", t.translation().toArray());
        m.put("scale", t.scale().toArray());
        return m;
    }

    private static Map<String, Object> values(Map<String, Object> in) {
        Map<String, Object> m = new LinkedHashMap<>();
        in.forEach((k, v) -> m.put(k, v instanceof Vec3 vec ? vec.toArray() : v));
        return m;
    }

    private static Map<String, Object> prevValues(Map<String, ?> prev, List<String> order) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (String k : order) {
            Object v = prev.get(k);
            if (v != null) m.put(k, v instanceof Vec3 vec ? vec.toArray() : v);
        }
        return m;
    }

    private static List<Object> vectors(List<Vec3> v) {
        List<Object> l = new ArrayList<>(v.size());
        for (Vec3 x : v) l.add(x.toArray());
        return l;
    }

    // ------------------------------------------------------------------------------------------------ reading

    public static GoldenCase read(Path file) throws GoldenFormatException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new GoldenFormatException(file.toString(), "", "cannot read: " + e.getMessage());
        }
        return parse(text, file.toString());
    }

    public static GoldenCase parse(String text, String fileName) throws GoldenFormatException {
        JsonNode root;
        try {
            root = MAPPER.readTree(text);
        } catch (JsonParseException e) {
            var loc = e.getLocation();
            throw new GoldenFormatException(fileName, "", "JSON syntax error at line " + loc.getLineNr() + ", column "
                    + loc.getColumnNr() + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new GoldenFormatException(fileName, "", "not JSON: " + e.getMessage());
        }
        if (root == null) throw new GoldenFormatException(fileName, "", "empty file");
        return new Reader(fileName).read(root);
    }

    /** Reads one file; keeps the file name for its errors. */
    private static final class Reader {
        private final String file;

        Reader(String file) {
            this.file = file;
        }

        GoldenFormatException error(String field, String problem) {
            return new GoldenFormatException(file, field, problem);
        }

        GoldenCase read(JsonNode root) throws GoldenFormatException {
            if (!root.isObject()) throw error("", "the top level must be an object");
            String format = string(root, "", "format");
            if (!format.equals(GoldenCase.FORMAT)) {
                throw error("format", "is \"" + format + "\"; this reader understands \"" + GoldenCase.FORMAT + "\"");
            }
            String kernelWord = string(root, "", "kernel");
            Kernel kernel;
            try {
                kernel = Kernel.of(kernelWord);
            } catch (IllegalArgumentException e) {
                throw error("kernel", "is \"" + kernelWord + "\"; allowed: " + String.join(", ", Kernel.words()));
            }
            String name = string(root, "", "name");
            if (!name.matches("[a-z0-9][a-z0-9-]*")) throw error("name", "must be lower-case letters, digits and dashes");
            String description = root.has("description") ? string(root, "", "description") : "";
            Tolerance tol = tolerance(require(root, "", "tolerance"));
            try {
                return switch (kernel) {
                    case SplineDeform -> splineDeform(root, name, description, tol);
                    case VelocityStretch -> velocityStretch(root, name, description, tol);
                    case SplineBake -> splineBake(root, name, description, tol);
                    case VelocityController -> controller(root, name, description, tol);
                };
            } catch (IllegalArgumentException e) {
                throw error("", "inconsistent case: " + e.getMessage());
            }
        }

        private SplineDeformCase splineDeform(JsonNode root, String name, String desc, Tolerance tol)
                throws GoldenFormatException {
            onlyKeys(root, "", "format", "kernel", "name", "description", "mode", "inputs", "prevInputs", "textures",
                    "vertices", "expected", "expectedPrev", "tolerance");
            Orientation mode = orientation(root, "mode");
            JsonNode in = object(root, "", "inputs");
            onlyKeys(in, "inputs", SplineDeformInputs.NAMES.toArray(String[]::new));
            Map<String, Object> values = new LinkedHashMap<>();
            for (String k : SplineDeformInputs.NAMES) {
                values.put(k, SplineDeformInputs.VECTORS.contains(k) ? vec3(in, "inputs", k) : number(in, "inputs", k));
            }
            SplineDeformInputs inputs = SplineDeformInputs.fromMap(values);
            Map<String, Double> prev = new TreeMap<>();
            if (root.has("prevInputs")) {
                JsonNode p = object(root, "", "prevInputs");
                onlyKeys(p, "prevInputs", SplineDeformInputs.ANIMATED.toArray(String[]::new));
                var it = p.fieldNames();
                while (it.hasNext()) {
                    String k = it.next();
                    prev.put(k, number(p, "prevInputs", k));
                }
                if (prev.isEmpty()) throw error("prevInputs", "is empty; leave it out instead");
            }
            JsonNode tex = object(root, "", "textures");
            onlyKeys(tex, "textures", "PositionTexture", "TangentTexture");
            double[][] pos = rows(tex, "textures", "PositionTexture", 4);
            double[][] tan = rows(tex, "textures", "TangentTexture", 4);
            if (pos.length != tan.length) {
                throw error("textures.TangentTexture", "has " + tan.length + " rows, PositionTexture has " + pos.length);
            }
            double n = inputs.sampleCount();
            if (n >= 2 && (n != Math.rint(n) || (int) n != pos.length)) {
                throw error("inputs.SampleCount", "is " + n + " but the textures have " + pos.length + " rows");
            }
            if (n < 2 && pos.length < 2) throw error("textures.PositionTexture", "needs at least 2 rows");
            List<Vec3> vertices = vectors(root, "vertices", -1);
            List<Vec3> expected = vectors(root, "expected", vertices.size());
            List<Vec3> expectedPrev = List.of();
            if (root.has("expectedPrev") != root.has("prevInputs")) {
                throw error(root.has("prevInputs") ? "expectedPrev" : "prevInputs",
                        "missing: prevInputs and expectedPrev come together");
            }
            if (root.has("expectedPrev")) expectedPrev = vectors(root, "expectedPrev", vertices.size());
            return new SplineDeformCase(name, desc, mode, inputs, prev, new CurveTextures(pos, tan), vertices, expected,
                    expectedPrev, tol);
        }

        private VelocityStretchCase velocityStretch(JsonNode root, String name, String desc, Tolerance tol)
                throws GoldenFormatException {
            onlyKeys(root, "", "format", "kernel", "name", "description", "dimensions", "inputs", "prevInputs",
                    "vertices", "expected", "expectedPrev", "tolerance");
            int dims = dimensions(root);
            JsonNode in = object(root, "", "inputs");
            List<String> names = VelocityDeformInputs.names(dims);
            onlyKeys(in, "inputs", names.toArray(String[]::new));
            Map<String, Object> values = new LinkedHashMap<>();
            for (String k : names) {
                values.put(k, VelocityDeformInputs.VECTORS.contains(k) ? vec3(in, "inputs", k) : number(in, "inputs", k));
            }
            VelocityDeformInputs inputs = VelocityDeformInputs.fromMap(values);
            Map<String, Object> prev = new LinkedHashMap<>();
            if (root.has("prevInputs")) {
                JsonNode p = object(root, "", "prevInputs");
                onlyKeys(p, "prevInputs", VelocityDeformInputs.ANIMATED.toArray(String[]::new));
                for (String k : VelocityDeformInputs.ANIMATED) {
                    if (!p.has(k)) continue;
                    prev.put(k, VelocityDeformInputs.VECTORS.contains(k) ? vec3(p, "prevInputs", k) : number(p, "prevInputs", k));
                }
                if (prev.isEmpty()) throw error("prevInputs", "is empty; leave it out instead");
            }
            List<Vec3> vertices = vectors(root, "vertices", -1);
            List<Vec3> expected = vectors(root, "expected", vertices.size());
            if (root.has("expectedPrev") != root.has("prevInputs")) {
                throw error(root.has("prevInputs") ? "expectedPrev" : "prevInputs",
                        "missing: prevInputs and expectedPrev come together");
            }
            List<Vec3> expectedPrev = root.has("expectedPrev") ? vectors(root, "expectedPrev", vertices.size()) : List.of();
            return new VelocityStretchCase(name, desc, dims, inputs, prev, vertices, expected, expectedPrev, tol);
        }

        private SplineBakeCase splineBake(JsonNode root, String name, String desc, Tolerance tol)
                throws GoldenFormatException {
            onlyKeys(root, "", "format", "kernel", "name", "description", "mode", "inputs", "expected", "tolerance");
            Orientation mode = orientation(root, "mode");
            JsonNode in = object(root, "", "inputs");
            onlyKeys(in, "inputs", "SampleCount", "ForwardAxisLocal", "MeshTransform", "Spline");
            int n = integer(in, "inputs", "SampleCount", 2, 1 << 16);
            Vec3 f = vec3(in, "inputs", "ForwardAxisLocal");
            Transform mesh = transform(in, "inputs", "MeshTransform");
            JsonNode sp = object(in, "inputs", "Spline");
            onlyKeys(sp, "inputs.Spline", "closedLoop", "reparamStepsPerSegment", "transform", "points");
            boolean closed = bool(sp, "inputs.Spline", "closedLoop");
            int steps = sp.has("reparamStepsPerSegment")
                    ? integer(sp, "inputs.Spline", "reparamStepsPerSegment", 4, 100) : UeSpline.DEFAULT_REPARAM_STEPS;
            Transform st = transform(sp, "inputs.Spline", "transform");
            JsonNode pts = array(sp, "inputs.Spline", "points");
            if (pts.size() < 2) throw error("inputs.Spline.points", "needs at least 2 points");
            List<UeSpline.Point> points = new ArrayList<>();
            for (int i = 0; i < pts.size(); i++) {
                String at = "inputs.Spline.points[" + i + "]";
                JsonNode p = pts.get(i);
                if (!p.isObject()) throw error(at, "must be an object {\"position\": [x,y,z]}");
                onlyKeys(p, at, "position", "arrive", "leave");
                if (p.has("arrive") != p.has("leave")) throw error(at, "give both \"arrive\" and \"leave\" or neither");
                points.add(new UeSpline.Point(vec3(p, at, "position"), p.has("arrive") ? vec3(p, at, "arrive") : null,
                        p.has("leave") ? vec3(p, at, "leave") : null));
            }
            UeSpline spline = new UeSpline(points, closed, st, steps);
            JsonNode ex = object(root, "", "expected");
            onlyKeys(ex, "expected", "samples", "SplineLength", "PositionTexture", "TangentTexture");
            JsonNode s = object(ex, "expected", "samples");
            onlyKeys(s, "expected.samples", "positions", "directions");
            int k = SplineBake.denseSteps(n) + 1;
            List<Vec3> sp1 = vectors(s, "expected.samples", "positions", k);
            List<Vec3> sd1 = vectors(s, "expected.samples", "directions", k);
            double len = number(ex, "expected", "SplineLength");
            double[][] pos = rows(ex, "expected", "PositionTexture", 4);
            double[][] tan = rows(ex, "expected", "TangentTexture", 4);
            if (pos.length != n) throw error("expected.PositionTexture", "has " + pos.length + " rows; SampleCount is " + n);
            if (tan.length != n) throw error("expected.TangentTexture", "has " + tan.length + " rows; SampleCount is " + n);
            return new SplineBakeCase(name, desc, mode, spline, mesh, n, f,
                    new SplineBake.WorldSamples(sp1.toArray(Vec3[]::new), sd1.toArray(Vec3[]::new)), len,
                    new CurveTextures(pos, tan), tol);
        }

        private VelocityControllerCase controller(JsonNode root, String name, String desc, Tolerance tol)
                throws GoldenFormatException {
            onlyKeys(root, "", "format", "kernel", "name", "description", "dimensions", "units", "inputs", "expected",
                    "tolerance");
            int dims = dimensions(root);
            String units = string(root, "", "units");
            JsonNode in = object(root, "", "inputs");
            onlyKeys(in, "inputs", "constants", "frames");
            JsonNode c = object(in, "inputs", "constants");
            String cp = "inputs.constants";
            onlyKeys(c, cp, "k", "maxStretch", "smoothing", "impactStrength", "minSquash", "maxImpactSpeed",
                    "recoverSeconds", "ease", "springDamping", "planeNormal");
            String easeWord = string(c, cp, "ease");
            Ease ease;
            try {
                ease = Ease.of(easeWord);
            } catch (IllegalArgumentException e) {
                throw error(cp + ".ease", "is \"" + easeWord + "\"; allowed: " + String.join(", ", Ease.words()));
            }
            ControllerParams params;
            try {
                params = new ControllerParams(number(c, cp, "k"), number(c, cp, "maxStretch"), number(c, cp, "smoothing"),
                        number(c, cp, "impactStrength"), number(c, cp, "minSquash"), number(c, cp, "maxImpactSpeed"),
                        number(c, cp, "recoverSeconds"), ease, number(c, cp, "springDamping"), dims,
                        vec3(c, cp, "planeNormal"));
            } catch (IllegalArgumentException e) {
                throw error(cp, e.getMessage());
            }
            JsonNode fr = array(in, "inputs", "frames");
            if (fr.isEmpty()) throw error("inputs.frames", "needs at least one frame");
            List<ControllerFrame> frames = new ArrayList<>();
            for (int i = 0; i < fr.size(); i++) {
                String at = "inputs.frames[" + i + "]";
                JsonNode f = fr.get(i);
                if (!f.isObject()) throw error(at, "must be an object");
                onlyKeys(f, at, "dt", "velocity", "position", "contact");
                double dt = number(f, at, "dt");
                if (dt < 0) throw error(at + ".dt", "must be >= 0, is " + dt);
                ControllerFrame.Contact contact = null;
                if (f.has("contact")) {
                    JsonNode ct = object(f, at, "contact");
                    onlyKeys(ct, at + ".contact", "normal", "point");
                    contact = new ControllerFrame.Contact(vec3(ct, at + ".contact", "normal"), vec3(ct, at + ".contact", "point"));
                }
                frames.add(new ControllerFrame(dt, vec3(f, at, "velocity"), vec3(f, at, "position"), contact));
            }
            JsonNode ex = array(root, "", "expected");
            if (ex.size() != frames.size()) {
                throw error("expected", "has " + ex.size() + " entries; inputs.frames has " + frames.size());
            }
            List<ControllerOutput> out = new ArrayList<>();
            for (int i = 0; i < ex.size(); i++) {
                String at = "expected[" + i + "]";
                JsonNode o = ex.get(i);
                if (!o.isObject()) throw error(at, "must be an object");
                onlyKeys(o, at, "axis", "sPar", "sPerp", "sNormal", "pivot");
                out.add(new ControllerOutput(vec3(o, at, "axis"), number(o, at, "sPar"), number(o, at, "sPerp"),
                        vec3(o, at, "pivot"), number(o, at, "sNormal")));
            }
            return new VelocityControllerCase(name, desc, params, units, frames, out, tol);
        }

        // -------------------------------------------------------------------------------------------- helpers

        private static String path(String parent, String key) {
            return parent.isEmpty() ? key : parent + "." + key;
        }

        private JsonNode require(JsonNode obj, String parent, String key) throws GoldenFormatException {
            JsonNode v = obj.get(key);
            if (v == null || v.isNull()) throw error(path(parent, key), "missing");
            return v;
        }

        private void onlyKeys(JsonNode obj, String at, String... allowed) throws GoldenFormatException {
            List<String> ok = List.of(allowed);
            var it = obj.fieldNames();
            while (it.hasNext()) {
                String k = it.next();
                if (!ok.contains(k)) {
                    throw error(path(at, k), "unknown field; allowed here: " + String.join(", ", ok));
                }
            }
        }

        private JsonNode object(JsonNode obj, String parent, String key) throws GoldenFormatException {
            JsonNode v = require(obj, parent, key);
            if (!v.isObject()) throw error(path(parent, key), "must be an object, found " + kind(v));
            return v;
        }

        private JsonNode array(JsonNode obj, String parent, String key) throws GoldenFormatException {
            JsonNode v = require(obj, parent, key);
            if (!v.isArray()) throw error(path(parent, key), "must be an array, found " + kind(v));
            return v;
        }

        private String string(JsonNode obj, String parent, String key) throws GoldenFormatException {
            JsonNode v = require(obj, parent, key);
            if (!v.isTextual()) throw error(path(parent, key), "must be a string, found " + kind(v));
            return v.asText();
        }

        private boolean bool(JsonNode obj, String parent, String key) throws GoldenFormatException {
            JsonNode v = require(obj, parent, key);
            if (!v.isBoolean()) throw error(path(parent, key), "must be true or false, found " + kind(v));
            return v.asBoolean();
        }

        private double number(JsonNode obj, String parent, String key) throws GoldenFormatException {
            return number(require(obj, parent, key), path(parent, key));
        }

        private double number(JsonNode v, String at) throws GoldenFormatException {
            if (!v.isNumber()) throw error(at, "must be a number, found " + kind(v));
            double d = v.asDouble();
            if (!Double.isFinite(d)) throw error(at, "must be finite");
            return d;
        }

        private int integer(JsonNode obj, String parent, String key, int min, int max) throws GoldenFormatException {
            double d = number(obj, parent, key);
            if (d != Math.rint(d) || d < min || d > max) {
                throw error(path(parent, key), "must be an integer in [" + min + ", " + max + "], is " + d);
            }
            return (int) d;
        }

        private int dimensions(JsonNode root) throws GoldenFormatException {
            double d = number(root, "", "dimensions");
            if (d != 2 && d != 3) throw error("dimensions", "must be 2 or 3, is " + d);
            return (int) d;
        }

        private Orientation orientation(JsonNode root, String key) throws GoldenFormatException {
            String w = string(root, "", key);
            try {
                return Orientation.of(w);
            } catch (IllegalArgumentException e) {
                throw error(key, "is \"" + w + "\"; allowed: " + String.join(", ", Orientation.words()));
            }
        }

        private double[] row(JsonNode v, String at, int width) throws GoldenFormatException {
            if (!v.isArray()) throw error(at, "must be an array of " + width + " numbers, found " + kind(v));
            if (v.size() != width) throw error(at, "must have " + width + " components, has " + v.size());
            double[] r = new double[width];
            for (int i = 0; i < width; i++) r[i] = number(v.get(i), at + "[" + i + "]");
            return r;
        }

        private Vec3 vec3(JsonNode obj, String parent, String key) throws GoldenFormatException {
            return Vec3.of(row(require(obj, parent, key), path(parent, key), 3));
        }

        private double[][] rows(JsonNode obj, String parent, String key, int width) throws GoldenFormatException {
            JsonNode a = array(obj, parent, key);
            String at = path(parent, key);
            if (a.isEmpty()) throw error(at, "must not be empty");
            double[][] r = new double[a.size()][];
            for (int i = 0; i < a.size(); i++) r[i] = row(a.get(i), at + "[" + i + "]", width);
            return r;
        }

        private List<Vec3> vectors(JsonNode root, String key, int expectedCount) throws GoldenFormatException {
            return vectors(root, "", key, expectedCount);
        }

        private List<Vec3> vectors(JsonNode obj, String parent, String key, int expectedCount) throws GoldenFormatException {
            double[][] r = rows(obj, parent, key, 3);
            if (expectedCount >= 0 && r.length != expectedCount) {
                throw error(path(parent, key), "has " + r.length + " rows, expected " + expectedCount);
            }
            List<Vec3> l = new ArrayList<>(r.length);
            for (double[] x : r) l.add(Vec3.of(x));
            return l;
        }

        private Transform transform(JsonNode obj, String parent, String key) throws GoldenFormatException {
            JsonNode t = object(obj, parent, key);
            String at = path(parent, key);
            onlyKeys(t, at, "rotation", "translation", "scale");
            Quat q = Quat.of(row(require(t, at, "rotation"), at + ".rotation", 4));
            if (Math.abs(q.length() - 1) > 1e-6) throw error(at + ".rotation", "must be a unit quaternion (x,y,z,w)");
            return new Transform(q, vec3(t, at, "translation"), vec3(t, at, "scale"));
        }

        private Tolerance tolerance(JsonNode t) throws GoldenFormatException {
            if (!t.isObject()) throw error("tolerance", "must be an object {abs, rel, why}");
            onlyKeys(t, "tolerance", "abs", "rel", "why");
            double abs = number(t, "tolerance", "abs");
            double rel = number(t, "tolerance", "rel");
            String why = string(t, "tolerance", "why");
            if (abs < 0) throw error("tolerance.abs", "must be >= 0");
            if (rel < 0) throw error("tolerance.rel", "must be >= 0");
            if (why.isBlank()) throw error("tolerance.why", "must say why");
            return new Tolerance(abs, rel, why);
        }

        private static String kind(JsonNode v) {
            return switch (v.getNodeType()) {
                case ARRAY -> "an array";
                case OBJECT -> "an object";
                case STRING -> "a string";
                case NUMBER -> "a number";
                case BOOLEAN -> "a boolean";
                case NULL -> "null";
                default -> v.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
            };
        }
    }
}
