package dev.stretchy.verify.vulkan;

import dev.stretchy.reference.WeightMode;

/**
 * What the material shader gives a Custom node before its function: the subset of Engine/Shaders/Private/Common.ush
 * and MaterialTemplate.ush that a deformer may use. Kept to what the lint's allow-list names, so a shader that
 * passes here cannot lean on anything the engine lacks.
 */
final class CommonUshPrelude {
    private CommonUshPrelude() {}

    /** Binding of the fetch counter in the counting variant (beyond any texture the contracts have). */
    static final int FETCH_COUNTER_BINDING = 15;

    static final String TEXT = text(false, WeightMode.EXACT);

    /**
     * The prelude; {@code countFetches} adds a counter that {@code Texture2DSampleLevel} increments (benchmark only:
     * it measures the fetches an evaluation executes, not the ones the code contains).
     */
    static String text(boolean countFetches, WeightMode weights) {
        String counter = countFetches
                ? "[[vk::binding(" + FETCH_COUNTER_BINDING + ")]] RWStructuredBuffer<uint> StretchyHarnessFetches;\n" : "";
        String raw = weights == WeightMode.EXACT ? RAW : RAW.replace(HARDWARE_SAMPLE, emulated(weights));
        return counter + raw.replace("STRETCHY_COUNT_FETCH", countFetches
                ? "InterlockedAdd(StretchyHarnessFetches[0], 1u);" : "// (the harness's fetch counter goes here)");
    }

    private static final String HARDWARE_SAMPLE = "\treturn Tex.SampleLevel(Sampler, UV, Mip);\n";

    /**
     * Not Common.ush: bilinear filtering done by hand along U (the bake's textures are one row) with the weight
     * quantised to 8 bits, to show the golden tolerances hold on hardware that filters that way (math spec §6, §7).
     */
    private static String emulated(WeightMode weights) {
        String quantise = switch (weights) {
            case EXACT -> "Phi";
            case ROUND_8BIT -> "floor(Phi * 256.0 + 0.5) / 256.0";
            case TRUNCATE_8BIT -> "floor(Phi * 256.0) / 256.0";
        };
        return """
                	uint W, H;
                	Tex.GetDimensions(W, H);
                	const float X = UV.x * W - 0.5;
                	const float X0 = floor(X);
                	const float Phi = X - X0;
                	const float Weight = %s;
                	const int Row = clamp(int(UV.y * H), 0, int(H) - 1);
                	const int I0 = clamp(int(X0), 0, int(W) - 1);
                	const int I1 = clamp(int(X0) + 1, 0, int(W) - 1);
                	return lerp(Tex.Load(int3(I0, Row, 0)), Tex.Load(int3(I1, Row, 0)), Weight);
                """.formatted(quantise);
    }

    private static final String RAW = """
            // Common.ush: "Material translated vertex shader code always uses floats" (the half variants are
            // pixel-shader only), so in the vertex shader MaterialFloat* are the float types.
            #define MaterialFloat float
            #define MaterialFloat2 float2
            #define MaterialFloat3 float3
            #define MaterialFloat4 float4
            #define MaterialFloat3x3 float3x3
            #define MaterialFloat4x4 float4x4
            #define MaterialFloat4x3 float4x3

            // Common.ush (ue-api-facts §6.2), verbatim.
            MaterialFloat4 Texture2DSampleLevel(Texture2D Tex, SamplerState Sampler, float2 UV, MaterialFloat Mip)
            {
            	STRETCHY_COUNT_FETCH
            	return Tex.SampleLevel(Sampler, UV, Mip);
            }

            // MaterialTemplate.ush declares FMaterialVertexParameters with many members (world position, tangent
            // basis, vertex colour, primitive id, ...). A deformer must not read any of them (the lint's rule), so a
            // stand-in with a few of them is enough to type-check the generated signature.
            struct FMaterialVertexParameters
            {
            	float3 WorldPosition;
            	float3x3 TangentToWorld;
            	float4 VertexColor;
            };
            """;
}
