{
	"FileVersion": 3,
	"Version": ${plugin.version()?c},
	"VersionName": "${plugin.versionName()}",
	"FriendlyName": "${plugin.friendlyName()}",
	"Description": "${plugin.description()}",
	"Category": "Rendering",
	"CreatedBy": "${plugin.createdBy()}",
	"CreatedByURL": "",
	"DocsURL": "",
	"MarketplaceURL": "",
	"SupportURL": "",
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
