// Writes the demo's image strip for the docs (not a test): four frames of the fixed-step simulation, 2 x 2, each
// with a caption, as one PNG (default docs/demo-strip.png). Needs the built demo: `npm run demo:strip`.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { WEBGL_FLAGS, launch, serve } from './chromium.mjs';
import { writeStrip } from './stripImage.mjs';

const here = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ?? join(here, 'docs', 'demo-strip.png');
const { server, base } = await serve(join(here, 'demo-dist'));
const { context, userDataDir } = await launch(WEBGL_FLAGS[1]);
try {
  const page = await context.newPage();
  await page.goto(`${base}/index.html?frame=0`);
  await page.waitForFunction(() => window.stretchyDemo?.ready === true);
  const { impact, fastest } = await page.evaluate(() => window.stretchyDemo.survey());
  const frames = [
    [fastest, 'falling: stretched along the velocity'],
    [impact, 'impact: squashed about the contact'],
    [impact + 10, 'recovering, stretching again'],
    [impact + 40, 'the bar bends along its curve'],
  ];
  const tiles = [];
  for (const [frame, what] of frames) {
    await page.evaluate((n) => window.stretchyDemo.goto(n), frame);
    const info = await page.evaluate(() => window.stretchyDemo.info());
    tiles.push({
      png: (await page.screenshot({ type: 'png' })).toString('base64'),
      caption: `frame ${frame}: ${what} (ball stretch ${info.sPar.toFixed(2)}, bar at ${Math.round(100 * info.progress)} %)`,
    });
  }
  const size = await writeStrip(page, tiles, out);
  console.log(`strip: ${out} (${size} B, 960 x 540)`);
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  server.close();
}
