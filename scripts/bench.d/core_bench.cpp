// Per-target cost of the plugin's engine-light core per frame (StretchyCore + StretchyMath as generated), g++ -O2.
// "Unchanged": what a target costs when nothing changed (the playhead step, the bake-watch comparison: spline identity
// and engine version, the spline-to-mesh transform and scales; the bounds-scale check). "Spline moved": a re-bake of 32 texels from the dense samples plus the render
// bounds. The engine calls around them (reading the spline, pushing parameters) are not measured here.
#include "StretchyCore.h"
#include "StretchyMath.h"

#include <chrono>
#include <cmath>
#include <cstdio>

namespace
{
	volatile double Sink = 0.0;

	template <typename F>
	double NanosecondsPerCall(int Calls, F&& Body)
	{
		const auto Start = std::chrono::steady_clock::now();
		for (int Call = 0; Call < Calls; ++Call)
		{
			Body(Call);
		}
		const auto End = std::chrono::steady_clock::now();
		return std::chrono::duration<double, std::nano>(End - Start).count() / Calls;
	}
}

int main()
{
	// What the shell reads from the engine each frame: no spline point, only the version and two transforms.
	FStretchyBakeWatch Baked;
	Baked.Spline = 0x1234;
	Baked.SplineVersion = 7;
	Baked.RelativeLocation = FVector(-900.0, 12.5, 3.0);
	Baked.RelativeRotation = FVector(0.0, 0.0, 0.3826834);
	Baked.RelativeRotationW = 0.9238795;
	Baked.bValid = true;
	FStretchyBakeWatch Now = Baked;
	FStretchyPlayback Playback;
	Playback.bPlaying = true;
	FStretchyBoundsState Bounds = FStretchyCore::CaptureBounds(EStretchyBoundsSupport::Scaled, FVector(50.0, 20.0, 10.0), 55.0, 1.0f, FStretchyBoundsGrowth());
	int32 Rebakes = 0;
	const double Unchanged = NanosecondsPerCall(2000000, [&](int Call) {
		const FStretchyPlaybackEvents Events = FStretchyCore::Advance(Playback, EStretchyPlaybackEnd::Loop, 2.0, 1.0 / 60.0);
		Now.RelativeLocation.X = -900.0 + (Call & 1) * 1e-9; // rounding noise of an actor moving as a whole
		const bool bRebake = FStretchyCore::NeedsRebake(Baked, Now, false);
		const bool bGrow = FStretchyCore::BoundsScaleDiffers(Bounds.OriginalScale, 8.0f);
		Rebakes += bRebake ? 1 : 0;
		Sink = Sink + Playback.Time + (bGrow ? 1.0 : 0.0) + Events.Loops;
	});

	const int32 SampleCount = 32;
	const int32 Steps = FStretchyMath::DenseStepCount(SampleCount);
	TArray<FVector> Positions;
	TArray<FVector> Directions;
	Positions.SetNum(Steps + 1);
	Directions.SetNum(Steps + 1);
	for (int32 Step = 0; Step <= Steps; ++Step)
	{
		const double T = static_cast<double>(Step) / Steps;
		Positions[Step] = FVector(-900.0 * (1.0 - T), 200.0 * std::sin(3.0 * T), 50.0 * T);
		Directions[Step] = FStretchyMath::SafeNormal(FVector(900.0, 600.0 * std::cos(3.0 * T), 50.0), FVector(1.0, 0.0, 0.0));
	}
	const FTransform MeshToWorld(FQuat(0.0, 0.0, 0.0, 1.0), FVector(0.0, 0.0, 0.0), FVector(1.0, 1.0, 1.0));
	FStretchyMathBakeResult Result;
	const double Moved = NanosecondsPerCall(20000, [&](int Call) {
		FStretchyMath::Bake(Positions, Directions, MeshToWorld, SampleCount, false, FVector(1.0, 0.0, 0.0), Result);
		const FStretchyMathBox Box = FStretchyMath::DeformBounds(Result.Positions, Result.Tangents, FVector(0.0, 0.0, 0.0), 55.0,
			1.2, 0.6, 1.6, 0.3, 1.0, true);
		Sink = Sink + Box.Max.X + Call * 0.0;
	});
	std::printf("core per target per frame, g++ -O2: nothing changed %.1f ns (%d re-bakes), spline moved (re-bake 32 texels + bounds) %.1f us\n",
		Unchanged, Rebakes, Moved / 1000.0);
	return 0;
}
