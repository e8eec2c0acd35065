// Benchmark, not a test: frame time of the 10,000-traveller InstancedSplineTravel scene on WebGPURenderer's WebGPU
// backend (TSL) and on WebGLRenderer (GLSL), interleaved in one headless Chromium run (SwiftShader for both: the GPU
// is this machine's CPU); fails if WebGPURenderer fell back to WebGL2. Writes e2e-out/bench-webgpu-instanced.json.
// Usage: node e2e/bench-webgpu-instanced.mjs [COUNT ROUNDS]
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_FLAGS, WEBGPU_FLAGS } from './chromium.mjs';
import { here, launchWith, serve } from './harness.mjs';

const [count = 10000, rounds = 15] = process.argv.slice(2).map(Number);
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const server = await serve();
const { context, close } = await launchWith(WEBGPU_FLAGS);
const figures = { count, rounds, flags: [...BASE_FLAGS, ...WEBGPU_FLAGS] };
try {
  const page = await context.newPage();
  await page.goto(`${server.base}/bench-webgpu-instanced.html`);
  await page.waitForFunction(() => window.stretchyWebgpuBench !== undefined);
  figures.info = await page.evaluate((n) => window.stretchyWebgpuBench.setup(n), count);
  console.log(`WebGPURenderer backend: ${figures.info.backend}; WebGL: ${figures.info.webglRenderer}`);
  if (figures.info.backend !== 'WebGPU') throw new Error(`WebGPURenderer fell back to ${figures.info.backend}: no WebGPU figure`);
  await page.evaluate(() => window.stretchyWebgpuBench.interleaved(3)); // warm-up: shaders compiled, buffers uploaded
  const run = await page.evaluate((r) => window.stretchyWebgpuBench.interleaved(r), rounds);
  figures.sides = {};
  for (const [name, t] of Object.entries(run)) {
    figures.sides[name] = { medianFrameMs: median(t.frame), medianUpdateMs: median(t.update), minFrameMs: Math.min(...t.frame), drawCalls: t.drawCalls };
    console.log(`${name}: median frame ${median(t.frame).toFixed(1)} ms (min ${Math.min(...t.frame).toFixed(1)}), CPU update ${median(t.update).toFixed(1)} ms, ${t.drawCalls} draw call(s)`);
  }
  figures.ratio = figures.sides.webgpu.medianFrameMs / figures.sides.webgl.medianFrameMs;
  figures.ratioNormalsOff = figures.sides['webgpu-normals-off'].medianFrameMs / figures.sides.webgl.medianFrameMs;
  console.log(`WebGPU / WebGL frame time: ${figures.ratio.toFixed(2)}x; normals off on WebGPU ${figures.ratioNormalsOff.toFixed(2)}x`);
} finally {
  await close();
  server.close();
}
mkdirSync(join(here, 'e2e-out'), { recursive: true });
writeFileSync(join(here, 'e2e-out', 'bench-webgpu-instanced.json'), JSON.stringify(figures, null, 2) + '\n');
