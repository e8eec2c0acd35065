package dev.stretchy.model;

import dev.stretchy.contract.Catalogue;
import dev.stretchy.contract.ForwardAxis;
import dev.stretchy.contract.Orientation;
import dev.stretchy.contract.Parameter;
import dev.stretchy.spec.Spec;
import dev.stretchy.spec.SpecParameters;
import dev.stretchy.spec.Target;
import java.util.ArrayList;
import java.util.List;

/**
 * The names and order of a deformer's inputs: the single source for the shader, the material function, the
 * component that pushes values and the contract documents.
 *
 * @param kernel the golden-file kernel name, e.g. {@code SplineDeform}
 */
public record ParameterContract(String kernel, String prefix, List<ContractInput> inputs, List<String> additionalOutputs) {
    public ParameterContract {
        inputs = List.copyOf(inputs);
        additionalOutputs = List.copyOf(additionalOutputs);
    }

    /** A contract whose node has one output, its return value. */
    public ParameterContract(String kernel, String prefix, List<ContractInput> inputs) {
        this(kernel, prefix, inputs, List.of());
    }

    /** The fused normal node's extra vertex inputs: the rest normal and tangent, local space (math spec section 8). */
    public static final String NORMAL = "LocalNormal";
    public static final String TANGENT = "LocalTangent";
    /** The fused normal node's additional output (a float3, an {@code inout} parameter its one call fills). */
    public static final String DEFORMED_TANGENT = "DeformedTangent";

    /**
     * The inputs of a deformer's fused normal Custom node (math spec section 8): this contract's, then {@link #NORMAL}
     * and {@link #TANGENT}, both wired in the material graph; it returns the deformed normal and fills
     * {@link #DEFORMED_TANGENT}, so one evaluation gives both.
     */
    public ParameterContract withNormalAndTangent() {
        List<ContractInput> in = new ArrayList<>(inputs);
        in.add(new ContractInput(NORMAL, ContractInput.Kind.VECTOR, ContractInput.Source.VERTEX, NORMAL, "", "", false,
                "the vertex's rest normal, local space", "-", new double[] {0, 0, 1}));
        in.add(new ContractInput(TANGENT, ContractInput.Kind.VECTOR, ContractInput.Source.VERTEX, TANGENT, "", "", false,
                "the vertex's rest tangent, local space", "-", new double[] {1, 0, 0}));
        return new ParameterContract(kernel + "Normal", prefix, in, List.of(DEFORMED_TANGENT));
    }

    /** Whether {@code in} is one of math spec section 10's optional inputs (a catalogue row with a feature). */
    public static boolean optional(ContractInput in) {
        return Catalogue.SPLINE.stream().anyMatch(r -> r.optional() && r.material().equals(in.base()));
    }

    /** This contract less section 10's optional inputs. */
    public ParameterContract withoutOptional() {
        return new ParameterContract(kernel, prefix, inputs.stream().filter(i -> !optional(i)).toList(), additionalOutputs);
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

    /**
     * The spline deformer's inputs for {@code target}: the vertex, then the catalogue's spline rows that have a
     * material name, less the section 10 rows of a feature the target does not implement ({@link Target#features()})
     * or, for a target that does not {@linkplain Target#choosesAtRunTime() choose at run time}, the spec does not use.
     * There mode B carries a roll in its quaternions and has no {@code BakedRoll} (math spec 10.2); a target that picks
     * the mode at run time keeps it (mode B ignores it).
     */
    public static ParameterContract splineDeform(Spec spec, Target target) {
        if (!target.choosesAtRunTime()) return splineDeform(spec, target.features());
        return splineDeform(spec, target.features(), false);
    }

    /** {@link #splineDeform(Spec, Target)} for a target that implements {@code implemented} and follows the spec. */
    public static ParameterContract splineDeform(Spec spec, java.util.Set<String> implemented) {
        java.util.Set<String> features = new java.util.HashSet<>(spec.splineDeform().features());
        features.retainAll(implemented);
        return splineDeform(spec, features, spec.splineDeform().orientation() == Orientation.ROTATION_MINIMIZING);
    }

    /** The spline deformer with the section 10 rows of {@code features}; {@code noBakedRoll} leaves out mode B's. */
    private static ParameterContract splineDeform(Spec spec, java.util.Set<String> features, boolean noBakedRoll) {
        SpecParameters values = SpecParameters.of(spec);
        Builder b = new Builder("SplineDeform", spec.plugin().parameterPrefix());
        b.vertex();
        for (Parameter row : Catalogue.SPLINE) {
            if (row.material().isEmpty()) continue;
            if (row.optional() && !features.contains(row.feature())) continue;
            if (row.name().equals("bakedRoll") && noBakedRoll) continue;
            String meaning = row.name().equals("tangentTexture") && spec.splineDeform().orientation() == Orientation.ROTATION_MINIMIZING
                    ? "Nx1 RGBA32F: unit quaternions (x,y,z,w) of the rotation-minimizing frames" : row.doc();
            b.add(row, meaning, defaults(row, "spline.", values));
        }
        return b.build();
    }

    /** The section 10 features (catalogue words, catalogue order) whose inputs this contract carries. */
    public List<String> features() {
        return Catalogue.SPLINE.stream().filter(r -> r.optional() && inputs.stream().anyMatch(i -> i.base().equals(r.material())))
                .map(Parameter::feature).distinct().toList();
    }

    /** The velocity deformer's inputs: the vertex, then the catalogue's velocity rows (the plane normal in 2D only). */
    public static ParameterContract velocityStretch(Spec spec) {
        SpecParameters values = SpecParameters.of(spec);
        boolean twoD = spec.velocityStretch().dimensions() == 2;
        Builder b = new Builder("VelocityStretch", spec.plugin().parameterPrefix());
        b.vertex();
        for (Parameter row : Catalogue.velocity(spec.velocityStretch().dimensions())) {
            String meaning = row.name().equals("velocityPerpScale") && twoD
                    ? "scale of the in-plane perpendicular axis (1/sPar)" : row.doc();
            b.add(row, meaning, defaults(row, "velocity.", values));
        }
        return b.build();
    }

    /** A row's default as literal components: the spec's value (a flag as 0 or 1, an axis as its vector) or the row's. */
    private static double[] defaults(Parameter row, String group, SpecParameters values) {
        if (!row.fromSpec()) return row.fixed();
        Object v = values.get(group + row.name());
        if (v instanceof Boolean f) return new double[] {f ? 1 : 0};
        if (v instanceof Number n) return new double[] {n.doubleValue()};
        if (v instanceof ForwardAxis a) return a.vector();
        throw new IllegalStateException(group + row.name() + ": no contract default for " + v);
    }

    /**
     * The curve-atlas deformer (deformer-math.md section 9.3): the spline deformer's inputs with the textures read from
     * an atlas row, then the atlas row and row count, then the velocity deformer's inputs less the derived
     * perpendicular scale. Built from the two contracts above, so a name or meaning is declared once. Animated: the
     * inputs 8.2 carries a previous value for.
     */
    public static ParameterContract splineAtlasDeform(Spec spec, Target target) {
        return splineAtlasDeform(spec, splineDeform(spec, target));
    }

    /** {@link #splineAtlasDeform(Spec, Target)} for a target that implements {@code implemented} (feature words). */
    public static ParameterContract splineAtlasDeform(Spec spec, java.util.Set<String> implemented) {
        return splineAtlasDeform(spec, splineDeform(spec, implemented));
    }

    /** The atlas deformer built on {@code spline}, the spline deformer's contract. */
    private static ParameterContract splineAtlasDeform(Spec spec, ParameterContract spline) {
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

        void add(Parameter row, String meaning, double[] def) {
            if (row.perVertex()) {
                inputs.add(new ContractInput(row.material(), ContractInput.Kind.SCALAR, ContractInput.Source.VERTEX,
                        row.material(), "", "", false, meaning, row.sanitised(), def));
                return;
            }
            ContractInput.Kind kind = switch (row.type()) {
                case VECTOR -> ContractInput.Kind.VECTOR;
                case TEXTURE -> ContractInput.Kind.TEXTURE;
                default -> ContractInput.Kind.SCALAR;
            };
            add(row.material(), kind, row.animated(), meaning, row.sanitised(), def);
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
