#!/usr/bin/env bash
# What scripts/test.sh needs besides the Debian packages it installs, checked before anything slow starts, each
# failure one line naming what to install. Usage: prereqs.sh node | java | apt PACKAGE...
#   node: Node.js at least the three.js package's engines.node (Debian 12 ships 18; the Vitest suite needs more) and npm
#   java: a JDK (javac) of at least the build's release, and Maven (after test.sh's apt step, which installs both)
#   apt:  root or sudo, when Debian packages are missing
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
fail() { echo "test.sh: $*" >&2; exit 3; }

# "a.b.c" >= "x.y.z", numerically, field by field.
at_least() {
  local IFS=.; local -a have=($1) want=($2); local i
  for i in 0 1 2; do
    [ "${have[i]:-0}" -gt "${want[i]:-0}" ] && return 0
    [ "${have[i]:-0}" -lt "${want[i]:-0}" ] && return 1
  done
  return 0
}

node_min() { sed -n 's/^ *"node": *">=\([0-9.]*\)".*/\1/p' "$root/threejs/stretchy-three/package.json"; }
java_min() { sed -n 's:^ *<maven.compiler.release>\([0-9]*\)</maven.compiler.release>.*:\1:p' "$root/pom.xml" | head -1; }

case "${1:-}" in
  want)
    case "${2:-}" in node) node_min ;; java) java_min ;; *) fail "prereqs.sh: want node|java" ;; esac
    ;;
  node)
    want="$(node_min)"
    [ -n "$want" ] || fail "threejs/stretchy-three/package.json has no engines.node \">=x.y.z\""
    hint="install Node.js $want or newer with npm (from the Node.js project or NodeSource's Debian packages; Debian 12's nodejs is too old)"
    command -v node >/dev/null || fail "Node.js missing: $hint"
    have="$(node --version 2>/dev/null | sed -n 's/^v\([0-9][0-9.]*\).*/\1/p')"
    [ -n "$have" ] || fail "node --version printed no version: $hint"
    at_least "$have" "$want" || fail "Node.js $have is older than $want: $hint"
    command -v npm >/dev/null || fail "npm missing (Node.js $have found): $hint"
    ;;
  java)
    want="$(java_min)"
    [ -n "$want" ] || fail "pom.xml has no maven.compiler.release"
    hint="install a JDK $want or newer (Debian: openjdk-$want-jdk-headless) and put its bin/ first on PATH"
    command -v javac >/dev/null || fail "javac missing (a JRE is not enough): $hint"
    have="$(javac -version 2>&1 | sed -n 's/^javac \([0-9]*\).*/\1/p')"
    [ -n "$have" ] || fail "javac -version printed no version: $hint"
    [ "$have" -ge "$want" ] || fail "javac $have is older than $want: $hint"
    command -v mvn >/dev/null || fail "Maven missing: install Maven 3 (Debian: maven)"
    ;;
  apt)
    shift
    [ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null ||
      fail "the Debian packages $* are missing and installing them needs root or sudo: run as root, install sudo, or install them yourself"
    ;;
  *) fail "prereqs.sh: usage: prereqs.sh node | java | apt PACKAGE..." ;;
esac
