#!/usr/bin/env bash
# Runs the JMH benchmarks (dev.stretchy.bench.*) and prints JMH's table.
# Usage: bash scripts/bench-jmh.sh [regex of benchmarks] [extra JMH options, e.g. -f 1 -wi 2 -i 3]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
pattern="${1:-dev.stretchy.bench}"; shift || true
mvn -B -q -ntp -Dstyle.color=never -pl generator/stretchy-cli -am test-compile
mvn -B -q -ntp -Dstyle.color=never -pl generator/stretchy-cli exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
  -Dexec.args="-cp %classpath org.openjdk.jmh.Main $pattern $*"
