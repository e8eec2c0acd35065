// ${notice}

using UnrealBuildTool;

/** Runtime module: the spline bake and velocity stretch components and the engine-light math core. */
public class ${plugin.runtimeModule()} : ModuleRules
{
	public ${plugin.runtimeModule()}(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;

		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject", "Engine" });
		PrivateDependencyModuleNames.AddRange(new string[] { "RenderCore", "RHI" });
	}
}
