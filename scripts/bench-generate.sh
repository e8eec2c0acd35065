#!/usr/bin/env bash
# Benchmark of `generate` as a user runs it: the whole process through ./stretchy, JVM start included.
# Prints the median of 5 full generations into an empty folder, and the files written by a no-op regeneration.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
./stretchy --version >/dev/null   # build (and record the CDS archive) outside the measurement
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
times=()
for i in 1 2 3 4 5; do
  rm -rf "$work/out"
  t0=$(date +%s%N)
  ./stretchy generate --out "$work/out" --quiet >/dev/null
  t1=$(date +%s%N)
  times+=($(( (t1 - t0) / 1000000 )))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
files=$(find "$work/out" -type f | wc -l)
noop=$(./stretchy generate --out "$work/out" --quiet | sed -n 's/.*(\([0-9]*\) files written or deleted).*/\1/p')
echo "generate, whole process (JVM start included), $files files: runs ${times[*]} ms; median ${median} ms (target <= 1000 ms)"
echo "no-op regeneration: ${noop} files written or deleted (target 0)"
