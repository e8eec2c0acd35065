// Math spec section 10 in a scene (window.stretchyLoop): a stretched, masked bar travelling a closed loop banked into
// its turns. show(feature, progress) draws one configuration: 'loop' (closed-loop travel only), 'roll' (and the roll
// curve), 'mask' (a stretch mask on an open arc), 'all' (a banked closed loop with a masked mesh). e2e/loop-strip.mjs
// writes the docs' strip from it.
import {
  AmbientLight, BoxGeometry, BufferAttribute, CatmullRomCurve3, Color, DirectionalLight, Line, LineBasicMaterial, BufferGeometry,
  Mesh, MeshStandardMaterial, PerspectiveCamera, Scene, Vector3, WebGLRenderer,
} from 'three';
import { SplineDeform, type RollKeys } from '../src/index.js';

export type Feature = 'loop' | 'roll' | 'mask' | 'all';

/** A loop that rises and falls, so its turns bank and its frame twists. */
const LOOP = new CatmullRomCurve3([
  new Vector3(-4, 0, 0), new Vector3(-2, 0.8, 2.5), new Vector3(2, 1.6, 2.5), new Vector3(4, 0.8, 0),
  new Vector3(2, 0, -2.5), new Vector3(-2, 0.4, -2.5),
], true, 'centripetal');
const ARC = new CatmullRomCurve3([new Vector3(-4, 0, 1), new Vector3(-1, 1.2, 2), new Vector3(2, 0.6, 0), new Vector3(4, 0, -1)]);
/** Banked into each turn and back: the roll changes by no whole turn, so the loop closes (section 10.2). */
const BANKING: RollKeys = [[0, 0], [0.2, 35], [0.45, -10], [0.7, 40], [0.9, 0], [1, 0]];
/** Its front quarter masked (0: bends with the curve at rest size), blended over a band, coloured to show it. */
const MASK_FROM = 0.25;
const MASK_TO = 0.45;

const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setPixelRatio(1);
renderer.setSize(480, 270, false);
document.body.appendChild(renderer.domElement);
const scene = new Scene();
scene.background = new Color(0x101418);
scene.add(new AmbientLight(0xffffff, 0.5));
const sun = new DirectionalLight(0xffffff, 2.2);
sun.position.set(3, 6, 4);
scene.add(sun);
const camera = new PerspectiveCamera(45, 480 / 270, 0.1, 100);
camera.position.set(0, 5.2, 6.8);
camera.lookAt(0, 0.4, 0);

function bar(masked: boolean): Mesh {
  // Long along +X (the forward axis), with a red-channel mask: 0 on the front quarter, 1 behind the band.
  const geometry = new BoxGeometry(2.4, 0.5, 0.9, 48, 2, 2);
  const pos = geometry.getAttribute('position');
  const colors = new Float32Array(3 * pos.count);
  for (let i = 0; i < pos.count; i++) {
    const front = (pos.getX(i) / 2.4 + 0.5); // 0 at the back, 1 at the front
    const m = Math.min(Math.max((1 - front - MASK_FROM) / (MASK_TO - MASK_FROM), 0), 1);
    colors.set(masked ? [m, 0.55 + 0.45 * (1 - m), 0.25 + 0.75 * (1 - m)] : [1, 1, 1], 3 * i);
  }
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  return new Mesh(geometry, new MeshStandardMaterial({ vertexColors: true, roughness: 0.5, color: masked ? 0xffffff : 0xffb050 }));
}

function track(curve: CatmullRomCurve3): Line {
  return new Line(new BufferGeometry().setFromPoints(curve.getSpacedPoints(200)), new LineBasicMaterial({ color: 0x5a6b7d }));
}

let current: { mesh: Mesh; line: Line; spline: SplineDeform } | null = null;

/** Draws one configuration at a Progress; returns what the deformer reports. */
function show(feature: Feature, progress: number): { closed: boolean; roll: boolean; masked: boolean } {
  if (current) {
    current.spline.dispose();
    scene.remove(current.mesh, current.line);
  }
  const masked = feature === 'mask' || feature === 'all';
  const curve = feature === 'mask' ? ARC : LOOP;
  const mesh = bar(masked);
  mesh.position.copy(curve.getPointAt(1));
  const line = track(curve);
  scene.add(mesh, line);
  const spline = new SplineDeform(mesh, curve, {
    forwardAxis: new Vector3(1, 0, 0), sampleCount: 128, orientation: 'rotation-minimizing',
    roll: feature === 'roll' || feature === 'all' ? BANKING : null, stretchMask: masked ? 'color-r' : 'none',
    playback: { autoPlay: false }, curves: { stretch: [[0, 1], [1, 1]] }, maxStretch: 1.6,
  });
  spline.set('Progress', progress);
  current = { mesh, line, spline };
  renderer.render(scene, camera);
  return { closed: spline.closed, roll: spline.options.roll !== null, masked };
}

/** Pixels of the last frame brighter than the background and the track: the bar's. */
function barPixels(): number {
  const gl = renderer.getContext();
  const { width, height } = gl.canvas;
  const d = new Uint8Array(4 * width * height);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, d);
  let n = 0;
  for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] > 300) n++;
  return n;
}

/** Hides the bar (SizeScale 0: every vertex on one point) and draws again: the planted fault of the page's check. */
function hideBar(): void {
  current?.spline.set('SizeScale', 0);
  renderer.render(scene, camera);
}

declare global {
  interface Window {
    stretchyLoop: { show: typeof show; barPixels: typeof barPixels; hideBar: typeof hideBar; ready: boolean };
  }
}
window.stretchyLoop = { show, barPixels, hideBar, ready: true };
