// Scenario tests of the in-engine shader golden test's comparison core (<Plugin>ShaderGoldenCore.h/.cpp, exactly as
// generated), compiled with g++ against the stand-in's math layer. No engine behaviour is stood in for: the core plans
// which golden files are evaluated and why the others are skipped, lays out a golden case's inputs (the atlas's
// instances too) and judges a readback. The rules are docs/golden-format.md's (Comparison). Prints "PASS <name>" or
// "FAIL <name>: <why>" per scenario.
#include "shader_golden_names.h"
#include "shader_golden_inputs.h"
#include "scenario_report.h"

#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <string>
#include <vector>

namespace
{
	using ScenarioReport::Failures;
	using ScenarioReport::Num;
	using ScenarioReport::Report;

	/** Every slot of Kernel set to (index + 1) * 10 (+ frame for an animated slot's own previous value). */
	FNamedGoldenInputs AllInputs(Kernel K, bool bPrevious)
	{
		FNamedGoldenInputs In;
		for (int32 Index = 0; Index < Core::SlotCount(K); ++Index)
		{
			const auto Slot = Core::Slot(K, Index);
			std::vector<double> Values(static_cast<size_t>(Slot.Width));
			for (int32 Component = 0; Component < Slot.Width; ++Component)
			{
				Values[static_cast<size_t>(Component)] = (Index + 1) * 10.0 + Component;
			}
			In.Frames[0][Slot.Name] = Values;
			std::vector<double> Previous = Values;
			for (double& Value : Previous)
			{
				Value += 0.5;
			}
			if (bPrevious)
			{
				In.Frames[1][Slot.Name] = Previous;
			}
		}
		return In;
	}

	int32 SlotIndex(Kernel K, const std::u16string& Name)
	{
		for (int32 Index = 0; Index < Core::SlotCount(K); ++Index)
		{
			if (Name == Core::Slot(K, Index).Name)
			{
				return Index;
			}
		}
		return -1;
	}

	Kernel Find(const std::u16string& Golden, bool bNormal)
	{
		for (int32 Index = 0; Index < Core::KernelCount; ++Index)
		{
			const Kernel K = static_cast<Kernel>(Index);
			if (Golden == Core::GoldenKernel(K) && Core::IsNormal(K) == bNormal)
			{
				return K;
			}
		}
		return static_cast<Kernel>(0);
	}

	/** A one-vertex case of K at Vertex, inputs from AllInputs, expected 0, tolerance Abs/Rel. */
	Case OneVertex(Kernel K, double Vx, double Abs, double Rel)
	{
		Case C;
		Core::Begin(C, K, 1);
		const double Vertex[3] = { Vx, 0.0, 0.0 };
		Core::SetVertexRow(C, 0, Vertex);
		int32 Missing = 0;
		int32 Frame = 0;
		Core::SetSlots(C, AllInputs(K, true), Missing, Frame);
		C.Abs = Abs;
		C.Rel = Rel;
		return C;
	}

	std::string Narrow(const TCHAR* Text)
	{
		std::string Out;
		for (; Text != nullptr && *Text != 0; ++Text)
		{
			Out += static_cast<char>(*Text);
		}
		return Out;
	}

	std::vector<float> Output(int32 Vertices)
	{
		return std::vector<float>(static_cast<size_t>(4 * Core::OutputsPerVertex * Vertices), 0.0f);
	}

	void KernelsAreTheShadersPermutations()
	{
		bool bOk = Core::KernelCount >= 3 && Core::OutputsPerVertex == 2 && Core::NormalsRows == 3 && Core::GroupSize == 64;
		const Kernel Spline = Find(u"SplineDeform", false);
		const Kernel Velocity = Find(u"VelocityStretch", false);
		bOk = bOk && Core::TextureCount(Spline) == 2 && std::u16string(Core::TextureName(Spline, 0)) == u"PositionTexture"
			&& std::u16string(Core::TextureName(Spline, 1)) == u"TangentTexture" && Core::TextureCount(Velocity) == 0
			&& Core::Slot(Spline, 0).Width == 1 && std::u16string(Core::Slot(Spline, 0).Name) == u"Progress" && Core::Slot(Spline, 0).bAnimated
			&& SlotIndex(Velocity, u"VelocityPivotLocal") >= 0 && Core::Slot(Velocity, SlotIndex(Velocity, u"VelocityPivotLocal")).Width == 3
			&& std::u16string(Core::Channel(Spline, 1)) == u"expectedPrev" && std::u16string(Core::Channel(Find(u"SplineDeform", true), 1)) == u"normals.expectedTangents";
		Report("kernels.table", bOk, "the kernel table does not describe the test shader's permutations");
	}

	void PreviousFrameTakesOnlyAnimatedValues()
	{
		const Kernel K = Find(u"SplineDeform", false);
		Case C;
		Core::Begin(C, K, 1);
		FNamedGoldenInputs In = AllInputs(K, true);
		int32 Missing = 0;
		int32 Frame = 0;
		const bool bSet = Core::SetSlots(C, In, Missing, Frame);
		const int32 Count = Core::SlotCount(K);
		const int32 Progress = SlotIndex(K, u"Progress");
		const int32 Length = SlotIndex(K, u"SplineLength");
		// Progress is animated: its previous value; SplineLength is not: the current one even though a previous is given.
		const bool bOk = bSet && C.Slots[4 * (Count + Progress)] == (Progress + 1) * 10.0 + 0.5
			&& C.Slots[4 * (Count + Length)] == (Length + 1) * 10.0 && C.Slots[4 * Progress] == (Progress + 1) * 10.0;
		Report("slots.previous_frame", bOk, "previous-frame slots: Progress " + Num(C.Slots[4 * (Count + Progress)]) + ", SplineLength "
			+ Num(C.Slots[4 * (Count + Length)]));

		Case D;
		Core::Begin(D, K, 1);
		const bool bSetD = Core::SetSlots(D, AllInputs(K, false), Missing, Frame);
		Report("slots.no_previous", bSetD && D.Slots[4 * (Count + Progress)] == (Progress + 1) * 10.0,
			"without prevInputs the previous frame must repeat the current values");
	}

	void VectorsKeepTheirComponents()
	{
		const Kernel K = Find(u"VelocityStretch", false);
		Case C;
		Core::Begin(C, K, 1);
		int32 Missing = 0;
		int32 Frame = 0;
		Core::SetSlots(C, AllInputs(K, true), Missing, Frame);
		const int32 Pivot = SlotIndex(K, u"VelocityPivotLocal");
		const double Base = (Pivot + 1) * 10.0;
		const bool bOk = C.Slots[4 * Pivot] == Base && C.Slots[4 * Pivot + 1] == Base + 1 && C.Slots[4 * Pivot + 2] == Base + 2
			&& C.Slots[4 * Pivot + 3] == 0.0;
		Report("slots.components", bOk, "VelocityPivotLocal packed as " + Num(C.Slots[4 * Pivot]) + " " + Num(C.Slots[4 * Pivot + 1]) + " "
			+ Num(C.Slots[4 * Pivot + 2]));
	}

	void MissingInputIsNamed()
	{
		const Kernel K = Find(u"SplineDeform", false);
		Case C;
		Core::Begin(C, K, 1);
		FNamedGoldenInputs In = AllInputs(K, false);
		In.Frames[0].erase(u"SettleWindow");
		int32 Missing = -1;
		int32 Frame = -1;
		const bool bSet = Core::SetSlots(C, In, Missing, Frame);
		FNamedGoldenInputs Wrong = AllInputs(K, false);
		Wrong.Frames[0][u"MeshCenterLocal"] = { 1.0 };
		int32 WrongSlot = -1;
		const bool bWrong = Core::SetSlots(C, Wrong, WrongSlot, Frame);
		Report("slots.missing", !bSet && Missing == SlotIndex(K, u"SettleWindow") && !bWrong && WrongSlot == SlotIndex(K, u"MeshCenterLocal"),
			"a missing or wrong-sized input must fail with its slot");
	}

	void SplineScaleIsTheCurveLength()
	{
		const Kernel K = Find(u"SplineDeform", false);
		Case C = OneVertex(K, 3.0, 0.5, 0.01);
		const double Length = C.Slots[4 * SlotIndex(K, u"SplineLength")];
		const bool bLong = Core::Allowed(C, 0, 0) == 0.5 + 0.01 * Length && Length > 3.0;
		C.Slots[4 * SlotIndex(K, u"SplineLength")] = 0.0;
		C.Slots[4 * (Core::SlotCount(K) + SlotIndex(K, u"SplineLength"))] = 0.0;
		const double Vertex[3] = { 0.0, 0.0, 0.0 };
		Core::SetVertexRow(C, 0, Vertex);
		const bool bFloor = std::fabs(Core::Allowed(C, 1, 0) - (0.5 + 0.01 * 0.001)) < 1e-15;
		const double Far[3] = { 0.0, 4000.0, 0.0 };
		Core::SetVertexRow(C, 0, Far);
		const bool bVertex = Core::Allowed(C, 0, 0) == 0.5 + 0.01 * 4000.0;
		Report("tolerance.spline_scale", bLong && bFloor && bVertex,
			"SplineDeform scale must be max(|vertex|, max(SplineLength, 0.001)): got " + Num(Core::Allowed(C, 0, 0)));
	}

	void VelocityScaleIsEachFramesPivot()
	{
		const Kernel K = Find(u"VelocityStretch", false);
		Case C = OneVertex(K, 0.0, 0.0, 1.0);
		const int32 Pivot = SlotIndex(K, u"VelocityPivotLocal");
		const auto Length = [&](int32 Frame)
		{
			const int32 O = 4 * (Frame * Core::SlotCount(K) + Pivot);
			return std::sqrt(C.Slots[O] * C.Slots[O] + C.Slots[O + 1] * C.Slots[O + 1] + C.Slots[O + 2] * C.Slots[O + 2]);
		};
		const bool bOk = std::fabs(Core::Allowed(C, 0, 0) - Length(0)) < 1e-12 && std::fabs(Core::Allowed(C, 1, 0) - Length(1)) < 1e-12
			&& Length(0) != Length(1);
		Report("tolerance.velocity_scale", bOk, "VelocityStretch scale must be max(|vertex|, |pivot|) of each frame: " + Num(Core::Allowed(C, 1, 0))
			+ " for " + Num(Length(1)));
	}

	void NormalsScaleIsOne()
	{
		const Kernel K = Find(u"SplineDeform", true);
		Case C = OneVertex(K, 500.0, 0.001, 0.5);
		Report("tolerance.normals_scale", Core::Allowed(C, 0, 0) == 0.001 + 0.5 && Core::Allowed(C, 1, 0) == 0.001 + 0.5,
			"normals and tangents are unit vectors: scale 1, got allowance " + Num(Core::Allowed(C, 0, 0)));
	}

	void TheBoundaryPasses()
	{
		const Kernel K = Find(u"VelocityStretch", false);
		Case C = OneVertex(K, 0.0, 0.25, 0.0);
		std::vector<float> Out = Output(1);
		Out[0] = 0.25f;
		const auto At = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()));
		Out[0] = 0.2500001f;
		const auto Over = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()));
		Report("compare.boundary", At.bPassed && At.Worst == 1.0 && !Over.bPassed && Over.Worst > 1.0,
			"|err| == allowed passes, above fails: worst " + Num(At.Worst) + " and " + Num(Over.Worst));
	}

	void OutputRowsAreInterleaved()
	{
		const Kernel K = Find(u"SplineDeform", false);
		Case C = OneVertex(K, 0.0, 1e-3, 0.0);
		Core::Begin(C, K, 2);
		int32 Missing = 0;
		int32 Frame = 0;
		Core::SetSlots(C, AllInputs(K, true), Missing, Frame);
		C.Abs = 1e-3;
		const double Rows[2][2][3] = { { { 1, 2, 3 }, { 4, 5, 6 } }, { { 7, 8, 9 }, { 10, 11, 12 } } };
		for (int32 Evaluation = 0; Evaluation < 2; ++Evaluation)
		{
			for (int32 Vertex = 0; Vertex < 2; ++Vertex)
			{
				Core::SetExpected(C, Evaluation, Vertex, Rows[Evaluation][Vertex]);
			}
		}
		// The shader writes vertex v's evaluation e at row 2v + e.
		std::vector<float> Out = Output(2);
		for (int32 Vertex = 0; Vertex < 2; ++Vertex)
		{
			for (int32 Evaluation = 0; Evaluation < 2; ++Evaluation)
			{
				for (int32 Component = 0; Component < 3; ++Component)
				{
					Out[static_cast<size_t>(4 * (2 * Vertex + Evaluation) + Component)] = static_cast<float>(Rows[Evaluation][Vertex][Component]);
				}
			}
		}
		const auto Good = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()));
		std::swap(Out[4 * 2 + 0], Out[4 * 2 + 1]);
		const auto Swapped = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()));
		Report("compare.layout", Good.bPassed && Good.Compared == 12 && !Swapped.bPassed && Swapped.Evaluation == 0 && Swapped.Vertex == 1,
			"rows 2v+e against expected[e][v]: good worst " + Num(Good.Worst) + ", swapped at eval " + std::to_string(Swapped.Evaluation)
			+ " vertex " + std::to_string(Swapped.Vertex));
	}

	void NanFails()
	{
		const Kernel K = Find(u"VelocityStretch", false);
		Case C = OneVertex(K, 0.0, 1.0, 0.0);
		std::vector<float> Out = Output(1);
		Out[5] = std::numeric_limits<float>::quiet_NaN();
		const auto R = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()));
		Report("compare.nan", !R.bPassed && R.Evaluation == 1 && R.Component == 1, "a NaN component must fail where it is");
	}

	void NoPreviousFrameIsNotCompared()
	{
		const Kernel K = Find(u"SplineDeform", false);
		Case C = OneVertex(K, 0.0, 1e-3, 0.0);
		C.bCompareSecond = false;
		std::vector<float> Out = Output(1);
		Out[4] = 99.0f;
		const auto R = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()));
		C.bCompareSecond = true;
		const auto Both = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()));
		Report("compare.second_optional", R.bPassed && R.Compared == 3 && !Both.bPassed,
			"without expectedPrev only evaluation 0 is compared; with it, both");
	}

	void WrongSizeFails()
	{
		const Kernel K = Find(u"VelocityStretch", false);
		Case C = OneVertex(K, 0.0, 1.0, 0.0);
		std::vector<float> Out = Output(1);
		const auto Short = Core::Compare(C, Out.data(), static_cast<int32>(Out.size()) - 4);
		const auto None = Core::Compare(C, nullptr, 0);
		Report("compare.wrong_size", !Short.bPassed && Short.bWrongSize && !None.bPassed && None.bWrongSize && !Core::Begin(C, K, 0),
			"a readback of the wrong size, or no vertices, must fail");
	}

	void PlanEvaluatesOrNamesWhy()
	{
		// Every kernel the golden format knows, and one it does not: permutations, or a reason; never neither.
		bool bOk = true;
		std::string Why;
		for (const char16_t* Name : { u"SplineDeform", u"VelocityStretch", u"SplineBake", u"VelocityController", u"SplineAtlasDeform", u"Wobble" })
		{
			const auto Plan = Core::Plan(Name, u"", nullptr, 0);
			bOk = bOk && ((Plan.KernelCount > 0) != (Plan.Why[0] != 0));
			Why += Narrow(Name) + ": " + std::to_string(Plan.KernelCount) + " " + Narrow(Plan.Why) + "; ";
		}
		const auto Spline = Core::Plan(u"SplineDeform", Core::SplineOrientation(), nullptr, 0);
		const auto Atlas = Core::Plan(u"SplineAtlasDeform", Core::SplineOrientation(), nullptr, 0);
		const auto Bake = Core::Plan(u"SplineBake", u"rotation-minimizing", nullptr, 0);
		const auto Unknown = Core::Plan(u"Wobble", nullptr, nullptr, 0);
		bOk = bOk && Spline.KernelCount == 2 && Spline.Kernels[0] == Find(u"SplineDeform", false) && Spline.Kernels[1] == Find(u"SplineDeform", true)
			&& Atlas.KernelCount == 1 && Core::InstanceStride(Atlas.Kernels[0]) > 0
			&& Narrow(Bake.Why).rfind("checked by ", 0) == 0 && Narrow(Unknown.Why) == "no permutation of this test shader evaluates kernel Wobble";
		Report("plan.kernels", bOk, Why);
	}

	void PlanSkipsAnotherMode()
	{
		const char16_t* Other = std::u16string(Core::SplineOrientation()) == u"article" ? u"parallel-transport" : u"article";
		const auto Plan = Core::Plan(u"SplineAtlasDeform", Other, nullptr, 0);
		const std::string Want = "mode " + Narrow(Other) + "; this plugin's shaders are " + Narrow(Core::SplineOrientation());
		Report("plan.mode", Plan.KernelCount == 0 && Narrow(Plan.Why) == Want, "got '" + Narrow(Plan.Why) + "', want '" + Want + "'");
	}

	/** "needs a, b" for the words of Needs that Core::Feature does not list; empty when it lists them all. */
	std::string Missing(const std::vector<const TCHAR*>& Needs)
	{
		std::string Want;
		for (const TCHAR* Need : Needs)
		{
			bool bHas = false;
			for (int32 Index = 0; Index < Core::FeatureCount(); ++Index)
			{
				bHas = bHas || std::u16string(Need) == Core::Feature(Index);
			}
			Want += bHas ? "" : (Want.empty() ? "needs " : ", ") + Narrow(Need);
		}
		return Want;
	}

	void PlanNamesMissingFeatures()
	{
		// The suite's plugin implements every section 10 feature; a case needing one it lacks (a word of a later
		// format) is skipped naming it, one needing only the implemented ones is evaluated.
		const std::vector<const TCHAR*> Needs = { u"closedLoop", u"roll", u"wobble" };
		const auto Plan = Core::Plan(u"SplineDeform", Core::SplineOrientation(), Needs.data(), 3);
		const std::string Want = Missing(Needs);
		const auto Implemented = Core::Plan(u"SplineDeform", Core::SplineOrientation(), Needs.data(), 2);
		const bool bOk = Plan.KernelCount == 0 && Narrow(Plan.Why) == Want && Want == "needs wobble"
			&& Implemented.KernelCount > 0 && Implemented.Why[0] == 0;
		Report("plan.features", bOk && Core::Feature(Core::FeatureCount()) == nullptr, "got '" + Narrow(Plan.Why) + "', want '" + Want + "'");
	}

	void PlanFeaturesPerKernel()
	{
		// The features are evaluated per kernel: the spline kernels (the atlas's too) evaluate the plugin's, so an atlas file
		// with a loop is evaluated like a single-curve one; the velocity kernels have none, so a velocity file that
		// declared one would be a SKIP naming it though the plugin implements it.
		const std::vector<const TCHAR*> Needs = { u"closedLoop", u"stretchMask" };
		const auto Atlas = Core::Plan(u"SplineAtlasDeform", Core::SplineOrientation(), Needs.data(), 2);
		const auto Velocity = Core::Plan(u"VelocityStretch", u"", Needs.data(), 1);
		const auto Plain = Core::Plan(u"VelocityStretch", u"", nullptr, 0);
		const std::string Want = "needs closedLoop";
		const bool bOk = Missing(Needs).empty() && Core::EvaluatesFeatures(Find(u"SplineAtlasDeform", false))
			&& Core::EvaluatesFeatures(Find(u"SplineDeform", false)) && Core::EvaluatesFeatures(Find(u"SplineDeform", true))
			&& !Core::EvaluatesFeatures(Find(u"VelocityStretch", false)) && Atlas.KernelCount == 1 && Atlas.Why[0] == 0
			&& Velocity.KernelCount == 0 && Narrow(Velocity.Why) == Want && Plain.KernelCount > 0;
		Report("plan.features_per_kernel", bOk, "atlas '" + Narrow(Atlas.Why) + "' (" + std::to_string(Atlas.KernelCount)
			+ " permutations), velocity '" + Narrow(Velocity.Why) + "', want '" + Want + "'");
	}

	void OptionalSlotsDefaultToOff()
	{
		// ClosedLoop and BakedRoll are slots; a file without their feature lacks them and they are 0 (the feature off,
		// docs/golden-format.md), in both frames. A file with them gives its value; a required input is still required.
		const Kernel K = Find(u"SplineDeform", false);
		const int32 Loop = SlotIndex(K, u"ClosedLoop");
		const int32 Roll = SlotIndex(K, u"BakedRoll");
		const int32 Count = Core::SlotCount(K);
		bool bOk = Loop >= 0 && Roll >= 0 && Core::Slot(K, Loop).bOptional && Core::Slot(K, Roll).bOptional
			&& !Core::Slot(K, SlotIndex(K, u"Progress")).bOptional && !Core::Slot(K, SlotIndex(K, u"SettleWindow")).bOptional;
		Case C;
		Core::Begin(C, K, 1);
		FNamedGoldenInputs In = AllInputs(K, false);
		In.Frames[0].erase(u"ClosedLoop");
		In.Frames[0].erase(u"BakedRoll");
		int32 Missing = -1;
		int32 Frame = -1;
		// Begin zeroes the slots: fill them first, so a value left over cannot pass for the default.
		for (int32 Index = 0; Index < C.Slots.Num(); ++Index)
		{
			C.Slots[Index] = 7.0;
		}
		const bool bSet = Core::SetSlots(C, In, Missing, Frame);
		bOk = bOk && bSet && Loop >= 0 && Roll >= 0;
		for (int32 F = 0; bOk && F < 2; ++F)
		{
			bOk = C.Slots[4 * (F * Count + Loop)] == 0.0 && C.Slots[4 * (F * Count + Roll)] == 0.0;
		}
		Case D;
		Core::Begin(D, K, 1);
		const bool bGiven = Core::SetSlots(D, AllInputs(K, false), Missing, Frame);
		bOk = bOk && bGiven && D.Slots[4 * Loop] == (Loop + 1) * 10.0 && D.Slots[4 * (Count + Roll)] == (Roll + 1) * 10.0;
		FNamedGoldenInputs Required = AllInputs(K, false);
		Required.Frames[0].erase(u"SplineLength");
		bOk = bOk && !Core::SetSlots(D, Required, Missing, Frame) && Missing == SlotIndex(K, u"SplineLength");
		Report("slots.optional_default", bOk, "a section 10 slot the file lacks is 0 in both frames, one it has its value");
	}

	void MaskTravelsInThePositionRows()
	{
		// The spline kernels read each vertex's mask as its position row's fourth value: 1 (the full stretch) until the
		// file gives it, the file's value then; the rest normals and tangents carry none; a velocity kernel reads none.
		const Kernel Spline = Find(u"SplineDeform", false);
		const Kernel Normal = Find(u"SplineDeform", true);
		const Kernel Velocity = Find(u"VelocityStretch", false);
		bool bOk = Core::ReadsMask(Spline) && Core::ReadsMask(Normal) && !Core::ReadsMask(Velocity)
			&& Core::VertexRows(Spline) == 1 && Core::VertexRows(Normal) == Core::NormalsRows && Core::VertexRows(Velocity) == 1;
		Case C;
		Core::Begin(C, Spline, 3);
		for (int32 Row = 0; Row < 3; ++Row)
		{
			bOk = bOk && C.Vertices[4 * Row + 3] == 1.0;
		}
		const double Xyz[3] = { 1.0, 2.0, 3.0 };
		Core::SetVertexRow(C, 1, Xyz);
		bOk = bOk && Core::SetVertexMask(C, 1, 0.25) && C.Vertices[4 + 3] == 0.25 && C.Vertices[4] == 1.0 && C.Vertices[3] == 1.0
			&& !Core::SetVertexMask(C, 3, 0.5) && !Core::SetVertexMask(C, -1, 0.5);
		Case N;
		Core::Begin(N, Normal, 2);
		bOk = bOk && N.Vertices.Num() == 4 * 6 && Core::SetVertexMask(N, 1, -0.5);
		for (int32 Row = 0; Row < 6; ++Row)
		{
			bOk = bOk && N.Vertices[4 * Row + 3] == (Row == 1 ? -0.5 : Row < 2 ? 1.0 : 0.0);
		}
		Case V;
		Core::Begin(V, Velocity, 2);
		bOk = bOk && !Core::SetVertexMask(V, 0, 0.5) && V.Vertices[3] == 0.0 && V.Vertices[7] == 0.0;
		Report("vertices.mask", bOk, "the mask is the position rows' fourth value (1 without the file's), for the spline kernels only");
	}

	void AtlasMaskIsASecondBlockOfRows()
	{
		// The atlas's fourth value is the instance: the mask is a second block of rows after every position row, its x,
		// 1 until the file gives it, then mesh vertex k's weight in every instance's copy.
		const Kernel K = Find(u"SplineAtlasDeform", false);
		Case C;
		Core::Begin(C, K, 2, 3);
		std::string Why;
		if (!Core::ReadsMask(K) || Core::VertexRows(K) != 2 || C.Vertices.Num() != 4 * 2 * 6) Why += "not two blocks of 6 rows; ";
		for (int32 Row = 0; Row < 6 && Why.empty(); ++Row)
		{
			const double* Mask = &C.Vertices[4 * (6 + Row)];
			if (Mask[0] != 1.0 || Mask[1] != 0.0 || Mask[2] != 0.0 || Mask[3] != 0.0) Why += "mask row " + std::to_string(Row) + " not (1, 0, 0, 0); ";
			if (C.Vertices[4 * Row + 3] != Row / 2) Why += "position row " + std::to_string(Row) + " fourth " + Num(C.Vertices[4 * Row + 3]) + "; ";
		}
		if (!Core::SetVertexMask(C, 1, 0.25)) Why += "mask of vertex 1 refused; ";
		for (int32 Row = 0; Row < 6 && C.Vertices.Num() == 48; ++Row)
		{
			const double Want = Row % 2 == 1 ? 0.25 : 1.0;
			if (C.Vertices[4 * (6 + Row)] != Want) Why += "mask row " + std::to_string(Row) + " " + Num(C.Vertices[4 * (6 + Row)]) + "; ";
			if (C.Vertices[4 * Row + 3] != Row / 2) Why += "position row " + std::to_string(Row) + " lost its instance; ";
		}
		if (Core::SetVertexMask(C, 2, 0.5) || Core::SetVertexMask(C, -1, 0.5)) Why += "a vertex outside the mesh accepted; ";
		Report("vertices.atlas_mask", Why.empty(), Why);
	}

	/** An atlas case of 2 vertices and 3 instances: instance j's floats (j + 1) * 100 + k, per-atlas inputs from AllInputs. */
	Case AtlasCase()
	{
		const Kernel K = Find(u"SplineAtlasDeform", false);
		Case C;
		Core::Begin(C, K, 2, 3);
		const double A[3] = { 1.0, 2.0, 3.0 };
		const double B[3] = { -4.0, 5.0, 6.0 };
		Core::SetVertexRow(C, 0, A);
		Core::SetVertexRow(C, 1, B);
		for (int32 Instance = 0; Instance < 3; ++Instance)
		{
			std::vector<double> Floats(static_cast<size_t>(Core::InstanceFloats));
			for (int32 Index = 0; Index < Core::InstanceFloats; ++Index)
			{
				Floats[static_cast<size_t>(Index)] = (Instance + 1) * 100.0 + Index;
			}
			Core::SetInstance(C, Instance, Floats.data(), Core::InstanceFloats);
		}
		FNamedGoldenInputs In = AllInputs(K, false);
		In.Frames[0][u"AtlasRowCount"] = { 3.0 };
		int32 Missing = 0;
		int32 Frame = 0;
		Core::SetSlots(C, In, Missing, Frame);
		return C;
	}

	void AtlasPacksInstancesThenPerAtlasInputs()
	{
		const Kernel K = Find(u"SplineAtlasDeform", false);
		Case C = AtlasCase();
		const int32 Stride = Core::InstanceStride(K);
		bool bOk = C.VertexCount == 6 && C.Slots.Num() == 4 * Stride * 3 && Stride * 4 > Core::InstanceFloats;
		std::string Why;
		int32 PerAtlas = 0;
		for (int32 Index = 0; Index < Core::SlotCount(K); ++Index)
		{
			const auto Slot = Core::Slot(K, Index);
			for (int32 Instance = 0; Instance < 3 && Slot.InstanceFloat < 0; ++Instance)
			{
				// A per-atlas slot: after the instance's floats, in slot order, the same for every instance.
				const double Got = C.Slots[4 * (Stride * Instance) + Core::InstanceFloats + 4 * PerAtlas];
				const double Want = std::u16string(Slot.Name) == u"AtlasRowCount" ? 3.0 : (Index + 1) * 10.0;
				bOk = bOk && Got == Want;
				Why += Got == Want ? "" : Narrow(Slot.Name) + " " + Num(Got) + "; ";
			}
			PerAtlas += Slot.InstanceFloat < 0 ? 1 : 0;
		}
		for (int32 Instance = 0; Instance < 3; ++Instance)
		{
			for (int32 Index = 0; Index < Core::InstanceFloats; ++Index)
			{
				bOk = bOk && C.Slots[4 * Stride * Instance + Index] == (Instance + 1) * 100.0 + Index;
			}
		}
		double Bad[3] = { 0.0, 0.0, 0.0 };
		bOk = bOk && !Core::SetInstance(C, 3, Bad, Core::InstanceFloats) && !Core::SetInstance(C, 0, Bad, 3)
			&& !Core::Begin(C, Find(u"SplineDeform", false), 2, 3);
		Report("atlas.packing", bOk, "instance floats then per-atlas slots per instance: " + Why);
	}

	void AtlasRowsAreEachInstancesMesh()
	{
		Case C = AtlasCase();
		bool bOk = C.Vertices.Num() == 4 * 6 * Core::VertexRows(Find(u"SplineAtlasDeform", false));
		for (int32 Row = 0; Row < 6 && bOk; ++Row)
		{
			const double X = Row % 2 == 0 ? 1.0 : -4.0;
			bOk = C.Vertices[4 * Row] == X && C.Vertices[4 * Row + 3] == Row / 2;
		}
		Report("atlas.instances", bOk, "row j * V + k must be mesh vertex k of instance j, its fourth value j");
	}

	void AtlasScaleIsEachInstances()
	{
		const Kernel K = Find(u"SplineAtlasDeform", false);
		Case C = AtlasCase();
		C.Abs = 0.0;
		C.Rel = 1.0;
		// Math spec 10.5: instance 1's row is a closed loop, its length stored negative; its scale is the length's size (its
		// pivot zeroed, so the length decides).
		C.Slots[4 * Core::InstanceStride(K) + Core::Slot(K, SlotIndex(K, u"SplineLength")).InstanceFloat] *= -1.0;
		for (int32 Axis = 0; Axis < 3; ++Axis)
		{
			C.Slots[4 * Core::InstanceStride(K) + Core::Slot(K, SlotIndex(K, u"VelocityPivotLocal")).InstanceFloat + Axis] = 0.0;
		}
		bool bOk = true;
		std::string Why;
		for (int32 Row = 0; Row < 6; ++Row)
		{
			const int32 Instance = Row / 2;
			const auto F = [&](int32 Index) { return C.Slots[4 * Core::InstanceStride(K) * Instance + Index]; };
			const double Length = std::fabs(F(Core::Slot(K, SlotIndex(K, u"SplineLength")).InstanceFloat));
			const int32 P = Core::Slot(K, SlotIndex(K, u"VelocityPivotLocal")).InstanceFloat;
			const double Pivot = std::sqrt(F(P) * F(P) + F(P + 1) * F(P + 1) + F(P + 2) * F(P + 2));
			const double Want = std::fmax(std::fmax(Length, 0.001), Pivot);
			for (int32 Evaluation = 0; Evaluation < 2; ++Evaluation)
			{
				const double Got = Core::Allowed(C, Evaluation, Row);
				bOk = bOk && std::fabs(Got - Want) < 1e-9;
				Why += std::fabs(Got - Want) < 1e-9 ? "" : "row " + std::to_string(Row) + ": " + Num(Got) + " for " + Num(Want) + "; ";
			}
		}
		Report("atlas.scale", bOk, "the scale of a row is max(|vertex|, max(SplineLength, 0.001), |pivot|) of its instance: " + Why);
	}

	void AtlasTexturesAreRows()
	{
		Case C = AtlasCase();
		int32 Width = 0;
		int32 Height = 0;
		const bool bWhole = Core::TextureSize(C, 3 * 64, Width, Height);
		const bool bGood = bWhole && Width == 64 && Height == 3;
		const bool bRagged = !Core::TextureSize(C, 3 * 64 + 1, Width, Height);
		Case D = OneVertex(Find(u"SplineDeform", false), 1.0, 0.0, 0.0);
		const bool bBake = Core::TextureSize(D, 17, Width, Height) && Width == 17 && Height == 1;
		Report("atlas.texture", bGood && bRagged && bBake, "N x M for the atlas (M its AtlasRowCount), N x 1 for a bake");
	}
}

int main()
{
	KernelsAreTheShadersPermutations();
	PreviousFrameTakesOnlyAnimatedValues();
	VectorsKeepTheirComponents();
	MissingInputIsNamed();
	SplineScaleIsTheCurveLength();
	VelocityScaleIsEachFramesPivot();
	NormalsScaleIsOne();
	TheBoundaryPasses();
	OutputRowsAreInterleaved();
	NanFails();
	NoPreviousFrameIsNotCompared();
	WrongSizeFails();
	PlanEvaluatesOrNamesWhy();
	PlanSkipsAnotherMode();
	PlanNamesMissingFeatures();
	PlanFeaturesPerKernel();
	OptionalSlotsDefaultToOff();
	MaskTravelsInThePositionRows();
	AtlasMaskIsASecondBlockOfRows();
	AtlasPacksInstancesThenPerAtlasInputs();
	AtlasRowsAreEachInstancesMesh();
	AtlasScaleIsEachInstances();
	AtlasTexturesAreRows();
	return Failures == 0 ? 0 : 1;
}
