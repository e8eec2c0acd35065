#!/usr/bin/env bash
# Figures of stretchy-three's WebGPURenderer path (issue 26), written to docs/benchmarks/webgpu.md: the golden cases
# on a WebGPU adapter (worst error as a fraction of tolerance, offsets and normals), the TSL against the GLSL, the
# texture reads of the vertex shader, the pixel checks' worst figures (all from e2e/webgpu.mjs, run here once), and
# the minified + gzipped size of the /webgpu entry (three external). A benchmark: never part of the tests.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
lib="$root/threejs/stretchy-three"
out="$root/docs/benchmarks/webgpu.md"
cd "$lib"
[ -d node_modules ] || npm ci --no-audit --no-fund --loglevel=error
npm run build --silent >/dev/null
npx vite build --logLevel error >/dev/null
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
t0=$(date +%s)
STRETCHY_GOLDEN="${STRETCHY_GOLDEN:-$root/golden}" node e2e/webgpu.mjs > e2e-out/webgpu-bench.log 2>&1 || {
  tail -20 e2e-out/webgpu-bench.log >&2; echo "bench-webgpu.sh: e2e/webgpu.mjs failed" >&2; exit 1; }
t1=$(date +%s)
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
# The /webgpu entry as an app bundles it: dist/webgpu.js and what it imports, three's entries external.
node --input-type=module - "$lib" "$tmp" <<'JS' > "$tmp/size.json"
import { build } from 'vite';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const [lib, tmp] = process.argv.slice(2);
await build({
  root: lib, logLevel: 'silent', configFile: false,
  build: {
    outDir: tmp, emptyOutDir: false, minify: true, write: true,
    lib: { entry: `${lib}/dist/webgpu.js`, formats: ['es'], fileName: () => 'webgpu.min.js' },
    rollupOptions: { external: [/^three(\/.*)?$/] },
  },
});
const min = readFileSync(`${tmp}/webgpu.min.js`);
console.log(JSON.stringify({ min: min.length, gz: gzipSync(min, { level: 9 }).length }));
JS
STRETCHY_BENCH_SECONDS=$((t1 - t0)) STRETCHY_BENCH_LOAD="$load_before -> $load_after" node --input-type=module - \
  e2e-out/webgpu-figures.json "$tmp/size.json" "$out" <<'JS'
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
const [figuresFile, sizeFile, out] = process.argv.slice(2);
const f = JSON.parse(readFileSync(figuresFile, 'utf8'));
const size = JSON.parse(readFileSync(sizeFile, 'utf8'));
const pct = (r) => `${(100 * r).toFixed(2)} %`;
const spline = f.golden.filter((g) => g.kernel === 'SplineDeform');
const velocity = f.golden.filter((g) => g.kernel === 'VelocityStretch');
const worst = (list, key) => list.reduce((w, g) => (g[key] > w[key] ? g : w), list[0]);
const lines = [
  '<!-- Written by scripts/bench-webgpu.sh; do not edit by hand. -->',
  '# stretchy-three on WebGPU: figures',
  '',
  `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'},`
    + ` load average ${process.env.STRETCHY_BENCH_LOAD} (before -> after); e2e/webgpu.mjs took ${process.env.STRETCHY_BENCH_SECONDS} s.`,
  `Backend: WebGPURenderer on ${f.backend}, adapter ${f.adapter?.vendor}/${f.adapter?.architecture} (Chromium flags: ${f.flags.join(' ')}).`,
  '',
  '| figure | value |',
  '|---|---|',
  `| golden SplineDeform cases on WebGPU (${spline.length}): worst offset error, of tolerance | ${pct(worst(spline, 'ratio').ratio)} (${worst(spline, 'ratio').name}) |`,
  `| golden VelocityStretch cases on WebGPU (${velocity.length}): worst offset error, of tolerance | ${pct(worst(velocity, 'ratio').ratio)} (${worst(velocity, 'ratio').name}) |`,
  `| golden normals and tangents on WebGPU (${f.golden.filter((g) => g.normalsRatio !== undefined).length} cases): worst, of tolerance | ${pct(f.worstNormals.ratio)} (${f.worstNormals.name}) |`,
  `| TSL against GLSL, case by case: worst difference (of the length scale; unit normals) | ${f.worstTslVsGlsl.value.toExponential(2)} (${f.worstTslVsGlsl.name}) |`,
  ...f.vertexReads.map((r) => `| texture reads per vertex, ${r.orientation}, normals ${r.normals}: on every vertex / in all | ${r.everyVertex} / ${r.total} |`),
  ...f.normalsPixels.map((n) => `| pixels, bent box ${n.what}s: worst angle exact / rotate / off (planted fault) | ${n.exact.toFixed(2)} / ${n.rotate.toFixed(2)} / ${n.off.toFixed(2)} deg |`),
  ...f.shadows.map((s) => `| shadow box error, ${s.caster}, ${s.light} light: deformed / rest mesh casting (planted fault) | ${s.boxError.toFixed(1)} / ${s.faultBoxError.toFixed(1)} px |`),
  ...Object.entries(f.groups ?? {}).map(([kind, g]) => `| a group of two parts on node materials against its merged twin, ${kind}: pixels differing off the silhouette edges / colour differing (spaces dropped, planted fault) | ${g.same.coverageInterior} / ${g.same.colourDiffer} (${g.fault.coverageInterior} / ${g.fault.colourDiffer}) of ${g.same.mergedPixels} px |`),
  `| \`stretchy-three/webgpu\` bundled (dist/webgpu.js and its imports, three external, Vite minify, gzip -9) | ${size.min} B min / ${size.gz} B gz |`,
  '',
  'The 10,000-traveller scene on WebGPU against WebGL: docs/benchmarks/threejs-instanced-webgpu.md',
  '(scripts/bench-threejs-instanced-webgpu.sh).',
  '',
];
writeFileSync(`${out}.tmp`, lines.join('\n'));
renameSync(`${out}.tmp`, out);
JS
echo "bench-webgpu.sh: wrote ${out#$root/}"
