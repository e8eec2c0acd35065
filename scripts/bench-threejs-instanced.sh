#!/usr/bin/env bash
# InstancedSplineTravel against three.js's own CurveModifier (Flow, InstancedFlow, from the pinned three) in one
# headless Chromium run (SwiftShader: the GPU is this machine's CPU): set-up, frame time, JS heap after GC, GPU data
# and draw calls at 1 mesh, 1,000 and 10,000 instances (threejs/stretchy-three/e2e/bench-flow.mjs). Writes
# docs/benchmarks/threejs-instanced.md with date, machine and load. Not a test.
# Usage: bash scripts/bench-threejs-instanced.sh [ROUNDS]   (frames per variant and count; default 15)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
pkg="$root/threejs/stretchy-three"
out_md="$root/docs/benchmarks/threejs-instanced.md"
rounds="${1:-15}"
# shellcheck source=scripts/bench.d/threejs-page.sh
source "$root/scripts/bench.d/threejs-page.sh"
threejs_bench_page "$pkg" e2e/bench-flow.mjs "$rounds"

OUT_MD="$out_md" node --input-type=module -e '
import { readFileSync, writeFileSync, renameSync } from "node:fs";
const e = process.env;
const f = JSON.parse(readFileSync("e2e-out/bench-flow.json", "utf8"));
const names = {
  flow: "`Flow` (one mesh)", individual: "`SplineDeform` (one mesh)", instancedflow: "`InstancedFlow`",
  instanced: "`InstancedSplineTravel`, velocity squash on", "instanced-no-squash": "`InstancedSplineTravel`, `velocity: false`",
};
const kb = (b) => (b / 1000).toFixed(1);
const ms = (x) => x.toFixed(1);
const lines = [
  `Written by \`scripts/bench-threejs-instanced.sh\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${e.COMMIT}; ${e.CPUS} CPUs (${e.CPU_MODEL}); load average ${e.LOAD_BEFORE} before, ${e.LOAD_AFTER} after. Do not edit: rerun the script.`,
  "",
  "# Instanced travel against three.js Flow and InstancedFlow",
  "",
  `One headless Chromium run, WebGL through ${f.info.renderer} (the GPU is this machine\u2019s CPU), ${f.info.width} x ${f.info.height};`
    + ` three ${e.THREE} (\`examples/jsm/modifiers/CurveModifier.js\`); a coin of ${f.info.vertices} vertices on 16 curves.`,
  `Frame: the CPU update, the render and a 1-pixel readPixels, median of ${f.rounds} frames interleaved with the other variants of its count.`,
  "JS heap: CDP `Runtime.getHeapUsage` used size after `HeapProfiler.collectGarbage`, after the set-up minus before it; ArrayBuffer",
  "contents (typed arrays: attributes, textures, the travellers\u2019 state) are outside it, in the next column (its `backingStorageSize`, 0 where",
  "Chromium does not report it). GPU data: the bytes of its vertex, index and instance attributes and float textures. Flow and InstancedFlow",
  "only bend the mesh along the curve (no stretch, size or squash) and are moved by a constant step.",
  "",
  "| instances | variant | set-up ms | frame ms | of it update ms | JS heap kB | ArrayBuffers kB | GPU data kB | draw calls |",
  "|---|---|---|---|---|---|---|---|---|",
];
const ratios = [];
for (const row of f.rows) {
  for (const [kind, v] of Object.entries(row.variants)) {
    lines.push(`| ${row.count.toLocaleString("en")} | ${names[kind]} | ${ms(v.setupMs)} | ${ms(v.frameMs)} | ${v.updateMs.toFixed(2)} | ${kb(v.heapBytes)} | ${kb(v.backingBytes)} | ${kb(v.gpuBytes)} | ${v.drawCalls} |`);
  }
  const a = row.variants.instanced;
  const b = row.variants.instancedflow;
  ratios.push(`| ${row.count.toLocaleString("en")} | ${(a.heapBytes / b.heapBytes).toFixed(2)}x | ${(a.frameMs / b.frameMs).toFixed(2)}x | ${(row.variants["instanced-no-squash"].frameMs / b.frameMs).toFixed(2)}x |`);
}
lines.push("", "`InstancedSplineTravel` (squash on) over `InstancedFlow` (issue 23 asks for heap <= 1.5x and frame <= 1.1x at 10,000):", "",
  "| instances | JS heap | frame | frame, `velocity: false` |", "|---|---|---|---|", ...ratios, "",
  "One run: the figures move with the machine and its load; the ratios come from the same run, interleaved.", "");
writeFileSync(e.OUT_MD + ".tmp", lines.join("\n"));
renameSync(e.OUT_MD + ".tmp", e.OUT_MD);
'
cat "$out_md"
