#!/usr/bin/env bash
# The repository's ./stretchy when it has to build: in a copy of this checkout, with a Maven build's target/ in the
# modules (marker files), two launchers started at once must build once (flock), both run the same distribution, and
# leave every module's target/ as it was: the launcher builds into target/launcher, so a Maven test run in the same
# checkout keeps its classes (a rebuild into target/ once removed CoreMinimal.h from under the C++ suite). Planted:
# the same launcher building into target/ again must fail the check. Also: a build that fails exits 3 with no escape
# sequence on stderr, and the three.js package generated from the jar has the library's .gitignore (the jar plugin's
# default excludes once dropped it).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "launcher-build.sh: FAILED: $*" >&2; exit 1; }
checks=0
ok() { checks=$((checks + 1)); }
bound() { timeout --kill-after=10 900 "$@"; } # a build takes a minute or two on a loaded machine

# The working tree as it is (tracked and untracked files git does not ignore), without any build output.
copy() {
  rm -rf "$1"; mkdir -p "$1"
  (cd "$root" && git ls-files -z -co --exclude-standard | tar --null --ignore-failed-read -T - -cf - 2>/dev/null) \
    | tar -xf - -C "$1"
  [ -x "$1/stretchy" ] || fail "the copy of the checkout has no ./stretchy"
}
markers=(generator/stretchy-core/target/classes/maven-build-marker generator/stretchy-cli/target/maven-build-marker
  generator/stretchy-dist/target/maven-build-marker)
plant_maven_build() { for m in "${markers[@]}"; do mkdir -p "$1/$(dirname "$m")"; echo maven >"$1/$m"; done; }
# Two launchers at once in checkout $1: prints "" when every check holds, else what broke.
two_builds() {
  local repo="$1" a b ra=0 rb=0 m
  (cd "$repo" && bound ./stretchy --build-home >"$tmp/a.out" 2>"$tmp/a.err") & a=$!
  (cd "$repo" && bound ./stretchy --build-home >"$tmp/b.out" 2>"$tmp/b.err") & b=$!
  wait "$a" || ra=$?
  wait "$b" || rb=$?
  [ "$ra" = 0 ] && [ "$rb" = 0 ] || { echo "a launcher failed (exits $ra, $rb): $(cat "$tmp/a.err" "$tmp/b.err")"; return; }
  for m in "${markers[@]}"; do [ -f "$repo/$m" ] || { echo "the Maven build's $m is gone"; return; }; done
  [ "$(cat "$tmp/a.out")" = "$(cat "$tmp/b.out")" ] || { echo "the two launchers ran different homes"; return; }
  [ "$(cat "$tmp/a.err" "$tmp/b.err" | grep -c 'building the CLI')" = 1 ] \
    || { echo "not exactly one build: $(cat "$tmp/a.err" "$tmp/b.err")"; return; }
  "$(cat "$tmp/a.out")/bin/stretchy" --version | grep -q '^stretchy ' || { echo "the built home does not run"; return; }
  echo ""
}

# 1. The launcher as it is: one build, the Maven build's target/ kept.
copy "$tmp/repo"
plant_maven_build "$tmp/repo"
t0=$(date +%s)
why="$(two_builds "$tmp/repo")"
[ -z "$why" ] || fail "two launchers beside a Maven build: $why"
t1=$(date +%s)
ok

# 2. The three.js package generated from the built jar has every file of the library, its .gitignore included.
(cd "$tmp/repo" && bound ./stretchy generate --target threejs --out "$tmp/gen" --quiet >/dev/null) \
  || fail "generate --target threejs"
[ -f "$tmp/gen/stretchy-three/.gitignore" ] || fail "the generated three.js package has no .gitignore"
cmp -s "$tmp/gen/stretchy-three/.gitignore" "$root/threejs/stretchy-three/.gitignore" \
  || fail "the generated .gitignore differs from the library's"
ok

# 3. Planted: the launcher building into target/ again (its clean deletes the Maven build's files): the check fails.
plant_maven_build "$tmp/repo"
sed -i 's:^build="target/launcher"$:build="target":' "$tmp/repo/stretchy"
grep -q '^build="target"$' "$tmp/repo/stretchy" || fail "could not plant the fault: no build=\"target/launcher\" line"
why="$(two_builds "$tmp/repo")"
[ -n "$why" ] || fail "the launcher building into target/ passed the check; the check proves nothing"
case "$why" in *"Maven build's"*"is gone"*) ok ;; *) fail "the planted fault failed for another reason: $why" ;; esac

# 4. A build that fails (a broken POM): exit 3, "build failed", no escape sequence reaches stderr.
copy "$tmp/broken"
echo "<broken" >>"$tmp/broken/pom.xml"
set +e
(cd "$tmp/broken" && bound ./stretchy --version >/dev/null 2>"$tmp/broken.err")
code=$?
set -e
[ "$code" = 3 ] || fail "a failed build exited $code, not 3: $(cat "$tmp/broken.err")"
grep -q 'stretchy: build failed' "$tmp/broken.err" || fail "no 'build failed' line: $(cat "$tmp/broken.err")"
grep -q "$(printf '\033')" "$tmp/broken.err" && fail "an escape sequence reached stderr"
ok

echo "launcher-build.sh: $checks checks passed: two launchers beside a Maven build build once ($((t1 - t0)) s) and" \
  "keep its target/, the planted build into target/ fails, the three.js package keeps its .gitignore, a failed build exits 3"
