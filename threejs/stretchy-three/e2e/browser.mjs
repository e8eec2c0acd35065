// Browser test: serves the built demo (demo-dist/) on loopback, drives Debian's Chromium headless with
// playwright-core, and checks (1) the demo renders, (2) the ball is elongated at speed and flattened on impact,
// measured on the screenshot's pixels, (3) the mesh travels its curve, (4) the generated GLSL runs on the GPU
// (SwiftShader here) and matches its TypeScript port and the golden vectors in STRETCHY_GOLDEN.
// Screenshots go to e2e-out/. Prints 'N passed, N failed' and exits 1 on any failure.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_FLAGS, executablePath } from './chromium.mjs';
import { goldenCases, normalsWorst, offsetsWorst } from './golden.mjs';
import { checks, here, launchWithWebgl, serve } from './harness.mjs';

const outDir = join(here, 'e2e-out');

const tally = checks();
const { check } = tally;

const { base, close: stopServing } = await serve();
mkdirSync(outDir, { recursive: true });

/** Pixel statistics of the canvas: classes by colour, and the principal axes of the red (ball) silhouette. */
function measure() {
  const src = document.getElementById('view');
  const c = document.createElement('canvas');
  c.width = src.width;
  c.height = src.height;
  const g = c.getContext('2d');
  g.drawImage(src, 0, 0);
  const d = g.getImageData(0, 0, c.width, c.height).data;
  const blob = () => ({ n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0, maxY: -1 });
  const red = blob();
  const green = blob();
  let nonBackground = 0;
  const colours = new Set();
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      const i = 4 * (y * c.width + x);
      const [r, gg, b] = [d[i], d[i + 1], d[i + 2]];
      colours.add((r >> 4) * 256 + (gg >> 4) * 16 + (b >> 4));
      if (Math.abs(r - 0x10) + Math.abs(gg - 0x14) + Math.abs(b - 0x18) > 24) nonBackground++;
      // Lit and shaded: segmented by hue (the ball is the only red, the bar the only green in the scene).
      const t = r > 50 && r > 1.5 * gg && r > 1.5 * b ? red : gg > 50 && gg > 1.5 * r && gg > 1.5 * b ? green : null;
      if (!t) continue;
      t.n++; t.sx += x; t.sy += y; t.sxx += x * x; t.syy += y * y; t.sxy += x * y; t.maxY = Math.max(t.maxY, y);
    }
  }
  const axes = (t) => {
    if (t.n === 0) return null;
    const mx = t.sx / t.n, my = t.sy / t.n;
    const cxx = t.sxx / t.n - mx * mx, cyy = t.syy / t.n - my * my, cxy = t.sxy / t.n - mx * my;
    const tr = cxx + cyy, det = cxx * cyy - cxy * cxy;
    const l1 = tr / 2 + Math.sqrt(Math.max(tr * tr / 4 - det, 0)), l2 = tr / 2 - Math.sqrt(Math.max(tr * tr / 4 - det, 0));
    // Angle of the major axis from the screen's vertical, in degrees (0 = vertical).
    const angle = Math.abs((Math.atan2(2 * cxy, cxx - cyy) / 2) * 180 / Math.PI);
    return { n: t.n, cx: mx, cy: my, aspect: Math.sqrt(l1 / Math.max(l2, 1e-9)), fromVertical: 90 - angle, bottom: t.maxY };
  };
  return { total: c.width * c.height, nonBackground, colours: colours.size, red: axes(red), green: axes(green) };
}

const { context, close, flags, renderer } = await launchWithWebgl(base);
console.log(`chromium: ${executablePath} ${[...BASE_FLAGS, ...flags].join(' ')}`);
console.log(`webgl renderer: ${renderer}`);
const figures = { flags: [...BASE_FLAGS, ...flags], renderer, frames: {} };
try {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const warnings = [];
  // Chromium's own GL driver notes (a stall from the test's readPixels) are not the page's.
  page.on('console', (m) => m.type() === 'warning' && !m.text().includes('GL Driver Message') && warnings.push(m.text()));
  await page.goto(`${base}/index.html?frame=0`);
  await page.waitForFunction(() => window.stretchyDemo?.ready === true);
  const { impact, fastest } = await page.evaluate(() => window.stretchyDemo.survey());
  const frames = { rest: 0, fast: fastest, impact, later: impact + 40 };
  const shots = {};
  for (const [name, f] of Object.entries(frames)) {
    await page.evaluate((n) => window.stretchyDemo.goto(n), f);
    const info = await page.evaluate(() => window.stretchyDemo.info());
    await page.screenshot({ path: join(outDir, `${name}-frame-${f}.png`) });
    shots[name] = { frame: f, info, m: await page.evaluate(measure) };
    const r = shots[name].m.red;
    figures.frames[name] = { frame: f, sPar: info.sPar, squashing: info.squashing, speed: info.speed,
      aspect: r?.aspect, fromVertical: r?.fromVertical, progress: info.progress };
    console.log(`frame ${f} (${name}): speed ${info.speed.toFixed(2)} sPar ${info.sPar.toFixed(3)}`
      + ` squashing ${info.squashing} ball aspect ${r?.aspect.toFixed(3)} major axis ${r?.fromVertical.toFixed(1)} deg from vertical`);
  }
  const ui = await page.evaluate(() => ({
    labels: [...document.querySelectorAll('.label')].map((l) => l.firstChild.textContent),
    controls: document.querySelectorAll('.controls input, .controls select, .controls button').length,
  }));
  check('showcase: a label for each effect and the controls', ui.labels.join() === 'SquashStretch,SplineDeform' && ui.controls === 4,
    `${ui.labels.join(', ')}; ${ui.controls} controls`);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.waitForFunction(() => document.getElementById('view').width === 1280);
  const resized = await page.evaluate(() => { window.stretchyDemo.goto(0); return window.stretchyDemo.info(); });
  check('showcase: the view follows the window (1280 x 600), the ball stays in view',
    resized.ball.x > 0 && resized.ball.x < 1280 && resized.ball.y > 0 && resized.ball.y < 600,
    `ball at ${resized.ball.x.toFixed(0)}, ${resized.ball.y.toFixed(0)}`);
  await page.setViewportSize({ width: 960, height: 540 });
  await page.waitForFunction(() => document.getElementById('view').width === 960);
  check('no page errors', errors.length === 0, errors.join('; '));
  check('the demo logs no warnings (three\'s deprecations included)', warnings.length === 0, warnings.join('; '));
  const demoShadows = await page.evaluate(() => window.stretchyDemo.info());
  check('the demo: ball and bar cast shadows (the bar\'s deformed), PCFShadowMap',
    demoShadows.castShadow.ball && demoShadows.castShadow.bar && demoShadows.shadowMapType === 1,
    JSON.stringify({ ...demoShadows.castShadow, type: demoShadows.shadowMapType }));
  // The warning check's planted fault: PCFSoftShadowMap (2), as the demo had, must be heard.
  await page.evaluate(() => { window.stretchyDemo.renderer.shadowMap.type = 2; window.stretchyDemo.goto(1); });
  check('planted fault: PCFSoftShadowMap\'s deprecation warning is caught', warnings.some((w) => w.includes('PCFSoftShadowMap')),
    warnings.join('; ') || 'no warning');
  await page.evaluate(() => { window.stretchyDemo.renderer.shadowMap.type = 1; window.stretchyDemo.goto(0); });
  const rest = shots.rest.m;
  check('the demo rendered (non-blank)', rest.nonBackground / rest.total > 0.01 && rest.colours >= 4,
    `${(100 * rest.nonBackground / rest.total).toFixed(1)}% non-background, ${rest.colours} colours`);
  check('the ball is on screen', rest.red !== null && rest.red.n > 500, `${rest.red?.n} px`);
  check('at rest (no update yet) the ball is round', rest.red.aspect < 1.03, `aspect ${rest.red.aspect.toFixed(3)}`);
  check('the travelling mesh is on screen', rest.green !== null && rest.green.n > 300, `${rest.green?.n} px`);

  const floorY = 540 * (8 / 9); // y = 0 of the world on screen (camera spans y -1..8)
  const fast = shots.fast;
  const expectFast = fast.info.sPar ** 1.5; // long over short axis of a stretched sphere: s / (1/sqrt(s))
  check('fast: the controller stretches', fast.info.sPar > 1.3 && !fast.info.squashing, `sPar ${fast.info.sPar}`);
  check('fast: the ball is visibly elongated', fast.m.red.aspect > 1.3, `aspect ${fast.m.red.aspect.toFixed(3)}`);
  check('fast: its silhouette matches sPar^1.5 within 8%', Math.abs(fast.m.red.aspect / expectFast - 1) < 0.08,
    `measured ${fast.m.red.aspect.toFixed(3)}, expected ${expectFast.toFixed(3)}`);
  const [vx, vy] = fast.info.velocity;
  const velocityFromVertical = Math.atan2(Math.abs(vx), Math.abs(vy)) * 180 / Math.PI;
  check('fast: elongated along the velocity (major axis within 3 deg of it)',
    Math.abs(fast.m.red.fromVertical - velocityFromVertical) < 3,
    `major axis ${fast.m.red.fromVertical.toFixed(1)} deg from vertical, velocity ${velocityFromVertical.toFixed(1)} deg`);

  check('fast: the stretched ball stays above the floor (SquashStretch ground)', fast.m.red.bottom + 1 <= floorY + 1,
    `bottom row ${fast.m.red.bottom}, floor at ${floorY.toFixed(1)}`);

  const hit = shots.impact;
  const expectHit = hit.info.sPar ** -1.5;
  check('impact: the controller squashes', hit.info.squashing && hit.info.sPar < 0.9, `sPar ${hit.info.sPar}`);
  check('impact: the ball is visibly flattened', hit.m.red.aspect > 1.15 && hit.m.red.fromVertical > 70,
    `aspect ${hit.m.red.aspect.toFixed(3)}, major axis ${hit.m.red.fromVertical.toFixed(1)} deg from vertical`);
  check('impact: its silhouette matches sPar^-1.5 within 8%', Math.abs(hit.m.red.aspect / expectHit - 1) < 0.08,
    `measured ${hit.m.red.aspect.toFixed(3)}, expected ${expectHit.toFixed(3)}`);
  check('impact: the bottom stays on the floor', Math.abs(hit.m.red.bottom + 1 - floorY) <= 2,
    `bottom row ${hit.m.red.bottom}, floor at ${floorY.toFixed(1)}`);

  const g0 = shots.rest.m.green;
  const g1 = shots.later.m.green;
  check('the mesh travels its curve', g0 && g1 && Math.hypot(g1.cx - g0.cx, g1.cy - g0.cy) > 20,
    `centroid moved ${g0 && g1 ? Math.hypot(g1.cx - g0.cx, g1.cy - g0.cy).toFixed(1) : '?'} px`);

  // The GLSL itself, on the GPU.
  const glsl = await context.newPage();
  glsl.on('pageerror', (e) => errors.push(String(e)));
  await glsl.goto(`${base}/glsl-check.html`);
  await glsl.waitForFunction(() => window.stretchyGlsl?.selfCheck !== undefined);
  const self = await glsl.evaluate(() => window.stretchyGlsl.selfCheck());
  const worstSelf = Math.max(...self.map((s) => s.worst / s.scale));
  check('GLSL = its TypeScript port (float32 vs double; 3 modes x 4 progress values)', worstSelf < 2e-5,
    `worst error ${worstSelf.toExponential(2)} of the length scale`);
  figures.glslSelfCheck = self;

  // Shared materials, dispose and re-create, two deformers on one mesh: compiled by WebGL for real.
  const materialCases = await glsl.evaluate(() => window.stretchyGlsl.materialsCheck());
  for (const c of materialCases) {
    if (c.name.startsWith('control')) {
      check(`materials: ${c.name} is caught (shader error, nothing drawn)`, c.errors.length > 0 && c.litPixels === 0,
        `${c.errors.length} shader error(s), ${c.litPixels} lit pixels`);
    } else {
      check(`materials: ${c.name} compiles and draws`, c.errors.length === 0 && c.litPixels > 100,
        `${c.errors.length ? c.errors[0].slice(0, 200) : 'no shader error'}, ${c.litPixels} lit pixels`);
    }
  }
  figures.materialCases = materialCases.map((c) => ({ name: c.name, errors: c.errors.length, litPixels: c.litPixels }));

  // Raycasts hit what is drawn: every pixel's ray against its colour (a bent bar, a stretched ball).
  const picks = await context.newPage();
  picks.on('pageerror', (e) => errors.push(String(e)));
  await picks.goto(`${base}/lighting-check.html`);
  await picks.waitForFunction(() => window.stretchyRaycast !== undefined);
  const pick = await picks.evaluate(() => window.stretchyRaycast.pick(false));
  const pickDetail = (p) => `${p.disagree} of ${p.pixels} pixels disagree (${p.interior} off the silhouette edges); `
    + `bar ${p.barPixels} px, ball ${p.ballPixels} px; ${(1000 * p.msPerRay).toFixed(1)} us per ray`;
  check('raycasts on the deformed meshes name what each pixel shows (every pixel; only silhouette-edge pixels may differ)',
    pick.barPixels > 500 && pick.ballPixels > 200 && pick.interior === 0 && pick.disagree < 0.02 * (pick.barPixels + pick.ballPixels),
    pickDetail(pick));
  const restPick = await picks.evaluate(() => window.stretchyRaycast.pick(true));
  check('control: rest-pose raycasts (raycast: false) are caught', restPick.interior > 0.25 * (restPick.barPixels + restPick.ballPixels),
    pickDetail(restPick));
  figures.raycast = { deformed: pick, restPose: restPick };

  // Shadows follow the deformers: the shadow's pixel box on the floor against the deformed vertices projected from
  // the light (TypeScript deformers). The planted fault (the derived shadow materials removed) must fail the check.
  const lighting = await context.newPage();
  lighting.on('pageerror', (e) => errors.push(String(e)));
  await lighting.goto(`${base}/lighting-check.html`);
  await lighting.waitForFunction(() => window.stretchyLighting !== undefined);
  const SHADOW_PX = 3; // shadow-map texels, rasterisation and bias at the edges
  const boxError = (m, e) => (m ? Math.max(Math.abs(m.minX - e.minX), Math.abs(m.maxX - e.maxX), Math.abs(m.minZ - e.minZ), Math.abs(m.maxZ - e.maxZ)) : Infinity);
  const fmt = (b) => (b ? `x ${b.minX.toFixed(1)}..${b.maxX.toFixed(1)} z ${b.minZ.toFixed(1)}..${b.maxZ.toFixed(1)}` : 'none');
  figures.shadows = [];
  for (const light of ['directional', 'point']) {
    const still = await lighting.evaluate((l) => window.stretchyLighting.velocityShadow(l, true, 0), light);
    const moving = await lighting.evaluate((l) => window.stretchyLighting.velocityShadow(l, true, 14), light);
    const fault = await lighting.evaluate((l) => window.stretchyLighting.velocityShadow(l, false, 14), light);
    const width = (b) => b.maxX - b.minX;
    const ratio = moving.measured && still.measured ? width(moving.measured) / width(still.measured) : NaN;
    const expectedRatio = width(moving.expected) / width(still.expected);
    check(`shadows: the ball at rest, ${light} light: shadow box = projected mesh`, boxError(still.measured, still.expected) <= SHADOW_PX,
      `measured ${fmt(still.measured)}, expected ${fmt(still.expected)}`);
    check(`shadows: the stretched ball (sPar ${moving.sPar.toFixed(3)}), ${light} light: shadow box = projected deformed mesh`,
      boxError(moving.measured, moving.expected) <= SHADOW_PX, `measured ${fmt(moving.measured)}, expected ${fmt(moving.expected)}`);
    check(`shadows: the ball's shadow lengthens with the stretch, ${light} light (within 4%)`, Math.abs(ratio / expectedRatio - 1) < 0.04,
      `shadow length stretched / at rest ${ratio.toFixed(3)}, expected ${expectedRatio.toFixed(3)}`);
    check(`shadows: planted fault (shadow materials removed) is caught, ball, ${light} light`,
      boxError(fault.measured, fault.expected) > SHADOW_PX, `measured ${fmt(fault.measured)}, expected ${fmt(fault.expected)}`);
    const travel = await lighting.evaluate((l) => window.stretchyLighting.splineShadow(l, true), light);
    const travelFault = await lighting.evaluate((l) => window.stretchyLighting.splineShadow(l, false), light);
    check(`shadows: ${travel.name}: shadow box = projected deformed mesh`, boxError(travel.measured, travel.expected) <= SHADOW_PX,
      `measured ${fmt(travel.measured)}, expected ${fmt(travel.expected)}, rest ${fmt(travel.rest)}`);
    check(`shadows: planted fault (shadow materials removed) is caught, spline, ${light} light`,
      boxError(travelFault.measured, travelFault.expected) > SHADOW_PX, `measured ${fmt(travelFault.measured)}, expected ${fmt(travelFault.expected)}`);
    figures.shadows.push({ light, sPar: moving.sPar, lengthRatio: ratio, expectedRatio,
      boxError: { still: boxError(still.measured, still.expected), moving: boxError(moving.measured, moving.expected),
        spline: boxError(travel.measured, travel.expected), faultBall: boxError(fault.measured, fault.expected),
        faultSpline: boxError(travelFault.measured, travelFault.expected) } });
  }

  // Normals follow the deformers (math spec §8): the bent, stretched, tapered box lit by a directional light (the
  // pixel's value against the shading of the expected normal at 13 points of its front face along the bend), seen
  // with MeshNormalMaterial (the pixel's normal against the expected one), with a tangent-space normal map (through
  // the deformed tangent), and the stretched ball. The planted fault, `normals: 'off'` (the rest normal), must fail.
  const SHADE_TOL = 0.04; // of full scale: 8-bit pixels, normals interpolated across 60 segments
  const ANGLE_TOL = 3; // degrees: 8-bit normal colours and interpolation across facets
  const worstShade = (c) => Math.max(...c.points.map((p) => Math.abs(p.measured - p.expected)));
  const worstAngle = (c) => Math.max(...c.points.map((p) => p.angle));
  const spread = (c) => Math.max(...c.points.map((p) => p.expected)) - Math.min(...c.points.map((p) => p.expected));
  figures.normals = [];
  for (const material of ['lambert', 'normal', 'lambert+normalMap']) {
    const on = await lighting.evaluate((m) => window.stretchyLighting.bentBox(m, 'exact'), material);
    const rotate = await lighting.evaluate((m) => window.stretchyLighting.bentBox(m, 'rotate'), material);
    const off = await lighting.evaluate((m) => window.stretchyLighting.bentBox(m, 'off'), material);
    for (const c of [on, rotate, off]) {
      check(`normals: bent box, ${c.name}: compiles and draws`, c.errors.length === 0 && c.litPixels > 500,
        `${c.errors.length ? c.errors[0].slice(0, 300) : 'no shader error'}, ${c.litPixels} lit pixels`);
    }
    const byAngle = material === 'normal';
    const worst = (c) => (byAngle ? worstAngle(c) : worstShade(c));
    const tol = byAngle ? ANGLE_TOL : SHADE_TOL;
    const unit = byAngle ? ' deg' : '';
    check(`normals: bent box, ${material}: the expected shading changes along the bend (the check can fail)`,
      spread(on) > (byAngle ? 0.15 : 0.3), `expected ${byAngle ? 'view-space n.z' : 'shade'} spans ${spread(on).toFixed(3)}`);
    check(`normals: bent box, ${on.name}: pixels as the expected normals say`, worst(on) <= tol,
      `worst ${worst(on).toFixed(3)}${unit} (tolerance ${tol}${unit}) over ${on.points.length} points`);
    check(`normals: bent box, ${off.name}: planted fault (the rest normal) is caught`, worst(off) > tol,
      `worst ${worst(off).toFixed(3)}${unit}`);
    figures.normals.push({ case: `bent box, ${material}`, exact: worst(on), rotate: worst(rotate), off: worst(off), unit: byAngle ? 'deg' : 'shade',
      points: on.points.map((p) => ({ along: p.along, measured: p.measured, expected: p.expected, angle: p.angle })) });
  }
  const ballOn = await lighting.evaluate(() => window.stretchyLighting.stretchedBall('exact'));
  const ballOff = await lighting.evaluate(() => window.stretchyLighting.stretchedBall('off'));
  check(`normals: ${ballOn.name}: pixels' normals as expected`, ballOn.errors.length === 0 && worstAngle(ballOn) <= ANGLE_TOL,
    `${ballOn.errors.length} shader errors, worst ${worstAngle(ballOn).toFixed(2)} deg over ${ballOn.points.length} points`);
  check(`normals: ${ballOff.name}: planted fault (the rest normal) is caught`, worstAngle(ballOff) > ANGLE_TOL,
    `worst ${worstAngle(ballOff).toFixed(2)} deg`);
  figures.normals.push({ case: 'stretched ball, normal material', exact: worstAngle(ballOn), off: worstAngle(ballOff), unit: 'deg' });
  // Both deformers on one mesh: the chain (velocity, then the spline at the moved point) as the pixels show it.
  const chainOn = await lighting.evaluate(() => window.stretchyLighting.chainedBox('exact'));
  const chainOff = await lighting.evaluate(() => window.stretchyLighting.chainedBox('off'));
  check(`normals: ${chainOn.name}: pixels' normals as the chain's expected normals say`,
    chainOn.errors.length === 0 && chainOn.litPixels > 500 && worstAngle(chainOn) <= ANGLE_TOL,
    `${chainOn.errors.length} shader errors, worst ${worstAngle(chainOn).toFixed(2)} deg over ${chainOn.points.length} points`);
  check('normals: the other chain order (spline, then velocity) would fail the same check', chainOn.otherOrder > ANGLE_TOL,
    `worst ${chainOn.otherOrder.toFixed(2)} deg`);
  check(`normals: ${chainOff.name}: planted fault (the rest normal) is caught`, worstAngle(chainOff) > ANGLE_TOL,
    `worst ${worstAngle(chainOff).toFixed(2)} deg`);
  figures.normals.push({ case: 'bent box + velocity stretch, normal material', exact: worstAngle(chainOn), otherOrder: chainOn.otherOrder,
    off: worstAngle(chainOff), unit: 'deg' });
  // The docs' before/after picture (docs/img/threejs-normals-*.png are copies of these).
  for (const [name, after] of [['before', false], ['after', true]]) {
    const png = await lighting.evaluate((a) => window.stretchyLighting.screenshot(a), after);
    writeFileSync(join(outDir, `normals-${name}.png`), Buffer.from(png.slice(png.indexOf(',') + 1), 'base64'));
  }
  // Standard and physical materials: compiled and drawn, and the normals visibly change the image.
  for (const material of ['standard', 'physical']) {
    const on = await lighting.evaluate((m) => window.stretchyLighting.bentBox(m, 'exact'), material);
    const off = await lighting.evaluate((m) => window.stretchyLighting.bentBox(m, 'off'), material);
    let changed = 0;
    on.pixels.forEach((v, i) => { if (Math.abs(v - off.pixels[i]) > 8) changed++; });
    check(`normals: bent box, ${material}: compiles, draws, and its shading follows the normals`,
      on.errors.length === 0 && on.litPixels > 500 && changed > 0.2 * on.litPixels,
      `${on.errors.length ? on.errors[0].slice(0, 300) : 'no shader error'}, ${on.litPixels} lit pixels, ${changed} differ from normals off`);
  }

  // Section 10 in the demo (loop-demo.html, the docs' loop strip): each feature's scene compiles and draws the bar.
  const loopPage = await context.newPage();
  const loopErrors = [];
  loopPage.on('pageerror', (e) => loopErrors.push(String(e)));
  loopPage.on('console', (m) => { if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) loopErrors.push(m.text()); });
  await loopPage.goto(`${base}/loop-demo.html`);
  await loopPage.waitForFunction(() => window.stretchyLoop?.ready === true);
  for (const [feature, progress] of [['loop', 0.995], ['roll', 0.3], ['mask', 0.45], ['all', 0.2]]) {
    const state = await loopPage.evaluate(([f, p]) => window.stretchyLoop.show(f, p), [feature, progress]);
    const lit = await loopPage.evaluate(() => window.stretchyLoop.barPixels());
    const wanted = { loop: [true, false, false], roll: [true, true, false], mask: [false, false, true], all: [true, true, true] }[feature];
    check(`loop demo '${feature}': compiles with its features and draws the bar`,
      loopErrors.length === 0 && lit > 500 && JSON.stringify([state.closed, state.roll, state.masked]) === JSON.stringify(wanted),
      `${lit} bar pixels, ${JSON.stringify(state)}${loopErrors.length ? `, ${loopErrors[0].slice(0, 300)}` : ''}`);
  }
  await loopPage.evaluate(() => window.stretchyLoop.hideBar());
  const hidden = await loopPage.evaluate(() => window.stretchyLoop.barPixels());
  check('loop demo: planted fault (the bar hidden) draws too few bar pixels for the check', hidden <= 500, `${hidden} bar pixels`);
  await loopPage.close();

  const goldenDir = process.env.STRETCHY_GOLDEN;
  if (goldenDir && existsSync(goldenDir)) {
    const dims = await glsl.evaluate(() => window.stretchyGlsl.velocityDimensions());
    const { cases, skipped, needFeatures } = goldenCases(goldenDir, dims, await glsl.evaluate(() => window.stretchyGlsl.features()));
    check('golden SplineDeform and VelocityStretch cases found', cases.some((g) => g.kernel === 'SplineDeform')
      && cases.some((g) => g.kernel === 'VelocityStretch'), `${cases.length} in ${goldenDir}`);
    if (skipped.length) console.log(`skipped ${skipped.length} VelocityStretch case(s) of another dimension than the spec's ${dims}D contract`);
    for (const g of needFeatures) console.log(`skipped ${g.file}: needs ${g.features.join(', ')} (math spec section 10), not implemented by the package`);
    const tsl = await context.newPage();
    tsl.on('pageerror', (e) => errors.push(String(e)));
    await tsl.goto(`${base}/webgpu-check.html`);
    await tsl.waitForFunction(() => window.stretchyTsl !== undefined);
    figures.webgpuBackend = await tsl.evaluate(() => window.stretchyTsl.backend());
    console.log(`WebGPURenderer backend: ${figures.webgpuBackend}`);
    for (const [label, page, fn] of [['GLSL', glsl, 'stretchyGlsl'], [`TSL (${figures.webgpuBackend})`, tsl, 'stretchyTsl']]) {
      for (const g of cases) {
        const got = await page.evaluate(([c, f]) => window[f].run(c), [g, fn]);
        const worst = offsetsWorst(g, got); // spec section 6
        check(`${label} golden ${g.kernel} ${g.name}`, worst.ratio <= 1,
          `worst error ${worst.err.toExponential(2)} at vertex ${worst.at} (${(100 * worst.ratio).toFixed(1)}% of tolerance)`);
      }
    }
    // The GLSL's normals and tangents (math spec §8: the Jacobian, stretchyDeformNormal/Tangent) on WebGL against
    // the golden normals, componentwise within the normals' own tolerance. Planted fault: an exact-mode case run in
    // rotate mode (the curve's bending term dropped) must fail it.
    const withNormals = cases.filter((g) => g.normals);
    check('golden cases with normals found', withNormals.length > 10, `${withNormals.length} of ${cases.length}`);
    let normalsWorstAll = 0;
    for (const g of withNormals) {
      const w = normalsWorst(g, await glsl.evaluate((c) => window.stretchyGlsl.run(c, true), g));
      normalsWorstAll = Math.max(normalsWorstAll, w.err);
      check(`GLSL golden normals ${g.kernel} ${g.name} (${g.normals.mode ?? 'exact'})`, w.err <= g.normals.tolerance.abs,
        `worst error ${w.err.toExponential(2)} at vertex ${w.at} (tolerance ${g.normals.tolerance.abs})`);
    }
    figures.glslGoldenNormalsWorst = normalsWorstAll;
    const bent = withNormals.find((g) => g.name === 's-curve-parallel-transport');
    if (bent) {
      const asRotate = { ...bent, normals: { ...bent.normals, mode: 'rotate' } };
      const w = normalsWorst(bent, await glsl.evaluate((c) => window.stretchyGlsl.run(c, true), asRotate));
      check('GLSL golden normals catch a planted fault (exact case run in rotate mode)', w.err > bent.normals.tolerance.abs,
        `worst error ${w.err.toExponential(2)}`);
    }
    // Section 10's planted fault: each feature case run without its features (section 1's shader) must fail, on GLSL
    // and TSL, so a shader that claimed the features and ignored them is caught.
    const featureCases = cases.filter((g) => (g.features ?? []).length > 0);
    check('golden section 10 cases run (closed loops, roll, stretch mask)', featureCases.length >= 3, `${featureCases.length}`);
    for (const [label, page, fn] of [['GLSL', glsl, 'stretchyGlsl'], ['TSL', tsl, 'stretchyTsl']]) {
      const missed = [];
      for (const g of featureCases) {
        const plain = { ...g, features: undefined, stretchMask: undefined };
        if (offsetsWorst(g, await page.evaluate(([c, f]) => window[f].run(c), [plain, fn])).ratio <= 1) missed.push(g.name);
      }
      check(`${label} golden comparison catches a planted fault (every section 10 case run without its features)`,
        missed.length === 0, missed.length ? `not caught: ${missed.join(', ')}` : `${featureCases.length} caught`);
    }
    // The comparison's planted fault: the TSL run of a case with Progress moved by 0.05 must fail it.
    const probe = cases.find((g) => g.name === 's-curve-parallel-transport');
    if (probe) {
      const moved = { ...probe, inputs: { ...probe.inputs, Progress: probe.inputs.Progress + 0.05 } };
      const got = await tsl.evaluate((c) => window.stretchyTsl.run(c), moved);
      const over = offsetsWorst(probe, got).ratio > 1;
      check('TSL golden comparison catches a planted fault (Progress + 0.05)', over);
    }
    // The node-material path end to end: a MeshStandardNodeMaterial sphere moved along its curve by SplineDeform.
    const mc = await tsl.evaluate(() => window.stretchyTsl.meshCheck());
    figures.webgpuMesh = mc;
    const c = mc.centroids;
    check('WebGPURenderer: the undeformed sphere is drawn at its place (x = 3)', c.none !== null && Math.abs(c.none - 3) < 0.2, `x ${c.none}`);
    check('WebGPURenderer: SplineDeform at Progress 0 draws it at the curve start (x = -3, stretched forward)',
      c['progress 0'] !== null && c['progress 0'] < -1.5, `x ${c['progress 0']}`);
    check('WebGPURenderer: at Progress 0.5 it is mid-curve', c['progress 0.5'] !== null && Math.abs(c['progress 0.5']) < 0.5,
      `x ${c['progress 0.5']}`);
    check('WebGPURenderer: at Progress 1 it rests at its place', c['progress 1'] !== null && Math.abs(c['progress 1'] - 3) < 0.2,
      `x ${c['progress 1']}`);
    check('WebGPURenderer: the user\'s node material is untouched and comes back on dispose()', mc.ownMaterialUntouched && mc.restored);
  } else {
    console.log('STRETCHY_GOLDEN not set: the GLSL golden cases were not run');
  }
  writeFileSync(join(outDir, 'figures.json'), JSON.stringify(figures, null, 2) + '\n');
} catch (e) {
  check('browser test ran to the end', false, e.stack ?? String(e));
} finally {
  await close();
  stopServing();
}
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
