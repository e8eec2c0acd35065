#!/usr/bin/env bash
# Wall time of the test suite (`bash scripts/test.sh`, or its Maven part alone with --maven-only), with the machine's
# CPU count and load average before and after (the suite's time on a shared machine means little without them), the
# Maven time per module and the ten slowest test cases, read from Surefire's reports, and the CPU seconds per module and
# per test class (user + system of the test JVM and of every process it started and waited for: g++, the drivers,
# child JVMs), recorded by a JUnit listener this script puts on the test classpath (scripts/bench.d/test-cpu; the
# build never loads it). CPU is the figure that holds on a shared machine. --raw FILE keeps this run's CPU lines;
# --before FILE (a --raw file of an earlier run, e.g. of the branch point) adds its figures beside this run's.
# --pl MODULES runs only `mvn verify -pl MODULES -am` (with the modules they need) instead of the suite, and --tests
# PATTERN (Surefire's -Dtest) only the test classes it names. --report FILE runs nothing: it reports the CPU lines of
# a --raw file (or of a run's log cut short: only the classes and modules it finished are in it). --load N runs N
# `yes > /dev/null` beside the suite for its whole run (the loaded machine of issue 21). Not a test.
# usage: bench-tests.sh [--maven-only | --pl MODULES [--tests PATTERN] | --report FILE] [--raw FILE] [--before FILE]
#                       [--md FILE] [--load N]
# benchmarks.sh: named only: the whole test suite, minutes; its records are tests.md and tests-loaded.md, from a fresh clone
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
. scripts/bench.d/report.sh
only=""; md=""; raw=""; before=""; pl=""; tests=(); report=""; load=0
usage="usage: bench-tests.sh [--maven-only | --pl MODULES [--tests PATTERN] | --report FILE] [--raw FILE] [--before FILE] [--md FILE] [--load N]"
while [ $# -gt 0 ]; do
  case "$1" in
    --maven-only) only="--maven-only"; shift ;;
    --pl) pl="$2"; shift 2 ;;
    --report) report="$2"; [ -f "$report" ] || { echo "bench-tests: no $report" >&2; exit 2; }; shift 2 ;;
    --tests) tests=("-Dtest=$2" -Dsurefire.failIfNoSpecifiedTests=false); shift 2 ;;
    --md) md="$2"; shift 2 ;;
    --raw) raw="$2"; shift 2 ;;
    --before) before="$2"; shift 2 ;; # read when the run ends (an earlier run may still be writing it)
    --load) load="$2"; case "$load" in ''|*[!0-9]*) echo "$usage" >&2; exit 2 ;; esac; shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
  esac
done
header="$(bench_header scripts/bench-tests.sh)"
log="$(mktemp)"; listener="$(mktemp -d)"; cpu="$(mktemp)"; hogs=()
trap 'rm -rf "$log" "$listener" "$cpu"; [ "${#hogs[@]}" -eq 0 ] || kill "${hogs[@]}" 2>/dev/null' EXIT
if [ -n "$report" ]; then
  cp "$report" "$cpu"
  status=0
  result="CPU lines of $(basename "$report"), an earlier run's (a run cut short holds only what it finished)"
else
  # The CPU listener, compiled against the JUnit Platform the build uses (from the local Maven repository).
  platform="$(sed -n 's:.*<junit.version>5\.\(.*\)</junit.version>.*:1.\1:p' pom.xml)"
  repo="${MAVEN_REPO:-$HOME/.m2/repository}/org/junit/platform"
  jars=""; for a in launcher engine commons; do jars="$jars:$repo/junit-platform-$a/$platform/junit-platform-$a-$platform.jar"; done
  javac -nowarn -d "$listener" -cp "${jars#:}" scripts/bench.d/test-cpu/TestCpuListener.java 2>/dev/null \
    || { echo "bench-tests: cannot compile the CPU listener against JUnit Platform $platform in $repo" >&2; exit 2; }
  cp -r scripts/bench.d/test-cpu/META-INF "$listener/"
  rm -rf generator/*/target/surefire-reports   # only this run's reports are read below
  what="bash scripts/test.sh${only:+ $only}"
  [ -z "$pl" ] || what="mvn -B -ntp -T 1C verify -pl $pl -am${tests[0]:+ ${tests[0]}}"
  for ((i = 0; i < load; i++)); do yes >/dev/null & hogs+=($!); done
  busy() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9 }' /proc/stat; } # machine-wide busy ticks (USER_HZ 100)
  b0=$(busy)
  t0=$EPOCHREALTIME
  status=0
  TIMEFORMAT='%U %S'
  # Maven reads the extra test classpath from its own JVM's system properties; the forked test JVMs inherit the log's name.
  total="$( { time {
    if [ -n "$pl" ]; then
      STRETCHY_TEST_CPU_LOG="$cpu" MAVEN_OPTS="${MAVEN_OPTS:-} -Dmaven.test.additionalClasspath=$listener" \
        mvn -B -ntp -T 1C verify -pl "$pl" -am "${tests[@]}" >"$log" 2>&1
    else
      STRETCHY_TEST_CPU_LOG="$cpu" MAVEN_OPTS="${MAVEN_OPTS:-} -Dmaven.test.additionalClasspath=$listener" \
        bash scripts/test.sh $only >"$log" 2>&1
    fi
  } ; } 2>&1 )" || status=$?
  total="$(awk -v t="$total" 'BEGIN { split(t, a, " "); printf "%.0f", a[1] + a[2] }')"
  t1=$EPOCHREALTIME
  machine=$(( ($(busy) - b0) / 100 ))
  if [ "${#hogs[@]}" -gt 0 ]; then kill "${hogs[@]}" 2>/dev/null || true; wait "${hogs[@]}" 2>/dev/null || true; hogs=(); fi
  [ -z "$raw" ] || cp "$cpu" "$raw"

  after="$(cut -d' ' -f1-3 /proc/loadavg)"
  wall="$(awk -v a="$t0" -v b="$t1" 'BEGIN { s = b - a; printf "%d min %02d s", s / 60, s % 60 }')"
  [ "$load" -eq 0 ] || what="$what beside $load \`yes > /dev/null\`"
  # bash's time counts the processes the suite waited for; Chromium's helpers are reparented and escape it, so the
  # machine-wide busy time is given too (on a quiet machine nearly all of it is the suite's; with --load, the hogs').
  result="$what: exit $status, wall time $wall, CPU time (user + system of the suite and every process it waited for) $total s, machine-wide busy CPU $machine s (load average after: $after)"
fi
# Surefire's per-class reports: module totals and the slowest test cases.
reports() {
  [ -z "$report" ] || return 0 # reporting an earlier run: this tree's Surefire reports are not its
  for f in generator/*/target/surefire-reports/TEST-*.xml; do
    [ -e "$f" ] || continue
    m="${f#generator/}"; m="${m%%/*}"
    sed -n 's/.*<testcase name="\([^"]*\)" classname="\([^"]*\)" time="\([0-9.,]*\)".*/\3 \2.\1/p' "$f" | tr -d , | sed "s|^|$m |"
  done
}
modules="$(reports | awk '{ t[$1] += $2; n[$1]++ } END { for (m in t) printf "%s %.0f %d\n", m, t[m], n[m] }' | sort -k2,2nr)"
slowest="$(reports | sort -k2,2nr | awk 'NR <= 10')" # awk reads to the end: head would end sort early (SIGPIPE, fatal under pipefail)
[ -z "$before" ] || [ -f "$before" ] || { echo "bench-tests: no $before; reporting this run alone" >&2; before=""; }
# CPU per module and per class, this run and (with --before) the earlier one: "name after before" ("-" when absent).
cpu_table() { # $1: module or class
  # A module line is its test JVM's running total (4th field: the JVM's pid, absent in older files): per module, the
  # largest total of each JVM, summed over its JVMs.
  awk -v kind="$1" -v b="${before:-/dev/null}" '
    function f(v) { return kind == "module" ? sprintf("%.2f", v) : v }
    function put(tab, jvm, k, v) { if (kind == "module") { if (!((k, $4) in jvm) || v > jvm[k, $4]) { tab[k] += v - ((k, $4) in jvm ? jvm[k, $4] : 0); jvm[k, $4] = v } } else tab[k] = v }
    FILENAME == ARGV[1] { if ($1 == kind) put(old, oldjvm, $2 (kind == "class" ? " " $3 : ""), (kind == "class" ? $4 : $3)); next }
    $1 == kind { put(new, newjvm, $2 (kind == "class" ? " " $3 : ""), (kind == "class" ? $4 : $3)) }
    END {
      for (k in new) printf "%s %s %s\n", k, f(new[k]), (k in old) ? f(old[k]) : "-"
      for (k in old) if (!(k in new)) printf "%s - %s\n", k, f(old[k])
    }' "${before:-/dev/null}" "$cpu"
}
cpu_modules="$(cpu_table module | sort -k3,3gr)"
# Per module, the classes both runs finished: their count and CPU, this run's and the earlier's (compares runs cut short).
cpu_common="$(cpu_table class | awk '$3 != "-" && $4 != "-" { n[$1]++; a[$1] += $3; b[$1] += $4 }
  END { for (m in n) printf "%s %d %.2f %.2f\n", m, n[m], a[m], b[m] }' | sort)"
cpu_classes="$(cpu_table class | awk '{ print $3 == "-" ? 0 : $3, $0 }' | sort -k1,1gr | cut -d' ' -f2- | awk 'NR <= 15')"
echo "$result"
echo "per module (sum of test case times, s; test cases):"; echo "$modules"
echo "ten slowest test cases (s):"; echo "$slowest"
echo "CPU per module's test JVM (s; module, this run, before):"; echo "$cpu_modules"
echo "fifteen costliest test classes in CPU (s; module, class, this run, before):"; echo "$cpu_classes"
[ -z "$before" ] || { echo "classes both runs finished (module, classes, this run, before):"; echo "$cpu_common"; }
[ "$status" -eq 0 ] || { echo "bench-tests: the suite failed; the end of its log:" >&2; tail -40 "$log" >&2; }
if [ -n "$md" ]; then
  tmp="$md.tmp.$$"
  {
    echo "$header"
    echo
    echo "# Test suite"
    echo
    echo "$result."
    echo
    echo "CPU seconds (user + system) of each module's test JVM and of every process it started and waited for (g++,"
    echo "the drivers, child JVMs), read by a JUnit listener from the process's own accounting when its tests end;"
    [ -z "$before" ] || echo "\"before\" is an earlier run of this script (\`--before\`, the branch point's tree);"
    [ -n "$report" ] || echo "Maven's own compiling and packaging are in the total above, not here."
    echo "A module that did not finish has no line here:"
    echo
    echo "| module | CPU s | before |"
    echo "|---|---|---|"
    echo "$cpu_modules" | awk 'NF { printf "| %s | %s | %s |\n", $1, $2, $3 }'
    echo
    if [ -n "$before" ]; then
      echo "The test classes both runs finished, per module (CPU seconds summed over those classes):"
      echo
      echo "| module | classes | CPU s | before |"
      echo "|---|---|---|---|"
      echo "$cpu_common" | awk 'NF { printf "| %s | %s | %s | %s |\n", $1, $2, $3, $4 }'
      echo
    fi
    echo "Fifteen costliest test classes in CPU seconds (the class's tests, its processes included):"
    echo
    echo "| test class | module | CPU s | before |"
    echo "|---|---|---|---|"
    echo "$cpu_classes" | awk 'NF { n = split($2, c, "."); printf "| `%s` | %s | %s | %s |\n", c[n], $1, $3, $4 }'
    echo
    if [ -z "$report" ]; then
      echo "| module | test cases | sum of test case times |"
      echo "|---|---|---|"
      echo "$modules" | awk '{ printf "| %s | %s | %s s |\n", $1, $3, $2 }'
      echo
      echo "Ten slowest test cases:"
      echo
      echo "| test case | module | time |"
      echo "|---|---|---|"
      echo "$slowest" | awk '{ printf "| `%s` | %s | %s s |\n", $3, $1, $2 }'
    fi
  } > "$tmp"
  mv "$tmp" "$md"
  echo "wrote $md"
fi
exit "$status"
