# Sourced by scripts/bench-threejs-*.sh: builds the three.js package's pages, runs one of its headless Chromium
# bench scripts and exports what the report's first line says (load before and after, CPUs, three, commit). The
# shell is left in the package folder, where the bench script wrote e2e-out/.
threejs_bench() { # $1: the bench script (relative to the package), then its arguments
  local root
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  cd "$root/threejs/stretchy-three"
  [ -d node_modules ] || timeout 900 npm ci --no-audit --no-fund --prefer-offline >/dev/null
  timeout 600 npx vite build >/dev/null 2>&1
  LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"
  timeout 1200 node "$@" >/dev/null
  LOAD_AFTER="$(cut -d' ' -f1-3 /proc/loadavg)"
  CPUS="$(nproc)"
  CPU_MODEL="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
  THREE="$(node -p 'JSON.parse(require("fs").readFileSync("node_modules/three/package.json", "utf8")).version')"
  COMMIT="$(git -C "$root" rev-parse --short HEAD)"
  export LOAD_BEFORE LOAD_AFTER CPUS CPU_MODEL THREE COMMIT
}
