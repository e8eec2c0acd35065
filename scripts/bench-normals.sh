#!/usr/bin/env bash
# Normal error figures (math spec section 8.5): the golden set and seeded random curves, both normals modes, degrees
# against the numerically differentiated full deformation. A benchmark: prints figures, asserts nothing.
# Usage: scripts/bench-normals.sh [cases-per-row]   (default 20000; about a minute per 5000 on one core)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mvn -B -q -o -pl generator/stretchy-golden -am -DskipTests package >&2
cp="generator/stretchy-golden/target/classes:generator/stretchy-reference/target/classes:generator/stretchy-core/target/classes:generator/stretchy-contract/target/classes"
exec java -cp "$cp" dev.stretchy.golden.NormalsFigures "${1:-20000}"
