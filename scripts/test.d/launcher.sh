#!/usr/bin/env bash
# The distribution's launcher (generator/stretchy-dist/src/bin/stretchy) under the faults that broke it: a class-data-
# sharing archive cut short (every start crashed with SIGBUS and left hs_err_pid*.log in the user's folder), an
# archive without its stamp (an older launcher's), an unusable TMPDIR before the first archive (mktemp under set -e
# stopped the launch), a chain of relative links whose targets contain " -> " (resolved by parsing ls -ld), a JVM
# crash (its report must not land in the user's folder), two first starts at once, and a lib/ it may not write; and
# the templates' plain-text runs it records beside the archive (used by generate, never for other bytes or cut short).
# Uses the unpacked distribution ./stretchy runs (it builds it when missing or older than its sources).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'chmod -R u+w "$tmp" 2>/dev/null || true; rm -rf "$tmp"' EXIT
fail() { echo "launcher.sh: FAILED: $*" >&2; exit 1; }
checks=0
ok() { checks=$((checks + 1)); }
bound() { timeout 300 "$@"; } # every start is bounded; a start takes seconds

dist="$(bound "$root/stretchy" --build-home)"
# The distribution in a folder whose name contains " -> ", reached through a chain of relative links.
home="$tmp/x -> y/stretchy"
mkdir -p "$tmp/x -> y" "$tmp/links" "$tmp/user" "$tmp/crash"
cp -r "$dist" "$home"
rm -f "$home"/lib/stretchy.jsa*
ln -s "../x -> y/stretchy/bin/stretchy" "$tmp/links/one"
ln -s "one" "$tmp/links/two"
stretchy="$tmp/links/two"
lib="$home/lib"
user="$tmp/user"
no_leftovers() {
  ls -A "$user" | grep -q . && { ls -la "$user"; fail "$1: the user's folder is not empty"; }
  ls -A "$lib" | grep -q '\.tmp$\|cds-probe' && { ls -la "$lib"; fail "$1: temporaries left in lib/"; }
  ok
}
stamped() { # the archive and a stamp that matches it
  [ -f "$lib/stretchy.jsa" ] && [ -f "$lib/stretchy.jsa.stamp" ] || fail "$1: no archive and stamp in lib/"
  [ "$(cut -d' ' -f1 "$lib/stretchy.jsa.stamp")" = "$(wc -c <"$lib/stretchy.jsa" | tr -d ' ')" ] \
    || fail "$1: the stamp does not match the archive"
  ok
}
cut_short() { chmod u+w "$lib/stretchy.jsa"; truncate -s $(( $(wc -c <"$lib/stretchy.jsa") / 2 )) "$lib/stretchy.jsa"; }

# 1. First start through the links, TMPDIR unusable and no archive yet: runs, records the archive.
out="$(cd "$user" && TMPDIR="$tmp/missing" bound "$stretchy" --version)" || fail "first start with an unusable TMPDIR"
case "$out" in stretchy*) ok ;; *) fail "first start printed: $out" ;; esac
stamped "first start"
no_leftovers "first start"

# 2. A generate through the links, with the archive.
(cd "$user" && bound "$stretchy" generate --out "$tmp/gen" --quiet >/dev/null) || fail "generate through the links"
[ -d "$tmp/gen/.stretchy" ] || fail "generate wrote nothing"
ok
no_leftovers "generate"

# 2b. The templates' plain-text runs (lib/templates.runs), recorded with the archive: whole (its count line last), and
# read by generate: a planted entry (the right bytes' size and CRC-32, a run over an interpolation) shows in the
# output, the same entry for other bytes does not, nor does an index cut short; nothing of it reaches stderr.
runs="$lib/templates.runs"
[ -f "$runs" ] && tail -1 "$runs" | grep -q "^end	[1-9]" || fail "no whole templates.runs in lib/ after the first start"
ok
uplugin="unreal/__PluginName__/__PluginName__.uplugin.ftl"
made="Stretchy/Stretchy.uplugin"
cp "$runs" "$tmp/runs.good"
gen_with() { # $1: the index to use (none: no index), $2: the output folder; stderr must stay empty
  if [ "$1" = none ]; then rm -f "$runs"; else cp "$1" "$runs"; fi
  (cd "$user" && bound "$stretchy" generate --target unreal --out "$2" --quiet >/dev/null 2>"$tmp/err") \
    || fail "generate with index $1"
  [ ! -s "$tmp/err" ] || { cat "$tmp/err"; fail "generate with index $1 wrote to stderr"; }
}
line="$(grep "^$uplugin	" "$tmp/runs.good")" || fail "no entry for $uplugin in templates.runs"
at="$(grep -bo '\${' "$root/templates/$uplugin" | head -1 | cut -d: -f1)"
planted="$(printf '%s\t%s\t%s\t%s' "$(cut -f1 <<<"$line")" "$(cut -f2 <<<"$line")" "$(cut -f3 <<<"$line")" "$at-$((at + 2))")"
grep -v "^$uplugin	" "$tmp/runs.good" | sed '$d' >"$tmp/runs.body"
{ cat "$tmp/runs.body"; echo "$planted"; tail -1 "$tmp/runs.good"; } >"$tmp/runs.planted"
crc="$(cut -f3 <<<"$line")"; other="$(printf '%x' $(( 0x$crc ^ 1 )))"
sed "s|^\($uplugin	[0-9]*	\)$crc	|\1$other	|" "$tmp/runs.planted" >"$tmp/runs.other"
sed '$d' "$tmp/runs.planted" >"$tmp/runs.cut"
! cmp -s "$tmp/runs.planted" "$tmp/runs.other" || fail "the planted entry's CRC-32 was not changed; the check proves nothing"
gen_with "$tmp/runs.good" "$tmp/g-good"
gen_with none "$tmp/g-none"
gen_with "$tmp/runs.planted" "$tmp/g-planted"
gen_with "$tmp/runs.other" "$tmp/g-other"
gen_with "$tmp/runs.cut" "$tmp/g-cut"
cp "$tmp/runs.good" "$runs"
diff -r "$tmp/g-good" "$tmp/g-none" >/dev/null || fail "generate's files differ with and without templates.runs"
grep -qF '${' "$tmp/g-planted/$made" || fail "generate did not read templates.runs (the planted run left no \${ in $made)"
diff -r "$tmp/g-good" "$tmp/g-other" >/dev/null || fail "an entry for other bytes (CRC-32) was used"
diff -r "$tmp/g-good" "$tmp/g-cut" >/dev/null || fail "an index cut short was used"
ok
no_leftovers "templates.runs"

# 3. The archive cut short: discarded and recorded again; no crash, no hs_err in the user's folder.
cut_short
(cd "$user" && bound "$stretchy" generate --out "$tmp/gen" --dry-run --quiet >/dev/null) \
  || fail "a start with a cut-short archive (exit $?)"
ok
stamped "after a cut-short archive"
no_leftovers "after a cut-short archive"

# 4. An archive without a stamp (an older launcher's), or another Java's: discarded and recorded again.
rm -f "$lib/stretchy.jsa.stamp"
(cd "$user" && bound "$stretchy" --version >/dev/null) || fail "a start with an unstamped archive"
stamped "after an unstamped archive"
echo "0 /another/java" >"$lib/stretchy.jsa.stamp"
(cd "$user" && bound "$stretchy" --version >/dev/null) || fail "a start with another Java's stamp"
stamped "after another Java's stamp"
no_leftovers "after a foreign archive"

# 5. A JVM crash (forced: JAVA_OPTS name a cut-short archive copy): the report goes to TMPDIR, not the user's folder.
cp "$lib/stretchy.jsa" "$tmp/bad.jsa"
chmod u+w "$tmp/bad.jsa"
truncate -s $(( $(wc -c <"$tmp/bad.jsa") / 2 )) "$tmp/bad.jsa"
set +e
(cd "$user" && TMPDIR="$tmp/crash" JAVA_OPTS="-XX:SharedArchiveFile=$tmp/bad.jsa" bound "$stretchy" --version \
  >/dev/null 2>&1)
code=$?
set -e
[ "$code" -ne 0 ] || fail "the forced crash did not crash; the check proves nothing"
ls "$tmp"/crash/stretchy-hs_err_pid*.log >/dev/null 2>&1 || fail "no crash report in TMPDIR (exit $code)"
ok
no_leftovers "a JVM crash"

# 6. STRETCHY_CDS=0: runs without the archive and leaves it alone.
before="$(cat "$lib/stretchy.jsa.stamp")"
(cd "$user" && STRETCHY_CDS=0 bound "$stretchy" --version >/dev/null) || fail "STRETCHY_CDS=0"
[ "$(cat "$lib/stretchy.jsa.stamp")" = "$before" ] || fail "STRETCHY_CDS=0 touched the archive"
ok

# 7. Two first starts at once: both run, one archive and a stamp that matches it, no temporaries.
rm -f "$lib"/stretchy.jsa*
(cd "$user" && bound "$stretchy" --version >"$tmp/a.out") & a=$!
(cd "$user" && bound "$stretchy" --version >"$tmp/b.out") & b=$!
wait "$a" || fail "the first of two concurrent first starts"
wait "$b" || fail "the second of two concurrent first starts"
grep -q stretchy "$tmp/a.out" && grep -q stretchy "$tmp/b.out" || fail "a concurrent first start printed nothing"
ok
if [ -f "$lib/stretchy.jsa" ]; then stamped "two first starts"; else ok; fi
no_leftovers "two first starts"

# 8. A lib/ it may not write, with a cut-short archive in it: runs without the archive, never with the broken one.
if [ "$(id -u)" -ne 0 ]; then
  [ -f "$lib/stretchy.jsa" ] || (cd "$user" && bound "$stretchy" --version >/dev/null)
  cut_short
  chmod a-w "$lib"
  (cd "$user" && bound "$stretchy" --version >/dev/null) || fail "a read-only lib/ with a cut-short archive"
  chmod u+w "$lib"
  ok
  no_leftovers "a read-only lib/"
else
  echo "launcher.sh: running as root, who can write any lib/: the read-only lib/ check is skipped"
fi

echo "launcher.sh: $checks checks passed: links through a \" -> \" folder, unusable TMPDIR, cut-short, unstamped and" \
  "foreign archives recorded again, crash report kept out of the user's folder, STRETCHY_CDS=0, two first starts," \
  "templates.runs recorded and read (planted run seen; other bytes and a cut-short index not used)"
