// The golden vectors (stretchy-golden/1, written by the Java reference in Unreal's frame) through this package's
// math: SplineDeform through the TypeScript port of the GLSL, in Unreal's frame and relabelled into three.js's;
// VelocityStretch through the deformer; VelocityController series through the controller; SplineBake steps 2-5
// (to local, true local arc length, uniform resample, rotation-minimizing frames) from the case's dense world samples.
// The directory comes from STRETCHY_GOLDEN (scripts/test.d/threejs.sh sets it to the repository's golden/).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Matrix3, Matrix4, Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  SPLINE_FEATURES, THREE_FRAME, UNREAL_FRAME, VelocityController, bakeSamples, fromUnreal, splineDeformOffset, toUnreal,
  velocityStretchOffset, type OrientationIndex, type SplineDeformInputs, type Vec3, type VelocityParams,
} from '../src/index.js';

interface Golden {
  format: string;
  kernel: string;
  name: string;
  mode?: string;
  inputs: Record<string, unknown>;
  textures?: Record<string, number[][]>;
  vertices?: number[][];
  expected?: unknown[];
  tolerance?: { abs: number; rel: number; why?: string };
  features?: string[];
  stretchMask?: number[];
  file: string;
}

// stretchy-math/1.3 section 10 features (golden-format.md "features"): the ones this package implements (its spline
// contract's, SPLINE_FEATURES), and every one the format knows. A case that needs an unimplemented feature is a named
// skip; an unknown feature fails.
const IMPLEMENTED_FEATURES: readonly string[] = SPLINE_FEATURES;
const KNOWN_FEATURES = ['closedLoop', 'roll', 'stretchMask'];
// Kernels this file checks, and those checked elsewhere (named skips): the atlas kernel's GLSL runs on a Vulkan
// device in the Java AtlasHarnessTest. Any other kernel fails.
const CHECKED_KERNELS = ['SplineDeform', 'SplineBake', 'VelocityStretch', 'VelocityController'];
const SKIPPED_KERNELS: Record<string, string> = { SplineAtlasDeform: 'checked by test/atlasGolden.test.ts (and AtlasHarnessTest, stretchy-verify-vulkan)' };

const dir = process.env.STRETCHY_GOLDEN;
const files: Golden[] = dir && existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => ({ ...JSON.parse(readFileSync(join(dir, f), 'utf8')), file: f }) as Golden)
    .filter((g) => g.format === 'stretchy-golden/1')
  : [];
const ofKernel = (k: string) => files.filter((g) => g.kernel === k);

const MODES: Record<string, OrientationIndex> = { 'parallel-transport': 0, 'rotation-minimizing': 1, article: 2 };

function field<T>(g: Golden, name: string): T {
  const v = g.inputs[name];
  if (v === undefined) throw new Error(`${g.file}: inputs.${name} is missing`);
  return v as T;
}

/** Worst |o - expected| over the allowed error, per spec section 6; > 1 fails. */
function worstRatio(g: Golden, got: Vec3[], L: number): { ratio: number; at: number; err: number } {
  const tol = g.tolerance ?? { abs: 1e-9, rel: 1e-9 };
  let worst = { ratio: 0, at: -1, err: 0 };
  got.forEach((o, i) => {
    const e = g.expected![i] as number[];
    const x = g.vertices![i];
    const allowed = tol.abs + tol.rel * Math.max(Math.hypot(x[0], x[1], x[2]), L);
    for (let k = 0; k < 3; k++) {
      const err = Math.abs(o[k] - e[k]);
      if (err / allowed > worst.ratio) worst = { ratio: err / allowed, at: i, err };
    }
  });
  return worst;
}

// Outside the project's test command (a consumer's `npm test`) there are no golden files: say so, then skip. With
// STRETCHY_GOLDEN set, missing or unreadable files fail.
if (!dir) console.warn('golden.test.ts: STRETCHY_GOLDEN is not set, golden vectors skipped (scripts/test.d/threejs.sh sets it)');

describe.skipIf(!dir)('golden vectors', () => {
  it('the golden directory holds cases for this package\'s kernels', () => {
    expect(existsSync(dir!), `STRETCHY_GOLDEN=${dir} does not exist`).toBe(true);
    const json = readdirSync(dir!).filter((f) => f.endsWith('.json'));
    expect(files.length, `files of another format in ${dir}`).toBe(json.length);
    for (const k of ['SplineDeform', 'SplineBake', 'VelocityStretch', 'VelocityController']) {
      expect(ofKernel(k).length, `no ${k} case in ${dir}`).toBeGreaterThan(0);
    }
  });

  for (const g of files.filter((f) => !CHECKED_KERNELS.includes(f.kernel))) {
    if (g.kernel in SKIPPED_KERNELS) it.skip(`${g.kernel} ${g.name} (${g.file}): ${SKIPPED_KERNELS[g.kernel]}`, () => {});
    else it(`${g.file}: kernel ${g.kernel} is unknown to this test`, () => { expect.fail(`unknown kernel ${g.kernel}`); });
  }

  for (const g of ofKernel('SplineDeform')) {
    const needs = g.features ?? [];
    const unknown = needs.filter((f) => !KNOWN_FEATURES.includes(f));
    if (unknown.length > 0) {
      it(`SplineDeform ${g.name} (${g.file}): unknown feature`, () => { expect.fail(`unknown features ${unknown.join(', ')}`); });
      continue;
    }
    const missing = needs.filter((f) => !IMPLEMENTED_FEATURES.includes(f));
    if (missing.length > 0) {
      it.skip(`SplineDeform ${g.name} (${g.file}): needs ${missing.join(', ')}, not in this package yet`, () => {});
      continue;
    }
    const mode = MODES[g.mode ?? 'parallel-transport'];
    const inp: SplineDeformInputs = {
      Progress: field(g, 'Progress'), SplineLength: field(g, 'SplineLength'), SampleCount: field(g, 'SampleCount'),
      MeshCenterLocal: field(g, 'MeshCenterLocal'), ForwardAxisLocal: field(g, 'ForwardAxisLocal'),
      StretchScale: field(g, 'StretchScale'), PreserveVolume: field(g, 'PreserveVolume'), SizeScale: field(g, 'SizeScale'),
      StretchBias: field(g, 'StretchBias'), MeshHalfLength: field(g, 'MeshHalfLength'), SettleWindow: field(g, 'SettleWindow'),
      EndExtrapolation: field(g, 'EndExtrapolation'),
      // Section 10's inputs come with their features (golden-format.md); absent they are off.
      ...(needs.includes('closedLoop') ? { ClosedLoop: field<number>(g, 'ClosedLoop') } : {}),
      ...(needs.includes('roll') ? { BakedRoll: field<number>(g, 'BakedRoll') } : {}),
    };
    const mask = (i: number): number => (needs.includes('stretchMask') ? g.stretchMask![i] : 1);
    const pos = g.textures!.PositionTexture;
    const tan = g.textures!.TangentTexture;
    const L = Math.max(inp.SplineLength, 0.001);

    it(`SplineDeform ${g.name} (${g.file}, Unreal frame)`, () => {
      const got = g.vertices!.map((x, i) => splineDeformOffset(x as unknown as Vec3, inp, { position: pos.flat(), tangent: tan.flat() }, mode, UNREAL_FRAME, mask(i)));
      const w = worstRatio(g, got, L);
      expect(w.ratio, `worst error ${w.err} at vertex ${w.at}`).toBeLessThanOrEqual(1);
    });

    it(`SplineDeform ${g.name} (${g.file}, relabelled into three.js's frame)`, () => {
      const rel = (t: number[]) => [...fromUnreal([t[0], t[1], t[2]]), t[3]];
      const th: SplineDeformInputs = {
        ...inp, MeshCenterLocal: fromUnreal(inp.MeshCenterLocal), ForwardAxisLocal: fromUnreal(inp.ForwardAxisLocal),
      };
      const tex = { position: pos.map(rel).flat(), tangent: tan.map(rel).flat() };
      const got = g.vertices!.map((x, i) => toUnreal(splineDeformOffset(fromUnreal(x as unknown as Vec3), th, tex, mode, THREE_FRAME, mask(i))));
      const w = worstRatio(g, got, L);
      expect(w.ratio, `worst error ${w.err} at vertex ${w.at}`).toBeLessThanOrEqual(1);
    });
  }

  // Planted: the port with a case's section 10 features dropped (ClosedLoop 0, BakedRoll 0, mask 1) computes section
  // 1, which every feature case must catch; so a port that claimed the features and ignored them would fail here.
  it('every section 10 case fails with its features dropped (planted fault)', () => {
    const cases = ofKernel('SplineDeform').filter((g) => (g.features ?? []).length > 0);
    expect(cases.length).toBeGreaterThanOrEqual(KNOWN_FEATURES.length);
    for (const feature of KNOWN_FEATURES) expect(cases.some((g) => g.features!.includes(feature)), feature).toBe(true);
    const caught = cases.filter((g) => {
      const inp = { ...(g.inputs as unknown as SplineDeformInputs), ClosedLoop: 0, BakedRoll: 0 };
      const tex = { position: g.textures!.PositionTexture.flat(), tangent: g.textures!.TangentTexture.flat() };
      const got = g.vertices!.map((x) => splineDeformOffset(x as unknown as Vec3, inp, tex, MODES[g.mode ?? 'parallel-transport'], UNREAL_FRAME));
      return worstRatio(g, got, Math.max(inp.SplineLength, 0.001)).ratio > 1;
    });
    expect(caught.map((g) => g.name)).toEqual(cases.map((g) => g.name));
  });

  for (const g of ofKernel('SplineBake')) {
    it(`SplineBake ${g.name} (${g.file}, steps 2-5 from the dense samples)`, () => {
      const mt = field<{ rotation: number[]; translation: number[]; scale: number[] }>(g, 'MeshTransform');
      const meshToWorld = new Matrix4().compose(new Vector3(...mt.translation),
        new Quaternion(mt.rotation[0], mt.rotation[1], mt.rotation[2], mt.rotation[3]), new Vector3(...mt.scale));
      const e = g.expected as unknown as {
        samples: { positions: Vec3[]; directions: Vec3[] }; SplineLength: number;
        PositionTexture: number[][]; TangentTexture: number[][];
      };
      const quats = g.mode === 'rotation-minimizing';
      // Section 10's bake inputs come with their features (golden-format.md): a seamless loop, roll keys.
      const needs = g.features ?? [];
      expect(needs.filter((f) => f !== 'closedLoop' && f !== 'roll'), 'bake features').toEqual([]);
      const roll = needs.includes('roll') ? field<[number, number][]>(g, 'RollKeys') : undefined;
      const b = bakeSamples(e.samples.positions, e.samples.directions, new Matrix3().setFromMatrix4(meshToWorld).invert(), {
        sampleCount: field(g, 'SampleCount'), forwardAxis: field(g, 'ForwardAxisLocal'), rotationMinimizing: quats, frame: UNREAL_FRAME,
        closed: needs.includes('closedLoop') && field<number>(g, 'ClosedLoop') >= 0.5, roll,
      });
      const tol = g.tolerance!;
      const L = e.SplineLength;
      expect(Math.abs(b.length - L), 'SplineLength').toBeLessThanOrEqual(tol.abs + tol.rel * L);
      expect(b.sampleCount).toBe(e.PositionTexture.length);
      e.PositionTexture.forEach((want, i) => {
        const scale = Math.max(Math.hypot(want[0], want[1], want[2]), L);
        for (let k = 0; k < 4; k++) {
          expect(Math.abs(b.positions[4 * i + k] - want[k]), `position texel ${i}.${k}`).toBeLessThanOrEqual(tol.abs + tol.rel * scale);
        }
      });
      // Quaternions are compared up to the sign (q and -q are one rotation; both bakes keep neighbours continuous).
      const sign = quats && b.tangents[0] * e.TangentTexture[0][0] + b.tangents[1] * e.TangentTexture[0][1]
        + b.tangents[2] * e.TangentTexture[0][2] + b.tangents[3] * e.TangentTexture[0][3] < 0 ? -1 : 1;
      e.TangentTexture.forEach((want, i) => {
        for (let k = 0; k < (quats || roll ? 4 : 3); k++) {
          expect(Math.abs(sign * b.tangents[4 * i + k] - want[k]), `tangent texel ${i}.${k}`).toBeLessThanOrEqual(tol.abs);
        }
      });
    });
  }

  for (const g of ofKernel('VelocityStretch')) {
    it(`VelocityStretch ${g.name} (${g.file})`, () => {
      const inp = {
        VelocityPivotLocal: field<Vec3>(g, 'VelocityPivotLocal'), VelocityAxisLocal: field<Vec3>(g, 'VelocityAxisLocal'),
        VelocityStretch: field<number>(g, 'VelocityStretch'), VelocityPerpScale: field<number>(g, 'VelocityPerpScale'),
        VelocityPlaneNormalLocal: g.inputs.VelocityPlaneNormalLocal as Vec3 | undefined,
      };
      const got = g.vertices!.map((x) => velocityStretchOffset(x as unknown as Vec3, inp, [0, 0, 1], [0, 1, 0]));
      const w = worstRatio(g, got, Math.hypot(...inp.VelocityPivotLocal)); // 16 ulps at max(|x|, |pivot|)
      expect(w.ratio, `worst error ${w.err} at vertex ${w.at}`).toBeLessThanOrEqual(1);
    });
  }

  for (const g of ofKernel('VelocityController')) {
    it(`VelocityController ${g.name} (${g.file})`, () => {
      const series = controllerSeries(g);
      const c = new VelocityController(series.params, series.planeNormal);
      const tol = g.tolerance ?? { abs: 1e-9, rel: 0 };
      const near = (got: number, want: number, scale: number, what: string) =>
        expect(Math.abs(got - want), `${what}: ${got} vs ${want}`).toBeLessThanOrEqual(tol.abs + tol.rel * scale);
      series.frames.forEach((f, i) => {
        const out = c.step(f.dt, f.velocity, f.contact);
        const e = series.expected[i];
        const at = `${g.file} frame ${i}`;
        near(out.sPar, e.sPar, 1, `${at} sPar`);
        near(out.scales[0], e.sPerp, 1, `${at} sPerp`);
        near(out.scales[2], e.sNormal, 1, `${at} sNormal`);
        for (let k = 0; k < 3; k++) near(out.axis[k], e.axis[k], 1, `${at} axis`);
        // A null pivot is the object's centre: the frame's position.
        const pivot = out.pivot ?? f.position;
        const scale = Math.hypot(...e.pivot);
        for (let k = 0; k < 3; k++) near(pivot[k], e.pivot[k], scale, `${at} pivot`);
      });
    });
  }
});

interface Series {
  params: VelocityParams;
  planeNormal: Vec3;
  frames: Array<{ dt: number; velocity: Vec3; position: Vec3; contact?: { normal: Vec3; point: Vec3 } }>;
  expected: Array<{ sPar: number; sPerp: number; sNormal: number; axis: Vec3; pivot: Vec3 }>;
}

/**
 * A VelocityController case: top-level `dimensions`; `inputs.constants` (k, maxStretch, smoothing,
 * impactStrength, minSquash, maxImpactSpeed, recoverSeconds, ease, springDamping, planeNormal) in the case's units;
 * `inputs.frames` [{dt, velocity, position, contact?: {normal, point}}]; `expected` [{axis, sPar, sPerp, sNormal, pivot}].
 */
function controllerSeries(g: Golden): Series {
  const raw = g as unknown as { dimensions?: number; inputs: { constants: Record<string, unknown>; frames: Series['frames'] } };
  const k = raw.inputs.constants;
  const num = (name: string): number => {
    if (typeof k[name] !== 'number') throw new Error(`${g.file}: inputs.constants.${name} is missing`);
    return k[name] as number;
  };
  const dimensions = raw.dimensions ?? 3;
  if (dimensions !== 2 && dimensions !== 3) throw new Error(`${g.file}: dimensions must be 2 or 3`);
  return {
    params: {
      k: num('k'), maxStretch: num('maxStretch'), smoothingTau: num('smoothing'), impactStrength: num('impactStrength'),
      minSquash: num('minSquash'), maxImpactSpeed: num('maxImpactSpeed'), recoverSeconds: num('recoverSeconds'),
      ease: k.ease as VelocityParams['ease'], springDamping: num('springDamping'), dimensions,
    },
    planeNormal: (k.planeNormal ?? [0, 0, 1]) as Vec3,
    frames: raw.inputs.frames,
    expected: g.expected as Series['expected'],
  };
}
