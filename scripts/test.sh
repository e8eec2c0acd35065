#!/usr/bin/env bash
# Runs every test of the project on a fresh machine: installs what the tests need, builds, tests.
#   Java (Maven): spec, rendering, writer, reference math, golden vectors, lint, the Vulkan shader harness,
#   the g++-compiled math core; then scripts/test.d/*.sh (e.g. the three.js package's Vitest and browser tests) in two
#   lanes (scripts/test-lanes.sh).
# usage: test.sh [--maven-only]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# Node.js is not a Debian package here (Debian 12's is too old): checked first, so the suite cannot fail late on it.
bash scripts/prereqs.sh node

# System packages the tests need (Debian). Installed only when missing; root or sudo required for that.
mapfile -t wanted < <(grep -v '^\s*#' scripts/apt-packages.txt | sed '/^\s*$/d')
missing=()
for p in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -gt 0 ]; then
  bash scripts/prereqs.sh apt "${missing[@]}"
  echo "test.sh: installing ${missing[*]} (needs the network to the Debian mirrors)"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

bash scripts/prereqs.sh java
# Modules that do not depend on each other build and test side by side (one thread per core): lint beside the
# reference, the g++ checks beside the Vulkan harness. Every test bounds its own child processes.
mvn -B -ntp -T 1C verify
[ "${1:-}" = "--maven-only" ] && { echo "test.sh: Maven tests passed (--maven-only: scripts/test.d skipped)"; exit 0; }

# The scripts/test.d steps in two lanes (the three.js step beside the others), each bounded, each log kept.
bash scripts/test-lanes.sh
echo "test.sh: all tests passed"
