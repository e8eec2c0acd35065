#!/usr/bin/env bash
# Wall time of the test suite (`bash scripts/test.sh`, or its Maven part alone with --maven-only), with the machine's
# CPU count and load average before and after (the suite's time on a shared machine means little without them), the
# Maven time per module and the ten slowest test cases, read from Surefire's reports. Not a test.
# usage: bench-tests.sh [--maven-only] [--md FILE]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
. scripts/bench.d/report.sh
only=""; md=""
while [ $# -gt 0 ]; do
  case "$1" in
    --maven-only) only="--maven-only"; shift ;;
    --md) md="$2"; shift 2 ;;
    *) echo "usage: bench-tests.sh [--maven-only] [--md FILE]" >&2; exit 2 ;;
  esac
done
header="$(bench_header scripts/bench-tests.sh)"
log="$(mktemp)"; trap 'rm -f "$log"' EXIT
rm -rf generator/*/target/surefire-reports   # only this run's reports are read below
t0=$EPOCHREALTIME
status=0; bash scripts/test.sh $only >"$log" 2>&1 || status=$?
t1=$EPOCHREALTIME
after="$(cut -d' ' -f1-3 /proc/loadavg)"
wall="$(awk -v a="$t0" -v b="$t1" 'BEGIN { s = b - a; printf "%d min %02d s", s / 60, s % 60 }')"
what="bash scripts/test.sh${only:+ $only}"
result="$what: exit $status, wall time $wall (load average after: $after)"
# Surefire's per-class reports: module totals and the slowest test cases.
reports() {
  for f in generator/*/target/surefire-reports/TEST-*.xml; do
    [ -e "$f" ] || continue
    m="${f#generator/}"; m="${m%%/*}"
    sed -n 's/.*<testcase name="\([^"]*\)" classname="\([^"]*\)" time="\([0-9.,]*\)".*/\3 \2.\1/p' "$f" | tr -d , | sed "s|^|$m |"
  done
}
modules="$(reports | awk '{ t[$1] += $2; n[$1]++ } END { for (m in t) printf "%s %.0f %d\n", m, t[m], n[m] }' | sort -k2,2nr)"
slowest="$(reports | sort -k2,2nr | head -10)"
echo "$result"
echo "per module (sum of test case times, s; test cases):"; echo "$modules"
echo "ten slowest test cases (s):"; echo "$slowest"
[ "$status" -eq 0 ] || { echo "bench-tests: the suite failed; the end of its log:" >&2; tail -40 "$log" >&2; }
if [ -n "$md" ]; then
  tmp="$md.tmp.$$"
  {
    echo "$header"
    echo
    echo "# Test suite"
    echo
    echo "$result."
    echo
    echo "| module | test cases | sum of test case times |"
    echo "|---|---|---|"
    echo "$modules" | awk '{ printf "| %s | %s | %s s |\n", $1, $3, $2 }'
    echo
    echo "Ten slowest test cases:"
    echo
    echo "| test case | module | time |"
    echo "|---|---|---|"
    echo "$slowest" | awk '{ printf "| `%s` | %s | %s s |\n", $3, $1, $2 }'
  } > "$tmp"
  mv "$tmp" "$md"
  echo "wrote $md"
fi
exit "$status"
