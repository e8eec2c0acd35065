// What the instanced travel's browser scripts add to chromium.mjs: the first flag set that gives a page WebGL2,
// and a pass/fail tally.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { WEBGL_FLAGS, launch, serve as serveDist } from './chromium.mjs';

export const here = new URL('..', import.meta.url).pathname;

/** Serves demo-dist/ on loopback; resolves to { base, close }. */
export async function serve() {
  const { server, base } = await serveDist(join(here, 'demo-dist'));
  return { base, close: () => server.close() };
}

/**
 * The first flag set under which a page gets WebGL2 (probed on `probePage`, which must define
 * window.stretchyGlsl.renderer()). Resolves to { context, flags, renderer, close }.
 */
export async function launchWithWebgl(base, { probePage = 'glsl-check.html' } = {}) {
  for (const extra of WEBGL_FLAGS) {
    const { context, close } = await launchWith(extra);
    const page = await context.newPage();
    await page.goto(`${base}/${probePage}`);
    await page.waitForFunction(() => window.stretchyGlsl !== undefined);
    const renderer = await page.evaluate(() => window.stretchyGlsl.renderer());
    await page.close();
    if (renderer !== 'none') return { context, flags: extra, renderer, close };
    await close();
  }
  throw new Error('no flag set gave WebGL2');
}

/** Chromium launched with `extra` flags; resolves to { context, close }. */
export async function launchWith(extra) {
  const b = await launch(extra);
  return {
    context: b.context,
    close: async () => {
      await b.context.close();
      rmSync(b.userDataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a command to its end; returns its stdout, throws (with stdout and stderr on the error) when it fails. */
export const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** {@link run} that never throws: { ok, out }, out being stdout, or stdout and stderr when the command failed. */
export const tryRun = (cmd, args, cwd) => {
  try {
    return { ok: true, out: run(cmd, args, cwd) };
  } catch (e) {
    return { ok: false, out: `${e.stdout ?? ''}${e.stderr ?? ''}`.trim() };
  }
};

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

/**
 * A page of the served build opened in `context`, waited on until `probe` holds; its page errors and three's TSL
 * warnings (a branch's value taken for a return statement, say: the graph is not what it reads) go into `errors`,
 * and with `webgpuErrors` also WebGPU's validation errors (a pipeline WebGPU refuses leaves its outputs unwritten).
 */
export async function openPage(context, base, path, probe, errors, { webgpuErrors = false } = {}) {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if ((m.type() === 'warning' && m.text().includes('TSL')) || (webgpuErrors && m.type() === 'error' && m.text().includes('WebGPU'))) errors.push(m.text());
  });
  await page.goto(`${base}/${path}`);
  await page.waitForFunction(probe);
  return page;
}
