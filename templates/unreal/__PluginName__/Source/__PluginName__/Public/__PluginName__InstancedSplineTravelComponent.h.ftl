<#assign P = plugin.name()>
<#assign C = "U" + P + "InstancedSplineTravelComponent">
// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Components/ActorComponent.h"
#include "Curves/CurveFloat.h"
#include "${P}InstanceTravel.h"
#include "${ue.mathFile()}.h"
#include "${P}InstancedSplineTravelComponent.generated.h"

class UInstancedStaticMeshComponent;
class UMaterialInstanceDynamic;
class UMaterialInterface;
class USplineComponent;
class UStaticMesh;
class UTexture2D;
class ${C};

/** What a traveller does at the end of its curve (mirrors the controller's E${P}TravelEnd). */
UENUM(BlueprintType)
enum class E${P}TravellerEnd : uint8
{
	/** Rests for HoldSeconds (and until its landing squash recovers), then is hidden and its instance reused. */
	Recycle UMETA(DisplayName = "Recycle"),
	/** Starts over; the wrap is a jump, so it leaves no motion-vector smear. */
	Loop UMETA(DisplayName = "Loop"),
	/** Stays at the end until Recycle is called. */
	Hold UMETA(DisplayName = "Hold")
};

/** Fired for one traveller of an instanced spline travel component. */
DECLARE_DYNAMIC_MULTICAST_DELEGATE_TwoParams(F${P}TravellerSignature, ${C}*, Component, int32, Traveller);

/**
 * Many objects travelling splines in one draw call (deformer-math.md section 9): every traveller is an instance of
 * one instanced static mesh, every spline one row of a curve atlas, and the per-instance custom data carries each
 * traveller's progress, stretch, size, row and landing squash with their previous-frame values. The material must
 * use ${plugin.splineAtlasDeformFunction()} and be used with instanced static meshes; its Max World Position Offset
 * Displacement must be at least GetRequiredMaxWorldPositionOffset(), never 0 (it pads every instance's bounds, grows
 * Nanite's clusters and clamps the offset per world axis; docs/engine-facts.md, ism-instance-bounds, wpo-clamp).
 * Instance transforms are relative to the instanced mesh, which follows the actor; the atlas is in each instance's
 * own space (its rest frame at the spline's end).
 */
UCLASS(ClassGroup = (${P}), meta = (BlueprintSpawnableComponent))
class ${plugin.apiMacro()} ${C} : public UActorComponent
{
	GENERATED_BODY()

public:
	${C}();

	/** Splines of this actor whose curves are the atlas rows, by component name, in order; empty takes every spline, sorted by component name. */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel")
	TArray<FName> SplineNames;

	/** The mesh every traveller shows. */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel")
	TObjectPtr<UStaticMesh> Mesh = nullptr;

	/** A material built on ${plugin.splineAtlasDeformFunction()}; the component drives a dynamic instance of it. */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel")
	TObjectPtr<UMaterialInterface> Material = nullptr;

	/** Texels per atlas row (clamped to 2..4096 in code too). */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel", meta = (ClampMin = "2", ClampMax = "4096"))
	int32 SampleCount = ${ue.spline().sampleCount()?c};

	/** The mesh's forward axis, in its local space: it rests along each spline's end direction. */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel")
	FVector ForwardAxis = FVector(<#list ue.spline().forwardAxis() as c>${lit.d(c)}<#sep>, </#sep></#list>);

	/** Seconds a traveller takes along its curve. */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel", meta = (ClampMin = "0.01"))
	float Duration = 1.0f;

	/** What a traveller does at the end of its curve. */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel")
	E${P}TravellerEnd End = E${P}TravellerEnd::Recycle;
<#if ue.loopRoll().closedLoop()>

	/** When every spline is a closed loop, travellers go round it with no seam and Loop travellers lap without a jump (deformer-math.md 10.5). */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel")
	bool bFollowClosedLoop = true;
</#if>

	/** Seconds a recycled traveller rests at the end before it is hidden. */
	UPROPERTY(EditAnywhere, Category = "${P}|Travel", meta = (ClampMin = "0"))
	float HoldSeconds = 0.0f;

	/** Progress (0..1) over the normalised travel time; empty keys mean linear. */
	UPROPERTY(EditAnywhere, Category = "${P}|Curves")
	FRuntimeFloatCurve ProgressCurve;

	/** StretchScale over the normalised travel time; empty keys mean 1. */
	UPROPERTY(EditAnywhere, Category = "${P}|Curves")
	FRuntimeFloatCurve StretchCurve;

	/** SizeScale over the normalised travel time; empty keys mean 1. */
	UPROPERTY(EditAnywhere, Category = "${P}|Curves")
	FRuntimeFloatCurve SizeCurve;

<#if ue.loopRoll().rollFromCurve()>
	/** Roll in degrees about the direction of travel over each curve's normalised arc length (1: its end); on closed loops it must change by whole turns. */
	UPROPERTY(EditAnywhere, Category = "${P}|Curves")
	FRuntimeFloatCurve RollCurve;

</#if>
	/** Samples of each curve the travellers read (linear between them; clamped to 2..256 in code too). */
	UPROPERTY(EditAnywhere, Category = "${P}|Curves", meta = (ClampMin = "2", ClampMax = "256"))
	int32 CurveSamples = 32;

	/** A squash on landing (deformer-math.md section 5), about the mesh's front, recovering before the traveller is recycled. */
	UPROPERTY(EditAnywhere, Category = "${P}|Squash")
	bool bSquashOnArrival = true;

	/** The landing squash's constants (C++; the spec's values by default). */
	${ue.mathStruct()}VelocitySettings SquashSettings;

	/** A traveller's delay ran out and it left the start of its curve. */
	UPROPERTY(BlueprintAssignable, Category = "${P}|Travel")
	F${P}TravellerSignature OnTravellerStarted;

	/** A traveller reached the end of its curve. */
	UPROPERTY(BlueprintAssignable, Category = "${P}|Travel")
	F${P}TravellerSignature OnTravellerArrived;

	/** A traveller was hidden and its instance freed for the next spawn. */
	UPROPERTY(BlueprintAssignable, Category = "${P}|Travel")
	F${P}TravellerSignature OnTravellerRecycled;

	/** Starts a traveller on spline SplineIndex (an atlas row) after Delay seconds; returns its index, or -1. */
	UFUNCTION(BlueprintCallable, Category = "${P}|Travel")
	int32 Spawn(int32 SplineIndex, float Delay = 0.0f);

	/** Hides a traveller now and frees its instance. */
	UFUNCTION(BlueprintCallable, Category = "${P}|Travel")
	void Recycle(int32 Traveller);

	/** Re-bakes the atlas from the splines (after they changed) and re-creates the instanced mesh's instances. */
	UFUNCTION(BlueprintCallable, Category = "${P}|Travel")
	void Rebake();

	/** Travellers spawned and not yet recycled. */
	UFUNCTION(BlueprintPure, Category = "${P}|Travel")
	int32 GetNumLiveTravellers() const { return Controller.NumLive(); }

	/** The farthest any vertex of any instance moves, in world units (deformer-math.md section 9.5): the least Max World Position Offset Displacement that fits. */
	UFUNCTION(BlueprintPure, Category = "${P}|Travel")
	float GetRequiredMaxWorldPositionOffset() const { return static_cast<float>(RequiredWorldPositionOffset); }

	UInstancedStaticMeshComponent* GetInstances() const { return Instances; }

	virtual void TickComponent(float DeltaTime, ELevelTick TickType, FActorComponentTickFunction* ThisTickFunction) override;

protected:
	virtual void OnRegister() override;
	virtual void OnUnregister() override;

private:
	/** The instanced mesh the travellers are instances of, created at registration (not where nothing renders). */
	UPROPERTY(Transient)
	TObjectPtr<UInstancedStaticMeshComponent> Instances = nullptr;

	/** Row r holds spline r's positions relative to its end, in the traveller's rest frame (N x rows, PF_A32B32G32R32F). */
	UPROPERTY(Transient)
	TObjectPtr<UTexture2D> PositionAtlas = nullptr;

	/** Row r holds spline r's unit tangents, or rotation-minimizing frames as quaternions. */
	UPROPERTY(Transient)
	TObjectPtr<UTexture2D> TangentAtlas = nullptr;

	/** The one dynamic instance of Material every traveller shares: the atlas and the per-atlas parameters. */
	UPROPERTY(Transient)
	TObjectPtr<UMaterialInstanceDynamic> AtlasMaterial = nullptr;

	F${P}InstanceTravel Controller;

	/**
	 * Per row: its spline's rest transform (end point, mesh forward along the end direction) relative to the instanced
	 * mesh, its length and its bounds in the rest frame.
	 */
	TArray<FTransform> RowRest;
	TArray<double> RowLength;
	/** Per row: its spline is a closed loop travelled round (its travellers store a negative SplineLength, 10.5). */
	TArray<bool> RowClosed;
	TArray<FVector> RowBoundsMin;
	TArray<FVector> RowBoundsMax;
	double RequiredWorldPositionOffset = 0.0;
	/** Instances added so far: one per traveller slot the controller ever opened. */
	int32 InstanceCount = 0;
	/** The atlas waits for the splines to be registered (their world transforms are computed then). */
	bool bBakePending = true;
	/** GFrameCounter at the last tick that wrote the travellers' floats (0: none yet). */
	uint64 LastWriteFrame = 0;

	TArray<USplineComponent*> ResolveSplines() const;
	void BakeWhenReady();
	void BuildAtlas(const TArray<USplineComponent*>& Splines);
	void MarkInstancesDirty();
	void SampleCurves();
	void Broadcast(const TArray<F${P}TravelEventRecord>& Events);
};
