// Writes the demo's image strip for the docs (not a test): four frames of the fixed-step simulation, 2 x 2, each
// with a caption, as one PNG (default docs/demo-strip.png). Needs the built demo: `npm run demo:strip`.
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { WEBGL_FLAGS, launch, serve } from './chromium.mjs';

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
  const dataUrl = await page.evaluate(async (tiles) => {
    const w = 480;
    const h = 270;
    const c = document.createElement('canvas');
    c.width = 2 * w;
    c.height = 2 * h;
    const g = c.getContext('2d');
    for (const [i, t] of tiles.entries()) {
      const img = new Image();
      img.src = `data:image/png;base64,${t.png}`;
      await img.decode();
      const x = (i % 2) * w;
      const y = Math.floor(i / 2) * h;
      g.drawImage(img, x, y, w, h);
      g.fillStyle = 'rgba(16, 20, 24, 0.8)';
      g.fillRect(x, y + h - 22, w, 22);
      g.fillStyle = '#dfe6ee';
      g.font = '12px sans-serif';
      g.fillText(t.caption, x + 8, y + h - 7);
    }
    g.fillStyle = '#101418';
    g.fillRect(w - 1, 0, 2, 2 * h);
    g.fillRect(0, h - 1, 2 * w, 2);
    return c.toDataURL('image/png');
  }, tiles);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(`strip: ${out} (${statSync(out).size} B, 960 x 540)`);
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  server.close();
}
