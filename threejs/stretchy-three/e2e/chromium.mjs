// The built demo served on loopback and Debian's Chromium driven headless (the browser test and the image strip).
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// With --disable-gpu, Chromium gives WebGL only through SwiftShader, which recent versions enable on request only.
export const WEBGL_FLAGS = [[], ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']];
// WebGPU on SwiftShader, and WebGL2 (SwiftShader too) in the same browser for the GLSL side of a comparison.
export const WEBGPU_FLAGS = ['--enable-unsafe-webgpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

/** Serves `dist` on a loopback port; resolves to the server and its base address. */
export async function serve(dist) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

/** A persistent Chromium context with `extra` flags, a 960 x 540 viewport and waits sized for a loaded machine. */
export async function launch(extra) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'stretchy-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath, headless: true, args: [...BASE_FLAGS, ...extra], viewport: { width: 960, height: 540 },
    timeout: 300_000,
  });
  // SwiftShader on a loaded 2-core machine: waits sized for the worst case, never for this machine's speed.
  context.setDefaultTimeout(300_000);
  context.setDefaultNavigationTimeout(300_000);
  return { context, userDataDir };
}
