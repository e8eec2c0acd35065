// Planted fault: OtherThing.h belongs to module Other, which FakeStretch.Build.cs does not list.
#include "OtherThing.h"

int32 FaultOther()
{
	return OtherValue();
}
