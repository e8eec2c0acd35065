package dev.stretchy.model;

import dev.stretchy.spec.Curve;
import dev.stretchy.spec.Ease;
import dev.stretchy.spec.LoopMode;
import dev.stretchy.spec.Orientation;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SplineDeformSpec;
import dev.stretchy.spec.VelocityMode;
import dev.stretchy.spec.VelocityStretchSpec;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the Unreal components, the math core, the editor module and the automation tests need beyond the plugin's
 * names: class names, spec defaults as C++ literals, seeded curve keys and the contract as C++ pushes. Every
 * identifier and literal a template prints is made here, so templates only place text.
 *
 * @param mathStruct         the engine-light math core, e.g. {@code FStretchyMath}
 * @param unitsPerMetre      Unreal units per spec metre (speeds in the spec are m/s; Unreal is cm)
 * @param splineInputsStruct the struct holding one frame of SplineDeform contract values
 */
public record UnrealModel(String mathStruct, String mathFile, String versionHeader, String versionMacro,
                          String splineComponent, String velocityComponent, String splineInputsStruct,
                          String velocityInputsStruct, String contractFile, String loopEnum, String velocityModeEnum,
                          String easeEnum, String testFlags, String testPrefix, String editorSettingsNote,
                          double unitsPerMetre, SplineDefaults spline, VelocityDefaults velocity,
                          List<Push> splinePushes, List<Push> velocityPushes, List<FunctionInputRow> splineFunctionInputs,
                          List<FunctionInputRow> velocityFunctionInputs, Editor editor) {

    public UnrealModel {
        splinePushes = List.copyOf(splinePushes);
        velocityPushes = List.copyOf(velocityPushes);
        splineFunctionInputs = List.copyOf(splineFunctionInputs);
        velocityFunctionInputs = List.copyOf(velocityFunctionInputs);
    }

    static final String LOOP_ENUM = "ESplineDeformLoopMode";
    static final String MODE_ENUM = "EVelocityStretchMode";
    static final String EASE_ENUM = "EVelocityRecoveryEase";

    /** Centimetres per metre: the one place where the spec's m/s meet Unreal's cm/s. */
    public static final double UNREAL_UNITS_PER_METRE = 100.0;

    public static UnrealModel of(Spec spec) {
        PluginModel p = PluginModel.of(spec);
        String n = p.name();
        String upper = n.toUpperCase(Locale.ROOT);
        ParameterContract sc = ParameterContract.splineDeform(spec);
        ParameterContract vc = ParameterContract.velocityStretch(spec);
        return new UnrealModel("F" + n + "Math", n + "Math", n + "EngineVersion", upper + "_UE_AT_LEAST",
                "USplineDeformComponent", "UVelocityStretchComponent", "F" + n + "SplineDeformInputs",
                "F" + n + "VelocityStretchInputs", n + "Contract", LOOP_ENUM, MODE_ENUM, EASE_ENUM, upper + "_TEST_FLAGS", n,
                "Nanite and virtual shadow maps clamp WPO to the material's Max World Position Offset Displacement when it is above 0",
                UNREAL_UNITS_PER_METRE, SplineDefaults.of(spec.splineDeform()), VelocityDefaults.of(spec.velocityStretch()),
                pushesFor(sc, SPLINE_VALUES), pushesFor(vc, VELOCITY_VALUES), functionInputs(sc), functionInputs(vc),
                Editor.of(p));
    }

    /** Spec defaults of the spline component, as C++ literals. */
    public record SplineDefaults(int sampleCount, String forwardAxis, boolean rotationMinimizing, String orientationWord,
                                 String endExtrapolation, String settleWindow, String preserveVolume, String maxStretch,
                                 String stretchBias, boolean motionVectors, String duration, String loopMode,
                                 boolean autoPlay, List<Key> timing, List<Key> stretch, List<Key> size) {
        static SplineDefaults of(SplineDeformSpec s) {
            Literals l = Literals.INSTANCE;
            double[] f = s.forwardAxis().vector();
            return new SplineDefaults(s.sampleCount(), vector(f), s.orientation() == Orientation.ROTATION_MINIMIZING,
                    s.orientation().word(), s.endExtrapolation() ? "true" : "false", l.f(s.settleWindow()),
                    s.preserveVolume() ? "true" : "false", l.f(s.maxStretch()), l.f(s.stretchBias()),
                    s.motionVectors(), l.f(s.playback().durationSeconds()), loopLiteral(s.playback().loop()),
                    s.playback().autoPlay(), keys(s.curves().timing()), keys(s.curves().stretch()), keys(s.curves().size()));
        }
    }

    /** Spec defaults of the velocity component, as C++ literals (speeds stay in m/s, as in the spec). */
    public record VelocityDefaults(String k, String maxStretch, String smoothing, String impactStrength, String minSquash,
                                   String maxImpactSpeed, String recoverSeconds, String ease, String springDamping,
                                   String mode, int dimensions, boolean twoDimensional, boolean springRecovery) {
        static VelocityDefaults of(VelocityStretchSpec v) {
            Literals l = Literals.INSTANCE;
            return new VelocityDefaults(l.f(v.k()), l.f(v.maxStretch()), l.f(v.smoothingTau()), l.f(v.impact().strength()),
                    l.f(v.impact().minSquash()), l.f(v.impact().maxImpactSpeed()), l.f(v.impact().recoverSeconds()),
                    EASE_ENUM + (v.impact().ease() == Ease.SPRING ? "::Spring" : "::Exponential"),
                    l.f(v.impact().springDamping()),
                    MODE_ENUM + (v.mode() == VelocityMode.SCENE_COMPONENT ? "::SceneComponent" : "::Material"),
                    v.dimensions(), v.dimensions() == 2, v.impact().ease() == Ease.SPRING);
        }
    }

    /**
     * Names and texts of the editor module.
     *
     * @param splineCode   the SplineDeform Custom node's Code as a C++ string literal body (escaped)
     * @param commandlet   the commandlet class; run it as {@code -run=<commandletRunName>}
     */
    public record Editor(String functions, String meshSetup, String commandlet, String commandletRunName,
                         String splineCode, String velocityCode, String splineShaderPath, String velocityShaderPath,
                         String materialsDir, String parameterGroup) {
        static Editor of(PluginModel p) {
            String n = p.name();
            CustomNode spline = CustomNode.splineDeform(p);
            CustomNode velocity = CustomNode.velocityStretch(p);
            return new Editor("F" + n + "MaterialFunctions", "F" + n + "MeshSetup", "U" + n + "BuildMaterialFunctionsCommandlet",
                    n + "BuildMaterialFunctions", cppEscape(spline.code()), cppEscape(velocity.code()),
                    spline.virtualPath(), velocity.virtualPath(), "/Game/" + n + "/Materials", n);
        }
    }

    /** Escapes text for the inside of a C++ string literal. */
    static String cppEscape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }

    /** One curve key as C++ float literals. */
    public record Key(String time, String value) {}

    /**
     * One material parameter the component pushes: {@code field} of the inputs struct (the contract's base name),
     * {@code setter} the UMaterialInstanceDynamic method, {@code prevParameter} empty when the input is not animated.
     */
    public record Push(String base, String field, String cppType, String setter, String parameter, String prevParameter,
                       boolean animated, String meaning, String defaultValue, String value) {
        /** The setter's value argument for the inputs struct {@code from}: vectors travel as FLinearColor. */
        public String argument(String from) {
            String v = from + "." + field;
            return cppType.equals("FVector") ? "FLinearColor(" + v + ")" : v;
        }
    }

    /**
     * One Custom-node input of a material function, in contract order, as the editor module's table row:
     * {@code source} names the expression that feeds it ({@code LocalPosition} for the vertex), the defaults are the
     * parameter expression's values as C++ literals, {@code prevParameter} is empty when the input is not animated.
     */
    public record FunctionInputRow(String inputName, String parameter, String prevParameter, String source,
                                   String scalarDefault, String vectorDefault, boolean animated) {}

    /**
     * What the spline component pushes for each SplineDeform input, as C++ over the locals of its push step:
     * {@code Frame} (this frame's playback values), {@code Target} (one mesh's bake) and the component's settings.
     * A contract input without an entry fails generation, so the shader can never read an input nobody pushes.
     */
    static final Map<String, String> SPLINE_VALUES = Map.ofEntries(
            Map.entry("Progress", "Frame.Progress"),
            Map.entry("SplineLength", "static_cast<float>(Target.Bake.Length)"),
            Map.entry("SampleCount", "static_cast<float>(Target.Bake.Positions.Num())"),
            Map.entry("PositionTexture", "Target.PositionTexture.Get()"),
            Map.entry("TangentTexture", "Target.TangentTexture.Get()"),
            Map.entry("MeshCenterLocal", "Target.MeshCenterLocal"),
            Map.entry("ForwardAxisLocal", "Frame.ForwardAxis"),
            Map.entry("StretchScale", "Frame.StretchScale"),
            Map.entry("PreserveVolume", "bPreserveVolume ? 1.0f : 0.0f"),
            Map.entry("SizeScale", "Frame.SizeScale"),
            Map.entry("StretchBias", "StretchBias"),
            Map.entry("MeshHalfLength", "static_cast<float>(Target.MeshHalfLength)"),
            Map.entry("SettleWindow", "SettleWindow"),
            Map.entry("EndExtrapolation", "bEndExtrapolation ? 1.0f : 0.0f"));

    /** The same for the velocity component; {@code Frame} is the controller's output in the mesh's local space. */
    static final Map<String, String> VELOCITY_VALUES = Map.ofEntries(
            Map.entry("VelocityPivotLocal", "Frame.PivotLocal"),
            Map.entry("VelocityAxisLocal", "Frame.AxisLocal"),
            Map.entry("VelocityStretch", "static_cast<float>(Frame.ParallelScale)"),
            Map.entry("VelocityPerpScale", "static_cast<float>(Frame.PerpScale)"),
            Map.entry("VelocityPlaneNormalLocal", "Frame.PlaneNormalLocal"));

    static List<Push> pushesFor(ParameterContract c, Map<String, String> values) {
        return c.parameters().stream().map(i -> {
            String value = values.get(i.base());
            if (value == null) {
                throw new IllegalStateException(c.kernel() + " input " + i.base() + " has no value in the Unreal component");
            }
            return new Push(i.base(), i.base(), cppType(i.kind()), setter(i.kind()), i.parameterName(),
                    i.prevParameterName(), i.animated(), i.meaning(), cppDefault(i), value);
        }).toList();
    }

    private static String cppDefault(ContractInput i) {
        Literals l = Literals.INSTANCE;
        double[] d = i.defaultValue();
        return switch (i.kind()) {
            case SCALAR -> l.f(d[0]);
            case VECTOR -> vector(d);
            case TEXTURE -> "nullptr";
        };
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
            String vector = i.kind() == ContractInput.Kind.VECTOR && i.isParameter()
                    ? "FLinearColor(" + l.f(d[0]) + ", " + l.f(d[1]) + ", " + l.f(d[2]) + ", 0.0f)" : "FLinearColor::Black";
            return new FunctionInputRow(i.inputName(), i.parameterName(), i.prevParameterName(), source, scalar, vector,
                    i.animated());
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

    private static String vector(double[] v) {
        Literals l = Literals.INSTANCE;
        return "FVector(" + l.d(v[0]) + ", " + l.d(v[1]) + ", " + l.d(v[2]) + ")";
    }

    private static String loopLiteral(LoopMode m) {
        return LOOP_ENUM + switch (m) {
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
