// Feeds the in-engine golden test's comparison core (<Plugin>ShaderGoldenCore, as generated) one evaluation read from
// standard input, as ShaderGoldenUsfTest writes it: what the test shader computed on the Vulkan harness and the golden
// case it evaluated. Prints the core's verdict and its allowance per compared row, for the test to hold against the
// project's own comparison. Names: -include a header defining Core, Case, Kernel, Inputs (the plugin's types).
#include "shader_golden_inputs.h"

#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace
{
	std::u16string Wide(const std::string& Text)
	{
		return std::u16string(Text.begin(), Text.end());
	}

}

int main()
{
	std::string Word;
	int KernelIndex = 0;
	int Rows = 0;
	std::cin >> Word >> KernelIndex >> Word >> Rows;
	const Kernel K = static_cast<Kernel>(KernelIndex);
	const int32 VertexCount = Core::IsNormal(K) ? Rows / Core::NormalsRows : Rows;
	Case C;
	if (!Core::Begin(C, K, VertexCount))
	{
		std::cout << "ERROR no vertices\n";
		return 2;
	}
	for (int Row = 0; Row < Rows; ++Row)
	{
		double Xyz[3];
		std::cin >> Xyz[0] >> Xyz[1] >> Xyz[2];
		Core::SetVertexRow(C, Row, Xyz);
	}
	FNamedGoldenInputs Named;
	std::vector<float> Output;
	while (std::cin >> Word)
	{
		if (Word == "input")
		{
			int Frame = 0;
			std::string Name;
			int Count = 0;
			std::cin >> Frame >> Name >> Count;
			std::vector<double> Values(static_cast<size_t>(Count));
			for (double& Value : Values)
			{
				std::cin >> Value;
			}
			Named.Frames[Frame][Wide(Name)] = Values;
		}
		else if (Word == "expected")
		{
			int Evaluation = 0;
			std::cin >> Evaluation;
			for (int32 Vertex = 0; Vertex < VertexCount; ++Vertex)
			{
				double Xyz[3];
				std::cin >> Xyz[0] >> Xyz[1] >> Xyz[2];
				Core::SetExpected(C, Evaluation, Vertex, Xyz);
			}
		}
		else if (Word == "second")
		{
			int Second = 1;
			std::cin >> Second;
			C.bCompareSecond = Second != 0;
		}
		else if (Word == "tolerance")
		{
			std::cin >> C.Abs >> C.Rel;
		}
		else if (Word == "output")
		{
			int Count = 0;
			std::cin >> Count;
			Output.resize(static_cast<size_t>(Count));
			for (float& Value : Output)
			{
				std::cin >> Value;
			}
		}
	}
	int32 Missing = 0;
	int32 MissingFrame = 0;
	if (!Core::SetSlots(C, Named, Missing, MissingFrame))
	{
		std::cout << "ERROR input slot " << Missing << " frame " << MissingFrame << "\n";
		return 2;
	}
	const auto Result = Core::Compare(C, Output.data(), static_cast<int32>(Output.size()));
	std::cout.precision(17);
	std::cout << (Result.bPassed ? "PASS" : "FAIL") << " worst " << Result.Worst << " compared " << Result.Compared
		<< " at " << Result.Evaluation << " " << Result.Vertex << " " << Result.Component << (Result.bWrongSize ? " wrong-size" : "") << "\n";
	for (int32 Index = 0; Index < C.Slots.Num(); Index += 4)
	{
		std::cout << "SLOT " << Index / 4 << " " << C.Slots[Index] << " " << C.Slots[Index + 1] << " " << C.Slots[Index + 2] << " "
			<< C.Slots[Index + 3] << "\n";
	}
	for (int32 Evaluation = 0; Evaluation < (C.bCompareSecond ? Core::OutputsPerVertex : 1); ++Evaluation)
	{
		for (int32 Vertex = 0; Vertex < VertexCount; ++Vertex)
		{
			std::cout << "ALLOWED " << Evaluation << " " << Vertex << " " << Core::Allowed(C, Evaluation, Vertex) << "\n";
		}
	}
	return 0;
}
