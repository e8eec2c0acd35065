#!/usr/bin/env bash
# The three.js deformed raycast's cost per hit (issue 23's Measure): a single bent bar, a two-part group, a skinned
# bar and a morphed box (threejs/stretchy-three/e2e/bench-raycast.mjs in headless Chromium), cached and with an input
# changed before each ray. Writes docs/benchmarks/threejs-raycast.md with date, machine and load. Not a test.
# Usage: bash scripts/bench-threejs-raycast.sh [RAYS]   (rays per subject and case; default 2000)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out_md="$root/docs/benchmarks/threejs-raycast.md"
rays="${1:-2000}"
. "$root/scripts/bench.d/threejs-chromium.sh"
threejs_bench e2e/bench-raycast.mjs "$rays"

OUT_MD="$out_md" node --input-type=module -e '
import { readFileSync, writeFileSync, renameSync } from "node:fs";
const e = process.env;
const f = JSON.parse(readFileSync("e2e-out/bench-raycast.json", "utf8"));
const names = {
  mesh: "one bent bar (`SplineDeform` on a `Mesh`)", group: "a group of two parts (`SplineDeform` on a `Group`)",
  skinned: "a skinned bar (`SkinnedMesh`, 2 bones)", morphed: "a morphed box (1 morph target)",
};
const changed = { mesh: "Progress", group: "Progress", skinned: "a bone turned", morphed: "Progress" };
const lines = [
  `Written by \`scripts/bench-threejs-raycast.sh\` on ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, commit ${e.COMMIT}; ${e.CPUS} CPUs (${e.CPU_MODEL}); load average ${e.LOAD_BEFORE} before, ${e.LOAD_AFTER} after. Do not edit: rerun the script.`,
  "",
  "# Raycasts on the deformed shape: cost per hit",
  "",
  `One headless Chromium run (three ${e.THREE}, WebGL through ${f.renderer}); ${f.rays} rays per subject and case, each hitting the`,
  "drawn shape (`Raycaster.intersectObject(root, true)`), after 20 warm-up rays. Cached: nothing changed since the last ray, so three\u2019s",
  "triangle test runs on the kept deformed positions. Changed: an input moved before every ray (a playing deformer, a posed skeleton),",
  "so each ray first deforms every vertex on the CPU (three\u2019s morphed/skinned position, then the deformer\u2019s port).",
  "",
  "| subject | vertices | cached, \u00b5s per hit | input changed, \u00b5s per hit | what changed |",
  "|---|---|---|---|---|",
];
for (const r of f.rows) {
  lines.push(`| ${names[r.subject]} | ${r.vertices} | ${r.cachedUs.toFixed(1)} | ${r.changedUs.toFixed(1)} | ${changed[r.subject]} |`);
}
lines.push("", "One run: the figures move with the machine and its load.", "");
writeFileSync(e.OUT_MD + ".tmp", lines.join("\n"));
renameSync(e.OUT_MD + ".tmp", e.OUT_MD);
'
cat "$out_md"
