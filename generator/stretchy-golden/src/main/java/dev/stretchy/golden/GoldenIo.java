package dev.stretchy.golden;

import dev.stretchy.io.InputFiles;
import dev.stretchy.golden.JsonText.Inline;
import dev.stretchy.reference.ControllerFrame;
import dev.stretchy.reference.ControllerOutput;
import dev.stretchy.reference.ControllerParams;
import dev.stretchy.reference.CurveTextures;
import dev.stretchy.reference.DeformRange;
import dev.stretchy.reference.Quat;
import dev.stretchy.reference.RollCurve;
import dev.stretchy.reference.SplineBake;
import dev.stretchy.reference.SplineDeformInputs;
import dev.stretchy.reference.Transform;
import dev.stretchy.reference.UeSpline;
import dev.stretchy.reference.Vec3;
import dev.stretchy.reference.VelocityDeformInputs;
import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.CatalogueRecords;
import dev.stretchy.contract.Parameter;
import dev.stretchy.spec.Echo;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.SpecError;
import dev.stretchy.spec.SpecException;
import dev.stretchy.spec.SpecNode;
import dev.stretchy.spec.SpecParser;
import dev.stretchy.contract.Worded;
import java.io.IOException;
import java.nio.file.Path;
import java.lang.reflect.RecordComponent;
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
    private GoldenIo() {}

    // Records written and read field by field: one declaration each serves the writer and the reader.
    private static final Codec<Tolerance> TOLERANCE = Codec.of(Tolerance.class, "abs", "rel", "why");
    private static final Codec<UeSpline.Point> POINT = Codec.of(UeSpline.Point.class, "position", "arrive?", "leave?");
    private static final Codec<Transform> TRANSFORM = Codec.of(Transform.class, "rotation", "translation", "scale");
    /** The controller rows a controller case holds at its top level ({@link Catalogue#atCaseTop}). */
    private static final List<Parameter> CONTROLLER_AT_TOP = Catalogue.CONTROLLER.stream()
            .filter(p -> !p.golden().isEmpty() && Catalogue.atCaseTop(p)).toList();
    /** The top-level keys of a controller case. */
    static final List<String> CONTROLLER_CASE_KEYS = java.util.stream.Stream.of(
            List.of("format", "kernel", "name", "description"), CONTROLLER_AT_TOP.stream().map(Parameter::golden).toList(),
            List.of("units", "inputs", "expected", "tolerance")).flatMap(List::stream).toList();
    private static final Codec<ControllerParams> CONSTANTS = constants(Catalogue.CONTROLLER);
    private static final Codec<ControllerFrame.Contact> CONTACT = Codec.of(ControllerFrame.Contact.class, "normal", "point");
    private static final Codec<ControllerFrame> FRAME = Codec.of(ControllerFrame.class, "dt", "velocity", "position", "contact");
    private static final Codec<ControllerOutput> OUTPUT = Codec.of(ControllerOutput.class, "axis", "sPar", "sPerp", "sNormal", "pivot");

    /**
     * The controller's {@code constants} object: every controller row of the catalogue with a golden key, under that
     * key, as the {@link ControllerParams} component of the row's name (the record is the group, {@link
     * dev.stretchy.contract.CatalogueRecords}). A row the case holds at its top level ({@link Catalogue#atCaseTop}:
     * the dimensions) is read there and passed in. A row the codec cannot hold throws, naming it.
     */
    private static Codec<ControllerParams> constants(List<Parameter> controller) {
        List<String> keys = new ArrayList<>();
        for (Parameter p : controller) {
            if (p.golden().isEmpty() || Catalogue.atCaseTop(p)) continue;
            keys.add(p.golden().equals(p.name()) ? p.golden() : p.golden() + "=" + p.name());
        }
        return Codec.of(ControllerParams.class, keys.toArray(String[]::new));
    }

    /** Why the golden codec cannot read and write {@code controller}'s constants; empty when it can. */
    static List<String> constantsProblems(List<Parameter> controller) {
        try {
            constants(controller);
            return List.of();
        } catch (IllegalStateException e) {
            return List.of(e.getMessage());
        }
    }

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
        if (!c.features().isEmpty()) m.put("features", c.features().stream().map(f -> (Object) f.word()).toList());
        if (c instanceof SplineDeformCase s) writeSplineDeform(m, s);
        else if (c instanceof VelocityStretchCase v) writeVelocityStretch(m, v);
        else if (c instanceof SplineBakeCase b) writeSplineBake(m, b);
        else if (c instanceof SplineAtlasDeformCase a) writeSplineAtlas(m, a);
        else writeController(m, (VelocityControllerCase) c);
        m.put("tolerance", TOLERANCE.write(c.tolerance()));
        return JsonText.write(m);
    }

    private static void writeSplineDeform(Map<String, Object> m, SplineDeformCase s) {
        m.put("mode", s.mode().word());
        Map<String, Object> inputs = values(s.inputs().toMap());
        DeformFeatures fx = s.featureInputs();
        if (fx.closedLoop() != null) inputs.put("ClosedLoop", fx.closedLoop());
        if (fx.bakedRoll() != null) inputs.put("BakedRoll", fx.bakedRoll());
        m.put("inputs", inputs);
        if (!s.prevInputs().isEmpty()) m.put("prevInputs", prevValues(s.prevInputs(), SplineDeformInputs.ANIMATED));
        Map<String, Object> tex = new LinkedHashMap<>();
        tex.put("PositionTexture", List.of((Object[]) s.textures().position()));
        tex.put("TangentTexture", List.of((Object[]) s.textures().tangent()));
        m.put("textures", tex);
        m.put("vertices", vectors(s.vertices()));
        if (fx.stretchMask() != null) m.put("stretchMask", List.copyOf(fx.stretchMask()));
        m.put("expected", vectors(s.expected()));
        if (!s.expectedPrev().isEmpty()) m.put("expectedPrev", vectors(s.expectedPrev()));
        if (s.normals() != null) m.put("normals", normals(s.normals()));
    }

    private static Map<String, Object> normals(NormalsChannel n) {
        Map<String, Object> m = new LinkedHashMap<>();
        if (n.mode() != null) m.put("mode", n.mode().word());
        m.put("rest", vectors(n.rest()));
        m.put("restTangents", vectors(n.restTangents()));
        m.put("expected", vectors(n.expected()));
        m.put("expectedTangents", vectors(n.expectedTangents()));
        m.put("tolerance", TOLERANCE.write(n.tolerance()));
        return m;
    }

    private static void writeVelocityStretch(Map<String, Object> m, VelocityStretchCase v) {
        m.put("dimensions", v.dimensions());
        m.put("inputs", values(v.inputs().toMap(v.dimensions())));
        if (!v.prevInputs().isEmpty()) m.put("prevInputs", prevValues(v.prevInputs(), VelocityDeformInputs.ANIMATED));
        m.put("vertices", vectors(v.vertices()));
        m.put("expected", vectors(v.expected()));
        if (!v.expectedPrev().isEmpty()) m.put("expectedPrev", vectors(v.expectedPrev()));
        if (v.normals() != null) m.put("normals", normals(v.normals()));
    }

    private static void writeSplineBake(Map<String, Object> m, SplineBakeCase b) {
        m.put("mode", b.mode().word());
        Map<String, Object> in = new LinkedHashMap<>();
        in.put("SampleCount", b.sampleCount());
        in.put("ForwardAxisLocal", b.forwardAxis().toArray());
        in.put("MeshTransform", TRANSFORM.write(b.meshTransform()));
        Map<String, Object> spline = new LinkedHashMap<>();
        spline.put("closedLoop", b.spline().closedLoop());
        spline.put("reparamStepsPerSegment", b.spline().reparamSteps());
        spline.put("transform", TRANSFORM.write(b.spline().componentToWorld()));
        List<Object> pts = new ArrayList<>();
        for (UeSpline.Point p : b.spline().points()) pts.add(new Inline(POINT.write(p)));
        spline.put("points", pts);
        in.put("Spline", spline);
        if (b.closedLoop() != null) in.put("ClosedLoop", b.closedLoop());
        if (b.roll() != null) {
            List<Object> keys = new ArrayList<>();
            for (RollCurve.Key k : b.roll().keys()) keys.add(new double[] {k.at(), k.degrees()});
            in.put("RollKeys", keys);
        }
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

    private static void writeSplineAtlas(Map<String, Object> m, SplineAtlasDeformCase a) {
        m.put("mode", a.mode().word());
        Map<String, Object> inputs = values(a.atlasInputs());
        DeformFeatures fx = a.featureInputs();
        if (fx.closedLoop() != null) inputs.put("ClosedLoop", fx.closedLoop());
        if (fx.bakedRoll() != null) inputs.put("BakedRoll", fx.bakedRoll());
        m.put("atlasInputs", inputs);
        Map<String, Object> tex = new LinkedHashMap<>();
        tex.put("PositionAtlas", List.of((Object[]) a.atlas().positionTexels()));
        tex.put("TangentAtlas", List.of((Object[]) a.atlas().tangentTexels()));
        m.put("textures", tex);
        m.put("vertices", vectors(a.vertices()));
        if (fx.stretchMask() != null) m.put("stretchMask", List.copyOf(fx.stretchMask()));
        m.put("instances", List.copyOf(a.instances()));
        m.put("expected", vectors(a.expected()));
        m.put("expectedPrev", vectors(a.expectedPrev()));
    }

    private static void writeController(Map<String, Object> m, VelocityControllerCase k) {
        for (Parameter p : CONTROLLER_AT_TOP) m.put(p.golden(), CatalogueRecords.value(k.params(), p.name()));
        m.put("units", k.units());
        Map<String, Object> in = new LinkedHashMap<>();
        in.put("constants", CONSTANTS.write(k.params()));
        in.put("frames", k.frames().stream().map(f -> (Object) new Inline(FRAME.write(f))).toList());
        m.put("inputs", in);
        m.put("expected", k.expected().stream().map(o -> (Object) new Inline(OUTPUT.write(o))).toList());
    }

    /**
     * A {@code DeformBounds} document (docs/golden-format.md): the inputs named as golden files name them, the range by
     * the rows it bounds ({@link DeformRange#BOUNDS}), {@code expected} when the box is known.
     */
    public static String writeBounds(BoundsCase b) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", GoldenCase.FORMAT);
        m.put("kernel", BoundsCase.KERNEL);
        m.put("name", b.name());
        Map<String, Object> in = new LinkedHashMap<>();
        in.put("MeshCenterLocal", b.meshCenterLocal().toArray());
        in.put("EndExtrapolation", b.endExtrapolation());
        in.put("meshRadius", b.meshRadius());
        Map<String, Object> range = new LinkedHashMap<>();
        double[] values = b.range().values();
        for (int i = 0; i < values.length; i++) {
            DeformRange.Bound bound = DeformRange.BOUNDS.get(i);
            @SuppressWarnings("unchecked")
            Map<String, Object> row = (Map<String, Object>) range.computeIfAbsent(bound.row().golden(), k -> new LinkedHashMap<>());
            row.put(bound.side(), values[i]);
        }
        in.put("range", range);
        m.put("inputs", in);
        Map<String, Object> tex = new LinkedHashMap<>();
        tex.put("PositionTexture", List.of((Object[]) b.textures().position()));
        tex.put("TangentTexture", List.of((Object[]) b.textures().tangent()));
        m.put("textures", tex);
        if (b.expected() != null) {
            Map<String, Object> box = new LinkedHashMap<>();
            box.put("min", b.expected().min().toArray());
            box.put("max", b.expected().max().toArray());
            m.put("expected", box);
        }
        return JsonText.write(m);
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
            text = InputFiles.readUtf8(file, InputFiles.DEFAULT_LIMIT);
        } catch (IOException e) {
            String why = e instanceof InputFiles.UnreadableException ? e.getMessage()
                    : e instanceof java.nio.file.AccessDeniedException ? "permission denied" : String.valueOf(e.getMessage());
            throw new GoldenFormatException(file.toString(), "", "cannot read: " + why);
        }
        return parse(text, file.toString());
    }

    /** Parses golden text with the spec's located JSON reader; every problem names the file and the field. */
    public static GoldenCase parse(String text, String fileName) throws GoldenFormatException {
        return new Reader(located(text, fileName)).read();
    }

    /** Reads a {@code DeformBounds} document ({@link #writeBounds}); every problem names the file and the field. */
    public static BoundsCase readBounds(Path file) throws GoldenFormatException {
        String text;
        try {
            text = InputFiles.readUtf8(file, InputFiles.DEFAULT_LIMIT);
        } catch (IOException e) {
            throw new GoldenFormatException(file.toString(), "", "cannot read: " + e.getMessage());
        }
        In root = located(text, file.toString());
        if (!(root.node() instanceof SpecNode.Obj)) throw root.error("the top level must be an object");
        root.only("format", "kernel", "name", "inputs", "textures", "expected");
        if (!root.str("format").equals(GoldenCase.FORMAT)) throw root.get("format").error("must be " + GoldenCase.FORMAT);
        if (!root.str("kernel").equals(BoundsCase.KERNEL)) throw root.get("kernel").error("must be " + BoundsCase.KERNEL);
        In in = root.obj("inputs");
        in.only("MeshCenterLocal", "EndExtrapolation", "meshRadius", "range");
        In range = in.obj("range");
        range.only(DeformRange.BOUNDS.stream().map(b -> b.row().golden()).distinct().toList());
        double[] values = new double[DeformRange.BOUNDS.size()];
        for (int i = 0; i < values.length; i++) {
            DeformRange.Bound bound = DeformRange.BOUNDS.get(i);
            In row = range.obj(bound.row().golden());
            row.only(DeformRange.BOUNDS.stream().filter(b -> b.row() == bound.row()).map(DeformRange.Bound::side).toList());
            values[i] = row.num(bound.side());
        }
        CurveTextures textures = root.curveTextures();
        SplineBake.Bounds box = null;
        if (root.has("expected")) {
            In e = root.obj("expected");
            e.only("min", "max");
            box = new SplineBake.Bounds(e.vec3("min"), e.vec3("max"));
        }
        try {
            return new BoundsCase(root.str("name"), textures, in.vec3("MeshCenterLocal"),
                    in.num("EndExtrapolation"), in.num("meshRadius"), DeformRange.of(values), box);
        } catch (IllegalArgumentException e) {
            throw root.error("inconsistent case: " + e.getMessage());
        }
    }

    /** The located tree of golden text, read with the spec's JSON reader. */
    private static In located(String text, String fileName) throws GoldenFormatException {
        if (text.isBlank()) throw new GoldenFormatException(fileName, "", "empty file");
        SpecNode root;
        try {
            root = new SpecParser(fileName).parse(text, true);
        } catch (SpecException e) {
            SpecError err = e.errors().get(0);
            String where = "at line " + err.at().line() + ", column " + err.at().column() + ": ";
            throw err.message().startsWith("syntax error: ")
                    ? new GoldenFormatException(fileName, "", "JSON syntax error " + where + err.message().substring(14))
                    : new GoldenFormatException(fileName, err.path(), where + err.message());
        }
        return new In(fileName, "", root);
    }

    /** A node of the located tree being read, with its JSON path: every problem names the file and the path. */
    private record In(String file, String path, SpecNode node) {
        GoldenFormatException error(String problem) {
            return new GoldenFormatException(file, path, problem);
        }

        private String at(String key) {
            return path.isEmpty() ? key : path + "." + key;
        }

        boolean has(String key) {
            return node instanceof SpecNode.Obj o && o.fields().containsKey(key);
        }

        /** A field that must be there and not null. */
        In get(String key) throws GoldenFormatException {
            SpecNode.Entry e = ((SpecNode.Obj) node).fields().get(key);
            In child = new In(file, at(key), e == null ? null : e.value());
            if (e == null || (e.value() instanceof SpecNode.Scalar s && s.value() == null)) throw child.error("missing");
            return child;
        }

        In obj(String key) throws GoldenFormatException {
            In v = get(key);
            if (!(v.node instanceof SpecNode.Obj)) throw v.error("must be an object, found " + kind(v.node));
            return v;
        }

        List<In> items(String key) throws GoldenFormatException {
            In v = get(key);
            if (!(v.node instanceof SpecNode.Arr a)) throw v.error("must be an array, found " + kind(v.node));
            List<In> out = new ArrayList<>(a.items().size());
            for (int i = 0; i < a.items().size(); i++) out.add(new In(file, v.path + "[" + i + "]", a.items().get(i)));
            return out;
        }

        /** The keys of this object, refusing any not in {@code allowed}. */
        List<String> only(String... allowed) throws GoldenFormatException {
            return only(List.of(allowed));
        }

        List<String> only(List<String> allowed) throws GoldenFormatException {
            List<String> keys = new ArrayList<>(((SpecNode.Obj) node).fields().keySet());
            for (String k : keys) {
                if (!allowed.contains(k)) {
                    throw new GoldenFormatException(file, at(Echo.plain(k, 80)), "unknown field; allowed here: " + String.join(", ", allowed));
                }
            }
            return keys;
        }

        String str(String key) throws GoldenFormatException {
            In v = get(key);
            if (v.node instanceof SpecNode.Scalar s && s.value() instanceof String t) return t;
            throw v.error("must be a string, found " + kind(v.node));
        }

        boolean bool(String key) throws GoldenFormatException {
            In v = get(key);
            if (v.node instanceof SpecNode.Scalar s && s.value() instanceof Boolean b) return b;
            throw v.error("must be true or false, found " + kind(v.node));
        }

        double num() throws GoldenFormatException {
            if (!(node instanceof SpecNode.Scalar s && s.value() instanceof Number n)) {
                throw error("must be a number, found " + kind(node));
            }
            double d = n.doubleValue();
            if (!Double.isFinite(d)) throw error("must be finite");
            return d;
        }

        double num(String key) throws GoldenFormatException {
            return get(key).num();
        }

        int integer(String key, int min, int max) throws GoldenFormatException {
            double d = num(key);
            if (d != Math.rint(d) || d < min || d > max) {
                throw get(key).error("must be an integer in [" + min + ", " + max + "], is " + d);
            }
            return (int) d;
        }

        <E extends Enum<E> & Worded> E word(String key, Class<E> type) throws GoldenFormatException {
            String w = str(key);
            try {
                return Worded.of(type, w);
            } catch (IllegalArgumentException e) {
                throw get(key).error("is " + Echo.quote(w) + "; allowed: " + String.join(", ", Worded.words(type)));
            }
        }

        double[] row(int width) throws GoldenFormatException {
            if (!(node instanceof SpecNode.Arr a)) throw error("must be an array of " + width + " numbers, found " + kind(node));
            if (a.items().size() != width) throw error("must have " + width + " components, has " + a.items().size());
            double[] r = new double[width];
            for (int i = 0; i < width; i++) r[i] = new In(file, path + "[" + i + "]", a.items().get(i)).num();
            return r;
        }

        Vec3 vec3(String key) throws GoldenFormatException {
            return Vec3.of(get(key).row(3));
        }

        double[][] rows(String key, int width) throws GoldenFormatException {
            List<In> items = items(key);
            if (items.isEmpty()) throw get(key).error("must not be empty");
            double[][] r = new double[items.size()][];
            for (int i = 0; i < r.length; i++) r[i] = items.get(i).row(width);
            return r;
        }

        List<Vec3> vectors(String key, int expectedCount) throws GoldenFormatException {
            double[][] r = rows(key, 3);
            if (expectedCount >= 0 && r.length != expectedCount) {
                throw get(key).error("has " + r.length + " rows, expected " + expectedCount);
            }
            List<Vec3> l = new ArrayList<>(r.length);
            for (double[] x : r) l.add(Vec3.of(x));
            return l;
        }

        /** A named input: a vector or a number. */
        Object value(String key, boolean vector) throws GoldenFormatException {
            return vector ? vec3(key) : num(key);
        }

        /** The {@code textures} object of one curve: {@code PositionTexture} and {@code TangentTexture}, equally long. */
        CurveTextures curveTextures() throws GoldenFormatException {
            In tex = obj("textures");
            tex.only("PositionTexture", "TangentTexture");
            double[][] pos = tex.rows("PositionTexture", 4);
            double[][] tan = tex.rows("TangentTexture", 4);
            if (pos.length != tan.length) {
                throw tex.get("TangentTexture").error("has " + tan.length + " rows, PositionTexture has " + pos.length);
            }
            return new CurveTextures(pos, tan);
        }

        Transform transform(String key) throws GoldenFormatException {
            In t = obj(key);
            if (t.has("rotation") && Math.abs(Quat.of(t.get("rotation").row(4)).length() - 1) > 1e-6) {
                throw t.get("rotation").error("must be a unit quaternion (x,y,z,w)");
            }
            return TRANSFORM.read(t);
        }

        private static String kind(SpecNode v) {
            if (v instanceof SpecNode.Arr) return "an array";
            if (v instanceof SpecNode.Obj) return "an object";
            Object s = ((SpecNode.Scalar) v).value();
            return s == null ? "null" : s instanceof String ? "a string" : s instanceof Boolean ? "a boolean" : "a number";
        }
    }

    /** Reads one case from its located tree. */
    private record Reader(In root) {
        GoldenCase read() throws GoldenFormatException {
            if (!(root.node() instanceof SpecNode.Obj)) throw root.error("the top level must be an object");
            String format = root.str("format");
            if (!format.equals(GoldenCase.FORMAT)) {
                throw root.get("format").error("is " + Echo.quote(format) + "; this reader understands \"" + GoldenCase.FORMAT + "\"");
            }
            Kernel kernel = root.word("kernel", Kernel.class);
            String name = root.str("name");
            if (!name.matches("[a-z0-9][a-z0-9-]*")) throw root.get("name").error("must be lower-case letters, digits and dashes");
            String description = root.has("description") ? root.str("description") : "";
            Tolerance tol = tolerance();
            try {
                return switch (kernel) {
                    case SplineDeform -> splineDeform(name, description, tol);
                    case VelocityStretch -> velocityStretch(name, description, tol);
                    case SplineBake -> splineBake(name, description, tol);
                    case VelocityController -> controller(name, description, tol);
                    case SplineAtlasDeform -> splineAtlas(name, description, tol);
                };
            } catch (IllegalArgumentException e) {
                throw root.error("inconsistent case: " + e.getMessage());
            }
        }

        private SplineDeformCase splineDeform(String name, String desc, Tolerance tol) throws GoldenFormatException {
            root.only("format", "kernel", "name", "description", "features", "mode", "inputs", "prevInputs", "textures",
                    "vertices", "stretchMask", "expected", "expectedPrev", "normals", "tolerance");
            Orientation mode = root.word("mode", Orientation.class);
            java.util.Set<GoldenFeature> features = features();
            In in = root.obj("inputs");
            Double[] flags = featureScalars(in, features, SplineDeformInputs.NAMES);
            Double closedLoop = flags[0];
            Double bakedRoll = flags[1];
            Map<String, Object> values = new LinkedHashMap<>();
            for (String k : SplineDeformInputs.NAMES) values.put(k, in.value(k, SplineDeformInputs.VECTORS.contains(k)));
            SplineDeformInputs inputs = SplineDeformInputs.fromMap(values);
            Map<String, Double> prev = new TreeMap<>();
            if (root.has("prevInputs")) {
                In p = root.obj("prevInputs");
                for (String k : p.only(SplineDeformInputs.ANIMATED)) prev.put(k, p.num(k));
                if (prev.isEmpty()) throw p.error("is empty; leave it out instead");
            }
            CurveTextures textures = root.curveTextures();
            In tex = root.obj("textures");
            double[][] pos = textures.position();
            double n = inputs.sampleCount();
            if (n >= 2 && (n != Math.rint(n) || (int) n != pos.length)) {
                throw in.get("SampleCount").error("is " + n + " but the textures have " + pos.length + " rows");
            }
            if (n < 2 && pos.length < 2) throw tex.get("PositionTexture").error("needs at least 2 rows");
            List<Vec3> vertices = root.vectors("vertices", -1);
            List<Double> mask = stretchMask(features, vertices.size());
            List<Vec3> expected = root.vectors("expected", vertices.size());
            List<Vec3> expectedPrev = previous(vertices.size());
            return new SplineDeformCase(name, desc, mode, inputs, prev, textures, vertices, expected,
                    expectedPrev, tol, normals(vertices.size(), true), new DeformFeatures(closedLoop, bakedRoll, mask));
        }

        /**
         * {@code in} holds exactly {@code names} and the section 10 scalars its features bring; returns the unsanitised
         * {@code ClosedLoop} and {@code BakedRoll} (null where the feature is absent).
         */
        private static Double[] featureScalars(In in, java.util.Set<GoldenFeature> features, List<String> names)
                throws GoldenFormatException {
            List<String> all = new ArrayList<>(names);
            if (features.contains(GoldenFeature.closedLoop)) all.add("ClosedLoop");
            if (features.contains(GoldenFeature.roll)) all.add("BakedRoll");
            in.only(all);
            return new Double[] {features.contains(GoldenFeature.closedLoop) ? in.num("ClosedLoop") : null,
                    features.contains(GoldenFeature.roll) ? in.num("BakedRoll") : null};
        }

        /** The per-vertex {@code stretchMask} weights, exactly when the features name it; null without. */
        private List<Double> stretchMask(java.util.Set<GoldenFeature> features, int vertices) throws GoldenFormatException {
            if (!features.contains(GoldenFeature.stretchMask)) {
                if (root.has("stretchMask")) throw root.get("stretchMask").error("needs \"stretchMask\" in features");
                return null;
            }
            List<In> w = root.items("stretchMask");
            if (w.size() != vertices) throw root.get("stretchMask").error("has " + w.size() + " weights, expected " + vertices);
            List<Double> mask = new ArrayList<>();
            for (In x : w) mask.add(x.num());
            return mask;
        }

        /**
         * The optional {@code features} list (stretchy-math/1.3): known words only, each once, not empty. A feature
         * this reader does not know is an error, never ignored: its case cannot be checked without it.
         */
        private java.util.Set<GoldenFeature> features() throws GoldenFormatException {
            java.util.Set<GoldenFeature> out = java.util.EnumSet.noneOf(GoldenFeature.class);
            if (!root.has("features")) return out;
            List<In> items = root.items("features");
            if (items.isEmpty()) throw root.get("features").error("is empty; leave it out instead");
            for (In f : items) {
                if (!(f.node() instanceof SpecNode.Scalar sc && sc.value() instanceof String w)) throw f.error("must be a string");
                GoldenFeature g;
                try {
                    g = Worded.of(GoldenFeature.class, w);
                } catch (IllegalArgumentException e) {
                    throw f.error("unknown feature " + Echo.quote(w) + "; known: " + String.join(", ", Worded.words(GoldenFeature.class)));
                }
                if (!out.add(g)) throw f.error("names " + w + " twice");
            }
            return out;
        }

        /**
         * The optional {@code normals} object (files written before math 1.2 have none, and still read); the spline
         * deformer's names its mode, the velocity deformer's has none (always exact).
         */
        private NormalsChannel normals(int vertices, boolean spline) throws GoldenFormatException {
            if (!root.has("normals")) return null;
            In n = root.obj("normals");
            if (spline) n.only("mode", "rest", "restTangents", "expected", "expectedTangents", "tolerance");
            else n.only("rest", "restTangents", "expected", "expectedTangents", "tolerance");
            NormalsMode mode = spline ? n.word("mode", NormalsMode.class) : null;
            if (mode == NormalsMode.OFF) throw n.get("mode").error("is off: a normals channel needs exact or rotate");
            In t = n.obj("tolerance");
            t.only("abs", "rel", "why");
            return new NormalsChannel(mode, n.vectors("rest", vertices), n.vectors("restTangents", vertices),
                    n.vectors("expected", vertices), n.vectors("expectedTangents", vertices), TOLERANCE.read(t));
        }

        /** {@code expectedPrev}, which comes exactly when {@code prevInputs} does. */
        private List<Vec3> previous(int vertices) throws GoldenFormatException {
            if (root.has("expectedPrev") != root.has("prevInputs")) {
                throw new GoldenFormatException(root.file(), root.has("prevInputs") ? "expectedPrev" : "prevInputs",
                        "missing: prevInputs and expectedPrev come together");
            }
            return root.has("expectedPrev") ? root.vectors("expectedPrev", vertices) : List.of();
        }

        private VelocityStretchCase velocityStretch(String name, String desc, Tolerance tol) throws GoldenFormatException {
            root.only("format", "kernel", "name", "description", "dimensions", "inputs", "prevInputs",
                    "vertices", "expected", "expectedPrev", "normals", "tolerance");
            int dims = dimensions();
            In in = root.obj("inputs");
            List<String> names = VelocityDeformInputs.names(dims);
            in.only(names);
            Map<String, Object> values = new LinkedHashMap<>();
            for (String k : names) values.put(k, in.value(k, VelocityDeformInputs.VECTORS.contains(k)));
            VelocityDeformInputs inputs = VelocityDeformInputs.fromMap(values);
            Map<String, Object> prev = new LinkedHashMap<>();
            if (root.has("prevInputs")) {
                In p = root.obj("prevInputs");
                p.only(VelocityDeformInputs.ANIMATED);
                for (String k : VelocityDeformInputs.ANIMATED) {
                    if (p.has(k)) prev.put(k, p.value(k, VelocityDeformInputs.VECTORS.contains(k)));
                }
                if (prev.isEmpty()) throw p.error("is empty; leave it out instead");
            }
            List<Vec3> vertices = root.vectors("vertices", -1);
            List<Vec3> expected = root.vectors("expected", vertices.size());
            List<Vec3> expectedPrev = previous(vertices.size());
            return new VelocityStretchCase(name, desc, dims, inputs, prev, vertices, expected, expectedPrev, tol,
                    normals(vertices.size(), false));
        }

        private SplineBakeCase splineBake(String name, String desc, Tolerance tol) throws GoldenFormatException {
            root.only("format", "kernel", "name", "description", "features", "mode", "inputs", "expected", "tolerance");
            Orientation mode = root.word("mode", Orientation.class);
            java.util.Set<GoldenFeature> features = features();
            if (features.contains(GoldenFeature.stretchMask)) throw root.get("features").error("a bake has no stretchMask");
            In in = root.obj("inputs");
            List<String> names = new ArrayList<>(List.of("SampleCount", "ForwardAxisLocal", "MeshTransform", "Spline"));
            if (features.contains(GoldenFeature.closedLoop)) names.add("ClosedLoop");
            if (features.contains(GoldenFeature.roll)) names.add("RollKeys");
            in.only(names);
            Double closedLoop = features.contains(GoldenFeature.closedLoop) ? in.num("ClosedLoop") : null;
            RollCurve roll = null;
            if (features.contains(GoldenFeature.roll)) {
                List<RollCurve.Key> keys = new ArrayList<>();
                for (double[] k : in.rows("RollKeys", 2)) keys.add(new RollCurve.Key(k[0], k[1]));
                roll = new RollCurve(keys);
            }
            int n = in.integer("SampleCount", 2, 1 << 16);
            Vec3 f = in.vec3("ForwardAxisLocal");
            Transform mesh = in.transform("MeshTransform");
            In sp = in.obj("Spline");
            sp.only("closedLoop", "reparamStepsPerSegment", "transform", "points");
            boolean closed = sp.bool("closedLoop");
            int steps = sp.has("reparamStepsPerSegment")
                    ? sp.integer("reparamStepsPerSegment", 4, 100) : UeSpline.DEFAULT_REPARAM_STEPS;
            Transform st = sp.transform("transform");
            List<In> pts = sp.items("points");
            if (pts.size() < 2) throw sp.get("points").error("needs at least 2 points");
            List<UeSpline.Point> points = new ArrayList<>();
            for (In p : pts) {
                if (!(p.node() instanceof SpecNode.Obj)) throw p.error("must be an object {\"position\": [x,y,z]}");
                if (p.has("arrive") != p.has("leave")) throw p.error("give both \"arrive\" and \"leave\" or neither");
                points.add(POINT.read(p));
            }
            UeSpline spline = new UeSpline(points, closed, st, steps);
            In ex = root.obj("expected");
            ex.only("samples", "SplineLength", "PositionTexture", "TangentTexture");
            In s = ex.obj("samples");
            s.only("positions", "directions");
            int k = SplineBake.denseSteps(n) + 1;
            List<Vec3> sp1 = s.vectors("positions", k);
            List<Vec3> sd1 = s.vectors("directions", k);
            double len = ex.num("SplineLength");
            double[][] pos = ex.rows("PositionTexture", 4);
            double[][] tan = ex.rows("TangentTexture", 4);
            if (pos.length != n) throw ex.get("PositionTexture").error("has " + pos.length + " rows; SampleCount is " + n);
            if (tan.length != n) throw ex.get("TangentTexture").error("has " + tan.length + " rows; SampleCount is " + n);
            return new SplineBakeCase(name, desc, mode, spline, mesh, n, f,
                    new SplineBake.WorldSamples(sp1.toArray(Vec3[]::new), sd1.toArray(Vec3[]::new)), len,
                    new CurveTextures(pos, tan), tol, closedLoop, roll);
        }

        private SplineAtlasDeformCase splineAtlas(String name, String desc, Tolerance tol) throws GoldenFormatException {
            root.only("format", "kernel", "name", "description", "features", "mode", "atlasInputs", "textures", "vertices",
                    "stretchMask", "instances", "expected", "expectedPrev", "tolerance");
            Orientation mode = root.word("mode", Orientation.class);
            java.util.Set<GoldenFeature> features = features();
            In in = root.obj("atlasInputs");
            Double[] flags = featureScalars(in, features, SplineAtlasDeformCase.ATLAS_NAMES);
            Double closedLoop = flags[0];
            Double bakedRoll = flags[1];
            Map<String, Object> values = new LinkedHashMap<>();
            for (String k : SplineAtlasDeformCase.ATLAS_NAMES) values.put(k, in.value(k, SplineAtlasDeformCase.VECTORS.contains(k)));
            int n = in.integer("SampleCount", 2, 1 << 16);
            int rowCount = in.integer(SplineAtlasDeformCase.ATLAS_ROW_COUNT, 1, 1 << 12);
            In tex = root.obj("textures");
            tex.only("PositionAtlas", "TangentAtlas");
            double[][] pos = tex.rows("PositionAtlas", 4);
            double[][] tan = tex.rows("TangentAtlas", 4);
            for (var e : Map.of("PositionAtlas", pos, "TangentAtlas", tan).entrySet()) {
                if (e.getValue().length != n * rowCount) {
                    throw tex.get(e.getKey()).error("has " + e.getValue().length + " rows; SampleCount x AtlasRowCount is " + n * rowCount);
                }
            }
            List<CurveTextures> rows = new ArrayList<>();
            for (int r = 0; r < rowCount; r++) {
                rows.add(new CurveTextures(java.util.Arrays.copyOfRange(pos, r * n, (r + 1) * n),
                        java.util.Arrays.copyOfRange(tan, r * n, (r + 1) * n)));
            }
            List<Vec3> vertices = root.vectors("vertices", -1);
            List<Double> mask = stretchMask(features, vertices.size());
            double[][] instances = root.rows("instances", SplineAtlasDeformCase.LAYOUT.count());
            int count = instances.length * vertices.size();
            return new SplineAtlasDeformCase(name, desc, mode, values, new dev.stretchy.reference.CurveAtlas(rows), vertices,
                    List.of(instances), root.vectors("expected", count), root.vectors("expectedPrev", count), tol,
                    new DeformFeatures(closedLoop, bakedRoll, mask));
        }

        private VelocityControllerCase controller(String name, String desc, Tolerance tol) throws GoldenFormatException {
            root.only(CONTROLLER_CASE_KEYS);
            // The constants held at the top level, in row order, as the constants codec takes them.
            Object[] top = new Object[CONTROLLER_AT_TOP.size()];
            for (int i = 0; i < top.length; i++) {
                Parameter p = CONTROLLER_AT_TOP.get(i);
                top[i] = root.integer(p.golden(), (int) p.range().min(), (int) p.range().max());
            }
            String units = root.str("units");
            In in = root.obj("inputs");
            in.only("constants", "frames");
            ControllerParams params = CONSTANTS.read(in.obj("constants"), top);
            List<In> fr = in.items("frames");
            if (fr.isEmpty()) throw in.get("frames").error("needs at least one frame");
            List<ControllerFrame> frames = new ArrayList<>();
            for (In f : fr) {
                if (f.has("dt") && f.num("dt") < 0) throw f.get("dt").error("must be >= 0, is " + f.num("dt"));
                frames.add(FRAME.read(f));
            }
            List<In> ex = root.items("expected");
            if (ex.size() != frames.size()) {
                throw root.get("expected").error("has " + ex.size() + " entries; inputs.frames has " + frames.size());
            }
            List<ControllerOutput> out = new ArrayList<>();
            for (In o : ex) out.add(OUTPUT.read(o));
            return new VelocityControllerCase(name, desc, params, units, frames, out, tol);
        }

        private int dimensions() throws GoldenFormatException {
            double d = root.num("dimensions");
            if (d != 2 && d != 3) throw root.get("dimensions").error("must be 2 or 3, is " + d);
            return (int) d;
        }

        private Tolerance tolerance() throws GoldenFormatException {
            In t = root.get("tolerance");
            if (!(t.node() instanceof SpecNode.Obj)) throw t.error("must be an object {abs, rel, why}");
            for (String k : List.of("abs", "rel")) if (t.has(k) && t.num(k) < 0) throw t.get(k).error("must be >= 0");
            if (t.has("why") && t.str("why").isBlank()) throw t.get("why").error("must say why");
            return TOLERANCE.read(t);
        }
    }

    /**
     * One record as a JSON object: the file's keys in order, each the record component of that name
     * ({@code key=component} where they differ; {@code key?} when it may be absent, i.e. null). Doubles, Vec3 and Quat rows, worded enums, strings and nested
     * records (written inline, left out when null) are written and read back by the same declaration.
     */
    private record Codec<R extends Record>(Class<R> type, List<String> keys, Map<String, RecordComponent> byKey,
                                           java.util.Set<String> optional) {
        private static final Map<Class<?>, Codec<?>> NESTED = new java.util.HashMap<>();

        static <R extends Record> Codec<R> of(Class<R> type, String... keys) {
            Map<String, RecordComponent> byKey = new LinkedHashMap<>();
            List<String> names = new ArrayList<>();
            java.util.Set<String> optional = new java.util.HashSet<>();
            for (String k : keys) {
                if (k.endsWith("?")) optional.add(k = k.substring(0, k.length() - 1));
                String[] kc = k.split("=");
                String component = kc.length == 2 ? kc[1] : kc[0];
                RecordComponent rc = java.util.Arrays.stream(type.getRecordComponents())
                        .filter(c -> c.getName().equals(component)).findFirst()
                        .orElseThrow(() -> new IllegalStateException(type.getSimpleName() + " has no " + component));
                if (!readable(rc.getType())) {
                    throw new IllegalStateException("no golden form for " + type.getSimpleName() + "." + component
                            + " (a " + rc.getType().getSimpleName() + ")");
                }
                byKey.put(kc[0], rc);
                names.add(kc[0]);
            }
            Codec<R> c = new Codec<>(type, List.copyOf(names), byKey, optional);
            NESTED.putIfAbsent(type, c);
            return c;
        }

        /** The component types {@link #read} knows. */
        private static boolean readable(Class<?> t) {
            return t == double.class || t == Vec3.class || t == Quat.class || t == String.class || t.isEnum() || t.isRecord();
        }

        Map<String, Object> write(R r) {
            Map<String, Object> m = new LinkedHashMap<>();
            for (String k : keys) {
                Object v = get(r, byKey.get(k));
                if (v != null) m.put(k, json(v));
            }
            return m;
        }

        @SuppressWarnings("unchecked")
        private static Object json(Object v) {
            if (v instanceof Vec3 x) return x.toArray();
            if (v instanceof Quat q) return q.toArray();
            if (v instanceof Worded w) return w.word();
            if (v instanceof Record r) return new Inline(((Codec<Record>) NESTED.get(r.getClass())).write(r));
            return v;
        }

        private static Object get(Record r, RecordComponent c) {
            try {
                return c.getAccessor().invoke(r);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }

        /** Reads the object {@code in}; {@code context} fills the components the file does not hold, in order. */
        @SuppressWarnings({"unchecked", "rawtypes"})
        R read(In in, Object... context) throws GoldenFormatException {
            if (!(in.node() instanceof SpecNode.Obj)) throw in.error("must be an object");
            in.only(keys);
            RecordComponent[] all = type.getRecordComponents();
            Object[] args = new Object[all.length];
            int next = 0;
            for (int i = 0; i < all.length; i++) {
                String key = null;
                for (var e : byKey.entrySet()) if (e.getValue().getName().equals(all[i].getName())) key = e.getKey();
                if (key == null) {
                    args[i] = context[next++];
                    continue;
                }
                Class<?> t = all[i].getType();
                if (optional.contains(key) && !in.has(key)) args[i] = null;
                else if (t == double.class) args[i] = in.num(key);
                else if (t == Vec3.class) args[i] = in.vec3(key);
                else if (t == Quat.class) args[i] = Quat.of(in.get(key).row(4));
                else if (t == String.class) args[i] = in.str(key);
                else if (t.isEnum()) args[i] = in.word(key, (Class) t);
                else if (t.isRecord()) args[i] = in.has(key) ? ((Codec<?>) NESTED.get(t)).read(in.obj(key)) : null;
                else throw new IllegalStateException("no golden form for " + t);
            }
            try {
                return type.cast(type.getDeclaredConstructor(java.util.Arrays.stream(all).map(RecordComponent::getType)
                        .toArray(Class[]::new)).newInstance(args));
            } catch (java.lang.reflect.InvocationTargetException e) {
                if (e.getCause() instanceof IllegalArgumentException iae) throw in.error(iae.getMessage());
                throw new IllegalStateException(e.getCause());
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
