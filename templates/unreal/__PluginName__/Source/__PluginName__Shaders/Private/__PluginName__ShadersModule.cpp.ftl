// ${notice}

#include "${plugin.shadersModule()}Module.h"

#include "HAL/PlatformProperties.h"
#include "Interfaces/IPluginManager.h"
#include "Misc/Paths.h"
#include "Modules/ModuleManager.h"
#include "ShaderCore.h"

DEFINE_LOG_CATEGORY_STATIC(Log${plugin.shadersModule()}, Log, All);

void F${plugin.shadersModule()}Module::StartupModule()
{
	// Cooked builds compile no shaders and the engine ignores mappings there; the module is UncookedOnly as well.
	if (FPlatformProperties::RequiresCookedData())
	{
		return;
	}
	// The engine check()s that a virtual directory is mapped once; a module reload or another mapping must not assert.
	if (AllShaderSourceDirectoryMappings().Contains(TEXT("${plugin.shaderVirtualDir()}")))
	{
		UE_LOG(Log${plugin.shadersModule()}, Log, TEXT("Shader directory ${plugin.shaderVirtualDir()} is already mapped; keeping that mapping."));
		return;
	}
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
	// The engine has no call to remove a mapping; a reload finds it in place (see StartupModule).
}

IMPLEMENT_MODULE(F${plugin.shadersModule()}Module, ${plugin.shadersModule()})
