// Feeds the in-engine golden test's comparison core (<Plugin>ShaderGoldenCore, as generated) one evaluation read from
// standard input, as ShaderGoldenUsfTest writes it: what the test shader computed on the Vulkan harness and the golden
// case it evaluated. Prints the core's verdict, its allowance per compared row and what it packs for the upload, for
// the test to hold against the project's own comparison and the harness. Or, given "plan" lines (a golden file's
// kernel, mode and features), prints the core's plan for each: the permutations, or the SKIP reason. Names: -include
// a header defining Core, Case, Kernel, Inputs (the plugin's types).
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

	std::string Narrow(const TCHAR* Text)
	{
		std::string Out;
		for (; *Text != 0; ++Text)
		{
			Out += static_cast<char>(*Text);
		}
		return Out;
	}

	/** "plan <kernel> <mode or -> <n> <feature>..." per line (the first "plan" read): "PLAN <permutations>" or "SKIP <reason>". */
	int Plans()
	{
		std::string Word;
		for (bool bFirst = true; bFirst || static_cast<bool>(std::cin >> Word); bFirst = false)
		{
			std::string GoldenKernel;
			std::string Mode;
			int Count = 0;
			std::cin >> GoldenKernel >> Mode >> Count;
			std::vector<std::u16string> Needs(static_cast<size_t>(Count));
			std::vector<const TCHAR*> Names;
			for (std::u16string& Need : Needs)
			{
				std::string Feature;
				std::cin >> Feature;
				Need = Wide(Feature);
			}
			for (const std::u16string& Need : Needs)
			{
				Names.push_back(Need.c_str());
			}
			const std::u16string WideKernel = Wide(GoldenKernel);
			const std::u16string WideMode = Mode == "-" ? std::u16string() : Wide(Mode);
			const auto Plan = Core::Plan(WideKernel.c_str(), WideMode.c_str(), Names.data(), Count);
			if (Plan.KernelCount == 0)
			{
				std::cout << "SKIP " << Narrow(Plan.Why) << "\n";
				continue;
			}
			std::cout << "PLAN";
			for (int32 Index = 0; Index < Plan.KernelCount; ++Index)
			{
				std::cout << " " << static_cast<int>(Plan.Kernels[Index]);
			}
			std::cout << (Plan.Why[0] != 0 ? " and a reason" : "") << "\n";
		}
		return 0;
	}

}

int main()
{
	std::string Word;
	int KernelIndex = 0;
	int Rows = 0;
	int Instances = 1;
	std::cin >> Word;
	if (Word == "plan")
	{
		return Plans();
	}
	std::cin >> KernelIndex >> Word >> Rows >> Word >> Instances;
	const Kernel K = static_cast<Kernel>(KernelIndex);
	const int32 VertexCount = Core::IsNormal(K) ? Rows / Core::NormalsRows : Rows;
	Case C;
	if (!Core::Begin(C, K, VertexCount, Instances))
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
	for (int Instance = 0; Core::InstanceStride(K) > 0 && Instance < Instances; ++Instance)
	{
		std::vector<double> Floats(static_cast<size_t>(Core::InstanceFloats));
		for (double& Value : Floats)
		{
			std::cin >> Value;
		}
		if (!Core::SetInstance(C, Instance, Floats.data(), Core::InstanceFloats))
		{
			std::cout << "ERROR instance " << Instance << "\n";
			return 2;
		}
	}
	FNamedGoldenInputs Named;
	std::vector<float> Output;
	int32 Texels = 0;
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
		else if (Word == "mask")
		{
			// Section 10.3: the file's stretchMask, one weight per vertex.
			int Count = 0;
			std::cin >> Count;
			for (int32 Vertex = 0; Vertex < Count; ++Vertex)
			{
				double Mask = 0.0;
				std::cin >> Mask;
				if (!Core::SetVertexMask(C, Vertex, Mask))
				{
					std::cout << "ERROR mask " << Vertex << "\n";
					return 2;
				}
			}
		}
		else if (Word == "expected")
		{
			int Evaluation = 0;
			std::cin >> Evaluation;
			for (int32 Vertex = 0; Vertex < C.VertexCount; ++Vertex)
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
		else if (Word == "texels")
		{
			std::cin >> Texels;
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
	if (Texels > 0)
	{
		int32 Width = 0;
		int32 Height = 0;
		const bool bWhole = Core::TextureSize(C, Texels, Width, Height);
		std::cout << "TEXTURE " << Width << " " << Height << " " << (bWhole ? 1 : 0) << "\n";
	}
	for (int32 Index = 0; Index < C.Slots.Num(); Index += 4)
	{
		std::cout << "SLOT " << Index / 4 << " " << C.Slots[Index] << " " << C.Slots[Index + 1] << " " << C.Slots[Index + 2] << " "
			<< C.Slots[Index + 3] << "\n";
	}
	for (int32 Index = 0; Index < C.Vertices.Num(); Index += 4)
	{
		std::cout << "ROW " << Index / 4 << " " << C.Vertices[Index] << " " << C.Vertices[Index + 1] << " " << C.Vertices[Index + 2] << " "
			<< C.Vertices[Index + 3] << "\n";
	}
	for (int32 Evaluation = 0; Evaluation < (C.bCompareSecond ? Core::OutputsPerVertex : 1); ++Evaluation)
	{
		for (int32 Vertex = 0; Vertex < C.VertexCount; ++Vertex)
		{
			std::cout << "ALLOWED " << Evaluation << " " << Vertex << " " << Core::Allowed(C, Evaluation, Vertex) << "\n";
		}
	}
	return 0;
}
