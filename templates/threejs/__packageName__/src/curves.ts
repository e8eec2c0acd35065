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
  const tangent = (i: number): number =>
    i === 0 || i === n - 1 ? 0 : (keys[i + 1][1] - keys[i - 1][1]) / (keys[i + 1][0] - keys[i - 1][0]);
  const [t0, v0] = keys[k];
  const [t1, v1] = keys[k + 1];
  const dt = t1 - t0;
  const u = (time - t0) / dt;
  const u2 = u * u;
  const u3 = u2 * u;
  return (2 * u3 - 3 * u2 + 1) * v0 + (u3 - 2 * u2 + u) * dt * tangent(k) + (-2 * u3 + 3 * u2) * v1 + (u3 - u2) * dt * tangent(k + 1);
}
