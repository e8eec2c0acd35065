// Fake module for the ue-compile self-test.
using UnrealBuildTool;

public class Other : ModuleRules
{
	public Other(ReadOnlyTargetRules Target) : base(Target)
	{
		PublicDependencyModuleNames.AddRange(new string[] { "Core" });
	}
}
