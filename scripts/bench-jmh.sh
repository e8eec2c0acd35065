#!/usr/bin/env bash
# Runs the JMH benchmarks (dev.stretchy.bench.*) and prints JMH's table.
# Usage: bash scripts/bench-jmh.sh [regex of benchmarks] [extra JMH options, e.g. -f 1 -wi 2 -i 3]
# benchmarks.sh: named only: JMH at its defaults takes most of an hour
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
pattern="${1:-dev.stretchy.bench}"; shift || true
# Installed, not only compiled: exec:exec runs in stretchy-cli alone (with -am it would run in every module), and
# resolves the modules it depends on from the local repository, where a fresh machine has none of them yet.
mvn -B -q -ntp -Dstyle.color=never -pl generator/stretchy-cli -am install -DskipTests
mvn -B -q -ntp -Dstyle.color=never -pl generator/stretchy-cli exec:exec -Dexec.executable=java -Dexec.classpathScope=test \
  -Dexec.args="-cp %classpath org.openjdk.jmh.Main $pattern $*"
