// ${notice}

#include "${plugin.runtimeModule()}Module.h"

#include "${ue.versionHeader()}.h"
#include "Modules/ModuleManager.h"

DEFINE_LOG_CATEGORY(Log${plugin.name()});

void F${plugin.runtimeModule()}Module::StartupModule()
{
}

void F${plugin.runtimeModule()}Module::ShutdownModule()
{
}

IMPLEMENT_MODULE(F${plugin.runtimeModule()}Module, ${plugin.runtimeModule()})
