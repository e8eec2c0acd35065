<#assign g = shaderGolden>
<#assign P = plugin.name()>
// ${notice}

#include "${P}ShaderGoldenCore.h"

namespace
{
	using EKernel = E${P}ShaderGoldenKernel;

	struct FKernelTable
	{
		const TCHAR* GoldenKernel;
		bool bNormal;
		int32 SlotCount;
		const F${P}ShaderGoldenSlot* Slots;
		int32 TextureCount;
		const TCHAR* const* Textures;
	};

<#list g.kernels() as k>
	// ${k.enumerator()}: the contract's parameters in shader order (the .usf reads slot j of frame f at f * count + j).
	const F${P}ShaderGoldenSlot ${k.enumerator()}Slots[] = {
<#list k.slots() as s>
		{ TEXT("${s.base()}"), ${s.width()}, ${s.animated()?c} },
</#list>
	};
<#if k.textures()?has_content>
	const TCHAR* const ${k.enumerator()}Textures[] = { <#list k.textures() as t>TEXT("${t}")<#sep>, </#sep></#list> };
</#if>
</#list>

	const FKernelTable Kernels[] = {
<#list g.kernels() as k>
		{ TEXT("${k.golden()}"), ${k.normals()?c}, ${k.slots()?size}, ${k.enumerator()}Slots, ${k.textures()?size}, <#if k.textures()?has_content>${k.enumerator()}Textures<#else>nullptr</#if> },
</#list>
	};

	const FKernelTable& Table(EKernel Kernel)
	{
		return Kernels[static_cast<int32>(Kernel)];
	}

	/** The slot named Name in frame Frame (its first component's index in Slots), or INDEX_NONE-like -1. */
	int32 SlotOffset(const F${P}ShaderGoldenCase& Case, const TCHAR* Name, int32 Frame)
	{
		const FKernelTable& Kernel = Table(Case.Kernel);
		for (int32 Index = 0; Index < Kernel.SlotCount; ++Index)
		{
			const TCHAR* A = Kernel.Slots[Index].Name;
			const TCHAR* B = Name;
			while (*A != 0 && *A == *B)
			{
				++A;
				++B;
			}
			if (*A == *B)
			{
				return 4 * (Frame * Kernel.SlotCount + Index);
			}
		}
		return -1;
	}

	double Length3(const TArray<double>& Values, int32 Offset)
	{
		if (Offset < 0)
		{
			return 0.0;
		}
		return FMath::Sqrt(Values[Offset] * Values[Offset] + Values[Offset + 1] * Values[Offset + 1]
			+ Values[Offset + 2] * Values[Offset + 2]);
	}
}

const TCHAR* F${P}ShaderGoldenCore::GoldenKernel(EKernel Kernel)
{
	return Table(Kernel).GoldenKernel;
}

bool F${P}ShaderGoldenCore::IsNormal(EKernel Kernel)
{
	return Table(Kernel).bNormal;
}

int32 F${P}ShaderGoldenCore::SlotCount(EKernel Kernel)
{
	return Table(Kernel).SlotCount;
}

F${P}ShaderGoldenSlot F${P}ShaderGoldenCore::Slot(EKernel Kernel, int32 Index)
{
	return Table(Kernel).Slots[Index];
}

int32 F${P}ShaderGoldenCore::TextureCount(EKernel Kernel)
{
	return Table(Kernel).TextureCount;
}

const TCHAR* F${P}ShaderGoldenCore::TextureName(EKernel Kernel, int32 Index)
{
	return Table(Kernel).Textures[Index];
}

const TCHAR* F${P}ShaderGoldenCore::Channel(EKernel Kernel, int32 Evaluation)
{
	if (IsNormal(Kernel))
	{
		return Evaluation == 0 ? TEXT("normals.expected") : TEXT("normals.expectedTangents");
	}
	return Evaluation == 0 ? TEXT("expected") : TEXT("expectedPrev");
}

bool F${P}ShaderGoldenCore::Begin(F${P}ShaderGoldenCase& Case, EKernel Kernel, int32 VertexCount)
{
	if (VertexCount < 1)
	{
		return false;
	}
	Case.Kernel = Kernel;
	Case.VertexCount = VertexCount;
	const int32 Rows = IsNormal(Kernel) ? NormalsRows * VertexCount : VertexCount;
	Case.Vertices.SetNum(4 * Rows);
	Case.Slots.SetNum(4 * OutputsPerVertex * SlotCount(Kernel));
	Case.Expected.SetNum(3 * OutputsPerVertex * VertexCount);
	for (int32 Index = 0; Index < Case.Vertices.Num(); ++Index)
	{
		Case.Vertices[Index] = 0.0;
	}
	for (int32 Index = 0; Index < Case.Slots.Num(); ++Index)
	{
		Case.Slots[Index] = 0.0;
	}
	for (int32 Index = 0; Index < Case.Expected.Num(); ++Index)
	{
		Case.Expected[Index] = 0.0;
	}
	Case.bCompareSecond = true;
	return true;
}

void F${P}ShaderGoldenCore::SetVertexRow(F${P}ShaderGoldenCase& Case, int32 Row, const double* Xyz)
{
	for (int32 Component = 0; Component < 3; ++Component)
	{
		Case.Vertices[4 * Row + Component] = Xyz[Component];
	}
}

bool F${P}ShaderGoldenCore::SetSlot(F${P}ShaderGoldenCase& Case, int32 Index, int32 Frame, const double* Values, int32 Count)
{
	const F${P}ShaderGoldenSlot Info = Slot(Case.Kernel, Index);
	if (Count != Info.Width || Frame < 0 || Frame >= OutputsPerVertex)
	{
		return false;
	}
	const int32 Offset = 4 * (Frame * SlotCount(Case.Kernel) + Index);
	for (int32 Component = 0; Component < Count; ++Component)
	{
		Case.Slots[Offset + Component] = Values[Component];
	}
	return true;
}

bool F${P}ShaderGoldenCore::SetSlots(F${P}ShaderGoldenCase& Case, const F${P}ShaderGoldenInputs& Inputs, int32& OutMissing, int32& OutMissingFrame)
{
	for (int32 Index = 0; Index < SlotCount(Case.Kernel); ++Index)
	{
		const F${P}ShaderGoldenSlot Info = Slot(Case.Kernel, Index);
		for (int32 Frame = 0; Frame < OutputsPerVertex; ++Frame)
		{
			double Values[4] = { 0.0, 0.0, 0.0, 0.0 };
			int32 Source = 0;
			int32 Count = 0;
			if (Frame == 1 && Info.bAnimated)
			{
				Count = Inputs.Read(1, Info.Name, Values);
				Source = Count > 0 ? 1 : 0;
			}
			if (Count == 0)
			{
				Count = Inputs.Read(0, Info.Name, Values);
			}
			if (!SetSlot(Case, Index, Frame, Values, Count))
			{
				OutMissing = Index;
				OutMissingFrame = Source;
				return false;
			}
		}
	}
	return true;
}

void F${P}ShaderGoldenCore::SetExpected(F${P}ShaderGoldenCase& Case, int32 Evaluation, int32 Row, const double* Xyz)
{
	for (int32 Component = 0; Component < 3; ++Component)
	{
		Case.Expected[3 * (Evaluation * Case.VertexCount + Row) + Component] = Xyz[Component];
	}
}

double F${P}ShaderGoldenCore::Scale(const F${P}ShaderGoldenCase& Case, int32 Evaluation, int32 Vertex)
{
	// Normals and tangents are unit vectors: scale 1.
	if (IsNormal(Case.Kernel))
	{
		return 1.0;
	}
	const double VertexLength = Length3(Case.Vertices, 4 * Vertex);
	const FKernelTable& Kernel = Table(Case.Kernel);
	if (Kernel.TextureCount > 0)
	{
		// SplineDeform: max(|vertex|, max(SplineLength, 0.001)) (spec section 6).
		const int32 Length = SlotOffset(Case, TEXT("SplineLength"), Evaluation);
		return FMath::Max(VertexLength, FMath::Max(Length < 0 ? 0.0 : Case.Slots[Length], 0.001));
	}
	// VelocityStretch: max(|vertex|, |VelocityPivotLocal|) of that frame's inputs.
	return FMath::Max(VertexLength, Length3(Case.Slots, SlotOffset(Case, TEXT("VelocityPivotLocal"), Evaluation)));
}

double F${P}ShaderGoldenCore::Allowed(const F${P}ShaderGoldenCase& Case, int32 Evaluation, int32 Vertex)
{
	return Case.Abs + Case.Rel * Scale(Case, Evaluation, Vertex);
}

F${P}ShaderGoldenResult F${P}ShaderGoldenCore::Compare(const F${P}ShaderGoldenCase& Case, const float* Output, int32 OutputFloats)
{
	F${P}ShaderGoldenResult Result;
	if (Output == nullptr || OutputFloats != 4 * OutputsPerVertex * Case.VertexCount)
	{
		Result.bWrongSize = true;
		return Result;
	}
	bool bFirst = true;
	const int32 Evaluations = Case.bCompareSecond ? OutputsPerVertex : 1;
	for (int32 Evaluation = 0; Evaluation < Evaluations; ++Evaluation)
	{
		for (int32 Vertex = 0; Vertex < Case.VertexCount; ++Vertex)
		{
			const double Allowance = Allowed(Case, Evaluation, Vertex);
			for (int32 Component = 0; Component < 3; ++Component)
			{
				const double Actual = Output[4 * (OutputsPerVertex * Vertex + Evaluation) + Component];
				const double Wanted = Case.Expected[3 * (Evaluation * Case.VertexCount + Vertex) + Component];
				const double Error = FMath::Abs(Actual - Wanted);
				// NaN compares false everywhere: it counts as an infinite error, as `stretchy verify` counts it.
				const bool bNaN = !(Error == Error);
				const double Ratio = bNaN ? 1.0e300 : Allowance > 0.0 ? Error / Allowance : (Error == 0.0 ? 0.0 : 1.0e300);
				++Result.Compared;
				if (bFirst || Ratio > Result.Worst)
				{
					bFirst = false;
					Result.Worst = Ratio;
					Result.Evaluation = Evaluation;
					Result.Vertex = Vertex;
					Result.Component = Component;
					Result.Actual = Actual;
					Result.Wanted = Wanted;
					Result.Allowed = Allowance;
				}
			}
		}
	}
	Result.bPassed = Result.Worst <= 1.0;
	return Result;
}
