// The deformed raycast's cost per hit in headless Chromium (demo/groupsCheck.ts's cost() on groups-check.html): a
// single bent bar, a two-part group, a skinned bar and a morphed box, each with the drawn shape cached and with an
// input (Progress, or the skinned bar's pose) changed before every ray. Writes e2e-out/bench-raycast.json and prints it.
// Usage: node e2e/bench-raycast.mjs [RAYS] (after vite build; scripts/bench-threejs-raycast.sh runs both). Not a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { here, launchWithWebgl, serve } from './harness.mjs';

const rays = Number(process.argv[2] ?? 2000);
const server = await serve();
const { context, renderer, close } = await launchWithWebgl(server.base, { probePage: 'groups-check.html' });
try {
  const page = await context.newPage();
  await page.goto(`${server.base}/groups-check.html`);
  await page.waitForFunction(() => window.stretchyGroups !== undefined);
  const rows = [];
  for (const subject of ['mesh', 'group', 'skinned', 'morphed']) {
    await page.evaluate(([s]) => window.stretchyGroups.cost(s, 20), [subject]); // warm-up (JIT)
    rows.push(await page.evaluate(([s, n]) => window.stretchyGroups.cost(s, n), [subject, rays]));
  }
  const figures = { renderer, rays, rows };
  mkdirSync(join(here, 'e2e-out'), { recursive: true });
  writeFileSync(join(here, 'e2e-out', 'bench-raycast.json'), JSON.stringify(figures, null, 2) + '\n');
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await close();
  server.close();
}
