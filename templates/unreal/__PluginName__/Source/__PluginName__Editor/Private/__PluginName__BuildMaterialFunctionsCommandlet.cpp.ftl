// ${notice}

#include "${plugin.name()}BuildMaterialFunctionsCommandlet.h"

#include "${plugin.editorModule()}Module.h"
#include "${plugin.name()}MaterialFunctions.h"

${ue.editor().commandlet()}::${ue.editor().commandlet()}()
{
	IsClient = false;
	IsServer = false;
	IsEditor = true;
	LogToConsole = true;
}

int32 ${ue.editor().commandlet()}::Main(const FString& Params)
{
	FString Error;
	if (!${ue.editor().functions()}::BuildAndSaveAll(Error))
	{
		UE_LOG(Log${plugin.editorModule()}, Error, TEXT("%s"), *Error);
		return 1;
	}
	return 0;
}
