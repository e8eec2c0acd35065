// Self-test stand-in for the object base class.
#pragma once
#include "UObject/ObjectMacros.h"
#include "UObject/ScriptMacros.h"

class COREUOBJECT_API UObject
{
public:
	typedef UObject ThisClass;
	UObject();
	UObject(const FObjectInitializer& ObjectInitializer);
	virtual ~UObject();
	static UClass* StaticClass();
};
