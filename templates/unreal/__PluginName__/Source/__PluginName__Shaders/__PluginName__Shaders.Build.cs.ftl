// ${notice}

using UnrealBuildTool;

/** Maps the plugin's Shaders/ folder to the virtual path ${plugin.shaderVirtualDir()}; loads at PostConfigInit, holds no UCLASSes. */
public class ${plugin.shadersModule()} : ModuleRules
{
	public ${plugin.shadersModule()}(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;

		PublicDependencyModuleNames.AddRange(new string[] { "Core" });
		PrivateDependencyModuleNames.AddRange(new string[] { "Projects", "RenderCore" });
	}
}
