// What the WebGL atlas page (instancedCheck.ts) and the WebGPU page (webgpuCheck.ts) share: the atlas case type and
// its previous-frame floats, and the pixel check of a drawn InstancedSplineTravel: one scene (12 travellers on 3
// curves, a roll per row, a stretch mask, each traveller turned and scaled by its rest transform), and the footprint
// its vertices project to by the CPU ports (restOffset, then splineAtlasDeformOffset, section 9.3), to compare with
// the lit pixels of a render.
import {
  AmbientLight, CatmullRomCurve3, DirectionalLight, Float32BufferAttribute, InstancedMesh, Matrix4, OrthographicCamera, Quaternion, Scene,
  SphereGeometry, Vector3, type Material,
} from 'three';
import { InstancedSplineTravel, SPLINE_ATLAS_DEFORM_CONTRACT, THREE_FRAME, splineAtlasDeformOffset, type Vec3 } from '../src/index.js';
import { INSTANCE_LAYOUT, INSTANCE_SOURCES } from '../src/contract.js';
import { restOffset } from '../src/instancedSplineTravel.js';

export const FOOTPRINT_SIZE = 128;

/** The scene: lights, the travellers mid-journey (rest pose off screen), an orthographic camera on them. */
export function travelScene(material: Material): { scene: Scene; mesh: InstancedMesh; travel: InstancedSplineTravel; camera: OrthographicCamera } {
  const scene = new Scene();
  scene.add(new AmbientLight(0xffffff, 1.5));
  const sun = new DirectionalLight(0xffffff, 2);
  sun.position.set(1, 2, 3);
  scene.add(sun);
  const geometry = new SphereGeometry(0.4, 16, 8).scale(1, 0.6, 0.3);
  const pos = geometry.getAttribute('position');
  geometry.setAttribute('color', new Float32BufferAttribute(Array.from({ length: pos.count }, (_, i) => [pos.getX(i) > 0.2 ? 0 : 1, 1, 1]).flat(), 3));
  const mesh = new InstancedMesh(geometry, material, 12);
  scene.add(mesh);
  const curves = [-2, 0, 2].map((y, k) => ({
    curve: new CatmullRomCurve3([new Vector3(-40, y, 0), new Vector3(0, y + 1, 0), new Vector3(40, y, 0)]),
    roll: k === 1 ? null : [[0, 0], [1, 120 * (k - 1)]] as Array<[number, number]>,
  }));
  const travel = new InstancedSplineTravel(mesh, curves, {
    forwardAxis: new Vector3(1, 0, 0), playback: { duration: 2, loop: 'loop' }, stretchMask: 'color-r', velocity: false, settleWindow: 0,
    restTransforms: true,
  });
  for (let i = 0; i < 12; i++) {
    // Turned about the forward axis (the flat ellipsoid shows it) and a little about up; scaled 0.5 to 2.
    const rotation = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), 0.5 + 0.4 * i).multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), 0.3));
    travel.spawn({ curve: i % 3, startAt: 0.46 + 0.08 * (i / 12), rotation, scale: 0.5 + 1.5 * ((i * 5) % 12) / 11 });
  }
  travel.update(1 / 60);
  const camera = new OrthographicCamera(-6, 6, 6, -6, 0.1, 100);
  camera.position.set(0, 0, 20);
  camera.lookAt(0, 0, 0);
  camera.updateMatrixWorld();
  return { scene, mesh, travel, camera };
}

/**
 * Where the travellers' triangles project (each triangle's pixel box, a pixel of margin), by the CPU ports at the
 * drawn inputs; `control`: at Progress 3% further on ('later'), or without the rest transforms ('no-rest').
 */
export function travelFootprint(s: ReturnType<typeof travelScene>, control: 'none' | 'later' | 'no-rest' = 'none'): Uint8Array {
  const { mesh, travel, camera } = s;
  const size = FOOTPRINT_SIZE;
  const expected = new Uint8Array(size * size);
  const value = (base: string): number | Vec3 => {
    const u = travel.uniforms[SPLINE_ATLAS_DEFORM_CONTRACT.find((c) => c.base === base)!.uniform].value as number | Vector3;
    return typeof u === 'number' ? u : [u.x, u.y, u.z];
  };
  const [g0, g1] = INSTANCE_LAYOUT.attributes.map((name) => travel.attributes[name].array);
  const rest = travel.attributes.stretchyRest.array;
  const geometry = mesh.geometry;
  const pos = geometry.getAttribute('position');
  const mask = geometry.getAttribute('stretchyMask');
  const index = geometry.index!;
  const centre = value('MeshCenterLocal') as Vec3;
  for (let j = 0; j < travel.count; j++) {
    const inputs = {
      Progress: g0[4 * j] + (control === 'later' ? 0.03 : 0), StretchScale: g0[4 * j + 2], SizeScale: g0[4 * j + 3], AtlasRow: g1[4 * j],
      SplineLength: g1[4 * j + 1], SampleCount: value('SampleCount') as number, AtlasRowCount: value('AtlasRowCount') as number,
      MeshCenterLocal: centre, ForwardAxisLocal: value('ForwardAxisLocal') as Vec3, PreserveVolume: value('PreserveVolume') as number,
      StretchBias: value('StretchBias') as number, MeshHalfLength: value('MeshHalfLength') as number, SettleWindow: 0,
      EndExtrapolation: value('EndExtrapolation') as number, ClosedLoop: 0, BakedRoll: travel.uniforms.Stretchy_BakedRoll.value as number,
      VelocityAxisLocal: [1, 0, 0] as Vec3, VelocityStretch: 1, VelocityPivotLocal: centre,
    };
    const q = control === 'no-rest' ? [0, 0, 0, 1] : rest.slice(4 * j, 4 * j + 4);
    const end = new Vector3().setFromMatrixPosition(mesh.getMatrixAt(j, new Matrix4()));
    const screen = Array.from({ length: pos.count }, (_, v) => {
      const x: Vec3 = [pos.getX(v), pos.getY(v), pos.getZ(v)];
      const r = restOffset(x, centre, q);
      const moved: Vec3 = [x[0] + r[0], x[1] + r[1], x[2] + r[2]];
      const o = splineAtlasDeformOffset(moved, inputs, travel.atlas, 0, THREE_FRAME, mask.getX(v));
      const p = new Vector3(moved[0] + o[0], moved[1] + o[1], moved[2] + o[2]).add(end).applyMatrix4(mesh.matrixWorld).project(camera);
      return [(p.x * 0.5 + 0.5) * size, (0.5 - p.y * 0.5) * size];
    });
    for (let t = 0; t < index.count; t += 3) {
      const tri = [0, 1, 2].map((k) => screen[index.getX(t + k)]);
      const [x0, x1] = [Math.min(...tri.map((c) => c[0])), Math.max(...tri.map((c) => c[0]))];
      const [y0, y1] = [Math.min(...tri.map((c) => c[1])), Math.max(...tri.map((c) => c[1]))];
      for (let y = Math.max(0, Math.floor(y0) - 1); y <= Math.min(size - 1, Math.ceil(y1) + 1); y++) {
        for (let x = Math.max(0, Math.floor(x0) - 1); x <= Math.min(size - 1, Math.ceil(x1) + 1); x++) {
          if (nearTriangle(x + 0.5, y + 0.5, tri)) expected[y * size + x] = 1;
        }
      }
    }
  }
  return expected;
}

/** Whether the point is inside the triangle or within a pixel of one of its edges (rasterisation's slack). */
function nearTriangle(px: number, py: number, tri: number[][]): boolean {
  const side = (a: number[], b: number[]) => (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0]);
  const [a, b, c] = tri;
  const s = [side(a, b), side(b, c), side(c, a)];
  if (s.every((v) => v >= 0) || s.every((v) => v <= 0)) return true;
  return [[a, b], [b, c], [c, a]].some(([p, q]) => {
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const t = Math.min(Math.max(((px - p[0]) * dx + (py - p[1]) * dy) / (dx * dx + dy * dy || 1), 0), 1);
    return Math.hypot(px - p[0] - t * dx, py - p[1] - t * dy) <= 1;
  });
}

/**
 * Lit pixels (RGBA rows from the top), the share of them inside the footprint, and the share of the footprint's
 * inner pixels (not on its one-pixel rim) that are lit.
 */
export function footprintShare(px: Uint8Array, expected: Uint8Array): { inside: number; covered: number; litPixels: number } {
  const size = Math.round(Math.sqrt(expected.length));
  const lit = (i: number) => px[4 * i] + px[4 * i + 1] + px[4 * i + 2] > 60;
  let litPixels = 0;
  let inside = 0;
  let inner = 0;
  let innerLit = 0;
  for (let i = 0; i < expected.length; i++) {
    if (lit(i)) {
      litPixels++;
      if (expected[i]) inside++;
    }
    const x = i % size;
    const y = (i / size) | 0;
    const core = expected[i] && x > 0 && y > 0 && x < size - 1 && y < size - 1
      && expected[i - 1] && expected[i + 1] && expected[i - size] && expected[i + size];
    if (core) {
      inner++;
      if (lit(i)) innerLit++;
    }
  }
  return { inside: litPixels ? inside / litPixels : 0, covered: inner ? innerLit / inner : 0, litPixels };
}

/** An atlas case as golden/atlas-*.json has it (docs/golden-format.md); `frame` 'three' for one baked in three's frame. */
export interface AtlasCase {
  mode?: string;
  frame?: 'three';
  features?: string[];
  atlasInputs: Record<string, number | number[]>;
  textures: { PositionAtlas: number[][]; TangentAtlas: number[][] };
  vertices: number[][];
  stretchMask?: number[];
  instances: number[][];
  normals?: { mode?: string; rest: number[][]; restTangents: number[][] };
}

/**
 * An instance's 16 floats as the previous frame's evaluation reads them (section 9.4): each Prev float moved into
 * its current float's place (INSTANCE_SOURCES); the inputs without a previous value stay.
 */
export function previousFrameFloats(floats: readonly number[]): number[] {
  const out = [...floats];
  for (const [base, [now, prev]] of Object.entries(INSTANCE_SOURCES)) if (now !== prev && !base.endsWith('Local')) out[now] = floats[prev];
  return out;
}
