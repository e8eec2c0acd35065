<#assign P = plugin.name()>
// ${notice}

#include "${P}InstanceTravel.h"

namespace
{
	/** Durations below this are treated as this (no division by zero). */
	constexpr double MinDuration = 1e-4;

	/**
	 * The longest duration, delay or hold a traveller keeps (about 31.7 years), and the cap of its clocks: a clock
	 * that stays below a few of these keeps sub-microsecond steps, so a traveller never freezes (issue 22).
	 */
	constexpr double MaxSeconds = 1e9;
	constexpr double ClockCap = 4.0 * MaxSeconds;
	/** The largest spline length and bounds coordinate kept: beyond any world, finite as a float (issue 22). */
	constexpr double MaxLength = 1e15;

	double SafeStep(double DeltaTime)
	{
		// NaN fails the comparison; a negative or endless step does not move time; a huge one is at most the cap.
		return DeltaTime > 0.0 && DeltaTime < 1e300 ? FMath::Min(DeltaTime, ClockCap) : 0.0;
	}

	/** Value in [Lo, Hi]; NaN becomes Fallback. */
	double Within(double Value, double Lo, double Hi, double Fallback)
	{
		return Value == Value ? FMath::Clamp(Value, Lo, Hi) : Fallback;
	}

	FVector WithinVector(const FVector& V)
	{
		return FVector(Within(V.X, -MaxLength, MaxLength, 0.0), Within(V.Y, -MaxLength, MaxLength, 0.0), Within(V.Z, -MaxLength, MaxLength, 0.0));
	}

	/** A custom data float the GPU can use: NaN becomes Fallback, an overflow the largest finite float. */
	float ToData(double Value, double Fallback)
	{
		return static_cast<float>(Within(Value, -3.0e38, 3.0e38, Fallback));
	}
}

double F${P}TravelCurves::Sample(const TArray<double>& Samples, double Time, double Default)
{
	const int32 Num = Samples.Num();
	if (Num == 0)
	{
		return Default;
	}
	if (Num == 1)
	{
		return Samples[0];
	}
	const double Texel = FMath::Clamp(Time, 0.0, 1.0) * (Num - 1);
	const int32 Index = FMath::Min(static_cast<int32>(Texel), Num - 2);
	const double Weight = Texel - Index;
	return Samples[Index] + (Samples[Index + 1] - Samples[Index]) * Weight;
}

bool F${P}InstanceTravel::BakedRoll(const TArray<${ue.mathStruct()}BakeResult>& Rows, int32 Samples, bool bReadsRoll)
{
	bool bAny = false;
	for (int32 Row = 0; Row < Rows.Num(); ++Row)
	{
		bAny = bAny || (Rows[Row].Roll.Num() == Samples && Samples > 0);
	}
	return bReadsRoll && bAny;
}

float F${P}InstanceTravel::TangentAlpha(const ${ue.mathStruct()}BakeResult& Row, int32 Samples, int32 Texel, bool bReadsRoll)
{
	if (Row.Roll.Num() == Samples && Texel >= 0 && Texel < Samples)
	{
		return ToData(Row.Roll[Texel], 0.0);
	}
	return bReadsRoll ? 0.0f : 1.0f;
}

int32 F${P}InstanceTravel::SafeCount(int32 Requested, int32 Min, int32 Max)
{
	return FMath::Clamp(Requested, Min, FMath::Max(Min, Max));
}

double F${P}InstanceTravel::MaxDisplacement(const FVector& InDeformMin, const FVector& InDeformMax, const FVector& InRestMin, const FVector& InRestMax,
	const FVector& WorldScale)
{
	// Bounded inputs (issue 22): a NaN or infinite box or scale gives a finite bound.
	const FVector DeformMin = WithinVector(InDeformMin);
	const FVector DeformMax = WithinVector(InDeformMax);
	const FVector RestMin = WithinVector(InRestMin);
	const FVector RestMax = WithinVector(InRestMax);
	// Per axis, the farthest a point of one box lies from a point of the other.
	const FVector Span(FMath::Max(FMath::Max(DeformMax.X - RestMin.X, RestMax.X - DeformMin.X), 0.0),
		FMath::Max(FMath::Max(DeformMax.Y - RestMin.Y, RestMax.Y - DeformMin.Y), 0.0),
		FMath::Max(FMath::Max(DeformMax.Z - RestMin.Z, RestMax.Z - DeformMin.Z), 0.0));
	const FVector Scales = WithinVector(WorldScale);
	const double Scale = FMath::Max(FMath::Max(FMath::Abs(Scales.X), FMath::Abs(Scales.Y)), FMath::Abs(Scales.Z));
	return FMath::Sqrt(FVector::DotProduct(Span, Span)) * Scale;
}

int32 F${P}InstanceTravel::Spawn(const F${P}TravelSpawn& Settings)
{
	int32 Index = Travellers.Num();
	if (Free.Num() > 0)
	{
		Index = Free[Free.Num() - 1];
		Free.SetNum(Free.Num() - 1);
	}
	else
	{
		Travellers.SetNum(Index + 1);
	}
	F${P}Traveller& T = Travellers[Index];
	T = F${P}Traveller();
	T.Spawn = Settings;
	// Sanitized at the entry (issue 22): NaN, infinite and huge settings from code never reach the floats or bounds.
	T.Spawn.Duration = Within(Settings.Duration, MinDuration, MaxSeconds, MinDuration);
	T.Spawn.Delay = Within(Settings.Delay, 0.0, MaxSeconds, 0.0);
	T.Spawn.HoldSeconds = Within(Settings.HoldSeconds, 0.0, MaxSeconds, 0.0);
	T.Spawn.SplineLength = Within(Settings.SplineLength, 0.0, MaxLength, 0.0);
	T.Spawn.ImpactPivot = WithinVector(Settings.ImpactPivot);
	T.Spawn.ImpactNormal = WithinVector(Settings.ImpactNormal);
	T.Spawn.BoundsMin = WithinVector(Settings.BoundsMin);
	T.Spawn.BoundsMax = WithinVector(Settings.BoundsMax);
	T.bLive = true;
	++Live;
	bBoundsDirty = true;
	Write(T, 0.0);
	return Index;
}

void F${P}InstanceTravel::Recycle(int32 Traveller, TArray<F${P}TravelEventRecord>& OutEvents)
{
	F${P}Traveller& T = Travellers[Traveller];
	if (!T.bLive)
	{
		return;
	}
	T.bLive = false;
	--Live;
	bBoundsDirty = true;
	Free.SetNum(Free.Num() + 1);
	Free[Free.Num() - 1] = Traveller;
	const int32 At = OutEvents.Num();
	OutEvents.SetNum(At + 1);
	OutEvents[At] = F${P}TravelEventRecord{Traveller, E${P}TravelEvent::Recycled};
}

bool F${P}InstanceTravel::IsVisible(int32 Traveller) const
{
	const F${P}Traveller& T = Travellers[Traveller];
	return T.bLive && T.bStarted;
}

void F${P}InstanceTravel::Update(double DeltaTime, TArray<F${P}TravelEventRecord>& OutEvents, bool bContinuous)
{
	const double Dt = SafeStep(DeltaTime);
	auto Emit = [&OutEvents](int32 Traveller, E${P}TravelEvent Event)
	{
		const int32 At = OutEvents.Num();
		OutEvents.SetNum(At + 1);
		OutEvents[At] = F${P}TravelEventRecord{Traveller, Event};
	};
	const int32 Num = Travellers.Num();
	for (int32 Index = 0; Index < Num; ++Index)
	{
		F${P}Traveller& T = Travellers[Index];
		T.bChanged = false;
		if (!T.bLive)
		{
			continue;
		}
		T.bJump = T.bJump || !bContinuous;
		T.Elapsed = FMath::Min(T.Elapsed + Dt, ClockCap);
		if (!T.bStarted)
		{
			if (T.Elapsed < T.Spawn.Delay)
			{
				continue;
			}
			T.bStarted = true;
			T.bJump = true;
			Emit(Index, E${P}TravelEvent::Started);
		}
		if (!T.bArrived)
		{
			const double Travelled = T.Elapsed - T.Spawn.Delay;
			if (Travelled >= T.Spawn.Duration)
			{
				Emit(Index, E${P}TravelEvent::Arrived);
				if (T.Spawn.End == E${P}TravelEnd::Loop)
				{
					// However long the step, the playhead lands within one travel; the wrap is a jump.
					// Within [0, Duration) even where rounding puts the remainder a little outside.
					const double Phase = Travelled - T.Spawn.Duration * FMath::FloorToDouble(Travelled / T.Spawn.Duration);
					T.Elapsed = T.Spawn.Delay + FMath::Clamp(Phase, 0.0, T.Spawn.Duration);
					// On a closed atlas the end is the start: the wrap is the short way round the loop, no jump (10.5).
					T.bJump = T.bJump || !(bClosedLoop || T.Spawn.bClosedLoop);
					Emit(Index, E${P}TravelEvent::Looped);
				}
				else
				{
					T.bArrived = true;
					T.Resting = Travelled - T.Spawn.Duration;
					if (T.Spawn.bImpactOnArrival && Dt > 0.0)
					{
						// The approach speed over the last step: the rest of the curve covered in Dt (section 5's
						// controller takes metres per second); the surface faces back along ImpactNormal.
						const double LastProgress = T.Data[F${P}InstanceData::Progress];
						const double Units = UnitsPerMetre > 1e-6 && UnitsPerMetre < MaxLength ? UnitsPerMetre : 100.0;
						const double Speed = (1.0 - LastProgress) * T.Spawn.SplineLength / Dt / Units;
						${ue.mathStruct()}Contact Contact;
						Contact.Point = T.Spawn.ImpactPivot;
						Contact.Normal = T.Spawn.ImpactNormal;
						const FVector Velocity = ${ue.mathStruct()}::SafeNormal(T.Spawn.ImpactNormal, FVector(-1.0, 0.0, 0.0)) * -Speed;
						const ${ue.mathStruct()}VelocityOutput Out =
							${ue.mathStruct()}::StepVelocity(SquashSettings, T.Squash, Dt, Velocity, T.Spawn.ImpactPivot, &Contact);
						T.bSquashing = T.Squash.bRecovering;
						T.SquashStretch = Out.ParallelScale;
						T.SquashAxis = Out.Axis;
						T.SquashPivot = Out.Pivot;
					}
				}
			}
		}
		else
		{
			T.Resting = FMath::Min(T.Resting + Dt, ClockCap);
			// A paused frame (no time) leaves the squash where it is.
			if (T.bSquashing && Dt > 0.0)
			{
				const ${ue.mathStruct()}VelocityOutput Out = ${ue.mathStruct()}::StepVelocity(SquashSettings, T.Squash, Dt,
					FVector(0.0, 0.0, 0.0), T.Spawn.ImpactPivot, nullptr);
				T.bSquashing = T.Squash.bRecovering;
				// Recovered: exactly the identity (section 5 ends the recovery at exactly 1).
				T.SquashStretch = T.bSquashing ? Out.ParallelScale : 1.0;
				T.SquashAxis = Out.Axis;
				T.SquashPivot = Out.Pivot;
			}
		}
		if (T.bArrived && T.Spawn.End == E${P}TravelEnd::Recycle && !T.bSquashing && T.Resting >= T.Spawn.HoldSeconds)
		{
			Recycle(Index, OutEvents);
			continue;
		}
		Write(T, Dt);
	}
}

void F${P}InstanceTravel::Write(F${P}Traveller& T, double DeltaTime)
{
	(void)DeltaTime;
	using D = F${P}InstanceData;
	const double Time = T.bArrived ? 1.0 : FMath::Clamp((T.Elapsed - T.Spawn.Delay) / T.Spawn.Duration, 0.0, 1.0);
	static const F${P}TravelCurves Identity;
	const F${P}TravelCurves& C = T.Spawn.Curves >= 0 && T.Spawn.Curves < Curves.Num() ? Curves[T.Spawn.Curves] : Identity;
	// Every float finite (issue 22): a NaN or infinite curve sample gives the identity, an overflow the largest float.
	const double Unwrapped = F${P}TravelCurves::Sample(C.Progress, Time, Time);
	// Round a closed loop (deformer-math.md 10.5) Progress wraps into [0, 1]: last frame's value, kept as the previous
	// one, is the unwrapped previous value's fraction, so the material sees the short way round, never a jump back.
	const float Progress = ToData(bClosedLoop || T.Spawn.bClosedLoop ? FMath::Clamp(Unwrapped - FMath::FloorToDouble(Unwrapped), 0.0, 1.0) : Unwrapped, Time);
	const float Stretch = ToData(F${P}TravelCurves::Sample(C.Stretch, Time, 1.0), 1.0);
	const float Size = ToData(F${P}TravelCurves::Sample(C.Size, Time, 1.0), 1.0);
	const float Squash = ToData(T.SquashStretch, 1.0);
	float* Data = T.Data;
	float Before[D::NumFloats];
	for (int32 K = 0; K < D::NumFloats; ++K)
	{
		Before[K] = Data[K];
	}
	// Last frame's values become the previous ones; after a jump the current ones do (no motion across it).
	Data[D::PrevProgress] = T.bJump ? Progress : Data[D::Progress];
	Data[D::PrevStretchScale] = T.bJump ? Stretch : Data[D::StretchScale];
	Data[D::PrevSizeScale] = T.bJump ? Size : Data[D::SizeScale];
	Data[D::PrevVelocityStretch] = T.bJump ? Squash : Data[D::VelocityStretch];
	T.bJump = false;
	Data[D::Progress] = Progress;
	Data[D::StretchScale] = Stretch;
	Data[D::SizeScale] = Size;
	Data[D::AtlasRow] = static_cast<float>(T.Spawn.Row);
	// Section 10.5: a closed-loop row's length is stored negative, the row's loop flag.
	Data[D::SplineLength] = ToData(T.Spawn.bClosedLoop ? -T.Spawn.SplineLength : T.Spawn.SplineLength, 0.0);
	Data[D::VelocityAxisLocalX] = ToData(T.SquashAxis.X, 0.0);
	Data[D::VelocityAxisLocalY] = ToData(T.SquashAxis.Y, 0.0);
	Data[D::VelocityAxisLocalZ] = ToData(T.SquashAxis.Z, 1.0);
	Data[D::VelocityStretch] = Squash;
	Data[D::VelocityPivotLocalX] = ToData(T.SquashPivot.X, 0.0);
	Data[D::VelocityPivotLocalY] = ToData(T.SquashPivot.Y, 0.0);
	Data[D::VelocityPivotLocalZ] = ToData(T.SquashPivot.Z, 0.0);
	bool bChanged = false;
	for (int32 K = 0; K < D::NumFloats; ++K)
	{
		bChanged = bChanged || Before[K] != Data[K];
	}
	T.bChanged = bChanged;
}

bool F${P}InstanceTravel::Bounds(FVector& OutMin, FVector& OutMax)
{
	if (bBoundsDirty)
	{
		bool bAny = false;
		for (int32 Index = 0; Index < Travellers.Num(); ++Index)
		{
			const F${P}Traveller& T = Travellers[Index];
			if (!T.bLive)
			{
				continue;
			}
			const FVector& Lo = T.Spawn.BoundsMin;
			const FVector& Hi = T.Spawn.BoundsMax;
			CachedMin = bAny ? FVector(FMath::Min(CachedMin.X, Lo.X), FMath::Min(CachedMin.Y, Lo.Y), FMath::Min(CachedMin.Z, Lo.Z)) : Lo;
			CachedMax = bAny ? FVector(FMath::Max(CachedMax.X, Hi.X), FMath::Max(CachedMax.Y, Hi.Y), FMath::Max(CachedMax.Z, Hi.Z)) : Hi;
			bAny = true;
		}
		bBoundsDirty = false;
	}
	OutMin = CachedMin;
	OutMax = CachedMax;
	return Live > 0;
}
