// Fake module for the ue-compile self-test.
using UnrealBuildTool;

public class Engine : ModuleRules
{
	public Engine(ReadOnlyTargetRules Target) : base(Target)
	{
		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject", "RenderBits" });
	}
}
