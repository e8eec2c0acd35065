#!/usr/bin/env bash
# The Vulkan checks on a lent GPU machine (the project's device tool; never part of the tests, which run on lavapipe).
#   pack: here, build what the run needs into .gpu/ and .gl/ (both ignored through .git/info/exclude): the distribution
#         without its class-data archive, a jlink runtime (xz), the Vulkan loader and spirv-val as Debian packages.
#   run:  there, from the repository root, with $OUT set: the golden files through both Vulkan backends and the shader
#         bench at two sizes. Writes gpu-verify.md, gpu-normals.md (bench --markdown) and the raw logs into $OUT; copy
#         the two .md files into docs/benchmarks/ afterwards.
# Usage: bash scripts/gpu-check.sh pack | run
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
case "${1:-}" in
pack)
  set -e
  grep -qx '/.gpu/' .git/info/exclude 2>/dev/null || printf '/.gpu/\n/.gl/\n' >> .git/info/exclude
  home="$(./stretchy --build-home | tail -1)"
  rm -rf .gpu .gl; mkdir -p .gpu .gl
  cp -r "$home" .gpu/stretchy; rm -rf .gpu/stretchy/docs .gpu/stretchy/lib/stretchy.jsa*
  tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
  # The runtime image's modules as the distribution's -Pruntime build names them, uncompressed so that xz packs
  # them tighter.
  modules="$(sed -n 's:.*<argument>\(java\.base,[^<]*\)</argument>.*:\1:p' generator/stretchy-dist/pom.xml)"
  [ -n "$modules" ] || { echo "gpu-check: no jlink module list in generator/stretchy-dist/pom.xml" >&2; exit 2; }
  jlink --add-modules "$modules" --strip-debug --no-man-pages --no-header-files --output "$tmp/jre"
  tar -C "$tmp" -cJf .gpu/jre.tar.xz jre
  mkdir -p "$tmp/lists/partial"
  o=(-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 "-oDir::State::Lists=$tmp/lists")
  apt-get "${o[@]}" update -qq
  (cd .gl && apt-get "${o[@]}" download libvulkan1 spirv-tools)
  du -sh .gpu .gl
  ;;
run)
  : "${OUT:?run on the device machine, where OUT is set}"
  # The loader and spirv-val only where the machine lacks them.
  ldconfig -p | grep -q libvulkan.so.1 || { dpkg -x .gl/libvulkan1_*.deb /; ldconfig; }
  command -v spirv-val >/dev/null || dpkg -x .gl/spirv-tools_*.deb /
  nv=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  [ -f "$nv" ] && export VK_DRIVER_FILES="$nv"
  python3 -c "import tarfile; tarfile.open('.gpu/jre.tar.xz').extractall('/tmp')"
  rm -rf .gpu/stretchy/runtime; cp -r /tmp/jre .gpu/stretchy/runtime
  export STRETCHY_CDS=0
  s=.gpu/stretchy/bin/stretchy
  {
    echo "# Vulkan on a GPU"
    echo
    echo "Written by \`scripts/gpu-check.sh run\` on $(date -u '+%Y-%m-%d %H:%M') UTC; do not edit by hand. Device: $(nvidia-smi -L 2>/dev/null | head -1 | sed 's/ (UUID.*//')."
    echo
    for b in vulkan vulkan-glsl; do
      timeout 180 "$s" verify --golden golden --backend "$b" > "$OUT/verify-$b.txt" 2>&1
      echo "## \`stretchy verify --golden golden --backend $b\`: exit $?"
      echo
      echo '```'
      grep -v '^PASS\|^SKIP' "$OUT/verify-$b.txt"
      echo '```'
      echo
    done
  } > "$OUT/gpu-verify.md"
  timeout 120 "$s" bench --repeats 31 > "$OUT/bench-1m.txt" 2>&1; echo "bench 1M: exit $?"
  timeout 200 "$s" bench --vertices 4194304 --atlas-instances 16384 --repeats 31 \
    --markdown docs/benchmarks/gpu-normals.md > "$OUT/bench-4m.txt" 2>&1; echo "bench 4M: exit $?"
  [ -f docs/benchmarks/gpu-normals.md ] && cp docs/benchmarks/gpu-normals.md "$OUT/"
  for f in /tmp/stretchy-hs_err_pid*.log; do [ -f "$f" ] && cp "$f" "$OUT/hs_err.log"; done
  cat "$OUT/gpu-verify.md"; grep -v '^section10' "$OUT/bench-1m.txt" | tail -30
  ;;
*) echo "usage: gpu-check.sh pack | run" >&2; exit 2 ;;
esac
