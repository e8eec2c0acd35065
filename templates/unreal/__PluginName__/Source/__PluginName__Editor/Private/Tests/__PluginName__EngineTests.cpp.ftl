// ${notice}

#include "${plugin.name()}GoldenFiles.h"

#if WITH_DEV_AUTOMATION_TESTS

#include "Components/InstancedStaticMeshComponent.h"
#include "Components/SplineComponent.h"
#include "Components/SplineMeshComponent.h"
#include "Components/StaticMeshComponent.h"
#include "Engine/StaticMesh.h"
#include "Interfaces/IPluginManager.h"
#include "Materials/MaterialInstanceDynamic.h"
#include "${ue.slotsFile()}.h"
#include "${ue.splineComponentFile()}.h"
#include "${ue.versionHeader()}.h"

// The engine behaviour the component core's g++ scenario tests stand in for (docs/engine-facts.md), checked in the
// engine itself: these are the only checks of those facts that run the engine's code.

namespace
{
	UStaticMesh* LoadCube()
	{
		return LoadObject<UStaticMesh>(nullptr, TEXT("/Engine/BasicShapes/Cube.Cube"));
	}
}

/** ${ue.testPrefix()}.Engine.BoundsScale: static meshes scale their bounds by BoundsScale, instanced meshes do not. */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}EngineBoundsScaleTest, "${ue.testPrefix()}.Engine.BoundsScale", ${ue.testFlags()})

bool F${plugin.name()}EngineBoundsScaleTest::RunTest(const FString& Parameters)
{
	UStaticMesh* Cube = LoadCube();
	if (Cube == nullptr)
	{
		AddError(TEXT("/Engine/BasicShapes/Cube is missing"));
		return false;
	}
	UStaticMeshComponent* Static = NewObject<UStaticMeshComponent>();
	Static->SetStaticMesh(Cube);
	UInstancedStaticMeshComponent* Instanced = NewObject<UInstancedStaticMeshComponent>();
	Instanced->SetStaticMesh(Cube);
	Instanced->AddInstance(FTransform::Identity);

	const double StaticBefore = Static->CalcBounds(FTransform::Identity).BoxExtent.X;
	const double InstancedBefore = Instanced->CalcBounds(FTransform::Identity).BoxExtent.X;
	Static->SetBoundsScale(2.0f);
	Instanced->SetBoundsScale(2.0f);
	TestTrue(TEXT("static mesh bounds double with BoundsScale 2"), FMath::IsNearlyEqual(Static->CalcBounds(FTransform::Identity).BoxExtent.X, 2.0 * StaticBefore, 1e-3));
	TestTrue(TEXT("instanced mesh bounds ignore BoundsScale"), FMath::IsNearlyEqual(Instanced->CalcBounds(FTransform::Identity).BoxExtent.X, InstancedBefore, 1e-3));
	TestTrue(TEXT("the plugin grows static meshes"), F${plugin.name()}BoundsShell::SupportOf(*Static) == E${plugin.name()}BoundsSupport::Scaled);
	TestTrue(TEXT("the plugin leaves instanced meshes"), F${plugin.name()}BoundsShell::SupportOf(*Instanced) == E${plugin.name()}BoundsSupport::Ignored);
	TestTrue(TEXT("the plugin leaves spline meshes"), F${plugin.name()}BoundsShell::SupportOf(*NewObject<USplineMeshComponent>()) == E${plugin.name()}BoundsSupport::Ignored);
	return !HasAnyErrors();
}

/**
 * ${ue.testPrefix()}.Engine.SplineVersion: UpdateSpline bumps the version the spline component watches, a point set
 * without it does not, and moving the spline does not (docs/engine-facts.md, spline-version).
 */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}EngineSplineVersionTest, "${ue.testPrefix()}.Engine.SplineVersion", ${ue.testFlags()})

bool F${plugin.name()}EngineSplineVersionTest::RunTest(const FString& Parameters)
{
	USplineComponent* Spline = NewObject<USplineComponent>();
#if ${ue.versionMacro()}(5, 7)
	auto Version = [Spline]() { return static_cast<uint32>(Spline->GetVersion()); };
#else
	auto Version = [Spline]() { return Spline->SplineCurves.Version; };
#endif
	const uint32 Start = Version();
	Spline->SetLocationAtSplinePoint(1, FVector(300.0, 50.0, 0.0), ESplineCoordinateSpace::Local, true);
	const uint32 Updated = Version();
	TestTrue(TEXT("a point set with UpdateSpline bumps the version"), Updated != Start);
	Spline->SetLocationAtSplinePoint(1, FVector(300.0, 80.0, 0.0), ESplineCoordinateSpace::Local, false);
	TestEqual(TEXT("a point set without UpdateSpline keeps the version"), Version(), Updated);
	Spline->SetWorldLocation(FVector(1000.0, 0.0, 0.0));
	TestEqual(TEXT("moving the spline keeps the version"), Version(), Updated);
	Spline->UpdateSpline();
	TestTrue(TEXT("UpdateSpline bumps the version"), Version() != Updated);
	return !HasAnyErrors();
}

/** ${ue.testPrefix()}.Engine.SlotRestore: a slot without an override gets none back; the instance's parent is the asset's material. */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}EngineSlotRestoreTest, "${ue.testPrefix()}.Engine.SlotRestore", ${ue.testFlags()})

bool F${plugin.name()}EngineSlotRestoreTest::RunTest(const FString& Parameters)
{
	UStaticMesh* Cube = LoadCube();
	if (Cube == nullptr)
	{
		AddError(TEXT("/Engine/BasicShapes/Cube is missing"));
		return false;
	}
	UStaticMeshComponent* Mesh = NewObject<UStaticMeshComponent>();
	Mesh->SetStaticMesh(Cube);
	${ue.splineComponent()}* Owner = NewObject<${ue.splineComponent()}>();
	${ue.slotsStruct()} Slots;
	Slots.Mesh = Mesh;
	TestTrue(TEXT("apply puts an instance on the slot"), Slots.Apply(*Owner));
	const UMaterialInstanceDynamic* Instance = Cast<UMaterialInstanceDynamic>(Mesh->GetMaterial(0));
	TestTrue(TEXT("the slot holds a dynamic instance"), Instance != nullptr);
	TestTrue(TEXT("its parent is the asset's material"), Instance != nullptr && Instance->Parent == Cube->GetMaterial(0));
	Slots.Restore();
	bool bAnyOverride = false;
	for (const TObjectPtr<UMaterialInterface>& Override : Mesh->OverrideMaterials)
	{
		bAnyOverride = bAnyOverride || Override != nullptr;
	}
	TestTrue(TEXT("restore leaves no override"), !bAnyOverride);
	return !HasAnyErrors();
}

/** ${ue.testPrefix()}.Engine.Descriptor: the descriptor pins no engine version (every supported version loads it). */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}EngineDescriptorTest, "${ue.testPrefix()}.Engine.Descriptor", ${ue.testFlags()})

bool F${plugin.name()}EngineDescriptorTest::RunTest(const FString& Parameters)
{
	const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
	TestTrue(TEXT("the plugin is found"), Plugin.IsValid());
	TestTrue(TEXT("no EngineVersion in the descriptor"), Plugin.IsValid() && Plugin->GetDescriptor().EngineVersion.IsEmpty());
	return !HasAnyErrors();
}

#endif
