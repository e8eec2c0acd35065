// Scenario tests of the instanced travel controller (<Plugin>InstanceTravel.h/.cpp, exactly as generated, with the
// math core it calls), compiled with g++ against the stand-in. No engine behaviour is stood in for: the controller
// only computes floats, bounds and events. Prints "PASS <name>" or "FAIL <name>: <why>" per scenario.
#include "instance_names.h"
#include "scenario_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

namespace
{
	using ScenarioReport::Failures;
	using ScenarioReport::Num;
	using ScenarioReport::Report;

	bool Near(double A, double B, double Tolerance = 1e-6)
	{
		return std::fabs(A - B) <= Tolerance;
	}

	int Count(const TArray<EventRecord>& Events, int32 Traveller, TravelEvent Event)
	{
		int N = 0;
		for (int32 I = 0; I < Events.Num(); ++I)
		{
			N += Events[I].Traveller == Traveller && Events[I].Event == Event ? 1 : 0;
		}
		return N;
	}

	SpawnSettings Basic(double Duration, TravelEndMode End)
	{
		SpawnSettings S;
		S.Row = 3;
		S.SplineLength = 500.0;
		S.Duration = Duration;
		S.End = End;
		return S;
	}

	void LayoutIsTheSpecs()
	{
		const bool bOk = Data::NumFloats == 16 && Data::Progress == 0 && Data::PrevProgress == 1 && Data::StretchScale == 2
			&& Data::SizeScale == 3 && Data::AtlasRow == 4 && Data::SplineLength == 5 && Data::PrevStretchScale == 6
			&& Data::PrevSizeScale == 7 && Data::VelocityAxisLocalX == 8 && Data::VelocityStretch == 11
			&& Data::VelocityPivotLocalX == 12 && Data::PrevVelocityStretch == 15;
		Report("layout.section_9_2", bOk, "the custom data indices differ from deformer-math.md section 9.2");
	}

	void ProgressAndPrevious()
	{
		Travel C;
		TArray<EventRecord> Events;
		const int32 I = C.Spawn(Basic(1.0, TravelEndMode::Hold));
		std::string Why;
		double Last = -1.0;
		for (int Frame = 1; Frame <= 5; ++Frame)
		{
			C.Update(0.1, Events);
			const float* D = C.CustomData(I);
			const double Want = 0.1 * Frame;
			if (!Near(D[Data::Progress], Want)) Why += "frame " + std::to_string(Frame) + " progress " + Num(D[Data::Progress]) + "; ";
			const double WantPrev = Frame == 1 ? Want : Last;
			if (!Near(D[Data::PrevProgress], WantPrev)) Why += "frame " + std::to_string(Frame) + " previous " + Num(D[Data::PrevProgress]) + " want " + Num(WantPrev) + "; ";
			if (D[Data::AtlasRow] != 3.0f || D[Data::SplineLength] != 500.0f) Why += "row or length; ";
			Last = D[Data::Progress];
		}
		if (Count(Events, I, TravelEvent::Started) != 1) Why += "Started not once; ";
		Report("travel.progress_and_previous", Why.empty(), Why);
	}

	void LoopWrapIsAJump()
	{
		Travel C;
		TArray<EventRecord> Events;
		const int32 I = C.Spawn(Basic(1.0, TravelEndMode::Loop));
		std::string Why;
		for (int Frame = 1; Frame <= 9; ++Frame) C.Update(0.1, Events);
		C.Update(0.25, Events); // 1.15 s: wrapped to 0.15
		const float* D = C.CustomData(I);
		if (!Near(D[Data::Progress], 0.15, 1e-5)) Why += "progress after the wrap " + Num(D[Data::Progress]) + "; ";
		if (D[Data::PrevProgress] != D[Data::Progress]) Why += "previous " + Num(D[Data::PrevProgress]) + " across the wrap (a jump has none); ";
		if (Count(Events, I, TravelEvent::Looped) != 1) Why += "Looped not once; ";
		C.Update(0.1, Events);
		if (!Near(C.CustomData(I)[Data::PrevProgress], 0.15, 1e-5)) Why += "previous after the wrap frame; ";
		// A step of many travels lands within one.
		C.Update(10.05, Events);
		const double P = C.CustomData(I)[Data::Progress];
		if (!(P >= 0.0 && P < 1.0)) Why += "long step left progress at " + Num(P) + "; ";
		Report("travel.loop_wrap_is_a_jump", Why.empty(), Why);
	}

	/** Shortest distance between two progress values round a closed loop (period 1). */
	double RoundTheLoop(double A, double B)
	{
		const double D = std::fabs(A - B) - std::floor(std::fabs(A - B));
		return std::fmin(D, 1.0 - D);
	}

	/**
	 * deformer-math.md 10.5: on a closed atlas a Loop traveller's wrap is the next lap, not a jump: the previous value
	 * is always last frame's (never reset to the current one), so Prev and Progress are one step apart the short way
	 * round the loop, and Progress stays in [0, 1] even when the progress curve runs two laps per travel.
	 */
	void ClosedLoopWrapIsContinuous()
	{
		std::string Why;
		for (int Laps = 1; Laps <= 2; ++Laps)
		{
			Travel C;
			C.bClosedLoop = true;
			Curves Set;
			Set.Progress.SetNum(2);
			Set.Progress[0] = 0.0;
			Set.Progress[1] = static_cast<double>(Laps);
			C.Curves.SetNum(1);
			C.Curves[0] = Set;
			SpawnSettings S = Basic(1.0, TravelEndMode::Loop);
			S.Curves = 0;
			const int32 I = C.Spawn(S);
			TArray<EventRecord> Events;
			// The first frame starts the traveller: a jump, as on any curve.
			C.Update(0.07, Events);
			double Last = C.CustomData(I)[Data::Progress];
			for (int Frame = 2; Frame <= 40; ++Frame)
			{
				C.Update(0.07, Events);
				const float* D = C.CustomData(I);
				const std::string At = "laps " + std::to_string(Laps) + " frame " + std::to_string(Frame) + ": ";
				if (!(D[Data::Progress] >= 0.0f && D[Data::Progress] <= 1.0f)) Why += At + "progress " + Num(D[Data::Progress]) + "; ";
				if (!Near(D[Data::PrevProgress], Last, 1e-6)) Why += At + "previous " + Num(D[Data::PrevProgress]) + " is not last frame's " + Num(Last) + "; ";
				if (!Near(RoundTheLoop(D[Data::PrevProgress], D[Data::Progress]), 0.07 * Laps - std::floor(0.07 * Laps), 1e-5)) Why += At + "moved " + Num(RoundTheLoop(D[Data::PrevProgress], D[Data::Progress])) + " round the loop; ";
				Last = D[Data::Progress];
			}
			if (Count(Events, I, TravelEvent::Looped) < 2) Why += "laps " + std::to_string(Laps) + ": fewer than two wraps; ";
		}
		Report("travel.closed_loop_wrap_is_continuous", Why.empty(), Why);
	}

	/**
	 * deformer-math.md 10.5: on an atlas of open and closed rows (the controller's bClosedLoop off), a traveller on a
	 * closed row stores its length negative (the row's loop flag) and laps continuously; one on an open row stores it
	 * positive and its wrap is a jump.
	 */
	void ClosedRowBesideOpenRow()
	{
		std::string Why;
		Travel C;
		SpawnSettings Closed = Basic(1.0, TravelEndMode::Loop);
		Closed.bClosedLoop = true;
		SpawnSettings Open = Basic(1.0, TravelEndMode::Loop);
		Open.Row = 1;
		const int32 A = C.Spawn(Closed);
		const int32 B = C.Spawn(Open);
		TArray<EventRecord> Events;
		C.Update(0.07, Events);
		double LastA = C.CustomData(A)[Data::Progress];
		bool bOpenJumped = false;
		for (int Frame = 2; Frame <= 30; ++Frame)
		{
			C.Update(0.07, Events);
			const float* DA = C.CustomData(A);
			const float* DB = C.CustomData(B);
			const std::string At = "frame " + std::to_string(Frame) + ": ";
			if (!Near(DA[Data::SplineLength], -500.0)) Why += At + "closed row's length " + Num(DA[Data::SplineLength]) + "; ";
			if (!Near(DB[Data::SplineLength], 500.0)) Why += At + "open row's length " + Num(DB[Data::SplineLength]) + "; ";
			if (!Near(DA[Data::PrevProgress], LastA, 1e-6)) Why += At + "closed row's previous " + Num(DA[Data::PrevProgress]) + " is not last frame's " + Num(LastA) + "; ";
			bOpenJumped = bOpenJumped || (DB[Data::PrevProgress] == DB[Data::Progress] && DB[Data::Progress] < 0.5f);
			LastA = DA[Data::Progress];
		}
		if (Count(Events, A, TravelEvent::Looped) < 2) Why += "the closed row's traveller wrapped fewer than twice; ";
		if (!bOpenJumped) Why += "the open row's wrap was not a jump; ";
		Report("travel.closed_row_beside_open_row", Why.empty(), Why);
	}

	void DelayHides()
	{
		Travel C;
		TArray<EventRecord> Events;
		SpawnSettings S = Basic(1.0, TravelEndMode::Hold);
		S.Delay = 0.35;
		const int32 I = C.Spawn(S);
		std::string Why;
		for (int Frame = 1; Frame <= 3; ++Frame)
		{
			C.Update(0.1, Events);
			if (C.IsVisible(I)) Why += "visible during its delay; ";
		}
		C.Update(0.1, Events);
		if (!C.IsVisible(I)) Why += "hidden after its delay; ";
		if (Count(Events, I, TravelEvent::Started) != 1) Why += "Started not once; ";
		if (!Near(C.CustomData(I)[Data::Progress], 0.05, 1e-5)) Why += "progress " + Num(C.CustomData(I)[Data::Progress]) + "; ";
		Report("travel.delay_hides", Why.empty(), Why);
	}

	void RecycleReusesTheInstance()
	{
		Travel C;
		TArray<EventRecord> Events;
		SpawnSettings S = Basic(0.5, TravelEndMode::Recycle);
		S.HoldSeconds = 0.2;
		const int32 A = C.Spawn(S);
		const int32 B = C.Spawn(Basic(5.0, TravelEndMode::Hold));
		std::string Why;
		for (int Frame = 0; Frame < 6; ++Frame) C.Update(0.1, Events);
		if (Count(Events, A, TravelEvent::Arrived) != 1) Why += "Arrived not once; ";
		if (Count(Events, A, TravelEvent::Recycled) != 0) Why += "recycled before its hold; ";
		for (int Frame = 0; Frame < 2; ++Frame) C.Update(0.1, Events);
		if (Count(Events, A, TravelEvent::Recycled) != 1) Why += "not recycled after its hold; ";
		if (C.IsVisible(A) || C.NumLive() != 1) Why += "recycled instance still live; ";
		const int32 Again = C.Spawn(Basic(1.0, TravelEndMode::Hold));
		if (Again != A || C.NumTravellers() != 2) Why += "the freed instance was not reused (" + std::to_string(Again) + "); ";
		if (B != 1) Why += "second spawn index; ";
		Report("travel.recycle_reuses_the_instance", Why.empty(), Why);
	}

	void ArrivalSquashRecovers()
	{
		Travel C;
		C.SquashSettings.RecoverSeconds = 0.12;
		TArray<EventRecord> Events;
		SpawnSettings S = Basic(1.0, TravelEndMode::Recycle);
		S.bImpactOnArrival = true;
		S.ImpactPivot = FVector(40.0, 0.0, 0.0);
		S.ImpactNormal = FVector(-1.0, 0.0, 0.0);
		const int32 I = C.Spawn(S);
		std::string Why;
		for (int Frame = 0; Frame < 8; ++Frame) C.Update(0.125, Events); // arrives on the 8th frame (exactly 1 s)
		const float* D = C.CustomData(I);
		// 500 cm in 1 s is 5 m/s: 1 - 0.35 * 5 / 20 = 0.9125.
		if (Count(Events, I, TravelEvent::Arrived) != 1) Why += "not arrived; ";
		if (!Near(D[Data::VelocityStretch], 0.9125, 1e-5)) Why += "impact squash " + Num(D[Data::VelocityStretch]) + "; ";
		if (D[Data::PrevVelocityStretch] != 1.0f) Why += "previous squash before the impact " + Num(D[Data::PrevVelocityStretch]) + "; ";
		if (!Near(D[Data::VelocityAxisLocalX], -1.0) || !Near(D[Data::VelocityPivotLocalX], 40.0)) Why += "axis or pivot; ";
		const float Squashed = D[Data::VelocityStretch];
		C.Update(0.05, Events);
		if (!(C.CustomData(I)[Data::VelocityStretch] > Squashed)) Why += "not recovering; ";
		if (C.CustomData(I)[Data::PrevVelocityStretch] != Squashed) Why += "previous squash not last frame's; ";
		if (Count(Events, I, TravelEvent::Recycled) != 0) Why += "recycled while squashed; ";
		C.Update(0.05, Events);
		C.Update(0.05, Events);
		if (Count(Events, I, TravelEvent::Recycled) != 1) Why += "not recycled once recovered; ";
		Report("travel.arrival_squash_recovers", Why.empty(), Why);
	}

	void CurvesShapeTheTravel()
	{
		Travel C;
		Curves Set;
		Set.Progress.SetNum(3);
		Set.Progress[0] = 0.0;
		Set.Progress[1] = 0.8;
		Set.Progress[2] = 1.0;
		Set.Stretch.SetNum(2);
		Set.Stretch[0] = 1.5;
		Set.Stretch[1] = 1.0;
		Set.Size.SetNum(1);
		Set.Size[0] = 0.5;
		C.Curves.SetNum(2);
		C.Curves[1] = Set;
		SpawnSettings S = Basic(1.0, TravelEndMode::Hold);
		S.Curves = 1;
		const int32 I = C.Spawn(S);
		TArray<EventRecord> Events;
		for (int Frame = 0; Frame < 5; ++Frame) C.Update(0.05, Events); // time 0.25
		const float* D = C.CustomData(I);
		std::string Why;
		if (!Near(D[Data::Progress], 0.4, 1e-6)) Why += "progress " + Num(D[Data::Progress]) + "; ";
		if (!Near(D[Data::StretchScale], 1.375, 1e-6)) Why += "stretch " + Num(D[Data::StretchScale]) + "; ";
		if (!Near(D[Data::SizeScale], 0.5, 1e-6)) Why += "size " + Num(D[Data::SizeScale]) + "; ";
		if (!Near(D[Data::PrevStretchScale], 1.4, 1e-6)) Why += "previous stretch " + Num(D[Data::PrevStretchScale]) + "; ";
		Report("travel.curves_shape_the_travel", Why.empty(), Why);
	}

	void BoundsHoldEveryInstance()
	{
		Travel C;
		TArray<EventRecord> Events;
		SpawnSettings A = Basic(0.2, TravelEndMode::Recycle);
		A.BoundsMin = FVector(-1000.0, -10.0, -10.0);
		A.BoundsMax = FVector(10.0, 10.0, 10.0);
		SpawnSettings B = Basic(5.0, TravelEndMode::Hold);
		B.BoundsMin = FVector(-20.0, -300.0, -5.0);
		B.BoundsMax = FVector(20.0, 5.0, 400.0);
		C.Spawn(A);
		C.Spawn(B);
		FVector Lo, Hi;
		std::string Why;
		if (!C.Bounds(Lo, Hi) || Lo.X != -1000.0 || Lo.Y != -300.0 || Hi.Z != 400.0 || Hi.X != 20.0) Why += "union of two; ";
		for (int Frame = 0; Frame < 4; ++Frame) C.Update(0.1, Events);
		if (Count(Events, 0, TravelEvent::Recycled) != 1) Why += "first not recycled; ";
		if (!C.Bounds(Lo, Hi) || Lo.X != -20.0 || Hi.Z != 400.0) Why += "bounds kept a recycled instance: min x " + Num(Lo.X) + "; ";
		Report("travel.bounds_hold_every_instance", Why.empty(), Why);
	}

	void OddSteps()
	{
		Travel C;
		TArray<EventRecord> Events;
		const int32 I = C.Spawn(Basic(1.0, TravelEndMode::Hold));
		C.Update(0.5, Events);
		C.Update(-3.0, Events);
		C.Update(std::nan(""), Events);
		std::string Why;
		if (!Near(C.CustomData(I)[Data::Progress], 0.5)) Why += "a negative or NaN step moved time; ";
		for (int32 K = 0; K < Data::NumFloats; ++K)
		{
			if (!std::isfinite(C.CustomData(I)[K])) Why += "float " + std::to_string(K) + " not finite; ";
		}
		Report("travel.odd_steps", Why.empty(), Why);
	}
}

namespace
{
	void PausedFrameIsStill()
	{
		Travel C;
		TArray<EventRecord> Events;
		SpawnSettings S = Basic(1.0, TravelEndMode::Hold);
		S.bImpactOnArrival = true;
		const int32 I = C.Spawn(S);
		std::string Why;
		for (int Frame = 0; Frame < 3; ++Frame) C.Update(0.1, Events);
		const float Moving = C.CustomData(I)[Data::Progress];
		// A paused frame (the component passes no time and no continuity): the same pose, no motion.
		C.Update(0.0, Events, false);
		const float* D = C.CustomData(I);
		if (D[Data::Progress] != Moving) Why += "paused frame moved progress; ";
		if (D[Data::PrevProgress] != D[Data::Progress]) Why += "paused frame kept previous " + Num(D[Data::PrevProgress]) + " against " + Num(D[Data::Progress]) + "; ";
		if (!C.IsChanged(I)) Why += "the still frame was not sent; ";
		C.Update(0.0, Events, false);
		if (C.IsChanged(I)) Why += "a second paused frame resent unchanged floats; ";
		// A frame after a skipped tick: it moves, but the pair is a jump.
		C.Update(0.2, Events, false);
		if (C.CustomData(I)[Data::PrevProgress] != C.CustomData(I)[Data::Progress]) Why += "skipped-frame pair not a jump; ";
		if (!Near(C.CustomData(I)[Data::Progress], 0.5, 1e-5)) Why += "skipped frame lost its time; ";
		C.Update(0.1, Events);
		if (!Near(C.CustomData(I)[Data::PrevProgress], 0.5, 1e-5)) Why += "continuity not back after the jump; ";
		Report("travel.paused_frame_is_still", Why.empty(), Why);
	}

	void WritesOnlyChanges()
	{
		Travel C;
		TArray<EventRecord> Events;
		const int32 Resting = C.Spawn(Basic(0.2, TravelEndMode::Hold));
		const int32 Flying = C.Spawn(Basic(10.0, TravelEndMode::Hold));
		std::string Why;
		for (int Frame = 0; Frame < 4; ++Frame) C.Update(0.1, Events);
		// Arrived two frames ago: its previous values caught up, so its floats no longer change.
		if (C.IsChanged(Resting)) Why += "a resting traveller reported a change; ";
		if (!C.IsChanged(Flying)) Why += "a flying traveller reported none; ";
		if (C.CustomData(Resting)[Data::PrevProgress] != 1.0f) Why += "resting previous progress " + Num(C.CustomData(Resting)[Data::PrevProgress]) + "; ";
		Report("travel.writes_only_changes", Why.empty(), Why);
	}

	void DisplacementBound()
	{
		std::string Why;
		// The brute-force answer for boxes: the farthest pair of corners, one from each box.
		auto Corner = [](const FVector& Lo, const FVector& Hi, int K) { return FVector(K & 1 ? Hi.X : Lo.X, K & 2 ? Hi.Y : Lo.Y, K & 4 ? Hi.Z : Lo.Z); };
		auto Farthest = [&Corner](const FVector& ALo, const FVector& AHi, const FVector& BLo, const FVector& BHi)
		{
			double Best = 0.0;
			for (int A = 0; A < 8; ++A)
			{
				for (int B = 0; B < 8; ++B)
				{
					const FVector D = Corner(ALo, AHi, A) - Corner(BLo, BHi, B);
					Best = std::max(Best, std::sqrt(FVector::DotProduct(D, D)));
				}
			}
			return Best;
		};
		const FVector RestLo(-50.0, -20.0, -10.0), RestHi(50.0, 20.0, 10.0);
		// A U-turn that ends where it starts: the deform box barely leaves the mesh's, yet vertices cross the whole mesh.
		const double UTurn = Travel::MaxDisplacement(RestLo, RestHi, RestLo, RestHi, FVector(1.0, 1.0, 1.0));
		if (!Near(UTurn, Farthest(RestLo, RestHi, RestLo, RestHi), 1e-9)) Why += "U-turn bound " + Num(UTurn) + "; ";
		const FVector DeformLo(-900.0, -20.0, -10.0), DeformHi(50.0, 300.0, 10.0);
		const double Long = Travel::MaxDisplacement(DeformLo, DeformHi, RestLo, RestHi, FVector(1.0, 1.0, 1.0));
		if (!Near(Long, Farthest(DeformLo, DeformHi, RestLo, RestHi), 1e-9)) Why += "long path bound " + Num(Long) + "; ";
		// A scaled instanced mesh moves its vertices in world units: times the largest scale component.
		const double Scaled = Travel::MaxDisplacement(DeformLo, DeformHi, RestLo, RestHi, FVector(1.0, -2.5, 0.5));
		if (!Near(Scaled, 2.5 * Long, 1e-9)) Why += "scaled bound " + Num(Scaled) + " want " + Num(2.5 * Long) + "; ";
		Report("travel.displacement_bound", Why.empty(), Why);
	}

	void CountsClamped()
	{
		std::string Why;
		const int32 Requests[] = {-5, 0, 1, 2, 32, 256, 100000};
		for (const int32 Request : Requests)
		{
			const int32 Got = Travel::SafeCount(Request, Travel::MinCurveSamples, Travel::MaxCurveSamples);
			// A sampler divides by Count - 1 and SetNum asserts below 0.
			if (Got < 2 || Got > 256 || (Request >= 2 && Request <= 256 && Got != Request)) Why += std::to_string(Request) + " gave " + std::to_string(Got) + "; ";
		}
		if (Travel::SafeCount(1, Travel::MinAtlasSamples, Travel::MaxAtlasSamples) != 2) Why += "atlas count 1; ";
		Report("travel.counts_clamped", Why.empty(), Why);
	}

	bool Finite(double V)
	{
		return std::isfinite(V);
	}

	bool FiniteOutput(const VelocityOutput& Out)
	{
		return Finite(Out.ParallelScale) && Finite(Out.PerpScale) && Finite(Out.NormalScale) && Out.ParallelScale > 0.0
			&& Finite(Out.Axis.X) && Finite(Out.Axis.Y) && Finite(Out.Axis.Z) && Finite(Out.Pivot.X) && Finite(Out.Pivot.Y) && Finite(Out.Pivot.Z);
	}

	/**
	 * Issue 22: a NaN, a negative and an endless step with smoothing on, and an infinite velocity. A bad step passes
	 * no time (the frame equals one with a zero step) and the stretch recovers: the run ends where a run without the
	 * bad frame ends.
	 */
	void VelocityHostileSteps()
	{
		std::string Why;
		VelocitySettings Settings;
		Settings.SmoothingSeconds = 0.1;
		const FVector Velocity(3.0, 0.0, 4.0);
		const FVector Position(10.0, 20.0, 30.0);
		const double BadSteps[] = {std::nan(""), -1000.0, -INFINITY, INFINITY};
		for (const double Bad : BadSteps)
		{
			VelocityState Clean;
			VelocityState Hit;
			for (int Frame = 0; Frame < 5; ++Frame)
			{
				VelocityMath::StepVelocity(Settings, Clean, 1.0 / 60.0, Velocity, Position, nullptr);
				VelocityMath::StepVelocity(Settings, Hit, 1.0 / 60.0, Velocity, Position, nullptr);
			}
			VelocityState Still = Clean;
			const VelocityOutput Zero = VelocityMath::StepVelocity(Settings, Still, 0.0, Velocity, Position, nullptr);
			const VelocityOutput Out = VelocityMath::StepVelocity(Settings, Hit, Bad, Velocity, Position, nullptr);
			if (!FiniteOutput(Out) || !Near(Out.ParallelScale, Zero.ParallelScale, 1e-12))
			{
				Why += "step " + Num(Bad) + " gave stretch " + Num(Out.ParallelScale) + " want " + Num(Zero.ParallelScale) + "; ";
			}
			VelocityOutput Last;
			VelocityOutput Want;
			for (int Frame = 0; Frame < 120; ++Frame)
			{
				Last = VelocityMath::StepVelocity(Settings, Hit, 1.0 / 60.0, Velocity, Position, nullptr);
				Want = VelocityMath::StepVelocity(Settings, Clean, 1.0 / 60.0, Velocity, Position, nullptr);
			}
			if (!FiniteOutput(Last) || !Near(Last.ParallelScale, Want.ParallelScale, 1e-9))
			{
				Why += "after step " + Num(Bad) + " the stretch is " + Num(Last.ParallelScale) + " want " + Num(Want.ParallelScale) + "; ";
			}
		}
		// An infinite velocity: the axis is its direction, never NaN; a NaN one is no motion.
		VelocityState State;
		const VelocityOutput Endless = VelocityMath::StepVelocity(Settings, State, 1.0 / 60.0, FVector(INFINITY, 0.0, 0.0), Position, nullptr);
		if (!FiniteOutput(Endless) || !Near(Endless.Axis.X, 1.0, 1e-12)) Why += "infinite velocity gave axis " + Num(Endless.Axis.X) + "," + Num(Endless.Axis.Y) + "; ";
		const VelocityOutput Nan = VelocityMath::StepVelocity(Settings, State, 1.0 / 60.0, FVector(std::nan(""), 1.0, 0.0), Position, nullptr);
		if (!FiniteOutput(Nan)) Why += "NaN velocity gave a non-finite output; ";
		const VelocityOutput After = VelocityMath::StepVelocity(Settings, State, 1.0 / 60.0, Velocity, Position, nullptr);
		if (!FiniteOutput(After) || !Near(After.Axis.Z, 0.8, 1e-12)) Why += "after an infinite velocity the axis is " + Num(After.Axis.Z) + "; ";
		Report("velocity.hostile_steps", Why.empty(), Why);
	}

	/** Issue 22: one huge step (1e17 s) on a looping traveller; it must keep moving on the next frames. */
	void LoopSurvivesAHugeStep()
	{
		std::string Why;
		const double Durations[] = {0.3, 1.3, 0.7};
		for (const double Duration : Durations)
		{
			Travel T;
			TArray<EventRecord> Events;
			const int32 I = T.Spawn(Basic(Duration, TravelEndMode::Loop));
			T.Update(1.0 / 60.0, Events);
			T.Update(1e17, Events);
			int Moved = 0;
			float Last = T.CustomData(I)[Data::Progress];
			for (int Frame = 0; Frame < 10; ++Frame)
			{
				T.Update(0.01, Events);
				const float Now = T.CustomData(I)[Data::Progress];
				Moved += Now != Last ? 1 : 0;
				Last = Now;
				if (!(Now >= 0.0f && Now <= 1.0f)) Why += "progress " + Num(Now) + "; ";
			}
			if (Moved < 9) Why += "duration " + Num(Duration) + ": progress moved on " + std::to_string(Moved) + " of 10 frames; ";
		}
		Report("travel.loop_survives_a_huge_step", Why.empty(), Why);
	}

	/** Issue 22: a spline length of 1e300 (and NaN, infinite settings and curves) never reaches the custom data as inf or NaN. */
	void HugeSettingsStayFinite()
	{
		std::string Why;
		Travel T;
		T.Curves.SetNum(1);
		T.Curves[0].Stretch.SetNum(2);
		T.Curves[0].Stretch[0] = std::nan("");
		T.Curves[0].Stretch[1] = 1e300;
		TArray<EventRecord> Events;
		const double Lengths[] = {1e300, INFINITY, std::nan(""), -5.0};
		for (const double Length : Lengths)
		{
			SpawnSettings S = Basic(1.0, TravelEndMode::Hold);
			S.SplineLength = Length;
			S.Curves = 0;
			S.BoundsMin = FVector(std::nan(""), -INFINITY, -1e300);
			S.BoundsMax = FVector(INFINITY, 1e300, std::nan(""));
			S.bImpactOnArrival = true;
			S.ImpactNormal = FVector(std::nan(""), 0.0, 0.0);
			const int32 I = T.Spawn(S);
			bool bBad[Data::NumFloats] = {};
			for (int Frame = 0; Frame < 80; ++Frame)
			{
				T.Update(1.0 / 60.0, Events);
				for (int K = 0; K < Data::NumFloats; ++K)
				{
					if (!std::isfinite(T.CustomData(I)[K]) && !bBad[K])
					{
						bBad[K] = true;
						Why += "length " + Num(Length) + ": float " + std::to_string(K) + " is " + Num(T.CustomData(I)[K]) + "; ";
					}
				}
			}
		}
		FVector Lo, Hi;
		T.Bounds(Lo, Hi);
		if (!Finite(Lo.X) || !Finite(Lo.Y) || !Finite(Lo.Z) || !Finite(Hi.X) || !Finite(Hi.Y) || !Finite(Hi.Z)) Why += "bounds not finite; ";
		Report("travel.huge_settings_stay_finite", Why.empty(), Why);
	}
}

namespace
{
	/** A row's bake with Samples texels; Roll radians per texel, or none. */
	BakeResult RowBake(int32 Samples, const double* Roll)
	{
		BakeResult B;
		B.Positions.SetNum(Samples);
		B.Tangents.SetNum(Samples);
		for (int32 I = 0; I < Samples; ++I)
		{
			B.Tangents[I] = FVector(1.0, 0.0, 0.0);
		}
		if (Roll != nullptr)
		{
			B.Roll.SetNum(Samples);
			for (int32 I = 0; I < Samples; ++I)
			{
				B.Roll[I] = Roll[I];
			}
		}
		B.Length = 100.0;
		return B;
	}

	/** Section 10.5: one BakedRoll per atlas, set where the material reads a roll and some row carries one. */
	void BakedRollFlag()
	{
		std::string Why;
		const double Roll[] = {0.0, 0.5, 6.2831853};
		TArray<BakeResult> Mixed;
		Mixed.SetNum(2);
		Mixed[0] = RowBake(3, nullptr);
		Mixed[1] = RowBake(3, Roll);
		TArray<BakeResult> Plain;
		Plain.SetNum(2);
		Plain[0] = RowBake(3, nullptr);
		Plain[1] = RowBake(3, nullptr);
		if (!Travel::BakedRoll(Mixed, 3, true)) Why += "a rolled row beside an unrolled one: BakedRoll 0; ";
		if (Travel::BakedRoll(Mixed, 3, false)) Why += "a material without a roll input: BakedRoll 1; ";
		if (Travel::BakedRoll(Plain, 3, true)) Why += "no row rolled: BakedRoll 1; ";
		if (Travel::BakedRoll(Mixed, 4, true)) Why += "a roll of another texel count counted; ";
		Report("travel.baked_roll_flag", Why.empty(), Why);
	}

	/** Section 10.5: in a rolled atlas an unrolled row's alpha is a roll of 0; without a roll input 1.2's alpha 1. */
	void UnrolledRowAlphaZero()
	{
		std::string Why;
		const double Roll[] = {0.25, -1.5, 6.2831853};
		const BakeResult Rolled = RowBake(3, Roll);
		const BakeResult Unrolled = RowBake(3, nullptr);
		for (int32 Texel = 0; Texel < 3; ++Texel)
		{
			const float A = Travel::TangentAlpha(Unrolled, 3, Texel, true);
			if (A != 0.0f) Why += "unrolled row, texel " + std::to_string(Texel) + ": alpha " + Num(A) + " in a rolled atlas; ";
			const float B = Travel::TangentAlpha(Rolled, 3, Texel, true);
			if (!Near(B, Roll[Texel])) Why += "rolled row, texel " + std::to_string(Texel) + ": alpha " + Num(B) + " want " + Num(Roll[Texel]) + "; ";
			const float C = Travel::TangentAlpha(Unrolled, 3, Texel, false);
			if (C != 1.0f) Why += "no roll input: alpha " + Num(C) + " want 1; ";
		}
		Report("travel.unrolled_row_alpha_zero", Why.empty(), Why);
	}
}

int main()
{
	BakedRollFlag();
	UnrolledRowAlphaZero();
	VelocityHostileSteps();
	LoopSurvivesAHugeStep();
	HugeSettingsStayFinite();
	PausedFrameIsStill();
	WritesOnlyChanges();
	DisplacementBound();
	CountsClamped();
	LayoutIsTheSpecs();
	ProgressAndPrevious();
	LoopWrapIsAJump();
	ClosedLoopWrapIsContinuous();
	ClosedRowBesideOpenRow();
	DelayHides();
	RecycleReusesTheInstance();
	ArrivalSquashRecovers();
	CurvesShapeTheTravel();
	BoundsHoldEveryInstance();
	OddSteps();
	return Failures == 0 ? 0 : 1;
}
