#!/usr/bin/env bash
# The three.js target, tested for real: generates the package from specs/stretchy.yaml into a temporary folder,
# installs it from its committed lockfile (npm ci), type-checks it, runs its Vitest tests (golden vectors from
# golden/ when present) and its headless-Chromium test (Debian's chromium, see scripts/apt-packages.txt).
# Set THREEJS_E2E_OUT=DIR to keep the browser test's screenshots and figures.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$root/stretchy" generate --spec "$root/specs/stretchy.yaml" --target threejs --out "$tmp/out" --quiet
pkg="$(find "$tmp/out" -mindepth 1 -maxdepth 1 -type d ! -name .stretchy)"
if [ -d "$root/golden" ]; then export STRETCHY_GOLDEN="$root/golden"; fi

cd "$pkg"
echo "threejs.sh: npm ci in $(basename "$pkg")"
npm ci --no-audit --no-fund --loglevel=error
npx tsc --noEmit
npx vitest run
npm run test:browser --silent
if [ -n "${THREEJS_E2E_OUT:-}" ]; then mkdir -p "$THREEJS_E2E_OUT" && cp -r e2e-out/. "$THREEJS_E2E_OUT/"; fi
