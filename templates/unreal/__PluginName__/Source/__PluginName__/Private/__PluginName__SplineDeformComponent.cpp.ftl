// ${notice}

#include "${ue.splineComponentFile()}.h"

#include "${plugin.runtimeModule()}Module.h"
#include "${ue.versionHeader()}.h"
#include "Components/MeshComponent.h"
#include "Components/SplineComponent.h"
#include "Components/StaticMeshComponent.h"
#include "Engine/Texture2D.h"
#include "Engine/World.h"
#include "GameFramework/Actor.h"
#include "Engine/Engine.h"
#include "Logging/MessageLog.h"
#include "Logging/TokenizedMessage.h"
#include "Materials/MaterialInstanceDynamic.h"
#include "Materials/MaterialInterface.h"
#include "CoreGlobals.h"
#include "Engine/StaticMesh.h"
#include "Misc/App.h"
#include "Misc/UObjectToken.h"
#include "TextureResource.h"
#include "${ue.slotsFile()}.h"
#include "UObject/UObjectGlobals.h"

namespace
{
	/** Playback values shared by every target this frame. */
	struct FSplineDeformFrame
	{
		float Progress = 0.0f;
		float StretchScale = 1.0f;
		float SizeScale = 1.0f;
		FVector ForwardAxis = FVector(1.0, 0.0, 0.0);
	};

	/** Samples per curve when searching its range for the bounds. */
	constexpr int32 CurveRangeSamples = 64;

	/** The timing curve is seeded linear (its default keys then give Progress = time), the others cubic. */
	void SeedCurve(FRuntimeFloatCurve& Curve, TConstArrayView<FVector2f> Keys, ERichCurveInterpMode InterpMode)
	{
		FRichCurve& Rich = *Curve.GetRichCurve();
		Rich.Reset();
		for (const FVector2f& Key : Keys)
		{
			const FKeyHandle Handle = Rich.AddKey(Key.X, Key.Y);
			Rich.SetKeyInterpMode(Handle, InterpMode);
		}
		Rich.AutoSetTangents();
	}

	float EvalCurve(const FRuntimeFloatCurve& Curve, float Time, float Default)
	{
		const FRichCurve* Rich = Curve.GetRichCurveConst();
		return Rich != nullptr && Rich->GetNumKeys() > 0 ? Rich->Eval(Time, Default) : Default;
	}

	/** Smallest and largest value of Curve over [0, 1], sampled densely (cubic keys may overshoot their values). */
	void CurveRange(const FRuntimeFloatCurve& Curve, float Default, float& OutMin, float& OutMax)
	{
		OutMin = OutMax = EvalCurve(Curve, 0.0f, Default);
		for (int32 Sample = 1; Sample <= CurveRangeSamples; ++Sample)
		{
			const float Value = EvalCurve(Curve, static_cast<float>(Sample) / CurveRangeSamples, Default);
			OutMin = FMath::Min(OutMin, Value);
			OutMax = FMath::Max(OutMax, Value);
		}
	}

	/** StretchScale for a stretch-curve value: 1 at 0 (rest), MaxStretch at 1. */
	float StretchScaleAt(float MaxStretch, float Alpha)
	{
		return 1.0f + (MaxStretch - 1.0f) * Alpha;
	}

	/** The range of StretchScale over Progress in [0, 1]: linear in the curve's value, so its extremes map to the ends. */
	void StretchScaleRange(const FRuntimeFloatCurve& StretchCurve, float MaxStretch, float& OutMin, float& OutMax)
	{
		float MinAlpha = 0.0f;
		float MaxAlpha = 0.0f;
		CurveRange(StretchCurve, 0.0f, MinAlpha, MaxAlpha);
		const float AtMin = StretchScaleAt(MaxStretch, MinAlpha);
		const float AtMax = StretchScaleAt(MaxStretch, MaxAlpha);
		OutMin = FMath::Min(AtMin, AtMax);
		OutMax = FMath::Max(AtMin, AtMax);
	}

	/**
	 * The spline's version, bumped by every UpdateSpline (docs/engine-facts.md, spline-version). From 5.7 the engine
	 * may hold the spline in its new FSpline type, and GetVersion() reads whichever is in use.
	 */
	uint32 SplineVersion(const USplineComponent& Spline)
	{
#if ${ue.versionMacro()}(5, 7)
		return static_cast<uint32>(Spline.GetVersion());
#else
		return Spline.SplineCurves.Version;
#endif
	}
}

${ue.splineComponent()}::${ue.splineComponent()}()
{
	PrimaryComponentTick.bCanEverTick = true;
	PrimaryComponentTick.bStartWithTickEnabled = true;
	// After movement and animation, so the bake sees this frame's transforms and the push reaches this frame's render.
	PrimaryComponentTick.TickGroup = TG_PostUpdateWork;
	// Paused, the world still renders: the tick pushes the previous-frame values equal to the current ones.
	PrimaryComponentTick.bTickEvenWhenPaused = true;
	bTickInEditor = true;
	bAutoActivate = true;

	// Curves seeded from the spec.
	static const FVector2f TimingKeys[] = { <#list ue.spline().timing() as k>FVector2f(${lit.f(k.time())}, ${lit.f(k.value())})<#sep>, </#sep></#list> };
	static const FVector2f StretchKeys[] = { <#list ue.spline().stretch() as k>FVector2f(${lit.f(k.time())}, ${lit.f(k.value())})<#sep>, </#sep></#list> };
	static const FVector2f SizeKeys[] = { <#list ue.spline().size() as k>FVector2f(${lit.f(k.time())}, ${lit.f(k.value())})<#sep>, </#sep></#list> };
	SeedCurve(TimingCurve, MakeArrayView(TimingKeys), RCIM_Linear);
	SeedCurve(StretchCurve, MakeArrayView(StretchKeys), RCIM_Cubic);
	SeedCurve(SizeCurve, MakeArrayView(SizeKeys), RCIM_Cubic);
<#if ue.loopRoll().rollFromCurve()>
	// Linear, as the spec's roll curve is (math spec section 10.2).
	static const FVector2f RollKeys[] = { <#list ue.loopRoll().rollCurve() as k>FVector2f(${lit.f(k.time())}, ${lit.f(k.value())})<#sep>, </#sep></#list> };
	SeedCurve(RollCurve, MakeArrayView(RollKeys), RCIM_Linear);
</#if>
}

void ${ue.splineComponent()}::PlayFromStart()
{
	Playback = F${plugin.name()}Playback();
	Playback.bPlaying = true;
	bJumped = true;
	OnPlaybackStarted.Broadcast(this);
}

void ${ue.splineComponent()}::Pause()
{
	Playback.bPlaying = false;
}

void ${ue.splineComponent()}::Resume()
{
	Playback.bPlaying = true;
}

void ${ue.splineComponent()}::Stop()
{
	Playback = F${plugin.name()}Playback();
	bJumped = true;
}

void ${ue.splineComponent()}::SetProgress(float NormalizedTime)
{
	Playback.Time = FMath::Clamp(static_cast<double>(NormalizedTime), 0.0, 1.0) * F${plugin.name()}Core::SafeDuration(Duration);
	bJumped = true;
}

float ${ue.splineComponent()}::GetProgress() const
{
	return FMath::Clamp(static_cast<float>(CurrentTime() / F${plugin.name()}Core::SafeDuration(Duration)), 0.0f, 1.0f);
}

float ${ue.splineComponent()}::GetDeformProgress() const
{
	return FMath::Clamp(EvalCurve(TimingCurve, GetProgress(), GetProgress()), 0.0f, 1.0f);
}

bool ${ue.splineComponent()}::IsPlaying() const
{
	return Playback.bPlaying;
}

void ${ue.splineComponent()}::Rebake()
{
	bRebakeRequested = true;
	bSettingsDirty = true;
}

F${plugin.name()}Placement ${ue.splineComponent()}::PlacementOf(const ${ue.splineTarget()}& Target, const USplineComponent& Spline) const
{
	const FTransform& MeshToWorld = Target.Slots.Mesh->GetComponentTransform();
	const FVector Forward = ${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0));
	const float Length = Spline.GetSplineLength();
	return F${plugin.name()}Core::CheckPlacement(MeshToWorld.TransformPosition(Target.MeshCenterLocal), MeshToWorld.TransformVectorNoScale(Forward),
		Target.MeshRadius, Spline.GetLocationAtDistanceAlongSpline(Length, ESplineCoordinateSpace::World),
		Spline.GetDirectionAtDistanceAlongSpline(Length, ESplineCoordinateSpace::World));
}

void ${ue.splineComponent()}::SnapSplineEndToMesh()
{
	SnapSplineEndToTarget(0);
}

void ${ue.splineComponent()}::SnapSplineEndToTarget(int32 TargetIndex)
{
	USplineComponent* Spline = ResolveSpline();
	if (Spline == nullptr || !Targets.IsValidIndex(TargetIndex) || Targets[TargetIndex].Slots.Mesh == nullptr || Spline->GetNumberOfSplinePoints() < 2)
	{
		return;
	}
	const ${ue.splineTarget()}& Target = Targets[TargetIndex];
	const FTransform& MeshToWorld = Target.Slots.Mesh->GetComponentTransform();
	const FVector Forward = MeshToWorld.TransformVectorNoScale(${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0)));
	const int32 Last = Spline->GetNumberOfSplinePoints() - 1;
	const double TangentLength = Spline->GetArriveTangentAtSplinePoint(Last, ESplineCoordinateSpace::World).Size();
	// Modify records the spline for undo: the details panel's CallInEditor button runs this inside a transaction.
	Spline->Modify();
	Spline->SetLocationAtSplinePoint(Last, MeshToWorld.TransformPosition(Target.MeshCenterLocal), ESplineCoordinateSpace::World, false);
	Spline->SetTangentAtSplinePoint(Last, Forward * FMath::Max(TangentLength, 1.0), ESplineCoordinateSpace::World, true);
	// As the spline visualizer does: a Blueprint's construction script keeps edited points only with this set.
	Spline->bSplineHasBeenEdited = true;
#if WITH_EDITOR
	Spline->PostEditChange();
#endif
	bRebakeRequested = true;
	bSettingsDirty = true;
	for (${ue.splineTarget()}& Each : Targets)
	{
		Each.bWarnedPlacement = false;
	}
}

#if WITH_EDITOR
void ${ue.splineComponent()}::CheckForErrors()
{
	Super::CheckForErrors();
	const USplineComponent* Spline = ResolveSpline();
	if (Spline == nullptr)
	{
		return;
	}
	for (int32 TargetIndex = 0; TargetIndex < Targets.Num(); ++TargetIndex)
	{
		const ${ue.splineTarget()}& Target = Targets[TargetIndex];
		if (Target.Slots.Mesh == nullptr || !Target.Bounds.bCaptured)
		{
			continue;
		}
		const F${plugin.name()}Placement Placement = PlacementOf(Target, *Spline);
		if (!Placement.bAtEnd || !Placement.bFacingAlong)
		{
			// The owner first, as the engine's own entries do: clicking it selects and focuses the actor. No
			// FMapErrorToken: it links an engine documentation page, and this check has none.
			FMessageLog(TEXT("MapCheck")).Warning()
				->AddToken(FUObjectToken::Create(GetOwner()))
				->AddToken(FTextToken::Create(FText::FromString(FString::Printf(
					TEXT("%s: %s rests %.1f from the spline's end and %.1f degrees off its direction; it must rest at the end, facing along it."),
					*GetName(), *Target.Slots.Mesh->GetName(), Placement.Distance, Placement.AngleDegrees))))
				->AddToken(FActionToken::Create(NSLOCTEXT("${plugin.name()}", "SnapSplineEnd", "Snap Spline End To Mesh"),
					NSLOCTEXT("${plugin.name()}", "SnapSplineEndTip", "Moves the spline's last point to this mesh's rest centre, facing along its forward axis (undoable)."),
					// Each entry snaps to its own target, not to the first one.
					FOnActionTokenExecuted::CreateUObject(this, &${ue.splineComponent()}::SnapSplineEndToMeshFromMapCheck, TargetIndex)));
		}
	}
}
#endif

#if WITH_EDITOR
void ${ue.splineComponent()}::SnapSplineEndToMeshFromMapCheck(int32 TargetIndex)
{
	// The Map Check action runs outside the details panel's transaction: open one, as FScopedTransaction would.
	const bool bTransaction = GEngine != nullptr
		&& GEngine->BeginTransaction(TEXT("${plugin.name()}"), NSLOCTEXT("${plugin.name()}", "SnapSplineEnd", "Snap Spline End To Mesh"), this) != INDEX_NONE;
	SnapSplineEndToTarget(TargetIndex);
	if (bTransaction)
	{
		GEngine->EndTransaction();
	}
}
#endif

void ${ue.splineComponent()}::NotifyJump()
{
	bJumped = true;
}

void ${ue.splineComponent()}::OnRegister()
{
	Super::OnRegister();
#if WITH_EDITOR
	if (!ObjectPropertyChangedHandle.IsValid())
	{
		ObjectPropertyChangedHandle = FCoreUObjectDelegates::OnObjectPropertyChanged.AddUObject(this, &${ue.splineComponent()}::HandleObjectPropertyChanged);
	}
#endif
	bRebakeRequested = true;
	bSettingsDirty = true;
	bJumped = true;
	// An editor world without a Realtime viewport ticks no components: show the preview now (re-registration follows
	// edits of the owner and its components).
	if (IsPreview() && bPreviewInEditor)
	{
		UpdateTargets();
	}
}

#if WITH_EDITOR
void ${ue.splineComponent()}::PostEditChangeProperty(FPropertyChangedEvent& PropertyChangedEvent)
{
	Super::PostEditChangeProperty(PropertyChangedEvent);
	bRebakeRequested = true;
	bSettingsDirty = true;
	bJumped = true;
	if (IsPreview())
	{
		if (bPreviewInEditor)
		{
			UpdateTargets();
		}
		else
		{
			RestoreTargets();
		}
	}
}
#endif

#if WITH_EDITOR
void ${ue.splineComponent()}::HandleObjectPropertyChanged(UObject* Object, FPropertyChangedEvent& PropertyChangedEvent)
{
	if (Object == nullptr || Object == this)
	{
		return;
	}
	const bool bOurs = Object == ResolveSpline() || Object == GetOwner()
		|| Targets.ContainsByPredicate([Object](const ${ue.splineTarget()}& Target) { return Target.Slots.Mesh == Object; });
	if (!bOurs)
	{
		return;
	}
	// The spline's version misses some of these (an undo restores its points but not the transient version).
	bRebakeRequested = true;
	bSettingsDirty = true;
	if (IsPreview() && bPreviewInEditor)
	{
		UpdateTargets();
	}
}
#endif

void ${ue.splineComponent()}::OnUnregister()
{
#if WITH_EDITOR
	FCoreUObjectDelegates::OnObjectPropertyChanged.Remove(ObjectPropertyChangedHandle);
	ObjectPropertyChangedHandle.Reset();
#endif
	RestoreTargets();
	Super::OnUnregister();
}

void ${ue.splineComponent()}::PreSave(FObjectPreSaveContext SaveContext)
{
	Super::PreSave(SaveContext);
	// The material instances and grown bounds are transient: the level saves the meshes as authored.
	// The next tick applies them again.
	RestoreTargets();
}

void ${ue.splineComponent()}::BeginPlay()
{
	Super::BeginPlay();
	if (bAutoPlay)
	{
		PlayFromStart();
	}
}

bool ${ue.splineComponent()}::IsPreview() const
{
	const UWorld* World = GetWorld();
	return World != nullptr && !World->IsGameWorld();
}

namespace
{
	E${plugin.name()}PlaybackEnd ToPlaybackEnd(${ue.loopEnum()} Mode)
	{
		switch (Mode)
		{
		case ${ue.loopEnum()}::Loop:
			return E${plugin.name()}PlaybackEnd::Loop;
		case ${ue.loopEnum()}::PingPong:
			return E${plugin.name()}PlaybackEnd::PingPong;
		default:
			return E${plugin.name()}PlaybackEnd::Once;
		}
	}
}

float ${ue.splineComponent()}::CurrentTime() const
{
	if (!IsPreview())
	{
		return static_cast<float>(Playback.Time);
	}
	return static_cast<float>(F${plugin.name()}Core::PreviewTime(ToPlaybackEnd(LoopMode), Duration, PreviewTime, bPreviewPlayback, PreviewClock));
}

void ${ue.splineComponent()}::AdvancePlayback(float DeltaTime, bool bBroadcast)
{
	const USplineComponent* Spline = ResolveSpline();
	const F${plugin.name()}PlaybackEvents Events = F${plugin.name()}Core::Advance(Playback, ToPlaybackEnd(LoopMode), Duration, DeltaTime,
		Spline != nullptr && TravelsLoop(*Spline));
	bJumped = bJumped || Events.bJumped;
	if (!bBroadcast)
	{
		return;
	}
	// One event per frame, however many wraps a long frame held.
	if (Events.Loops > 0)
	{
		OnPlaybackLooped.Broadcast(this);
	}
	if (Events.bFinished)
	{
		OnPlaybackFinished.Broadcast(this);
	}
}

bool ${ue.splineComponent()}::TravelsLoop(const USplineComponent& Spline) const
{
<#if ue.loopRoll().closedLoop()>
	return bFollowClosedLoop && Spline.IsClosedLoop();
<#else>
	// The spec's closedLoop is off: every spline is open.
	static_cast<void>(Spline);
	return false;
</#if>
}

void ${ue.splineComponent()}::RollDegreesPerTexel(const FRuntimeFloatCurve& Curve, int32 N, TArray<double>& OutDegrees)
{
	// The curve as the editor shows it (the spec seeds linear keys: math spec section 10.2's piecewise-linear roll).
	OutDegrees.SetNum(N);
	for (int32 Texel = 0; Texel < N; ++Texel)
	{
		OutDegrees[Texel] = EvalCurve(Curve, static_cast<float>(Texel) / static_cast<float>(FMath::Max(N - 1, 1)), 0.0f);
	}
}

TArray<FString> ${ue.splineComponent()}::GetSplineComponentOptions() const
{
	TArray<FString> Names;
	if (const AActor* Owner = GetOwner())
	{
		TArray<USplineComponent*> Splines;
		Owner->GetComponents(Splines);
		for (const USplineComponent* Spline : Splines)
		{
			Names.Add(Spline->GetName());
		}
	}
	return Names;
}

TArray<FString> ${ue.splineComponent()}::GetMeshComponentOptions() const
{
	TArray<FString> Names;
	if (const AActor* Owner = GetOwner())
	{
		TArray<UMeshComponent*> Meshes;
		Owner->GetComponents(Meshes);
		for (const UMeshComponent* Mesh : Meshes)
		{
			Names.Add(Mesh->GetName());
		}
	}
	return Names;
}

USplineComponent* ${ue.splineComponent()}::ResolveSpline() const
{
	const AActor* Owner = GetOwner();
	if (Owner == nullptr)
	{
		return nullptr;
	}
	TArray<USplineComponent*> Splines;
	Owner->GetComponents(Splines);
	for (USplineComponent* Spline : Splines)
	{
		if (SplineComponentName.IsNone() || Spline->GetFName() == SplineComponentName)
		{
			return Spline;
		}
	}
	return nullptr;
}

void ${ue.splineComponent()}::ResolveTargets()
{
	TArray<UMeshComponent*> Wanted;
	if (const AActor* Owner = GetOwner())
	{
		TArray<UMeshComponent*> Meshes;
		Owner->GetComponents(Meshes);
		for (UMeshComponent* Mesh : Meshes)
		{
			if (TargetMeshNames.IsEmpty() || TargetMeshNames.Contains(Mesh->GetFName()))
			{
				Wanted.Add(Mesh);
			}
		}
	}

	for (int32 Index = Targets.Num() - 1; Index >= 0; --Index)
	{
		${ue.splineTarget()}& Target = Targets[Index];
		if (Target.Slots.Mesh == nullptr || !Wanted.Contains(Target.Slots.Mesh.Get()))
		{
			RestoreTarget(Target);
			Targets.RemoveAt(Index);
		}
	}
	for (UMeshComponent* Mesh : Wanted)
	{
		if (!Targets.ContainsByPredicate([Mesh](const ${ue.splineTarget()}& Target) { return Target.Slots.Mesh == Mesh; }))
		{
			${ue.splineTarget()}& Target = Targets.AddDefaulted_GetRef();
			Target.Slots.Mesh = Mesh;
		}
	}
}

void ${ue.splineComponent()}::UpdateTarget(${ue.splineTarget()}& Target, const USplineComponent& Spline)
{
	UMeshComponent& Mesh = *Target.Slots.Mesh;

	// Rest bounds, captured once per registration or settings change: F${plugin.name()}Core divides out the bounds scale
	// only where CalcBounds applied it, so a grown scale never feeds back into the rest extent.
	if (!Target.Bounds.bCaptured || bSettingsDirty)
	{
		Target.Bounds = F${plugin.name()}BoundsShell::Capture(Mesh, BoundsRecords);
		const FVector Extent = Target.Bounds.RestExtent;
		const FVector Forward = ${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0));
		Target.MeshCenterLocal = Mesh.CalcBounds(FTransform::Identity).Origin;
		Target.MeshHalfLength = FMath::Abs(Extent.X * Forward.X) + FMath::Abs(Extent.Y * Forward.Y) + FMath::Abs(Extent.Z * Forward.Z);
		Target.MeshRadius = Extent.Size();
		Target.bBoundsDirty = true;
		if (bExpandBounds && Target.Bounds.Support == E${plugin.name()}BoundsSupport::Ignored)
		{
			UE_LOG(Log${plugin.name()}, Warning, TEXT("%s: %s ignores BoundsScale (instanced, spline and similar meshes), so its bounds cannot be grown; it may be culled while deformed. Set its bounds by hand or use a static or skeletal mesh."),
				*GetPathName(), *Mesh.GetName());
		}
	}

	// What the bake depends on, from the engine's own change signals: no spline point is read unless it changed.
	const FTransform SplineToMesh = Spline.GetComponentTransform().GetRelativeTransform(Mesh.GetComponentTransform());
	const FQuat Rotation = SplineToMesh.GetRotation();
	F${plugin.name()}BakeWatch Watch;
	Watch.Spline = static_cast<uint64>(reinterpret_cast<UPTRINT>(&Spline));
	Watch.SplineVersion = SplineVersion(Spline);
	Watch.RelativeLocation = SplineToMesh.GetLocation();
	Watch.RelativeRotation = FVector(Rotation.X, Rotation.Y, Rotation.Z);
	Watch.RelativeRotationW = Rotation.W;
	Watch.SplineScale = Spline.GetComponentTransform().GetScale3D();
	Watch.MeshScale = Mesh.GetComponentTransform().GetScale3D();
	Watch.bValid = true;

	const bool bRequested = bRebakeRequested || Target.BakedSpline.Get() != &Spline;
	if (F${plugin.name()}Core::NeedsRebake(Target.BakeWatch, Watch, bRequested) || Target.PositionTexture == nullptr || Target.TangentTexture == nullptr)
	{
		BakeTarget(Target, Spline);
		Target.BakeWatch = Watch;
		Target.BakedSpline = &Spline;
		if (IsPreview() && !Target.bWarnedPlacement)
		{
			const F${plugin.name()}Placement Placement = PlacementOf(Target, Spline);
			if (!Placement.bAtEnd || !Placement.bFacingAlong)
			{
				UE_LOG(Log${plugin.name()}, Warning, TEXT("%s: %s rests %.1f from the spline's end and %.1f degrees off its direction; it must rest at the end, facing along it (use Snap Spline End To Mesh)."),
					*GetPathName(), *Mesh.GetName(), Placement.Distance, Placement.AngleDegrees);
				Target.bWarnedPlacement = true;
			}
		}
		// New textures under the same Progress would imply a motion: treat the re-bake as a jump.
		Target.bHasPrevious = false;
		Target.bBoundsDirty = true;
	}
	if (Target.Slots.Apply(*this))
	{
		Target.bHasPrevious = false;
		Target.bWarnedDisplacement = false;
	}
	if (bMotionVectors)
	{
		if (UStaticMeshComponent* StaticMesh = Cast<UStaticMeshComponent>(Target.Slots.Mesh))
		{
			if (!StaticMesh->bWorldPositionOffsetWritesVelocity)
			{
				// Read when the scene proxy is created: dirty the render state. Restore turns it back off.
				StaticMesh->bWorldPositionOffsetWritesVelocity = true;
				StaticMesh->MarkRenderStateDirty();
				Target.bForcedVelocityWrites = true;
			}
		}
	}
	if (bSettingsDirty || Target.bBoundsDirty)
	{
		UpdateBounds(Target);
		Target.bBoundsDirty = false;
	}
}

void ${ue.splineComponent()}::BakeSpline(const USplineComponent& Spline, const FTransform& MeshToWorld, int32 InSampleCount,
	bool bFrames, const FVector& Forward, ${ue.mathStruct()}BakeResult& OutResult)
{
	const TArray<double> NoRoll;
	BakeSplineLoopRoll(Spline, MeshToWorld, InSampleCount, bFrames, false, Forward, false, false, NoRoll, OutResult);
}

bool ${ue.splineComponent()}::BakeSplineLoopRoll(const USplineComponent& Spline, const FTransform& MeshToWorld, int32 InSampleCount,
	bool bFrames, bool bArticle, const FVector& Forward, bool bClosedLoop, bool bRollFromSpline, const TArray<double>& RollDegrees,
	${ue.mathStruct()}BakeResult& OutResult)
{
	// Spec section 2 step 1: K = 8 (N - 1) equal steps of world arc length, positions and directions in world space
	// (and, for a roll from the spline, its up vectors there: section 10.2).
	const int32 Steps = ${ue.mathStruct()}::DenseStepCount(InSampleCount);
	const float WorldLength = Spline.GetSplineLength();
	TArray<FVector> Positions;
	TArray<FVector> Directions;
	TArray<FVector> Ups;
	Positions.SetNum(Steps + 1);
	Directions.SetNum(Steps + 1);
	Ups.SetNum(bRollFromSpline ? Steps + 1 : 0);
	for (int32 Step = 0; Step <= Steps; ++Step)
	{
		const float Distance = Step == Steps ? WorldLength : WorldLength * static_cast<float>(Step) / static_cast<float>(Steps);
		Positions[Step] = Spline.GetLocationAtDistanceAlongSpline(Distance, ESplineCoordinateSpace::World);
		Directions[Step] = Spline.GetDirectionAtDistanceAlongSpline(Distance, ESplineCoordinateSpace::World);
		if (bRollFromSpline)
		{
			Ups[Step] = Spline.GetUpVectorAtDistanceAlongSpline(Distance, ESplineCoordinateSpace::World);
		}
	}
	TArray<double> Roll;
	if (!bRollFromSpline)
	{
		// One key per texel, at the texel's normalised arc length: the core reads the values back as they are.
		const int32 Keys = RollDegrees.Num();
		TArray<double> At;
		At.SetNum(Keys);
		for (int32 Key = 0; Key < Keys; ++Key)
		{
			At[Key] = static_cast<double>(Key) / static_cast<double>(FMath::Max(Keys - 1, 1));
		}
		${ue.mathStruct()}::RollFromCurve(At, RollDegrees, InSampleCount, Roll);
		return ${ue.mathStruct()}::BakeLoopRoll(Positions, Directions, MeshToWorld, InSampleCount, bFrames, Forward, bClosedLoop, Roll, OutResult);
	}
	// The spline's roll is measured against the frame the shader builds, so the bake comes first.
	${ue.mathStruct()}::Bake(Positions, Directions, MeshToWorld, InSampleCount, bFrames, Forward, OutResult);
	if (bClosedLoop)
	{
		${ue.mathStruct()}::CloseLoop(OutResult, Forward);
	}
	TArray<FVector> FrameUps;
	TArray<FVector> SplineUps;
	${ue.mathStruct()}::FrameUps(OutResult, Forward, bArticle, FrameUps);
	${ue.mathStruct()}::BakeUpVectors(Positions, Ups, MeshToWorld, InSampleCount, bClosedLoop, SplineUps);
	${ue.mathStruct()}::RollFromUpVectors(OutResult.Tangents, FrameUps, SplineUps, Roll);
	return ${ue.mathStruct()}::ApplyRoll(OutResult, Forward, bClosedLoop, Roll);
}

void ${ue.splineComponent()}::BakeTarget(${ue.splineTarget()}& Target, const USplineComponent& Spline)
{
	const FVector Forward = ${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0));
	const bool bLoop = TravelsLoop(Spline);
	TArray<double> RollDegrees;
<#if ue.loopRoll().rollFromCurve()>
	RollDegreesPerTexel(RollCurve, FMath::Max(SampleCount, ${ue.mathStruct()}::MinSampleCount), RollDegrees);
</#if>
	const bool bRollFromSpline = ${ue.loopRoll().rollFromSpline()?c};
	if (!BakeSplineLoopRoll(Spline, Target.Slots.Mesh->GetComponentTransform(), SampleCount, bRotationMinimizingFrames, bArticleFrames, Forward,
		bLoop, bRollFromSpline, RollDegrees, Target.Bake))
	{
		// Math spec section 10.2: texels 0 and N-1 are one point of a loop, so its roll must close in whole turns.
		UE_LOG(Log${plugin.name()}, Warning, TEXT("%s: the roll changes by %.1f degrees round the closed spline %s; on a closed loop it must change by whole turns (a multiple of 360). Baked without the roll."),
			*GetPathName(), RollDegrees.Num() > 0 ? RollDegrees.Last() - RollDegrees[0] : 0.0, *Spline.GetName());
	}
	Target.bClosedLoop = bLoop;

	const int32 N = Target.Bake.Positions.Num();
	const bool bRoll = Target.Bake.Roll.Num() == N;
	TArray<FLinearColor> PositionPixels;
	TArray<FLinearColor> TangentPixels;
	PositionPixels.SetNum(N);
	TangentPixels.SetNum(N);
	for (int32 Texel = 0; Texel < N; ++Texel)
	{
		const FVector& P = Target.Bake.Positions[Texel];
		// Alpha holds i / (N - 1), a debugging aid.
		PositionPixels[Texel] = FLinearColor(static_cast<float>(P.X), static_cast<float>(P.Y), static_cast<float>(P.Z),
			static_cast<float>(Texel) / static_cast<float>(FMath::Max(N - 1, 1)));
		if (bRotationMinimizingFrames)
		{
			const FQuat& Q = Target.Bake.Frames[Texel];
			TangentPixels[Texel] = FLinearColor(static_cast<float>(Q.X), static_cast<float>(Q.Y), static_cast<float>(Q.Z), static_cast<float>(Q.W));
		}
		else
		{
			// Alpha: the roll in radians (math spec section 10.2, modes A and C), else 1.
			const FVector& T = Target.Bake.Tangents[Texel];
			TangentPixels[Texel] = FLinearColor(static_cast<float>(T.X), static_cast<float>(T.Y), static_cast<float>(T.Z),
				bRoll ? static_cast<float>(Target.Bake.Roll[Texel]) : 1.0f);
		}
	}
	F${plugin.name()}CurveTextureShell::Write(Target.PositionTexture, PositionPixels, N, 1);
	F${plugin.name()}CurveTextureShell::Write(Target.TangentTexture, TangentPixels, N, 1);
}

void ${ue.splineComponent()}::UpdateBounds(${ue.splineTarget()}& Target)
{
	UMeshComponent& Mesh = *Target.Slots.Mesh;
	float MinSize = 1.0f;
	float MaxSize = 1.0f;
	CurveRange(SizeCurve, 1.0f, MinSize, MaxSize);
	// A squash (StretchScale < 1) with PreserveVolume widens the cross-section: the bounds need the whole range.
	float MinStretchScale = 1.0f;
	float MaxStretchScale = 1.0f;
	StretchScaleRange(StretchCurve, MaxStretch, MinStretchScale, MaxStretchScale);
	const ${ue.mathStruct()}Box Box = ${ue.mathStruct()}::DeformBounds(Target.Bake.Positions, Target.Bake.Tangents,
		Target.MeshCenterLocal, Target.MeshRadius, MaxSize, MinStretchScale, MaxStretchScale, StretchBias,
		bPreserveVolume ? 1.0 : 0.0, bEndExtrapolation);

	// Largest distance a vertex moves (from the mesh centre to the farthest deformed point, plus the mesh radius), in
	// world units: the engine clamps each world-axis component of the offset to the material's Max World Position
	// Offset Displacement on every non-mobile vertex factory when it is above 0 (fact wpo-clamp).
	const FVector Center = Target.MeshCenterLocal;
	const FVector Reach(FMath::Max(Box.Max.X - Center.X, Center.X - Box.Min.X), FMath::Max(Box.Max.Y - Center.Y, Center.Y - Box.Min.Y),
		FMath::Max(Box.Max.Z - Center.Z, Center.Z - Box.Min.Z));
	const FVector MeshScale = Mesh.GetComponentTransform().GetScale3D();
	const double WorldScale = FMath::Max(FMath::Max(FMath::Abs(MeshScale.X), FMath::Abs(MeshScale.Y)), FMath::Abs(MeshScale.Z));
	const double MaxDisplacement = (Reach.Size() + Target.MeshRadius) * WorldScale;
	// Nanite grows its clusters only by that value, so there 0 means deformed clusters are culled at rest (fact nanite-max-wpo).
	const UStaticMeshComponent* StaticMeshComponent = Cast<UStaticMeshComponent>(&Mesh);
	const bool bNanite = StaticMeshComponent != nullptr && StaticMeshComponent->GetStaticMesh() != nullptr
		&& StaticMeshComponent->GetStaticMesh()->HasValidNaniteData();
	if (!Target.bWarnedDisplacement)
	{
		for (const UMaterialInstanceDynamic* Instance : Target.Slots.Materials)
		{
			const float Limit = Instance != nullptr ? Instance->GetMaxWorldPositionOffsetDisplacement() : 0.0f;
			const E${plugin.name()}DisplacementLimit Fit = F${plugin.name()}Core::CheckDisplacementLimit(Limit, MaxDisplacement, bNanite);
			if (Fit != E${plugin.name()}DisplacementLimit::Fits)
			{
				UE_LOG(Log${plugin.name()}, Warning, TEXT("%s: material %s has Max World Position Offset Displacement %.0f but the deformation moves vertices up to %.0f%s; set it to at least that."),
					*GetPathName(), *Instance->GetName(), Limit, MaxDisplacement,
					Fit == E${plugin.name()}DisplacementLimit::ZeroOnNanite ? TEXT(" (0 on a Nanite mesh: its clusters are culled at rest)") : TEXT(" (the offset is clamped to it)"));
				Target.bWarnedDisplacement = true;
			}
		}
	}

	if (!bExpandBounds)
	{
		return;
	}
	// BoundsScale grows the rest box about its centre: the scale whose box holds the deformation box.
	F${plugin.name()}BoundsShell::Apply(Mesh, F${plugin.name()}Core::NeededBoundsScale(Target.Bounds, Reach), Target.Bounds, BoundsRecords);
}

void ${ue.splineComponent()}::RestoreTarget(${ue.splineTarget()}& Target)
{
	Target.Slots.Restore();
	if (Target.Slots.Mesh != nullptr)
	{
		F${plugin.name()}BoundsShell::Restore(*Target.Slots.Mesh, Target.Bounds, BoundsRecords);
		UStaticMeshComponent* StaticMesh = Cast<UStaticMeshComponent>(Target.Slots.Mesh);
		if (StaticMesh != nullptr && Target.bForcedVelocityWrites)
		{
			StaticMesh->bWorldPositionOffsetWritesVelocity = false;
			StaticMesh->MarkRenderStateDirty();
		}
	}
	Target.bForcedVelocityWrites = false;
	Target.bHasPrevious = false;
	Target.bBoundsDirty = true;
	// Captured again on the next update, from the restored scale.
	Target.Bounds = F${plugin.name()}BoundsState();
}

void ${ue.splineComponent()}::RestoreTargets()
{
	for (${ue.splineTarget()}& Target : Targets)
	{
		RestoreTarget(Target);
	}
}

void ${ue.splineComponent()}::PushContract()
{
	const float Progress = GetDeformProgress();
	FSplineDeformFrame Frame;
	Frame.Progress = Progress;
	Frame.StretchScale = StretchScaleAt(MaxStretch, EvalCurve(StretchCurve, Progress, 0.0f));
	Frame.SizeScale = FMath::Max(EvalCurve(SizeCurve, Progress, 1.0f), 0.0f);
	Frame.ForwardAxis = ${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0));

	for (${ue.splineTarget()}& Target : Targets)
	{
		if (Target.Slots.Mesh == nullptr || Target.PositionTexture == nullptr || Target.TangentTexture == nullptr)
		{
			continue;
		}
		${ue.splineInputsStruct()} Current;
<#-- What the component pushes for each SplineDeform input, over Frame (this frame's playback values), Target (one
     mesh's bake) and the settings; a spec number or flag pushes the property the parameter macro declares for it (Push.setting),
     any other input without an entry stops generation, so nothing goes unpushed. -->
<#-- ClosedLoop and BakedRoll (math spec section 10) stay off (the 1.2 deformer) until the bake reads the spline's
     closed-loop flag and point rotations. -->
<#assign pushValues = {
	"Progress": "Frame.Progress",
	"SplineLength": "static_cast<float>(Target.Bake.Length)",
	"SampleCount": "static_cast<float>(Target.Bake.Positions.Num())",
	"PositionTexture": "Target.PositionTexture.Get()",
	"TangentTexture": "Target.TangentTexture.Get()",
	"MeshCenterLocal": "Target.MeshCenterLocal",
	"ForwardAxisLocal": "Frame.ForwardAxis",
	"StretchScale": "Frame.StretchScale",
	"SizeScale": "Frame.SizeScale",
	"MeshHalfLength": "static_cast<float>(Target.MeshHalfLength)",
	"ClosedLoop": "Target.bClosedLoop ? 1.0f : 0.0f",
	"BakedRoll": "Target.Bake.Roll.Num() > 0 ? 1.0f : 0.0f"
}>
<#list ue.spline().pushes() as p>
<#if p.setting()?has_content>
		Current.${p.field()} = ${p.setting()}<#if p.settingFlag()> ? 1.0f : 0.0f</#if>;
<#else>
<#if !pushValues[p.base()]??><#stop "SplineDeform input ${p.base()} has no value in the Unreal component"></#if>
		Current.${p.field()} = ${pushValues[p.base()]};
</#if>
</#list>
		// Spec section 4: after a jump the previous frame equals this one, so the implied velocity is zero.
		const bool bContinuous = bMotionVectors && !bJumped && Target.bHasPrevious;
		const ${ue.splineInputsStruct()}& Previous = bContinuous ? Target.Previous : Current;
		for (UMaterialInstanceDynamic* Instance : Target.Slots.Materials)
		{
			if (Instance != nullptr)
			{
				${ue.contractFile()}::PushSplineDeform(*Instance, Current, Previous);
			}
		}
		Target.Previous = Current;
		Target.bHasPrevious = true;
	}
	bJumped = false;
}

void ${ue.splineComponent()}::TickComponent(float DeltaTime, ELevelTick TickType, FActorComponentTickFunction* ThisTickFunction)
{
	Super::TickComponent(DeltaTime, TickType, ThisTickFunction);

	const bool bPreview = IsPreview();
	// Paused, or after a frame without a tick, the last previous/current pair is stale: push a still frame.
	const UWorld* World = GetWorld();
	const F${plugin.name()}FrameStep Step = F${plugin.name()}Core::FrameStep(LastPushFrame, GFrameCounter, World != nullptr && World->IsPaused(), DeltaTime);
	LastPushFrame = GFrameCounter;
	bJumped = bJumped || !Step.bContinuous;
	if (bPreview)
	{
		if (!bPreviewInEditor)
		{
			RestoreTargets();
			return;
		}
		// The sanitized step (issue 22): one NaN DeltaTime (the owner's CustomTimeDilation times the world's, unclamped)
		// would leave the float clock NaN, the preview frozen for good.
		PreviewClock += static_cast<float>(Step.DeltaTime);
		// A held preview is a still pose; a playing preview is continuous.
		bJumped = bJumped || !bPreviewPlayback;
	}
	else
	{
		AdvancePlayback(static_cast<float>(Step.DeltaTime), true);
	}
	// Nothing is drawn on a dedicated server or under NullRHI: playback and its events only.
	if (!FApp::CanEverRender())
	{
		return;
	}

	UpdateTargets();
}

void ${ue.splineComponent()}::UpdateTargets()
{
	USplineComponent* Spline = ResolveSpline();
	if (Spline == nullptr)
	{
		return;
	}
	ResolveTargets();
	for (${ue.splineTarget()}& Target : Targets)
	{
		UpdateTarget(Target, *Spline);
	}
	bRebakeRequested = false;
	bSettingsDirty = false;
	PushContract();
}
