// Benchmark, not a test: InstancedSplineTravel against three.js's own CurveModifier (Flow, InstancedFlow, from the
// pinned three) in one headless Chromium run, at 1 mesh, 1,000 and 10,000 instances: set-up, frame time (update +
// render + a 1-pixel readPixels, interleaved frame by frame so load hits every variant alike), JS heap the variant
// holds (CDP Runtime.getHeapUsage after HeapProfiler.collectGarbage, before and after its set-up; its ArrayBuffer
// contents beside it), the bytes it
// uploads (its attributes and float textures) and its draw calls. Writes e2e-out/bench-flow.json and prints it.
// Usage: node e2e/bench-flow.mjs [ROUNDS] (after vite build; scripts/bench-threejs-instanced.sh runs both).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { here, launchWithWebgl, serve } from './harness.mjs';

const [rounds = 15] = process.argv.slice(2).map(Number);
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** What is compared at each count: 1 mesh also has Flow (one mesh, no instancing) and one SplineDeform. */
const plan = [
  { count: 1, kinds: ['flow', 'individual', 'instancedflow', 'instanced', 'instanced-no-squash'] },
  { count: 1000, kinds: ['instancedflow', 'instanced', 'instanced-no-squash'] },
  { count: 10000, kinds: ['instancedflow', 'instanced', 'instanced-no-squash'] },
];
const server = await serve();
const { context, close } = await launchWithWebgl(server.base, { probePage: 'bench-instanced.html' });
const figures = { rounds, three: null, rows: [] };
try {
  const page = await context.newPage();
  await page.goto(`${server.base}/bench-instanced.html`);
  await page.waitForFunction(() => window.stretchyBench !== undefined);
  figures.info = await page.evaluate(() => window.stretchyBench.info());
  const cdp = await context.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const u = await cdp.send('Runtime.getHeapUsage');
    // backingStorageSize: the ArrayBuffer contents (typed arrays), outside the JS heap; 0 where Chromium lacks it.
    return { used: u.usedSize, backing: u.backingStorageSize ?? 0 };
  };
  for (const { count, kinds } of plan) {
    const row = { count, variants: {} };
    for (const kind of kinds) {
      // Each variant's heap alone: the others released first, so the difference is what this one holds.
      await page.evaluate(() => window.stretchyBench.releaseAll());
      const before = await heap();
      const setup = await page.evaluate(([k, n]) => window.stretchyBench.setup(k, n), [kind, count]);
      const after = await heap();
      row.variants[kind] = { setupMs: setup.ms, drawCalls: setup.drawCalls, gpuBytes: setup.gpuBytes, heapBytes: after.used - before.used, backingBytes: after.backing - before.backing };
    }
    // Every variant of this count live at once for the interleaved frames.
    for (const kind of kinds) await page.evaluate(([k, n]) => window.stretchyBench.setup(k, n), [kind, count]);
    await page.evaluate((k) => window.stretchyBench.interleaved(k, 2), kinds); // warm-up
    const run = await page.evaluate(([k, r]) => window.stretchyBench.interleaved(k, r), [kinds, rounds]);
    for (const kind of kinds) {
      row.variants[kind].frameMs = median(run[kind].frame);
      row.variants[kind].updateMs = median(run[kind].update);
    }
    await page.evaluate(() => window.stretchyBench.releaseAll());
    figures.rows.push(row);
    console.log(JSON.stringify(row));
  }
} finally {
  await close();
  server.close();
}
mkdirSync(join(here, 'e2e-out'), { recursive: true });
writeFileSync(join(here, 'e2e-out', 'bench-flow.json'), JSON.stringify(figures, null, 2) + '\n');
