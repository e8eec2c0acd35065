// Benchmark-only CoreMinimal.h: the project's stand-in with its TArray (a checked deque, so that an out-of-range
// index throws in tests) replaced by a contiguous, unchecked array, as the engine's TArray is in a shipping build.
// Used by scripts/bench-instances.sh for the second set of figures; never by a test.
#pragma once

#include <vector>

#define TArray StretchyCheckedArray
#include "../../../generator/stretchy-core/src/main/resources/cpp/ue-stand-in/CoreMinimal.h"
#undef TArray

template <typename T>
class TArray
{
public:
	int32 Num() const { return static_cast<int32>(Items.size()); }
	void SetNum(int32 NewNum) { Items.resize(static_cast<size_t>(NewNum)); }
	void Reset() { Items.clear(); }
	T& operator[](int32 Index) { return Items[static_cast<size_t>(Index)].Value; }
	const T& operator[](int32 Index) const { return Items[static_cast<size_t>(Index)].Value; }

private:
	// Boxed, so TArray<bool> holds real bools as the engine's does (std::vector<bool> packs bits).
	struct FBox { T Value; };
	std::vector<FBox> Items;
};
