#!/usr/bin/env bash
# Maintainer tool: refreshes templates/threejs/__packageName__/package-lock.json.ftl after a change of the
# package's dependencies (in package.json.ftl). Generates the package, resolves it with
# `npm install --package-lock-only`, turns the root package's name and version back into template expressions so
# every spec gets a matching lockfile, and renders the result into the in-repo project threejs/stretchy-three.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
"$root/stretchy" generate --target threejs --out "$tmp/out" -q >/dev/null
pkg="$(find "$tmp/out" -mindepth 1 -maxdepth 1 -type d ! -name .stretchy)"
rm -f "$pkg/package-lock.json"
(cd "$pkg" && npm install --package-lock-only --ignore-scripts --no-audit --no-fund >/dev/null)
if grep -q '"resolved"' "$pkg/package-lock.json"; then
  echo "threejs-lock.sh: the lockfile records download addresses; refusing to commit them" >&2
  exit 1
fi
python3 - "$pkg/package-lock.json" "$root/templates/threejs/__packageName__/package-lock.json.ftl" <<'PY'
import json, re, sys
src, dst = sys.argv[1], sys.argv[2]
text = open(src, encoding="utf-8").read()
lock = json.loads(text)
name, version = lock["name"], lock["version"]
head, rest = text.split('"packages": {', 1)
root_entry, tail = rest.split('\n    },', 1)
swap = lambda s: s.replace(f'"name": "{name}"', '"name": "${three.packageName()}"', 1) \
                  .replace(f'"version": "{version}"', '"version": "${three.npmVersion()}"', 1)
out = swap(head) + '"packages": {' + swap(root_entry) + '\n    },' + tail
assert "${" not in tail and "<#" not in out, "lockfile text clashes with FreeMarker syntax"
open(dst, "w", encoding="utf-8").write(out)
PY
echo "threejs-lock.sh: wrote templates/threejs/__packageName__/package-lock.json.ftl"
"$root/stretchy" generate --spec "$root/specs/stretchy.yaml" --target threejs --out "$root/threejs" --force -q
echo "threejs-lock.sh: rendered it into threejs/stretchy-three"
