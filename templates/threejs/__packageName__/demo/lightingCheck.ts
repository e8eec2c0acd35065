// Light and shadow of deformed meshes, rendered by three.js for real (lighting-check.html, driven by the browser
// test). Shadows: a light casts the deformed mesh's shadow on a floor seen from straight above (the mesh itself is
// on a layer that only the shadow camera renders, so it never hides its shadow); the shadow's pixel box is compared
// with the deformed vertices projected from the light onto the floor (the TypeScript deformers, not the GLSL).
// `patched: false` removes the derived shadow materials: the old behaviour, which the checks must catch.
import {
  AmbientLight, BasicShadowMap, BoxGeometry, CatmullRomCurve3, Color, DirectionalLight, LinearSRGBColorSpace, Mesh,
  MeshLambertMaterial, MeshStandardMaterial, NoToneMapping, OrthographicCamera, PlaneGeometry, PointLight, Scene,
  SphereGeometry, Vector3, WebGLRenderer,
} from 'three';
import {
  SplineDeform, SquashStretchMaterial, splineDeformOffset, velocityStretchOffset, type SplineDeformInputs, type Vec3,
} from '../src/index.js';

const SIZE = 256;
/** The floor area the top camera sees: x and z in [-VIEW, VIEW]. */
const VIEW = 3;
const HIDDEN_LAYER = 1;

/** A pixel box in the top view (x to the right, z down), or null when nothing was found. */
export interface PixelBox { minX: number; maxX: number; minZ: number; maxZ: number; pixels: number }

export interface ShadowCase {
  name: string;
  light: 'directional' | 'point';
  patched: boolean;
  /** The shadow's pixel box measured on the floor. */
  measured: PixelBox | null;
  /** The box of the deformed vertices projected from the light onto the floor, in pixels. */
  expected: PixelBox;
  /** The box of the rest pose projected the same way (what an unpatched shadow shows). */
  rest: PixelBox;
  /** The controller's stretch, for the velocity cases. */
  sPar?: number;
  /** A PNG of the top view, for the docs. */
  png?: string;
}

let shared: { renderer: WebGLRenderer; canvas: HTMLCanvasElement } | null = null;

function renderer(): WebGLRenderer {
  if (shared) return shared.renderer;
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const r = new WebGLRenderer({ canvas, antialias: false, preserveDrawingBuffer: true });
  // Linear output, no tone mapping: a pixel is the shading's value times 255.
  r.outputColorSpace = LinearSRGBColorSpace;
  r.toneMapping = NoToneMapping;
  r.shadowMap.enabled = true;
  r.shadowMap.type = BasicShadowMap; // crisp edges: the box is measured to the pixel
  shared = { renderer: r, canvas };
  return r;
}

/** A camera above the floor looking straight down: world x to the right, world z down, 1 unit = SIZE / (2 VIEW) px. */
function topCamera(): OrthographicCamera {
  const camera = new OrthographicCamera(-VIEW, VIEW, VIEW, -VIEW, 0.1, 50);
  camera.position.set(0, 20, 0);
  camera.up.set(0, 0, -1);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld(true);
  return camera;
}

const toPixelX = (x: number): number => ((x + VIEW) / (2 * VIEW)) * SIZE;
const toPixelZ = (z: number): number => ((z + VIEW) / (2 * VIEW)) * SIZE;

/** The floor, the lights (ambient so a shadow is not black), the caster's layer visible to the shadow camera only. */
function stage(kind: 'directional' | 'point'): { scene: Scene; light: DirectionalLight | PointLight; project: (p: Vector3) => Vector3 } {
  const scene = new Scene();
  scene.background = new Color(0, 0, 0);
  const floor = new Mesh(new PlaneGeometry(2 * VIEW + 2, 2 * VIEW + 2), new MeshLambertMaterial({ color: 0xffffff }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  scene.add(new AmbientLight(0xffffff, 0.2 * Math.PI));
  let light: DirectionalLight | PointLight;
  let project: (p: Vector3) => Vector3;
  if (kind === 'directional') {
    const d = new DirectionalLight(0xffffff, 0.8 * Math.PI);
    d.position.set(0, 10, 0);
    d.target.position.set(0, 0, 0);
    d.shadow.camera.up.set(0, 0, -1); // the shadow camera looks straight down: its up must not be the view direction
    scene.add(d.target);
    Object.assign(d.shadow.camera, { left: -VIEW - 1, right: VIEW + 1, top: VIEW + 1, bottom: -VIEW - 1, near: 1, far: 20 });
    project = (p) => new Vector3(p.x, 0, p.z);
    light = d;
  } else {
    const p = new PointLight(0xffffff, 0.8 * Math.PI, 0, 0);
    p.position.set(0, 6, 0);
    p.shadow.camera.near = 0.5;
    p.shadow.camera.far = 20;
    const at = p.position.clone();
    project = (v) => {
      const t = at.y / (at.y - v.y); // along the ray from the light through v, to y = 0
      return new Vector3(at.x + (v.x - at.x) * t, 0, at.z + (v.z - at.z) * t);
    };
    light = p;
  }
  light.castShadow = true;
  light.shadow.mapSize.set(1024, 1024);
  light.shadow.camera.layers.enable(HIDDEN_LAYER);
  scene.add(light);
  return { scene, light, project };
}

/** The box of points projected onto the floor, in pixels. */
function projectedBox(points: Vector3[], project: (p: Vector3) => Vector3): PixelBox {
  const box = { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity, pixels: points.length };
  for (const p of points) {
    const q = project(p);
    box.minX = Math.min(box.minX, toPixelX(q.x));
    box.maxX = Math.max(box.maxX, toPixelX(q.x));
    box.minZ = Math.min(box.minZ, toPixelZ(q.z));
    box.maxZ = Math.max(box.maxZ, toPixelZ(q.z));
  }
  return box;
}

/** Renders the top view and finds the shadow: floor pixels darker than half the lit floor. */
function measureShadow(scene: Scene): { box: PixelBox | null; png: string } {
  const r = renderer();
  r.render(scene, topCamera());
  const gl = r.getContext();
  const px = new Uint8Array(SIZE * SIZE * 4);
  gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, px);
  const box = { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity, pixels: 0 };
  for (let row = 0; row < SIZE; row++) {
    for (let x = 0; x < SIZE; x++) {
      const i = 4 * (row * SIZE + x);
      if (px[i] >= 128) continue;
      const z = SIZE - 1 - row; // readPixels starts at the bottom row
      box.pixels++;
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x + 1);
      box.minZ = Math.min(box.minZ, z);
      box.maxZ = Math.max(box.maxZ, z + 1);
    }
  }
  return { box: box.pixels > 0 ? box : null, png: shared!.canvas.toDataURL('image/png') };
}

const vertices = (mesh: Mesh): Vec3[] => {
  const pos = mesh.geometry.getAttribute('position');
  return Array.from({ length: pos.count }, (_, i) => [pos.getX(i), pos.getY(i), pos.getZ(i)] as Vec3);
};
const toWorld = (mesh: Mesh, x: Vec3): Vector3 => new Vector3(...x).applyMatrix4(mesh.matrixWorld);

/**
 * The ball with SquashStretchMaterial, its controller driven for half a second at `speed` along +X (0: at rest, not
 * stretched), and its shadow from `light`.
 */
export function velocityShadow(light: 'directional' | 'point', patched: boolean, speed: number, png = false): ShadowCase {
  const { scene, project } = stage(light);
  const ball = new Mesh(new SphereGeometry(0.5, 48, 24), new MeshStandardMaterial({ color: 0xff0000 }));
  ball.position.set(0.3, 2, -0.4);
  ball.castShadow = true;
  ball.layers.set(HIDDEN_LAYER);
  scene.add(ball);
  ball.updateMatrixWorld(true);
  const squash = new SquashStretchMaterial(ball);
  let sPar = 1;
  for (let i = 0; speed > 0 && i < 30; i++) sPar = squash.update(1 / 60, new Vector3(speed, 0, 0)).sPar;
  if (!patched) {
    ball.customDepthMaterial = undefined;
    ball.customDistanceMaterial = undefined;
  }
  const u = (base: string): unknown => squash.get(base as never);
  const v3 = (v: unknown): Vec3 => (v as Vector3).toArray() as Vec3;
  const inputs = {
    VelocityPivotLocal: v3(u('VelocityPivotLocal')), VelocityAxisLocal: v3(u('VelocityAxisLocal')),
    VelocityStretch: u('VelocityStretch') as number, VelocityPerpScale: u('VelocityPerpScale') as number,
  };
  const rest = vertices(ball);
  const deformed = rest.map((x) => {
    const o = velocityStretchOffset(x, inputs);
    return toWorld(ball, [x[0] + o[0], x[1] + o[1], x[2] + o[2]]);
  });
  const m = measureShadow(scene);
  squash.dispose();
  return {
    name: `velocity stretch at ${speed} m/s, ${light} light`, light, patched, measured: m.box, sPar,
    expected: projectedBox(deformed, project), rest: projectedBox(rest.map((x) => toWorld(ball, x)), project),
    png: png ? m.png : undefined,
  };
}

/** A box travelling a curve in the plane y = 2, forward +X, at rest at the curve's end; its shadow at `progress`. */
export function splineShadow(light: 'directional' | 'point', patched: boolean, progress = 0.35, png = false): ShadowCase {
  const { scene, project } = stage(light);
  const curve = new CatmullRomCurve3([
    new Vector3(-2.5, 2, 1.5), new Vector3(-1.5, 2, -1.5), new Vector3(0.5, 2, -2), new Vector3(1.5, 2, 0.5), new Vector3(2.5, 2, 1),
  ]);
  const mesh = new Mesh(new BoxGeometry(1.2, 0.3, 0.3, 24, 1, 1), new MeshStandardMaterial({ color: 0x00ff00 }));
  mesh.position.copy(curve.getPointAt(1));
  mesh.castShadow = true;
  mesh.layers.set(HIDDEN_LAYER);
  scene.add(mesh);
  mesh.updateMatrixWorld(true);
  const spline = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0) });
  spline.setProgress(progress);
  if (!patched) {
    mesh.customDepthMaterial = undefined;
    mesh.customDistanceMaterial = undefined;
  }
  const rest = vertices(mesh);
  const inputs = splineInputs(spline);
  const tex = { position: spline.bake.positions, tangent: spline.bake.tangents };
  const deformed = rest.map((x) => {
    const o = splineDeformOffset(x, inputs, tex, spline.orientationIndex);
    return toWorld(mesh, [x[0] + o[0], x[1] + o[1], x[2] + o[2]]);
  });
  const m = measureShadow(scene);
  spline.dispose();
  return {
    name: `spline travel at Progress ${spline.deformProgress.toFixed(2)}, ${light} light`, light, patched, measured: m.box,
    expected: projectedBox(deformed, project), rest: projectedBox(rest.map((x) => toWorld(mesh, x)), project),
    png: png ? m.png : undefined,
  };
}

/** The deformer's current inputs, as its TypeScript port takes them. */
export function splineInputs(spline: SplineDeform): SplineDeformInputs {
  const v = (name: 'MeshCenterLocal' | 'ForwardAxisLocal'): Vec3 => spline.get(name).toArray() as Vec3;
  return {
    Progress: spline.get('Progress'), SplineLength: spline.get('SplineLength'), SampleCount: spline.get('SampleCount'),
    MeshCenterLocal: v('MeshCenterLocal'), ForwardAxisLocal: v('ForwardAxisLocal'), StretchScale: spline.get('StretchScale'),
    PreserveVolume: spline.get('PreserveVolume'), SizeScale: spline.get('SizeScale'), StretchBias: spline.get('StretchBias'),
    MeshHalfLength: spline.get('MeshHalfLength'), SettleWindow: spline.get('SettleWindow'),
    EndExtrapolation: spline.get('EndExtrapolation'),
  };
}

function webgl(): string {
  const gl = document.createElement('canvas').getContext('webgl2');
  return gl ? 'webgl2' : 'none';
}

declare global {
  interface Window {
    stretchyLighting: { velocityShadow: typeof velocityShadow; splineShadow: typeof splineShadow; webgl: typeof webgl };
  }
}
window.stretchyLighting = { velocityShadow, splineShadow, webgl };
