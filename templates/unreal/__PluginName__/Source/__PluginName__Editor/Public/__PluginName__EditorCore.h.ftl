// ${notice}

#pragma once

// The editor module's decisions about its material functions, kept out of the engine so g++ tests them (scenario
// tests against a stand-in for the engine behaviour they rely on, cited in docs/engine-facts.md). The module is a thin
// shell: it reads files and assets, asks these functions, and calls the engine. Uses only int32, uint8, uint32 and
// TCHAR, like the component core.
#include "CoreMinimal.h"

/** What the editor does with one deformer's saved material function. */
enum class E${plugin.name()}FunctionAction : uint8
{
	/** Built from the current .ush and Code: nothing to do. */
	Keep,
	/** Not built yet: mesh setup or the Tools menu makes it on first use. */
	NotBuilt,
	/** Built from another .ush, another Code or a damaged graph: rebuild it in place, pins kept, so callers recompile. */
	Rebuild,
	/** The .ush cannot be read: rebuilding would stamp an empty hash, so keep the function and report. */
	ShaderUnreadable
};

/** Which material mesh setup parents a slot's instance to. */
enum class E${plugin.name()}ParentPlan : uint8
{
	/** The base material already calls the function (wired by hand, perhaps through its attributes): use it. */
	UseBase,
	/** The base uses material attributes: the engine reads World Position Offset from them, not from the pin setup
	 *  would wire, so a copy would silently not deform. Refuse with an error. */
	Refuse,
	/** A deforming copy of this base was made before: reuse it. */
	ReuseCopy,
	/** Copy the base and wire the function into its World Position Offset. */
	MakeCopy
};

struct ${plugin.editorApiMacro()} F${plugin.name()}EditorCore
{
	/** Characters of the stamp line WriteStamp writes, without the terminating NUL. */
	static constexpr int32 StampLength = ${ue.editor().stampPrefix()?length + 9};

	/** Custom nodes a deformer's function holds: one for the current frame, one for the previous frame. */
	static constexpr int32 CustomNodesPerFunction = 2;

	/**
	 * Content hash of a shader file's bytes: 32-bit FNV-1a with carriage returns skipped, so a checkout that converts
	 * line endings is not an edit.
	 */
	static uint32 HashShader(const uint8* Bytes, int32 Num);

	/**
	 * Writes the line that ends a Custom node's Code and names the hash of the .ush it includes, NUL-terminated, into
	 * Out (StampLength + 1 characters). The include is not part of the shader key, so the stamp is how the editor
	 * knows which .ush a saved function was built from.
	 */
	static void WriteStamp(uint32 Hash, TCHAR* Out);

	/**
	 * What to do with a deformer's function. CustomCodes holds the Code of each Custom node of the saved function
	 * (Count of them); Expected is the Code a build from the current .ush writes (the include, then the stamp).
	 */
	static E${plugin.name()}FunctionAction Decide(bool bAssetExists, bool bShaderReadable, const TCHAR* const* CustomCodes,
		int32 Count, const TCHAR* Expected);

	/** What mesh setup does with a slot's base material (docs/engine-facts.md, material-attributes-wpo). */
	static E${plugin.name()}ParentPlan PlanParent(bool bBaseCallsFunction, bool bBaseUsesMaterialAttributes, bool bCopyExists);

	/**
	 * Which deformers a batch of directory-watcher changes asks to re-check, as a bit mask over ShaderFiles (the
	 * deformers' .ush file names, in deformer order): a deformer's own .ush sets its bit; any other shader source
	 * (.ush, .usf, .h) may be included by it and sets every bit; anything else (editor swap files, folders) none.
	 * File names compare without case and with either slash, as on Windows.
	 */
	static uint32 DeformersToCheck(const TCHAR* const* ChangedFiles, int32 ChangedCount, const TCHAR* const* ShaderFiles,
		int32 ShaderCount);
};
