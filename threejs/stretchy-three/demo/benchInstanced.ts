// Benchmark page (not a test; e2e/bench-instanced.mjs drives it and prints the figures): frame time of many coins
// travelling curves and squashing, drawn as one InstancedSplineTravel, against a plain InstancedMesh of the same
// geometry and material without deformation, and against individual SplineDeform meshes. A frame is the CPU update
// plus the render, closed by a 1-pixel readPixels so the GPU's work is inside the time.
import {
  CatmullRomCurve3, Color, CylinderGeometry, DirectionalLight, AmbientLight, InstancedMesh, Matrix4, Mesh,
  MeshLambertMaterial, PerspectiveCamera, Scene, Vector3, WebGLRenderer, type BufferGeometry,
} from 'three';
import { Flow, InstancedFlow } from 'three/examples/jsm/modifiers/CurveModifier.js';
import { InstancedSplineTravel, SplineDeform } from '../src/index.js';

const WIDTH = 960;
const HEIGHT = 540;
const CURVES = 16;
const DURATION = 1.5;
const DT = 1 / 60;

const canvas = document.createElement('canvas');
canvas.width = WIDTH;
canvas.height = HEIGHT;
document.body.appendChild(canvas);
const renderer = new WebGLRenderer({ canvas, antialias: false });
renderer.setPixelRatio(1);
renderer.setSize(WIDTH, HEIGHT, false);
renderer.setClearColor(new Color(0x101418), 1);
const camera = new PerspectiveCamera(50, WIDTH / HEIGHT, 0.1, 100);
camera.position.set(0, 2, 14);
camera.lookAt(0, 2, 0);
const pixel = new Uint8Array(4);

/** Coins burst from a chest at the origin and fly to a HUD corner, each curve a different arc. */
const curves = Array.from({ length: CURVES }, (_, k) => {
  const a = (k / CURVES) * Math.PI * 2;
  return new CatmullRomCurve3([
    new Vector3(0, 0, 0),
    new Vector3(3 * Math.cos(a), 2.5 + 1.5 * Math.sin(a), 1.5 * Math.sin(2 * a)),
    new Vector3(4 + Math.cos(a), 5.5 + 0.5 * Math.sin(a), 0),
    new Vector3(6.5, 6, 0),
  ]);
});
/** A coin facing the camera, its axis along +Z (the deformer's forward axis): 16 sides, 100 vertices. */
const coin = (): BufferGeometry => new CylinderGeometry(0.06, 0.06, 0.015, 16).rotateX(Math.PI / 2);

function lights(scene: Scene): void {
  const sun = new DirectionalLight(0xffffff, 2);
  sun.position.set(2, 5, 8);
  scene.add(new AmbientLight(0xffffff, 0.6), sun);
}

interface Variant {
  name: string;
  scene: Scene;
  update(dt: number): void;
  dispose(): void;
  /** The float textures it adds (the curve atlas, the spline texture), counted in its GPU data. */
  textures: Array<{ image: { data: ArrayBufferView | null } }>;
}

/** Where traveller i starts: spread over the journey (golden-ratio steps). */
const startAt = (i: number) => (i * 0.618034) % 1;

function instanced(count: number, squash: boolean): Variant {
  const scene = new Scene();
  lights(scene);
  const mesh = new InstancedMesh(coin(), new MeshLambertMaterial({ color: 0xffc040 }), count);
  scene.add(mesh);
  const travel = new InstancedSplineTravel(mesh, curves, {
    forwardAxis: new Vector3(0, 0, 1), playback: { duration: DURATION, loop: 'loop' }, velocity: squash ? {} : false,
  });
  for (let i = 0; i < count; i++) travel.spawn({ curve: i % CURVES, startAt: startAt(i) });
  return {
    name: squash ? 'instanced' : 'instanced-no-squash', scene, update: (dt) => travel.update(dt), dispose: () => travel.dispose(),
    textures: Object.values(travel.uniforms).map((u) => u.value).filter((v) => v?.isDataTexture),
  };
}

/** The same coins, undeformed: one InstancedMesh, each instance where a traveller would be, nothing updated per frame. */
function plain(count: number): Variant {
  const scene = new Scene();
  lights(scene);
  const mesh = new InstancedMesh(coin(), new MeshLambertMaterial({ color: 0xffc040 }), count);
  const m = new Matrix4();
  const p = new Vector3();
  for (let i = 0; i < count; i++) mesh.setMatrixAt(i, m.makeTranslation(curves[i % CURVES].getPointAt(startAt(i), p)));
  mesh.computeBoundingSphere();
  scene.add(mesh);
  return { name: 'plain', scene, update: () => {}, dispose: () => mesh.dispose(), textures: [] };
}

/** One Mesh and one SplineDeform per coin (the velocity squash left out: it would only add to their cost). */
function individual(count: number): Variant {
  const scene = new Scene();
  lights(scene);
  const geometry = coin();
  const material = new MeshLambertMaterial({ color: 0xffc040 });
  const deformers: SplineDeform[] = [];
  for (let i = 0; i < count; i++) {
    // Each mesh its own copy of the geometry: SplineDeform writes the deformed bounds on it.
    const g = geometry.clone();
    const mesh = new Mesh(g, material);
    const curve = curves[i % CURVES];
    mesh.position.copy(curve.getPointAt(1));
    scene.add(mesh);
    const d = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(0, 0, 1), playback: { duration: DURATION, loop: 'loop', autoPlay: true } });
    d.setProgress(startAt(i));
    deformers.push(d);
  }
  return {
    name: 'individual', scene,
    update: (dt) => { for (const d of deformers) d.update(dt); },
    dispose: () => { for (const d of deformers) d.dispose(); },
    textures: [],
  };
}

/**
 * three.js's own CurveModifier (examples/jsm/modifiers, the pinned three): one Flow mesh on the first curve, moved
 * along it each frame (no stretch, no squash: Flow bends the mesh only).
 */
function flow(): Variant {
  const scene = new Scene();
  lights(scene);
  const f = new Flow(new Mesh(coin().rotateY(Math.PI / 2), new MeshLambertMaterial({ color: 0xffc040 })), 1);
  f.updateCurve(0, curves[0]);
  f.moveAlongCurve(startAt(0));
  scene.add(f.object3D);
  return {
    name: 'flow', scene, update: (dt) => f.moveAlongCurve(dt / DURATION),
    dispose: () => { scene.remove(f.object3D); f.splineTexture.dispose(); }, textures: [f.splineTexture],
  };
}

/** InstancedFlow: count coins on the 16 curves, each moved along its curve every frame, as the travellers are. */
function instancedFlow(count: number): Variant {
  const scene = new Scene();
  lights(scene);
  const f = new InstancedFlow(count, CURVES, coin().rotateY(Math.PI / 2), new MeshLambertMaterial({ color: 0xffc040 }));
  curves.forEach((c, k) => f.updateCurve(k, c));
  for (let i = 0; i < count; i++) {
    f.setCurve(i, i % CURVES);
    f.moveIndividualAlongCurve(i, startAt(i));
  }
  scene.add(f.object3D);
  return {
    name: 'instancedflow', scene,
    update: (dt) => { for (let i = 0; i < count; i++) f.moveIndividualAlongCurve(i, dt / DURATION); },
    dispose: () => { scene.remove(f.object3D); f.splineTexture.dispose(); (f.object3D as InstancedMesh).dispose(); },
    textures: [f.splineTexture],
  };
}

/** Bytes a variant uploads: every vertex and instance attribute of its meshes (each array once) and its textures. */
function gpuBytes(v: Variant): number {
  const arrays = new Set<ArrayBufferView>();
  v.scene.traverse((o) => {
    const m = o as Mesh & { instanceMatrix?: { array: ArrayBufferView } };
    if (!m.isMesh) return;
    for (const a of Object.values(m.geometry.attributes)) arrays.add(a.array as ArrayBufferView);
    if (m.geometry.index) arrays.add(m.geometry.index.array as ArrayBufferView);
    if (m.instanceMatrix) arrays.add(m.instanceMatrix.array);
  });
  for (const t of v.textures) if (t.image.data) arrays.add(t.image.data);
  let bytes = 0;
  for (const a of arrays) bytes += a.byteLength;
  return bytes;
}

const variants = new Map<string, Variant>();

/** Builds a variant (timing its set-up) and renders it once (shader compile); returns the set-up ms. */
type Kind = 'plain' | 'instanced' | 'instanced-no-squash' | 'individual' | 'flow' | 'instancedflow';

function make(kind: Kind, count: number): Variant {
  switch (kind) {
    case 'plain': return plain(count);
    case 'individual': return individual(count);
    case 'flow': return flow();
    case 'instancedflow': return instancedFlow(count);
    default: return instanced(count, kind === 'instanced');
  }
}

function setup(kind: Kind, count: number): { ms: number; drawCalls: number; triangles: number; gpuBytes: number } {
  const t0 = performance.now();
  const v = make(kind, count);
  variants.get(v.name)?.dispose();
  variants.set(v.name, v);
  v.update(DT);
  renderer.render(v.scene, camera);
  renderer.getContext().readPixels(0, 0, 1, 1, renderer.getContext().RGBA, renderer.getContext().UNSIGNED_BYTE, pixel);
  return { ms: performance.now() - t0, drawCalls: renderer.info.render.calls, triangles: renderer.info.render.triangles, gpuBytes: gpuBytes(v) };
}

/** One frame of a variant: update + render + sync; returns [frame ms, update ms]. */
function frame(name: string): [number, number] {
  const v = variants.get(name);
  if (!v) throw new Error(`no variant ${name}`);
  const gl = renderer.getContext();
  const t0 = performance.now();
  v.update(DT);
  const t1 = performance.now();
  renderer.render(v.scene, camera);
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
  return [performance.now() - t0, t1 - t0];
}

/** Rounds of interleaved frames (one frame of each name per round), so load changes hit every variant alike. */
function interleaved(names: string[], rounds: number): Record<string, { frame: number[]; update: number[] }> {
  const out: Record<string, { frame: number[]; update: number[] }> = {};
  for (const n of names) out[n] = { frame: [], update: [] };
  for (let r = 0; r < rounds; r++) {
    for (const n of names) {
      const [f, u] = frame(n);
      out[n].frame.push(f);
      out[n].update.push(u);
    }
  }
  return out;
}

function release(name: string): void {
  variants.get(name)?.dispose();
  variants.delete(name);
}

function releaseAll(): void {
  for (const name of [...variants.keys()]) release(name);
  renderer.renderLists.dispose();
}

function info(): { renderer: string; width: number; height: number; vertices: number } {
  const gl = renderer.getContext();
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  return {
    renderer: String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER)),
    width: WIDTH, height: HEIGHT, vertices: coin().getAttribute('position').count,
  };
}

declare global {
  interface Window {
    stretchyBench: {
      setup: typeof setup; interleaved: typeof interleaved; release: typeof release; releaseAll: typeof releaseAll; info: typeof info;
    };
  }
}
window.stretchyBench = { setup, interleaved, release, releaseAll, info };
(window as unknown as { stretchyGlsl: { renderer: () => string } }).stretchyGlsl = { renderer: () => info().renderer };
