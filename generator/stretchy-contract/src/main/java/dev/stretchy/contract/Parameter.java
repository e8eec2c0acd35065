package dev.stretchy.contract;

import java.util.Objects;

/**
 * One parameter of a deformer or of the velocity controller, declared once: its spelling in each target, its unit,
 * range, sentence, whether it has a previous-frame twin, its per-instance slot and where its default comes from.
 *
 * @param name      the catalogue's name, lower camel case, e.g. {@code maxImpactSpeed}
 * @param type      how the value is held
 * @param material  the material parameter's base name (prefixed by the spec's parameter prefix), e.g.
 *                  {@code StretchBias}, or a per-vertex input's material function input ({@code StretchMask}, not
 *                  prefixed); empty when no shader reads it
 * @param cpp       the C++ field (settings struct or inputs struct), e.g. {@code MaxImpactSpeed}; empty for none
 * @param ts        the TypeScript key, e.g. {@code maxImpactSpeed}; empty when TypeScript has no such parameter
 * @param golden    the golden file's key, e.g. {@code maxImpactSpeed}; empty when golden files do not carry it
 * @param unit      the spec value's unit and how a target scales it
 * @param range     the values it may take (the spec's schema, the spec record and the editors read it)
 * @param doc       one sentence for the generated code's comments and documents
 * @param animated  whether the material has a previous-frame twin ({@code Prev} + material name) for motion vectors
 * @param instanced whether the curve atlas carries it per instance (deformer-math.md section 9.2)
 * @param source    where its default comes from
 * @param fixed     the default's components when {@link Source#CONTRACT} or {@link Source#RUNTIME} (the material
 *                  function's preview value); empty when the spec gives it
 * @param sanitised how the shader sanitises it, for the contract documents ({@code -} for none)
 * @param cppFlagWhen for a word or integer the C++ side holds as a bool: the word (or number) that makes it true
 * @param feature   the math spec section 10 feature that brings it, as golden files spell it ({@code closedLoop},
 *                  {@code roll}, {@code stretchMask}); empty for an input every deformer has (stretchy-math/1.2)
 * @param when      the setting of another row of the group under which it matters ({@link When#ALWAYS} for any):
 *                  an editor shows it only then
 * @param setting   the component setting that holds it in an editor (the Unreal UPROPERTY, the TypeScript default):
 *                  its C++ field and sentence where they differ from the row's ({@code RecoveryEase} for {@code ease})
 * @param words     for a word, the words it may hold, in order ({@code exponential}, {@code spring}); empty otherwise
 */
public record Parameter(String name, Type type, String material, String cpp, String ts, String golden, Unit unit,
                        Range range, String doc, boolean animated, boolean instanced, Source source, double[] fixed,
                        String sanitised, String cppFlagWhen, String feature, When when, Setting setting,
                        java.util.List<String> words) {
    /** A row whose setting is its C++ field and sentence, and which holds no word. */
    public Parameter(String name, Type type, String material, String cpp, String ts, String golden, Unit unit,
                     Range range, String doc, boolean animated, boolean instanced, Source source, double[] fixed,
                     String sanitised, String cppFlagWhen, String feature, When when) {
        this(name, type, material, cpp, ts, golden, unit, range, doc, animated, instanced, source, fixed, sanitised,
                cppFlagWhen, feature, when, new Setting(cpp, doc), java.util.List.of());
    }

    /** A row of any setting of the others. */
    public Parameter(String name, Type type, String material, String cpp, String ts, String golden, Unit unit,
                     Range range, String doc, boolean animated, boolean instanced, Source source, double[] fixed,
                     String sanitised, String cppFlagWhen, String feature) {
        this(name, type, material, cpp, ts, golden, unit, range, doc, animated, instanced, source, fixed, sanitised,
                cppFlagWhen, feature, When.ALWAYS);
    }

    /** A row every deformer has (no section 10 feature). */
    public Parameter(String name, Type type, String material, String cpp, String ts, String golden, Unit unit,
                     Range range, String doc, boolean animated, boolean instanced, Source source, double[] fixed,
                     String sanitised, String cppFlagWhen) {
        this(name, type, material, cpp, ts, golden, unit, range, doc, animated, instanced, source, fixed, sanitised,
                cppFlagWhen, "");
    }

    public Parameter {
        fixed = fixed.clone();
        if (source == Source.SPEC && fixed.length > 0) throw new IllegalArgumentException(name + ": the spec gives its default");
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        Objects.requireNonNull(unit);
        Objects.requireNonNull(range);
        Objects.requireNonNull(source);
        Objects.requireNonNull(feature);
        Objects.requireNonNull(when);
        Objects.requireNonNull(setting);
        words = java.util.List.copyOf(words);
        if (source == Source.VERTEX && (animated || instanced || material.isEmpty())) {
            throw new IllegalArgumentException(name + ": a per-vertex input is a material function input, neither animated nor per instance");
        }
        if (doc.isBlank()) throw new IllegalArgumentException(name + " has no sentence");
        if (animated && material.isEmpty()) throw new IllegalArgumentException(name + ": only a material parameter has a previous-frame twin");
        if (range.bounded() && type != Type.NUMBER && type != Type.INTEGER) {
            throw new IllegalArgumentException(name + ": a range on a " + type.word());
        }
    }

    /**
     * The word another row of the group must hold for this one to matter: {@code springDamping} only with the
     * {@code spring} ease. {@link #ALWAYS} (both empty) for a row that always matters.
     */
    public record When(String parameter, String word) {
        public static final When ALWAYS = new When("", "");

        public When {
            Objects.requireNonNull(parameter);
            Objects.requireNonNull(word);
        }

        public boolean always() {
            return parameter.isEmpty();
        }
    }

    /**
     * The component setting that holds a row in an editor: its field ({@code RecoveryEase} for the
     * {@code ease} row) and the sentence its comment and tooltip use.
     */
    public record Setting(String field, String doc) {
        public Setting {
            Objects.requireNonNull(field);
            Objects.requireNonNull(doc);
        }
    }

    /** How a parameter's value is held. */
    public enum Type implements Worded {
        NUMBER, INTEGER, FLAG, WORD, VECTOR, TEXTURE
    }

    /** Where a parameter's default comes from. */
    public enum Source implements Worded {
        /** The spec: the spec record's component that names this parameter ({@code @Field(parameter = ...)}). */
        SPEC,
        /** A value the contract fixes (the material function's preview value). */
        CONTRACT,
        /** Computed at run time by the component or the package (from the mesh, the curve, the motion). */
        RUNTIME,
        /**
         * Per vertex, from the mesh (a vertex-colour or UV channel the spec chooses); the row holds the value a
         * material without the channel reads (the material function's preview value).
         */
        VERTEX
    }

    @Override
    public double[] fixed() {
        return fixed.clone();
    }

    public boolean fromSpec() {
        return source == Source.SPEC;
    }

    /** Whether every vertex brings its own value (a material function input, not a material parameter). */
    public boolean perVertex() {
        return source == Source.VERTEX;
    }

    /**
     * Whether its component setting is a bool: a flag, or an integer a target holds as one ({@code dimensions}: the
     * setting {@code bTwoDimensional}, true for {@link #cppFlagWhen}). A word held as a flag in C++ ({@code ease})
     * keeps its enum in the component.
     */
    public boolean settingFlag() {
        return type == Type.FLAG || type == Type.INTEGER && !cppFlagWhen.isEmpty();
    }

    /** Whether it belongs to a math spec section 10 feature (off by default: stretchy-math/1.2 computes without it). */
    public boolean optional() {
        return !feature.isEmpty();
    }
}
