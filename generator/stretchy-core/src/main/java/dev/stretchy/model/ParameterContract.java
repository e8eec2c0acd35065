package dev.stretchy.model;

import dev.stretchy.spec.Spec;
import java.util.ArrayList;
import java.util.List;

/**
 * The names and order of a deformer's inputs: the single source for the shader, the material function, the
 * component that pushes values and the contract documents.
 *
 * @param kernel the golden-file kernel name, e.g. {@code SplineDeform}
 */
public record ParameterContract(String kernel, String prefix, List<ContractInput> inputs) {
    public ParameterContract {
        inputs = List.copyOf(inputs);
    }

    /** The normal node's extra vertex input: the rest normal or tangent, local space (math spec section 8). */
    public static final String DIRECTION = "LocalDirection";
    /** The normal node's switch: 0 {@link #DIRECTION} is a normal (cofactor), 1 a tangent (the Jacobian). */
    public static final String DIRECTION_IS_TANGENT = "DirectionIsTangent";

    /**
     * The inputs of a deformer's normal Custom node (math spec section 8): this contract's, then {@link #DIRECTION}
     * and {@link #DIRECTION_IS_TANGENT}, both wired in the material graph (not parameters the component pushes).
     */
    public ParameterContract withDirection() {
        List<ContractInput> in = new ArrayList<>(inputs);
        in.add(new ContractInput(DIRECTION, ContractInput.Kind.VECTOR, ContractInput.Source.VERTEX, DIRECTION, "", "", false,
                "the vertex's rest normal or tangent, local space", "-", new double[] {0, 0, 1}));
        in.add(new ContractInput(DIRECTION_IS_TANGENT, ContractInput.Kind.SCALAR, ContractInput.Source.VERTEX,
                DIRECTION_IS_TANGENT, "", "", false, "0: the direction is a normal, 1: a tangent", "-", new double[] {0}));
        return new ParameterContract(kernel + "Normal", prefix, in);
    }

    public List<ContractInput> parameters() {
        return inputs.stream().filter(ContractInput::isParameter).toList();
    }

    public List<ContractInput> animated() {
        return inputs.stream().filter(ContractInput::animated).toList();
    }

    /** Base name → the identifier the shader reads (the Custom node input name), in contract order. */
    public java.util.Map<String, String> names() {
        java.util.Map<String, String> m = new java.util.LinkedHashMap<>();
        inputs.forEach(i -> m.put(i.base(), i.inputName()));
        return java.util.Collections.unmodifiableMap(m);
    }

    public ContractInput input(String base) {
        return inputs.stream().filter(i -> i.base().equals(base)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(kernel + " has no input " + base));
    }

    public static ParameterContract splineDeform(Spec spec) {
        var s = spec.splineDeform();
        Builder b = new Builder("SplineDeform", spec.plugin().parameterPrefix());
        b.vertex();
        b.add("Progress", ContractInput.Kind.SCALAR, true, "playhead 0..1", "p = saturate(Progress)", 0);
        b.add("SplineLength", ContractInput.Kind.SCALAR, false, "local arc length of the baked curve",
                "L = max(SplineLength, 0.001)", 100);
        b.add("SampleCount", ContractInput.Kind.SCALAR, false, "texels in the baked textures", "N = max(SampleCount, 2)",
                s.sampleCount());
        b.add("PositionTexture", ContractInput.Kind.TEXTURE, false,
                "Nx1 RGBA32F: curve points relative to the curve's end, alpha = i/(N-1)", "-");
        b.add("TangentTexture", ContractInput.Kind.TEXTURE, false,
                s.orientation() == dev.stretchy.spec.Orientation.ROTATION_MINIMIZING
                        ? "Nx1 RGBA32F: unit quaternions (x,y,z,w) of the rotation-minimizing frames"
                        : "Nx1 RGBA32F: unit tangents", "-");
        b.add("MeshCenterLocal", ContractInput.Kind.VECTOR, false, "centre of the mesh bounds", "-", 0, 0, 0);
        b.add("ForwardAxisLocal", ContractInput.Kind.VECTOR, false, "the axis the mesh leads with",
                "f = normalize(ForwardAxisLocal), fallback (1,0,0)", s.forwardAxis().vector());
        b.add("StretchScale", ContractInput.Kind.SCALAR, true, "stretch along the forward axis", "s = max(StretchScale, 0.01)", 1);
        b.add("PreserveVolume", ContractInput.Kind.SCALAR, false, "0 or 1 (blends)", "v = saturate(PreserveVolume)",
                s.preserveVolume() ? 1 : 0);
        b.add("SizeScale", ContractInput.Kind.SCALAR, true, "uniform size over time", "g = max(SizeScale, 0)", 1);
        b.add("StretchBias", ContractInput.Kind.SCALAR, false, "front/back asymmetry of the stretch",
                "b = clamp(StretchBias, -0.95, 0.95)", s.stretchBias());
        b.add("MeshHalfLength", ContractInput.Kind.SCALAR, false, "half extent of the mesh along the forward axis",
                "h = max(MeshHalfLength, 0.001)", 50);
        b.add("SettleWindow", ContractInput.Kind.SCALAR, false, "width of the ease to rest before Progress 1",
                "w = saturate(SettleWindow)", s.settleWindow());
        b.add("EndExtrapolation", ContractInput.Kind.SCALAR, false, "1 extrapolate past the ends, 0 clamp",
                "e = step(0.5, EndExtrapolation)", s.endExtrapolation() ? 1 : 0);
        return b.build();
    }

    public static ParameterContract velocityStretch(Spec spec) {
        Builder b = new Builder("VelocityStretch", spec.plugin().parameterPrefix());
        b.vertex();
        b.add("VelocityPivotLocal", ContractInput.Kind.VECTOR, true, "pivot q of the deformation (the contact point on impact)", "-", 0, 0, 0);
        b.add("VelocityAxisLocal", ContractInput.Kind.VECTOR, true, "unit axis d of the stretch or squash",
                "d = normalize(VelocityAxisLocal), fallback (0,0,1)", 0, 0, 1);
        b.add("VelocityStretch", ContractInput.Kind.SCALAR, true, "scale sPar along the axis", "sPar = max(VelocityStretch, 0.01)", 1);
        b.add("VelocityPerpScale", ContractInput.Kind.SCALAR, true,
                spec.velocityStretch().dimensions() == 2 ? "scale of the in-plane perpendicular axis (1/sPar)"
                        : "scale sPerp of the two perpendicular axes (1/sqrt(sPar))", "sPerp = max(VelocityPerpScale, 0)", 1);
        if (spec.velocityStretch().dimensions() == 2) {
            b.add("VelocityPlaneNormalLocal", ContractInput.Kind.VECTOR, false, "normal of the sprite plane (left unscaled)",
                    "n = normalize(VelocityPlaneNormalLocal), fallback (0,1,0)", 0, 1, 0);
        }
        return b.build();
    }

    /**
     * The curve-atlas deformer (deformer-math.md section 9.3): the spline deformer's inputs with the textures read from
     * an atlas row, then the atlas row and row count, then the velocity deformer's inputs less the derived
     * perpendicular scale. Built from the two contracts above, so a name or meaning is declared once. Animated: the
     * inputs 8.2 carries a previous value for.
     */
    public static ParameterContract splineAtlasDeform(Spec spec) {
        ParameterContract spline = splineDeform(spec);
        ParameterContract velocity = velocityStretch(spec);
        String prefix = spec.plugin().parameterPrefix();
        Builder b = new Builder("SplineAtlasDeform", prefix);
        for (ContractInput in : spline.inputs()) {
            switch (in.base()) {
                case "PositionTexture" -> b.add("PositionAtlas", ContractInput.Kind.TEXTURE, false,
                        "NxM RGBA32F: row r is curve r's position texture (" + in.meaning() + ")", "-");
                case "TangentTexture" -> {
                    b.add("TangentAtlas", ContractInput.Kind.TEXTURE, false,
                            "NxM RGBA32F: row r is curve r's tangent texture (" + in.meaning().replace("Nx1 RGBA32F: ", "") + ")", "-");
                    b.add("AtlasRow", ContractInput.Kind.SCALAR, false, "the instance's atlas row",
                            "r = clamp(floor(AtlasRow + 0.5), 0, M - 1)", 0);
                    b.add("AtlasRowCount", ContractInput.Kind.SCALAR, false, "rows in the atlas",
                            "M = max(floor(AtlasRowCount + 0.5), 1)", 1);
                }
                case "SplineLength" -> b.add(in.base(), in.kind(), false, "local arc length of the instance's curve (row)",
                        in.sanitisedAs(), in.defaultValue());
                default -> b.inputs.add(in);
            }
        }
        for (ContractInput in : velocity.inputs()) {
            switch (in.base()) {
                case "LocalPosition", "VelocityPerpScale" -> { }
                case "VelocityStretch" -> b.inputs.add(in);
                default -> b.add(in.base(), in.kind(), false, in.meaning(), in.sanitisedAs(), in.defaultValue());
            }
        }
        return b.build();
    }

    private static final class Builder {
        private final String kernel;
        private final String prefix;
        private final List<ContractInput> inputs = new ArrayList<>();

        Builder(String kernel, String prefix) {
            this.kernel = kernel;
            this.prefix = prefix;
        }

        void vertex() {
            inputs.add(new ContractInput("LocalPosition", ContractInput.Kind.VECTOR, ContractInput.Source.VERTEX,
                    "LocalPosition", "", "", false, "the vertex, local space", "-", new double[] {0, 0, 0}));
        }

        void add(String base, ContractInput.Kind kind, boolean animated, String meaning, String sanitised, double... def) {
            inputs.add(new ContractInput(base, kind, ContractInput.Source.PARAMETER, prefix + base, prefix + base,
                    animated ? prefix + "Prev" + base : "", animated, meaning, sanitised, def));
        }

        ParameterContract build() {
            return new ParameterContract(kernel, prefix, inputs);
        }
    }
}
