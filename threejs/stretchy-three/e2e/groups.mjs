// Browser test of groups, morph targets and skinning (demo/groupsCheck.ts on groups-check.html, from demo-dist/):
// a group of two offset parts bent by one SplineDeform draws what the same triangles merged into one mesh draw
// (coverage and normals' colours), and every pixel's raycast names what the pixel shows for the group, a skinned
// bar and a morphed box. Each has a control that must fail (the parts' spaces dropped; `raycast: false`).
// Prints 'N passed, N failed' and exits 1 on any failure.
import { checkGroupCompare } from './groupCompare.mjs';
import { checks, launchWithWebgl, serve } from './harness.mjs';

const tally = checks();
const check = tally.check;
const server = await serve();
const { context, renderer, close } = await launchWithWebgl(server.base, { probePage: 'groups-check.html' });
console.log(`webgl renderer: ${renderer}`);
try {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(`${server.base}/groups-check.html`);
  await page.waitForFunction(() => window.stretchyGroups !== undefined);

  await checkGroupCompare(check, '', (kind, fault) => page.evaluate(([k, f]) => window.stretchyGroups.compare(k, f), [kind, fault]));

  const pickDetail = (p) => `${p.disagree} of ${p.pixels} pixels disagree (${p.interior} off the silhouette edges), ${p.drawn} px drawn`;
  for (const subject of ['group', 'skinned', 'morphed']) {
    const p = await page.evaluate((s) => window.stretchyGroups.pick(s, false), subject);
    check(`raycasts on the ${subject} name what each pixel shows (only silhouette-edge pixels may differ)`,
      p.drawn > 500 && p.interior === 0 && p.disagree < 0.03 * p.drawn, pickDetail(p));
    const rest = await page.evaluate((s) => window.stretchyGroups.pick(s, true), subject);
    check(`control: rest-pose raycasts on the ${subject} (raycast: false) are caught`, rest.interior > 0.25 * rest.drawn, pickDetail(rest));
  }
  check('no page or console errors', errors.length === 0, errors.join('; ').slice(0, 400));
} catch (e) {
  check('groups browser test ran to the end', false, e.stack ?? String(e));
} finally {
  await close();
  server.close();
}
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
