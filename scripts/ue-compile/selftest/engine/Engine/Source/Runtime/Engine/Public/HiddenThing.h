// Self-test: a reflected class with neither MinimalAPI nor ENGINE_API (not exported from its module).
#pragma once
#include "UObject/Object.h"
#include "HiddenThing.generated.h"

UCLASS()
class UHiddenThing : public UObject
{
	GENERATED_BODY()
};
