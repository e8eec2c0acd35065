import fc from 'fast-check';
import {
  CatmullRomCurve3, CurvePath, LineCurve3, Matrix4, QuadraticBezierCurve3, Quaternion, Vector3, type Curve,
} from 'three';
import { describe, expect, it } from 'vitest';
import {
  THREE_FRAME, UNREAL_FRAME, bakeCurve, curveRange, deformBounds, evaluateCurve, fromUnreal, rotate,
  splineDeformOffset, toUnreal,
  type OrientationIndex, type SplineBake, type SplineDeformInputs, type Vec3,
} from '../src/index.js';

const F: Vec3 = [0, 0, 1]; // three.js's forward (Unreal's X)

function bake(curve: Curve<Vector3>, mode: OrientationIndex, n = 64, mesh = new Matrix4()): SplineBake {
  return bakeCurve(curve, mesh, { sampleCount: n, forwardAxis: F, rotationMinimizing: mode === 1 });
}

function inputs(b: SplineBake, over: Partial<SplineDeformInputs> = {}): SplineDeformInputs {
  return {
    Progress: 0.5, SplineLength: b.length, SampleCount: b.sampleCount, MeshCenterLocal: [0, 0, 0], ForwardAxisLocal: F,
    StretchScale: 1, PreserveVolume: 1, SizeScale: 1, StretchBias: 0, MeshHalfLength: 1, SettleWindow: 0,
    EndExtrapolation: 1, ...over,
  };
}

const box: Vec3[] = [];
for (const x of [-0.4, 0.4]) for (const y of [-0.3, 0.3]) for (const z of [-1, 0, 1]) box.push([x, y, z]);

const straight = new LineCurve3(new Vector3(0, 0, -10), new Vector3(0, 0, 0));
// A planar S-curve in the Y-Z plane (contains f = +Z), tangent within 90 degrees of f, straight at its end.
const sCurve = new CatmullRomCurve3([
  new Vector3(0, 0, -12), new Vector3(0, 2, -8), new Vector3(0, -2, -4), new Vector3(0, 0, -1), new Vector3(0, 0, 0),
]);
// Bent first, then straight along f for its last 3 units (longer than the mesh's half length).
const bentThenStraight = new CurvePath<Vector3>();
bentThenStraight.add(new QuadraticBezierCurve3(new Vector3(4, 1, -10), new Vector3(0, 3, -6), new Vector3(0, 0, -3)));
bentThenStraight.add(new LineCurve3(new Vector3(0, 0, -3), new Vector3(0, 0, 0)));
const helix = new CatmullRomCurve3(Array.from({ length: 40 }, (_, i) => {
  const a = i * 0.35;
  return new Vector3(3 * Math.cos(a), 3 * Math.sin(a), i * 0.5);
}));

describe('bake (math spec section 2, three.js frame)', () => {
  it('a straight line: length, positions relative to the end, unit tangents, alpha i/(N-1)', () => {
    const b = bake(straight, 0, 11);
    expect(b.length).toBeCloseTo(10, 9);
    for (let i = 0; i < 11; i++) {
      expect(b.positions[4 * i + 2]).toBeCloseTo(-10 + i, 5);
      expect(b.positions[4 * i + 3]).toBeCloseTo(i / 10, 7);
      expect(Array.from(b.tangents.slice(4 * i, 4 * i + 3))).toEqual([0, 0, 1]);
    }
    expect(Array.from(b.positions.slice(40, 43))).toEqual([0, 0, 0]);
  });

  it('takes the mesh scale into account (local arc length, tangent under non-uniform scale)', () => {
    const mesh = new Matrix4().compose(new Vector3(5, 1, 2), new Quaternion(), new Vector3(1, 1, 2));
    const b = bake(straight, 0, 11, mesh);
    expect(b.length).toBeCloseTo(5, 9);
    expect(b.positions[2]).toBeCloseTo(-5, 5);
  });

  it('rotation-minimizing frames: unit quaternions, sign-continuous, anchored so the end rests in pose', () => {
    const b = bake(helix, 1);
    const n = b.sampleCount;
    for (let i = 0; i < n; i++) {
      const q = Array.from(b.tangents.slice(4 * i, 4 * i + 4));
      expect(Math.hypot(...q)).toBeCloseTo(1, 6);
      if (i > 0) expect(q.reduce((s, c, k) => s + c * b.tangents[4 * (i - 1) + k], 0)).toBeGreaterThan(0);
      // The frame's forward is the baked tangent.
      const t = rotate(q as [number, number, number, number], F);
      const bt = bake(helix, 0).tangents;
      expect(Math.hypot(t[0] - bt[4 * i], t[1] - bt[4 * i + 1], t[2] - bt[4 * i + 2])).toBeLessThan(1e-5);
    }
  });
});

describe('render bounds (section 2 step 6)', () => {
  const radius = Math.hypot(0.4, 0.3, 1);
  const range = { gMax: 1.2, sMin: 0.4, sMax: 1.6, biasMax: 0.5, preserveVolume: 1 };

  it('hold every deformed vertex for Progress in [0, 1], squash and stretch, bias, PreserveVolume, extrapolation', () => {
    // 4 curves x 141 Progress x 4 stretch x 3 bias x 2 size x 12 vertices, checked with one expect at the end (an
    // expect per vertex made this test slow enough to time out on a loaded machine).
    const outside: string[] = [];
    const point = new Vector3();
    for (const [curve, mode] of [[helix, 0], [sCurve, 1], [bentThenStraight, 0], [straight, 2]] as const) {
      const b = bake(curve, mode);
      const bounds = deformBounds(b, [0, 0, 0], radius, range, true);
      // The texels are float32: allow their rounding, nothing more.
      const held = bounds.clone().expandByScalar(1e-5);
      for (let i = 0; i <= 140; i++) {
        const p = -0.2 + i * 0.01;
        for (const s of [0.4, 0.7, 1, 1.6]) {
          for (const bias of [-0.5, 0, 0.5]) {
            for (const g of [0, 1.2]) {
              for (const x of box) {
                const o = splineDeformOffset(x, inputs(b, { Progress: p, StretchScale: s, StretchBias: bias, SizeScale: g, MeshHalfLength: 0.5 }),
                  { position: b.positions, tangent: b.tangents }, mode);
                if (!held.containsPoint(point.set(x[0] + o[0], x[1] + o[1], x[2] + o[2])) && outside.length < 5) {
                  outside.push(`mode ${mode} p ${p} s ${s} bias ${bias} g ${g} x ${x}`);
                }
              }
            }
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });

  it('reach exactly the widest squashed cross-section (the finding: the former growth missed it)', () => {
    const b = bake(straight, 0);
    const squash = { ...range, sMin: 0.3, biasMax: 0, gMax: 1 };
    const bounds = deformBounds(b, [0, 0, 0], 1, squash, true);
    const x: Vec3 = [1, 0, 0]; // across f = +Z, at the mesh radius
    const o = splineDeformOffset(x, inputs(b, { Progress: 0.5, StretchScale: 0.3 }), { position: b.positions, tangent: b.tangents }, 0);
    expect(x[0] + o[0]).toBeCloseTo(1 / Math.sqrt(0.3), 5);
    expect(bounds.max.x).toBeCloseTo(1 / Math.sqrt(0.3), 5);
    // gMax * max(1, sMax) * meshRadius, the spec's former growth, stops at 1.6.
    expect(x[0] + o[0]).toBeGreaterThan(1.6);
  });

  it('without PreserveVolume a squash does not widen the box', () => {
    const b = bake(straight, 0);
    const a = deformBounds(b, [0, 0, 0], 1, { ...range, preserveVolume: 0 }, false);
    const c = deformBounds(b, [0, 0, 0], 1, range, false);
    expect(a.max.x).toBeCloseTo(1.2, 9);
    expect(c.max.x).toBeGreaterThan(a.max.x);
  });
});

describe('curveRange', () => {
  it('includes the overshoot of auto tangents between unevenly spaced keys', () => {
    const keys: [number, number][] = [[0, 0], [0.1, 1], [1, 0.9]];
    const [lo, hi] = curveRange(keys);
    let seenLo = Infinity;
    let seenHi = -Infinity;
    for (let t = 0; t <= 1; t += 1e-4) {
      const v = evaluateCurve(keys, t);
      seenLo = Math.min(seenLo, v);
      seenHi = Math.max(seenHi, v);
    }
    expect(hi).toBeGreaterThan(1);
    expect(hi).toBeGreaterThanOrEqual(seenHi - 1e-12);
    expect(hi - seenHi).toBeLessThan(1e-6);
    expect(lo).toBeCloseTo(seenLo, 9);
  });
});

describe('the deformer (the TypeScript port of the GLSL)', () => {
  it('rest pose: Progress 1 on a curve straight along f for its last h gives zero offsets', () => {
    for (const mode of [0, 1, 2] as const) {
      for (const curve of [straight, bentThenStraight]) {
        const b = bake(curve, mode);
        for (const x of box) {
          const o = splineDeformOffset(x, inputs(b, { Progress: 1 }), { position: b.positions, tangent: b.tangents }, mode);
          expect(Math.hypot(...o)).toBeLessThan(1e-5);
        }
      }
    }
  });

  it('with a settle window, Progress 1 gives exactly 0 whatever the other inputs', () => {
    const b = bake(helix, 0);
    fc.assert(fc.property(fc.double({ min: 0.001, max: 1, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }),
      fc.double({ min: -0.95, max: 0.95, noNaN: true }), (w, s, bias) => {
        for (const x of box) {
          const o = splineDeformOffset(x, inputs(b, { Progress: 1, SettleWindow: w, StretchScale: s, StretchBias: bias }),
            { position: b.positions, tangent: b.tangents }, 0);
          expect(o.every((c) => c === 0)).toBe(true);
        }
      }));
  });

  it('modes A and B agree on a planar curve whose plane contains f', () => {
    const a = bake(sCurve, 0);
    const bq = bake(sCurve, 1);
    for (const p of [0, 0.2, 0.5, 0.8, 1]) {
      for (const x of box) {
        const oa = splineDeformOffset(x, inputs(a, { Progress: p }), { position: a.positions, tangent: a.tangents }, 0);
        const ob = splineDeformOffset(x, inputs(bq, { Progress: p }), { position: bq.positions, tangent: bq.tangents }, 1);
        expect(Math.hypot(oa[0] - ob[0], oa[1] - ob[1], oa[2] - ob[2])).toBeLessThan(1e-4);
      }
    }
  });

  it('modes A and B differ on a helix (torsion)', () => {
    const a = bake(helix, 0);
    const bq = bake(helix, 1);
    let worst = 0;
    for (const x of box) {
      const oa = splineDeformOffset(x, inputs(a, { Progress: 0.3 }), { position: a.positions, tangent: a.tangents }, 0);
      const ob = splineDeformOffset(x, inputs(bq, { Progress: 0.3 }), { position: bq.positions, tangent: bq.tangents }, 1);
      worst = Math.max(worst, Math.hypot(oa[0] - ob[0], oa[1] - ob[1], oa[2] - ob[2]));
    }
    expect(worst).toBeGreaterThan(0.01);
  });

  it('never returns NaN or infinity for adversarial finite inputs (N = 2, zero length, zero axis, T = -f, s = g = 0)', () => {
    const num = fc.double({ min: -1e4, max: 1e4, noNaN: true });
    const v = fc.tuple(num, num, num);
    const texel = fc.tuple(num, num, num, num);
    fc.assert(fc.property(
      fc.record({
        Progress: num, SplineLength: fc.oneof(fc.constant(0), num), SampleCount: fc.constantFrom(2, 3, 8),
        MeshCenterLocal: v, ForwardAxisLocal: fc.oneof(fc.constant([0, 0, 0] as Vec3), v), StretchScale: fc.oneof(fc.constant(0), num),
        PreserveVolume: num, SizeScale: fc.oneof(fc.constant(0), num), StretchBias: num, MeshHalfLength: num,
        SettleWindow: num, EndExtrapolation: num,
      }),
      fc.array(texel, { minLength: 8, maxLength: 8 }), fc.array(texel, { minLength: 8, maxLength: 8 }), v,
      fc.constantFrom(0, 1, 2), fc.boolean(),
      (inp, pos, tan, x, mode, opposite) => {
        if (opposite) for (const t of tan) { t[0] = 0; t[1] = 0; t[2] = -1; t[3] = 0; } // T = -f
        const o = splineDeformOffset(x, inp as SplineDeformInputs, { position: pos.flat(), tangent: tan.flat() }, mode as OrientationIndex);
        expect(o.every(Number.isFinite)).toBe(true);
      }), { numRuns: 2000 });
  });

  it('three.js frame = Unreal frame relabelled: D_three(P x) = P D_unreal(x), every mode', () => {
    const num = fc.double({ min: -100, max: 100, noNaN: true });
    const v = fc.tuple(num, num, num);
    fc.assert(fc.property(v, v, fc.constantFrom(0, 1, 2), fc.double({ min: 0, max: 1, noNaN: true }), (x, axis, mode, p) => {
      const b = bake(helix, mode === 1 ? 1 : 0);
      const ue = inputs(b, { Progress: p, ForwardAxisLocal: toUnreal(axis), MeshCenterLocal: [1, 2, 3] });
      const th = { ...ue, ForwardAxisLocal: axis, MeshCenterLocal: fromUnreal([1, 2, 3]) };
      // Positions, tangents and quaternion vector parts relabel alike (P is a proper rotation; w is unchanged).
      const relabel = (tex: Float32Array) => {
        const out = new Float64Array(tex.length);
        for (let i = 0; i < tex.length; i += 4) {
          const u = toUnreal([tex[i], tex[i + 1], tex[i + 2]]);
          out.set([u[0], u[1], u[2], tex[i + 3]], i);
        }
        return out;
      };
      const texUe = { position: relabel(b.positions), tangent: relabel(b.tangents) };
      const oUe = splineDeformOffset(toUnreal(x), ue, texUe, mode as OrientationIndex, UNREAL_FRAME);
      const oTh = splineDeformOffset(x, th, { position: b.positions, tangent: b.tangents }, mode as OrientationIndex, THREE_FRAME);
      const back = fromUnreal(oUe);
      for (let k = 0; k < 3; k++) expect(Math.abs(back[k] - oTh[k])).toBeLessThan(1e-9 * (1 + Math.hypot(...x)));
    }), { numRuns: 300 });
  });
});
