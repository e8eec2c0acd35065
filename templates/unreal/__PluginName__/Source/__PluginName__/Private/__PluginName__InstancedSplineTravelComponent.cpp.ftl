<#assign P = plugin.name()>
<#assign C = "U" + P + "InstancedSplineTravelComponent">
<#assign n = atlasContract.names()>
// ${notice}

#include "${P}InstancedSplineTravelComponent.h"

#include "Components/InstancedStaticMeshComponent.h"
#include "Components/SplineComponent.h"
#include "Engine/StaticMesh.h"
#include "Engine/Texture2D.h"
#include "GameFramework/Actor.h"
#include "Materials/MaterialInstanceDynamic.h"
#include "${P}Module.h"
#include "${ue.names().splineComponentFile()}.h"

namespace
{
	/** Writes Pixels (Width x Rows, row-major) into a PF_A32B32G32R32F texture, creating it when missing or resized. */
	void WriteAtlas(TObjectPtr<UTexture2D>& Texture, const TArray<FLinearColor>& Pixels, int32 Width, int32 Rows)
	{
		if (Texture == nullptr || Texture->GetSizeX() != Width || Texture->GetSizeY() != Rows)
		{
			Texture = UTexture2D::CreateTransient(Width, Rows, PF_A32B32G32R32F);
			if (Texture == nullptr)
			{
				return;
			}
			// Raw floats read exactly: bilinear along a row, each row read at its texel centre (section 8.1).
			Texture->CompressionSettings = TC_HDR_F32;
			Texture->SRGB = false;
			Texture->Filter = TF_Bilinear;
			Texture->AddressX = TA_Clamp;
			Texture->AddressY = TA_Clamp;
			Texture->NeverStream = true;
#if WITH_EDITORONLY_DATA
			Texture->MipGenSettings = TMGS_NoMipmaps;
#endif
		}
		FTexture2DMipMap& Mip = Texture->GetPlatformData()->Mips[0];
		void* Data = Mip.BulkData.Lock(LOCK_READ_WRITE);
		FMemory::Memcpy(Data, Pixels.GetData(), Pixels.Num() * sizeof(FLinearColor));
		Mip.BulkData.Unlock();
		Texture->UpdateResource();
	}

	/** Uniform samples of Curve over [0, 1]; none when it has no keys (the controller's identity). */
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

	E${P}TravelEnd ToTravelEnd(E${P}TravellerEnd End)
	{
		switch (End)
		{
		case E${P}TravellerEnd::Loop:
			return E${P}TravelEnd::Loop;
		case E${P}TravellerEnd::Hold:
			return E${P}TravelEnd::Hold;
		default:
			return E${P}TravelEnd::Recycle;
		}
	}
}

${C}::${C}()
{
	PrimaryComponentTick.bCanEverTick = true;
	PrimaryComponentTick.bStartWithTickEnabled = true;
	// After movement, so the custom data written here reaches this frame's render.
	PrimaryComponentTick.TickGroup = TG_PostUpdateWork;
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
	if (Instances == nullptr)
	{
		Instances = NewObject<UInstancedStaticMeshComponent>(Owner, NAME_None, RF_Transient);
		Instances->SetupAttachment(Owner->GetRootComponent());
		Instances->RegisterComponent();
	}
	// Section 8.2: 16 floats per instance, set before any instance exists (setting it zeroes every instance's data).
	Instances->ClearInstances();
	Instances->SetNumCustomDataFloats(F${P}InstanceData::NumFloats);
	Instances->SetStaticMesh(Mesh);
	// The previous-frame offset comes from the Prev* custom data (fact ism-no-previous-custom-data); WPO must write it.
	Instances->bWorldPositionOffsetWritesVelocity = true;
	InstanceCount = 0;
	Controller = F${P}InstanceTravel();
	Controller.SquashSettings = SquashSettings;
	SampleCurves();
	BuildAtlas();
}

void ${C}::SampleCurves()
{
	Controller.Curves.SetNum(1);
	Sample(ProgressCurve, CurveSamples, Controller.Curves[0].Progress);
	Sample(StretchCurve, CurveSamples, Controller.Curves[0].Stretch);
	Sample(SizeCurve, CurveSamples, Controller.Curves[0].Size);
}

void ${C}::BuildAtlas()
{
	const TArray<USplineComponent*> Splines = ResolveSplines();
	const int32 Rows = Splines.Num();
	RowRest.SetNum(Rows);
	RowLength.SetNum(Rows);
	RowBoundsMin.SetNum(Rows);
	RowBoundsMax.SetNum(Rows);
	RequiredWorldPositionOffset = 0.0;
	if (Rows == 0 || Mesh == nullptr)
	{
		return;
	}
	const FVector Forward = ${ue.mathStruct()}::SafeNormal(ForwardAxis, FVector(1.0, 0.0, 0.0));
	const FBoxSphereBounds MeshBounds = Mesh->GetBounds();
	const FVector Center = MeshBounds.Origin;
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
	const bool bRotationMinimizing = ${(ue.spline().orientationWord() == "rotation-minimizing")?c};
	TArray<FLinearColor> Positions;
	TArray<FLinearColor> Tangents;
	Positions.SetNum(SampleCount * Rows);
	Tangents.SetNum(SampleCount * Rows);
	for (int32 Row = 0; Row < Rows; ++Row)
	{
		const USplineComponent& Spline = *Splines[Row];
		const float Length = Spline.GetSplineLength();
		const FVector End = Spline.GetLocationAtDistanceAlongSpline(Length, ESplineCoordinateSpace::World);
		const FVector EndDirection = Spline.GetDirectionAtDistanceAlongSpline(Length, ESplineCoordinateSpace::World);
		// Section 8.1: the traveller rests at the curve's end, its forward axis along the end direction.
		const FQuat Rotation = FQuat::FindBetweenNormals(Forward, EndDirection);
		RowRest[Row] = FTransform(Rotation, End - Rotation.RotateVector(Center));
		${ue.mathStruct()}BakeResult Bake;
		${ue.splineComponent()}::BakeSpline(Spline, RowRest[Row], SampleCount, bRotationMinimizing, Forward, Bake);
		RowLength[Row] = Bake.Length;
		for (int32 Texel = 0; Texel < SampleCount; ++Texel)
		{
			const FVector& P = Bake.Positions[Texel];
			Positions[Row * SampleCount + Texel] = FLinearColor(P.X, P.Y, P.Z, static_cast<float>(Texel) / static_cast<float>(SampleCount - 1));
			if (bRotationMinimizing)
			{
				const FQuat& Q = Bake.Frames[Texel];
				Tangents[Row * SampleCount + Texel] = FLinearColor(Q.X, Q.Y, Q.Z, Q.W);
			}
			else
			{
				const FVector& T = Bake.Tangents[Texel];
				Tangents[Row * SampleCount + Texel] = FLinearColor(T.X, T.Y, T.Z, 1.0f);
			}
		}
		const ${ue.mathStruct()}Box Box = ${ue.mathStruct()}::DeformBounds(Bake.Positions, Bake.Tangents, Center, SquashedRadius, MaxSize,
			MinStretch, MaxStretch, FMath::Abs(${ue.spline().stretchBias()}), ${ue.spline().preserveVolume()} ? 1.0 : 0.0, ${ue.spline().endExtrapolation()});
		RowBoundsMin[Row] = Box.Min;
		RowBoundsMax[Row] = Box.Max;
		// Fact ism-instance-bounds: every instance gets the mesh's bounds padded by the material's max WPO.
		const FVector MeshMin = MeshBounds.Origin - MeshBounds.BoxExtent;
		const FVector MeshMax = MeshBounds.Origin + MeshBounds.BoxExtent;
		RequiredWorldPositionOffset = FMath::Max(RequiredWorldPositionOffset, FMath::Max(
			FMath::Max(FMath::Max(Box.Max.X - MeshMax.X, Box.Max.Y - MeshMax.Y), Box.Max.Z - MeshMax.Z),
			FMath::Max(FMath::Max(MeshMin.X - Box.Min.X, MeshMin.Y - Box.Min.Y), MeshMin.Z - Box.Min.Z)));
	}
	WriteAtlas(PositionAtlas, Positions, SampleCount, Rows);
	WriteAtlas(TangentAtlas, Tangents, SampleCount, Rows);
	if (Material != nullptr && Instances != nullptr)
	{
		AtlasMaterial = UMaterialInstanceDynamic::Create(Material, this);
		AtlasMaterial->SetTextureParameterValue(TEXT("${n.PositionAtlas}"), PositionAtlas);
		AtlasMaterial->SetTextureParameterValue(TEXT("${n.TangentAtlas}"), TangentAtlas);
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.SampleCount}"), static_cast<float>(SampleCount));
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.AtlasRowCount}"), static_cast<float>(Rows));
		AtlasMaterial->SetVectorParameterValue(TEXT("${n.MeshCenterLocal}"), FLinearColor(Center));
		AtlasMaterial->SetVectorParameterValue(TEXT("${n.ForwardAxisLocal}"), FLinearColor(Forward));
		AtlasMaterial->SetScalarParameterValue(TEXT("${n.MeshHalfLength}"), static_cast<float>(FMath::Max(MeshBounds.BoxExtent.X, 0.001)));
		for (int32 Slot = 0; Slot < Instances->GetNumMaterials(); ++Slot)
		{
			Instances->SetMaterial(Slot, AtlasMaterial);
		}
		const float Available = Material->GetMaxWorldPositionOffsetDisplacement();
		if (Available < RequiredWorldPositionOffset)
		{
			UE_LOG(Log${P}, Warning, TEXT("%s: the material's Max World Position Offset Displacement (%f) is below the %f the travellers reach: instances may be culled or flattened."),
				*GetName(), Available, RequiredWorldPositionOffset);
		}
	}
}

int32 ${C}::Spawn(int32 SplineIndex, float Delay)
{
	if (Instances == nullptr || !RowRest.IsValidIndex(SplineIndex))
	{
		return -1;
	}
	F${P}TravelSpawn Settings;
	Settings.Row = SplineIndex;
	Settings.SplineLength = RowLength[SplineIndex];
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
	const FBox World = FBox(RowBoundsMin[SplineIndex], RowBoundsMax[SplineIndex]).TransformBy(RowRest[SplineIndex]);
	Settings.BoundsMin = World.Min;
	Settings.BoundsMax = World.Max;
	const int32 Traveller = Controller.Spawn(Settings);
	// One instance per traveller slot; a reused slot is moved as a teleport (no motion vector from its old place).
	if (Traveller >= InstanceCount)
	{
		Instances->AddInstance(RowRest[SplineIndex], true);
		++InstanceCount;
	}
	Instances->UpdateInstanceTransform(Traveller, Controller.IsVisible(Traveller) ? RowRest[SplineIndex]
		: FTransform(FQuat::Identity, RowRest[SplineIndex].GetLocation(), FVector::ZeroVector), true, false, true);
	Instances->SetCustomData(Traveller, MakeArrayView(Controller.CustomData(Traveller), F${P}InstanceData::NumFloats), true);
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
	if (Instances == nullptr || Controller.NumTravellers() == 0)
	{
		return;
	}
	TArray<F${P}TravelEventRecord> Events;
	Controller.Update(DeltaTime, Events);
	const int32 Num = Controller.NumTravellers();
	for (int32 Traveller = 0; Traveller < Num; ++Traveller)
	{
		const F${P}Traveller& T = Controller.Get(Traveller);
		if (T.bLive && T.bStarted)
		{
			Instances->SetCustomData(Traveller, MakeArrayView(Controller.CustomData(Traveller), F${P}InstanceData::NumFloats), false);
		}
	}
	// Shown and hidden instances: a zero scale at the rest point, moved as a teleport.
	for (const F${P}TravelEventRecord& Event : Events)
	{
		if (Event.Event == E${P}TravelEvent::Started || Event.Event == E${P}TravelEvent::Recycled)
		{
			const FTransform& Rest = RowRest[Controller.Get(Event.Traveller).Spawn.Row];
			Instances->UpdateInstanceTransform(Event.Traveller, Event.Event == E${P}TravelEvent::Started ? Rest
				: FTransform(FQuat::Identity, Rest.GetLocation(), FVector::ZeroVector), true, false, true);
		}
	}
	Instances->MarkRenderStateDirty();
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
