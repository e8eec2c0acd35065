// Self-test stand-in: the reflection macros the ue-compile UHT stand-in emits, reduced to declarations.
#pragma once
#include "CoreMinimal.h"

#define UCLASS(...)
#define USTRUCT(...)
#define UENUM(...)
#define UINTERFACE(...)
#define UPROPERTY(...)
#define UFUNCTION(...)
#define NO_API

#define SELFTEST_JOIN2(A, B, C, D) A##B##C##D
#define SELFTEST_JOIN(A, B, C, D) SELFTEST_JOIN2(A, B, C, D)
#define GENERATED_BODY(...) SELFTEST_JOIN(CURRENT_FILE_ID, _, __LINE__, _GENERATED_BODY)

class UClass;
class UScriptStruct;
class UEnum;
class FVTableHelper {};
class FObjectInitializer
{
public:
	COREUOBJECT_API static const FObjectInitializer& Get();
};

template<class T> UClass* StaticClass();
template<class T> UScriptStruct* StaticStruct();
template<class T> UEnum* StaticEnum();
template<class T> struct TIsUEnumClass { enum { Value = false }; };

#define COMPILED_IN_FLAGS(Flags) Flags
#define CASTCLASS_None 0
// Declares what a reflected class gets; GetPrivateStaticClass carries the module's API macro only when UHT passes
// one (MinimalAPI), or through the class's own API macro.
#define DECLARE_CLASS(TClass, TSuperClass, TFlags, TCastFlags, TPackage, TRequiredAPI) \
public: \
	typedef TSuperClass Super; \
	typedef TClass ThisClass; \
	TRequiredAPI static UClass* GetPrivateStaticClass(); \
	static UClass* StaticClass() { return GetPrivateStaticClass(); }
#define DECLARE_SERIALIZER(TClass)
#define DECLARE_VTABLE_PTR_HELPER_CTOR(API, TClass) API TClass(FVTableHelper& Helper);
#define DEFINE_VTABLE_PTR_HELPER_CTOR_CALLER(TClass)
#define DEFINE_DEFAULT_CONSTRUCTOR_CALL(TClass)
#define DEFINE_DEFAULT_OBJECT_INITIALIZER_CONSTRUCTOR_CALL(TClass)
