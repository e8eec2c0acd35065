{
	"FileVersion": 3,
	"Version": ${plugin.version()?c},
	"VersionName": "${lit.jsonString(plugin.versionName())}",
	"FriendlyName": "${lit.jsonString(plugin.friendlyName())}",
	"Description": "${lit.jsonString(plugin.description())}",
	"Category": "Rendering",
	"CreatedBy": "${lit.jsonString(plugin.createdBy())}",
	"CanContainContent": true,
	"IsBetaVersion": false,
	"IsExperimentalVersion": false,
	"Installed": false,
	"Modules": [
		{
			"Name": "${plugin.shadersModule()}",
			"Type": "UncookedOnly",
			"LoadingPhase": "PostConfigInit"
		},
		{
			"Name": "${plugin.runtimeModule()}",
			"Type": "Runtime",
			"LoadingPhase": "Default"
		},
		{
			"Name": "${plugin.editorModule()}",
			"Type": "Editor",
			"LoadingPhase": "Default"
		}
	]
}
