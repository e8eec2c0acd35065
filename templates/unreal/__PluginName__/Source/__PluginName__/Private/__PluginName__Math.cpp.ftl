// ${notice}

#include "${ue.mathFile()}.h"

namespace
{
	// Spec section 1: normalize() of a vector shorter than this returns the step's fallback.
	constexpr double NormalizeEpsilon = 1e-8;
	// Spec section 1 step 8: below this 1 + cos the tangent is taken as opposite to the forward axis.
	constexpr double OppositeEpsilon = 1e-4;
	// Spec section 2 step 5: a reflection whose squared length is below this is skipped.
	constexpr double ReflectionEpsilon = 1e-12;
	// Spec section 5: below this speed the stretch target is the identity.
	constexpr double RestSpeed = 0.001;
	// Hostile input (issue 22): the largest magnitude a coordinate, a speed or a duration keeps (1e15 cm is about twice
	// the distance from the Sun to Neptune), and small enough that sums of many of them and their squares stay
	// finite in double and in the float the GPU reads.
	constexpr double HugeValue = 1e15;
	// The stretch and squash a frame may output: a NaN-free, non-zero scale whatever the settings (ClampMin is editor-only).
	constexpr double MinOutputScale = 1e-3;
	constexpr double MaxOutputScale = 1e3;

	bool IsFiniteNumber(double Value)
	{
		// NaN fails every comparison; infinities fail the bound.
		return Value == Value && Value > -1e300 && Value < 1e300;
	}

	/** Value within [-HugeValue, HugeValue]; NaN becomes Fallback. */
	double Bounded(double Value, double Fallback)
	{
		return Value == Value ? FMath::Clamp(Value, -HugeValue, HugeValue) : Fallback;
	}

	FVector BoundedVector(const FVector& V)
	{
		return FVector(Bounded(V.X, 0.0), Bounded(V.Y, 0.0), Bounded(V.Z, 0.0));
	}

	bool IsFiniteVector(const FVector& V)
	{
		return IsFiniteNumber(V.X) && IsFiniteNumber(V.Y) && IsFiniteNumber(V.Z);
	}

	/** Settings as the controller can use them: every number finite and within the range its formula divides by. */
	${ue.mathStruct()}VelocitySettings SafeSettings(const ${ue.mathStruct()}VelocitySettings& In)
	{
		${ue.mathStruct()}VelocitySettings S = In;
		S.StretchPerSpeed = IsFiniteNumber(In.StretchPerSpeed) ? FMath::Clamp(In.StretchPerSpeed, -HugeValue, HugeValue) : 0.0;
		S.MaxStretch = IsFiniteNumber(In.MaxStretch) ? FMath::Clamp(In.MaxStretch, MinOutputScale, MaxOutputScale) : 1.0;
		// Below a microsecond a time constant is immediate (and 1 / it stays finite).
		S.SmoothingSeconds = IsFiniteNumber(In.SmoothingSeconds) && In.SmoothingSeconds >= 1e-6 ? FMath::Min(In.SmoothingSeconds, HugeValue) : 0.0;
		S.ImpactStrength = IsFiniteNumber(In.ImpactStrength) ? FMath::Clamp(In.ImpactStrength, -HugeValue, HugeValue) : 0.0;
		S.MinSquash = IsFiniteNumber(In.MinSquash) ? FMath::Clamp(In.MinSquash, MinOutputScale, MaxOutputScale) : 1.0;
		S.MaxImpactSpeed = IsFiniteNumber(In.MaxImpactSpeed) && In.MaxImpactSpeed > 1e-6 ? FMath::Min(In.MaxImpactSpeed, HugeValue) : 1e-6;
		S.RecoverSeconds = IsFiniteNumber(In.RecoverSeconds) && In.RecoverSeconds >= 1e-6 ? FMath::Min(In.RecoverSeconds, HugeValue) : 0.0;
		S.SpringDamping = IsFiniteNumber(In.SpringDamping) ? FMath::Clamp(In.SpringDamping, 0.01, 0.99) : 0.5;
		return S;
	}

	/**
	 * A velocity the controller can use: NaN anywhere is no motion; an infinite component keeps its direction at
	 * HugeValue speed; a finite one longer than HugeValue is scaled down to it (its direction kept, its square finite).
	 */
	FVector SafeVelocity(const FVector& V)
	{
		if (V.X != V.X || V.Y != V.Y || V.Z != V.Z)
		{
			return FVector(0.0, 0.0, 0.0);
		}
		FVector Direction = V;
		if (!IsFiniteVector(V))
		{
			auto Sign = [](double C) { return C >= 1e300 ? 1.0 : (C <= -1e300 ? -1.0 : 0.0); };
			Direction = FVector(Sign(V.X), Sign(V.Y), Sign(V.Z));
		}
		const double Largest = FMath::Max(FMath::Max(FMath::Abs(Direction.X), FMath::Abs(Direction.Y)), FMath::Abs(Direction.Z));
		if (Largest <= HugeValue / 2.0)
		{
			return Direction;
		}
		const FVector Unit = Direction / Largest;
		return Unit * (HugeValue / FMath::Sqrt(FVector::DotProduct(Unit, Unit)));
	}

	double Dot(const FVector& A, const FVector& B)
	{
		return FVector::DotProduct(A, B);
	}

	FVector Cross(const FVector& A, const FVector& B)
	{
		return FVector::CrossProduct(A, B);
	}

	FVector Lerp(const FVector& A, const FVector& B, double T)
	{
		return A + (B - A) * T;
	}

	double QuatDot(const FQuat& A, const FQuat& B)
	{
		return A.X * B.X + A.Y * B.Y + A.Z * B.Z + A.W * B.W;
	}
}

FVector ${ue.mathStruct()}::SafeNormal(const FVector& V, const FVector& Fallback)
{
	const double Length = FMath::Sqrt(Dot(V, V));
	if (Length < NormalizeEpsilon)
	{
		return Fallback;
	}
	if (Length < 1e300)
	{
		return V / Length;
	}
	// NaN, or a finite vector whose squared length overflowed: normalize it scaled down, or give the fallback.
	if (!IsFiniteVector(V))
	{
		return Fallback;
	}
	const double Largest = FMath::Max(FMath::Max(FMath::Abs(V.X), FMath::Abs(V.Y)), FMath::Abs(V.Z));
	const FVector Scaled = V / Largest;
	return Scaled / FMath::Sqrt(Dot(Scaled, Scaled));
}

void ${ue.mathStruct()}::RestFrame(const FVector& Forward, FVector& OutRight, FVector& OutUp)
{
	const FVector RefUp = FMath::Abs(Forward.Z) > 0.95 ? FVector(0.0, 1.0, 0.0) : FVector(0.0, 0.0, 1.0);
	OutRight = SafeNormal(Cross(RefUp, Forward), FVector(0.0, 1.0, 0.0));
	OutUp = Cross(Forward, OutRight);
}

FVector ${ue.mathStruct()}::RotateMinimal(const FVector& Forward, const FVector& Tangent, const FVector& U)
{
	const double Cos = Dot(Forward, Tangent);
	if (1.0 + Cos < OppositeEpsilon)
	{
		// Half turn about the rest frame's up axis: the rotation is not unique there, this is the spec's choice.
		FVector Right;
		FVector Up;
		RestFrame(Forward, Right, Up);
		return Up * (2.0 * Dot(U, Up)) - U;
	}
	const FVector Axis = Cross(Forward, Tangent);
	return U * Cos + Cross(Axis, U) + Axis * (Dot(Axis, U) / (1.0 + Cos));
}

int32 ${ue.mathStruct()}::DenseStepCount(int32 SampleCount)
{
	return DenseSamplesPerTexel * (FMath::Max(SampleCount, MinSampleCount) - 1);
}

void ${ue.mathStruct()}::Bake(const TArray<FVector>& WorldPositions, const TArray<FVector>& WorldDirections,
	const FTransform& MeshToWorld, int32 SampleCount, bool bRotationMinimizing, const FVector& InForward,
	${ue.mathStruct()}BakeResult& OutResult)
{
	// A unit forward axis as given; any other (NaN, zero, huge: issue 22) normalized, else the X axis.
	const double ForwardLength = FMath::Sqrt(Dot(InForward, InForward));
	const FVector Forward = FMath::Abs(ForwardLength - 1.0) <= 1e-6 ? InForward : SafeNormal(InForward, FVector(1.0, 0.0, 0.0));
	const int32 Count = FMath::Min(WorldPositions.Num(), WorldDirections.Num());
	TArray<FVector> LocalPositions;
	TArray<FVector> LocalTangents;
	TArray<bool> bValid;
	LocalPositions.SetNum(Count);
	LocalTangents.SetNum(Count);
	bValid.SetNum(Count);
	if (Count > 0)
	{
		const FVector End = WorldPositions[Count - 1];
		const FVector Invalid(0.0, 0.0, 0.0);
		for (int32 Index = 0; Index < Count; ++Index)
		{
			// Inverse *with* scale: the tangent stays the derivative of the local positions under non-uniform scale.
			// Bounded (issue 22): a NaN, infinite or world-sized coordinate, or a NaN transform, gives a finite curve.
			LocalPositions[Index] = BoundedVector(MeshToWorld.InverseTransformVector(BoundedVector(WorldPositions[Index]) - BoundedVector(End)));
			const FVector Direction = BoundedVector(MeshToWorld.InverseTransformVector(BoundedVector(WorldDirections[Index])));
			bValid[Index] = FMath::Sqrt(Dot(Direction, Direction)) >= NormalizeEpsilon;
			LocalTangents[Index] = SafeNormal(Direction, Invalid);
		}
		// A vanishing direction (a zero-length spline) takes the nearest valid one before it, else after it, else
		// the forward axis, so a degenerate curve leaves the mesh at rest.
		int32 LastValid = -1;
		for (int32 Index = 0; Index < Count; ++Index)
		{
			if (bValid[Index])
			{
				LastValid = Index;
			}
			else if (LastValid >= 0)
			{
				LocalTangents[Index] = LocalTangents[LastValid];
				bValid[Index] = true;
			}
		}
		int32 NextValid = -1;
		for (int32 Index = Count - 1; Index >= 0; --Index)
		{
			if (bValid[Index])
			{
				NextValid = Index;
			}
			else
			{
				LocalTangents[Index] = NextValid >= 0 ? LocalTangents[NextValid] : Forward;
			}
		}
	}
	OutResult.Length = ResampleUniform(LocalPositions, LocalTangents, SampleCount, OutResult.Positions, OutResult.Tangents);
	OutResult.Frames.Reset();
	if (bRotationMinimizing)
	{
		RotationMinimizingFrames(OutResult.Positions, OutResult.Tangents, Forward, OutResult.Frames);
	}
}

double ${ue.mathStruct()}::ResampleUniform(const TArray<FVector>& LocalPositions, const TArray<FVector>& LocalTangents,
	int32 SampleCount, TArray<FVector>& OutPositions, TArray<FVector>& OutTangents)
{
	const int32 N = FMath::Max(SampleCount, MinSampleCount);
	OutPositions.SetNum(N);
	OutTangents.SetNum(N);
	const int32 Count = FMath::Min(LocalPositions.Num(), LocalTangents.Num());
	if (Count == 0)
	{
		for (int32 Texel = 0; Texel < N; ++Texel)
		{
			OutPositions[Texel] = FVector(0.0, 0.0, 0.0);
			OutTangents[Texel] = FVector(1.0, 0.0, 0.0);
		}
		return 0.0;
	}

	TArray<double> ArcLength;
	ArcLength.SetNum(Count);
	ArcLength[0] = 0.0;
	for (int32 Index = 1; Index < Count; ++Index)
	{
		const FVector Step = LocalPositions[Index] - LocalPositions[Index - 1];
		ArcLength[Index] = ArcLength[Index - 1] + FMath::Sqrt(Dot(Step, Step));
	}
	const double Length = ArcLength[Count - 1];

	int32 Segment = 0;
	for (int32 Texel = 0; Texel < N; ++Texel)
	{
		if (Count == 1 || Texel == N - 1)
		{
			// The last texel is the last dense sample exactly, so the curve ends at zero.
			OutPositions[Texel] = LocalPositions[Count - 1];
			OutTangents[Texel] = LocalTangents[Count - 1];
			continue;
		}
		const double Target = Length * static_cast<double>(Texel) / static_cast<double>(N - 1);
		while (Segment < Count - 2 && ArcLength[Segment + 1] < Target)
		{
			++Segment;
		}
		const double SegmentLength = ArcLength[Segment + 1] - ArcLength[Segment];
		const double Phi = SegmentLength > 0.0 ? FMath::Clamp((Target - ArcLength[Segment]) / SegmentLength, 0.0, 1.0) : 0.0;
		OutPositions[Texel] = Lerp(LocalPositions[Segment], LocalPositions[Segment + 1], Phi);
		OutTangents[Texel] = SafeNormal(Lerp(LocalTangents[Segment], LocalTangents[Segment + 1], Phi),
			Phi < 0.5 ? LocalTangents[Segment] : LocalTangents[Segment + 1]);
	}
	return Length;
}

FQuat ${ue.mathStruct()}::FrameToFrame(const FVector& X0, const FVector& Y0, const FVector& Z0,
	const FVector& X1, const FVector& Y1, const FVector& Z1)
{
	// M = [X1 Y1 Z1] * [X0 Y0 Z0]^T, then Shepperd's method on the largest pivot.
	double M[3][3];
	const FVector From[3] = { X0, Y0, Z0 };
	const FVector To[3] = { X1, Y1, Z1 };
	for (int32 Row = 0; Row < 3; ++Row)
	{
		for (int32 Column = 0; Column < 3; ++Column)
		{
			double Sum = 0.0;
			for (int32 Axis = 0; Axis < 3; ++Axis)
			{
				Sum += To[Axis][Row] * From[Axis][Column];
			}
			M[Row][Column] = Sum;
		}
	}
	const double Trace = M[0][0] + M[1][1] + M[2][2];
	double X;
	double Y;
	double Z;
	double W;
	if (Trace >= M[0][0] && Trace >= M[1][1] && Trace >= M[2][2])
	{
		const double S = 2.0 * FMath::Sqrt(FMath::Max(1.0 + Trace, 0.0));
		if (S == 0.0)
		{
			return FQuat(0.0, 0.0, 0.0, 1.0);
		}
		X = (M[2][1] - M[1][2]) / S;
		Y = (M[0][2] - M[2][0]) / S;
		Z = (M[1][0] - M[0][1]) / S;
		W = 0.25 * S;
	}
	else if (M[0][0] >= M[1][1] && M[0][0] >= M[2][2])
	{
		const double S = 2.0 * FMath::Sqrt(FMath::Max(1.0 + M[0][0] - M[1][1] - M[2][2], 0.0));
		X = 0.25 * S;
		Y = (M[0][1] + M[1][0]) / S;
		Z = (M[0][2] + M[2][0]) / S;
		W = (M[2][1] - M[1][2]) / S;
	}
	else if (M[1][1] >= M[2][2])
	{
		const double S = 2.0 * FMath::Sqrt(FMath::Max(1.0 + M[1][1] - M[0][0] - M[2][2], 0.0));
		X = (M[0][1] + M[1][0]) / S;
		Y = 0.25 * S;
		Z = (M[1][2] + M[2][1]) / S;
		W = (M[0][2] - M[2][0]) / S;
	}
	else
	{
		const double S = 2.0 * FMath::Sqrt(FMath::Max(1.0 + M[2][2] - M[0][0] - M[1][1], 0.0));
		X = (M[0][2] + M[2][0]) / S;
		Y = (M[1][2] + M[2][1]) / S;
		Z = 0.25 * S;
		W = (M[1][0] - M[0][1]) / S;
	}
	const double Norm = FMath::Sqrt(X * X + Y * Y + Z * Z + W * W);
	return Norm < NormalizeEpsilon ? FQuat(0.0, 0.0, 0.0, 1.0) : FQuat(X / Norm, Y / Norm, Z / Norm, W / Norm);
}

void ${ue.mathStruct()}::RotationMinimizingFrames(const TArray<FVector>& Positions, const TArray<FVector>& Tangents,
	const FVector& Forward, TArray<FQuat>& OutFrames)
{
	const int32 N = FMath::Min(Positions.Num(), Tangents.Num());
	OutFrames.SetNum(N);
	if (N == 0)
	{
		return;
	}
	FVector RestRight;
	FVector RestUp;
	RestFrame(Forward, RestRight, RestUp);

	// Anchored at the end so the mesh rests in its authored pose at Progress 1.
	FVector Right = RotateMinimal(Forward, Tangents[N - 1], RestRight);
	FVector Tangent = Tangents[N - 1];
	OutFrames[N - 1] = FrameToFrame(Forward, RestRight, RestUp, Tangent, Right, Cross(Tangent, Right));
	if (OutFrames[N - 1].W < 0.0)
	{
		// q and -q are one rotation; the end frame takes w >= 0 and the rest follow it continuously.
		const FQuat& Q = OutFrames[N - 1];
		OutFrames[N - 1] = FQuat(-Q.X, -Q.Y, -Q.Z, -Q.W);
	}
	for (int32 Index = N - 2; Index >= 0; --Index)
	{
		const FVector V1 = Positions[Index] - Positions[Index + 1];
		const double C1 = Dot(V1, V1);
		FVector ReflectedRight = Right;
		FVector ReflectedTangent = Tangent;
		if (C1 >= ReflectionEpsilon)
		{
			ReflectedRight = Right - V1 * ((2.0 / C1) * Dot(V1, Right));
			ReflectedTangent = Tangent - V1 * ((2.0 / C1) * Dot(V1, Tangent));
		}
		const FVector V2 = Tangents[Index] - ReflectedTangent;
		const double C2 = Dot(V2, V2);
		Right = C2 >= ReflectionEpsilon ? ReflectedRight - V2 * ((2.0 / C2) * Dot(V2, ReflectedRight)) : ReflectedRight;
		Tangent = Tangents[Index];
		OutFrames[Index] = FrameToFrame(Forward, RestRight, RestUp, Tangent, Right, Cross(Tangent, Right));
		if (QuatDot(OutFrames[Index], OutFrames[Index + 1]) < 0.0)
		{
			const FQuat& Q = OutFrames[Index];
			OutFrames[Index] = FQuat(-Q.X, -Q.Y, -Q.Z, -Q.W);
		}
	}
}

${ue.mathStruct()}Box ${ue.mathStruct()}::DeformBounds(const TArray<FVector>& Positions, const TArray<FVector>& Tangents,
	const FVector& MeshCenter, double MeshRadius, double MaxSize, double MinStretch, double MaxStretch, double MaxBias,
	double PreserveVolume, bool bEndExtrapolation)
{
	${ue.mathStruct()}Box Box;
	// Bounded first (issue 22): NaN and infinite inputs never reach the engine's bounds.
	const FVector Center = BoundedVector(MeshCenter);
	Box.Min = Center;
	Box.Max = Center;
	const int32 N = FMath::Min(Positions.Num(), Tangents.Num());
	// The inputs' range sanitised as the deformer sanitises them (spec section 1's table).
	const double Size = FMath::Max(Bounded(MaxSize, 0.0), 0.0);
	const double Radius = FMath::Max(Bounded(MeshRadius, 0.0), 0.0);
	const double Bias = FMath::Min(FMath::Abs(Bounded(MaxBias, 0.0)), 0.95);
	const double Volume = FMath::Clamp(Bounded(PreserveVolume, 0.0), 0.0, 1.0);
	// The cross-section widens by k = lerp(1, 1 / sqrt(sl), v) at most where sl = s (1 + b ac / h) is smallest.
	const double SmallestLocalStretch = FMath::Max(Bounded(MinStretch, 1.0), 0.01) * (1.0 - Bias);
	const double CrossSection = FMath::Max(1.0, 1.0 + Volume * (1.0 / FMath::Sqrt(SmallestLocalStretch) - 1.0));
	// At least the radius: the rest mesh (shown before playback, blended towards by the settle window) stays inside.
	const double Growth = FMath::Min(FMath::Max(1.0, Size * CrossSection) * Radius, HugeValue);
	// Past an end the curve point runs on by |a2| <= g s (1 + |b|) |a|.
	const double Extension = FMath::Min(Size * FMath::Max(Bounded(MaxStretch, 1.0), 0.01) * (1.0 + Bias) * Radius, HugeValue);
	bool bFirst = true;
	auto Include = [&Box, &bFirst](const FVector& P)
	{
		if (bFirst)
		{
			Box.Min = P;
			Box.Max = P;
			bFirst = false;
			return;
		}
		Box.Min = FVector(FMath::Min(Box.Min.X, P.X), FMath::Min(Box.Min.Y, P.Y), FMath::Min(Box.Min.Z, P.Z));
		Box.Max = FVector(FMath::Max(Box.Max.X, P.X), FMath::Max(Box.Max.Y, P.Y), FMath::Max(Box.Max.Z, P.Z));
	};
	for (int32 Index = 0; Index < N; ++Index)
	{
		Include(Center + BoundedVector(Positions[Index]));
	}
	if (bEndExtrapolation && N > 0)
	{
		Include(Center + BoundedVector(Positions[N - 1]) + BoundedVector(Tangents[N - 1]) * Extension);
		Include(Center + BoundedVector(Positions[0]) - BoundedVector(Tangents[0]) * Extension);
	}
	const FVector Grow(Growth, Growth, Growth);
	Box.Min = Box.Min - Grow;
	Box.Max = Box.Max + Grow;
	return Box;
}

double ${ue.mathStruct()}::RecoveryScale(const ${ue.mathStruct()}VelocitySettings& InSettings, double ImpactScale, double Elapsed)
{
	// Sanitized (issue 22): any settings, a NaN or negative Elapsed, give a finite scale.
	const ${ue.mathStruct()}VelocitySettings Settings = SafeSettings(InSettings);
	const double Recover = Settings.RecoverSeconds;
	if (!(Elapsed < Recover))
	{
		return 1.0;
	}
	const double At = FMath::Max(Elapsed, 0.0);
	const double LnHundred = FMath::Loge(100.0);
	const double X0 = Bounded(ImpactScale, 1.0) - 1.0;
	if (!Settings.bSpringRecovery)
	{
		const double Lambda = LnHundred / Recover;
		return 1.0 + X0 * FMath::Exp(-Lambda * At);
	}
	const double Zeta = Settings.SpringDamping;
	const double Omega = LnHundred / (Zeta * Recover);
	const double OmegaD = Omega * FMath::Sqrt(1.0 - Zeta * Zeta);
	return 1.0 + FMath::Exp(-Zeta * Omega * At)
		* (X0 * FMath::Cos(OmegaD * At) + (Zeta * Omega * X0 / OmegaD) * FMath::Sin(OmegaD * At));
}

${ue.mathStruct()}VelocityOutput ${ue.mathStruct()}::StepVelocity(const ${ue.mathStruct()}VelocitySettings& InSettings,
	${ue.mathStruct()}VelocityState& State, double InDt, const FVector& InVelocity, const FVector& InPosition,
	const ${ue.mathStruct()}Contact* Contact)
{
	// Every input sanitized at the entry and the carried state kept finite (issue 22): a NaN, negative or endless
	// step (the component's DeltaTime is the owner's CustomTimeDilation times the world's, unclamped), a NaN or
	// infinite velocity, or settings set from code past their editor-only ClampMin, cost one frame at most.
	const ${ue.mathStruct()}VelocitySettings Settings = SafeSettings(InSettings);
	const double Dt = IsFiniteNumber(InDt) && InDt > 0.0 ? FMath::Min(InDt, HugeValue) : 0.0;
	const FVector Position = BoundedVector(InPosition);
	State.ParallelScale = IsFiniteNumber(State.ParallelScale) ? FMath::Clamp(State.ParallelScale, MinOutputScale, MaxOutputScale) : 1.0;
	State.Axis = SafeNormal(State.Axis, FVector(0.0, 0.0, 1.0));
	State.RecoveryElapsed = IsFiniteNumber(State.RecoveryElapsed) ? FMath::Clamp(State.RecoveryElapsed, 0.0, HugeValue) : HugeValue;
	State.ImpactScale = IsFiniteNumber(State.ImpactScale) ? FMath::Clamp(State.ImpactScale, MinOutputScale, MaxOutputScale) : 1.0;
	State.ImpactNormal = SafeNormal(State.ImpactNormal, FVector(0.0, 0.0, 1.0));
	State.ImpactPoint = BoundedVector(State.ImpactPoint);

	FVector Velocity = SafeVelocity(InVelocity);
	if (Settings.bTwoDimensional)
	{
		// A sprite moves in its plane: a stray normal component of the velocity is ignored.
		const FVector Normal = SafeNormal(Settings.PlaneNormal, FVector(0.0, 1.0, 0.0));
		Velocity = Velocity - Normal * Dot(Velocity, Normal);
	}

	bool bNewImpact = false;
	if (Contact != nullptr)
	{
		const FVector Normal = SafeNormal(Contact->Normal, FVector(0.0, 0.0, 1.0));
		const double ApproachSpeed = -Dot(Velocity, Normal);
		if (ApproachSpeed > 0.0)
		{
			State.bRecovering = true;
			State.RecoveryElapsed = 0.0;
			State.ImpactScale = FMath::Clamp(FMath::Max(Settings.MinSquash, 1.0 - Settings.ImpactStrength * ApproachSpeed / Settings.MaxImpactSpeed),
				MinOutputScale, MaxOutputScale);
			State.ImpactNormal = Normal;
			State.ImpactPoint = BoundedVector(Contact->Point);
			bNewImpact = true;
		}
	}
	if (State.bRecovering && !bNewImpact)
	{
		State.RecoveryElapsed = FMath::Min(State.RecoveryElapsed + Dt, HugeValue);
	}

	${ue.mathStruct()}VelocityOutput Out;
	if (State.bRecovering && State.RecoveryElapsed < Settings.RecoverSeconds)
	{
		// Squash wins over stretch while recovering; the stretch then resumes from 1.
		State.ParallelScale = 1.0;
		Out.Axis = State.ImpactNormal;
		Out.ParallelScale = RecoveryScale(Settings, State.ImpactScale, State.RecoveryElapsed);
		Out.bPivotAtContact = true;
		Out.Pivot = State.ImpactPoint;
	}
	else
	{
		State.bRecovering = false;
		const double Speed = FMath::Sqrt(Dot(Velocity, Velocity));
		double Target = 1.0;
		if (Speed >= RestSpeed)
		{
			State.Axis = Velocity / Speed;
			Target = FMath::Clamp(FMath::Min(Settings.MaxStretch, 1.0 + Settings.StretchPerSpeed * Speed), MinOutputScale, MaxOutputScale);
		}
		State.ParallelScale = Settings.SmoothingSeconds > 0.0
			? Target + (State.ParallelScale - Target) * FMath::Exp(-Dt / Settings.SmoothingSeconds)
			: Target;
		Out.Axis = State.Axis;
		Out.ParallelScale = State.ParallelScale;
		Out.Pivot = Position;
	}
	// The scale the engine sees is never NaN, zero or negative (a spring overshoot on a deep squash would be).
	Out.ParallelScale = IsFiniteNumber(Out.ParallelScale) ? FMath::Clamp(Out.ParallelScale, MinOutputScale, MaxOutputScale) : 1.0;
	if (Settings.bTwoDimensional)
	{
		Out.PerpScale = 1.0 / Out.ParallelScale;
		Out.NormalScale = 1.0;
	}
	else
	{
		Out.PerpScale = 1.0 / FMath::Sqrt(Out.ParallelScale);
		Out.NormalScale = Out.PerpScale;
	}
	return Out;
}
