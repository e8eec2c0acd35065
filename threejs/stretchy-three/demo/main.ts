// The showcase: a ball bouncing in a box (SquashStretch: velocity stretch, impact squash about the contact) and a
// bar travelling a curve (SplineDeform), lit, with shadows, labels and a few controls; fills the window.
// ?frame=N shows the fixed-step simulation at frame N, paused (what the browser test and the screenshots use).
// ?renderer=webgpu draws with WebGPURenderer (WebGPU where the browser has it, else its WebGL2 backend): the bar then
// has a node material, deformed through enableNodeMaterials().
import {
  BoxGeometry, BufferGeometry, CatmullRomCurve3, Color, DirectionalLight, HemisphereLight, Line, LineBasicMaterial, Mesh,
  MeshStandardMaterial, Object3D, OrthographicCamera, PCFShadowMap, Plane, PlaneGeometry, Scene, SphereGeometry,
  Vector3, WebGLRenderer,
} from 'three';
import { MeshStandardNodeMaterial, WebGPURenderer } from 'three/webgpu';
import { SplineDeform, SquashStretch, type StretchFrame } from '../src/index.js';
import { enableNodeMaterials } from '../src/webgpu.js';
import { CENTER_X, DT, HALF_WIDTH, RADIUS, initialBall, stepBall } from './simulation.js';

// The browser test segments the picture by hue: the ball is the only red, the travelling bar the only green.
const BALL = 0xff2a2a;
const TRAVELLER = 0x22dd44;
const BACKGROUND = 0x101418;

const canvas = document.getElementById('view') as HTMLCanvasElement;
const useWebgpu = new URLSearchParams(location.search).get('renderer') === 'webgpu';
if (useWebgpu) enableNodeMaterials();
const renderer = useWebgpu ? new WebGPURenderer({ canvas, antialias: true })
  : new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
if (renderer instanceof WebGPURenderer) await renderer.init();
renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
renderer.shadowMap.enabled = true;
// PCF with a blur radius: three r187 warns about (and replaces) PCFSoftShadowMap on every load.
renderer.shadowMap.type = PCFShadowMap;
const scene = new Scene();
scene.background = new Color(BACKGROUND);
// A side view, 9 units tall (y from -1 to 8) and at least 16 wide: at 16:9 it is exactly that.
const camera = new OrthographicCamera(-8, 8, 8, -1, 0.1, 100);
camera.position.set(0, 0, 20);
camera.lookAt(0, 0, 0);

scene.add(new HemisphereLight(0xdde8ff, 0x8a96a6, 1.8));
const sun = new DirectionalLight(0xffffff, 2.2);
sun.position.set(-2.5, 3, 10); // from the front: shadows drop onto the backdrop
sun.castShadow = true;
sun.shadow.mapSize.set(2048, 2048);
Object.assign(sun.shadow.camera, { left: -10, right: 10, top: 10, bottom: -3, near: 1, far: 40 });
sun.shadow.bias = -0.0005;
sun.shadow.radius = 3;
scene.add(sun);

// A backdrop that takes the shadows, the floor of the ball's box, and the box's walls.
const backdrop = new Mesh(new PlaneGeometry(60, 20), new MeshStandardMaterial({ color: 0x1c2430, roughness: 1 }));
backdrop.position.set(0, 6, -1.2);
backdrop.receiveShadow = true;
scene.add(backdrop);
const stone = new MeshStandardMaterial({ color: 0x6a7686, roughness: 0.8 });
const floor = new Mesh(new BoxGeometry(2 * HALF_WIDTH + 0.4, 0.2, 2), stone);
floor.position.set(CENTER_X, -0.1, 0);
floor.receiveShadow = true;
scene.add(floor);
for (const side of [-1, 1]) {
  const wall = new Mesh(new BoxGeometry(0.2, 1.2, 2), stone);
  wall.position.set(CENTER_X + side * (HALF_WIDTH + 0.1), 0.5, 0);
  wall.castShadow = true;
  wall.receiveShadow = true;
  scene.add(wall);
}

// The bouncing ball: physics moves `root`; SquashStretch deforms only `ball`, its child. The ground plane keeps the
// stretched ball from dipping through the floor on the frame before it lands.
const root = new Object3D();
const ball = new Mesh(new SphereGeometry(RADIUS, 48, 24), new MeshStandardMaterial({ color: BALL, roughness: 0.55 }));
ball.castShadow = true;
root.add(ball);
scene.add(root);
const squash = new SquashStretch(root, ball, { ground: new Plane(new Vector3(0, 1, 0), 0) });

// A bar travelling a curve in the screen plane; its forward axis is +X, it rests at the curve's end. It casts its
// shadow: SplineDeform derives the shadow depth materials too, so the shadow is the bent bar's.
const curve = new CatmullRomCurve3([
  new Vector3(1.0, 1.0, 0), new Vector3(2.5, 5.5, 0), new Vector3(4.5, 6.5, 0), new Vector3(5.5, 3.0, 0),
  new Vector3(6.2, 1.5, 0), new Vector3(7.2, 1.5, 0),
]);
scene.add(new Line(new BufferGeometry().setFromPoints(curve.getSpacedPoints(200)), new LineBasicMaterial({ color: 0x4080ff })));
const travellerMaterial = { color: TRAVELLER, roughness: 0.5 };
const traveller = new Mesh(new BoxGeometry(1.4, 0.5, 0.5, 24, 2, 2),
  useWebgpu ? new MeshStandardNodeMaterial(travellerMaterial) : new MeshStandardMaterial(travellerMaterial));
traveller.position.copy(curve.getPointAt(1));
traveller.castShadow = true;
scene.add(traveller);
const spline = new SplineDeform(traveller, curve, {
  forwardAxis: new Vector3(1, 0, 0),
  playback: { duration: 2.5, loop: 'loop', autoPlay: true },
});

// Labels and controls: plain HTML over the canvas.
const overlay = document.createElement('div');
overlay.className = 'overlay';
overlay.innerHTML = `
  <h1>${document.title.split(' demo')[0]}</h1>
  <div class="label" id="label-ball">SquashStretch<small>stretch along the velocity, squash on impact</small></div>
  <div class="label" id="label-bar">SplineDeform<small>bends and stretches along the curve</small></div>
  <form class="controls" onsubmit="return false">
    <label>speed <input id="speed" type="range" min="0.1" max="1" step="0.05" value="1"><output id="speed-out">1.00×</output></label>
    <label>bar playback <select id="loop"><option value="loop">loop</option><option value="ping-pong">ping-pong</option></select></label>
    <button id="pause" type="button">pause</button>
    <button id="restart" type="button">restart</button>
  </form>`;
document.body.append(overlay);
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const speed = $<HTMLInputElement>('speed');
let timeScale = 1;
let paused = false;
speed.addEventListener('input', () => {
  timeScale = Number(speed.value);
  $<HTMLOutputElement>('speed-out').value = `${timeScale.toFixed(2)}×`;
});
$<HTMLSelectElement>('loop').addEventListener('change', (e) => {
  spline.playback.loop = (e.target as HTMLSelectElement).value as 'loop' | 'ping-pong';
});
$<HTMLButtonElement>('pause').addEventListener('click', (e) => {
  paused = !paused;
  (e.target as HTMLButtonElement).textContent = paused ? 'play' : 'pause';
});
$<HTMLButtonElement>('restart').addEventListener('click', () => goto(0));

function toScreen(v: Vector3): { x: number; y: number } {
  const p = v.clone().project(camera);
  return { x: ((p.x + 1) / 2) * canvas.clientWidth, y: ((1 - p.y) / 2) * canvas.clientHeight };
}

function placeLabels(): void {
  const a = toScreen(new Vector3(CENTER_X, 7.6, 0));
  const b = toScreen(new Vector3(4.0, 7.6, 0));
  Object.assign($('label-ball').style, { left: `${a.x}px`, top: `${a.y}px` });
  Object.assign($('label-bar').style, { left: `${b.x}px`, top: `${b.y}px` });
}

/** Fills the window; the view stays 9 units tall (y -1..8) and at least 16 wide, centred on x = 0. */
function resize(): void {
  const w = window.innerWidth;
  const h = window.innerHeight;
  const aspect = w / h;
  const halfWidth = Math.max(8, 4.5 * aspect);
  camera.left = -halfWidth;
  camera.right = halfWidth;
  camera.bottom = -1;
  camera.top = -1 + (2 * halfWidth) / aspect;
  camera.updateProjectionMatrix();
  renderer.setSize(w, h);
  placeLabels();
  renderer.render(scene, camera);
}
window.addEventListener('resize', resize);

let state = initialBall();
let lastFrame: StretchFrame | null = null;

function place(): void {
  root.position.copy(state.position);
}

function step(): void {
  const r = stepBall(state);
  place();
  lastFrame = squash.update(DT, r.contact ? r.arrival : state.velocity, r.contact);
  spline.update(DT);
}

/** Resets and runs the fixed-step simulation to frame n, then renders. */
function goto(n: number): void {
  state = initialBall();
  squash.reset();
  spline.stop();
  spline.play();
  place();
  for (let i = 0; i < n; i++) step();
  renderer.render(scene, camera);
}

/** Where the ball is on screen and what the controller did, for the browser test. */
function info() {
  return {
    frame: state.frame,
    ball: toScreen(root.position),
    pixelsPerUnit: canvas.clientWidth / (camera.right - camera.left),
    speed: state.velocity.length(),
    velocity: state.velocity.toArray(),
    sPar: lastFrame?.sPar ?? 1,
    squashing: lastFrame?.squashing ?? false,
    progress: spline.progress,
    castShadow: { ball: ball.castShadow, bar: traveller.castShadow },
    shadowMapType: renderer.shadowMap.type,
    renderer: renderer instanceof WebGPURenderer ? 'WebGPURenderer' : 'WebGLRenderer',
  };
}

/** Frames of the simulation: the first with a floor impact, and the fastest one before it. */
function survey(maxFrames = 600) {
  const s = initialBall();
  let fastest = { frame: 0, speed: 0 };
  for (let i = 1; i <= maxFrames; i++) {
    const r = stepBall(s);
    if (r.contact && r.contact.normal.y > 0.5) return { impact: i, fastest: fastest.frame };
    if (s.velocity.length() > fastest.speed) fastest = { frame: i, speed: s.velocity.length() };
  }
  throw new Error('no floor impact');
}

declare global {
  interface Window {
    stretchyDemo: { goto: typeof goto; info: typeof info; survey: typeof survey; ready: boolean; renderer: typeof renderer };
  }
}
window.stretchyDemo = { goto, info, survey, ready: false, renderer };

resize();
const params = new URLSearchParams(location.search);
if (params.has('frame')) {
  goto(Number(params.get('frame')));
} else {
  // Real time, still with the fixed step: accumulate scaled elapsed time and step as many frames as it holds.
  let last = performance.now();
  let acc = 0;
  const loop = (now: number) => {
    if (!paused) acc += Math.min((now - last) / 1000, 0.25) * timeScale;
    last = now;
    while (acc >= DT) {
      step();
      acc -= DT;
    }
    renderer.render(scene, camera);
    requestAnimationFrame(loop);
  };
  goto(0);
  requestAnimationFrame(loop);
}
window.stretchyDemo.ready = true;
