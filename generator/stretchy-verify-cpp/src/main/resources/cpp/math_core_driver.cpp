// Runs the generated math core on one golden case (stretchy-golden/1, docs/golden-format.md) and writes the same
// document with its "expected" replaced by what the core computed, for the cpp verify backend
// (dev.stretchy.verify.cpp.CppCoreBackend) to read back with the golden reader and compare by the golden rules.
// The golden files are the one format every implementation under test reads; nothing here is positional.
//   math-core-driver IN.json OUT.json
// Kernels: SplineBake (fed the case's world samples: bake steps 2 to 5; step 1 is the engine's spline) and
// VelocityController (constants read by the parameter catalogue's golden keys, PARAMETERS_HEADER). Besides golden
// cases, a DeformBounds document (docs/golden-format.md: the bake's textures, the range by the inputs it bounds) runs
// DeformBounds (spec section 2 step 6) and gets "expected": {min, max}.
// Compiled with math_core_json.cpp (the documents, math_core_json.h, over nlohmann-json) and the core:
//   g++ -std=c++17 -I ue-subset -I <generated Public> -DMATH_HEADER='"StretchyMath.h"' -DMATH=FStretchyMath
//       -DPARAMETERS_HEADER='"controller_parameters.h"' -DBOUNDS_HEADER='"deform_range.h"' -D<PLUGIN>_API= ...
#include <cstdio>
#include <exception>
#include <fstream>
#include <stdexcept>
#include <string>

#include "math_core_json.h"

#include MATH_HEADER
#include PARAMETERS_HEADER
#include BOUNDS_HEADER

#define CONCAT2(A, B) A##B
#define CONCAT(A, B) CONCAT2(A, B)
#define MATH_T(Suffix) CONCAT(MATH, Suffix)

namespace
{
	FVector ReadVector(const FJsonValue& Row)
	{
		if (!Row.IsArray() || Row.Size() != 3)
		{
			throw std::runtime_error("expected a row of 3 numbers, found " + Row.Dump());
		}
		return FVector(Row.At(std::size_t{0}).Number(), Row.At(1).Number(), Row.At(2).Number());
	}

	TArray<FVector> ReadVectors(const FJsonValue& Rows)
	{
		TArray<FVector> Out;
		Out.SetNum(static_cast<int32>(Rows.Size()));
		for (int32 Index = 0; Index < Out.Num(); ++Index)
		{
			Out[Index] = ReadVector(Rows.At(static_cast<std::size_t>(Index)));
		}
		return Out;
	}

	/** The first three columns of texture rows (x, y, z, alpha). */
	TArray<FVector> ReadTexels(const FJsonValue& Rows)
	{
		TArray<FVector> Out;
		Out.SetNum(static_cast<int32>(Rows.Size()));
		for (int32 Index = 0; Index < Out.Num(); ++Index)
		{
			const FJsonValue R = Rows.At(static_cast<std::size_t>(Index));
			Out[Index] = FVector(R.At(std::size_t{0}).Number(), R.At(1).Number(), R.At(2).Number());
		}
		return Out;
	}

	void Bake(FJsonValue Case)
	{
		const FJsonValue Inputs = Case.At("inputs");
		const int32 N = Inputs.At("SampleCount").Integer();
		const bool bRmf = Case.At("mode").Text() == "rotation-minimizing";
		// Normalized with the component's fallback, as the spline deform component passes it.
		const FVector Forward = MATH::SafeNormal(ReadVector(Inputs.At("ForwardAxisLocal")), FVector(1.0, 0.0, 0.0));
		const FJsonValue Mesh = Inputs.At("MeshTransform");
		const FJsonValue Q = Mesh.At("rotation");
		const FTransform MeshToWorld(FQuat(Q.At(std::size_t{0}).Number(), Q.At(1).Number(), Q.At(2).Number(), Q.At(3).Number()),
			ReadVector(Mesh.At("translation")), ReadVector(Mesh.At("scale")));
		FJsonValue Expected = Case.At("expected");
		const FJsonValue Samples = Expected.At("samples");
		const TArray<FVector> Positions = ReadVectors(Samples.At("positions"));
		const TArray<FVector> Directions = ReadVectors(Samples.At("directions"));

		// Section 10 (golden-format.md "features"): ClosedLoop bakes the loop seamless, RollKeys a roll curve.
		const bool bClosedLoop = Inputs.Contains("ClosedLoop") && Inputs.At("ClosedLoop").Number() >= 0.5;
		TArray<double> KeyAt;
		TArray<double> KeyDegrees;
		if (Inputs.Contains("RollKeys"))
		{
			const FJsonValue Keys = Inputs.At("RollKeys");
			KeyAt.SetNum(static_cast<int32>(Keys.Size()));
			KeyDegrees.SetNum(static_cast<int32>(Keys.Size()));
			for (int32 Index = 0; Index < KeyAt.Num(); ++Index)
			{
				KeyAt[Index] = Keys.At(static_cast<std::size_t>(Index)).At(std::size_t{0}).Number();
				KeyDegrees[Index] = Keys.At(static_cast<std::size_t>(Index)).At(1).Number();
			}
		}
		TArray<double> Roll;
		MATH::RollFromCurve(KeyAt, KeyDegrees, N, Roll);

		MATH_T(BakeResult) Result;
		if (!MATH::BakeLoopRoll(Positions, Directions, MeshToWorld, N, bRmf, Forward, bClosedLoop, Roll, Result))
		{
			throw std::runtime_error("the core refused the bake (a closed loop's roll must change by whole turns)");
		}

		// The textures as the component uploads them: alpha i/(N-1) beside each point; a quaternion per texel for
		// rotation-minimizing frames, else the unit tangent with alpha 1.
		Expected.SetNumber("SplineLength", Result.Length);
		FJsonValue PositionTexture = Expected.SetArray("PositionTexture");
		FJsonValue TangentTexture = Expected.SetArray("TangentTexture");
		for (int32 Texel = 0; Texel < Result.Positions.Num(); ++Texel)
		{
			const FVector& P = Result.Positions[Texel];
			PositionTexture.PushRow({P.X, P.Y, P.Z, static_cast<double>(Texel) / (N - 1)});
			if (bRmf)
			{
				const FQuat& F = Result.Frames[Texel];
				TangentTexture.PushRow({F.X, F.Y, F.Z, F.W});
			}
			else
			{
				const FVector& T = Result.Tangents[Texel];
				TangentTexture.PushRow({T.X, T.Y, T.Z, Result.Roll.Num() == N ? Result.Roll[Texel] : 1.0});
			}
		}
	}

	void Velocity(FJsonValue Case)
	{
		const FJsonValue Inputs = Case.At("inputs");
		const FJsonValue Constants = Inputs.At("constants");
		MATH_T(VelocitySettings) Settings;
		// One line per catalogue row (PARAMETERS_HEADER), naming the object that holds it (Case or Constants): a word
		// or integer held as a flag is true at its word.
#define READ_NUMBER(Where, Field, Key) Settings.Field = Where.At(Key).Number();
#define READ_WORD_FLAG(Where, Field, Key, When) Settings.Field = Where.At(Key).Text() == When;
#define READ_INTEGER_FLAG(Where, Field, Key, When) Settings.Field = Where.At(Key).Integer() == When;
#define READ_VECTOR(Where, Field, Key) Settings.Field = ReadVector(Where.At(Key));
		CONTROLLER_PARAMETERS(READ_NUMBER, READ_WORD_FLAG, READ_INTEGER_FLAG, READ_VECTOR)
#undef READ_NUMBER
#undef READ_WORD_FLAG
#undef READ_INTEGER_FLAG
#undef READ_VECTOR

		MATH_T(VelocityState) State;
		const FJsonValue Frames = Inputs.At("frames");
		FJsonValue Expected = Case.SetArray("expected");
		for (std::size_t Index = 0; Index < Frames.Size(); ++Index)
		{
			const FJsonValue Frame = Frames.At(Index);
			const bool bContact = Frame.Contains("contact");
			MATH_T(Contact) Contact;
			if (bContact)
			{
				Contact.Point = ReadVector(Frame.At("contact").At("point"));
				Contact.Normal = ReadVector(Frame.At("contact").At("normal"));
			}
			const MATH_T(VelocityOutput) Out = MATH::StepVelocity(Settings, State, Frame.At("dt").Number(),
				ReadVector(Frame.At("velocity")), ReadVector(Frame.At("position")), bContact ? &Contact : nullptr);
			FJsonValue Output = Expected.PushObject();
			Output.SetRow("axis", {Out.Axis.X, Out.Axis.Y, Out.Axis.Z});
			Output.SetNumber("sPar", Out.ParallelScale);
			Output.SetNumber("sPerp", Out.PerpScale);
			Output.SetNumber("sNormal", Out.NormalScale);
			Output.SetRow("pivot", {Out.Pivot.X, Out.Pivot.Y, Out.Pivot.Z});
		}
	}

	void Bounds(FJsonValue Case)
	{
		const FJsonValue Inputs = Case.At("inputs");
		const FJsonValue Textures = Case.At("textures");
		const TArray<FVector> Positions = ReadTexels(Textures.At("PositionTexture"));
		const TArray<FVector> Tangents = ReadTexels(Textures.At("TangentTexture"));
		const FJsonValue Range = Inputs.At("range");
		// The range's bounds in DeformBounds' order, by the rows they bound (BOUNDS_HEADER).
#define READ_BOUND(Key, Side) Range.At(Key).At(Side).Number()
		const MATH_T(Box) Box = MATH::DeformBounds(Positions, Tangents, ReadVector(Inputs.At("MeshCenterLocal")),
			Inputs.At("meshRadius").Number(), DEFORM_RANGE(READ_BOUND),
			// Sanitised as the shader reads it (spec section 1: step(0.5, EndExtrapolation)).
			Inputs.At("EndExtrapolation").Number() >= 0.5);
#undef READ_BOUND
		FJsonValue Expected = Case.SetObject("expected");
		Expected.SetRow("min", {Box.Min.X, Box.Min.Y, Box.Min.Z});
		Expected.SetRow("max", {Box.Max.X, Box.Max.Y, Box.Max.Z});
	}
}

int main(int ArgCount, char** Args)
{
	if (ArgCount != 3)
	{
		std::fprintf(stderr, "usage: math-core-driver IN.json OUT.json\n");
		return 2;
	}
	try
	{
		std::ifstream In(Args[1]);
		if (!In)
		{
			std::fprintf(stderr, "driver: cannot read %s\n", Args[1]);
			return 2;
		}
		FJsonDocument Document = FJsonDocument::Read(In);
		const FJsonValue Case = Document.Root();
		const std::string Kernel = Case.At("kernel").Text();
		if (Kernel == "SplineBake")
		{
			Bake(Case);
		}
		else if (Kernel == "VelocityController")
		{
			Velocity(Case);
		}
		else if (Kernel == "DeformBounds")
		{
			Bounds(Case);
		}
		else
		{
			std::fprintf(stderr, "driver: %s: the math core does not compute %s\n", Args[1], Kernel.c_str());
			return 2;
		}
		std::ofstream Out(Args[2]);
		// Compact (no larger than the case read), shortest round-trip numbers; a non-finite one is written as null,
		// which the golden reader refuses.
		Out << Document.Write() << '\n';
		if (!Out)
		{
			std::fprintf(stderr, "driver: cannot write %s\n", Args[2]);
			return 2;
		}
	}
	catch (const std::exception& Error)
	{
		std::fprintf(stderr, "driver: %s: %s\n", Args[1], Error.what());
		return 2;
	}
	return 0;
}
