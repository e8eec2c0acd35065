package dev.stretchy.lint;

import java.util.Set;

/** The identifiers an expression-body deformer may use without declaring them. */
public final class HlslNames {
    private HlslNames() {}

    /** HLSL intrinsic functions (Shader Model 5 reference) a vertex-stage expression may call. */
    public static final Set<String> INTRINSICS = Set.of(
            "abs", "acos", "all", "any", "asfloat", "asin", "asint", "asuint", "atan", "atan2", "ceil", "clamp", "cos",
            "cosh", "cross", "degrees", "determinant", "distance", "dot", "exp", "exp2", "faceforward", "floor", "fma",
            "fmod", "frac", "isfinite", "isinf", "isnan", "ldexp", "length", "lerp", "log", "log10", "log2", "mad", "max",
            "min", "modf", "mul", "normalize", "pow", "radians", "rcp", "reflect", "refract", "round", "rsqrt",
            "saturate", "sign", "sin", "sincos", "sinh", "smoothstep", "sqrt", "step", "tan", "tanh", "transpose", "trunc");

    /**
     * Functions of Engine/Shaders/Private/Common.ush this project relies on; the harness prelude defines exactly
     * these, so a shader that passes lint and the harness uses nothing else from the engine.
     */
    public static final Set<String> COMMON_USH_FUNCTIONS = Set.of("Texture2DSampleLevel");

    /** Types (HLSL scalar/vector/matrix/object types and Common.ush's MaterialFloat*). */
    public static final Set<String> TYPES = types();

    /** Keywords and literals that are not reads of a name. */
    public static final Set<String> KEYWORDS = Set.of("const", "static", "if", "else", "for", "while", "do", "return",
            "break", "continue", "true", "false", "struct", "in", "out", "inout", "uniform", "switch", "case", "default",
            "discard", "void", "precise", "nointerpolation", "groupshared", "volatile", "row_major", "column_major");

    private static Set<String> types() {
        java.util.Set<String> t = new java.util.HashSet<>();
        for (String base : new String[] {"float", "half", "int", "uint", "bool", "double", "min16float", "min16int",
                "min16uint", "MaterialFloat"}) {
            t.add(base);
            for (int i = 1; i <= 4; i++) {
                t.add(base + i);
                for (int j = 1; j <= 4; j++) t.add(base + i + "x" + j);
            }
        }
        t.addAll(Set.of("Texture2D", "SamplerState", "FMaterialVertexParameters"));
        return Set.copyOf(t);
    }
}
