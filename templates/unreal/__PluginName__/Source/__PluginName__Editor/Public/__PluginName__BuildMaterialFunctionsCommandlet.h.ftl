// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Commandlets/Commandlet.h"
#include "${plugin.name()}BuildMaterialFunctionsCommandlet.generated.h"

/**
 * Builds and saves ${plugin.splineDeformFunction()}, ${plugin.velocityStretchFunction()} and ${plugin.splineAtlasDeformFunction()}
 * without opening the editor (run it and submit the result after a plugin update, before cooking):
 * UnrealEditor-Cmd <Project>.uproject -run=${ue.editor().commandletRunName()} -unattended -nopause
 * Returns 0 on success, 1 on failure (the reason is logged).
 */
UCLASS()
class ${plugin.editorApiMacro()} ${ue.editor().commandlet()} : public UCommandlet
{
	GENERATED_BODY()

public:
	${ue.editor().commandlet()}();

	//~ Begin UCommandlet Interface
	virtual int32 Main(const FString& Params) override;
	//~ End UCommandlet Interface
};
