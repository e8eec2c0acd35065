<#import "/partials/unreal/parameters.ftl" as param>
// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Components/ActorComponent.h"
#include "Engine/EngineTypes.h"
#include "${ue.contractFile()}.h"
#include "${ue.mathFile()}.h"
#include "${ue.slotsFile()}.h"
#include "UObject/ObjectSaveContext.h"
#include "${ue.velocityComponentFile()}.generated.h"

class UPrimitiveComponent;
class USceneComponent;
struct FHitResult;

/** Where the velocity deformation is applied. */
UENUM(BlueprintType)
enum class ${ue.velocityModeEnum()} : uint8
{
	/** World Position Offset through ${plugin.velocityStretchFunction()}: any mesh shape, pivot on the contact. */
	Material UMETA(DisplayName = "Material (WPO)"),
	/** Rotate and scale a visual child component, as in the classic recipe: for symmetric meshes and sprites. */
	SceneComponent UMETA(DisplayName = "Scene Component")
};

/** How an impact squash recovers. */
UENUM(BlueprintType)
enum class ${ue.easeEnum()} : uint8
{
	/** 1 - (1 - s) e^(-lambda t): no overshoot. */
	Exponential UMETA(DisplayName = "Exponential"),
	/** A damped spring: a slight overshoot. */
	Spring UMETA(DisplayName = "Spring")
};

/** One visual mesh driven in material mode, with its previous-frame values. */
USTRUCT()
struct ${plugin.apiMacro()} ${ue.velocityTarget()}
{
	GENERATED_BODY()

	/** The mesh and the material instances on its slots. */
	UPROPERTY(Transient, meta = (ToolTip = "The deformed mesh and the material instances on its slots."))
	${ue.slotsStruct()} Slots;

	/** Rest bounds captured once per registration (scale-independent) and the authored bounds scale. */
	F${plugin.name()}BoundsState Bounds;

	/** Centre of the mesh's rest bounds, local space: the stretch pivot away from contacts. */
	FVector MeshCenterLocal = FVector::ZeroVector;

	/** What was pushed last frame, for the previous-frame twins. */
	${ue.velocityInputsStruct()} Previous;
	bool bHasPrevious = false;
};

/**
 * Stretches an object along its velocity and squashes it on impact (math spec ${mathVersion} section 5), on the
 * visuals only: never the root, its collision or its physics body. Material mode drives World Position Offset
 * through ${plugin.velocityStretchFunction()} on the owner's meshes (or the named ones); scene-component mode
 * rotates and scales a visual child. Speeds in the settings are metres per second, as in the spec; the component
 * converts Unreal's centimetres in one place (ToMetresPerSecond).
 */
UCLASS(ClassGroup = (Rendering), meta = (BlueprintSpawnableComponent, DisplayName = "Velocity Stretch"))
class ${plugin.apiMacro()} ${ue.velocityComponent()} : public UActorComponent
{
	GENERATED_BODY()

public:
	${ue.velocityComponent()}();

	/** Unreal units (cm) per metre: settings are in m/s, Unreal velocities in cm/s. */
	static constexpr double UnrealUnitsPerMetre = ${lit.d(ue.unitsPerMetre())};

	/** Converts an Unreal velocity (cm/s) to the spec's m/s; the only unit conversion of the component. */
	static FVector ToMetresPerSecond(const FVector& UnrealVelocity);

	/** Where the deformation is applied. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Velocity Stretch|Setup", meta = (ToolTip = "Material: World Position Offset on the meshes. Scene Component: rotate and scale a visual child."))
	${ue.velocityModeEnum()} Mode = ${ue.velocityModeEnum()}::${ue.velocity().modeEnumerator()};

	/** The visual to deform, by component name; None picks every non-root mesh (material) or the root's first child (scene component). */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Velocity Stretch|Setup", meta = (GetOptions = "GetVisualComponentOptions", ToolTip = "The visual to deform; never the root. None picks the meshes that are not the root (material) or the root's first child (scene component)."))
	FName VisualComponentName;

<@param.properties values=parameters.at("velocityStretch") category="Velocity Stretch|Stretch"/>

<@param.properties values=parameters.at("velocityStretch.impact") category="Velocity Stretch|Impact" enum=ue.easeEnum()/>

	/** Hits slower than this (m/s) are resting or rolling contact, not impacts. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Velocity Stretch|Impact", meta = (ClampMin = "0", ToolTip = "Hits with an approach speed below this (m/s) are resting or rolling contact and are ignored."))
	float MinImpactSpeed = 0.5f;

	/** Squash on the root's hit events. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Velocity Stretch|Impact", meta = (ToolTip = "Squash on the root primitive's hit events (needs Simulation Generates Hit Events on physics bodies)."))
	bool bSquashOnHit = true;

<@param.properties values=parameters.flagged("velocityStretch") category="Velocity Stretch|2D"/>

	/** Push previous-frame values so motion vectors follow the deformation (material mode). */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Velocity Stretch|Rendering", meta = (ToolTip = "Push previous-frame values for motion vectors (material mode)."))
	bool bMotionVectors = ${ue.spline().motionVectors()?c};

	/** A root moving faster than this (cm/s) in one frame jumped (a teleport or respawn): no stretch. 0 disables. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Velocity Stretch|Motion", meta = (ClampMin = "0", ToolTip = "Root speed (cm/s) above which a frame's move is a teleport, not a motion; 0 disables."))
	float TeleportSpeed = 20000.0f;

	/** Reports an impact: Point and Normal in world space, VelocityBeforeImpact in cm/s. Use it where no hit event fires. */
	UFUNCTION(BlueprintCallable, Category = "Velocity Stretch")
	void NotifyImpact(const FVector& Point, const FVector& Normal, const FVector& VelocityBeforeImpact);

	/** Returns the visuals to rest and clears any squash. */
	UFUNCTION(BlueprintCallable, Category = "Velocity Stretch")
	void ResetDeformation();

	/** Scale along the axis this frame. */
	UFUNCTION(BlueprintPure, Category = "Velocity Stretch")
	float GetParallelScale() const;

	/** Scale across the axis this frame. */
	UFUNCTION(BlueprintPure, Category = "Velocity Stretch")
	float GetPerpScale() const;

	/** World-space axis of the stretch or squash this frame. */
	UFUNCTION(BlueprintPure, Category = "Velocity Stretch")
	FVector GetAxis() const;

	/** The controller settings from the properties. */
	${ue.mathStruct()}VelocitySettings MakeSettings() const;

	//~ Begin UActorComponent Interface
	virtual void BeginPlay() override;
	virtual void EndPlay(const EEndPlayReason::Type EndPlayReason) override;
	virtual void TickComponent(float DeltaTime, ELevelTick TickType, FActorComponentTickFunction* ThisTickFunction) override;
	//~ End UActorComponent Interface

	//~ Begin UObject Interface
	virtual void PreSave(FObjectPreSaveContext SaveContext) override;
	//~ End UObject Interface

protected:
	//~ Begin UActorComponent Interface
	virtual void OnUnregister() override;
	//~ End UActorComponent Interface

private:
	/** Names offered for VisualComponentName. */
	UFUNCTION()
	TArray<FString> GetVisualComponentOptions() const;

	/** Bound to the root primitive's OnComponentHit. */
	UFUNCTION()
	void HandleHit(UPrimitiveComponent* HitComponent, AActor* OtherActor, UPrimitiveComponent* OtherComp, FVector NormalImpulse, const FHitResult& Hit);

	/** Bound to the root's TransformUpdated during play: a teleport is a jump, not a motion. */
	void HandleRootTransformUpdated(USceneComponent* UpdatedComponent, EUpdateTransformFlags UpdateTransformFlags, ETeleportType Teleport);

	FVector MeasureVelocity(float DeltaTime);
	FVector PlaneNormalWorld() const;
	void ResolveMaterialTargets();
	USceneComponent* ResolveVisualChild() const;
	void ApplyMaterial(const ${ue.mathStruct()}VelocityOutput& Output);
	void GrowBounds(${ue.velocityTarget()}& Target);
	void ApplySceneComponent(const ${ue.mathStruct()}VelocityOutput& Output);
	void RestoreVisuals();

	/** Material-mode meshes with their material instances. */
	UPROPERTY(Transient)
	TArray<${ue.velocityTarget()}> Targets;

	/** Bounds scales this component grew, kept (not transient) so copies of the actor restore the authored ones. */
	UPROPERTY()
	TArray<F${plugin.name()}BoundsRecord> BoundsRecords;

	/** Scene-component mode: the visual child and its authored relative transform. */
	UPROPERTY(Transient)
	TObjectPtr<USceneComponent> VisualChild = nullptr;

	FTransform VisualRest = FTransform::Identity;
	${ue.mathStruct()}VelocityState State;
	${ue.mathStruct()}VelocityOutput LastOutput;
	FVector LastRootLocation = FVector::ZeroVector;
	bool bHasLastRootLocation = false;
	/** The root reported a teleport since the last measurement. */
	bool bRootTeleported = false;
	/** The root whose TransformUpdated is bound, and the binding. */
	TWeakObjectPtr<USceneComponent> WatchedRoot;
	FDelegateHandle RootTransformHandle;
	/** The velocity (cm/s) measured last frame: a hit reports the velocity after the bounce, so use the one before. */
	FVector LastVelocity = FVector::ZeroVector;
	bool bPendingContact = false;
	${ue.mathStruct()}Contact PendingContact;
	/** Velocity (cm/s) before the pending contact. */
	FVector PendingContactVelocity = FVector::ZeroVector;
	bool bJumped = true;
	/** GFrameCounter at the last tick (0: none yet): a gap means the last pushed pair was not last frame's. */
	uint64 LastPushFrame = 0;
	bool bWarnedVisual = false;
};
