// Scenario tests of the editor module's core (<Plugin>EditorCore.h/.cpp, exactly as generated), compiled with g++
// against the Unreal-subset stand-in. The engine behaviour the .ush-edit scenarios depend on is implemented below
// exactly as read in the engine source; each carries its fact id from docs/engine-facts.md ("fact: <id>"), which
// EditorCoreScenarioTest checks is cited there. The shell steps mirror the generated editor module's
// (F<Plugin>MaterialFunctions::Check and RebuildOutOfDate). Prints "PASS <name>" or "FAIL <name>: <why>".
#include "editor_core_names.h"

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace
{
	int Failures = 0;

	void Report(const char* Name, bool bOk, const std::string& Why)
	{
		std::printf("%s %s%s%s\n", bOk ? "PASS" : "FAIL", Name, bOk ? "" : ": ", bOk ? "" : Why.c_str());
		Failures += bOk ? 0 : 1;
	}

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

	Action Decide(bool bExists, bool bReadable, const std::vector<FText16>& Codes, const FText16& Expected)
	{
		std::vector<const TCHAR*> Pointers;
		for (const FText16& Code : Codes)
		{
			Pointers.push_back(Code.c_str());
		}
		return EditorCore::Decide(bExists, bReadable, Pointers.data(), static_cast<int32>(Pointers.size()), Expected.c_str());
	}

	uint32 ToCheck(const std::vector<FText16>& Changed)
	{
		std::vector<const TCHAR*> Files;
		for (const FText16& File : Changed)
		{
			Files.push_back(File.c_str());
		}
		const TCHAR* const Shaders[] = { SPLINE_USH, VELOCITY_USH };
		return EditorCore::DeformersToCheck(Files.data(), static_cast<int32>(Files.size()), Shaders, 2);
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

	/** The shell's DeformingParent: the plan, then what each outcome leaves the slot rendering with. */
	bool SetUp(const FStandInMaterial& Base, bool bCopyExists, std::string& OutError)
	{
		const bool bCalls = Base.bWpoPinCallsFunction || Base.bAttributesCallFunction;
		switch (EditorCore::PlanParent(bCalls, Base.bUseMaterialAttributes, bCopyExists))
		{
		case ParentPlan::UseBase:
			return Base.Deforms();
		case ParentPlan::Refuse:
			OutError = "uses material attributes";
			return false;
		case ParentPlan::ReuseCopy:
		case ParentPlan::MakeCopy:
		{
			// The copy gets the function on its WPO pin, as DeformingParent wires it.
			FStandInMaterial Copy = Base;
			Copy.bWpoPinCallsFunction = true;
			return Copy.Deforms();
		}
		}
		return false;
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
	return Failures == 0 ? 0 : 1;
}
