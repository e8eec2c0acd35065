#!/usr/bin/env bash
# Per-instance cost of the instanced travel controller (issue 14) as generated in unreal-plugin-output, compiled with
# g++ -O2 against the engine stand-in, with the individual-component path's per-frame core work beside it.
# A benchmark: prints figures, never part of the tests. Printed twice: against the stand-in's TArray (a checked deque)
# and against a contiguous unchecked one (bench.d/contiguous/CoreMinimal.h), closer to the engine's.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
src="$root/unreal-plugin-output/Stretchy/Source/Stretchy"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
"${CXX:-g++}" -std=c++17 -O2 -DSTRETCHY_API= -I "$root/generator/stretchy-core/src/main/resources/cpp/ue-stand-in" \
  -I "$src/Public" "$root/scripts/bench.d/instance_bench.cpp" "$src/Private/StretchyInstanceTravel.cpp" \
  "$src/Private/StretchyCore.cpp" "$src/Private/StretchyMath.cpp" -o "$work/instance-bench"
# Parameter pushes per spline deform component per frame: the contract's push function, counted in the generated code.
pushes="$(sed -n '/PushSplineDeform(/,/^}/p' "$src/Private/StretchyContract.cpp" | grep -c 'ParameterValue(')"
echo "stand-in TArray (checked deque):"
"$work/instance-bench" "$pushes"
"${CXX:-g++}" -std=c++17 -O2 -DSTRETCHY_API= -I "$root/scripts/bench.d/contiguous" \
  -I "$src/Public" "$root/scripts/bench.d/instance_bench.cpp" "$src/Private/StretchyInstanceTravel.cpp" \
  "$src/Private/StretchyCore.cpp" "$src/Private/StretchyMath.cpp" -o "$work/instance-bench-contiguous"
echo "contiguous unchecked TArray (as the engine's in a shipping build):"
"$work/instance-bench-contiguous" "$pushes"
