<#assign g = shaderGolden>
// ${notice}
// The compute shader of the automation test ${plugin.name()}.Shaders.Golden (module ${plugin.shadersModule()}): every
// deformer's .ush included exactly as its material function's Custom node includes it, inside the function the
// material translator emits, and evaluated twice per vertex of a golden case (current and previous frame; a normal
// node: the rest normal and the rest tangent). One permutation per kernel (${g.kernelDefine()}). The same file runs on
// the project's Vulkan harness, which defines ${g.bindingMacro()} to place the resources. The atlas permutation
// evaluates every instance's copy of the mesh at once (row w of a vertex: its instance).

#include "/Engine/Private/Common.ush"

#ifndef ${g.bindingMacro()}
#define ${g.bindingMacro()}(Index)
#endif

#ifndef ${g.kernelDefine()}
#define ${g.kernelDefine()} 0
#endif

// A global shader has no FMaterialVertexParameters (MaterialTemplate.ush declares it); the deformers never read it
// (the lint's rule), so the Custom node's first parameter gets a type of this file's own.
struct ${g.parametersType()}
{
	float3 WorldPosition;
};

// Rows: each vertex's position (xyz, w its stretch mask where the kernel reads one); a normal kernel then has every
// rest normal, then every rest tangent; the atlas has each instance's copy of the mesh, w its instance, then (with a
// stretch mask, which has no w left) every row's mask in x.
${g.bindingMacro()}(0) StructuredBuffer<float4> ${g.prefix()}Vertices;
// The kernel's parameters in contract order, one float4 each: the current frame's, then the previous frame's. The
// atlas: per instance its ${g.instanceFloats()} per-instance floats (four float4, as PerInstanceCustomData gives them to
// the material), then its per-atlas inputs.
${g.bindingMacro()}(1) StructuredBuffer<float4> ${g.prefix()}Inputs;
// Two rows per vertex: the two evaluations.
${g.bindingMacro()}(2) RWStructuredBuffer<float4> ${g.prefix()}Output;
<#list g.kernels() as k>

#if ${g.kernelDefine()} == ${k.index()} // ${k.enumerator()}
<#list k.textures() as t>
${g.bindingMacro()}(${3 + 2 * t?index}) Texture2D ${g.prefix()}Texture${t?index}; // ${t}
${g.bindingMacro()}(${4 + 2 * t?index}) SamplerState ${g.prefix()}Sampler${t?index};
</#list>

${k.function()}
[numthreads(${g.groupSize()}, 1, 1)]
void ${g.entryPoint()}(uint3 Id : SV_DispatchThreadID)
{
	uint Count, Stride;
	${g.prefix()}Vertices.GetDimensions(Count, Stride);
<#if k.vertexRows() gt 1>
	Count /= ${k.vertexRows()};
</#if>
	if (Id.x >= Count)
	{
		return;
	}
	${g.parametersType()} Parameters = (${g.parametersType()})0;
	const float3 Vertex = ${g.prefix()}Vertices[Id.x].xyz;
<#if k.vertexWeight()?has_content && k.instanceStride() gt 0>
	const float ${k.vertexWeight()} = ${g.prefix()}Vertices[Count + Id.x].x;
<#elseif k.vertexWeight()?has_content>
	const float ${k.vertexWeight()} = ${g.prefix()}Vertices[Id.x].w;
</#if>
<#if k.instanceStride() gt 0>
	const uint Base = uint(${g.prefix()}Vertices[Id.x].w) * ${k.instanceStride()}u;
</#if>
<#if k.normals()>
	const float3 RestNormal = ${g.prefix()}Vertices[Count + Id.x].xyz;
	const float3 RestTangent = ${g.prefix()}Vertices[2 * Count + Id.x].xyz;
</#if>
<#list k.outputLocals() as l>
	${l}
</#list>
<#list k.calls() as c>
	${g.prefix()}Output[${g.outputsPerVertex()} * Id.x + ${c?index}] = float4(${c}, 0.0);
</#list>
}
#endif
</#list>
