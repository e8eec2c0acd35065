package dev.stretchy.spec;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** The one definition of the spec's form: binding, defaults, and the published JSON Schema all come from here. */
public final class SpecSchema {
    private SpecSchema() {}

    public static final Pattern PLUGIN_NAME = Pattern.compile("[A-Z][A-Za-z0-9]*");
    public static final Pattern PREFIX = Pattern.compile("[A-Za-z][A-Za-z0-9]*_");
    public static final Pattern NPM_NAME = Pattern.compile("(?:@[a-z0-9][a-z0-9._-]*/)?[a-z0-9][a-z0-9._-]*");

    /**
     * Names a plugin may not take: engine modules and classes it would shadow, and words reserved in C++ or HLSL
     * (compared case-insensitively, since module folders collide on case-insensitive file systems).
     */
    static final Set<String> RESERVED = Set.of(
            // Unreal modules and core types a plugin/module name would collide with
            "Core", "CoreUObject", "Engine", "Projects", "RenderCore", "Renderer", "RHI", "UnrealEd", "Slate",
            "SlateCore", "InputCore", "MaterialEditor", "AssetTools", "AssetRegistry", "Niagara", "Paper2D",
            "Landscape", "Foliage", "Chaos", "PhysicsCore", "Json", "Launch", "ApplicationCore", "Kismet",
            "Blueprint", "Object", "Actor", "Pawn", "Character", "World", "Level", "Class", "Struct", "Enum",
            "Interface", "Package", "Function", "Property", "Name", "Text", "Vector", "Rotator", "Transform",
            "Color", "LinearColor", "Guid", "Box", "Plane", "Matrix", "Quat", "Texture", "Material", "Component",
            "Editor", "Shaders", "Script", "Game", "Plugin", "Module", "Default", "Private", "Public", "Content",
            // C++ / HLSL words that are valid PascalCase
            "NULL", "TRUE", "FALSE", "Texture2D", "SamplerState", "Buffer", "Sampler", "Technique", "Pass",
            "Parameters", "MaterialFloat", "Common");

    public static final Shape.Obj ROOT = new Shape.Obj("A Stretchy spec: one plugin, its deformers, and its targets.",
            List.of(
                    new Shape.Prop("plugin", new Shape.Obj("The generated plugin's identity.", List.of(
                            new Shape.Prop("name", new Shape.Text(PLUGIN_NAME,
                                    "a PascalCase C++ identifier: a capital letter, then letters and digits", 32, RESERVED),
                                    "Stretchy", "Plugin name; also names its modules (<Name>, <Name>Shaders, <Name>Editor) and the /<Name> shader folder."),
                            new Shape.Prop("friendlyName", new Shape.Text(Pattern.compile("[^\\p{Cntrl}\"\\\\]*"),
                                    "text without quotes, backslashes or control characters", 64, Set.of()),
                                    "", "Name shown in the Plugins window; empty means the plugin name."),
                            new Shape.Prop("description", new Shape.Text(Pattern.compile("[^\\p{Cntrl}\"\\\\]*"),
                                    "text without quotes, backslashes or control characters", 300, Set.of()),
                                    "Procedural squash and stretch: meshes that bend, squash and stretch along a spline, and objects that stretch with their velocity and squash on impact.",
                                    "Plugin description."),
                            new Shape.Prop("engineVersion", new Shape.Choice(List.of("5.3", "5.4", "5.5", "5.6", "5.7")),
                                    "5.4", "Unreal Engine version the plugin targets (the code compiles on 5.3 and later; this sets EngineVersion)."),
                            new Shape.Prop("parameterPrefix", new Shape.Text(PREFIX,
                                    "an identifier ending in an underscore, e.g. Stretchy_", 32, Set.of()),
                                    "Stretchy_", "Prefix of every material parameter of the contract."),
                            new Shape.Prop("versionName", new Shape.Text(Pattern.compile("[0-9]+(\\.[0-9]+){0,3}"),
                                    "a dotted version such as 1.0", 20, Set.of()), "1.0", "Plugin version name."),
                            new Shape.Prop("createdBy", new Shape.Text(Pattern.compile("[^\\p{Cntrl}\"\\\\]*"),
                                    "text without quotes, backslashes or control characters", 100, Set.of()),
                                    "", "Author shown in the Plugins window.")))
                            , null, "The generated plugin's identity."),
                    new Shape.Prop("splineDeform", new Shape.Obj("The spline deformer (math spec sections 1-4).", List.of(
                            new Shape.Prop("sampleCount", new Shape.Int(2, 4096), 64, "Texels along the baked curve."),
                            new Shape.Prop("forwardAxis", new Shape.Choice(
                                    java.util.Arrays.stream(ForwardAxis.values()).map(ForwardAxis::word).toList()),
                                    "X", "The mesh axis that leads along the curve."),
                            new Shape.Prop("orientation", new Shape.Choice(Orientation.words()), "parallel-transport",
                                    "Orientation mode: parallel-transport (A), rotation-minimizing (B, frames baked on the CPU) or article (C, the naive baseline)."),
                            new Shape.Prop("endExtrapolation", new Shape.Bool(), true,
                                    "Extend past the curve's ends along the end tangents instead of clamping."),
                            new Shape.Prop("settleWindow", Shape.Num.closed(0, 1), 0.05,
                                    "Width of the ease to rest before Progress 1."),
                            new Shape.Prop("preserveVolume", new Shape.Bool(), true,
                                    "Shrink the cross-section by 1/sqrt(stretch) so volume holds."),
                            new Shape.Prop("maxStretch", new Shape.Num(0.01, 10, false, false), 1.6,
                                    "StretchScale reached where the stretch curve is 1."),
                            new Shape.Prop("stretchBias", Shape.Num.closed(-0.95, 0.95), 0.0,
                                    "Front/back asymmetry of the stretch."),
                            new Shape.Prop("curves", new Shape.Obj("Curves seeded into the component (editable there).", List.of(
                                    new Shape.Prop("timing", new Shape.Curve(-1, 2), List.of(List.of(0.0, 0.0), List.of(1.0, 1.0)),
                                            "Normalized time -> Progress."),
                                    new Shape.Prop("stretch", new Shape.Curve(-1, 2),
                                            List.of(List.of(0.0, 0.0), List.of(0.5, 1.0), List.of(1.0, 0.0)),
                                            "Progress -> stretch alpha (0 rest, 1 maxStretch); a hump by default."),
                                    new Shape.Prop("size", new Shape.Curve(0, 10), List.of(List.of(0.0, 1.0), List.of(1.0, 1.0)),
                                            "Progress -> SizeScale."))), null, "Default curves."),
                            new Shape.Prop("motionVectors", new Shape.Bool(), true,
                                    "Evaluate the previous frame too and write velocity from World Position Offset."),
                            new Shape.Prop("playback", new Shape.Obj("Default playback of the component.", List.of(
                                    new Shape.Prop("duration", new Shape.Num(0, 3600, true, false), 1.0, "Seconds from start to end."),
                                    new Shape.Prop("loop", new Shape.Choice(LoopMode.words()), "once", "once, loop or ping-pong."),
                                    new Shape.Prop("autoPlay", new Shape.Bool(), true, "Start playing on BeginPlay."))),
                                    null, "Default playback."))), null, "The spline deformer."),
                    new Shape.Prop("velocityStretch", new Shape.Obj(
                            "Velocity squash and stretch (math spec section 5). Speeds are in metres per second.", List.of(
                            new Shape.Prop("k", Shape.Num.closed(0, 10), 0.05, "Stretch per m/s of speed."),
                            new Shape.Prop("maxStretch", Shape.Num.closed(1, 10), 1.6, "Largest stretch factor."),
                            new Shape.Prop("smoothing", Shape.Num.closed(0, 10), 0.0, "Smoothing time constant tau in seconds; 0 is immediate."),
                            new Shape.Prop("impact", new Shape.Obj("Squash on impact and its recovery.", List.of(
                                    new Shape.Prop("strength", Shape.Num.closed(0, 1), 0.35, "Squash at the full impact speed is 1 - strength."),
                                    new Shape.Prop("minSquash", new Shape.Num(0, 1, true, false), 0.6, "Smallest squash factor."),
                                    new Shape.Prop("maxImpactSpeed", new Shape.Num(0, 1000, true, false), 20.0, "Approach speed (m/s) of the full squash."),
                                    new Shape.Prop("recoverSeconds", new Shape.Num(0, 10, true, false), 0.12, "Time to recover to 1."),
                                    new Shape.Prop("ease", new Shape.Choice(Ease.words()), "exponential", "exponential or spring (slight overshoot)."),
                                    new Shape.Prop("springDamping", new Shape.Num(0, 1, true, true), 0.5, "Damping ratio of the spring ease."))),
                                    null, "Impact squash."),
                            new Shape.Prop("mode", new Shape.Choice(VelocityMode.words()), "material",
                                    "material (World Position Offset) or scene-component (scales a visual child)."),
                            new Shape.Prop("dimensions", new Shape.Int(2, 3), 3, "3 for meshes, 2 for sprites (perpendicular 1/s)."))),
                            null, "Velocity squash and stretch."),
                    new Shape.Prop("threejs", new Shape.Obj("The three.js/TypeScript target.", List.of(
                            new Shape.Prop("packageName", new Shape.Text(NPM_NAME,
                                    "an npm package name, optionally scoped (@scope/name): lower-case letters, digits, '.', '_' and '-'", 64, Set.of()),
                                    "stretchy-three", "npm package name (also its folder)."))), null, "three.js target."),
                    new Shape.Prop("targets", new Shape.Arr(new Shape.Choice(Target.words()), 1, 2),
                            List.of("unreal", "threejs"), "What `generate` produces by default.")));

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
