<#assign P = plugin.name()>
<#assign C = "U" + P + "InstancedSplineTravelComponent">
<#assign n = atlasContract.names()>
// ${notice}

#include "${P}InstancedSplineTravelComponent.h"

#include "Components/InstancedStaticMeshComponent.h"
#include "Components/SplineComponent.h"
#include "CoreGlobals.h"
#include "Engine/StaticMesh.h"
#include "Engine/Texture2D.h"
#include "Engine/World.h"
#include "GameFramework/Actor.h"
#include "Materials/MaterialInstanceDynamic.h"
#include "Misc/App.h"
#include "TextureResource.h"
#include "${P}Core.h"
#include "${ue.versionHeader()}.h"
#include "${P}Module.h"
#include "${ue.slotsFile()}.h"
#include "${ue.splineComponentFile()}.h"

namespace
{
	/** Uniform samples of Curve over [0, 1]; none when it has no keys (the controller's identity). Count is at least 2. */
	void Sample(const FRuntimeFloatCurve& Curve, int32 Count, TArray<double>& Out)
	{
		Out.Reset();
		const FRichCurve* Rich = Curve.GetRichCurveConst();
		if (Rich == nullptr || Rich->GetNumKeys() == 0)
		{
			return;
		}
		Out.SetNum(Count);
		for (int32 Index = 0; Index < Count; ++Index)
		{
			Out[Index] = Rich->Eval(static_cast<float>(Index) / static_cast<float>(Count - 1), 0.0f);
		}
	}

	E${P}TravelEnd ToTravelEnd(E${P}TravellerEnd Mode)
	{
		switch (Mode)
		{
		case E${P}TravellerEnd::Loop:
			return E${P}TravelEnd::Loop;
		case E${P}TravellerEnd::Hold:
			return E${P}TravelEnd::Hold;
		default:
			return E${P}TravelEnd::Recycle;
		}
	}

	/** A material scalar the row bounds depend on, read from the material itself (the component does not push it). */
	float ScalarOf(const UMaterialInterface* Material, const TCHAR* Name, float Default)
	{
		float Value = Default;
		if (Material != nullptr && !Material->GetScalarParameterValue(FHashedMaterialParameterInfo(Name), Value))
		{
			Value = Default;
		}
		return Value;
	}
}

${C}::${C}()
{
	PrimaryComponentTick.bCanEverTick = true;
	PrimaryComponentTick.bStartWithTickEnabled = true;
	// After movement, so the custom data written here reaches this frame's render.
	PrimaryComponentTick.TickGroup = TG_PostUpdateWork;
	// Paused, the world still renders: the tick writes the previous-frame values equal to the current ones.
	PrimaryComponentTick.bTickEvenWhenPaused = true;
	bAutoActivate = true;
}

TArray<USplineComponent*> ${C}::ResolveSplines() const
{
	TArray<USplineComponent*> Result;
	const AActor* Owner = GetOwner();
	if (Owner == nullptr)
	{
		return Result;
	}
	TArray<USplineComponent*> Splines;
	Owner->GetComponents(Splines);
	if (SplineNames.IsEmpty())
	{
		// The atlas row is the spawn index: a stable order (by name), not the owner's component-set order.
		Splines.Sort([](const USplineComponent& A, const USplineComponent& B) { return A.GetName() < B.GetName(); });
		return Splines;
	}
	for (const FName& Name : SplineNames)
	{
		for (USplineComponent* Spline : Splines)
		{
			if (Spline->GetFName() == Name)
			{
				Result.Add(Spline);
			}
		}
	}
	return Result;
}

void ${C}::OnRegister()
{
	Super::OnRegister();
	Rebake();
}

void ${C}::OnUnregister()
{
	if (Instances != nullptr)
	{
		Instances->DestroyComponent();
		Instances = nullptr;
	}
	Super::OnUnregister();
}

void ${C}::Rebake()
{
	AActor* Owner = GetOwner();
	if (Owner == nullptr || Mesh == nullptr)
	{
		return;
	}
	// Nothing is drawn on a dedicated server or under NullRHI: no instanced mesh, textures or material there. The
	// controller still runs, so spawns and events behave the same.
	if (Instances == nullptr && FApp::CanEverRender())
	{
		Instances = NewObject<UInstancedStaticMeshComponent>(Owner, NAME_None, RF_Transient);
		Instances->SetupAttachment(Owner->GetRootComponent());
		// Visual only, before registration: every instance rests at its spline's end while WPO draws it elsewhere, so
		// anything that reads the rest pose would find it there. No physics bodies, no navigation, no distance
		// fields (Lumen and DF lighting ignore WPO); ray tracing evaluates the offset (docs/engine-facts.md, ism-visual-only).
		Instances->SetCollisionEnabled(ECollisionEnabled::NoCollision);
		Instances->SetCanEverAffectNavigation(false);
		Instances->bAffectDistanceFieldLighting = false;
		Instances->SetEvaluateWorldPositionOffsetInRayTracing(true);
		Instances->RegisterComponent();
	}
	if (Instances != nullptr)
	{
		// Section 8.2: 16 floats per instance, set before any instance exists (setting it zeroes every instance's data).
		Instances->ClearInstances();
		Instances->SetNumCustomDataFloats(F${P}InstanceData::NumFloats);
		Instances->SetStaticMesh(Mesh);
		// The previous-frame offset comes from the Prev* custom data (fact ism-no-previous-custom-data); WPO must write it.
		Instances->bWorldPositionOffsetWritesVelocity = true;
	}
	InstanceCount = 0;
	LastWriteFrame = 0;
	Controller = F${P}InstanceTravel();
	Controller.SquashSettings = SquashSettings;
	SampleCurves();
	// The bake reads the splines' world transforms, valid only once they are registered (this component may register
	// before them): bake now if they are, else at the first spawn or tick that finds them registered.
	bBakePending = true;
	BakeWhenReady();
}

void ${C}::BakeWhenReady()
{
	if (!bBakePending)
	{
		return;
	}
	const TArray<USplineComponent*> Splines = ResolveSplines();
	for (const USplineComponent* Spline : Splines)
	{
		if (!Spline->IsRegistered())
		{
			return;
		}
	}
	bBakePending = false;
	BuildAtlas(Splines);
}

void ${C}::SampleCurves()
{
	const int32 Count = F${P}InstanceTravel::SafeCount(CurveSamples, F${P}InstanceTravel::MinCurveSamples, F${P}InstanceTravel::MaxCurveSamples);
	Controller.Curves.SetNum(1);
	Sample(ProgressCurve, Count, Controller.Curves[0].Progress);
	Sample(StretchCurve, Count, Controller.Curves[0].Stretch);
	Sample(SizeCurve, Count, Controller.Curves[0].Size);
}

void ${C}::BuildAtlas(const TArray<USplineComponent*>& Splines)
{
	const int32 Rows = Splines.Num();
	RowRest.SetNum(Rows);
	RowLength.SetNum(Rows);
	RowClosed.SetNum(Rows);
	RowBoundsMin.SetNum(Rows);
	RowBoundsMax.SetNum(Rows);
	RequiredWorldPositionOffset = 0.0;
	if (Rows == 0 || Mesh == nullptr)
	{
		return;
	}
	const int32 Samples = F${P}InstanceTravel::SafeCount(SampleCount, F${P}InstanceTravel::MinAtlasSamples, F${P}InstanceTravel::MaxAtlasSamples);
	const FVector Forward = ${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0));
	const FBoxSphereBounds MeshBounds = Mesh->GetBounds();
	const FVector Center = MeshBounds.Origin;
	const FVector MeshMin = MeshBounds.Origin - MeshBounds.BoxExtent;
	const FVector MeshMax = MeshBounds.Origin + MeshBounds.BoxExtent;
	const FVector Extent = MeshBounds.BoxExtent;
	// Along the forward axis, as the spline component measures it.
	const double HalfLength = FMath::Abs(Extent.X * Forward.X) + FMath::Abs(Extent.Y * Forward.Y) + FMath::Abs(Extent.Z * Forward.Z);
	if (Material != nullptr && FApp::CanEverRender())
	{
		AtlasMaterial = UMaterialInstanceDynamic::Create(Material, this);
	}
	// The bounds depend on material parameters the component does not push: read what the material holds (the spec's
	// values where it has none).
	const double StretchBiasValue = ScalarOf(AtlasMaterial, TEXT("${n.StretchBias}"), ${lit.f(atlasContract.input("StretchBias").defaultValue()[0])});
	const double PreserveVolumeValue = ScalarOf(AtlasMaterial, TEXT("${n.PreserveVolume}"), ${lit.f(atlasContract.input("PreserveVolume").defaultValue()[0])});
	const bool bExtrapolate = ScalarOf(AtlasMaterial, TEXT("${n.EndExtrapolation}"), ${lit.f(atlasContract.input("EndExtrapolation").defaultValue()[0])}) >= 0.5f;
	// Section 8.5: the squashed radius, a landing squash about the mesh's front.
	const double Radius = MeshBounds.SphereRadius;
	const double PivotDistance = bSquashOnArrival ? Radius : 0.0;
	const double MinSquash = bSquashOnArrival ? FMath::Max(SquashSettings.MinSquash, 0.01) : 1.0;
	const double SquashedRadius = PivotDistance + FMath::Max(1.0, 1.0 / FMath::Sqrt(MinSquash)) * (Radius + PivotDistance);
	double MaxStretch = 1.0;
	double MinStretch = 1.0;
	double MaxSize = 1.0;
	for (int32 Row = 0; Row < Controller.Curves.Num(); ++Row)
	{
		for (const double Value : Controller.Curves[Row].Stretch)
		{
			MaxStretch = FMath::Max(MaxStretch, Value);
			MinStretch = FMath::Min(MinStretch, Value);
		}
		for (const double Value : Controller.Curves[Row].Size)
		{
			MaxSize = FMath::Max(MaxSize, Value);
		}
	}
	// Instance transforms are relative to the instanced mesh (bWorldSpace false): they follow the actor when it moves.
	const FTransform InstancesToWorld = Instances != nullptr ? Instances->GetComponentTransform()
		: (GetOwner() != nullptr && GetOwner()->GetRootComponent() != nullptr ? GetOwner()->GetRootComponent()->GetComponentTransform() : FTransform::Identity);
	const bool bRotationMinimizing = ${ue.spline().rotationMinimizing()?c};
<#if ue.loopRoll().closedLoop()>
	// Deformer-math.md 10.5: each closed spline's row is a loop (its travellers store a negative SplineLength and
	// lap); the material's ClosedLoop says every row is one.
	bool bLoop = bFollowClosedLoop;
	for (int32 Row = 0; Row < Rows; ++Row)
	{
		RowClosed[Row] = bFollowClosedLoop && Splines[Row]->IsClosedLoop();
		bLoop = bLoop && RowClosed[Row];
	}
<#else>
	const bool bLoop = false;
	for (int32 Row = 0; Row < Rows; ++Row)
	{
		RowClosed[Row] = false;
	}
</#if>
	Controller.bClosedLoop = bLoop;
	TArray<double> RollDegrees;
<#if ue.loopRoll().rollFromCurve()>
	${ue.splineComponent()}::RollDegreesPerTexel(RollCurve, Samples, RollDegrees);
</#if>
	bool bRolled = true;
	// The material reads a roll (BakedRoll) in modes A and C with a roll in the spec; the core decides the flag and
	// every row's tangent alpha from that (deformer-math.md 10.5).
	const bool bReadsRoll = ${(n.BakedRoll??)?c};
	TArray<${ue.mathStruct()}BakeResult> Bakes;
	Bakes.SetNum(Rows);
	TArray<FLinearColor> Positions;
	TArray<FLinearColor> Tangents;
	Positions.SetNum(Samples * Rows);
	Tangents.SetNum(Samples * Rows);
	for (int32 Row = 0; Row < Rows; ++Row)
	{
		const USplineComponent& Spline = *Splines[Row];
		const float Length = Spline.GetSplineLength();
		const FVector EndPoint = Spline.GetLocationAtDistanceAlongSpline(Length, ESplineCoordinateSpace::World);
		const FVector EndDirection = Spline.GetDirectionAtDistanceAlongSpline(Length, ESplineCoordinateSpace::World);
		// Section 8.1: the traveller rests at the curve's end, its forward axis along the end direction. The atlas holds
		// positions in this rest frame, which is the instance's own space.
		const FQuat Rotation = FQuat::FindBetweenNormals(Forward, EndDirection);
		const FTransform RestToWorld(Rotation, EndPoint - Rotation.RotateVector(Center));
		RowRest[Row] = RestToWorld.GetRelativeTransform(InstancesToWorld);
		${ue.mathStruct()}BakeResult& Bake = Bakes[Row];
		bRolled = ${ue.splineComponent()}::BakeSplineLoopRoll(Spline, RestToWorld, Samples, bRotationMinimizing,
			${ue.spline().articleFrames()?c}, Forward, RowClosed[Row], ${ue.loopRoll().rollFromSpline()?c}, RollDegrees, Bake) && bRolled;
		RowLength[Row] = Bake.Length;
		for (int32 Texel = 0; Texel < Samples; ++Texel)
		{
			const FVector& P = Bake.Positions[Texel];
			Positions[Row * Samples + Texel] = FLinearColor(P.X, P.Y, P.Z, static_cast<float>(Texel) / static_cast<float>(Samples - 1));
			if (bRotationMinimizing)
			{
				const FQuat& Q = Bake.Frames[Texel];
				Tangents[Row * Samples + Texel] = FLinearColor(Q.X, Q.Y, Q.Z, Q.W);
			}
			else
			{
				// Alpha: the roll in radians (deformer-math.md 10.2, modes A and C).
				const FVector& T = Bake.Tangents[Texel];
				Tangents[Row * Samples + Texel] = FLinearColor(T.X, T.Y, T.Z, F${P}InstanceTravel::TangentAlpha(Bake, Samples, Texel, bReadsRoll));
			}
		}
		const ${ue.mathStruct()}Box Box = ${ue.mathStruct()}::DeformBounds(Bake.Positions, Bake.Tangents, Center, SquashedRadius, MaxSize,
			MinStretch, MaxStretch, FMath::Abs(StretchBiasValue), PreserveVolumeValue >= 0.5 ? 1.0 : 0.0, bExtrapolate);
		RowBoundsMin[Row] = Box.Min;
		RowBoundsMax[Row] = Box.Max;
		// The engine clamps every vertex's offset per world axis to the material's Max World Position Offset
		// Displacement and pads each instance's bounds by it (fact ism-instance-bounds, wpo-clamp): a true bound on
		// the displacement, in world units.
		RequiredWorldPositionOffset = FMath::Max(RequiredWorldPositionOffset, F${P}InstanceTravel::MaxDisplacement(Box.Min, Box.Max,
			MeshMin, MeshMax, (RowRest[Row] * InstancesToWorld).GetScale3D()));
	}
	if (!bRolled)
	{
		UE_LOG(Log${P}, Warning, TEXT("%s: the roll does not change by whole turns (a multiple of 360 degrees) round the closed splines; baked without it."), *GetName());
	}
	if (!FApp::CanEverRender())
	{
		return;
	}
	F${P}CurveTextureShell::Write(PositionAtlas, Positions, Samples, Rows);
	F${P}CurveTextureShell::Write(TangentAtlas, Tangents, Samples, Rows);
	if (AtlasMaterial != nullptr && Instances != nullptr)
	{
		AtlasMaterial->SetTextureParameterValue(TEXT("${n.PositionAtlas}"), PositionAtlas);
		AtlasMaterial->SetTextureParameterValue(TEXT("${n.TangentAtlas}"), TangentAtlas);
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.SampleCount}"), static_cast<float>(Samples));
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.AtlasRowCount}"), static_cast<float>(Rows));
		AtlasMaterial->SetVectorParameterValue(TEXT("${n.MeshCenterLocal}"), FLinearColor(Center));
		AtlasMaterial->SetVectorParameterValue(TEXT("${n.ForwardAxisLocal}"), FLinearColor(Forward));
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.MeshHalfLength}"), static_cast<float>(FMath::Max(HalfLength, 0.001)));
<#if n.ClosedLoop??>
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.ClosedLoop}"), bLoop ? 1.0f : 0.0f);
</#if>
<#if n.BakedRoll??>
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.BakedRoll}"), F${P}InstanceTravel::BakedRoll(Bakes, Samples, bReadsRoll) ? 1.0f : 0.0f);
</#if>
		for (int32 Slot = 0; Slot < Instances->GetNumMaterials(); ++Slot)
		{
			Instances->SetMaterial(Slot, AtlasMaterial);
		}
		// Below the reach the flight is flattened and instances are culled at rest; 0 pads nothing (and on Nanite
		// grows no cluster), so it never fits.
		const float Available = Material->GetMaxWorldPositionOffsetDisplacement();
		if (Available < RequiredWorldPositionOffset)
		{
			UE_LOG(Log${P}, Warning, TEXT("%s: the material's Max World Position Offset Displacement (%f) is below the %f the travellers move: set it to at least that, or instances are flattened and culled."),
				*GetName(), Available, RequiredWorldPositionOffset);
		}
	}
}

void ${C}::MarkInstancesDirty()
{
#if !${ue.versionMacro()}(5, 4)
	// Before 5.4 custom data reaches the GPU only with a new render state. From 5.4 SetCustomData and
	// UpdateInstanceTransform send just the changed instances (docs/engine-facts.md, ism-instance-updates).
	if (Instances != nullptr)
	{
		Instances->MarkRenderStateDirty();
	}
#endif
}

int32 ${C}::Spawn(int32 SplineIndex, float Delay)
{
	BakeWhenReady();
	if (!RowRest.IsValidIndex(SplineIndex))
	{
		return -1;
	}
	F${P}TravelSpawn Settings;
	Settings.Row = SplineIndex;
	Settings.SplineLength = RowLength[SplineIndex];
	Settings.bClosedLoop = RowClosed[SplineIndex];
	Settings.Curves = 0;
	Settings.Duration = Duration;
	Settings.Delay = Delay;
	Settings.End = ToTravelEnd(End);
	Settings.HoldSeconds = HoldSeconds;
	Settings.bImpactOnArrival = bSquashOnArrival;
	if (Mesh != nullptr)
	{
		const FBoxSphereBounds MeshBounds = Mesh->GetBounds();
		const FVector Forward = ${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0));
		// The landing contact: the mesh's front, the surface facing back along the travel.
		Settings.ImpactPivot = MeshBounds.Origin + Forward * MeshBounds.SphereRadius;
		Settings.ImpactNormal = -Forward;
	}
	const FBox Local = FBox(RowBoundsMin[SplineIndex], RowBoundsMax[SplineIndex]).TransformBy(RowRest[SplineIndex]);
	Settings.BoundsMin = Local.Min;
	Settings.BoundsMax = Local.Max;
	const int32 Traveller = Controller.Spawn(Settings);
	if (Instances == nullptr)
	{
		return Traveller;
	}
	// One instance per traveller slot; a reused slot is moved as a teleport (no motion vector from its old place).
	const FTransform& Rest = RowRest[SplineIndex];
	if (Traveller >= InstanceCount)
	{
		Instances->AddInstance(Rest, false);
		++InstanceCount;
	}
	Instances->UpdateInstanceTransform(Traveller, Controller.IsVisible(Traveller) ? Rest
		: FTransform(FQuat::Identity, Rest.GetLocation(), FVector::ZeroVector), false, false, true);
	Instances->SetCustomData(Traveller, MakeArrayView(Controller.CustomData(Traveller), F${P}InstanceData::NumFloats), false);
	MarkInstancesDirty();
	return Traveller;
}

void ${C}::Recycle(int32 Traveller)
{
	if (Traveller < 0 || Traveller >= Controller.NumTravellers())
	{
		return;
	}
	TArray<F${P}TravelEventRecord> Events;
	Controller.Recycle(Traveller, Events);
	Broadcast(Events);
}

void ${C}::TickComponent(float DeltaTime, ELevelTick TickType, FActorComponentTickFunction* ThisTickFunction)
{
	Super::TickComponent(DeltaTime, TickType, ThisTickFunction);
	BakeWhenReady();
	if (Controller.NumTravellers() == 0)
	{
		return;
	}
	// Paused, or after a frame without a tick, the last previous/current pair is stale: write a still frame.
	const UWorld* World = GetWorld();
	const F${P}FrameStep Step = F${P}Core::FrameStep(LastWriteFrame, GFrameCounter, World != nullptr && World->IsPaused(), DeltaTime);
	LastWriteFrame = GFrameCounter;
	TArray<F${P}TravelEventRecord> Events;
	Controller.Update(Step.DeltaTime, Events, Step.bContinuous);
	if (Instances != nullptr)
	{
		bool bDirty = false;
		const int32 Num = FMath::Min(Controller.NumTravellers(), InstanceCount);
		for (int32 Traveller = 0; Traveller < Num; ++Traveller)
		{
			const F${P}Traveller& T = Controller.Get(Traveller);
			// Only what changed: a resting traveller's floats stay on the GPU as they are.
			if (T.bLive && T.bStarted && Controller.IsChanged(Traveller))
			{
				Instances->SetCustomData(Traveller, MakeArrayView(Controller.CustomData(Traveller), F${P}InstanceData::NumFloats), false);
				bDirty = true;
			}
		}
		// Shown and hidden instances: a zero scale at the rest point, moved as a teleport.
		for (const F${P}TravelEventRecord& Event : Events)
		{
			if ((Event.Event == E${P}TravelEvent::Started || Event.Event == E${P}TravelEvent::Recycled) && Event.Traveller < InstanceCount)
			{
				const FTransform& Rest = RowRest[Controller.Get(Event.Traveller).Spawn.Row];
				Instances->UpdateInstanceTransform(Event.Traveller, Event.Event == E${P}TravelEvent::Started ? Rest
					: FTransform(FQuat::Identity, Rest.GetLocation(), FVector::ZeroVector), false, false, true);
				bDirty = true;
			}
		}
		if (bDirty)
		{
			MarkInstancesDirty();
		}
	}
	Broadcast(Events);
}

void ${C}::Broadcast(const TArray<F${P}TravelEventRecord>& Events)
{
	for (const F${P}TravelEventRecord& Event : Events)
	{
		switch (Event.Event)
		{
		case E${P}TravelEvent::Started:
			OnTravellerStarted.Broadcast(this, Event.Traveller);
			break;
		case E${P}TravelEvent::Arrived:
			OnTravellerArrived.Broadcast(this, Event.Traveller);
			break;
		case E${P}TravelEvent::Recycled:
			OnTravellerRecycled.Broadcast(this, Event.Traveller);
			break;
		default:
			break;
		}
	}
}
