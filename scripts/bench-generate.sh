#!/usr/bin/env bash
# Benchmark of `generate` as a user runs it: the whole process through ./stretchy (the distribution's launcher,
# JVM start and its class-data-sharing archive included), against `stretchy --version` measured in the same run,
# alternating. Prints: wall and CPU (user + system, all threads) medians of 7 of each, and the median of the 7 pairs'
# ratios (a pair runs back to back, so a ratio holds better than either time when the machine's load drifts),
# files written by a no-op regeneration, the size of the jars generate
# loads classes from (read from the JVM's class-loading log) against the whole CLI, lines of Java main code and,
# where the `duplicates` tool is installed, its pair count. Not a test: figures depend on the machine and its load.
# usage: bench-generate.sh [--md FILE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
. scripts/bench.d/report.sh
md=""
case "${1:-}" in
  --md) md="$2" ;;
  "") ;;
  *) echo "usage: bench-generate.sh [--md FILE]" >&2; exit 2 ;;
esac
header="$(bench_header scripts/bench-generate.sh)"
./stretchy --version >/dev/null   # build (and record the CDS archive) outside the measurement
version="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' pom.xml | head -1)"
home="$root/generator/stretchy-dist/target/stretchy-$version/stretchy-$version"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
runs=7
# Wall and CPU milliseconds of one command, from bash's own timing of the child ("wall cpu").
timed() {
  local TIMEFORMAT='%R %U %S' t
  t="$( { time "$@" >/dev/null 2>&1; } 2>&1 )"
  awk -v t="$t" 'BEGIN { split(t, a, " "); printf "%d %d", a[1] * 1000, (a[2] + a[3]) * 1000 }'
}
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

gen=(); ver=(); genc=(); verc=(); rw=(); rc=()
for ((i = 0; i < runs; i++)); do
  rm -rf "$work/out"
  read -r gw gc <<<"$(timed ./stretchy generate --out "$work/out" --quiet)"
  read -r vw vc <<<"$(timed ./stretchy --version)"
  gen+=("$gw"); ver+=("$vw"); genc+=("$gc"); verc+=("$vc")
  rw+=("$(ratio "$gw" "$vw")"); rc+=("$(ratio "$gc" "$vc")")
done
g=$(median "${gen[@]}"); v=$(median "${ver[@]}")
files=$(find "$work/out" -type f | wc -l)
noop=$(./stretchy generate --out "$work/out" --quiet | sed -n 's/.*(\([0-9]*\) files written or deleted).*/\1/p')
lines=()
lines+=("generate, whole process, $files files: wall ${gen[*]} ms, median ${g} ms; CPU ${genc[*]} ms, median $(median "${genc[@]}") ms")
lines+=("--version, whole process: wall ${ver[*]} ms, median ${v} ms; CPU ${verc[*]} ms, median $(median "${verc[@]}") ms")
lines+=("ratio generate / --version, median of the $runs pairs: wall $(median "${rw[@]}") (pairs ${rw[*]}), CPU $(median "${rc[@]}") (target <= 1.6, wall)")
lines+=("no-op regeneration: ${noop} files written or deleted (target 0)")

# The jars generate loads classes from, without the archive so that every class names its jar.
java -Xshare:off -Xlog:class+load=info:file="$work/classes.log" -cp "$home/lib/*:$home/lib/vulkan/*" \
  dev.stretchy.cli.StretchyCli generate --out "$work/out2" --quiet >/dev/null
mapfile -t used < <(sed -n 's/.* source: file:\(.*\.jar\)$/\1/p' "$work/classes.log" | sort -u)
kib() { echo $(( ($(cat "$@" | wc -c) + 1023) / 1024 )); }
lines+=("classpath generate needs: ${#used[@]} jars, $(kib "${used[@]}") KiB ($(printf '%s\n' "${used[@]}" | xargs -n1 basename | tr '\n' ' '))")
lines+=("whole CLI: lib/ $(kib "$home"/lib/*.jar) KiB + optional lib/vulkan/ $(kib "$home"/lib/vulkan/*.jar) KiB; single shaded jar $(kib generator/stretchy-cli/target/stretchy.jar) KiB")
lines+=("lines of Java main code: $(find generator -path '*/src/main/java/*.java' -print0 | xargs -0 cat | wc -l) (10178 before the module split)")
if command -v duplicates >/dev/null; then
  lines+=("duplicates: $(duplicates --seconds 60 | head -1) (58 pairs before)")
fi
printf '%s\n' "${lines[@]}"
if [ -n "$md" ]; then
  tmp="$md.tmp.$$"
  {
    echo "$header"
    echo
    echo "# Cold \`generate\` against \`--version\`"
    echo
    echo "Each run a new process through \`./stretchy\` (the distribution's launcher, JVM start and its class-data-sharing"
    echo "archive included), \`generate\` of the default spec into a fresh folder and \`--version\` alternating, $runs of each;"
    echo "CPU is user + system time of all the process's threads (the JIT compiler's included), from bash's \`time\`."
    echo
    printf -- '- %s\n' "${lines[@]}"
  } > "$tmp"
  mv "$tmp" "$md"
  echo "wrote $md"
fi
