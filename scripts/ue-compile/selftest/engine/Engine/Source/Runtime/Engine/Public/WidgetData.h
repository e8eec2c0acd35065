// Self-test: the full definition of FWidgetData.
#pragma once
#include "CoreMinimal.h"

struct FWidgetData
{
	int32 Width = 0;
};
