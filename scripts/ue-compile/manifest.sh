#!/usr/bin/env bash
# Regenerates the committed engine API manifest (see docs/engine-facts.md, "Engine API manifest"):
#   bash scripts/ue-compile/manifest.sh <5.3.2-engine-root> <5.5.1-engine-root> [manifest.py options]
# The engine roots are extracted trees (extract_engine.py) of the sources named below. Needs clang-16, libc++-16-dev,
# libmsgsl-dev and python3-clang-16 (libclang's Python bindings); about 15 minutes on 2 cores.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
if [ $# -lt 2 ]; then sed -n 2,3p "$0"; exit 2; fi
e53="$1"; e55="$2"; shift 2
[ -e /usr/lib/python3/dist-packages/clang/cindex.py ] || { echo "missing libclang bindings: apt-get install -y python3-clang-16 libclang-16-dev" >&2; exit 2; }
exec python3 "$HERE/manifest.py" \
  --engine "5.3.2=$e53=Mephisto1024/MFST_Engine@dda47f409" \
  --engine "5.5.1=$e55=lakeone/UE5.51MagicM@262077e89" "$@"
