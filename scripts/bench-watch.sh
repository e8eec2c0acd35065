#!/usr/bin/env bash
# Benchmark of `generate --watch`: from the moment an editor saves the spec (write a temporary, rename it over the
# spec) to the moment the watch reports the regeneration done (its line comes after the last file and the manifest
# are written), for the default spec's full output (every target), once warm. Two clocks: the watch's own (its line
# ends "in N ms", from the save's first file-system event to the last file written) and this script's (from the
# rename to reading the line). Each edit flips splineDeform.maxStretch between 1.6 and 1.7, so every regeneration
# rewrites files. Not a test: figures depend on the machine and its load.
# usage: bench-watch.sh [--edits N] [--warmup N] [--md FILE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
. scripts/bench.d/report.sh
edits=50; warmup=10; md=""
while [ $# -gt 0 ]; do
  case "$1" in
    --edits) edits="$2"; shift 2 ;;
    --warmup) warmup="$2"; shift 2 ;;
    --md) md="$2"; shift 2 ;;
    *) echo "usage: bench-watch.sh [--edits N] [--warmup N] [--md FILE]" >&2; exit 2 ;;
  esac
done
./stretchy --version >/dev/null   # build (and record the CDS archive) outside the measurement
work="$(mktemp -d)"
pid=""
cleanup() { [ -z "$pid" ] || kill -TERM "$pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
a="$work/a.yaml"; b="$work/b.yaml"; spec="$work/stretchy.yaml"
cp specs/stretchy.yaml "$a"
sed '0,/^\(  maxStretch: \)1\.6$/s//\11.7/' "$a" > "$b"
cmp -s "$a" "$b" && { echo "bench-watch: no maxStretch: 1.6 in specs/stretchy.yaml to edit" >&2; exit 2; }
cp "$a" "$spec"

coproc WATCH { exec ./stretchy generate --watch --spec "$spec" --out "$work/out" --quiet 2>&1; }
pid=$WATCH_PID
exec {wout}<&"${WATCH[0]}"   # bash drops WATCH when the watch exits: keep its output for the last line
line() { # the watch's next line, within 120 s
  IFS= read -r -t 120 -u "$wout" l || { echo "bench-watch: no line from the watch in 120 s" >&2; exit 1; }
  printf '%s' "$l"
}
until [[ "$(line)" == watching* ]]; do :; done
files=$(find "$work/out" -type f -not -path '*/.stretchy/*' | wc -l)

# One save: the temporary is written before the clock starts; the rename is the save.
save() { # $1: the content to save; prints the milliseconds from the rename to the watch's line, then the watch's own
  cp "$1" "$work/.stretchy.yaml.tmp"
  local t0 t1 l own
  t0=$EPOCHREALTIME
  mv "$work/.stretchy.yaml.tmp" "$spec"
  l="$(line)"
  t1=$EPOCHREALTIME
  [[ "$l" =~ \ saved:\ .*\ files\ written\ or\ deleted:\ .*\)\ in\ ([0-9]+)\ ms$ ]] \
    || { echo "bench-watch: unexpected line: $l" >&2; exit 1; }
  own="${BASH_REMATCH[1]}"
  written="${l##* (}"; written="${written%% files*}"
  awk -v a="$t0" -v b="$t1" -v own="$own" 'BEGIN { printf "%.1f %s", (b - a) * 1000, own }'
}
next=$b
# Not in a subshell: the warm-up's saves set `written` here.
for ((i = 0; i < warmup; i++)); do save "$next" >/dev/null; [ "$next" = "$b" ] && next=$a || next=$b; done
# The watch's CPU time (user + system, all its threads) over the measured edits: less sensitive to load than the wall.
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
c0=$(ticks)
ms=(); owns=()
for ((i = 0; i < edits; i++)); do
  r="$(save "$next")"
  ms+=("${r% *}"); owns+=("${r#* }")
  [ "$next" = "$b" ] && next=$a || next=$b
done
cpu="$(awk -v a="$c0" -v b="$(ticks)" -v hz="$(getconf CLK_TCK)" -v n="$edits" 'BEGIN { printf "%.0f", (b - a) * 1000 / hz / n }')"
kill -TERM "$pid"
status=0; wait "$pid" || status=$?
pid=""
last="$(tail -1 <&"$wout" || true)"
last="${last//$work\//}"   # no machine path in the report

# median, p90, worst, best of the arguments
stats() {
  printf '%s\n' "$@" | sort -n | awk -v n="$#" '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%s %s %s %s", m, v[int((n * 9 + 9) / 10)], v[NR], v[1] }'
}
read -r median p90 worst best <<<"$(stats "${ms[@]}")"
read -r omedian op90 oworst obest <<<"$(stats "${owns[@]}")"
summary="save to regeneration done, $edits edits after $warmup warm-up edits, $files files in the output, $written written per edit: the watch's own time median ${omedian} ms, p90 ${op90} ms, worst ${oworst} ms, best ${obest} ms; rename to its line read here median ${median} ms, p90 ${p90} ms, worst ${worst} ms (target: 100 ms)"
stop="stop on SIGTERM: exit $status, last line: ${last:-none}"
summary="$summary; CPU time of the watch per edit: ${cpu} ms"
echo "$summary"
echo "the watch's own times (ms, in order): ${owns[*]}"
echo "rename to line (ms, in order): ${ms[*]}"
echo "$stop"
if [ -n "$md" ]; then
  tmp="$md.tmp.$$"
  {
    bench_header scripts/bench-watch.sh
    echo
    echo "# generate --watch"
    echo
    echo "Through \`./stretchy generate --watch\` on a copy of specs/stretchy.yaml, every target; each edit saves the spec"
    echo "as an editor does (a temporary renamed over it) and flips \`splineDeform.maxStretch\` between 1.6 and 1.7. Two"
    echo "clocks: the watch's own (its line ends \"in N ms\": from the save's first file-system event to the last file and"
    echo "the manifest written) and the script's (from the rename to reading that line)."
    echo
    echo "| measure | figure |"
    echo "|---|---|"
    echo "| edits measured (after $warmup warm-up edits) | $edits |"
    echo "| files in the output / written per edit | $files / $written |"
    echo "| median, the watch's own / rename to line | ${omedian} ms / ${median} ms |"
    echo "| p90 | ${op90} ms / ${p90} ms |"
    echo "| worst | ${oworst} ms / ${worst} ms |"
    echo "| best | ${obest} ms / ${best} ms |"
    echo "| CPU time of the watch process per edit (all threads, /proc) | ${cpu} ms |"
    echo "| target | 100 ms |"
    echo
    echo "The watch's own times in order (ms): ${owns[*]}"
    echo
    echo "Rename to line in order (ms): ${ms[*]}"
    echo
    echo "$stop"
  } > "$tmp"
  mv "$tmp" "$md"
  echo "wrote $md"
fi
