#!/usr/bin/env bash
# ue-compile self-test, no engine needed: runs the real-header checker (scripts/ue-compile) on a tiny fake engine
# and plugin written for the test (scripts/ue-compile/selftest) and proves it passes the clean plugin and catches
# each planted fault: a non-exported class used through StaticClass (link), a type only forward-declared (missing
# include), an include from a module not in Build.cs, a deprecated call, a shadowing local, and an exported symbol
# of a module that compiles but is not linked. No timing asserts; every process is bounded by timeout.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
uec="$root/scripts/ue-compile"
st="$uec/selftest"

# Tools: clang-16 + libc++ (the compile), binutils readelf/c++filt (the link check), python3 (stdlib only).
need=()
command -v clang++-16 >/dev/null || need+=(clang-16)
[ -e /usr/lib/llvm-16/include/c++/v1/vector ] || need+=(libc++-16-dev libc++abi-16-dev)
command -v readelf >/dev/null && command -v c++filt >/dev/null || need+=(binutils)
command -v python3 >/dev/null || need+=(python3)
if [ "${#need[@]}" -gt 0 ]; then
  echo "ue-compile.sh: installing ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  timeout 600 $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive timeout 900 $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# run <case>: copy the clean plugin, overlay faults/<case> (if any), run the checker; sets rc and out
run() {
  local case="$1" dir="$tmp/$1"
  mkdir -p "$dir"
  cp -r "$st/plugin/FakeStretch" "$dir/"
  [ -d "$st/faults/$case" ] && cp -r "$st/faults/$case/." "$dir/FakeStretch/"
  set +e
  timeout 600 python3 "$uec/uecompile.py" "$st/engine" "$dir/FakeStretch" --work "$dir/work" --jobs 1 \
    --json "$dir/report.json" >"$dir/out.txt" 2>&1
  rc=$?
  set -e
  out="$(cat "$dir/out.txt")"
}

for c in clean nonexported missing-include module-not-in-buildcs deprecated shadow not-linked; do run "$c"; echo "$rc" >"$tmp/$c/rc"; done

# The verdicts: each case's exit status and report.json (python3 stdlib only).
timeout 120 python3 - "$tmp" <<'PY'
import json, os, sys
tmp = sys.argv[1]
def case(c):
    return int(open(os.path.join(tmp, c, "rc")).read()), json.load(open(os.path.join(tmp, c, "report.json")))
def msgs(r, key):
    return [d["msg"] for x in r["results"] for d in x[key]]
checks = []
rc, r = case("clean")
s = r["summary"]
checks.append(("clean", "passes: exit 0, nothing failed; MinimalAPI and ENGINE_API classes resolve as exported",
               rc == 0 and (s["failed"], s["errors"], s["link_failures"], s["deprecations"]) == (0, 0, 0, 0)
               and r["link_stats"]["FakeStretch"]["exported"] >= 5))  # MinimalAPI class, ENGINE_API class, 3 functions
rc, r = case("nonexported")
lf = r["link_failures"]
checks.append(("nonexported", "link check names UHiddenThing::GetPrivateStaticClass() and its header",
               rc != 0 and any(f["symbol"] == "UHiddenThing::GetPrivateStaticClass()" and "HiddenThing.h:" in (f["declared_in"] or "")
                               and f["declaring_module"] == "Engine" for f in lf) and r["summary"]["failed"] == 0))
rc, r = case("missing-include")
checks.append(("missing-include", "a type that is only forward-declared fails the compile",
               rc != 0 and any("incomplete type 'FWidgetData'" in m for m in msgs(r, "errors"))))
rc, r = case("module-not-in-buildcs")
checks.append(("module-not-in-buildcs", "an include from a module missing in Build.cs fails",
               rc != 0 and any("'OtherThing.h' file not found" in m for m in msgs(r, "errors"))))
rc, r = case("deprecated")
checks.append(("deprecated", "a deprecated call is counted as a deprecation and fails",
               rc != 0 and r["summary"]["deprecations"] >= 1 and r["summary"]["errors"] == 0))
rc, r = case("shadow")
checks.append(("shadow", "a shadowing local fails (a warning in a plugin file is an error)",
               rc != 0 and any("-Wshadow" in m for m in msgs(r, "plugin_warnings"))))
rc, r = case("not-linked")
checks.append(("not-linked", "an exported symbol of a module that compiles but is not linked fails",
               rc != 0 and any(f["symbol"] == "FlushRenderBits()" and f["visibility"] == "HIDDEN"
                               and f["declaring_module"] == "RenderBits" for f in r["link_failures"])))
bad = 0
for name, what, ok in checks:
    print("ue-compile.sh: %s %s: %s" % ("ok  " if ok else "FAIL", name, what))
    if not ok:
        bad += 1
        print(open(os.path.join(tmp, name, "out.txt")).read())
sys.exit(1 if bad else 0)
PY
# The one command (check_plugin.py) on the fake engine: Editor + Game targets, JSON + markdown written by the script.
set +e
timeout 900 python3 "$uec/check_plugin.py" --engine "$st/engine" --plugin "$tmp/clean/FakeStretch" --work "$tmp/cp-clean" \
  --jobs 1 --json "$tmp/cp-clean.json" --md "$tmp/cp-clean.md" >"$tmp/cp-clean.txt" 2>&1
rc_clean=$?
timeout 900 python3 "$uec/check_plugin.py" --engine "$st/engine" --plugin "$tmp/nonexported/FakeStretch" --work "$tmp/cp-fault" \
  --jobs 1 --json "$tmp/cp-fault.json" --md "$tmp/cp-fault.md" >"$tmp/cp-fault.txt" 2>&1
rc_fault=$?
set -e
if [ "$rc_clean" -eq 0 ] && grep -q "Overall: \*\*OK\*\*" "$tmp/cp-clean.md" && grep -q "| game |" "$tmp/cp-clean.md" \
   && [ "$rc_fault" -ne 0 ] && grep -q "UHiddenThing::GetPrivateStaticClass()" "$tmp/cp-fault.md"; then
  echo "ue-compile.sh: ok   check_plugin: Editor + Game report, OK for the clean plugin, FAIL naming the symbol for the fault"
else
  echo "ue-compile.sh: FAIL check_plugin"; cat "$tmp/cp-clean.txt" "$tmp/cp-clean.md" "$tmp/cp-fault.txt" "$tmp/cp-fault.md" 2>/dev/null
  exit 1
fi
echo "ue-compile.sh: all self-test cases passed"
