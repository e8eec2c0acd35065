#!/usr/bin/env bash
# test-lane: own
# The three.js target, tested for real. The library is the TypeScript project threejs/stretchy-three: its
# spec-decided files must be what specs/stretchy.yaml renders; in place it is installed from its lockfile (npm ci),
# linted, type-checked, run through Vitest (golden vectors from STRETCHY_GOLDEN, golden/, or written by the reference)
# and the headless-Chromium tests (Debian chromium; e2e/webgpu.mjs on a WebGPU adapter, --enable-unsafe-webgpu). The
# package generated from the spec into a temporary folder has its GLSL compiled to SPIR-V, is installed and
# type-checked, and is packed and installed into a fresh app (test:pack).
# Set THREEJS_E2E_OUT=DIR to keep the browser test's screenshots and figures.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

"$root/stretchy" generate --spec "$root/specs/stretchy.yaml" --target threejs --out "$root/threejs" --check --quiet >/dev/null || {
  echo "threejs.sh: threejs/stretchy-three is stale; run ./stretchy generate --target threejs --out threejs --force" >&2; exit 1; }
"$root/stretchy" generate --spec "$root/specs/stretchy.yaml" --target threejs --out "$tmp/out" --quiet
pkg="$(find "$tmp/out" -mindepth 1 -maxdepth 1 -type d ! -name .stretchy)"
lib="$root/threejs/stretchy-three"
# The golden vectors: STRETCHY_GOLDEN if set, else the committed golden/, else the reference writes them now.
if [ -z "${STRETCHY_GOLDEN:-}" ]; then
  if [ -d "$root/golden" ]; then
    export STRETCHY_GOLDEN="$root/golden"
  else
    "$root/stretchy" golden --out "$tmp/golden" >/dev/null
    export STRETCHY_GOLDEN="$tmp/golden"
  fi
fi
echo "threejs.sh: golden vectors from $STRETCHY_GOLDEN ($(ls "$STRETCHY_GOLDEN"/*.json | wc -l) files)"

# The standalone GLSL files compile unchanged as Vulkan GLSL 450 (to SPIR-V) in every orientation mode, wrapped the
# way a Vulkan harness wraps it: Unreal's frame macros, the contract's inputs, stretchySplineDeform() in main().
command -v glslangValidator >/dev/null || { echo "threejs.sh: glslangValidator missing (Debian glslang-tools)" >&2; exit 3; }
command -v /usr/bin/chromium >/dev/null || [ -n "${CHROMIUM_PATH:-}" ] || { echo "threejs.sh: chromium missing (Debian chromium)" >&2; exit 3; }
# "f" after the mode: math spec section 10's three switches on; the one function takes their inputs either way.
for mode in 0 1 2 0f 1f 2f; do
  features=""
  if [ "${mode%f}" != "$mode" ]; then
    features='#define STRETCHY_CLOSED_LOOP 1\n#define STRETCHY_ROLL 1\n#define STRETCHY_STRETCH_MASK 1\n'
  fi
  {
    printf '#version 450\n#define STRETCHY_UP vec3(0.0, 0.0, 1.0)\n#define STRETCHY_ALT_UP vec3(0.0, 1.0, 0.0)\n'
    printf '#define STRETCHY_FORWARD_FALLBACK vec3(1.0, 0.0, 0.0)\n#define STRETCHY_ORIENTATION %s\n' "${mode%f}"
    printf "$features"
    bash "$root/scripts/glsl-includes.sh" "$pkg/src/glsl/splineDeform.glsl"
    cat <<GLSL
layout(set = 0, binding = 0) uniform sampler2D PositionTexture;
layout(set = 0, binding = 1) uniform sampler2D TangentTexture;
layout(set = 0, binding = 2) uniform Inputs {
  vec4 MeshCenterLocal; vec4 ForwardAxisLocal; float Progress; float SplineLength; float SampleCount; float StretchScale;
  float PreserveVolume; float SizeScale; float StretchBias; float MeshHalfLength; float SettleWindow; float EndExtrapolation;
};
layout(location = 0) in vec3 LocalPosition;
layout(location = 0) out vec3 Offset;
void main() {
  Offset = stretchySplineDeform(LocalPosition, Progress, SplineLength, SampleCount, PositionTexture, TangentTexture,
      MeshCenterLocal.xyz, ForwardAxisLocal.xyz, StretchScale, PreserveVolume, SizeScale, StretchBias, MeshHalfLength,
      SettleWindow, EndExtrapolation, 1.0, 1.0, 0.5);
  gl_Position = vec4(0.0);
}
GLSL
  } > "$tmp/wrap$mode.vert"
  glslangValidator -V "$tmp/wrap$mode.vert" -o "$tmp/wrap$mode.spv" >/dev/null
done
# The velocity deformer, in the same shader as the spline deformer (the shared helpers are guarded).
normal_arg=""
if grep -q "vec3 VelocityPlaneNormalLocal" "$pkg/src/glsl/velocityStretch.glsl"; then normal_arg=", vec3(0.0, 1.0, 0.0)"; fi
{
  printf '#version 450\n'
  bash "$root/scripts/glsl-includes.sh" "$pkg/src/glsl/splineDeform.glsl"
  bash "$root/scripts/glsl-includes.sh" "$pkg/src/glsl/velocityStretch.glsl"
  cat <<GLSL
layout(set = 0, binding = 0) uniform Inputs { vec4 Pivot; vec4 Axis; float Stretch; float Perp; };
layout(location = 0) in vec3 LocalPosition;
layout(location = 0) out vec3 Offset;
void main() {
  Offset = stretchyVelocityStretch(LocalPosition, Pivot.xyz, Axis.xyz, Stretch, Perp$normal_arg);
  gl_Position = vec4(0.0);
}
GLSL
} > "$tmp/velocity.vert"
glslangValidator -V "$tmp/velocity.vert" -o "$tmp/velocity.spv" >/dev/null
echo "threejs.sh: splineDeform.glsl (modes 0, 1, 2; section 10 off and on) and velocityStretch.glsl compile to SPIR-V (GLSL 450)"

cd "$lib"
echo "threejs.sh: npm ci in threejs/stretchy-three"
npm ci --no-audit --no-fund --loglevel=error
npm run lint --silent
# The lint's planted fault: an unused variable must fail it.
if printf 'export const a = 1;\nconst unused = 2;\n' | npx eslint --max-warnings 0 --stdin --stdin-filename src/planted.ts >/dev/null 2>&1; then
  echo "threejs.sh: eslint passed an unused variable" >&2; exit 1
fi
npx tsc --noEmit
npx vitest run
# Its planted fault: without golden files the golden test must fail, never skip.
mkdir -p "$tmp/no-golden"
if STRETCHY_GOLDEN="$tmp/no-golden" npx vitest run test/golden.test.ts >/dev/null 2>&1; then
  echo "threejs.sh: golden.test.ts passed with no golden files" >&2; exit 1
fi
npm run test:browser --silent
if [ -n "${THREEJS_E2E_OUT:-}" ]; then mkdir -p "$THREEJS_E2E_OUT" && cp -r e2e-out/. "$THREEJS_E2E_OUT/"; fi

# identical PKG LIB: PKG holds exactly LIB's files (in a git work tree those git sees, less LIB's .gitignore, which the generator does
# not write), byte for byte. A tracked file deleted from LIB, an untracked one added, or any edit makes them differ.
identical() {
  local a b f
  a="$(cd "$1" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)"
  if git -C "$2" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    b="$(cd "$2" && git ls-files --cached --others --exclude-standard | grep -vx '\.gitignore' | LC_ALL=C sort)"
  else
    b="$(cd "$2" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)"
  fi
  [ "$a" = "$b" ] || return 1
  while IFS= read -r f; do cmp -s "$1/$f" "$2/$f" || return 1; done <<<"$a"
}
# Its planted faults: an edited byte and an extra file must each make a copy of the package differ.
some="$(cd "$pkg" && find . -type f -name '*.ts' | LC_ALL=C sort | head -1)"
cp -r "$pkg" "$tmp/edited" && printf ' ' >>"$tmp/edited/$some"
cp -r "$pkg" "$tmp/extra" && printf 'x\n' >"$tmp/extra/src/extra.ts"
if identical "$tmp/edited" "$pkg" || identical "$tmp/extra" "$pkg" || ! identical "$pkg" "$pkg"; then
  echo "threejs.sh: the package comparison missed a planted difference" >&2; exit 1
fi
rm -rf "$tmp/edited" "$tmp/extra"

cd "$pkg"
if identical "$pkg" "$lib"; then
  # The default spec's package is the committed one (--check above): the install and type check just done in
  # threejs/stretchy-three hold for it as they are, so it packs with those node_modules.
  echo "threejs.sh: the generated $(basename "$pkg") is threejs/stretchy-three file for file: its npm ci and tsc hold"
  ln -s "$lib/node_modules" node_modules
else
  echo "threejs.sh: npm ci in the generated $(basename "$pkg")"
  npm ci --no-audit --no-fund --loglevel=error
  npx tsc --noEmit
fi
npm run test:pack --silent   # npm pack, installed into a fresh app, imported, typechecked, bundled
