// ${notice}

#include "${plugin.name()}EditorCore.h"

namespace
{
	const TCHAR StampPrefix[] = TEXT("${ue.editor().stampPrefix()}");
	constexpr int32 StampPrefixLength = sizeof(StampPrefix) / sizeof(TCHAR) - 1;
	constexpr int32 HashDigits = 8;

	int32 Length(const TCHAR* Text)
	{
		int32 Num = 0;
		while (Text[Num] != 0)
		{
			++Num;
		}
		return Num;
	}

	bool Equal(const TCHAR* A, const TCHAR* B)
	{
		int32 Index = 0;
		while (A[Index] != 0 && A[Index] == B[Index])
		{
			++Index;
		}
		return A[Index] == B[Index];
	}

	TCHAR Folded(TCHAR Char)
	{
		if (Char == TEXT('\\'))
		{
			return TEXT('/');
		}
		return Char >= TEXT('A') && Char <= TEXT('Z') ? static_cast<TCHAR>(Char - TEXT('A') + TEXT('a')) : Char;
	}

	/** True when Path ends with Suffix, comparing without case and with either slash. */
	bool EndsWith(const TCHAR* Path, int32 PathLength, const TCHAR* Suffix)
	{
		const int32 SuffixLength = Length(Suffix);
		if (SuffixLength > PathLength)
		{
			return false;
		}
		for (int32 Index = 0; Index < SuffixLength; ++Index)
		{
			if (Folded(Path[PathLength - SuffixLength + Index]) != Folded(Suffix[Index]))
			{
				return false;
			}
		}
		return true;
	}

	/** True when File's name is exactly Name: the whole path, or the part after its last slash. */
	bool HasFileName(const TCHAR* File, const TCHAR* Name)
	{
		const int32 FileLength = Length(File);
		const int32 NameLength = Length(Name);
		if (!EndsWith(File, FileLength, Name))
		{
			return false;
		}
		return FileLength == NameLength || Folded(File[FileLength - NameLength - 1]) == TEXT('/');
	}
}

uint32 F${plugin.name()}EditorCore::HashShader(const uint8* Bytes, int32 Num)
{
	uint32 Hash = 2166136261u;
	for (int32 Index = 0; Index < Num; ++Index)
	{
		if (Bytes[Index] == '\r')
		{
			continue;
		}
		Hash = (Hash ^ Bytes[Index]) * 16777619u;
	}
	return Hash;
}

void F${plugin.name()}EditorCore::WriteStamp(uint32 Hash, TCHAR* Out)
{
	static_assert(StampPrefixLength + HashDigits + 1 == StampLength, "the stamp is a newline, the prefix and the hash");
	int32 At = 0;
	Out[At++] = TEXT('\n');
	for (int32 Index = 0; Index < StampPrefixLength; ++Index)
	{
		Out[At++] = StampPrefix[Index];
	}
	for (int32 Digit = HashDigits - 1; Digit >= 0; --Digit)
	{
		const uint32 Nibble = (Hash >> (Digit * 4)) & 0xFu;
		Out[At++] = static_cast<TCHAR>(Nibble < 10 ? TEXT('0') + Nibble : TEXT('A') + Nibble - 10);
	}
	Out[At] = 0;
}

E${plugin.name()}FunctionAction F${plugin.name()}EditorCore::Decide(bool bAssetExists, bool bShaderReadable,
	const TCHAR* const* CustomCodes, int32 Count, const TCHAR* Expected)
{
	if (!bAssetExists)
	{
		return E${plugin.name()}FunctionAction::NotBuilt;
	}
	if (!bShaderReadable)
	{
		return E${plugin.name()}FunctionAction::ShaderUnreadable;
	}
	// Another node count is a graph an older plugin left behind (its delete skipped every other node).
	if (Count != CustomNodesPerFunction)
	{
		return E${plugin.name()}FunctionAction::Rebuild;
	}
	for (int32 Index = 0; Index < Count; ++Index)
	{
		if (!Equal(CustomCodes[Index], Expected))
		{
			return E${plugin.name()}FunctionAction::Rebuild;
		}
	}
	return E${plugin.name()}FunctionAction::Keep;
}

E${plugin.name()}ParentPlan F${plugin.name()}EditorCore::PlanParent(bool bBaseCallsFunction, bool bBaseUsesMaterialAttributes, bool bCopyExists)
{
	if (bBaseCallsFunction)
	{
		return E${plugin.name()}ParentPlan::UseBase;
	}
	if (bBaseUsesMaterialAttributes)
	{
		return E${plugin.name()}ParentPlan::Refuse;
	}
	return bCopyExists ? E${plugin.name()}ParentPlan::ReuseCopy : E${plugin.name()}ParentPlan::MakeCopy;
}

uint32 F${plugin.name()}EditorCore::DeformersToCheck(const TCHAR* const* ChangedFiles, int32 ChangedCount,
	const TCHAR* const* ShaderFiles, int32 ShaderCount)
{
	const uint32 All = ShaderCount >= 32 ? ~0u : (1u << ShaderCount) - 1u;
	uint32 Mask = 0;
	for (int32 Change = 0; Change < ChangedCount; ++Change)
	{
		const TCHAR* File = ChangedFiles[Change];
		bool bOwn = false;
		for (int32 Shader = 0; Shader < ShaderCount; ++Shader)
		{
			if (HasFileName(File, ShaderFiles[Shader]))
			{
				Mask |= 1u << Shader;
				bOwn = true;
			}
		}
		const int32 FileLength = Length(File);
		if (!bOwn && (EndsWith(File, FileLength, TEXT(".ush")) || EndsWith(File, FileLength, TEXT(".usf"))
			|| EndsWith(File, FileLength, TEXT(".h"))))
		{
			Mask |= All;
		}
	}
	return Mask;
}
