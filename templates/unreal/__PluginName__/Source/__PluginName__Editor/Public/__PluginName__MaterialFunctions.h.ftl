// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "${plugin.name()}EditorCore.h"

class UMaterialFunction;

/** Which deformer a material function wraps. */
enum class E${plugin.name()}Deformer : uint8
{
	SplineDeform,
	VelocityStretch,
	/** The curve-atlas deformer for instanced meshes (deformer-math.md section 9). */
	SplineAtlasDeform
};

/**
 * Builds ${plugin.splineDeformFunction()} and ${plugin.velocityStretchFunction()} under ${plugin.contentDir()}: for each deformer
 * two Custom nodes that include the expression-body .ush (one fed the current parameters, one the previous-frame
 * ones), a previous-frame switch, a local-to-world vector transform, an ExistingWPO input added on top, and the
 * output to plug into World Position Offset. Inputs follow the parameter contract (Docs/ParameterContract.md).
 */
struct ${plugin.editorApiMacro()} ${ue.editor().functions()}
{
	/** Long package name of a deformer's function, e.g. ${plugin.contentDir()}/${plugin.splineDeformFunction()}. */
	static FString PackageName(E${plugin.name()}Deformer Deformer);

	/** Loads the function if its asset exists, else null. */
	static UMaterialFunction* Find(E${plugin.name()}Deformer Deformer);

	/** Creates the function, or rebuilds it in place, without saving. Returns null and sets OutError on failure. */
	static UMaterialFunction* Build(E${plugin.name()}Deformer Deformer, FString& OutError);

	/** Builds both functions and saves their packages. Returns false and sets OutError on the first failure. */
	static bool BuildAndSaveAll(FString& OutError);

	/** Saves the package of Asset through the editor's save path (source-control checkout, errors reported). */
	static bool SaveAsset(UObject& Asset, FString& OutError);

	/** Names of the material parameters a deformer's function exposes, current and previous-frame, in contract order. */
	static TArray<FName> ExposedParameterNames(E${plugin.name()}Deformer Deformer);

	/**
	 * What the saved function needs: its Custom nodes' Code carries the hash of the .ush it was built from, compared
	 * with the file on disk (F${plugin.name()}EditorCore::Decide).
	 */
	static E${plugin.name()}FunctionAction Check(E${plugin.name()}Deformer Deformer);

	/**
	 * Rebuilds in place, unsaved, each function in DeformerMask (bit = deformer's value) that Check says to rebuild,
	 * after flushing the engine's shader file cache: loaded callers recompile now, and the new function StateId keys
	 * the others once it is saved. Returns how many were rebuilt; problems go to OutErrors.
	 */
	static int32 RebuildOutOfDate(uint32 DeformerMask, TArray<FString>& OutErrors);

	/** The Custom node Code of a deformer: the include of its .ush and a line naming return (the translator rule). */
	static const TCHAR* CustomNodeCode(E${plugin.name()}Deformer Deformer);
};
