// ${notice}

#include "${plugin.shadersModule()}Module.h"

#include "Interfaces/IPluginManager.h"
#include "Misc/Paths.h"
#include "Modules/ModuleManager.h"
#include "ShaderCore.h"

DEFINE_LOG_CATEGORY_STATIC(Log${plugin.shadersModule()}, Log, All);

void F${plugin.shadersModule()}Module::StartupModule()
{
	const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
	if (!Plugin.IsValid())
	{
		UE_LOG(Log${plugin.shadersModule()}, Error, TEXT("Plugin ${plugin.name()} not found; shader directory ${plugin.shaderVirtualDir()} is not mapped."));
		return;
	}

	// AddShaderSourceDirectoryMapping check()s that the folder exists; fail with a message instead of a crash.
	const FString ShaderDirectory = FPaths::Combine(Plugin->GetBaseDir(), TEXT("Shaders"));
	if (!FPaths::DirectoryExists(ShaderDirectory))
	{
		UE_LOG(Log${plugin.shadersModule()}, Error, TEXT("Shader folder %s is missing; regenerate the plugin."), *ShaderDirectory);
		return;
	}
	AddShaderSourceDirectoryMapping(TEXT("${plugin.shaderVirtualDir()}"), ShaderDirectory);
}

void F${plugin.shadersModule()}Module::ShutdownModule()
{
}

IMPLEMENT_MODULE(F${plugin.shadersModule()}Module, ${plugin.shadersModule()})
