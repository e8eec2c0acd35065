// ${notice}

#pragma once

// The editor module's decisions about its material functions, kept out of the engine so g++ tests them (scenario
// tests against a stand-in for the engine behaviour they rely on, cited in docs/engine-facts.md). The module is a thin
// shell: it reads files and assets, asks these functions, and calls the engine. Uses only int32, uint8, uint32 and
// TCHAR, like the component core.
#include "CoreMinimal.h"

/** Which deformer a material function wraps. */
enum class E${plugin.name()}Deformer : uint8
{
	SplineDeform,
	VelocityStretch,
	/** The curve-atlas deformer for instanced meshes (deformer-math.md section 9). */
	SplineAtlasDeform
};

/**
 * The kinds of expression a generated material function holds; each names one engine class the editor shell creates
 * (F${plugin.name()}MaterialFunctions). Inputs are numbered as the engine's UMaterialExpression::GetInput numbers them.
 */
enum class E${plugin.name()}GraphNodeKind : uint8
{
	/** Absolute world position without shader offsets (WPT_ExcludeAllShaderOffsets). No inputs. */
	WorldPosition,
	/** Position transform From -> To. Input 0: the position. */
	TransformPosition,
	/** Vector transform From -> To (no translation). Input 0: the vector. */
	Transform,
	ScalarParameter,
	VectorParameter,
	TextureObjectParameter,
	/** Keeps the components whose bits are set in Mask (1 R, 2 G, 4 B, 8 A). Input 0. */
	ComponentMask,
	/** Per-instance custom data float DataIndex (default Value[0]); the engine class is not exported (looked up by name). */
	PerInstanceCustomData,
	/** Per-instance custom data floats DataIndex..DataIndex+2; not exported either. */
	PerInstanceCustomData3Vector,
	/** Custom HLSL returning float3; its inputs are named by the links into it, in input order. */
	Custom,
	/** Input 0 the current frame, input 1 the previous frame (compiled for motion vectors). */
	PreviousFrameSwitch,
	/** A float3 input of the function (Name, SortPriority, preview value Value[0..2] used as default). */
	FunctionInput,
	/** An output of the function (Name, SortPriority); Stage is the stage of the material input it is made for. Input 0. */
	FunctionOutput,
	/** Inputs 0 (A) and 1 (B). */
	Add,
	/** The rest normal in local space; the translator allows it in the vertex stage only. */
	PreSkinnedNormal,
	/** The rest tangent in world space. */
	VertexTangentWS,
	/** Value[0]. */
	Constant,
	/** Value[0..2]. */
	Constant3Vector,
	/** Inputs 0 (A) and 1 (B). */
	DotProduct,
	/** Inputs 0 (A) and 1 (B). */
	AppendVector,
	/** Input 0. */
	Normalize,
	/** Evaluates input 0 per vertex and hands it to the pixel stage; its output exists in the pixel stage only. */
	VertexInterpolator,
	/** The vertex colour: output 0 RGB, outputs 1 to 4 R, G, B, A (the node's Output says which its links read). */
	VertexColor,
	/** UV set DataIndex (float2). */
	TextureCoordinate
};

/** Coordinate spaces of the transform nodes. Instance is the instance of an instanced mesh (the engine's "Instance & Particle Space"). */
enum class E${plugin.name()}GraphSpace : uint8
{
	None,
	World,
	Local,
	Instance,
	Tangent
};

/** The shader stage a function output feeds (World Position Offset: vertex; Normal: pixel). */
enum class E${plugin.name()}GraphStage : uint8
{
	None,
	Vertex,
	Pixel
};

/** Where a Custom node's Code comes from: inline HLSL, or the include of a .ush, which the shell stamps with its hash. */
enum class E${plugin.name()}GraphCode : uint8
{
	None,
	Inline,
	DeformerInclude,
	NormalInclude
};

/** One expression of a generated material function. Fields a kind does not use keep their defaults. */
struct F${plugin.name()}GraphNode
{
	E${plugin.name()}GraphNodeKind Kind = E${plugin.name()}GraphNodeKind::Constant;
	/** Editor grid cell; the shell scales it to graph units. */
	int32 Column = 0;
	int32 Row = 0;
	E${plugin.name()}GraphSpace From = E${plugin.name()}GraphSpace::None;
	E${plugin.name()}GraphSpace To = E${plugin.name()}GraphSpace::None;
	/** Parameter, function input or function output name. */
	const TCHAR* Name = nullptr;
	/** Custom node or pin description. */
	const TCHAR* Description = nullptr;
	/** Custom node Code without the stamp. */
	const TCHAR* Code = nullptr;
	E${plugin.name()}GraphCode CodeSource = E${plugin.name()}GraphCode::None;
	float Value[4] = { 0.0f, 0.0f, 0.0f, 0.0f };
	int32 DataIndex = -1;
	int32 SortPriority = 0;
	uint8 Mask = 0;
	E${plugin.name()}GraphStage Stage = E${plugin.name()}GraphStage::None;
	/** The output of this node every link from it reads unless the link names one (0 for all kinds but VertexColor's single channels). */
	int32 Output = 0;
	/** A Custom node's additional float3 output (output 1: an inout parameter its one call fills), or null. */
	const TCHAR* AdditionalOutput = nullptr;
	/** A FunctionInput's components: 3 (float3) or 2 (float2, a texture coordinate). */
	int32 Components = 3;
};

/** Output From.Output of node From feeds input Input of node To; InputName names a Custom node's input. */
struct F${plugin.name()}GraphLink
{
	int32 From = -1;
	int32 To = -1;
	int32 Input = 0;
	const TCHAR* InputName = nullptr;
	/** The output of From this link reads; -1 for the node's Output. */
	int32 FromOutput = -1;
};

/**
 * A material function's whole graph as a value: the editor shell instantiates it with engine calls and nothing else,
 * and the g++ scenario tests check it against the material translator's rules (docs/engine-facts.md).
 */
struct F${plugin.name()}FunctionGraph
{
	static constexpr int32 MaxNodes = 128;
	static constexpr int32 MaxLinks = 256;

	const TCHAR* AssetName = nullptr;
	const TCHAR* Description = nullptr;
	/** The parameter group of every parameter node. */
	const TCHAR* ParameterGroup = nullptr;
	/** Drawn by instanced static meshes: vertices and offsets in instance space. */
	bool bInstanced = false;
	/** Set when the graph did not fit; the shell refuses to build it. */
	bool bOverflow = false;
	int32 NodeCount = 0;
	int32 LinkCount = 0;
	F${plugin.name()}GraphNode Nodes[MaxNodes];
	F${plugin.name()}GraphLink Links[MaxLinks];
};

/** What the editor does with one deformer's saved material function. */
enum class E${plugin.name()}FunctionAction : uint8
{
	/** Built from the current .ush and Code: nothing to do. */
	Keep,
	/** Not built yet: mesh setup or the Tools menu makes it on first use. */
	NotBuilt,
	/** Built from another .ush, another Code or a damaged graph: rebuild it in place, pins kept, so callers recompile. */
	Rebuild,
	/** The .ush cannot be read: rebuilding would stamp an empty hash, so keep the function and report. */
	ShaderUnreadable
};

/** Which material mesh setup parents a slot's instance to. */
enum class E${plugin.name()}ParentPlan : uint8
{
	/** The base material already calls the function (wired by hand, perhaps through its attributes): use it. */
	UseBase,
	/** The base uses material attributes: the engine reads World Position Offset from them, not from the pin setup
	 *  would wire, so a copy would silently not deform. Refuse with an error. */
	Refuse,
	/** A deforming copy of this base was made before and still calls the function: reuse it. */
	ReuseCopy,
	/** A copy of this base exists but no longer calls the function (reverted by an undo): wire it again. */
	RepairCopy,
	/** Copy the base and wire the function into its World Position Offset. */
	MakeCopy
};

/**
 * Where mesh setup carries a deformer function's normal and tangent in one material (docs/engine-facts.md, "Custom node
 * reuse across properties"): three customized UVs, Indices[0..2] in increasing order, the lowest three the material
 * neither reads as texture coordinates nor already uses as customized UVs; NumCustomizedUVs becomes at least the last
 * plus one. bPossible is false when no three such indices exist among the 8: the material then deforms without normals.
 */
struct F${plugin.name()}NormalSlots
{
	bool bPossible = false;
	int32 Indices[3] = { -1, -1, -1 };
	int32 NumCustomizedUVs = 0;
};

/** What mesh setup does with the material instance of one slot material. */
enum class E${plugin.name()}InstancePlan : uint8
{
	Make,
	Reuse,
	/** Made before but under another parent (reverted by an undo, or the parent was remade): reparent it. */
	Reparent
};

struct ${plugin.editorApiMacro()} F${plugin.name()}EditorCore
{
	/** Characters of the stamp line WriteStamp writes, without the terminating NUL. */
	static constexpr int32 StampLength = ${ue.editor().stampPrefix()?length + 9};

	/** Custom nodes a deformer's function holds: one for the current frame, one for the previous frame. */
	static constexpr int32 CustomNodesPerFunction = 2;

	/**
	 * Content hash of a shader file's bytes: 32-bit FNV-1a with carriage returns skipped, so a checkout that converts
	 * line endings is not an edit.
	 */
	static uint32 HashShader(const uint8* Bytes, int32 Num);

	/**
	 * Writes the line that ends a Custom node's Code and names the hash of the .ush it includes, NUL-terminated, into
	 * Out (StampLength + 1 characters). The include is not part of the shader key, so the stamp is how the editor
	 * knows which .ush a saved function was built from.
	 */
	static void WriteStamp(uint32 Hash, TCHAR* Out);

	/**
	 * What to do with a deformer's function. CustomCodes holds the Code of each Custom node of the saved function
	 * (Count of them); Expected is the Code a build from the current .ush writes (the include, then the stamp), and
	 * ExpectedCount how many nodes of that family a build makes.
	 */
	static E${plugin.name()}FunctionAction Decide(bool bAssetExists, bool bShaderReadable, const TCHAR* const* CustomCodes,
		int32 Count, const TCHAR* Expected, int32 ExpectedCount = CustomNodesPerFunction);

	/** Normal nodes a deformer's function holds: 1 (the tangent is its additional output), or 0 without normals. */
	static int32 NormalNodesPerFunction(E${plugin.name()}Deformer Deformer);

	/**
	 * What mesh setup does with a slot's base material (docs/engine-facts.md, material-attributes-wpo). An earlier copy
	 * is reused only while it still calls the function (an undo or a hand edit may have reverted it in memory).
	 */
	static E${plugin.name()}ParentPlan PlanParent(bool bBaseCallsFunction, bool bBaseUsesMaterialAttributes, bool bCopyExists,
		bool bCopyCallsFunction);

	/** A function's outputs carrying the normal and tangent, for CustomizedUVs (in order). */
	static constexpr const TCHAR* NormalSlotOutputs[3] = { TEXT("NormalTangentUV0"), TEXT("NormalTangentUV1"), TEXT("NormalTangentUV2") };
	/** Its float2 inputs reading them back in the pixel stage, each fed by a TextureCoordinate of its slot's index. */
	static constexpr const TCHAR* NormalSlotInputs[3] = { TEXT("NormalTangentTexCoord0"), TEXT("NormalTangentTexCoord1"),
		TEXT("NormalTangentTexCoord2") };

	/** Customized UVs a material can have (UMaterial::CustomizedUVs, 5.3 to 5.8). */
	static constexpr int32 MaxCustomizedUVs = 8;

	/**
	 * The three customized UVs mesh setup carries the normal and tangent on: ReadUVs has bit i set when the material
	 * reads texture coordinate i (a TextureCoordinate node or a texture sample's coordinate index), UsedCustomizedUVs
	 * bit i when CustomizedUVs[i] is connected (below NumCustomizedUVs); the lowest free indices win (not
	 * necessarily adjacent).
	 */
	static F${plugin.name()}NormalSlots PlanNormalSlots(uint32 ReadUVs, uint32 UsedCustomizedUVs, int32 NumCustomizedUVs);

	/** What mesh setup does with a slot's instance: the one made before is reused only under the right parent. */
	static E${plugin.name()}InstancePlan PlanInstance(bool bInstanceExists, bool bParentMatches);

	/**
	 * Hash of a graph value (every node and link field, names and code included), folded into Seed with the stamp's
	 * FNV-1a: the stamp then changes when a plugin update changes the graph, not only when the .ush changes.
	 */
	static uint32 HashGraph(const F${plugin.name()}FunctionGraph& Graph, uint32 Seed);

	/** Every deformer, in value order. */
	static constexpr int32 DeformerCount = 3;

	/** The deformer's material function graph (deformer-math.md sections 8, 9; Docs/ParameterContract.md). */
	static void DescribeFunction(E${plugin.name()}Deformer Deformer, F${plugin.name()}FunctionGraph& Out);

	/** The Custom node Code of a deformer without the stamp: the include of its .ush and a line naming return. */
	static const TCHAR* DeformerCode(E${plugin.name()}Deformer Deformer);

	/** The normal nodes' Code (math spec section 8) without the stamp, or null when the function has no normals. */
	static const TCHAR* NormalCode(E${plugin.name()}Deformer Deformer);

	/**
	 * The names of the material parameters a deformer's function exposes, current then previous-frame for each
	 * contract input, in contract order, written to Out (at most Max); returns how many there are.
	 */
	static int32 ParameterNames(E${plugin.name()}Deformer Deformer, const TCHAR** Out, int32 Max);

	/**
	 * Which deformers a batch of directory-watcher changes asks to re-check, as a bit mask over ShaderFiles (the
	 * deformers' .ush file names, in deformer order): a deformer's own .ush sets its bit; any other shader source
	 * (.ush, .usf, .h) may be included by it and sets every bit; anything else (editor swap files, folders) none.
	 * File names compare without case and with either slash, as on Windows. bRescanRequired (the watcher lost changes,
	 * e.g. a buffer overflow after a branch switch; it then names the folder, not a file) sets every bit.
	 */
	static uint32 DeformersToCheck(const TCHAR* const* ChangedFiles, int32 ChangedCount, const TCHAR* const* ShaderFiles,
		int32 ShaderCount, bool bRescanRequired);
};
