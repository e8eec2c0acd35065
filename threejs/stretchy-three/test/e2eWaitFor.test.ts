// Playwright's page.waitForFunction does not await a promise its predicate returns: a promise is truthy, so an async
// predicate "succeeds" at once (it failed CI once in e2e/webgpu.mjs). Every predicate the browser tests wait on, given
// to waitForFunction or as the probe of harness.mjs's openPage (through any `open` wrapper), must be synchronous.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(import.meta.dirname, '..', 'e2e');

/** The text of each argument of the call whose '(' is at `open` (top-level commas split; strings and nesting kept). */
function callArguments(source: string, open: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = open + 1;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) {
        args.push(source.slice(start, i).trim());
        return args;
      }
    } else if (c === ',' && depth === 1) {
      args.push(source.slice(start, i).trim());
      start = i + 1;
    }
  }
  throw new Error(`unbalanced call at ${open}`);
}

/** Whether a predicate's text can hand back a promise: an async function, or one that awaits or builds a promise. */
const asyncPredicate = (text: string): boolean => /^async\b/.test(text) || /\bawait\b|\bPromise\b|\.then\(/.test(text);

/** The predicates in `source` waited on that are async: `file:line` and the predicate, one each. */
export function asyncWaits(file: string, source: string): string[] {
  const found: string[] = [];
  const line = (at: number): number => source.slice(0, at).split('\n').length;
  // waitForFunction(predicate, ...), and the probe of openPage(context, base, path, probe, ...) or of a wrapper
  // `open(path, probe)`.
  const calls: Array<[RegExp, number]> = [[/\bwaitForFunction\s*\(/g, 0], [/\bopenPage\s*\(/g, 3], [/\bopen\s*\(/g, 1]];
  for (const [pattern, index] of calls) {
    for (const m of source.matchAll(pattern)) {
      const args = callArguments(source, m.index + m[0].length - 1);
      const predicate = args[index];
      if (predicate !== undefined && asyncPredicate(predicate)) found.push(`${file}:${line(m.index)}: ${predicate.slice(0, 80)}`);
    }
  }
  return found;
}

describe('browser tests wait on synchronous predicates only', () => {
  const files = readdirSync(E2E).filter((f) => f.endsWith('.mjs')).sort();

  it('no e2e file passes an async predicate to waitForFunction or as a page probe', () => {
    expect(files.length).toBeGreaterThan(0);
    const waits = files.flatMap((f) => {
      const source = readFileSync(join(E2E, f), 'utf8');
      return asyncWaits(f, source);
    });
    expect(waits).toEqual([]);
  });

  it('the e2e files do wait on predicates (the scan reads them)', () => {
    const predicates = files.map((f) => readFileSync(join(E2E, f), 'utf8')).join('\n').match(/\bwaitForFunction\s*\(/g) ?? [];
    expect(predicates.length).toBeGreaterThan(0);
  });

  // Planted: each way an async predicate reaches a wait is caught; synchronous ones and other calls are not.
  it('planted faults: async, awaiting and promise-building predicates are found, in each position', () => {
    const planted = [
      'await page.waitForFunction(async () => (await window.frames()) > 2);',
      'await page.waitForFunction(() => window.read().then((n) => n > 2), null, { timeout: 5000 });',
      "await page.waitForFunction(() => new Promise((r) => requestAnimationFrame(() => r(window.ok))));",
      "const p = await openPage(context, base, 'a.html', async () => window.ready, errors);",
      "const tsl = await open('webgpu-check.html', async () => window.stretchyTsl !== undefined);",
    ];
    for (const source of planted) expect(asyncWaits('planted.mjs', source), source).toHaveLength(1);
    const fine = [
      "await page.waitForFunction(() => window.stretchyBench !== undefined);",
      "await page.waitForFunction(() => f(')', '(') === 1, { timeout: 5000 });",
      "const tsl = await open('webgpu-check.html?backend=webgpu', () => window.stretchyTsl !== undefined);",
      "const got = await page.evaluate(async () => await window.run());",
    ];
    for (const source of fine) expect(asyncWaits('fine.mjs', source), source).toEqual([]);
  });
});
