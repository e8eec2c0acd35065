// ${notice}

#pragma once

// The per-instance controller of the instanced spline travel component (deformer-math.md section 9): spawns, plays
// and recycles travellers, each one instance of an instanced static mesh, and writes each instance's 16 custom data
// floats (section 9.2) with its previous-frame values. Engine-light like the math core (FVector, TArray, FMath), so it
// is compiled and tested outside the engine with g++; the component is a thin shell that hands the floats over.
#include "CoreMinimal.h"
#include "${ue.mathFile()}.h"

/** The per-instance custom data floats of deformer-math.md section 9.2: indices into an instance's floats. */
struct ${plugin.apiMacro()} F${plugin.name()}InstanceData
{
	static constexpr int32 NumFloats = ${instanceLayout.count()};
<#list instanceLayout.floats() as f>
	static constexpr int32 ${f} = ${f?index};
</#list>
};

/** What a traveller does when it reaches the end of its curve. */
enum class E${plugin.name()}TravelEnd : uint8
{
	/** Rests for HoldSeconds (and until its impact squash recovers), then its instance is hidden and reused. */
	Recycle,
	/** Starts over from the beginning (a jump: no motion vector across it; on a closed loop, the next lap, no jump). */
	Loop,
	/** Stays at rest at the end until Recycle is called. */
	Hold
};

/** What happened to a traveller during an update, for the component to broadcast. */
enum class E${plugin.name()}TravelEvent : uint8
{
	/** Its delay ran out and it left the start of the curve. */
	Started,
	/** It reached the end of its curve (progress 1). */
	Arrived,
	/** A looping traveller started over. */
	Looped,
	/** It was hidden and its instance freed for the next spawn. */
	Recycled
};

struct ${plugin.apiMacro()} F${plugin.name()}TravelEventRecord
{
	int32 Traveller = 0;
	E${plugin.name()}TravelEvent Event = E${plugin.name()}TravelEvent::Started;
};

/**
 * Progress, stretch and size over the normalised travel time [0, 1], as uniform samples read with linear
 * interpolation (the component samples the user's curves once). An empty table is the identity: progress = time,
 * stretch and size 1.
 */
struct ${plugin.apiMacro()} F${plugin.name()}TravelCurves
{
	TArray<double> Progress;
	TArray<double> Stretch;
	TArray<double> Size;

	/** Samples at Time in [0, 1] (clamped); Default for an empty table, the single value for a one-sample table. */
	static double Sample(const TArray<double>& Samples, double Time, double Default);
};

/** Everything one traveller needs, given at spawn. */
struct ${plugin.apiMacro()} F${plugin.name()}TravelSpawn
{
	/** Its curve: the atlas row and that row's local arc length (section 9.1). */
	int32 Row = 0;
	double SplineLength = 0.0;
	/**
	 * Its row is a closed loop travelled round (deformer-math.md 10.5): written as a negative SplineLength, the row's
	 * own flag, and the traveller laps as on a closed atlas (bClosedLoop), whatever the other rows are.
	 */
	bool bClosedLoop = false;
	/** Index into the controller's curve sets. */
	int32 Curves = 0;
	double Duration = 1.0;
	/** Seconds before it starts; hidden meanwhile. */
	double Delay = 0.0;
	E${plugin.name()}TravelEnd End = E${plugin.name()}TravelEnd::Recycle;
	double HoldSeconds = 0.0;
	/** An impact squash on arrival (section 5), about ImpactPivot with the surface normal ImpactNormal (instance-local). */
	bool bImpactOnArrival = false;
	FVector ImpactPivot = FVector(0.0, 0.0, 0.0);
	FVector ImpactNormal = FVector(-1.0, 0.0, 0.0);
	/** The row's deform bounds (section 9.5) through the instance's rest transform, in the component's space. */
	FVector BoundsMin = FVector(0.0, 0.0, 0.0);
	FVector BoundsMax = FVector(0.0, 0.0, 0.0);
};

/** One traveller: what it was spawned with, where it is, and its instance's floats. */
struct ${plugin.apiMacro()} F${plugin.name()}Traveller
{
	F${plugin.name()}TravelSpawn Spawn;
	/** Seconds since spawn, delay included (since the last loop for a looping traveller). */
	double Elapsed = 0.0;
	/** Seconds at rest after arrival. */
	double Resting = 0.0;
	bool bLive = false;
	bool bStarted = false;
	bool bArrived = false;
	/** The next write sets the previous-frame values to the current ones (spawn, loop, recycle: a jump). */
	bool bJump = true;
	bool bSquashing = false;
	${ue.mathStruct()}VelocityState Squash;
	/** The squash written this frame (identity when none). */
	double SquashStretch = 1.0;
	FVector SquashAxis = FVector(0.0, 0.0, 1.0);
	FVector SquashPivot = FVector(0.0, 0.0, 0.0);
	float Data[F${plugin.name()}InstanceData::NumFloats] = {};
	/** The last write changed Data: only then does the instance need its custom data sent again. */
	bool bChanged = true;
};

/** The controller: a pool of travellers whose index is the instance index of the instanced mesh. */
struct ${plugin.apiMacro()} F${plugin.name()}InstanceTravel
{
	/** Curve sets travellers refer to by index. */
	TArray<F${plugin.name()}TravelCurves> Curves;
	/** The arrival squash (section 5); speeds in metres per second. */
	${ue.mathStruct()}VelocitySettings SquashSettings;
	/** Length units per metre (Unreal: 100 cm). */
	double UnitsPerMetre = 100.0;

	/**
	 * The atlas's curves are closed loops travelled round (deformer-math.md 10.1, 10.5): a Loop traveller's wrap is no
	 * jump, and Progress is written as its fraction (a progress curve may run past 1: more than one lap per travel),
	 * so the previous value is last frame's, the short way round the loop. Set before Update; every row shares it.
	 */
	bool bClosedLoop = false;

	/** Samples per curve and texels per atlas row: the ranges the component clamps to in code (ClampMin is editor-only). */
	static constexpr int32 MinCurveSamples = 2;
	static constexpr int32 MaxCurveSamples = 256;
	static constexpr int32 MinAtlasSamples = 2;
	static constexpr int32 MaxAtlasSamples = 4096;

	/**
	 * The atlas's BakedRoll (deformer-math.md 10.2, 10.5): one flag per atlas, set when the material reads a roll
	 * (bReadsRoll: modes A and C with a roll in the spec) and some row's bake carries one (Samples values).
	 */
	static bool BakedRoll(const TArray<${ue.mathStruct()}BakeResult>& Rows, int32 Samples, bool bReadsRoll);

	/**
	 * Texel Texel's tangent alpha of a row (modes A and C): its roll in radians where its bake has one; else 0 where
	 * the material reads a roll, since BakedRoll is per atlas and an unrolled row beside rolled ones is a roll of 0
	 * (10.5); else 1, math 1.2's unused alpha.
	 */
	static float TangentAlpha(const ${ue.mathStruct()}BakeResult& Row, int32 Samples, int32 Texel, bool bReadsRoll);

	/** Requested clamped to [Min, Max]: a count of 1 would divide by zero and one below 1 would assert in SetNum. */
	static int32 SafeCount(int32 Requested, int32 Min, int32 Max);

	/**
	 * A true bound on how far any vertex moves (deformer-math.md section 9.5), for the material's Max World Position
	 * Offset Displacement: the engine clamps each world-axis component of every vertex's offset to it (and Nanite
	 * grows its clusters by it). Every deformed vertex lies in the row's deform box, every rest vertex in the mesh's
	 * box (both instance-local), so no vertex moves farther than the largest distance between the two boxes; a
	 * rotation keeps that length, a scale multiplies it by at most its largest component (WorldScale: the instance's
	 * scale times the instanced mesh's world scale).
	 */
	static double MaxDisplacement(const FVector& DeformMin, const FVector& DeformMax, const FVector& RestMin, const FVector& RestMax,
		const FVector& WorldScale);

	/**
	 * Starts a traveller in a free slot (or a new one); returns its index, which is its instance index. Settings are
	 * sanitized: NaN durations, delays and holds become their minimum, all are at most about 31.7 years; spline
	 * lengths and bounds coordinates are finite and at most 1e15.
	 */
	int32 Spawn(const F${plugin.name()}TravelSpawn& Settings);

	/** Frees a traveller now (Hold travellers, or any): hidden, its slot reused by the next spawn. */
	void Recycle(int32 Traveller, TArray<F${plugin.name()}TravelEventRecord>& OutEvents);

	/**
	 * Advances every live traveller by DeltaTime seconds (negative or non-finite steps count as 0, huge ones are capped) and writes its
	 * floats: this frame's values, last frame's as the previous ones (or this frame's again after a jump). When
	 * bContinuous is false (a paused world, a skipped frame: F<Plugin>Core::FrameStep) the last values were not last
	 * frame's, so every traveller's previous values are its current ones (no motion vector).
	 */
	void Update(double DeltaTime, TArray<F${plugin.name()}TravelEventRecord>& OutEvents, bool bContinuous = true);

	/** Whether the traveller's floats changed in the last write (only then must they be sent to the instance). */
	bool IsChanged(int32 Traveller) const { return Travellers[Traveller].bChanged; }

	int32 NumTravellers() const { return Travellers.Num(); }
	int32 NumLive() const { return Live; }

	/** Whether the instance is shown: live and started (waiting and freed instances are hidden). */
	bool IsVisible(int32 Traveller) const;

	const F${plugin.name()}Traveller& Get(int32 Traveller) const { return Travellers[Traveller]; }

	/** The instance's 16 floats (section 9.2), valid until the next Spawn. */
	const float* CustomData(int32 Traveller) const { return Travellers[Traveller].Data; }

	/**
	 * The union of the live travellers' bounds; false when none is live. Recomputed only after a spawn or a
	 * recycle, since a traveller's instance transform and row do not change while it flies.
	 */
	bool Bounds(FVector& OutMin, FVector& OutMax);

private:
	TArray<F${plugin.name()}Traveller> Travellers;
	TArray<int32> Free;
	int32 Live = 0;
	bool bBoundsDirty = true;
	FVector CachedMin = FVector(0.0, 0.0, 0.0);
	FVector CachedMax = FVector(0.0, 0.0, 0.0);

	void Write(F${plugin.name()}Traveller& T, double DeltaTime);
};
