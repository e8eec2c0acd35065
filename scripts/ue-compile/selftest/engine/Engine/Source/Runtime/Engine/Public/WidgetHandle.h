// Self-test: FWidgetData is only forward-declared here; WidgetData.h defines it.
#pragma once
#include "CoreMinimal.h"

struct FWidgetData;

ENGINE_API FWidgetData* FindWidgetData(int32 Id);
