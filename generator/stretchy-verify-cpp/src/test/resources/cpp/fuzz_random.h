// The fuzz drivers' one random source: splitmix64, the same sequence on every platform and library.
#pragma once
#include <cstdint>

inline uint64_t FuzzSplitMix64(uint64_t& State)
{
	uint64_t Z = (State += 0x9E3779B97F4A7C15ull);
	Z = (Z ^ (Z >> 30)) * 0xBF58476D1CE4E5B9ull;
	Z = (Z ^ (Z >> 27)) * 0x94D049BB133111EBull;
	return Z ^ (Z >> 31);
}
