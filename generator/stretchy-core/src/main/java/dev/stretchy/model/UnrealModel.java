package dev.stretchy.model;

import dev.stretchy.spec.Curve;
import dev.stretchy.contract.Ease;
import dev.stretchy.spec.LoopMode;
import dev.stretchy.contract.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SplineDeformSpec;
import dev.stretchy.spec.VelocityMode;
import dev.stretchy.spec.VelocityStretchSpec;
import java.util.List;
import java.util.Locale;

/**
 * What the Unreal components, the math core, the editor module and the automation tests need beyond the plugin's
 * names: class names, spec defaults as C++ literals, seeded curve keys and the contract's pushes. Java supplies names
 * and values; the C++ around them (constructors, casts, the expressions a component pushes) is in the templates.
 *
 * @param mathStruct         the engine-light math core, e.g. {@code FStretchyMath}
 * @param unitsPerMetre      Unreal units per spec metre (speeds in the spec are m/s; Unreal is cm)
 * @param splineInputsStruct the struct holding one frame of SplineDeform contract values
 */
public record UnrealModel(String mathStruct, String mathFile, String versionHeader, String versionMacro,
                          String splineComponent, String velocityComponent, String splineInputsStruct,
                          String velocityInputsStruct, String contractFile, String loopEnum, String velocityModeEnum,
                          String easeEnum, String testFlags, String testPrefix, double unitsPerMetre, SplineDefaults spline, VelocityDefaults velocity,
                          List<Push> splinePushes, List<Push> velocityPushes, List<FunctionInputRow> splineFunctionInputs,
                          List<FunctionInputRow> velocityFunctionInputs, Editor editor, Names names) {

    public UnrealModel {
        splinePushes = List.copyOf(splinePushes);
        velocityPushes = List.copyOf(velocityPushes);
        splineFunctionInputs = List.copyOf(splineFunctionInputs);
        velocityFunctionInputs = List.copyOf(velocityFunctionInputs);
    }


    /** Centimetres per metre: the one place where the spec's m/s meet Unreal's cm/s. */
    public static final double UNREAL_UNITS_PER_METRE = 100.0;

    public static UnrealModel of(Spec spec) {
        PluginModel p = PluginModel.of(spec);
        String n = p.name();
        String upper = n.toUpperCase(Locale.ROOT);
        ParameterContract sc = ParameterContract.splineDeform(spec, dev.stretchy.spec.Target.UNREAL);
        ParameterContract vc = ParameterContract.velocityStretch(spec);
        Names names = Names.of(n);
        return new UnrealModel("F" + n + "Math", n + "Math", n + "EngineVersion", upper + "_UE_AT_LEAST",
                "U" + names.splineComponentFile(), "U" + names.velocityComponentFile(), "F" + n + "SplineDeformInputs",
                "F" + n + "VelocityStretchInputs", n + "Contract", names.loopEnum(), names.modeEnum(), names.easeEnum(),
                upper + "_TEST_FLAGS", n, UNREAL_UNITS_PER_METRE, SplineDefaults.of(spec.splineDeform(), names), VelocityDefaults.of(spec.velocityStretch(), names),
                pushes(sc), pushes(vc), functionInputs(sc), functionInputs(vc),
                Editor.of(p, spec.splineDeform().normals() != dev.stretchy.contract.NormalsMode.OFF), names);
    }

    /**
     * The naming policy in one place: every reflected type, every public header and every delegate of the runtime
     * module starts with the plugin's name after Unreal's type letter ({@code UStretchySplineDeformComponent},
     * {@code StretchySplineDeformComponent.h}), so two plugins generated from different specs live in one project.
     * Types local to one .cpp stay in an anonymous namespace and need no prefix. Names a material graph sees (the
     * parameters) follow {@code plugin.parameterPrefix} instead, which is what the article-compatible spec keeps.
     *
     * @param splineComponentFile the spline component's header and source name without extension; its class is
     *                            {@code U} + this name
     */
    public record Names(String splineComponentFile, String velocityComponentFile, String slotsFile, String slotsStruct,
                        String splineTarget, String velocityTarget, String playbackDelegate, String loopEnum,
                        String modeEnum, String easeEnum) {
        static Names of(String n) {
            return new Names(n + "SplineDeformComponent", n + "VelocityStretchComponent", n + "MeshMaterialSlots",
                    "F" + n + "MeshMaterialSlots", "F" + n + "SplineDeformTarget", "F" + n + "VelocityStretchTarget",
                    "F" + n + "SplineDeformPlaybackSignature", "E" + n + "LoopMode", "E" + n + "VelocityStretchMode",
                    "E" + n + "RecoveryEase");
        }
    }

    /**
     * Spec defaults of the spline component, as C++ literals; {@code forwardAxis} as its three components. Its
     * catalogued numbers (settleWindow, maxStretch, stretchBias) are the view's {@code parameters}.
     */
    public record SplineDefaults(int sampleCount, double[] forwardAxis, boolean rotationMinimizing, String orientationWord,
                                 String normalsWord, boolean endExtrapolation, boolean preserveVolume,
                                 boolean motionVectors, String duration, String loopMode,
                                 boolean autoPlay, List<Key> timing, List<Key> stretch, List<Key> size) {
        static SplineDefaults of(SplineDeformSpec s, Names names) {
            Literals l = Literals.INSTANCE;
            double[] f = s.forwardAxis().vector();
            return new SplineDefaults(s.sampleCount(), f, s.orientation() == Orientation.ROTATION_MINIMIZING,
                    s.orientation().word(), s.normals().word(), s.endExtrapolation(), s.preserveVolume(), s.motionVectors(), l.f(s.playback().durationSeconds()), loopLiteral(names.loopEnum(), s.playback().loop()),
                    s.playback().autoPlay(), keys(s.curves().timing()), keys(s.curves().stretch()), keys(s.curves().size()));
        }
    }

    /**
     * The velocity component's enum defaults as C++ literals and its switches; its numbers come from the one
     * {@link ControllerContract} table.
     */
    public record VelocityDefaults(String ease, String mode, int dimensions, boolean twoDimensional) {
        static VelocityDefaults of(VelocityStretchSpec v, Names names) {
            return new VelocityDefaults(names.easeEnum() + (v.impact().ease() == Ease.SPRING ? "::Spring" : "::Exponential"),
                    names.modeEnum() + (v.mode() == VelocityMode.SCENE_COMPONENT ? "::SceneComponent" : "::Material"),
                    v.dimensions(), v.dimensions() == 2);
        }
    }

    /**
     * Names and texts of the editor module.
     *
     * @param splineCode   the SplineDeform Custom node's Code as a C++ string literal body (escaped)
     * @param commandlet   the commandlet class; run it as {@code -run=<commandletRunName>}
     * @param stampPrefix  the comment that, with the .ush's hash after it, ends a Custom node's Code
     */
    public record Editor(String functions, String meshSetup, String commandlet, String commandletRunName,
                         String splineCode, String velocityCode, String splineShaderPath, String velocityShaderPath,
                         String materialsDir, String parameterGroup, String stampPrefix, String splineNormalCode,
                         String velocityNormalCode, String directionInput, String directionIsTangentInput, boolean normals) {
        /** {@code normals}: whether the spline function wires its normal nodes (spec {@code normals} not {@code off}). */
        static Editor of(PluginModel p, boolean normals) {
            String n = p.name();
            CustomNode spline = CustomNode.splineDeform(p);
            CustomNode velocity = CustomNode.velocityStretch(p);
            return new Editor("F" + n + "MaterialFunctions", "F" + n + "MeshSetup", "U" + n + "BuildMaterialFunctionsCommandlet",
                    n + "BuildMaterialFunctions", Literals.INSTANCE.cppString(spline.code()),
                    Literals.INSTANCE.cppString(velocity.code()),
                    spline.virtualPath(), velocity.virtualPath(), "/Game/" + n + "/Materials", n, "// " + n + " shader ",
                    Literals.INSTANCE.cppString(CustomNode.splineDeformNormal(p).code()),
                    Literals.INSTANCE.cppString(CustomNode.velocityStretchNormal(p).code()),
                    ParameterContract.DIRECTION, ParameterContract.DIRECTION_IS_TANGENT, normals);
        }
    }

    /** One curve key as C++ float literals. */
    public record Key(String time, String value) {}

    /**
     * One material parameter the component pushes: {@code field} of the inputs struct (the contract's base name),
     * {@code setter} the UMaterialInstanceDynamic method, {@code prevParameter} empty when the input is not animated,
     * {@code kind} the contract kind word ({@code scalar}, {@code vector}, {@code texture}) and {@code defaults} the
     * contract default's components. What a component pushes for each field is C++ and lives in its template.
     */
    public record Push(String base, String field, String kind, String cppType, String setter, String parameter,
                       String prevParameter, boolean animated, String meaning, double[] defaults) {
        @Override
        public double[] defaults() {
            return defaults.clone();
        }
    }

    /**
     * One Custom-node input of a material function, in contract order, as the editor module's table row:
     * {@code source} names the expression that feeds it ({@code LocalPosition} for the vertex), {@code scalarDefault}
     * the parameter's scalar value as a C++ literal, {@code vectorDefault} its vector value (three components) when
     * {@code vectorParameter}, {@code prevParameter} empty when the input is not animated. Per-instance inputs (the
     * curve atlas, deformer-math.md section 9.2) have source {@code InstanceScalar} or {@code InstanceVector} and
     * read custom data float {@code customData} ({@code prevCustomData} in the previous frame); others have -1.
     */
    public record FunctionInputRow(String inputName, String parameter, String prevParameter, String source,
                                   String scalarDefault, boolean vectorParameter, double[] vectorDefault,
                                   boolean animated, int customData, int prevCustomData) {
        @Override
        public double[] vectorDefault() {
            return vectorDefault.clone();
        }
    }

    static List<Push> pushes(ParameterContract c) {
        return c.parameters().stream().map(i -> new Push(i.base(), i.base(), i.kindWord(), cppType(i.kind()),
                setter(i.kind()), i.parameterName(), i.prevParameterName(), i.animated(), i.meaning(),
                i.defaultValue())).toList();
    }

    private static List<FunctionInputRow> functionInputs(ParameterContract c) {
        Literals l = Literals.INSTANCE;
        return c.inputs().stream().map(i -> {
            double[] d = i.defaultValue();
            String source = !i.isParameter() ? "LocalPosition" : switch (i.kind()) {
                case SCALAR -> "Scalar";
                case VECTOR -> "Vector";
                case TEXTURE -> "Texture";
            };
            String scalar = i.kind() == ContractInput.Kind.SCALAR ? l.f(d[0]) : "0.0f";
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

    private static String loopLiteral(String loopEnum, LoopMode m) {
        return loopEnum + switch (m) {
            case ONCE -> "::Once";
            case LOOP -> "::Loop";
            case PING_PONG -> "::PingPong";
        };
    }

    private static List<Key> keys(Curve c) {
        Literals l = Literals.INSTANCE;
        return c.keys().stream().map(k -> new Key(l.f(k.time()), l.f(k.value()))).toList();
    }
}
