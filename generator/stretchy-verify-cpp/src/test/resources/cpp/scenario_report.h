// What a scenario program prints, the format ScenarioSupport.results reads: "PASS <name>" or "FAIL <name>: <why>" per
// scenario; the program exits with Failures == 0 ? 0 : 1.
#pragma once

#include <cstdio>
#include <string>

namespace ScenarioReport
{
	inline int Failures = 0;

	inline void Report(const char* Name, bool bOk, const std::string& Why)
	{
		std::printf("%s %s%s%s\n", bOk ? "PASS" : "FAIL", Name, bOk ? "" : ": ", bOk ? "" : Why.c_str());
		Failures += bOk ? 0 : 1;
	}

	/** A number as the failure messages write it. */
	inline std::string Num(double V)
	{
		char Buffer[64];
		std::snprintf(Buffer, sizeof(Buffer), "%.9g", V);
		return Buffer;
	}
}
