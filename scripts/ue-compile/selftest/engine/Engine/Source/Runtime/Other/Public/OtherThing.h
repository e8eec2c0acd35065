// Self-test: a header of a module the plugin does not depend on.
#pragma once
#include "CoreMinimal.h"

OTHER_API int32 OtherValue();
