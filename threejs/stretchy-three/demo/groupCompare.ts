// The group-against-merged pixel comparison of the group checks, shared by the WebGL page (groupsCheck.ts, the GLSL
// path) and the WebGPU page (webgpuCheck.ts, the node path): a group of two offset parts (one turned and thinned)
// bent by one SplineDeform (or stretched by one SquashStretchMaterial) against the same triangles merged into one
// mesh, drawn with a normal material (the normals' colours too); the planted fault drops the parts' spaces.
import { Color, PerspectiveCamera, Scene, Vector3, type Material, type Object3D } from 'three';
import { SplineDeform, SquashStretchMaterial } from '../src/index.js';
import { patchesOf } from '../src/materialPatch.js';
import { X, arc, twoPartGroup } from './groupScenes.js';

/** The checks' view: W x H pixels. */
export const W = 240;
export const H = 160;
/** Where the spline checks place their subject (the arc ends at the origin). */
export const AT = new Vector3(2, 0, 0);

/** The camera every group check draws with. */
export function groupCamera(): PerspectiveCamera {
  const camera = new PerspectiveCamera(45, W / H, 0.1, 100);
  camera.position.set(-1.5, 1.8, 10);
  camera.lookAt(-1.5, 1.8, 0);
  return camera;
}

export const sceneOf = (...objects: Object3D[]): Scene => {
  const scene = new Scene();
  scene.background = new Color(0x000000);
  scene.add(...objects);
  return scene;
};

/** Whether pixel (x, y) has a 4-neighbour of another class: a silhouette edge, where one pixel of rasterisation may differ. */
export function onEdge(classOf: (x: number, y: number) => number, x: number, y: number): boolean {
  const own = classOf(x, y);
  return [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => {
    const nx = x + dx;
    const ny = y + dy;
    return nx >= 0 && ny >= 0 && nx < W && ny < H && classOf(nx, ny) !== own;
  });
}

export interface CompareResult {
  groupPixels: number;
  mergedPixels: number;
  /** Pixels drawn by one and not the other, and of those, pixels off both silhouettes' edges. */
  coverageDiffer: number;
  coverageInterior: number;
  /** Pixels both draw whose colour (the normal) differs by more than 6 of 255 in a channel. */
  colourDiffer: number;
  worstChannel: number;
}

/**
 * The group and its merged twin, each drawn by `read` (RGBA bytes of W x H): bent to Progress 0.5 ('spline'), or
 * stretched and squashed by SquashStretchMaterial ('velocity', three frames of a diagonal velocity); `fault`: the
 * parts' spaces dropped.
 */
export async function compareGroup(kind: 'spline' | 'velocity', fault: boolean, material: () => Material,
  read: (scene: Scene) => Uint8Array | Promise<Uint8Array>): Promise<CompareResult> {
  const { group, parts, merged } = twoPartGroup(kind === 'spline' ? AT : new Vector3(-2, 2, 0), material);
  let deformers: Array<{ dispose(): void }>;
  if (kind === 'spline') {
    const spline = new SplineDeform(group, arc(), { forwardAxis: X });
    const twin = new SplineDeform(merged, arc(), { forwardAxis: X });
    spline.setProgress(0.5);
    twin.setProgress(0.5);
    deformers = [spline, twin];
  } else {
    const squash = new SquashStretchMaterial(group);
    const twin = new SquashStretchMaterial(merged);
    for (let i = 0; i < 3; i++) for (const d of [squash, twin]) d.update(1 / 60, new Vector3(7, -9, 0));
    deformers = [squash, twin];
  }
  if (fault) {
    for (const part of parts) {
      const space = patchesOf(part)[0].space;
      space?.toRoot.identity();
      space?.fromRoot.identity();
    }
  }
  const a = await read(sceneOf(group));
  const b = await read(sceneOf(merged));
  for (const d of deformers) d.dispose();
  const lit = (rgba: Uint8Array) => (x: number, y: number): number => {
    const i = 4 * (y * W + x);
    return rgba[i] + rgba[i + 1] + rgba[i + 2] > 0 ? 1 : 0;
  };
  const [la, lb] = [lit(a), lit(b)];
  const r: CompareResult = { groupPixels: 0, mergedPixels: 0, coverageDiffer: 0, coverageInterior: 0, colourDiffer: 0, worstChannel: 0 };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      r.groupPixels += la(x, y);
      r.mergedPixels += lb(x, y);
      if (la(x, y) !== lb(x, y)) {
        r.coverageDiffer++;
        if (!onEdge(la, x, y) && !onEdge(lb, x, y)) r.coverageInterior++;
      } else if (la(x, y)) {
        const i = 4 * (y * W + x);
        const d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]));
        r.worstChannel = Math.max(r.worstChannel, d);
        if (d > 6) r.colourDiffer++;
      }
    }
  }
  return r;
}
