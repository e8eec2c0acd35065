// Scenario tests of the plugin's component core (<Plugin>Core.h/.cpp, exactly as generated), compiled with g++ against
// the Unreal-subset stand-in. Where a scenario depends on engine behaviour, the stand-in below implements exactly the
// behaviour read in the engine source; each carries its fact id from docs/engine-facts.md ("fact: <id>"), which
// CoreScenarioTest checks is cited there. Prints "PASS <name>" or "FAIL <name>: <why>" per scenario.
#include "core_names.h"
#include "scenario_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace
{
	using ScenarioReport::Failures;
	using ScenarioReport::Report;

	bool Near(double A, double B, double Tolerance = 1e-9)
	{
		return std::fabs(A - B) <= Tolerance * std::fmax(1.0, std::fabs(B));
	}

	// ---- Stand-in: bounds (fact: bounds-scale-static, bounds-scale-skinned, bounds-scale-ignored) ----
	// UStaticMeshComponent::CalcBounds multiplies the asset's extent and radius by BoundsScale; USkinnedMeshComponent
	// likewise. UInstancedStaticMeshComponent::CalcBounds and USplineMeshComponent::CalcBounds never read it.
	struct FStandInMesh
	{
		BoundsSupport Support = BoundsSupport::Scaled;
		FVector AssetExtent = FVector(50.0, 20.0, 10.0);
		double AssetRadius = 55.68;
		float BoundsScale = 1.0f;
		FVector CalcExtent() const { return Support == BoundsSupport::Scaled ? AssetExtent * BoundsScale : AssetExtent; }
		double CalcRadius() const { return Support == BoundsSupport::Scaled ? AssetRadius * BoundsScale : AssetRadius; }
	};

	/** The component shell's bounds step, as the generated components run it: capture, needed scale, record. */
	struct FStandInBoundsShell
	{
		BoundsState State;
		BoundsGrowth Record;

		void Capture(const FStandInMesh& Mesh)
		{
			State = Core::CaptureBounds(Mesh.Support, Mesh.CalcExtent(), Mesh.CalcRadius(), Mesh.BoundsScale, Record);
		}

		void Grow(FStandInMesh& Mesh, const FVector& Reach)
		{
			const float Scale = Core::NeededBoundsScale(State, Reach);
			if (Core::BoundsScaleDiffers(Mesh.BoundsScale, Scale))
			{
				Mesh.BoundsScale = Scale;
				Record.Original = State.OriginalScale;
				Record.Applied = Scale;
				Record.bValid = true;
			}
		}

		void Restore(FStandInMesh& Mesh)
		{
			Mesh.BoundsScale = State.OriginalScale;
			Record = BoundsGrowth();
		}
	};

	/** Frame by frame with a capture every frame (as repeated edits or registrations do): nothing may drift. */
	void BoundsNeverRunAway(const char* Name, BoundsSupport Support, float AuthoredScale)
	{
		FStandInMesh Mesh;
		Mesh.Support = Support;
		Mesh.BoundsScale = AuthoredScale;
		FStandInBoundsShell Shell;
		const FVector Reach(400.0, 120.0, 60.0);
		double FirstHalfLength = -1.0;
		float FirstScale = -1.0f;
		std::string Why;
		for (int Frame = 0; Frame < 200 && Why.empty(); ++Frame)
		{
			Shell.Capture(Mesh);
			Shell.Grow(Mesh, Reach);
			const double HalfLength = Shell.State.RestExtent.X;
			if (Frame == 1)
			{
				FirstHalfLength = HalfLength;
				FirstScale = Mesh.BoundsScale;
			}
			if (Frame > 1 && (!Near(HalfLength, FirstHalfLength) || Mesh.BoundsScale != FirstScale))
			{
				Why = "frame " + std::to_string(Frame) + ": rest half length " + std::to_string(HalfLength) + " (was "
					+ std::to_string(FirstHalfLength) + "), bounds scale " + std::to_string(Mesh.BoundsScale) + " (was "
					+ std::to_string(FirstScale) + ")";
			}
		}
		if (Why.empty() && !Near(Shell.State.RestExtent.X, Mesh.AssetExtent.X))
		{
			Why = "rest half length " + std::to_string(Shell.State.RestExtent.X) + ", the asset's is " + std::to_string(Mesh.AssetExtent.X);
		}
		if (Why.empty() && Support == BoundsSupport::Ignored && Mesh.BoundsScale != AuthoredScale)
		{
			Why = "bounds scale of a type that ignores it changed to " + std::to_string(Mesh.BoundsScale);
		}
		if (Why.empty() && Support == BoundsSupport::Scaled && !(Mesh.BoundsScale >= 400.0f / 50.0f - 1e-3f))
		{
			Why = "static mesh bounds not grown to hold the reach: " + std::to_string(Mesh.BoundsScale);
		}
		Shell.Restore(Mesh);
		if (Why.empty() && Mesh.BoundsScale != AuthoredScale)
		{
			Why = "restore left bounds scale " + std::to_string(Mesh.BoundsScale);
		}
		Report(Name, Why.empty(), Why);
	}

	/** An actor duplicated while its preview has grown the mesh: the copy carries the grown scale and the record. */
	void DuplicateWhilePreviewingBounds()
	{
		FStandInMesh Mesh;
		Mesh.BoundsScale = 1.5f;
		FStandInBoundsShell Original;
		Original.Capture(Mesh);
		Original.Grow(Mesh, FVector(400.0, 120.0, 60.0));
		FStandInMesh Copy = Mesh;
		FStandInBoundsShell CopyShell;
		CopyShell.Record = Original.Record;
		CopyShell.Capture(Copy);
		CopyShell.Grow(Copy, FVector(400.0, 120.0, 60.0));
		CopyShell.Restore(Copy);
		std::string Why;
		if (Copy.BoundsScale != 1.5f)
		{
			Why = "the copy restores bounds scale " + std::to_string(Copy.BoundsScale) + ", authored 1.5";
		}
		Report("bounds.duplicate_while_previewing", Why.empty(), Why);
	}

	// ---- Stand-in: material slots (fact: get-material-static, set-material) ----
	struct FStandInMaterial
	{
		std::string Name;
		FStandInMaterial* Parent = nullptr;
		FStandInMaterial* NaniteOverride = nullptr;
		/** A transient dynamic instance whose outer is a component of the plugin's class. */
		bool bOurTransientInstance = false;
	};

	struct FStandInStaticMeshComponent
	{
		std::vector<FStandInMaterial*> AssetMaterials;
		std::vector<FStandInMaterial*> OverrideMaterials;
		bool bUseNaniteOverrides = false;

		/** UStaticMeshComponent::GetMaterial: the override if set, else the asset's; then its Nanite override. */
		FStandInMaterial* GetMaterial(int32 Slot) const
		{
			FStandInMaterial* Out = Slot < static_cast<int32>(OverrideMaterials.size()) && OverrideMaterials[Slot] != nullptr
				? OverrideMaterials[Slot] : (Slot < static_cast<int32>(AssetMaterials.size()) ? AssetMaterials[Slot] : nullptr);
			if (Out != nullptr && bUseNaniteOverrides && Out->NaniteOverride != nullptr)
			{
				Out = Out->NaniteOverride;
			}
			return Out;
		}

		/** UMeshComponent::SetMaterial: grows OverrideMaterials with nulls, stores the material (null included). */
		void SetMaterial(int32 Slot, FStandInMaterial* Material)
		{
			if (static_cast<int32>(OverrideMaterials.size()) <= Slot)
			{
				OverrideMaterials.resize(Slot + 1, nullptr);
			}
			OverrideMaterials[Slot] = Material;
		}

		/** No override anywhere: trailing or not, a null entry shows the asset's material. */
		bool SameOverrides(const std::vector<FStandInMaterial*>& Expected) const
		{
			for (size_t Slot = 0; Slot < std::max(Expected.size(), OverrideMaterials.size()); ++Slot)
			{
				FStandInMaterial* A = Slot < OverrideMaterials.size() ? OverrideMaterials[Slot] : nullptr;
				FStandInMaterial* B = Slot < Expected.size() ? Expected[Slot] : nullptr;
				if (A != B)
				{
					return false;
				}
			}
			return true;
		}
	};

	std::string Describe(const std::vector<FStandInMaterial*>& Overrides)
	{
		std::string Out = "[";
		for (FStandInMaterial* M : Overrides)
		{
			Out += (Out.size() > 1 ? ", " : "") + (M != nullptr ? M->Name : std::string("null"));
		}
		return Out + "]";
	}

	/** The adapter the plugin's FEngineSlots implements, on the stand-in. */
	struct FStandInSlots
	{
		FStandInStaticMeshComponent& Mesh;
		std::vector<FStandInMaterial*>& Instances;
		std::vector<FStandInMaterial*>& Recorded;
		std::vector<FStandInMaterial*>& Made;

		int32 NumSlots() const { return static_cast<int32>(Mesh.AssetMaterials.size()); }
		FStandInMaterial* GetOverride(int32 Slot) const
		{
			return Slot < static_cast<int32>(Mesh.OverrideMaterials.size()) ? Mesh.OverrideMaterials[Slot] : nullptr;
		}
		FStandInMaterial* GetAssetMaterial(int32 Slot) const { return Mesh.AssetMaterials[Slot]; }
		/** Not used by the plugin: what the engine resolves for display (for planted faults). */
		FStandInMaterial* GetResolvedMaterial(int32 Slot) const { return Mesh.GetMaterial(Slot); }
		void SetOverride(int32 Slot, FStandInMaterial* Material) { Mesh.SetMaterial(Slot, Material); }
		bool IsCopiedInstance(const FStandInMaterial* Material) const { return Material->bOurTransientInstance && Material->Parent != nullptr; }
		FStandInMaterial* ParentOf(FStandInMaterial* Material) const { return Material->Parent; }
		FStandInMaterial* MakeInstance(FStandInMaterial* Parent)
		{
			FStandInMaterial* Instance = new FStandInMaterial{ "MID(" + Parent->Name + ")", Parent, nullptr, true };
			Made.push_back(Instance);
			return Instance;
		}
		int32 NumRecords() const { return static_cast<int32>(Instances.size()); }
		void SetNumRecords(int32 Num)
		{
			Instances.resize(Num, nullptr);
			Recorded.resize(Num, nullptr);
		}
		FStandInMaterial* GetInstance(int32 Slot) const { return Instances[Slot]; }
		FStandInMaterial* GetRecorded(int32 Slot) const { return Recorded[Slot]; }
		void SetRecord(int32 Slot, FStandInMaterial* InRecorded, FStandInMaterial* Instance)
		{
			Recorded[Slot] = InRecorded;
			Instances[Slot] = Instance;
		}
	};

	/** One component's material state on one mesh. */
	struct FStandInComponent
	{
		std::vector<FStandInMaterial*> Instances;
		std::vector<FStandInMaterial*> Recorded;
		std::vector<FStandInMaterial*> Made;
		bool Apply(FStandInStaticMeshComponent& Mesh)
		{
			FStandInSlots Slots{ Mesh, Instances, Recorded, Made };
			return Core::ApplySlots(Slots);
		}
		void Restore(FStandInStaticMeshComponent& Mesh)
		{
			FStandInSlots Slots{ Mesh, Instances, Recorded, Made };
			Core::RestoreSlots(Slots);
		}
		~FStandInComponent()
		{
			for (FStandInMaterial* M : Made)
			{
				delete M;
			}
		}
	};

	void RestoreKeepsNoOverride()
	{
		FStandInMaterial A{ "A" }, B{ "B" }, X{ "X" };
		FStandInStaticMeshComponent Mesh;
		Mesh.AssetMaterials = { &A, &B };
		Mesh.OverrideMaterials = { nullptr, &X };
		const std::vector<FStandInMaterial*> Authored = Mesh.OverrideMaterials;
		FStandInComponent Component;
		std::string Why;
		if (!Component.Apply(Mesh) || Mesh.OverrideMaterials[0]->Parent != &A || Mesh.OverrideMaterials[1]->Parent != &X)
		{
			Why = "apply: " + Describe(Mesh.OverrideMaterials);
		}
		Component.Restore(Mesh);
		if (Why.empty() && !Mesh.SameOverrides(Authored))
		{
			Why = "restore left " + Describe(Mesh.OverrideMaterials) + ", authored " + Describe(Authored);
		}
		Report("slots.restore_keeps_no_override", Why.empty(), Why);
	}

	void NaniteParentIsTheAuthoredMaterial()
	{
		FStandInMaterial N{ "NaniteOverride" };
		FStandInMaterial A{ "A", nullptr, &N };
		FStandInStaticMeshComponent Mesh;
		Mesh.AssetMaterials = { &A };
		Mesh.bUseNaniteOverrides = true;
		FStandInComponent Component;
		Component.Apply(Mesh);
		std::string Why;
		if (Mesh.OverrideMaterials.empty() || Mesh.OverrideMaterials[0] == nullptr || Mesh.OverrideMaterials[0]->Parent != &A)
		{
			Why = "slot holds " + Describe(Mesh.OverrideMaterials) + "; its parent must be A, not the Nanite override";
		}
		Component.Restore(Mesh);
		if (Why.empty() && !Mesh.SameOverrides({}))
		{
			Why = "restore left " + Describe(Mesh.OverrideMaterials);
		}
		Report("slots.nanite_parent", Why.empty(), Why);
	}

	void DuplicateWhilePreviewingSlots()
	{
		FStandInMaterial A{ "A" }, X{ "X" };
		FStandInStaticMeshComponent Mesh;
		Mesh.AssetMaterials = { &A, &A };
		Mesh.OverrideMaterials = { nullptr, &X };
		FStandInComponent Original;
		Original.Apply(Mesh);
		// Duplicate, paste or Play-In-Editor copy: the copy's overrides reference the original's transient instances.
		FStandInStaticMeshComponent Copy = Mesh;
		FStandInComponent CopyComponent;
		CopyComponent.Apply(Copy);
		std::string Why;
		if (Copy.OverrideMaterials[0]->Parent != &A || Copy.OverrideMaterials[1]->Parent != &X)
		{
			Why = "the copy drives " + Describe(Copy.OverrideMaterials) + " (parents must be A and X)";
		}
		CopyComponent.Restore(Copy);
		if (Why.empty() && !Copy.SameOverrides({ nullptr, &X }))
		{
			Why = "the copy restores " + Describe(Copy.OverrideMaterials) + ", authored [null, X]";
		}
		Original.Restore(Mesh);
		Report("slots.duplicate_while_previewing", Why.empty(), Why);
	}

	void SaveWhilePlaying()
	{
		FStandInMaterial A{ "A" }, C{ "C" };
		FStandInStaticMeshComponent Mesh;
		Mesh.AssetMaterials = { &A, &A };
		FStandInComponent Component;
		std::string Why;
		for (int Save = 0; Save < 3 && Why.empty(); ++Save)
		{
			Component.Apply(Mesh);
			// PreSave restores; the package saves what is there; the next tick applies again.
			Component.Restore(Mesh);
			if (!Mesh.SameOverrides({}))
			{
				Why = "save " + std::to_string(Save) + " writes " + Describe(Mesh.OverrideMaterials);
			}
		}
		// Someone sets a slot while the component drives it: the component follows and restore keeps their material.
		Component.Apply(Mesh);
		Mesh.SetMaterial(1, &C);
		Component.Apply(Mesh);
		if (Why.empty() && (Mesh.OverrideMaterials[1] == &C || Mesh.OverrideMaterials[1]->Parent != &C))
		{
			Why = "after the user set C the slot holds " + Describe(Mesh.OverrideMaterials);
		}
		Mesh.SetMaterial(0, &C);
		Component.Restore(Mesh);
		if (Why.empty() && !Mesh.SameOverrides({ &C, &C }))
		{
			Why = "restore after the user's change left " + Describe(Mesh.OverrideMaterials) + ", expected [C, C]";
		}
		Report("slots.save_while_playing", Why.empty(), Why);
	}

	// ---- Playback round a closed loop (plugin rules only; math spec 10.1) ----
	// A Loop wrap on a closed loop is the next lap: not a jump (the motion vectors carry on), still counted for the
	// event; an open curve's wrap stays a jump, and ping-pong and once are untouched by the loop.
	void PlaybackRoundALoop()
	{
		std::string Why;
		PlaybackState Lap;
		Lap.bPlaying = true;
		PlaybackEvents E = Core::Advance(Lap, PlaybackEnd::Loop, 2.0, 1.9, true);
		E = Core::Advance(Lap, PlaybackEnd::Loop, 2.0, 0.2, true);
		if (!Near(Lap.Time, 0.1) || E.Loops != 1 || E.bJumped)
		{
			Why += "closed loop wrap: time " + std::to_string(Lap.Time) + ", loops " + std::to_string(E.Loops) + ", jumped " + std::to_string(E.bJumped) + "; ";
		}
		PlaybackState Open;
		Open.bPlaying = true;
		E = Core::Advance(Open, PlaybackEnd::Loop, 2.0, 2.1, false);
		if (!E.bJumped) Why += "an open curve's wrap is no longer a jump; ";
		PlaybackState Once;
		Once.bPlaying = true;
		E = Core::Advance(Once, PlaybackEnd::Once, 2.0, 3.0, true);
		if (!E.bFinished || Once.bPlaying) Why += "once on a loop did not finish; ";
		Report("playback.closed_loop_wraps", Why.empty(), Why);
	}

	// ---- Playback (plugin rules only) ----
	void Playback()
	{
		std::string Why;
		PlaybackState Loop;
		Loop.bPlaying = true;
		PlaybackEvents E = Core::Advance(Loop, PlaybackEnd::Loop, 2.0, 5.0);
		if (!Near(Loop.Time, 1.0) || E.Loops != 2 || !E.bJumped)
		{
			Why = "loop 5 s of 2: time " + std::to_string(Loop.Time) + ", loops " + std::to_string(E.Loops);
		}
		PlaybackState Ping;
		Ping.bPlaying = true;
		E = Core::Advance(Ping, PlaybackEnd::PingPong, 2.0, 5.0);
		if (Why.empty() && (!Near(Ping.Time, 1.0) || Ping.Direction != 1.0 || E.Loops != 2))
		{
			Why = "ping-pong 5 s of 2: time " + std::to_string(Ping.Time) + ", direction " + std::to_string(Ping.Direction) + ", turns " + std::to_string(E.Loops);
		}
		E = Core::Advance(Ping, PlaybackEnd::PingPong, 2.0, 1.5);
		if (Why.empty() && (!Near(Ping.Time, 1.5) || Ping.Direction != -1.0 || E.Loops != 1))
		{
			Why = "ping-pong turn: time " + std::to_string(Ping.Time) + ", direction " + std::to_string(Ping.Direction);
		}
		E = Core::Advance(Ping, PlaybackEnd::PingPong, 2.0, 1.0);
		if (Why.empty() && (!Near(Ping.Time, 0.5) || Ping.Direction != -1.0 || E.Loops != 0))
		{
			Why = "ping-pong backwards: time " + std::to_string(Ping.Time) + ", direction " + std::to_string(Ping.Direction);
		}
		PlaybackState Once;
		Once.bPlaying = true;
		E = Core::Advance(Once, PlaybackEnd::Once, 2.0, 3.0);
		const PlaybackEvents After = Core::Advance(Once, PlaybackEnd::Once, 2.0, 3.0);
		if (Why.empty() && (!E.bFinished || Once.bPlaying || !Near(Once.Time, 2.0) || After.bFinished))
		{
			Why = "once: finished " + std::to_string(E.bFinished) + " then " + std::to_string(After.bFinished) + ", time " + std::to_string(Once.Time);
		}
		PlaybackState Odd;
		Odd.bPlaying = true;
		Core::Advance(Odd, PlaybackEnd::Loop, 0.0, 1.0);
		Core::Advance(Odd, PlaybackEnd::Loop, 2.0, std::nan(""));
		Core::Advance(Odd, PlaybackEnd::PingPong, 2.0, -1.0);
		if (Why.empty() && !(Odd.Time >= 0.0 && Odd.Time <= 2.0))
		{
			Why = "zero duration, NaN and negative steps left time " + std::to_string(Odd.Time);
		}
		const double Preview = Core::PreviewTime(PlaybackEnd::PingPong, 2.0, 0.5, true, 3.0);
		if (Why.empty() && !Near(Preview, 1.0))
		{
			Why = "ping-pong preview at 3 s of 2: " + std::to_string(Preview);
		}
		Report("playback.edge_cases", Why.empty(), Why);
	}

	// ---- Teleport (plugin rule only) ----
	void Teleport()
	{
		bool bTeleport = false;
		const FVector Walk = Core::RootVelocity(FVector(10.0, 0.0, 0.0), 1.0 / 60.0, false, 20000.0, bTeleport);
		std::string Why;
		if (bTeleport || !Near(Walk.X, 600.0, 1e-6))
		{
			Why = "a 600 cm/s walk read as " + std::to_string(Walk.X) + (bTeleport ? " (teleport)" : "");
		}
		const FVector Jump = Core::RootVelocity(FVector(10000.0, 0.0, 0.0), 1.0 / 60.0, false, 20000.0, bTeleport);
		if (Why.empty() && (!bTeleport || Jump.X != 0.0))
		{
			Why = "a 100 m jump in one frame read as " + std::to_string(Jump.X) + " cm/s";
		}
		Core::RootVelocity(FVector(1.0, 0.0, 0.0), 1.0 / 60.0, true, 0.0, bTeleport);
		if (Why.empty() && !bTeleport)
		{
			Why = "a reported teleport was not a jump";
		}
		Report("velocity.teleport", Why.empty(), Why);
	}

	// ---- Placement (plugin rule: the mesh rests at the curve's end, facing along it) ----
	void Placement()
	{
		std::string Why;
		const FVector End(100.0, 0.0, 0.0);
		const FVector Along(1.0, 0.0, 0.0);
		const PlacementResult Good = Core::CheckPlacement(FVector(100.5, 0.0, 0.0), FVector(1.0, 0.02, 0.0), 50.0, End, Along);
		if (!Good.bAtEnd || !Good.bFacingAlong)
		{
			Why = "a mesh 0.5 from the end, 1.1 degrees off, was refused";
		}
		const PlacementResult Shifted = Core::CheckPlacement(FVector(140.0, 0.0, 0.0), Along, 50.0, End, Along);
		if (Why.empty() && Shifted.bAtEnd)
		{
			Why = "a mesh 40 from the end counted as at the end";
		}
		const PlacementResult Turned = Core::CheckPlacement(End, FVector(0.0, 1.0, 0.0), 50.0, End, Along);
		if (Why.empty() && (Turned.bFacingAlong || !Near(Turned.AngleDegrees, 90.0, 1e-9)))
		{
			Why = "a mesh turned 90 degrees counted as facing along (angle " + std::to_string(Turned.AngleDegrees) + ")";
		}
		Report("placement.end_and_direction", Why.empty(), Why);
	}
}

namespace
{
	// ---- Stand-in: the spline's version (fact: spline-version) ----
	// FSplineCurves::Version is transient and starts at 0xffffffff; FSplineCurves::UpdateSpline ends with ++Version,
	// and USplineComponent::UpdateSpline runs it. Point setters call UpdateSpline only when bUpdateSpline is true.
	// Moving the component does not call it.
	struct FStandInSpline
	{
		uint32 Version = 0xffffffff;
		std::vector<FVector> Points = {FVector(-900.0, 0.0, 0.0), FVector(-400.0, 200.0, 0.0), FVector(0.0, 0.0, 0.0)};
		FVector Location = FVector(0.0, 0.0, 0.0);
		FVector Scale = FVector(1.0, 1.0, 1.0);

		void UpdateSpline() { ++Version; }

		void SetLocationAtSplinePoint(int32 Index, const FVector& Point, bool bUpdateSpline)
		{
			Points[static_cast<size_t>(Index)] = Point;
			if (bUpdateSpline)
			{
				UpdateSpline();
			}
		}
	};

	/** The spline component's bake step as the generated shell runs it each frame: watch, compare, bake. */
	struct FStandInBakeShell
	{
		BakeWatch Baked;
		int32 Bakes = 0;

		void Update(const FStandInSpline& Spline, const FVector& MeshLocation, const FVector& MeshScale, bool bRequested)
		{
			BakeWatch Now;
			Now.Spline = static_cast<uint64>(reinterpret_cast<uintptr_t>(&Spline));
			Now.SplineVersion = Spline.Version;
			Now.RelativeLocation = Spline.Location - MeshLocation; // no rotation in this scenario
			Now.SplineScale = Spline.Scale;
			Now.MeshScale = MeshScale;
			Now.bValid = true;
			if (Core::NeedsRebake(Baked, Now, bRequested))
			{
				++Bakes;
				Baked = Now;
			}
		}
	};

	void RebakeOnlyOnChange()
	{
		FStandInSpline Spline;
		Spline.UpdateSpline(); // OnRegister / PostLoad
		FStandInBakeShell Shell;
		FVector Mesh(0.0, 0.0, 0.0);
		const FVector MeshScale(1.0, 1.0, 1.0);
		std::string Why;
		auto Expect = [&](const char* Step, int32 Bakes) {
			if (Why.empty() && Shell.Bakes != Bakes)
			{
				Why = std::string(Step) + ": " + std::to_string(Shell.Bakes) + " bakes, expected " + std::to_string(Bakes);
			}
		};
		Shell.Update(Spline, Mesh, MeshScale, true);
		Expect("first frame", 1);
		for (int32 Frame = 0; Frame < 120; ++Frame)
		{
			Shell.Update(Spline, Mesh, MeshScale, false);
		}
		Expect("120 frames with nothing changed", 1);
		for (int32 Frame = 1; Frame <= 60; ++Frame)
		{
			// The whole actor flies: spline and mesh move together, the spline seen from the mesh does not change.
			Spline.Location = FVector(37.5 * Frame, -12.0 * Frame, 3.0 * Frame);
			Mesh = Spline.Location;
			Shell.Update(Spline, Mesh, MeshScale, false);
		}
		Expect("the actor moved", 1);
		Spline.SetLocationAtSplinePoint(1, FVector(-400.0, 260.0, 0.0), true);
		Shell.Update(Spline, Mesh, MeshScale, false);
		Expect("a point moved with UpdateSpline", 2);
		Spline.SetLocationAtSplinePoint(1, FVector(-400.0, 300.0, 0.0), false);
		Shell.Update(Spline, Mesh, MeshScale, false);
		Expect("a point moved without UpdateSpline (the engine's distance table is stale too)", 2);
		Spline.UpdateSpline();
		Shell.Update(Spline, Mesh, MeshScale, false);
		Expect("the deferred UpdateSpline", 3);
		Mesh = Mesh + FVector(0.0, 25.0, 0.0);
		Shell.Update(Spline, Mesh, MeshScale, false);
		Expect("the mesh moved against the spline", 4);
		Spline.Scale = FVector(1.0, 1.0, 2.0);
		Shell.Update(Spline, Mesh, MeshScale, false);
		Expect("the spline scaled", 5);
		Shell.Update(Spline, Mesh, FVector(2.0, 2.0, 2.0), false);
		Expect("the mesh scaled", 6);
		Shell.Update(Spline, Mesh, FVector(2.0, 2.0, 2.0), true);
		Expect("a property edit", 7);
		FStandInSpline Other = Spline; // same version, another component
		Shell.Update(Other, Mesh, FVector(2.0, 2.0, 2.0), false);
		Expect("another spline", 8);
		Report("bake.rebake_only_on_change", Why.empty(), Why);
	}
}

namespace
{
	// ---- Stand-in: which CalcBounds multiplies by BoundsScale (fact: bounds-scale-static, bounds-scale-skinned,
	// bounds-scale-ignored, bounds-scale-plugins) ----
	// UStaticMeshComponent, USkinnedMeshComponent, UPaperSpriteComponent, UPaperFlipbookComponent,
	// UPaperTileMapComponent and UProceduralMeshComponent multiply extent and radius by it; the instanced, spline-mesh
	// and grouped-sprite overrides do not.
	bool EngineAppliesBoundsScale(MeshClass Class)
	{
		switch (Class)
		{
		case MeshClass::StaticMesh: return true;
		case MeshClass::SkinnedMesh: return true;
		case MeshClass::PaperSprite: return true;
		case MeshClass::PaperFlipbook: return true;
		case MeshClass::PaperTileMap: return true;
		case MeshClass::ProceduralMesh: return true;
		case MeshClass::InstancedStaticMesh: return false;
		case MeshClass::SplineMesh: return false;
		case MeshClass::PaperGroupedSprite: return false;
		case MeshClass::InstancedSkinnedMesh: return false; // 5.6+: the union of its instances, no BoundsScale
		default: return false; // not read: never grown, never divided
		}
	}

	void BoundsSupportMatchesTheEngine()
	{
		std::string Why;
		const MeshClass All[] = {MeshClass::StaticMesh, MeshClass::InstancedStaticMesh, MeshClass::SplineMesh,
			MeshClass::SkinnedMesh, MeshClass::PaperSprite, MeshClass::PaperFlipbook, MeshClass::PaperTileMap,
			MeshClass::PaperGroupedSprite, MeshClass::ProceduralMesh, MeshClass::InstancedSkinnedMesh, MeshClass::Other};
		for (const MeshClass Class : All)
		{
			const bool bScaled = Core::BoundsSupportOf(Class) == BoundsSupport::Scaled;
			if (Why.empty() && bScaled != EngineAppliesBoundsScale(Class))
			{
				Why = "mesh class " + std::to_string(static_cast<int>(Class)) + (bScaled ? " treated as scaled" : " treated as ignoring BoundsScale");
			}
		}
		// A sprite's bounds, captured while grown, must come back to its rest extent (it did scale them).
		FStandInMesh Sprite;
		Sprite.Support = EngineAppliesBoundsScale(MeshClass::PaperSprite) ? BoundsSupport::Scaled : BoundsSupport::Ignored;
		Sprite.BoundsScale = 3.0f;
		const BoundsState Captured = Core::CaptureBounds(Core::BoundsSupportOf(MeshClass::PaperSprite), Sprite.CalcExtent(),
			Sprite.CalcRadius(), Sprite.BoundsScale, BoundsGrowth());
		if (Why.empty() && !Near(Captured.RestExtent.X, Sprite.AssetExtent.X, 1e-6))
		{
			Why = "a sprite grown to 3 captured rest extent " + std::to_string(Captured.RestExtent.X) + ", asset " + std::to_string(Sprite.AssetExtent.X);
		}
		Report("bounds.support_matches_calc_bounds", Why.empty(), Why);
	}
}

namespace
{
	// ---- Stand-in: previous-frame data in a paused world (fact: world-paused-velocity) ----
	// The engine's deforming vertex factories use their previous-frame data only when it was updated this very frame
	// and the world is not paused; otherwise previous = current (no velocity). A frame is shown for every value of
	// the frame counter; a component whose last write was not the previous frame leaves a stale pair on the GPU.
	struct FStandInFrames
	{
		uint64 Frame = 0;
		bool bPaused = false;
	};

	void FrameStepFollowsTheEngine()
	{
		std::string Why;
		// First frame: nothing written before, so no previous pair.
		FrameStepResult Step = Core::FrameStep(0, 100, false, 0.016);
		if (Step.bContinuous) Why += "first frame continuous; ";
		if (!Near(Step.DeltaTime, 0.016, 1e-12)) Why += "first frame step " + std::to_string(Step.DeltaTime) + "; ";
		Step = Core::FrameStep(100, 101, false, 0.016);
		if (!Step.bContinuous || !Near(Step.DeltaTime, 0.016, 1e-12)) Why += "next frame not continuous; ";
		// A throttled or disabled tick: frames 102 and 103 showed the pair written at 101.
		Step = Core::FrameStep(101, 104, false, 0.05);
		if (Step.bContinuous) Why += "a skipped frame taken as continuous; ";
		if (!Near(Step.DeltaTime, 0.05, 1e-12)) Why += "skipped frame lost its time; ";
		// Paused: the engine keeps rendering, time stands; the pair must not keep reporting a motion.
		FStandInFrames World;
		World.Frame = 105;
		World.bPaused = true;
		Step = Core::FrameStep(104, World.Frame, World.bPaused, 0.016);
		if (Step.bContinuous) Why += "paused frame continuous; ";
		if (Step.DeltaTime != 0.0) Why += "paused frame advanced time by " + std::to_string(Step.DeltaTime) + "; ";
		Step = Core::FrameStep(105, 106, false, std::nan(""));
		if (Step.DeltaTime != 0.0) Why += "NaN step; ";
		Report("frame.paused_and_skipped_are_jumps", Why.empty(), Why);
	}

	// ---- Stand-in: what the RHI reports filterable (fact: pixel-format-filterable) ----
	// TextureFilterable comes from the device: Vulkan from VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT, D3D from
	// SHADER_SAMPLE, GL from its format table; Metal's defaults leave it off (it adds it for R32F and RG16 on Mac only).
	struct FStandInRhi
	{
		const char* Name;
		bool bFloat32Filterable;
		bool bFloat16Filterable;
	};

	void CurveTexelFormatFollowsTheRhi()
	{
		std::string Why;
		const FStandInRhi Rhis[] = {{"D3D12", true, true}, {"Vulkan mobile without 32F linear", false, true}, {"Metal", false, false},
			{"GL without float filtering", false, false}};
		for (const FStandInRhi& Rhi : Rhis)
		{
			const CurveTexel Format = Core::CurveTexelFormat(Rhi.bFloat32Filterable, Rhi.bFloat16Filterable);
			// Bilinear only on a format the device filters; otherwise the fetch is undefined or silently nearest.
			const bool bBilinear = Format != CurveTexel::Float32Nearest;
			const bool bFilterable = Format == CurveTexel::Float16Bilinear ? Rhi.bFloat16Filterable : Rhi.bFloat32Filterable;
			if (bBilinear && !bFilterable) Why += std::string(Rhi.Name) + ": bilinear on a format it cannot filter; ";
			if (Rhi.bFloat32Filterable && Format != CurveTexel::Float32Bilinear) Why += std::string(Rhi.Name) + ": lost full precision; ";
			if (!Rhi.bFloat32Filterable && Rhi.bFloat16Filterable && Format != CurveTexel::Float16Bilinear) Why += std::string(Rhi.Name) + ": no half-float fallback; ";
		}
		Report("texture.filterable_format", Why.empty(), Why);
	}

	// ---- Stand-in: the WPO clamp and Nanite's cluster bounds (fact: wpo-clamp, nanite-max-wpo) ----
	// Every non-mobile vertex factory clamps each world-axis component of the offset to the material's Max World
	// Position Offset Displacement when it is above 0; Nanite grows a cluster's bounds by that value only (0: none),
	// so a cluster whose deformed vertices leave its rest bounds is culled against the rest pose.
	bool DeformationSurvives(double Limit, double Reach, bool bNanite)
	{
		const double Offset = Reach; // one vertex moved Reach along a world axis
		const double Clamped = Limit > 0.0 ? std::max(-Limit, std::min(Limit, Offset)) : Offset;
		const double ClusterGrowth = Limit > 0.0 ? Limit : 0.0;
		const bool bUnflattened = Clamped == Offset;
		const bool bDrawn = !bNanite || ClusterGrowth >= Offset;
		return bUnflattened && bDrawn;
	}

	void DisplacementLimitFollowsTheEngine()
	{
		std::string Why;
		const double Limits[] = {0.0, 50.0, 200.0, 1000.0};
		for (const bool bNanite : {false, true})
		{
			for (const double Limit : Limits)
			{
				const bool bFits = Core::CheckDisplacementLimit(Limit, 200.0, bNanite) == DisplacementLimit::Fits;
				if (bFits != DeformationSurvives(Limit, 200.0, bNanite))
				{
					Why += std::string(bNanite ? "Nanite" : "non-Nanite") + " limit " + std::to_string(Limit) + (bFits ? " passed; " : " refused; ");
				}
			}
		}
		Report("wpo.displacement_limit", Why.empty(), Why);
	}
}

namespace
{
	/**
	 * Issue 22: the editor preview's playhead for huge clocks (an editor left open, a clock gone astray), every end mode,
	 * short and long curves: always within [0, Duration]; and a bounds capture fed NaN and infinite extents, scales
	 * and reaches gives a finite, positive bounds scale.
	 */
	void HugeClocksAndBounds()
	{
		std::string Why;
		const double Clocks[] = {1e17, 3.3e17, 1e300, 1.7e308, 12345.678};
		const double Durations[] = {0.3, 1e-4, 7.0, 1.3};
		const PlaybackEnd Ends[] = {PlaybackEnd::Once, PlaybackEnd::Loop, PlaybackEnd::PingPong};
		for (const PlaybackEnd End : Ends)
		{
			for (const double Duration : Durations)
			{
				for (const double Clock : Clocks)
				{
					const double Time = Core::PreviewTime(End, Duration, 0.0, true, Clock);
					if (!(Time >= 0.0 && Time <= Core::SafeDuration(Duration)))
					{
						Why += "clock " + std::to_string(Clock) + " duration " + std::to_string(Duration) + " gave " + std::to_string(Time) + "; ";
					}
				}
			}
		}
		const double Nan = std::nan("");
		const BoundsState Bounds = Core::CaptureBounds(BoundsSupport::Scaled, FVector(Nan, INFINITY, -1.0), Nan, Nan, BoundsGrowth());
		const float Scale = Core::NeededBoundsScale(Bounds, FVector(INFINITY, Nan, 1e300));
		if (!(std::isfinite(Scale) && Scale > 0.0f)) Why += "bounds scale " + std::to_string(Scale) + "; ";
		Report("playback.huge_clocks_and_bounds", Why.empty(), Why);
	}
}

int main()
{
	HugeClocksAndBounds();
	FrameStepFollowsTheEngine();
	CurveTexelFormatFollowsTheRhi();
	DisplacementLimitFollowsTheEngine();
	BoundsSupportMatchesTheEngine();
	RebakeOnlyOnChange();
	BoundsNeverRunAway("bounds.static_mesh_stable", BoundsSupport::Scaled, 1.0f);
	BoundsNeverRunAway("bounds.ism_never_runs_away", BoundsSupport::Ignored, 2.0f);
	DuplicateWhilePreviewingBounds();
	RestoreKeepsNoOverride();
	NaniteParentIsTheAuthoredMaterial();
	DuplicateWhilePreviewingSlots();
	SaveWhilePlaying();
	Playback();
	PlaybackRoundALoop();
	Teleport();
	Placement();
	return Failures == 0 ? 0 : 1;
}
