// Planted fault: UHiddenThing has no MinimalAPI and no ENGINE_API, so GetPrivateStaticClass() does not link.
#include "HiddenThing.h"

UClass* FaultHiddenClass()
{
	return UHiddenThing::StaticClass();
}
