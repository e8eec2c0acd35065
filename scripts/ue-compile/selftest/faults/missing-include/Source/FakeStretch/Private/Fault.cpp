// Planted fault: FWidgetData is used but only forward-declared (WidgetData.h is not included).
#include "WidgetHandle.h"

int32 FaultWidgetWidth()
{
	return FindWidgetData(2)->Width;
}
