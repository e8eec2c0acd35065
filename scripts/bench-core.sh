#!/usr/bin/env bash
# Per-target, per-frame cost of the Unreal plugin's engine-light core, as generated in unreal-plugin-output, compiled
# with g++ -O2 against the engine stand-in (stretchy-core's cpp/ue-stand-in). A benchmark: never part of the tests.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/unreal-plugin-output/Stretchy/Source/Stretchy"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
"${CXX:-g++}" -std=c++17 -O2 -DSTRETCHY_API= -I "$root/generator/stretchy-core/src/main/resources/cpp/ue-stand-in" \
  -I "$src/Public" "$root/scripts/bench.d/core_bench.cpp" "$src/Private/StretchyCore.cpp" "$src/Private/StretchyMath.cpp" \
  -o "$work/core-bench"
# Three runs: the spread says how quiet the machine was.
for run in 1 2 3; do "$work/core-bench"; done
