// The curve atlas (math spec section 9, with section 10 per row) through this package's CPU port of the atlas GLSL,
// splineAtlasDeformOffset, against the Java reference: every golden SplineAtlasDeform file (golden/atlas-*.json,
// current and previous frame), and every SplineDeform case with a section 10 feature run as a one-row atlas through
// the same port (the reference's roll and mask values reach the atlas path). The GLSL atlas runs the same files in
// Chromium (e2e/instanced.mjs). A file needing a feature the atlas here lacks is a named skip; an unknown one fails.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  INSTANCE_LAYOUT, INSTANCE_SOURCES, UNREAL_FRAME, splineAtlasDeformOffset, type OrientationIndex, type SplineAtlasDeformInputs, type Vec3,
} from '../src/index.js';

interface AtlasGolden {
  format: string;
  kernel: string;
  name: string;
  mode?: string;
  features?: string[];
  inputs?: Record<string, unknown>;
  atlasInputs: Record<string, number | number[]>;
  textures: Record<string, number[][]>;
  vertices: number[][];
  stretchMask?: number[];
  instances: number[][];
  expected: number[][];
  expectedPrev: number[][];
  tolerance: { abs: number; rel: number };
  file: string;
}

// Section 10 in the three.js atlas: ClosedLoop and BakedRoll per atlas (uniforms; a row without roll bakes roll 0,
// so one BakedRoll serves every row), a closed-loop row also by its instances' negative SplineLength (10.5),
// StretchMask per vertex.
const ATLAS_FEATURES = ['closedLoop', 'roll', 'stretchMask'];
const KNOWN_FEATURES = ['closedLoop', 'roll', 'stretchMask'];
const MODES: Record<string, OrientationIndex> = { 'parallel-transport': 0, 'rotation-minimizing': 1, article: 2 };

const dir = process.env.STRETCHY_GOLDEN;
const files: AtlasGolden[] = dir && existsSync(dir)
  ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => ({ ...JSON.parse(readFileSync(join(dir, f), 'utf8')), file: f }) as AtlasGolden)
    .filter((g) => g.format === 'stretchy-golden/1')
  : [];

/** One instance's deformer inputs, this frame or last (INSTANCE_SOURCES), with the per-atlas ones. */
export function atlasInputs(g: Pick<AtlasGolden, 'atlasInputs' | 'features' | 'file'>, instance: number[], previous: boolean): SplineAtlasDeformInputs {
  const inputs: Record<string, number | Vec3 | number[]> = {};
  for (const [name, value] of Object.entries(g.atlasInputs)) inputs[name] = value;
  for (const [base, [now, prev]] of Object.entries(INSTANCE_SOURCES)) {
    const k = previous ? prev : now;
    inputs[base] = base.endsWith('Local') ? [instance[k], instance[k + 1], instance[k + 2]] as Vec3 : instance[k];
  }
  return inputs as unknown as SplineAtlasDeformInputs;
}

/** Every instance's offsets (rows instance-major, as `expected`) through the CPU port; `mask` overrides the file's. */
export function atlasOffsets(g: AtlasGolden, previous: boolean, mask?: (k: number) => number): Vec3[] {
  const N = g.atlasInputs.SampleCount as number;
  const atlas = {
    positions: new Float32Array(g.textures.PositionAtlas.flat()), tangents: new Float32Array(g.textures.TangentAtlas.flat()),
    sampleCount: Math.max(N, 2),
  };
  const weight = mask ?? ((k: number) => (g.features?.includes('stretchMask') ? g.stretchMask![k] : 1));
  const mode = MODES[g.mode ?? 'parallel-transport'];
  return g.instances.flatMap((instance) => {
    const inp = atlasInputs(g, instance, previous);
    return g.vertices.map((x, k) => splineAtlasDeformOffset(x as unknown as Vec3, inp, atlas, mode, UNREAL_FRAME, weight(k)));
  });
}

/** The worst error over the allowed one (golden-format.md: the scale of a row is its instance's). */
export function atlasWorst(g: AtlasGolden, got: Vec3[], expected: number[][]): { ratio: number; at: number } {
  let worst = { ratio: 0, at: -1 };
  const V = g.vertices.length;
  got.forEach((o, i) => {
    const instance = g.instances[Math.floor(i / V)];
    const x = g.vertices[i % V];
    const pivot = INSTANCE_SOURCES.VelocityPivotLocal[0];
    const scale = Math.max(Math.hypot(x[0], x[1], x[2]), Math.max(Math.abs(instance[INSTANCE_SOURCES.SplineLength[0]]), 0.001),
      Math.hypot(instance[pivot], instance[pivot + 1], instance[pivot + 2]));
    const allowed = g.tolerance.abs + g.tolerance.rel * scale;
    for (let k = 0; k < 3; k++) {
      const r = Math.abs(o[k] - expected[i][k]) / allowed;
      if (!(r <= worst.ratio)) worst = { ratio: r, at: i };
    }
  });
  return worst;
}

describe.skipIf(!dir)('golden curve atlas (CPU port of the atlas GLSL)', () => {
  const atlases = files.filter((g) => g.kernel === 'SplineAtlasDeform');

  it('the golden directory holds atlas cases, each instance a row of the per-instance layout', () => {
    expect(atlases.length).toBeGreaterThan(0);
    for (const g of atlases) for (const i of g.instances) expect(i.length, g.file).toBe(INSTANCE_LAYOUT.floats.length);
  });

  for (const g of atlases) {
    const needs = g.features ?? [];
    const unknown = needs.filter((f) => !KNOWN_FEATURES.includes(f));
    if (unknown.length > 0) {
      it(`SplineAtlasDeform ${g.name} (${g.file}): unknown feature`, () => { expect.fail(`unknown features ${unknown.join(', ')}`); });
      continue;
    }
    const missing = needs.filter((f) => !ATLAS_FEATURES.includes(f));
    if (missing.length > 0) {
      it.skip(`SplineAtlasDeform ${g.name} (${g.file}): needs ${missing.join(', ')}, not in this package's atlas yet`, () => {});
      continue;
    }
    it(`SplineAtlasDeform ${g.name} (${g.file}, ${g.instances.length} instances, this frame and last)`, () => {
      for (const previous of [false, true]) {
        const w = atlasWorst(g, atlasOffsets(g, previous), previous ? g.expectedPrev : g.expected);
        expect(w.ratio, `${previous ? 'previous frame' : 'this frame'}: worst at row ${w.at}`).toBeLessThanOrEqual(1);
      }
    });
  }

  // Planted: the atlas with the previous frame's values swapped for this frame's, and every instance read from the
  // next row (rounding up), must fail; so must a feature case with its feature dropped.
  it('planted faults: frames swapped, the row off by one, section 10 features dropped', () => {
    for (const g of atlases.filter((a) => (a.features ?? []).every((f) => ATLAS_FEATURES.includes(f)))) {
      expect(atlasWorst(g, atlasOffsets(g, true), g.expected).ratio, `${g.file}: frames swapped`).toBeGreaterThan(1);
      const rows = g.atlasInputs.AtlasRowCount as number;
      if (rows > 1) {
        const shifted = { ...g, instances: g.instances.map((i) => i.map((v, k) => (k === INSTANCE_SOURCES.AtlasRow[0] ? (v + 1) % rows : v))) };
        expect(atlasWorst(shifted, atlasOffsets(shifted, false), g.expected).ratio, `${g.file}: row off by one`).toBeGreaterThan(1);
      }
      if ((g.features ?? []).length > 0) {
        // Dropped: the loop flags (the per-atlas one and the rows' negative lengths), the roll, the mask.
        const L = INSTANCE_SOURCES.SplineLength[0];
        const off = {
          ...g, atlasInputs: { ...g.atlasInputs, ClosedLoop: 0, BakedRoll: 0 }, features: ['closedLoop', 'roll'],
          instances: g.instances.map((i) => i.map((v, k) => (k === L ? Math.abs(v) : v))),
        };
        expect(atlasWorst(off, atlasOffsets(off, false, () => 1), g.expected).ratio, `${g.file}: features dropped`).toBeGreaterThan(1);
      }
    }
  });

  // The reference's section 10 values through the atlas port: each SplineDeform feature case as a one-row atlas (the
  // identity squash, 9.3), and, planted, the same without its features.
  const featureCases = files.filter((g) => g.kernel === 'SplineDeform' && (g.features ?? []).length > 0
    && g.features!.every((f) => ATLAS_FEATURES.includes(f)));
  const oneRow = (g: AtlasGolden, withFeatures: boolean): AtlasGolden => {
    const inp = g.inputs as Record<string, number & number[]>;
    const instance = INSTANCE_LAYOUT.floats.map(() => 0);
    for (const [base, [now, prev]] of Object.entries(INSTANCE_SOURCES)) {
      const value = base === 'AtlasRow' ? 0 : base === 'VelocityStretch' ? 1 : base === 'VelocityAxisLocal' ? inp.ForwardAxisLocal
        : base === 'VelocityPivotLocal' ? inp.MeshCenterLocal : inp[base];
      for (const k of new Set([now, prev])) {
        if (Array.isArray(value)) instance.splice(k, 3, ...value);
        else instance[k] = value;
      }
    }
    const atlas: Record<string, number | number[]> = { AtlasRowCount: 1 };
    for (const name of ['SampleCount', 'MeshCenterLocal', 'ForwardAxisLocal', 'PreserveVolume', 'StretchBias', 'MeshHalfLength',
      'SettleWindow', 'EndExtrapolation', 'ClosedLoop', 'BakedRoll']) if (inp[name] !== undefined) atlas[name] = inp[name];
    if (!withFeatures) Object.assign(atlas, { ClosedLoop: 0, BakedRoll: 0 });
    return {
      ...g, atlasInputs: atlas, features: withFeatures ? g.features : ['closedLoop', 'roll'],
      stretchMask: withFeatures ? g.stretchMask : undefined,
      textures: { PositionAtlas: g.textures.PositionTexture, TangentAtlas: g.textures.TangentTexture }, instances: [instance],
      expectedPrev: g.expected,
    };
  };

  it('the section 10 SplineDeform cases exist for every feature', () => {
    for (const feature of KNOWN_FEATURES) expect(featureCases.some((g) => g.features!.includes(feature)), feature).toBe(true);
  });
  for (const g of featureCases) {
    it(`SplineDeform ${g.name} (${g.file}, features ${g.features!.join(', ')}) as a one-row atlas`, () => {
      const a = oneRow(g, true);
      const w = atlasWorst(a, atlasOffsets(a, false), g.expected);
      expect(w.ratio, `worst at vertex ${w.at}`).toBeLessThanOrEqual(1);
      const off = oneRow(g, false);
      expect(atlasWorst(off, atlasOffsets(off, false, () => 1), g.expected).ratio, 'features dropped (planted)').toBeGreaterThan(1);
    });
  }
});
