#!/usr/bin/env bash
# The three.js GLSL's cost of math spec section 10 (closed loop, roll, stretch mask): the package's
# src/glsl/splineDeform.glsl compiled as a vertex shader that calls stretchySplineDeformWithJacobian (the offset,
# normal and tangent of one vertex, what SplineDeform's patch calls; one signature, section 10's inputs among the
# contract's), glslangValidator to SPIR-V, spirv-opt -O,
# then its instructions and image reads counted, per orientation mode and normals mode: the commit's text before
# section 10 (git: the parent of the commit that added it), today's text without a feature, each feature alone and
# all three. The feature inputs are uniforms and a vertex attribute (run time, as SplineDeform sets them), so the
# compiler folds nothing away. Writes docs/benchmarks/threejs-features.md. A benchmark, never a test.
# Usage: bash scripts/bench-threejs-features.sh
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
glsl="$root/threejs/stretchy-three/src/glsl/splineDeform.glsl"
out_md="$root/docs/benchmarks/threejs-features.md"
for tool in glslangValidator spirv-opt spirv-dis; do
  command -v "$tool" >/dev/null || { echo "bench-threejs-features: $tool is needed (scripts/apt-packages.txt: glslang-tools, spirv-tools)" >&2; exit 3; }
done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The text before section 10: the GLSL at the parent of the first commit whose GLSL defines STRETCHY_CLOSED_LOOP.
added="$(git -C "$root" log --format=%h -S STRETCHY_CLOSED_LOOP --reverse -- threejs/stretchy-three/src/glsl/splineDeform.glsl | head -1)"
[ -n "$added" ] || { echo "bench-threejs-features: no commit adds STRETCHY_CLOSED_LOOP to the GLSL" >&2; exit 3; }
git -C "$root" show "$added^:threejs/stretchy-three/src/glsl/splineDeform.glsl" > "$work/before.glsl"

args='x, Progress, 900.0, 64.0, P, T, vec3(0.0), vec3(0.0, 0.0, 1.0), StretchScale, 1.0, SizeScale, 0.2, 1.0, 0.05, 1.0'
# count FILE DEFINES CALL -> "instructions image-reads"
count() {
  {
    echo '#version 450'
    printf '%b\n' "$2"
    bash "$root/scripts/glsl-includes.sh" "$1"
    echo 'layout(binding = 0) uniform sampler2D P; layout(binding = 1) uniform sampler2D T;'
    echo 'layout(binding = 2) uniform U { float Progress; float StretchScale; float SizeScale; float ClosedLoop; float BakedRoll; };'
    echo 'layout(location = 0) in vec3 x; layout(location = 1) in vec3 n; layout(location = 2) in float StretchMask;'
    echo 'layout(location = 0) out vec3 offset; layout(location = 1) out vec3 normal;'
    echo "void main() { mat3 J; offset = $3; normal = stretchyDeformNormal(J, n); gl_Position = vec4(offset, 1.0); }"
  } > "$work/c.vert"
  timeout 120 glslangValidator -V "$work/c.vert" -o "$work/c.spv" >/dev/null
  timeout 120 spirv-opt -O "$work/c.spv" -o "$work/o.spv"
  timeout 120 spirv-dis --no-header "$work/o.spv" > "$work/o.txt"
  local n reads
  n="$(grep -cE '^ *(%[A-Za-z0-9_]+ = )?Op' "$work/o.txt" || true)"
  reads="$(grep -cE 'OpImage(Fetch|SampleExplicitLod|SampleImplicitLod)' "$work/o.txt" || true)"
  echo "$n $reads"
}
# Before section 10 the function had the 1.2 contract's inputs; today it takes section 10's three after them, fed as
# SplineDeform feeds them: the two flags from uniforms, the mask from the attribute or, with its switch off, 1.0.
before="stretchySplineDeformWithJacobian($args, J)"
plain="stretchySplineDeformWithJacobian($args, ClosedLoop, BakedRoll, 1.0, J)"
feat="stretchySplineDeformWithJacobian($args, ClosedLoop, BakedRoll, StretchMask, J)"
rows=()
for mode in 0 1 2; do
  for normals in 2 1; do
    d="#define STRETCHY_ORIENTATION $mode\n#define STRETCHY_NORMALS $normals"
    read -r b_n b_r <<< "$(count "$work/before.glsl" "$d" "$before")"
    read -r o_n o_r <<< "$(count "$glsl" "$d" "$plain")"
    read -r l_n _ <<< "$(count "$glsl" "$d\n#define STRETCHY_CLOSED_LOOP 1" "$feat")"
    read -r r_n _ <<< "$(count "$glsl" "$d\n#define STRETCHY_ROLL 1" "$feat")"
    read -r m_n _ <<< "$(count "$glsl" "$d\n#define STRETCHY_STRETCH_MASK 1" "$feat")"
    read -r a_n a_r <<< "$(count "$glsl" "$d\n#define STRETCHY_CLOSED_LOOP 1\n#define STRETCHY_ROLL 1\n#define STRETCHY_STRETCH_MASK 1" "$feat")"
    rows+=("$mode $normals $b_n $b_r $o_n $o_r $l_n $r_n $m_n $a_n $a_r")
  done
done

{
  echo "Written by \`scripts/bench-threejs-features.sh\` on $(date -u '+%Y-%m-%d %H:%M') UTC, commit $(git -C "$root" rev-parse --short HEAD); $(glslangValidator --version 2>/dev/null | head -1 | sed 's/^Glslang Version: //'), spirv-opt -O. Do not edit: rerun the script."
  echo
  echo "# three.js GLSL: the cost of math spec section 10"
  echo
  echo "SPIR-V instructions (after \`spirv-opt -O\`) of a vertex shader computing one vertex's offset and deformed normal with"
  echo "\`stretchySplineDeformWithJacobian\` (what \`SplineDeform\` compiles), and its image reads. *before*: the GLSL at the parent of"
  echo "commit $added (before section 10); *no feature*: today's GLSL as a material without section 10 compiles it; then each"
  echo "feature's switch alone and all three (the same function: one signature since section 10's inputs joined the contract;"
  echo "ClosedLoop and BakedRoll from uniforms, StretchMask from an attribute, or 1.0 where its switch is off)."
  echo "Mode B carries the roll in its quaternions: its roll switch compiles nothing."
  echo
  echo "| mode | normals | before | no feature | closed loop | roll | stretch mask | all three | image reads (before / all three) |"
  echo "|---|---|---|---|---|---|---|---|---|"
  for r in "${rows[@]}"; do
    read -r mode normals b_n b_r o_n o_r l_n r_n m_n a_n a_r <<< "$r"
    name=$(case $mode in 0) echo "A parallel-transport";; 1) echo "B rotation-minimizing";; 2) echo "C article";; esac)
    nw=$(case $normals in 2) echo exact;; 1) echo rotate;; esac)
    echo "| $name | $nw | $b_n | $o_n | $l_n | $r_n | $m_n | $a_n | $b_r / $a_r |"
  done
  echo
  same=yes
  larger=no
  for r in "${rows[@]}"; do
    read -r _ _ b_n b_r o_n o_r _ <<< "$r"
    [ "$b_n" = "$o_n" ] && [ "$b_r" = "$o_r" ] || same=no
    [ "$o_n" -le "$b_n" ] && [ "$o_r" -le "$b_r" ] || larger=yes
  done
  if [ "$same" = yes ]; then
    echo "Without a feature the shader is the same size as before section 10 in every mode (the switches compile it out)."
  elif [ "$larger" = no ]; then
    echo "Without a feature the shader is no larger than before section 10 in any mode, with no more image reads (the switches"
    echo "compile section 10 out; it is smaller where later work on the shader made it so: math spec section 8.8)."
  else
    echo "Without a feature the shader is larger than before section 10 in some mode: see the table."
  fi
  echo
} > "$out_md.tmp"
mv "$out_md.tmp" "$out_md"
cat "$out_md"
