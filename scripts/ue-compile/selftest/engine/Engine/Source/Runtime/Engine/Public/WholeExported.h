// Self-test: a reflected class exported as a whole (ENGINE_API on the class, no MinimalAPI).
#pragma once
#include "UObject/Object.h"
#include "WholeExported.generated.h"

UCLASS()
class ENGINE_API UWholeExported : public UObject
{
	GENERATED_BODY()
};
