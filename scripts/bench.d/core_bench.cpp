// Per-target cost of the plugin's engine-light core per frame (StretchyCore + StretchyMath as generated), g++ -O2.
// "Unchanged": what a target costs when nothing changed (the playhead step, the bake-key comparison of a 4-point
// spline, the bounds-scale check). "Spline moved": a re-bake of 32 texels from the dense samples plus the render
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
	// A 4-point spline's key: settings, transforms, scales, and per point location, two tangents and a type.
	TArray<double> Key;
	TArray<double> Same;
	Key.SetNum(23 + 4 * 10);
	Same.SetNum(Key.Num());
	for (int32 Index = 0; Index < Key.Num(); ++Index)
	{
		Key[Index] = Same[Index] = 100.0 * std::sin(Index + 1.0);
	}
	FStretchyPlayback Playback;
	Playback.bPlaying = true;
	FStretchyBoundsState Bounds = FStretchyCore::CaptureBounds(EStretchyBoundsSupport::Scaled, FVector(50.0, 20.0, 10.0), 55.0, 1.0f, FStretchyBoundsGrowth());
	const double Unchanged = NanosecondsPerCall(2000000, [&](int Call) {
		const FStretchyPlaybackEvents Events = FStretchyCore::Advance(Playback, EStretchyPlaybackEnd::Loop, 2.0, 1.0 / 60.0);
		const bool bSame = FStretchyCore::SameBakeKey(Key, Same);
		const bool bGrow = FStretchyCore::BoundsScaleDiffers(Bounds.OriginalScale, 8.0f);
		Sink = Sink + Playback.Time + (bSame ? 1.0 : 0.0) + (bGrow ? 1.0 : 0.0) + Events.Loops + Call * 0.0;
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
	std::printf("core per target per frame: unchanged %.1f ns, spline moved (re-bake 32 texels + bounds) %.1f us\n", Unchanged, Moved / 1000.0);
	return 0;
}
