// The curve-atlas deformer (src/glsl/splineAtlasDeform.glsl, unchanged) on the GPU: WebGL2 transform feedback of an
// instanced draw (every instance's vertices in one dispatch), its per-instance inputs read from the four instanced
// attributes exactly as InstancedSplineTravel declares them. Checked against the TypeScript port (several rows,
// squash on), against the golden SplineDeform cases as one-row atlases, and as a real InstancedSplineTravel render
// whose bounds keep it from being culled. Each check has a control that must fail: a row read from its neighbour,
// and three's own instance bounds (which ignore the deformation).
import {
  AmbientLight, CatmullRomCurve3, CylinderGeometry, DirectionalLight, Float32BufferAttribute, InstancedMesh, Matrix4, MeshStandardMaterial,
  PerspectiveCamera, Scene, Vector3,
} from 'three';
import {
  INSTANCE_LAYOUT, INSTANCE_SOURCES, SPLINE_ATLAS_DEFORM_CONTRACT, SPLINE_ATLAS_DEFORM_GLSL, SPLINE_ATLAS_FEATURES, THREE_FRAME, UNREAL_FRAME,
  InstancedSplineTravel, bakeAtlas, instanceExpression, splineAtlasDeformOffset, type FrameConstants, type Vec3,
} from '../src/index.js';
import { checkRenderer, framePixels, litCount } from './checkRenderer.js';
import { feedbackProgram } from './feedbackProgram.js';
import {
  FOOTPRINT_SIZE, footprintShare, previousFrameFloats, travelFootprint, travelScene, type AtlasCase,
} from './travelFootprint.js';

/** One instanced transform-feedback run: per-atlas values by base name, 16 floats per instance, rest vertices. */
export interface AtlasRun {
  mode: number;
  frame: FrameConstants;
  atlas: { positions: Float32Array; tangents: Float32Array; sampleCount: number; rows: number };
  uniforms: Record<string, number | Vec3>;
  instances: number[][];
  vertices: number[][];
  /** The planted fault: the row expression read one row off. */
  wrongRow?: boolean;
  /**
   * Math spec section 10 (a golden case's `features`): their switches on; ClosedLoop and BakedRoll are uniforms (from
   * `uniforms`), each vertex's StretchMask an attribute (`mask`, 1 where absent).
   */
  features?: string[];
  mask?: number[];
}

const vec = (v: Vec3) => `vec3(${v.map((c) => c.toFixed(1)).join(', ')})`;

/** Offsets [instance][vertex] from the GPU. */
export function runAtlas(r: AtlasRun): number[][][] {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) throw new Error('no WebGL2');
  const g = INSTANCE_LAYOUT.groupSize;
  const uniforms = SPLINE_ATLAS_DEFORM_CONTRACT.filter((i) => !i.vertex && !INSTANCE_SOURCES[i.base]);
  const masks = SPLINE_ATLAS_DEFORM_CONTRACT.filter((i) => i.vertex && i.base !== 'LocalPosition');
  const args = SPLINE_ATLAS_DEFORM_CONTRACT.map((i) => {
    if (i.vertex) return i.uniform;
    const source = INSTANCE_SOURCES[i.base];
    if (!source) return i.uniform;
    const e = instanceExpression(i, source[0]);
    return r.wrongRow && i.base === 'AtlasRow' ? `(${e} + 1.0)` : e;
  });
  const features = r.features ?? [];
  const vs = [
    '#version 300 es', 'precision highp float;', 'precision highp int;', 'precision highp sampler2D;',
    `#define STRETCHY_CLOSED_LOOP ${features.includes('closedLoop') ? 1 : 0}`, `#define STRETCHY_ROLL ${features.includes('roll') ? 1 : 0}`,
    `#define STRETCHY_STRETCH_MASK ${features.includes('stretchMask') ? 1 : 0}`,
    `#define STRETCHY_ORIENTATION ${r.mode}`, `#define STRETCHY_UP ${vec(r.frame.up)}`,
    `#define STRETCHY_ALT_UP ${vec(r.frame.altUp)}`, `#define STRETCHY_FORWARD_FALLBACK ${vec(r.frame.forwardFallback)}`,
    SPLINE_ATLAS_DEFORM_GLSL,
    ...uniforms.map((i) => `uniform ${i.kind === 'scalar' ? 'float' : i.kind === 'vector' ? 'vec3' : 'sampler2D'} ${i.uniform};`),
    ...INSTANCE_LAYOUT.attributes.map((a) => `in vec${g} ${a};`),
    ...masks.map((i) => `in float ${i.uniform};`),
    'in vec3 LocalPosition;', 'out vec3 Offset;',
    `void main() { Offset = stretchySplineAtlasDeform(${args.join(', ')}); gl_Position = vec4(0.0, 0.0, 0.0, 1.0); gl_PointSize = 1.0; }`,
  ].join('\n');
  const fs = '#version 300 es\nprecision highp float;\nout vec4 color;\nvoid main() { color = vec4(0.0); }';
  const prog = feedbackProgram(gl, vs, fs, ['Offset'], gl.SEPARATE_ATTRIBS);
  let unit = 0;
  for (const i of uniforms) {
    const loc = gl.getUniformLocation(prog, i.uniform);
    if (i.kind === 'texture') {
      const data = i.base === 'PositionAtlas' ? r.atlas.positions : r.atlas.tangents;
      const tex = gl.createTexture();
      gl.activeTexture(gl.TEXTURE0 + unit);
      gl.bindTexture(gl.TEXTURE_2D, tex);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA32F, r.atlas.sampleCount, r.atlas.rows, 0, gl.RGBA, gl.FLOAT, data);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
      gl.uniform1i(loc, unit++);
    } else {
      const v = r.uniforms[i.base];
      if (v === undefined) throw new Error(`no value for ${i.base}`);
      if (i.kind === 'scalar') gl.uniform1f(loc, v as number);
      else gl.uniform3fv(loc, [...(v as Vec3)]);
    }
  }
  const buffer = (data: Float32Array, name: string, size: number, divisor: number) => {
    const b = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, b);
    gl.bufferData(gl.ARRAY_BUFFER, data, gl.STATIC_DRAW);
    const at = gl.getAttribLocation(prog, name);
    if (at < 0) return; // compiled out (the mask without its switch)
    gl.enableVertexAttribArray(at);
    gl.vertexAttribPointer(at, size, gl.FLOAT, false, 0, 0);
    gl.vertexAttribDivisor(at, divisor);
  };
  const n = r.vertices.length;
  const m = r.instances.length;
  buffer(new Float32Array(r.vertices.flat()), 'LocalPosition', 3, 0);
  for (const i of masks) buffer(new Float32Array(r.mask ?? r.vertices.map(() => 1)), i.uniform, 1, 0);
  INSTANCE_LAYOUT.attributes.forEach((a, j) => buffer(new Float32Array(r.instances.flatMap((f) => f.slice(g * j, g * (j + 1)))), a, g, 1));
  const out = gl.createBuffer();
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, out);
  gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, n * m * 12, gl.STATIC_READ);
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, out);
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.beginTransformFeedback(gl.POINTS);
  gl.drawArraysInstanced(gl.POINTS, 0, n, m);
  gl.endTransformFeedback();
  gl.disable(gl.RASTERIZER_DISCARD);
  const result = new Float32Array(n * m * 3);
  gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, result);
  const err = gl.getError();
  if (err !== gl.NO_ERROR) throw new Error(`WebGL error ${err}`);
  return Array.from({ length: m }, (_, j) => Array.from({ length: n }, (_, k) => {
    const o = 3 * (j * n + k);
    return [result[o], result[o + 1], result[o + 2]];
  }));
}

/** The 16 per-instance floats from named values (the layout's order). */
function pack(values: Record<string, number>): number[] {
  return INSTANCE_LAYOUT.floats.map((name) => {
    const v = values[name];
    if (v === undefined) throw new Error(`no value for per-instance float ${name}`);
    return v;
  });
}

interface GoldenCase {
  name: string;
  mode?: string;
  inputs: Record<string, number | number[]>;
  textures: { PositionTexture: number[][]; TangentTexture: number[][] };
  vertices: number[][];
  features?: string[];
  stretchMask?: number[];
}

const MODES: Record<string, number> = { 'parallel-transport': 0, 'rotation-minimizing': 1, article: 2 };

/** A SplineDeform golden case as a one-row atlas with the identity squash (8.6): the offsets, in Unreal's frame. */
function goldenOneRow(c: GoldenCase): number[][] {
  const inp = c.inputs;
  const centre = inp.MeshCenterLocal as number[];
  const forward = inp.ForwardAxisLocal as number[];
  const instance = pack({
    Progress: inp.Progress as number, PrevProgress: inp.Progress as number, StretchScale: inp.StretchScale as number,
    SizeScale: inp.SizeScale as number, AtlasRow: 0, SplineLength: inp.SplineLength as number,
    PrevStretchScale: inp.StretchScale as number, PrevSizeScale: inp.SizeScale as number,
    VelocityAxisLocalX: forward[0], VelocityAxisLocalY: forward[1], VelocityAxisLocalZ: forward[2], VelocityStretch: 1,
    VelocityPivotLocalX: centre[0], VelocityPivotLocalY: centre[1], VelocityPivotLocalZ: centre[2], PrevVelocityStretch: 1,
  });
  const N = c.textures.PositionTexture.length;
  return runAtlas({
    mode: MODES[c.mode ?? 'parallel-transport'], frame: UNREAL_FRAME,
    atlas: { positions: new Float32Array(c.textures.PositionTexture.flat()), tangents: new Float32Array(c.textures.TangentTexture.flat()), sampleCount: N, rows: 1 },
    uniforms: {
      SampleCount: inp.SampleCount as number, AtlasRowCount: 1, MeshCenterLocal: centre as unknown as Vec3,
      ForwardAxisLocal: forward as unknown as Vec3, PreserveVolume: inp.PreserveVolume as number, StretchBias: inp.StretchBias as number,
      MeshHalfLength: inp.MeshHalfLength as number, SettleWindow: inp.SettleWindow as number, EndExtrapolation: inp.EndExtrapolation as number,
      // A case without a section 10 feature omits its flag (golden-format.md): off.
      ClosedLoop: (inp.ClosedLoop as number | undefined) ?? 0, BakedRoll: (inp.BakedRoll as number | undefined) ?? 0,
    },
    instances: [instance], vertices: c.vertices, features: c.features, mask: c.stretchMask,
  })[0];
}

/**
 * A golden SplineAtlasDeform file in one dispatch (Unreal's frame): every instance's offsets, instance-major as the
 * file's `expected`, this frame, or (previous) last frame's, each instance's Prev floats moved into the current
 * ones' places as section 9.4's second evaluation reads them.
 */
function goldenAtlas(c: AtlasCase, previous = false): number[][] {
  const a = c.atlasInputs;
  const N = c.textures.PositionAtlas.length / (a.AtlasRowCount as number);
  const instances = c.instances.map((f) => (previous ? previousFrameFloats(f) : f));
  // A file without a section 10 feature omits its flag (golden-format.md): off.
  const uniforms: Record<string, number | Vec3> = { ClosedLoop: 0, BakedRoll: 0 };
  for (const [name, v] of Object.entries(a)) uniforms[name] = Array.isArray(v) ? v as unknown as Vec3 : v;
  return runAtlas({
    mode: MODES[c.mode ?? 'parallel-transport'], frame: UNREAL_FRAME,
    atlas: { positions: new Float32Array(c.textures.PositionAtlas.flat()), tangents: new Float32Array(c.textures.TangentAtlas.flat()), sampleCount: N, rows: a.AtlasRowCount as number },
    uniforms, instances, vertices: c.vertices, features: c.features, mask: c.stretchMask,
  }).flat();
}

/** A small deterministic generator (the check is the same on every run). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Three curves baked into one atlas (three.js's frame, each mode), 30 instances on random rows with random Progress,
 * stretch, size and squash, one dispatch; the worst |GPU - port| over the length scale. With wrongRow the row
 * expression reads the next row: the control.
 */
function selfCheck(wrongRow = false, section10 = false): Array<{ mode: number; worst: number; scale: number; instances: number }> {
  const curves = [
    new CatmullRomCurve3(Array.from({ length: 20 }, (_, i) => new Vector3(3 * Math.cos(i * 0.4), 0.9 * i, 3 * Math.sin(i * 0.4)))),
    new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 1), new Vector3(0, 0, 0), new Vector3(2, 0, -1)]),
    new CatmullRomCurve3([new Vector3(0, 5, 0), new Vector3(1, 2, 4), new Vector3(4, 1, 4)]),
  ];
  const forward: Vec3 = [0, 0, 1];
  const centre: Vec3 = [0.05, -0.02, 0.1];
  const vertices: number[][] = [];
  for (let i = 0; i < 48; i++) vertices.push([((i % 4) - 1.5) * 0.2, (((i >> 2) % 3) - 1) * 0.15, ((i >> 4) - 1) * 0.4]);
  // Section 10 (roll per row, a mask per vertex): each row its own roll keys, the middle row none (roll 0).
  const rolls: Array<Array<[number, number]> | null> = [[[0, 0], [0.5, 120], [1, 30]], null, [[0, -200], [1, 160]]];
  const mask = vertices.map((_, k) => (k % 5) / 4);
  const out: Array<{ mode: number; worst: number; scale: number; instances: number }> = [];
  for (const mode of [0, 1, 2] as const) {
    const atlas = bakeAtlas(curves.map((curve, r) => ({ curve, roll: section10 ? rolls[r] : null })), new Matrix4(),
      { sampleCount: 48, forwardAxis: forward, rotationMinimizing: mode === 1 });
    const shared = {
      SampleCount: atlas.sampleCount, AtlasRowCount: atlas.rows, MeshCenterLocal: centre, ForwardAxisLocal: forward,
      PreserveVolume: 1, StretchBias: 0.25, MeshHalfLength: 0.4, SettleWindow: 0.1, EndExtrapolation: 1,
      ClosedLoop: 0, BakedRoll: section10 ? 1 : 0,
    };
    const rnd = random(17 + mode);
    const instances: number[][] = [];
    const inputs = [];
    for (let j = 0; j < 30; j++) {
      const row = j % 3;
      const axis: Vec3 = [rnd() - 0.5, rnd() - 0.5, rnd() - 0.5];
      const v = {
        Progress: rnd(), StretchScale: 0.6 + rnd(), SizeScale: 0.3 + rnd(), AtlasRow: row, SplineLength: atlas.bakes[row].length,
        VelocityAxisLocal: axis, VelocityStretch: 0.7 + rnd(), VelocityPivotLocal: [rnd() * 0.1, 0, rnd() * 0.1] as Vec3,
      };
      inputs.push(v);
      instances.push(pack({
        Progress: v.Progress, PrevProgress: 0, StretchScale: v.StretchScale, SizeScale: v.SizeScale, AtlasRow: row,
        SplineLength: v.SplineLength, PrevStretchScale: 1, PrevSizeScale: 1, VelocityAxisLocalX: axis[0], VelocityAxisLocalY: axis[1],
        VelocityAxisLocalZ: axis[2], VelocityStretch: v.VelocityStretch, VelocityPivotLocalX: v.VelocityPivotLocal[0],
        VelocityPivotLocalY: v.VelocityPivotLocal[1], VelocityPivotLocalZ: v.VelocityPivotLocal[2], PrevVelocityStretch: 1,
      }));
    }
    const gpu = runAtlas({
      mode, frame: THREE_FRAME, atlas, uniforms: shared, instances, vertices, wrongRow,
      ...(section10 ? { features: ['roll', 'stretchMask'], mask } : {}),
    });
    let worst = 0;
    inputs.forEach((v, j) => {
      vertices.forEach((x, k) => {
        const o = splineAtlasDeformOffset(x as unknown as Vec3, { ...shared, ...v }, atlas, mode, THREE_FRAME, section10 ? mask[k] : 1);
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(o[c] - gpu[j][k][c]));
      });
    });
    out.push({ mode, worst, scale: Math.max(...atlas.bakes.map((b) => b.length)), instances: instances.length });
  }
  return out;
}

/**
 * A real InstancedSplineTravel (MeshStandardMaterial, 60 travellers on 3 curves) rendered by three.js, with the
 * camera on the middle of the journeys and the curves' ends (where the instances rest) off screen. Its own bounds
 * keep it drawn; the control replaces them with three's computeBoundingSphere(), which only knows the rest
 * instances, and the mesh is culled.
 */
function renderCheck(control = false, section10 = false): { errors: string[]; litPixels: number; drawCalls: number; instances: number } {
  const size = 96;
  const { renderer, errors } = checkRenderer(size);
  const scene = new Scene();
  scene.add(new AmbientLight(0xffffff, 1.5), new DirectionalLight(0xffffff, 2));
  const geometry = new CylinderGeometry(0.3, 0.3, 0.08, 16).rotateX(Math.PI / 2);
  // Section 10: the rim masked (red 0), the rest stretching (red 1).
  const pos = geometry.getAttribute('position');
  geometry.setAttribute('color', new Float32BufferAttribute(Array.from({ length: pos.count }, (_, i) => [Math.hypot(pos.getX(i), pos.getY(i)) > 0.25 ? 0 : 1, 1, 1]).flat(), 3));
  const mesh = new InstancedMesh(geometry, new MeshStandardMaterial({ color: 0xffc040 }), 60);
  scene.add(mesh);
  // Curves from far left (x = -40) to far right (x = 40): the middle passes the origin, the ends are off screen.
  const curves = [-2, 0, 2].map((y) => new CatmullRomCurve3([new Vector3(-40, y, 0), new Vector3(0, y + 1, 0), new Vector3(40, y, 0)]));
  const travel = new InstancedSplineTravel(mesh, section10 ? curves.map((curve, r) => ({ curve, roll: r === 1 ? null : [[0, 0], [1, 90 * r]] as Array<[number, number]> })) : curves, {
    forwardAxis: new Vector3(0, 0, 1), playback: { duration: 2, loop: 'loop' }, ...(section10 ? { stretchMask: 'color-r' as const } : {}),
  });
  for (let i = 0; i < 60; i++) travel.spawn({ curve: i % 3, startAt: 0.44 + 0.12 * (i / 60) });
  travel.update(1 / 60);
  if (control) mesh.computeBoundingSphere();
  const camera = new PerspectiveCamera(50, 1, 0.1, 100);
  camera.position.set(0, 0, 12);
  camera.lookAt(0, 0, 0);
  renderer.render(scene, camera);
  const result = { errors, litPixels: litCount(framePixels(renderer, size)), drawCalls: renderer.info.render.calls, instances: mesh.count };
  travel.dispose();
  renderer.dispose();
  return result;
}

/**
 * The pixel check of the shared travel scene (travelFootprint.ts: roll per row, a stretch mask, each traveller turned
 * and scaled by its rest transform) drawn by WebGLRenderer: the share of lit pixels within the CPU ports' footprint,
 * or within the control's (3% further on, or without the rest transforms).
 */
function footprintCheck(control: 'none' | 'later' | 'no-rest' = 'none'): { inside: number; covered: number; litPixels: number; errors: string[] } {
  const size = FOOTPRINT_SIZE;
  const { renderer, errors } = checkRenderer(size);
  const s = travelScene(new MeshStandardMaterial({ color: 0xffc040 }));
  renderer.render(s.scene, s.camera);
  const gl = renderer.getContext();
  const raw = new Uint8Array(size * size * 4);
  gl.readPixels(0, 0, size, size, gl.RGBA, gl.UNSIGNED_BYTE, raw);
  // readPixels gives rows from the bottom.
  const px = new Uint8Array(raw.length);
  for (let y = 0; y < size; y++) px.set(raw.subarray(4 * size * (size - 1 - y), 4 * size * (size - y)), 4 * size * y);
  const share = footprintShare(px, travelFootprint(s, control));
  s.travel.dispose();
  renderer.dispose();
  return { ...share, errors };
}

function renderer(): string {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return 'none';
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  return String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
}

declare global {
  interface Window {
    stretchyInstanced: {
      goldenOneRow: typeof goldenOneRow; goldenAtlas: typeof goldenAtlas; selfCheck: typeof selfCheck; renderCheck: typeof renderCheck;
      footprintCheck: typeof footprintCheck; features: () => readonly string[];
    };
  }
}
// The section 10 features the atlas deformer's contract carries: the golden cases it runs.
window.stretchyInstanced = { goldenOneRow, goldenAtlas, selfCheck, renderCheck, footprintCheck, features: () => SPLINE_ATLAS_FEATURES };
// The harness probes WebGL2 through window.stretchyGlsl.renderer().
(window as unknown as { stretchyGlsl: { renderer: typeof renderer } }).stretchyGlsl ??= { renderer };
