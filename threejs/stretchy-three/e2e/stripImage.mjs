// The docs' image strips (e2e/strip.mjs, e2e/loop-strip.mjs): four captioned 480 x 270 tiles, 2 x 2, drawn in the page
// and written as one 960 x 540 PNG.
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Composes `tiles` ({ png: base64, caption }) in `page` and writes the PNG to `out`; returns its size in bytes. */
export async function writeStrip(page, tiles, out) {
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
  return statSync(out).size;
}
