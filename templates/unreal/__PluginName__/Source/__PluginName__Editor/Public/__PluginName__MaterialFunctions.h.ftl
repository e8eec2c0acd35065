// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "${plugin.name()}EditorCore.h"

class UMaterialFunction;

/**
 * Builds ${plugin.splineDeformFunction()}, ${plugin.velocityStretchFunction()} and ${plugin.splineAtlasDeformFunction()} under
 * ${plugin.contentDir()}. Each graph is a value the engine-light core describes (F${plugin.name()}EditorCore::DescribeFunction:
 * two Custom nodes that include the expression-body .ush, one fed the current parameters and one the previous-frame
 * ones, a previous-frame switch, the offset to world space, an ExistingWPO input added on top, the output to plug into
 * World Position Offset, and the deformed normals); this shell only creates and links the engine's expressions.
 * Inputs follow the parameter contract (Docs/ParameterContract.md).
 */
struct ${plugin.editorApiMacro()} ${ue.editor().functions()}
{
	/** Long package name of a deformer's function, e.g. ${plugin.contentDir()}/${plugin.splineDeformFunction()}. */
	static FString PackageName(E${plugin.name()}Deformer Deformer);

	/** Loads the function if its asset exists, else null. */
	static UMaterialFunction* Find(E${plugin.name()}Deformer Deformer);

	/**
	 * Creates the function, or rebuilds it in place, without saving and outside any transaction (undo cannot restore a
	 * function's graph, which lives in its unrecorded editor-only data: a build is regenerated output, like a
	 * reimport). Returns null and sets OutError on failure.
	 */
	static UMaterialFunction* Build(E${plugin.name()}Deformer Deformer, FString& OutError);

	/**
	 * Fills an empty Function with the deformer's graph (F${plugin.name()}EditorCore::DescribeFunction) and its stamps,
	 * without UpdateMaterialFunction or saving: Build's core, and what the automation test instantiates in a
	 * transient function.
	 */
	static bool BuildGraphInto(E${plugin.name()}Deformer Deformer, UMaterialFunction& Function, FString& OutError);

	/** Builds every deformer's function and saves their packages. Returns false and sets OutError on the first failure. */
	static bool BuildAndSaveAll(FString& OutError);

	/** Saves the package of Asset through the editor's save path (source-control checkout, errors reported). */
	static bool SaveAsset(UObject& Asset, FString& OutError);

	/** Whether a rebuilt function may be saved unasked: a project plugin's writable file (never an install or a locked file). */
	static bool CanSaveWithoutCheckout(const UObject& Asset);

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
	 * the others once it is saved. Returns how many were rebuilt (each added to OutRebuilt when given); problems go to
	 * OutErrors.
	 */
	static int32 RebuildOutOfDate(uint32 DeformerMask, TArray<FString>& OutErrors, TArray<UMaterialFunction*>* OutRebuilt = nullptr);

	/** The Custom node Code of a deformer: the include of its .ush and a line naming return (the translator rule). */
	static const TCHAR* CustomNodeCode(E${plugin.name()}Deformer Deformer);
};
