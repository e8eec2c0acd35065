#!/usr/bin/env bash
# Runs the scripts/bench-*.sh (those named, else every one not marked "# benchmarks.sh: named only"), each under a time bound, and writes docs/benchmarks.md: the date, the machine (CPUs,
# CPU model, memory, Java and Node.js), the load average before and after each script, its wall time, exit status and
# output, and links to the per-topic records the bench scripts write themselves (docs/benchmarks/*.md). The figures
# the docs quote live here or there, never typed by hand. A benchmark run, never part of the tests.
# Usage: bash scripts/benchmarks.sh [--out FILE] [bench-NAME.sh ...]   (default: every script not marked, docs/benchmarks.md)
#   A script marked "# benchmarks.sh: named only: WHY" (the whole test suite, JMH at its defaults) runs only when named.
#   BENCH_TIMEOUT=seconds bounds each script (default 1800); one that runs past it is killed and recorded as such.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="docs/benchmarks.md"
if [ "${1:-}" = "--out" ]; then out="$2"; shift 2; fi
bound="${BENCH_TIMEOUT:-1800}"
# named_only SCRIPT: the reason SCRIPT gives for running only when named, or nothing.
named_only() { sed -n 's/^# benchmarks\.sh: named only: //p' "$1" | head -1; }
if [ "$#" -gt 0 ]; then
  scripts=("${@/#/scripts/}")
else
  scripts=()
  for s in scripts/bench-*.sh; do [ -n "$(named_only "$s")" ] || scripts+=("$s"); done
fi
for s in "${scripts[@]}"; do [ -f "$s" ] || { echo "benchmarks.sh: no such script: $s" >&2; exit 2; }; done
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

load() { cut -d' ' -f1-3 /proc/loadavg; }
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
mem="$(awk '/^MemTotal/ { printf "%.1f GiB", $2 / 1048576 }' /proc/meminfo)"
java="$(java -version 2>&1 | head -1 | tr -d '"')"
node="$(node --version 2>/dev/null || echo 'no Node.js')"
commit="$(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet HEAD 2>/dev/null || echo ' (with uncommitted changes)')"
started="$(date -u '+%Y-%m-%d %H:%M UTC')"
load0="$(load)"

{
  echo "Written by \`scripts/benchmarks.sh\` on $started on $(nproc) CPUs ($cpu), load average $load0 at the start; do not edit: rerun the script."
  echo
  echo "# Benchmarks"
  echo
  echo "The \`scripts/bench-*.sh\` run by \`scripts/benchmarks.sh\`, each bounded to $bound s, at commit $commit."
  echo "Machine: $(nproc) CPUs, $cpu, $mem of memory, $(uname -sr), $java, Node.js $node."
  echo "The load average (1, 5, 15 minutes) is read before and after each script: on a shared machine other"
  echo "builds run beside the benchmarks, and times scale with it; sizes and counts do not."
  echo
  echo "Per-topic records, written by their own scripts:"
  echo
  found=0
  for f in docs/benchmarks/*.md; do
    [ -f "$f" ] || continue
    found=1
    echo "- [\`${f#docs/}\`](${f#docs/}): $(head -1 "$f" | sed 's/^<!-- *//; s/ *-->$//')"
  done
  [ "$found" -eq 1 ] || echo "- none yet"
  echo
  skipped=()
  for s in scripts/bench-*.sh; do
    case " ${scripts[*]} " in
      *" $s "*) ;;
      *) why="$(named_only "$s")"; skipped+=("\`$s\`${why:+ ($why)}") ;;
    esac
  done
  if [ "${#skipped[@]}" -gt 0 ]; then
    echo "Not run this time: ${skipped[*]}; a script that writes its own record is linked above."
    echo
  fi
} >"$work/head.md"

: >"$work/body.md"
mkdir -p "$(dirname "$out")"
write_record() { # write_record STATUS: the head, the scripts run so far and STATUS, atomically into $out
  { cat "$work/head.md" "$work/body.md"; echo "Run status: $1."; } >"$out.tmp.$$" && mv -f "$out.tmp.$$" "$out"
}
done_count=0
for s in "${scripts[@]}"; do
  name="$(basename "$s")"
  before="$(load)"; t0=$(date +%s)
  echo "benchmarks.sh: running $s (bound $bound s)" >&2
  rc=0
  timeout --kill-after=30 "$bound" bash "$s" </dev/null >"$work/out.txt" 2>&1 || rc=$?
  t1=$(date +%s); after="$(load)"
  case "$rc" in
    0) status="exit 0" ;;
    124|137) status="killed at the bound of $bound s" ;;
    *) status="exit $rc (failed)" ;;
  esac
  lines=$(wc -l <"$work/out.txt")
  {
    echo "## \`$s\`"
    echo
    echo "$(sed -n '2,/^set -/p' "$s" | sed -n 's/^# \{0,1\}//p' | head -3 | tr '\n' ' ' | sed 's/ *$//')"
    echo
    echo "Started $(date -u -d "@$t0" '+%H:%M:%S UTC'), $((t1 - t0)) s wall, $status; load average $before before, $after after."
    echo
    echo '```text'
    if [ "$lines" -gt 200 ]; then
      echo "[first $((lines - 200)) of $lines lines left out]"
      tail -n 200 "$work/out.txt"
    else
      cat "$work/out.txt"
    fi | sed 's/\x1b\[[0-9;]*m//g'
    echo '```'
    echo
  } >>"$work/body.md"
  done_count=$((done_count + 1))
  # The record so far replaces the file after every script, so a run stopped early still leaves what it measured.
  write_record "$done_count of ${#scripts[@]} scripts run so far"
done
write_record "finished $(date -u '+%Y-%m-%d %H:%M UTC'), load average $(load) at the end"
echo "benchmarks.sh: wrote $out" >&2
