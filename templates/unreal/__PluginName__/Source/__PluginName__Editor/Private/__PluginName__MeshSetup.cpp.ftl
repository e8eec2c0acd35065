// ${notice}

#include "${plugin.name()}MeshSetup.h"

#include "${plugin.name()}EditorCore.h"
#include "${plugin.name()}EditorModule.h"
#include "AssetToolsModule.h"
#include "Components/MeshComponent.h"
#include "Editor.h"
#include "Engine/Selection.h"
#include "Factories/MaterialInstanceConstantFactoryNew.h"
#include "GameFramework/Actor.h"
#include "IAssetTools.h"
#include "MaterialEditingLibrary.h"
#include "Materials/Material.h"
#include "Materials/MaterialExpressionFunctionOutput.h"
#include "Materials/MaterialExpressionFunctionInput.h"
#include "Materials/MaterialExpressionMaterialFunctionCall.h"
#include "Materials/MaterialExpressionTextureCoordinate.h"
#include "Materials/MaterialExpressionTextureSample.h"
#include "Materials/MaterialFunction.h"
#include "Materials/MaterialInstanceConstant.h"
#include "Misc/Crc.h"
#include "Misc/PackageName.h"
#include "ScopedTransaction.h"

#define LOCTEXT_NAMESPACE "${plugin.name()}MeshSetup"

namespace
{
	const TCHAR* const MaterialsDir = TEXT("${ue.editor().materialsDir()}");

	/** One suffix per deformer, so no two deformers share a copy; no default, so a new deformer must name its own. */
	const TCHAR* Suffix(E${plugin.name()}Deformer Deformer)
	{
		switch (Deformer)
		{
		case E${plugin.name()}Deformer::SplineDeform: return TEXT("_${plugin.name()}SplineDeform");
		case E${plugin.name()}Deformer::VelocityStretch: return TEXT("_${plugin.name()}VelocityStretch");
		case E${plugin.name()}Deformer::SplineAtlasDeform: return TEXT("_${plugin.name()}SplineAtlasDeform");
		}
		return TEXT("_${plugin.name()}");
	}

	/** True when Material's graph already calls Function. */
	bool CallsFunction(UMaterial& Material, const UMaterialFunction& Function)
	{
		for (UMaterialExpression* Expression : Material.GetExpressions())
		{
			const UMaterialExpressionMaterialFunctionCall* Call = Cast<UMaterialExpressionMaterialFunctionCall>(Expression);
			if (Call != nullptr && Call->MaterialFunction.Get() == static_cast<const UMaterialFunctionInterface*>(&Function))
			{
				return true;
			}
		}
		return false;
	}

	/**
	 * The generated asset's name for Source: its short name, a hash of its full path (two materials named alike in
	 * different folders get different copies) and the deformer.
	 */
	FString UniqueName(const UObject& Source, const TCHAR* Prefix, E${plugin.name()}Deformer Deformer)
	{
		return FString::Printf(TEXT("%s%s_%08X%s"), Prefix, *Source.GetName(), FCrc::StrCrc32(*Source.GetPathName()), Suffix(Deformer));
	}

	/** Loads an asset of type T at MaterialsDir/Name, or null. */
	template <typename T>
	T* FindInMaterialsDir(const FString& Name)
	{
		const FString ObjectPath = FString(MaterialsDir) + TEXT("/") + Name + TEXT(".") + Name;
		return LoadObject<T>(nullptr, *ObjectPath, nullptr, LOAD_NoWarn | LOAD_Quiet);
	}

	/** Whether Function has an output named Name (the spline function has no normal outputs with normals: off). */
	bool HasOutput(const UMaterialFunction& Function, const TCHAR* Name)
	{
		for (UMaterialExpression* Expression : Function.GetExpressions())
		{
			const UMaterialExpressionFunctionOutput* Output = Cast<UMaterialExpressionFunctionOutput>(Expression);
			if (Output != nullptr && Output->OutputName == FName(Name))
			{
				return true;
			}
		}
		return false;
	}

	/** Bit Index of a UV mask, none for an index outside the 8 customized UVs. */
	uint32 UvBit(int32 Index)
	{
		return Index >= 0 && Index < F${plugin.name()}EditorCore::MaxCustomizedUVs ? 1u << Index : 0u;
	}

	/**
	 * Carries a deformer function's normal and tangent to the pixel stage on three customized UVs of Copy (engine
	 * facts, "Custom node reuse across properties"): the core plans the slots from the UVs Copy's own graph reads
	 * and computes; the call's NormalTangentUV outputs feed CustomizedUVs, TextureCoordinate nodes of the same indices
	 * its NormalTangentTexCoord inputs. False (nothing changed) when the material has no three free UVs.
	 */
	bool WireNormalSlots(UMaterial& Copy, UMaterialExpressionMaterialFunctionCall& Call)
	{
		uint32 ReadUVs = 0;
		for (UMaterialExpression* Expression : Copy.GetExpressions())
		{
			if (const UMaterialExpressionTextureCoordinate* Coordinate = Cast<UMaterialExpressionTextureCoordinate>(Expression))
			{
				ReadUVs |= UvBit(Coordinate->CoordinateIndex);
			}
			else if (const UMaterialExpressionTextureSample* Sample = Cast<UMaterialExpressionTextureSample>(Expression))
			{
				// An unconnected Coordinates input samples at UV ConstCoordinate.
				ReadUVs |= Sample->Coordinates.Expression == nullptr ? UvBit(Sample->ConstCoordinate) : 0u;
			}
		}
		uint32 UsedCustomizedUVs = 0;
		for (int32 Index = 0; Index < F${plugin.name()}EditorCore::MaxCustomizedUVs; ++Index)
		{
			UsedCustomizedUVs |= Copy.GetEditorOnlyData()->CustomizedUVs[Index].Expression != nullptr ? UvBit(Index) : 0u;
		}
		const F${plugin.name()}NormalSlots Plan = F${plugin.name()}EditorCore::PlanNormalSlots(ReadUVs, UsedCustomizedUVs, Copy.NumCustomizedUVs);
		if (!Plan.bPossible)
		{
			return false;
		}
		Copy.NumCustomizedUVs = Plan.NumCustomizedUVs;
		for (int32 Slot = 0; Slot < 3; ++Slot)
		{
			const int32 Index = Plan.Indices[Slot];
			UMaterialEditingLibrary::ConnectMaterialProperty(&Call, F${plugin.name()}EditorCore::NormalSlotOutputs[Slot],
				static_cast<EMaterialProperty>(MP_CustomizedUVs0 + Index));
			UMaterialExpressionTextureCoordinate* Coordinate = Cast<UMaterialExpressionTextureCoordinate>(
				UMaterialEditingLibrary::CreateMaterialExpression(&Copy, UMaterialExpressionTextureCoordinate::StaticClass(), -500, 800 + 100 * Slot));
			if (Coordinate == nullptr)
			{
				return false;
			}
			Coordinate->CoordinateIndex = Index;
			for (FFunctionExpressionInput& Input : Call.FunctionInputs)
			{
				if (Input.ExpressionInput != nullptr && Input.ExpressionInput->InputName == FName(F${plugin.name()}EditorCore::NormalSlotInputs[Slot]))
				{
					Input.Input.Connect(0, Coordinate);
				}
			}
		}
		return true;
	}

	/**
	 * Wires Function into Copy (a duplicate of a base material, or one an undo reverted) and saves it. Not recorded in
	 * any transaction: an undo would revert the saved asset in memory only, and later setups would reuse it by name
	 * as a material that no longer deforms.
	 */
	bool WireFunction(UMaterial& Copy, UMaterialFunction& Function, FString& OutError)
	{
		UMaterialExpressionMaterialFunctionCall* Call = Cast<UMaterialExpressionMaterialFunctionCall>(
			UMaterialEditingLibrary::CreateMaterialExpression(&Copy, UMaterialExpressionMaterialFunctionCall::StaticClass(), -300, 600));
		if (Call == nullptr)
		{
			OutError = FString::Printf(TEXT("cannot add a function call to %s"), *Copy.GetPathName());
			return false;
		}
		Call->SetMaterialFunction(&Function);

		// The material's own WPO (if any) goes into ExistingWPO, the function's first input; the function feeds WPO.
		FExpressionInput& Wpo = Copy.GetEditorOnlyData()->WorldPositionOffset;
		if (Wpo.Expression != nullptr && Call->GetInput(0) != nullptr)
		{
			Call->GetInput(0)->Connect(Wpo.OutputIndex, Wpo.Expression);
		}
		UMaterialEditingLibrary::ConnectMaterialProperty(Call, FString(), MP_WorldPositionOffset);

		// Deformed normals (math spec section 8): the material's own normal (a tangent-space normal map) goes into
		// NormalMap, the function's second input, and the function's normal feeds Normal in the space the material takes.
		// A function's normal reaches the pixel stage only on customized UVs: without three free ones the material
		// deforms with its rest normal.
		const bool bCarried = HasOutput(Function, F${plugin.name()}EditorCore::NormalSlotOutputs[0]);
		const bool bNormals = HasOutput(Function, TEXT("Normal")) && (!bCarried || WireNormalSlots(Copy, *Call));
		if (bCarried && !bNormals)
		{
			UE_LOG(Log${plugin.editorModule()}, Warning, TEXT("%s reads or computes so many UV sets that three customized UVs for the deformed normal are not free; it deforms, shaded with its rest normal."),
				*Copy.GetPathName());
		}
		if (bNormals)
		{
			FExpressionInput& OwnNormal = Copy.GetEditorOnlyData()->Normal;
			if (OwnNormal.Expression != nullptr && Copy.bTangentSpaceNormal && Call->GetInput(1) != nullptr)
			{
				Call->GetInput(1)->Connect(OwnNormal.OutputIndex, OwnNormal.Expression);
			}
			else if (OwnNormal.Expression != nullptr)
			{
				// A world-space normal cannot go through the tangent-space NormalMap input.
				UE_LOG(Log${plugin.editorModule()}, Warning, TEXT("%s: Tangent Space Normal is off, so its own world-space normal is replaced by the deformed normal (NormalWS); combine them by hand if it matters."),
					*Copy.GetPathName());
			}
			UMaterialEditingLibrary::ConnectMaterialProperty(Call, Copy.bTangentSpaceNormal ? TEXT("Normal") : TEXT("NormalWS"), MP_Normal);
		}
		UMaterialEditingLibrary::RecompileMaterial(&Copy);
		if (Copy.MaxWorldPositionOffsetDisplacement > 0.0f)
		{
			UE_LOG(Log${plugin.editorModule()}, Warning, TEXT("%s: Max World Position Offset Displacement is %.0f; the engine clamps the deformation to it."),
				*Copy.GetPathName(), Copy.MaxWorldPositionOffsetDisplacement);
		}
		return ${ue.editor().functions()}::SaveAsset(Copy, OutError);
	}

	/** The material a slot's chain ends in: Base, an earlier copy, or a new copy whose WPO calls Function. */
	UMaterial* DeformingParent(UMaterial& Base, UMaterialFunction& Function, E${plugin.name()}Deformer Deformer, FString& OutError)
	{
		const FString Name = UniqueName(Base, TEXT(""), Deformer);
		UMaterial* Existing = FindInMaterialsDir<UMaterial>(Name);
		switch (F${plugin.name()}EditorCore::PlanParent(CallsFunction(Base, Function), Base.bUseMaterialAttributes, Existing != nullptr,
			Existing != nullptr && CallsFunction(*Existing, Function)))
		{
		case E${plugin.name()}ParentPlan::UseBase:
			return &Base;
		case E${plugin.name()}ParentPlan::Refuse:
			OutError = FString::Printf(TEXT("%s uses material attributes; add %s to its attributes (Set Material Attributes, World Position Offset) by hand"),
				*Base.GetPathName(), *${ue.editor().functions()}::PackageName(Deformer));
			return nullptr;
		case E${plugin.name()}ParentPlan::ReuseCopy:
			return Existing;
		case E${plugin.name()}ParentPlan::RepairCopy:
			return WireFunction(*Existing, Function, OutError) ? Existing : nullptr;
		case E${plugin.name()}ParentPlan::MakeCopy:
			break;
		}
		IAssetTools& AssetTools = FModuleManager::LoadModuleChecked<FAssetToolsModule>("AssetTools").Get();
		UMaterial* Copy = Cast<UMaterial>(AssetTools.DuplicateAsset(Name, MaterialsDir, &Base));
		if (Copy == nullptr)
		{
			OutError = FString::Printf(TEXT("cannot copy %s to %s"), *Base.GetPathName(), MaterialsDir);
			return nullptr;
		}
		return WireFunction(*Copy, Function, OutError) ? Copy : nullptr;
	}

	/**
	 * The deforming twin of Material: for a material, its deforming parent; for a material instance, a copy of it under
	 * the twin of its own parent, so every level of a chain (MI_B -> MI_A -> M) keeps its overrides. Saved, unrecorded.
	 */
	UMaterialInterface* DeformingTwin(UMaterialInterface& Material, UMaterialFunction& Function, E${plugin.name()}Deformer Deformer,
		int32 Depth, FString& OutError)
	{
		if (UMaterial* Base = Cast<UMaterial>(&Material))
		{
			return DeformingParent(*Base, Function, Deformer, OutError);
		}
		UMaterialInstanceConstant* Source = Cast<UMaterialInstanceConstant>(&Material);
		if (Source == nullptr || Source->Parent == nullptr || Depth > 32)
		{
			OutError = FString::Printf(TEXT("%s is not a material or a material instance asset with a parent"), *Material.GetPathName());
			return nullptr;
		}
		UMaterialInterface* Parent = DeformingTwin(*Source->Parent, Function, Deformer, Depth + 1, OutError);
		if (Parent == nullptr)
		{
			return nullptr;
		}
		const FString Name = UniqueName(*Source, TEXT("MI_"), Deformer);
		UMaterialInstanceConstant* Existing = FindInMaterialsDir<UMaterialInstanceConstant>(Name);
		UMaterialInstanceConstant* Instance = Existing;
		switch (F${plugin.name()}EditorCore::PlanInstance(Existing != nullptr, Existing != nullptr && Existing->Parent == Parent))
		{
		case E${plugin.name()}InstancePlan::Reuse:
			return Existing;
		case E${plugin.name()}InstancePlan::Reparent:
			break;
		case E${plugin.name()}InstancePlan::Make:
		{
			// Keep the level's overrides: copy the instance and put the twin of its parent under it.
			IAssetTools& AssetTools = FModuleManager::LoadModuleChecked<FAssetToolsModule>("AssetTools").Get();
			Instance = Cast<UMaterialInstanceConstant>(AssetTools.DuplicateAsset(Name, MaterialsDir, Source));
			break;
		}
		}
		if (Instance == nullptr)
		{
			OutError = FString::Printf(TEXT("cannot create %s/%s"), MaterialsDir, *Name);
			return nullptr;
		}
		Instance->SetParentEditorOnly(Parent);
		Instance->PostEditChange();
		return ${ue.editor().functions()}::SaveAsset(*Instance, OutError) ? Instance : nullptr;
	}

	/** The instances for Mesh's slots (slot, instance), made and saved outside any transaction. */
	TArray<TPair<int32, UMaterialInterface*>> MakeSlotInstances(UMeshComponent& Mesh, E${plugin.name()}Deformer Deformer, TArray<FString>& OutErrors)
	{
		TArray<TPair<int32, UMaterialInterface*>> Result;
		for (int32 Slot = 0; Slot < Mesh.GetNumMaterials(); ++Slot)
		{
			UMaterialInterface* SlotMaterial = Mesh.GetMaterial(Slot);
			if (SlotMaterial == nullptr)
			{
				continue;
			}
			FString Error;
			UMaterialInterface* Instance = ${ue.editor().meshSetup()}::MakeInstance(*SlotMaterial, Deformer, Error);
			if (Instance == nullptr)
			{
				OutErrors.Add(FString::Printf(TEXT("%s slot %d: %s"), *Mesh.GetPathName(), Slot, *Error));
				continue;
			}
			Result.Add(TPair<int32, UMaterialInterface*>(Slot, Instance));
		}
		return Result;
	}

	/** The only undoable part of a setup: the component's material overrides. */
	void AssignSlots(UMeshComponent& Mesh, const TArray<TPair<int32, UMaterialInterface*>>& Instances)
	{
		if (Instances.Num() == 0)
		{
			return;
		}
		Mesh.Modify();
		for (const TPair<int32, UMaterialInterface*>& Slot : Instances)
		{
			Mesh.SetMaterial(Slot.Key, Slot.Value);
		}
	}
}

UMaterialInterface* ${ue.editor().meshSetup()}::MakeInstance(UMaterialInterface& SlotMaterial, E${plugin.name()}Deformer Deformer, FString& OutError)
{
	UMaterialFunction* Function = ${ue.editor().functions()}::Find(Deformer);
	if (Function == nullptr)
	{
		Function = ${ue.editor().functions()}::Build(Deformer, OutError);
		if (Function == nullptr || !${ue.editor().functions()}::SaveAsset(*Function, OutError))
		{
			return nullptr;
		}
	}
	if (Cast<UMaterialInstanceConstant>(&SlotMaterial) != nullptr)
	{
		return DeformingTwin(SlotMaterial, *Function, Deformer, 0, OutError);
	}
	UMaterial* Base = Cast<UMaterial>(&SlotMaterial);
	if (Base == nullptr)
	{
		OutError = FString::Printf(TEXT("%s is neither a material nor a material instance asset"), *SlotMaterial.GetPathName());
		return nullptr;
	}
	UMaterial* Parent = DeformingParent(*Base, *Function, Deformer, OutError);
	if (Parent == nullptr)
	{
		return nullptr;
	}

	const FString Name = UniqueName(SlotMaterial, TEXT("MI_"), Deformer);
	UMaterialInstanceConstant* Existing = FindInMaterialsDir<UMaterialInstanceConstant>(Name);
	switch (F${plugin.name()}EditorCore::PlanInstance(Existing != nullptr, Existing != nullptr && Existing->Parent == Parent))
	{
	case E${plugin.name()}InstancePlan::Reuse:
		return Existing;
	case E${plugin.name()}InstancePlan::Reparent:
		Existing->SetParentEditorOnly(Parent);
		Existing->PostEditChange();
		return ${ue.editor().functions()}::SaveAsset(*Existing, OutError) ? Existing : nullptr;
	case E${plugin.name()}InstancePlan::Make:
		break;
	}
	IAssetTools& AssetTools = FModuleManager::LoadModuleChecked<FAssetToolsModule>("AssetTools").Get();
	UMaterialInstanceConstantFactoryNew* Factory = NewObject<UMaterialInstanceConstantFactoryNew>();
	Factory->InitialParent = Parent;
	UMaterialInstanceConstant* Instance = Cast<UMaterialInstanceConstant>(AssetTools.CreateAsset(Name, MaterialsDir, UMaterialInstanceConstant::StaticClass(), Factory));
	if (Instance == nullptr)
	{
		OutError = FString::Printf(TEXT("cannot create %s/%s"), MaterialsDir, *Name);
		return nullptr;
	}
	return ${ue.editor().functions()}::SaveAsset(*Instance, OutError) ? Instance : nullptr;
}

int32 ${ue.editor().meshSetup()}::SetUpMesh(UMeshComponent& Mesh, E${plugin.name()}Deformer Deformer, TArray<FString>& OutErrors)
{
	const TArray<TPair<int32, UMaterialInterface*>> Instances = MakeSlotInstances(Mesh, Deformer, OutErrors);
	// One undo step for the component; the assets it now uses stay as saved (see WireFunction).
	const FScopedTransaction Transaction(LOCTEXT("SetUpMesh", "Set up a mesh for ${lit.cppString(plugin.friendlyName())}"));
	AssignSlots(Mesh, Instances);
	return Instances.Num();
}

int32 ${ue.editor().meshSetup()}::SetUpSelection(E${plugin.name()}Deformer Deformer)
{
	if (GEditor == nullptr)
	{
		return 0;
	}
	TArray<FString> Errors;
	TArray<TPair<UMeshComponent*, TArray<TPair<int32, UMaterialInterface*>>>> Plans;
	for (FSelectionIterator It(*GEditor->GetSelectedActors()); It; ++It)
	{
		AActor* Actor = Cast<AActor>(*It);
		if (Actor == nullptr)
		{
			continue;
		}
		TArray<UMeshComponent*> Meshes;
		Actor->GetComponents(Meshes);
		for (UMeshComponent* Mesh : Meshes)
		{
			Plans.Emplace(Mesh, MakeSlotInstances(*Mesh, Deformer, Errors));
		}
	}
	// The assets are made and saved above, outside the transaction; only the components' changes are undoable.
	const FScopedTransaction Transaction(LOCTEXT("SetUpSelectedMeshes", "Set up selected meshes for ${lit.cppString(plugin.friendlyName())}"));
	int32 Count = 0;
	for (const TPair<UMeshComponent*, TArray<TPair<int32, UMaterialInterface*>>>& Plan : Plans)
	{
		AssignSlots(*Plan.Key, Plan.Value);
		Count += Plan.Value.Num();
	}
	for (const FString& Error : Errors)
	{
		UE_LOG(Log${plugin.editorModule()}, Error, TEXT("%s"), *Error);
	}
	UE_LOG(Log${plugin.editorModule()}, Display, TEXT("Set up %d material slot(s)."), Count);
	return Count;
}

#undef LOCTEXT_NAMESPACE
