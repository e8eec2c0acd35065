#!/usr/bin/env bash
# How long the README's two commands take on a fresh clone of this commit: `./stretchy generate` on first use (it
# builds the CLI) and again, then `bash scripts/test.sh`: Maven, and every scripts/test.d/*.sh as its lane timed it
# (most run beside Maven), with the counts the test run prints (Maven tests, Vitest tests). Writes
# docs/benchmarks/commands.md and prints it.
# Usage: bash scripts/bench-commands.sh [--generate-only]   (the whole test suite takes tens of minutes)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
commit="$(git -C "$root" rev-parse --short HEAD)"
git clone -q "$root" "$work/repo"
cd "$work/repo"
load() { cut -d' ' -f1-3 /proc/loadavg; }
cpu="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
started="$(date -u '+%Y-%m-%d %H:%M UTC')"
load0="$(load)"
now() { date +%s; }

t0=$(now); ./stretchy generate --quiet >"$work/gen1.log" 2>&1; t1=$(now)
files=$(find stretchy-out -path '*/.stretchy' -prune -o -type f -print | wc -l)
./stretchy generate --quiet >"$work/gen2.log" 2>&1; t2=$(now)
rows=("| \`./stretchy generate\`, first use (builds the CLI with Maven, then generates) | $((t1 - t0)) s |"
      "| \`./stretchy generate\` again (no-op regeneration) | $((t2 - t1)) s |"
      "| files it generates (the plugin and the three.js package) | $files files |")

if [ "${1:-}" != "--generate-only" ]; then
  # Each line of test.sh's output with the seconds since the start, so every phase has a duration.
  s0=$(now); rc=0
  bash scripts/test.sh 2>&1 | while IFS= read -r line; do printf '%s %s\n' "$(( $(now) - s0 ))" "$line"; done \
    >"$work/test.log" || rc=$?
  total=$(( $(now) - s0 ))
  [ "$rc" -eq 0 ] || { echo "bench-commands.sh: scripts/test.sh failed (exit $rc); its last lines:" >&2; tail -40 "$work/test.log" >&2; exit 1; }
  # Maven runs from its first line to its result; the scripts/test.d steps ran in lanes beside it (the after-maven
  # ones after), each timed by scripts/test-lanes.sh into target/test-steps/steps.tsv (step, lane, exit, wall, CPU).
  m0=$(awk '/Scanning for projects/ { print $1; exit }' "$work/test.log")
  m1=$(awk '/BUILD SUCCESS/ { print $1; exit }' "$work/test.log")
  rows+=("| Maven (\`mvn -B -ntp -T 1C verify\`, every Java module, beside the early lanes) | $((m1 - m0)) s |")
  while IFS=$'\t' read -r step lane _ wall _; do
    rows+=("| \`scripts/test.d/$step.sh\` (lane $lane) | ${wall%.*} s |")
  done <target/test-steps/steps.tsv
  rows+=("| \`bash scripts/test.sh\`, all of it | $total s ($((total / 60)) min $((total % 60)) s) |")
  mvn_tests=$(sed -n 's/.*Tests run: \([0-9]*\), Failures: [0-9]*, Errors: [0-9]*, Skipped: [0-9]*$/\1/p' "$work/test.log" \
    | awk '{ n += $1 } END { print n + 0 }')
  rows+=("| Maven tests run (sum of every module's surefire total) | $mvn_tests tests |")
  vitest=$(sed 's/\x1b\[[0-9;]*m//g' target/test-steps/threejs.log | sed -n 's/^ *Tests  *\([0-9]*\) passed.*/\1/p' | head -1)
  [ -z "$vitest" ] || rows+=("| Vitest tests of \`threejs/stretchy-three\` | $vitest tests |")
fi

doc="$root/docs/benchmarks/commands.md"
mkdir -p "$(dirname "$doc")"
{
  echo "Written by \`scripts/bench-commands.sh\` on $started on $(nproc) CPUs ($cpu), load average $load0 at the start; do not edit: rerun the script."
  echo
  echo "# The two commands, timed"
  echo
  echo "A fresh clone of commit $commit, run as the README says; the Debian packages were already installed and the"
  echo "Maven and npm caches warm (a first run also downloads them). Load average $(load) at the end."
  echo "The scripts/test.d steps run in two lanes beside Maven (\`dist.sh\`, which reads Maven's build, after it), so"
  echo "their times overlap Maven's and each other's and follow the load the others put on the machine."
  echo
  echo "| measure | figure |"
  echo "|---|---|"
  printf '%s\n' "${rows[@]}"
} >"$work/commands.md"
cp "$work/commands.md" "$doc.tmp.$$" && mv -f "$doc.tmp.$$" "$doc"
cat "$doc"
