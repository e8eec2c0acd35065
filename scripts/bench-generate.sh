#!/usr/bin/env bash
# Benchmark of `generate` as a user runs it: the whole process through ./stretchy (the distribution's launcher,
# JVM start and its class-data-sharing archive included), against `stretchy --version` measured in the same run,
# alternating. Prints: wall and CPU (user + system, all threads) medians of 7 of each, and the median of the 7 pairs'
# ratios (a pair runs back to back, so a ratio holds better than either time when the machine's load drifts),
# files written by a no-op regeneration, the size of the jars generate
# loads classes from (read from the JVM's class-loading log) against the whole CLI, lines of Java main code and,
# where the `duplicates` tool is installed, its pair count. Not a test: figures depend on the machine and its load.
# --before REV also builds the tree of the commit REV (e.g. the branch point) in a temporary folder and runs its
# generate and --version in the same loop, alternating with this tree's, so that both ratios come from one run.
# --java HOME also runs generate and --version on another Java (25 or newer) with its ahead-of-time cache
# (-XX:AOTCacheOutput from one generate run, then -XX:AOTCache), alternating with this launcher's generate.
# usage: bench-generate.sh [--before REV] [--java HOME] [--md FILE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
. scripts/bench.d/report.sh
md=""; before=""; other_java=""
while [ $# -gt 0 ]; do
  case "$1" in
    --md) md="$2"; shift 2 ;;
    --before) before="$2"; shift 2 ;;
    --java) other_java="$2"; [ -x "$other_java/bin/java" ] || { echo "bench-generate.sh: no $other_java/bin/java" >&2; exit 2; }; shift 2 ;;
    *) echo "usage: bench-generate.sh [--before REV] [--java HOME] [--md FILE]" >&2; exit 2 ;;
  esac
done
header="$(bench_header scripts/bench-generate.sh)"
./stretchy --version >/dev/null   # build (and record the CDS archive) outside the measurement
home="$(./stretchy --build-home)"
# The launcher's build of the CLI module, beside the distribution's (generator/stretchy-dist/<build folder>/...).
cli_build="$(dirname "$(dirname "$home")")"; cli_build="${cli_build/\/stretchy-dist\///stretchy-cli/}"
work="$(mktemp -d)"; trap 'if [ -f "$work/runs.kept" ]; then mv "$work/runs.kept" "$home/lib/templates.runs"; fi; rm -rf "$work"' EXIT
if [ -n "$before" ]; then
  rev="$(git rev-parse --short "$before^{commit}")"
  mkdir "$work/before"
  git archive "$rev" | tar -x -C "$work/before"
  "$work/before/stretchy" --version >/dev/null 2>&1 || { echo "bench-generate.sh: the build of $rev failed" >&2; exit 1; }
fi
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
bgen=(); bver=(); bgenc=(); bverc=(); brw=(); brc=(); ab=()
for ((i = 0; i < runs; i++)); do
  rm -rf "$work/out"
  read -r gw gc <<<"$(timed ./stretchy generate --out "$work/out" --quiet)"
  read -r vw vc <<<"$(timed ./stretchy --version)"
  gen+=("$gw"); ver+=("$vw"); genc+=("$gc"); verc+=("$vc")
  rw+=("$(ratio "$gw" "$vw")"); rc+=("$(ratio "$gc" "$vc")")
  if [ -n "$before" ]; then
    rm -rf "$work/outb"
    read -r gw gc <<<"$(timed "$work/before/stretchy" generate --out "$work/outb" --quiet)"
    read -r vw vc <<<"$(timed "$work/before/stretchy" --version)"
    bgen+=("$gw"); bver+=("$vw"); bgenc+=("$gc"); bverc+=("$vc")
    brw+=("$(ratio "$gw" "$vw")"); brc+=("$(ratio "$gc" "$vc")"); ab+=("$(ratio "${genc[i]}" "$gc")")
  fi
done
g=$(median "${gen[@]}"); v=$(median "${ver[@]}")
files=$(find "$work/out" -type f | wc -l)
noop=$(./stretchy generate --out "$work/out" --quiet | sed -n 's/.*(\([0-9]*\) files written or deleted).*/\1/p')
lines=()
lines+=("generate, whole process, $files files: wall ${gen[*]} ms, median ${g} ms; CPU ${genc[*]} ms, median $(median "${genc[@]}") ms")
lines+=("--version, whole process: wall ${ver[*]} ms, median ${v} ms; CPU ${verc[*]} ms, median $(median "${verc[@]}") ms")
lines+=("ratio generate / --version, median of the $runs pairs: wall $(median "${rw[@]}") (pairs ${rw[*]}), CPU $(median "${rc[@]}") (target <= 1.6, wall)")
if [ -n "$before" ]; then
  lines+=("before ($rev, the same loop): generate wall ${bgen[*]} ms, median $(median "${bgen[@]}") ms; CPU ${bgenc[*]} ms, median $(median "${bgenc[@]}") ms; --version wall median $(median "${bver[@]}") ms, CPU median $(median "${bverc[@]}") ms")
  lines+=("before ($rev): ratio generate / --version, median of the $runs pairs: wall $(median "${brw[@]}") (pairs ${brw[*]}), CPU $(median "${brc[@]}") (pairs ${brc[*]})")
  lines+=("generate's CPU against $rev's in the same iteration: median $(median "${ab[@]}") (pairs ${ab[*]})")
fi
lines+=("no-op regeneration: ${noop} files written or deleted (target 0)")

# Where the classes of each command come from (with the archive, as users run it): the archive, a jar (a class the
# archive cannot hold: picocli's are Java 5 class files, which CDS refuses), or made at run time (method-handle and
# lambda forms, reflection accessors, proxies).
classes() { # $@: the command's arguments
  rm -rf "$work/out3"
  JAVA_OPTS="-Xlog:class+load=info:file=$work/load.log" ./stretchy "$@" >/dev/null 2>&1
  awk '{ n++ } / shared objects file/ { a++; next } / source: (jrt|file):/ { j++; next } { r++ }
       END { printf "%d classes: %d from the archive, %d read from jars or the JDK image, %d made at run time", n, a, j, r }' "$work/load.log"
}
lines+=("classes loaded, generate: $(classes generate --out "$work/out3" --quiet); --version: $(classes --version)")
# The JIT compiler's own time (C1 on its thread): -XX:+CITime's total, and the methods it compiled.
jit="$(rm -rf "$work/out3"; JAVA_OPTS="-XX:+UnlockDiagnosticVMOptions -XX:+CITime" ./stretchy generate --out "$work/out3" --quiet 2>&1 \
  | awk '/Total compilation time/ { t = $5 } /C1 \{speed/ && !m { for (i = 1; i <= NF; i++) if ($i == "methods;" && !m) m = $(i - 1) } END { printf "%.0f ms, %d methods", t * 1000, m }')"
lines+=("JIT compiler time in generate (-XX:+CITime, C1 only as the launcher runs it): $jit")

# Candidates tried as JVM flags (JAVA_OPTS, after the launcher's own): each paired with a plain generate, alternating,
# $trials pairs; the median of the pairs' CPU ratios (below 1.00: the flag saves CPU).
trials=5
trial() { # $1: the flags
  local i pw pc tw tc r=()
  for ((i = 0; i < trials; i++)); do
    rm -rf "$work/out3"; read -r pw pc <<<"$(timed ./stretchy generate --out "$work/out3" --quiet)"
    rm -rf "$work/out3"; read -r tw tc <<<"$(JAVA_OPTS="$1" timed ./stretchy generate --out "$work/out3" --quiet)"
    r+=("$(ratio "$tc" "$pc")")
  done
  echo "\`$1\`: CPU $(median "${r[@]}") of the plain run's (pairs ${r[*]})"
}
# The templates' plain-text runs the launcher records (lib/templates.runs): generate without them against with them,
# alternating, as the flag trials but 9 pairs (a saving of a few per cent; above 1.00: the index saves CPU).
r=()
for ((i = 0; i < 9; i++)); do
  rm -rf "$work/out3"; read -r pw pc <<<"$(timed ./stretchy generate --out "$work/out3" --quiet)"
  mv "$home/lib/templates.runs" "$work/runs.kept"
  rm -rf "$work/out3"; read -r tw tc <<<"$(timed ./stretchy generate --out "$work/out3" --quiet)"
  mv "$work/runs.kept" "$home/lib/templates.runs"
  r+=("$(ratio "$tc" "$pc")")
done
lines+=("tried: generate without lib/templates.runs (FreeMarker's lexer reads all the text): CPU $(median "${r[@]}") of the run with it (pairs ${r[*]})")
for flags in "-XX:-DontCompileHugeMethods" "-XX:CICompilerCount=1" "-Dsun.reflect.inflationThreshold=2147483647" \
    "-XX:TieredStopAtLevel=4" "-XX:CompileThresholdScaling=1" "-XX:CompileThresholdScaling=4" "-XX:-Inline" \
    "-XX:C1MaxInlineSize=15" "-Xint"; do
  lines+=("tried: $(trial "$flags")")
done

# Another Java's ahead-of-time cache (JEP 483/514/515: classes loaded and linked, profiles, recorded by one run), the
# launcher's own flags otherwise: its generate and --version against each other, and against this launcher's generate.
if [ -n "$other_java" ]; then
  J="$other_java/bin/java"
  jv="$("$J" -version 2>&1 | head -1 | tr -d '"')"
  # other AOT-OPTION ARGS...: the CLI on that Java, the launcher's flags, recording or using the cache.
  other() {
    "$J" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -XX:CompileThresholdScaling=2 -Xlog:aot=off -Xlog:cds=off \
      "-Dstretchy.home=$home" "$1" -cp "$home/lib/*:$home/lib/vulkan/*" dev.stretchy.cli.StretchyCli "${@:2}"
  }
  rm -rf "$work/out4"
  if other -XX:AOTCacheOutput="$work/stretchy.aot" generate --out "$work/out4" --quiet >/dev/null 2>&1 && [ -s "$work/stretchy.aot" ]; then
    og=(); ov=(); orw=(); lg=()
    for ((i = 0; i < runs; i++)); do
      rm -rf "$work/out4"; read -r gw gc <<<"$(timed other -XX:AOTCache="$work/stretchy.aot" generate --out "$work/out4" --quiet)"
      read -r vw vc <<<"$(timed other -XX:AOTCache="$work/stretchy.aot" --version)"
      rm -rf "$work/out4"; read -r lw lc <<<"$(timed ./stretchy generate --out "$work/out4" --quiet)"
      og+=("$gw"); ov+=("$vw"); orw+=("$(ratio "$gw" "$vw")"); lg+=("$lw")
    done
    lines+=("tried: $jv with its ahead-of-time cache: generate wall median $(median "${og[@]}") ms, --version $(median "${ov[@]}") ms, ratio $(median "${orw[@]}") (pairs ${orw[*]}); this launcher's generate in the same loop $(median "${lg[@]}") ms")
  else
    lines+=("tried: $jv with its ahead-of-time cache: recording the cache failed")
  fi
fi

# The jars generate loads classes from, without the archive so that every class names its jar.
java -Xshare:off -Xlog:class+load=info:file="$work/classes.log" -cp "$home/lib/*:$home/lib/vulkan/*" \
  dev.stretchy.cli.StretchyCli generate --out "$work/out2" --quiet >/dev/null
mapfile -t used < <(sed -n 's/.* source: file:\(.*\.jar\)$/\1/p' "$work/classes.log" | sort -u)
kib() { echo $(( ($(cat "$@" | wc -c) + 1023) / 1024 )); }
lines+=("classpath generate needs: ${#used[@]} jars, $(kib "${used[@]}") KiB ($(printf '%s\n' "${used[@]}" | xargs -n1 basename | tr '\n' ' '))")
lines+=("whole CLI: lib/ $(kib "$home"/lib/*.jar) KiB + optional lib/vulkan/ $(kib "$home"/lib/vulkan/*.jar) KiB; single shaded jar $(kib "$cli_build/stretchy.jar") KiB")
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
