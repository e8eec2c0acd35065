// ${notice}

#pragma once

// The components' decisions, kept out of the engine so they are compiled and tested outside it (g++ scenario tests
// against a stand-in for the engine behaviour they rely on, each behaviour cited in docs/engine-facts.md). The
// components are a thin shell: they read the engine, call these functions and write back. Uses only FVector, TArray,
// int32, uint8, uint32, uint64 and FMath, like the math core.
#include "CoreMinimal.h"

/** How a mesh component's CalcBounds treats BoundsScale (docs/engine-facts.md, "Bounds"). */
enum class E${plugin.name()}BoundsSupport : uint8
{
	/** CalcBounds multiplies the extent by BoundsScale (static and skinned meshes): growing the scale grows the bounds. */
	Scaled,
	/** CalcBounds never reads BoundsScale (instanced, spline and other meshes): growing it does nothing. */
	Ignored
};

/**
 * The engine mesh component classes whose CalcBounds the plugin has read (docs/engine-facts.md, "Bounds"); the shell
 * names the nearest one in a target's class chain. Paper2D and procedural meshes are plugins this module does not
 * link, so the shell matches them by class name.
 */
enum class E${plugin.name()}MeshClass : uint8
{
	StaticMesh,
	InstancedStaticMesh,
	SplineMesh,
	SkinnedMesh,
	PaperSprite,
	PaperFlipbook,
	PaperTileMap,
	PaperGroupedSprite,
	ProceduralMesh,
	/** UInstancedSkinnedMeshComponent (5.6+, experimental): a skinned mesh whose CalcBounds unions its instances. */
	InstancedSkinnedMesh,
	/** Any other mesh component: its CalcBounds was not read. */
	Other
};

/** What playback does at the end of the curve; mirrors the component's loop mode. */
enum class E${plugin.name()}PlaybackEnd : uint8
{
	Once,
	Loop,
	PingPong
};

/** The playhead of a spline deform component. */
struct ${plugin.apiMacro()} F${plugin.name()}Playback
{
	/** Seconds into the curve, always within [0, Duration]. */
	double Time = 0.0;
	/** +1 forwards, -1 backwards (ping-pong). */
	double Direction = 1.0;
	bool bPlaying = false;
};

/** What one playback step did, for the shell to broadcast. */
struct ${plugin.apiMacro()} F${plugin.name()}PlaybackEvents
{
	/** A Once playback reached the end this step. */
	bool bFinished = false;
	/** Wraps (Loop) or turns (Ping-Pong) this step; a long step may hold several. */
	int32 Loops = 0;
	/** The playhead moved discontinuously (a wrap): no motion vector across it. */
	bool bJumped = false;
};

/** Rest bounds of one target and the bounds scale it had before a component grew it. */
struct ${plugin.apiMacro()} F${plugin.name()}BoundsState
{
	E${plugin.name()}BoundsSupport Support = E${plugin.name()}BoundsSupport::Scaled;
	/** Local half extent at rest, BoundsScale divided out where CalcBounds applied it. */
	FVector RestExtent = FVector(0.0, 0.0, 0.0);
	double RestRadius = 0.0;
	/** The bounds scale the user authored, restored on unregister and before saves. */
	float OriginalScale = 1.0f;
	bool bCaptured = false;
};

/**
 * The record a component keeps (saved with it, so duplicates, pastes and Play-In-Editor copies carry it) of a bounds
 * scale it grew: a mesh whose scale still equals Applied was grown by a component, and Original is what it had.
 */
struct ${plugin.apiMacro()} F${plugin.name()}BoundsGrowth
{
	float Original = 1.0f;
	float Applied = 1.0f;
	bool bValid = false;
};

/** Where a spline deform target rests relative to the curve's end (math spec: at the end, facing along it). */
struct ${plugin.apiMacro()} F${plugin.name()}Placement
{
	/** Distance from the mesh's rest centre to the curve's end. */
	double Distance = 0.0;
	/** Angle in degrees between the mesh's forward axis and the curve's end direction. */
	double AngleDegrees = 0.0;
	/** A mesh elsewhere travels a shifted copy of the curve. */
	bool bAtEnd = true;
	/** A mesh facing another way twists over the last part of the travel. */
	bool bFacingAlong = true;
};

/**
 * The format and filter of the plugin's float curve textures (positions, tangents, atlases): RGBA32F with bilinear
 * filtering where the RHI reports that format filterable, else RGBA16F (filterable on far more devices, at half
 * precision), else RGBA32F read at the nearest texel (stair-stepped but defined; docs/engine-facts.md,
 * pixel-format-filterable).
 */
enum class E${plugin.name()}CurveTexelFormat : uint8
{
	Float32Bilinear,
	Float16Bilinear,
	Float32Nearest
};

/** Why a material's Max World Position Offset Displacement does not fit a deformation (docs/engine-facts.md, wpo-clamp). */
enum class E${plugin.name()}DisplacementLimit : uint8
{
	/** Above the reach, or 0 on a mesh that is not Nanite (0 disables the clamp there). */
	Fits,
	/** Above 0 and below the reach: every vertex's offset is clamped per world axis, flattening the deformation. */
	BelowReach,
	/** 0 on a Nanite mesh: Nanite grows its cluster bounds only by this value, so deformed clusters are culled at rest. */
	ZeroOnNanite
};

/**
 * One frame of a component that writes previous-frame values (motion vectors): the step to advance by, and whether
 * the last values written describe the frame rendered just before this one. Not after a paused world (ticks run,
 * time does not, and the last pair must not keep reporting a motion) or a frame without a tick (throttled, disabled,
 * or the first one).
 */
struct ${plugin.apiMacro()} F${plugin.name()}FrameStep
{
	double DeltaTime = 0.0;
	bool bContinuous = false;
};

/**
 * What a target's bake depends on, read cheaply every frame from engine-provided signals instead of from every spline
 * point: the spline component (its address), its version (the engine bumps it in every UpdateSpline: points,
 * tangents, closed loop, reparam steps, undo; docs/engine-facts.md, "spline-version") and the spline seen from the
 * mesh (the bake is in the mesh's space) with both world scales. Moving the whole actor changes none of them.
 */
struct ${plugin.apiMacro()} F${plugin.name()}BakeWatch
{
	uint64 Spline = 0;
	uint32 SplineVersion = 0;
	FVector RelativeLocation = FVector(0.0, 0.0, 0.0);
	/** The relative rotation's quaternion: X, Y, Z here and W below. */
	FVector RelativeRotation = FVector(0.0, 0.0, 0.0);
	double RelativeRotationW = 1.0;
	FVector SplineScale = FVector(1.0, 1.0, 1.0);
	FVector MeshScale = FVector(1.0, 1.0, 1.0);
	/** False until the first bake: an empty watch always needs one. */
	bool bValid = false;
};

/**
 * The components' decisions (engine-light, deterministic). The material-slot policy is a template over an adapter so
 * the same code runs on the engine's mesh components and on the tests' stand-in; see ApplySlots.
 */
struct ${plugin.apiMacro()} F${plugin.name()}Core
{
	/** Relative tolerance under which two bounds scales are the same (the shell skips SetBoundsScale). */
	static constexpr double BoundsScaleTolerance = 1e-3;

	/**
	 * Advances a playhead by DeltaTime seconds (negative or non-finite steps do not move it). Loop wraps and ping-pong
	 * turns are counted, however long the step; the playhead always ends within [0, Duration]. A Loop wrap is a jump,
	 * except round a closed loop (bClosedLoop, math spec section 10.1), where it is the next lap.
	 */
	static F${plugin.name()}PlaybackEvents Advance(F${plugin.name()}Playback& State, E${plugin.name()}PlaybackEnd End, double Duration, double DeltaTime,
		bool bClosedLoop = false);

	/**
	 * The editor preview's playhead in seconds: NormalizedTime held, or Clock played on repeat (ping-pong turns back).
	 * Always within [0, Duration], whatever the clock (NaN, negative, huge).
	 */
	static double PreviewTime(E${plugin.name()}PlaybackEnd End, double Duration, double NormalizedTime, bool bPlaying, double Clock);

	/**
	 * Duration at least 1e-4 s (a NaN one too), so playback never divides by zero, and at most 1e9 s, so the playhead
	 * stays finite as a float.
	 */
	static double SafeDuration(double Duration);

	/**
	 * Whether a mesh class's CalcBounds multiplies by BoundsScale, as read in the engine: static, skinned, sprite,
	 * flipbook, tile map and procedural meshes do; instanced, spline and grouped-sprite meshes do not. An unread class
	 * counts as Ignored: its bounds are never grown and never divided by a scale they may not carry.
	 */
	static E${plugin.name()}BoundsSupport BoundsSupportOf(E${plugin.name()}MeshClass Class);

	/**
	 * Captures a target's rest bounds once: Extent/Radius as CalcBounds(Identity) returns them with the mesh's
	 * CurrentScale. Only Scaled types multiplied them by CurrentScale, so only theirs is divided out. Growth is the
	 * record carried from a component that grew this mesh (a copy of a previewing actor): its Original is kept.
	 */
	static F${plugin.name()}BoundsState CaptureBounds(E${plugin.name()}BoundsSupport Support, const FVector& Extent, double Radius,
		float CurrentScale, const F${plugin.name()}BoundsGrowth& Growth);

	/**
	 * The bounds scale that makes the rest box (grown about its centre) hold Reach, the largest distance from the mesh
	 * centre per axis a deformed vertex can reach; never below the original. Ignored types keep their original scale.
	 */
	static float NeededBoundsScale(const F${plugin.name()}BoundsState& Bounds, const FVector& Reach);

	/** Largest distance from the curve's end, as a fraction of the mesh radius (at least 1 unit), that counts as at the end. */
	static constexpr double PlacementDistanceFraction = 0.05;

	/** Largest angle in degrees between the mesh's forward axis and the end direction that counts as facing along it. */
	static constexpr double PlacementAngleDegrees = 5.0;

	/** How a mesh (rest centre, forward axis, radius; world space) sits against the curve's end point and direction. */
	static F${plugin.name()}Placement CheckPlacement(const FVector& MeshCenter, const FVector& MeshForward, double MeshRadius,
		const FVector& CurveEnd, const FVector& EndDirection);

	/**
	 * Relative tolerance of the watched transforms: the spline-to-mesh transform is computed from two world
	 * transforms, and moving the whole actor changes it by rounding only. Far below anything visible.
	 */
	static constexpr double BakeWatchTolerance = 1e-6;

	/**
	 * Whether a target baked under Baked must bake again now: a request (property edit, registration, Rebake), a
	 * different spline, a new spline version, or a watched transform that moved beyond BakeWatchTolerance. Everything
	 * else, the spline's points above all, is not read: the version stands for them.
	 */
	static bool NeedsRebake(const F${plugin.name()}BakeWatch& Baked, const F${plugin.name()}BakeWatch& Now, bool bRequested);

	/**
	 * The step of a frame: LastFrame is the engine frame counter at the previous write (0: none yet), ThisFrame the
	 * current one. Paused: no time passes and nothing is continuous, so the previous values equal the current ones
	 * (zero velocity, as the engine's own deforming vertex factories treat a paused world). A frame counter that
	 * skipped a frame: the last pair was not last frame's, so this frame is a jump too.
	 */
	static F${plugin.name()}FrameStep FrameStep(uint64 LastFrame, uint64 ThisFrame, bool bPaused, double DeltaTime);

	/** The curve texture format for what the RHI reports (GPixelFormats[...].Capabilities, TextureFilterable). */
	static E${plugin.name()}CurveTexelFormat CurveTexelFormat(bool bFloat32Filterable, bool bFloat16Filterable);

	/** Whether a material's Max World Position Offset Displacement (Limit) fits a deformation that reaches Reach. */
	static E${plugin.name()}DisplacementLimit CheckDisplacementLimit(double Limit, double Reach, bool bNanite);

	/** Whether Current differs from Wanted by more than BoundsScaleTolerance (relative). */
	static bool BoundsScaleDiffers(float Current, float Wanted);

	/**
	 * The root's velocity from its displacement over DeltaTime, or zero with bOutTeleport set when the engine reported
	 * a teleport or the speed exceeds TeleportSpeed (0 disables the speed test): a jump, not a motion.
	 */
	static FVector RootVelocity(const FVector& Displacement, double DeltaTime, bool bReportedTeleport, double TeleportSpeed,
		bool& bOutTeleport);

	/**
	 * Puts a dynamic instance on every slot that does not hold ours, and records what Restore puts back: the slot's
	 * override entry, null where it had none, never the material the engine resolves for display (the asset's, or a
	 * Nanite override). The instance's parent is that override, else the mesh asset's own slot material. A transient
	 * instance of a component of our class (copied along with the actor) stands for its parent; if that parent is the
	 * asset's material the slot had no override. Returns true when any slot got a new instance.
	 *
	 * TAdapter provides: NumSlots(); GetOverride(Slot) (the OverrideMaterials entry, null where none);
	 * GetAssetMaterial(Slot) (the mesh asset's material, no Nanite override); SetOverride(Slot, Material);
	 * IsCopiedInstance(Material); ParentOf(Material); MakeInstance(Parent); and the records SetNumRecords(N),
	 * GetInstance(Slot), SetRecord(Slot, Recorded, Instance).
	 */
	template <typename TAdapter>
	static bool ApplySlots(TAdapter& Slots)
	{
		bool bChanged = false;
		const int32 Num = Slots.NumSlots();
		Slots.SetNumRecords(Num);
		for (int32 Slot = 0; Slot < Num; ++Slot)
		{
			auto* Override = Slots.GetOverride(Slot);
			if (Override != nullptr && Override == Slots.GetInstance(Slot))
			{
				continue;
			}
			auto* Recorded = Override;
			if (Override != nullptr && Slots.IsCopiedInstance(Override))
			{
				auto* CopiedParent = Slots.ParentOf(Override);
				Recorded = CopiedParent == Slots.GetAssetMaterial(Slot) ? nullptr : CopiedParent;
			}
			auto* Parent = Recorded != nullptr ? Recorded : Slots.GetAssetMaterial(Slot);
			if (Parent == nullptr)
			{
				Slots.SetRecord(Slot, Recorded, nullptr);
				continue;
			}
			auto* Instance = Slots.MakeInstance(Parent);
			Slots.SetRecord(Slot, Recorded, Instance);
			Slots.SetOverride(Slot, Instance);
			bChanged = true;
		}
		return bChanged;
	}

	/**
	 * Writes the recorded override entries back where the slots still hold our instances (a slot someone changed
	 * since keeps their material), then forgets the records. TAdapter as for ApplySlots, plus NumRecords() and
	 * GetRecorded(Slot).
	 */
	template <typename TAdapter>
	static void RestoreSlots(TAdapter& Slots)
	{
		const int32 Num = Slots.NumRecords();
		for (int32 Slot = 0; Slot < Num && Slot < Slots.NumSlots(); ++Slot)
		{
			auto* Instance = Slots.GetInstance(Slot);
			if (Instance != nullptr && Slots.GetOverride(Slot) == Instance)
			{
				Slots.SetOverride(Slot, Slots.GetRecorded(Slot));
			}
		}
		Slots.SetNumRecords(0);
	}
};
