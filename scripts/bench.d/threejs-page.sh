# Sourced by the three.js page benchmarks (scripts/bench-threejs-instanced*.sh). threejs_bench_page DIR SCRIPT ARGS...:
# in the package folder DIR, installs it if needed, builds the demo pages, runs SCRIPT with ARGS (bounded, output
# dropped: it writes its figures under e2e-out/), and exports what the report says about the run: LOAD_BEFORE,
# LOAD_AFTER, CPUS, CPU_MODEL, THREE (the pinned three's version) and COMMIT.
threejs_bench_page() {
  local dir="$1" script="$2"
  shift 2
  cd "$dir"
  [ -d node_modules ] || timeout 900 npm ci --no-audit --no-fund --prefer-offline >/dev/null
  timeout 600 npx vite build >/dev/null 2>&1
  LOAD_BEFORE="$(cut -d' ' -f1-3 /proc/loadavg)"
  timeout 1200 node "$script" "$@" >/dev/null
  LOAD_AFTER="$(cut -d' ' -f1-3 /proc/loadavg)"
  CPUS="$(nproc)"
  CPU_MODEL="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)"
  THREE="$(node -p 'JSON.parse(require("fs").readFileSync("node_modules/three/package.json", "utf8")).version')"
  COMMIT="$(git rev-parse --short HEAD)"
  export LOAD_BEFORE LOAD_AFTER CPUS CPU_MODEL THREE COMMIT
}
