/** A 3-vector as a tuple: the math core works on plain numbers so it runs (and is tested) without three.js. */
export type Vec3 = readonly [number, number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
export const length = (a: Vec3): number => Math.sqrt(dot(a, a));

/** normalize(v) per the math spec: a vector shorter than 1e-8 gives the fallback. */
export function normalize(v: Vec3, fallback: Vec3): Vec3 {
  const l = length(v);
  return l < 1e-8 ? fallback : [v[0] / l, v[1] / l, v[2] / l];
}

/**
 * A direction the user passed (a forward axis): refused with a RangeError in the library's words when it is zero or
 * not finite, where the shader's normalize() would silently fall back to another axis.
 */
export function requireDirection(owner: string, name: string, v: Vec3): Vec3 {
  if (!v.every(Number.isFinite) || length(v) < 1e-8) {
    throw new RangeError(`${owner}: ${name} must be a non-zero finite vector, got (${v.join(', ')})`);
  }
  return normalize(v, v);
}

/** saturate as D3D computes it: NaN gives 0. */
export const saturate = (x: number): number => (x > 0 ? (x < 1 ? x : 1) : 0);
export const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];

/**
 * Step 9's factor for a settle window w > 0: smoothstep(1 - w, 1, p) written as q = saturate((p - 1) / w + 1),
 * so no difference that rounds to 0 is divided (stretchy-math/1.1): exactly 1 at p = 1 for any w > 0.
 */
export function settle(p: number, w: number): number {
  const q = saturate((p - 1) / w + 1);
  return q * q * (3 - 2 * q);
}

/** Unreal's (x, y, z) as three.js coordinates: the cyclic relabelling X→Z, Y→X, Z→Y (a proper rotation). */
export const fromUnreal = (v: Vec3): Vec3 => [v[1], v[2], v[0]];
/** The inverse of {@link fromUnreal}. */
export const toUnreal = (v: Vec3): Vec3 => [v[2], v[0], v[1]];
