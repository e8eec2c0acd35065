// Math spec section 10 in the TypeScript bake: closed loops (seam texels one, mode B's holonomy spread) and the roll
// curve (tangent alpha in modes A/C, folded into mode B's quaternions), and the deformer travelling round the loop.
import {
  BoxGeometry, BufferAttribute, CatmullRomCurve3, Matrix4, Mesh, MeshBasicMaterial, Vector3,
} from 'three';
import { compiledShader } from './compiled.js';
import { describe, expect, it } from 'vitest';
import {
  PARAMETER_PREFIX, SPLINE_DEFAULTS, SPLINE_DEFORM_CONTRACT, SPLINE_DEFORM_GLSL, SplineDeform, THREE_FRAME, bakeCurve, holonomy, restFrame,
  rollRadians, rotate, splineDeformOffset, stretchMaskAttribute, type OrientationIndex, type SplineBake, type SplineDeformInputs,
  type SplineDeformOptions, type Vec3,
} from '../src/index.js';
import { deformedGeometry } from '../src/deformedRaycast.js';
import { patchesOf } from '../src/materialPatch.js';
import { cross, dot, length, sub } from '../src/vec3.js';

// A closed loop with no mirror symmetry (its transported frame comes back turned: a non-zero holonomy).
const loop = new CatmullRomCurve3([
  new Vector3(0, 0, 0), new Vector3(4, 1, 1), new Vector3(5, 3, -2), new Vector3(1, 4, 0.5), new Vector3(-2, 2, 2),
], true);
const F: Vec3 = [0, 0, 1];
const N = 64;
const bake = (rotationMinimizing: boolean, extra: { closed?: boolean; roll?: ReadonlyArray<readonly [number, number]> } = {}) =>
  bakeCurve(loop, new Matrix4(), { sampleCount: N, forwardAxis: F, rotationMinimizing, ...extra });
const quat = (b: SplineBake, i: number) => [b.tangents[4 * i], b.tangents[4 * i + 1], b.tangents[4 * i + 2], b.tangents[4 * i + 3]] as const;
const quats = (b: SplineBake) => Array.from({ length: N }, (_, i) => quat(b, i) as unknown as [number, number, number, number]);
/** The signed angle about t from a to b (both perpendicular to t). */
const angleAbout = (t: Vec3, a: Vec3, b: Vec3): number => Math.atan2(dot(t, cross(a, b)), dot(a, b));
const { right } = restFrame(F, THREE_FRAME);

describe('closed-loop bake (math spec section 10.1)', () => {
  it('writes the seam texels identically in both textures (modes A and B)', () => {
    for (const rm of [false, true]) {
      const b = bake(rm, { closed: true });
      for (let k = 0; k < 3; k++) expect(b.positions[k]).toBe(b.positions[4 * (N - 1) + k]);
      if (!rm) for (let k = 0; k < 3; k++) expect(b.tangents[k]).toBe(b.tangents[4 * (N - 1) + k]);
    }
  });

  it('mode B: spreads the holonomy evenly, so the frame meets itself at the seam and the anchor is unchanged', () => {
    const open = bake(true);
    const theta = holonomy(quats(open), F, THREE_FRAME);
    expect(Math.abs(theta), 'the test loop must have a closing twist').toBeGreaterThan(0.05);
    const closed = bake(true, { closed: true });
    expect(Math.abs(holonomy(quats(closed), F, THREE_FRAME))).toBeLessThan(1e-5);
    // Texel N-1 (the anchor) as before; every other texel turned about its own tangent by -theta' (1 - i/(N-1)), one
    // theta' for all (the closed bake's own, from its seam texel 0, which the open bake samples a little apart).
    const last = N - 1;
    for (let k = 0; k < 3; k++) expect(rotate(quat(closed, last), right)[k]).toBeCloseTo(rotate(quat(open, last), right)[k], 6);
    const rates = [1, 10, 31, 50].map((i) => {
      const t = rotate(quat(open, i), F);
      expect(length(sub(t, rotate(quat(closed, i), F)))).toBeLessThan(1e-6);
      return angleAbout(t, rotate(quat(open, i), right), rotate(quat(closed, i), right)) / (1 - i / last);
    });
    for (const r of rates) expect(r).toBeCloseTo(rates[0], 6);
    expect(Math.abs(rates[0] + theta)).toBeLessThan(0.01);
  });

  it('planted: without the spread (closed: false) the seam frames differ by the holonomy', () => {
    const open = bake(true);
    const t = rotate(quat(open, N - 1), F);
    expect(Math.abs(angleAbout(t, rotate(quat(open, N - 1), right), rotate(quat(open, 0), right)))).toBeGreaterThan(0.05);
  });

  for (const [name, rm] of [['parallel-transport', false], ['rotation-minimizing', true]] as const) {
    it(`${name}: the deformer travels round the loop without a jump at the seam or at the wrap`, () => {
      const b = bake(rm, { closed: true });
      const inp = (p: number): SplineDeformInputs => ({
        Progress: p, SplineLength: b.length, SampleCount: N, MeshCenterLocal: [0, 0, 0], ForwardAxisLocal: F, StretchScale: 1.3,
        PreserveVolume: 1, SizeScale: 1, StretchBias: 0, MeshHalfLength: 1, SettleWindow: 0.1, EndExtrapolation: 1, ClosedLoop: 1,
      });
      const tex = { position: b.positions, tangent: b.tangents };
      const mode: OrientationIndex = rm ? 1 : 0;
      const x: Vec3 = [0.3, 0.2, 0.5];
      const at = (p: number, closed = 1) => splineDeformOffset(x, { ...inp(p), ClosedLoop: closed }, tex, mode);
      // Periodic in Progress (no settle at 1), continuous across the seam (the vertex's d crosses L near p = 1 - a2/L).
      expect(length(sub(at(0), at(1)))).toBeLessThan(1e-9);
      let worstStep = 0;
      const steps = 2000;
      for (let k = 0; k < steps; k++) worstStep = Math.max(worstStep, length(sub(at((k + 1) / steps), at(k / steps))));
      const stepLength = b.length / steps;
      expect(worstStep).toBeLessThan(3 * stepLength);
      // Planted: travelling the same loop as an open curve settles and extrapolates: a jump at the wrap.
      expect(length(sub(at(0, 0), at(1, 0)))).toBeGreaterThan(10 * stepLength);
    });
  }
});

describe('roll curve bake (math spec section 10.2)', () => {
  const keys = [[0, 0], [0.5, 90], [1, 360]] as const;

  it('modes A, C: the tangent alpha holds the roll in radians at i/(N-1)', () => {
    const b = bake(false, { roll: keys });
    for (const i of [0, 16, 32, 40, 63]) expect(b.tangents[4 * i + 3]).toBeCloseTo(rollRadians(keys, i / (N - 1)), 6);
    expect(rollRadians(keys, 0.25)).toBeCloseTo(Math.PI / 4, 12);
    expect(rollRadians(keys, 2)).toBeCloseTo(2 * Math.PI, 12);
    // Planted: no roll, alpha 0.
    expect(bake(false).tangents[4 * 40 + 3]).toBe(0);
  });

  it('mode B: each frame turned about its own tangent by the roll', () => {
    const plain = bake(true);
    const rolled = bake(true, { roll: keys });
    for (const i of [0, 16, 32, 40, 63]) {
      const t = rotate(quat(plain, i), F);
      const turned = angleAbout(t, rotate(quat(plain, i), right), rotate(quat(rolled, i), right));
      const want = rollRadians(keys, i / (N - 1));
      expect(Math.cos(turned - want)).toBeCloseTo(1, 9);
    }
  });

  it('a closed loop whose roll is not whole turns is refused with a clear Error; whole turns are baked', () => {
    expect(() => bake(false, { closed: true, roll: [[0, 0], [1, 90]] })).toThrow(/whole turns.*90 degrees/);
    expect(() => bake(true, { closed: true, roll: [[0, 30], [1, 750]] })).not.toThrow();
    expect(() => bake(false, { roll: [[0.5, 0], [0.2, 10]] })).toThrow(/greater than the key before/);
    expect(() => bake(false, { roll: [[1.5, 0]] })).toThrow(/must be in \[0, 1\]/);
  });
});

describe('SplineDeform options of section 10 (closedLoop, roll, stretchMask)', () => {
  const open = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
  /** The vertex shader the mesh's material compiles, less the deformer's own GLSL text (the host's part). */
  const compiled = (mesh: Mesh): string => {
    const shader = compiledShader(mesh.material as MeshBasicMaterial, 'basic');
    expect(shader.vertexShader).toContain(SPLINE_DEFORM_GLSL);
    return shader.vertexShader.replace(SPLINE_DEFORM_GLSL, '');
  };
  const make = (curve: CatmullRomCurve3, options: SplineDeformOptions = {}, geometry = new BoxGeometry(2, 0.5, 0.5, 8)) => {
    const mesh = new Mesh(geometry, new MeshBasicMaterial());
    return { mesh, spline: new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0), ...options }) };
  };

  it('a closed curve is travelled round automatically (spec closedLoop auto); off turns it off', () => {
    expect(SPLINE_DEFAULTS.closedLoop).toBe('auto');
    const { mesh, spline } = make(loop);
    expect(spline.closed).toBe(true);
    expect(spline.uniforms[`${PARAMETER_PREFIX}ClosedLoop`].value).toBe(1);
    const vs = compiled(mesh);
    expect(vs).toContain('#define STRETCHY_CLOSED_LOOP 1\n');
    expect(vs).toContain(`stretchySplineDeform(transformed, ${PARAMETER_PREFIX}Progress`);
    expect(vs).toMatch(/Stretchy_ClosedLoop, Stretchy_BakedRoll, 1\.0\)/);
    // The seam texels are one point (the bake knows it is a loop).
    for (let k = 0; k < 3; k++) expect(spline.bake.positions[k]).toBe(spline.bake.positions[4 * (spline.bake.sampleCount - 1) + k]);
    const off = make(loop, { closedLoop: 'off' });
    expect(off.spline.closed).toBe(false);
    expect(compiled(off.mesh)).not.toContain('STRETCHY_CLOSED_LOOP');
  });

  it('a deformer using none of them compiles section 1 as before (the same function, no feature macro, off values)', () => {
    const { mesh, spline } = make(open);
    expect(spline.closed).toBe(false);
    const vs = compiled(mesh);
    expect(vs).not.toMatch(/STRETCHY_(CLOSED_LOOP|ROLL|STRETCH_MASK)|Features\(|stretchyMask/);
    expect(vs).toContain('transformed += stretchySplineDeform(transformed, ');
    // The one signature: the contract's section 10 inputs at their off values (the switches leave them unread).
    expect(vs).toMatch(/stretchySplineDeform\(transformed, [^;]*Stretchy_EndExtrapolation, Stretchy_ClosedLoop, Stretchy_BakedRoll, 1\.0\)/);
    expect(spline.uniforms[`${PARAMETER_PREFIX}ClosedLoop`].value).toBe(0);
    expect(spline.uniforms[`${PARAMETER_PREFIX}BakedRoll`].value).toBe(0);
    expect((mesh.material as MeshBasicMaterial).customProgramCacheKey()).toMatch(/\|stretchy-spline-0-2$/);
  });

  it('roll: baked into the tangent alpha, BakedRoll 1; refused on a loop unless whole turns', () => {
    const keys = [[0, 0], [1, 180]] as const;
    const { mesh, spline } = make(open, { roll: keys });
    expect(spline.uniforms[`${PARAMETER_PREFIX}BakedRoll`].value).toBe(1);
    const last = spline.bake.sampleCount - 1;
    expect(spline.bake.tangents[4 * last + 3]).toBeCloseTo(Math.PI, 6);
    expect(compiled(mesh)).toContain('#define STRETCHY_ROLL 1\n');
    expect(() => make(loop, { roll: keys })).toThrow(/SplineDeform: on a closed loop the roll must change by whole turns/);
    expect(make(loop, { roll: [[0, 0], [1, -720]] }).spline.closed).toBe(true);
  });

  it('stretchMask: the channel copied into a float attribute the shader reads; the CPU port (raycasts) reads it too', () => {
    const geometry = new BoxGeometry(2, 0.5, 0.5, 8);
    const count = geometry.getAttribute('position').count;
    const colors = new Float32Array(3 * count);
    for (let i = 0; i < count; i++) colors[3 * i + 1] = (i % 5) / 4; // green: 0, 0.25, .., 1
    geometry.setAttribute('color', new BufferAttribute(colors, 3));
    const { mesh, spline } = make(open, { stretchMask: 'color-g' }, geometry);
    const mask = geometry.getAttribute('stretchyMask');
    expect(mask.count).toBe(count);
    for (const i of [0, 1, 3, 7]) expect(mask.getX(i)).toBeCloseTo((i % 5) / 4, 6);
    const vs = compiled(mesh);
    expect(vs).toContain('#define STRETCHY_STRETCH_MASK 1\n');
    expect(vs).toContain('attribute float stretchyMask;');
    expect(vs).toMatch(/Stretchy_ClosedLoop, Stretchy_BakedRoll, stretchyMask\)/);
    // What a raycast hits: each vertex with its own weight, as the shader draws it.
    spline.set('StretchScale', 1.6);
    spline.set('Progress', 0.4);
    const drawn = deformedGeometry(mesh, patchesOf(mesh)).getAttribute('position');
    const inputs = Object.fromEntries(SPLINE_DEFORM_CONTRACT.filter((i) => !i.vertex).map((i) => {
      const v = spline.uniforms[i.uniform].value as number | Vector3;
      return [i.base, typeof v === 'number' ? v : [v.x, v.y, v.z]];
    })) as unknown as SplineDeformInputs;
    const tex = { position: spline.bake.positions, tangent: spline.bake.tangents };
    let worst = 0;
    let planted = 0;
    const pos = geometry.getAttribute('position');
    for (let i = 0; i < count; i++) {
      const x: Vec3 = [pos.getX(i), pos.getY(i), pos.getZ(i)];
      const want = splineDeformOffset(x, inputs, tex, 0, THREE_FRAME, mask.getX(i));
      const got: Vec3 = [drawn.getX(i) - x[0], drawn.getY(i) - x[1], drawn.getZ(i) - x[2]];
      worst = Math.max(worst, length(sub(got, want)));
      planted = Math.max(planted, length(sub(got, splineDeformOffset(x, inputs, tex, 0, THREE_FRAME))));
    }
    expect(worst).toBeLessThan(1e-5);
    expect(planted, 'planted: the mask ignored').toBeGreaterThan(1e-2);
    spline.dispose();
    expect(geometry.getAttribute('stretchyMask')).toBeUndefined();
    expect(() => make(open, { stretchMask: 'uv2-x' })).toThrow(/'uv2' attribute, which it has not/);
    // The spec's default channel on a geometry without it: unmasked, no error (what the constructor passes).
    expect(stretchMaskAttribute('t', new BoxGeometry(), 'color-r', false)).toBeNull();
    expect(() => stretchMaskAttribute('t', new BoxGeometry(), 'color-r', true)).toThrow(RangeError);
  });

  it('a masked mesh on a squash-only range stays inside its box (math spec 10.3: E at least g R)', () => {
    const geometry = new BoxGeometry(2, 0.5, 0.5, 8);
    geometry.setAttribute('color', new BufferAttribute(new Float32Array(3 * geometry.getAttribute('position').count), 3));
    const { spline } = make(open, { stretchMask: 'color-r', maxStretch: 0.5, curves: { stretch: [[0, 1], [1, 1]] } }, geometry);
    expect(spline.deformRange().masked).toBe(true);
    const box = geometry.boundingBox!;
    const pos = geometry.getAttribute('position');
    const inputs = (p: number) => Object.fromEntries(SPLINE_DEFORM_CONTRACT.filter((i) => !i.vertex).map((i) => {
      const v = spline.uniforms[i.uniform].value as number | Vector3;
      return [i.base, typeof v === 'number' ? v : [v.x, v.y, v.z]];
    }).concat([['Progress', p], ['SettleWindow', 0]])) as unknown as SplineDeformInputs;
    for (const p of [0, 0.5, 1]) {
      for (let i = 0; i < pos.count; i++) {
        const x: Vec3 = [pos.getX(i), pos.getY(i), pos.getZ(i)];
        const o = splineDeformOffset(x, inputs(p), { position: spline.bake.positions, tangent: spline.bake.tangents }, 0, THREE_FRAME, 0);
        expect(box.containsPoint(new Vector3(x[0] + o[0], x[1] + o[1], x[2] + o[2]))).toBe(true);
      }
    }
  });
});
