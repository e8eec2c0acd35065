// Self-test: an exported function that is deprecated, and its replacement.
#pragma once
#include "CoreMinimal.h"

UE_DEPRECATED(5.5, "Use ComputeScaleV2 instead.")
ENGINE_API float ComputeScale(float Value);

ENGINE_API float ComputeScaleV2(float Value);
