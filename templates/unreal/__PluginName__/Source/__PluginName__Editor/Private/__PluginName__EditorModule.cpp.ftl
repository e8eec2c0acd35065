// ${notice}

#include "${plugin.editorModule()}Module.h"

#include "${plugin.name()}EditorCore.h"
#include "${plugin.name()}MaterialFunctions.h"
#include "${plugin.name()}MeshSetup.h"
#include "${ue.versionHeader()}.h"
#include "Containers/Ticker.h"
#include "DirectoryWatcherModule.h"
#include "Editor.h"
#include "Framework/Notifications/NotificationManager.h"
#include "IDirectoryWatcher.h"
#include "Interfaces/IPluginManager.h"
#include "Engine/Engine.h"
#include "Materials/MaterialFunction.h"
#include "Misc/CommandLine.h"
#include "Misc/Parse.h"
#include "Misc/CoreDelegates.h"
#include "Misc/Paths.h"
#include "Modules/ModuleManager.h"
#include "ToolMenus.h"
#include "Widgets/Notifications/SNotificationList.h"

#define LOCTEXT_NAMESPACE "${plugin.editorModule()}"

DEFINE_LOG_CATEGORY(Log${plugin.editorModule()});

namespace
{
	/** The engine's post-init delegate (docs/engine-facts.md, post-engine-init); 5.8 deprecates the variable for a getter. */
	FSimpleMulticastDelegate& PostEngineInitDelegate()
	{
#if ${ue.versionMacro()}(5, 8)
		return FCoreDelegates::GetOnPostEngineInit();
#else
		return FCoreDelegates::OnPostEngineInit;
#endif
	}

	void Notify(const FText& Message, bool bSuccess)
	{
		FNotificationInfo Info(Message);
		Info.ExpireDuration = 5.0f;
		TSharedPtr<SNotificationItem> Item = FSlateNotificationManager::Get().AddNotification(Info);
		if (Item.IsValid())
		{
			Item->SetCompletionState(bSuccess ? SNotificationItem::CS_Success : SNotificationItem::CS_Fail);
		}
	}

	void BuildMaterialFunctions()
	{
		FString Error;
		const bool bOk = ${ue.editor().functions()}::BuildAndSaveAll(Error);
		if (!bOk)
		{
			UE_LOG(Log${plugin.editorModule()}, Error, TEXT("Building the material functions failed: %s"), *Error);
		}
		Notify(bOk ? LOCTEXT("Built", "Built ${plugin.splineDeformFunction()}, ${plugin.velocityStretchFunction()} and ${plugin.splineAtlasDeformFunction()}")
			: FText::Format(LOCTEXT("BuildFailed", "Building the material functions failed: {0}"), FText::FromString(Error)), bOk);
	}

	/** Every deformer's bit for RebuildOutOfDate. */
	constexpr uint32 AllDeformers = (1u << static_cast<uint32>(E${plugin.name()}Deformer::SplineDeform))
		| (1u << static_cast<uint32>(E${plugin.name()}Deformer::VelocityStretch))
		| (1u << static_cast<uint32>(E${plugin.name()}Deformer::SplineAtlasDeform));

	/** The deformers' .ush file names, in deformer order (the bits of DeformersToCheck). */
	const TCHAR* const ShaderFiles[] = { TEXT("${plugin.splineDeformShader()}"), TEXT("${plugin.velocityStretchShader()}"), TEXT("${plugin.splineAtlasDeformShader()}") };

	FString ShaderDirectory()
	{
		const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
		return Plugin.IsValid() ? FPaths::Combine(Plugin->GetBaseDir(), TEXT("Shaders")) : FString();
	}

	/**
	 * Rebuilds the functions in Mask whose .ush or graph changed since they were built, saves those it may save unasked
	 * (a project plugin's writable file: otherwise every start would rebuild and dirty them again), and says so.
	 */
	void RebuildOutOfDate(uint32 Mask)
	{
		TArray<FString> Errors;
		TArray<UMaterialFunction*> Rebuilt;
		${ue.editor().functions()}::RebuildOutOfDate(Mask, Errors, &Rebuilt);
		int32 Unsaved = 0;
		for (UMaterialFunction* Function : Rebuilt)
		{
			FString Error;
			if (!${ue.editor().functions()}::CanSaveWithoutCheckout(*Function) || !${ue.editor().functions()}::SaveAsset(*Function, Error))
			{
				++Unsaved;
			}
		}
		for (const FString& Error : Errors)
		{
			UE_LOG(Log${plugin.editorModule()}, Error, TEXT("%s"), *Error);
		}
		if (Rebuilt.Num() > 0)
		{
			UE_LOG(Log${plugin.editorModule()}, Display, TEXT("Rebuilt %d material function(s) from changed shaders; %d left unsaved (read-only or source-controlled: check them out and save)."),
				Rebuilt.Num(), Unsaved);
			Notify(FText::Format(LOCTEXT("Rebuilt", "Rebuilt {0} ${lit.cppString(plugin.friendlyName())} material function(s) from changed shaders; {1} left to save."),
				FText::AsNumber(Rebuilt.Num()), FText::AsNumber(Unsaved)), true);
		}
	}

	/**
	 * In a commandlet nothing watches the shaders. A cook would cook a function saved from an older .ush or graph under
	 * its old StateId, and a warm DDC would serve shaders of the old .ush: rebuild in memory so this cook uses the
	 * current graph, and fail loudly so the saved asset is fixed where it is versioned. Other commandlets only warn
	 * (they may resave packages; a silent in-memory rebuild is not theirs to make).
	 */
	void CheckBeforeCommandlet()
	{
		if (!IsRunningCookCommandlet())
		{
			for (const E${plugin.name()}Deformer Deformer : { E${plugin.name()}Deformer::SplineDeform, E${plugin.name()}Deformer::VelocityStretch, E${plugin.name()}Deformer::SplineAtlasDeform })
			{
				if (${ue.editor().functions()}::Check(Deformer) == E${plugin.name()}FunctionAction::Rebuild)
				{
					UE_LOG(Log${plugin.editorModule()}, Warning, TEXT("%s was saved from another .ush or graph than this plugin's; run -run=${ue.editor().commandletRunName()} and submit the result."),
						*${ue.editor().functions()}::PackageName(Deformer));
				}
			}
			return;
		}
		TArray<FString> Errors;
		TArray<UMaterialFunction*> Rebuilt;
		${ue.editor().functions()}::RebuildOutOfDate(AllDeformers, Errors, &Rebuilt);
		for (const UMaterialFunction* Function : Rebuilt)
		{
			UE_LOG(Log${plugin.editorModule()}, Error, TEXT("%s was saved from another .ush or graph than this plugin's; rebuilt in memory for this cook. Run -run=${ue.editor().commandletRunName()} and submit the result before cooking."),
				*Function->GetPathName());
		}
		for (const FString& Error : Errors)
		{
			UE_LOG(Log${plugin.editorModule()}, Error, TEXT("%s"), *Error);
		}
	}

	void SetUpSelection(E${plugin.name()}Deformer Deformer)
	{
		const int32 Count = ${ue.editor().meshSetup()}::SetUpSelection(Deformer);
		Notify(FText::Format(LOCTEXT("SetUp", "Set up {0} material slot(s); see the log for any problem."), FText::AsNumber(Count)), Count > 0);
	}
}

void F${plugin.editorModule()}Module::StartupModule()
{
	UToolMenus::RegisterStartupCallback(FSimpleMulticastDelegate::FDelegate::CreateRaw(this, &F${plugin.editorModule()}Module::RegisterMenus));
	if (!GIsEditor)
	{
		return;
	}
	// Loaded after engine init (enabled at run time, hot reload): the delegate has fired already.
	if (GEngine != nullptr && GEngine->IsInitialized())
	{
		OnEngineReady();
	}
	else
	{
		PostEngineInitHandle = PostEngineInitDelegate().AddRaw(this, &F${plugin.editorModule()}Module::OnEngineReady);
	}
}

void F${plugin.editorModule()}Module::OnEngineReady()
{
	// Our own commandlet rebuilds everything anyway; other commandlets (the cooker) get the check without a watcher.
	if (IsRunningCommandlet())
	{
		FString Run;
		FParse::Value(FCommandLine::Get(), TEXT("run="), Run);
		if (!Run.StartsWith(TEXT("${ue.editor().commandletRunName()}"), ESearchCase::IgnoreCase))
		{
			CheckBeforeCommandlet();
		}
		return;
	}
	WatchShaders();
}

void F${plugin.editorModule()}Module::ShutdownModule()
{
	PostEngineInitDelegate().Remove(PostEngineInitHandle);
	FTSTicker::RemoveTicker(StartupCheckHandle);
	FEditorDelegates::PostUndoRedo.Remove(UndoRedoHandle);
	if (ShaderWatchHandle.IsValid())
	{
		FDirectoryWatcherModule* Watcher = FModuleManager::GetModulePtr<FDirectoryWatcherModule>(TEXT("DirectoryWatcher"));
		if (Watcher != nullptr && Watcher->Get() != nullptr)
		{
			Watcher->Get()->UnregisterDirectoryChangedCallback_Handle(WatchedDirectory, ShaderWatchHandle);
		}
		ShaderWatchHandle.Reset();
	}
	UToolMenus::UnRegisterStartupCallback(this);
	UToolMenus::UnregisterOwner(this);
}

void F${plugin.editorModule()}Module::WatchShaders()
{
	// A .ush edited while the editor was closed (or a plugin update) is caught on the first editor tick: the main frame
	// exists then, so the notification shows, and the loads and recompiles stay out of engine start-up (audit N11).
	StartupCheckHandle = FTSTicker::GetCoreTicker().AddTicker(FTickerDelegate::CreateLambda([](float)
	{
		RebuildOutOfDate(AllDeformers);
		return false;
	}));

	// An undo can restore a function's old expressions (recorded by a material editor edit before a rebuild deleted
	// them unrecorded): re-check after every undo and redo, so such a graph is rebuilt at once. Cheap when nothing
	// changed: the functions are loaded and the .ush files are small.
	UndoRedoHandle = FEditorDelegates::PostUndoRedo.AddLambda([]()
	{
		RebuildOutOfDate(AllDeformers);
	});

	WatchedDirectory = ShaderDirectory();
	// Not every platform has a watcher; without one the menu's rebuild is the way.
	IDirectoryWatcher* Watcher = FModuleManager::LoadModuleChecked<FDirectoryWatcherModule>(TEXT("DirectoryWatcher")).Get();
	if (WatchedDirectory.IsEmpty() || Watcher == nullptr || !Watcher->RegisterDirectoryChangedCallback_Handle(WatchedDirectory,
		IDirectoryWatcher::FDirectoryChanged::CreateRaw(this, &F${plugin.editorModule()}Module::OnShadersChanged), ShaderWatchHandle, 0))
	{
		UE_LOG(Log${plugin.editorModule()}, Warning, TEXT("Cannot watch the shader folder %s; after editing a .ush, run Tools > ${lit.cppString(plugin.friendlyName())} > Build ${lit.cppString(plugin.friendlyName())} Material Functions."),
			*WatchedDirectory);
	}
}

void F${plugin.editorModule()}Module::OnShadersChanged(const TArray<FFileChangeData>& Changes)
{
	TArray<const TCHAR*> Files;
	bool bRescanRequired = false;
	for (const FFileChangeData& Change : Changes)
	{
		Files.Add(*Change.Filename);
		// Changes were lost (e.g. a Windows buffer overflow); the entry names the folder (fact directory-watcher).
		bRescanRequired |= Change.Action == FFileChangeData::FCA_RescanRequired;
	}
	const uint32 Mask = F${plugin.name()}EditorCore::DeformersToCheck(Files.GetData(), Files.Num(), ShaderFiles,
		static_cast<int32>(UE_ARRAY_COUNT(ShaderFiles)), bRescanRequired);
	if (Mask != 0)
	{
		RebuildOutOfDate(Mask);
	}
}

void F${plugin.editorModule()}Module::RegisterMenus()
{
	FToolMenuOwnerScoped OwnerScoped(this);
	UToolMenu* Menu = UToolMenus::Get()->ExtendMenu("LevelEditor.MainMenu.Tools");
	FToolMenuSection& Section = Menu->FindOrAddSection("${plugin.name()}");
	Section.Label = LOCTEXT("Section", "${lit.cppString(plugin.friendlyName())}");
	Section.AddMenuEntry("${plugin.name()}BuildMaterialFunctions",
		LOCTEXT("BuildFunctions", "Build ${lit.cppString(plugin.friendlyName())} Material Functions"),
		LOCTEXT("BuildFunctionsTip", "Creates or rebuilds ${plugin.splineDeformFunction()}, ${plugin.velocityStretchFunction()} and ${plugin.splineAtlasDeformFunction()} in ${plugin.contentDir()} and saves them."),
		FSlateIcon(),
		FUIAction(FExecuteAction::CreateStatic(&BuildMaterialFunctions)));
	Section.AddMenuEntry("${plugin.name()}SetUpSplineDeform",
		LOCTEXT("SetUpSpline", "Set Up Selected Mesh for Spline Deform"),
		LOCTEXT("SetUpSplineTip", "Gives each material slot of the selected actors' meshes a material instance whose parent calls ${plugin.splineDeformFunction()} on World Position Offset."),
		FSlateIcon(),
		FUIAction(FExecuteAction::CreateStatic(&SetUpSelection, E${plugin.name()}Deformer::SplineDeform)));
	Section.AddMenuEntry("${plugin.name()}SetUpVelocityStretch",
		LOCTEXT("SetUpVelocity", "Set Up Selected Mesh for Velocity Stretch"),
		LOCTEXT("SetUpVelocityTip", "Gives each material slot of the selected actors' meshes a material instance whose parent calls ${plugin.velocityStretchFunction()} on World Position Offset."),
		FSlateIcon(),
		FUIAction(FExecuteAction::CreateStatic(&SetUpSelection, E${plugin.name()}Deformer::VelocityStretch)));
}

#undef LOCTEXT_NAMESPACE

IMPLEMENT_MODULE(F${plugin.editorModule()}Module, ${plugin.editorModule()})
