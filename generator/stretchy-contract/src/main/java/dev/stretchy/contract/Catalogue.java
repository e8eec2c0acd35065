package dev.stretchy.contract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Every parameter, one row each, in three groups: the velocity controller's constants (the order of the C++
 * settings struct, the TypeScript parameters and the golden reader), the spline deformer's (its shader inputs in
 * contract order, then its component's own settings) and the velocity deformer's shader inputs. A row's spellings
 * default to its name: {@code Capitalised} for C++ and the material, {@code lowerCamel} for TypeScript; the golden key
 * is the controller's name or the deformer's material name (the committed golden files fix both).
 */
public final class Catalogue {
    private Catalogue() {}

    public static final List<Parameter> CONTROLLER = List.of(
            controller("k", Parameter.Type.NUMBER).cpp("StretchPerSpeed").unit(Unit.PER_SPEED).range(Range.closed(0, 10))
                    .doc("Stretch per m/s of speed.").spec(),
            controller("maxStretch", Parameter.Type.NUMBER).range(Range.closed(1, 10))
                    .doc("Largest stretch along the velocity.").spec(),
            controller("smoothing", Parameter.Type.NUMBER).cpp("SmoothingSeconds").ts("smoothingTau").unit(Unit.SECONDS)
                    .range(Range.closed(0, 10)).doc("Smoothing time constant in seconds; 0 is immediate.").spec(),
            controller("impactStrength", Parameter.Type.NUMBER).range(Range.closed(0, 1))
                    .doc("Squash at the full impact speed is 1 - ImpactStrength.").spec(),
            controller("minSquash", Parameter.Type.NUMBER).range(Range.aboveMin(0, 1)).doc("Smallest squash on impact.")
                    .spec(),
            controller("maxImpactSpeed", Parameter.Type.NUMBER).unit(Unit.SPEED).range(Range.aboveMin(0, 1000))
                    .doc("Approach speed in m/s that gives the full squash.").spec(),
            // Below 10 ms the recovery ends inside one frame at 100 Hz; the golden controller cases cannot time it.
            controller("recoverSeconds", Parameter.Type.NUMBER).unit(Unit.SECONDS).range(Range.closed(0.01, 10))
                    .doc("Seconds to recover from a squash.").spec(),
            controller("ease", Parameter.Type.WORD).cpp("bSpringRecovery").flagWhen("spring").words(Ease.class)
                    .doc("Spring ease (slight overshoot) instead of the exponential one.")
                    .setting("RecoveryEase", "How the squash recovers.").spec(),
            // Kept off 0, where the spring frequency ln(100) / (zeta * recoverSeconds) overflows, and off 1 (no spring left).
            controller("springDamping", Parameter.Type.NUMBER).range(Range.closed(0.01, 0.99)).when("ease", "spring")
                    .doc("Damping ratio of the spring ease, in (0, 1).").spec(),
            controller("dimensions", Parameter.Type.INTEGER).cpp("bTwoDimensional").flagWhen("2")
                    .range(Range.closed(2, 3))
                    .doc("Sprites: the perpendicular scale is 1/s on the in-plane axis and 1 on the plane normal.")
                    .setting("bTwoDimensional", "Sprites: volume is an area, the perpendicular scale is 1/s in the plane and 1 along its normal.")
                    .spec(),
            controller("planeNormal", Parameter.Type.VECTOR).ts("").when("dimensions", "2")
                    .doc("Normal of the sprite plane (2D only), in the velocity's space; velocity along it is ignored.")
                    .setting("PlaneNormalLocal", "Normal of the sprite plane in the visual's local space (Paper2D sprites lie in X-Z: normal Y).")
                    .contract(0, 1, 0));

    public static final List<Parameter> SPLINE = List.of(
            deformer("progress", Parameter.Type.NUMBER).doc("playhead 0..1").sanitised("p = saturate(Progress)")
                    .animated().instanced().runtime(0),
            deformer("splineLength", Parameter.Type.NUMBER).unit(Unit.LOCAL_LENGTH).doc("local arc length of the baked curve")
                    .sanitised("L = max(SplineLength, 0.001)").instanced().runtime(100),
            deformer("sampleCount", Parameter.Type.INTEGER).range(Range.closed(2, 4096)).doc("texels in the baked textures")
                    .sanitised("N = max(SampleCount, 2)").spec(),
            deformer("positionTexture", Parameter.Type.TEXTURE).ts("")
                    .doc("Nx1 RGBA32F: curve points relative to the curve's end, alpha = i/(N-1)").runtime(),
            deformer("tangentTexture", Parameter.Type.TEXTURE).ts("").doc("Nx1 RGBA32F: unit tangents").runtime(),
            deformer("meshCenterLocal", Parameter.Type.VECTOR).unit(Unit.LOCAL_LENGTH).doc("centre of the mesh bounds")
                    .runtime(0, 0, 0),
            deformer("forwardAxisLocal", Parameter.Type.VECTOR).ts("forwardAxis").doc("the axis the mesh leads with")
                    .sanitised("f = normalize(ForwardAxisLocal), fallback (1,0,0)")
                    .setting("ForwardAxis", "The mesh's local axis that leads along the curve.").spec(),
            deformer("stretchScale", Parameter.Type.NUMBER).doc("stretch along the forward axis")
                    .sanitised("s = max(StretchScale, 0.01)").animated().instanced().runtime(1),
            deformer("preserveVolume", Parameter.Type.FLAG).doc("0 or 1 (blends)").sanitised("v = saturate(PreserveVolume)")
                    .setting("bPreserveVolume", "Thin the cross-section by 1/sqrt(stretch) so the volume holds.").spec(),
            deformer("sizeScale", Parameter.Type.NUMBER).doc("uniform size over time").sanitised("g = max(SizeScale, 0)")
                    .animated().instanced().runtime(1),
            deformer("stretchBias", Parameter.Type.NUMBER).range(Range.closed(-0.95, 0.95))
                    .doc("front/back asymmetry of the stretch").sanitised("b = clamp(StretchBias, -0.95, 0.95)").spec(),
            deformer("meshHalfLength", Parameter.Type.NUMBER).unit(Unit.LOCAL_LENGTH)
                    .doc("half extent of the mesh along the forward axis").sanitised("h = max(MeshHalfLength, 0.001)")
                    .runtime(50),
            deformer("settleWindow", Parameter.Type.NUMBER).range(Range.closed(0, 1))
                    .doc("width of the ease to rest before Progress 1").sanitised("w = saturate(SettleWindow)").spec(),
            deformer("endExtrapolation", Parameter.Type.FLAG).doc("1 extrapolate past the ends, 0 clamp")
                    .sanitised("e = step(0.5, EndExtrapolation)")
                    .setting("bEndExtrapolation", "Extend past the curve's ends along the end tangents instead of clamping.")
                    .spec(),
            // Section 10: per atlas, not per instance (10.5), and never animated. The component sets both at run time.
            deformer("closedLoop", Parameter.Type.FLAG).feature("closedLoop")
                    .doc("1: the curve is a closed loop, travel wraps round it (math spec section 10.1)")
                    .sanitised("cl = step(0.5, ClosedLoop)").runtime(0),
            deformer("bakedRoll", Parameter.Type.FLAG).feature("roll")
                    .doc("1: the tangent texture's alpha is the roll in radians (math spec section 10.2; modes A, C)")
                    .sanitised("step(0.5, BakedRoll)").runtime(0),
            // Per vertex: the material function feeds it from the spec's vertex-colour or UV channel.
            deformer("stretchMask", Parameter.Type.NUMBER).cpp("").golden("stretchMask").feature("stretchMask")
                    .doc("the vertex's stretch mask weight, 0 bends at rest size, 1 stretches fully (math spec section 10.3)")
                    .sanitised("m = saturate(StretchMask)").vertex(1),
            // The component's own: StretchScale = 1 + curve * (MaxStretch - 1); no shader reads it.
            deformer("maxStretch", Parameter.Type.NUMBER).material("").golden("").range(Range.closed(0.01, 10))
                    .doc("StretchScale reached where the stretch curve is 1.").spec());

    public static final List<Parameter> VELOCITY = List.of(
            deformer("velocityPivotLocal", Parameter.Type.VECTOR).unit(Unit.LOCAL_LENGTH)
                    .doc("pivot q of the deformation (the contact point on impact)").animated().instanced().runtime(0, 0, 0),
            deformer("velocityAxisLocal", Parameter.Type.VECTOR).doc("unit axis d of the stretch or squash")
                    .sanitised("d = normalize(VelocityAxisLocal), fallback (0,0,1)").animated().instanced().runtime(0, 0, 1),
            deformer("velocityStretch", Parameter.Type.NUMBER).doc("scale sPar along the axis")
                    .sanitised("sPar = max(VelocityStretch, 0.01)").animated().instanced().runtime(1),
            // The sentence depends on the dimensions (ParameterContract words it); this is the 3D one.
            deformer("velocityPerpScale", Parameter.Type.NUMBER).doc("scale sPerp of the two perpendicular axes (1/sqrt(sPar))")
                    .sanitised("sPerp = max(VelocityPerpScale, 0)").animated().runtime(1),
            deformer("velocityPlaneNormalLocal", Parameter.Type.VECTOR).doc("normal of the sprite plane (left unscaled)")
                    .sanitised("n = normalize(VelocityPlaneNormalLocal), fallback (0,1,0)").contract(0, 1, 0));

    /**
     * Whether a controller case holds this controller constant at the case's top level, beside {@code kernel}, rather
     * than in {@code inputs.constants}: an integer does ({@code dimensions}, which also picks the case's rules). The
     * one statement of that rule: the golden codec, the C++ math-core driver's header and the plugin's golden reader
     * follow it.
     */
    public static boolean atCaseTop(Parameter controllerConstant) {
        return controllerConstant.type() == Parameter.Type.INTEGER;
    }

    /** The velocity deformer's rows in {@code dimensions} (2 or 3): the sprite plane's normal only in 2D. */
    public static List<Parameter> velocity(int dimensions) {
        return VELOCITY.stream().filter(p -> dimensions == 2 || !p.name().equals("velocityPlaneNormalLocal")).toList();
    }

    /** The row {@code group.name}, e.g. {@code controller.maxImpactSpeed}; empty for an unknown one. */
    public static Optional<Parameter> find(String qualified) {
        int dot = qualified.indexOf('.');
        if (dot < 0) return Optional.empty();
        List<Parameter> group = switch (qualified.substring(0, dot)) {
            case "controller" -> CONTROLLER;
            case "spline" -> SPLINE;
            case "velocity" -> VELOCITY;
            default -> List.of();
        };
        String name = qualified.substring(dot + 1);
        return group.stream().filter(p -> p.name().equals(name)).findFirst();
    }

    /** The row {@code group.name}; an IllegalArgumentException names an unknown one. */
    public static Parameter get(String qualified) {
        return find(qualified).orElseThrow(() -> new IllegalArgumentException("the catalogue has no parameter " + qualified));
    }

    /** The section 10 feature words the spline rows name ({@code closedLoop}, {@code roll}, {@code stretchMask}), in row order. */
    public static List<String> splineFeatures() {
        return SPLINE.stream().map(Parameter::feature).filter(f -> !f.isEmpty()).distinct().toList();
    }

    /** {@code controller.k}, {@code spline.stretchBias}, ...: every row's qualified name, group by group. */
    public static List<String> names() {
        List<String> all = new ArrayList<>();
        CONTROLLER.forEach(p -> all.add("controller." + p.name()));
        SPLINE.forEach(p -> all.add("spline." + p.name()));
        VELOCITY.forEach(p -> all.add("velocity." + p.name()));
        return all;
    }

    /**
     * The problems of a group: two rows with one name, one spelling (material, C++, TypeScript, golden) used by two
     * rows, a word row that lists no words (or another row that lists some), or a row that matters when a row the
     * group lacks, or one that holds neither a word nor a flag, holds a value, or when a word row holds a word it cannot
     * hold, or a number held as a flag a value that does not set the flag. Empty for a
     * sound group; {@link CatalogueTest} runs it on the three groups and on planted faults.
     */
    public static List<String> problems(List<Parameter> group) {
        List<String> out = new ArrayList<>();
        for (Parameter p : group) {
            if ((p.type() == Parameter.Type.WORD) == p.words().isEmpty()) {
                out.add(p.name() + (p.words().isEmpty() ? " is a word and lists no words" : " lists words and is a " + p.type().word()));
            }
            if (p.when().always()) continue;
            Optional<Parameter> on = group.stream().filter(o -> o.name().equals(p.when().parameter()))
                    .filter(o -> o.type() == Parameter.Type.WORD || o.settingFlag()).findFirst();
            if (on.isEmpty()) out.add(p.name() + " matters when " + p.when().parameter() + ", which is no word or flag of the group");
            else if (on.get().type() != Parameter.Type.WORD) {
                if (!on.get().cppFlagWhen().equals(p.when().word())) {
                    out.add(p.name() + " matters when " + p.when().parameter() + " is " + p.when().word()
                            + ", which is not what sets its flag (" + on.get().cppFlagWhen() + ")");
                }
            } else if (!on.get().words().contains(p.when().word())) {
                out.add(p.name() + " matters when " + p.when().parameter() + " is " + p.when().word() + ", which is none of its words "
                        + on.get().words());
            }
        }
        clashes(out, group, "name", Parameter::name);
        clashes(out, group, "material parameter", Parameter::material);
        clashes(out, group, "C++ field", Parameter::cpp);
        clashes(out, group, "TypeScript key", Parameter::ts);
        clashes(out, group, "golden key", Parameter::golden);
        return out;
    }

    private static void clashes(List<String> out, List<Parameter> group, String what,
                                java.util.function.Function<Parameter, String> spelling) {
        java.util.Map<String, String> seen = new java.util.HashMap<>();
        for (Parameter p : group) {
            String s = spelling.apply(p);
            if (s.isEmpty()) continue;
            String before = seen.putIfAbsent(s, p.name());
            if (before != null) out.add(what + " " + s + " is both " + before + "'s and " + p.name() + "'s");
        }
    }

    static String capitalised(String name) {
        return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    }

    private static Row controller(String name, Parameter.Type type) {
        return new Row(name, type, "", capitalised(name), name, name);
    }

    private static Row deformer(String name, Parameter.Type type) {
        String upper = capitalised(name);
        return new Row(name, type, upper, upper, name, upper);
    }

    /** A row being declared: spellings from the name, overridden where a target differs. */
    private static final class Row {
        private final String name;
        private final Parameter.Type type;
        private String material;
        private String cpp;
        private String ts;
        private String golden;
        private Unit unit = Unit.NONE;
        private Range range = Range.NONE;
        private String doc = "";
        private String sanitised = "-";
        private String flagWhen = "";
        private boolean animated;
        private boolean instanced;
        private String feature = "";
        private Parameter.When when = Parameter.When.ALWAYS;
        private String settingField;
        private String settingDoc;
        private List<String> words = List.of();

        Row(String name, Parameter.Type type, String material, String cpp, String ts, String golden) {
            this.name = name;
            this.type = type;
            this.material = material;
            this.cpp = cpp;
            this.ts = ts;
            this.golden = golden;
        }

        Row material(String m) { material = m; return this; }
        Row cpp(String c) { cpp = c; return this; }
        Row ts(String t) { ts = t; return this; }
        Row golden(String g) { golden = g; return this; }
        Row unit(Unit u) { unit = u; return this; }
        Row range(Range r) { range = r; return this; }
        Row doc(String d) { doc = d; return this; }
        Row sanitised(String s) { sanitised = s; return this; }
        Row flagWhen(String w) { flagWhen = w; return this; }
        Row animated() { animated = true; return this; }
        Row instanced() { instanced = true; return this; }
        Row feature(String f) { feature = f; return this; }
        Row when(String parameter, String word) { when = new Parameter.When(parameter, word); return this; }
        Row setting(String field, String sentence) { settingField = field; settingDoc = sentence; return this; }
        <E extends Enum<E> & Worded> Row words(Class<E> type) { words = Worded.words(type); return this; }

        Parameter spec() { return build(Parameter.Source.SPEC); }
        Parameter contract(double... value) { return build(Parameter.Source.CONTRACT, value); }
        Parameter runtime(double... preview) { return build(Parameter.Source.RUNTIME, preview); }
        Parameter vertex(double... preview) { return build(Parameter.Source.VERTEX, preview); }

        private Parameter build(Parameter.Source source, double... fixed) {
            return new Parameter(name, type, material, cpp, ts, golden, unit, range, doc, animated, instanced, source,
                    fixed, sanitised, flagWhen, feature, when,
                    new Parameter.Setting(settingField == null ? cpp : settingField, settingDoc == null ? doc : settingDoc), words);
        }
    }
}
