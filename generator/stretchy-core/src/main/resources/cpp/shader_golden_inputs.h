// A golden case's named inputs for the in-engine shader golden test's core (<Plugin>ShaderGoldenCore), as the engine
// shell's JSON reader gives them: for the g++ drivers that feed the core (the scenario suite and the Vulkan run).
// Needs the names header (Inputs = the plugin's F<Plugin>ShaderGoldenInputs) first.
#pragma once

#include <map>
#include <string>
#include <vector>

/** Values by input name, frame 0 the file's inputs, frame 1 its prevInputs. */
class FNamedGoldenInputs final : public Inputs
{
public:
	std::map<std::u16string, std::vector<double>> Frames[2];

	int32 Read(int32 Frame, const TCHAR* Name, double* Out) const override
	{
		const auto Found = Frames[Frame].find(std::u16string(Name));
		if (Found == Frames[Frame].end())
		{
			return 0;
		}
		for (size_t Index = 0; Index < Found->second.size(); ++Index)
		{
			Out[Index] = Found->second[Index];
		}
		return static_cast<int32>(Found->second.size());
	}
};
