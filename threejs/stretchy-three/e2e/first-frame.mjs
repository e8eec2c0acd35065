// Install-to-first-frame for a new Vite app (a figure, not a test): packs this package, then times a fresh app
// installing the tarball with three and Vite, building, and drawing its first frame (a lit ball with SquashStretch
// and a bar with SplineDeform) in headless Chromium. Prints the figures as JSON. `npm run bench:first-frame`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEBGL_FLAGS, launch, serve } from './chromium.mjs';
import { here, run } from './harness.mjs';

const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const seconds = (t) => Math.round((Date.now() - t) / 10) / 100;
const work = mkdtempSync(join(tmpdir(), 'stretchy-first-frame-'));
const figures = {};
try {
  const tp = Date.now();
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--silent', '--pack-destination', work], here));
  figures.packSeconds = seconds(tp); // with its build (prepack)
  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'first-frame-app', private: true, type: 'module' }, null, 2));
  writeFileSync(join(app, 'index.html'), '<!doctype html><html><body style="margin:0"><script type="module" src="./main.js"></script></body></html>\n');
  writeFileSync(join(app, 'main.js'), `import * as THREE from 'three';
import { SplineDeform, SquashStretch } from '${pkg.name}';

const renderer = new THREE.WebGLRenderer({ antialias: true });
renderer.setSize(640, 360);
document.body.append(renderer.domElement);
const scene = new THREE.Scene();
const camera = new THREE.PerspectiveCamera(50, 16 / 9, 0.1, 100);
camera.position.set(0, 2, 9);
scene.add(new THREE.HemisphereLight(0xffffff, 0x445566, 2));
const root = new THREE.Object3D();
const ball = new THREE.Mesh(new THREE.SphereGeometry(0.5, 32, 16), new THREE.MeshStandardMaterial({ color: 0xff3030 }));
root.add(ball);
root.position.set(-2, 2, 0);
scene.add(root);
const squash = new SquashStretch(root, ball);
const curve = new THREE.CatmullRomCurve3([new THREE.Vector3(0, 0, 0), new THREE.Vector3(2, 3, 0), new THREE.Vector3(4, 0, 0)]);
const bar = new THREE.Mesh(new THREE.BoxGeometry(1.4, 0.4, 0.4, 16, 1, 1), new THREE.MeshStandardMaterial({ color: 0x30ff60 }));
bar.position.copy(curve.getPointAt(1));
scene.add(bar);
const spline = new SplineDeform(bar, curve, { forwardAxis: new THREE.Vector3(1, 0, 0) });
renderer.setAnimationLoop(() => {
  squash.update(1 / 60, new THREE.Vector3(0, -8, 0));
  spline.update(1 / 60);
  renderer.render(scene, camera);
  window.firstFrame ??= performance.now();
});
`);
  const dev = pkg.devDependencies;
  const t0 = Date.now();
  const installed = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error', join(work, packed.filename),
    `three@${dev.three}`, `vite@${dev.vite}`], app);
  figures.appPackages = Number(/added (\d+) package/.exec(installed)?.[1] ?? Number.NaN);
  figures.installSeconds = seconds(t0);
  const t1 = Date.now();
  run(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error'], app);
  figures.buildSeconds = seconds(t1);
  const t2 = Date.now();
  const { server, base } = await serve(join(app, 'dist'));
  const { context, userDataDir } = await launch(WEBGL_FLAGS[1]);
  try {
    const page = await context.newPage();
    await page.goto(`${base}/index.html`);
    await page.waitForFunction(() => window.firstFrame !== undefined);
    figures.browserSeconds = seconds(t2);
    figures.pageFirstFrameMs = Math.round(await page.evaluate(() => window.firstFrame));
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
    server.close();
  }
  figures.totalSeconds = seconds(t0);
  console.log(JSON.stringify(figures));
} finally {
  rmSync(work, { recursive: true, force: true });
}
