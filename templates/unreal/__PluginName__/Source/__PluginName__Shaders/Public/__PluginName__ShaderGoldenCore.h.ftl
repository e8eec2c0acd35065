<#assign g = shaderGolden>
<#assign P = plugin.name()>
// ${notice}

#pragma once

// The decisions of the in-engine shader golden test (${P}.Shaders.Golden), kept out of the engine so g++ tests them:
// which kernels the test shader ${g.usf()} has, which golden files it evaluates and why it skips the others, how a
// golden case's inputs are laid out for it, and how its results are compared (docs/golden-format.md:
// |actual - expected| <= abs + rel * scale, the scale per kernel). The module's shell reads the JSON, runs the shader
// and reports. Uses only int32, uint8, double, float, bool and TCHAR.
#include "CoreMinimal.h"

/** The test shader's permutations, in ${g.kernelDefine()} order. */
enum class E${P}ShaderGoldenKernel : uint8
{
<#list g.kernels() as k>
	${k.enumerator()} = ${k.index()},
</#list>
};

/**
 * One slot input of a kernel: its golden-file name, 1 or 3 components, whether the previous frame has its own value;
 * for the atlas, the per-instance float it comes from in the current and the previous frame (-1: a per-atlas input);
 * whether it is a math spec section 10 input (ClosedLoop, BakedRoll), which a file without that feature lacks and
 * which is then 0, the feature off (docs/golden-format.md).
 */
struct F${P}ShaderGoldenSlot
{
	const TCHAR* Name;
	int32 Width;
	bool bAnimated;
	int32 InstanceFloat;
	int32 PrevInstanceFloat;
	bool bOptional;
};

/** What the test does with one golden file: the permutations that evaluate it, or why it is skipped. */
struct F${P}ShaderGoldenPlan
{
	static constexpr int32 WhyCapacity = 256;
	/** The permutations, offsets before normals; none when the file is skipped. */
	E${P}ShaderGoldenKernel Kernels[${g.kernels()?size}] = {};
	int32 KernelCount = 0;
	/** The SKIP line's reason ("needs closedLoop, roll"), NUL-terminated; empty when the file is evaluated. */
	TCHAR Why[WhyCapacity] = {};
};

/** One evaluation of a golden case by one kernel: what the shell uploads and what the shader's output is checked against. */
struct F${P}ShaderGoldenCase
{
	E${P}ShaderGoldenKernel Kernel = E${P}ShaderGoldenKernel::SplineDeform;
	/** Rows evaluated: the mesh's vertices, times the instances for the atlas. */
	int32 VertexCount = 0;
	int32 MeshVertexCount = 0;
	int32 InstanceCount = 1;
	/**
	 * Four per row: every vertex's position, then (a normal kernel) every rest normal, then every rest tangent. A
	 * position row's fourth value is the vertex's stretch mask where the kernel reads one (1 unless the file has one).
	 * The atlas: instance j's copy of the mesh at rows j * MeshVertexCount.., the fourth value j; with a mask, then
	 * every row's mask again, in x (its fourth value is taken).
	 */
	TArray<double> Vertices;
	/**
	 * Four per slot: the current frame's slots, then the previous frame's. The atlas: per instance InstanceStride rows,
	 * its per-instance floats in order, then its per-atlas slots.
	 */
	TArray<double> Slots;
	/** Three per row: evaluation 0's rows for every vertex, then evaluation 1's. */
	TArray<double> Expected;
	/** Whether evaluation 1 is compared (a case without a previous frame has no expectedPrev). */
	bool bCompareSecond = true;
	double Abs = 0.0;
	double Rel = 0.0;
};

/** The comparison of one evaluation: the worst error as a fraction of what was allowed, and where it was. */
struct F${P}ShaderGoldenResult
{
	bool bPassed = false;
	/** Largest |err| / allowed; above 1 fails. */
	double Worst = 0.0;
	int32 Compared = 0;
	/** Where the worst error is: evaluation (0, 1), vertex, component, and the numbers. */
	int32 Evaluation = 0;
	int32 Vertex = 0;
	int32 Component = 0;
	double Actual = 0.0;
	double Wanted = 0.0;
	double Allowed = 0.0;
	/** Set when the output has the wrong size: nothing was compared. */
	bool bWrongSize = false;
};

/** Where a case's named inputs come from: the shell reads the golden file's JSON, a test anything. */
class F${P}ShaderGoldenInputs
{
public:
	virtual ~F${P}ShaderGoldenInputs() = default;
	/**
	 * Input Name of frame Frame (0: the file's inputs, 1: its prevInputs) into Out (up to 4 values); the number of values
	 * read, 0 when the frame has no such input.
	 */
	virtual int32 Read(int32 Frame, const TCHAR* Name, double* Out) const = 0;
};

struct F${P}ShaderGoldenCore
{
	static constexpr int32 KernelCount = ${g.kernels()?size};
	/** Output rows per vertex (two evaluations) and vertex rows per vertex of a normal kernel. */
	static constexpr int32 OutputsPerVertex = ${g.outputsPerVertex()};
	static constexpr int32 NormalsRows = ${g.normalsRows()};
	static constexpr int32 GroupSize = ${g.groupSize()};
	/** The per-instance floats of an atlas instance (math spec section 9.2). */
	static constexpr int32 InstanceFloats = ${g.instanceFloats()};

	/** The spline normal shader's mode: a golden file's SplineDeform normals of another mode are not compared. */
	static const TCHAR* SplineNormalsMode() { return TEXT("${g.normalsMode()}"); }
	/** The spline shaders' orientation mode: a SplineDeform golden file of another mode is skipped. */
	static const TCHAR* SplineOrientation() { return TEXT("${g.orientation()}"); }
	/**
	 * The math spec section 10 features the shaders implement (golden features); a case needing another is skipped, and
	 * so is one needing any of a kernel whose permutations evaluate none (EvaluatesFeatures: the velocity kernels).
	 */
	static int32 FeatureCount();
	static const TCHAR* Feature(int32 Index);

	/**
	 * What to do with a golden file of kernel GoldenKernel, its mode (null or empty: none) and the features it needs:
	 * the permutations that evaluate it, or the reason it is skipped (a kernel another test checks or no permutation
	 * evaluates, another orientation mode, a feature the shaders lack). Never neither.
	 */
	static F${P}ShaderGoldenPlan Plan(const TCHAR* GoldenKernel, const TCHAR* Mode, const TCHAR* const* Features, int32 FeatureCount);

	/** The golden files' kernel a permutation evaluates (SplineDeform, VelocityStretch). */
	static const TCHAR* GoldenKernel(E${P}ShaderGoldenKernel Kernel);
	/** Whether it turns normals (the file's normals object) rather than computing offsets. */
	static bool IsNormal(E${P}ShaderGoldenKernel Kernel);
	/** Whether the permutation evaluates the section 10 features (the spline kernels, the atlas's too; not the velocity kernels). */
	static bool EvaluatesFeatures(E${P}ShaderGoldenKernel Kernel);
	/** Vertex rows per vertex: 1; NormalsRows for a normal kernel; 2 for the atlas with a mask (positions, then masks). */
	static int32 VertexRows(E${P}ShaderGoldenKernel Kernel);
	static int32 SlotCount(E${P}ShaderGoldenKernel Kernel);
	static F${P}ShaderGoldenSlot Slot(E${P}ShaderGoldenKernel Kernel, int32 Index);
	static int32 TextureCount(E${P}ShaderGoldenKernel Kernel);
	static const TCHAR* TextureName(E${P}ShaderGoldenKernel Kernel, int32 Index);
	/**
	 * Whether the kernel reads each vertex's stretch mask (math spec section 10.3): its position row's fourth value, or
	 * for the atlas (whose fourth value is the instance) the x of its row in the second block.
	 */
	static bool ReadsMask(E${P}ShaderGoldenKernel Kernel);
	/** The atlas permutation's input rows per instance; 0 for a kernel without instances. */
	static int32 InstanceStride(E${P}ShaderGoldenKernel Kernel);
	/** The golden file's channel evaluation Evaluation is compared with (expected, expectedPrev, normals.expected, ...). */
	static const TCHAR* Channel(E${P}ShaderGoldenKernel Kernel, int32 Evaluation);

	/**
	 * Sizes the case's arrays for VertexCount vertices (zeroed) and InstanceCount instances (the atlas; 1 otherwise);
	 * false when either is below 1, or several instances of a kernel without them.
	 */
	static bool Begin(F${P}ShaderGoldenCase& Case, E${P}ShaderGoldenKernel Kernel, int32 VertexCount, int32 InstanceCount = 1);
	/** Vertex row Row (see Vertices) from 3 values; the atlas: mesh vertex Row of every instance. */
	static void SetVertexRow(F${P}ShaderGoldenCase& Case, int32 Row, const double* Xyz);
	/**
	 * Vertex Vertex's stretch mask (the file's stretchMask, unsanitised: the shader saturates it; the atlas: mesh vertex
	 * Vertex of every instance); false when the kernel reads none or Vertex is out of range.
	 */
	static bool SetVertexMask(F${P}ShaderGoldenCase& Case, int32 Vertex, double Mask);
	/** Atlas instance Instance's per-instance floats from Count values; false unless Count is InstanceFloats. */
	static bool SetInstance(F${P}ShaderGoldenCase& Case, int32 Instance, const double* Floats, int32 Count);
	/**
	 * The size of a texture input of Texels texels: N x 1 (a bake), or N x M for the atlas, M its AtlasRowCount slot;
	 * false when the texels are not M whole rows.
	 */
	static bool TextureSize(const F${P}ShaderGoldenCase& Case, int32 Texels, int32& OutWidth, int32& OutHeight);
	/**
	 * Slot Index of frame Frame (0 current, 1 previous) from Count values; false when Count is not the slot's width.
	 * The previous frame takes its own value only for an animated slot: the shell sets frame 1 from prevInputs when
	 * the file has the value there, else from inputs.
	 */
	static bool SetSlot(F${P}ShaderGoldenCase& Case, int32 Index, int32 Frame, const double* Values, int32 Count);
	/**
	 * Every slot of both frames from Inputs: frame 0 from the inputs, frame 1 from prevInputs for an animated slot the
	 * previous frame has, else from the inputs (the previous frame shares the rest). The atlas: each instance's
	 * per-atlas slots from the inputs (the file's atlasInputs); its per-instance floats come from SetInstance. A
	 * section 10 slot the file lacks is 0 (its feature off). On a missing or wrong-sized input returns false with OutMissing its slot index and OutMissingFrame the frame it was
	 * read from.
	 */
	static bool SetSlots(F${P}ShaderGoldenCase& Case, const F${P}ShaderGoldenInputs& Inputs, int32& OutMissing, int32& OutMissingFrame);
	/** Expected row Row of evaluation Evaluation from 3 values. */
	static void SetExpected(F${P}ShaderGoldenCase& Case, int32 Evaluation, int32 Row, const double* Xyz);

	/** The scale of vertex Vertex's tolerance in evaluation Evaluation (docs/golden-format.md, Comparison). */
	static double Scale(const F${P}ShaderGoldenCase& Case, int32 Evaluation, int32 Vertex);
	/** What vertex Vertex's components may differ by in evaluation Evaluation: abs + rel * Scale. */
	static double Allowed(const F${P}ShaderGoldenCase& Case, int32 Evaluation, int32 Vertex);
	/** Output (OutputFloats floats, four per row, OutputsPerVertex rows per vertex) against the expected rows. */
	static F${P}ShaderGoldenResult Compare(const F${P}ShaderGoldenCase& Case, const float* Output, int32 OutputFloats);
};
