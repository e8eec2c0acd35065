<#import "/partials/unreal/parameters.ftl" as param>
// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Components/ActorComponent.h"
#include "Curves/CurveFloat.h"
#include "UObject/ObjectSaveContext.h"
#include "${ue.contractFile()}.h"
#include "${ue.mathFile()}.h"
#include "${ue.slotsFile()}.h"
#include "${ue.splineComponentFile()}.generated.h"

class UMeshComponent;
class USplineComponent;
class UTexture2D;
class ${ue.splineComponent()};

/** What playback does when it reaches the end of the curve. */
UENUM(BlueprintType)
enum class ${ue.loopEnum()} : uint8
{
	/** Play to the end, stay there and fire OnPlaybackFinished. */
	Once UMETA(DisplayName = "Once"),
	/** Wrap back to the start and fire OnPlaybackLooped; the wrap is a jump, so it leaves no motion-vector smear. */
	Loop UMETA(DisplayName = "Loop"),
	/** Play back and forth, firing OnPlaybackLooped at each turn. */
	PingPong UMETA(DisplayName = "Ping-Pong")
};

/** Fired by a spline deform component's playback. */
DECLARE_DYNAMIC_MULTICAST_DELEGATE_OneParam(${ue.playbackDelegate()}, ${ue.splineComponent()}*, Component);

/** Bake and material state of one deformed mesh; the textures and material instances live here, kept by UPROPERTYs. */
USTRUCT()
struct ${plugin.apiMacro()} ${ue.splineTarget()}
{
	GENERATED_BODY()

	/** The deformed mesh and the material instances on its slots. */
	UPROPERTY(Transient, meta = (ToolTip = "The deformed mesh and the material instances on its slots."))
	${ue.slotsStruct()} Slots;

	/** Curve positions relative to the curve's end, in the mesh's local space (Nx1, PF_A32B32G32R32F). */
	UPROPERTY(Transient, meta = (ToolTip = "Baked curve positions, mesh local space, relative to the curve's end."))
	TObjectPtr<UTexture2D> PositionTexture = nullptr;

	/** Unit tangents, or rotation-minimizing frames as quaternions, per texel (Nx1, PF_A32B32G32R32F). */
	UPROPERTY(Transient, meta = (ToolTip = "Baked tangents (or rotation-minimizing frames), mesh local space."))
	TObjectPtr<UTexture2D> TangentTexture = nullptr;

	/** Rest bounds captured once per registration (scale-independent) and the authored bounds scale. */
	F${plugin.name()}BoundsState Bounds;

	/** The last bake; its Positions/Tangents/Frames are what the textures hold. */
	${ue.mathStruct()}BakeResult Bake;

	/** Everything the bake depends on at the time of the last bake; a difference means re-bake. */
	F${plugin.name()}BakeWatch BakeWatch;

	/** The spline of the last bake, weakly: a new spline at a freed one's address is still a different spline. */
	TWeakObjectPtr<const USplineComponent> BakedSpline;

	/** Local bounds of the mesh at rest, from Bounds. */
	FVector MeshCenterLocal = FVector::ZeroVector;
	double MeshHalfLength = 0.0;
	double MeshRadius = 0.0;

	/** What was pushed last frame, for the previous-frame twins. */
	${ue.splineInputsStruct()} Previous;
	bool bHasPrevious = false;
	bool bWarnedDisplacement = false;
	/** The render bounds need recomputing (new bake, new rest bounds or changed settings). */
	bool bBoundsDirty = true;
	/** The placement warning was logged for this target. */
	bool bWarnedPlacement = false;
	/** This component turned the mesh's bWorldPositionOffsetWritesVelocity on; restore puts it back off. */
	bool bForcedVelocityWrites = false;
	/** The last bake travels round a closed loop (math spec section 10.1): the material's ClosedLoop. */
	bool bClosedLoop = false;
};

/**
 * Bends, squashes and stretches meshes along a spline with World Position Offset (math spec ${mathVersion}).
 * Bakes the spline into two float textures per mesh, in that mesh's local space, re-baking only when the spline,
 * the transforms or the bake settings change; plays Progress along the curve with timing, stretch and size
 * curves; pushes the parameter contract and its previous-frame twins to each mesh's dynamic material instances.
 * The meshes' materials must use ${plugin.splineDeformFunction()} on World Position Offset. Nothing moves the
 * actor, its collision or its physics: the deformation is visual only. Previews in the editor without Play.
 */
UCLASS(ClassGroup = (Rendering), meta = (BlueprintSpawnableComponent, DisplayName = "Spline Deform"))
class ${plugin.apiMacro()} ${ue.splineComponent()} : public UActorComponent
{
	GENERATED_BODY()

public:
	${ue.splineComponent()}();

	/** The spline to follow, by component name; None uses the owner's first spline component. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Setup", meta = (GetOptions = "GetSplineComponentOptions", ToolTip = "The spline to follow (a spline component of the owner); None uses the first one."))
	FName SplineComponentName;

	/** The meshes to deform, by component name; empty deforms every mesh component of the owner. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Setup", meta = (GetOptions = "GetMeshComponentOptions", ToolTip = "Meshes to deform (mesh components of the owner); empty deforms all of them."))
	TArray<FName> TargetMeshNames;

<@param.properties values=parameters.at("splineDeform") category="Spline Deform|Shape"/>

<#if ue.loopRoll().closedLoop()>
	/** Travel round a closed spline (its Closed Loop flag) with no seam and no settle (math spec section 10.1); off treats every spline as open. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Shape", meta = (ToolTip = "Travel round a closed spline (Closed Loop) with no seam and no settle; off treats every spline as open."))
	bool bFollowClosedLoop = true;

</#if>
	/** Seconds from the start of the curve to its end. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Playback", meta = (ClampMin = "0.001", ToolTip = "Seconds from the start of the curve to its end."))
	float Duration = ${lit.f(ue.spline().duration())};

	/** What playback does at the end of the curve. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Playback", meta = (ToolTip = "What playback does at the end of the curve."))
	${ue.loopEnum()} LoopMode = ${ue.loopEnum()}::${ue.spline().loopEnumerator()};

	/** Start playing when play begins. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Playback", meta = (ToolTip = "Start playing when play begins."))
	bool bAutoPlay = ${ue.spline().autoPlay()?c};

	/** Normalized time (0..1) to Progress along the curve; the diagonal is constant speed. */
	UPROPERTY(EditAnywhere, Category = "Spline Deform|Curves", meta = (ToolTip = "Normalized time (0..1) to Progress along the curve."))
	FRuntimeFloatCurve TimingCurve;

	/** Progress to stretch alpha: 0 is rest, 1 is MaxStretch. Seeded as a hump. */
	UPROPERTY(EditAnywhere, Category = "Spline Deform|Curves", meta = (ToolTip = "Progress to stretch alpha (0 rest, 1 MaxStretch)."))
	FRuntimeFloatCurve StretchCurve;

	/** Progress to uniform size. */
	UPROPERTY(EditAnywhere, Category = "Spline Deform|Curves", meta = (ToolTip = "Progress to uniform size."))
	FRuntimeFloatCurve SizeCurve;
<#if ue.loopRoll().rollFromCurve()>

	/** Roll in degrees about the travelling tangent over the normalised arc length (1: the end where the mesh rests); on a closed loop it must change by whole turns. */
	UPROPERTY(EditAnywhere, Category = "Spline Deform|Curves", meta = (ToolTip = "Roll in degrees about the direction of travel over the curve (0 start, 1 end); on a closed loop it must change by whole turns (multiples of 360)."))
	FRuntimeFloatCurve RollCurve;
</#if>

	/** Push previous-frame values and turn on World Position Offset velocity writes, so TAA/TSR do not ghost. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Rendering", meta = (ToolTip = "Write motion vectors for the deformation (previous-frame values, WPO velocity writes)."))
	bool bMotionVectors = ${ue.spline().motionVectors()?c};

	/** Grow the meshes' bounds so the deformed mesh is never culled. */
	UPROPERTY(EditAnywhere, BlueprintReadOnly, Category = "Spline Deform|Rendering", meta = (ToolTip = "Grow the meshes' bounds scale so the deformed mesh is never culled."))
	bool bExpandBounds = true;

	/** Show the deformation in the editor viewport without Play. */
	UPROPERTY(EditAnywhere, Category = "Spline Deform|Preview", meta = (ToolTip = "Show the deformation in the editor viewport without Play."))
	bool bPreviewInEditor = true;

	/** Where along the curve the editor preview sits, as normalized time. */
	UPROPERTY(EditAnywhere, Category = "Spline Deform|Preview", meta = (ClampMin = "0", ClampMax = "1", EditCondition = "bPreviewInEditor", ToolTip = "Normalized time shown by the editor preview."))
	float PreviewTime = 0.5f;

	/** Play the editor preview continuously instead of holding PreviewTime. */
	UPROPERTY(EditAnywhere, Category = "Spline Deform|Preview", meta = (EditCondition = "bPreviewInEditor", ToolTip = "Play the editor preview continuously (using the loop mode) instead of holding PreviewTime."))
	bool bPreviewPlayback = false;

	/** Fired when playback starts from the beginning. */
	UPROPERTY(BlueprintAssignable, Category = "Spline Deform|Events", meta = (ToolTip = "Fired when playback starts from the beginning."))
	${ue.playbackDelegate()} OnPlaybackStarted;

	/** Fired when a Once playback reaches the end. */
	UPROPERTY(BlueprintAssignable, Category = "Spline Deform|Events", meta = (ToolTip = "Fired when a Once playback reaches the end."))
	${ue.playbackDelegate()} OnPlaybackFinished;

	/** Fired at each wrap (Loop) or turn (Ping-Pong). */
	UPROPERTY(BlueprintAssignable, Category = "Spline Deform|Events", meta = (ToolTip = "Fired at each wrap (Loop) or turn (Ping-Pong)."))
	${ue.playbackDelegate()} OnPlaybackLooped;

	/** Starts playing from the beginning of the curve. */
	UFUNCTION(BlueprintCallable, Category = "Spline Deform|Playback")
	void PlayFromStart();

	/** Holds playback where it is. */
	UFUNCTION(BlueprintCallable, Category = "Spline Deform|Playback")
	void Pause();

	/** Continues a paused playback. */
	UFUNCTION(BlueprintCallable, Category = "Spline Deform|Playback")
	void Resume();

	/** Stops playback and returns to the start of the curve. */
	UFUNCTION(BlueprintCallable, Category = "Spline Deform|Playback")
	void Stop();

	/** Moves the playhead to a normalized time (0..1); a jump, so it leaves no motion-vector smear. */
	UFUNCTION(BlueprintCallable, Category = "Spline Deform|Playback")
	void SetProgress(float NormalizedTime);

	/** The playhead as normalized time (0..1); the material's Progress is the timing curve of it. */
	UFUNCTION(BlueprintPure, Category = "Spline Deform|Playback")
	float GetProgress() const;

	/** The Progress pushed to the material this frame (the timing curve of the playhead). */
	UFUNCTION(BlueprintPure, Category = "Spline Deform|Playback")
	float GetDeformProgress() const;

	/** Whether playback is advancing. */
	UFUNCTION(BlueprintPure, Category = "Spline Deform|Playback")
	bool IsPlaying() const;

	/** Re-bakes every target now, whether or not anything changed. */
	UFUNCTION(BlueprintCallable, Category = "Spline Deform|Setup")
	void Rebake();

	/** Moves the spline's last point to the first target's rest centre and turns its tangent along the mesh's forward axis. */
	UFUNCTION(CallInEditor, BlueprintCallable, Category = "Spline Deform|Setup")
	void SnapSplineEndToMesh();

	/** Marks this frame as a jump (e.g. after teleporting the meshes): previous-frame values equal the current ones. */
	UFUNCTION(BlueprintCallable, Category = "Spline Deform|Rendering")
	void NotifyJump();

	/** The targets as last resolved, with their bakes; for tests and tools. */
	const TArray<${ue.splineTarget()}>& GetTargets() const { return Targets; }

	/**
	 * Bakes Spline for a mesh at MeshToWorld (math spec section 2): samples the engine's spline densely in world
	 * space, then runs the math core. bFrames adds rotation-minimizing frames.
	 */
	static void BakeSpline(const USplineComponent& Spline, const FTransform& MeshToWorld, int32 InSampleCount,
		bool bFrames, const FVector& Forward, ${ue.mathStruct()}BakeResult& OutResult);

	/**
	 * BakeSpline with math spec section 10: bClosedLoop bakes a closed spline's loop seamless (10.1); the roll (10.2)
	 * comes from the spline's up vectors (bRollFromSpline, relative to the frame the shader builds: bArticle for mode C)
	 * or from RollDegrees, one value per texel (empty: none). Returns false when the roll was refused (a closed loop's
	 * roll that does not change by whole turns); the bake then has no roll.
	 */
	static bool BakeSplineLoopRoll(const USplineComponent& Spline, const FTransform& MeshToWorld, int32 InSampleCount,
		bool bFrames, bool bArticle, const FVector& Forward, bool bClosedLoop, bool bRollFromSpline, const TArray<double>& RollDegrees,
		${ue.mathStruct()}BakeResult& OutResult);

	/** A roll curve (degrees over the normalised arc length) read at each texel i / (N - 1) of a bake of N texels. */
	static void RollDegreesPerTexel(const FRuntimeFloatCurve& Curve, int32 N, TArray<double>& OutDegrees);

	/** Whether this build's shader uses rotation-minimizing frames (the spec's orientation: ${ue.spline().orientationWord()}). */
	static constexpr bool bRotationMinimizingFrames = ${ue.spline().rotationMinimizing()?c};

	/** Whether this build's shader uses the article's frames (mode C), which a roll from the spline is measured against. */
	static constexpr bool bArticleFrames = ${ue.spline().articleFrames()?c};

	//~ Begin UActorComponent Interface
	virtual void BeginPlay() override;
	virtual void TickComponent(float DeltaTime, ELevelTick TickType, FActorComponentTickFunction* ThisTickFunction) override;
	//~ End UActorComponent Interface

	//~ Begin UObject Interface
	virtual void PreSave(FObjectPreSaveContext SaveContext) override;
#if WITH_EDITOR
	virtual void PostEditChangeProperty(FPropertyChangedEvent& PropertyChangedEvent) override;
	virtual void CheckForErrors() override;
#endif
	//~ End UObject Interface

protected:
	//~ Begin UActorComponent Interface
	virtual void OnRegister() override;
	virtual void OnUnregister() override;
	//~ End UActorComponent Interface

private:
	/** SnapSplineEndToMesh for any target (the Map Check entry of each misplaced target snaps to that one). */
	void SnapSplineEndToTarget(int32 TargetIndex);

	/** Names offered for SplineComponentName. */
	UFUNCTION()
	TArray<FString> GetSplineComponentOptions() const;

	/** Names offered for TargetMeshNames. */
	UFUNCTION()
	TArray<FString> GetMeshComponentOptions() const;

	USplineComponent* ResolveSpline() const;
	void ResolveTargets();
	void UpdateTarget(${ue.splineTarget()}& Target, const USplineComponent& Spline);
	void BakeTarget(${ue.splineTarget()}& Target, const USplineComponent& Spline);
	void UpdateBounds(${ue.splineTarget()}& Target);
	F${plugin.name()}Placement PlacementOf(const ${ue.splineTarget()}& Target, const USplineComponent& Spline) const;
	void RestoreTarget(${ue.splineTarget()}& Target);
	void RestoreTargets();
	void AdvancePlayback(float DeltaTime, bool bBroadcast);
	/** Whether the component travels round Spline as a closed loop (math spec section 10.1). */
	bool TravelsLoop(const USplineComponent& Spline) const;
	void UpdateTargets();
	void PushContract();
	float CurrentTime() const;
	bool IsPreview() const;

	/** The meshes this component drives, each with its textures and material instances. */
	UPROPERTY(Transient)
	TArray<${ue.splineTarget()}> Targets;

	/** Bounds scales this component grew, kept (not transient) so copies of a previewing actor restore the authored ones. */
	UPROPERTY()
	TArray<F${plugin.name()}BoundsRecord> BoundsRecords;

	/** The playhead; its rules are F${plugin.name()}Core::Advance. */
	F${plugin.name()}Playback Playback;

	/** Settings changed since the last update: rest bounds and render bounds are recomputed. */
	bool bSettingsDirty = true;

	/** Set by anything that moves the playhead discontinuously; cleared after the next push. */
	bool bJumped = true;
	/** GFrameCounter at the last tick (0: none yet): a gap means the last pushed pair was not last frame's. */
	uint64 LastPushFrame = 0;

	/** Forces a re-bake of every target on the next update. */
	bool bRebakeRequested = true;

	/** Editor preview playback clock, separate from the game playhead. */
	float PreviewClock = 0.0f;

#if WITH_EDITOR
	/**
	 * Any property edit of the spline, a target or this component's owner, including undo and redo (UObject::PostEditUndo
	 * runs PostEditChange): re-bake and, with no Realtime viewport ticking, refresh the preview now.
	 */
	void HandleObjectPropertyChanged(UObject* Object, FPropertyChangedEvent& PropertyChangedEvent);

	/** The Map Check entry's action for target TargetIndex, inside an undo transaction of its own. */
	void SnapSplineEndToMeshFromMapCheck(int32 TargetIndex);

	FDelegateHandle ObjectPropertyChangedHandle;
#endif
};
