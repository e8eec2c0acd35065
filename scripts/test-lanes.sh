#!/usr/bin/env bash
# Runs the scripts/test.d steps in lanes side by side: a step marked `# test-lane: own` (the three.js step: npm, Vitest,
# Chromium) in a lane of its own, every other step one after another in the second lane, those marked
# `# test-lane: after-maven` (they read what Maven's build made: the distribution archive) last. Each step is bounded
# (an hour by default; at the bound its whole process group is killed), its log and its wall and CPU seconds are kept,
# and a step that fails or overruns fails the run, its log printed at the end.
# STRETCHY_TEST_LANES=1 runs every step in one lane, in name order. --lane early runs every step not marked after-maven
# (test.sh starts it beside Maven), --lane late the after-maven steps (after Maven), each adding to the logs.
# usage: test-lanes.sh [--steps DIR] [--logs DIR] [--bound SECONDS] [--lane early|late]
#   --steps: the step scripts (*.sh; default scripts/test.d); --logs: where each STEP.log and steps.tsv (step, lane,
#   exit, wall s, CPU s) go (default target/test-steps, emptied first); --bound: each step's limit in seconds.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
steps="$root/scripts/test.d"; logs="$root/target/test-steps"; bound=3600; only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --steps) steps="$2"; shift 2 ;;
    --logs) logs="$2"; shift 2 ;;
    --bound) bound="$2"; shift 2 ;;
    --lane) only="$2"; case "$only" in early|late) ;; *) echo "test-lanes.sh: --lane takes early or late" >&2; exit 2 ;; esac; shift 2 ;;
    *) echo "usage: test-lanes.sh [--steps DIR] [--logs DIR] [--bound SECONDS] [--lane early|late]" >&2; exit 2 ;;
  esac
done
case "$bound" in ''|*[!0-9]*) echo "test-lanes.sh: --bound takes whole seconds" >&2; exit 2 ;; esac
[ -n "$only" ] || rm -rf "$logs"
mkdir -p "$logs"

own=(); rest=(); late=()
for t in "$steps"/*.sh; do
  [ -e "$t" ] || continue
  if [ "${STRETCHY_TEST_LANES:-2}" = 1 ]; then rest+=("$t")
  elif grep -q '^# test-lane: own$' "$t"; then own+=("$t")
  elif grep -q '^# test-lane: after-maven$' "$t"; then late+=("$t")
  else rest+=("$t"); fi
done
# What this run takes: early is everything but the after-maven steps, late only those.
[ "$only" != late ] || { own=(); rest=(); }
[ "$only" != early ] || late=()

# step LANE FILE: runs one step under its bound (timeout kills the step's process group: its children too), output to
# its log; appends "step lane exit wall cpu" to steps.tsv. CPU: user + system of the step and every process it waited for.
step() {
  local lane="$1" t="$2" name rc=0 t0 cpu
  name="$(basename "$t" .sh)"
  echo "test-lanes: lane $lane: $name"
  t0=$EPOCHREALTIME
  cpu="$( { TIMEFORMAT='%U %S'; time timeout --kill-after=30 "$bound" bash "$t" >"$logs/$name.log" 2>&1; } 2>&1 )" || rc=$?
  cpu="$(awk -v t="$(tail -1 <<<"$cpu")" 'BEGIN { split(t, a, " "); printf "%.1f", a[1] + a[2] }')"
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$lane" "$rc" \
    "$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')" "$cpu" >>"$logs/steps.tsv"
  case "$rc" in
    0) echo "test-lanes: $name passed" ;;
    124|137) echo "test-lanes: $name overran its bound of $bound s and was killed" ;;
    *) echo "test-lanes: $name failed (exit $rc)" ;;
  esac
  return 0
}
lane() { # lane N FILE...: the steps one after another
  local n="$1" t; shift
  for t in "$@"; do step "$n" "$t"; done
}

pids=()
for t in "${own[@]}"; do lane 1 "$t" & pids+=($!); done
[ $(( ${#rest[@]} + ${#late[@]} )) -eq 0 ] || { lane 2 "${rest[@]}" "${late[@]}" & pids+=($!); }
for p in "${pids[@]}"; do wait "$p"; done

# This run's steps (an early or late run adds to a log folder that holds the other's).
mine="$(for t in "${own[@]}" "${rest[@]}" "${late[@]}"; do basename "$t" .sh; done)"
failed="$(awk -F'\t' -v m="$mine" 'BEGIN { n = split(m, a, "\n"); for (i = 1; i <= n; i++) ours[a[i]] = 1 }
  $3 != 0 && ($1 in ours) { print $1 }' "$logs/steps.tsv" 2>/dev/null || true)"
if [ -n "$failed" ]; then
  for name in $failed; do
    echo "test-lanes: ---- the end of $name's log ($logs/$name.log) ----" >&2
    tail -n 150 "$logs/$name.log" >&2
  done
  echo "test-lanes: FAILED: $(echo $failed)" >&2
  exit 1
fi
echo "test-lanes: $(grep -c . <<<"$mine") steps passed${only:+ (lane $only)} (logs in $logs)"
