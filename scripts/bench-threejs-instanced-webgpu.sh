#!/usr/bin/env bash
# The 10,000-traveller InstancedSplineTravel scene on WebGPURenderer's WebGPU backend (the TSL atlas) against
# WebGLRenderer (the GLSL atlas), frames interleaved in one headless Chromium run (SwiftShader for both: the GPU is
# this machine's CPU; threejs/stretchy-three/e2e/bench-webgpu-instanced.mjs). Writes
# docs/benchmarks/threejs-instanced-webgpu.md with date, machine and load. Not a test.
# Usage: bash scripts/bench-threejs-instanced-webgpu.sh [ROUNDS]   (frames per renderer; default 15)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_md="$root/docs/benchmarks/threejs-instanced-webgpu.md"
rounds="${1:-15}"
count=10000
. "$root/scripts/bench.d/threejs-chromium.sh"
threejs_bench e2e/bench-webgpu-instanced.mjs "$count" "$rounds"

OUT_MD="$out_md" node --input-type=module -e '
import { readFileSync, writeFileSync, renameSync } from "node:fs";
const e = process.env;
const f = JSON.parse(readFileSync("e2e-out/bench-webgpu-instanced.json", "utf8"));
const ms = (x) => x.toFixed(1);
const row = (name, s) => `| ${name} | ${ms(s.medianFrameMs)} | ${ms(s.minFrameMs)} | ${s.medianUpdateMs.toFixed(2)} | ${s.drawCalls} |`;
const lines = [
  `Written by \`scripts/bench-threejs-instanced-webgpu.sh\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${e.COMMIT}; ${e.CPUS} CPUs (${e.CPU_MODEL}); load average ${e.LOAD_BEFORE} before, ${e.LOAD_AFTER} after. Do not edit: rerun the script.`,
  "",
  "# Instanced travel on WebGPU against WebGL",
  "",
  `${f.count.toLocaleString("en")} coins on 16 curves, one \`InstancedSplineTravel\` each side, velocity squash on, three ${e.THREE}, 960 x 540 render target;`
    + ` one headless Chromium run (\`${f.flags.join(" ")}\`): WebGPURenderer on its ${f.info.backend} backend (TSL atlas, \`MeshLambertNodeMaterial\`)`
    + ` and WebGLRenderer through ${f.info.webglRenderer} (GLSL atlas, \`MeshLambertMaterial\`). SwiftShader runs both on this machine\u2019s CPU.`,
  `Frame: the CPU update, the render and a 1-pixel read back (awaited on WebGPU), median of ${f.rounds} frames, the two renderers interleaved.`,
  "",
  "| renderer | frame ms (median) | frame ms (min) | of it update ms | draw calls |",
  "|---|---|---|---|---|",
  row("WebGLRenderer (GLSL)", f.sides.webgl),
  row(`WebGPURenderer, ${f.info.backend} (TSL), normals exact`, f.sides.webgpu),
  row(`WebGPURenderer, ${f.info.backend} (TSL), \`normals: \x27off\x27\``, f.sides["webgpu-normals-off"]),
  "",
  `WebGPU / WebGL frame time: ${f.ratio.toFixed(2)}x with deformed normals (the TSL atlas\u2019s default), ${f.ratioNormalsOff.toFixed(2)}x with`,
  "`normals: \x27off\x27`, the same work as the GLSL atlas (which keeps the rest normal). One run on a software rasteriser: the ratios",
  "say how the two paths compare here, not on a GPU.",
  "",
];
writeFileSync(e.OUT_MD + ".tmp", lines.join("\n"));
renameSync(e.OUT_MD + ".tmp", e.OUT_MD);
'
cat "$out_md"
