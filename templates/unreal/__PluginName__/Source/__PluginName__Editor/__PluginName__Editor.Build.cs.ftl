// ${notice}

using UnrealBuildTool;

/** Editor module: builds the material functions, the setup action and the commandlet; hosts the automation tests. */
public class ${plugin.editorModule()} : ModuleRules
{
	public ${plugin.editorModule()}(ReadOnlyTargetRules Target) : base(Target)
	{
		PCHUsage = PCHUsageMode.UseExplicitOrSharedPCHs;

		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject", "Engine" });
		PrivateDependencyModuleNames.AddRange(new string[]
		{
			"${plugin.runtimeModule()}",
			"UnrealEd",
			"MaterialEditor",
			"AssetTools",
			"AssetRegistry",
			"DirectoryWatcher",
			"Projects",
			"RenderCore",
			"Slate",
			"SlateCore",
			"ToolMenus",
			"Json"
		});
	}
}
