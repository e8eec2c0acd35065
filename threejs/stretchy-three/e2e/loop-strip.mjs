// Writes the docs' strip of math spec section 10 in the demo (not a test): closed-loop travel across the seam, the
// roll curve banking the bar into its turns, the stretch mask keeping the bar's front at rest size, and all three
// together (a banked closed loop with a masked mesh), 2 x 2 with captions, as one PNG (default
// docs/loop-strip.png). Needs the built demo: `npm run demo:loop-strip`.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { WEBGL_FLAGS, launch, serve } from './chromium.mjs';
import { writeStrip } from './stripImage.mjs';

const here = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? join(here, 'docs', 'loop-strip.png');
const { server, base } = await serve(join(here, 'demo-dist'));
const { context, userDataDir } = await launch(WEBGL_FLAGS[1]);
try {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  // Shader errors come as console errors; a missing favicon (404) is no error of the demo's.
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  await page.setViewportSize({ width: 480, height: 270 });
  await page.goto(`${base}/loop-demo.html`);
  await page.waitForFunction(() => window.stretchyLoop?.ready === true);
  const frames = [
    ['loop', 0.995, 'closed loop: across the seam, no settle'],
    ['roll', 0.3, 'roll curve: banked into the turn'],
    ['mask', 0.45, 'stretch mask: the blue front keeps its size'],
    ['all', 0.2, 'banked closed loop, masked mesh'],
  ];
  const tiles = [];
  for (const [feature, progress, what] of frames) {
    const state = await page.evaluate(([f, p]) => window.stretchyLoop.show(f, p), [feature, progress]);
    const on = Object.entries(state).filter(([, v]) => v).map(([k]) => k).join(', ') || 'none';
    tiles.push({
      png: (await page.locator('canvas').screenshot({ type: 'png' })).toString('base64'),
      caption: `${what} (Progress ${progress}; ${on})`,
    });
  }
  if (errors.length) throw new Error(`the page reported errors: ${errors.join(' | ').slice(0, 500)}`);
  const size = await writeStrip(page, tiles, out);
  console.log(`loop strip: ${out} (${size} B, 960 x 540)`);
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  server.close();
}
