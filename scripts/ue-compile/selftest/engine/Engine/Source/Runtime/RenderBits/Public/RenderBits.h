// Self-test: an exported function of a module the plugin reaches only through Engine's public dependencies.
#pragma once
#include "CoreMinimal.h"

RENDERBITS_API void FlushRenderBits();
