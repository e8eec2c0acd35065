// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "${plugin.name()}Core.h"
#include "${ue.slotsFile()}.generated.h"

class UMaterialInstanceDynamic;
class UMaterialInterface;
class UMeshComponent;
class UTexture2D;

/**
 * The dynamic material instances a component puts on one mesh's slots, and the materials they replaced. The
 * instances are transient: Restore() puts the authored materials back (on unregister and before the level saves).
 */
USTRUCT()
struct ${plugin.apiMacro()} ${ue.slotsStruct()}
{
	GENERATED_BODY()

	/** The mesh whose slots are driven. */
	UPROPERTY(Transient, meta = (ToolTip = "The mesh whose material slots are driven."))
	TObjectPtr<UMeshComponent> Mesh = nullptr;

	/** One dynamic material instance per slot; null where the slot is empty. */
	UPROPERTY(Transient, meta = (ToolTip = "Dynamic material instances, one per slot."))
	TArray<TObjectPtr<UMaterialInstanceDynamic>> Materials;

	/** The slots' OverrideMaterials entries before they were replaced: null where a slot had no override. */
	UPROPERTY(Transient, meta = (ToolTip = "The slots' override entries before they were replaced (null: no override)."))
	TArray<TObjectPtr<UMaterialInterface>> OriginalMaterials;

	/**
	 * Puts a dynamic instance of each slot's material on the slot, unless the slot already holds ours (the policy is
	 * F${plugin.name()}Core::ApplySlots). Returns true when any slot got a new instance (its parameters start from the
	 * parent's values).
	 */
	bool Apply(UObject& Outer);

	/** Puts the recorded override entries back where the slots still hold our instances, and forgets the instances. */
	void Restore();
};

/**
 * A bounds scale a component grew, kept with the component (not transient) so an actor duplicated, pasted or copied
 * for Play In Editor while its mesh's BoundsScale is grown restores the authored value, not the grown one.
 */
USTRUCT()
struct ${plugin.apiMacro()} F${plugin.name()}BoundsRecord
{
	GENERATED_BODY()

	/** The mesh component, by name within the owner. */
	UPROPERTY(meta = (ToolTip = "The mesh component whose bounds scale was grown."))
	FName Mesh;

	/** Its bounds scale before the growth. */
	UPROPERTY(meta = (ToolTip = "The bounds scale before the growth."))
	float Original = 1.0f;

	/** The bounds scale the component set. */
	UPROPERTY(meta = (ToolTip = "The bounds scale the component set."))
	float Applied = 1.0f;
};

/** The engine side of the bounds policy (F${plugin.name()}Core), shared by both components. */
struct ${plugin.apiMacro()} F${plugin.name()}BoundsShell
{
	/** Whether Mesh's CalcBounds applies BoundsScale (docs/engine-facts.md, "Bounds"). */
	static E${plugin.name()}BoundsSupport SupportOf(const UMeshComponent& Mesh);

	/** Mesh's rest bounds and authored bounds scale, using the record of a growth copied along with the actor. */
	static F${plugin.name()}BoundsState Capture(const UMeshComponent& Mesh, const TArray<F${plugin.name()}BoundsRecord>& Records);

	/** Sets Mesh's bounds scale to Scale when it differs, and keeps Records in step. */
	static void Apply(UMeshComponent& Mesh, float Scale, const F${plugin.name()}BoundsState& Bounds, TArray<F${plugin.name()}BoundsRecord>& Records);

	/** Puts the authored bounds scale back and drops Mesh's record. */
	static void Restore(UMeshComponent& Mesh, const F${plugin.name()}BoundsState& Bounds, TArray<F${plugin.name()}BoundsRecord>& Records);
};

/** The engine side of the float curve textures both components bake (F${plugin.name()}Core::CurveTexelFormat). */
struct ${plugin.apiMacro()} F${plugin.name()}CurveTextureShell
{
	/**
	 * Writes Pixels (Width x Rows, row-major) into Texture, creating it when missing, resized or of another format:
	 * RGBA32F bilinear where the RHI can filter it, else RGBA16F bilinear, else RGBA32F nearest (docs/engine-facts.md,
	 * pixel-format-filterable). No mips, no sRGB, no compression, clamped, never streamed.
	 */
	static void Write(TObjectPtr<UTexture2D>& Texture, const TArray<FLinearColor>& Pixels, int32 Width, int32 Rows);
};
