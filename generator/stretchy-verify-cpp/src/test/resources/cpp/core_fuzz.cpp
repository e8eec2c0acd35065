// A seeded, bounded fuzz of the engine-light runtime cores (<Plugin>Core, <Plugin>Math, <Plugin>InstanceTravel,
// exactly as generated), compiled with g++ -fsanitize=address,undefined -fno-sanitize-recover=all against the
// stand-in (CoreFuzzTest). Each class feeds one core hostile values (NaN, +-inf, negative and huge time steps,
// degenerate splines, spawn/recycle storms) and checks what the engine would see: material parameters, custom
// data, bounds and bounds scales, transforms and curve textures are finite (as floats too), the state recovers
// after one bad frame, and memory stays bounded. A case is correct when every check in it holds.
// Prints "FUZZ <class> tried <n> correct <m> checks <k>" per class and up to 3 "BAD <class>: <why>" lines each.
#include "fuzz_random.h"
#include "fuzz_names.h"

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>

namespace
{
	// ---- Seeded generator (fuzz_random.h) ----
	uint64_t Seed = 0x5EED22C0FFEEull;

	uint64_t Next()
	{
		return FuzzSplitMix64(Seed);
	}

	/** Uniform in [0, 1). */
	double Unit()
	{
		return static_cast<double>(Next() >> 11) * (1.0 / 9007199254740992.0);
	}

	int Below(int N)
	{
		return static_cast<int>(Next() % static_cast<uint64_t>(N));
	}

	double Range(double Lo, double Hi)
	{
		return Lo + (Hi - Lo) * Unit();
	}

	const double Nan = std::nan("");
	const double Inf = INFINITY;

	/** A hostile number: NaN, infinities, zeros, denormals, huge and negative values. */
	double Hostile()
	{
		static const double Pool[] = {Nan, Inf, -Inf, 0.0, -0.0, 5e-324, 1e-300, -1e-300, -1.0, -1000.0, 1e17, -1e17,
			1e300, -1e300, DBL_MAX, -DBL_MAX, 1e15, 3.5e38, -3.5e38, 1e-9};
		return Pool[Below(static_cast<int>(sizeof(Pool) / sizeof(Pool[0])))];
	}

	/** Sane with probability 1 - HostileShare, else hostile. */
	double Maybe(double Lo, double Hi, double HostileShare)
	{
		return Unit() < HostileShare ? Hostile() : Range(Lo, Hi);
	}

	FVector MaybeVector(double Lo, double Hi, double HostileShare)
	{
		return FVector(Maybe(Lo, Hi, HostileShare), Maybe(Lo, Hi, HostileShare), Maybe(Lo, Hi, HostileShare));
	}

	/** What the engine reads: finite, and finite once written as a float (material parameters, custom data, textures). */
	bool Float(double V)
	{
		return std::isfinite(V) && std::fabs(V) <= FLT_MAX;
	}

	std::string Num(double V)
	{
		char Buffer[40];
		std::snprintf(Buffer, sizeof(Buffer), "%.17g", V);
		return Buffer;
	}

	/** A float input (a bounds scale): NaN, infinities and overflows as the float they become. */
	float AsFloat(double V)
	{
		return std::isnan(V) ? NAN : V > FLT_MAX ? INFINITY : V < -FLT_MAX ? -INFINITY : static_cast<float>(V);
	}

	bool FloatVector(const FVector& V)
	{
		return Float(V.X) && Float(V.Y) && Float(V.Z);
	}

	bool UnitLength(const FVector& V, double Tolerance)
	{
		return std::fabs(std::sqrt(FVector::DotProduct(V, V)) - 1.0) <= Tolerance;
	}

	/** One class's tally and the case being run. */
	struct FTally
	{
		explicit FTally(const char* InName) : Name(InName) {}

		const char* Name;
		long Tried = 0;
		long Correct = 0;
		long Checks = 0;
		int Printed = 0;
		std::string Why;

		void Begin()
		{
			++Tried;
			Why.clear();
		}

		void Check(bool bOk, const std::string& What)
		{
			++Checks;
			if (!bOk && Why.size() < 400 && Why.find(What) == std::string::npos)
			{
				Why += What;
				Why += "; ";
			}
		}

		void End()
		{
			if (Why.empty())
			{
				++Correct;
			}
			else if (Printed < 3)
			{
				++Printed;
				std::printf("BAD %s: case %ld: %s\n", Name, Tried, Why.c_str());
			}
		}

		void Print() const
		{
			std::printf("FUZZ %s tried %ld correct %ld checks %ld\n", Name, Tried, Correct, Checks);
		}
	};

	// ---- velocity: the velocity controller (<Plugin>Math::StepVelocity), the component's material parameters ----

	VelocitySettings SaneSettings()
	{
		VelocitySettings S;
		S.StretchPerSpeed = Range(0.0, 0.2);
		S.MaxStretch = Range(1.0, 3.0);
		S.SmoothingSeconds = Unit() < 0.3 ? 0.0 : Range(0.01, 0.2);
		S.ImpactStrength = Range(0.0, 1.0);
		S.MinSquash = Range(0.2, 1.0);
		S.MaxImpactSpeed = Range(1.0, 40.0);
		S.RecoverSeconds = Range(0.05, 0.5);
		S.bSpringRecovery = Unit() < 0.5;
		S.SpringDamping = Range(0.1, 0.9);
		S.bTwoDimensional = Unit() < 0.3;
		S.PlaneNormal = FVector(0.0, 1.0, 0.0);
		return S;
	}

	VelocitySettings HostileSettings()
	{
		VelocitySettings S = SaneSettings();
		S.StretchPerSpeed = Maybe(-1.0, 1.0, 0.5);
		S.MaxStretch = Maybe(-2.0, 5.0, 0.5);
		S.SmoothingSeconds = Maybe(-1.0, 1.0, 0.5);
		S.ImpactStrength = Maybe(-2.0, 2.0, 0.5);
		S.MinSquash = Maybe(-1.0, 2.0, 0.5);
		S.MaxImpactSpeed = Maybe(-1.0, 40.0, 0.5);
		S.RecoverSeconds = Maybe(-1.0, 1.0, 0.5);
		S.SpringDamping = Maybe(-1.0, 2.0, 0.5);
		S.PlaneNormal = MaybeVector(-1.0, 1.0, 0.5);
		return S;
	}

	bool OutputOk(const VelocityOutput& Out)
	{
		return Float(Out.ParallelScale) && Float(Out.PerpScale) && Float(Out.NormalScale) && Out.ParallelScale > 0.0
			&& Out.PerpScale > 0.0 && Out.NormalScale > 0.0 && FloatVector(Out.Axis) && UnitLength(Out.Axis, 1e-6)
			&& FloatVector(Out.Pivot);
	}

	bool StateOk(const VelocityState& S)
	{
		return std::isfinite(S.ParallelScale) && FloatVector(S.Axis) && std::isfinite(S.RecoveryElapsed)
			&& std::isfinite(S.ImpactScale) && FloatVector(S.ImpactNormal) && FloatVector(S.ImpactPoint);
	}

	/** A frame a game could produce: a 1/30 to 1/240 s step, a speed up to 50 m/s, now and then a contact. */
	void SaneFrame(double& Dt, FVector& Velocity, bool& bContact, VelocityContact& Contact)
	{
		Dt = Range(1.0 / 240.0, 1.0 / 30.0);
		Velocity = FVector(Range(-30.0, 30.0), Range(-30.0, 30.0), Range(-30.0, 30.0));
		bContact = Unit() < 0.05;
		Contact.Point = FVector(Range(-500.0, 500.0), Range(-500.0, 500.0), Range(-500.0, 500.0));
		Contact.Normal = FVector(Range(-1.0, 1.0), Range(-1.0, 1.0), 1.0);
	}

	void FuzzVelocity(FTally& T, int Cases)
	{
		for (int Case = 0; Case < Cases; ++Case)
		{
			T.Begin();
			// Hostile settings (set from code, past ClampMin) must still give finite outputs.
			const bool bHostileSettings = Unit() < 0.3;
			const VelocitySettings Settings = bHostileSettings ? HostileSettings() : SaneSettings();
			VelocityState State;
			if (Unit() < 0.1)
			{
				// A state loaded or copied with garbage in it.
				State.ParallelScale = Hostile();
				State.Axis = MaybeVector(-1.0, 1.0, 1.0);
				State.RecoveryElapsed = Hostile();
				State.ImpactScale = Hostile();
				State.bRecovering = true;
			}
			const int Frames = 40 + Below(40);
			for (int Frame = 0; Frame < Frames; ++Frame)
			{
				double Dt;
				FVector Velocity;
				bool bContact;
				VelocityContact Contact;
				SaneFrame(Dt, Velocity, bContact, Contact);
				FVector Position(Range(-1e5, 1e5), Range(-1e5, 1e5), Range(-1e5, 1e5));
				if (Unit() < 0.25)
				{
					switch (Below(5))
					{
					case 0: Dt = Hostile(); break;
					case 1: Velocity = MaybeVector(-1e3, 1e3, 0.7); break;
					case 2: Position = MaybeVector(-1e5, 1e5, 0.7); break;
					case 3: bContact = true; Contact.Point = MaybeVector(-1e3, 1e3, 0.7); Contact.Normal = MaybeVector(-1.0, 1.0, 0.7); break;
					default: Dt = Hostile(); Velocity = MaybeVector(-1e3, 1e3, 0.7); break;
					}
				}
				const VelocityOutput Out = VelocityMath::StepVelocity(Settings, State, Dt, Velocity, Position, bContact ? &Contact : nullptr);
				T.Check(OutputOk(Out), "velocity output not finite, not positive or axis not unit");
				T.Check(StateOk(State), "velocity state not finite");
			}
			if (!bHostileSettings)
			{
				// Recovery: after the bad frames, 6 s of sane frames end where a controller that never saw them ends (a
				// garbage stretch is clamped to 1e3 and smoothed back with a time constant up to 0.2 s: e^-30 of it).
				VelocityState Clean;
				VelocityOutput A, B;
				for (int Frame = 0; Frame < 360; ++Frame)
				{
					double Dt;
					FVector Velocity;
					bool bContact;
					VelocityContact Contact;
					SaneFrame(Dt, Velocity, bContact, Contact);
					Velocity = FVector(10.0, 0.0, 0.0);
					const FVector Position(1.0, 2.0, 3.0);
					A = VelocityMath::StepVelocity(Settings, State, 1.0 / 60.0, Velocity, Position, nullptr);
					B = VelocityMath::StepVelocity(Settings, Clean, 1.0 / 60.0, Velocity, Position, nullptr);
				}
				T.Check(std::fabs(A.ParallelScale - B.ParallelScale) <= 1e-6 && std::fabs(A.Axis.X - B.Axis.X) <= 1e-9
					&& std::fabs(A.Pivot.X - B.Pivot.X) <= 1e-9 && A.bPivotAtContact == B.bPivotAtContact,
					"velocity state did not recover after the bad frames: stretch " + Num(A.ParallelScale) + " want " + Num(B.ParallelScale));
			}
			T.End();
		}
	}

	// ---- playback: the spline deform component's playhead (Advance, PreviewTime) and frame step ----

	void FuzzPlayback(FTally& T, int Cases)
	{
		const PlaybackEnd Ends[] = {PlaybackEnd::Once, PlaybackEnd::Loop, PlaybackEnd::PingPong};
		for (int Case = 0; Case < Cases; ++Case)
		{
			T.Begin();
			const PlaybackEnd End = Ends[Below(3)];
			const double Duration = Maybe(0.1, 10.0, 0.3);
			const double Length = Core::SafeDuration(Duration);
			T.Check(std::isfinite(Length) && Length > 0.0, "safe duration not finite and positive");
			PlaybackState State;
			State.bPlaying = true;
			if (Unit() < 0.2)
			{
				State.Time = Hostile();
				State.Direction = Hostile();
			}
			double Clock = 0.0;
			uint64 LastFrame = 0;
			for (int Frame = 0; Frame < 60; ++Frame)
			{
				const bool bBad = Unit() < 0.25;
				const double Step = bBad ? Hostile() : Range(0.0, 0.05);
				const FrameStepResult FrameStep = Core::FrameStep(LastFrame, LastFrame + 1 + (Unit() < 0.1 ? 1 : 0), Unit() < 0.05, Step);
				LastFrame += 1;
				T.Check(std::isfinite(FrameStep.DeltaTime) && FrameStep.DeltaTime >= 0.0, "frame step not finite and non-negative");
				const PlaybackEvents Events = Core::Advance(State, End, Duration, Step);
				T.Check(Float(State.Time) && State.Time >= 0.0 && State.Time <= Length, "playhead outside [0, Duration]: mode "
					+ std::to_string(static_cast<int>(End)) + " duration " + Num(Duration) + " step " + Num(Step) + " time " + Num(State.Time));
				T.Check(State.Direction == 1.0 || State.Direction == -1.0, "direction not +-1");
				T.Check(Events.Loops >= 0, "negative loop count");
				// The component's preview clock is a float that sums DeltaTime; any clock gives a playhead in range.
				Clock = bBad ? Hostile() : Clock + Step;
				const double Normalized = Maybe(0.0, 1.0, 0.3);
				const bool bPlaying = Unit() < 0.8;
				const double Preview = Core::PreviewTime(End, Duration, Normalized, bPlaying, Clock);
				T.Check(Float(Preview) && Preview >= 0.0 && Preview <= Length, "preview time outside [0, Duration]: mode "
					+ std::to_string(static_cast<int>(End)) + " duration " + Num(Duration) + " normalized " + Num(Normalized)
					+ (bPlaying ? " playing" : " held") + " clock " + Num(Clock) + " gave " + Num(Preview));
			}
			// Recovery: a looping or ping-pong playhead moves on the next sane frame.
			if (End != PlaybackEnd::Once && Length > 0.01)
			{
				State.bPlaying = true;
				const double Before = State.Time;
				Core::Advance(State, End, Duration, Length / 7.0);
				T.Check(State.Time != Before, "playhead frozen after the bad frames");
			}
			T.End();
		}
	}

	// ---- spline: the bake and deform bounds (<Plugin>Math::Bake, DeformBounds): curve textures, length, bounds ----

	void FuzzSpline(FTally& T, int Cases)
	{
		for (int Case = 0; Case < Cases; ++Case)
		{
			T.Begin();
			const int Shape = Below(7);
			const int Count = Shape == 0 ? 0 : Shape == 1 ? 1 : 2 + Below(40);
			TArray<FVector> Positions;
			TArray<FVector> Directions;
			Positions.SetNum(Count);
			Directions.SetNum(Count);
			const FVector Anchor(Range(-1e3, 1e3), Range(-1e3, 1e3), Range(-1e3, 1e3));
			for (int32 I = 0; I < Count; ++I)
			{
				switch (Shape)
				{
				case 2: // zero length: every point the same
					Positions[I] = Anchor;
					Directions[I] = FVector(0.0, 0.0, 0.0);
					break;
				case 3: // coincident pairs
					Positions[I] = Anchor + FVector(static_cast<double>(I / 2) * 10.0, 0.0, 0.0);
					Directions[I] = FVector(1.0, 0.0, 0.0);
					break;
				case 4: // huge coordinates
					Positions[I] = FVector(Unit() < 0.5 ? 1e300 : -1e300, static_cast<double>(I) * 1e17, DBL_MAX);
					Directions[I] = MaybeVector(-1e300, 1e300, 0.3);
					break;
				case 5: // hostile anywhere
					Positions[I] = MaybeVector(-1e3, 1e3, 0.3);
					Directions[I] = MaybeVector(-1.0, 1.0, 0.3);
					break;
				default: // a sane curve (with shapes 0 and 1, the empty and one-point ones)
					Positions[I] = Anchor + FVector(static_cast<double>(I) * 25.0, std::sin(I * 0.3) * 40.0, 0.0);
					Directions[I] = FVector(1.0, std::cos(I * 0.3) * 0.48, 0.0);
					break;
				}
			}
			FTransform MeshToWorld(FQuat(0.0, 0.0, 0.0, 1.0), Anchor, FVector(1.0, 1.0, 1.0));
			if (Unit() < 0.3)
			{
				MeshToWorld.Scale3D = MaybeVector(-3.0, 3.0, 0.5);
				MeshToWorld.Rotation = FQuat(Maybe(-1.0, 1.0, 0.3), Maybe(-1.0, 1.0, 0.3), Maybe(-1.0, 1.0, 0.3), Maybe(-1.0, 1.0, 0.3));
			}
			const int32 Samples = Below(80) - 3;
			const FVector Forward = Unit() < 0.2 ? MaybeVector(-1.0, 1.0, 0.8) : FVector(1.0, 0.0, 0.0);
			BakeResult Result;
			VelocityMath::Bake(Positions, Directions, MeshToWorld, Samples, Unit() < 0.7, Forward, Result);
			const int32 Texels = Samples < 2 ? 2 : Samples;
			T.Check(Result.Positions.Num() == Texels && Result.Tangents.Num() == Texels, "bake texel count not max(SampleCount, 2)");
			T.Check(Result.Frames.Num() == 0 || Result.Frames.Num() == Texels, "bake frame count");
			T.Check(Float(Result.Length) && Result.Length >= 0.0, "spline length not finite (the material's SplineLength)");
			bool bTexels = true;
			for (int32 I = 0; I < Result.Positions.Num(); ++I)
			{
				const bool bOk = FloatVector(Result.Positions[I]) && FloatVector(Result.Tangents[I]);
				T.Check(bOk || !bTexels, "shape " + std::to_string(Shape) + " texel " + std::to_string(I) + " position " + Num(Result.Positions[I].X)
					+ " tangent " + Num(Result.Tangents[I].X) + "," + Num(Result.Tangents[I].Y) + "," + Num(Result.Tangents[I].Z));
				bTexels = bTexels && bOk;
			}
			for (int32 I = 0; I < Result.Frames.Num(); ++I)
			{
				const FQuat& Q = Result.Frames[I];
				const bool bOk = Float(Q.X) && Float(Q.Y) && Float(Q.Z) && Float(Q.W);
				T.Check(bOk || !bTexels, "shape " + std::to_string(Shape) + " frame " + std::to_string(I) + " not finite");
				bTexels = bTexels && bOk;
			}
			T.Check(bTexels, "curve texture texel not finite");
			const BoundsBox Box = VelocityMath::DeformBounds(Result.Positions, Result.Tangents, MaybeVector(-1e3, 1e3, 0.2),
				Maybe(1.0, 200.0, 0.2), Maybe(0.0, 3.0, 0.2), Maybe(0.1, 1.0, 0.2), Maybe(1.0, 3.0, 0.2), Maybe(0.0, 0.9, 0.2),
				Maybe(0.0, 1.0, 0.2), Unit() < 0.5);
			T.Check(FloatVector(Box.Min) && FloatVector(Box.Max) && Box.Min.X <= Box.Max.X && Box.Min.Y <= Box.Max.Y && Box.Min.Z <= Box.Max.Z,
				"deform bounds not a finite box");
			T.End();
		}
	}

	// ---- bounds: the bounds scale the shell sets (CaptureBounds, NeededBoundsScale), root velocity, displacement ----

	void FuzzBounds(FTally& T, int Cases)
	{
		for (int Case = 0; Case < Cases; ++Case)
		{
			T.Begin();
			const BoundsSupport Support = Unit() < 0.5 ? BoundsSupport::Scaled : BoundsSupport::Ignored;
			BoundsGrowth Growth;
			Growth.bValid = Unit() < 0.3;
			Growth.Original = AsFloat(Maybe(0.5, 2.0, 0.3));
			Growth.Applied = AsFloat(Maybe(0.5, 4.0, 0.3));
			const float Current = AsFloat(Maybe(0.5, 3.0, 0.3));
			const BoundsState State = Core::CaptureBounds(Support, MaybeVector(0.0, 500.0, 0.3), Maybe(0.0, 800.0, 0.3), Current, Growth);
			T.Check(FloatVector(State.RestExtent) && Float(State.RestRadius) && Float(State.OriginalScale) && State.OriginalScale >= 0.0f,
				"captured rest bounds not finite");
			for (int Frame = 0; Frame < 8; ++Frame)
			{
				const float Scale = Core::NeededBoundsScale(State, MaybeVector(0.0, 3000.0, 0.3));
				T.Check(Float(Scale) && Scale >= 0.0f, "bounds scale not finite (SetBoundsScale)");
				T.Check(Scale >= State.OriginalScale, "bounds scale below the original");
			}
			bool bTeleport = false;
			const FVector Velocity = Core::RootVelocity(MaybeVector(-100.0, 100.0, 0.3), Maybe(0.001, 0.05, 0.3), Unit() < 0.1,
				Maybe(0.0, 1e5, 0.3), bTeleport);
			T.Check(FloatVector(Velocity), "root velocity not finite");
			const double Reach = Travel::MaxDisplacement(MaybeVector(-1e3, 0.0, 0.3), MaybeVector(0.0, 1e3, 0.3), MaybeVector(-50.0, 0.0, 0.3),
				MaybeVector(0.0, 50.0, 0.3), MaybeVector(-3.0, 3.0, 0.3));
			T.Check(Float(Reach) && Reach >= 0.0, "max displacement not finite (the material's Max World Position Offset)");
			T.End();
		}
	}

	// ---- travel: the instanced travel controller under spawn/recycle storms: custom data, bounds, pool size ----

	SpawnSettings RandomSpawn(double HostileShare)
	{
		static const TravelEndMode Modes[] = {TravelEndMode::Recycle, TravelEndMode::Loop, TravelEndMode::Hold};
		SpawnSettings S;
		S.Row = Below(8);
		S.SplineLength = Maybe(10.0, 2000.0, HostileShare);
		S.Curves = Below(3) - 1;
		S.Duration = Maybe(0.05, 2.0, HostileShare);
		S.Delay = Unit() < 0.5 ? 0.0 : Maybe(0.0, 0.5, HostileShare);
		S.End = Modes[Below(3)];
		S.HoldSeconds = Maybe(0.0, 0.3, HostileShare);
		S.bImpactOnArrival = Unit() < 0.5;
		S.ImpactPivot = MaybeVector(-50.0, 50.0, HostileShare);
		S.ImpactNormal = MaybeVector(-1.0, 1.0, HostileShare);
		S.BoundsMin = MaybeVector(-1e3, 0.0, HostileShare);
		S.BoundsMax = MaybeVector(0.0, 1e3, HostileShare);
		return S;
	}

	void FuzzTravel(FTally& T, int Cases)
	{
		constexpr int32 MaxLive = 48;
		for (int Case = 0; Case < Cases; ++Case)
		{
			T.Begin();
			Travel C;
			C.Curves.SetNum(2);
			for (int32 K = 0; K < 2; ++K)
			{
				const int32 N = Below(5);
				C.Curves[K].Progress.SetNum(N);
				C.Curves[K].Stretch.SetNum(N);
				C.Curves[K].Size.SetNum(N);
				for (int32 I = 0; I < N; ++I)
				{
					C.Curves[K].Progress[I] = Maybe(0.0, 1.0, 0.2);
					C.Curves[K].Stretch[I] = Maybe(0.5, 2.0, 0.2);
					C.Curves[K].Size[I] = Maybe(0.5, 2.0, 0.2);
				}
			}
			if (Unit() < 0.2)
			{
				C.SquashSettings = HostileSettings();
				C.UnitsPerMetre = Maybe(50.0, 200.0, 0.5);
			}
			TArray<EventRecord> Events;
			int32 PeakLive = 0;
			const double HostileShare = Unit() < 0.5 ? 0.3 : 0.0;
			for (int Frame = 0; Frame < 120; ++Frame)
			{
				// A storm: up to 6 spawns and 4 recycles a frame, never more than MaxLive alive.
				const int Spawns = Below(7);
				for (int S = 0; S < Spawns && C.NumLive() < MaxLive; ++S)
				{
					C.Spawn(RandomSpawn(HostileShare));
				}
				PeakLive = C.NumLive() > PeakLive ? C.NumLive() : PeakLive;
				const int Recycles = Below(5);
				for (int R = 0; R < Recycles && C.NumTravellers() > 0; ++R)
				{
					C.Recycle(Below(C.NumTravellers()), Events);
				}
				Events.Reset();
				const bool bBad = Unit() < 0.15;
				C.Update(bBad ? Hostile() : Range(1.0 / 240.0, 1.0 / 20.0), Events, Unit() < 0.9);
				T.Check(Events.Num() <= 4 * C.NumTravellers(), "more events than four per traveller in one update");
				bool bData = true;
				int32 Live = 0;
				for (int32 I = 0; I < C.NumTravellers(); ++I)
				{
					if (!C.Get(I).bLive)
					{
						continue;
					}
					++Live;
					const float* Data = C.CustomData(I);
					for (int32 K = 0; K < TravelData::NumFloats; ++K)
					{
						if (!Float(Data[K]) && bData)
						{
							bData = false;
							T.Check(false, "custom data float " + std::to_string(K) + " not finite: " + std::to_string(Data[K]));
						}
					}
				}
				T.Check(bData, "custom data not finite");
				T.Check(Live == C.NumLive(), "live count differs from the live travellers");
				// Memory: freed slots are reused, so the pool never outgrows the most travellers alive at once.
				T.Check(C.NumTravellers() <= PeakLive && C.NumTravellers() <= MaxLive, "traveller pool outgrew the peak live count");
				FVector Lo, Hi;
				if (C.Bounds(Lo, Hi))
				{
					T.Check(FloatVector(Lo) && FloatVector(Hi), "travel bounds not finite");
				}
			}
			// Recovery: after the bad frames a fresh looping traveller on sane steps moves every frame.
			SpawnSettings Looper;
			Looper.Duration = 1.0;
			Looper.SplineLength = 100.0;
			Looper.End = TravelEndMode::Loop;
			Looper.Curves = -1;
			const int32 L = C.Spawn(Looper);
			Events.Reset();
			C.Update(1.0 / 60.0, Events);
			const float First = C.CustomData(L)[TravelData::Progress];
			C.Update(1.0 / 60.0, Events);
			T.Check(C.CustomData(L)[TravelData::Progress] != First, "a looping traveller frozen after the bad frames");
			T.End();
		}
	}
}

int main()
{
	FTally Velocity("velocity");
	FTally Playback("playback");
	FTally Spline("spline");
	FTally Bounds("bounds");
	FTally TravelTally("travel");
	FuzzVelocity(Velocity, 2000);
	FuzzPlayback(Playback, 2000);
	FuzzSpline(Spline, 2000);
	FuzzBounds(Bounds, 2000);
	FuzzTravel(TravelTally, 500);
	Velocity.Print();
	Playback.Print();
	Spline.Print();
	Bounds.Print();
	TravelTally.Print();
	const bool bAll = Velocity.Correct == Velocity.Tried && Playback.Correct == Playback.Tried && Spline.Correct == Spline.Tried
		&& Bounds.Correct == Bounds.Tried && TravelTally.Correct == TravelTally.Tried;
	return bAll ? 0 : 1;
}
