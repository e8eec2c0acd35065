import {
  BoxGeometry, CatmullRomCurve3, Color, Line, LineBasicMaterial, BufferGeometry, Mesh, MeshBasicMaterial, Object3D,
  OrthographicCamera, Scene, SphereGeometry, Vector3, WebGLRenderer,
} from 'three';
import { SplineDeform, SquashStretch, type StretchFrame } from '../src/index.js';
import { DT, HALF_WIDTH, CENTER_X, RADIUS, initialBall, stepBall } from './simulation.js';

// Colours the browser test segments by: the ball is pure red, the travelling mesh pure green (unlit materials).
const BALL = 0xff0000;
const TRAVELLER = 0x00ff00;

const canvas = document.getElementById('view') as HTMLCanvasElement;
const renderer = new WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(960, 540, false);
const scene = new Scene();
scene.background = new Color(0x101418);
const camera = new OrthographicCamera(-8, 8, 8.0, -1.0, 0.1, 100); // 16 x 9 units: square pixels at 960 x 540
camera.position.set(0, 0, 20);
camera.lookAt(0, 0, 0);

const floor = new Mesh(new BoxGeometry(2 * HALF_WIDTH, 0.2, 1), new MeshBasicMaterial({ color: 0x556070 }));
floor.position.set(CENTER_X, -0.1, -1);
scene.add(floor);

// The bouncing ball: physics moves `root`; SquashStretch deforms only `ball`, its child.
const root = new Object3D();
const ball = new Mesh(new SphereGeometry(RADIUS, 48, 24), new MeshBasicMaterial({ color: BALL }));
root.add(ball);
scene.add(root);
const squash = new SquashStretch(root, ball);

// A mesh travelling a curve in the screen plane; its forward axis is +X, it rests at the curve's end.
const curve = new CatmullRomCurve3([
  new Vector3(1.0, 1.0, 0), new Vector3(2.5, 5.5, 0), new Vector3(4.5, 6.5, 0), new Vector3(5.5, 3.0, 0),
  new Vector3(6.2, 1.5, 0), new Vector3(7.2, 1.5, 0),
]);
scene.add(new Line(new BufferGeometry().setFromPoints(curve.getSpacedPoints(200)), new LineBasicMaterial({ color: 0x4080ff })));
const traveller = new Mesh(new BoxGeometry(1.4, 0.5, 0.5, 24, 2, 2), new MeshBasicMaterial({ color: TRAVELLER }));
traveller.position.copy(curve.getPointAt(1));
scene.add(traveller);
const spline = new SplineDeform(traveller, curve, {
  forwardAxis: new Vector3(1, 0, 0),
  playback: { duration: 2.5, loop: 'loop', autoPlay: true },
});

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
  const toScreen = (v: Vector3) => {
    const p = v.clone().project(camera);
    return { x: ((p.x + 1) / 2) * 960, y: ((1 - p.y) / 2) * 540 };
  };
  return {
    frame: state.frame,
    ball: toScreen(root.position),
    pixelsPerUnit: 960 / 16,
    speed: state.velocity.length(),
    velocity: state.velocity.toArray(),
    sPar: lastFrame?.sPar ?? 1,
    squashing: lastFrame?.squashing ?? false,
    progress: spline.progress,
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
    stretchyDemo: { goto: typeof goto; info: typeof info; survey: typeof survey; ready: boolean };
  }
}
window.stretchyDemo = { goto, info, survey, ready: false };

const params = new URLSearchParams(location.search);
if (params.has('frame')) {
  goto(Number(params.get('frame')));
} else {
  // Real time, still with the fixed step: accumulate elapsed time and step as many frames as it holds.
  let last = performance.now();
  let acc = 0;
  const loop = (now: number) => {
    acc += Math.min((now - last) / 1000, 0.25);
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
