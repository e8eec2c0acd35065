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

/** saturate as D3D computes it: NaN gives 0. */
export const saturate = (x: number): number => (x > 0 ? (x < 1 ? x : 1) : 0);
export const clamp = (x: number, lo: number, hi: number): number => Math.min(Math.max(x, lo), hi);
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const lerp3 = (a: Vec3, b: Vec3, t: number): Vec3 => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];

/** The spec's smoothstep; where e1 - e0 rounds to 0 (its formula is 0/0 there) it is the step at e1. */
export function smoothstep(e0: number, e1: number, x: number): number {
  if (!(e1 - e0 > 0)) return x >= e1 ? 1 : 0;
  const t = saturate((x - e0) / (e1 - e0));
  return t * t * (3 - 2 * t);
}

/** Unreal's (x, y, z) as three.js coordinates: the cyclic relabelling X→Z, Y→X, Z→Y (a proper rotation). */
export const fromUnreal = (v: Vec3): Vec3 => [v[1], v[2], v[0]];
/** The inverse of {@link fromUnreal}. */
export const toUnreal = (v: Vec3): Vec3 => [v[2], v[0], v[1]];
