// Self-test: a reflected class exported with MinimalAPI.
#pragma once
#include "UObject/Object.h"
#include "ExportedThing.generated.h"

UCLASS(MinimalAPI)
class UExportedThing : public UObject
{
	GENERATED_BODY()
public:
	ENGINE_API float GetScale() const;
};
