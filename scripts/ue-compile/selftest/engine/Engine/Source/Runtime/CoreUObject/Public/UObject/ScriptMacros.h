// Self-test stand-in.
#pragma once
#define DECLARE_FUNCTION(Name) static void Name(void* Context, void* Stack, void* Result)
