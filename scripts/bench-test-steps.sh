#!/usr/bin/env bash
# Wall and CPU seconds of each scripts/test.d step as scripts/test-lanes.sh ran it (its steps.tsv): runs the lanes
# now (the Maven build must have made the distribution and the jar: run after `bash scripts/test.sh --maven-only`), or
# with --tsv FILE reports an earlier run's steps.tsv (e.g. target/test-steps/steps.tsv after `bash scripts/test.sh`,
# which bench-tests.sh runs). The lanes' wall time beside the sum of the steps' (what one lane would take if each
# step took as long alone: on a loaded machine the steps beside each other take longer each). Not a test.
# usage: bench-test-steps.sh [--tsv FILE] [--md FILE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
. scripts/bench.d/report.sh
tsv=""; md=""; lanes_wall=""
while [ $# -gt 0 ]; do
  case "$1" in
    --tsv) tsv="$2"; [ -f "$tsv" ] || { echo "bench-test-steps: no $tsv" >&2; exit 2; }; shift 2 ;;
    --md) md="$2"; shift 2 ;;
    *) echo "usage: bench-test-steps.sh [--tsv FILE] [--md FILE]" >&2; exit 2 ;;
  esac
done
header="$(bench_header scripts/bench-test-steps.sh)"
status=0
if [ -z "$tsv" ]; then
  logs="$(mktemp -d)"; trap 'rm -rf "$logs"' EXIT
  t0=$EPOCHREALTIME
  bash scripts/test-lanes.sh --logs "$logs" >"$logs/lanes.out" 2>&1 || status=$?
  lanes_wall="$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.0f", b - a }')"
  tsv="$logs/steps.tsv"
  what="scripts/test-lanes.sh run now: exit $status, wall time $lanes_wall s (load average after: $(cut -d' ' -f1-3 /proc/loadavg))"
else
  what="the steps.tsv of an earlier scripts/test-lanes.sh run ($(basename "$tsv"))"
fi
# The lanes' wall: the longest lane's steps added (a lane runs its steps one after another).
longest="$(awk -F'\t' '{ w[$2] += $4 } END { m = 0; for (l in w) if (w[l] > m) m = w[l]; printf "%.0f", m }' "$tsv")"
sum="$(awk -F'\t' '{ s += $4 } END { printf "%.0f", s }' "$tsv")"
cpu="$(awk -F'\t' '{ s += $5 } END { printf "%.0f", s }' "$tsv")"
table="$(sort -t$'\t' -k4,4gr "$tsv" | awk -F'\t' '{ printf "| %s | %s | %s | %s s | %s s |\n", $1, $2, $3 == 0 ? "passed" : "exit " $3, $4, $5 }')"
echo "$what"
echo "longest lane ${longest} s; the steps' walls added ${sum} s; CPU ${cpu} s"
echo "$table"
if [ -n "$md" ]; then
  {
    echo "$header"
    echo
    echo "# Test steps (scripts/test.d)"
    echo
    echo "Read from $what. Each step runs under scripts/test-lanes.sh: the three.js step in a lane of its own, the"
    echo "others one after another in the second lane; scripts/test.sh starts both beside Maven, except the steps"
    echo "marked after-maven (dist), which run last in the second lane once Maven is done. Beside Maven a step's wall"
    echo "time follows the load Maven puts on the machine. CPU: user + system of the step and every process it waited for."
    echo
    echo "The longest lane took ${longest} s; the steps' wall times added come to ${sum} s (one lane, if each step took"
    echo "as long alone as beside the other lane); CPU ${cpu} s in all."
    echo
    echo "| step | lane | result | wall | CPU |"
    echo "|---|---|---|---|---|"
    echo "$table"
  } >"$md.tmp.$$"
  mv "$md.tmp.$$" "$md"
  echo "wrote $md"
fi
exit "$status"
