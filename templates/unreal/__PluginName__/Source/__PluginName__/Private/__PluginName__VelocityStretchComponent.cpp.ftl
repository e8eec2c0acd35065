// ${notice}

#include "${ue.velocityComponentFile()}.h"

#include "${plugin.runtimeModule()}Module.h"
#include "Components/MeshComponent.h"
#include "Components/PrimitiveComponent.h"
#include "Components/SceneComponent.h"
#include "Engine/HitResult.h"
#include "Engine/World.h"
#include "CoreGlobals.h"
#include "GameFramework/Actor.h"
#include "Materials/MaterialInstanceDynamic.h"

namespace
{
	/** The controller's output in one mesh's local space: what the material contract carries. */
	struct FVelocityStretchFrame
	{
		FVector PivotLocal = FVector::ZeroVector;
		FVector AxisLocal = FVector(0.0, 0.0, 1.0);
		double ParallelScale = 1.0;
		double PerpScale = 1.0;
		FVector PlaneNormalLocal = FVector(0.0, 1.0, 0.0);
	};

	/** Below this difference from 1 the deformation is the identity and the visual sits at rest. */
	constexpr double RestTolerance = 1e-6;
}

${ue.velocityComponent()}::${ue.velocityComponent()}()
{
	PrimaryComponentTick.bCanEverTick = true;
	PrimaryComponentTick.bStartWithTickEnabled = true;
	// After physics and movement, so the measured velocity and the visuals belong to this frame.
	PrimaryComponentTick.TickGroup = TG_PostUpdateWork;
	// Paused, the world still renders: the tick pushes the previous-frame values equal to the current ones.
	PrimaryComponentTick.bTickEvenWhenPaused = true;
	bAutoActivate = true;
}

FVector ${ue.velocityComponent()}::ToMetresPerSecond(const FVector& UnrealVelocity)
{
	return UnrealVelocity / UnrealUnitsPerMetre;
}

${ue.mathStruct()}VelocitySettings ${ue.velocityComponent()}::MakeSettings() const
{
	${ue.mathStruct()}VelocitySettings Settings;
<#-- The settings copy: one line per catalogue controller row the component holds (the plane normal is pushed per frame). -->
<#list controller.parameters() as c>
<#switch c.kind()>
<#case "number">
<#case "integer">
	Settings.${c.cpp()} = ${c.setting()};
<#break>
<#case "word">
	Settings.${c.cpp()} = ${c.setting()} == ${ue.easeEnum()}::${ue.enumerator(c.flagWord())};
<#break>
<#default>
</#switch>
</#list>
	return Settings;
}

void ${ue.velocityComponent()}::BeginPlay()
{
	Super::BeginPlay();
	if (USceneComponent* Root = GetOwner() != nullptr ? GetOwner()->GetRootComponent() : nullptr)
	{
		WatchedRoot = Root;
		RootTransformHandle = Root->TransformUpdated.AddUObject(this, &${ue.velocityComponent()}::HandleRootTransformUpdated);
	}
	if (bSquashOnHit)
	{
		if (UPrimitiveComponent* Root = Cast<UPrimitiveComponent>(GetOwner() != nullptr ? GetOwner()->GetRootComponent() : nullptr))
		{
			Root->OnComponentHit.AddDynamic(this, &${ue.velocityComponent()}::HandleHit);
		}
	}
}

void ${ue.velocityComponent()}::EndPlay(const EEndPlayReason::Type EndPlayReason)
{
	if (UPrimitiveComponent* Root = Cast<UPrimitiveComponent>(GetOwner() != nullptr ? GetOwner()->GetRootComponent() : nullptr))
	{
		Root->OnComponentHit.RemoveDynamic(this, &${ue.velocityComponent()}::HandleHit);
	}
	if (USceneComponent* Root = WatchedRoot.Get())
	{
		Root->TransformUpdated.Remove(RootTransformHandle);
	}
	WatchedRoot.Reset();
	RestoreVisuals();
	Super::EndPlay(EndPlayReason);
}

void ${ue.velocityComponent()}::OnUnregister()
{
	RestoreVisuals();
	Super::OnUnregister();
}

void ${ue.velocityComponent()}::PreSave(FObjectPreSaveContext SaveContext)
{
	Super::PreSave(SaveContext);
	RestoreVisuals();
}

void ${ue.velocityComponent()}::HandleRootTransformUpdated(USceneComponent* UpdatedComponent, EUpdateTransformFlags UpdateTransformFlags, ETeleportType Teleport)
{
	// SetActorLocation(..., bTeleport = true) and friends report TeleportPhysics; a reset reports ResetPhysics.
	bRootTeleported = bRootTeleported || Teleport != ETeleportType::None;
}

void ${ue.velocityComponent()}::HandleHit(UPrimitiveComponent* HitComponent, AActor* OtherActor, UPrimitiveComponent* OtherComp,
	FVector NormalImpulse, const FHitResult& Hit)
{
	NotifyImpact(FVector(Hit.ImpactPoint), FVector(Hit.ImpactNormal), LastVelocity);
}

void ${ue.velocityComponent()}::NotifyImpact(const FVector& Point, const FVector& Normal, const FVector& VelocityBeforeImpact)
{
	const FVector UnitNormal = ${ue.mathStruct()}::SafeNormal(Normal, FVector(0.0, 0.0, 1.0));
	const double ApproachSpeed = -FVector::DotProduct(ToMetresPerSecond(VelocityBeforeImpact), UnitNormal);
	if (ApproachSpeed < MinImpactSpeed)
	{
		return;
	}
	// Several hits in one frame: the hardest one wins.
	if (bPendingContact && -FVector::DotProduct(ToMetresPerSecond(PendingContactVelocity), PendingContact.Normal) >= ApproachSpeed)
	{
		return;
	}
	bPendingContact = true;
	PendingContact.Point = Point;
	PendingContact.Normal = UnitNormal;
	PendingContactVelocity = VelocityBeforeImpact;
}

void ${ue.velocityComponent()}::ResetDeformation()
{
	State = ${ue.mathStruct()}VelocityState();
	LastOutput = ${ue.mathStruct()}VelocityOutput();
	bPendingContact = false;
	bJumped = true;
	RestoreVisuals();
}

float ${ue.velocityComponent()}::GetParallelScale() const
{
	return static_cast<float>(LastOutput.ParallelScale);
}

float ${ue.velocityComponent()}::GetPerpScale() const
{
	return static_cast<float>(LastOutput.PerpScale);
}

FVector ${ue.velocityComponent()}::GetAxis() const
{
	return LastOutput.Axis;
}

TArray<FString> ${ue.velocityComponent()}::GetVisualComponentOptions() const
{
	TArray<FString> Names;
	if (const AActor* Owner = GetOwner())
	{
		TArray<USceneComponent*> Components;
		Owner->GetComponents(Components);
		for (const USceneComponent* Component : Components)
		{
			if (Component != Owner->GetRootComponent())
			{
				Names.Add(Component->GetName());
			}
		}
	}
	return Names;
}

FVector ${ue.velocityComponent()}::MeasureVelocity(float DeltaTime)
{
	const AActor* Owner = GetOwner();
	USceneComponent* Root = Owner != nullptr ? Owner->GetRootComponent() : nullptr;
	if (Root == nullptr)
	{
		return FVector::ZeroVector;
	}
	const FVector Location = Root->GetComponentLocation();
	FVector Velocity = FVector::ZeroVector;
	// GetPhysicsLinearVelocity is not const: the body is reached through a mutable pointer.
	UPrimitiveComponent* Body = Cast<UPrimitiveComponent>(Root);
	if (Body != nullptr && Body->IsSimulatingPhysics())
	{
		Velocity = Body->GetPhysicsLinearVelocity();
	}
	else if (bHasLastRootLocation)
	{
		// Any movement (character, projectile, animation, Blueprint): the root's displacement over the frame, unless
		// it is a jump.
		bool bTeleported = false;
		Velocity = F${plugin.name()}Core::RootVelocity(Location - LastRootLocation, DeltaTime, bRootTeleported, TeleportSpeed, bTeleported);
		bJumped = bJumped || bTeleported;
	}
	LastRootLocation = Location;
	bHasLastRootLocation = true;
	bRootTeleported = false;
	return Velocity;
}

FVector ${ue.velocityComponent()}::PlaneNormalWorld() const
{
	const USceneComponent* Visual = Mode == ${ue.velocityModeEnum()}::SceneComponent ? ResolveVisualChild()
		: (Targets.Num() > 0 ? Targets[0].Slots.Mesh.Get() : nullptr);
	if (Visual == nullptr && GetOwner() != nullptr)
	{
		Visual = GetOwner()->GetRootComponent();
	}
	const FVector Local = ${ue.mathStruct()}::SafeNormal(PlaneNormalLocal, FVector(0.0, 1.0, 0.0));
	return Visual != nullptr ? ${ue.mathStruct()}::SafeNormal(Visual->GetComponentTransform().TransformVectorNoScale(Local), Local) : Local;
}

void ${ue.velocityComponent()}::ResolveMaterialTargets()
{
	TArray<UMeshComponent*> Wanted;
	if (const AActor* Owner = GetOwner())
	{
		TArray<UMeshComponent*> Meshes;
		Owner->GetComponents(Meshes);
		for (UMeshComponent* Mesh : Meshes)
		{
			// Never the root: the root carries the collision and the physics body.
			const bool bNamed = VisualComponentName.IsNone() || Mesh->GetFName() == VisualComponentName;
			if (bNamed && Mesh != Owner->GetRootComponent())
			{
				Wanted.Add(Mesh);
			}
		}
	}
	for (int32 Index = Targets.Num() - 1; Index >= 0; --Index)
	{
		if (!Wanted.Contains(Targets[Index].Slots.Mesh.Get()))
		{
			Targets[Index].Slots.Restore();
			if (Targets[Index].Slots.Mesh != nullptr)
			{
				F${plugin.name()}BoundsShell::Restore(*Targets[Index].Slots.Mesh, Targets[Index].Bounds, BoundsRecords);
			}
			Targets.RemoveAt(Index);
		}
	}
	for (UMeshComponent* Mesh : Wanted)
	{
		if (!Targets.ContainsByPredicate([Mesh](const ${ue.velocityTarget()}& Target) { return Target.Slots.Mesh == Mesh; }))
		{
			${ue.velocityTarget()}& Target = Targets.AddDefaulted_GetRef();
			Target.Slots.Mesh = Mesh;
		}
	}
}

USceneComponent* ${ue.velocityComponent()}::ResolveVisualChild() const
{
	const AActor* Owner = GetOwner();
	USceneComponent* Root = Owner != nullptr ? Owner->GetRootComponent() : nullptr;
	if (Root == nullptr)
	{
		return nullptr;
	}
	if (!VisualComponentName.IsNone())
	{
		TArray<USceneComponent*> Components;
		Owner->GetComponents(Components);
		for (USceneComponent* Component : Components)
		{
			if (Component->GetFName() == VisualComponentName)
			{
				return Component;
			}
		}
		return nullptr;
	}
	const TArray<TObjectPtr<USceneComponent>>& Children = Root->GetAttachChildren();
	return Children.Num() > 0 ? Children[0].Get() : nullptr;
}

void ${ue.velocityComponent()}::ApplyMaterial(const ${ue.mathStruct()}VelocityOutput& Output)
{
	ResolveMaterialTargets();
	for (${ue.velocityTarget()}& Target : Targets)
	{
		UMeshComponent& Mesh = *Target.Slots.Mesh;
		if (Target.Slots.Apply(*this))
		{
			Target.bHasPrevious = false;
		}
		GrowBounds(Target);
		const FTransform MeshToWorld = Mesh.GetComponentTransform();
		FVelocityStretchFrame Frame;
		// Pivot: the contact point while a squash recovers (the bottom stays on the floor), else the mesh's centre.
		Frame.PivotLocal = Output.bPivotAtContact ? MeshToWorld.InverseTransformPosition(Output.Pivot)
			: Target.MeshCenterLocal;
		Frame.AxisLocal = ${ue.mathStruct()}::SafeNormal(MeshToWorld.InverseTransformVector(Output.Axis), FVector(0.0, 0.0, 1.0));
		Frame.ParallelScale = Output.ParallelScale;
		Frame.PerpScale = Output.PerpScale;
		Frame.PlaneNormalLocal = ${ue.mathStruct()}::SafeNormal(PlaneNormalLocal, FVector(0.0, 1.0, 0.0));

		${ue.velocityInputsStruct()} Current;
<#-- What the component pushes for each VelocityStretch input; Frame is the controller's output in the mesh's
     local space. An input without an entry stops generation. -->
<#assign pushValues = {
	"VelocityPivotLocal": "Frame.PivotLocal",
	"VelocityAxisLocal": "Frame.AxisLocal",
	"VelocityStretch": "static_cast<float>(Frame.ParallelScale)",
	"VelocityPerpScale": "static_cast<float>(Frame.PerpScale)",
	"VelocityPlaneNormalLocal": "Frame.PlaneNormalLocal"
}>
<#list ue.velocity().pushes() as p>
<#if !pushValues[p.base()]??><#stop "VelocityStretch input ${p.base()} has no value in the Unreal component"></#if>
		Current.${p.field()} = ${pushValues[p.base()]};
</#list>
		const bool bContinuous = bMotionVectors && !bJumped && Target.bHasPrevious;
		const ${ue.velocityInputsStruct()}& Previous = bContinuous ? Target.Previous : Current;
		for (UMaterialInstanceDynamic* Instance : Target.Slots.Materials)
		{
			if (Instance != nullptr)
			{
				${ue.contractFile()}::PushVelocityStretch(*Instance, Current, Previous);
			}
		}
		Target.Previous = Current;
		Target.bHasPrevious = true;
	}
}

void ${ue.velocityComponent()}::GrowBounds(${ue.velocityTarget()}& Target)
{
	UMeshComponent& Mesh = *Target.Slots.Mesh;
	if (!Target.Bounds.bCaptured)
	{
		// Rest bounds once: F${plugin.name()}Core divides out the bounds scale only where CalcBounds applied it.
		Target.Bounds = F${plugin.name()}BoundsShell::Capture(Mesh, BoundsRecords);
		Target.MeshCenterLocal = Mesh.CalcBounds(FTransform::Identity).Origin;
		if (Target.Bounds.Support == E${plugin.name()}BoundsSupport::Ignored)
		{
			UE_LOG(Log${plugin.name()}, Warning, TEXT("%s: %s ignores BoundsScale (instanced, spline and similar meshes), so its bounds cannot be grown; it may be culled while deformed."),
				*GetPathName(), *Mesh.GetName());
		}
	}
	// A point within the bounds sphere (radius R) moves to at most (2 s - 1) R from the centre, s the largest scale
	// along any axis (a pivot on the surface included). BoundsScale grows the box about its centre, so the box's
	// smallest half extent must reach that far (floored at a tenth of R, for flat meshes and sprites).
	const double Radius = Target.Bounds.RestRadius;
	const FVector Extent = Target.Bounds.RestExtent;
	const double Squash = bTwoDimensional ? 1.0 / FMath::Max(MinSquash, 0.01f) : 1.0 / FMath::Sqrt(FMath::Max(MinSquash, 0.01f));
	const double LargestScale = FMath::Max(static_cast<double>(MaxStretch), Squash);
	const double Reach = (2.0 * LargestScale - 1.0) * Radius;
	const double SmallestExtent = FMath::Max(FMath::Max(FMath::Min3(Extent.X, Extent.Y, Extent.Z), 0.1 * Radius), 1e-4);
	// The same reach on every axis, measured against the smallest extent.
	F${plugin.name()}BoundsState Uniform = Target.Bounds;
	Uniform.RestExtent = FVector(SmallestExtent, SmallestExtent, SmallestExtent);
	F${plugin.name()}BoundsShell::Apply(Mesh, F${plugin.name()}Core::NeededBoundsScale(Uniform, FVector(Reach, Reach, Reach)), Target.Bounds, BoundsRecords);
}

void ${ue.velocityComponent()}::ApplySceneComponent(const ${ue.mathStruct()}VelocityOutput& Output)
{
	USceneComponent* Visual = ResolveVisualChild();
	const AActor* Owner = GetOwner();
	if (Visual == nullptr || Owner == nullptr || Visual == Owner->GetRootComponent() || Visual->GetAttachParent() == nullptr)
	{
		if (!bWarnedVisual)
		{
			UE_LOG(Log${plugin.name()}, Warning, TEXT("%s: scene-component mode needs a visual child that is not the root; nothing is deformed."), *GetPathName());
			bWarnedVisual = true;
		}
		return;
	}
	const UPrimitiveComponent* VisualPrimitive = Cast<UPrimitiveComponent>(Visual);
	if (VisualPrimitive != nullptr && VisualPrimitive->IsCollisionEnabled())
	{
		// Scaling a collider changes gameplay: the visual must be visual only.
		if (!bWarnedVisual)
		{
			UE_LOG(Log${plugin.name()}, Warning, TEXT("%s: %s has collision enabled; set it to NoCollision to deform it."), *GetPathName(), *Visual->GetName());
			bWarnedVisual = true;
		}
		return;
	}
	if (VisualChild != Visual)
	{
		RestoreVisuals();
		VisualChild = Visual;
		VisualRest = Visual->GetRelativeTransform();
	}
	if (FMath::Abs(Output.ParallelScale - 1.0) < RestTolerance)
	{
		Visual->SetRelativeTransform(VisualRest);
		return;
	}

	// Everything below is in the visual's parent space.
	const FTransform ParentToWorld = Visual->GetAttachParent()->GetComponentTransform();
	const FVector Axis = ${ue.mathStruct()}::SafeNormal(ParentToWorld.InverseTransformVectorNoScale(Output.Axis), FVector(0.0, 0.0, 1.0));
	const FVector RestLocation = VisualRest.GetLocation();
	const FVector Pivot = Output.bPivotAtContact ? ParentToWorld.InverseTransformPosition(Output.Pivot) : RestLocation;

	// Turn the visual so its authored up points along the axis (the smallest turn from rest), then scale its local
	// axes: up by the parallel scale, the others by the perpendicular one (2D: the plane normal, local Y, unscaled).
	const FVector RestUp = VisualRest.GetRotation().RotateVector(FVector::UpVector);
	const FQuat Rotation = FQuat::FindBetweenNormals(RestUp, Axis) * VisualRest.GetRotation();
	const double Perp = Output.PerpScale;
	const FVector AxisScale = bTwoDimensional ? FVector(Perp, 1.0, Output.ParallelScale) : FVector(Perp, Perp, Output.ParallelScale);

	// Deform the visual's origin about the pivot as the material would (spec section 5), so the bottom stays put.
	const FVector Offset = RestLocation - Pivot;
	const double Along = FVector::DotProduct(Offset, Axis);
	const FVector Location = Pivot + Axis * (Output.ParallelScale * Along) + (Offset - Axis * Along) * Perp;

	Visual->SetRelativeLocationAndRotation(Location, Rotation);
	Visual->SetRelativeScale3D(VisualRest.GetScale3D() * AxisScale);
}

void ${ue.velocityComponent()}::RestoreVisuals()
{
	for (${ue.velocityTarget()}& Target : Targets)
	{
		Target.Slots.Restore();
		if (Target.Slots.Mesh != nullptr)
		{
			F${plugin.name()}BoundsShell::Restore(*Target.Slots.Mesh, Target.Bounds, BoundsRecords);
		}
		Target.Bounds = F${plugin.name()}BoundsState();
		Target.bHasPrevious = false;
	}
	if (VisualChild != nullptr)
	{
		VisualChild->SetRelativeTransform(VisualRest);
		VisualChild = nullptr;
	}
}

void ${ue.velocityComponent()}::TickComponent(float DeltaTime, ELevelTick TickType, FActorComponentTickFunction* ThisTickFunction)
{
	Super::TickComponent(DeltaTime, TickType, ThisTickFunction);

	// Paused, or after a frame without a tick, the last previous/current pair is stale: this frame is a jump.
	const UWorld* World = GetWorld();
	const bool bPaused = World != nullptr && World->IsPaused();
	const F${plugin.name()}FrameStep Step = F${plugin.name()}Core::FrameStep(LastPushFrame, GFrameCounter, bPaused, DeltaTime);
	LastPushFrame = GFrameCounter;
	bJumped = bJumped || !Step.bContinuous;
	if (bPaused)
	{
		// A still frame: the last pose again, with no motion vector; the controller and the root's history wait.
		if (Mode == ${ue.velocityModeEnum()}::Material)
		{
			ApplyMaterial(LastOutput);
		}
		bJumped = false;
		return;
	}

	FVector Velocity = MeasureVelocity(DeltaTime);
	const FVector VelocityThisFrame = Velocity;
	const ${ue.mathStruct()}Contact* Contact = nullptr;
	if (bPendingContact)
	{
		// A hit reports the velocity after the bounce: the approach speed comes from the one before it.
		Contact = &PendingContact;
		Velocity = PendingContactVelocity;
	}
	${ue.mathStruct()}VelocitySettings Settings = MakeSettings();
	Settings.PlaneNormal = PlaneNormalWorld();
	const USceneComponent* Root = GetOwner() != nullptr ? GetOwner()->GetRootComponent() : nullptr;
	const FVector Position = Root != nullptr ? Root->GetComponentLocation() : FVector::ZeroVector;
	// The frame's sanitized step (issue 22); the controller guards its own entry too.
	LastOutput = ${ue.mathStruct()}::StepVelocity(Settings, State, Step.DeltaTime, ToMetresPerSecond(Velocity), Position, Contact);
	bPendingContact = false;
	LastVelocity = VelocityThisFrame;

	if (Mode == ${ue.velocityModeEnum()}::Material)
	{
		ApplyMaterial(LastOutput);
	}
	else
	{
		ApplySceneComponent(LastOutput);
	}
	bJumped = false;
}
