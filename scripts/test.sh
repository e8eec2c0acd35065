#!/usr/bin/env bash
# Runs every test of the project on a fresh machine: installs what the tests need, builds, tests.
#   Java (Maven): spec, rendering, writer, reference math, golden vectors, lint, the Vulkan shader harness,
#   the g++-compiled math core; and scripts/test.d/*.sh (scripts/test-lanes.sh): the three.js package's Vitest and
#   browser tests and the launcher's self-tests beside Maven, the distribution's test after it.
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
maven_only=""; [ "${1:-}" = "--maven-only" ] && maven_only=1
# The steps that do not read Maven's build (the three.js package: npm, Vitest, Chromium, much of it waiting on npm and
# the browser; the launcher's and the runner's self-tests; they build the CLI into target/launcher/, never Maven's
# target/) start beside Maven, in their own process group, so a failed Maven run stops them too.
logs="$root/target/test-steps"
rm -rf "$logs"; mkdir -p "$logs"
if [ -z "$maven_only" ]; then
  setsid bash scripts/test-lanes.sh --lane early --logs "$logs" >"$logs/lane-early.out" 2>&1 &
  early=$!
  trap 'kill -- -"$early" 2>/dev/null || true' EXIT
fi
# Modules that do not depend on each other build and test side by side (one thread per core): lint beside the
# reference, the g++ checks beside the Vulkan harness. Every test bounds its own child processes.
mvn -B -ntp -T 1C verify
[ -z "$maven_only" ] || { echo "test.sh: Maven tests passed (--maven-only: scripts/test.d skipped)"; exit 0; }
# The steps that read what Maven built (the distribution), then the early lanes' result.
rc=0
bash scripts/test-lanes.sh --lane late --logs "$logs" || rc=$?
wait "$early" || rc=1
trap - EXIT
cat "$logs/lane-early.out"
[ "$rc" -eq 0 ] || { echo "test.sh: FAILED (scripts/test.d: logs in $logs)" >&2; exit 1; }
echo "test.sh: all tests passed"
