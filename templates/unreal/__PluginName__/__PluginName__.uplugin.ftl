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
	"EngineVersion": "${plugin.engineVersion()}",
	"CanContainContent": true,
	"IsBetaVersion": false,
	"IsExperimentalVersion": false,
	"Installed": false,
	"Modules": [
		{
			"Name": "${plugin.shadersModule()}",
			"Type": "Runtime",
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
			"LoadingPhase": "PostEngineInit"
		}
	],
	"Plugins": [
		{
			"Name": "Paper2D",
			"Enabled": true,
			"Optional": true
		}
	]
}
