// Browser test of the instanced travel (demo/instancedCheck.ts on instanced-check.html, from demo-dist/): the
// curve-atlas GLSL compiled by WebGL2 and run for many instances in one transform-feedback dispatch, against its
// TypeScript port and against every golden SplineDeform case (STRETCHY_GOLDEN) as a one-row atlas; a real
// InstancedSplineTravel render. Each has a control that must fail (a row read from its neighbour; three's own
// instance bounds, which cull the travellers). Prints 'N passed, N failed' and exits 1 on any failure.
import { existsSync } from 'node:fs';
import { atlasCases, atlasWorst, goldenCases, offsetsWorst } from './golden.mjs';
import { checks, launchWithWebgl, serve } from './harness.mjs';

const tally = checks();
const check = tally.check;
const server = await serve();
const { context, renderer, close } = await launchWithWebgl(server.base, { probePage: 'instanced-check.html' });
console.log(`webgl renderer: ${renderer}`);
try {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${server.base}/instanced-check.html`);
  await page.waitForFunction(() => window.stretchyInstanced !== undefined);

  const self = await page.evaluate(() => window.stretchyInstanced.selfCheck(false));
  const worst = Math.max(...self.map((s) => s.worst / s.scale));
  check(`atlas GLSL = its TypeScript port (3 rows, ${self[0].instances} instances x 48 vertices in one dispatch, 3 modes, squash on)`,
    worst < 2e-5, `worst error ${worst.toExponential(2)} of the length scale`);
  const fault = await page.evaluate(() => window.stretchyInstanced.selfCheck(true));
  const worstFault = Math.min(...fault.map((s) => s.worst / s.scale));
  check('control: the row read from its neighbour is caught', worstFault > 1e-3,
    `smallest worst error ${worstFault.toExponential(2)} of the length scale (must exceed 1e-3)`);
  // Section 10 in the atlas: each row its own roll keys (one row none), a mask per vertex.
  const rolled = await page.evaluate(() => window.stretchyInstanced.selfCheck(false, true));
  const worstRolled = Math.max(...rolled.map((s) => s.worst / s.scale));
  check('atlas GLSL with a roll per row and a stretch mask = its TypeScript port (3 modes)', worstRolled < 2e-5,
    `worst error ${worstRolled.toExponential(2)} of the length scale`);
  const rolledFault = await page.evaluate(() => window.stretchyInstanced.selfCheck(true, true));
  const worstRolledFault = Math.min(...rolledFault.map((s) => s.worst / s.scale));
  check('control: with roll and mask, the row read from its neighbour (its roll too) is caught', worstRolledFault > 1e-3,
    `smallest worst error ${worstRolledFault.toExponential(2)} of the length scale (must exceed 1e-3)`);

  const goldenDir = process.env.STRETCHY_GOLDEN;
  if (goldenDir && existsSync(goldenDir)) {
    const { all, cases: runnable, needFeatures } = goldenCases(goldenDir, 3, await page.evaluate(() => window.stretchyInstanced.features()));
    const cases = runnable.filter((g) => g.kernel === 'SplineDeform');
    for (const g of needFeatures) console.log(`skipped ${g.file}: needs ${g.features.join(', ')} (math spec section 10), not implemented by the package`);
    check('golden SplineDeform cases found', cases.length > 0, `${cases.length} in ${goldenDir}`);
    let worstRatio = 0;
    let worstName = '';
    for (const g of cases) {
      const got = await page.evaluate((c) => window.stretchyInstanced.goldenOneRow(c), g);
      const L = Math.max(g.inputs.SplineLength, 0.001);
      let caseWorst = 0;
      got.forEach((o, i) => {
        const allowed = g.tolerance.abs + g.tolerance.rel * Math.max(Math.hypot(...g.vertices[i]), L);
        for (let k = 0; k < 3; k++) caseWorst = Math.max(caseWorst, Math.abs(o[k] - g.expected[i][k]) / allowed);
      });
      if (!(caseWorst <= 1)) check(`atlas GLSL golden ${g.name} (one-row atlas)`, false, `${(100 * caseWorst).toFixed(1)}% of tolerance`);
      if (!(caseWorst <= worstRatio)) {
        worstRatio = caseWorst;
        worstName = g.name;
      }
    }
    check(`atlas GLSL: every golden SplineDeform case as a one-row atlas with the identity squash (${cases.length})`,
      worstRatio <= 1, `worst ${(100 * worstRatio).toFixed(2)}% of tolerance (${worstName})`);
    // Section 10's planted fault: each feature case as a one-row atlas without its features must fail.
    const featureCases = cases.filter((g) => (g.features ?? []).length > 0);
    const missed = [];
    for (const g of featureCases) {
      const got = await page.evaluate((c) => window.stretchyInstanced.goldenOneRow(c), { ...g, features: undefined, stretchMask: undefined });
      if (offsetsWorst(g, got).ratio <= 1) missed.push(g.name);
    }
    check(`one-row GLSL: every closed-loop, roll or mask case run without its features fails (planted fault, ${featureCases.length} cases)`,
      featureCases.length > 0 && missed.length === 0, missed.length ? `not caught: ${missed.join(', ')}` : 'all caught');

    // Every golden atlas file (several rows, the 16 per-instance floats, both frames) in one dispatch each.
    const atlases = atlasCases(all, needFeatures);
    check('golden atlas cases found', atlases.length > 0, `${atlases.length} in ${goldenDir}`);
    let worstAtlas = 0;
    let worstAtlasName = '';
    const swappedMissed = [];
    for (const g of atlases) {
      for (const previous of [false, true]) {
        const got = await page.evaluate(([c, p]) => window.stretchyInstanced.goldenAtlas(c, p), [g, previous]);
        const ratio = atlasWorst(g, got, previous ? g.expectedPrev : g.expected);
        if (!(ratio <= worstAtlas)) {
          worstAtlas = ratio;
          worstAtlasName = `${g.name}${previous ? ' (previous frame)' : ''}`;
        }
        // Planted: this frame's offsets against last frame's expectations.
        if (!previous && atlasWorst(g, got, g.expectedPrev) <= 1) swappedMissed.push(g.name);
      }
    }
    check(`atlas GLSL: every golden atlas case, this frame and last (${atlases.length})`, worstAtlas <= 1,
      `worst ${(100 * worstAtlas).toFixed(2)}% of tolerance (${worstAtlasName})`);
    check('control: each golden atlas case against the other frame\'s expectations fails', swappedMissed.length === 0,
      swappedMissed.length ? `not caught: ${swappedMissed.join(', ')}` : 'all caught');
  } else {
    console.log('STRETCHY_GOLDEN not set: the atlas golden cases were not run');
  }

  const drawn = await page.evaluate(() => window.stretchyInstanced.renderCheck(false));
  check('InstancedSplineTravel renders mid-journey travellers in one draw call', drawn.errors.length === 0 && drawn.litPixels > 200
    && drawn.drawCalls === 1, `${drawn.errors.length ? drawn.errors[0].slice(0, 200) : 'no shader error'}, ${drawn.litPixels} lit pixels, `
    + `${drawn.drawCalls} draw call(s), ${drawn.instances} instances`);
  const drawn10 = await page.evaluate(() => window.stretchyInstanced.renderCheck(false, true));
  check('InstancedSplineTravel with a roll per row and a stretch mask compiles and renders in one draw call', drawn10.errors.length === 0
    && drawn10.litPixels > 200 && drawn10.drawCalls === 1, `${drawn10.errors.length ? drawn10.errors[0].slice(0, 200) : 'no shader error'}, `
    + `${drawn10.litPixels} lit pixels, ${drawn10.drawCalls} draw call(s)`);
  // Per-instance rotation and scale (rest transforms) with roll and a mask, in pixels against the CPU ports.
  const fp = await page.evaluate(() => window.stretchyInstanced.footprintCheck('none'));
  check('InstancedSplineTravel with rest rotation and scale per traveller draws where the CPU ports put it', fp.errors.length === 0
    && fp.litPixels > 150 && fp.inside >= 0.97 && fp.covered >= 0.9, `${fp.errors.length ? fp.errors[0].slice(0, 200) : 'no shader error'}, `
    + `${fp.litPixels} lit pixels, ${(100 * fp.inside).toFixed(1)}% within a pixel of the expected footprint, ${(100 * fp.covered).toFixed(1)}% of its inner pixels lit`);
  for (const control of ['later', 'no-rest']) {
    const c = await page.evaluate((k) => window.stretchyInstanced.footprintCheck(k), control);
    check(`control: the footprint ${control === 'later' ? 'expected 3% further along the curves' : 'without the rest transforms'} is missed`,
      c.inside < 0.85 || c.covered < 0.85, `${(100 * c.inside).toFixed(1)}% of the lit pixels within it, ${(100 * c.covered).toFixed(1)}% of it lit`);
  }
  const culled = await page.evaluate(() => window.stretchyInstanced.renderCheck(true));
  check('control: with three\'s own instance bounds the travellers are culled', culled.litPixels === 0 && culled.drawCalls === 0,
    `${culled.litPixels} lit pixels, ${culled.drawCalls} draw call(s)`);
  check('no page errors', errors.length === 0, errors.join('; '));
} catch (e) {
  check('instanced browser test ran to the end', false, e.stack ?? String(e));
} finally {
  await close();
  server.close();
}
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
