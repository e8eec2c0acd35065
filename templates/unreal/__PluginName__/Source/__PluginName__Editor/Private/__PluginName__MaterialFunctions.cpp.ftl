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
#include "Materials/MaterialExpressionFunctionInput.h"
#include "Materials/MaterialExpressionFunctionOutput.h"
#include "Materials/MaterialExpressionPreviousFrameSwitch.h"
#include "Materials/MaterialExpressionScalarParameter.h"
#include "Materials/MaterialExpressionTextureObjectParameter.h"
#include "Materials/MaterialExpressionTransform.h"
#include "Materials/MaterialExpressionTransformPosition.h"
#include "Materials/MaterialExpressionTextureCoordinate.h"
#include "Materials/MaterialExpressionVectorParameter.h"
#include "Materials/MaterialExpressionVertexColor.h"
#include "Materials/MaterialExpressionWorldPosition.h"
#include "Materials/MaterialFunction.h"
#include "HAL/FileManager.h"
#include "Templates/UniquePtr.h"
#include "UObject/UnrealType.h"
#include "Interfaces/IPluginManager.h"
#include "Misc/FileHelper.h"
#include "Misc/PackageName.h"
#include "Misc/Paths.h"
#include "ShaderCore.h"
#include "UObject/Package.h"

#define LOCTEXT_NAMESPACE "${plugin.name()}MaterialFunctions"

namespace
{
	using FGraph = F${plugin.name()}FunctionGraph;
	using EKind = E${plugin.name()}GraphNodeKind;
	using ESpace = E${plugin.name()}GraphSpace;

	/** Every deformer, in value order. */
	constexpr E${plugin.name()}Deformer AllDeformers[] = { E${plugin.name()}Deformer::SplineDeform, E${plugin.name()}Deformer::VelocityStretch, E${plugin.name()}Deformer::SplineAtlasDeform };

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
	 * The comment line naming the content hash of the .ush that Code includes, with Graph's hash folded in; false when
	 * the file cannot be read. The include is not part of the shader key (docs/engine-facts.md,
	 * custom-include-not-in-key), so the stamp is how Check tells that a saved function predates the current .ush or
	 * the current graph (a plugin update); the rebuild it asks for gives the function a new StateId, which is part of
	 * every caller's key (function-state-id).
	 */
	bool ShaderStamp(const FString& Code, const F${plugin.name()}FunctionGraph& Graph, FString& OutStamp)
	{
		TArray<uint8> Bytes;
		const FString File = IncludedShaderFile(Code);
		if (File.IsEmpty() || !FFileHelper::LoadFileToArray(Bytes, *File, FILEREAD_Silent))
		{
			return false;
		}
		TCHAR Stamp[F${plugin.name()}EditorCore::StampLength + 1];
		F${plugin.name()}EditorCore::WriteStamp(F${plugin.name()}EditorCore::HashGraph(Graph,
			F${plugin.name()}EditorCore::HashShader(Bytes.GetData(), Bytes.Num())), Stamp);
		OutStamp = Stamp;
		return true;
	}

	/** Spacing of the generated graph's grid, in editor units. */
	constexpr int32 ColumnWidth = 320;
	constexpr int32 RowHeight = 90;

	/**
	 * The engine class of a node kind. The per-instance custom data classes are not exported from the Engine module
	 * (no MinimalAPI: their StaticClass does not link), so they are found by name (fact ism-custom-data-material).
	 */
	UClass* ExpressionClass(EKind Kind)
	{
		switch (Kind)
		{
		case EKind::WorldPosition: return UMaterialExpressionWorldPosition::StaticClass();
		case EKind::TransformPosition: return UMaterialExpressionTransformPosition::StaticClass();
		case EKind::Transform: return UMaterialExpressionTransform::StaticClass();
		case EKind::ScalarParameter: return UMaterialExpressionScalarParameter::StaticClass();
		case EKind::VectorParameter: return UMaterialExpressionVectorParameter::StaticClass();
		case EKind::TextureObjectParameter: return UMaterialExpressionTextureObjectParameter::StaticClass();
		case EKind::ComponentMask: return UMaterialExpressionComponentMask::StaticClass();
		case EKind::PerInstanceCustomData: return FindObject<UClass>(nullptr, TEXT("/Script/Engine.MaterialExpressionPerInstanceCustomData"));
		case EKind::PerInstanceCustomData3Vector: return FindObject<UClass>(nullptr, TEXT("/Script/Engine.MaterialExpressionPerInstanceCustomData3Vector"));
		case EKind::Custom: return UMaterialExpressionCustom::StaticClass();
		case EKind::PreviousFrameSwitch: return UMaterialExpressionPreviousFrameSwitch::StaticClass();
		case EKind::FunctionInput: return UMaterialExpressionFunctionInput::StaticClass();
		case EKind::FunctionOutput: return UMaterialExpressionFunctionOutput::StaticClass();
		case EKind::Add: return UMaterialExpressionAdd::StaticClass();
		case EKind::PreSkinnedNormal: return UMaterialExpressionPreSkinnedNormal::StaticClass();
		case EKind::VertexTangentWS: return UMaterialExpressionVertexTangentWS::StaticClass();
		case EKind::Constant: return UMaterialExpressionConstant::StaticClass();
		case EKind::Constant3Vector: return UMaterialExpressionConstant3Vector::StaticClass();
		case EKind::DotProduct: return UMaterialExpressionDotProduct::StaticClass();
		case EKind::AppendVector: return UMaterialExpressionAppendVector::StaticClass();
		case EKind::Normalize: return UMaterialExpressionNormalize::StaticClass();
		case EKind::VertexInterpolator: return UMaterialExpressionVertexInterpolator::StaticClass();
		case EKind::VertexColor: return UMaterialExpressionVertexColor::StaticClass();
		case EKind::TextureCoordinate: return UMaterialExpressionTextureCoordinate::StaticClass();
		}
		return nullptr;
	}

	/** The engine's position space; the enumerators' values differ between versions (5.5 added PeriodicWorld). */
	EMaterialPositionTransformSource PositionSpace(ESpace Space)
	{
		switch (Space)
		{
		case ESpace::World: return TRANSFORMPOSSOURCE_World;
		case ESpace::Instance: return TRANSFORMPOSSOURCE_Instance;
		case ESpace::Local:
		case ESpace::Tangent:
		case ESpace::None:
			break;
		}
		return TRANSFORMPOSSOURCE_Local;
	}

	EMaterialVectorCoordTransformSource VectorSourceSpace(ESpace Space)
	{
		switch (Space)
		{
		case ESpace::World: return TRANSFORMSOURCE_World;
		case ESpace::Instance: return TRANSFORMSOURCE_Instance;
		case ESpace::Tangent: return TRANSFORMSOURCE_Tangent;
		case ESpace::Local:
		case ESpace::None:
			break;
		}
		return TRANSFORMSOURCE_Local;
	}

	EMaterialVectorCoordTransform VectorDestinationSpace(ESpace Space)
	{
		switch (Space)
		{
		case ESpace::World: return TRANSFORM_World;
		case ESpace::Instance: return TRANSFORM_Instance;
		case ESpace::Tangent: return TRANSFORM_Tangent;
		case ESpace::Local:
		case ESpace::None:
			break;
		}
		return TRANSFORM_Local;
	}

	/** Writes a numeric UPROPERTY by name: the per-instance classes' members cannot be named in C++ without linking them. */
	bool SetNumericProperty(UObject& Object, const TCHAR* Name, double Value)
	{
		FNumericProperty* Property = FindFProperty<FNumericProperty>(Object.GetClass(), Name);
		if (Property == nullptr)
		{
			return false;
		}
		void* Address = Property->ContainerPtrToValuePtr<void>(&Object);
		if (Property->IsFloatingPoint())
		{
			Property->SetFloatingPointPropertyValue(Address, Value);
		}
		else
		{
			Property->SetIntPropertyValue(Address, static_cast<int64>(Value));
		}
		return true;
	}

	/** The Custom node Code a build writes for a node: its include plus the stamp, or its inline HLSL. */
	FString NodeCode(const F${plugin.name()}GraphNode& Node, const FString& DeformerStamp, const FString& NormalStamp)
	{
		switch (Node.CodeSource)
		{
		case E${plugin.name()}GraphCode::DeformerInclude: return FString(Node.Code) + DeformerStamp;
		case E${plugin.name()}GraphCode::NormalInclude: return FString(Node.Code) + NormalStamp;
		case E${plugin.name()}GraphCode::Inline:
		case E${plugin.name()}GraphCode::None:
			break;
		}
		return FString(Node.Code);
	}

	/** Sets the members of one expression from its node; false when the engine class lacks what the node needs. */
	bool ConfigureExpression(UMaterialExpression& Expression, const F${plugin.name()}GraphNode& Node, const FGraph& Graph,
		const FString& DeformerStamp, const FString& NormalStamp)
	{
		const FName Group(Graph.ParameterGroup);
		switch (Node.Kind)
		{
		case EKind::WorldPosition:
			static_cast<UMaterialExpressionWorldPosition&>(Expression).WorldPositionShaderOffset = WPT_ExcludeAllShaderOffsets;
			return true;
		case EKind::TransformPosition:
		{
			UMaterialExpressionTransformPosition& Transform = static_cast<UMaterialExpressionTransformPosition&>(Expression);
			Transform.TransformSourceType = PositionSpace(Node.From);
			Transform.TransformType = PositionSpace(Node.To);
			return true;
		}
		case EKind::Transform:
		{
			UMaterialExpressionTransform& Transform = static_cast<UMaterialExpressionTransform&>(Expression);
			Transform.TransformSourceType = VectorSourceSpace(Node.From);
			Transform.TransformType = VectorDestinationSpace(Node.To);
			return true;
		}
		case EKind::ScalarParameter:
		{
			UMaterialExpressionScalarParameter& Scalar = static_cast<UMaterialExpressionScalarParameter&>(Expression);
			Scalar.ParameterName = FName(Node.Name);
			Scalar.DefaultValue = Node.Value[0];
			Scalar.Group = Group;
			return true;
		}
		case EKind::VectorParameter:
		{
			UMaterialExpressionVectorParameter& Vector = static_cast<UMaterialExpressionVectorParameter&>(Expression);
			Vector.ParameterName = FName(Node.Name);
			Vector.DefaultValue = FLinearColor(Node.Value[0], Node.Value[1], Node.Value[2], Node.Value[3]);
			Vector.Group = Group;
			return true;
		}
		case EKind::TextureObjectParameter:
		{
			UMaterialExpressionTextureObjectParameter& Texture = static_cast<UMaterialExpressionTextureObjectParameter&>(Expression);
			Texture.ParameterName = FName(Node.Name);
			Texture.Group = Group;
			// A texture object needs a texture to compile; black stands in until the component binds its bake.
			Texture.Texture = LoadObject<UTexture2D>(nullptr, TEXT("/Engine/EngineResources/Black.Black"));
			return true;
		}
		case EKind::ComponentMask:
		{
			UMaterialExpressionComponentMask& Mask = static_cast<UMaterialExpressionComponentMask&>(Expression);
			Mask.R = (Node.Mask & 1) != 0;
			Mask.G = (Node.Mask & 2) != 0;
			Mask.B = (Node.Mask & 4) != 0;
			Mask.A = (Node.Mask & 8) != 0;
			return true;
		}
		case EKind::PerInstanceCustomData:
			return SetNumericProperty(Expression, TEXT("DataIndex"), Node.DataIndex)
				&& SetNumericProperty(Expression, TEXT("ConstDefaultValue"), Node.Value[0]);
		case EKind::PerInstanceCustomData3Vector:
			// ConstDefaultValue stays zero (see the core).
			return SetNumericProperty(Expression, TEXT("DataIndex"), Node.DataIndex);
		case EKind::Custom:
		{
			UMaterialExpressionCustom& Custom = static_cast<UMaterialExpressionCustom&>(Expression);
			Custom.Code = NodeCode(Node, DeformerStamp, NormalStamp);
			Custom.OutputType = CMOT_Float3;
			Custom.Description = Node.Description;
			// The links name the inputs (ConnectLinks); the default "A" goes.
			Custom.Inputs.Reset();
			Custom.AdditionalOutputs.Reset();
			if (Node.AdditionalOutput != nullptr)
			{
				// An inout parameter the one call fills (engine facts, custom-additional-outputs). PostEditChange
				// rebuilds the node's outputs now, so links from output 1 connect (ConnectExpression checks the index).
				FCustomOutput& Extra = Custom.AdditionalOutputs.AddDefaulted_GetRef();
				Extra.OutputName = FName(Node.AdditionalOutput);
				Extra.OutputType = CMOT_Float3;
			}
			Custom.PostEditChange();
			return true;
		}
		case EKind::FunctionInput:
		{
			UMaterialExpressionFunctionInput& Input = static_cast<UMaterialExpressionFunctionInput&>(Expression);
			Input.InputName = FName(Node.Name);
			Input.Description = Node.Description;
			Input.InputType = Node.Components == 2 ? FunctionInput_Vector2 : FunctionInput_Vector3;
			Input.PreviewValue = FVector4f(Node.Value[0], Node.Value[1], Node.Value[2], Node.Value[3]);
			Input.bUsePreviewValueAsDefault = true;
			Input.SortPriority = Node.SortPriority;
			return true;
		}
		case EKind::FunctionOutput:
		{
			UMaterialExpressionFunctionOutput& Output = static_cast<UMaterialExpressionFunctionOutput&>(Expression);
			Output.OutputName = FName(Node.Name);
			Output.Description = Node.Description;
			Output.SortPriority = Node.SortPriority;
			return true;
		}
		case EKind::Constant:
			static_cast<UMaterialExpressionConstant&>(Expression).R = Node.Value[0];
			return true;
		case EKind::Constant3Vector:
			static_cast<UMaterialExpressionConstant3Vector&>(Expression).Constant = FLinearColor(Node.Value[0], Node.Value[1], Node.Value[2], 0.0f);
			return true;
		case EKind::TextureCoordinate:
			static_cast<UMaterialExpressionTextureCoordinate&>(Expression).CoordinateIndex = Node.DataIndex;
			return true;
		case EKind::VertexColor:
		case EKind::PreviousFrameSwitch:
		case EKind::Add:
		case EKind::PreSkinnedNormal:
		case EKind::VertexTangentWS:
		case EKind::DotProduct:
		case EKind::AppendVector:
		case EKind::Normalize:
		case EKind::VertexInterpolator:
			return true;
		}
		return false;
	}

	/** Connects the graph's links; a Custom node gets one named input per link, in input order. */
	bool ConnectLinks(const FGraph& Graph, const TArray<UMaterialExpression*>& Expressions)
	{
		for (int32 Index = 0; Index < Graph.LinkCount; ++Index)
		{
			const F${plugin.name()}GraphLink& Link = Graph.Links[Index];
			UMaterialExpression* Source = Expressions[Link.From];
			UMaterialExpression* Target = Expressions[Link.To];
			const int32 FromOutput = Link.FromOutput >= 0 ? Link.FromOutput : Graph.Nodes[Link.From].Output;
			if (FromOutput >= Source->Outputs.Num())
			{
				return false;
			}
			if (Graph.Nodes[Link.To].Kind == EKind::Custom)
			{
				UMaterialExpressionCustom* Custom = static_cast<UMaterialExpressionCustom*>(Target);
				if (Custom->Inputs.Num() <= Link.Input)
				{
					Custom->Inputs.SetNum(Link.Input + 1);
				}
				Custom->Inputs[Link.Input].InputName = FName(Link.InputName);
				Custom->Inputs[Link.Input].Input.Connect(FromOutput, Source);
				continue;
			}
			FExpressionInput* Input = Target->GetInput(Link.Input);
			if (Input == nullptr)
			{
				return false;
			}
			Input->Connect(FromOutput, Source);
		}
		return true;
	}

	/** Creates Graph's expressions in Function and links them; false (with OutError) when the engine refuses a node. */
	bool Instantiate(UMaterialFunction& Function, const FGraph& Graph, const FString& DeformerStamp, const FString& NormalStamp,
		FString& OutError)
	{
		TArray<UMaterialExpression*> Expressions;
		for (int32 Index = 0; Index < Graph.NodeCount; ++Index)
		{
			const F${plugin.name()}GraphNode& Node = Graph.Nodes[Index];
			UClass* Class = ExpressionClass(Node.Kind);
			UMaterialExpression* Expression = Class != nullptr ? UMaterialEditingLibrary::CreateMaterialExpressionInFunction(&Function,
				Class, Node.Column * ColumnWidth, Node.Row * RowHeight) : nullptr;
			if (Expression == nullptr || !Expression->IsA(Class) || !ConfigureExpression(*Expression, Node, Graph, DeformerStamp, NormalStamp))
			{
				OutError = FString::Printf(TEXT("cannot create node %d (kind %d) of %s"), Index, static_cast<int32>(Node.Kind), Graph.AssetName);
				return false;
			}
			Expressions.Add(Expression);
		}
		if (!ConnectLinks(Graph, Expressions))
		{
			OutError = FString::Printf(TEXT("cannot connect the nodes of %s"), Graph.AssetName);
			return false;
		}
		for (UMaterialExpression* Expression : Expressions)
		{
			if (UMaterialExpressionCustom* Custom = Cast<UMaterialExpressionCustom>(Expression))
			{
				// Rebuilds the node's pins from Inputs.
				Custom->PostEditChange();
			}
		}
		return true;
	}

	/** Whether any expression of Function reads Expression (an orphaned duplicate pin reads as unused). */
	bool IsRead(const UMaterialFunction& Function, const UMaterialExpression& Expression)
	{
		for (UMaterialExpression* Other : Function.GetExpressions())
		{
			if (Other == nullptr)
			{
				continue;
			}
			// GetInput rather than GetInputsView, which 5.5 deprecates; both versions end the list with null.
			for (int32 Index = 0; FExpressionInput* Input = Other->GetInput(Index); ++Index)
			{
				if (Input->Expression == &Expression)
				{
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The Ids of a function's inputs and outputs by name. Calls to the function reconnect by Id, so a rebuild gives the
	 * new nodes the old Ids and every material that calls the function stays connected. Where an older plugin left two
	 * pins of one name, the one in use (an input something reads, an output with a source) wins.
	 */
	struct FFunctionPinIds
	{
		TMap<FName, FGuid> Inputs;
		TMap<FName, FGuid> Outputs;

		void Read(const UMaterialFunction& Function)
		{
			TSet<FName> InputsInUse;
			TSet<FName> OutputsInUse;
			for (UMaterialExpression* Expression : Function.GetExpressions())
			{
				if (const UMaterialExpressionFunctionInput* Input = Cast<UMaterialExpressionFunctionInput>(Expression))
				{
					const bool bUsed = IsRead(Function, *Input);
					if (!Inputs.Contains(Input->InputName) || (bUsed && !InputsInUse.Contains(Input->InputName)))
					{
						Inputs.Add(Input->InputName, Input->Id);
					}
					if (bUsed)
					{
						InputsInUse.Add(Input->InputName);
					}
				}
				else if (const UMaterialExpressionFunctionOutput* Output = Cast<UMaterialExpressionFunctionOutput>(Expression))
				{
					const bool bUsed = Output->A.Expression != nullptr;
					if (!Outputs.Contains(Output->OutputName) || (bUsed && !OutputsInUse.Contains(Output->OutputName)))
					{
						Outputs.Add(Output->OutputName, Output->Id);
					}
					if (bUsed)
					{
						OutputsInUse.Add(Output->OutputName);
					}
				}
			}
		}

		void Apply(UMaterialFunction& Function) const
		{
			for (UMaterialExpression* Expression : Function.GetExpressions())
			{
				if (UMaterialExpressionFunctionInput* Input = Cast<UMaterialExpressionFunctionInput>(Expression))
				{
					if (const FGuid* Id = Inputs.Find(Input->InputName))
					{
						Input->Id = *Id;
					}
				}
				else if (UMaterialExpressionFunctionOutput* Output = Cast<UMaterialExpressionFunctionOutput>(Expression))
				{
					if (const FGuid* Id = Outputs.Find(Output->OutputName))
					{
						Output->Id = *Id;
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

	/** The graph of Deformer, described by the engine-light core. */
	TUniquePtr<FGraph> DescribeGraph(E${plugin.name()}Deformer Deformer)
	{
		TUniquePtr<FGraph> Graph = MakeUnique<FGraph>();
		F${plugin.name()}EditorCore::DescribeFunction(Deformer, *Graph);
		return Graph;
	}
}

FString ${ue.editor().functions()}::PackageName(E${plugin.name()}Deformer Deformer)
{
	return FString(TEXT("${plugin.contentDir()}/")) + DescribeGraph(Deformer)->AssetName;
}

UMaterialFunction* ${ue.editor().functions()}::Find(E${plugin.name()}Deformer Deformer)
{
	const FString Package = PackageName(Deformer);
	const FString ObjectPath = Package + TEXT(".") + FPackageName::GetShortName(Package);
	return LoadObject<UMaterialFunction>(nullptr, *ObjectPath, nullptr, LOAD_NoWarn | LOAD_Quiet);
}

UMaterialFunction* ${ue.editor().functions()}::Build(E${plugin.name()}Deformer Deformer, FString& OutError)
{
	const TUniquePtr<FGraph> Graph = DescribeGraph(Deformer);
	if (Graph->bOverflow)
	{
		OutError = FString::Printf(TEXT("the graph of %s does not fit F${plugin.name()}FunctionGraph"), Graph->AssetName);
		return nullptr;
	}
	FString Stamp;
	const TCHAR* Code = F${plugin.name()}EditorCore::DeformerCode(Deformer);
	if (!ShaderStamp(Code, *Graph, Stamp))
	{
		OutError = FString::Printf(TEXT("cannot read the shader that %s includes (%s)"), Graph->AssetName, *IncludedShaderFile(Code));
		return nullptr;
	}
	FString NormalStamp;
	const TCHAR* NormalCode = F${plugin.name()}EditorCore::NormalCode(Deformer);
	if (NormalCode != nullptr && !ShaderStamp(NormalCode, *Graph, NormalStamp))
	{
		OutError = FString::Printf(TEXT("cannot read the shader that %s includes (%s)"), Graph->AssetName, *IncludedShaderFile(NormalCode));
		return nullptr;
	}
	// No transaction and no Modify: the graph lives in the function's editor-only data, which an undo of the function
	// would not restore, leaving a new graph under the old StateId (fact scoped-transaction). A build is regenerated
	// output, like a reimport; the stamp check repairs any state an unrelated undo leaves behind.
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
		Function = NewObject<UMaterialFunction>(Package, Graph->AssetName, RF_Public | RF_Standalone | RF_Transactional);
		FAssetRegistryModule::AssetCreated(Function);
	}
	else
	{
		PinIds.Read(*Function);
		DeleteAllExpressions(*Function);
	}

	if (!BuildGraphInto(Deformer, *Function, OutError))
	{
		// A half graph must not keep a matching stamp: drop it so the next check rebuilds.
		DeleteAllExpressions(*Function);
		return nullptr;
	}
	PinIds.Apply(*Function);
	UMaterialEditingLibrary::UpdateMaterialFunction(Function, nullptr);
	Function->MarkPackageDirty();
	return Function;
}

bool ${ue.editor().functions()}::BuildGraphInto(E${plugin.name()}Deformer Deformer, UMaterialFunction& Function, FString& OutError)
{
	const TUniquePtr<FGraph> Graph = DescribeGraph(Deformer);
	FString Stamp;
	FString NormalStamp;
	const TCHAR* NormalCode = F${plugin.name()}EditorCore::NormalCode(Deformer);
	if (Graph->bOverflow || !ShaderStamp(F${plugin.name()}EditorCore::DeformerCode(Deformer), *Graph, Stamp)
		|| (NormalCode != nullptr && !ShaderStamp(NormalCode, *Graph, NormalStamp)))
	{
		OutError = FString::Printf(TEXT("the graph of %s does not fit, or a shader it includes cannot be read"), Graph->AssetName);
		return false;
	}
	Function.Description = Graph->Description;
	Function.bExposeToLibrary = true;
	Function.LibraryCategoriesText.Reset();
	Function.LibraryCategoriesText.Add(NSLOCTEXT("${plugin.editorModule()}", "LibraryCategory", "${ue.editor().parameterGroup()}"));
	return Instantiate(Function, *Graph, Stamp, NormalStamp, OutError);
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

bool ${ue.editor().functions()}::CanSaveWithoutCheckout(const UObject& Asset)
{
	// Only a project's own plugin, and only a file nobody locked: an engine or marketplace install is read-only, and a
	// source-controlled file that is not checked out is left for the user.
	const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
	FString File;
	if (!Plugin.IsValid() || Plugin->GetType() != EPluginType::Project
		|| !FPackageName::TryConvertLongPackageNameToFilename(Asset.GetPackage()->GetName(), File, FPackageName::GetAssetPackageExtension()))
	{
		return false;
	}
	return IFileManager::Get().FileExists(*File) && !IFileManager::Get().IsReadOnly(*File);
}

bool ${ue.editor().functions()}::BuildAndSaveAll(FString& OutError)
{
	for (const E${plugin.name()}Deformer Deformer : AllDeformers)
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
	const TUniquePtr<FGraph> Graph = DescribeGraph(Deformer);
	const FString Code = F${plugin.name()}EditorCore::DeformerCode(Deformer);
	FString Stamp;
	const bool bShaderReadable = ShaderStamp(Code, *Graph, Stamp);
	const FString Expected = Code + Stamp;
	// The normal node (math spec section 8) includes its own .ush: a second family (one node; an older plugin's two rebuild), decided alike.
	const TCHAR* NormalCode = F${plugin.name()}EditorCore::NormalCode(Deformer);
	FString NormalStamp;
	const bool bNormalReadable = NormalCode == nullptr || ShaderStamp(NormalCode, *Graph, NormalStamp);
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
	return F${plugin.name()}EditorCore::Decide(true, bNormalReadable, NormalCodes.GetData(), NormalCodes.Num(), *NormalExpected,
		F${plugin.name()}EditorCore::NormalNodesPerFunction(Deformer));
}

int32 ${ue.editor().functions()}::RebuildOutOfDate(uint32 DeformerMask, TArray<FString>& OutErrors, TArray<UMaterialFunction*>* OutRebuilt)
{
	int32 Rebuilt = 0;
	bool bFlushed = false;
	for (const E${plugin.name()}Deformer Deformer : AllDeformers)
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
		UMaterialFunction* Function = Build(Deformer, Error);
		if (Function == nullptr)
		{
			OutErrors.Add(FString::Printf(TEXT("%s: %s"), *PackageName(Deformer), *Error));
			continue;
		}
		if (OutRebuilt != nullptr)
		{
			OutRebuilt->Add(Function);
		}
		++Rebuilt;
	}
	return Rebuilt;
}

TArray<FName> ${ue.editor().functions()}::ExposedParameterNames(E${plugin.name()}Deformer Deformer)
{
	const int32 Count = F${plugin.name()}EditorCore::ParameterNames(Deformer, nullptr, 0);
	TArray<const TCHAR*> Names;
	Names.SetNumZeroed(Count);
	F${plugin.name()}EditorCore::ParameterNames(Deformer, Names.GetData(), Count);
	TArray<FName> Result;
	for (const TCHAR* Name : Names)
	{
		Result.Add(FName(Name));
	}
	return Result;
}

const TCHAR* ${ue.editor().functions()}::CustomNodeCode(E${plugin.name()}Deformer Deformer)
{
	return F${plugin.name()}EditorCore::DeformerCode(Deformer);
}

#undef LOCTEXT_NAMESPACE
