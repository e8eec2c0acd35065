<#assign g = shaderGolden>
<#assign P = plugin.name()>
// ${notice}

#pragma once

// The decisions of the in-engine shader golden test (${P}.Shaders.Golden), kept out of the engine so g++ tests them:
// which kernels the test shader ${g.usf()} has, how a golden case's inputs are laid out for it, and how its results
// are compared (docs/golden-format.md: |actual - expected| <= abs + rel * scale, the scale per kernel). The module's
// shell reads the JSON, runs the shader and reports. Uses only int32, uint8, double, float, bool and TCHAR.
#include "CoreMinimal.h"

/** The test shader's permutations, in ${g.kernelDefine()} order. */
enum class E${P}ShaderGoldenKernel : uint8
{
<#list g.kernels() as k>
	${k.enumerator()} = ${k.index()},
</#list>
};

/** One slot input of a kernel: its golden-file name, 1 or 3 components, whether the previous frame has its own value. */
struct F${P}ShaderGoldenSlot
{
	const TCHAR* Name;
	int32 Width;
	bool bAnimated;
};

/** One evaluation of a golden case by one kernel: what the shell uploads and what the shader's output is checked against. */
struct F${P}ShaderGoldenCase
{
	E${P}ShaderGoldenKernel Kernel = E${P}ShaderGoldenKernel::SplineDeform;
	int32 VertexCount = 0;
	/** Four per row: every vertex's position, then (a normal kernel) every rest normal, then every rest tangent. */
	TArray<double> Vertices;
	/** Four per slot: the current frame's slots, then the previous frame's. */
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

	/** The spline normal shader's mode: a golden file's SplineDeform normals of another mode are not compared. */
	static const TCHAR* SplineNormalsMode() { return TEXT("${g.normalsMode()}"); }
	/** The spline shaders' orientation mode: a SplineDeform golden file of another mode is skipped. */
	static const TCHAR* SplineOrientation() { return TEXT("${g.orientation()}"); }

	/** The golden files' kernel a permutation evaluates (SplineDeform, VelocityStretch). */
	static const TCHAR* GoldenKernel(E${P}ShaderGoldenKernel Kernel);
	/** Whether it turns normals (the file's normals object) rather than computing offsets. */
	static bool IsNormal(E${P}ShaderGoldenKernel Kernel);
	static int32 SlotCount(E${P}ShaderGoldenKernel Kernel);
	static F${P}ShaderGoldenSlot Slot(E${P}ShaderGoldenKernel Kernel, int32 Index);
	static int32 TextureCount(E${P}ShaderGoldenKernel Kernel);
	static const TCHAR* TextureName(E${P}ShaderGoldenKernel Kernel, int32 Index);
	/** The golden file's channel evaluation Evaluation is compared with (expected, expectedPrev, normals.expected, ...). */
	static const TCHAR* Channel(E${P}ShaderGoldenKernel Kernel, int32 Evaluation);

	/** Sizes the case's arrays for VertexCount vertices (zeroed); false when VertexCount < 1. */
	static bool Begin(F${P}ShaderGoldenCase& Case, E${P}ShaderGoldenKernel Kernel, int32 VertexCount);
	/** Vertex row Row (see Vertices) from 3 values. */
	static void SetVertexRow(F${P}ShaderGoldenCase& Case, int32 Row, const double* Xyz);
	/**
	 * Slot Index of frame Frame (0 current, 1 previous) from Count values; false when Count is not the slot's width.
	 * The previous frame takes its own value only for an animated slot: the shell sets frame 1 from prevInputs when
	 * the file has the value there, else from inputs.
	 */
	static bool SetSlot(F${P}ShaderGoldenCase& Case, int32 Index, int32 Frame, const double* Values, int32 Count);
	/**
	 * Every slot of both frames from Inputs: frame 0 from the inputs, frame 1 from prevInputs for an animated slot the
	 * previous frame has, else from the inputs (the previous frame shares the rest). On a missing or wrong-sized input
	 * returns false with OutMissing its slot index and OutMissingFrame the frame it was read from.
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
