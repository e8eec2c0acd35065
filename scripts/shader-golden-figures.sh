#!/usr/bin/env bash
# Figures of the in-engine shader golden test (issue 25): per spec, the golden files the plugin ships and their size,
# the cases and evaluations the test covers, and the wall time of its compute shader on this machine's Vulkan device
# (lavapipe here). A benchmark: writes docs/shader-golden-figures.md, asserts nothing.
# Usage: scripts/shader-golden-figures.sh [output]   (default docs/shader-golden-figures.md)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="${1:-docs/shader-golden-figures.md}"
lib="$(./stretchy --build-home)/lib"   # builds the distribution when its sources changed
tmp="$(mktemp)"
trap 'rm -f "$tmp"' EXIT
java -cp "$lib/*:$lib/vulkan/*" dev.stretchy.verify.vulkan.ShaderGoldenFigures specs golden > "$tmp"
mv "$tmp" "$out"
trap - EXIT
echo "wrote $out" >&2
