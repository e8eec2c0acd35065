// ${notice}

#include "${plugin.name()}MaterialFunctions.h"

#include "${plugin.name()}EditorModule.h"
#include "AssetRegistry/AssetRegistryModule.h"
#include "Engine/Texture2D.h"
#include "MaterialEditingLibrary.h"
#include "Materials/MaterialExpressionAdd.h"
#include "Materials/MaterialExpressionComponentMask.h"
#include "Materials/MaterialExpressionCustom.h"
#include "Materials/MaterialExpressionPerInstanceCustomData.h"
#include "Materials/MaterialExpressionFunctionInput.h"
#include "Materials/MaterialExpressionFunctionOutput.h"
#include "Materials/MaterialExpressionPreviousFrameSwitch.h"
#include "Materials/MaterialExpressionScalarParameter.h"
#include "Materials/MaterialExpressionTextureObjectParameter.h"
#include "Materials/MaterialExpressionTransform.h"
#include "Materials/MaterialExpressionTransformPosition.h"
#include "Materials/MaterialExpressionVectorParameter.h"
#include "Materials/MaterialExpressionWorldPosition.h"
#include "Materials/MaterialFunction.h"
#include "Interfaces/IPluginManager.h"
#include "Misc/Crc.h"
#include "Misc/FileHelper.h"
#include "Misc/PackageName.h"
#include "Misc/Paths.h"
#include "UObject/Package.h"
#include "UObject/SavePackage.h"

namespace
{
	/** What feeds one Custom-node input. */
	enum class EContractInputSource : uint8
	{
		LocalPosition,
		Scalar,
		Vector,
		Texture,
		/** Per-instance custom data (deformer-math.md section 8.2), one float or three. */
		InstanceScalar,
		InstanceVector
	};

	/** One input of a deformer's Custom node, in contract order (Docs/ParameterContract.md). */
	struct FContractInputRow
	{
		const TCHAR* InputName;
		const TCHAR* Parameter;
		/** Empty when the input is not animated: both Custom nodes read the same parameter. */
		const TCHAR* PrevParameter;
		EContractInputSource Source;
		float ScalarDefault;
		FLinearColor VectorDefault;
		/** The custom data float of a per-instance input (first of three for a vector), this frame and the previous. */
		int32 CustomData;
		int32 PrevCustomData;
	};

	/** A deformer's function: where it lives, what it includes, what it takes. */
	struct FDeformerFunction
	{
		const TCHAR* AssetName;
		const TCHAR* Code;
		const TCHAR* Description;
		TConstArrayView<FContractInputRow> Inputs;
	};

<#macro rows list>
<#list list as r>
		{ TEXT("${r.inputName()}"), TEXT("${r.parameter()}"), TEXT("${r.prevParameter()}"), EContractInputSource::${r.source()}, ${r.scalarDefault()}, <#if r.vectorParameter()>FLinearColor(<#list r.vectorDefault() as c>${lit.f(c)}, </#list>0.0f)<#else>FLinearColor::Black</#if>, ${r.customData()}, ${r.prevCustomData()} },
</#list>
</#macro>
	const FContractInputRow SplineDeformInputs[] =
	{
<@rows ue.splineFunctionInputs()/>
	};

	const FContractInputRow VelocityStretchInputs[] =
	{
<@rows ue.velocityFunctionInputs()/>
	};

	const FContractInputRow SplineAtlasDeformInputs[] =
	{
<@rows atlasFunctionInputs/>
	};

	const TCHAR* const SplineDeformCode = TEXT("${ue.editor().splineCode()}");
	const TCHAR* const VelocityStretchCode = TEXT("${ue.editor().velocityCode()}");
	const TCHAR* const SplineAtlasDeformCode = TEXT("${atlasCode}");

	FDeformerFunction Describe(E${plugin.name()}Deformer Deformer)
	{
		if (Deformer == E${plugin.name()}Deformer::SplineDeform)
		{
			return { TEXT("${plugin.splineDeformFunction()}"), SplineDeformCode,
				TEXT("Bends, squashes and stretches the mesh along a spline baked by USplineDeformComponent (${mathVersion}). Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${ue.editorSettingsNote()}: keep it 0 or above the deformation's reach."),
				MakeArrayView(SplineDeformInputs) };
		}
		if (Deformer == E${plugin.name()}Deformer::SplineAtlasDeform)
		{
			return { TEXT("${plugin.splineAtlasDeformFunction()}"), SplineAtlasDeformCode,
				TEXT("Many travellers in one instanced static mesh, each curve a row of the atlas, driven by U${plugin.name()}InstancedSplineTravelComponent (${mathVersion} section 8). Per-instance inputs come from PerInstanceCustomData; the material must be used with instanced static meshes. Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${ue.editorSettingsNote()}: at least the component's GetRequiredMaxWorldPositionOffset()."),
				MakeArrayView(SplineAtlasDeformInputs) };
		}
		return { TEXT("${plugin.velocityStretchFunction()}"), VelocityStretchCode,
			TEXT("Stretches the mesh along its velocity and squashes it on impact, driven by UVelocityStretchComponent (${mathVersion}). Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${ue.editorSettingsNote()}."),
			MakeArrayView(VelocityStretchInputs) };
	}

	/** The file behind the plugin's virtual shader path that Code includes, or empty. */
	FString IncludedShaderFile(const FString& Code)
	{
		const FString Include = TEXT("#include \"${plugin.shaderVirtualDir()}/");
		const int32 Start = Code.Find(Include);
		const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
		if (Start == INDEX_NONE || !Plugin.IsValid())
		{
			return FString();
		}
		const FString Rest = Code.RightChop(Start + Include.Len());
		const int32 End = Rest.Find(TEXT("\""));
		return End == INDEX_NONE ? FString() : FPaths::Combine(Plugin->GetBaseDir(), TEXT("Shaders"), Rest.Left(End));
	}

	/**
	 * A comment line naming the included shader's content hash. The include is not part of the shader key (5.3 hashes
	 * no include, 5.4+ only IncludeFilePaths), so a new .ush must change Code: a rebuild then recompiles every caller,
	 * and IsOutOfDate can tell that the function predates the plugin's shaders.
	 */
	FString ShaderStamp(const FString& Code)
	{
		FString Text;
		const FString File = IncludedShaderFile(Code);
		if (File.IsEmpty() || !FFileHelper::LoadFileToString(Text, *File))
		{
			return FString();
		}
		return FString::Printf(TEXT("\n// ${plugin.name()} shader %08X"), FCrc::StrCrc32(*Text));
	}

	/** Horizontal spacing of the generated graph's columns, in editor units. */
	constexpr int32 ColumnWidth = 320;
	constexpr int32 RowHeight = 90;

	template <typename TExpression>
	TExpression* AddExpression(UMaterialFunction& Function, int32 Column, int32 Row)
	{
		return Cast<TExpression>(UMaterialEditingLibrary::CreateMaterialExpressionInFunction(&Function,
			TExpression::StaticClass(), Column * ColumnWidth, Row * RowHeight));
	}

	/**
	 * The expression feeding one contract input: its parameter, its per-instance custom data float(s) (CustomData), or
	 * the shared local position for the vertex input.
	 */
	UMaterialExpression* AddSource(UMaterialFunction& Function, const FContractInputRow& Row, const TCHAR* Parameter,
		int32 CustomData, UMaterialExpression* LocalPosition, int32 Column, int32 RowIndex)
	{
		switch (Row.Source)
		{
		case EContractInputSource::InstanceScalar:
		{
			// The node, not a call in the Custom code, sets the material's per-instance custom data flag
			// (docs/engine-facts.md, fact ism-custom-data-material).
			UMaterialExpressionPerInstanceCustomData* Data = AddExpression<UMaterialExpressionPerInstanceCustomData>(Function, Column, RowIndex);
			Data->DataIndex = CustomData;
			Data->ConstDefaultValue = Row.ScalarDefault;
			return Data;
		}
		case EContractInputSource::InstanceVector:
		{
			UMaterialExpressionPerInstanceCustomData3Vector* Data = AddExpression<UMaterialExpressionPerInstanceCustomData3Vector>(Function, Column, RowIndex);
			Data->DataIndex = CustomData;
			return Data;
		}
		case EContractInputSource::LocalPosition:
			return LocalPosition;
		case EContractInputSource::Scalar:
		{
			UMaterialExpressionScalarParameter* Scalar = AddExpression<UMaterialExpressionScalarParameter>(Function, Column, RowIndex);
			Scalar->ParameterName = FName(Parameter);
			Scalar->DefaultValue = Row.ScalarDefault;
			Scalar->Group = FName(TEXT("${ue.editor().parameterGroup()}"));
			return Scalar;
		}
		case EContractInputSource::Vector:
		{
			UMaterialExpressionVectorParameter* Vector = AddExpression<UMaterialExpressionVectorParameter>(Function, Column, RowIndex);
			Vector->ParameterName = FName(Parameter);
			Vector->DefaultValue = Row.VectorDefault;
			Vector->Group = FName(TEXT("${ue.editor().parameterGroup()}"));
			// The contract's vectors are float3: mask RGB so the Custom node's parameter is MaterialFloat3.
			UMaterialExpressionComponentMask* Mask = AddExpression<UMaterialExpressionComponentMask>(Function, Column + 1, RowIndex);
			Mask->R = true;
			Mask->G = true;
			Mask->B = true;
			Mask->A = false;
			Mask->Input.Connect(0, Vector);
			return Mask;
		}
		case EContractInputSource::Texture:
		{
			UMaterialExpressionTextureObjectParameter* Texture = AddExpression<UMaterialExpressionTextureObjectParameter>(Function, Column, RowIndex);
			Texture->ParameterName = FName(Parameter);
			Texture->Group = FName(TEXT("${ue.editor().parameterGroup()}"));
			// A texture object needs a texture to compile; black stands in until the component binds its bake.
			Texture->Texture = LoadObject<UTexture2D>(nullptr, TEXT("/Engine/EngineResources/Black.Black"));
			return Texture;
		}
		}
		return nullptr;
	}

	/**
	 * One Custom node including the deformer's .ush; bPrevious feeds the animated inputs their previous-frame twins.
	 * SharedSources holds one entry per contract input (null until made).
	 */
	UMaterialExpressionCustom* AddCustomNode(UMaterialFunction& Function, const FDeformerFunction& Deformer,
		UMaterialExpression* LocalPosition, TArray<UMaterialExpression*>& SharedSources, bool bPrevious, int32 RowOffset)
	{
		UMaterialExpressionCustom* Custom = AddExpression<UMaterialExpressionCustom>(Function, 3, RowOffset);
		Custom->Code = FString(Deformer.Code) + ShaderStamp(Deformer.Code);
		Custom->OutputType = CMOT_Float3;
		Custom->Description = bPrevious ? FString(Deformer.AssetName) + TEXT(" (previous frame)") : FString(Deformer.AssetName);
		Custom->Inputs.Reset();
		for (int32 Index = 0; Index < Deformer.Inputs.Num(); ++Index)
		{
			const FContractInputRow& Row = Deformer.Inputs[Index];
			const bool bOwnSource = bPrevious && (Row.PrevParameter[0] != TEXT('\0') || Row.PrevCustomData != Row.CustomData);
			UMaterialExpression* Source = nullptr;
			if (bOwnSource)
			{
				Source = AddSource(Function, Row, Row.PrevParameter, Row.PrevCustomData, LocalPosition, 1, RowOffset + Index);
			}
			else if (SharedSources[Index] != nullptr)
			{
				Source = SharedSources[Index];
			}
			else
			{
				Source = AddSource(Function, Row, Row.Parameter, Row.CustomData, LocalPosition, 0, RowOffset + Index);
				SharedSources[Index] = Source;
			}
			FCustomInput& Input = Custom->Inputs.AddDefaulted_GetRef();
			Input.InputName = FName(Row.InputName);
			Input.Input.Connect(0, Source);
		}
		Custom->PostEditChange();
		return Custom;
	}

	/**
	 * The Ids of a function's inputs and outputs by name. Calls to the function reconnect by Id, so a rebuild gives the
	 * new nodes the old Ids and every material that calls the function stays connected.
	 */
	struct FFunctionPinIds
	{
		TArray<TPair<FName, FGuid>> Inputs;
		TArray<TPair<FName, FGuid>> Outputs;

		void Read(const UMaterialFunction& Function)
		{
			for (UMaterialExpression* Expression : Function.GetExpressions())
			{
				if (const UMaterialExpressionFunctionInput* Input = Cast<UMaterialExpressionFunctionInput>(Expression))
				{
					Inputs.Add(TPair<FName, FGuid>(Input->InputName, Input->Id));
				}
				else if (const UMaterialExpressionFunctionOutput* Output = Cast<UMaterialExpressionFunctionOutput>(Expression))
				{
					Outputs.Add(TPair<FName, FGuid>(Output->OutputName, Output->Id));
				}
			}
		}

		void Apply(UMaterialFunction& Function) const
		{
			for (UMaterialExpression* Expression : Function.GetExpressions())
			{
				if (UMaterialExpressionFunctionInput* Input = Cast<UMaterialExpressionFunctionInput>(Expression))
				{
					for (const TPair<FName, FGuid>& Pin : Inputs)
					{
						Input->Id = Pin.Key == Input->InputName ? Pin.Value : Input->Id;
					}
				}
				else if (UMaterialExpressionFunctionOutput* Output = Cast<UMaterialExpressionFunctionOutput>(Expression))
				{
					for (const TPair<FName, FGuid>& Pin : Outputs)
					{
						Output->Id = Pin.Key == Output->OutputName ? Pin.Value : Output->Id;
					}
				}
			}
		}
	};

	/** Deletes every expression of Function. The library's DeleteAllMaterialExpressionsInFunction skips every other one. */
	void DeleteAllExpressions(UMaterialFunction& Function)
	{
		TArray<UMaterialExpression*> Expressions;
		for (UMaterialExpression* Expression : Function.GetExpressions())
		{
			Expressions.Add(Expression);
		}
		for (UMaterialExpression* Expression : Expressions)
		{
			UMaterialEditingLibrary::DeleteMaterialExpressionInFunction(&Function, Expression);
		}
	}

	void BuildGraph(UMaterialFunction& Function, const FDeformerFunction& Deformer)
	{
		// The vertex in the mesh's local space: world position without any shader offset, transformed to local.
		UMaterialExpressionWorldPosition* WorldPosition = AddExpression<UMaterialExpressionWorldPosition>(Function, -2, 0);
		WorldPosition->WorldPositionShaderOffset = WPT_ExcludeAllShaderOffsets;
		UMaterialExpressionTransformPosition* LocalPosition = AddExpression<UMaterialExpressionTransformPosition>(Function, -1, 0);
		LocalPosition->TransformSourceType = TRANSFORMPOSSOURCE_World;
		LocalPosition->TransformType = TRANSFORMPOSSOURCE_Local;
		LocalPosition->Input.Connect(0, WorldPosition);

		// One parameter expression per contract input, shared by both Custom nodes except for the animated inputs.
		TArray<UMaterialExpression*> SharedSources;
		SharedSources.SetNumZeroed(Deformer.Inputs.Num());
		UMaterialExpressionCustom* Current = AddCustomNode(Function, Deformer, LocalPosition, SharedSources, false, 0);
		UMaterialExpressionCustom* Previous = AddCustomNode(Function, Deformer, LocalPosition, SharedSources, true, Deformer.Inputs.Num() + 1);

		// The velocity pass evaluates the previous-frame branch, so motion vectors follow the deformation.
		UMaterialExpressionPreviousFrameSwitch* Switch = AddExpression<UMaterialExpressionPreviousFrameSwitch>(Function, 4, 0);
		Switch->GetInput(0)->Connect(0, Current);
		Switch->GetInput(1)->Connect(0, Previous);

		// The offset is a local vector: rotate and scale it to world, no translation.
		UMaterialExpressionTransform* ToWorld = AddExpression<UMaterialExpressionTransform>(Function, 5, 0);
		ToWorld->TransformSourceType = TRANSFORMSOURCE_Local;
		ToWorld->TransformType = TRANSFORM_World;
		ToWorld->Input.Connect(0, Switch);

		UMaterialExpressionFunctionInput* ExistingWpo = AddExpression<UMaterialExpressionFunctionInput>(Function, 5, 2);
		ExistingWpo->InputName = TEXT("ExistingWPO");
		ExistingWpo->ValidateName();
		ExistingWpo->Description = TEXT("World Position Offset the material already had; added to the deformation. Leave unconnected for none.");
		ExistingWpo->InputType = FunctionInput_Vector3;
		ExistingWpo->bUsePreviewValueAsDefault = true;
		ExistingWpo->SortPriority = 0;

		UMaterialExpressionAdd* Sum = AddExpression<UMaterialExpressionAdd>(Function, 6, 0);
		Sum->A.Connect(0, ToWorld);
		Sum->B.Connect(0, ExistingWpo);

		UMaterialExpressionFunctionOutput* Output = AddExpression<UMaterialExpressionFunctionOutput>(Function, 7, 0);
		Output->OutputName = TEXT("WorldPositionOffset");
		Output->ValidateName();
		Output->Description = Deformer.Description;
		Output->SortPriority = 0;
		Output->GetInput(0)->Connect(0, Sum);
	}
}

FString ${ue.editor().functions()}::PackageName(E${plugin.name()}Deformer Deformer)
{
	return FString(TEXT("${plugin.contentDir()}/")) + Describe(Deformer).AssetName;
}

UMaterialFunction* ${ue.editor().functions()}::Find(E${plugin.name()}Deformer Deformer)
{
	const FString Package = PackageName(Deformer);
	const FString ObjectPath = Package + TEXT(".") + FPackageName::GetShortName(Package);
	return LoadObject<UMaterialFunction>(nullptr, *ObjectPath, nullptr, LOAD_NoWarn | LOAD_Quiet);
}

UMaterialFunction* ${ue.editor().functions()}::Build(E${plugin.name()}Deformer Deformer, FString& OutError)
{
	const FDeformerFunction Description = Describe(Deformer);
	UMaterialFunction* Function = Find(Deformer);
	FFunctionPinIds PinIds;
	if (Function == nullptr)
	{
		UPackage* Package = CreatePackage(*PackageName(Deformer));
		if (Package == nullptr)
		{
			OutError = FString::Printf(TEXT("cannot create package %s"), *PackageName(Deformer));
			return nullptr;
		}
		Function = NewObject<UMaterialFunction>(Package, Description.AssetName, RF_Public | RF_Standalone | RF_Transactional);
		FAssetRegistryModule::AssetCreated(Function);
	}
	else
	{
		Function->Modify();
		PinIds.Read(*Function);
		DeleteAllExpressions(*Function);
	}

	Function->Description = Description.Description;
	Function->bExposeToLibrary = true;
	Function->LibraryCategoriesText.Reset();
	Function->LibraryCategoriesText.Add(NSLOCTEXT("${plugin.editorModule()}", "LibraryCategory", "${ue.editor().parameterGroup()}"));
	BuildGraph(*Function, Description);
	PinIds.Apply(*Function);
	UMaterialEditingLibrary::UpdateMaterialFunction(Function, nullptr);
	Function->MarkPackageDirty();
	return Function;
}

bool ${ue.editor().functions()}::SaveAsset(UObject& Asset, FString& OutError)
{
	UPackage* Package = Asset.GetPackage();
	const FString FileName = FPackageName::LongPackageNameToFilename(Package->GetName(), FPackageName::GetAssetPackageExtension());
	FSavePackageArgs Args;
	Args.TopLevelFlags = RF_Public | RF_Standalone;
	// Errors are reported (to the editor's warning output), not suppressed.
	Args.SaveFlags = SAVE_None;
	Args.Error = GWarn;
	if (!UPackage::SavePackage(Package, &Asset, *FileName, Args))
	{
		OutError = FString::Printf(TEXT("cannot save %s to %s"), *Package->GetName(), *FileName);
		return false;
	}
	return true;
}

bool ${ue.editor().functions()}::BuildAndSaveAll(FString& OutError)
{
	for (const E${plugin.name()}Deformer Deformer : { E${plugin.name()}Deformer::SplineDeform, E${plugin.name()}Deformer::VelocityStretch, E${plugin.name()}Deformer::SplineAtlasDeform })
	{
		UMaterialFunction* Function = Build(Deformer, OutError);
		if (Function == nullptr || !SaveAsset(*Function, OutError))
		{
			return false;
		}
		UE_LOG(Log${plugin.editorModule()}, Display, TEXT("Built and saved %s"), *Function->GetPathName());
	}
	return true;
}

bool ${ue.editor().functions()}::IsOutOfDate(E${plugin.name()}Deformer Deformer)
{
	const UMaterialFunction* Function = Find(Deformer);
	if (Function == nullptr)
	{
		return false;
	}
	const FString Code = CustomNodeCode(Deformer);
	const FString Expected = Code + ShaderStamp(Code);
	for (UMaterialExpression* Expression : Function->GetExpressions())
	{
		const UMaterialExpressionCustom* Custom = Cast<UMaterialExpressionCustom>(Expression);
		if (Custom != nullptr && Custom->Code != Expected)
		{
			return true;
		}
	}
	return false;
}

TArray<FName> ${ue.editor().functions()}::ExposedParameterNames(E${plugin.name()}Deformer Deformer)
{
	TArray<FName> Names;
	for (const FContractInputRow& Row : Describe(Deformer).Inputs)
	{
		// The vertex and the per-instance inputs are no material parameters.
		if (Row.Source == EContractInputSource::LocalPosition || Row.Source == EContractInputSource::InstanceScalar
			|| Row.Source == EContractInputSource::InstanceVector)
		{
			continue;
		}
		Names.Add(FName(Row.Parameter));
		if (Row.PrevParameter[0] != TEXT('\0'))
		{
			Names.Add(FName(Row.PrevParameter));
		}
	}
	return Names;
}

const TCHAR* ${ue.editor().functions()}::CustomNodeCode(E${plugin.name()}Deformer Deformer)
{
	return Describe(Deformer).Code;
}
