#!/usr/bin/env bash
# Math spec section 10's shader cost (`stretchy bench`): per orientation mode, SPIR-V instructions and image reads of
# the offset node and the exact normal node (fused: normal and tangent from one call) with each feature (closed loop,
# roll, stretch mask) in the Unreal HLSL, against the same nodes without any. Writes docs/benchmarks/section10.md (the static figures need no device;
# pass --no-device to skip fetch counts and throughput). A benchmark: prints figures, never part of the tests.
# Usage: bash scripts/bench-section10.sh [stretchy bench options, e.g. --no-device]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$root/docs/benchmarks/section10.md"
report="$("$root/stretchy" bench "$@")"
table="$(printf '%s\n' "$report" | sed -n 's/^section10 //p')"
[ -n "$table" ] || { echo "bench-section10: stretchy bench printed no section10 table" >&2; exit 1; }
device="$(printf '%s\n' "$report" | sed -n 's/^device: \([^;]*\);.*/\1/p' | head -1)"
tmp="$(mktemp "$out.XXXXXX")"
{
  echo "# Section 10's shader cost (closed loop, roll, stretch mask)"
  echo
  echo "Written by \`scripts/bench-section10.sh\` ($(date -u +%Y-%m-%d), \`stretchy bench $*\`, device: ${device:-none},"
  echo "$(nproc) CPUs, load $(cut -d' ' -f1 /proc/loadavg)). Never edit by hand."
  echo
  printf '%s\n' "$table"
} > "$tmp"
mv "$tmp" "$out"
echo "wrote $out"
