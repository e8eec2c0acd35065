// ${notice}

#pragma once

#include "Runtime/Launch/Resources/Version.h"

/** True when building against Unreal Engine Major.Minor or later; every version switch of the plugin goes through it. */
#define ${ue.versionMacro()}(Major, Minor) \
	(ENGINE_MAJOR_VERSION > (Major) || (ENGINE_MAJOR_VERSION == (Major) && ENGINE_MINOR_VERSION >= (Minor)))

#if !${ue.versionMacro()}(5, 3)
#error "${plugin.name()} needs Unreal Engine 5.3 or later."
#endif
