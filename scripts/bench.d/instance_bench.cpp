// Per-instance cost of the instanced travel controller (StretchyInstanceTravel + StretchyMath as generated), g++ -O2,
// against the per-target cost of the individual-component path (StretchyCore's per-frame work, as core_bench.cpp).
// Travellers: 90% looping, 10% landing with an arrival squash and respawned when recycled; 16-sample progress,
// stretch and size curves. The instanced frame includes copying each instance's 16 floats into one flat array (what
// the component hands to the engine). Engine calls (parameter pushes, custom data upload) are counted, not timed.
// Times are this thread's CPU time per frame (the machine may be shared).
#include "StretchyCore.h"
#include "StretchyInstanceTravel.h"

#include <ctime>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace
{
	volatile double Sink = 0.0;

	/** This thread's CPU time: on a shared, loaded machine wall time counts other processes' turns too. */
	double CpuSeconds()
	{
		timespec T;
		clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
		return T.tv_sec + T.tv_nsec * 1e-9;
	}

	FStretchyTravelSpawn Settings(int32 Index)
	{
		FStretchyTravelSpawn S;
		S.Row = Index % 64;
		S.SplineLength = 400.0 + Index % 7 * 50.0;
		S.Curves = Index % 2;
		S.Duration = 0.8 + 0.1 * (Index % 5);
		S.Delay = 0.01 * (Index % 10);
		const bool bLands = Index % 10 == 0;
		S.End = bLands ? EStretchyTravelEnd::Recycle : EStretchyTravelEnd::Loop;
		S.bImpactOnArrival = bLands;
		S.ImpactPivot = FVector(40.0, 0.0, 0.0);
		S.HoldSeconds = 0.1;
		S.BoundsMin = FVector(-1000.0 - Index, -200.0, -200.0);
		S.BoundsMax = FVector(100.0, 200.0, 200.0 + Index);
		return S;
	}

	/** Nanoseconds per instance per frame over Frames frames of N travellers. */
	double Instanced(int32 N, int Frames, int& OutEvents)
	{
		FStretchyInstanceTravel C;
		C.Curves.SetNum(2);
		for (int32 Set = 0; Set < 2; ++Set)
		{
			C.Curves[Set].Progress.SetNum(16);
			C.Curves[Set].Stretch.SetNum(16);
			C.Curves[Set].Size.SetNum(16);
			for (int32 I = 0; I < 16; ++I)
			{
				const double T = I / 15.0;
				C.Curves[Set].Progress[I] = Set == 0 ? T * T * (3.0 - 2.0 * T) : 1.0 - (1.0 - T) * (1.0 - T);
				C.Curves[Set].Stretch[I] = 1.0 + 0.5 * std::sin(3.14159 * T);
				C.Curves[Set].Size[I] = 0.5 + 0.5 * T;
			}
		}
		for (int32 I = 0; I < N; ++I)
		{
			C.Spawn(Settings(I));
		}
		std::vector<float> Flat(static_cast<size_t>(N) * FStretchyInstanceData::NumFloats);
		TArray<FStretchyTravelEventRecord> Events;
		OutEvents = 0;
		const double Start = CpuSeconds();
		for (int Frame = 0; Frame < Frames; ++Frame)
		{
			Events.Reset();
			C.Update(1.0 / 60.0, Events);
			for (int32 E = 0; E < Events.Num(); ++E)
			{
				if (Events[E].Event == EStretchyTravelEvent::Recycled)
				{
					C.Spawn(Settings(Events[E].Traveller));
				}
			}
			OutEvents += Events.Num();
			const int32 Num = C.NumTravellers();
			for (int32 I = 0; I < Num; ++I)
			{
				std::memcpy(&Flat[static_cast<size_t>(I) * FStretchyInstanceData::NumFloats], C.CustomData(I),
					sizeof(float) * FStretchyInstanceData::NumFloats);
			}
			FVector Lo, Hi;
			C.Bounds(Lo, Hi);
			Sink = Sink + Flat[static_cast<size_t>(Frame % N) * 16] + Lo.X;
		}
		return (CpuSeconds() - Start) * 1e9 / (static_cast<double>(Frames) * N);
	}

	/** Nanoseconds per component per frame of the individual path's core work (playhead, bake key, bounds check). */
	double Individual(int32 N, int Frames)
	{
		std::vector<FStretchyPlayback> Playbacks(N);
		for (FStretchyPlayback& P : Playbacks)
		{
			P.bPlaying = true;
		}
		// The bake watch as the component reads it each frame: spline identity and version, the spline-to-mesh transform.
		FStretchyBakeWatch Baked;
		Baked.Spline = 0x1234;
		Baked.SplineVersion = 7;
		Baked.RelativeLocation = FVector(-900.0, 12.5, 3.0);
		Baked.bValid = true;
		const FStretchyBakeWatch Now = Baked;
		const double Start = CpuSeconds();
		for (int Frame = 0; Frame < Frames; ++Frame)
		{
			for (int32 I = 0; I < N; ++I)
			{
				const FStretchyPlaybackEvents Events = FStretchyCore::Advance(Playbacks[I], EStretchyPlaybackEnd::Loop, 1.0 + 0.1 * (I % 5), 1.0 / 60.0);
				const bool bSame = !FStretchyCore::NeedsRebake(Baked, Now, false);
				const bool bGrow = FStretchyCore::BoundsScaleDiffers(1.0f, 8.0f);
				Sink = Sink + Playbacks[I].Time + (bSame ? 1.0 : 0.0) + (bGrow ? 1.0 : 0.0) + Events.Loops;
			}
		}
		return (CpuSeconds() - Start) * 1e9 / (static_cast<double>(Frames) * N);
	}
}

int main(int Argc, char** Argv)
{
	const int Pushes = Argc > 1 ? std::atoi(Argv[1]) : 0;
	for (const int32 N : {1000, 10000})
	{
		const int Frames = N == 1000 ? 3000 : 300;
		int Events = 0;
		Instanced(N, 30, Events); // warm-up
		const double PerInstance = Instanced(N, Frames, Events);
		std::printf("instanced controller, %d travellers, %d frames: %.1f ns per instance per frame (%.3f ms per frame), %d events\n",
			N, Frames, PerInstance, PerInstance * N / 1e6, Events);
	}
	const int32 N = 1000;
	const double PerComponent = Individual(N, 3000);
	int Events = 0;
	const double PerInstance = Instanced(N, 3000, Events);
	std::printf("1000 travellers per frame, core work: instanced %.3f ms vs 1000 components %.3f ms (%.2fx)\n",
		PerInstance * N / 1e6, PerComponent * N / 1e6, PerInstance / PerComponent);
	std::printf("1000 travellers per frame, engine calls: instanced 1 component tick + 1000 instance custom-data writes of 16 floats; "
		"1000 components: 1000 ticks + %d material parameter pushes (%d per component)\n", N * Pushes, Pushes);
	return 0;
}
