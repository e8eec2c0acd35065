// Groups, morph targets and skinning against the pixels WebGL draws (groups-check.html, window.stretchyGroups; driven
// by e2e/groups.mjs). compare(): a group of two offset parts (one turned and thinned) bent by one SplineDeform (or
// stretched by one SquashStretchMaterial) is drawn as the same triangles merged into one mesh are (MeshNormalMaterial:
// the normals' colours too); the planted
// fault draws each part in its own space. pick(): every pixel's ray (Raycaster.setFromCamera) names the object whose
// flat colour the pixel has, for the group (intersectObject(group, true)), a skinned bar and a morphed box; the
// control makes the deformers with `raycast: false`. cost(): microseconds per raycast hit (scripts/bench-threejs-raycast.sh).
import {
  BoxGeometry, Mesh, MeshBasicMaterial, MeshNormalMaterial, PerspectiveCamera, Raycaster, Scene, Vector2, WebGLRenderer,
  type Object3D,
} from 'three';
import { SplineDeform } from '../src/index.js';
import { AT, H, W, compareGroup, groupCamera, onEdge, sceneOf, type CompareResult } from './groupCompare.js';
import { X, arc, morphedBox, skinnedBar, twoPartGroup } from './groupScenes.js';
import './glslCheck.js'; // the harness probes WebGL2 through its window.stretchyGlsl.renderer()

function setup(): { renderer: WebGLRenderer; camera: PerspectiveCamera; read: (scene: Scene) => Uint8Array } {
  const renderer = new WebGLRenderer({ antialias: false, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(W, H);
  const camera = groupCamera();
  const read = (scene: Scene): Uint8Array => {
    renderer.render(scene, camera);
    const gl = renderer.getContext();
    const rgba = new Uint8Array(4 * W * H);
    gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
    return rgba;
  };
  return { renderer, camera, read };
}

/** compareGroup (groupCompare.ts) on WebGLRenderer, MeshNormalMaterial: the GLSL path. */
async function compare(kind: 'spline' | 'velocity', fault: boolean): Promise<CompareResult> {
  const { renderer, read } = setup();
  const r = await compareGroup(kind, fault, () => new MeshNormalMaterial(), read);
  renderer.dispose();
  return r;
}

export type Subject = 'group' | 'skinned' | 'morphed';

/** A subject in flat colours (red; a group's second part green), bent to Progress 0.5; its meshes by colour class. */
function subject(kind: Subject, raycast: boolean): { root: Object3D; classes: Map<Object3D, number>; spline: SplineDeform } {
  const red = () => new MeshBasicMaterial({ color: 0xff0000 });
  let root: Object3D;
  const classes = new Map<Object3D, number>();
  if (kind === 'group') {
    const { group, parts } = twoPartGroup(AT, red);
    (parts[1].material as MeshBasicMaterial).color.set(0x00ff00);
    classes.set(parts[0], 1).set(parts[1], 2);
    root = group;
  } else {
    root = kind === 'skinned' ? skinnedBar(AT, 0.5, red()) : morphedBox(AT, 0.8, 0.75, red());
    classes.set(root, 1);
  }
  const spline = new SplineDeform(root, arc(), { forwardAxis: X, raycast });
  spline.setProgress(0.5);
  return { root, classes, spline };
}

export interface PickResult {
  subject: Subject;
  pixels: number;
  /** Pixels drawn by the subject (any of its colours). */
  drawn: number;
  /** Pixels whose ray names another mesh (or none) than the pixel's colour; of those, off the silhouette edges. */
  disagree: number;
  interior: number;
}

/** Every pixel's ray against what WebGL drew for one subject. */
function pick(kind: Subject, restPose: boolean): PickResult {
  const { renderer, camera, read } = setup();
  const { root, classes, spline } = subject(kind, !restPose);
  const rgba = read(sceneOf(root));
  const classOf = (x: number, y: number): number => {
    const i = 4 * (y * W + x);
    return rgba[i] > 128 ? 1 : rgba[i + 1] > 128 ? 2 : 0;
  };
  const raycaster = new Raycaster();
  const ndc = new Vector2();
  const result: PickResult = { subject: kind, pixels: W * H, drawn: 0, disagree: 0, interior: 0 };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      ndc.set(((x + 0.5) / W) * 2 - 1, ((y + 0.5) / H) * 2 - 1);
      raycaster.setFromCamera(ndc, camera);
      const hit = raycaster.intersectObject(root, true)[0];
      const byRay = hit ? classes.get(hit.object) ?? -1 : 0;
      const byPixel = classOf(x, y);
      if (byPixel) result.drawn++;
      if (byRay !== byPixel) {
        result.disagree++;
        if (!onEdge(classOf, x, y)) result.interior++;
      }
    }
  }
  spline.dispose();
  renderer.dispose();
  return result;
}

export interface CostResult {
  subject: Subject | 'mesh';
  vertices: number;
  /** Microseconds per raycast that hits, the drawn shape cached (nothing changed since the last raycast). */
  cachedUs: number;
  /** Microseconds per hit when an input changed before each raycast (the CPU deform redone: a playing deformer). */
  changedUs: number;
}

/**
 * The raycast's cost per hit: `rays` rays through the drawn shape's middle, cached, then with Progress moved by a
 * tiny step before each (the skinned bar: its pose moved instead). 'mesh' is a plain bar of the skinned and
 * morphed ones' vertex count, for comparison.
 */
function cost(kind: Subject | 'mesh', rays: number): CostResult {
  const { camera } = setup();
  const bar = (): Mesh => {
    const mesh = new Mesh(new BoxGeometry(3, 0.4, 0.4, 30, 2, 2), new MeshBasicMaterial());
    mesh.position.copy(AT);
    mesh.updateMatrixWorld();
    return mesh;
  };
  const made = kind === 'mesh' ? { root: bar(), spline: null as SplineDeform | null } : subject(kind, true);
  const spline = made.spline ?? new SplineDeform(made.root, arc(), { forwardAxis: X });
  spline.setProgress(0.5);
  const raycaster = new Raycaster();
  // A ray onto the drawn shape: through the first hit of a sweep across the view.
  let ndc: Vector2 | null = null;
  for (let x = -1; x <= 1 && !ndc; x += 0.01) {
    for (let y = -1; y <= 1 && !ndc; y += 0.02) {
      raycaster.setFromCamera(new Vector2(x, y), camera);
      if (raycaster.intersectObject(made.root, true).length > 0) ndc = new Vector2(x, y);
    }
  }
  if (!ndc) throw new Error(`cost: no ray hits the ${kind}`);
  raycaster.setFromCamera(ndc, camera);
  let hits = 0;
  const t0 = performance.now();
  for (let i = 0; i < rays; i++) hits += raycaster.intersectObject(made.root, true).length > 0 ? 1 : 0;
  const cached = (performance.now() - t0) / Math.max(hits, 1);
  const bone = kind === 'skinned' ? (made.root as ReturnType<typeof skinnedBar>).skeleton.bones[1] : null;
  hits = 0;
  const t1 = performance.now();
  for (let i = 0; i < rays; i++) {
    if (bone) {
      bone.rotation.z = 0.5 + 1e-4 * (i % 2);
      bone.updateMatrixWorld(true);
    } else {
      spline.setProgress(0.5 + 1e-5 * (i % 2));
    }
    hits += raycaster.intersectObject(made.root, true).length > 0 ? 1 : 0;
  }
  const changed = (performance.now() - t1) / Math.max(hits, 1);
  let vertices = 0;
  made.root.traverse((o) => {
    if ((o as Mesh).isMesh) vertices += (o as Mesh).geometry.getAttribute('position').count;
  });
  spline.dispose();
  return { subject: kind, vertices, cachedUs: 1000 * cached, changedUs: 1000 * changed };
}

declare global {
  interface Window {
    stretchyGroups: { compare: typeof compare; pick: typeof pick; cost: typeof cost };
  }
}
window.stretchyGroups = { compare, pick, cost };
