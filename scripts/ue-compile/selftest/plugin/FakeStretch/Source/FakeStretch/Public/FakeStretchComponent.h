// Self-test: a reflected class of the plugin, exported with the module's API macro.
#pragma once
#include "UObject/Object.h"
#include "FakeStretchComponent.generated.h"

UCLASS()
class FAKESTRETCH_API UFakeStretchComponent : public UObject
{
	GENERATED_BODY()
public:
	UFUNCTION(BlueprintCallable)
	float Stretch(float Amount) const;

	UPROPERTY()
	float Scale = 1.0f;
};
