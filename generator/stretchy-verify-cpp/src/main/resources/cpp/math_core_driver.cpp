// Runs the generated math core on one golden case (stretchy-golden/1, docs/golden-format.md) and writes the same
// document with its "expected" replaced by what the core computed, for the cpp verify backend
// (dev.stretchy.verify.cpp.CppCoreBackend) to read back with the golden reader and compare by the golden rules.
// The golden files are the one format every implementation under test reads; nothing here is positional.
//   math-core-driver IN.json OUT.json
// Kernels: SplineBake (fed the case's world samples: bake steps 2 to 5; step 1 is the engine's spline) and
// VelocityController (constants read by the parameter catalogue's golden keys, PARAMETERS_HEADER). Besides golden
// cases, a DeformBounds document (docs/golden-format.md: the bake's textures, the range by the inputs it bounds) runs
// DeformBounds (spec section 2 step 6) and gets "expected": {min, max}.
// Compiled with math_core_json.cpp (the JSON parser and writer) and the core:
//   g++ -std=c++17 -I ue-subset -I <generated Public> -DMATH_HEADER='"StretchyMath.h"' -DMATH=FStretchyMath
//       -DPARAMETERS_HEADER='"controller_parameters.h"' -DBOUNDS_HEADER='"deform_range.h"' -D<PLUGIN>_API= ...
#include <cstdio>
#include <exception>
#include <fstream>
#include <string>

#include <nlohmann/json.hpp>

#include MATH_HEADER
#include PARAMETERS_HEADER
#include BOUNDS_HEADER

#define CONCAT2(A, B) A##B
#define CONCAT(A, B) CONCAT2(A, B)
#define MATH_T(Suffix) CONCAT(MATH, Suffix)

// Reading and writing the documents: math_core_json.cpp, linked with this driver.
nlohmann::ordered_json MathCoreReadJson(std::istream& In);
std::string MathCoreWriteJson(const nlohmann::ordered_json& Value);

namespace
{
	// Insertion order kept, so the output reads like the golden file it came from.
	using Json = nlohmann::ordered_json;

	FVector ReadVector(const Json& Row)
	{
		if (!Row.is_array() || Row.size() != 3)
		{
			throw std::runtime_error("expected a row of 3 numbers, found " + MathCoreWriteJson(Row));
		}
		return FVector(Row.at(0).get<double>(), Row.at(1).get<double>(), Row.at(2).get<double>());
	}

	Json Row(const FVector& V) { return Json::array({V.X, V.Y, V.Z}); }

	TArray<FVector> ReadVectors(const Json& Rows)
	{
		TArray<FVector> Out;
		Out.SetNum(static_cast<int32>(Rows.size()));
		for (int32 Index = 0; Index < Out.Num(); ++Index)
		{
			Out[Index] = ReadVector(Rows.at(static_cast<size_t>(Index)));
		}
		return Out;
	}

	/** The first three columns of texture rows (x, y, z, alpha). */
	TArray<FVector> ReadTexels(const Json& Rows)
	{
		TArray<FVector> Out;
		Out.SetNum(static_cast<int32>(Rows.size()));
		for (int32 Index = 0; Index < Out.Num(); ++Index)
		{
			const Json& R = Rows.at(static_cast<size_t>(Index));
			Out[Index] = FVector(R.at(0).get<double>(), R.at(1).get<double>(), R.at(2).get<double>());
		}
		return Out;
	}

	void Bake(Json& Case)
	{
		const Json& Inputs = Case.at("inputs");
		const int32 N = Inputs.at("SampleCount").get<int32>();
		const bool bRmf = Case.at("mode").get<std::string>() == "rotation-minimizing";
		// Normalized with the component's fallback, as the spline deform component passes it.
		const FVector Forward = MATH::SafeNormal(ReadVector(Inputs.at("ForwardAxisLocal")), FVector(1.0, 0.0, 0.0));
		const Json& Mesh = Inputs.at("MeshTransform");
		const Json& Q = Mesh.at("rotation");
		const FTransform MeshToWorld(FQuat(Q.at(0).get<double>(), Q.at(1).get<double>(), Q.at(2).get<double>(), Q.at(3).get<double>()),
			ReadVector(Mesh.at("translation")), ReadVector(Mesh.at("scale")));
		Json& Expected = Case.at("expected");
		const Json& Samples = Expected.at("samples");
		const TArray<FVector> Positions = ReadVectors(Samples.at("positions"));
		const TArray<FVector> Directions = ReadVectors(Samples.at("directions"));

		// Section 10 (golden-format.md "features"): ClosedLoop bakes the loop seamless, RollKeys a roll curve.
		const bool bClosedLoop = Inputs.contains("ClosedLoop") && Inputs.at("ClosedLoop").get<double>() >= 0.5;
		TArray<double> KeyAt;
		TArray<double> KeyDegrees;
		if (Inputs.contains("RollKeys"))
		{
			const Json& Keys = Inputs.at("RollKeys");
			KeyAt.SetNum(static_cast<int32>(Keys.size()));
			KeyDegrees.SetNum(static_cast<int32>(Keys.size()));
			for (int32 Index = 0; Index < KeyAt.Num(); ++Index)
			{
				KeyAt[Index] = Keys.at(static_cast<size_t>(Index)).at(0).get<double>();
				KeyDegrees[Index] = Keys.at(static_cast<size_t>(Index)).at(1).get<double>();
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
		Json PositionTexture = Json::array();
		Json TangentTexture = Json::array();
		for (int32 Texel = 0; Texel < Result.Positions.Num(); ++Texel)
		{
			const FVector& P = Result.Positions[Texel];
			PositionTexture.push_back(Json::array({P.X, P.Y, P.Z, static_cast<double>(Texel) / (N - 1)}));
			if (bRmf)
			{
				const FQuat& F = Result.Frames[Texel];
				TangentTexture.push_back(Json::array({F.X, F.Y, F.Z, F.W}));
			}
			else
			{
				const FVector& T = Result.Tangents[Texel];
				TangentTexture.push_back(Json::array({T.X, T.Y, T.Z, Result.Roll.Num() == N ? Result.Roll[Texel] : 1.0}));
			}
		}
		Expected["SplineLength"] = Result.Length;
		Expected["PositionTexture"] = PositionTexture;
		Expected["TangentTexture"] = TangentTexture;
	}

	void Velocity(Json& Case)
	{
		const Json& Inputs = Case.at("inputs");
		const Json& Constants = Inputs.at("constants");
		MATH_T(VelocitySettings) Settings;
		// One line per catalogue row (PARAMETERS_HEADER), naming the object that holds it (Case or Constants): a word
		// or integer held as a flag is true at its word.
#define READ_NUMBER(Where, Field, Key) Settings.Field = Where.at(Key).get<double>();
#define READ_WORD_FLAG(Where, Field, Key, When) Settings.Field = Where.at(Key).get<std::string>() == When;
#define READ_INTEGER_FLAG(Where, Field, Key, When) Settings.Field = Where.at(Key).get<int32>() == When;
#define READ_VECTOR(Where, Field, Key) Settings.Field = ReadVector(Where.at(Key));
		CONTROLLER_PARAMETERS(READ_NUMBER, READ_WORD_FLAG, READ_INTEGER_FLAG, READ_VECTOR)
#undef READ_NUMBER
#undef READ_WORD_FLAG
#undef READ_INTEGER_FLAG
#undef READ_VECTOR

		MATH_T(VelocityState) State;
		Json Expected = Json::array();
		for (const Json& Frame : Inputs.at("frames"))
		{
			const bool bContact = Frame.contains("contact");
			MATH_T(Contact) Contact;
			if (bContact)
			{
				Contact.Point = ReadVector(Frame.at("contact").at("point"));
				Contact.Normal = ReadVector(Frame.at("contact").at("normal"));
			}
			const MATH_T(VelocityOutput) Out = MATH::StepVelocity(Settings, State, Frame.at("dt").get<double>(),
				ReadVector(Frame.at("velocity")), ReadVector(Frame.at("position")), bContact ? &Contact : nullptr);
			Json Output = Json::object();
			Output["axis"] = Row(Out.Axis);
			Output["sPar"] = Out.ParallelScale;
			Output["sPerp"] = Out.PerpScale;
			Output["sNormal"] = Out.NormalScale;
			Output["pivot"] = Row(Out.Pivot);
			Expected.push_back(Output);
		}
		Case["expected"] = Expected;
	}

	void Bounds(Json& Case)
	{
		const Json& Inputs = Case.at("inputs");
		const Json& Textures = Case.at("textures");
		const TArray<FVector> Positions = ReadTexels(Textures.at("PositionTexture"));
		const TArray<FVector> Tangents = ReadTexels(Textures.at("TangentTexture"));
		const Json& Range = Inputs.at("range");
		// The range's bounds in DeformBounds' order, by the rows they bound (BOUNDS_HEADER).
#define READ_BOUND(Key, Side) Range.at(Key).at(Side).get<double>()
		const MATH_T(Box) Box = MATH::DeformBounds(Positions, Tangents, ReadVector(Inputs.at("MeshCenterLocal")),
			Inputs.at("meshRadius").get<double>(), DEFORM_RANGE(READ_BOUND),
			// Sanitised as the shader reads it (spec section 1: step(0.5, EndExtrapolation)).
			Inputs.at("EndExtrapolation").get<double>() >= 0.5);
#undef READ_BOUND
		Json Expected = Json::object();
		Expected["min"] = Row(Box.Min);
		Expected["max"] = Row(Box.Max);
		Case["expected"] = Expected;
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
		Json Case = MathCoreReadJson(In);
		const std::string Kernel = Case.at("kernel").get<std::string>();
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
		Out << MathCoreWriteJson(Case) << '\n';
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
