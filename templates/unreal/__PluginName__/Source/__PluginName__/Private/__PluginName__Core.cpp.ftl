// ${notice}

#include "${plugin.name()}Core.h"

namespace
{
	/** Durations and extents below this are treated as this (no division by zero). */
	constexpr double TinyLength = 1e-4;

	/** The longest duration kept, about 31.7 years (issue 22). */
	constexpr double MaxSeconds = 1e9;

	bool IsFiniteNumber(double Value)
	{
		// NaN fails every comparison; infinities fail the bound.
		return Value == Value && Value > -1e300 && Value < 1e300;
	}

	/** A and B differ by more than Tolerance relative to A (at least 1). */
	bool Differs(double A, double B, double Tolerance)
	{
		return FMath::Abs(A - B) > Tolerance * FMath::Max(1.0, FMath::Abs(A));
	}

	bool Moved(const FVector& A, const FVector& B, double Tolerance)
	{
		return Differs(A.X, B.X, Tolerance) || Differs(A.Y, B.Y, Tolerance) || Differs(A.Z, B.Z, Tolerance);
	}

	/** The largest extent, reach or radius kept: beyond any world, and finite as a float bounds scale (issue 22). */
	constexpr double MaxLength = 1e15;

	/** Value in [0, MaxLength]; NaN becomes 0. */
	double SafeLength(double Value)
	{
		return Value == Value ? FMath::Clamp(Value, 0.0, MaxLength) : 0.0;
	}

	FVector LengthVector(const FVector& V)
	{
		return FVector(SafeLength(V.X), SafeLength(V.Y), SafeLength(V.Z));
	}

	/** A bounds scale that can be applied: finite and not negative, else 1. */
	float SafeScale(float Scale)
	{
		return Scale >= 0.0f && Scale < 1e30f ? Scale : 1.0f;
	}

	/** Reach / Extent for one axis; a flat axis uses the rest radius, so a flat mesh still grows on it. */
	double AxisScale(double Reach, double Extent, double Fallback)
	{
		return Reach / (Extent > TinyLength ? Extent : Fallback);
	}
}

double F${plugin.name()}Core::SafeDuration(double Duration)
{
	// At most MaxSeconds (issue 22): the playhead is written as a float and must stay finite there.
	return IsFiniteNumber(Duration) && Duration > TinyLength ? FMath::Min(Duration, MaxSeconds) : TinyLength;
}

F${plugin.name()}PlaybackEvents F${plugin.name()}Core::Advance(F${plugin.name()}Playback& State, E${plugin.name()}PlaybackEnd End, double Duration, double DeltaTime,
	bool bClosedLoop)
{
	F${plugin.name()}PlaybackEvents Events;
	const double Length = SafeDuration(Duration);
	State.Time = IsFiniteNumber(State.Time) ? FMath::Clamp(State.Time, 0.0, Length) : 0.0;
	// Only ping-pong plays backwards; a NaN direction is forwards (issue 22: a backwards Loop counted negative wraps).
	State.Direction = End == E${plugin.name()}PlaybackEnd::PingPong && State.Direction < 0.0 ? -1.0 : 1.0;
	if (!State.bPlaying || !IsFiniteNumber(DeltaTime) || DeltaTime <= 0.0)
	{
		return Events;
	}
	const double Direction = State.Direction;
	const double Time = State.Time + DeltaTime * Direction;
	switch (End)
	{
	case E${plugin.name()}PlaybackEnd::Once:
		State.Direction = 1.0;
		if (Time >= Length)
		{
			State.Time = Length;
			State.bPlaying = false;
			Events.bFinished = true;
		}
		else
		{
			State.Time = FMath::Max(Time, 0.0);
		}
		break;
	case E${plugin.name()}PlaybackEnd::Loop:
	{
		State.Direction = 1.0;
		const double Wraps = FMath::FloorToDouble(Time / Length);
		State.Time = FMath::Clamp(Time - Wraps * Length, 0.0, Length);
		Events.Loops = static_cast<int32>(FMath::Clamp(Wraps, 0.0, 1e9));
		// Round a closed loop the end is the start (math spec 10.1): the wrap is the next lap, not a jump.
		Events.bJumped = Events.Loops > 0 && !bClosedLoop;
		break;
	}
	case E${plugin.name()}PlaybackEnd::PingPong:
	{
		// Unfold onto [0, 2 Length): forwards on the first half, backwards on the second. Count the turns crossed.
		const double Unfolded = Direction > 0.0 ? Time : 2.0 * Length - Time;
		const double Turns = FMath::FloorToDouble(Unfolded / Length) - (Direction > 0.0 ? 0.0 : 1.0);
		const double Phase = Unfolded - FMath::FloorToDouble(Unfolded / (2.0 * Length)) * 2.0 * Length;
		State.Time = FMath::Clamp(Phase <= Length ? Phase : 2.0 * Length - Phase, 0.0, Length);
		State.Direction = Phase < Length ? 1.0 : -1.0;
		Events.Loops = static_cast<int32>(FMath::Min(FMath::Max(Turns, 0.0), 1e9));
		break;
	}
	}
	return Events;
}

double F${plugin.name()}Core::PreviewTime(E${plugin.name()}PlaybackEnd End, double Duration, double NormalizedTime, bool bPlaying, double Clock)
{
	const double Length = SafeDuration(Duration);
	if (!bPlaying)
	{
		return (IsFiniteNumber(NormalizedTime) ? FMath::Clamp(NormalizedTime, 0.0, 1.0) : 0.0) * Length;
	}
	const double SafeClock = IsFiniteNumber(Clock) && Clock > 0.0 ? Clock : 0.0;
	// The remainder is clamped (issue 22): for a huge clock, floor(Clock / Length) * Length is off by far more than
	// Length, and the playhead must still lie within [0, Duration].
	if (End == E${plugin.name()}PlaybackEnd::PingPong)
	{
		const double Cycle = FMath::Clamp(SafeClock - FMath::FloorToDouble(SafeClock / (2.0 * Length)) * 2.0 * Length, 0.0, 2.0 * Length);
		return FMath::Clamp(Cycle > Length ? 2.0 * Length - Cycle : Cycle, 0.0, Length);
	}
	return FMath::Clamp(SafeClock - FMath::FloorToDouble(SafeClock / Length) * Length, 0.0, Length);
}

F${plugin.name()}BoundsState F${plugin.name()}Core::CaptureBounds(E${plugin.name()}BoundsSupport Support, const FVector& Extent, double Radius,
	float CurrentScale, const F${plugin.name()}BoundsGrowth& Growth)
{
	F${plugin.name()}BoundsState Bounds;
	Bounds.Support = Support;
	Bounds.bCaptured = true;
	// Sanitized (issue 22): NaN, negative or endless extents and scales never reach the bounds scale the shell sets.
	const double Scale = CurrentScale > TinyLength && CurrentScale < 1e30f ? static_cast<double>(CurrentScale) : 1.0;
	const double Divisor = Support == E${plugin.name()}BoundsSupport::Scaled ? Scale : 1.0;
	Bounds.RestExtent = LengthVector(LengthVector(Extent) / Divisor);
	Bounds.RestRadius = SafeLength(SafeLength(Radius) / Divisor);
	const bool bGrownByUs = Growth.bValid && !BoundsScaleDiffers(CurrentScale, Growth.Applied);
	Bounds.OriginalScale = SafeScale(bGrownByUs ? Growth.Original : CurrentScale);
	return Bounds;
}

float F${plugin.name()}Core::NeededBoundsScale(const F${plugin.name()}BoundsState& Bounds, const FVector& Reach)
{
	if (Bounds.Support != E${plugin.name()}BoundsSupport::Scaled)
	{
		return SafeScale(Bounds.OriginalScale);
	}
	// Bounded (issue 22): a NaN or endless reach, or a state set from code, gives a finite, positive scale.
	const FVector Rest = LengthVector(Bounds.RestExtent);
	const FVector SafeReach = LengthVector(Reach);
	const double Fallback = FMath::Max(SafeLength(Bounds.RestRadius), 1.0);
	double Needed = 1.0;
	Needed = FMath::Max(Needed, AxisScale(SafeReach.X, Rest.X, Fallback));
	Needed = FMath::Max(Needed, AxisScale(SafeReach.Y, Rest.Y, Fallback));
	Needed = FMath::Max(Needed, AxisScale(SafeReach.Z, Rest.Z, Fallback));
	return FMath::Max(SafeScale(Bounds.OriginalScale), static_cast<float>(FMath::Min(Needed, 1e30)));
}

F${plugin.name()}Placement F${plugin.name()}Core::CheckPlacement(const FVector& MeshCenter, const FVector& MeshForward, double MeshRadius,
	const FVector& CurveEnd, const FVector& EndDirection)
{
	F${plugin.name()}Placement Placement;
	const FVector Offset = MeshCenter - CurveEnd;
	Placement.Distance = FMath::Sqrt(FVector::DotProduct(Offset, Offset));
	Placement.bAtEnd = Placement.Distance <= FMath::Max(PlacementDistanceFraction * MeshRadius, 1.0);
	const double ForwardLength = FMath::Sqrt(FVector::DotProduct(MeshForward, MeshForward));
	const double EndLength = FMath::Sqrt(FVector::DotProduct(EndDirection, EndDirection));
	if (ForwardLength > TinyLength && EndLength > TinyLength)
	{
		const double Cos = FMath::Clamp(FVector::DotProduct(MeshForward, EndDirection) / (ForwardLength * EndLength), -1.0, 1.0);
		Placement.AngleDegrees = FMath::Acos(Cos) * (180.0 / 3.14159265358979323846);
	}
	Placement.bFacingAlong = Placement.AngleDegrees <= PlacementAngleDegrees;
	return Placement;
}

E${plugin.name()}BoundsSupport F${plugin.name()}Core::BoundsSupportOf(E${plugin.name()}MeshClass Class)
{
	switch (Class)
	{
	case E${plugin.name()}MeshClass::StaticMesh:
	case E${plugin.name()}MeshClass::SkinnedMesh:
	case E${plugin.name()}MeshClass::PaperSprite:
	case E${plugin.name()}MeshClass::PaperFlipbook:
	case E${plugin.name()}MeshClass::PaperTileMap:
	case E${plugin.name()}MeshClass::ProceduralMesh:
		return E${plugin.name()}BoundsSupport::Scaled;
	case E${plugin.name()}MeshClass::InstancedSkinnedMesh:
		// A skinned mesh that overrides CalcBounds with the union of its instances, never reading BoundsScale.
		return E${plugin.name()}BoundsSupport::Ignored;
	default:
		return E${plugin.name()}BoundsSupport::Ignored;
	}
}

bool F${plugin.name()}Core::NeedsRebake(const F${plugin.name()}BakeWatch& Baked, const F${plugin.name()}BakeWatch& Now, bool bRequested)
{
	if (bRequested || !Baked.bValid || Baked.Spline != Now.Spline || Baked.SplineVersion != Now.SplineVersion)
	{
		return true;
	}
	return Moved(Baked.RelativeLocation, Now.RelativeLocation, BakeWatchTolerance)
		|| Moved(Baked.RelativeRotation, Now.RelativeRotation, BakeWatchTolerance)
		|| Differs(Baked.RelativeRotationW, Now.RelativeRotationW, BakeWatchTolerance)
		|| Moved(Baked.SplineScale, Now.SplineScale, BakeWatchTolerance)
		|| Moved(Baked.MeshScale, Now.MeshScale, BakeWatchTolerance);
}

F${plugin.name()}FrameStep F${plugin.name()}Core::FrameStep(uint64 LastFrame, uint64 ThisFrame, bool bPaused, double DeltaTime)
{
	F${plugin.name()}FrameStep Step;
	if (bPaused)
	{
		return Step;
	}
	Step.DeltaTime = IsFiniteNumber(DeltaTime) && DeltaTime > 0.0 ? DeltaTime : 0.0;
	Step.bContinuous = LastFrame != 0 && ThisFrame == LastFrame + 1;
	return Step;
}

E${plugin.name()}CurveTexelFormat F${plugin.name()}Core::CurveTexelFormat(bool bFloat32Filterable, bool bFloat16Filterable)
{
	if (bFloat32Filterable)
	{
		return E${plugin.name()}CurveTexelFormat::Float32Bilinear;
	}
	// Bilinear on a format the device cannot filter is undefined (Vulkan) or silently nearest: prefer half floats.
	return bFloat16Filterable ? E${plugin.name()}CurveTexelFormat::Float16Bilinear : E${plugin.name()}CurveTexelFormat::Float32Nearest;
}

E${plugin.name()}DisplacementLimit F${plugin.name()}Core::CheckDisplacementLimit(double Limit, double Reach, bool bNanite)
{
	if (Limit <= 0.0)
	{
		return bNanite ? E${plugin.name()}DisplacementLimit::ZeroOnNanite : E${plugin.name()}DisplacementLimit::Fits;
	}
	return Limit < Reach ? E${plugin.name()}DisplacementLimit::BelowReach : E${plugin.name()}DisplacementLimit::Fits;
}

bool F${plugin.name()}Core::BoundsScaleDiffers(float Current, float Wanted)
{
	const double Difference = FMath::Abs(static_cast<double>(Current) - static_cast<double>(Wanted));
	return Difference > BoundsScaleTolerance * FMath::Max(FMath::Abs(static_cast<double>(Wanted)), 1e-6);
}

FVector F${plugin.name()}Core::RootVelocity(const FVector& Displacement, double DeltaTime, bool bReportedTeleport, double TeleportSpeed,
	bool& bOutTeleport)
{
	bOutTeleport = bReportedTeleport;
	if (bReportedTeleport || !IsFiniteNumber(DeltaTime) || DeltaTime <= TinyLength)
	{
		return FVector(0.0, 0.0, 0.0);
	}
	const FVector Velocity = Displacement / DeltaTime;
	const double Speed = FMath::Sqrt(FVector::DotProduct(Velocity, Velocity));
	// A NaN or overflowing displacement, or a speed beyond any world, is no motion the controller could use: a jump (issue 22).
	if (!IsFiniteNumber(Speed) || Speed > MaxLength)
	{
		bOutTeleport = true;
		return FVector(0.0, 0.0, 0.0);
	}
	if (TeleportSpeed > 0.0 && Speed > TeleportSpeed)
	{
		bOutTeleport = true;
		return FVector(0.0, 0.0, 0.0);
	}
	return Velocity;
}
