// A seeded, bounded fuzz of the editor core's stamp functions (<Plugin>EditorCore: HashShader, WriteStamp, Decide,
// exactly as generated), compiled with g++ -fsanitize=address,undefined (CoreFuzzTest). Only these three are fuzzed:
// their signatures are stable while the rest of the editor core changes. Every buffer is a heap block of exactly the
// size the contract names, so a read or write past it stops the run under ASan. Checks: the hash ignores carriage
// returns and reads nothing for a count of 0 or below; the stamp is exactly StampLength characters and a NUL, and
// names the hash; Decide keeps a function only when it exists, its shader reads, and both of its nodes hold exactly
// the expected code. Prints "FUZZ editor tried <n> correct <m> checks <k>".
#include "fuzz_random.h"
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace
{
	uint64_t Seed = 0x5EED22ED170Full;

	uint64_t Next()
	{
		return FuzzSplitMix64(Seed);
	}

	int Below(int N)
	{
		return static_cast<int>(Next() % static_cast<uint64_t>(N));
	}

	/** A heap copy of exactly Text's characters and its NUL. */
	TCHAR* HeapText(const std::u16string& Text)
	{
		TCHAR* Out = new TCHAR[Text.size() + 1];
		for (size_t I = 0; I < Text.size(); ++I)
		{
			Out[I] = static_cast<TCHAR>(Text[I]);
		}
		Out[Text.size()] = 0;
		return Out;
	}

	std::u16string RandomText(int MaxLength)
	{
		static const char16_t Alphabet[] = u"abcXYZ019 \n\r\t#\"/\\{}();\u00e9\u4e2d";
		std::u16string Text;
		const int Length = Below(MaxLength + 1);
		for (int I = 0; I < Length; ++I)
		{
			Text += Alphabet[Below(static_cast<int>(sizeof(Alphabet) / sizeof(Alphabet[0])) - 1)];
		}
		return Text;
	}
}

int main()
{
	long Tried = 0;
	long Correct = 0;
	long Checks = 0;
	int Printed = 0;
	constexpr int Cases = 3000;
	for (int Case = 0; Case < Cases; ++Case)
	{
		++Tried;
		std::string Why;
		auto Check = [&Checks, &Why](bool bOk, const char* What)
		{
			++Checks;
			if (!bOk && Why.find(What) == std::string::npos)
			{
				Why += What;
				Why += "; ";
			}
		};

		// HashShader: a heap block of exactly Num bytes, carriage returns anywhere.
		const int Num = Below(200);
		uint8* Bytes = new uint8[Num > 0 ? Num : 1];
		std::vector<uint8> Stripped;
		for (int I = 0; I < Num; ++I)
		{
			const int Pick = Below(10);
			Bytes[I] = static_cast<uint8>(Pick == 0 ? '\r' : Pick == 1 ? '\n' : Below(256));
			if (Bytes[I] != '\r')
			{
				Stripped.push_back(Bytes[I]);
			}
		}
		const uint32 Hash = EditorCore::HashShader(Bytes, Num);
		const uint32 StrippedHash = EditorCore::HashShader(Stripped.empty() ? nullptr : Stripped.data(), static_cast<int32>(Stripped.size()));
		Check(Hash == StrippedHash, "hash changed by carriage returns");
		Check(EditorCore::HashShader(nullptr, 0) == EditorCore::HashShader(nullptr, -1 - Below(1000)), "a count below 0 read bytes");
		delete[] Bytes;

		// WriteStamp: exactly StampLength + 1 characters.
		TCHAR* Stamp = new TCHAR[EditorCore::StampLength + 1];
		EditorCore::WriteStamp(Hash, Stamp);
		Check(Stamp[EditorCore::StampLength] == 0 && Stamp[0] == TEXT('\n'), "stamp not a newline, StampLength characters and a NUL");
		uint32 Named = 0;
		bool bHex = true;
		for (int32 I = EditorCore::StampLength - 8; I < EditorCore::StampLength; ++I)
		{
			const TCHAR C = Stamp[I];
			bHex = bHex && ((C >= TEXT('0') && C <= TEXT('9')) || (C >= TEXT('A') && C <= TEXT('F')));
			Named = (Named << 4) | static_cast<uint32>(C <= TEXT('9') ? C - TEXT('0') : C - TEXT('A') + 10);
		}
		Check(bHex && Named == Hash, "stamp does not end with the hash in 8 hex digits");

		// Decide: Count codes (each an exact heap string), an expected code, every flag.
		std::u16string Expected = RandomText(40) + std::u16string(Stamp, Stamp + EditorCore::StampLength);
		TCHAR* ExpectedText = HeapText(Expected);
		const int Count = Below(5);
		std::vector<TCHAR*> Codes;
		bool bAllEqual = true;
		for (int I = 0; I < Count; ++I)
		{
			const int Pick = Below(4);
			std::u16string Code = Pick == 0 ? RandomText(60) : Expected;
			if (Pick == 1 && !Code.empty())
			{
				Code.pop_back();
			}
			if (Pick == 2)
			{
				Code += u"\r";
			}
			bAllEqual = bAllEqual && Code == Expected;
			Codes.push_back(HeapText(Code));
		}
		const bool bExists = Below(8) != 0;
		const bool bReadable = Below(8) != 0;
		const Action Got = EditorCore::Decide(bExists, bReadable, Codes.empty() ? nullptr : Codes.data(), Count, ExpectedText);
		const Action Want = !bExists ? Action::NotBuilt : !bReadable ? Action::ShaderUnreadable
			: Count == EditorCore::CustomNodesPerFunction && bAllEqual ? Action::Keep : Action::Rebuild;
		Check(Got == Want, "Decide differs from its contract");
		for (TCHAR* Code : Codes)
		{
			delete[] Code;
		}
		delete[] ExpectedText;
		delete[] Stamp;

		if (Why.empty())
		{
			++Correct;
		}
		else if (Printed < 3)
		{
			++Printed;
			std::printf("BAD editor: case %ld: %s\n", Tried, Why.c_str());
		}
	}
	std::printf("FUZZ editor tried %ld correct %ld checks %ld\n", Tried, Correct, Checks);
	return Correct == Tried ? 0 : 1;
}
