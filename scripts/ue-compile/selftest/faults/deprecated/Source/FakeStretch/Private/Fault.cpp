// Planted fault: a call to a deprecated engine function.
#include "OldApi.h"

float FaultDeprecated()
{
	return ComputeScale(2.0f);
}
