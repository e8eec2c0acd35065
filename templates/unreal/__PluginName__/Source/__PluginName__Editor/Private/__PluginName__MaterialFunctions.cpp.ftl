// ${notice}

#include "${plugin.name()}MaterialFunctions.h"

#include "${plugin.name()}EditorCore.h"
#include "${plugin.name()}EditorModule.h"
#include "AssetRegistry/AssetRegistryModule.h"
#include "Engine/Texture2D.h"
#include "FileHelpers.h"
#include "MaterialEditingLibrary.h"
#include "Materials/MaterialExpressionAdd.h"
#include "Materials/MaterialExpressionComponentMask.h"
#include "Materials/MaterialExpressionAppendVector.h"
#include "Materials/MaterialExpressionConstant.h"
#include "Materials/MaterialExpressionConstant3Vector.h"
#include "Materials/MaterialExpressionCustom.h"
#include "Materials/MaterialExpressionDotProduct.h"
#include "Materials/MaterialExpressionNormalize.h"
#include "Materials/MaterialExpressionPreSkinnedNormal.h"
#include "Materials/MaterialExpressionVertexInterpolator.h"
#include "Materials/MaterialExpressionVertexTangentWS.h"
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
#include "Misc/FileHelper.h"
#include "Misc/PackageName.h"
#include "Misc/Paths.h"
#include "ScopedTransaction.h"
#include "ShaderCore.h"
#include "UObject/Package.h"

#define LOCTEXT_NAMESPACE "${plugin.name()}MaterialFunctions"

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
		/** The normal node's Code (math spec §8), or null when the function wires no normals (spec normals: off). */
		const TCHAR* NormalCode;
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
	const TCHAR* const SplineDeformNormalCode = TEXT("${ue.editor().splineNormalCode()}");
	const TCHAR* const VelocityStretchNormalCode = TEXT("${ue.editor().velocityNormalCode()}");
	const TCHAR* const SplineAtlasDeformCode = TEXT("${atlasCode}");

	FDeformerFunction Describe(E${plugin.name()}Deformer Deformer)
	{
		if (Deformer == E${plugin.name()}Deformer::SplineDeform)
		{
			return { TEXT("${plugin.splineDeformFunction()}"), SplineDeformCode,
				TEXT("Bends, squashes and stretches the mesh along a spline baked by ${ue.splineComponent()} (${mathVersion}). Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${ue.editorSettingsNote()}: keep it 0 or above the deformation's reach."),
				MakeArrayView(SplineDeformInputs), <#if ue.editor().normals()>SplineDeformNormalCode<#else>nullptr</#if> };
		}
		if (Deformer == E${plugin.name()}Deformer::SplineAtlasDeform)
		{
			return { TEXT("${plugin.splineAtlasDeformFunction()}"), SplineAtlasDeformCode,
				TEXT("Many travellers in one instanced static mesh, each curve a row of the atlas, driven by U${plugin.name()}InstancedSplineTravelComponent (${mathVersion} section 8). Per-instance inputs come from PerInstanceCustomData; the material must be used with instanced static meshes. Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${ue.editorSettingsNote()}: at least the component's GetRequiredMaxWorldPositionOffset()."),
				MakeArrayView(SplineAtlasDeformInputs), nullptr };
		}
		return { TEXT("${plugin.velocityStretchFunction()}"), VelocityStretchCode,
			TEXT("Stretches the mesh along its velocity and squashes it on impact, driven by ${ue.velocityComponent()} (${mathVersion}). Plug the output into World Position Offset; wire any existing WPO into ExistingWPO. ${ue.editorSettingsNote()}."),
			MakeArrayView(VelocityStretchInputs), VelocityStretchNormalCode };
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
	 * The comment line naming the content hash of the .ush that Code includes; false when the file cannot be read.
	 * The include is not part of the shader key (docs/engine-facts.md, custom-include-not-in-key), so the stamp is how
	 * Check tells that a saved function predates the current .ush; the rebuild it asks for gives the function a new
	 * StateId, which is part of every caller's key (function-state-id).
	 */
	bool ShaderStamp(const FString& Code, FString& OutStamp)
	{
		TArray<uint8> Bytes;
		const FString File = IncludedShaderFile(Code);
		if (File.IsEmpty() || !FFileHelper::LoadFileToArray(Bytes, *File, FILEREAD_Silent))
		{
			return false;
		}
		TCHAR Stamp[F${plugin.name()}EditorCore::StampLength + 1];
		F${plugin.name()}EditorCore::WriteStamp(F${plugin.name()}EditorCore::HashShader(Bytes.GetData(), Bytes.Num()), Stamp);
		OutStamp = Stamp;
		return true;
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
	UMaterialExpressionCustom* AddCustomNode(UMaterialFunction& Function, const FDeformerFunction& Deformer, const FString& Code,
		UMaterialExpression* LocalPosition, TArray<UMaterialExpression*>& SharedSources, bool bPrevious, int32 RowOffset)
	{
		UMaterialExpressionCustom* Custom = AddExpression<UMaterialExpressionCustom>(Function, 3, RowOffset);
		Custom->Code = Code;
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

	/**
	 * One normal node (math spec §8): the deformer's normal .ush with the current frame's contract inputs, plus the rest
	 * direction and whether it is a tangent. Returns the deformed unit direction in local space.
	 */
	UMaterialExpressionCustom* AddNormalNode(UMaterialFunction& Function, const FDeformerFunction& Deformer, const FString& NormalCode,
		const TArray<UMaterialExpression*>& SharedSources, UMaterialExpression* Direction, bool bTangent, int32 Row)
	{
		UMaterialExpressionCustom* Custom = AddExpression<UMaterialExpressionCustom>(Function, 3, Row);
		Custom->Code = NormalCode;
		Custom->OutputType = CMOT_Float3;
		Custom->Description = FString(Deformer.AssetName) + (bTangent ? TEXT(" (tangent)") : TEXT(" (normal)"));
		Custom->Inputs.Reset();
		for (int32 Index = 0; Index < Deformer.Inputs.Num(); ++Index)
		{
			FCustomInput& Input = Custom->Inputs.AddDefaulted_GetRef();
			Input.InputName = FName(Deformer.Inputs[Index].InputName);
			Input.Input.Connect(0, SharedSources[Index]);
		}
		UMaterialExpressionConstant* IsTangent = AddExpression<UMaterialExpressionConstant>(Function, 2, Row + 1);
		IsTangent->R = bTangent ? 1.0f : 0.0f;
		FCustomInput& DirectionInput = Custom->Inputs.AddDefaulted_GetRef();
		DirectionInput.InputName = FName(TEXT("${ue.editor().directionInput()}"));
		DirectionInput.Input.Connect(0, Direction);
		FCustomInput& KindInput = Custom->Inputs.AddDefaulted_GetRef();
		KindInput.InputName = FName(TEXT("${ue.editor().directionIsTangentInput()}"));
		KindInput.Input.Connect(0, IsTangent);
		Custom->PostEditChange();
		return Custom;
	}

	/**
	 * Math spec §8 in the graph: the rest normal and tangent in local space, the two normal nodes, then to world space
	 * (a normal by the inverse transpose: component i is dot(n, WorldToLocal(e_i)); a tangent by the local-to-world
	 * vector transform), carried to the pixel stage by vertex interpolators. There an optional tangent-space normal map
	 * is combined through the deformed basis, and the result leaves both in world space and in the rest tangent space
	 * the Normal input takes by default (WPO does not change the pixel's tangent basis).
	 */
	void BuildNormalGraph(UMaterialFunction& Function, const FDeformerFunction& Deformer, const FString& NormalCode,
		const TArray<UMaterialExpression*>& SharedSources, int32 Row)
	{
		UMaterialExpressionPreSkinnedNormal* RestNormal = AddExpression<UMaterialExpressionPreSkinnedNormal>(Function, 1, Row);
		UMaterialExpressionVertexTangentWS* TangentWS = AddExpression<UMaterialExpressionVertexTangentWS>(Function, 0, Row + 2);
		UMaterialExpressionTransform* RestTangent = AddExpression<UMaterialExpressionTransform>(Function, 1, Row + 2);
		RestTangent->TransformSourceType = TRANSFORMSOURCE_World;
		RestTangent->TransformType = TRANSFORM_Local;
		RestTangent->Input.Connect(0, TangentWS);

		UMaterialExpressionCustom* Normal = AddNormalNode(Function, Deformer, NormalCode, SharedSources, RestNormal, false, Row);
		UMaterialExpressionCustom* Tangent = AddNormalNode(Function, Deformer, NormalCode, SharedSources, RestTangent, true, Row + 2);

		// A normal is a covector: world = M^-T local, whose component i is dot(local, M^-1 e_i).
		UMaterialExpression* Components[3] = {};
		for (int32 Axis = 0; Axis < 3; ++Axis)
		{
			UMaterialExpressionConstant3Vector* Basis = AddExpression<UMaterialExpressionConstant3Vector>(Function, 4, Row + 4 + Axis);
			Basis->Constant = FLinearColor(Axis == 0 ? 1.0f : 0.0f, Axis == 1 ? 1.0f : 0.0f, Axis == 2 ? 1.0f : 0.0f, 0.0f);
			UMaterialExpressionTransform* ToLocal = AddExpression<UMaterialExpressionTransform>(Function, 5, Row + 4 + Axis);
			ToLocal->TransformSourceType = TRANSFORMSOURCE_World;
			ToLocal->TransformType = TRANSFORM_Local;
			ToLocal->Input.Connect(0, Basis);
			UMaterialExpressionDotProduct* Dot = AddExpression<UMaterialExpressionDotProduct>(Function, 6, Row + 4 + Axis);
			Dot->A.Connect(0, Normal);
			Dot->B.Connect(0, ToLocal);
			Components[Axis] = Dot;
		}
		UMaterialExpressionAppendVector* NormalXY = AddExpression<UMaterialExpressionAppendVector>(Function, 7, Row + 4);
		NormalXY->A.Connect(0, Components[0]);
		NormalXY->B.Connect(0, Components[1]);
		UMaterialExpressionAppendVector* NormalXYZ = AddExpression<UMaterialExpressionAppendVector>(Function, 7, Row + 5);
		NormalXYZ->A.Connect(0, NormalXY);
		NormalXYZ->B.Connect(0, Components[2]);
		UMaterialExpressionNormalize* NormalWS = AddExpression<UMaterialExpressionNormalize>(Function, 8, Row + 4);
		NormalWS->VectorInput.Connect(0, NormalXYZ);
		UMaterialExpressionTransform* TangentToWorld = AddExpression<UMaterialExpressionTransform>(Function, 4, Row + 2);
		TangentToWorld->TransformSourceType = TRANSFORMSOURCE_Local;
		TangentToWorld->TransformType = TRANSFORM_World;
		TangentToWorld->Input.Connect(0, Tangent);
		UMaterialExpressionNormalize* TangentWorld = AddExpression<UMaterialExpressionNormalize>(Function, 5, Row + 2);
		TangentWorld->VectorInput.Connect(0, TangentToWorld);

		// Computed per vertex, read per pixel.
		UMaterialExpressionVertexInterpolator* NormalPixel = AddExpression<UMaterialExpressionVertexInterpolator>(Function, 9, Row + 4);
		NormalPixel->Input.Connect(0, NormalWS);
		UMaterialExpressionVertexInterpolator* TangentPixel = AddExpression<UMaterialExpressionVertexInterpolator>(Function, 9, Row + 2);
		TangentPixel->Input.Connect(0, TangentWorld);

		UMaterialExpressionFunctionInput* NormalMap = AddExpression<UMaterialExpressionFunctionInput>(Function, 9, Row + 6);
		NormalMap->InputName = TEXT("NormalMap");
		NormalMap->ValidateName();
		NormalMap->Description = TEXT("Optional tangent-space normal map value; it is applied through the deformed tangent basis. Leave unconnected for none.");
		NormalMap->InputType = FunctionInput_Vector3;
		NormalMap->bUsePreviewValueAsDefault = true;
		NormalMap->SortPriority = 1;

		// Pixel stage: the normal map through the deformed basis (an unconnected map reads 0 and means flat).
		UMaterialExpressionCustom* Combine = AddExpression<UMaterialExpressionCustom>(Function, 10, Row + 4);
		Combine->Code = TEXT("const float3 Map = dot(NormalMap, NormalMap) > 1e-8 ? NormalMap : float3(0.0, 0.0, 1.0);\n")
			TEXT("return normalize(Map.x * Tangent + Map.y * cross(Normal, Tangent) + Map.z * Normal);");
		Combine->OutputType = CMOT_Float3;
		Combine->Description = TEXT("Normal map through the deformed tangent basis");
		Combine->Inputs.Reset();
		const TPair<const TCHAR*, UMaterialExpression*> CombineInputs[] = {
			{ TEXT("NormalMap"), NormalMap }, { TEXT("Normal"), NormalPixel }, { TEXT("Tangent"), TangentPixel } };
		for (const TPair<const TCHAR*, UMaterialExpression*>& Pin : CombineInputs)
		{
			FCustomInput& Input = Combine->Inputs.AddDefaulted_GetRef();
			Input.InputName = FName(Pin.Key);
			Input.Input.Connect(0, Pin.Value);
		}
		Combine->PostEditChange();

		UMaterialExpressionTransform* ToTangent = AddExpression<UMaterialExpressionTransform>(Function, 11, Row + 4);
		ToTangent->TransformSourceType = TRANSFORMSOURCE_World;
		ToTangent->TransformType = TRANSFORM_Tangent;
		ToTangent->Input.Connect(0, Combine);

		UMaterialExpressionFunctionOutput* TangentSpaceOutput = AddExpression<UMaterialExpressionFunctionOutput>(Function, 12, Row + 4);
		TangentSpaceOutput->OutputName = TEXT("Normal");
		TangentSpaceOutput->ValidateName();
		TangentSpaceOutput->Description = TEXT("The deformed normal (math spec section 8) in the mesh's tangent space: plug into Normal (the material's default, Tangent Space Normal on).");
		TangentSpaceOutput->SortPriority = 1;
		TangentSpaceOutput->GetInput(0)->Connect(0, ToTangent);

		UMaterialExpressionFunctionOutput* WorldOutput = AddExpression<UMaterialExpressionFunctionOutput>(Function, 12, Row + 6);
		WorldOutput->OutputName = TEXT("NormalWS");
		WorldOutput->ValidateName();
		WorldOutput->Description = TEXT("The deformed normal in world space: plug into Normal of a material with Tangent Space Normal off.");
		WorldOutput->SortPriority = 2;
		WorldOutput->GetInput(0)->Connect(0, Combine);
	}

	/** Code and NormalCode: the Custom nodes' Code, each with its shader's stamp (NormalCode empty without normals). */
	void BuildGraph(UMaterialFunction& Function, const FDeformerFunction& Deformer, const FString& Code,
		const FString& NormalCode)
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
		UMaterialExpressionCustom* Current = AddCustomNode(Function, Deformer, Code, LocalPosition, SharedSources, false, 0);
		UMaterialExpressionCustom* Previous = AddCustomNode(Function, Deformer, Code, LocalPosition, SharedSources, true, Deformer.Inputs.Num() + 1);

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

		if (!NormalCode.IsEmpty())
		{
			BuildNormalGraph(Function, Deformer, NormalCode, SharedSources, 2 * (Deformer.Inputs.Num() + 1) + 2);
		}
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
	FString Stamp;
	if (!ShaderStamp(Description.Code, Stamp))
	{
		OutError = FString::Printf(TEXT("cannot read the shader that %s includes (%s)"), Description.AssetName, *IncludedShaderFile(Description.Code));
		return nullptr;
	}
	FString NormalCode;
	if (Description.NormalCode != nullptr)
	{
		FString NormalStamp;
		if (!ShaderStamp(Description.NormalCode, NormalStamp))
		{
			OutError = FString::Printf(TEXT("cannot read the shader that %s includes (%s)"), Description.AssetName, *IncludedShaderFile(Description.NormalCode));
			return nullptr;
		}
		NormalCode = FString(Description.NormalCode) + NormalStamp;
	}
	// Undoable in the editor like any asset edit; the engine ignores the transaction in commandlets.
	const FScopedTransaction Transaction(FText::Format(LOCTEXT("BuildFunction", "Build {0}"), FText::FromString(Description.AssetName)));
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
	BuildGraph(*Function, Description, FString(Description.Code) + Stamp, NormalCode);
	PinIds.Apply(*Function);
	UMaterialEditingLibrary::UpdateMaterialFunction(Function, nullptr);
	Function->MarkPackageDirty();
	return Function;
}

bool ${ue.editor().functions()}::SaveAsset(UObject& Asset, FString& OutError)
{
	// The editor's own save without a dialog: checks the file out of source control (or marks a new one for add),
	// saves, and logs the engine's reason on failure (docs/engine-facts.md, editor-save-packages).
	UPackage* Package = Asset.GetPackage();
	if (!UEditorLoadingAndSavingUtils::SavePackages({ Package }, false))
	{
		OutError = FString::Printf(TEXT("cannot save %s (is its file checked out or writable? see the log)"), *Package->GetName());
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

E${plugin.name()}FunctionAction ${ue.editor().functions()}::Check(E${plugin.name()}Deformer Deformer)
{
	const UMaterialFunction* Function = Find(Deformer);
	const FString Code = CustomNodeCode(Deformer);
	FString Stamp;
	const bool bShaderReadable = ShaderStamp(Code, Stamp);
	const FString Expected = Code + Stamp;
	// The normal and tangent nodes (math spec §8) include their own .ush: a second family of two nodes, decided alike.
	const TCHAR* NormalCode = Describe(Deformer).NormalCode;
	FString NormalStamp;
	const bool bNormalReadable = NormalCode == nullptr || ShaderStamp(NormalCode, NormalStamp);
	const FString NormalExpected = NormalCode != nullptr ? FString(NormalCode) + NormalStamp : FString();
	TArray<const TCHAR*> Codes;
	TArray<const TCHAR*> NormalCodes;
	if (Function != nullptr)
	{
		for (UMaterialExpression* Expression : Function->GetExpressions())
		{
			const UMaterialExpressionCustom* Custom = Cast<UMaterialExpressionCustom>(Expression);
			// Nodes without an include (the normal-map combine) are not built from a .ush.
			if (Custom == nullptr || !Custom->Code.Contains(TEXT("#include")))
			{
				continue;
			}
			(NormalCode != nullptr && Custom->Code.Contains(NormalCode) ? NormalCodes : Codes).Add(*Custom->Code);
		}
	}
	const E${plugin.name()}FunctionAction Action =
		F${plugin.name()}EditorCore::Decide(Function != nullptr, bShaderReadable, Codes.GetData(), Codes.Num(), *Expected);
	if (Action != E${plugin.name()}FunctionAction::Keep)
	{
		return Action;
	}
	if (NormalCode == nullptr)
	{
		// Normals turned off in the spec: a function still holding normal nodes is rebuilt without them.
		return NormalCodes.Num() == 0 ? Action : E${plugin.name()}FunctionAction::Rebuild;
	}
	return F${plugin.name()}EditorCore::Decide(true, bNormalReadable, NormalCodes.GetData(), NormalCodes.Num(), *NormalExpected);
}

int32 ${ue.editor().functions()}::RebuildOutOfDate(uint32 DeformerMask, TArray<FString>& OutErrors)
{
	int32 Rebuilt = 0;
	bool bFlushed = false;
	for (const E${plugin.name()}Deformer Deformer : { E${plugin.name()}Deformer::SplineDeform, E${plugin.name()}Deformer::VelocityStretch, E${plugin.name()}Deformer::SplineAtlasDeform })
	{
		if ((DeformerMask & (1u << static_cast<uint32>(Deformer))) == 0)
		{
			continue;
		}
		const E${plugin.name()}FunctionAction Action = Check(Deformer);
		if (Action == E${plugin.name()}FunctionAction::ShaderUnreadable)
		{
			OutErrors.Add(FString::Printf(TEXT("%s: the shader it includes cannot be read; kept as built"), *PackageName(Deformer)));
		}
		if (Action != E${plugin.name()}FunctionAction::Rebuild)
		{
			continue;
		}
		if (!bFlushed)
		{
			// The engine caches shader files by path; without this the recompiles read the old .ush (shader-file-cache).
			FlushShaderFileCache();
			bFlushed = true;
		}
		FString Error;
		if (Build(Deformer, Error) == nullptr)
		{
			OutErrors.Add(FString::Printf(TEXT("%s: %s"), *PackageName(Deformer), *Error));
			continue;
		}
		++Rebuilt;
	}
	return Rebuilt;
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

#undef LOCTEXT_NAMESPACE
