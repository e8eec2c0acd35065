// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "${plugin.name()}MaterialFunctions.h"

class UMaterialInterface;
class UMeshComponent;

/**
 * "Set up selected mesh": gives each material slot of a mesh a material instance whose parent material calls the
 * deformer's material function on World Position Offset. The parent is a copy of the slot's base material with
 * the function inserted (its old WPO wired into ExistingWPO), made once per base material and deformer under
 * ${ue.editor().materialsDir()}; a slot that held a material instance gets a copy of it, and each instance above it in
 * its chain a copy too, reparented down to the copied base, so every level's overrides carry over. The original
 * assets are never modified. The generated assets are saved outside any transaction (undo would revert them in
 * memory only); undo takes back the components' new materials. Earlier copies are reused only while they still call
 * the function and sit under the right parent.
 */
struct ${plugin.editorApiMacro()} ${ue.editor().meshSetup()}
{
	/** Sets up every mesh component of the selected actors. Returns the number of slots set up. */
	static int32 SetUpSelection(E${plugin.name()}Deformer Deformer);

	/** Sets up every slot of Mesh. Returns the number of slots set up; appends problems to OutErrors. */
	static int32 SetUpMesh(UMeshComponent& Mesh, E${plugin.name()}Deformer Deformer, TArray<FString>& OutErrors);

	/** The material instance for one slot material, creating and saving the assets it needs. */
	static UMaterialInterface* MakeInstance(UMaterialInterface& SlotMaterial, E${plugin.name()}Deformer Deformer, FString& OutError);
};
