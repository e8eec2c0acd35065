// Benchmark, not a test: prints frame times in headless Chromium (SwiftShader here, so the GPU is this machine's
// CPU) of COUNT coins travelling 16 curves and squashing, drawn by one InstancedSplineTravel, against a plain
// InstancedMesh of the same coins undeformed (interleaved frame by frame in one run, so the ratio sees the same
// load), and against individual SplineDeform meshes. Usage: npm run bench:instanced [-- COUNT ROUNDS INDIVIDUAL].
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { here, launchWithWebgl, serve } from './harness.mjs';

const [count = 10000, rounds = 30, individualCount = 10000] = process.argv.slice(2).map(Number);
const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const server = await serve();
const { context, close } = await launchWithWebgl(server.base, { probePage: 'bench-instanced.html' });
const figures = { count, rounds };
try {
  const page = await context.newPage();
  await page.goto(`${server.base}/bench-instanced.html`);
  await page.waitForFunction(() => window.stretchyBench !== undefined);
  figures.info = await page.evaluate(() => window.stretchyBench.info());
  console.log(`renderer: ${figures.info.renderer}; ${figures.info.width}x${figures.info.height}; coin ${figures.info.vertices} vertices`);
  figures.setup = {};
  for (const kind of ['plain', 'instanced', 'instanced-no-squash']) {
    figures.setup[kind] = await page.evaluate(([k, n]) => window.stretchyBench.setup(k, n), [kind, count]);
    console.log(`set-up ${kind}: ${figures.setup[kind].ms.toFixed(0)} ms, ${figures.setup[kind].drawCalls} draw call(s), ${figures.setup[kind].triangles} triangles`);
  }
  await page.evaluate(() => window.stretchyBench.interleaved(['plain', 'instanced', 'instanced-no-squash'], 3)); // warm-up
  const run = await page.evaluate(([r]) => window.stretchyBench.interleaved(['plain', 'instanced', 'instanced-no-squash'], r), [rounds]);
  figures.frames = {};
  for (const [name, t] of Object.entries(run)) {
    figures.frames[name] = { medianFrameMs: median(t.frame), medianUpdateMs: median(t.update), minFrameMs: Math.min(...t.frame) };
    console.log(`${name}: median frame ${median(t.frame).toFixed(2)} ms (min ${Math.min(...t.frame).toFixed(2)}), of it the CPU update ${median(t.update).toFixed(2)} ms`);
  }
  const ratio = figures.frames.instanced.medianFrameMs / figures.frames.plain.medianFrameMs;
  figures.ratio = ratio;
  figures.ratioNoSquash = figures.frames['instanced-no-squash'].medianFrameMs / figures.frames.plain.medianFrameMs;
  console.log(`ratio instanced (travel + squash) / plain: ${ratio.toFixed(2)}x (goal <= 1.5x); without the squash ${figures.ratioNoSquash.toFixed(2)}x`);
  await page.evaluate(() => { window.stretchyBench.release('instanced-no-squash'); window.stretchyBench.release('plain'); });

  if (individualCount > 0) {
    // The instanced variant again at the individual count, so both draw the same number of coins.
    if (individualCount !== count) await page.evaluate(([n]) => window.stretchyBench.setup('instanced', n), [individualCount]);
    figures.setup.individual = await page.evaluate(([n]) => window.stretchyBench.setup('individual', n), [individualCount]);
    console.log(`set-up individual (${individualCount} meshes): ${figures.setup.individual.ms.toFixed(0)} ms, ${figures.setup.individual.drawCalls} draw calls`);
    await page.evaluate(() => window.stretchyBench.interleaved(['individual', 'instanced'], 1)); // warm-up
    const ind = await page.evaluate(() => window.stretchyBench.interleaved(['individual', 'instanced'], 5));
    const f = median(ind.individual.frame);
    const g = median(ind.instanced.frame);
    figures.individual = { count: individualCount, medianFrameMs: f, medianUpdateMs: median(ind.individual.update), instancedMedianFrameMs: g };
    console.log(`individual: ${individualCount} SplineDeform meshes, median frame ${f.toFixed(1)} ms (CPU update ${median(ind.individual.update).toFixed(1)} ms);`
      + ` one InstancedSplineTravel of as many coins in the same rounds ${g.toFixed(1)} ms: ratio ${(f / g).toFixed(1)}x`);
  }
} finally {
  await close();
  server.close();
}
mkdirSync(join(here, 'e2e-out'), { recursive: true });
writeFileSync(join(here, 'e2e-out', 'bench-instanced.json'), JSON.stringify(figures, null, 2) + '\n');
