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
#include "Materials/MaterialExpressionMaterialFunctionCall.h"
#include "Materials/MaterialFunction.h"
#include "Materials/MaterialInstanceConstant.h"
#include "Misc/Crc.h"
#include "Misc/PackageName.h"
#include "ScopedTransaction.h"

#define LOCTEXT_NAMESPACE "${plugin.name()}MeshSetup"

namespace
{
	const TCHAR* const MaterialsDir = TEXT("${ue.editor().materialsDir()}");

	const TCHAR* Suffix(E${plugin.name()}Deformer Deformer)
	{
		return Deformer == E${plugin.name()}Deformer::SplineDeform ? TEXT("_${plugin.name()}SplineDeform") : TEXT("_${plugin.name()}VelocityStretch");
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

	/** The material a slot's instance is parented to: Base, an earlier copy, or a new copy whose WPO calls Function. */
	UMaterial* DeformingParent(UMaterial& Base, UMaterialFunction& Function, E${plugin.name()}Deformer Deformer, FString& OutError)
	{
		const FString Name = UniqueName(Base, TEXT(""), Deformer);
		UMaterial* Existing = FindInMaterialsDir<UMaterial>(Name);
		switch (F${plugin.name()}EditorCore::PlanParent(CallsFunction(Base, Function), Base.bUseMaterialAttributes, Existing != nullptr))
		{
		case E${plugin.name()}ParentPlan::UseBase:
			return &Base;
		case E${plugin.name()}ParentPlan::Refuse:
			OutError = FString::Printf(TEXT("%s uses material attributes; add %s to its attributes (Set Material Attributes, World Position Offset) by hand"),
				*Base.GetPathName(), *${ue.editor().functions()}::PackageName(Deformer));
			return nullptr;
		case E${plugin.name()}ParentPlan::ReuseCopy:
			return Existing;
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

		// Recorded in the caller's transaction before the graph changes (undo restores the copy's graph, not its file).
		Copy->Modify();
		UMaterialExpressionMaterialFunctionCall* Call = Cast<UMaterialExpressionMaterialFunctionCall>(
			UMaterialEditingLibrary::CreateMaterialExpression(Copy, UMaterialExpressionMaterialFunctionCall::StaticClass(), -300, 600));
		Call->SetMaterialFunction(&Function);

		// The material's own WPO (if any) goes into ExistingWPO, the function's only input; the function feeds WPO.
		FExpressionInput& Wpo = Copy->GetEditorOnlyData()->WorldPositionOffset;
		if (Wpo.Expression != nullptr && Call->GetInput(0) != nullptr)
		{
			Call->GetInput(0)->Connect(Wpo.OutputIndex, Wpo.Expression);
		}
		UMaterialEditingLibrary::ConnectMaterialProperty(Call, FString(), MP_WorldPositionOffset);

		// Deformed normals (math spec §8): the material's own normal (a tangent-space normal map) goes into NormalMap,
		// the function's second input, and the function's normal feeds Normal in the space the material takes.
		if (HasOutput(Function, TEXT("Normal")))
		{
			FExpressionInput& OwnNormal = Copy->GetEditorOnlyData()->Normal;
			if (OwnNormal.Expression != nullptr && Copy->bTangentSpaceNormal && Call->GetInput(1) != nullptr)
			{
				Call->GetInput(1)->Connect(OwnNormal.OutputIndex, OwnNormal.Expression);
			}
			UMaterialEditingLibrary::ConnectMaterialProperty(Call, Copy->bTangentSpaceNormal ? TEXT("Normal") : TEXT("NormalWS"), MP_Normal);
		}
		UMaterialEditingLibrary::RecompileMaterial(Copy);
		if (Copy->MaxWorldPositionOffsetDisplacement > 0.0f)
		{
			UE_LOG(Log${plugin.editorModule()}, Warning, TEXT("%s: Max World Position Offset Displacement is %.0f; Nanite and virtual shadow maps clamp the deformation to it."),
				*Copy->GetPathName(), Copy->MaxWorldPositionOffsetDisplacement);
		}
		if (!${ue.editor().functions()}::SaveAsset(*Copy, OutError))
		{
			return nullptr;
		}
		return Copy;
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
	UMaterial* Base = SlotMaterial.GetMaterial();
	if (Base == nullptr)
	{
		OutError = FString::Printf(TEXT("%s has no base material"), *SlotMaterial.GetPathName());
		return nullptr;
	}
	UMaterial* Parent = DeformingParent(*Base, *Function, Deformer, OutError);
	if (Parent == nullptr)
	{
		return nullptr;
	}

	const FString Name = UniqueName(SlotMaterial, TEXT("MI_"), Deformer);
	if (UMaterialInstanceConstant* Existing = FindInMaterialsDir<UMaterialInstanceConstant>(Name))
	{
		return Existing;
	}
	IAssetTools& AssetTools = FModuleManager::LoadModuleChecked<FAssetToolsModule>("AssetTools").Get();
	UMaterialInstanceConstant* Instance = nullptr;
	if (UMaterialInstanceConstant* SlotInstance = Cast<UMaterialInstanceConstant>(&SlotMaterial))
	{
		// Keep the slot's overrides: copy its instance and put the deforming parent under it.
		Instance = Cast<UMaterialInstanceConstant>(AssetTools.DuplicateAsset(Name, MaterialsDir, SlotInstance));
		if (Instance != nullptr)
		{
			Instance->Modify();
			Instance->SetParentEditorOnly(Parent);
			Instance->PostEditChange();
		}
	}
	else
	{
		UMaterialInstanceConstantFactoryNew* Factory = NewObject<UMaterialInstanceConstantFactoryNew>();
		Factory->InitialParent = Parent;
		Instance = Cast<UMaterialInstanceConstant>(AssetTools.CreateAsset(Name, MaterialsDir, UMaterialInstanceConstant::StaticClass(), Factory));
	}
	if (Instance == nullptr)
	{
		OutError = FString::Printf(TEXT("cannot create %s/%s"), MaterialsDir, *Name);
		return nullptr;
	}
	return ${ue.editor().functions()}::SaveAsset(*Instance, OutError) ? Instance : nullptr;
}

int32 ${ue.editor().meshSetup()}::SetUpMesh(UMeshComponent& Mesh, E${plugin.name()}Deformer Deformer, TArray<FString>& OutErrors)
{
	// One undo step per call; inside SetUpSelection's transaction it joins that one.
	const FScopedTransaction Transaction(LOCTEXT("SetUpMesh", "Set up a mesh for ${lit.cppString(plugin.friendlyName())}"));
	int32 Count = 0;
	for (int32 Slot = 0; Slot < Mesh.GetNumMaterials(); ++Slot)
	{
		UMaterialInterface* SlotMaterial = Mesh.GetMaterial(Slot);
		if (SlotMaterial == nullptr)
		{
			continue;
		}
		FString Error;
		UMaterialInterface* Instance = MakeInstance(*SlotMaterial, Deformer, Error);
		if (Instance == nullptr)
		{
			OutErrors.Add(FString::Printf(TEXT("%s slot %d: %s"), *Mesh.GetPathName(), Slot, *Error));
			continue;
		}
		Mesh.Modify();
		Mesh.SetMaterial(Slot, Instance);
		++Count;
	}
	return Count;
}

int32 ${ue.editor().meshSetup()}::SetUpSelection(E${plugin.name()}Deformer Deformer)
{
	if (GEditor == nullptr)
	{
		return 0;
	}
	const FScopedTransaction Transaction(LOCTEXT("SetUpSelectedMeshes", "Set up selected meshes for ${lit.cppString(plugin.friendlyName())}"));
	TArray<FString> Errors;
	int32 Count = 0;
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
			Count += SetUpMesh(*Mesh, Deformer, Errors);
		}
	}
	for (const FString& Error : Errors)
	{
		UE_LOG(Log${plugin.editorModule()}, Error, TEXT("%s"), *Error);
	}
	UE_LOG(Log${plugin.editorModule()}, Display, TEXT("Set up %d material slot(s)."), Count);
	return Count;
}

#undef LOCTEXT_NAMESPACE
