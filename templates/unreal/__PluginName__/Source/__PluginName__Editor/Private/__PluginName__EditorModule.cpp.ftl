// ${notice}

#include "${plugin.editorModule()}Module.h"

#include "Modules/ModuleManager.h"

DEFINE_LOG_CATEGORY(Log${plugin.editorModule()});

void F${plugin.editorModule()}Module::StartupModule()
{
}

void F${plugin.editorModule()}Module::ShutdownModule()
{
}

IMPLEMENT_MODULE(F${plugin.editorModule()}Module, ${plugin.editorModule()})
