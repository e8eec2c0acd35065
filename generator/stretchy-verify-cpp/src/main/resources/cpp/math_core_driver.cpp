// Runs the generated math core on commands read from stdin and prints the results, one number per field at
// full precision, for the cpp verify backend (dev.stretchy.verify.cpp.CppCoreBackend) to compare with the golden
// vectors. Compiled with
//   g++ -std=c++17 -I ue-subset -I <generated Public> -DMATH_HEADER='"StretchyMath.h"' -DMATH=FStretchyMath -D<PLUGIN>_API= ...
// Commands (whitespace-separated numbers):
//   bake N rmf fx fy fz  qx qy qz qw  tx ty tz  sx sy sz  count  then count x (wx wy wz dx dy dz)
//     -> "length L" then N lines "px py pz tx ty tz [qx qy qz qw]"
//   bounds N cx cy cz radius maxSize minStretch maxStretch maxBias preserveVolume extrapolate  then N x (px py pz tx ty tz)  -> "min..max" 6 numbers
//   velocity k maxStretch tau strength minSquash maxImpactSpeed recover spring damping twoD nx ny nz frames
//     then frames x (dt vx vy vz  ox oy oz  contact px py pz nx ny nz)
//     -> per frame "ax ay az sPar sPerp sNormal qx qy qz"
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include MATH_HEADER

#define CONCAT2(A, B) A##B
#define CONCAT(A, B) CONCAT2(A, B)
#define MATH_T(Suffix) CONCAT(MATH, Suffix)

namespace
{
	double Read(std::istream& In)
	{
		double V = 0.0;
		if (!(In >> V))
		{
			std::fprintf(stderr, "driver: unexpected end of input\n");
			std::exit(2);
		}
		return V;
	}

	FVector ReadVector(std::istream& In)
	{
		const double X = Read(In);
		const double Y = Read(In);
		const double Z = Read(In);
		return FVector(X, Y, Z);
	}

	void Print(double V) { std::printf(" %.17g", V); }
	void Print(const FVector& V) { Print(V.X); Print(V.Y); Print(V.Z); }

	void Bake(std::istream& In)
	{
		const int32 N = static_cast<int32>(Read(In));
		const bool bRmf = Read(In) != 0.0;
		// Normalized with the component's fallback, as UStretchySplineDeformComponent passes it.
		const FVector Forward = MATH::SafeNormal(ReadVector(In), FVector(1.0, 0.0, 0.0));
		const double QX = Read(In), QY = Read(In), QZ = Read(In), QW = Read(In);
		const FVector Translation = ReadVector(In);
		const FVector Scale = ReadVector(In);
		const int32 Count = static_cast<int32>(Read(In));
		TArray<FVector> Positions;
		TArray<FVector> Directions;
		Positions.SetNum(Count);
		Directions.SetNum(Count);
		for (int32 Index = 0; Index < Count; ++Index)
		{
			Positions[Index] = ReadVector(In);
			Directions[Index] = ReadVector(In);
		}
		MATH_T(BakeResult) Result;
		MATH::Bake(Positions, Directions, FTransform(FQuat(QX, QY, QZ, QW), Translation, Scale), N, bRmf, Forward, Result);
		std::printf("length");
		Print(Result.Length);
		std::printf("\n");
		for (int32 Texel = 0; Texel < Result.Positions.Num(); ++Texel)
		{
			Print(Result.Positions[Texel]);
			Print(Result.Tangents[Texel]);
			if (bRmf)
			{
				const FQuat& Q = Result.Frames[Texel];
				Print(Q.X); Print(Q.Y); Print(Q.Z); Print(Q.W);
			}
			std::printf("\n");
		}
	}

	void Bounds(std::istream& In)
	{
		const int32 N = static_cast<int32>(Read(In));
		const FVector Center = ReadVector(In);
		const double Radius = Read(In);
		const double MaxSize = Read(In);
		const double MinStretch = Read(In);
		const double MaxStretch = Read(In);
		const double MaxBias = Read(In);
		const double PreserveVolume = Read(In);
		const bool bExtrapolate = Read(In) != 0.0;
		TArray<FVector> Positions;
		TArray<FVector> Tangents;
		Positions.SetNum(N);
		Tangents.SetNum(N);
		for (int32 Index = 0; Index < N; ++Index)
		{
			Positions[Index] = ReadVector(In);
			Tangents[Index] = ReadVector(In);
		}
		const MATH_T(Box) Box = MATH::DeformBounds(Positions, Tangents, Center, Radius, MaxSize, MinStretch, MaxStretch, MaxBias,
			PreserveVolume, bExtrapolate);
		Print(Box.Min);
		Print(Box.Max);
		std::printf("\n");
	}

	void Velocity(std::istream& In)
	{
		MATH_T(VelocitySettings) Settings;
		Settings.StretchPerSpeed = Read(In);
		Settings.MaxStretch = Read(In);
		Settings.SmoothingSeconds = Read(In);
		Settings.ImpactStrength = Read(In);
		Settings.MinSquash = Read(In);
		Settings.MaxImpactSpeed = Read(In);
		Settings.RecoverSeconds = Read(In);
		Settings.bSpringRecovery = Read(In) != 0.0;
		Settings.SpringDamping = Read(In);
		Settings.bTwoDimensional = Read(In) != 0.0;
		Settings.PlaneNormal = ReadVector(In);
		const int32 Frames = static_cast<int32>(Read(In));
		MATH_T(VelocityState) State;
		for (int32 Frame = 0; Frame < Frames; ++Frame)
		{
			const double Dt = Read(In);
			const FVector Velocity = ReadVector(In);
			const FVector Position = ReadVector(In);
			const bool bContact = Read(In) != 0.0;
			MATH_T(Contact) Contact;
			Contact.Point = ReadVector(In);
			Contact.Normal = ReadVector(In);
			const MATH_T(VelocityOutput) Out = MATH::StepVelocity(Settings, State, Dt, Velocity, Position, bContact ? &Contact : nullptr);
			Print(Out.Axis);
			Print(Out.ParallelScale);
			Print(Out.PerpScale);
			Print(Out.NormalScale);
			Print(Out.Pivot);
			std::printf("\n");
		}
	}
}

int main()
{
	std::string Command;
	while (std::cin >> Command)
	{
		if (Command == "bake")
		{
			Bake(std::cin);
		}
		else if (Command == "bounds")
		{
			Bounds(std::cin);
		}
		else if (Command == "velocity")
		{
			Velocity(std::cin);
		}
		else
		{
			std::fprintf(stderr, "driver: unknown command %s\n", Command.c_str());
			return 2;
		}
		std::printf("end\n");
	}
	return 0;
}
