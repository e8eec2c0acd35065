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
	// Spec section 10.2: a closed loop's roll may miss whole turns by this fraction of a turn (rounding only).
	constexpr double RollTurnTolerance = 1e-9;
	// In double: the engine's UE_PI is a float.
	constexpr double Pi = 3.14159265358979323846;
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

	FQuat Negated(const FQuat& Q)
	{
		return FQuat(-Q.X, -Q.Y, -Q.Z, -Q.W);
	}

	/** The Hamilton product A B: B's rotation, then A's. */
	FQuat QuatProduct(const FQuat& A, const FQuat& B)
	{
		return FQuat(A.W * B.X + A.X * B.W + A.Y * B.Z - A.Z * B.Y,
			A.W * B.Y - A.X * B.Z + A.Y * B.W + A.Z * B.X,
			A.W * B.Z + A.X * B.Y - A.Y * B.X + A.Z * B.W,
			A.W * B.W - A.X * B.X - A.Y * B.Y - A.Z * B.Z);
	}

	/** The rotation by Radians about the unit Axis. */
	FQuat AxisAngle(const FVector& Axis, double Radians)
	{
		const double S = FMath::Sin(Radians / 2.0);
		return FQuat(Axis.X * S, Axis.Y * S, Axis.Z * S, FMath::Cos(Radians / 2.0));
	}

	/** Spec section 10.1, Twist radians about the rest forward axis at texel Index, then signs continuous from the end. */
	void TurnFrames(TArray<FQuat>& Frames, const FVector& Forward, const TArray<double>& Twist)
	{
		const int32 N = Frames.Num();
		for (int32 Index = N - 1; Index >= 0; --Index)
		{
			// Q[i] q(f, psi) turns frame i about its own tangent T[i] = Q[i] f by psi.
			FQuat Q = QuatProduct(Frames[Index], AxisAngle(Forward, Twist[Index]));
			if (Index == N - 1 ? Q.W < 0.0 : QuatDot(Q, Frames[Index + 1]) < 0.0)
			{
				Q = Negated(Q);
			}
			Frames[Index] = Q;
		}
	}

	/** Spec section 1's sanitised forward axis: a unit axis as given; any other (NaN, zero, huge: issue 22) normalized, else X. */
	FVector UnitForward(const FVector& InForward)
	{
		const double ForwardLength = FMath::Sqrt(Dot(InForward, InForward));
		return FMath::Abs(ForwardLength - 1.0) <= 1e-6 ? InForward : ${ue.mathStruct()}::SafeNormal(InForward, FVector(1.0, 0.0, 0.0));
	}

	/**
	 * Spec section 2 step 2: V (world) through MeshToWorld's inverse *with* scale (so a tangent stays the derivative of
	 * the local positions under non-uniform scale). Bounded (issue 22): a NaN transform gives a finite vector.
	 */
	FVector ToLocal(const FTransform& MeshToWorld, const FVector& V)
	{
		return BoundedVector(MeshToWorld.InverseTransformVector(V));
	}

	/** Spec section 2 step 2: the dense world positions relative to the last, in the mesh's local space. */
	void LocalPositionsOf(const TArray<FVector>& WorldPositions, int32 Count, const FTransform& MeshToWorld, TArray<FVector>& OutLocal)
	{
		OutLocal.SetNum(Count);
		if (Count == 0)
		{
			return;
		}
		const FVector End = BoundedVector(WorldPositions[Count - 1]);
		for (int32 Index = 0; Index < Count; ++Index)
		{
			OutLocal[Index] = ToLocal(MeshToWorld, BoundedVector(WorldPositions[Index]) - End);
		}
	}

	/** Where texel i of a uniform resample in local arc length lies among the dense samples: segment Segment, fraction Phi. */
	struct FTexelSpan
	{
		int32 Segment = 0;
		double Phi = 0.0;
	};

	/**
	 * Spec section 2 steps 3 and 4: the local arc length of LocalPositions (returned) and, per texel, the dense segment
	 * and fraction at i / (N - 1) of it. The last texel is the last dense sample exactly (Segment Count - 2, Phi 1).
	 */
	double TexelSpans(const TArray<FVector>& LocalPositions, int32 Count, int32 N, TArray<FTexelSpan>& OutSpans)
	{
		OutSpans.SetNum(N);
		if (Count < 2)
		{
			for (int32 Texel = 0; Texel < N; ++Texel)
			{
				OutSpans[Texel] = FTexelSpan();
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
			if (Texel == N - 1)
			{
				OutSpans[Texel] = FTexelSpan{Count - 2, 1.0};
				continue;
			}
			const double Target = Length * static_cast<double>(Texel) / static_cast<double>(N - 1);
			while (Segment < Count - 2 && ArcLength[Segment + 1] < Target)
			{
				++Segment;
			}
			const double SegmentLength = ArcLength[Segment + 1] - ArcLength[Segment];
			const double Phi = SegmentLength > 0.0 ? FMath::Clamp((Target - ArcLength[Segment]) / SegmentLength, 0.0, 1.0) : 0.0;
			OutSpans[Texel] = FTexelSpan{Segment, Phi};
		}
		return Length;
	}

	/** Unit vectors resampled at a texel span (re-normalised; the nearer end where the blend vanishes). */
	FVector UnitAt(const TArray<FVector>& Values, const FTexelSpan& Span)
	{
		const FVector& A = Values[Span.Segment];
		const FVector& B = Values[Span.Segment + 1];
		return ${ue.mathStruct()}::SafeNormal(Lerp(A, B, Span.Phi), Span.Phi < 0.5 ? A : B);
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
	const FVector Forward = UnitForward(InForward);
	const int32 Count = FMath::Min(WorldPositions.Num(), WorldDirections.Num());
	TArray<FVector> LocalPositions;
	TArray<FVector> LocalTangents;
	TArray<bool> bValid;
	LocalPositionsOf(WorldPositions, Count, MeshToWorld, LocalPositions);
	LocalTangents.SetNum(Count);
	bValid.SetNum(Count);
	if (Count > 0)
	{
		const FVector Invalid(0.0, 0.0, 0.0);
		for (int32 Index = 0; Index < Count; ++Index)
		{
			// Inverse *with* scale: the tangent stays the derivative of the local positions under non-uniform scale.
			// Bounded (issue 22): a NaN, infinite or world-sized coordinate, or a NaN transform, gives a finite curve.
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

	TArray<FTexelSpan> Spans;
	const double Length = TexelSpans(LocalPositions, Count, N, Spans);
	for (int32 Texel = 0; Texel < N; ++Texel)
	{
		if (Count == 1 || Texel == N - 1)
		{
			// The last texel is the last dense sample exactly, so the curve ends at zero.
			OutPositions[Texel] = LocalPositions[Count - 1];
			OutTangents[Texel] = LocalTangents[Count - 1];
			continue;
		}
		const FTexelSpan& Span = Spans[Texel];
		OutPositions[Texel] = Lerp(LocalPositions[Span.Segment], LocalPositions[Span.Segment + 1], Span.Phi);
		OutTangents[Texel] = UnitAt(LocalTangents, Span);
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

bool ${ue.mathStruct()}::BakeLoopRoll(const TArray<FVector>& WorldPositions, const TArray<FVector>& WorldDirections,
	const FTransform& MeshToWorld, int32 SampleCount, bool bRotationMinimizing, const FVector& Forward, bool bClosedLoop,
	const TArray<double>& Roll, ${ue.mathStruct()}BakeResult& OutResult)
{
	Bake(WorldPositions, WorldDirections, MeshToWorld, SampleCount, bRotationMinimizing, Forward, OutResult);
	if (bClosedLoop)
	{
		CloseLoop(OutResult, Forward);
	}
	return ApplyRoll(OutResult, Forward, bClosedLoop, Roll);
}

void ${ue.mathStruct()}::CloseLoop(${ue.mathStruct()}BakeResult& InOutResult, const FVector& InForward)
{
	const int32 N = FMath::Min(InOutResult.Positions.Num(), InOutResult.Tangents.Num());
	if (N < 2)
	{
		return;
	}
	// Texel 0 and texel N-1 are one point of the loop: written identically, the seam has no step at all.
	InOutResult.Positions[0] = InOutResult.Positions[N - 1];
	InOutResult.Tangents[0] = InOutResult.Tangents[N - 1];
	if (InOutResult.Frames.Num() == 0)
	{
		return;
	}
	const FVector Forward = UnitForward(InForward);
	RotationMinimizingFrames(InOutResult.Positions, InOutResult.Tangents, Forward, InOutResult.Frames);
	// The closing twist spread evenly: 0 at the anchor (texel N-1, the rest pose unchanged), -Theta at texel 0.
	const double Theta = Holonomy(InOutResult.Frames, Forward);
	TArray<double> Twist;
	Twist.SetNum(N);
	for (int32 Index = 0; Index < N; ++Index)
	{
		Twist[Index] = -Theta * (1.0 - static_cast<double>(Index) / static_cast<double>(N - 1));
	}
	TurnFrames(InOutResult.Frames, Forward, Twist);
}

double ${ue.mathStruct()}::Holonomy(const TArray<FQuat>& Frames, const FVector& InForward)
{
	const int32 N = Frames.Num();
	if (N < 2)
	{
		return 0.0;
	}
	const FVector Forward = UnitForward(InForward);
	FVector RestRight;
	FVector RestUp;
	RestFrame(Forward, RestRight, RestUp);
	const FVector Tangent = Frames[N - 1].RotateVector(Forward);
	const FVector EndRight = Frames[N - 1].RotateVector(RestRight);
	const FVector StartRight = Frames[0].RotateVector(RestRight);
	return FMath::Atan2(Dot(Tangent, Cross(EndRight, StartRight)), Dot(EndRight, StartRight));
}

bool ${ue.mathStruct()}::RollClosesLoop(const TArray<double>& Roll)
{
	if (Roll.Num() == 0)
	{
		return true;
	}
	const double Turns = (Roll[Roll.Num() - 1] - Roll[0]) / (2.0 * Pi);
	return IsFiniteNumber(Turns) && FMath::Abs(Turns - FMath::FloorToDouble(Turns + 0.5)) <= RollTurnTolerance;
}

bool ${ue.mathStruct()}::ApplyRoll(${ue.mathStruct()}BakeResult& InOutResult, const FVector& InForward, bool bClosedLoop, const TArray<double>& Roll)
{
	InOutResult.Roll.Reset();
	const int32 N = InOutResult.Positions.Num();
	if (Roll.Num() != N || N == 0)
	{
		return true;
	}
	if (bClosedLoop && !RollClosesLoop(Roll))
	{
		return false;
	}
	TArray<double> Safe;
	Safe.SetNum(N);
	for (int32 Index = 0; Index < N; ++Index)
	{
		// Bounded (issue 22): a NaN roll is none; a huge one keeps sin and cos finite.
		Safe[Index] = Bounded(Roll[Index], 0.0);
	}
	if (InOutResult.Frames.Num() == N)
	{
		// Mode B: folded into the frames; the deformer reads no roll.
		TurnFrames(InOutResult.Frames, UnitForward(InForward), Safe);
		return true;
	}
	InOutResult.Roll = Safe;
	return true;
}

void ${ue.mathStruct()}::RollFromCurve(const TArray<double>& KeyAt, const TArray<double>& KeyDegrees, int32 SampleCount, TArray<double>& OutRoll)
{
	OutRoll.Reset();
	const int32 Keys = FMath::Min(KeyAt.Num(), KeyDegrees.Num());
	if (Keys == 0)
	{
		return;
	}
	const int32 N = FMath::Max(SampleCount, MinSampleCount);
	OutRoll.SetNum(N);
	const double DegreesToRadians = Pi / 180.0;
	int32 Key = 0;
	for (int32 Texel = 0; Texel < N; ++Texel)
	{
		const double At = static_cast<double>(Texel) / static_cast<double>(N - 1);
		double Degrees;
		if (At <= KeyAt[0])
		{
			Degrees = KeyDegrees[0];
		}
		else
		{
			while (Key < Keys - 1 && KeyAt[Key + 1] < At)
			{
				++Key;
			}
			if (Key == Keys - 1)
			{
				Degrees = KeyDegrees[Keys - 1];
			}
			else
			{
				const double Span = KeyAt[Key + 1] - KeyAt[Key];
				const double Phi = Span > 0.0 ? FMath::Clamp((At - KeyAt[Key]) / Span, 0.0, 1.0) : 1.0;
				Degrees = KeyDegrees[Key] + (KeyDegrees[Key + 1] - KeyDegrees[Key]) * Phi;
			}
		}
		OutRoll[Texel] = Bounded(Degrees, 0.0) * DegreesToRadians;
	}
}

void ${ue.mathStruct()}::RollFromUpVectors(const TArray<FVector>& Tangents, const TArray<FVector>& FrameUps, const TArray<FVector>& SplineUps,
	TArray<double>& OutRoll)
{
	const int32 N = FMath::Min(FMath::Min(Tangents.Num(), FrameUps.Num()), SplineUps.Num());
	OutRoll.SetNum(N);
	for (int32 Index = 0; Index < N; ++Index)
	{
		const FVector& T = Tangents[Index];
		const FVector Up = SplineUps[Index] - T * Dot(T, SplineUps[Index]);
		double Angle = FMath::Atan2(Dot(T, Cross(FrameUps[Index], Up)), Dot(FrameUps[Index], Up));
		if (Index > 0)
		{
			// Unwrapped: within half a turn of the previous texel.
			Angle += 2.0 * Pi * FMath::FloorToDouble((OutRoll[Index - 1] - Angle) / (2.0 * Pi) + 0.5);
		}
		OutRoll[Index] = Angle;
	}
}

void ${ue.mathStruct()}::FrameUps(const ${ue.mathStruct()}BakeResult& InBake, const FVector& InForward, bool bArticle, TArray<FVector>& OutUps)
{
	const int32 N = InBake.Tangents.Num();
	const FVector Forward = UnitForward(InForward);
	FVector RestRight;
	FVector RestUp;
	RestFrame(Forward, RestRight, RestUp);
	const bool bFrames = InBake.Frames.Num() == N;
	OutUps.SetNum(N);
	for (int32 Index = 0; Index < N; ++Index)
	{
		const FVector& T = InBake.Tangents[Index];
		if (bFrames)
		{
			OutUps[Index] = InBake.Frames[Index].RotateVector(RestUp);
		}
		else if (bArticle)
		{
			// Mode C: right from the world up, the rest frame's right for a vertical tangent.
			const FVector Right = SafeNormal(Cross(FVector(0.0, 0.0, 1.0), T), RestRight);
			OutUps[Index] = Cross(T, Right);
		}
		else
		{
			OutUps[Index] = RotateMinimal(Forward, T, RestUp);
		}
	}
}

void ${ue.mathStruct()}::BakeUpVectors(const TArray<FVector>& WorldPositions, const TArray<FVector>& WorldUps, const FTransform& MeshToWorld,
	int32 SampleCount, bool bClosedLoop, TArray<FVector>& OutUps)
{
	const int32 N = FMath::Max(SampleCount, MinSampleCount);
	const int32 Count = FMath::Min(WorldPositions.Num(), WorldUps.Num());
	OutUps.SetNum(N);
	if (Count == 0)
	{
		for (int32 Texel = 0; Texel < N; ++Texel)
		{
			OutUps[Texel] = FVector(0.0, 0.0, 1.0);
		}
		return;
	}
	TArray<FVector> LocalPositions;
	LocalPositionsOf(WorldPositions, Count, MeshToWorld, LocalPositions);
	TArray<FVector> LocalUps;
	LocalUps.SetNum(Count);
	for (int32 Index = 0; Index < Count; ++Index)
	{
		LocalUps[Index] = SafeNormal(ToLocal(MeshToWorld, BoundedVector(WorldUps[Index])), FVector(0.0, 0.0, 1.0));
	}
	TArray<FTexelSpan> Spans;
	TexelSpans(LocalPositions, Count, N, Spans);
	for (int32 Texel = 0; Texel < N; ++Texel)
	{
		OutUps[Texel] = Count == 1 ? LocalUps[0] : UnitAt(LocalUps, Spans[Texel]);
	}
	if (bClosedLoop)
	{
		OutUps[0] = OutUps[N - 1];
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
