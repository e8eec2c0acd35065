#!/usr/bin/env bash
# usage: check-plugin.sh [--engine ROOT ...] [--spec FILE ...] [--plugin DIR ...] [--work DIR] [--json FILE] [--md FILE]
# Generates the Unreal plugin from every spec and compiles + link-checks it against every engine
# (UE_ROOT_5_3, UE_ROOT_5_5, ... or --engine), Editor and Game targets. See README.md.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
CXX="${UE_COMPILE_CXX:-clang++-16}"
command -v "$CXX" >/dev/null || { echo "missing $CXX: apt-get install -y clang-16 libc++-16-dev libc++abi-16-dev libmsgsl-dev" >&2; exit 2; }
[ -e /usr/include/gsl/pointers ] || { echo "missing GSL headers: apt-get install -y libmsgsl-dev" >&2; exit 2; }
for t in readelf c++filt python3; do command -v "$t" >/dev/null || { echo "missing $t (binutils / python3)" >&2; exit 2; }; done
exec python3 "$HERE/check_plugin.py" "$@"
