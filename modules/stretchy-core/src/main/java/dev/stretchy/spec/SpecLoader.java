package dev.stretchy.spec;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Reads a spec file (YAML or JSON) into a validated {@link Spec}, reporting every error with its location. */
public final class SpecLoader {
    /** Classpath location of the embedded default spec (a copy of specs/stretchy.yaml). */
    public static final String DEFAULT_RESOURCE = "/specs/stretchy.yaml";
    public static final String DEFAULT_NAME = "<embedded>/stretchy.yaml";

    private SpecLoader() {}

    public static Spec load(Path file) throws SpecException {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new SpecException(List.of(new SpecError(file.toString(), Location.UNKNOWN, "",
                    "no such file; pass an existing .yaml, .yml or .json spec (or omit --spec for the embedded default)")));
        } catch (java.nio.charset.MalformedInputException e) {
            throw new SpecException(List.of(new SpecError(file.toString(), Location.UNKNOWN, "", "not UTF-8 text")));
        } catch (IOException e) {
            throw new SpecException(List.of(new SpecError(file.toString(), Location.UNKNOWN, "", "cannot read: " + e)));
        }
        return parse(text, file.toString());
    }

    public static Spec loadDefault() {
        try (InputStream in = SpecLoader.class.getResourceAsStream(DEFAULT_RESOURCE)) {
            if (in == null) throw new IllegalStateException("embedded default spec missing from the build");
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), DEFAULT_NAME);
        } catch (IOException | SpecException e) {
            throw new IllegalStateException("embedded default spec is invalid: " + e.getMessage(), e);
        }
    }

    /** Parses spec text; {@code fileName} names it in errors and picks JSON for a {@code .json} name. */
    public static Spec parse(String text, String fileName) throws SpecException {
        SpecNode root = new SpecParser(fileName).parse(text, SpecParser.isJson(fileName));
        Binder b = new Binder(fileName);
        Object bound = SpecSchema.ROOT.bind(root, "", b);
        checkTargetsDistinct(root, b);
        b.throwIfAny();
        @SuppressWarnings("unchecked")
        Map<String, Object> m = (Map<String, Object>) bound;
        return build(m);
    }

    private static void checkTargetsDistinct(SpecNode root, Binder b) {
        if (root instanceof SpecNode.Obj o && o.fields().get("targets") != null
                && o.fields().get("targets").value() instanceof SpecNode.Arr arr) {
            Set<Object> seen = new HashSet<>();
            for (int i = 0; i < arr.items().size(); i++) {
                if (arr.items().get(i) instanceof SpecNode.Scalar s && !seen.add(s.value())) {
                    b.error(s.at(), "targets[" + i + "]", "\"" + s.value() + "\" is listed twice; each target once");
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Spec build(Map<String, Object> m) {
        Map<String, Object> p = (Map<String, Object>) m.get("plugin");
        Map<String, Object> s = (Map<String, Object>) m.get("splineDeform");
        Map<String, Object> c = (Map<String, Object>) s.get("curves");
        Map<String, Object> pb = (Map<String, Object>) s.get("playback");
        Map<String, Object> v = (Map<String, Object>) m.get("velocityStretch");
        Map<String, Object> im = (Map<String, Object>) v.get("impact");
        Map<String, Object> t = (Map<String, Object>) m.get("threejs");
        PluginSpec plugin = new PluginSpec(str(p, "name"), str(p, "friendlyName"), str(p, "description"),
                str(p, "engineVersion"), str(p, "parameterPrefix"), str(p, "versionName"), str(p, "createdBy"));
        SplineDeformSpec spline = new SplineDeformSpec(num(s, "sampleCount").intValue(),
                ForwardAxis.of(str(s, "forwardAxis")), Orientation.of(str(s, "orientation")),
                (Boolean) s.get("endExtrapolation"), dbl(s, "settleWindow"), (Boolean) s.get("preserveVolume"),
                dbl(s, "maxStretch"), dbl(s, "stretchBias"),
                new SplineDeformSpec.CurveSet(curve(c.get("timing")), curve(c.get("stretch")), curve(c.get("size"))),
                (Boolean) s.get("motionVectors"),
                new SplineDeformSpec.Playback(dbl(pb, "duration"), LoopMode.of(str(pb, "loop")), (Boolean) pb.get("autoPlay")));
        VelocityStretchSpec velocity = new VelocityStretchSpec(dbl(v, "k"), dbl(v, "maxStretch"), dbl(v, "smoothing"),
                new VelocityStretchSpec.Impact(dbl(im, "strength"), dbl(im, "minSquash"), dbl(im, "maxImpactSpeed"),
                        dbl(im, "recoverSeconds"), Ease.of(str(im, "ease")), dbl(im, "springDamping")),
                VelocityMode.of(str(v, "mode")), num(v, "dimensions").intValue());
        List<Target> targets = ((List<String>) m.get("targets")).stream().map(Target::of).toList();
        return new Spec(plugin, spline, velocity, new ThreejsSpec(str(t, "packageName")), targets);
    }

    private static String str(Map<String, Object> m, String k) {
        return (String) m.get(k);
    }

    private static Number num(Map<String, Object> m, String k) {
        return (Number) m.get(k);
    }

    private static double dbl(Map<String, Object> m, String k) {
        return ((Number) m.get(k)).doubleValue();
    }

    @SuppressWarnings("unchecked")
    private static Curve curve(Object o) {
        return new Curve(((List<List<Number>>) o).stream()
                .map(k -> new Curve.Key(k.get(0).doubleValue(), k.get(1).doubleValue())).toList());
    }
}
