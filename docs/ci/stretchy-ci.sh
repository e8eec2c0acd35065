#!/bin/sh
# Stretchy CI recipe for a game repository that keeps its spec and the generated plugin under version control.
# Runs every step even after a failure, writes machine-readable reports, exits with the first failure's code
# (1 a check failed, 2 bad input, 3 the environment lacks something: a Java runtime, a Vulkan driver).
#   STRETCHY          the distribution's bin/stretchy (default: stretchy on the PATH)
#   STRETCHY_SPEC     the spec (default: stretchy.yaml)
#   STRETCHY_OUT      the folder the plugin is generated into and committed (default: Plugins)
#   STRETCHY_REPORTS  where the reports go (default: build/stretchy)
set -u
stretchy="${STRETCHY:-stretchy}"
spec="${STRETCHY_SPEC:-stretchy.yaml}"
out="${STRETCHY_OUT:-Plugins}"
reports="${STRETCHY_REPORTS:-build/stretchy}"
mkdir -p "$reports" || exit 3
status=0
step() { # step NAME COMMAND...: runs it, remembers the first failure
  name="$1"; shift
  "$@"; code=$?
  if [ "$code" -ne 0 ]; then
    echo "stretchy-ci: $name failed (exit $code)" >&2
    [ "$status" -ne 0 ] || status=$code
  fi
}
# 1. The committed plugin must be exactly what the spec generates (a stale or hand-edited plugin fails).
step "generate --check" "$stretchy" generate --spec "$spec" --target unreal --out "$out" --check --format json \
  >"$reports/check.json"
# 2. Golden vectors from the Java reference, then the generated shaders run on a Vulkan device: lavapipe,
#    Mesa's CPU driver, on a runner without a GPU. JUnit XML for the CI's test report.
step "golden" "$stretchy" golden --spec "$spec" --out "$reports/golden" >/dev/null
step "verify vulkan" "$stretchy" verify --spec "$spec" --golden "$reports/golden" --backend vulkan \
  --junit "$reports/junit-vulkan.xml" --format json >"$reports/verify-vulkan.json"
[ "$status" -eq 0 ] && echo "stretchy-ci: plugin up to date, shader math verified (reports in $reports)"
exit "$status"
