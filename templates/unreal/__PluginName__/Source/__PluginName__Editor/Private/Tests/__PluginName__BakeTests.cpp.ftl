// ${notice}

#include "${plugin.name()}GoldenFiles.h"

#if WITH_DEV_AUTOMATION_TESTS

#include "Components/SplineComponent.h"
#include "Engine/World.h"
#include "GameFramework/Actor.h"
#include "${ue.splineComponentFile()}.h"
#include "${ue.mathFile()}.h"

namespace
{
	FTransform ReadTransform(const FJsonObject& Object)
	{
		const TArray<TSharedPtr<FJsonValue>>& Q = Object.GetArrayField(TEXT("rotation"));
		const FQuat Rotation(Q[0]->AsNumber(), Q[1]->AsNumber(), Q[2]->AsNumber(), Q[3]->AsNumber());
		return FTransform(Rotation, ${plugin.name()}Golden::ReadVectorField(Object, TEXT("translation")),
			${plugin.name()}Golden::ReadVectorField(Object, TEXT("scale")));
	}

	TArray<double> Row(const FVector& V)
	{
		return { V.X, V.Y, V.Z };
	}

	/** Compares a bake with the case's expected length and textures. */
	void CompareBake(FAutomationTestBase& Test, const FString& Prefix, const ${ue.mathStruct()}BakeResult& Bake,
		bool bFrames, const FJsonObject& Expected, const ${plugin.name()}Golden::FTolerance& Tolerance)
	{
		const double Length = Expected.GetNumberField(TEXT("SplineLength"));
		const double LengthScale = FMath::Max(Length, 1e-3);
		${plugin.name()}Golden::CompareRow(Test, Prefix + TEXT("SplineLength"), 0, { Bake.Length }, { Length }, Tolerance, LengthScale);

		const TArray<TArray<double>> Positions = ${plugin.name()}Golden::ReadRows(Expected, TEXT("PositionTexture"));
		const TArray<TArray<double>> Tangents = ${plugin.name()}Golden::ReadRows(Expected, TEXT("TangentTexture"));
		if (!Test.TestEqual(Prefix + TEXT("texel count"), Bake.Positions.Num(), Positions.Num()))
		{
			return;
		}
		const int32 N = Positions.Num();
		for (int32 Texel = 0; Texel < N; ++Texel)
		{
			TArray<double> Position = Row(Bake.Positions[Texel]);
			Position.Add(static_cast<double>(Texel) / FMath::Max(N - 1, 1));
			${plugin.name()}Golden::CompareRow(Test, Prefix + TEXT("PositionTexture"), Texel, Position, Positions[Texel], Tolerance,
				FMath::Max(${plugin.name()}Golden::Norm3(Positions[Texel]), LengthScale));
			TArray<double> Tangent;
			if (bFrames)
			{
				const FQuat& Q = Bake.Frames[Texel];
				Tangent = { Q.X, Q.Y, Q.Z, Q.W };
			}
			else
			{
				Tangent = Row(Bake.Tangents[Texel]);
				Tangent.Add(1.0);
			}
			${plugin.name()}Golden::CompareRow(Test, Prefix + TEXT("TangentTexture"), Texel, Tangent, Tangents[Texel], Tolerance, 1.0);
		}
	}
}

/**
 * ${plugin.name()}.Bake.<case>: for every SplineBake golden case, (1) the math core baked from the case's world samples
 * must match the reference's textures (this checks the plugin's C++ exactly as shipped); (2) the engine's own
 * USplineComponent, built from the case's points and transforms, must return the reference's world samples and,
 * through ${ue.splineComponent()}::BakeSpline, the same textures. A difference in (2) with (1) passing is a
 * difference between the engine's spline and the reference's model of it: a finding, reported, never hidden.
 */
IMPLEMENT_COMPLEX_AUTOMATION_TEST(F${plugin.name()}BakeTest, "${ue.testPrefix()}.Bake", ${ue.testFlags()})

void F${plugin.name()}BakeTest::GetTests(TArray<FString>& OutBeautifiedNames, TArray<FString>& OutTestCommands) const
{
	for (const ${plugin.name()}Golden::FCase& Case : ${plugin.name()}Golden::Load(TEXT("SplineBake")))
	{
		OutBeautifiedNames.Add(Case.Name);
		OutTestCommands.Add(Case.Name);
	}
}

bool F${plugin.name()}BakeTest::RunTest(const FString& Parameters)
{
	${plugin.name()}Golden::FCase Case;
	if (!${plugin.name()}Golden::Find(TEXT("SplineBake"), Parameters, Case))
	{
		AddError(FString::Printf(TEXT("no SplineBake case %s in %s"), *Parameters, *${plugin.name()}Golden::Directory()));
		return false;
	}
	const FJsonObject& Json = *Case.Json;
	const FJsonObject& Inputs = *Json.GetObjectField(TEXT("inputs"));
	const FJsonObject& Expected = *Json.GetObjectField(TEXT("expected"));
	const FJsonObject& Samples = *Expected.GetObjectField(TEXT("samples"));
	const ${plugin.name()}Golden::FTolerance Tolerance = ${plugin.name()}Golden::ReadTolerance(Json);
	const bool bFrames = Json.GetStringField(TEXT("mode")) == TEXT("rotation-minimizing");
	const int32 SampleCount = static_cast<int32>(Inputs.GetNumberField(TEXT("SampleCount")));
	const FVector Forward = ${ue.mathStruct()}::SafeNormal(${plugin.name()}Golden::ReadVectorField(Inputs, TEXT("ForwardAxisLocal")), FVector(1.0, 0.0, 0.0));
	const FTransform MeshToWorld = ReadTransform(*Inputs.GetObjectField(TEXT("MeshTransform")));

	// (1) The math core from the reference's world samples.
	TArray<FVector> WorldPositions;
	TArray<FVector> WorldDirections;
	for (const TSharedPtr<FJsonValue>& Value : Samples.GetArrayField(TEXT("positions")))
	{
		WorldPositions.Add(${plugin.name()}Golden::ReadVector(Value));
	}
	for (const TSharedPtr<FJsonValue>& Value : Samples.GetArrayField(TEXT("directions")))
	{
		WorldDirections.Add(${plugin.name()}Golden::ReadVector(Value));
	}
	${ue.mathStruct()}BakeResult CoreBake;
	${ue.mathStruct()}::Bake(WorldPositions, WorldDirections, MeshToWorld, SampleCount, bFrames, Forward, CoreBake);
	CompareBake(*this, TEXT("core: "), CoreBake, bFrames, Expected, Tolerance);

	// (2) The engine's spline, built from the same points.
	UWorld* World = UWorld::CreateWorld(EWorldType::Game, false);
	AActor* Actor = World->SpawnActor<AActor>();
	USplineComponent* Spline = NewObject<USplineComponent>(Actor);
	Actor->SetRootComponent(Spline);
	Spline->RegisterComponent();
	const FJsonObject& SplineJson = *Inputs.GetObjectField(TEXT("Spline"));
	Spline->SetWorldTransform(ReadTransform(*SplineJson.GetObjectField(TEXT("transform"))));
	Spline->ReparamStepsPerSegment = static_cast<int32>(SplineJson.GetNumberField(TEXT("reparamStepsPerSegment")));
	Spline->ClearSplinePoints(false);
	const TArray<TSharedPtr<FJsonValue>>& Points = SplineJson.GetArrayField(TEXT("points"));
	for (int32 Index = 0; Index < Points.Num(); ++Index)
	{
		const FJsonObject& Point = *Points[Index]->AsObject();
		Spline->AddSplinePoint(${plugin.name()}Golden::ReadVectorField(Point, TEXT("position")), ESplineCoordinateSpace::Local, false);
		if (Point.HasField(TEXT("arrive")))
		{
			Spline->SetTangentsAtSplinePoint(Index, ${plugin.name()}Golden::ReadVectorField(Point, TEXT("arrive")),
				${plugin.name()}Golden::ReadVectorField(Point, TEXT("leave")), ESplineCoordinateSpace::Local, false);
		}
	}
	Spline->SetClosedLoop(SplineJson.GetBoolField(TEXT("closedLoop")), false);
	Spline->UpdateSpline();

	const int32 Steps = ${ue.mathStruct()}::DenseStepCount(SampleCount);
	const float WorldLength = Spline->GetSplineLength();
	for (int32 Step = 0; Step <= Steps && Step < WorldPositions.Num(); ++Step)
	{
		const float Distance = Step == Steps ? WorldLength : WorldLength * static_cast<float>(Step) / static_cast<float>(Steps);
		const FVector Position = Spline->GetLocationAtDistanceAlongSpline(Distance, ESplineCoordinateSpace::World);
		const FVector Direction = Spline->GetDirectionAtDistanceAlongSpline(Distance, ESplineCoordinateSpace::World);
		${plugin.name()}Golden::CompareRow(*this, TEXT("engine: samples.positions"), Step, Row(Position), Row(WorldPositions[Step]),
			Tolerance, FMath::Max(static_cast<double>(WorldLength), WorldPositions[Step].Size()));
		${plugin.name()}Golden::CompareRow(*this, TEXT("engine: samples.directions"), Step, Row(Direction), Row(WorldDirections[Step]),
			Tolerance, 1.0);
	}
	${ue.mathStruct()}BakeResult EngineBake;
	${ue.splineComponent()}::BakeSpline(*Spline, MeshToWorld, SampleCount, bFrames, Forward, EngineBake);
	CompareBake(*this, TEXT("engine: "), EngineBake, bFrames, Expected, Tolerance);
	World->DestroyWorld(false);
	return !HasAnyErrors();
}

/** ${plugin.name()}.Bake.Golden files present: the bake tests above are vacuous without them. */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}BakeGoldenPresentTest, "${ue.testPrefix()}.Bake.GoldenFilesPresent", ${ue.testFlags()})

bool F${plugin.name()}BakeGoldenPresentTest::RunTest(const FString& Parameters)
{
	return TestTrue(FString::Printf(TEXT("SplineBake golden cases in %s"), *${plugin.name()}Golden::Directory()),
		${plugin.name()}Golden::Load(TEXT("SplineBake")).Num() > 0);
}

#endif
