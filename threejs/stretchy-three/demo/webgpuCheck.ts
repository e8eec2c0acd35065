// The TSL deformers (src/webgpu.ts) on WebGPURenderer. The backend: `?backend=webgpu` demands WebGPU (the page
// reports it; e2e/webgpu.mjs fails if it fell back), `?backend=webgl` forces the WebGL2 backend, none takes WebGPU
// where the browser offers an adapter. run(case) computes a golden case's offsets (or normals and tangents) in a
// compute pass, in Unreal's frame; meshCheck() renders a MeshStandardNodeMaterial sphere deformed by SplineDeform
// through enableNodeMaterials(); normalsCheck() and shadowCheck() are the pixel checks of normals and shadows.
import {
  BasicShadowMap, CatmullRomCurve3, DataTexture, DirectionalLight, Mesh, OrthographicCamera, RenderTarget, Scene, SphereGeometry, Vector3, AmbientLight, type Camera,
} from 'three';
import * as TSL from 'three/tsl';
import { MeshBasicNodeMaterial, MeshNormalNodeMaterial, MeshStandardNodeMaterial, WebGPURenderer } from 'three/webgpu';
import {
  INSTANCE_LAYOUT, INSTANCE_SOURCES, SPLINE_ATLAS_DEFORM_CONTRACT, SplineDeform, THREE_FRAME, UNREAL_FRAME,
  instanceExpression, type NormalsMode, type Orientation, type Vec3,
} from '../src/index.js';
import { floatTexture } from '../src/curveAtlas.js';
import { patchesOf } from '../src/materialPatch.js';
import { angleDegrees, deformNormal, deformTangent } from './expectedNormals.js';
import { type GoldenCase } from './feedbackProgram.js';
import { H, W, compareGroup, groupCamera, type CompareResult } from './groupCompare.js';
import {
  FOOTPRINT_SIZE, footprintShare, previousFrameFloats, travelFootprint, travelScene, type AtlasCase,
} from './travelFootprint.js';
import {
  SIZE, bentBoxPoints, bentBoxScene, shadowBox, splineShadowScene, topCamera, velocityShadowScene, type PixelBox,
} from './lightingCheck.js';
import {
  deformNormalNode, deformTangentNode, enableNodeMaterials, evaluationOf, splineAtlasDeformEvaluation, splineDeformEvaluation,
  velocityStretchEvaluation, type NormalsIndex, type SplineAtlasDeformNodes, type SplineDeformNodes, type VelocityStretchNodes,
} from '../src/webgpu.js';

const {
  Fn, instancedArray, instanceIndex, normalLocal, normalView, positionLocal, tangentLocal, tangentView, texture, uniform, vec4,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
} = TSL as any;
const NORMALS_MODES: Record<string, NormalsIndex> = { rotate: 1, exact: 2 };

const MODES: Record<string, 0 | 1 | 2> = { 'parallel-transport': 0, 'rotation-minimizing': 1, article: 2 };

let shared: Promise<WebGPURenderer> | null = null;
/** One renderer for the page, on the backend the address asks for (see the top of this file). */
function renderer(): Promise<WebGPURenderer> {
  shared ??= (async () => {
    const wanted = new URLSearchParams(location.search).get('backend');
    const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
    const adapter = wanted !== 'webgl' && gpu ? await gpu.requestAdapter().catch(() => null) : null;
    if (wanted === 'webgpu' && !adapter) throw new Error('backend=webgpu: the browser offers no WebGPU adapter');
    const r = new WebGPURenderer({ forceWebGL: !adapter, antialias: false });
    r.setSize(256, 128, false);
    await r.init();
    return r;
  })();
  return shared;
}

/** Section 10's switches a golden case's `features` turn on. */
const caseFeatures = (c: { features?: string[] }) => {
  const has = (f: string): boolean => (c.features ?? []).includes(f);
  return { closedLoop: has('closedLoop'), roll: has('roll'), stretchMask: has('stretchMask') };
};

async function backend(): Promise<string> {
  const r = await renderer();
  return (r.backend as { isWebGPUBackend?: boolean }).isWebGPUBackend ? 'WebGPU' : 'WebGL2';
}

/** The adapter's vendor and architecture (WebGPU only; null on the WebGL2 backend). */
async function adapter(): Promise<{ vendor: string; architecture: string } | null> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<{ info?: { vendor: string; architecture: string } } | null> } }).gpu;
  const a = gpu ? await gpu.requestAdapter().catch(() => null) : null;
  return a?.info ? { vendor: a.info.vendor, architecture: a.info.architecture } : null;
}

/** A golden case's texture rows (one texel each) as the deformer's texture. */
const dataTexture = (rows: number[][]): DataTexture => floatTexture(new Float32Array(rows.flat()), rows.length, 1);

/**
 * Runs the TSL on a case's vertices in one compute pass: the offsets, or (`normals`) the deformed normals and
 * tangents of the case's rest normals and tangents (math spec section 8) as [normal, tangent] rows of 6 (as
 * stretchyGlsl.run gives them). Offset, normal and tangent come from one evaluation.
 */
async function run(c: GoldenCase, normals = false): Promise<number[][]> {
  const r = await renderer();
  const n = c.vertices.length;
  const vec4s = (rows: number[][]) => instancedArray(new Float32Array(rows.flatMap((v) => [v[0], v[1], v[2], 0])), 'vec4');
  const input = vec4s(c.vertices);
  const output = instancedArray(n, 'vec4');
  const normalOut = instancedArray(n, 'vec4');
  const tangentOut = instancedArray(n, 'vec4');
  const nodes: Record<string, unknown> = { LocalPosition: input.element(instanceIndex).xyz };
  for (const [name, value] of Object.entries(c.inputs)) {
    nodes[name] = uniform(Array.isArray(value) ? new Vector3(value[0], value[1], value[2]) : value);
  }
  const textures: DataTexture[] = [];
  if (c.textures) {
    for (const name of ['PositionTexture', 'TangentTexture'] as const) {
      const t = dataTexture(c.textures[name]);
      textures.push(t);
      nodes[name] = texture(t);
    }
  }
  // Section 10: a case's features switch theirs on; the mask is a per-vertex value.
  const features = caseFeatures(c);
  if (features.stretchMask) nodes.StretchMask = instancedArray(new Float32Array(c.stretchMask!), 'float').element(instanceIndex);
  const spline = (c.kernel ?? 'SplineDeform') === 'SplineDeform';
  const normalsMode = normals ? NORMALS_MODES[c.normals?.mode ?? 'exact'] : 0;
  const rest = normals ? vec4s(c.normals!.rest) : null;
  const restTangent = normals ? vec4s(c.normals!.restTangents) : null;
  const kernel = Fn(() => {
    const e = spline
      ? splineDeformEvaluation(nodes as SplineDeformNodes, MODES[c.mode ?? 'parallel-transport'], normalsMode, UNREAL_FRAME, features)
      : velocityStretchEvaluation(nodes as VelocityStretchNodes, normals, UNREAL_FRAME);
    output.element(instanceIndex).assign(vec4(e.offset, 1.0));
    if (e.jacobian) {
      normalOut.element(instanceIndex).assign(vec4(deformNormalNode(e.jacobian, rest.element(instanceIndex).xyz), 0.0));
      tangentOut.element(instanceIndex).assign(vec4(deformTangentNode(e.jacobian, restTangent.element(instanceIndex).xyz), 0.0));
    }
  })().compute(n);
  await r.computeAsync(kernel);
  const rows = async (buffer: { value: unknown }) => new Float32Array(await r.getArrayBufferAsync(buffer.value as never));
  for (const t of textures) t.dispose();
  if (normals) {
    const [nn, tt] = [await rows(normalOut), await rows(tangentOut)];
    return Array.from({ length: n }, (_, k) => [nn[4 * k], nn[4 * k + 1], nn[4 * k + 2], tt[4 * k], tt[4 * k + 1], tt[4 * k + 2]]);
  }
  const data = await rows(output);
  return Array.from({ length: n }, (_, k) => [data[4 * k], data[4 * k + 1], data[4 * k + 2]]);
}

/**
 * A lit red sphere (MeshStandardNodeMaterial) resting at the end of a straight curve from x = -3 to x = 3, seen from
 * the front: where its pixels are at Progress 0, 0.5 and 1, and without a deformer. Also checks that the user's
 * material is never the one drawn and comes back on dispose().
 */
async function meshCheck(): Promise<{ centroids: Record<string, number | null>; ownMaterialUntouched: boolean; restored: boolean }> {
  enableNodeMaterials();
  const r = await renderer();
  const scene = new Scene();
  scene.add(new AmbientLight(0xffffff, 0.6));
  const sun = new DirectionalLight(0xffffff, 2);
  sun.position.set(1, 2, 3);
  scene.add(sun);
  const camera = new OrthographicCamera(-4, 4, 2, -2, 0.1, 20);
  camera.position.set(0, 0, 10);
  const material = new MeshStandardNodeMaterial({ color: 0xff2020, roughness: 0.6 });
  const mesh = new Mesh(new SphereGeometry(0.5, 32, 16), material);
  mesh.position.set(3, 0, 0);
  scene.add(mesh);
  const target = new RenderTarget(256, 128);
  const centroid = async (): Promise<number | null> => {
    r.setRenderTarget(target);
    r.render(scene, camera);
    r.setRenderTarget(null);
    const px = (await r.readRenderTargetPixelsAsync(target, 0, 0, 256, 128)) as Uint8Array;
    let n = 0;
    let sx = 0;
    for (let i = 0; i < 256 * 128; i++) {
      if (px[4 * i] > 60 && px[4 * i] > px[4 * i + 1] + 30) {
        n++;
        sx += i % 256;
      }
    }
    return n > 20 ? (sx / n / 256) * 8 - 4 : null; // world x of the red pixels' centroid
  };
  const centroids: Record<string, number | null> = { none: await centroid() };
  const curve = new CatmullRomCurve3([new Vector3(-3, 0, 0), new Vector3(0, 0, 0), new Vector3(3, 0, 0)]);
  const spline = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0) });
  const ownMaterialUntouched = mesh.material !== material && material.positionNode === null;
  for (const p of [0, 0.5, 1]) {
    spline.setProgress(p);
    centroids[`progress ${p}`] = await centroid();
  }
  spline.dispose();
  const restored = mesh.material === material;
  target.dispose();
  return { centroids, ownMaterialUntouched, restored };
}

/** The scene drawn into a width x height target (SIZE x SIZE unless given): RGBA bytes, rows from the top. */
async function pixels(scene: Scene, camera: Camera, width = SIZE, height = width): Promise<Uint8Array> {
  const r = await renderer();
  const target = new RenderTarget(width, height);
  r.setRenderTarget(target);
  r.render(scene, camera);
  r.setRenderTarget(null);
  const px = new Uint8Array(((await r.readRenderTargetPixelsAsync(target, 0, 0, width, height)) as Uint8Array).buffer.slice(0));
  target.dispose();
  if ((await backend()) === 'WebGPU') return px;
  // The WebGL2 backend reads rows from the bottom.
  const rows = new Uint8Array(px.length);
  for (let y = 0; y < height; y++) rows.set(px.subarray(4 * width * (height - 1 - y), 4 * width * (height - y)), 4 * width * y);
  return rows;
}

/**
 * A group of two offset parts on node materials (MeshNormalNodeMaterial) against the same triangles merged into one
 * mesh (groupCompare.ts, as groupsCheck.ts runs it on the GLSL path): each part deformed in the root's space.
 */
async function groupCheck(kind: 'spline' | 'velocity', fault: boolean): Promise<CompareResult> {
  enableNodeMaterials();
  const camera = groupCamera();
  return compareGroup(kind, fault, () => new MeshNormalNodeMaterial(), (scene) => pixels(scene, camera, W, H));
}

/**
 * Normals or tangents in pixels: the bent box of the lighting check (lightingCheck.ts) with a node material whose
 * colour is the view-space normal (or tangent, on a geometry with a `tangent` attribute) as 0.5 + 0.5 v, against the
 * expected ones (central differences of the TypeScript deformer, math spec section 8) at 13 points along the bend.
 */
async function normalsCheck(what: 'normal' | 'tangent', normals: NormalsMode): Promise<{ name: string; worst: number; litPixels: number; angles: number[] }> {
  enableNodeMaterials();
  const material = new MeshBasicNodeMaterial();
  material.colorNode = (what === 'normal' ? normalView : tangentView).mul(0.5).add(0.5);
  const { scene, mesh, spline, camera } = bentBoxScene(material, normals);
  if (what === 'tangent') mesh.geometry.computeTangents();
  const px = await pixels(scene, camera);
  let litPixels = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i] + px[i + 1] + px[i + 2] > 30) litPixels++;
  const view = camera.matrixWorldInverse;
  const angles = bentBoxPoints(mesh, spline, camera).map(({ sx, sy, J }) => {
    const local = what === 'normal' ? deformNormal(J, [0, 0, 1]) : deformTangent(J, [1, 0, 0]);
    const expected = new Vector3(...local).transformDirection(mesh.matrixWorld).transformDirection(view);
    const i = 4 * (sy * SIZE + sx);
    const got = new Vector3(px[i] / 255 * 2 - 1, px[i + 1] / 255 * 2 - 1, px[i + 2] / 255 * 2 - 1).normalize();
    return angleDegrees(got.toArray() as Vec3, expected.toArray() as Vec3);
  });
  spline.dispose();
  return { name: `bent box, ${what}s, normals ${normals}`, worst: Math.max(...angles), litPixels, angles };
}

/**
 * Shadows of node materials: the lighting check's shadow scenes (the stretched ball, the box on its curve) with a
 * MeshStandardNodeMaterial, the shadow's pixel box on the floor against the deformed mesh projected from the light.
 * `fault`: the shadow passes draw the rest mesh (castShadowPositionNode = positionLocal), which the check must catch.
 */
async function shadowCheck(light: 'directional' | 'point', caster: 'velocity' | 'spline', fault: boolean): Promise<{ name: string; measured: PixelBox | null; expected: PixelBox; rest: PixelBox; sPar: number }> {
  enableNodeMaterials();
  const r = await renderer();
  r.shadowMap.enabled = true;
  r.shadowMap.type = BasicShadowMap;
  const material = new MeshStandardNodeMaterial({ color: caster === 'velocity' ? 0xff0000 : 0x00ff00 });
  const s = caster === 'velocity' ? velocityShadowScene(light, 14, material) : splineShadowScene(light, 0.35, material);
  if (fault) (s.mesh.material as MeshStandardNodeMaterial).castShadowPositionNode = positionLocal;
  const measured = shadowBox(await pixels(s.scene, topCamera()), false);
  s.dispose();
  return { name: `${s.name}${fault ? ' (planted fault: the rest mesh casts)' : ''}`, measured, expected: s.expected, rest: s.rest, sPar: s.sPar };
}

/**
 * The texture reads of a SplineDeform node material's vertex shader (WGSL on WebGPU, GLSL on WebGL2): all of them,
 * and those outside any branch (read on every vertex; the end and fallback texels are read in branches only).
 * `fault`: offset, normal and tangent from three evaluations of the deformer (what one evaluation avoids).
 */
async function vertexReads(orientation: Orientation, normals: NormalsMode, fault = false): Promise<{ total: number; everyVertex: number }> {
  enableNodeMaterials();
  const r = await renderer();
  const scene = new Scene();
  const camera = new OrthographicCamera(-4, 4, 2, -2, 0.1, 20);
  camera.position.set(0, 0, 10);
  const geometry = new SphereGeometry(0.5, 8, 4);
  geometry.computeTangents();
  const mesh = new Mesh(geometry, new MeshStandardNodeMaterial());
  scene.add(mesh);
  const curve = new CatmullRomCurve3([new Vector3(-3, 0, 0), new Vector3(0, 1, 0), new Vector3(3, 0, 0)]);
  const spline = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0), orientation, normals });
  if (fault) {
    // The mesh's deformer patch (materialPatch's own list), to build the three-evaluation shader.
    const patch = patchesOf(mesh)[0];
    (mesh.material as MeshStandardNodeMaterial).positionNode = Fn(() => {
      const [a, b, c] = [0, 1, 2].map(() => evaluationOf(patch, positionLocal));
      normalLocal.assign(deformNormalNode(b.jacobian!, normalLocal));
      tangentLocal.assign(deformTangentNode(c.jacobian!, tangentLocal));
      return positionLocal.add(a.offset);
    })();
  }
  const { vertexShader } = await (r.debug as unknown as { getShaderAsync(s: Scene, c: Camera, o: Mesh): Promise<{ vertexShader: string }> })
    .getShaderAsync(scene, camera, mesh);
  spline.dispose();
  let total = 0;
  let everyVertex = 0;
  let depth = 0;
  // Brace depth 1 is a function's body outside any branch (the node code is inlined into main).
  for (let i = 0; i < vertexShader.length; i++) {
    const ch = vertexShader[i];
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (vertexShader.startsWith('textureLoad(', i) || vertexShader.startsWith('texelFetch(', i)) {
      total++;
      if (depth === 1) everyVertex++;
    }
  }
  return { total, everyVertex };
}

/**
 * The TSL atlas (splineAtlasDeformEvaluation) on an atlas case in one compute pass, one invocation per instance and
 * vertex: the offsets instance-major as the file's `expected`; `previous`: last frame's (each instance's Prev floats
 * in the current ones' places, section 9.4). The per-instance floats are read as InstancedSplineTravel's attributes
 * name them (instanceExpression), from storage buffers here. `normals`: the deformed normals and tangents of the case's
 * rest ones (the composed Jacobian, section 8) as [normal, tangent] rows of 6, in the case's normals mode.
 */
async function runAtlas(c: AtlasCase, previous = false, normals = false): Promise<number[][]> {
  const r = await renderer();
  const a = c.atlasInputs;
  const rows = a.AtlasRowCount as number;
  const N = c.textures.PositionAtlas.length / rows;
  const V = c.vertices.length;
  const M = c.instances.length;
  const g = INSTANCE_LAYOUT.groupSize;
  const floats = c.instances.map((f) => (previous ? previousFrameFloats(f) : f));
  const groups = INSTANCE_LAYOUT.attributes.map((_, j) => instancedArray(new Float32Array(floats.flatMap((f) => f.slice(g * j, g * (j + 1)))), 'vec4'));
  // Three vec4 per vertex in (position, rest normal, rest tangent) and two out (offset or normal, tangent): few
  // storage buffers, as a compute stage may bind only 8.
  const zero = [0, 0, 0];
  const input = instancedArray(new Float32Array(c.vertices.flatMap((v, k) => [v, normals ? c.normals!.rest[k] : zero,
    normals ? c.normals!.restTangents[k] : zero].flatMap((x) => [x[0], x[1], x[2], 0]))), 'vec4');
  const output = instancedArray(2 * V * M, 'vec4');
  const vertex = instanceIndex.mod(V);
  const instance = instanceIndex.div(V);
  const nodes: Record<string, unknown> = { LocalPosition: input.element(vertex.mul(3)).xyz };
  const textures: DataTexture[] = [];
  for (const inp of SPLINE_ATLAS_DEFORM_CONTRACT) {
    if (inp.vertex) continue;
    const source = INSTANCE_SOURCES[inp.base];
    if (source) {
      const [name, lanes] = instanceExpression(inp, source[0]).split('.');
      nodes[inp.base] = groups[INSTANCE_LAYOUT.attributes.indexOf(name as never)].element(instance)[lanes];
    } else if (inp.kind === 'texture') {
      const rowsOf = c.textures[inp.base as 'PositionAtlas' | 'TangentAtlas'];
      const t = floatTexture(new Float32Array(rowsOf.flat()), N, rows);
      textures.push(t);
      nodes[inp.base] = texture(t);
    } else {
      // A file without a section 10 feature omits its flag (golden-format.md): off.
      const v = a[inp.base] ?? (inp.base === 'ClosedLoop' || inp.base === 'BakedRoll' ? 0 : undefined);
      if (v === undefined) throw new Error(`atlas case: no atlasInputs.${inp.base}`);
      nodes[inp.base] = uniform(Array.isArray(v) ? new Vector3(v[0], v[1], v[2]) : v);
    }
  }
  const features = caseFeatures(c);
  if (features.stretchMask) nodes.StretchMask = instancedArray(new Float32Array(c.stretchMask!), 'float').element(vertex);
  const kernel = Fn(() => {
    const e = splineAtlasDeformEvaluation(nodes as SplineAtlasDeformNodes, MODES[c.mode ?? 'parallel-transport'],
      normals ? NORMALS_MODES[c.normals!.mode ?? 'exact'] : 0, c.frame === 'three' ? THREE_FRAME : UNREAL_FRAME, features);
    if (e.jacobian) {
      output.element(instanceIndex.mul(2)).assign(vec4(deformNormalNode(e.jacobian, input.element(vertex.mul(3).add(1)).xyz), 0.0));
      output.element(instanceIndex.mul(2).add(1)).assign(vec4(deformTangentNode(e.jacobian, input.element(vertex.mul(3).add(2)).xyz), 0.0));
    } else {
      output.element(instanceIndex.mul(2)).assign(vec4(e.offset, 1.0));
    }
  })().compute(V * M);
  await r.computeAsync(kernel);
  const data = new Float32Array(await r.getArrayBufferAsync(output.value as never));
  for (const t of textures) t.dispose();
  return Array.from({ length: V * M }, (_, k) => [...data.subarray(8 * k, 8 * k + 3), ...(normals ? data.subarray(8 * k + 4, 8 * k + 7) : [])]);
}

/**
 * A real InstancedSplineTravel on a MeshStandardNodeMaterial through enableNodeMaterials() (the atlas, the rest
 * transform and the per-instance attributes as nodes; roll per row, a stretch mask, each traveller turned and scaled)
 * drawn by WebGPURenderer: the share of its lit pixels within a pixel of the footprint the CPU ports give
 * (travelFootprint.ts), or of the control's footprint, and its draw calls.
 */
async function instancedCheck(control: 'none' | 'later' | 'no-rest' = 'none'): Promise<{ inside: number; covered: number; litPixels: number; drawCalls: number }> {
  enableNodeMaterials();
  const r = await renderer();
  const s = travelScene(new MeshStandardNodeMaterial({ color: 0xffc040 }));
  // The draw calls of one render, counted synchronously (the animation loop resets the counters between frames).
  const target = new RenderTarget(FOOTPRINT_SIZE, FOOTPRINT_SIZE);
  r.setRenderTarget(target);
  r.info.reset();
  r.render(s.scene, s.camera);
  const drawCalls = r.info.render.drawCalls;
  r.setRenderTarget(null);
  target.dispose();
  const share = footprintShare(await pixels(s.scene, s.camera, FOOTPRINT_SIZE), travelFootprint(s, control));
  s.travel.dispose();
  return { ...share, drawCalls };
}

declare global {
  interface Window {
    stretchyTsl: {
      runAtlas: typeof runAtlas; instancedCheck: typeof instancedCheck;
      run: typeof run; backend: typeof backend; adapter: typeof adapter; meshCheck: typeof meshCheck; normalsCheck: typeof normalsCheck;
      shadowCheck: typeof shadowCheck; vertexReads: typeof vertexReads; groupCheck: typeof groupCheck;
    };
  }
}
window.stretchyTsl = { run, runAtlas, instancedCheck, backend, adapter, meshCheck, normalsCheck, shadowCheck, vertexReads, groupCheck };
