// ${notice}

using UnrealBuildTool;

/**
 * Maps the plugin's Shaders/ folder to the virtual path ${plugin.shaderVirtualDir()}; loads at PostConfigInit (its global
 * shader, the in-engine golden test's, must be registered before the global shader map is compiled); holds no UCLASSes.
 */
public class ${plugin.shadersModule()} : ModuleRules
{
	public ${plugin.shadersModule()}(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;

		PublicDependencyModuleNames.AddRange(new string[] { "Core" });
		PrivateDependencyModuleNames.AddRange(new string[] { "Json", "Projects", "RenderCore", "RHI" });
		// The engine version switch only (a header): the runtime module itself loads later.
		PrivateIncludePathModuleNames.Add("${plugin.runtimeModule()}");
	}
}
