<#assign g = shaderGolden>
<#assign P = plugin.name()>
// ${notice}

// The in-engine shader golden test: the test shader ${g.usf()} as a global compute shader, one RDG dispatch per
// golden case and kernel on the running RHI, read back and compared by F${P}ShaderGoldenCore. Every golden file the
// plugin ships is evaluated or reported SKIP with its reason (the core's plan). Uncooked targets only (the module is
// UncookedOnly): the editor, and -game runs of an editor build.

#include "${P}ShaderGoldenCore.h"

#include "CoreMinimal.h"
#include "DataDrivenShaderPlatformInfo.h"
#include "Dom/JsonObject.h"
#include "Dom/JsonValue.h"
#include "DynamicRHI.h"
#include "GlobalShader.h"
#include "HAL/FileManager.h"
#include "Interfaces/IPluginManager.h"
#include "Misc/AutomationTest.h"
#include "Misc/FileHelper.h"
#include "Misc/Paths.h"
#include "RHICommandList.h"
#include "RHIGPUReadback.h"
#include "RHIGlobals.h"
#include "RHIStaticStates.h"
#include "RenderGraphBuilder.h"
#include "RenderGraphUtils.h"
#include "RenderingThread.h"
#include "Serialization/JsonReader.h"
#include "Serialization/JsonSerializer.h"
#include "ShaderParameterStruct.h"
#include "ShaderPermutation.h"
#include "${ue.versionHeader()}.h"

#if WITH_DEV_AUTOMATION_TESTS

namespace
{
	using FGoldenCore = F${P}ShaderGoldenCore;
	using EGoldenKernel = E${P}ShaderGoldenKernel;
}

/** The test shader: one permutation per kernel, resources as ${g.usf()} declares them. */
class F${P}ShaderGoldenCS : public FGlobalShader
{
public:
	DECLARE_GLOBAL_SHADER(F${P}ShaderGoldenCS);
	SHADER_USE_PARAMETER_STRUCT(F${P}ShaderGoldenCS, FGlobalShader);

	class FKernel : SHADER_PERMUTATION_INT("${g.kernelDefine()}", ${g.kernels()?size});
	using FPermutationDomain = TShaderPermutationDomain<FKernel>;

	BEGIN_SHADER_PARAMETER_STRUCT(FParameters, )
		SHADER_PARAMETER_RDG_BUFFER_SRV(StructuredBuffer<float4>, ${g.prefix()}Vertices)
		SHADER_PARAMETER_RDG_BUFFER_SRV(StructuredBuffer<float4>, ${g.prefix()}Inputs)
		SHADER_PARAMETER_RDG_BUFFER_UAV(RWStructuredBuffer<float4>, ${g.prefix()}Output)
<#list 0..<g.maxTextures() as t>
		SHADER_PARAMETER_TEXTURE(Texture2D, ${g.prefix()}Texture${t})
		SHADER_PARAMETER_SAMPLER(SamplerState, ${g.prefix()}Sampler${t})
</#list>
	END_SHADER_PARAMETER_STRUCT()

	static bool ShouldCompilePermutation(const FGlobalShaderPermutationParameters& Parameters)
	{
		return IsFeatureLevelSupported(Parameters.Platform, ERHIFeatureLevel::SM5);
	}
};

IMPLEMENT_GLOBAL_SHADER(F${P}ShaderGoldenCS, "${g.virtualPath()}", "${g.entryPoint()}", SF_Compute);

namespace
{
	/** A golden case's textures, RGBA texels row-major (the bake's N x 1 RGBA32F, the atlas's N x M). */
	struct FGoldenTexels
	{
		int32 Width = 0;
		int32 Height = 1;
		TArray<FVector4f> Texels;
	};

	/** Runs Case's kernel once on the render thread and waits for the result; false when the readback failed. */
	bool Dispatch(const F${P}ShaderGoldenCase& Case, const TArray<FGoldenTexels>& Textures, TArray<float>& OutOutput)
	{
		TArray<FVector4f> Vertices;
		for (int32 Index = 0; Index + 3 < Case.Vertices.Num(); Index += 4)
		{
			Vertices.Add(FVector4f(Case.Vertices[Index], Case.Vertices[Index + 1], Case.Vertices[Index + 2], Case.Vertices[Index + 3]));
		}
		TArray<FVector4f> Slots;
		for (int32 Index = 0; Index + 3 < Case.Slots.Num(); Index += 4)
		{
			Slots.Add(FVector4f(Case.Slots[Index], Case.Slots[Index + 1], Case.Slots[Index + 2], Case.Slots[Index + 3]));
		}
		const int32 OutputRows = FGoldenCore::OutputsPerVertex * Case.VertexCount;
		const EGoldenKernel Kernel = Case.Kernel;
		bool bRead = false;
		OutOutput.SetNumZeroed(4 * OutputRows);
		float* OutputData = OutOutput.GetData();

		ENQUEUE_RENDER_COMMAND(${P}ShaderGolden)(
			[Vertices, Slots, Textures, OutputRows, Kernel, OutputData, &bRead](FRHICommandListImmediate& RHICmdList)
			{
				// The textures exist before the graph: RDG only binds them (bilinear, clamp: what the bake asks for).
				TArray<FTextureRHIRef> TextureRHIs;
				for (const FGoldenTexels& Texture : Textures)
				{
					const FRHITextureCreateDesc Desc = FRHITextureCreateDesc::Create2D(TEXT("${P}ShaderGoldenTexture"), Texture.Width, Texture.Height, PF_A32B32G32R32F)
						.SetFlags(ETextureCreateFlags::ShaderResource);
					FTextureRHIRef RHI = RHICreateTexture(Desc);
					const FUpdateTextureRegion2D Region(0, 0, 0, 0, Texture.Width, Texture.Height);
					RHICmdList.UpdateTexture2D(RHI, 0, Region, Texture.Width * sizeof(FVector4f), reinterpret_cast<const uint8*>(Texture.Texels.GetData()));
					TextureRHIs.Add(RHI);
				}

				FRHIGPUBufferReadback Readback(TEXT("${P}ShaderGoldenReadback"));
				{
					FRDGBuilder GraphBuilder(RHICmdList);
					FRDGBufferRef VertexBuffer = CreateStructuredBuffer(GraphBuilder, TEXT("${P}ShaderGoldenVertices"), sizeof(FVector4f), Vertices.Num(),
						Vertices.GetData(), Vertices.Num() * sizeof(FVector4f));
					FRDGBufferRef InputBuffer = CreateStructuredBuffer(GraphBuilder, TEXT("${P}ShaderGoldenInputs"), sizeof(FVector4f), Slots.Num(),
						Slots.GetData(), Slots.Num() * sizeof(FVector4f));
					FRDGBufferRef OutputBuffer = GraphBuilder.CreateBuffer(FRDGBufferDesc::CreateStructuredDesc(sizeof(FVector4f), OutputRows),
						TEXT("${P}ShaderGoldenOutput"));

					F${P}ShaderGoldenCS::FParameters* Parameters = GraphBuilder.AllocParameters<F${P}ShaderGoldenCS::FParameters>();
					Parameters->${g.prefix()}Vertices = GraphBuilder.CreateSRV(VertexBuffer);
					Parameters->${g.prefix()}Inputs = GraphBuilder.CreateSRV(InputBuffer);
					Parameters->${g.prefix()}Output = GraphBuilder.CreateUAV(OutputBuffer);
<#list 0..<g.maxTextures() as t>
					// A kernel without this texture compiles it out; the engine binds only what the permutation uses.
					Parameters->${g.prefix()}Texture${t} = TextureRHIs.IsValidIndex(${t}) ? TextureRHIs[${t}].GetReference() : nullptr;
					Parameters->${g.prefix()}Sampler${t} = TStaticSamplerState<SF_Bilinear, AM_Clamp, AM_Clamp, AM_Clamp>::GetRHI();
</#list>

					F${P}ShaderGoldenCS::FPermutationDomain Permutation;
					Permutation.Set<F${P}ShaderGoldenCS::FKernel>(static_cast<int32>(Kernel));
					TShaderMapRef<F${P}ShaderGoldenCS> Shader(GetGlobalShaderMap(GMaxRHIFeatureLevel), Permutation);
					const int32 Groups = (Vertices.Num() / FGoldenCore::VertexRows(Kernel) + FGoldenCore::GroupSize - 1) / FGoldenCore::GroupSize;
					FComputeShaderUtils::AddPass(GraphBuilder, RDG_EVENT_NAME("${P}ShaderGolden"), Shader, Parameters, FIntVector(Groups, 1, 1));
					AddEnqueueCopyPass(GraphBuilder, &Readback, OutputBuffer, OutputRows * sizeof(FVector4f));
					GraphBuilder.Execute();
				}
				// A test, not a frame: wait for the GPU rather than poll across frames.
				RHICmdList.BlockUntilGPUIdle();
				if (Readback.IsReady())
				{
					const void* Data = Readback.Lock(OutputRows * sizeof(FVector4f));
					if (Data != nullptr)
					{
						FMemory::Memcpy(OutputData, Data, OutputRows * sizeof(FVector4f));
						bRead = true;
					}
					Readback.Unlock();
				}
			});
		FlushRenderingCommands();
		return bRead;
	}

	bool ReadTriple(const TSharedPtr<FJsonValue>& Value, double* Out, int32& OutCount)
	{
		if (!Value.IsValid())
		{
			return false;
		}
		if (Value->Type == EJson::Number)
		{
			Out[0] = Value->AsNumber();
			OutCount = 1;
			return true;
		}
		const TArray<TSharedPtr<FJsonValue>>* Items = nullptr;
		if (!Value->TryGetArray(Items) || Items->Num() < 1 || Items->Num() > 4)
		{
			return false;
		}
		for (int32 Index = 0; Index < Items->Num(); ++Index)
		{
			Out[Index] = (*Items)[Index]->AsNumber();
		}
		OutCount = Items->Num();
		return true;
	}

	/** Exactly Count numbers from Value, an array (an atlas instance's floats); false otherwise. */
	bool ReadNumbers(const TSharedPtr<FJsonValue>& Value, int32 Count, TArray<double>& Out)
	{
		const TArray<TSharedPtr<FJsonValue>>* Items = nullptr;
		if (!Value.IsValid() || !Value->TryGetArray(Items) || Items->Num() != Count)
		{
			return false;
		}
		Out.Reset();
		for (const TSharedPtr<FJsonValue>& Item : *Items)
		{
			if (!Item.IsValid() || Item->Type != EJson::Number)
			{
				return false;
			}
			Out.Add(Item->AsNumber());
		}
		return true;
	}

	/** A golden file's inputs and prevInputs objects (the atlas: its atlasInputs), as the core asks for them. */
	class FJsonInputs final : public F${P}ShaderGoldenInputs
	{
	public:
		FJsonInputs(const FJsonObject& InInputs, const FJsonObject* InPrevious) : Inputs(InInputs), Previous(InPrevious) {}

		virtual int32 Read(int32 Frame, const TCHAR* Name, double* Out) const override
		{
			const FJsonObject* Object = Frame == 1 ? Previous : &Inputs;
			int32 Count = 0;
			return Object != nullptr && ReadTriple(Object->TryGetField(Name), Out, Count) ? Count : 0;
		}

	private:
		const FJsonObject& Inputs;
		const FJsonObject* Previous;
	};

	/** Rows of 3 from Object.Field; false when missing or not VertexCount rows of 3. */
	bool ReadRows(const FJsonObject& Object, const TCHAR* Field, int32 VertexCount, TArray<FVector3d>& OutRows)
	{
		const TArray<TSharedPtr<FJsonValue>>* Rows = nullptr;
		if (!Object.TryGetArrayField(Field, Rows) || (VertexCount >= 0 && Rows->Num() != VertexCount))
		{
			return false;
		}
		OutRows.Reset();
		for (const TSharedPtr<FJsonValue>& Row : *Rows)
		{
			double Values[4] = { 0.0, 0.0, 0.0, 0.0 };
			int32 Count = 0;
			if (!ReadTriple(Row, Values, Count) || Count != 3)
			{
				return false;
			}
			OutRows.Add(FVector3d(Values[0], Values[1], Values[2]));
		}
		return true;
	}

	/**
	 * Fills Case for Kernel from the golden file Json; OutWhy names the field when the file cannot be read. Returns
	 * false with an empty OutWhy when the file has nothing for this kernel (no normals), and then with OutSkip set
	 * when it has something this plugin's shader does not compute (normals of another mode).
	 */
	bool BuildCase(const FJsonObject& Json, EGoldenKernel Kernel, F${P}ShaderGoldenCase& Case, TArray<FGoldenTexels>& OutTextures, FString& OutWhy,
		FString& OutSkip)
	{
		const bool bNormal = FGoldenCore::IsNormal(Kernel);
		const bool bAtlas = FGoldenCore::InstanceStride(Kernel) > 0;
		const TSharedPtr<FJsonObject>* NormalsObject = nullptr;
		if (bNormal)
		{
			if (!Json.TryGetObjectField(TEXT("normals"), NormalsObject))
			{
				return false;
			}
			// Only SplineDeform normals have a mode; those of another mode are another plugin's to check.
			FString Mode;
			if ((*NormalsObject)->TryGetStringField(TEXT("mode"), Mode) && Mode != FGoldenCore::SplineNormalsMode())
			{
				OutSkip = FString::Printf(TEXT("normals mode %s; this plugin's normal shader is %s"), *Mode, FGoldenCore::SplineNormalsMode());
				return false;
			}
		}
		TArray<FVector3d> Positions;
		if (!ReadRows(Json, TEXT("vertices"), -1, Positions) || Positions.Num() < 1)
		{
			OutWhy = TEXT("vertices: missing or not rows of 3");
			return false;
		}
		const int32 VertexCount = Positions.Num();
		const TArray<TSharedPtr<FJsonValue>>* Instances = nullptr;
		if (bAtlas && (!Json.TryGetArrayField(TEXT("instances"), Instances) || Instances->Num() < 1))
		{
			OutWhy = TEXT("instances: missing or empty");
			return false;
		}
		FGoldenCore::Begin(Case, Kernel, VertexCount, bAtlas ? Instances->Num() : 1);
		TArray<TArray<FVector3d>> Rows;
		Rows.Add(Positions);
		if (bNormal)
		{
			for (const TCHAR* Field : { TEXT("rest"), TEXT("restTangents") })
			{
				TArray<FVector3d>& Extra = Rows.AddDefaulted_GetRef();
				if (!ReadRows(**NormalsObject, Field, VertexCount, Extra))
				{
					OutWhy = FString::Printf(TEXT("normals.%s: missing or not %d rows of 3"), Field, VertexCount);
					return false;
				}
			}
		}
		int32 Row = 0;
		for (const TArray<FVector3d>& Block : Rows)
		{
			for (const FVector3d& Value : Block)
			{
				const double Xyz[3] = { Value.X, Value.Y, Value.Z };
				FGoldenCore::SetVertexRow(Case, Row++, Xyz);
			}
		}
		// Math spec section 10.3: each vertex's mask, where the file has one (without it the core keeps the full stretch).
		const TArray<TSharedPtr<FJsonValue>>* Mask = nullptr;
		if (FGoldenCore::ReadsMask(Kernel) && Json.TryGetArrayField(TEXT("stretchMask"), Mask))
		{
			TArray<double> Weights;
			if (!ReadNumbers(Json.TryGetField(TEXT("stretchMask")), VertexCount, Weights))
			{
				OutWhy = FString::Printf(TEXT("stretchMask: not %d numbers"), VertexCount);
				return false;
			}
			for (int32 Vertex = 0; Vertex < VertexCount; ++Vertex)
			{
				FGoldenCore::SetVertexMask(Case, Vertex, Weights[Vertex]);
			}
		}

		// The atlas: per-atlas inputs in atlasInputs, the previous frame's values among each instance's floats.
		const TCHAR* InputsField = bAtlas ? TEXT("atlasInputs") : TEXT("inputs");
		const TSharedPtr<FJsonObject>* Inputs = nullptr;
		if (!Json.TryGetObjectField(InputsField, Inputs))
		{
			OutWhy = FString::Printf(TEXT("%s: missing"), InputsField);
			return false;
		}
		const TSharedPtr<FJsonObject>* PrevInputs = nullptr;
		const bool bHasPrevious = bAtlas || Json.TryGetObjectField(TEXT("prevInputs"), PrevInputs);
		const FJsonInputs Source(**Inputs, PrevInputs != nullptr ? PrevInputs->Get() : nullptr);
		int32 Missing = 0;
		int32 MissingFrame = 0;
		if (!FGoldenCore::SetSlots(Case, Source, Missing, MissingFrame))
		{
			const F${P}ShaderGoldenSlot Slot = FGoldenCore::Slot(Kernel, Missing);
			OutWhy = FString::Printf(TEXT("%s.%s: missing or not %d number(s)"), MissingFrame == 1 ? TEXT("prevInputs") : InputsField, Slot.Name, Slot.Width);
			return false;
		}
		for (int32 Instance = 0; bAtlas && Instance < Instances->Num(); ++Instance)
		{
			TArray<double> Floats;
			if (!ReadNumbers((*Instances)[Instance], FGoldenCore::InstanceFloats, Floats)
				|| !FGoldenCore::SetInstance(Case, Instance, Floats.GetData(), Floats.Num()))
			{
				OutWhy = FString::Printf(TEXT("instances[%d]: not %d numbers"), Instance, FGoldenCore::InstanceFloats);
				return false;
			}
		}

		OutTextures.Reset();
		const TSharedPtr<FJsonObject>* TextureObject = nullptr;
		for (int32 Index = 0; Index < FGoldenCore::TextureCount(Kernel); ++Index)
		{
			const TCHAR* Name = FGoldenCore::TextureName(Kernel, Index);
			const TArray<TSharedPtr<FJsonValue>>* Texels = nullptr;
			if (!Json.TryGetObjectField(TEXT("textures"), TextureObject) || !(*TextureObject)->TryGetArrayField(Name, Texels) || Texels->Num() < 1)
			{
				OutWhy = FString::Printf(TEXT("textures.%s: missing"), Name);
				return false;
			}
			FGoldenTexels& Texture = OutTextures.AddDefaulted_GetRef();
			if (!FGoldenCore::TextureSize(Case, Texels->Num(), Texture.Width, Texture.Height))
			{
				OutWhy = FString::Printf(TEXT("textures.%s: %d texels are not whole rows of the atlas"), Name, Texels->Num());
				return false;
			}
			for (const TSharedPtr<FJsonValue>& Texel : *Texels)
			{
				double Values[4] = { 0.0, 0.0, 0.0, 0.0 };
				int32 Count = 0;
				if (!ReadTriple(Texel, Values, Count) || Count != 4)
				{
					OutWhy = FString::Printf(TEXT("textures.%s: a texel is not 4 numbers"), Name);
					return false;
				}
				Texture.Texels.Add(FVector4f(Values[0], Values[1], Values[2], Values[3]));
			}
		}

		const FJsonObject& Channels = bNormal ? **NormalsObject : Json;
		const TCHAR* Fields[2] = { TEXT("expected"), bNormal ? TEXT("expectedTangents") : TEXT("expectedPrev") };
		for (int32 Evaluation = 0; Evaluation < FGoldenCore::OutputsPerVertex; ++Evaluation)
		{
			TArray<FVector3d> Expected;
			if (!ReadRows(Channels, Fields[Evaluation], Case.VertexCount, Expected))
			{
				if (Evaluation == 1 && !bNormal && !bHasPrevious)
				{
					Case.bCompareSecond = false;
					continue;
				}
				OutWhy = FString::Printf(TEXT("%s: missing or not %d rows of 3"), FGoldenCore::Channel(Kernel, Evaluation), Case.VertexCount);
				return false;
			}
			for (int32 Vertex = 0; Vertex < Case.VertexCount; ++Vertex)
			{
				const double Xyz[3] = { Expected[Vertex].X, Expected[Vertex].Y, Expected[Vertex].Z };
				FGoldenCore::SetExpected(Case, Evaluation, Vertex, Xyz);
			}
		}
		const TSharedPtr<FJsonObject>* Tolerance = nullptr;
		if (!Channels.TryGetObjectField(TEXT("tolerance"), Tolerance) || !(*Tolerance)->TryGetNumberField(TEXT("abs"), Case.Abs)
			|| !(*Tolerance)->TryGetNumberField(TEXT("rel"), Case.Rel))
		{
			OutWhy = bNormal ? TEXT("normals.tolerance: missing abs or rel") : TEXT("tolerance: missing abs or rel");
			return false;
		}
		return true;
	}
}

// Editor and game (an uncooked -game run): whatever RHI the process runs.
#if ${ue.versionMacro()}(5, 5)
inline constexpr EAutomationTestFlags ${P}ShaderGoldenTestFlags = EAutomationTestFlags::EditorContext | EAutomationTestFlags::ClientContext | EAutomationTestFlags::EngineFilter;
#else
inline constexpr int32 ${P}ShaderGoldenTestFlags = EAutomationTestFlags::EditorContext | EAutomationTestFlags::ClientContext | EAutomationTestFlags::EngineFilter;
#endif

IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${P}ShaderGoldenTest, "${P}.Shaders.Golden", ${P}ShaderGoldenTestFlags)

bool F${P}ShaderGoldenTest::RunTest(const FString& Parameters)
{
	if (GUsingNullRHI)
	{
		AddInfo(TEXT("${P}.Shaders.Golden skipped: no GPU (the process runs the null RHI, -nullrhi); run it on a machine with a GPU."));
		return true;
	}
	const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${P}"));
	if (!Plugin.IsValid())
	{
		AddError(TEXT("Plugin ${P} not found."));
		return false;
	}
	const FString Directory = FPaths::Combine(Plugin->GetBaseDir(), TEXT("Resources"), TEXT("Golden"));
	TArray<FString> Files;
	IFileManager::Get().FindFiles(Files, *FPaths::Combine(Directory, TEXT("*.json")), true, false);
	Files.Sort();

	int32 Passed = 0;
	int32 Failed = 0;
	int32 Skipped = 0;
	for (const FString& File : Files)
	{
		FString Text;
		TSharedPtr<FJsonObject> Json;
		FString Kernel;
		if (!FFileHelper::LoadFileToString(Text, *FPaths::Combine(Directory, File))
			|| !FJsonSerializer::Deserialize(TJsonReaderFactory<>::Create(Text), Json) || !Json.IsValid()
			|| !Json->TryGetStringField(TEXT("kernel"), Kernel))
		{
			AddError(FString::Printf(TEXT("MALFORMED %s: not a golden file (JSON with a kernel)"), *File));
			++Failed;
			continue;
		}
		// The core decides: the permutations that evaluate the file, or one SKIP line with the reason.
		FString Mode;
		Json->TryGetStringField(TEXT("mode"), Mode);
		const TArray<TSharedPtr<FJsonValue>>* NeedValues = nullptr;
		TArray<FString> Needs;
		if (Json->TryGetArrayField(TEXT("features"), NeedValues))
		{
			for (const TSharedPtr<FJsonValue>& Need : *NeedValues)
			{
				Needs.Add(Need->AsString());
			}
		}
		TArray<const TCHAR*> NeedNames;
		for (const FString& Need : Needs)
		{
			NeedNames.Add(*Need);
		}
		const F${P}ShaderGoldenPlan FilePlan = FGoldenCore::Plan(*Kernel, *Mode, NeedNames.GetData(), NeedNames.Num());
		if (FilePlan.KernelCount == 0)
		{
			AddInfo(FString::Printf(TEXT("SKIP %s: %s"), *File, FilePlan.Why));
			++Skipped;
			continue;
		}
		for (int32 Index = 0; Index < FilePlan.KernelCount; ++Index)
		{
			const EGoldenKernel Each = FilePlan.Kernels[Index];
			const FString What = FString::Printf(TEXT("%s (%s%s)"), *File, FGoldenCore::GoldenKernel(Each), FGoldenCore::IsNormal(Each) ? TEXT(" normals") : TEXT(""));
			F${P}ShaderGoldenCase Case;
			TArray<FGoldenTexels> Textures;
			FString Why;
			FString Skip;
			if (!BuildCase(*Json, Each, Case, Textures, Why, Skip))
			{
				if (!Why.IsEmpty())
				{
					AddError(FString::Printf(TEXT("MALFORMED %s: %s"), *File, *Why));
					++Failed;
				}
				else if (!Skip.IsEmpty())
				{
					AddInfo(FString::Printf(TEXT("SKIP %s: %s"), *What, *Skip));
					++Skipped;
				}
				continue;
			}
			TArray<float> Output;
			if (!Dispatch(Case, Textures, Output))
			{
				AddError(FString::Printf(TEXT("FAIL %s: the GPU readback did not complete"), *What));
				++Failed;
				continue;
			}
			const F${P}ShaderGoldenResult Result = FGoldenCore::Compare(Case, Output.GetData(), Output.Num());
			if (Result.bPassed)
			{
				AddInfo(FString::Printf(TEXT("PASS %s: worst error %.3g of its tolerance (%d components)"), *What, Result.Worst, Result.Compared));
				++Passed;
			}
			else
			{
				AddError(FString::Printf(TEXT("FAIL %s: worst error %.3gx its tolerance at %s[%d][%d]: got %.9g, want %.9g, allowed %.3g"), *What,
					Result.Worst, FGoldenCore::Channel(Each, Result.Evaluation), Result.Vertex, Result.Component, Result.Actual, Result.Wanted, Result.Allowed));
				++Failed;
			}
		}
	}
	AddInfo(FString::Printf(TEXT("${P}.Shaders.Golden on %s: %d golden files; %d passed, %d failed, %d skipped"),
		GDynamicRHI != nullptr ? GDynamicRHI->GetName() : TEXT("?"), Files.Num(), Passed, Failed, Skipped));
	if (Passed + Failed == 0)
	{
		AddError(FString::Printf(TEXT("No deformer golden case in %s: the plugin ships them in Resources/Golden."), *Directory));
		return false;
	}
	return Failed == 0;
}

#endif // WITH_DEV_AUTOMATION_TESTS
