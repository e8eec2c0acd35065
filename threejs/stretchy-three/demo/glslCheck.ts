// Runs the package's GLSL deformer (src/glsl/splineDeform.glsl, unchanged) on the GPU through WebGL2 transform
// feedback, in Unreal's frame (the golden vectors' frame: only the three frame macros are defined differently).
import { CatmullRomCurve3, Matrix4, Vector3 } from 'three';
import {
  SPLINE_DEFORM_CONTRACT, SPLINE_DEFORM_GLSL, SPLINE_FEATURES, UNREAL_FRAME, VELOCITY_STRETCH_CONTRACT, VELOCITY_STRETCH_GLSL, bakeCurve,
  splineDeformOffset, type ContractInput, type Vec3,
} from '../src/index.js';
import { materialsCheck } from './materialsCheck.js';
import { feedbackProgram, type GoldenCase } from './feedbackProgram.js';

const MODES: Record<string, number> = { 'parallel-transport': 0, 'rotation-minimizing': 1, article: 2 };
// Section 10's flags: a case without the feature omits its input (golden-format.md), which is then off (0).
const SECTION_10_FLAGS = ['ClosedLoop', 'BakedRoll'];
const KERNELS: Record<string, { glsl: string; fn: string; jacobian: string; contract: readonly ContractInput[] }> = {
  SplineDeform: { glsl: SPLINE_DEFORM_GLSL, fn: 'stretchySplineDeform', jacobian: 'stretchySplineDeformJacobian', contract: SPLINE_DEFORM_CONTRACT },
  VelocityStretch: {
    glsl: VELOCITY_STRETCH_GLSL, fn: 'stretchyVelocityStretch', jacobian: 'stretchyVelocityStretchJacobian', contract: VELOCITY_STRETCH_CONTRACT,
  },
};
const NORMALS_MODES: Record<string, number> = { rotate: 1, exact: 2 };

/**
 * Runs the GLSL on a case's vertices: the offsets, or (`normals`) the deformed normals and tangents of the case's
 * rest normals and tangents through the Jacobian (math spec §8), as [normal, tangent] rows of 6.
 */
function run(c: GoldenCase, normals = false): number[][] {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) throw new Error('no WebGL2');
  const kernel = KERNELS[c.kernel ?? 'SplineDeform'];
  if (!kernel) throw new Error(`no GLSL for kernel ${c.kernel}`);
  // Uniforms for the parameters, vertex attributes for the vertex inputs (the position, section 10's mask).
  const inputs = kernel.contract.filter((i) => !i.vertex);
  const decl = inputs.map((i) => `uniform ${i.kind === 'scalar' ? 'float' : i.kind === 'vector' ? 'vec3' : 'highp sampler2D'} ${i.uniform};`);
  const masks = kernel.contract.filter((i) => i.vertex && i.base !== 'LocalPosition');
  // Section 10: a case's features switch their macros on; the one function takes their inputs either way.
  const features = c.features ?? [];
  const args = kernel.contract.map((i) => i.uniform).join(', ');
  const vs = [
    '#version 300 es',
    'precision highp float;',
    'precision highp int;',
    'precision highp sampler2D;',
    `#define STRETCHY_ORIENTATION ${MODES[c.mode ?? 'parallel-transport']}`,
    '#define STRETCHY_UP vec3(0.0, 0.0, 1.0)',
    '#define STRETCHY_ALT_UP vec3(0.0, 1.0, 0.0)',
    '#define STRETCHY_FORWARD_FALLBACK vec3(1.0, 0.0, 0.0)',
    `#define STRETCHY_NORMALS ${NORMALS_MODES[c.normals?.mode ?? 'exact']}`,
    `#define STRETCHY_CLOSED_LOOP ${features.includes('closedLoop') ? 1 : 0}`,
    `#define STRETCHY_ROLL ${features.includes('roll') ? 1 : 0}`,
    `#define STRETCHY_STRETCH_MASK ${features.includes('stretchMask') ? 1 : 0}`,
    kernel.glsl,
    ...decl,
    ...masks.map((i) => `in float ${i.uniform};`),
    'in vec3 LocalPosition;',
    ...(normals
      ? ['in vec3 RestNormal;', 'in vec3 RestTangent;', 'out vec3 Normal;', 'out vec3 Tangent;',
        `void main() { mat3 jacobian = ${kernel.jacobian}(${args}); Normal = stretchyDeformNormal(jacobian, RestNormal);`
        + ' Tangent = stretchyDeformTangent(jacobian, RestTangent); gl_Position = vec4(0.0, 0.0, 0.0, 1.0); gl_PointSize = 1.0; }']
      : ['out vec3 Offset;',
        `void main() { Offset = ${kernel.fn}(${args}); gl_Position = vec4(0.0, 0.0, 0.0, 1.0); gl_PointSize = 1.0; }`]),
  ].join('\n');
  const fs = '#version 300 es\nprecision highp float;\nout vec4 color;\nvoid main() { color = vec4(0.0); }';
  const prog = feedbackProgram(gl, vs, fs, normals ? ['Normal', 'Tangent'] : ['Offset'], gl.INTERLEAVED_ATTRIBS);

  let unit = 0;
  for (const i of inputs) {
    const loc = gl.getUniformLocation(prog, i.uniform);
    if (i.kind === 'texture') {
      const rows = c.textures![i.base as 'PositionTexture' | 'TangentTexture'];
      const tex = gl.createTexture();
      gl.activeTexture(gl.TEXTURE0 + unit);
      gl.bindTexture(gl.TEXTURE_2D, tex);
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA32F, rows.length, 1, 0, gl.RGBA, gl.FLOAT, new Float32Array(rows.flat()));
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.NEAREST);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.NEAREST);
      gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
      gl.uniform1i(loc, unit++);
    } else {
      const v = c.inputs[i.base] ?? (SECTION_10_FLAGS.includes(i.base) ? 0 : undefined);
      if (v === undefined) throw new Error(`case has no input ${i.base}`);
      if (i.kind === 'scalar') gl.uniform1f(loc, v as number);
      else gl.uniform3fv(loc, v as number[]);
    }
  }
  for (const i of masks) {
    // Unread (compiled out) without the mask's switch: no location then.
    const loc = gl.getAttribLocation(prog, i.uniform);
    if (loc < 0) continue;
    const buffer = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(c.stretchMask ?? c.vertices.map(() => 1)), gl.STATIC_DRAW);
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, 1, gl.FLOAT, false, 0, 0);
  }
  const n = c.vertices.length;
  const vbo = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, vbo);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(c.vertices.flat()), gl.STATIC_DRAW);
  const at = gl.getAttribLocation(prog, 'LocalPosition');
  gl.enableVertexAttribArray(at);
  gl.vertexAttribPointer(at, 3, gl.FLOAT, false, 0, 0);
  if (normals) {
    for (const [name, rows] of [['RestNormal', c.normals!.rest], ['RestTangent', c.normals!.restTangents]] as const) {
      const buffer = gl.createBuffer();
      gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(rows.flat()), gl.STATIC_DRAW);
      const loc = gl.getAttribLocation(prog, name);
      gl.enableVertexAttribArray(loc);
      gl.vertexAttribPointer(loc, 3, gl.FLOAT, false, 0, 0);
    }
  }
  const width = normals ? 6 : 3;
  const out = gl.createBuffer();
  gl.bindBuffer(gl.TRANSFORM_FEEDBACK_BUFFER, out);
  gl.bufferData(gl.TRANSFORM_FEEDBACK_BUFFER, n * 4 * width, gl.STATIC_READ);
  gl.bindBufferBase(gl.TRANSFORM_FEEDBACK_BUFFER, 0, out);
  gl.enable(gl.RASTERIZER_DISCARD);
  gl.beginTransformFeedback(gl.POINTS);
  gl.drawArrays(gl.POINTS, 0, n);
  gl.endTransformFeedback();
  gl.disable(gl.RASTERIZER_DISCARD);
  const result = new Float32Array(n * width);
  gl.getBufferSubData(gl.TRANSFORM_FEEDBACK_BUFFER, 0, result);
  const err = gl.getError();
  if (err !== gl.NO_ERROR) throw new Error(`WebGL error ${err}`);
  return Array.from({ length: n }, (_, k) => Array.from(result.slice(width * k, width * (k + 1))));
}

function renderer(): string {
  const gl = document.createElement('canvas').getContext('webgl2');
  if (!gl) return 'none';
  const ext = gl.getExtension('WEBGL_debug_renderer_info');
  return String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
}

/** 2 when the velocity contract has the sprite plane normal (the spec's dimensions), else 3. */
const velocityDimensions = (): number => (VELOCITY_STRETCH_CONTRACT.some((i) => i.base === 'VelocityPlaneNormalLocal') ? 2 : 3);

declare global {
  interface Window {
    stretchyGlsl: {
      run: typeof run; renderer: typeof renderer; velocityDimensions: typeof velocityDimensions; selfCheck?: () => unknown;
      materialsCheck: typeof materialsCheck; features: () => readonly string[];
    };
  }
}
// The section 10 features the package's spline deformer implements (its contract's): the golden cases it runs.
window.stretchyGlsl = { run, renderer, velocityDimensions, materialsCheck, features: () => SPLINE_FEATURES };

/**
 * The GLSL against its TypeScript port on this package's own bakes (both in Unreal's frame here), every mode:
 * the worst |GLSL - port| per case, with the case's length scale.
 */
function selfCheck(): Array<{ mode: number; progress: number; worst: number; scale: number }> {
  const out: Array<{ mode: number; progress: number; worst: number; scale: number }> = [];
  const helix = new CatmullRomCurve3(Array.from({ length: 30 }, (_, i) =>
    new Vector3(120 * Math.cos(i * 0.4), 120 * Math.sin(i * 0.4), 40 * i)));
  const verts: number[][] = [];
  for (let i = 0; i < 64; i++) verts.push([(i % 4) * 30 - 45, ((i >> 2) % 4) * 20 - 30, (i >> 4) * 25 - 40]);
  for (const mode of [0, 1, 2] as const) {
    const b = bakeCurve(helix, new Matrix4(), { sampleCount: 32, forwardAxis: [1, 0, 0], rotationMinimizing: mode === 1, frame: UNREAL_FRAME });
    for (const progress of [0, 0.37, 0.8, 1]) {
      const inputs = {
        Progress: progress, SplineLength: b.length, SampleCount: b.sampleCount, MeshCenterLocal: [0, 0, 0] as Vec3,
        ForwardAxisLocal: [1, 0, 0] as Vec3, StretchScale: 1.4, PreserveVolume: 1, SizeScale: 1.1, StretchBias: 0.3,
        MeshHalfLength: 45, SettleWindow: 0.1, EndExtrapolation: 1,
      };
      const rows = (a: Float32Array) => Array.from({ length: b.sampleCount }, (_, i) => Array.from(a.slice(4 * i, 4 * i + 4)));
      const gpu = run({
        mode: ['parallel-transport', 'rotation-minimizing', 'article'][mode],
        inputs: inputs as unknown as Record<string, number | number[]>,
        textures: { PositionTexture: rows(b.positions), TangentTexture: rows(b.tangents) },
        vertices: verts,
      });
      let worst = 0;
      verts.forEach((x, k) => {
        const o = splineDeformOffset(x as unknown as Vec3, inputs, { position: b.positions, tangent: b.tangents }, mode, UNREAL_FRAME);
        for (let c = 0; c < 3; c++) worst = Math.max(worst, Math.abs(o[c] - gpu[k][c]));
      });
      out.push({ mode, progress, worst, scale: Math.max(b.length, 200) });
    }
  }
  return out;
}
window.stretchyGlsl.selfCheck = selfCheck;
