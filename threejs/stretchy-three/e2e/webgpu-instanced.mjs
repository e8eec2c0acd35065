// Browser test of InstancedSplineTravel on WebGPURenderer's node path (demo/webgpuCheck.ts on
// webgpu-check.html?backend=webgpu, from demo-dist/) on a real WebGPU adapter (Chromium's --enable-unsafe-webgpu,
// SwiftShader): the page must get the WebGPU backend (printed; a fallback to WebGL2 fails). Checks: the TSL atlas
// (splineAtlasDeformEvaluation) on every golden atlas file (STRETCHY_GOLDEN), this frame and last, and on every
// section 10 SplineDeform case as a one-row atlas; the TSL atlas against the GLSL atlas (instanced-check.html,
// WebGL2 in the same browser) case by case; a rolled, masked InstancedSplineTravel on a node material in pixels.
// Each has a planted fault that must fail. Prints 'N passed, N failed' and exits 1 on any failure.
import { existsSync } from 'node:fs';
import { BASE_FLAGS, WEBGPU_FLAGS, executablePath } from './chromium.mjs';
import { atlasCases, atlasWorst, goldenCases, normalsWorst, oneRowAtlas } from './golden.mjs';
import { checks, launchWith, openPage, serve } from './harness.mjs';

const tally = checks();
const check = tally.check;
const server = await serve();
const { context, close } = await launchWith(WEBGPU_FLAGS);
console.log(`chromium: ${executablePath} ${[...BASE_FLAGS, ...WEBGPU_FLAGS].join(' ')}`);
try {
  const errors = [];
  const open = (path, probe) => openPage(context, server.base, path, probe, errors, { webgpuErrors: true });
  const tsl = await open('webgpu-check.html?backend=webgpu', () => window.stretchyTsl !== undefined);
  const backend = await tsl.evaluate(() => window.stretchyTsl.backend().catch((e) => `none (${e.message})`));
  console.log(`WebGPURenderer backend: ${backend}; adapter: ${JSON.stringify(await tsl.evaluate(() => window.stretchyTsl.adapter()))}`);
  check('WebGPURenderer runs on its WebGPU backend (no silent fallback to WebGL2)', backend === 'WebGPU', backend);
  if (backend !== 'WebGPU') throw new Error('no WebGPU backend: the other checks would not test WebGPU');
  const glsl = await open('instanced-check.html', () => window.stretchyInstanced !== undefined);

  const goldenDir = process.env.STRETCHY_GOLDEN;
  if (!goldenDir || !existsSync(goldenDir)) throw new Error('STRETCHY_GOLDEN is not set or missing: the golden cases cannot run');
  const { all, cases, needFeatures } = goldenCases(goldenDir, 3, await glsl.evaluate(() => window.stretchyInstanced.features()));
  const atlases = atlasCases(all, needFeatures);
  const oneRow = cases.filter((g) => g.kernel === 'SplineDeform' && (g.features ?? []).length > 0).map((g) => oneRowAtlas(g));
  // One-row cases: the SplineDeform cases with a closed loop, roll or mask.
  check('golden atlas cases and one-row closed-loop, roll or mask cases found', atlases.length > 0 && oneRow.length > 0,
    `${atlases.length} atlas files, ${oneRow.length} one-row cases`);

  // TSL against GLSL: both float32 on the GPU, the same formulas; bounded as e2e/webgpu.mjs bounds the single curve.
  const PAIR_TOL = 2e-5;
  const pairWorst = (a, b, g) => {
    const scale = Math.max(...g.instances.map((f) => Math.max(Math.abs(f[5]), 0.001)), ...g.vertices.map((x) => Math.hypot(...x)));
    let worst = 0;
    a.forEach((row, i) => row.forEach((v, k) => { worst = Math.max(worst, Math.abs(v - b[i][k]) / scale); }));
    return worst;
  };
  let worstGolden = { ratio: 0, name: '' };
  let worstPair = { value: 0, name: '' };
  const swappedMissed = [];
  for (const g of [...atlases, ...oneRow]) {
    for (const previous of [false, true]) {
      const got = await tsl.evaluate(([c, p]) => window.stretchyTsl.runAtlas(c, p), [g, previous]);
      const ratio = atlasWorst(g, got, previous ? g.expectedPrev : g.expected);
      const label = `${g.name}${previous ? ' (previous frame)' : ''}`;
      if (!(ratio <= 1)) check(`TSL atlas (WebGPU) golden ${label}`, false, `${(100 * ratio).toFixed(1)}% of tolerance`);
      if (!(ratio <= worstGolden.ratio)) worstGolden = { ratio, name: label };
      const fromGlsl = await glsl.evaluate(([c, p]) => window.stretchyInstanced.goldenAtlas(c, p), [g, previous]);
      const pair = pairWorst(got, fromGlsl, g);
      if (!(pair <= PAIR_TOL)) check(`TSL atlas = GLSL atlas, ${label}`, false, `${pair.toExponential(2)} of the length scale`);
      if (!(pair <= worstPair.value)) worstPair = { value: pair, name: label };
      if (!previous && atlases.includes(g) && atlasWorst(g, got, g.expectedPrev) <= 1) swappedMissed.push(g.name);
    }
  }
  check(`TSL atlas (WebGPU): every golden atlas case and one-row case, this frame and last (${atlases.length + oneRow.length})`,
    worstGolden.ratio <= 1, `worst ${(100 * worstGolden.ratio).toFixed(2)}% of tolerance (${worstGolden.name})`);
  check('TSL atlas = GLSL atlas, case by case, vertex by vertex', worstPair.value <= PAIR_TOL,
    `worst ${worstPair.value.toExponential(2)} of the length scale (${worstPair.name}; bound ${PAIR_TOL})`);
  check('control: each golden atlas case against the other frame\'s expectations fails', swappedMissed.length === 0,
    swappedMissed.length ? `not caught: ${swappedMissed.join(', ')}` : 'all caught');
  const dropped = [];
  for (const g of cases.filter((c) => c.kernel === 'SplineDeform' && (c.features ?? []).length > 0)) {
    const got = await tsl.evaluate((c) => window.stretchyTsl.runAtlas(c, false), oneRowAtlas(g, false));
    if (atlasWorst(oneRowAtlas(g), got, g.expected) <= 1) dropped.push(g.name);
  }
  check(`control: every section 10 one-row case run without its features fails (${oneRow.length})`, dropped.length === 0,
    dropped.length ? `not caught: ${dropped.join(', ')}` : 'all caught');

  // Normals and tangents through the atlas's composed Jacobian: every SplineDeform case with golden normals as a
  // one-row atlas (the identity squash); planted, an exact-mode case run in rotate mode.
  const withNormals = cases.filter((g) => g.kernel === 'SplineDeform' && g.normals);
  let worstN = { ratio: 0, name: '' };
  for (const g of withNormals) {
    const got = await tsl.evaluate((c) => window.stretchyTsl.runAtlas(c, false, true), oneRowAtlas(g));
    const w = normalsWorst(g, got);
    const ratio = w.err / g.normals.tolerance.abs;
    if (!(ratio <= 1)) check(`TSL atlas (WebGPU) golden normals ${g.name}`, false, `worst error ${w.err.toExponential(2)} at vertex ${w.at}`);
    if (!(ratio <= worstN.ratio)) worstN = { ratio, name: g.name };
  }
  check(`TSL atlas (WebGPU): golden normals and tangents of every SplineDeform case with normals, as a one-row atlas (${withNormals.length})`,
    withNormals.length > 10 && worstN.ratio <= 1, `worst ${(100 * worstN.ratio).toFixed(2)}% of tolerance (${worstN.name})`);
  const probe = withNormals.find((g) => g.name === 's-curve-parallel-transport');
  const rotated = await tsl.evaluate((c) => window.stretchyTsl.runAtlas(c, false, true),
    { ...oneRowAtlas(probe), normals: { ...probe.normals, mode: 'rotate' } });
  check('control: an exact-mode case run in rotate mode fails the golden normals', normalsWorst(probe, rotated).err > probe.normals.tolerance.abs,
    `worst error ${normalsWorst(probe, rotated).err.toExponential(2)}`);

  // The node path end to end: the shared travel scene (roll per row, a stretch mask, each traveller turned and
  // scaled) on a MeshStandardNodeMaterial, against the CPU ports' footprint.
  const drawn = await tsl.evaluate(() => window.stretchyTsl.instancedCheck('none'));
  check('WebGPU: InstancedSplineTravel (node material; roll per row, stretch mask, rest rotation and scale) draws its travellers where the CPU ports put them, in one draw call',
    drawn.litPixels > 150 && drawn.inside >= 0.97 && drawn.covered >= 0.9 && drawn.drawCalls === 1,
    `${drawn.litPixels} lit pixels, ${(100 * drawn.inside).toFixed(1)}% within a pixel of the expected footprint, ${(100 * drawn.covered).toFixed(1)}% `
      + `of its inner pixels lit, ${drawn.drawCalls} draw call(s)`);
  for (const control of ['later', 'no-rest']) {
    const c = await tsl.evaluate((k) => window.stretchyTsl.instancedCheck(k), control);
    check(`control: the footprint ${control === 'later' ? 'expected 3% further along the curves' : 'without the rest transforms'} is missed`,
      c.inside < 0.85 || c.covered < 0.85, `${(100 * c.inside).toFixed(1)}% of the lit pixels within it, ${(100 * c.covered).toFixed(1)}% of it lit`);
  }
  check('no page errors, no TSL warnings, no WebGPU validation errors', errors.length === 0, errors.slice(0, 3).join('; '));
} catch (e) {
  check('WebGPU instanced browser test ran to the end', false, e.stack ?? String(e));
} finally {
  await close();
  server.close();
}
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
