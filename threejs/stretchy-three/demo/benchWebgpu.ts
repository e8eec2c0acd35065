// Benchmark page (not a test; e2e/bench-webgpu-instanced.mjs drives it): one InstancedSplineTravel scene of COUNT
// coins on 16 curves drawn by WebGLRenderer (the GLSL atlas, MeshLambertMaterial) and by WebGPURenderer on its
// WebGPU backend (the TSL atlas, MeshLambertNodeMaterial through enableNodeMaterials()), frames interleaved in one
// run; and the WebGPU side again with `normals: 'off'` (the GLSL atlas keeps the rest normal, so that pair does the
// same work). A frame is the CPU update plus the render into a target, closed by a 1-pixel read back (readPixels on WebGL,
// the awaited readRenderTargetPixelsAsync on WebGPU) so the GPU's work is inside the time.
import {
  AmbientLight, CatmullRomCurve3, CylinderGeometry, DirectionalLight, InstancedMesh, MeshLambertMaterial, PerspectiveCamera,
  RenderTarget, Scene, Vector3, WebGLRenderTarget, WebGLRenderer, type BufferGeometry, type Material,
} from 'three';
import { MeshLambertNodeMaterial, WebGPURenderer } from 'three/webgpu';
import { InstancedSplineTravel } from '../src/index.js';
import { enableNodeMaterials } from '../src/webgpu.js';

const WIDTH = 960;
const HEIGHT = 540;
const CURVES = 16;
const DT = 1 / 60;

/** Coins burst from a chest at the origin and fly to a HUD corner, each curve a different arc (as benchInstanced.ts). */
const curves = Array.from({ length: CURVES }, (_, k) => {
  const a = (k / CURVES) * Math.PI * 2;
  return new CatmullRomCurve3([
    new Vector3(0, 0, 0), new Vector3(3 * Math.cos(a), 2.5 + 1.5 * Math.sin(a), 1.5 * Math.sin(2 * a)),
    new Vector3(4 + Math.cos(a), 5.5 + 0.5 * Math.sin(a), 0), new Vector3(6.5, 6, 0),
  ]);
});
const coin = (): BufferGeometry => new CylinderGeometry(0.06, 0.06, 0.015, 16).rotateX(Math.PI / 2);
const camera = new PerspectiveCamera(50, WIDTH / HEIGHT, 0.1, 100);
camera.position.set(0, 2, 14);
camera.lookAt(0, 2, 0);

function scene(material: Material, count: number, normals: 'exact' | 'off' = 'exact'): { scene: Scene; travel: InstancedSplineTravel } {
  const s = new Scene();
  const sun = new DirectionalLight(0xffffff, 2);
  sun.position.set(2, 5, 8);
  s.add(new AmbientLight(0xffffff, 0.6), sun);
  const mesh = new InstancedMesh(coin(), material, count);
  s.add(mesh);
  const travel = new InstancedSplineTravel(mesh, curves, { forwardAxis: new Vector3(0, 0, 1), playback: { duration: 1.5, loop: 'loop' }, normals });
  for (let i = 0; i < count; i++) travel.spawn({ curve: i % CURVES, startAt: (i * 0.618034) % 1 });
  return { scene: s, travel };
}

interface Side {
  frame(): Promise<{ frame: number; update: number }>;
  drawCalls: number;
}

/** One side's frame: the CPU update, then `draw` (the render and its read back), which returns the draw calls. */
function side(travel: InstancedSplineTravel, draw: () => Promise<number>): Side {
  return {
    drawCalls: 0,
    async frame() {
      const t0 = performance.now();
      travel.update(DT);
      const t1 = performance.now();
      this.drawCalls = await draw();
      return { frame: performance.now() - t0, update: t1 - t0 };
    },
  };
}

const sides: Record<string, Side> = {};
let backendName = 'none';

async function setup(count: number): Promise<{ backend: string; webglRenderer: string }> {
  const gl = new WebGLRenderer({ antialias: false });
  gl.setSize(WIDTH, HEIGHT, false);
  const glTarget = new WebGLRenderTarget(WIDTH, HEIGHT);
  const a = scene(new MeshLambertMaterial({ color: 0xffc040 }), count);
  const pixel = new Uint8Array(4);
  sides.webgl = side(a.travel, async () => {
    gl.setRenderTarget(glTarget);
    gl.render(a.scene, camera);
    const calls = gl.info.render.calls;
    gl.readRenderTargetPixels(glTarget, 0, 0, 1, 1, pixel);
    gl.setRenderTarget(null);
    return calls;
  });
  enableNodeMaterials();
  const gpu = new WebGPURenderer({ antialias: false });
  gpu.setSize(WIDTH, HEIGHT, false);
  await gpu.init();
  backendName = (gpu.backend as { isWebGPUBackend?: boolean }).isWebGPUBackend ? 'WebGPU' : 'WebGL2';
  const gpuTarget = new RenderTarget(WIDTH, HEIGHT);
  for (const normals of ['exact', 'off'] as const) {
    const b = scene(new MeshLambertNodeMaterial({ color: 0xffc040 }), count, normals);
    sides[normals === 'exact' ? 'webgpu' : 'webgpu-normals-off'] = side(b.travel, async () => {
      gpu.setRenderTarget(gpuTarget);
      gpu.info.reset();
      gpu.render(b.scene, camera);
      const calls = gpu.info.render.drawCalls;
      gpu.setRenderTarget(null);
      await gpu.readRenderTargetPixelsAsync(gpuTarget, 0, 0, 1, 1);
      return calls;
    });
  }
  const ext = gl.getContext().getExtension('WEBGL_debug_renderer_info');
  return { backend: backendName, webglRenderer: String(ext ? gl.getContext().getParameter(ext.UNMASKED_RENDERER_WEBGL) : 'unknown') };
}

/** `rounds` frames of each, interleaved (WebGL, WebGPU, WebGPU normals off, WebGL, ...): times in ms, the last's draw calls. */
async function interleaved(rounds: number): Promise<Record<string, { frame: number[]; update: number[]; drawCalls: number }>> {
  const out: Record<string, { frame: number[]; update: number[]; drawCalls: number }> = {};
  for (const name of Object.keys(sides)) out[name] = { frame: [], update: [], drawCalls: 0 };
  for (let r = 0; r < rounds; r++) {
    for (const [name, s] of Object.entries(sides)) {
      const t = await s.frame();
      out[name].frame.push(t.frame);
      out[name].update.push(t.update);
      out[name].drawCalls = s.drawCalls;
    }
  }
  return out;
}

declare global {
  interface Window {
    stretchyWebgpuBench: { setup: typeof setup; interleaved: typeof interleaved };
  }
}
window.stretchyWebgpuBench = { setup, interleaved };
