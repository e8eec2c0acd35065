// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "MeshMaterialSlots.generated.h"

class UMaterialInstanceDynamic;
class UMaterialInterface;
class UMeshComponent;

/**
 * The dynamic material instances a component puts on one mesh's slots, and the materials they replaced. The
 * instances are transient: Restore() puts the authored materials back (on unregister and before the level saves).
 */
USTRUCT()
struct ${plugin.apiMacro()} FMeshMaterialSlots
{
	GENERATED_BODY()

	/** The mesh whose slots are driven. */
	UPROPERTY(Transient, meta = (ToolTip = "The mesh whose material slots are driven."))
	TObjectPtr<UMeshComponent> Mesh = nullptr;

	/** One dynamic material instance per slot; null where the slot is empty. */
	UPROPERTY(Transient, meta = (ToolTip = "Dynamic material instances, one per slot."))
	TArray<TObjectPtr<UMaterialInstanceDynamic>> Materials;

	/** The slot materials before they were replaced. */
	UPROPERTY(Transient, meta = (ToolTip = "Slot materials before they were replaced."))
	TArray<TObjectPtr<UMaterialInterface>> OriginalMaterials;

	/**
	 * Puts a dynamic instance of each slot's material on the slot, unless the slot already holds ours. Returns true
	 * when any slot got a new instance (its parameters start from the parent's values).
	 */
	bool Apply(UObject& Outer);

	/** Puts the replaced materials back where the slots still hold our instances, and forgets the instances. */
	void Restore();
};
