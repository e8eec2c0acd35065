// Light and shadow of deformed meshes, rendered by three.js for real (lighting-check.html, driven by the browser
// test). Shadows: a light casts the deformed mesh's shadow on a floor seen from straight above (the mesh itself is
// on a layer that only the shadow camera renders, so it never hides its shadow); the shadow's pixel box is compared
// with the deformed vertices projected from the light onto the floor (the TypeScript deformers, not the GLSL).
// `patched: false` removes the derived shadow materials: the old behaviour, which the checks must catch.
// Normals: a bent, stretched, tapered box lit by a directional light; pixels on its front face along the bend are
// compared with the shading the expected normals give (central differences of the TypeScript deformer, §8).
import {
  AmbientLight, BasicShadowMap, BoxGeometry, CatmullRomCurve3, Color, DataTexture, DirectionalLight, LinearSRGBColorSpace,
  Mesh, MeshLambertMaterial, MeshNormalMaterial, MeshPhysicalMaterial, MeshStandardMaterial, NoToneMapping, OrthographicCamera,
  PerspectiveCamera, PlaneGeometry, PointLight, RGBAFormat, Scene, SphereGeometry, Vector3, WebGLRenderer, type Material,
} from 'three';
import {
  SplineDeform, SquashStretchMaterial, splineDeformOffset, velocityStretchOffset, type NormalsMode, type SplineDeformInputs,
  type Vec3,
} from '../src/index.js';
import { angleDegrees, deformNormal, deformTangent, deformation, numericJacobian } from './expectedNormals.js';
import { collectShaderErrors, framePixels, litCount } from './checkRenderer.js';

export const SIZE = 256;
/** The floor area the top camera sees: x and z in [-VIEW, VIEW]. */
const VIEW = 3;
export const HIDDEN_LAYER = 1;

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
export function topCamera(): OrthographicCamera {
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
export function stage(kind: 'directional' | 'point'): { scene: Scene; light: DirectionalLight | PointLight; project: (p: Vector3) => Vector3 } {
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
    p.position.set(0, 9, 0);
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
export function projectedBox(points: Vector3[], project: (p: Vector3) => Vector3): PixelBox {
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

/** The shadow in the top view's pixels: floor pixels darker than half the lit floor; `bottomUp` as readPixels gives them. */
export function shadowBox(px: Uint8Array, bottomUp: boolean): PixelBox | null {
  const box = { minX: Infinity, maxX: -Infinity, minZ: Infinity, maxZ: -Infinity, pixels: 0 };
  for (let row = 0; row < SIZE; row++) {
    for (let x = 0; x < SIZE; x++) {
      const i = 4 * (row * SIZE + x);
      if (px[i] >= 128) continue;
      const z = bottomUp ? SIZE - 1 - row : row;
      box.pixels++;
      box.minX = Math.min(box.minX, x);
      box.maxX = Math.max(box.maxX, x + 1);
      box.minZ = Math.min(box.minZ, z);
      box.maxZ = Math.max(box.maxZ, z + 1);
    }
  }
  return box.pixels > 0 ? box : null;
}

/** Renders the top view and finds the shadow. */
function measureShadow(scene: Scene): { box: PixelBox | null; png: string } {
  const r = renderer();
  r.render(scene, topCamera());
  const gl = r.getContext();
  const px = new Uint8Array(SIZE * SIZE * 4);
  gl.readPixels(0, 0, SIZE, SIZE, gl.RGBA, gl.UNSIGNED_BYTE, px);
  return { box: shadowBox(px, true), png: shared!.canvas.toDataURL('image/png') };
}

export const vertices = (mesh: Mesh): Vec3[] => {
  const pos = mesh.geometry.getAttribute('position');
  return Array.from({ length: pos.count }, (_, i) => [pos.getX(i), pos.getY(i), pos.getZ(i)] as Vec3);
};
export const toWorld = (mesh: Mesh, x: Vec3): Vector3 => new Vector3(...x).applyMatrix4(mesh.matrixWorld);

/** A shadow case's scene and what its shadow should be, for any renderer (the WebGPU check draws these too). */
export interface ShadowScene {
  scene: Scene;
  mesh: Mesh;
  name: string;
  sPar: number;
  expected: PixelBox;
  rest: PixelBox;
  dispose(): void;
}

/** The deformed mesh's vertices in the world, by the TypeScript deformer's offset. */
const deformedWorld = (mesh: Mesh, offset: (x: Vec3) => Vec3): Vector3[] => vertices(mesh).map((x) => {
  const o = offset(x);
  return toWorld(mesh, [x[0] + o[0], x[1] + o[1], x[2] + o[2]]);
});

/**
 * The ball (`material`) with SquashStretchMaterial, its controller driven for half a second at `speed` along +X (0:
 * at rest, not stretched), and its shadow from `light`.
 */
export function velocityShadowScene(light: 'directional' | 'point', speed: number, material: Material): ShadowScene {
  const { scene, project } = stage(light);
  const ball = new Mesh(new SphereGeometry(0.5, 48, 24), material);
  ball.position.set(0.3, 2, -0.4);
  ball.castShadow = true;
  ball.layers.set(HIDDEN_LAYER);
  scene.add(ball);
  ball.updateMatrixWorld(true);
  const squash = new SquashStretchMaterial(ball);
  let sPar = 1;
  for (let i = 0; speed > 0 && i < 30; i++) sPar = squash.update(1 / 60, new Vector3(speed, 0, 0)).sPar;
  const u = (base: string): unknown => squash.get(base as never);
  const v3 = (v: unknown): Vec3 => (v as Vector3).toArray() as Vec3;
  const inputs = {
    VelocityPivotLocal: v3(u('VelocityPivotLocal')), VelocityAxisLocal: v3(u('VelocityAxisLocal')),
    VelocityStretch: u('VelocityStretch') as number, VelocityPerpScale: u('VelocityPerpScale') as number,
  };
  return {
    scene, mesh: ball, name: `velocity stretch at ${speed} m/s, ${light} light`, sPar,
    expected: projectedBox(deformedWorld(ball, (x) => velocityStretchOffset(x, inputs)), project),
    rest: projectedBox(vertices(ball).map((x) => toWorld(ball, x)), project), dispose: () => squash.dispose(),
  };
}

/** A box (`material`) travelling a curve in the plane y = 2, forward +X, at rest at the curve's end; at `progress`. */
export function splineShadowScene(light: 'directional' | 'point', progress: number, material: Material): ShadowScene {
  const { scene, project } = stage(light);
  const curve = new CatmullRomCurve3([
    new Vector3(-2, 2, 1.2), new Vector3(-1.2, 2, -1.2), new Vector3(0.4, 2, -1.6), new Vector3(1.2, 2, 0.4), new Vector3(2, 2, 0.8),
  ]);
  const mesh = new Mesh(new BoxGeometry(1, 0.3, 0.3, 24, 1, 1), material);
  mesh.position.copy(curve.getPointAt(1));
  mesh.castShadow = true;
  mesh.layers.set(HIDDEN_LAYER);
  scene.add(mesh);
  mesh.updateMatrixWorld(true);
  const spline = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0) });
  spline.setProgress(progress);
  const inputs = splineInputs(spline);
  const tex = { position: spline.bake.positions, tangent: spline.bake.tangents };
  return {
    scene, mesh, name: `spline travel at Progress ${spline.deformProgress.toFixed(2)}, ${light} light`, sPar: 1,
    expected: projectedBox(deformedWorld(mesh, (x) => splineDeformOffset(x, inputs, tex, spline.orientationIndex)), project),
    rest: projectedBox(vertices(mesh).map((x) => toWorld(mesh, x)), project), dispose: () => spline.dispose(),
  };
}

/** A shadow case drawn by WebGL; `patched: false` removes the derived shadow materials (the planted fault). */
function shadowCase(s: ShadowScene, light: 'directional' | 'point', patched: boolean, png: boolean): ShadowCase {
  if (!patched) {
    s.mesh.customDepthMaterial = undefined;
    s.mesh.customDistanceMaterial = undefined;
  }
  const m = measureShadow(s.scene);
  s.dispose();
  return { name: s.name, light, patched, measured: m.box, sPar: s.sPar, expected: s.expected, rest: s.rest, png: png ? m.png : undefined };
}

/** The ball with SquashStretchMaterial at `speed` along +X, and its shadow from `light`. */
export function velocityShadow(light: 'directional' | 'point', patched: boolean, speed: number, png = false): ShadowCase {
  return shadowCase(velocityShadowScene(light, speed, new MeshStandardMaterial({ color: 0xff0000 })), light, patched, png);
}

/** The box travelling its curve at `progress`, and its shadow from `light`. */
export function splineShadow(light: 'directional' | 'point', patched: boolean, progress = 0.35, png = false): ShadowCase {
  return shadowCase(splineShadowScene(light, progress, new MeshStandardMaterial({ color: 0x00ff00 })), light, patched, png);
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

/** One sample point on the bent box's front face: where it is on screen, what the pixel shows, what it should. */
export interface ShadePoint {
  /** The rest position along the box (local x). */
  along: number;
  px: number;
  py: number;
  /** Lambert: the pixel's value (0..1) and the value the expected normal gives. MeshNormalMaterial: the angle. */
  measured: number;
  expected: number;
  /** MeshNormalMaterial only: the angle between the pixel's normal and the expected one, in degrees. */
  angle?: number;
}

export interface LightingCase {
  name: string;
  normals: NormalsMode;
  material: string;
  points: ShadePoint[];
  errors: string[];
  litPixels: number;
  /** The rendered pixels' bytes, to compare two renders. */
  pixels?: number[];
  png?: string;
}

const LIGHT_DIR = new Vector3(0.7, 0.3, 0.65).normalize();
const AMBIENT = 0.1;
const DIFFUSE = 0.9;
/** A constant tangent-space normal for the normal-map case: tilted towards the tangent. */
const MAP_NORMAL: Vec3 = [0.5, 0, Math.sqrt(0.75)];

type MaterialName = 'lambert' | 'normal' | 'standard' | 'physical' | 'lambert+normalMap';

function makeMaterial(name: MaterialName): Material {
  switch (name) {
    case 'lambert': return new MeshLambertMaterial({ color: 0xffffff });
    case 'normal': return new MeshNormalMaterial();
    case 'standard': return new MeshStandardMaterial({ color: 0xffffff, roughness: 0.6, metalness: 0 });
    case 'physical': return new MeshPhysicalMaterial({ color: 0xffffff, roughness: 0.5, clearcoat: 0.5 });
    case 'lambert+normalMap': {
      const texel = new Uint8Array(4 * 4 * 4);
      for (let i = 0; i < 16; i++) texel.set([Math.round((MAP_NORMAL[0] * 0.5 + 0.5) * 255), 128, Math.round((MAP_NORMAL[2] * 0.5 + 0.5) * 255), 255], 4 * i);
      const map = new DataTexture(texel, 4, 4, RGBAFormat);
      map.needsUpdate = true;
      return new MeshLambertMaterial({ color: 0xffffff, normalMap: map });
    }
  }
}

/**
 * The bent box: 3 x 0.6 x 0.6 along +X, travelling an arc in the XZ plane that bulges away from the camera, at
 * Progress 0.5, stretched 1.5 with bias 0.4 and PreserveVolume (so it also tapers). Seen from +Z, a little above.
 */
/** The bent box's scene: lights, the box with `material` and its SplineDeform, the camera. */
export function bentBoxScene(material: Material, normals: NormalsMode): { scene: Scene; mesh: Mesh; spline: SplineDeform; camera: OrthographicCamera } {
  const scene = new Scene();
  scene.background = new Color(0, 0, 0);
  scene.add(new AmbientLight(0xffffff, AMBIENT * Math.PI));
  const sun = new DirectionalLight(0xffffff, DIFFUSE * Math.PI);
  sun.position.copy(LIGHT_DIR).multiplyScalar(10);
  scene.add(sun);
  const curve = new CatmullRomCurve3([
    new Vector3(-3.5, 0, 1), new Vector3(-1.75, 0, -0.6), new Vector3(0, 0, -1.2), new Vector3(1.75, 0, -0.6), new Vector3(3.5, 0, 1),
  ]);
  const geometry = new BoxGeometry(3, 0.6, 0.6, 60, 4, 4);
  if ((material as { normalMap?: unknown }).normalMap) geometry.computeTangents();
  const mesh = new Mesh(geometry, material);
  mesh.position.copy(curve.getPointAt(1));
  scene.add(mesh);
  mesh.updateMatrixWorld(true);
  const spline = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0), stretchBias: 0.4, preserveVolume: true, normals });
  spline.set('Progress', 0.5);
  spline.set('StretchScale', 1.5);
  spline.set('SizeScale', 1);
  const camera = new OrthographicCamera(-2.6, 2.6, 2.6, -2.6, 0.1, 50);
  camera.position.set(0, 3, 12);
  camera.lookAt(0, 0, -0.6);
  camera.updateMatrixWorld(true);
  return { scene, mesh, spline, camera };
}

/**
 * 13 points of the bent box's front face (z = +0.3) along the bend: the rest position along the box, the pixel
 * (column, row from the top) and the Jacobian there by central differences of the TypeScript deformer.
 */
export function bentBoxPoints(mesh: Mesh, spline: SplineDeform, camera: OrthographicCamera): Array<{ along: number; sx: number; sy: number; J: [Vec3, Vec3, Vec3] }> {
  const inputs = splineInputs(spline);
  const tex = { position: spline.bake.positions, tangent: spline.bake.tangents };
  const y = deformation((x) => splineDeformOffset(x, inputs, tex, spline.orientationIndex));
  return Array.from({ length: 13 }, (_, k) => {
    const along = -1.32 + (2.64 * k) / 12;
    const x: Vec3 = [along, 0, 0.3];
    const screen = new Vector3(...y(x)).applyMatrix4(mesh.matrixWorld).project(camera);
    return { along, sx: Math.floor(((screen.x + 1) / 2) * SIZE), sy: Math.floor(((1 - screen.y) / 2) * SIZE), J: numericJacobian(y, x, 1e-4) };
  });
}

export function bentBox(material: MaterialName, normals: NormalsMode, png = false): LightingCase {
  const r = renderer();
  const errors = collectShaderErrors(r);
  const { scene, mesh, spline, camera } = bentBoxScene(makeMaterial(material), normals);
  r.render(scene, camera);
  const px = framePixels(r, SIZE);
  const litPixels = litCount(px);

  // The expected normals: central differences of the TypeScript deformer at points of the front face (z = +0.3).
  const view = camera.matrixWorldInverse;
  const points: ShadePoint[] = [];
  for (const { along, sx, sy, J } of bentBoxPoints(mesh, spline, camera)) {
    let n = deformNormal(J, [0, 0, 1]);
    if (material === 'lambert+normalMap') {
      // three's normal mapping: tbn = (T, cross(N, T) * w, N) with T the (deformed) tangent, w = +1 here.
      const t = deformTangent(J, [1, 0, 0]);
      const b = new Vector3(...n).cross(new Vector3(...t)).normalize();
      const p = new Vector3(...t).multiplyScalar(MAP_NORMAL[0]).addScaledVector(b, MAP_NORMAL[1]).addScaledVector(new Vector3(...n), MAP_NORMAL[2]);
      n = p.normalize().toArray() as Vec3;
    }
    const world = new Vector3(...n).transformDirection(mesh.matrixWorld);
    const i = 4 * ((SIZE - 1 - sy) * SIZE + sx);
    const point: ShadePoint = { along, px: sx, py: sy, measured: 0, expected: 0 };
    if (material === 'normal') {
      const expectedView = world.clone().transformDirection(view);
      const got = new Vector3(px[i] / 255 * 2 - 1, px[i + 1] / 255 * 2 - 1, px[i + 2] / 255 * 2 - 1).normalize();
      point.angle = angleDegrees(got.toArray() as Vec3, expectedView.toArray() as Vec3);
      point.measured = got.z;
      point.expected = expectedView.z;
    } else {
      point.measured = px[i] / 255;
      point.expected = AMBIENT + DIFFUSE * Math.max(0, world.dot(LIGHT_DIR));
    }
    points.push(point);
  }
  const result: LightingCase = {
    name: `${material}, normals ${normals}`, normals, material, points, errors, litPixels,
    pixels: Array.from(px.filter((_, k) => k % 4 === 0)), png: png ? shared!.canvas.toDataURL('image/png') : undefined,
  };
  spline.dispose();
  r.debug.onShaderError = null;
  return result;
}

/**
 * Both deformers on the bent box (normal material): SquashStretchMaterial stretched along the mesh's local (1, 0, 1)
 * by its controller, then the spline. The pixels' normals against the expected ones of that chain (velocity, then
 * the spline at the moved point: central differences of the composition), and the worst angle the other order's
 * normals would show (so the check tells the orders apart).
 */
export function chainedBox(normals: NormalsMode): LightingCase & { otherOrder: number } {
  const r = renderer();
  const errors = collectShaderErrors(r);
  const scene = new Scene();
  scene.background = new Color(0, 0, 0);
  const curve = new CatmullRomCurve3([
    new Vector3(-3.5, 0, 1), new Vector3(-1.75, 0, -0.6), new Vector3(0, 0, -1.2), new Vector3(1.75, 0, -0.6), new Vector3(3.5, 0, 1),
  ]);
  const mesh = new Mesh(new BoxGeometry(3, 0.6, 0.6, 60, 4, 4), new MeshNormalMaterial());
  mesh.position.copy(curve.getPointAt(1));
  scene.add(mesh);
  mesh.updateMatrixWorld(true);
  const spline = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0), normals });
  spline.set('Progress', 0.5);
  const squash = new SquashStretchMaterial(mesh, { normals: normals === 'off' ? 'off' : 'exact' });
  for (let i = 0; i < 30; i++) squash.update(1 / 60, new Vector3(7, 0, 7));
  const camera = new OrthographicCamera(-2.6, 2.6, 2.6, -2.6, 0.1, 50);
  camera.position.set(0, 3, 12);
  camera.lookAt(0, 0, -0.6);
  camera.updateMatrixWorld(true);
  r.render(scene, camera);
  const px = framePixels(r, SIZE);
  const litPixels = litCount(px);
  const inputs = splineInputs(spline);
  const tex = { position: spline.bake.positions, tangent: spline.bake.tangents };
  const v3 = (v: unknown): Vec3 => (v as Vector3).toArray() as Vec3;
  const vel = {
    VelocityPivotLocal: v3(squash.get('VelocityPivotLocal')), VelocityAxisLocal: v3(squash.get('VelocityAxisLocal')),
    VelocityStretch: squash.get('VelocityStretch'), VelocityPerpScale: squash.get('VelocityPerpScale'),
  };
  const velocityY = deformation((x) => velocityStretchOffset(x, vel));
  const splineY = deformation((x) => splineDeformOffset(x, inputs, tex, spline.orientationIndex));
  const y = (x: Vec3): Vec3 => splineY(velocityY(x));
  const other = (x: Vec3): Vec3 => velocityY(splineY(x));
  const points: ShadePoint[] = [];
  let otherOrder = 0;
  for (let k = 0; k <= 12; k++) {
    const along = -1.32 + (2.64 * k) / 12;
    const x: Vec3 = [along, 0, 0.3];
    const toView = (n: Vec3): Vector3 => new Vector3(...n).transformDirection(mesh.matrixWorld).transformDirection(camera.matrixWorldInverse);
    const expectedView = toView(deformNormal(numericJacobian(y, x, 1e-4), [0, 0, 1]));
    const screen = new Vector3(...y(x)).applyMatrix4(mesh.matrixWorld).project(camera);
    const sx = Math.floor(((screen.x + 1) / 2) * SIZE);
    const sy = Math.floor(((1 - screen.y) / 2) * SIZE);
    const i = 4 * ((SIZE - 1 - sy) * SIZE + sx);
    const got = new Vector3(px[i] / 255 * 2 - 1, px[i + 1] / 255 * 2 - 1, px[i + 2] / 255 * 2 - 1).normalize();
    const otherView = toView(deformNormal(numericJacobian(other, x, 1e-4), [0, 0, 1]));
    otherOrder = Math.max(otherOrder, angleDegrees(got.toArray() as Vec3, otherView.toArray() as Vec3));
    points.push({ along, px: sx, py: sy, measured: got.z, expected: expectedView.z,
      angle: angleDegrees(got.toArray() as Vec3, expectedView.toArray() as Vec3) });
  }
  spline.dispose();
  squash.dispose();
  r.debug.onShaderError = null;
  return { name: `bent box + velocity stretch, normal material, normals ${normals}`, normals, material: 'normal', points, errors, litPixels, otherOrder };
}

/**
 * A ball (radius 1) with SquashStretchMaterial stretched by its controller along (14, 5, 0) m/s, seen from +Z with
 * MeshNormalMaterial: the pixels' normals at points of the front hemisphere against the expected ones.
 */
export function stretchedBall(normals: 'exact' | 'off'): LightingCase {
  const r = renderer();
  const errors = collectShaderErrors(r);
  const scene = new Scene();
  scene.background = new Color(0, 0, 0);
  const ball = new Mesh(new SphereGeometry(1, 96, 48), new MeshNormalMaterial());
  scene.add(ball);
  ball.updateMatrixWorld(true);
  const squash = new SquashStretchMaterial(ball, { normals });
  for (let i = 0; i < 30; i++) squash.update(1 / 60, new Vector3(14, 5, 0));
  const camera = new OrthographicCamera(-2.2, 2.2, 2.2, -2.2, 0.1, 50);
  camera.position.set(0, 0, 10);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld(true);
  r.render(scene, camera);
  const px = framePixels(r, SIZE);
  const litPixels = litCount(px);
  const v3 = (v: unknown): Vec3 => (v as Vector3).toArray() as Vec3;
  const inputs = {
    VelocityPivotLocal: v3(squash.get('VelocityPivotLocal')), VelocityAxisLocal: v3(squash.get('VelocityAxisLocal')),
    VelocityStretch: squash.get('VelocityStretch'), VelocityPerpScale: squash.get('VelocityPerpScale'),
  };
  const y = deformation((x) => velocityStretchOffset(x, inputs));
  const points: ShadePoint[] = [];
  // Points of the front hemisphere, 25..65 degrees from the view axis all round (away from the silhouette).
  for (let k = 0; k < 16; k++) {
    const polar = ((25 + 40 * (k % 2)) * Math.PI) / 180;
    const azimuth = (k * 2 * Math.PI) / 16;
    const n: Vec3 = [Math.sin(polar) * Math.cos(azimuth), Math.sin(polar) * Math.sin(azimuth), Math.cos(polar)];
    const expected = deformNormal(numericJacobian(y, n, 1e-4), n);
    const screen = new Vector3(...y(n)).project(camera);
    const sx = Math.floor(((screen.x + 1) / 2) * SIZE);
    const sy = Math.floor(((1 - screen.y) / 2) * SIZE);
    const i = 4 * ((SIZE - 1 - sy) * SIZE + sx);
    const got = new Vector3(px[i] / 255 * 2 - 1, px[i + 1] / 255 * 2 - 1, px[i + 2] / 255 * 2 - 1).normalize();
    const expectedView = new Vector3(...expected).transformDirection(camera.matrixWorldInverse);
    points.push({ along: azimuth, px: sx, py: sy, measured: got.z, expected: expectedView.z,
      angle: angleDegrees(got.toArray() as Vec3, expectedView.toArray() as Vec3) });
  }
  squash.dispose();
  r.debug.onShaderError = null;
  return { name: `stretched ball (sPar ${squash.frame?.sPar.toFixed(3)}), normal material, normals ${normals}`, normals, material: 'normal', points, errors, litPixels };
}

/**
 * The docs' before/after picture: the bent box and the stretched ball over a floor, lit, with shadows. `after`:
 * normals and shadows follow the deformers; before: `normals: 'off'` and no derived shadow materials (the package
 * before issue 13). Returns a PNG data URL.
 */
export function screenshot(after: boolean): string {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 270;
  const r = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  r.shadowMap.enabled = true;
  const scene = new Scene();
  scene.background = new Color(0x202830);
  scene.add(new AmbientLight(0xffffff, 0.5));
  const sun = new DirectionalLight(0xffffff, 3);
  sun.position.set(5, 6, 6);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  Object.assign(sun.shadow.camera, { left: -6, right: 6, top: 6, bottom: -6, near: 1, far: 30 });
  scene.add(sun);
  const floor = new Mesh(new PlaneGeometry(20, 12), new MeshStandardMaterial({ color: 0x8899aa, roughness: 0.9 }));
  floor.rotation.x = -Math.PI / 2;
  floor.receiveShadow = true;
  scene.add(floor);
  const normals: NormalsMode = after ? 'exact' : 'off';
  const curve = new CatmullRomCurve3([
    new Vector3(-5.5, 1.2, 1), new Vector3(-3.75, 1.2, -0.6), new Vector3(-2, 1.2, -1.2), new Vector3(-0.25, 1.2, -0.6), new Vector3(1.5, 1.2, 1),
  ]);
  const box = new Mesh(new BoxGeometry(3, 0.6, 0.6, 60, 4, 4), new MeshStandardMaterial({ color: 0xe08030, roughness: 0.5 }));
  box.position.copy(curve.getPointAt(1));
  box.castShadow = true;
  scene.add(box);
  box.updateMatrixWorld(true);
  const spline = new SplineDeform(box, curve, { forwardAxis: new Vector3(1, 0, 0), stretchBias: 0.4, preserveVolume: true, normals });
  spline.set('Progress', 0.5);
  spline.set('StretchScale', 1.5);
  const ball = new Mesh(new SphereGeometry(0.7, 64, 32), new MeshStandardMaterial({ color: 0xd02828, roughness: 0.35 }));
  ball.position.set(3.3, 1.6, 0);
  ball.castShadow = true;
  scene.add(ball);
  ball.updateMatrixWorld(true);
  const squash = new SquashStretchMaterial(ball, { normals: after ? 'exact' : 'off' });
  for (let i = 0; i < 30; i++) squash.update(1 / 60, new Vector3(14, -4, 0));
  if (!after) {
    for (const m of [box, ball]) {
      m.customDepthMaterial = undefined;
      m.customDistanceMaterial = undefined;
    }
  }
  const camera = new PerspectiveCamera(40, 480 / 270, 0.1, 100);
  camera.position.set(-0.5, 4, 9);
  camera.lookAt(-0.5, 0.6, 0);
  r.render(scene, camera);
  const png = canvas.toDataURL('image/png');
  spline.dispose();
  squash.dispose();
  r.dispose();
  return png;
}

function webgl(): string {
  const gl = document.createElement('canvas').getContext('webgl2');
  return gl ? 'webgl2' : 'none';
}

declare global {
  interface Window {
    stretchyLighting: { velocityShadow: typeof velocityShadow; splineShadow: typeof splineShadow; bentBox: typeof bentBox; stretchedBall: typeof stretchedBall; chainedBox: typeof chainedBox; screenshot: typeof screenshot; webgl: typeof webgl };
  }
}
window.stretchyLighting = { velocityShadow, splineShadow, bentBox, stretchedBall, chainedBox, screenshot, webgl };
