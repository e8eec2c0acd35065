// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Modules/ModuleInterface.h"

${plugin.apiMacro()} DECLARE_LOG_CATEGORY_EXTERN(Log${plugin.name()}, Log, All);

/** Runtime module of ${lit.comment(plugin.friendlyName())}. */
class F${plugin.runtimeModule()}Module : public IModuleInterface
{
public:
	virtual void StartupModule() override;
	virtual void ShutdownModule() override;
};
