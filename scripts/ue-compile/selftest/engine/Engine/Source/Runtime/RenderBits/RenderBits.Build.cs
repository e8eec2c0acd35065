// Fake module for the ue-compile self-test.
using UnrealBuildTool;

public class RenderBits : ModuleRules
{
	public RenderBits(ReadOnlyTargetRules Target) : base(Target)
	{
		PublicDependencyModuleNames.AddRange(new string[] { "Core" });
	}
}
