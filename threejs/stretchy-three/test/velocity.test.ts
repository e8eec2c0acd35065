import fc from 'fast-check';
import { Mesh, MeshBasicMaterial, Object3D, Plane, Quaternion, SphereGeometry, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import {
  SquashStretch, SquashStretch2D, VELOCITY_DEFAULTS, VelocityController, recoverySquash, squashStretchFromSpec,
  type VelocityParams,
} from '../src/index.js';

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
const vec = (r: number) => fc.tuple(finite(-r, r), finite(-r, r), finite(-r, r));
const frameArb = fc.record({
  dt: finite(0, 0.1),
  velocity: vec(200),
  impact: fc.option(fc.record({ normal: vec(1), point: vec(10) }), { nil: undefined }),
});
const paramsArb: fc.Arbitrary<VelocityParams> = fc.record({
  k: finite(0, 10),
  maxStretch: finite(1, 10),
  smoothingTau: fc.oneof(fc.constant(0), finite(0, 2)),
  impactStrength: finite(0, 1),
  minSquash: finite(0.01, 1),
  maxImpactSpeed: finite(0.1, 1000),
  recoverSeconds: finite(0.01, 10),
  ease: fc.constantFrom('exponential' as const, 'spring' as const),
  springDamping: finite(0.05, 0.95),
  dimensions: fc.constantFrom(2 as const, 3 as const),
});

describe('the seed card: volume (area) is kept', () => {
  it('the product of the three scale factors is 1 within 1e-9 for any velocities and impacts', () => {
    fc.assert(
      fc.property(paramsArb, fc.array(frameArb, { minLength: 1, maxLength: 60 }), (params, frames) => {
        const c = new VelocityController(params);
        for (const f of frames) {
          const out = c.step(f.dt, f.velocity, f.impact);
          const product = out.scales[0] * out.scales[1] * out.scales[2];
          expect(Math.abs(product - 1)).toBeLessThanOrEqual(1e-9);
          expect(out.sPar).toBeGreaterThan(0);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('holds for the three.js object too: the visual child\'s scale has product 1, the root is never scaled', () => {
    fc.assert(
      fc.property(fc.array(frameArb, { minLength: 1, maxLength: 30 }), (frames) => {
        const root = new Object3D();
        const ball = new Mesh(new SphereGeometry(0.5), new MeshBasicMaterial());
        root.add(ball);
        const ss = new SquashStretch(root, ball);
        for (const f of frames) {
          const contact = f.impact && { normal: new Vector3(...f.impact.normal), point: new Vector3(...f.impact.point) };
          ss.update(f.dt, new Vector3(...f.velocity), contact);
          expect(Math.abs(ball.scale.x * ball.scale.y * ball.scale.z - 1)).toBeLessThanOrEqual(1e-9);
          expect(root.scale.toArray()).toEqual([1, 1, 1]);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('stretch along the velocity (the spec constants)', () => {
  const p = VELOCITY_DEFAULTS;

  it('s = min(maxStretch, 1 + k*speed), perpendicular 1/sqrt(s), child +Y along the velocity', () => {
    const root = new Object3D();
    const ball = new Object3D();
    root.add(ball);
    const ss = new SquashStretch(root, ball, { radius: 0.5 });
    const v = new Vector3(3, -4, 0); // speed 5
    ss.update(1 / 60, v);
    const s = Math.min(p.maxStretch, 1 + p.k * 5);
    expect(ball.scale.y).toBeCloseTo(s, 12);
    expect(ball.scale.x).toBeCloseTo(1 / Math.sqrt(s), 12);
    expect(ball.scale.z).toBeCloseTo(1 / Math.sqrt(s), 12);
    const up = new Vector3(0, 1, 0).applyQuaternion(ball.quaternion);
    expect(up.distanceTo(v.clone().normalize())).toBeLessThan(1e-12);
    ss.update(1 / 60, new Vector3(0, 1e6, 0));
    expect(ball.scale.y).toBe(p.maxStretch);
  });

  it('a rotated root: the visual still points along the world velocity, and the root is left alone', () => {
    const root = new Object3D();
    root.rotation.set(0.3, -1.1, 0.7);
    root.updateMatrixWorld(true);
    const ball = new Object3D();
    root.add(ball);
    const ss = new SquashStretch(root, ball, { radius: 0.5 });
    const v = new Vector3(1, 2, -3);
    ss.update(1 / 60, v);
    root.updateMatrixWorld(true);
    const worldUp = new Vector3(0, 1, 0).applyQuaternion(ball.getWorldQuaternion(new Quaternion()));
    expect(worldUp.distanceTo(v.clone().normalize())).toBeLessThan(1e-12);
    expect(root.rotation.toArray().slice(0, 3)).toEqual([0.3, -1.1, 0.7]);
  });

  it('the spec picks the variant', () => {
    const root = new Object3D();
    const child = new Object3D();
    root.add(child);
    const ss = squashStretchFromSpec(root, child, { radius: 1 });
    expect(ss instanceof SquashStretch2D).toBe(VELOCITY_DEFAULTS.dimensions === 2);
    expect(ss.controller.params.dimensions).toBe(VELOCITY_DEFAULTS.dimensions);
  });

  it('below 0.001 of speed the target is identity', () => {
    const c = new VelocityController(p);
    c.step(1 / 60, [0, 8, 0]);
    const f = c.step(1 / 60, [0.0005, 0, 0]);
    expect(f.sPar).toBe(1);
    expect(f.scales).toEqual([1, 1, 1]);
  });

  it('smoothing follows sTarget + (sPrev - sTarget) exp(-dt/tau)', () => {
    const c = new VelocityController({ ...p, smoothingTau: 0.1 });
    const f = c.step(0.05, [0, 10, 0]);
    const target = Math.min(p.maxStretch, 1 + p.k * 10);
    expect(f.sPar).toBeCloseTo(target + (1 - target) * Math.exp(-0.5), 14);
  });

  it('2D sprites: in-plane perpendicular 1/s, plane normal untouched, rotation about Z only', () => {
    const root = new Object3D();
    const sprite = new Object3D();
    root.add(sprite);
    const ss = new SquashStretch2D(root, sprite, { radius: 0.5 });
    ss.update(1 / 60, new Vector3(-6, 8, 0));
    const s = Math.min(p.maxStretch, 1 + p.k * 10);
    expect(sprite.scale.x).toBeCloseTo(1 / s, 12);
    expect(sprite.scale.y).toBeCloseTo(s, 12);
    expect(sprite.scale.z).toBe(1);
    const up = new Vector3(0, 1, 0).applyQuaternion(sprite.quaternion);
    expect(up.distanceTo(new Vector3(-0.6, 0.8, 0))).toBeLessThan(1e-12);
    expect(new Vector3(0, 0, 1).applyQuaternion(sprite.quaternion).z).toBeCloseTo(1, 12);
  });
});

describe('impact squash and recovery', () => {
  const p = VELOCITY_DEFAULTS;
  const floor = { normal: [0, 1, 0] as const, point: [0, 0, 0] as const };

  it('squashes to max(minSquash, 1 - strength*vn/maxImpactSpeed) along the contact normal', () => {
    for (const vn of [0.5, 5, p.maxImpactSpeed / 2, p.maxImpactSpeed, 10 * p.maxImpactSpeed]) {
      const c = new VelocityController(p);
      const f = c.step(1 / 60, [3, -vn, 0], floor);
      expect(f.squashing).toBe(true);
      expect(f.sPar).toBeCloseTo(Math.max(p.minSquash, 1 - (p.impactStrength * vn) / p.maxImpactSpeed), 14);
      expect(f.axis).toEqual([0, 1, 0]);
      expect(f.pivot).toEqual([0, 0, 0]);
    }
  });

  it('a contact the object moves away from is no impact', () => {
    const c = new VelocityController(p);
    expect(c.step(1 / 60, [0, 4, 0], floor).squashing).toBe(false);
  });

  it('recovers with 1 - (1 - s0) exp(-ln(100) t / tRecover), exactly 1 from tRecover on, then stretch resumes', () => {
    const c = new VelocityController(p);
    const s0 = c.step(0.01, [0, -10, 0], floor).sPar;
    let t = 0.01; // accumulated as the controller does
    for (; t < p.recoverSeconds; t += 0.01) {
      const f = c.step(0.01, [0, 0.0001, 0]);
      expect(f.squashing).toBe(true);
      expect(f.sPar).toBeCloseTo(1 - (1 - s0) * Math.exp((-Math.log(100) * t) / p.recoverSeconds), 12);
    }
    expect(recoverySquash(p, s0, p.recoverSeconds)).toBe(1);
    const after = c.step(0.01, [0, 10, 0]);
    expect(after.squashing).toBe(false);
    expect(after.sPar).toBeCloseTo(Math.min(p.maxStretch, 1 + p.k * 10), 14);
  });

  it('the spring ease overshoots slightly and ends at exactly 1', () => {
    const q = { ...p, ease: 'spring' as const };
    const samples = Array.from({ length: 200 }, (_, i) => recoverySquash(q, 0.7, (i / 200) * q.recoverSeconds));
    expect(samples[0]).toBeCloseTo(0.7, 14);
    expect(Math.max(...samples)).toBeGreaterThan(1);
    expect(Math.max(...samples)).toBeLessThan(1.1);
    expect(recoverySquash(q, 0.7, q.recoverSeconds)).toBe(1);
  });

  it('keeps the bottom of the ball on the floor while squashed', () => {
    const r = 0.5;
    const root = new Object3D();
    root.position.set(2, r, -1); // resting on the floor y = 0
    const ball = new Mesh(new SphereGeometry(r, 32, 16), new MeshBasicMaterial());
    root.add(ball);
    root.updateMatrixWorld(true);
    const ss = new SquashStretch(root, ball);
    const f = ss.update(1 / 60, new Vector3(1, -15, 0), { normal: new Vector3(0, 1, 0) });
    expect(f.sPar).toBeLessThan(1);
    root.updateMatrixWorld(true);
    const pos = ball.geometry.getAttribute('position');
    let minY = Infinity;
    let maxY = -Infinity;
    const w = new Vector3();
    for (let i = 0; i < pos.count; i++) {
      w.fromBufferAttribute(pos, i).applyMatrix4(ball.matrixWorld);
      minY = Math.min(minY, w.y);
      maxY = Math.max(maxY, w.y);
    }
    expect(minY).toBeCloseTo(0, 7); // float32 geometry
    expect(maxY).toBeCloseTo(2 * r * f.sPar, 7);
  });

  it('with a ground, a ball stretched just before landing stays above it (without one it dips below: the control)', () => {
    const r = 0.5;
    const lowest = (ground?: Plane) => {
      const root = new Object3D();
      root.position.set(0, r + 0.02, 0); // the frame before the contact, falling fast and a little sideways
      const ball = new Mesh(new SphereGeometry(r, 64, 32), new MeshBasicMaterial());
      root.add(ball);
      const ss = new SquashStretch(root, ball, { ground });
      let f = ss.update(1 / 60, new Vector3(2, -12, 0));
      for (let i = 0; i < 10; i++) f = ss.update(1 / 60, new Vector3(2, -12, 0));
      expect(f.sPar).toBeGreaterThan(1.3);
      root.updateMatrixWorld(true);
      const pos = ball.geometry.getAttribute('position');
      let minY = Infinity;
      const w = new Vector3();
      for (let i = 0; i < pos.count; i++) minY = Math.min(minY, w.fromBufferAttribute(pos, i).applyMatrix4(ball.matrixWorld).y);
      return minY;
    };
    expect(lowest()).toBeLessThan(-0.1);
    const withGround = lowest(new Plane(new Vector3(0, 1, 0), 0));
    expect(withGround).toBeGreaterThanOrEqual(-1e-6);
    expect(withGround).toBeLessThan(1e-3); // lifted by what would go through, not more: it touches
  });
});
