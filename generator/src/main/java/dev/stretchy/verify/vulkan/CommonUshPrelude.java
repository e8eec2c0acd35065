package dev.stretchy.verify.vulkan;

/**
 * What the material shader gives a Custom node before its function: the subset of Engine/Shaders/Private/Common.ush
 * and MaterialTemplate.ush that a deformer may use. Kept to what the lint's allow-list names, so a shader that
 * passes here cannot lean on anything the engine lacks.
 */
final class CommonUshPrelude {
    private CommonUshPrelude() {}

    /** Binding of the fetch counter in the counting variant (beyond any texture the contracts have). */
    static final int FETCH_COUNTER_BINDING = 15;

    static final String TEXT = text(false);

    /**
     * The prelude; {@code countFetches} adds a counter that {@code Texture2DSampleLevel} increments (benchmark only:
     * it measures the fetches an evaluation executes, not the ones the code contains).
     */
    static String text(boolean countFetches) {
        String counter = countFetches
                ? "[[vk::binding(" + FETCH_COUNTER_BINDING + ")]] RWStructuredBuffer<uint> StretchyHarnessFetches;\n" : "";
        return counter + RAW.replace("STRETCHY_COUNT_FETCH", countFetches
                ? "InterlockedAdd(StretchyHarnessFetches[0], 1u);" : "// (the harness's fetch counter goes here)");
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
