// Fake module for the ue-compile self-test.
using UnrealBuildTool;

public class Core : ModuleRules
{
	public Core(ReadOnlyTargetRules Target) : base(Target)
	{
		PublicDependencyModuleNames.AddRange(new string[] {  });
	}
}
