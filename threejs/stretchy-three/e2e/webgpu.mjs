// Browser test of the WebGPURenderer path (demo/webgpuCheck.ts on webgpu-check.html?backend=webgpu, from demo-dist/)
// on a real WebGPU adapter: Chromium's --enable-unsafe-webgpu gives one without a GPU (SwiftShader). The page must
// get the WebGPU backend (printed; a fallback to WebGL2 fails the test). Checks: every golden SplineDeform and
// VelocityStretch case (STRETCHY_GOLDEN) and the golden normals and tangents, computed by the TSL; the TSL against
// the GLSL (glsl-check.html, WebGL2 in the same browser) case by case, offsets and normals; the node-material path
// in pixels (mesh, normals and tangents, shadows). Each has a planted fault that must fail. Figures go to
// e2e-out/webgpu-figures.json. Prints 'N passed, N failed' and exits 1 on any failure.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_FLAGS, WEBGPU_FLAGS, executablePath } from './chromium.mjs';
import { checkGroupCompare } from './groupCompare.mjs';
import { goldenCases, lengthScale, normalsWorst, offsetsWorst } from './golden.mjs';
import { checks, here, launchWith, launchWithWebgl, openPage, serve } from './harness.mjs';

const tally = checks();
const check = tally.check;
const server = await serve();
const { context, close } = await launchWith(WEBGPU_FLAGS);
console.log(`chromium: ${executablePath} ${[...BASE_FLAGS, ...WEBGPU_FLAGS].join(' ')}`);
const outDir = join(here, 'e2e-out');
mkdirSync(outDir, { recursive: true });
const figures = { flags: [...BASE_FLAGS, ...WEBGPU_FLAGS] };
try {
  const errors = [];
  const open = (path, probe) => openPage(context, server.base, path, probe, errors);
  const tsl = await open('webgpu-check.html?backend=webgpu', () => window.stretchyTsl !== undefined);
  const backend = await tsl.evaluate(() => window.stretchyTsl.backend().catch((e) => `none (${e.message})`));
  const adapter = await tsl.evaluate(() => window.stretchyTsl.adapter());
  figures.backend = backend;
  figures.adapter = adapter;
  console.log(`WebGPURenderer backend: ${backend}; adapter: ${JSON.stringify(adapter)}`);
  check('WebGPURenderer runs on its WebGPU backend (no silent fallback to WebGL2)', backend === 'WebGPU', backend);
  if (backend !== 'WebGPU') throw new Error('no WebGPU backend: the other checks would not test WebGPU');
  const glsl = await open('glsl-check.html', () => window.stretchyGlsl !== undefined);
  const webgl = await glsl.evaluate(() => window.stretchyGlsl.renderer());
  check('WebGL2 in the same browser, for the GLSL side', webgl !== 'none', webgl);

  const goldenDir = process.env.STRETCHY_GOLDEN;
  if (!goldenDir || !existsSync(goldenDir)) throw new Error('STRETCHY_GOLDEN is not set or missing: the golden cases cannot run');
  const dims = await glsl.evaluate(() => window.stretchyGlsl.velocityDimensions());
  const { cases, needFeatures } = goldenCases(goldenDir, dims, await glsl.evaluate(() => window.stretchyGlsl.features()));
  for (const g of needFeatures) console.log(`skipped ${g.file}: needs ${g.features.join(', ')} (math spec section 10), not implemented by the package`);
  check('golden SplineDeform and VelocityStretch cases found', cases.some((g) => g.kernel === 'SplineDeform')
    && cases.some((g) => g.kernel === 'VelocityStretch'), `${cases.length} in ${goldenDir}`);

  // TSL against GLSL: both float32 on the GPU, the same formulas in the same order; bounded by 2e-5 of the length
  // scale or the largest |x| (offsets) or 2e-5 (unit normals), as the GLSL against its double-precision TypeScript port.
  const pairScale = (g) => Math.max(lengthScale(g), ...g.vertices.map((x) => Math.hypot(...x)));
  const pairWorst = (a, b, scale) => {
    let worst = 0;
    a.forEach((row, i) => row.forEach((v, k) => { worst = Math.max(worst, Math.abs(v - b[i][k]) / scale); }));
    return worst;
  };
  const PAIR_TOL = 2e-5;
  figures.golden = [];
  let worstOffsets = { ratio: 0, name: '' };
  let worstNormals = { ratio: 0, name: '' };
  let worstPair = { value: 0, name: '' };
  for (const g of cases) {
    const got = await tsl.evaluate((c) => window.stretchyTsl.run(c), g);
    const w = offsetsWorst(g, got);
    check(`TSL (WebGPU) golden ${g.kernel} ${g.name}`, w.ratio <= 1,
      `worst error ${w.err.toExponential(2)} at vertex ${w.at} (${(100 * w.ratio).toFixed(2)}% of tolerance)`);
    const fromGlsl = await glsl.evaluate((c) => window.stretchyGlsl.run(c), g);
    const pair = pairWorst(got, fromGlsl, pairScale(g));
    const entry = { kernel: g.kernel, name: g.name, ratio: w.ratio, tslVsGlsl: pair };
    if (w.ratio > worstOffsets.ratio) worstOffsets = { ratio: w.ratio, name: g.name };
    if (pair > worstPair.value) worstPair = { value: pair, name: g.name };
    if (g.normals) {
      const n = await tsl.evaluate((c) => window.stretchyTsl.run(c, true), g);
      const wn = normalsWorst(g, n);
      check(`TSL (WebGPU) golden normals and tangents ${g.kernel} ${g.name} (${g.normals.mode ?? 'exact'})`,
        wn.err <= g.normals.tolerance.abs, `worst error ${wn.err.toExponential(2)} at vertex ${wn.at} (tolerance ${g.normals.tolerance.abs})`);
      const nGlsl = await glsl.evaluate((c) => window.stretchyGlsl.run(c, true), g);
      const pn = pairWorst(n, nGlsl, 1);
      entry.normalsRatio = wn.err / g.normals.tolerance.abs;
      entry.normalsTslVsGlsl = pn;
      if (entry.normalsRatio > worstNormals.ratio) worstNormals = { ratio: entry.normalsRatio, name: g.name };
      if (pn > worstPair.value) worstPair = { value: pn, name: `${g.name} (normals)` };
      check(`TSL = GLSL, ${g.name}: offsets and normals, vertex by vertex`, pair <= PAIR_TOL && pn <= PAIR_TOL,
        `offsets ${pair.toExponential(2)} of the length scale, normals ${pn.toExponential(2)} (bound ${PAIR_TOL})`);
    } else {
      check(`TSL = GLSL, ${g.name}: offsets, vertex by vertex`, pair <= PAIR_TOL,
        `${pair.toExponential(2)} of the length scale (bound ${PAIR_TOL})`);
    }
    figures.golden.push(entry);
  }
  figures.worstOffsets = worstOffsets;
  figures.worstNormals = worstNormals;
  figures.worstTslVsGlsl = worstPair;
  const withNormals = cases.filter((g) => g.normals);
  check('golden cases with normals found', withNormals.length > 10, `${withNormals.length} of ${cases.length}`);
  console.log(`golden on WebGPU: offsets worst ${(100 * worstOffsets.ratio).toFixed(2)}% of tolerance (${worstOffsets.name}), `
    + `normals worst ${(100 * worstNormals.ratio).toFixed(2)}% (${worstNormals.name}), TSL vs GLSL worst ${worstPair.value.toExponential(2)} (${worstPair.name})`);

  // Planted faults: Progress moved by 0.05 (offsets); an exact-mode case run in rotate mode (normals), against the
  // golden vectors and against the GLSL.
  const probe = cases.find((g) => g.name === 's-curve-parallel-transport');
  check('planted-fault probe case found', probe !== undefined, 's-curve-parallel-transport');
  const moved = { ...probe, inputs: { ...probe.inputs, Progress: probe.inputs.Progress + 0.05 } };
  const movedGot = await tsl.evaluate((c) => window.stretchyTsl.run(c), moved);
  check('planted fault (Progress + 0.05) fails the golden comparison', offsetsWorst(probe, movedGot).ratio > 1,
    `${(100 * offsetsWorst(probe, movedGot).ratio).toFixed(0)}% of tolerance`);
  const probeGlsl = await glsl.evaluate((c) => window.stretchyGlsl.run(c), probe);
  check('planted fault (Progress + 0.05) fails the TSL = GLSL comparison', pairWorst(movedGot, probeGlsl, pairScale(probe)) > PAIR_TOL);
  const asRotate = { ...probe, normals: { ...probe.normals, mode: 'rotate' } };
  const rotated = await tsl.evaluate((c) => window.stretchyTsl.run(c, true), asRotate);
  check('planted fault (exact case in rotate mode) fails the golden normals', normalsWorst(probe, rotated).err > probe.normals.tolerance.abs,
    `worst error ${normalsWorst(probe, rotated).err.toExponential(2)}`);
  const exactGlsl = await glsl.evaluate((c) => window.stretchyGlsl.run(c, true), probe);
  check('planted fault (exact case in rotate mode) fails the TSL = GLSL normals', pairWorst(rotated, exactGlsl, 1) > PAIR_TOL);

  // The node-material path end to end: a MeshStandardNodeMaterial sphere moved along its curve by SplineDeform.
  const mc = await tsl.evaluate(() => window.stretchyTsl.meshCheck());
  figures.mesh = mc;
  const c = mc.centroids;
  check('WebGPU: the undeformed sphere is drawn at its place (x = 3)', c.none !== null && Math.abs(c.none - 3) < 0.2, `x ${c.none}`);
  check('WebGPU: SplineDeform at Progress 0 draws it at the curve start (x = -3, stretched forward)',
    c['progress 0'] !== null && c['progress 0'] < -1.5, `x ${c['progress 0']}`);
  check('WebGPU: at Progress 0.5 it is mid-curve', c['progress 0.5'] !== null && Math.abs(c['progress 0.5']) < 0.5, `x ${c['progress 0.5']}`);
  check('WebGPU: at Progress 1 it rests at its place', c['progress 1'] !== null && Math.abs(c['progress 1'] - 3) < 0.2, `x ${c['progress 1']}`);
  check('WebGPU: the user\'s node material is untouched and comes back on dispose()', mc.ownMaterialUntouched && mc.restored);

  // Normals and tangents in pixels (the view-space vector as colour) against the expected ones; the planted fault,
  // normals 'off' (the rest normal and tangent), must fail.
  const ANGLE_TOL = 3; // degrees: 8-bit colours and interpolation across facets (as e2e/browser.mjs)
  figures.normalsPixels = [];
  for (const what of ['normal', 'tangent']) {
    const exact = await tsl.evaluate(([w, m]) => window.stretchyTsl.normalsCheck(w, m), [what, 'exact']);
    const rotate = await tsl.evaluate(([w, m]) => window.stretchyTsl.normalsCheck(w, m), [what, 'rotate']);
    const off = await tsl.evaluate(([w, m]) => window.stretchyTsl.normalsCheck(w, m), [what, 'off']);
    check(`WebGPU pixels: ${exact.name}: as expected`, exact.litPixels > 500 && exact.worst <= ANGLE_TOL,
      `worst ${exact.worst.toFixed(2)} deg over ${exact.angles.length} points (tolerance ${ANGLE_TOL}), ${exact.litPixels} lit pixels`);
    check(`WebGPU pixels: ${off.name}: planted fault (the rest ${what}) is caught`, off.worst > ANGLE_TOL, `worst ${off.worst.toFixed(2)} deg`);
    figures.normalsPixels.push({ what, exact: exact.worst, rotate: rotate.worst, off: off.worst, unit: 'deg' });
  }

  // Shadows (the depth pass of a directional light, the distance pass of a point light) follow the deformers.
  const SHADOW_PX = 3; // shadow-map texels, rasterisation and bias at the edges (as e2e/browser.mjs)
  const boxError = (m, e) => (m ? Math.max(Math.abs(m.minX - e.minX), Math.abs(m.maxX - e.maxX), Math.abs(m.minZ - e.minZ), Math.abs(m.maxZ - e.maxZ)) : Infinity);
  const fmt = (b) => (b ? `x ${b.minX.toFixed(1)}..${b.maxX.toFixed(1)} z ${b.minZ.toFixed(1)}..${b.maxZ.toFixed(1)}` : 'none');
  figures.shadows = [];
  for (const light of ['directional', 'point']) {
    for (const caster of ['velocity', 'spline']) {
      const on = await tsl.evaluate(([l, c]) => window.stretchyTsl.shadowCheck(l, c, false), [light, caster]);
      const fault = await tsl.evaluate(([l, c]) => window.stretchyTsl.shadowCheck(l, c, true), [light, caster]);
      check(`WebGPU shadows: ${on.name}: shadow box = projected deformed mesh`, boxError(on.measured, on.expected) <= SHADOW_PX,
        `measured ${fmt(on.measured)}, expected ${fmt(on.expected)}, rest ${fmt(on.rest)}`);
      check(`WebGPU shadows: ${fault.name} is caught`, boxError(fault.measured, fault.expected) > SHADOW_PX,
        `measured ${fmt(fault.measured)}, expected ${fmt(fault.expected)}`);
      figures.shadows.push({ light, caster, boxError: boxError(on.measured, on.expected), faultBoxError: boxError(fault.measured, fault.expected) });
    }
  }

  // Groups (issue 23): node materials under a deformed root, each part deformed in the root's space.
  figures.groups = await checkGroupCompare(check, 'WebGPU node materials: ',
    (kind, fault) => tsl.evaluate(([k, f]) => window.stretchyTsl.groupCheck(k, f), [kind, fault]));

  // One evaluation per vertex (issue 21): the texture reads of the vertex shader, every orientation, normals exact.
  figures.vertexReads = [];
  for (const orientation of ['parallel-transport', 'rotation-minimizing', 'article']) {
    const reads = await tsl.evaluate((o) => window.stretchyTsl.vertexReads(o, 'exact'), orientation);
    check(`WebGPU vertex shader, ${orientation}, normals exact: at most 4 texture reads on every vertex`, reads.everyVertex <= 4,
      `${reads.everyVertex} on every vertex, ${reads.total} in all (the rest in branches)`);
    figures.vertexReads.push({ orientation, normals: 'exact', ...reads });
  }
  const threeTimes = await tsl.evaluate(() => window.stretchyTsl.vertexReads('parallel-transport', 'exact', true));
  check('planted fault (offset, normal and tangent from three evaluations) exceeds 4 reads', threeTimes.everyVertex > 4,
    `${threeTimes.everyVertex} on every vertex`);

  check('no page errors and no TSL warnings', errors.length === 0, errors.join('; '));
  // The README's example as it is, on WebGPURenderer's WebGL2 backend (a browser without WebGPU): in headless
  // Chromium here a WebGPU canvas does not present ('Instance dropped in popErrorScope', even for a scene without a
  // deformer), so the example's pixels are read where its canvas works; the WebGPU checks above draw into targets.
  const plain = await launchWithWebgl(server.base);
  try {
    const example = await plain.context.newPage();
    const exampleErrors = [];
    example.on('pageerror', (e) => exampleErrors.push(String(e)));
    await example.goto(`${server.base}/webgpu-example.html`);
    await example.waitForFunction(() => document.querySelector('canvas') !== null);
    // The green (bar) pixels of the canvas and their centroid's column; read right after a frame is drawn.
    const countGreen = () => {
      const src = document.querySelector('canvas');
      const c = document.createElement('canvas');
      c.width = src.width;
      c.height = src.height;
      const g = c.getContext('2d');
      g.drawImage(src, 0, 0);
      const d = g.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      let sx = 0;
      for (let i = 0; i < d.length; i += 4) {
        if (d[i + 1] > 60 && d[i + 1] > 1.5 * d[i] && d[i + 1] > 1.5 * d[i + 2]) {
          n++;
          sx += (i / 4) % c.width;
        }
      }
      return { n, x: n ? sx / n : null, webgl2: src.getContext('webgl2') !== null };
    };
    // In an animation frame callback queued after the example's: the canvas then holds the frame just drawn.
    const green = () => new Promise((resolve) => window.requestAnimationFrame(() => resolve(window.countGreen())));
    await example.addScriptTag({ content: `window.countGreen = ${countGreen}; window.greenPixels = ${green}` });
    // Polled from here: Playwright's waitForFunction does not await a predicate's promise (a promise is truthy, so an
    // async predicate "succeeds" at once). Bounded: on a slow machine the bar still moves within two minutes (a 3 s
    // loop). The sample that moved is the one judged: a later one may catch the loop come round near its start.
    const sampleUntil = async (accept) => {
      const deadline = Date.now() + 120_000;
      let g = await example.evaluate(() => window.greenPixels());
      while (!accept(g) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
        g = await example.evaluate(() => window.greenPixels());
      }
      return g;
    };
    const first = await sampleUntil((g) => g.n > 50);
    const second = await sampleUntil((g) => g.n > 50 && Math.abs(g.x - (first.x ?? 0)) > 20);
    figures.example = { first, second };
    check("README's WebGPU example: runs on WebGPURenderer (here its WebGL2 backend) without page errors", first.webgl2 && exampleErrors.length === 0,
      exampleErrors.join('; '));
    check("README's WebGPU example: the bar is drawn and travels its curve", first.n > 50 && second.n > 50 && Math.abs(second.x - first.x) > 20,
      `${first.n} then ${second.n} green pixels, centroid x ${first.x?.toFixed(1)} then ${second.x?.toFixed(1)}`);

    // The demo's renderer switch: ?renderer=webgpu draws the showcase with WebGPURenderer and a node material on
    // the bar (here on its WebGL2 backend, as the example); the bar is drawn where SplineDeform puts it.
    const demo = await plain.context.newPage();
    const demoErrors = [];
    demo.on('pageerror', (e) => demoErrors.push(String(e)));
    await demo.goto(`${server.base}/index.html?renderer=webgpu&frame=0`);
    await demo.waitForFunction(() => window.stretchyDemo?.ready === true);
    await demo.addScriptTag({ content: `window.countGreen = ${countGreen}` });
    const bars = await demo.evaluate(() => [20, 80].map((f) => { window.stretchyDemo.goto(f); return window.countGreen(); }));
    const demoInfo = await demo.evaluate(() => window.stretchyDemo.info());
    figures.demo = { renderer: demoInfo.renderer, bars };
    check('demo ?renderer=webgpu: draws with WebGPURenderer, no page errors', demoInfo.renderer === 'WebGPURenderer' && demoErrors.length === 0,
      `${demoInfo.renderer}; ${demoErrors.join('; ')}`);
    check('demo ?renderer=webgpu: the bar is drawn and moves along its curve (frames 20 and 80)',
      bars.every((b) => b.n > 100) && Math.abs(bars[1].x - bars[0].x) > 20,
      bars.map((b) => `${b.n} px at x ${b.x?.toFixed(1)}`).join(', then '));
  } finally {
    await plain.close();
  }

} catch (e) {
  check('WebGPU browser test ran to the end', false, e.stack ?? String(e));
} finally {
  writeFileSync(join(outDir, 'webgpu-figures.json'), JSON.stringify(figures, null, 2) + '\n');
  await close();
  server.close();
}
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
