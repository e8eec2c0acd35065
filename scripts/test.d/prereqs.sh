#!/usr/bin/env bash
# scripts/prereqs.sh, the checks test.sh runs before anything slow: passes here, and each planted fault (a fake node,
# npm, javac or mvn first on PATH, or missing) fails with exit 3 and one line naming what to install.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
fail() { echo "prereqs.sh test: FAILED: $*" >&2; exit 1; }
checks=0
want="$(bash "$root/scripts/prereqs.sh" want node)"
release="$(bash "$root/scripts/prereqs.sh" want java)"
[ -n "$want" ] && [ -n "$release" ] || fail "prereqs.sh want: no minimum versions"

timeout 60 bash "$root/scripts/prereqs.sh" node || fail "node check fails on this machine"
timeout 60 bash "$root/scripts/prereqs.sh" java || fail "java check fails on this machine"
checks=$((checks + 2))

# PATH is a folder of fakes plus one of links to the few tools prereqs.sh uses, so a tool not faked is absent.
to="$(command -v timeout)"
base="$tmp/base"; mkdir -p "$base"
for t in bash sed id head dirname; do ln -s "$(command -v "$t")" "$base/$t"; done
fake() { # fake NAME OUTPUT: a tool printing OUTPUT (to stdout and stderr, as javac -version does on some JDKs)
  printf '#!/bin/sh\necho "%s"\n' "$2" >"$tmp/bin/$1"; chmod +x "$tmp/bin/$1"; }
expect() { # expect PHASE PATTERN: prereqs.sh PHASE exits 3 with one line matching PATTERN
  local out rc=0
  out="$(PATH="$tmp/bin:$base" "$to" 60 bash "$root/scripts/prereqs.sh" "$1" 2>&1)" || rc=$?
  [ "$rc" -eq 3 ] || fail "$1 with $(ls "$tmp/bin" | tr '\n' ' '): exit $rc, not 3 ($out)"
  [ "$(printf '%s\n' "$out" | wc -l)" -eq 1 ] || fail "$1: more than one line: $out"
  printf '%s\n' "$out" | grep -q "$2" || fail "$1: '$out' does not match '$2'"
  checks=$((checks + 1))
}
reset() { rm -rf "$tmp/bin"; mkdir -p "$tmp/bin"; }

reset; expect node "Node.js missing: install Node.js $want or newer with npm"
reset; fake node v18.19.0; fake npm 9.2.0; expect node "Node.js 18.19.0 is older than $want: install Node.js $want"
major="${want%%.*}"; minor="${want#*.}"; minor="${minor%%.*}"
reset; fake node "v$major.$((minor - 1)).9"; fake npm 10.0.0; expect node "is older than $want"
reset; fake node "v$want"; expect node "npm missing"
reset; fake node "v$want"; fake npm 10.0.0
PATH="$tmp/bin:$base" "$to" 60 bash "$root/scripts/prereqs.sh" node || fail "node v$want with npm refused"
checks=$((checks + 1))

reset; expect java "javac missing"
reset; fake javac "javac $((release - 6)).0.2"; fake mvn "Apache Maven 3.8.7"
expect java "javac $((release - 6)) is older than $release: install a JDK $release or newer (Debian: openjdk-$release-jdk-headless)"
reset; fake javac "javac $release.0.15"; expect java "Maven missing"
reset; fake javac "javac $release.0.15"; fake mvn "Apache Maven 3.8.7"
PATH="$tmp/bin:$base" "$to" 60 bash "$root/scripts/prereqs.sh" java || fail "javac $release with mvn refused"
checks=$((checks + 1))

echo "prereqs.sh test: $checks checks passed"
