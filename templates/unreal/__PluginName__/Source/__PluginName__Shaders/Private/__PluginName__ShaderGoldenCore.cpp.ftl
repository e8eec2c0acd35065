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
		int32 InstanceStride;
		/** Whether it evaluates the section 10 features, and whether it reads a per-vertex stretch mask. */
		bool bFeatures;
		bool bMask;
		/** Vertex rows per vertex (positions; normals and tangents; the atlas's masks). */
		int32 VertexRows;
	};

<#list g.slotTables() as k>
	// <#list g.kernels()?filter(x -> x.slotTable() == k.slotTable()) as x>${x.enumerator()}<#sep>, </#sep></#list>: the contract's parameters in shader order (the .usf reads slot j of frame f at
	// f * count + j; the atlas: the per-instance float, or per-atlas slot j after the instance's floats).
	const F${P}ShaderGoldenSlot ${k.slotTable()}[] = {
<#list k.slots() as s>
		{ TEXT("${s.base()}"), ${s.width()}, ${s.animated()?c}, ${s.instanceFloat()}, ${s.prevInstanceFloat()}, ${s.optional()?c} },
</#list>
	};
</#list>
<#list g.textureTables() as k>
	const TCHAR* const ${k.textureTable()}[] = { <#list k.textures() as t>TEXT("${t}")<#sep>, </#sep></#list> };
</#list>

	const FKernelTable Kernels[] = {
<#list g.kernels() as k>
		{ TEXT("${k.golden()}"), ${k.normals()?c}, ${k.slots()?size}, ${k.slotTable()}, ${k.textures()?size}, <#if k.textures()?has_content>${k.textureTable()}<#else>nullptr</#if>, ${k.instanceStride()}, ${k.features()?has_content?c}, ${k.vertexWeight()?has_content?c}, ${k.vertexRows()} },
</#list>
	};

	/** The golden kernels no permutation evaluates, and the reason their files are skipped. */
	const TCHAR* const Others[][2] = {
<#list g.others() as o>
		{ TEXT("${o.golden()}"), TEXT("${o.reason()}") },
</#list>
	};

	/** The section 10 features the shaders implement, then a terminator (an array is never empty). */
	const TCHAR* const Features[] = { <#list g.features() as f>TEXT("${f}"), </#list>nullptr };

	const FKernelTable& Table(EKernel Kernel)
	{
		return Kernels[static_cast<int32>(Kernel)];
	}

	bool Equal(const TCHAR* A, const TCHAR* B)
	{
		while (*A != 0 && *A == *B)
		{
			++A;
			++B;
		}
		return *A == *B;
	}

	/** Appends Text to Out (Capacity characters with the NUL), cutting it short rather than overflowing. */
	void Append(TCHAR* Out, int32 Capacity, const TCHAR* Text)
	{
		int32 At = 0;
		while (At < Capacity - 1 && Out[At] != 0)
		{
			++At;
		}
		while (At < Capacity - 1 && *Text != 0)
		{
			Out[At++] = *Text++;
		}
		Out[At] = 0;
	}

	/** Per-atlas slot Index's row after an instance's floats: how many per-atlas slots come before it. */
	int32 PerAtlasRow(const FKernelTable& Kernel, int32 Index)
	{
		int32 Row = 0;
		for (int32 Before = 0; Before < Index; ++Before)
		{
			Row += Kernel.Slots[Before].InstanceFloat < 0 ? 1 : 0;
		}
		return Row;
	}

	/** Where slot Index of frame Frame begins in Slots (the atlas: instance Instance's value). */
	int32 SlotAt(const F${P}ShaderGoldenCase& Case, int32 Index, int32 Frame, int32 Instance)
	{
		const FKernelTable& Kernel = Table(Case.Kernel);
		if (Kernel.InstanceStride == 0)
		{
			return 4 * (Frame * Kernel.SlotCount + Index);
		}
		const F${P}ShaderGoldenSlot& Slot = Kernel.Slots[Index];
		const int32 Base = 4 * Kernel.InstanceStride * Instance;
		if (Slot.InstanceFloat >= 0)
		{
			return Base + (Frame == 1 ? Slot.PrevInstanceFloat : Slot.InstanceFloat);
		}
		return Base + F${P}ShaderGoldenCore::InstanceFloats + 4 * PerAtlasRow(Kernel, Index);
	}

	/** The slot named Name in frame Frame for vertex row Vertex (its first component's index in Slots), or -1. */
	int32 SlotOffset(const F${P}ShaderGoldenCase& Case, const TCHAR* Name, int32 Frame, int32 Vertex)
	{
		const FKernelTable& Kernel = Table(Case.Kernel);
		for (int32 Index = 0; Index < Kernel.SlotCount; ++Index)
		{
			if (Equal(Kernel.Slots[Index].Name, Name))
			{
				return SlotAt(Case, Index, Frame, Case.MeshVertexCount > 0 ? Vertex / Case.MeshVertexCount : 0);
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

bool F${P}ShaderGoldenCore::EvaluatesFeatures(EKernel Kernel)
{
	return Table(Kernel).bFeatures;
}

bool F${P}ShaderGoldenCore::ReadsMask(EKernel Kernel)
{
	return Table(Kernel).bMask;
}

int32 F${P}ShaderGoldenCore::VertexRows(EKernel Kernel)
{
	return Table(Kernel).VertexRows;
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

int32 F${P}ShaderGoldenCore::InstanceStride(EKernel Kernel)
{
	return Table(Kernel).InstanceStride;
}

int32 F${P}ShaderGoldenCore::FeatureCount()
{
	return static_cast<int32>(sizeof(Features) / sizeof(Features[0])) - 1;
}

const TCHAR* F${P}ShaderGoldenCore::Feature(int32 Index)
{
	return Index >= 0 && Index < FeatureCount() ? Features[Index] : nullptr;
}

F${P}ShaderGoldenPlan F${P}ShaderGoldenCore::Plan(const TCHAR* GoldenKernel, const TCHAR* Mode, const TCHAR* const* Needs, int32 NeedCount)
{
	F${P}ShaderGoldenPlan Result;
	const int32 Capacity = F${P}ShaderGoldenPlan::WhyCapacity;
	for (int32 Index = 0; Index < KernelCount; ++Index)
	{
		if (Equal(GoldenKernel, Kernels[Index].GoldenKernel))
		{
			Result.Kernels[Result.KernelCount++] = static_cast<EKernel>(Index);
		}
	}
	if (Result.KernelCount == 0)
	{
		for (const auto& Other : Others)
		{
			if (Equal(GoldenKernel, Other[0]))
			{
				Append(Result.Why, Capacity, Other[1]);
				return Result;
			}
		}
		Append(Result.Why, Capacity, TEXT("no permutation of this test shader evaluates kernel "));
		Append(Result.Why, Capacity, GoldenKernel);
		return Result;
	}
	// A file of another orientation mode is another plugin's (the spline shaders are rendered for one).
	if (Mode != nullptr && Mode[0] != 0 && !Equal(Mode, SplineOrientation()))
	{
		Result.KernelCount = 0;
		Append(Result.Why, Capacity, TEXT("mode "));
		Append(Result.Why, Capacity, Mode);
		Append(Result.Why, Capacity, TEXT("; this plugin's shaders are "));
		Append(Result.Why, Capacity, SplineOrientation());
		return Result;
	}
	// A need is met when the plugin's shaders implement it and every permutation of the kernel evaluates it.
	bool bFirst = true;
	for (int32 Need = 0; Need < NeedCount; ++Need)
	{
		bool bImplemented = false;
		for (int32 Index = 0; Index < FeatureCount(); ++Index)
		{
			bImplemented = bImplemented || Equal(Needs[Need], Feature(Index));
		}
		bool bUploaded = true;
		for (int32 Index = 0; Index < Result.KernelCount; ++Index)
		{
			bUploaded = bUploaded && EvaluatesFeatures(Result.Kernels[Index]);
		}
		if (!(bImplemented && bUploaded))
		{
			Append(Result.Why, Capacity, bFirst ? TEXT("needs ") : TEXT(", "));
			Append(Result.Why, Capacity, Needs[Need]);
			bFirst = false;
		}
	}
	if (!bFirst)
	{
		Result.KernelCount = 0;
	}
	return Result;
}

const TCHAR* F${P}ShaderGoldenCore::Channel(EKernel Kernel, int32 Evaluation)
{
	if (IsNormal(Kernel))
	{
		return Evaluation == 0 ? TEXT("normals.expected") : TEXT("normals.expectedTangents");
	}
	return Evaluation == 0 ? TEXT("expected") : TEXT("expectedPrev");
}

bool F${P}ShaderGoldenCore::Begin(F${P}ShaderGoldenCase& Case, EKernel Kernel, int32 VertexCount, int32 InstanceCount)
{
	const int32 Stride = InstanceStride(Kernel);
	if (VertexCount < 1 || InstanceCount < 1 || (Stride == 0 && InstanceCount != 1))
	{
		return false;
	}
	Case.Kernel = Kernel;
	Case.MeshVertexCount = VertexCount;
	Case.InstanceCount = InstanceCount;
	Case.VertexCount = VertexCount * InstanceCount;
	const int32 Rows = VertexRows(Kernel) * Case.VertexCount;
	Case.Vertices.SetNum(4 * Rows);
	Case.Slots.SetNum(Stride > 0 ? 4 * Stride * InstanceCount : 4 * OutputsPerVertex * SlotCount(Kernel));
	Case.Expected.SetNum(3 * OutputsPerVertex * Case.VertexCount);
	for (int32 Index = 0; Index < Case.Vertices.Num(); ++Index)
	{
		// The atlas: each position row's fourth value is its instance, which the shader reads its inputs by, and its mask
		// is the x of its row in the second block. A mask: the full stretch until the file gives the vertex's weight.
		const bool bPosition = Index / 4 < Case.VertexCount;
		const bool bFourth = Index % 4 == 3;
		const bool bMaskRow = ReadsMask(Kernel) && (Stride > 0 ? !bPosition && Index % 4 == 0 : bFourth && bPosition);
		Case.Vertices[Index] = Stride > 0 && bFourth && bPosition ? static_cast<double>(Index / 4 / VertexCount) : bMaskRow ? 1.0 : 0.0;
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
	const int32 Copies = InstanceStride(Case.Kernel) > 0 ? Case.InstanceCount : 1;
	for (int32 Instance = 0; Instance < Copies; ++Instance)
	{
		for (int32 Component = 0; Component < 3; ++Component)
		{
			Case.Vertices[4 * (Instance * Case.MeshVertexCount + Row) + Component] = Xyz[Component];
		}
	}
}

bool F${P}ShaderGoldenCore::SetVertexMask(F${P}ShaderGoldenCase& Case, int32 Vertex, double Mask)
{
	if (!ReadsMask(Case.Kernel) || Vertex < 0 || Vertex >= Case.MeshVertexCount)
	{
		return false;
	}
	if (InstanceStride(Case.Kernel) > 0)
	{
		// The atlas: every instance's copy of the vertex, in the mask block after the position rows.
		for (int32 Instance = 0; Instance < Case.InstanceCount; ++Instance)
		{
			Case.Vertices[4 * (Case.VertexCount + Instance * Case.MeshVertexCount + Vertex)] = Mask;
		}
		return true;
	}
	Case.Vertices[4 * Vertex + 3] = Mask;
	return true;
}

bool F${P}ShaderGoldenCore::SetInstance(F${P}ShaderGoldenCase& Case, int32 Instance, const double* Floats, int32 Count)
{
	const int32 Stride = InstanceStride(Case.Kernel);
	if (Stride == 0 || Count != InstanceFloats || Instance < 0 || Instance >= Case.InstanceCount)
	{
		return false;
	}
	for (int32 Index = 0; Index < InstanceFloats; ++Index)
	{
		Case.Slots[4 * Stride * Instance + Index] = Floats[Index];
	}
	return true;
}

bool F${P}ShaderGoldenCore::TextureSize(const F${P}ShaderGoldenCase& Case, int32 Texels, int32& OutWidth, int32& OutHeight)
{
	OutWidth = Texels;
	OutHeight = 1;
	if (InstanceStride(Case.Kernel) > 0)
	{
		// The atlas's rows: its AtlasRowCount as the file gives it (an integer, docs/golden-format.md).
		const int32 Rows = SlotOffset(Case, TEXT("AtlasRowCount"), 0, 0);
		OutHeight = Rows < 0 ? 0 : static_cast<int32>(Case.Slots[Rows]);
		OutWidth = OutHeight > 0 ? Texels / OutHeight : 0;
	}
	return Texels > 0 && OutHeight > 0 && OutWidth * OutHeight == Texels;
}

bool F${P}ShaderGoldenCore::SetSlot(F${P}ShaderGoldenCase& Case, int32 Index, int32 Frame, const double* Values, int32 Count)
{
	const F${P}ShaderGoldenSlot Info = Slot(Case.Kernel, Index);
	if (Count != Info.Width || Frame < 0 || Frame >= OutputsPerVertex || Info.InstanceFloat >= 0)
	{
		return false;
	}
	// The atlas: a per-atlas slot is shared by the frames and repeated for every instance.
	const int32 Copies = InstanceStride(Case.Kernel) > 0 ? Case.InstanceCount : 1;
	for (int32 Instance = 0; Instance < Copies; ++Instance)
	{
		const int32 Offset = SlotAt(Case, Index, Frame, Instance);
		for (int32 Component = 0; Component < Count; ++Component)
		{
			Case.Slots[Offset + Component] = Values[Component];
		}
	}
	return true;
}

bool F${P}ShaderGoldenCore::SetSlots(F${P}ShaderGoldenCase& Case, const F${P}ShaderGoldenInputs& Inputs, int32& OutMissing, int32& OutMissingFrame)
{
	for (int32 Index = 0; Index < SlotCount(Case.Kernel); ++Index)
	{
		const F${P}ShaderGoldenSlot Info = Slot(Case.Kernel, Index);
		// The atlas: per-instance floats come from SetInstance, per-atlas slots have one value for both frames.
		const int32 Frames = InstanceStride(Case.Kernel) > 0 ? (Info.InstanceFloat >= 0 ? 0 : 1) : OutputsPerVertex;
		for (int32 Frame = 0; Frame < Frames; ++Frame)
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
			if (Count == 0 && Info.bOptional)
			{
				// A section 10 input the file lacks: its feature is off (Values are zero).
				Count = Info.Width;
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
	// max(|vertex|, max(SplineLength, 0.001) where the kernel has it (spec section 6), |VelocityPivotLocal| of that
	// frame where it has it): SplineDeform, VelocityStretch, and the atlas both, of the vertex's instance.
	double Result = Length3(Case.Vertices, 4 * Vertex);
	const int32 Length = SlotOffset(Case, TEXT("SplineLength"), Evaluation, Vertex);
	if (Length >= 0)
	{
		// The atlas: a closed-loop row's instances store its length negative (math spec 10.5); the scale is its size.
		const double Stored = InstanceStride(Case.Kernel) > 0 ? FMath::Abs(Case.Slots[Length]) : Case.Slots[Length];
		Result = FMath::Max(Result, FMath::Max(Stored, 0.001));
	}
	return FMath::Max(Result, Length3(Case.Slots, SlotOffset(Case, TEXT("VelocityPivotLocal"), Evaluation, Vertex)));
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
