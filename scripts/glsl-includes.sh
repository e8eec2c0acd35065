#!/usr/bin/env bash
# Prints a three.js GLSL file with its `#include "name.glsl"` lines answered by the named files beside it, the way
# source.ts's glslWithIncludes builds the exported strings (the .glsl files hold each function once). Used where a
# script compiles the files themselves.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: glsl-includes.sh FILE.glsl" >&2; exit 2; }
answer() {
  local file="$1" chain="$2" line
  [ -f "$file" ] || { echo "glsl-includes.sh: no GLSL file $file (included by ${chain:-nobody})" >&2; exit 1; }
  case " $chain " in *" $file "*) echo "glsl-includes.sh: include cycle: $chain $file" >&2; exit 1 ;; esac
  while IFS= read -r line || [ -n "$line" ]; do
    if [[ $line =~ ^#include\ \"([A-Za-z0-9_.-]+)\"$ ]]; then
      answer "$(dirname "$file")/${BASH_REMATCH[1]}" "$chain $file"
    else
      printf '%s\n' "$line"
    fi
  done < "$file"
}
answer "$1" ""
