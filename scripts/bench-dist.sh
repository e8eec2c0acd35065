#!/usr/bin/env bash
# The distribution as a user gets it: the archives' sizes, the unpacked size, the time from unpacking to the end of
# the first `generate` (which records the class-data-sharing archive) and later `generate` runs (median of 5).
# With --runtime also the jlink runtime image (mvn package -Pruntime). A benchmark: never part of the tests.
# Usage: bash scripts/bench-dist.sh [--runtime]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
profile=(); [ "${1:-}" = "--runtime" ] && profile=(-Pruntime)
mvn -B -q -ntp -Dstyle.color=never -DskipTests "${profile[@]}" -pl generator/stretchy-dist -am package >&2
version="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' pom.xml | head -1)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
ms() { echo $(( $(date +%s%N) / 1000000 )); }
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
for archive in generator/stretchy-dist/target/stretchy-"$version".tar.gz generator/stretchy-dist/target/stretchy-"$version"-runtime.tar.gz; do
  [ -f "$archive" ] || continue
  [ "${#profile[@]}" -gt 0 ] || case "$archive" in *-runtime.tar.gz) continue ;; esac
  name="$(basename "$archive")"
  rm -rf "$work/u"; mkdir -p "$work/u"
  t0=$(ms); tar -xzf "$archive" -C "$work/u"
  home="$(find "$work/u" -mindepth 1 -maxdepth 1 -type d | head -1)"
  "$home/bin/stretchy" generate --out "$work/out0" --quiet >/dev/null; t1=$(ms)
  runs=()
  for i in 1 2 3 4 5; do
    rm -rf "$work/out"; a=$(ms); "$home/bin/stretchy" generate --out "$work/out" --quiet >/dev/null; runs+=($(( $(ms) - a )))
  done
  median=$(printf '%s\n' "${runs[@]}" | sort -n | sed -n 3p)
  echo "$name: archive $(mib "$(stat -c %s "$archive")"), unpacked $(mib "$(du -sb "$home" | cut -f1)")"
  echo "$name: unpack to the end of the first generate $(( t1 - t0 )) ms; later generate runs ${runs[*]} ms, median $median ms"
done
zip="generator/stretchy-dist/target/stretchy-$version.zip"
[ -f "$zip" ] && echo "$(basename "$zip"): archive $(mib "$(stat -c %s "$zip")")"
