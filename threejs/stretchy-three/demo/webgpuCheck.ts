// The TSL deformers (src/webgpu.ts) on WebGPURenderer: on WebGPU where the browser has it, else on its WebGL2 backend.
// run(case) computes a golden case's offsets in a compute pass, in Unreal's frame; meshCheck() renders a
// MeshStandardNodeMaterial sphere deformed by SplineDeform through enableNodeMaterials().
import {
  CatmullRomCurve3, ClampToEdgeWrapping, DataTexture, DirectionalLight, FloatType, Mesh, NearestFilter, OrthographicCamera,
  RGBAFormat, RenderTarget, Scene, SphereGeometry, Vector3, AmbientLight,
} from 'three';
import * as TSL from 'three/tsl';
import { MeshStandardNodeMaterial, WebGPURenderer } from 'three/webgpu';
import { SplineDeform, UNREAL_FRAME } from '../src/index.js';
import { enableNodeMaterials, splineDeformNode, velocityStretchNode, type SplineDeformNodes, type VelocityStretchNodes } from '../src/webgpu.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const { Fn, instancedArray, instanceIndex, texture, uniform, vec4 } = TSL as any;

interface GoldenCase {
  kernel?: string;
  mode?: string;
  inputs: Record<string, number | number[]>;
  textures?: { PositionTexture: number[][]; TangentTexture: number[][] };
  vertices: number[][];
}

const MODES: Record<string, 0 | 1 | 2> = { 'parallel-transport': 0, 'rotation-minimizing': 1, article: 2 };

let shared: Promise<WebGPURenderer> | null = null;
/** One renderer for the page: WebGPU if the browser offers an adapter, else the WebGL2 backend. */
function renderer(): Promise<WebGPURenderer> {
  shared ??= (async () => {
    const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
    const adapter = gpu ? await gpu.requestAdapter().catch(() => null) : null;
    const r = new WebGPURenderer({ forceWebGL: !adapter, antialias: false });
    r.setSize(256, 128, false);
    await r.init();
    return r;
  })();
  return shared;
}

async function backend(): Promise<string> {
  const r = await renderer();
  return (r.backend as { isWebGPUBackend?: boolean }).isWebGPUBackend ? 'WebGPU' : 'WebGL2';
}

function dataTexture(rows: number[][]): DataTexture {
  const t = new DataTexture(new Float32Array(rows.flat()), rows.length, 1, RGBAFormat, FloatType);
  t.minFilter = NearestFilter;
  t.magFilter = NearestFilter;
  t.wrapS = ClampToEdgeWrapping;
  t.wrapT = ClampToEdgeWrapping;
  t.needsUpdate = true;
  return t;
}

/** The offsets of a golden case's vertices, computed by the TSL port on the GPU. */
async function run(c: GoldenCase): Promise<number[][]> {
  const r = await renderer();
  const n = c.vertices.length;
  const input = instancedArray(new Float32Array(c.vertices.flatMap((v) => [v[0], v[1], v[2], 0])), 'vec4');
  const output = instancedArray(n, 'vec4');
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
  const offset = (c.kernel ?? 'SplineDeform') === 'SplineDeform'
    ? splineDeformNode(nodes as SplineDeformNodes, MODES[c.mode ?? 'parallel-transport'], UNREAL_FRAME)
    : velocityStretchNode(nodes as VelocityStretchNodes, UNREAL_FRAME);
  const kernel = Fn(() => {
    output.element(instanceIndex).assign(vec4(offset, 1.0));
  })().compute(n);
  await r.computeAsync(kernel);
  const data = new Float32Array(await r.getArrayBufferAsync(output.value));
  for (const t of textures) t.dispose();
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

declare global {
  interface Window {
    stretchyTsl: { run: typeof run; backend: typeof backend; meshCheck: typeof meshCheck };
  }
}
window.stretchyTsl = { run, backend, meshCheck };
