// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Modules/ModuleInterface.h"

${plugin.editorApiMacro()} DECLARE_LOG_CATEGORY_EXTERN(Log${plugin.editorModule()}, Log, All);

/**
 * Editor module of ${lit.comment(plugin.friendlyName())}: Tools menu entries that build the material functions and set up the
 * selected meshes; the commandlet and the automation tests live beside it.
 */
class F${plugin.editorModule()}Module : public IModuleInterface
{
public:
	virtual void StartupModule() override;
	virtual void ShutdownModule() override;

private:
	void RegisterMenus();
};
