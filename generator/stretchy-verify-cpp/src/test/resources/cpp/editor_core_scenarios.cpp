// Scenario tests of the editor module's core (<Plugin>EditorCore.h/.cpp, exactly as generated), compiled with g++
// against the Unreal-subset stand-in. The engine behaviour the .ush-edit scenarios depend on is implemented below
// exactly as read in the engine source; each carries its fact id from docs/engine-facts.md ("fact: <id>"), which
// EditorCoreScenarioTest checks is cited there. The shell steps mirror the generated editor module's
// (F<Plugin>MaterialFunctions::Check and RebuildOutOfDate). Prints "PASS <name>" or "FAIL <name>: <why>".
#include "editor_core_names.h"
#include "scenario_report.h"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <memory>
#include <set>
#include <map>
#include <string>
#include <vector>

namespace
{
	using ScenarioReport::Failures;
	using ScenarioReport::Report;

	using FText16 = std::u16string;

	uint32 Hash(const std::string& Text)
	{
		return EditorCore::HashShader(reinterpret_cast<const uint8*>(Text.data()), static_cast<int32>(Text.size()));
	}

	FText16 Stamp(uint32 Value)
	{
		TCHAR Out[EditorCore::StampLength + 1];
		EditorCore::WriteStamp(Value, Out);
		return FText16(Out);
	}

	Action Decide(bool bExists, bool bReadable, const std::vector<FText16>& Codes, const FText16& Expected,
		int32 ExpectedCount = EditorCore::CustomNodesPerFunction)
	{
		std::vector<const TCHAR*> Pointers;
		for (const FText16& Code : Codes)
		{
			Pointers.push_back(Code.c_str());
		}
		return EditorCore::Decide(bExists, bReadable, Pointers.data(), static_cast<int32>(Pointers.size()), Expected.c_str(), ExpectedCount);
	}

	uint32 ToCheck(const std::vector<FText16>& Changed, bool bRescan = false)
	{
		std::vector<const TCHAR*> Files;
		for (const FText16& File : Changed)
		{
			Files.push_back(File.c_str());
		}
		const TCHAR* const Shaders[] = { SPLINE_USH, VELOCITY_USH };
		return EditorCore::DeformersToCheck(Files.data(), static_cast<int32>(Files.size()), Shaders, 2, bRescan);
	}

	const FText16 Include = u"#include \"/Plugin/X/Private/X.ush\"\n// return";

	// ---- Stand-in: what a .ush edit does to compiled materials ----
	// fact: shader-file-cache — the engine reads a shader file once and serves it from a cache until
	// FlushShaderFileCache empties it.
	// fact: custom-include-not-in-key — a material's shader map key has no hash of a file included from Custom Code.
	// fact: material-key-functions — the key holds the StateId of every function the material calls, refreshed from
	// the function when the material loads in the editor.
	// fact: function-state-id — UpdateMaterialFunction gives the function a new StateId and recompiles loaded callers.
	struct FStandInEngine
	{
		std::string Disk;
		std::map<std::string, std::string> FileCache;
		/** Compiled shaders by key: the .ush text each was compiled from. */
		std::map<std::string, std::string> Ddc;
		int NextGuid = 1;
		int FunctionStateId = 0;
		bool bFunctionExists = false;
		std::vector<FText16> Codes;
		int Recompiles = 0;

		std::string ReadShader()
		{
			auto Found = FileCache.find("X.ush");
			if (Found == FileCache.end())
			{
				Found = FileCache.emplace("X.ush", Disk).first;
			}
			return Found->second;
		}

		void FlushShaderFileCache() { FileCache.clear(); }

		std::string Key() const { return "material+function:" + std::to_string(FunctionStateId); }

		/** What the material renders with: the DDC entry of its key, compiled on a miss. */
		std::string CompiledShader()
		{
			const std::string K = Key();
			if (Ddc.find(K) == Ddc.end())
			{
				Ddc[K] = ReadShader();
				++Recompiles;
			}
			return Ddc[K];
		}

		void UpdateMaterialFunction()
		{
			FunctionStateId = NextGuid++;
			CompiledShader();
		}

		/** An editor restart: the caches of the process go, the DDC and the saved assets stay. */
		void Restart() { FileCache.clear(); }
	};

	/** The shell's Check: the saved Custom nodes' Code against the include plus the stamp of the file on disk. */
	Action Check(FStandInEngine& Engine)
	{
		return Decide(Engine.bFunctionExists, true, Engine.Codes, Include + Stamp(Hash(Engine.Disk)));
	}

	/** The shell's Build: both Custom nodes carry the include and the stamp, then UpdateMaterialFunction. */
	void Build(FStandInEngine& Engine)
	{
		const FText16 Code = Include + Stamp(Hash(Engine.Disk));
		Engine.Codes = { Code, Code };
		Engine.bFunctionExists = true;
		Engine.UpdateMaterialFunction();
	}

	/** The shell's RebuildOutOfDate for one deformer: flush the file cache, then build, when Check says so. */
	void Refresh(FStandInEngine& Engine)
	{
		if (Check(Engine) == Action::Rebuild)
		{
			Engine.FlushShaderFileCache();
			Build(Engine);
		}
	}

	// ---- Stand-in: which input a material compiles World Position Offset from ----
	// fact: material-attributes-wpo — with bUseMaterialAttributes the engine compiles WPO from the MaterialAttributes
	// input and ignores the WPO pin.
	struct FStandInMaterial
	{
		bool bUseMaterialAttributes = false;
		bool bWpoPinCallsFunction = false;
		bool bAttributesCallFunction = false;
		bool Deforms() const { return bUseMaterialAttributes ? bAttributesCallFunction : bWpoPinCallsFunction; }
	};

	/**
	 * The shell's DeformingParent: the plan, then what each outcome leaves the slot rendering with. bCopyCalls says
	 * whether an existing copy still calls the function (false after an undo reverted it in memory).
	 */
	bool SetUp(const FStandInMaterial& Base, bool bCopyExists, std::string& OutError, bool bCopyCalls = true)
	{
		const bool bCalls = Base.bWpoPinCallsFunction || Base.bAttributesCallFunction;
		switch (EditorCore::PlanParent(bCalls, Base.bUseMaterialAttributes, bCopyExists, bCopyCalls))
		{
		case ParentPlan::UseBase:
			return Base.Deforms();
		case ParentPlan::Refuse:
			OutError = "uses material attributes";
			return false;
		case ParentPlan::ReuseCopy:
		{
			// The copy as it is in memory.
			FStandInMaterial Copy = Base;
			Copy.bWpoPinCallsFunction = bCopyCalls;
			return Copy.Deforms();
		}
		case ParentPlan::RepairCopy:
		case ParentPlan::MakeCopy:
		{
			// The copy gets the function on its WPO pin, as WireFunction wires it.
			FStandInMaterial Copy = Base;
			Copy.bWpoPinCallsFunction = true;
			return Copy.Deforms();
		}
		}
		return false;
	}

	void ReuseChecks()
	{
		std::string Why;
		FStandInMaterial Plain;
		std::string Error;
		if (!SetUp(Plain, true, Error, false))
		{
			Why += "a copy reverted in memory is reused without the function (silently not deforming); ";
		}
		if (EditorCore::PlanInstance(true, false) != InstancePlan::Reparent || EditorCore::PlanInstance(true, true) != InstancePlan::Reuse
			|| EditorCore::PlanInstance(false, false) != InstancePlan::Make)
		{
			Why += "an instance under another parent is reused as it is; ";
		}
		Report("setup.reuse_checks", Why.empty(), Why);
	}

	void MaterialAttributes()
	{
		std::string Why;
		for (const bool bCopyExists : { false, true })
		{
			FStandInMaterial Plain;
			std::string Error;
			if (!SetUp(Plain, bCopyExists, Error) || !Error.empty())
			{
				Why += "a plain material does not deform after setup; ";
			}
			FStandInMaterial Attributes;
			Attributes.bUseMaterialAttributes = true;
			Error.clear();
			if (!SetUp(Attributes, bCopyExists, Error) && Error.empty())
			{
				Why += "an attribute material ends up not deforming without an error; ";
			}
			FStandInMaterial HandWired;
			HandWired.bUseMaterialAttributes = true;
			HandWired.bAttributesCallFunction = true;
			Error.clear();
			if (!SetUp(HandWired, bCopyExists, Error))
			{
				Why += "an attribute material wired by hand is refused; ";
			}
		}
		Report("setup.material_attributes", Why.empty(), Why);
	}

	void LineEndings()
	{
		const std::string Unix = "const float a = 1.0;\nreturn a;\n";
		const std::string Windows = "const float a = 1.0;\r\nreturn a;\r\n";
		const std::string Edited = "const float a = 2.0;\nreturn a;\n";
		std::string Why;
		if (Hash(Unix) != Hash(Windows))
		{
			Why += "a CRLF checkout hashes differently; ";
		}
		if (Hash(Unix) == Hash(Edited))
		{
			Why += "a one-character edit keeps the hash; ";
		}
		if (Hash("") == Hash("\n"))
		{
			Why += "an added newline keeps the hash; ";
		}
		Report("hash.line_endings", Why.empty(), Why);
	}

	void StampFormat()
	{
		const FText16 Text = Stamp(0x0123ABCDu);
		const FText16 Want = FText16(u"\n") + STAMP_PREFIX + u"0123ABCD";
		std::string Why;
		if (Text != Want)
		{
			Why += "the stamp is not a newline, the prefix and eight upper-case hex digits; ";
		}
		if (static_cast<int32>(Text.size()) != EditorCore::StampLength)
		{
			Why += "StampLength does not match what WriteStamp writes; ";
		}
		if (Stamp(1u) == Stamp(0x10u))
		{
			Why += "different hashes give one stamp; ";
		}
		Report("stamp.format", Why.empty(), Why);
	}

	void DecideCases()
	{
		const FText16 Current = Include + Stamp(7u);
		const FText16 Old = Include + Stamp(8u);
		std::string Why;
		if (Decide(false, true, {}, Current) != Action::NotBuilt)
		{
			Why += "a missing function is not NotBuilt; ";
		}
		if (Decide(true, false, { Old, Old }, Current) != Action::ShaderUnreadable)
		{
			Why += "an unreadable .ush would be rebuilt with an empty stamp; ";
		}
		if (Decide(true, true, { Current, Current }, Current) != Action::Keep)
		{
			Why += "an up-to-date function is rebuilt; ";
		}
		if (Decide(true, true, { Old, Old }, Current) != Action::Rebuild)
		{
			Why += "an edited .ush keeps the function; ";
		}
		if (Decide(true, true, { Current, Old }, Current) != Action::Rebuild)
		{
			Why += "a stale previous-frame node keeps the function; ";
		}
		if (Decide(true, true, { Include, Include }, Current) != Action::Rebuild)
		{
			Why += "a function without a stamp (older plugin) keeps; ";
		}
		// Each fused normal family is one node: a current one keeps; the two nodes of an older plugin rebuild.
		for (const Deformer Which : { Deformer::SplineDeform, Deformer::VelocityStretch })
		{
			const int32 Fused = EditorCore::NormalNodesPerFunction(Which);
			if (Fused != 0 && (Fused != 1 || Decide(true, true, { Current }, Current, Fused) != Action::Keep
				|| Decide(true, true, { Current, Current }, Current, Fused) != Action::Rebuild))
			{
				Why += "a fused normal node's family is not decided as one node; ";
			}
		}
		if (EditorCore::NormalNodesPerFunction(Deformer::VelocityStretch) != 1)
		{
			Why += "the velocity function's normal and tangent are not one node; ";
		}
		// Rebuilt twice by an older plugin whose delete skipped every other node: four current nodes.
		if (Decide(true, true, { Current, Current, Current, Current }, Current) != Action::Rebuild)
		{
			Why += "leftover Custom nodes are kept; ";
		}
		Report("decide.cases", Why.empty(), Why);
	}

	void WatchFilter()
	{
		std::string Why;
		if (ToCheck({ FText16(u"D:/Project/Plugins/X/Shaders/Private/") + SPLINE_USH }) != 1u)
		{
			Why += "the spline .ush does not select the spline function alone; ";
		}
		// Windows reports backslashes and the file's own case.
		FText16 Upper = VELOCITY_USH;
		for (char16_t& Char : Upper)
		{
			Char = Char >= u'a' && Char <= u'z' ? static_cast<char16_t>(Char - u'a' + u'A') : Char;
		}
		if (ToCheck({ FText16(u"D:\\Project\\Plugins\\X\\Shaders\\Private\\") + Upper }) != 2u)
		{
			Why += "a Windows path in another case does not select the velocity function; ";
		}
		if (ToCheck({ u"/p/Shaders/Private/Common.ush" }) != 3u)
		{
			Why += "another shader source does not re-check both; ";
		}
		if (ToCheck({ FText16(u"/p/Shaders/Private/") + SPLINE_USH + u"~", u"/p/Shaders/Private/.X.swp", u"/p/Shaders/Private" }) != 0u)
		{
			Why += "swap files or folders trigger a re-check; ";
		}
		if (ToCheck({ FText16(u"/p/Shaders/Private/Old") + SPLINE_USH }) != 3u)
		{
			Why += "a file whose name only ends like a deformer's .ush is taken for it; ";
		}
		// fact: directory-watcher — a lost batch (FCA_RescanRequired) names the watched folder, not a file.
		if (ToCheck({ u"/p/Shaders" }, true) != 3u)
		{
			Why += "a rescan (lost changes) does not re-check every function; ";
		}
		Report("watch.filter", Why.empty(), Why);
	}

	void UshEditRecompiles()
	{
		FStandInEngine Engine;
		Engine.Disk = "return float3(0, 0, 1);\n";
		Build(Engine);
		std::string Why;
		if (Engine.CompiledShader() != Engine.Disk)
		{
			Why += "the first build does not compile the .ush; ";
		}
		const std::string Before = Engine.CompiledShader();
		Engine.Disk = "return float3(0, 0, 2);\n";
		if (Engine.CompiledShader() != Before)
		{
			Why += "the stand-in recompiled without a key change (it must not: the defect); ";
		}
		Refresh(Engine);
		if (Engine.CompiledShader() != Engine.Disk)
		{
			Why += "after the watch's refresh the material still renders the old .ush; ";
		}
		const int StateId = Engine.FunctionStateId;
		const int Recompiles = Engine.Recompiles;
		Refresh(Engine);
		Refresh(Engine);
		if (Engine.FunctionStateId != StateId || Engine.Recompiles != Recompiles)
		{
			Why += "a refresh with nothing changed rebuilt the function (every caller recompiles); ";
		}
		Report("engine.ush_edit_recompiles", Why.empty(), Why);
	}

	void EditWhileClosed()
	{
		FStandInEngine Engine;
		Engine.Disk = "return float3(1, 0, 0);\n";
		Build(Engine);
		Engine.CompiledShader();
		// The plugin is updated (or the .ush edited) while the editor is closed.
		Engine.Restart();
		Engine.Disk = "return float3(3, 0, 0);\n";
		Refresh(Engine);
		std::string Why;
		if (Engine.CompiledShader() != Engine.Disk)
		{
			Why += "after a restart the material renders the old .ush from the DDC; ";
		}
		Report("engine.edit_while_closed", Why.empty(), Why);
	}

	void CrlfCheckout()
	{
		FStandInEngine Engine;
		Engine.Disk = "return float3(0, 1, 0);\n";
		Build(Engine);
		Engine.CompiledShader();
		const int StateId = Engine.FunctionStateId;
		Engine.Restart();
		Engine.Disk = "return float3(0, 1, 0);\r\n";
		Refresh(Engine);
		std::string Why;
		if (Engine.FunctionStateId != StateId)
		{
			Why += "a checkout that only converts line endings rebuilt the function; ";
		}
		Report("engine.crlf_checkout", Why.empty(), Why);
	}

	// ---- The material function graphs (F<Plugin>EditorCore::DescribeFunction), read as values ----
	// The rules below are the material translator's, each under its fact id; the runtime's per-instance layout
	// (F<Plugin>InstanceData, the runtime module's header) is the other side of the custom data contract.

	const Deformer Deformers[] = { Deformer::SplineDeform, Deformer::VelocityStretch, Deformer::SplineAtlasDeform };

	std::string Utf8(const TCHAR* Text)
	{
		std::string Out;
		for (int32 Index = 0; Text != nullptr && Text[Index] != 0; ++Index)
		{
			Out += static_cast<char>(Text[Index] < 128 ? Text[Index] : '?');
		}
		return Out;
	}

	bool Same(const TCHAR* A, const TCHAR* B)
	{
		return A != nullptr && B != nullptr && FText16(A) == FText16(B);
	}

	/**
	 * How many inputs the engine class of a kind has, as GetInput numbers them; -1 for Custom (named, any count).
	 * fact: expression-input-order — GetInput(i) is the i-th FExpressionInput member in declaration order.
	 */
	int32 Arity(Kind NodeKind)
	{
		switch (NodeKind)
		{
		case Kind::Custom: return -1;
		case Kind::Add:
		case Kind::DotProduct:
		case Kind::AppendVector:
		case Kind::PreviousFrameSwitch: return 2;
		case Kind::TransformPosition:
		case Kind::Transform:
		case Kind::ComponentMask:
		case Kind::FunctionOutput:
		case Kind::Normalize:
		case Kind::VertexInterpolator: return 1;
		default: return 0;
		}
	}

	struct FGraphReader
	{
		std::unique_ptr<Graph> Value = std::make_unique<Graph>();
		std::string Name;

		explicit FGraphReader(Deformer Which)
		{
			EditorCore::DescribeFunction(Which, *Value);
			Name = Utf8(Value->AssetName);
		}

		const Node& At(int32 Index) const { return Value->Nodes[Index]; }

		/** The node feeding input Input of To, or -1. */
		int32 Source(int32 To, int32 Input) const
		{
			for (int32 Index = 0; Index < Value->LinkCount; ++Index)
			{
				if (Value->Links[Index].To == To && Value->Links[Index].Input == Input)
				{
					return Value->Links[Index].From;
				}
			}
			return -1;
		}

		/** The node feeding the Custom node's input named InputName, or -1. */
		int32 SourceNamed(int32 To, const FText16& InputName) const
		{
			for (int32 Index = 0; Index < Value->LinkCount; ++Index)
			{
				const auto& Link = Value->Links[Index];
				if (Link.To == To && Link.InputName != nullptr && FText16(Link.InputName) == InputName)
				{
					return Link.From;
				}
			}
			return -1;
		}

		std::vector<int32> Sources(int32 To) const
		{
			std::vector<int32> Out;
			for (int32 Index = 0; Index < Value->LinkCount; ++Index)
			{
				if (Value->Links[Index].To == To)
				{
					Out.push_back(Value->Links[Index].From);
				}
			}
			return Out;
		}

		std::vector<int32> OfKind(Kind Wanted) const
		{
			std::vector<int32> Out;
			for (int32 Index = 0; Index < Value->NodeCount; ++Index)
			{
				if (At(Index).Kind == Wanted)
				{
					Out.push_back(Index);
				}
			}
			return Out;
		}

		/** Every node upstream of From (From included). */
		std::set<int32> Upstream(int32 From) const
		{
			std::set<int32> Seen;
			std::vector<int32> Stack = { From };
			while (!Stack.empty())
			{
				const int32 Node = Stack.back();
				Stack.pop_back();
				if (!Seen.insert(Node).second)
				{
					continue;
				}
				for (const int32 Source : Sources(Node))
				{
					Stack.push_back(Source);
				}
			}
			return Seen;
		}

		/**
		 * The stages each node is compiled in: an output's stage flows upstream; the input of a vertex interpolator is
		 * compiled in the vertex stage whatever reads its output (fact vertex-interpolator-stages).
		 */
		std::map<int32, std::set<Stage>> Stages() const;
	};

	std::map<int32, std::set<Stage>> FGraphReader::Stages() const
	{
		std::map<int32, std::set<Stage>> Out;
		std::vector<std::pair<int32, Stage>> Stack;
		for (const int32 Output : OfKind(Kind::FunctionOutput))
		{
			Stack.push_back({ Output, At(Output).Stage });
		}
		while (!Stack.empty())
		{
			const auto [NodeIndex, NodeStage] = Stack.back();
			Stack.pop_back();
			if (!Out[NodeIndex].insert(NodeStage).second)
			{
				continue;
			}
			const Stage Upper = At(NodeIndex).Kind == Kind::VertexInterpolator ? Stage::Vertex : NodeStage;
			for (const int32 Source : Sources(NodeIndex))
			{
				Stack.push_back({ Source, Upper });
			}
		}
		return Out;
	}

	/** Links are in range, each engine input is fed once, and every Custom input has a unique name in order. */
	std::string WellFormed(const FGraphReader& Reader)
	{
		std::string Why;
		const Graph& G = *Reader.Value;
		if (G.bOverflow)
		{
			return Reader.Name + " does not fit the graph value; ";
		}
		std::set<std::pair<int32, int32>> Fed;
		std::map<int32, std::set<FText16>> CustomNames;
		for (int32 Index = 0; Index < G.LinkCount; ++Index)
		{
			const auto& Link = G.Links[Index];
			if (Link.From < 0 || Link.From >= G.NodeCount || Link.To < 0 || Link.To >= G.NodeCount || Link.From == Link.To)
			{
				Why += Reader.Name + " has a link out of range; ";
				continue;
			}
			const int32 Arity = ::Arity(Reader.At(Link.To).Kind);
			if (Arity >= 0 && (Link.Input < 0 || Link.Input >= Arity))
			{
				Why += Reader.Name + " links input " + std::to_string(Link.Input) + " of a node that has " + std::to_string(Arity) + "; ";
			}
			if (Arity < 0 && (Link.InputName == nullptr || !CustomNames[Link.To].insert(Link.InputName).second))
			{
				Why += Reader.Name + " has a Custom input without a name or twice the same name; ";
			}
			if (!Fed.insert({ Link.To, Link.Input }).second)
			{
				Why += Reader.Name + " feeds one input twice; ";
			}
		}
		for (const int32 Custom : Reader.OfKind(Kind::Custom))
		{
			for (int32 Input = 0; Input < static_cast<int32>(CustomNames[Custom].size()); ++Input)
			{
				if (Reader.Source(Custom, Input) < 0)
				{
					Why += Reader.Name + " leaves a gap in a Custom node's inputs; ";
				}
			}
		}
		return Why;
	}

	/** The deformer Custom nodes (the .ush include), current first. */
	std::vector<int32> DeformerNodes(const FGraphReader& Reader)
	{
		std::vector<int32> Out;
		for (const int32 Custom : Reader.OfKind(Kind::Custom))
		{
			if (Reader.At(Custom).CodeSource == GraphCode::DeformerInclude)
			{
				Out.push_back(Custom);
			}
		}
		return Out;
	}

	/**
	 * fact: transform-local-vs-instance — World -> Local transforms by the primitive's WorldToLocal (for an
	 * instanced static mesh the component, not the instance); "Instance & Particle Space" transforms by the
	 * instance's matrices. An instanced graph reads its vertex and writes its offset in instance space; any other
	 * graph in the mesh's local space. The vertex excludes shader offsets (WPO must not read itself).
	 */
	std::string Spaces(const FGraphReader& Reader)
	{
		std::string Why;
		const Space Mesh = Reader.Value->bInstanced ? Space::Instance : Space::Local;
		for (const int32 Custom : DeformerNodes(Reader))
		{
			const int32 Position = Reader.SourceNamed(Custom, u"LocalPosition");
			if (Position < 0 || Reader.At(Position).Kind != Kind::TransformPosition || Reader.At(Position).From != Space::World
				|| Reader.At(Position).To != Mesh)
			{
				Why += Reader.Name + ": the vertex is not transformed from world to the " + (Reader.Value->bInstanced ? "instance" : "mesh") + "'s space; ";
				continue;
			}
			const int32 World = Reader.Source(Position, 0);
			if (World < 0 || Reader.At(World).Kind != Kind::WorldPosition)
			{
				Why += Reader.Name + ": the vertex does not come from the world position without offsets; ";
			}
		}
		const int32 Switch = Reader.OfKind(Kind::PreviousFrameSwitch).empty() ? -1 : Reader.OfKind(Kind::PreviousFrameSwitch)[0];
		bool bOffsetToWorld = false;
		for (const int32 Transform : Reader.OfKind(Kind::Transform))
		{
			if (Reader.Source(Transform, 0) == Switch)
			{
				bOffsetToWorld = Reader.At(Transform).From == Mesh && Reader.At(Transform).To == Space::World;
			}
		}
		if (!bOffsetToWorld)
		{
			Why += Reader.Name + ": the offset does not go from the vertex's space to world; ";
		}
		if (Reader.Value->bInstanced)
		{
			for (int32 Index = 0; Index < Reader.Value->NodeCount; ++Index)
			{
				const Node& N = Reader.At(Index);
				if ((N.Kind == Kind::Transform || N.Kind == Kind::TransformPosition) && (N.From == Space::Local || N.To == Space::Local))
				{
					Why += Reader.Name + " (instanced) has a transform through Local space, the ISM component's; ";
				}
			}
		}
		return Why;
	}

	/** What one per-instance contract input reads from the runtime's layout, this frame and the previous. */
	struct FLayoutInput
	{
		const char16_t* Base;
		int32 Now;
		int32 Prev;
		int32 Floats;
	};

	/**
	 * fact: ism-custom-data-material — a PerInstanceCustomData node reads float DataIndex of the instance's custom
	 * data (3Vector: DataIndex..DataIndex+2), bounded only by the count the component sets; only instanced graphs
	 * carry them. The indices are those the runtime writes (F<Plugin>InstanceData).
	 */
	std::string CustomData(const FGraphReader& Reader)
	{
		std::string Why;
		const FLayoutInput Layout[] = {
			{ u"Progress", Data::Progress, Data::PrevProgress, 1 }, { u"StretchScale", Data::StretchScale, Data::PrevStretchScale, 1 },
			{ u"SizeScale", Data::SizeScale, Data::PrevSizeScale, 1 }, { u"AtlasRow", Data::AtlasRow, Data::AtlasRow, 1 },
			{ u"SplineLength", Data::SplineLength, Data::SplineLength, 1 },
			{ u"VelocityAxisLocal", Data::VelocityAxisLocalX, Data::VelocityAxisLocalX, 3 },
			{ u"VelocityPivotLocal", Data::VelocityPivotLocalX, Data::VelocityPivotLocalX, 3 },
			{ u"VelocityStretch", Data::VelocityStretch, Data::PrevVelocityStretch, 1 } };
		for (int32 Index = 0; Index < Reader.Value->NodeCount; ++Index)
		{
			const Node& N = Reader.At(Index);
			const int32 Floats = N.Kind == Kind::PerInstanceCustomData ? 1 : N.Kind == Kind::PerInstanceCustomData3Vector ? 3 : 0;
			if (Floats == 0)
			{
				continue;
			}
			if (!Reader.Value->bInstanced)
			{
				Why += Reader.Name + " reads per-instance data but is not an instanced graph; ";
			}
			if (N.DataIndex < 0 || N.DataIndex + Floats > Data::NumFloats)
			{
				Why += Reader.Name + " reads custom data float " + std::to_string(N.DataIndex) + " of " + std::to_string(Data::NumFloats) + "; ";
			}
		}
		const std::vector<int32> Nodes = DeformerNodes(Reader);
		for (size_t Frame = 0; Frame < Nodes.size() && Reader.Value->bInstanced; ++Frame)
		{
			for (const FLayoutInput& Input : Layout)
			{
				const int32 Source = Reader.SourceNamed(Nodes[Frame], FText16(PARAM_PREFIX) + Input.Base);
				const Kind Expected = Input.Floats == 3 ? Kind::PerInstanceCustomData3Vector : Kind::PerInstanceCustomData;
				const int32 Wanted = Frame == 0 ? Input.Now : Input.Prev;
				if (Source < 0 || Reader.At(Source).Kind != Expected || Reader.At(Source).DataIndex != Wanted)
				{
					Why += Reader.Name + ": " + Utf8(Input.Base) + (Frame == 0 ? "" : " (previous frame)") + " is not read from custom data float "
						+ std::to_string(Wanted) + " the runtime writes; ";
				}
			}
		}
		return Why;
	}

	/**
	 * fact: vertex-interpolator-stages — a vertex interpolator's input is compiled in the vertex stage; its output
	 * exists in the pixel stage only ("Custom interpolator outputs only available in pixel shaders"), PreSkinnedNormal
	 * in the vertex stage only, and per-instance custom data outside the vertex stage only under Nanite.
	 */
	std::string StageRules(const FGraphReader& Reader)
	{
		std::string Why;
		for (const auto& [NodeIndex, NodeStages] : Reader.Stages())
		{
			const Kind K = Reader.At(NodeIndex).Kind;
			const bool bVertex = NodeStages.count(Stage::Vertex) > 0;
			const bool bPixel = NodeStages.count(Stage::Pixel) > 0;
			if (K == Kind::VertexInterpolator && bVertex)
			{
				Why += Reader.Name + ": an interpolator's output is read in the vertex stage (an interpolator fed from another, or WPO from one); ";
			}
			if (K == Kind::PreSkinnedNormal && bPixel)
			{
				Why += Reader.Name + ": PreSkinnedNormal reaches the pixel stage without an interpolator; ";
			}
			if ((K == Kind::PerInstanceCustomData || K == Kind::PerInstanceCustomData3Vector) && bPixel)
			{
				Why += Reader.Name + ": per-instance custom data read in the pixel stage; ";
			}
			if (NodeStages.count(Stage::None) > 0)
			{
				Why += Reader.Name + " has an output without a stage; ";
			}
		}
		return Why;
	}

	/**
	 * fact: previous-frame-switch — the velocity pass compiles the material again for the previous frame, where the
	 * switch takes input 1. WPO reaches the output only through the switch; the previous branch reads every
	 * previous-frame value the runtime pushes (Prev parameters, Prev custom data) and the current branch none.
	 */
	std::string PreviousFrame(const FGraphReader& Reader, Deformer Which)
	{
		std::string Why;
		const std::vector<int32> Switches = Reader.OfKind(Kind::PreviousFrameSwitch);
		const std::vector<int32> Nodes = DeformerNodes(Reader);
		if (Switches.size() != 1 || Nodes.size() != 2 || Reader.Source(Switches[0], 0) != Nodes[0] || Reader.Source(Switches[0], 1) != Nodes[1])
		{
			return Reader.Name + ": the current and previous deformer nodes do not feed the switch's inputs 0 and 1; ";
		}
		int32 Wpo = -1;
		for (const int32 Output : Reader.OfKind(Kind::FunctionOutput))
		{
			Wpo = Reader.At(Output).Stage == Stage::Vertex ? Output : Wpo;
		}
		for (int32 Index = 0; Index < Reader.Value->LinkCount; ++Index)
		{
			const auto& Link = Reader.Value->Links[Index];
			if ((Link.From == Nodes[0] || Link.From == Nodes[1]) && Link.To != Switches[0] && Wpo >= 0 && Reader.Upstream(Wpo).count(Link.To) > 0)
			{
				Why += Reader.Name + ": a deformer node reaches WPO around the switch; ";
			}
		}
		const std::set<int32> Current = Reader.Upstream(Nodes[0]);
		const std::set<int32> Previous = Reader.Upstream(Nodes[1]);
		const TCHAR* Names[64] = {};
		const int32 Count = EditorCore::ParameterNames(Which, Names, 64);
		for (int32 Name = 0; Name < Count && Name < 64; ++Name)
		{
			const bool bPrev = Utf8(Names[Name]).find("Prev") != std::string::npos;
			bool bFound = false;
			for (int32 Index = 0; Index < Reader.Value->NodeCount; ++Index)
			{
				if (!Same(Reader.At(Index).Name, Names[Name]) || Reader.At(Index).Kind == Kind::FunctionInput || Reader.At(Index).Kind == Kind::FunctionOutput)
				{
					continue;
				}
				bFound = true;
				if (bPrev && (Previous.count(Index) == 0 || Current.count(Index) > 0))
				{
					Why += Reader.Name + ": " + Utf8(Names[Name]) + " does not feed the previous frame alone; ";
				}
				if (!bPrev && Previous.count(Index) > 0 && Current.count(Index) == 0)
				{
					Why += Reader.Name + ": " + Utf8(Names[Name]) + " feeds only the previous frame; ";
				}
			}
			if (!bFound)
			{
				Why += Reader.Name + ": parameter " + Utf8(Names[Name]) + ", which the function exposes, is not in the graph; ";
			}
		}
		const int32 PrevFloats[] = { Data::PrevProgress, Data::PrevStretchScale, Data::PrevSizeScale, Data::PrevVelocityStretch };
		for (int32 Index = 0; Index < Reader.Value->NodeCount && Reader.Value->bInstanced; ++Index)
		{
			const Node& N = Reader.At(Index);
			if (N.Kind != Kind::PerInstanceCustomData)
			{
				continue;
			}
			const bool bPrev = std::find(std::begin(PrevFloats), std::end(PrevFloats), N.DataIndex) != std::end(PrevFloats);
			if (bPrev && (Previous.count(Index) == 0 || Current.count(Index) > 0))
			{
				Why += Reader.Name + ": previous-frame custom data float " + std::to_string(N.DataIndex) + " does not feed the previous frame alone; ";
			}
		}
		return Why;
	}

	/** The function outputs named as the customized UVs' (NormalSlotOutputs), in slot order; empty when there are none. */
	std::vector<int32> CarriedOutputs(const FGraphReader& Reader)
	{
		std::vector<int32> Out;
		for (int32 Slot = 0; Slot < 3; ++Slot)
		{
			for (const int32 Output : Reader.OfKind(Kind::FunctionOutput))
			{
				if (Same(Reader.At(Output).Name, EditorCore::NormalSlotOutputs[Slot]))
				{
					Out.push_back(Output);
				}
			}
		}
		return Out;
	}

	/** The output of From that the link into input Input of To reads (a link's own, else the node's). */
	int32 OutputRead(const FGraphReader& Reader, int32 To, int32 Input)
	{
		for (int32 Index = 0; Index < Reader.Value->LinkCount; ++Index)
		{
			const auto& Link = Reader.Value->Links[Index];
			if (Link.To == To && Link.Input == Input)
			{
				return Link.FromOutput >= 0 ? Link.FromOutput : Reader.At(Link.From).Output;
			}
		}
		return -1;
	}

	/**
	 * fact: function-pin-ids — callers find a function's pins by Id and list them by SortPriority (GetInputsAndOutputs
	 * sorts by it alone); mesh setup wires input 0 ExistingWPO, input 1 NormalMap, output 0 WPO, Normal and NormalWS
	 * by name. ValidateName does nothing in a function, so names must be unique by construction.
	 */
	std::string Pins(const FGraphReader& Reader)
	{
		std::string Why;
		std::pair<Kind, std::vector<FText16>> Expected[] = {
			{ Kind::FunctionInput, { u"ExistingWPO", u"NormalMap" } },
			{ Kind::FunctionOutput, { u"WorldPositionOffset", u"Normal", u"NormalWS" } } };
		// A graph carrying its normal on customized UVs has their inputs and outputs after those, in slot order.
		if (!CarriedOutputs(Reader).empty())
		{
			for (int32 Slot = 0; Slot < 3; ++Slot)
			{
				Expected[0].second.push_back(EditorCore::NormalSlotInputs[Slot]);
				Expected[1].second.push_back(EditorCore::NormalSlotOutputs[Slot]);
			}
		}
		for (const auto& [PinKind, Order] : Expected)
		{
			std::map<int32, FText16> ByPriority;
			std::set<FText16> Names;
			for (const int32 Pin : Reader.OfKind(PinKind))
			{
				if (!ByPriority.emplace(Reader.At(Pin).SortPriority, Reader.At(Pin).Name).second)
				{
					Why += Reader.Name + ": two pins share a sort priority; ";
				}
				if (!Names.insert(Reader.At(Pin).Name).second)
				{
					Why += Reader.Name + ": two pins share a name; ";
				}
			}
			int32 Position = 0;
			for (const auto& [Priority, Name] : ByPriority)
			{
				if (Position >= static_cast<int32>(Order.size()) || Order[Position] != Name)
				{
					Why += Reader.Name + ": pin " + std::to_string(Position) + " is not the one mesh setup wires; ";
				}
				++Position;
			}
		}
		return Why;
	}

	/**
	 * fact: custom-additional-outputs, customized-uvs — one Custom node's call fills its additional outputs, and the
	 * customized UVs compile in World Position Offset's vertex scope as one function, so a graph with normals (the
	 * velocity one always, the spline one unless the spec turns them off) has ONE normal node: the normal is its output
	 * 0, the tangent its output 1 (DeformedTangent), its inputs LocalNormal (PreSkinnedNormal) and LocalTangent; no
	 * vertex interpolator (each is a scope and function of its own); three vertex-stage outputs carry (N.x, N.y),
	 * (N.z, T.x), (T.y, T.z) of the world normal and tangent, and the pixel combine reads the three float2 inputs in
	 * order. Graphs without normals have none of these outputs.
	 */
	std::string FusedNormal(const FGraphReader& Reader, Deformer Which)
	{
		std::string Why;
		std::vector<int32> Normals;
		for (const int32 Custom : Reader.OfKind(Kind::Custom))
		{
			if (Reader.At(Custom).CodeSource == GraphCode::NormalInclude)
			{
				Normals.push_back(Custom);
			}
		}
		const std::vector<int32> Carried = CarriedOutputs(Reader);
		if (Which == Deformer::VelocityStretch && Normals.empty())
		{
			return Reader.Name + " has no normal node; ";
		}
		if (Normals.empty())
		{
			return Carried.empty() ? std::string() : Reader.Name + " carries a normal on customized UVs without a fused node; ";
		}
		if (Normals.size() != 1)
		{
			return Reader.Name + ": " + std::to_string(Normals.size()) + " normal nodes, not one; ";
		}
		const int32 Fused = Normals[0];
		if (Reader.At(Fused).AdditionalOutput == nullptr || !Same(Reader.At(Fused).AdditionalOutput, u"DeformedTangent"))
		{
			Why += Reader.Name + ": the normal node has no DeformedTangent output; ";
		}
		const int32 Rest = Reader.SourceNamed(Fused, u"LocalNormal");
		if (Rest < 0 || Reader.At(Rest).Kind != Kind::PreSkinnedNormal || Reader.SourceNamed(Fused, u"LocalTangent") < 0)
		{
			Why += Reader.Name + ": the normal node does not read the rest normal and tangent; ";
		}
		if (!Reader.OfKind(Kind::VertexInterpolator).empty())
		{
			Why += Reader.Name + " still has vertex interpolators (each runs the node again); ";
		}
		// Its contract inputs are the current frame's: the very sources of the current deformer node.
		const std::vector<int32> Current = DeformerNodes(Reader);
		for (int32 Index = 0; Index < Reader.Value->LinkCount && !Current.empty(); ++Index)
		{
			const auto& Link = Reader.Value->Links[Index];
			if (Link.To != Fused || Same(Link.InputName, u"LocalNormal") || Same(Link.InputName, u"LocalTangent"))
			{
				continue;
			}
			if (Reader.SourceNamed(Current[0], Link.InputName) != Link.From)
			{
				Why += Reader.Name + ": the normal node's " + Utf8(Link.InputName) + " is not the current frame's; ";
			}
		}
		if (Carried.size() != 3)
		{
			return Why + Reader.Name + ": not three customized-UV outputs; ";
		}
		// Which direction (0 normal, 1 tangent) and component mask each of the six floats must come from.
		const int32 Direction[6] = { 0, 0, 0, 1, 1, 1 };
		const uint8 Component[6] = { 1, 2, 4, 1, 2, 4 };
		for (int32 Slot = 0; Slot < 3; ++Slot)
		{
			if (Reader.At(Carried[Slot]).Stage != Stage::Vertex)
			{
				Why += Reader.Name + ": a customized-UV output is not a vertex-stage output; ";
			}
			const int32 Pair = Reader.Source(Carried[Slot], 0);
			if (Pair < 0 || Reader.At(Pair).Kind != Kind::AppendVector)
			{
				Why += Reader.Name + ": a customized-UV output is not a pair; ";
				continue;
			}
			for (int32 Half = 0; Half < 2; ++Half)
			{
				const int32 Part = 2 * Slot + Half;
				const int32 Mask = Reader.Source(Pair, Half);
				int32 Node = Mask < 0 ? -1 : Reader.Source(Mask, 0);
				// Input 0 down to the fused node (the normal through its world dot products, the tangent through its
				// transform), and which of its outputs the last link reads.
				int32 Read = -1;
				while (Node >= 0 && Node != Fused)
				{
					const int32 Next = Reader.Source(Node, 0);
					Read = Next == Fused ? OutputRead(Reader, Node, 0) : Read;
					Node = Next;
				}
				const bool bRight = Mask >= 0 && Reader.At(Mask).Kind == Kind::ComponentMask && Reader.At(Mask).Mask == Component[Part]
					&& Node == Fused && Read == Direction[Part];
				if (!bRight)
				{
					Why += Reader.Name + ": customized-UV float " + std::to_string(Part) + " is not " + (Direction[Part] == 0 ? "N." : "T.")
						+ "xyz"[Part % 3] + "; ";
				}
			}
		}
		for (const int32 Custom : Reader.OfKind(Kind::Custom))
		{
			if (Reader.At(Custom).CodeSource != GraphCode::Inline)
			{
				continue;
			}
			for (int32 Slot = 0; Slot < 3; ++Slot)
			{
				const int32 Input = Reader.Source(Custom, 1 + Slot);
				if (Input < 0 || Reader.At(Input).Kind != Kind::FunctionInput || Reader.At(Input).Components != 2
					|| !Same(Reader.At(Input).Name, EditorCore::NormalSlotInputs[Slot]))
				{
					Why += Reader.Name + ": the pixel combine does not read texture coordinate input " + std::to_string(Slot) + " there; ";
				}
			}
		}
		return Why;
	}

	/**
	 * fact: customized-uvs — mesh setup's slot plan, checked exhaustively over every material of the 8 UVs (which it
	 * reads, which customized UVs it connects, its count): the three lowest indices it neither reads nor uses (a
	 * connected customized UV at or above the count is not compiled, so it is free), increasing; a count that keeps
	 * the material's own customized UVs and covers the three; no plan when fewer than three are free.
	 */
	void NormalSlots()
	{
		std::string Why;
		for (uint32 Read = 0; Read < 256u && Why.size() < 2000; ++Read)
		{
			for (uint32 Used = 0; Used < 256u; ++Used)
			{
				for (int32 Count = 0; Count <= EditorCore::MaxCustomizedUVs; ++Count)
				{
					const auto Plan = EditorCore::PlanNormalSlots(Read, Used, Count);
					std::vector<int32> Free;
					for (int32 Index = 0; Index < 8; ++Index)
					{
						const bool bUsed = Index < Count && (Used >> Index & 1u) != 0;
						if (!bUsed && (Read >> Index & 1u) == 0)
						{
							Free.push_back(Index);
						}
					}
					const std::string Case = "read " + std::to_string(Read) + " used " + std::to_string(Used) + " count " + std::to_string(Count) + ": ";
					if (Free.size() < 3)
					{
						Why += Plan.bPossible ? Case + "a plan with fewer than three free UVs; " : "";
						continue;
					}
					const int32 WantedCount = std::max(Count, Free[2] + 1);
					if (!Plan.bPossible || Plan.Indices[0] != Free[0] || Plan.Indices[1] != Free[1] || Plan.Indices[2] != Free[2]
						|| Plan.NumCustomizedUVs != WantedCount)
					{
						Why += Case + "not the three lowest free UVs with a count of " + std::to_string(WantedCount) + "; ";
					}
				}
			}
		}
		// The common case: a material reading UV 0 only, no customized UVs, gets 1, 2, 3 and a count of 4.
		const auto Plain = EditorCore::PlanNormalSlots(1u, 0u, 0);
		if (!Plain.bPossible || Plain.Indices[0] != 1 || Plain.Indices[2] != 3 || Plain.NumCustomizedUVs != 4)
		{
			Why += "a material reading UV 0 does not get UVs 1 to 3; ";
		}
		Report("setup.normal_slots", Why.empty(), Why);
	}

	/**
	 * fact: tangent-basis-sign — the pixel stage's TangentToWorld carries the mesh's tangent sign (and a negative
	 * scale's mirroring) in its bitangent row; a normal map is baked for that handedness. The combine of a graph
	 * with normals reads that row (Tangent -> World of +Y).
	 */
	std::string TangentSign(const FGraphReader& Reader)
	{
		for (const int32 Custom : Reader.OfKind(Kind::Custom))
		{
			if (Reader.At(Custom).CodeSource != GraphCode::Inline)
			{
				continue;
			}
			const int32 Bitangent = Reader.SourceNamed(Custom, u"RestBitangent");
			const int32 Unit = Bitangent < 0 ? -1 : Reader.Source(Bitangent, 0);
			const bool bRow = Bitangent >= 0 && Reader.At(Bitangent).Kind == Kind::Transform && Reader.At(Bitangent).From == Space::Tangent
				&& Reader.At(Bitangent).To == Space::World && Unit >= 0 && Reader.At(Unit).Kind == Kind::Constant3Vector
				&& Reader.At(Unit).Value[0] == 0.0f && Reader.At(Unit).Value[1] == 1.0f && Reader.At(Unit).Value[2] == 0.0f;
			if (!bRow || Utf8(Reader.At(Custom).Code).find("RestBitangent") == std::string::npos)
			{
				return Reader.Name + ": the normal-map combine ignores the rest bitangent's sign; ";
			}
		}
		return std::string();
	}

	/**
	 * fact: vertex-color-outputs, texture-coordinate-vertex — math spec section 10.3's StretchMask input reads the
	 * spec's channel (STRETCH_MASK_UV -1: vertex colour, from VertexColor's single-channel output 1 + component; else
	 * UV set STRETCH_MASK_UV through a ComponentMask of R or G); a spec without a mask (component -1) has no such input.
	 */
	std::string StretchMaskSource(const FGraphReader& Reader)
	{
		std::string Why;
		int32 Inputs = 0;
		for (const int32 Custom : Reader.OfKind(Kind::Custom))
		{
			const int32 Source = Reader.SourceNamed(Custom, u"StretchMask");
			if (Source < 0)
			{
				continue;
			}
			++Inputs;
			const Node& N = Reader.At(Source);
			bool bRight = false;
			if (STRETCH_MASK_UV < 0)
			{
				bRight = N.Kind == Kind::VertexColor && N.Output == 1 + STRETCH_MASK_COMPONENT;
			}
			else if (N.Kind == Kind::ComponentMask && N.Output == 0 && N.Mask == (STRETCH_MASK_COMPONENT == 0 ? 1 : 2))
			{
				const int32 Uv = Reader.Source(Source, 0);
				bRight = Uv >= 0 && Reader.At(Uv).Kind == Kind::TextureCoordinate && Reader.At(Uv).DataIndex == STRETCH_MASK_UV;
			}
			if (!bRight)
			{
				Why += Reader.Name + ": a StretchMask input does not read the spec's channel; ";
			}
		}
		const bool bSpline = Reader.Value->bInstanced || Utf8(Reader.Value->AssetName).find("SplineDeform") != std::string::npos;
		if (STRETCH_MASK_COMPONENT >= 0 && bSpline && Inputs < 2)
		{
			Why += Reader.Name + ": both deformer nodes need the StretchMask input; ";
		}
		if (STRETCH_MASK_COMPONENT < 0 && Inputs > 0)
		{
			Why += Reader.Name + ": a StretchMask input without a mask in the spec; ";
		}
		return Why;
	}

	void GraphScenarios()
	{
		std::string Form, SpaceWhy, DataWhy, StageWhy, PrevWhy, PinWhy, SignWhy, HashWhy, MaskWhy, FusedWhy;
		for (const Deformer Which : Deformers)
		{
			const FGraphReader Reader(Which);
			Form += WellFormed(Reader);
			SpaceWhy += Spaces(Reader);
			DataWhy += CustomData(Reader);
			StageWhy += StageRules(Reader);
			PrevWhy += PreviousFrame(Reader, Which);
			PinWhy += Pins(Reader);
			SignWhy += TangentSign(Reader);
			MaskWhy += StretchMaskSource(Reader);
			FusedWhy += FusedNormal(Reader, Which);

			// The stamp folds in the graph: a plugin update that changes any of it must rebuild saved functions.
			const uint32 Base = EditorCore::HashGraph(*Reader.Value, 1u);
			if (EditorCore::HashGraph(*Reader.Value, 1u) != Base)
			{
				HashWhy += Reader.Name + ": the graph hash is not stable; ";
			}
			Graph& Edited = *Reader.Value;
			for (int32 Index = 0; Index < Edited.NodeCount; ++Index)
			{
				Node& N = Edited.Nodes[Index];
				if (N.Kind == Kind::TransformPosition)
				{
					const Space Old = N.To;
					N.To = Old == Space::Local ? Space::Instance : Space::Local;
					HashWhy += EditorCore::HashGraph(Edited, 1u) == Base ? Reader.Name + ": a changed space keeps the stamp; " : "";
					N.To = Old;
				}
				if (N.Kind == Kind::Custom || N.Kind == Kind::PerInstanceCustomData)
				{
					const int32 Old = N.DataIndex;
					const TCHAR* OldCode = N.Code;
					N.DataIndex = Old + 1;
					HashWhy += EditorCore::HashGraph(Edited, 1u) == Base ? Reader.Name + ": a changed custom data index keeps the stamp; " : "";
					N.DataIndex = Old;
					N.Code = u"return 0;";
					HashWhy += N.Kind == Kind::Custom && EditorCore::HashGraph(Edited, 1u) == Base ? Reader.Name + ": changed Code keeps the stamp; " : "";
					N.Code = OldCode;
				}
			}
			if (Edited.LinkCount > 0)
			{
				const int32 Old = Edited.Links[0].From;
				Edited.Links[0].From = Old + 1;
				HashWhy += EditorCore::HashGraph(Edited, 1u) == Base ? Reader.Name + ": a changed link keeps the stamp; " : "";
				Edited.Links[0].From = Old;
			}
		}
		if (FGraphReader(Deformer::SplineAtlasDeform).Value->bInstanced != true || FGraphReader(Deformer::SplineDeform).Value->bInstanced)
		{
			SpaceWhy += "only the atlas deformer's graph is instanced; ";
		}
		Report("graph.well_formed", Form.empty(), Form);
		Report("graph.instance_space", SpaceWhy.empty(), SpaceWhy);
		Report("graph.custom_data", DataWhy.empty(), DataWhy);
		Report("graph.stages", StageWhy.empty(), StageWhy);
		Report("graph.previous_frame", PrevWhy.empty(), PrevWhy);
		Report("graph.pins", PinWhy.empty(), PinWhy);
		Report("graph.tangent_sign", SignWhy.empty(), SignWhy);
		Report("graph.hash", HashWhy.empty(), HashWhy);
		Report("graph.stretch_mask", MaskWhy.empty(), MaskWhy);
		Report("graph.fused_normal", FusedWhy.empty(), FusedWhy);
	}
}

int main()
{
	LineEndings();
	StampFormat();
	DecideCases();
	WatchFilter();
	UshEditRecompiles();
	EditWhileClosed();
	CrlfCheckout();
	MaterialAttributes();
	ReuseChecks();
	NormalSlots();
	GraphScenarios();
	return Failures == 0 ? 0 : 1;
}
