import type { CurveKeys } from './constants.js';

/**
 * Evaluates a float curve like UCurveFloat with its default keys (cubic, auto tangents): interior tangents are
 * (v[k+1] - v[k-1]) / (t[k+1] - t[k-1]), the end keys are flat, segments are cubic Hermite, and outside the
 * keys the curve holds its end values.
 */
export function evaluateCurve(keys: CurveKeys, time: number): number {
  const n = keys.length;
  if (n === 0) throw new RangeError('a curve needs at least one key');
  if (n === 1 || time <= keys[0][0]) return keys[0][1];
  if (time >= keys[n - 1][0]) return keys[n - 1][1];
  let k = 0;
  while (keys[k + 1][0] < time) k++;
  return segmentValue(keys, k, (time - keys[k][0]) / (keys[k + 1][0] - keys[k][0]));
}

/**
 * The smallest and largest value the curve takes at any time: the keys and, per cubic segment, the interior
 * zeros of its derivative (auto tangents overshoot their keys where the spacing is uneven).
 */
export function curveRange(keys: CurveKeys): [number, number] {
  if (keys.length === 0) throw new RangeError('a curve needs at least one key');
  let lo = keys[0][1];
  let hi = lo;
  const take = (v: number): void => {
    lo = Math.min(lo, v);
    hi = Math.max(hi, v);
  };
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
