// ${notice}

#include "MeshMaterialSlots.h"

#include "Components/MeshComponent.h"
#include "Materials/MaterialInstanceDynamic.h"
#include "Materials/MaterialInterface.h"

bool FMeshMaterialSlots::Apply(UObject& Outer)
{
	if (Mesh == nullptr)
	{
		return false;
	}
	bool bChanged = false;
	const int32 Slots = Mesh->GetNumMaterials();
	Materials.SetNum(Slots);
	OriginalMaterials.SetNum(Slots);
	for (int32 Slot = 0; Slot < Slots; ++Slot)
	{
		UMaterialInterface* Current = Mesh->GetMaterial(Slot);
		if (Current == nullptr || (Materials[Slot] != nullptr && Current == Materials[Slot]))
		{
			continue;
		}
		// A transient instance made by a component of this class (copied along with the actor, or by a paste or a
		// Play-In-Editor duplication) stands for its parent: drive the authored material, not a stale instance.
		const UMaterialInstanceDynamic* Stale = Cast<UMaterialInstanceDynamic>(Current);
		if (Stale != nullptr && Stale->HasAnyFlags(RF_Transient) && Stale->GetOuter() != nullptr
			&& Stale->GetOuter()->GetClass() == Outer.GetClass() && Stale->Parent != nullptr)
		{
			Current = Stale->Parent;
		}
		// First time, or someone else changed the slot: drive the slot's new material.
		UMaterialInstanceDynamic* Instance = UMaterialInstanceDynamic::Create(Current, &Outer);
		Instance->SetFlags(RF_Transient);
		OriginalMaterials[Slot] = Current;
		Materials[Slot] = Instance;
		Mesh->SetMaterial(Slot, Instance);
		bChanged = true;
	}
	return bChanged;
}

void FMeshMaterialSlots::Restore()
{
	if (Mesh != nullptr)
	{
		for (int32 Slot = 0; Slot < Materials.Num(); ++Slot)
		{
			if (Materials[Slot] != nullptr && Mesh->GetMaterial(Slot) == Materials[Slot])
			{
				Mesh->SetMaterial(Slot, OriginalMaterials[Slot]);
			}
		}
	}
	Materials.Reset();
	OriginalMaterials.Reset();
}
