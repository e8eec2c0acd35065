// Self-test plugin module.
using UnrealBuildTool;

public class FakeStretch : ModuleRules
{
	public FakeStretch(ReadOnlyTargetRules Target) : base(Target)
	{
		PublicDependencyModuleNames.AddRange(new string[] { "Core", "CoreUObject", "Engine" });
	}
}
