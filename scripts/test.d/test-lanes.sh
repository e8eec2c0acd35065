#!/usr/bin/env bash
# scripts/test-lanes.sh, the runner of these steps, on planted steps: passing steps pass, each with its own log and the
# marked one in a lane of its own; a failing step fails the run and its log is printed, the other lane still finishing;
# a hung step (with a child of its own) is killed at its bound, child included, and fails the run.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
fail() { echo "test-lanes.sh test: FAILED: $*" >&2; exit 1; }
checks=0
lanes() { # lanes STEPS BOUND [ENV...]: runs the runner bounded; sets rc, out (stdout and stderr)
  local steps="$1" bound="$2"; shift 2
  rc=0
  out="$(env "$@" timeout 120 bash "$root/scripts/test-lanes.sh" --steps "$tmp/$steps" --logs "$tmp/$steps-logs" \
    --bound "$bound" 2>&1)" || rc=$?
}
row() { awk -F'\t' -v s="$2" '$1 == s' "$tmp/$1-logs/steps.tsv"; } # row STEPS STEP: that step's steps.tsv line

mkdir -p "$tmp/ok" "$tmp/bad" "$tmp/hung"
printf '# test-lane: own\necho own-ran\n' >"$tmp/ok/a.sh"
printf 'echo b-ran\n' >"$tmp/ok/b.sh"
printf 'echo c-ran\n' >"$tmp/ok/c.sh"
lanes ok 60
[ "$rc" -eq 0 ] || fail "passing steps: exit $rc ($out)"
for s in a b c; do grep -q "^$s-ran$\|^own-ran$" "$tmp/ok-logs/$s.log" || fail "step $s's log lacks its output"; done
[ "$(row ok a | cut -f2)" = 1 ] && [ "$(row ok b | cut -f2)" = 2 ] && [ "$(row ok c | cut -f2)" = 2 ] \
  || fail "the marked step is not in a lane of its own: $(cat "$tmp/ok-logs/steps.tsv")"
checks=$((checks + 1))
lanes ok 60 STRETCHY_TEST_LANES=1
[ "$rc" -eq 0 ] && [ "$(cut -f2 "$tmp/ok-logs/steps.tsv" | sort -u)" = 2 ] || fail "STRETCHY_TEST_LANES=1 did not run one lane"
checks=$((checks + 1))

# Planted: a step that fails, beside a slower passing step in the other lane.
printf '# test-lane: own\nsleep 1\necho own-ran\n' >"$tmp/bad/a.sh"
printf 'echo planted-failure-marker\nexit 3\n' >"$tmp/bad/b.sh"
printf 'echo c-ran\n' >"$tmp/bad/c.sh"
lanes bad 60
[ "$rc" -ne 0 ] || fail "a failing step passed the run"
grep -q "planted-failure-marker" <<<"$out" || fail "the failing step's log was not printed: $out"
grep -q "FAILED: b$" <<<"$out" || fail "the failing step was not named: $out"
[ "$(row bad a | cut -f3)" = 0 ] && [ "$(row bad c | cut -f3)" = 0 ] || fail "a failure stopped the other steps"
checks=$((checks + 1))

# Planted: a step that hangs, with a child that would outlive it; bound 2 s.
mark=$((900000 + RANDOM))
printf 'sleep %s &\nwait\n' "$mark" >"$tmp/hung/a.sh"
printf 'echo b-ran\n' >"$tmp/hung/b.sh"
lanes hung 2
[ "$rc" -ne 0 ] || fail "a hung step passed the run"
[ "$(row hung a | cut -f3)" = 124 ] || fail "the hung step was not killed at its bound: $(row hung a)"
grep -q "a overran its bound of 2 s" <<<"$out" || fail "the overrun was not reported: $out"
left="$(pgrep -f "sleep $mark" || true)"
[ -z "$left" ] || { kill $left; fail "the hung step's child outlived it"; }
checks=$((checks + 1))
# --lane: test.sh runs the early lanes beside Maven and the after-maven steps after it, into one log folder; each run
# takes only its steps and reports only their failures (planted: the failing step b is marked after-maven).
mkdir -p "$tmp/split"
printf '# test-lane: own\necho own-ran\n' >"$tmp/split/a.sh"
printf '# test-lane: after-maven\necho planted-failure-marker\nexit 3\n' >"$tmp/split/b.sh"
printf 'echo c-ran\n' >"$tmp/split/c.sh"
lanes1() { rc=0; out="$(timeout 120 bash "$root/scripts/test-lanes.sh" --steps "$tmp/split" --logs "$tmp/split-logs" "$@" 2>&1)" || rc=$?; }
ran() { cut -f1 "$tmp/split-logs/steps.tsv" | sort | tr '\n' ' '; }
lanes1 --lane early
[ "$rc" -eq 0 ] && [ "$(ran)" = "a c " ] || fail "--lane early: exit $rc, ran $(ran)"
lanes1 --lane late
[ "$rc" -ne 0 ] && grep -q "FAILED: b$" <<<"$out" || fail "--lane late did not fail on its step b: $out"
[ "$(ran)" = "a b c " ] || fail "--lane late dropped the early lanes' logs or ran theirs again: $(ran)"
[ "$(awk -F'\t' '$1 == "b"' "$tmp/split-logs/steps.tsv" | cut -f2)" = 2 ] || fail "the after-maven step left lane 2"
checks=$((checks + 1))
# Without --lane the after-maven step runs too, after the unmarked ones in lane 2.
rm -rf "$tmp/split-logs"; lanes1
[ "$rc" -ne 0 ] && [ "$(ran)" = "a b c " ] && [ "$(awk -F'\t' '$2 == 2 { print $1 }' "$tmp/split-logs/steps.tsv" | tr '\n' ' ')" = "c b " ] \
  || fail "a run of every lane: exit $rc, lane 2 ran $(awk -F'\t' '$2 == 2' "$tmp/split-logs/steps.tsv")"
checks=$((checks + 1))
echo "test-lanes.sh test: $checks checks passed (passing lanes, one lane, a failing step, a hung step killed at its bound, early and late lanes run apart, the after-maven step last)"
