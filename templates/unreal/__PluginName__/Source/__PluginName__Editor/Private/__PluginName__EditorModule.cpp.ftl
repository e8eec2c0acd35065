// ${notice}

#include "${plugin.editorModule()}Module.h"

#include "${plugin.name()}MaterialFunctions.h"
#include "${plugin.name()}MeshSetup.h"
#include "Framework/Notifications/NotificationManager.h"
#include "Modules/ModuleManager.h"
#include "ToolMenus.h"
#include "Widgets/Notifications/SNotificationList.h"

#define LOCTEXT_NAMESPACE "${plugin.editorModule()}"

DEFINE_LOG_CATEGORY(Log${plugin.editorModule()});

namespace
{
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
		Notify(bOk ? LOCTEXT("Built", "Built ${plugin.splineDeformFunction()} and ${plugin.velocityStretchFunction()}")
			: FText::Format(LOCTEXT("BuildFailed", "Building the material functions failed: {0}"), FText::FromString(Error)), bOk);
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
}

void F${plugin.editorModule()}Module::ShutdownModule()
{
	UToolMenus::UnRegisterStartupCallback(this);
	UToolMenus::UnregisterOwner(this);
}

void F${plugin.editorModule()}Module::RegisterMenus()
{
	for (const E${plugin.name()}Deformer Deformer : { E${plugin.name()}Deformer::SplineDeform, E${plugin.name()}Deformer::VelocityStretch, E${plugin.name()}Deformer::SplineAtlasDeform })
	{
		if (${ue.editor().functions()}::IsOutOfDate(Deformer))
		{
			UE_LOG(Log${plugin.editorModule()}, Warning, TEXT("%s was built from another version of its shader; run Tools > ${lit.cppString(plugin.friendlyName())} > Build ${lit.cppString(plugin.friendlyName())} Material Functions."),
				*${ue.editor().functions()}::PackageName(Deformer));
		}
	}

	FToolMenuOwnerScoped OwnerScoped(this);
	UToolMenu* Menu = UToolMenus::Get()->ExtendMenu("LevelEditor.MainMenu.Tools");
	FToolMenuSection& Section = Menu->FindOrAddSection("${plugin.name()}");
	Section.Label = LOCTEXT("Section", "${lit.cppString(plugin.friendlyName())}");
	Section.AddMenuEntry("${plugin.name()}BuildMaterialFunctions",
		LOCTEXT("BuildFunctions", "Build ${lit.cppString(plugin.friendlyName())} Material Functions"),
		LOCTEXT("BuildFunctionsTip", "Creates or rebuilds ${plugin.splineDeformFunction()} and ${plugin.velocityStretchFunction()} in ${plugin.contentDir()} and saves them."),
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
