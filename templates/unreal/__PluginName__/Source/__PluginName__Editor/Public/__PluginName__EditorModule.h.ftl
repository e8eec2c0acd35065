// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Containers/Ticker.h"
#include "Delegates/IDelegateInstance.h"
#include "Modules/ModuleInterface.h"

struct FFileChangeData;

${plugin.editorApiMacro()} DECLARE_LOG_CATEGORY_EXTERN(Log${plugin.editorModule()}, Log, All);

/**
 * Editor module of ${lit.comment(plugin.friendlyName())}: Tools menu entries that build the material functions and set up the
 * selected meshes, and a watch on the plugin's Shaders folder that rebuilds a function when its .ush changes (the
 * include is not part of the shader key); the commandlet and the automation tests live beside it.
 */
class F${plugin.editorModule()}Module : public IModuleInterface
{
public:
	virtual void StartupModule() override;
	virtual void ShutdownModule() override;

private:
	void RegisterMenus();
	/** Once the engine is up (or at load when it already is): the commandlet check, or the shader watch. */
	void OnEngineReady();
	/** Rebuilds functions whose .ush changed while the editor was closed, then watches the folder. */
	void WatchShaders();
	void OnShadersChanged(const TArray<FFileChangeData>& Changes);

	FDelegateHandle PostEngineInitHandle;
	/** The one-shot start-up check on the first tick. */
	FTSTicker::FDelegateHandle StartupCheckHandle;
	/** The stamp re-check after every undo and redo. */
	FDelegateHandle UndoRedoHandle;
	FDelegateHandle ShaderWatchHandle;
	FString WatchedDirectory;
};
