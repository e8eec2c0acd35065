#!/usr/bin/env bash
# test-lane: after-maven
# The distribution and the CI recipe (docs/ci.md), tested the way a game studio uses them: unpacks the archive the
# build made (generator/stretchy-dist; built here when missing) outside the repository, with Maven out of reach, into
# a throwaway game repository that commits its spec and generated plugin, and runs docs/ci/stretchy-ci.sh with it:
# it must pass on a fresh plugin, fail on a stale one, and fail on a planted shader fault (a distribution whose
# SplineDeform shader template returns a wrong offset, the plugin regenerated with it, so only verify can tell).
# Also: generate runs without lib/vulkan, and verify then names what is missing (exit 3).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "dist.sh: FAILED: $*" >&2; exit 1; }
ms() { echo $(( $(date +%s%N) / 1000000 )); }

archive="$(ls "$root"/generator/stretchy-dist/target/stretchy-*.tar.gz 2>/dev/null | head -1 || true)"
if [ -z "$archive" ]; then
  (cd "$root" && mvn -B -q -ntp -Dstyle.color=never -DskipTests -pl generator/stretchy-dist -am package)
  archive="$(ls "$root"/generator/stretchy-dist/target/stretchy-*.tar.gz | head -1)"
fi
# The docs show the recipe verbatim: the copy in docs/ci.md must be the tested script.
awk '/^```sh stretchy-ci.sh$/{f=1;next} /^```$/{f=0} f' "$root/docs/ci.md" | cmp -s - "$root/docs/ci/stretchy-ci.sh" \
  || fail "docs/ci.md's stretchy-ci.sh block differs from docs/ci/stretchy-ci.sh"

# No Maven: a mvn on the PATH that leaves a mark if anything calls it.
mkdir -p "$tmp/nomvn"
printf '#!/bin/sh\ntouch "%s/mvn-called"\nexit 1\n' "$tmp" >"$tmp/nomvn/mvn"
chmod +x "$tmp/nomvn/mvn"
export PATH="$tmp/nomvn:$PATH"

t0=$(ms)
mkdir -p "$tmp/opt" && tar xzf "$archive" -C "$tmp/opt"
dist="$(ls -d "$tmp"/opt/stretchy-*)"
stretchy="$dist/bin/stretchy"

# A game repository: its own spec (another plugin name), the plugin generated into Plugins/ and committed.
game="$tmp/game"
mkdir -p "$game"
sed 's/^\(\s*name:\s*\).*/\1Bouncy/' "$root/specs/stretchy.yaml" >"$game/stretchy.yaml"
grep -q 'name: Bouncy' "$game/stretchy.yaml" || fail "could not rename the plugin in the throwaway spec"
(cd "$game" && "$stretchy" generate --spec stretchy.yaml --target unreal --out Plugins --quiet >/dev/null)
t1=$(ms)
[ -f "$game/Plugins/Bouncy/Bouncy.uplugin" ] || fail "the distribution did not generate Plugins/Bouncy"
git -C "$game" init -q && git -C "$game" add -A && git -C "$game" -c user.name=ci -c user.email=ci@example.invalid commit -qm plugin

recipe() { # recipe DIST GAME NAME: runs the recipe in the game repository GAME with DIST; output in $tmp/NAME.out, exit code in $tmp/NAME.code
  (cd "$2" && rm -rf build && STRETCHY="$1/bin/stretchy" sh "$root/docs/ci/stretchy-ci.sh" >"$tmp/$3.out" 2>&1) \
    && echo 0 >"$tmp/$3.code" || echo $? >"$tmp/$3.code"
}
# The three cases run at once, each in its own copy of the game repository: this step runs after Maven, at the end of
# the suite, where one case after another left the second core idle.
stale="$tmp/stale"; badgame="$tmp/badgame"
cp -a "$game" "$stale"
cp -a "$game" "$badgame"
t2=$(ms)
# 1. Fresh plugin, right shaders: passes, with the JSON and JUnit reports.
recipe "$dist" "$game" fresh & fresh=$!
# 2. Stale plugin: the spec changed, the plugin was not regenerated.
sed -i 's/^\(\s*maxStretch:\s*\)1\.6/\11.7/' "$stale/stretchy.yaml"
git -C "$stale" diff --quiet && fail "could not change the throwaway spec"
recipe "$dist" "$stale" stale & stalepid=$!

# 3. Planted shader fault: a copy of the distribution whose SplineDeform template returns offset + 0.5.
bad="$tmp/bad"
cp -r "$dist" "$bad"
rm -f "$bad"/lib/stretchy.jsa*
# The single-curve offset's return lives in the shared step macros (templates/partials), after the atlas's.
tpl="templates/partials/unreal/splineDeformSteps.ush.ftlh"
(cd "$tmp" && mkdir x && cd x && jar xf "$bad/lib/stretchy-core.jar" "$tpl")
last="$(grep -n '^return .*;\s*$' "$tmp/x/$tpl" | tail -1 | cut -d: -f1 || true)"
[ -n "$last" ] || fail "no return statement in the SplineDeform template to plant a fault in"
sed -i "${last}s/^return \(.*\);\s*\$/return (\1) + 0.5;/" "$tmp/x/$tpl"
(cd "$tmp/x" && jar uf "$bad/lib/stretchy-core.jar" "$tpl")
(cd "$badgame" && "$bad/bin/stretchy" generate --spec stretchy.yaml --target unreal --out Plugins --quiet >/dev/null)
git -C "$badgame" diff --quiet -- Plugins && fail "the planted fault did not change the generated shader"
git -C "$badgame" add -A && git -C "$badgame" -c user.name=ci -c user.email=ci@example.invalid commit -qm "faulty plugin"
recipe "$bad" "$badgame" planted

wait "$fresh" "$stalepid"
t3=$(ms)
code=$(cat "$tmp/fresh.code")
[ "$code" = 0 ] || { cat "$tmp/fresh.out"; fail "the recipe failed on a fresh plugin (exit $code)"; }
grep -q '"upToDate" : true' "$game/build/stretchy/check.json" || fail "check.json does not say up to date"
grep -q '"fail" : 0' "$game/build/stretchy/verify-vulkan.json" || fail "verify-vulkan.json reports failures"
grep -q '"pass" : [1-9]' "$game/build/stretchy/verify-vulkan.json" || fail "verify-vulkan.json passed no case"
grep -q 'failures="0"' "$game/build/stretchy/junit-vulkan.xml" || fail "the JUnit XML reports failures"

code=$(cat "$tmp/stale.code")
[ "$code" = 1 ] || { cat "$tmp/stale.out"; fail "the recipe did not fail (exit 1) on a stale plugin: exit $code"; }
grep -q '"upToDate" : false' "$stale/build/stretchy/check.json" || fail "check.json does not report the stale plugin"
grep -q 'generate --check failed' "$tmp/stale.out" || fail "the recipe did not name the failed step"

code=$(cat "$tmp/planted.code")
[ "$code" = 1 ] || { cat "$tmp/planted.out"; fail "the recipe did not fail (exit 1) on a planted shader fault: exit $code"; }
grep -q '"upToDate" : true' "$badgame/build/stretchy/check.json" || fail "the faulty plugin should be up to date"
grep -q '"fail" : [1-9]' "$badgame/build/stretchy/verify-vulkan.json" || fail "verify did not report the shader fault"
grep -q 'failures="[1-9]' "$badgame/build/stretchy/junit-vulkan.xml" || fail "the JUnit XML does not report the fault"

# 4. Optional part: without lib/vulkan, generate works and verify names what is missing, exit 3.
rm -rf "$bad/lib/vulkan"
"$bad/bin/stretchy" generate --spec "$game/stretchy.yaml" --out "$tmp/novk" --quiet >/dev/null || fail "generate needs lib/vulkan"
set +e
"$bad/bin/stretchy" verify --backend vulkan --golden "$game/build/stretchy/golden" >/dev/null 2>"$tmp/novk.err"
code=$?
set -e
[ "$code" = 3 ] || fail "verify without lib/vulkan: exit $code, want 3"
grep -q "lib/vulkan" "$tmp/novk.err" || { cat "$tmp/novk.err"; fail "verify without lib/vulkan does not name the missing part"; }
[ -e "$tmp/mvn-called" ] && fail "something called Maven"

echo "dist.sh: archive $(( $(stat -c %s "$archive") / 1024 )) KiB; unpack to first generate $((t1 - t0)) ms;" \
  "three recipes at once $((t3 - t2)) ms; fresh passes, stale plugin and planted shader fault fail, no lib/vulkan: exit 3"
