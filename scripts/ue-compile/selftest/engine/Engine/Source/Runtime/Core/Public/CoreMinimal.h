// Self-test stand-in for an engine's core header: just enough types and macros for the fake plugin.
#pragma once

#define DLLEXPORT __attribute__((visibility("default")))
#define DLLIMPORT __attribute__((visibility("default")))

typedef int int32;
typedef unsigned char uint8;
typedef char16_t TCHAR;
#define TEXT(s) u##s

#define UE_DEPRECATED(Version, Message) [[deprecated(Message " (deprecated in " #Version ")")]]
#define PRAGMA_DISABLE_DEPRECATION_WARNINGS _Pragma("clang diagnostic push") _Pragma("clang diagnostic ignored \"-Wdeprecated-declarations\"")
#define PRAGMA_ENABLE_DEPRECATION_WARNINGS _Pragma("clang diagnostic pop")

// The real engine keeps deprecations warnings even under -Werror; the fake does the same.
#pragma clang diagnostic warning "-Wdeprecated-declarations"

struct CORE_API FSelftestCore
{
	static float Clamp01(float Value);
};
