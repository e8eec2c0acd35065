#!/usr/bin/env bash
# The generated shaders on lavapipe (`stretchy bench`): SPIR-V instructions, texture fetches per evaluation and
# evaluations per second of each orientation mode against mode C, the normal nodes, the velocity deformer and the
# curve-atlas deformer against the single-curve one. A benchmark: prints figures, never part of the tests.
# Usage: bash scripts/bench-shaders.sh [stretchy bench options, e.g. --vertices 65536 --repeats 7]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/stretchy" bench "$@"
echo "targets (issue 4): mode A's deformer instructions <= 1.35x mode C's; 2 fetches executed per evaluation in modes A and B; >= 1 M evaluations/s on lavapipe"
