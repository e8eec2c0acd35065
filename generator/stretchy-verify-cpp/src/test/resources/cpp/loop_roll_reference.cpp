// Runs the generated math core's section 10 bake (RollFromCurve, then BakeLoopRoll) on one case read from stdin and
// prints its texels at full precision, for LoopRollReferenceTest to compare with the Java reference (LoopRollBake).
// Input (whitespace-separated numbers): N rmf closed keys (at degrees)*keys count (px py pz dx dy dz)*count.
// Output: one line per texel, "px py pz tx ty tz w" (w the roll for modes A/C, 1 without one) or "px py pz qx qy qz qw".
#include "loop_roll_names.h"

#include <cstdio>
#include <iostream>

namespace
{
	double Read()
	{
		double V = 0.0;
		if (!(std::cin >> V))
		{
			std::fprintf(stderr, "loop_roll_reference: unexpected end of input\n");
			std::exit(2);
		}
		return V;
	}
}

int main()
{
	const int32 N = static_cast<int32>(Read());
	const bool bRmf = Read() != 0.0;
	const bool bClosed = Read() != 0.0;
	const int32 Keys = static_cast<int32>(Read());
	TArray<double> At;
	TArray<double> Degrees;
	At.SetNum(Keys);
	Degrees.SetNum(Keys);
	for (int32 Key = 0; Key < Keys; ++Key)
	{
		At[Key] = Read();
		Degrees[Key] = Read();
	}
	const int32 Count = static_cast<int32>(Read());
	TArray<FVector> Positions;
	TArray<FVector> Directions;
	Positions.SetNum(Count);
	Directions.SetNum(Count);
	for (int32 Index = 0; Index < Count; ++Index)
	{
		const double PX = Read(), PY = Read(), PZ = Read(), DX = Read(), DY = Read(), DZ = Read();
		Positions[Index] = FVector(PX, PY, PZ);
		Directions[Index] = FVector(DX, DY, DZ);
	}
	TArray<double> Roll;
	Math::RollFromCurve(At, Degrees, N, Roll);
	BakeResult R;
	if (!Math::BakeLoopRoll(Positions, Directions, FTransform(), N, bRmf, FVector(1.0, 0.0, 0.0), bClosed, Roll, R))
	{
		std::printf("refused\n");
		return 0;
	}
	for (int32 Texel = 0; Texel < R.Positions.Num(); ++Texel)
	{
		const FVector& P = R.Positions[Texel];
		std::printf("%.17g %.17g %.17g", P.X, P.Y, P.Z);
		if (bRmf)
		{
			const FQuat& Q = R.Frames[Texel];
			std::printf(" %.17g %.17g %.17g %.17g\n", Q.X, Q.Y, Q.Z, Q.W);
		}
		else
		{
			const FVector& T = R.Tangents[Texel];
			std::printf(" %.17g %.17g %.17g %.17g\n", T.X, T.Y, T.Z, R.Roll.Num() > 0 ? R.Roll[Texel] : 1.0);
		}
	}
	return 0;
}
