// ${notice}

#include "${ue.slotsFile()}.h"

#include "${plugin.name()}Core.h"
#include "Components/MeshComponent.h"
#include "Components/SkinnedMeshComponent.h"
#include "Components/StaticMeshComponent.h"
#include "Engine/SkinnedAsset.h"
#include "Engine/SkinnedAssetCommon.h"
#include "Engine/StaticMesh.h"
#include "Engine/Texture2D.h"
#include "Materials/MaterialInstanceDynamic.h"
#include "Materials/MaterialInterface.h"
#include "Math/Float16Color.h"
#include "PixelFormat.h"
#include "TextureResource.h"
#include "${plugin.runtimeModule()}Module.h"

namespace
{
	/** F${plugin.name()}Core's slot policy on a real mesh component: the engine calls and nothing else. */
	struct FEngineSlots
	{
		${ue.slotsStruct()}& Slots;
		UMeshComponent& Mesh;
		const UObject& Outer;

		int32 NumSlots() const { return Mesh.GetNumMaterials(); }

		UMaterialInterface* GetOverride(int32 Slot) const
		{
			return Mesh.OverrideMaterials.IsValidIndex(Slot) ? Mesh.OverrideMaterials[Slot].Get() : nullptr;
		}

		UMaterialInterface* GetAssetMaterial(int32 Slot) const
		{
			// Not GetMaterial: for a static mesh it returns the override, or the Nanite override of the asset's material.
			if (const UStaticMeshComponent* StaticMesh = Cast<UStaticMeshComponent>(&Mesh))
			{
				const UStaticMesh* Asset = StaticMesh->GetStaticMesh();
				return Asset != nullptr ? Asset->GetMaterial(Slot) : nullptr;
			}
			// Skinned meshes likewise read the asset: from 5.7 the base GetMaterial also applies Nanite overrides.
			if (const USkinnedMeshComponent* Skinned = Cast<USkinnedMeshComponent>(&Mesh))
			{
				const USkinnedAsset* Asset = Skinned->GetSkinnedAsset();
				return Asset != nullptr && Asset->GetMaterials().IsValidIndex(Slot) ? Asset->GetMaterials()[Slot].MaterialInterface.Get() : nullptr;
			}
			// Other meshes resolve an empty override to their asset's material.
			return GetOverride(Slot) == nullptr ? Mesh.GetMaterial(Slot) : nullptr;
		}

		void SetOverride(int32 Slot, UMaterialInterface* Material) { Mesh.SetMaterial(Slot, Material); }

		bool IsCopiedInstance(const UMaterialInterface* Material) const
		{
			// A transient instance made by a component of this class, copied along with the actor by a duplicate, a
			// paste or a Play-In-Editor duplication.
			const UMaterialInstanceDynamic* Instance = Cast<UMaterialInstanceDynamic>(Material);
			return Instance != nullptr && Instance->HasAnyFlags(RF_Transient) && Instance->GetOuter() != nullptr
				&& Instance->GetOuter()->GetClass() == Outer.GetClass() && Instance->Parent != nullptr;
		}

		UMaterialInterface* ParentOf(UMaterialInterface* Material) const
		{
			const UMaterialInstanceDynamic* Instance = Cast<UMaterialInstanceDynamic>(Material);
			return Instance != nullptr ? Instance->Parent.Get() : nullptr;
		}

		UMaterialInstanceDynamic* MakeInstance(UMaterialInterface* Parent) const
		{
			UMaterialInstanceDynamic* Instance = UMaterialInstanceDynamic::Create(Parent, const_cast<UObject*>(&Outer));
			Instance->SetFlags(RF_Transient);
			return Instance;
		}

		int32 NumRecords() const { return Slots.Materials.Num(); }

		void SetNumRecords(int32 Num)
		{
			Slots.Materials.SetNum(Num);
			Slots.OriginalMaterials.SetNum(Num);
		}

		UMaterialInstanceDynamic* GetInstance(int32 Slot) const { return Slots.Materials[Slot].Get(); }

		UMaterialInterface* GetRecorded(int32 Slot) const { return Slots.OriginalMaterials[Slot].Get(); }

		void SetRecord(int32 Slot, UMaterialInterface* Recorded, UMaterialInstanceDynamic* Instance)
		{
			Slots.OriginalMaterials[Slot] = Recorded;
			Slots.Materials[Slot] = Instance;
		}
	};
}

bool ${ue.slotsStruct()}::Apply(UObject& Outer)
{
	if (Mesh == nullptr)
	{
		return false;
	}
	FEngineSlots Engine{ *this, *Mesh, Outer };
	return F${plugin.name()}Core::ApplySlots(Engine);
}

void ${ue.slotsStruct()}::Restore()
{
	if (Mesh != nullptr)
	{
		FEngineSlots Engine{ *this, *Mesh, *Mesh };
		F${plugin.name()}Core::RestoreSlots(Engine);
	}
	Materials.Reset();
	OriginalMaterials.Reset();
}

E${plugin.name()}BoundsSupport F${plugin.name()}BoundsShell::SupportOf(const UMeshComponent& Mesh)
{
	// The nearest engine class whose CalcBounds was read decides: a subclass inherits it (instanced and spline meshes
	// are static meshes that override it). Names, not StaticClass(): Paper2D and procedural meshes are plugins.
	static const TPair<FName, E${plugin.name()}MeshClass> Known[] = {
		{ FName(TEXT("InstancedStaticMeshComponent")), E${plugin.name()}MeshClass::InstancedStaticMesh },
		{ FName(TEXT("SplineMeshComponent")), E${plugin.name()}MeshClass::SplineMesh },
		{ FName(TEXT("StaticMeshComponent")), E${plugin.name()}MeshClass::StaticMesh },
		{ FName(TEXT("InstancedSkinnedMeshComponent")), E${plugin.name()}MeshClass::InstancedSkinnedMesh },
		{ FName(TEXT("SkinnedMeshComponent")), E${plugin.name()}MeshClass::SkinnedMesh },
		{ FName(TEXT("PaperSpriteComponent")), E${plugin.name()}MeshClass::PaperSprite },
		{ FName(TEXT("PaperFlipbookComponent")), E${plugin.name()}MeshClass::PaperFlipbook },
		{ FName(TEXT("PaperTileMapComponent")), E${plugin.name()}MeshClass::PaperTileMap },
		{ FName(TEXT("PaperGroupedSpriteComponent")), E${plugin.name()}MeshClass::PaperGroupedSprite },
		{ FName(TEXT("ProceduralMeshComponent")), E${plugin.name()}MeshClass::ProceduralMesh },
	};
	for (const UClass* Class = Mesh.GetClass(); Class != nullptr; Class = Class->GetSuperClass())
	{
		const FName Name = Class->GetFName();
		for (const TPair<FName, E${plugin.name()}MeshClass>& Entry : Known)
		{
			if (Entry.Key == Name)
			{
				return F${plugin.name()}Core::BoundsSupportOf(Entry.Value);
			}
		}
	}
	return F${plugin.name()}Core::BoundsSupportOf(E${plugin.name()}MeshClass::Other);
}

F${plugin.name()}BoundsState F${plugin.name()}BoundsShell::Capture(const UMeshComponent& Mesh, const TArray<F${plugin.name()}BoundsRecord>& Records)
{
	F${plugin.name()}BoundsGrowth Growth;
	for (const F${plugin.name()}BoundsRecord& Record : Records)
	{
		if (Record.Mesh == Mesh.GetFName())
		{
			Growth.Original = Record.Original;
			Growth.Applied = Record.Applied;
			Growth.bValid = true;
		}
	}
	const FBoxSphereBounds Local = Mesh.CalcBounds(FTransform::Identity);
	return F${plugin.name()}Core::CaptureBounds(SupportOf(Mesh), Local.BoxExtent, Local.SphereRadius, Mesh.BoundsScale, Growth);
}

void F${plugin.name()}BoundsShell::Apply(UMeshComponent& Mesh, float Scale, const F${plugin.name()}BoundsState& Bounds, TArray<F${plugin.name()}BoundsRecord>& Records)
{
	if (!F${plugin.name()}Core::BoundsScaleDiffers(Mesh.BoundsScale, Scale))
	{
		return;
	}
	Mesh.SetBoundsScale(Scale);
	F${plugin.name()}BoundsRecord* Found = Records.FindByPredicate([&Mesh](const F${plugin.name()}BoundsRecord& Record) { return Record.Mesh == Mesh.GetFName(); });
	F${plugin.name()}BoundsRecord& Record = Found != nullptr ? *Found : Records.AddDefaulted_GetRef();
	Record.Mesh = Mesh.GetFName();
	Record.Original = Bounds.OriginalScale;
	Record.Applied = Scale;
}

void F${plugin.name()}BoundsShell::Restore(UMeshComponent& Mesh, const F${plugin.name()}BoundsState& Bounds, TArray<F${plugin.name()}BoundsRecord>& Records)
{
	if (Bounds.bCaptured && F${plugin.name()}Core::BoundsScaleDiffers(Mesh.BoundsScale, Bounds.OriginalScale))
	{
		Mesh.SetBoundsScale(Bounds.OriginalScale);
	}
	Records.RemoveAll([&Mesh](const F${plugin.name()}BoundsRecord& Record) { return Record.Mesh == Mesh.GetFName(); });
}

void F${plugin.name()}CurveTextureShell::Write(TObjectPtr<UTexture2D>& Texture, const TArray<FLinearColor>& Pixels, int32 Width, int32 Rows)
{
	if (Width <= 0 || Rows <= 0 || Pixels.Num() != Width * Rows)
	{
		return;
	}
	// What the running RHI reports it can filter; bilinear on a format it cannot is undefined (Vulkan) or stair-stepped.
	const E${plugin.name()}CurveTexelFormat Format = F${plugin.name()}Core::CurveTexelFormat(
		UE::PixelFormat::HasCapabilities(PF_A32B32G32R32F, EPixelFormatCapabilities::TextureFilterable),
		UE::PixelFormat::HasCapabilities(PF_FloatRGBA, EPixelFormatCapabilities::TextureFilterable));
	const bool bHalf = Format == E${plugin.name()}CurveTexelFormat::Float16Bilinear;
	const EPixelFormat PixelFormat = bHalf ? PF_FloatRGBA : PF_A32B32G32R32F;
	if (Texture == nullptr || Texture->GetSizeX() != Width || Texture->GetSizeY() != Rows || Texture->GetPixelFormat() != PixelFormat)
	{
		Texture = UTexture2D::CreateTransient(Width, Rows, PixelFormat);
		if (Texture == nullptr)
		{
			return;
		}
		// Raw floats read as written: no compression, no sRGB, filtered along a row, clamped at the ends.
		Texture->CompressionSettings = bHalf ? TC_HDR : TC_HDR_F32;
		Texture->SRGB = false;
		Texture->Filter = Format == E${plugin.name()}CurveTexelFormat::Float32Nearest ? TF_Nearest : TF_Bilinear;
		Texture->AddressX = TA_Clamp;
		Texture->AddressY = TA_Clamp;
		Texture->NeverStream = true;
#if WITH_EDITORONLY_DATA
		Texture->MipGenSettings = TMGS_NoMipmaps;
#endif
		static bool bReported = false;
		if (Format != E${plugin.name()}CurveTexelFormat::Float32Bilinear && !bReported)
		{
			bReported = true;
			UE_LOG(Log${plugin.name()}, Log, TEXT("This RHI cannot filter RGBA32F textures: curve textures use %s."),
				bHalf ? TEXT("RGBA16F (about 3 significant digits)") : TEXT("the nearest texel (no half-float filtering either)"));
		}
	}
	FTexture2DMipMap& Mip = Texture->GetPlatformData()->Mips[0];
	void* Data = Mip.BulkData.Lock(LOCK_READ_WRITE);
	if (bHalf)
	{
		FFloat16Color* Out = static_cast<FFloat16Color*>(Data);
		for (int32 Index = 0; Index < Pixels.Num(); ++Index)
		{
			Out[Index] = FFloat16Color(Pixels[Index]);
		}
	}
	else
	{
		FMemory::Memcpy(Data, Pixels.GetData(), Pixels.Num() * sizeof(FLinearColor));
	}
	Mip.BulkData.Unlock();
	Texture->UpdateResource();
}
