#!/usr/bin/env bash
# Benchmark of `generate` as a user runs it: the whole process through ./stretchy (the distribution's launcher,
# JVM start and its class-data-sharing archive included), against `stretchy --version` measured in the same run.
# Prints: the medians of 5 and their ratio, files written by a no-op regeneration, the size of the jars generate
# loads classes from (read from the JVM's class-loading log) against the whole CLI, lines of Java main code and,
# where the `duplicates` tool is installed, its pair count. Not a test: figures depend on the machine and its load.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
./stretchy --version >/dev/null   # build (and record the CDS archive) outside the measurement
version="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' pom.xml | head -1)"
home="$root/generator/stretchy-dist/target/stretchy-$version/stretchy-$version"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
ms() { echo $(( $(date +%s%N) / 1000000 )); }
median() { printf '%s\n' "$@" | sort -n | sed -n 3p; }

gen=(); ver=()
for i in 1 2 3 4 5; do
  rm -rf "$work/out"
  t0=$(ms); ./stretchy generate --out "$work/out" --quiet >/dev/null; t1=$(ms)
  ./stretchy --version >/dev/null; t2=$(ms)
  gen+=($((t1 - t0))); ver+=($((t2 - t1)))
done
g=$(median "${gen[@]}"); v=$(median "${ver[@]}")
files=$(find "$work/out" -type f | wc -l)
noop=$(./stretchy generate --out "$work/out" --quiet | sed -n 's/.*(\([0-9]*\) files written or deleted).*/\1/p')
echo "generate, whole process, $files files: runs ${gen[*]} ms; median ${g} ms (target <= 800 ms)"
echo "--version, whole process: runs ${ver[*]} ms; median ${v} ms"
echo "ratio generate / --version: $(awk -v g="$g" -v v="$v" 'BEGIN { printf "%.2f", g / v }') (target <= 1.6)"
echo "no-op regeneration: ${noop} files written or deleted (target 0)"

# The jars generate loads classes from, without the archive so that every class names its jar.
java -Xshare:off -Xlog:class+load=info:file="$work/classes.log" -cp "$home/lib/*:$home/lib/vulkan/*" \
  dev.stretchy.cli.StretchyCli generate --out "$work/out2" --quiet >/dev/null
mapfile -t used < <(sed -n 's/.* source: file:\(.*\.jar\)$/\1/p' "$work/classes.log" | sort -u)
kib() { echo $(( ($(cat "$@" | wc -c) + 1023) / 1024 )); }
echo "classpath generate needs: ${#used[@]} jars, $(kib "${used[@]}") KiB ($(printf '%s\n' "${used[@]}" | xargs -n1 basename | tr '\n' ' '))"
echo "whole CLI: lib/ $(kib "$home"/lib/*.jar) KiB + optional lib/vulkan/ $(kib "$home"/lib/vulkan/*.jar) KiB; single shaded jar $(kib generator/stretchy-cli/target/stretchy.jar) KiB"
echo "lines of Java main code: $(find generator -path '*/src/main/java/*.java' | xargs cat | wc -l) (10178 before the module split)"
if command -v duplicates >/dev/null; then
  echo "duplicates: $(duplicates --seconds 60 | head -1) (58 pairs before)"
fi
