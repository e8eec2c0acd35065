import type { CurveKeys } from './constants.js';

/**
 * How a curve goes from key to key, as UCurveFloat's key interpolation modes: 'linear' (RCIM_Linear) or 'cubic'
 * (RCIM_Cubic with auto tangents: flat at the end keys, so a two-key cubic curve eases in and out).
 */
export type Interpolation = 'linear' | 'cubic';

/**
 * The interpolation of each of the spline deformer's curves: the timing curve maps time to Progress piecewise
 * linearly (its default, [[0, 0], [1, 1]], is linear: Progress = normalized time); the stretch and size curves are
 * smooth. The Unreal component seeds its curves with the same modes.
 */
export const CURVE_INTERPOLATION: Readonly<{ timing: Interpolation; stretch: Interpolation; size: Interpolation }> =
  Object.freeze({ timing: 'linear', stretch: 'cubic', size: 'cubic' });

/**
 * Evaluates a float curve like UCurveFloat: 'cubic' keys (auto tangents) have interior tangents
 * (v[k+1] - v[k-1]) / (t[k+1] - t[k-1]), flat end keys and cubic Hermite segments; 'linear' keys are joined by
 * straight segments. Outside the keys the curve holds its end values.
 */
export function evaluateCurve(keys: CurveKeys, time: number, interpolation: Interpolation = 'cubic'): number {
  const n = keys.length;
  if (n === 0) throw new RangeError('a curve needs at least one key');
  if (n === 1 || time <= keys[0][0]) return keys[0][1];
  if (time >= keys[n - 1][0]) return keys[n - 1][1];
  let k = 0;
  while (keys[k + 1][0] < time) k++;
  const u = (time - keys[k][0]) / (keys[k + 1][0] - keys[k][0]);
  return interpolation === 'linear' ? keys[k][1] + (keys[k + 1][1] - keys[k][1]) * u : segmentValue(keys, k, u);
}

/**
 * The smallest and largest value the curve takes at any time: the keys and, per cubic segment, the interior
 * zeros of its derivative (auto tangents overshoot their keys where the spacing is uneven); a linear curve's keys.
 */
export function curveRange(keys: CurveKeys, interpolation: Interpolation = 'cubic'): [number, number] {
  if (keys.length === 0) throw new RangeError('a curve needs at least one key');
  let lo = keys[0][1];
  let hi = lo;
  const take = (v: number): void => {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  };
  if (interpolation === 'linear') {
    for (const [, v] of keys) take(v);
    return [lo, hi];
  }
  for (let k = 0; k + 1 < keys.length; k++) {
    take(keys[k + 1][1]);
    const [t0, v0] = keys[k];
    const [t1, v1] = keys[k + 1];
    const m0 = (t1 - t0) * tangent(keys, k);
    const m1 = (t1 - t0) * tangent(keys, k + 1);
    // d/du of the Hermite segment: a u^2 + b u + c.
    const a = 6 * v0 + 3 * m0 - 6 * v1 + 3 * m1;
    const b = -6 * v0 - 4 * m0 + 6 * v1 - 2 * m1;
    const c = m0;
    const roots: number[] = [];
    if (Math.abs(a) < 1e-12) {
      if (b !== 0) roots.push(-c / b);
    } else {
      const disc = b * b - 4 * a * c;
      if (disc >= 0) roots.push((-b - Math.sqrt(disc)) / (2 * a), (-b + Math.sqrt(disc)) / (2 * a));
    }
    for (const u of roots) if (u > 0 && u < 1) take(segmentValue(keys, k, u));
  }
  return [lo, hi];
}

/** Interior tangents (v[k+1] - v[k-1]) / (t[k+1] - t[k-1]); the end keys are flat. */
function tangent(keys: CurveKeys, i: number): number {
  const n = keys.length;
  return i === 0 || i === n - 1 ? 0 : (keys[i + 1][1] - keys[i - 1][1]) / (keys[i + 1][0] - keys[i - 1][0]);
}

/** Segment k (keys k, k+1) at u in [0, 1]: cubic Hermite with tangents scaled by the key spacing. */
function segmentValue(keys: CurveKeys, k: number, u: number): number {
  const [t0, v0] = keys[k];
  const [t1, v1] = keys[k + 1];
  const dt = t1 - t0;
  const u2 = u * u;
  const u3 = u2 * u;
  return (2 * u3 - 3 * u2 + 1) * v0 + (u3 - 2 * u2 + u) * dt * tangent(keys, k) + (-2 * u3 + 3 * u2) * v1
    + (u3 - u2) * dt * tangent(keys, k + 1);
}
