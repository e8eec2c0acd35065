// What every browser script here shares: the built pages (demo-dist/) served on loopback, and Debian's Chromium
// launched headless through playwright-core with the first flag set that gives WebGL2.
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

export const here = new URL('..', import.meta.url).pathname;
export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const BASE_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];
// With --disable-gpu, Chromium gives WebGL only through SwiftShader, which recent versions enable on request only.
const WEBGL_FLAGS = [[], ['--use-angle=swiftshader', '--enable-unsafe-swiftshader']];
// SwiftShader on a loaded 2-core machine: waits sized for the worst case, never for this machine's speed.
export const WAIT_MS = 300_000;

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves `dist` on a loopback port; resolves to { base, close }. */
export async function serve(dist = join(here, 'demo-dist')) {
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
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function launch(extra, viewport) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'stretchy-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath, headless: true, args: [...BASE_FLAGS, ...extra], viewport, timeout: WAIT_MS,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  return { context, userDataDir };
}

/**
 * The first flag set under which a page gets WebGL2 (probed on `probePage`, which must define
 * window.stretchyGlsl.renderer()). Resolves to { context, flags, renderer, close }.
 */
export async function launchWithWebgl(base, { probePage = 'glsl-check.html', viewport = { width: 960, height: 540 } } = {}) {
  for (const extra of WEBGL_FLAGS) {
    const b = await launch(extra, viewport);
    const close = async () => {
      await b.context.close();
      rmSync(b.userDataDir, { recursive: true, force: true });
    };
    const page = await b.context.newPage();
    await page.goto(`${base}/${probePage}`);
    await page.waitForFunction(() => window.stretchyGlsl !== undefined);
    const renderer = await page.evaluate(() => window.stretchyGlsl.renderer());
    await page.close();
    if (renderer !== 'none') return { context: b.context, flags: extra, renderer, close };
    await close();
  }
  throw new Error('no flag set gave WebGL2');
}

/** A pass/fail tally that prints one line per check. */
export function checks() {
  const tally = { passed: 0, failed: 0 };
  tally.check = (name, ok, detail) => {
    if (ok) tally.passed++;
    else tally.failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
  };
  return tally;
}
