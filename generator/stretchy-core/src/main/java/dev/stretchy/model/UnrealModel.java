package dev.stretchy.model;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.ClosedLoopMode;
import dev.stretchy.contract.NormalsMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.contract.Parameter;
import dev.stretchy.contract.RollSource;
import dev.stretchy.contract.StretchMaskSource;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SplineDeformSpec;
import dev.stretchy.spec.Target;
import dev.stretchy.spec.VelocityStretchSpec;
import java.util.List;
import java.util.Locale;

/**
 * What the Unreal components, the math core, the editor module and the automation tests need beyond the plugin's
 * names, one typed part per feature: the spline component, the velocity component, the loop and roll of math spec
 * section 10 and the editor module. Every identifier is a method of the plugin's name (the naming policy below), so
 * nothing is passed positionally; the parts hold the spec's values typed (enums, booleans, numbers, curve keys) and
 * the templates write the literals and every sentence around them.
 *
 * @param plugin the plugin's name, e.g. {@code Stretchy}: every identifier below starts with it
 */
public record UnrealModel(String plugin, Spline spline, Velocity velocity, LoopRoll loopRoll, Editor editor) {

    /** Centimetres per metre: the one place where the spec's m/s meet Unreal's cm/s. */
    public static final double UNREAL_UNITS_PER_METRE = 100.0;

    public static UnrealModel of(Spec spec) {
        PluginModel p = PluginModel.of(spec);
        SplineDeformSpec s = spec.splineDeform();
        return new UnrealModel(p.name(),
                Spline.of(s, ParameterContract.splineDeform(spec, Target.UNREAL)),
                Velocity.of(spec.velocityStretch(), ParameterContract.velocityStretch(spec)),
                new LoopRoll(s.closedLoop(), s.roll().source(), Key.of(s.roll().curve())),
                new Editor(p, s.normals() != NormalsMode.OFF, s.stretchMask()));
    }

    // The naming policy in one place: every reflected type, every public header and every delegate of the runtime
    // module starts with the plugin's name after Unreal's type letter (UStretchySplineDeformComponent,
    // StretchySplineDeformComponent.h), so two plugins generated from different specs live in one project. Types
    // local to one .cpp stay in an anonymous namespace and need no prefix. Names a material graph sees (the
    // parameters) follow plugin.parameterPrefix instead, which is what the article-compatible spec keeps.

    /** The engine-light math core, e.g. {@code FStretchyMath}. */
    public String mathStruct() { return "F" + plugin + "Math"; }
    public String mathFile() { return plugin + "Math"; }
    public String versionHeader() { return plugin + "EngineVersion"; }
    public String versionMacro() { return upper() + "_UE_AT_LEAST"; }
    public String splineComponentFile() { return plugin + "SplineDeformComponent"; }
    public String velocityComponentFile() { return plugin + "VelocityStretchComponent"; }
    public String splineComponent() { return "U" + splineComponentFile(); }
    public String velocityComponent() { return "U" + velocityComponentFile(); }
    /** The struct holding one frame of SplineDeform contract values. */
    public String splineInputsStruct() { return "F" + plugin + "SplineDeformInputs"; }
    public String velocityInputsStruct() { return "F" + plugin + "VelocityStretchInputs"; }
    public String contractFile() { return plugin + "Contract"; }
    public String slotsFile() { return plugin + "MeshMaterialSlots"; }
    public String slotsStruct() { return "F" + slotsFile(); }
    public String splineTarget() { return "F" + plugin + "SplineDeformTarget"; }
    public String velocityTarget() { return "F" + plugin + "VelocityStretchTarget"; }
    public String playbackDelegate() { return "F" + plugin + "SplineDeformPlaybackSignature"; }
    public String loopEnum() { return "E" + plugin + "LoopMode"; }
    public String velocityModeEnum() { return "E" + plugin + "VelocityStretchMode"; }
    public String easeEnum() { return "E" + plugin + "RecoveryEase"; }
    public String testFlags() { return upper() + "_TEST_FLAGS"; }
    public String testPrefix() { return plugin; }

    /** Unreal units per spec metre (speeds in the spec are m/s; Unreal is cm). */
    public double unitsPerMetre() { return UNREAL_UNITS_PER_METRE; }

    private String upper() {
        return plugin.toUpperCase(Locale.ROOT);
    }

    /** A spec word as a C++ enumerator: {@code ping-pong} is {@code PingPong}. */
    public String enumerator(String word) {
        return enumeratorOf(word);
    }

    static String enumeratorOf(String word) {
        StringBuilder b = new StringBuilder();
        for (String part : word.split("-")) b.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
        return b.toString();
    }

    /**
     * The spline component: the spec's defaults (its catalogued numbers are the view's
     * {@code parameters}), the material parameters it pushes and its material function's inputs.
     *
     * @param forwardAxis the spec's forward axis as its three components
     * @param loop        the spec's loop word, e.g. {@code ping-pong}
     */
    public record Spline(int sampleCount, double[] forwardAxis, Orientation orientation, NormalsMode normals,
                         boolean motionVectors, double duration,
                         String loop, boolean autoPlay, List<Key> timing, List<Key> stretch,
                         List<Key> size, List<Push> pushes, List<FunctionInputRow> functionInputs) {
        public Spline {
            forwardAxis = forwardAxis.clone();
            timing = List.copyOf(timing);
            stretch = List.copyOf(stretch);
            size = List.copyOf(size);
            pushes = List.copyOf(pushes);
            functionInputs = List.copyOf(functionInputs);
        }

        static Spline of(SplineDeformSpec s, ParameterContract contract) {
            return new Spline(s.sampleCount(), s.forwardAxis().vector(), s.orientation(), s.normals(),
                    s.motionVectors(), s.playback().durationSeconds(),
                    s.playback().loop().word(), s.playback().autoPlay(), Key.of(s.curves().timing()),
                    Key.of(s.curves().stretch()), Key.of(s.curves().size()), UnrealModel.pushes(contract), UnrealModel.functionInputs(contract));
        }

        @Override
        public double[] forwardAxis() {
            return forwardAxis.clone();
        }

        public boolean rotationMinimizing() {
            return orientation == Orientation.ROTATION_MINIMIZING;
        }

        public boolean articleFrames() {
            return orientation == Orientation.ARTICLE;
        }

        /** The spec's orientation word, e.g. {@code rotation-minimizing}. */
        public String orientationWord() {
            return orientation.word();
        }

        /** The spec's normals word, e.g. {@code rotate}. */
        public String normalsWord() {
            return normals.word();
        }

        /** The loop mode's enumerator, e.g. {@code PingPong}. */
        public String loopEnumerator() {
            return enumeratorOf(loop);
        }
    }

    /**
     * The velocity component: its enum defaults and switches (its numbers are the one {@link ControllerContract}
     * table), the material parameters it pushes and its material function's inputs.
     *
     * @param mode the spec's velocity mode word, e.g. {@code scene-component}
     */
    public record Velocity(String mode, int dimensions, List<Push> pushes,
                           List<FunctionInputRow> functionInputs) {
        public Velocity {
            pushes = List.copyOf(pushes);
            functionInputs = List.copyOf(functionInputs);
        }

        static Velocity of(VelocityStretchSpec v, ParameterContract contract) {
            return new Velocity(v.mode().word(), v.dimensions(), UnrealModel.pushes(contract), UnrealModel.functionInputs(contract));
        }

        /** The mode's enumerator, e.g. {@code SceneComponent}. */
        public String modeEnumerator() {
            return enumeratorOf(mode);
        }
    }

    /**
     * Math spec section 10 in the components (the bake and travel shells): whether they follow a closed spline's loop
     * ({@code closedLoop: auto}), where the roll comes from ({@code none}, {@code spline}: the spline's up vectors,
     * {@code curve}: the spec's roll curve, seeded into the component) and that curve's keys.
     */
    public record LoopRoll(ClosedLoopMode loop, RollSource source, List<Key> rollCurve) {
        public LoopRoll {
            rollCurve = List.copyOf(rollCurve);
        }

        public boolean closedLoop() {
            return loop != ClosedLoopMode.OFF;
        }

        /** Whether the spec asks for a roll at all. */
        public boolean roll() {
            return source != RollSource.NONE;
        }

        public boolean rollFromCurve() {
            return source == RollSource.CURVE;
        }

        public boolean rollFromSpline() {
            return source == RollSource.SPLINE;
        }
    }

    /**
     * The editor module: its names (methods of the plugin's), its Custom nodes' Code and its switches.
     *
     * @param normals whether the spline function wires its normal nodes (spec {@code normals} not {@code off})
     * @param mask    the spec's stretch mask channel
     */
    public record Editor(PluginModel plugin, boolean normals, StretchMaskSource mask) {
        private String n() {
            return plugin.name();
        }

        public String functions() { return "F" + n() + "MaterialFunctions"; }
        public String meshSetup() { return "F" + n() + "MeshSetup"; }
        /** The commandlet class; run it as {@code -run=<commandletRunName>}. */
        public String commandlet() { return "U" + n() + "BuildMaterialFunctionsCommandlet"; }
        public String commandletRunName() { return n() + "BuildMaterialFunctions"; }
        public String materialsDir() { return "/Game/" + n() + "/Materials"; }
        public String parameterGroup() { return n(); }
        /** The comment that, with the .ush's hash after it, ends a Custom node's Code. */
        public String stampPrefix() { return "// " + n() + " shader "; }
        public String splineShaderPath() { return CustomNode.splineDeform(plugin).virtualPath(); }
        public String velocityShaderPath() { return CustomNode.velocityStretch(plugin).virtualPath(); }
        /** The SplineDeform Custom node's Code as a C++ string literal body (escaped). */
        public String splineCode() { return Literals.INSTANCE.cppString(CustomNode.splineDeform(plugin).code()); }
        public String velocityCode() { return Literals.INSTANCE.cppString(CustomNode.velocityStretch(plugin).code()); }
        public String splineNormalCode() { return Literals.INSTANCE.cppString(CustomNode.splineDeformNormal(plugin).code()); }
        public String velocityNormalCode() { return Literals.INSTANCE.cppString(CustomNode.velocityStretchNormal(plugin).code()); }
        public String normalInput() { return ParameterContract.NORMAL; }
        public String tangentInput() { return ParameterContract.TANGENT; }
        public String deformedTangentOutput() { return ParameterContract.DEFORMED_TANGENT; }
        /** The stretch mask's UV set, -1 for vertex colour. */
        public int stretchMaskUvSet() { return mask.uvIndex(); }
        public int stretchMaskComponent() { return mask.component(); }
    }

    /**
     * One material parameter the component pushes: {@code base} the contract's base name (the inputs struct's
     * field), {@code setter} the UMaterialInstanceDynamic method, {@code prevParameter} empty when the input is not
     * animated, {@code kind} the contract kind word ({@code scalar}, {@code vector}, {@code texture}) and
     * {@code defaults} the contract default's components. {@code setting} is the component's own property that
     * holds it as it is pushed (a spec number or flag the property macro renders, under the row's setting field;
     * {@code settingFlag} for a flag, pushed as 1 or 0), empty for the others: what a component pushes for those is
     * C++ and lives in its template.
     */
    public record Push(String base, String kind, String cppType, String setter, String parameter,
                       String prevParameter, boolean animated, String meaning, double[] defaults, String setting,
                       boolean settingFlag) {
        public Push {
            defaults = defaults.clone();
        }

        /** The inputs struct's field: the base name. */
        public String field() {
            return base;
        }

        @Override
        public double[] defaults() {
            return defaults.clone();
        }
    }

    /**
     * One Custom-node input of a material function, in contract order, as the editor module's table row:
     * {@code source} names the expression that feeds it ({@code LocalPosition} for the vertex), {@code scalarDefault}
     * the parameter's scalar value, {@code vectorDefault} its vector value (three components) when
     * {@code vectorParameter}, {@code prevParameter} empty when the input is not animated. Per-instance inputs (the
     * curve atlas, deformer-math.md section 9.2) have source {@code InstanceScalar} or {@code InstanceVector} and
     * read custom data float {@code customData} ({@code prevCustomData} in the previous frame); others have -1.
     */
    public record FunctionInputRow(String inputName, String parameter, String prevParameter, String source,
                                   double scalarDefault, boolean vectorParameter, double[] vectorDefault,
                                   boolean animated, int customData, int prevCustomData) {
        public FunctionInputRow {
            vectorDefault = vectorDefault.clone();
        }

        @Override
        public double[] vectorDefault() {
            return vectorDefault.clone();
        }
    }

    static List<Push> pushes(ParameterContract c) {
        return c.parameters().stream().map(i -> new Push(i.base(), i.kindWord(), cppType(i.kind()),
                setter(i.kind()), i.parameterName(), i.prevParameterName(), i.animated(), i.meaning(),
                i.defaultValue(), settingRow(i.base()).map(r -> r.setting().field()).orElse(""),
                settingRow(i.base()).filter(r -> r.type() == Parameter.Type.FLAG).isPresent())).toList();
    }

    /** The row of the deformer input {@code material} when a component property holds it as pushed: a spec number or flag. */
    private static java.util.Optional<Parameter> settingRow(String material) {
        return java.util.stream.Stream.concat(Catalogue.SPLINE.stream(), Catalogue.VELOCITY.stream())
                .filter(r -> r.material().equals(material) && r.fromSpec())
                .filter(r -> r.type() == Parameter.Type.NUMBER || r.type() == Parameter.Type.FLAG).findFirst();
    }

    private static List<FunctionInputRow> functionInputs(ParameterContract c) {
        return c.inputs().stream().map(i -> {
            double[] d = i.defaultValue();
            String source = !i.isParameter() ? (i.kind() == ContractInput.Kind.SCALAR ? "StretchMask" : "LocalPosition") : switch (i.kind()) {
                case SCALAR -> "Scalar";
                case VECTOR -> "Vector";
                case TEXTURE -> "Texture";
            };
            double scalar = i.kind() == ContractInput.Kind.SCALAR ? d[0] : 0.0;
            boolean vector = i.kind() == ContractInput.Kind.VECTOR && i.isParameter();
            return new FunctionInputRow(i.inputName(), i.parameterName(), i.prevParameterName(), source, scalar, vector,
                    vector ? d : new double[] {0, 0, 0}, i.animated(), -1, -1);
        }).toList();
    }

    /**
     * The atlas deformer's Custom-node inputs: the contract's rows, with the inputs section 9.2 carries per instance
     * read from custom data (their index from the one layout) instead of material parameters.
     */
    public static List<FunctionInputRow> atlasFunctionInputs(ParameterContract atlas, InstanceLayout layout) {
        return functionInputs(atlas).stream().map(r -> {
            String base = atlas.inputs().stream().filter(i -> i.inputName().equals(r.inputName())).findFirst()
                    .orElseThrow().base();
            int now = layout.source(base, 0);
            if (now < 0) return r;
            boolean vector = r.source().equals("Vector");
            return new FunctionInputRow(r.inputName(), "", "", vector ? "InstanceVector" : "InstanceScalar",
                    r.scalarDefault(), false, new double[] {0, 0, 0}, now != layout.source(base, 1), now,
                    layout.source(base, 1));
        }).toList();
    }

    static String cppType(ContractInput.Kind k) {
        return switch (k) {
            case SCALAR -> "float";
            case VECTOR -> "FVector";
            case TEXTURE -> "UTexture2D*";
        };
    }

    static String setter(ContractInput.Kind k) {
        return switch (k) {
            case SCALAR -> "SetScalarParameterValue";
            case VECTOR -> "SetVectorParameterValue";
            case TEXTURE -> "SetTextureParameterValue";
        };
    }
}
