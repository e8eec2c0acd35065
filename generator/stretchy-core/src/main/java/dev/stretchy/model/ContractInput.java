package dev.stretchy.model;

/**
 * One input of a deformer's parameter contract. The shader reads {@code inputName}; the material exposes
 * {@code parameterName} (and {@code prevParameterName} for animated inputs, wired into the previous-frame copy
 * of the same Custom node); the component pushes both.
 *
 * @param base         the unprefixed name used in the math spec and golden files, e.g. {@code Progress}
 * @param kind         how it reaches the shader
 * @param source       where the material function takes it from
 * @param animated     whether a {@code Prev} twin exists for motion vectors
 * @param defaultValue the material function's preview/default value, as HLSL/C++ literal components
 */
public record ContractInput(String base, Kind kind, Source source, String inputName, String parameterName,
                            String prevParameterName, boolean animated, String meaning, String sanitisedAs,
                            double[] defaultValue) {
    public enum Kind {
        SCALAR("float", "MaterialFloat", "Scalar"),
        VECTOR("float3", "MaterialFloat3", "Vector3"),
        TEXTURE("Texture2D", "Texture2D", "Texture2D");

        /** The GLSL type of the three.js target (textures are read with texelFetch). */
        public String glsl() {
            return switch (this) {
                case SCALAR -> "float";
                case VECTOR -> "vec3";
                case TEXTURE -> "sampler2D";
            };
        }

        private final String hlsl;
        private final String materialType;
        private final String functionInputType;

        Kind(String hlsl, String materialType, String functionInputType) {
            this.hlsl = hlsl;
            this.materialType = materialType;
            this.functionInputType = functionInputType;
        }

        public String hlsl() {
            return hlsl;
        }

        /** Type of the parameter in the Custom node's generated signature. */
        public String materialType() {
            return materialType;
        }

        /** Suffix of the EFunctionInputType constant, e.g. FunctionInput_Scalar. */
        public String functionInputType() {
            return functionInputType;
        }

        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Where the value comes from in the material. */
    public enum Source {
        /** Per vertex, from the material graph: the local position, a rest normal or tangent, a mask channel. */
        VERTEX,
        /** A material parameter pushed by the component. */
        PARAMETER
    }

    public boolean isTexture() {
        return kind == Kind.TEXTURE;
    }

    public boolean isParameter() {
        return source == Source.PARAMETER;
    }

    public String kindWord() {
        return kind.word();
    }

    @Override
    public double[] defaultValue() {
        return defaultValue.clone();
    }
}
