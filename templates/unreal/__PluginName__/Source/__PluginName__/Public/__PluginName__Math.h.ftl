// ${notice}

#pragma once

// The engine-light math core (math spec ${mathVersion}: sections 1 step 8, 2 and 5). It uses only FVector, FQuat,
// FTransform::InverseTransformVector, TArray and a few FMath functions, so the same file is compiled outside the
// engine against a stand-in for exactly that subset and checked against the golden vectors.
#include "CoreMinimal.h"

/** The baked curve of one mesh, in the mesh's local space (math spec section 2). */
struct ${plugin.apiMacro()} ${ue.mathStruct()}BakeResult
{
	/** Texel positions relative to the curve's end, so Positions.Last() is zero. */
	TArray<FVector> Positions;

	/** Unit tangents per texel. */
	TArray<FVector> Tangents;

	/** Rotation-minimizing frames per texel; filled only when requested. */
	TArray<FQuat> Frames;

	/**
	 * Roll per texel in radians (math spec section 10.2), the tangent texture's alpha in modes A and C; empty when the
	 * bake has none (alpha 1). Mode B holds its roll in Frames and leaves this empty.
	 */
	TArray<double> Roll;

	/** True local arc length of the curve. */
	double Length = 0.0;
};

/** Axis-aligned box as two corners; kept out of FBox so the core needs no more of the engine than it uses. */
struct ${plugin.apiMacro()} ${ue.mathStruct()}Box
{
	FVector Min = FVector(0.0, 0.0, 0.0);
	FVector Max = FVector(0.0, 0.0, 0.0);
};

/** Settings of the velocity controller (math spec section 5). Speeds in metres per second, as in the spec. */
struct ${plugin.apiMacro()} ${ue.mathStruct()}VelocitySettings
{
<#list controller.parameters() as c>
<#if c.doc()?has_content>
	/** ${c.doc()} */
</#if>
<#switch c.kind()>
<#case "number">
	double ${c.cpp()} = ${lit.d(c.number())};
<#break>
<#case "vector">
	FVector ${c.cpp()} = FVector(<#list c.vector() as x>${lit.d(x)}<#sep>, </#sep></#list>);
<#break>
<#default>
	bool ${c.cpp()} = ${c.flag()?c};
</#switch>
</#list>
};

/** What the controller carries from one frame to the next. */
struct ${plugin.apiMacro()} ${ue.mathStruct()}VelocityState
{
	double ParallelScale = 1.0;
	FVector Axis = FVector(0.0, 0.0, 1.0);
	bool bRecovering = false;
	double RecoveryElapsed = 0.0;
	double ImpactScale = 1.0;
	FVector ImpactNormal = FVector(0.0, 0.0, 1.0);
	FVector ImpactPoint = FVector(0.0, 0.0, 0.0);
};

/** One frame of the controller's output. */
struct ${plugin.apiMacro()} ${ue.mathStruct()}VelocityOutput
{
	/** Unit axis of the stretch or squash. */
	FVector Axis = FVector(0.0, 0.0, 1.0);
	/** Scale along the axis. */
	double ParallelScale = 1.0;
	/** Scale across the axis (3D), or on the in-plane perpendicular axis (2D). */
	double PerpScale = 1.0;
	/** Scale along the plane normal: PerpScale in 3D, 1 in 2D. The product of the three scales is 1. */
	double NormalScale = 1.0;
	/** True while an impact squash recovers: the pivot is the contact point, otherwise the object's position. */
	bool bPivotAtContact = false;
	FVector Pivot = FVector(0.0, 0.0, 0.0);
};

/** A contact reported to the controller this frame. */
struct ${plugin.apiMacro()} ${ue.mathStruct()}Contact
{
	FVector Point = FVector(0.0, 0.0, 0.0);
	/** Unit normal pointing away from the surface that was hit. */
	FVector Normal = FVector(0.0, 0.0, 1.0);
};

/** The deformer math the components run on the CPU. Stateless; every function is deterministic. */
struct ${plugin.apiMacro()} ${ue.mathStruct()}
{
	/** Texels per baked curve never fall below this (math spec section 1: N = max(SampleCount, 2)). */
	static constexpr int32 MinSampleCount = 2;

	/** Dense world samples per texel interval (math spec section 2 step 1: K = 8 (N - 1)). */
	static constexpr int32 DenseSamplesPerTexel = 8;

	/** Spec section 1 step 1: the rest frame (Right, Up) around the unit forward axis. */
	static void RestFrame(const FVector& Forward, FVector& OutRight, FVector& OutUp);

	/** Spec section 1 step 8, mode A: rotates U by the minimal rotation taking unit Forward to unit Tangent. */
	static FVector RotateMinimal(const FVector& Forward, const FVector& Tangent, const FVector& U);

	/** Normalizes V, or returns Fallback when V is shorter than 1e-8 (the spec's rule) or not finite. */
	static FVector SafeNormal(const FVector& V, const FVector& Fallback);

	/** Number of dense world samples minus one for a bake of SampleCount texels. */
	static int32 DenseStepCount(int32 SampleCount);

	/**
	 * Spec section 2 steps 2 to 5. WorldPositions/WorldDirections are the K + 1 dense samples at equal steps of world
	 * arc length; MeshToWorld is the mesh component's transform (with scale). Frames are filled when
	 * bRotationMinimizing is set, from the unit Forward axis.
	 */
	static void Bake(const TArray<FVector>& WorldPositions, const TArray<FVector>& WorldDirections,
		const FTransform& MeshToWorld, int32 SampleCount, bool bRotationMinimizing, const FVector& Forward,
		${ue.mathStruct()}BakeResult& OutResult);

	/** Spec section 2 steps 3 and 4: uniform resample in local arc length. Returns the length. */
	static double ResampleUniform(const TArray<FVector>& LocalPositions, const TArray<FVector>& LocalTangents,
		int32 SampleCount, TArray<FVector>& OutPositions, TArray<FVector>& OutTangents);

	/**
	 * Spec sections 2 and 10 in one call: Bake, then on a closed loop CloseLoop, then the roll (radians per texel, as
	 * many as the bake has texels; empty for none) through ApplyRoll. Returns false when the roll was refused (a closed
	 * loop whose roll does not change by whole turns); OutResult is then the bake without the roll.
	 */
	static bool BakeLoopRoll(const TArray<FVector>& WorldPositions, const TArray<FVector>& WorldDirections,
		const FTransform& MeshToWorld, int32 SampleCount, bool bRotationMinimizing, const FVector& Forward, bool bClosedLoop,
		const TArray<double>& Roll, ${ue.mathStruct()}BakeResult& OutResult);

	/**
	 * Spec section 10.1 on the bake of a closed loop: texel 0 written as texel N-1 (positions and tangents, so the seam
	 * has no step), then, when the bake has frames (mode B), the frames made again from those texels and their closing
	 * twist (Holonomy) spread evenly: Q'[i] = Q[i] * q(Forward, -Theta (1 - i / (N - 1))), signs continuous from the end.
	 */
	static void CloseLoop(${ue.mathStruct()}BakeResult& InOutResult, const FVector& Forward);

	/**
	 * Spec section 10.1: the signed angle about the seam's tangent from the end frame (texel N-1, the anchor) to the
	 * start frame (texel 0) of mode B's frames round a closed loop; 0 after CloseLoop.
	 */
	static double Holonomy(const TArray<FQuat>& Frames, const FVector& Forward);

	/**
	 * Spec section 10.2: bakes Roll (radians per texel) into the result: as Roll for modes A and C, folded into the
	 * frames for mode B (Q'[i] = Q[i] * q(Forward, Roll[i]), signs continuous from the end). On a closed loop a roll
	 * that does not change by whole turns from texel 0 to texel N-1 is refused: returns false and bakes nothing.
	 * A Roll of another length than the bake's texels is no roll.
	 */
	static bool ApplyRoll(${ue.mathStruct()}BakeResult& InOutResult, const FVector& Forward, bool bClosedLoop, const TArray<double>& Roll);

	/** Spec section 10.2: whether Roll changes by a whole number of turns from its first value to its last. */
	static bool RollClosesLoop(const TArray<double>& Roll);

	/**
	 * Spec section 10.2, the roll curve: keys (KeyAt in [0, 1], increasing; KeyDegrees) read piecewise linear at each
	 * texel's normalised arc length i / (N - 1), constant outside, in radians. No keys: no roll (OutRoll empty).
	 */
	static void RollFromCurve(const TArray<double>& KeyAt, const TArray<double>& KeyDegrees, int32 SampleCount, TArray<double>& OutRoll);

	/**
	 * Spec section 10.2, the spline's own roll: per texel the signed angle about Tangents[i] from FrameUps[i] (the up
	 * axis of the frame the deformer builds there, FrameUps) to SplineUps[i] made perpendicular to the tangent,
	 * unwrapped so that neighbours differ by less than half a turn.
	 */
	static void RollFromUpVectors(const TArray<FVector>& Tangents, const TArray<FVector>& FrameUps, const TArray<FVector>& SplineUps,
		TArray<double>& OutRoll);

	/**
	 * The up axis of the frame the deformer builds at each texel before any roll (spec section 1 step 8): mode B's
	 * frames when the bake has them, else mode C's (bArticle) or mode A's from the tangents.
	 */
	static void FrameUps(const ${ue.mathStruct()}BakeResult& Bake, const FVector& Forward, bool bArticle, TArray<FVector>& OutUps);

	/**
	 * Spec section 10.2: the spline's up vectors at the K + 1 dense world samples of Bake (WorldUps, beside its
	 * WorldPositions), taken to the mesh's local space with MeshToWorld's inverse and resampled at the texels as Bake
	 * resamples the tangents (local arc length, piecewise linear). On a closed loop texel 0 takes texel N-1's, as
	 * CloseLoop does for the tangents, so the roll closes in whole turns.
	 */
	static void BakeUpVectors(const TArray<FVector>& WorldPositions, const TArray<FVector>& WorldUps, const FTransform& MeshToWorld,
		int32 SampleCount, bool bClosedLoop, TArray<FVector>& OutUps);

	/** Spec section 2 step 5: double-reflection frames anchored at the end, as quaternions with continuous sign. */
	static void RotationMinimizingFrames(const TArray<FVector>& Positions, const TArray<FVector>& Tangents,
		const FVector& Forward, TArray<FQuat>& OutFrames);

	/** The unit quaternion taking the orthonormal frame (X0, Y0, Z0) to (X1, Y1, Z1). */
	static FQuat FrameToFrame(const FVector& X0, const FVector& Y0, const FVector& Z0,
		const FVector& X1, const FVector& Y1, const FVector& Z1);

	/**
	 * Spec section 2 step 6: the local box holding every deformed vertex for Progress in [0, 1], SizeScale in
	 * [0, MaxSize], StretchScale in [MinStretch, MaxStretch], |StretchBias| <= MaxBias, PreserveVolume up to
	 * PreserveVolume: the curve placed at the mesh centre (with end extrapolation, its ends continued along their
	 * tangents by MaxSize * MaxStretch * (1 + |b|) * MeshRadius), grown by max(1, MaxSize * k) * MeshRadius with
	 * k = max(1, lerp(1, 1 / sqrt(MinStretch * (1 - |b|)), PreserveVolume)), the widest squashed cross-section.
	 */
	static ${ue.mathStruct()}Box DeformBounds(const TArray<FVector>& Positions, const TArray<FVector>& Tangents,
		const FVector& MeshCenter, double MeshRadius, double MaxSize, double MinStretch, double MaxStretch, double MaxBias,
		double PreserveVolume, bool bEndExtrapolation);

	/**
	 * Spec section 5: advances the velocity controller by Dt seconds. Velocity in the settings' speed unit (the
	 * components use m/s), Position the object's (the stretch pivot); Contact may be null. Any input is taken: a NaN,
	 * negative or infinite Dt passes no time, a NaN velocity is none, an infinite one keeps its direction, settings
	 * are clamped to the ranges their formulas divide by, and the state is made finite first, so the output (the
	 * material parameters) is always finite with a positive scale and a unit axis.
	 */
	static ${ue.mathStruct()}VelocityOutput StepVelocity(const ${ue.mathStruct()}VelocitySettings& Settings,
		${ue.mathStruct()}VelocityState& State, double Dt, const FVector& Velocity, const FVector& Position,
		const ${ue.mathStruct()}Contact* Contact);

	/** Spec section 5: the recovering impact scale at Elapsed seconds; exactly 1 from RecoverSeconds on. */
	static double RecoveryScale(const ${ue.mathStruct()}VelocitySettings& Settings, double ImpactScale, double Elapsed);
};
