import { Box3, Matrix3, Matrix4, Vector3, type Curve } from 'three';
import { THREE_FRAME, rotate, type FrameConstants } from './splineDeformCpu.js';
import { add, cross, dot, length, normalize, scale, sub, type Vec3 } from './vec3.js';

/** The baked curve: what the two textures hold (math spec section 2), in the mesh's local space. */
export interface SplineBake {
  sampleCount: number;
  /** True local arc length of the curve (SplineLength). */
  length: number;
  /** RGBA per texel: the point relative to the curve's end, alpha = i/(N-1). */
  positions: Float32Array;
  /** RGBA per texel: the unit tangent (modes A, C; w = 0) or the rotation-minimizing frame's quaternion (mode B). */
  tangents: Float32Array;
  /** Whether `tangents` holds quaternions. */
  quaternions: boolean;
  /** Local AABB of the curve's points (relative to the curve's end, as the texels). */
  curveBounds: Box3;
  /** The directions the deformer extrapolates along past the start and the end (step 7), from the texels. */
  endDirections: [Vec3, Vec3];
}

/**
 * The range of the animated inputs the render bounds cover: SizeScale in [0, gMax], StretchScale in [sMin, sMax],
 * |StretchBias| up to biasMax, PreserveVolume up to preserveVolume (raw values; sanitised as the deformer does).
 */
export interface DeformRange {
  gMax: number;
  sMin: number;
  sMax: number;
  biasMax: number;
  preserveVolume: number;
  /** A stretch mask is in use (math spec section 10.3): a masked vertex keeps its rest distance along the axis. */
  masked?: boolean;
}

export interface BakeOptions {
  sampleCount: number;
  /** The mesh's forward axis f (local space). */
  forwardAxis: Vec3;
  /** Bake rotation-minimizing frames (mode B) instead of tangents. */
  rotationMinimizing: boolean;
  frame?: FrameConstants;
  /**
   * Math spec section 10.1: the curve is a closed loop the deformer travels round (ClosedLoop 1): texel 0 is written
   * as texel N-1 (one point, no step at the seam) and mode B's closing twist (the holonomy) is spread over the loop.
   */
  closed?: boolean;
  /**
   * Section 10.2: the roll about the travelling tangent, keys (at, degrees) with `at` the normalised arc length in
   * [0, 1] (1 the end where the mesh rests), increasing; baked into the tangent alpha (modes A, C; BakedRoll 1) or
   * the quaternions (mode B). On a closed loop it must change by whole turns.
   */
  roll?: RollKeys;
}

/** A roll curve: [at, degrees] keys, `at` increasing in [0, 1] (math spec section 10.2). */
export type RollKeys = ReadonlyArray<readonly [number, number]>;

/** Checks a roll curve's keys in the library's words (what the bake and the deformer's options accept). */
export function checkRoll(owner: string, keys: RollKeys, closed: boolean): void {
  if (!Array.isArray(keys) || keys.length === 0) throw new RangeError(`${owner}: roll needs at least one [at, degrees] key`);
  keys.forEach(([at, degrees], k) => {
    if (!(at >= 0 && at <= 1)) throw new RangeError(`${owner}: roll key ${k}: at ${at} must be in [0, 1]`);
    if (!Number.isFinite(degrees)) throw new RangeError(`${owner}: roll key ${k}: degrees must be finite, got ${degrees}`);
    if (k > 0 && !(at > keys[k - 1][0])) throw new RangeError(`${owner}: roll key ${k}: at ${at} must be greater than the key before`);
  });
  const turns = (keys[keys.length - 1][1] - keys[0][1]) / 360;
  if (closed && Math.abs(turns - Math.round(turns)) > 1e-9) {
    throw new Error(`${owner}: on a closed loop the roll must change by whole turns (a multiple of 360 degrees) from start to `
      + `end; it changes by ${keys[keys.length - 1][1] - keys[0][1]} degrees`);
  }
}

/** The roll in radians at normalised arc length `alpha`: piecewise linear between the keys, constant outside. */
export function rollRadians(keys: RollKeys, alpha: number): number {
  const deg = (d: number): number => (d * Math.PI) / 180;
  if (alpha <= keys[0][0]) return deg(keys[0][1]);
  for (let k = 1; k < keys.length; k++) {
    if (alpha <= keys[k][0]) {
      const [a0, d0] = keys[k - 1];
      const [a1, d1] = keys[k];
      return deg(d0 + ((d1 - d0) * (alpha - a0)) / (a1 - a0));
    }
  }
  return deg(keys[keys.length - 1][1]);
}

const v3 = (v: Vector3): Vec3 => [v.x, v.y, v.z];

/**
 * Checks, when a deformer is made, that `curve` is a three.js curve it can bake, and says in the library's words
 * what is wrong otherwise (three's own message would be a TypeError about reading `undefined` deep in its curve code):
 * an array of points, anything without getPointAt/getTangentAt, a curve with fewer than 2 points or no parts.
 */
export function checkCurve(owner: string, curve: unknown): asserts curve is Curve<Vector3> {
  const c = curve as { isVector3?: boolean; getPointAt?: unknown; getTangentAt?: unknown; points?: unknown; curves?: unknown } | null;
  if (Array.isArray(curve) || c?.isVector3) {
    throw new TypeError(`${owner}: got points, not a curve; pass a THREE.Curve, e.g. new THREE.CatmullRomCurve3(points)`);
  }
  if (c === null || typeof c !== 'object' || typeof c.getPointAt !== 'function' || typeof c.getTangentAt !== 'function') {
    throw new TypeError(`${owner}: the curve must be a THREE.Curve<Vector3> (with getPointAt and getTangentAt), got ${c === null ? 'null' : typeof c}`);
  }
  if (Array.isArray(c.points) && c.points.length < 2) {
    throw new RangeError(`${owner}: the curve has ${c.points.length} point(s); it needs at least 2`);
  }
  if (Array.isArray(c.curves) && c.curves.length === 0) throw new RangeError(`${owner}: the curve path has no curves`);
}

/**
 * Bakes a three.js curve for a mesh. Step 1 samples the curve at K = 8(N-1) equal steps of arc length with
 * getPointAt/getTangentAt (three.js's own arc-length table) and takes it to world space with `curveToWorld`
 * (a rotation, uniform scale and translation, so equal steps stay equal); the rest is {@link bakeSamples}.
 */
export function bakeCurve(curve: Curve<Vector3>, meshToWorld: Matrix4, options: BakeOptions,
                          curveToWorld: Matrix4 = new Matrix4()): SplineBake {
  const N = Math.max(2, Math.floor(options.sampleCount));
  const K = 8 * (N - 1);
  const normalMatrix = new Matrix3().setFromMatrix4(curveToWorld);
  const W: Vec3[] = [];
  const D: Vec3[] = [];
  const pt = new Vector3();
  const tg = new Vector3();
  for (let j = 0; j <= K; j++) {
    curve.getPointAt(j / K, pt).applyMatrix4(curveToWorld);
    curve.getTangentAt(j / K, tg).applyMatrix3(normalMatrix).normalize();
    W.push(v3(pt));
    D.push(v3(tg));
  }
  const inverse = new Matrix3().setFromMatrix4(meshToWorld).invert();
  return bakeSamples(W, D, inverse, options);
}

/**
 * Steps 2-5 of the bake from dense world samples W[j] (equal steps of world arc length) and directions D[j]:
 * to local space with the mesh's inverse linear transform (with scale), true local arc length, uniform local
 * resample, and (mode B) rotation-minimizing frames by double reflection anchored at the end.
 */
export function bakeSamples(W: readonly Vec3[], D: readonly Vec3[], worldToLocal: Matrix3, options: BakeOptions): SplineBake {
  const frame = options.frame ?? THREE_FRAME;
  const N = Math.max(2, Math.floor(options.sampleCount));
  const K = W.length - 1;
  if (K < 1 || D.length !== W.length) throw new RangeError('bakeSamples: need matching W and D with at least 2 samples');
  const f = normalize(options.forwardAxis, frame.forwardFallback);
  const E = W[K];
  const m = worldToLocal.elements; // column-major
  const apply = (v: Vec3): Vec3 => [
    m[0] * v[0] + m[3] * v[1] + m[6] * v[2],
    m[1] * v[0] + m[4] * v[1] + m[7] * v[2],
    m[2] * v[0] + m[5] * v[1] + m[8] * v[2],
  ];
  // 2. To local.
  const Lp = W.map((w) => apply(sub(w, E)));
  const Lt = D.map((d) => normalize(apply(d), f));
  // 3. True local arc length.
  const A = new Float64Array(K + 1);
  for (let j = 1; j <= K; j++) A[j] = A[j - 1] + length(sub(Lp[j], Lp[j - 1]));
  const total = A[K];
  // 4. Uniform resample in local arc length.
  const X: Vec3[] = [];
  const T: Vec3[] = [];
  let j = 0;
  for (let i = 0; i < N; i++) {
    const target = (i / (N - 1)) * total;
    while (j < K - 1 && A[j + 1] < target) j++;
    const seg = A[j + 1] - A[j];
    const u = seg > 0 ? Math.min(Math.max((target - A[j]) / seg, 0), 1) : 0;
    X.push(add(Lp[j], scale(sub(Lp[j + 1], Lp[j]), u)));
    T.push(normalize(add(Lt[j], scale(sub(Lt[j + 1], Lt[j]), u)), Lt[j]));
  }
  X[N - 1] = [0, 0, 0];
  if (options.closed) {
    // Section 10.1: texels 0 and N-1 are one point of the loop, written identically so the seam has no step.
    X[0] = X[N - 1];
    T[0] = T[N - 1];
  }
  if (options.roll) checkRoll('bake', options.roll, options.closed === true);
  const rho = Array.from({ length: N }, (_, i) => (options.roll ? rollRadians(options.roll, i / (N - 1)) : 0));
  const positions = new Float32Array(4 * N);
  const tangents = new Float32Array(4 * N);
  const curveBounds = new Box3();
  for (let i = 0; i < N; i++) {
    positions.set([X[i][0], X[i][1], X[i][2], i / (N - 1)], 4 * i);
    curveBounds.expandByPoint(new Vector3(X[i][0], X[i][1], X[i][2]));
  }
  if (options.rotationMinimizing) {
    let Q = rotationMinimizingFrames(X, T, f, frame);
    if (options.closed || options.roll) Q = loopRollFrames(Q, f, frame, options.closed === true, rho);
    Q.forEach((q, i) => tangents.set(q, 4 * i));
  } else {
    // Section 10.2: modes A and C carry the roll (radians) in the tangent alpha.
    T.forEach((t, i) => tangents.set([t[0], t[1], t[2], rho[i]], 4 * i));
  }
  // As the deformer reads them: the stored (float32) tangent, or the stored frame applied to f (mode B).
  const endDirection = (i: number): Vec3 => (options.rotationMinimizing
    ? rotate([tangents[4 * i], tangents[4 * i + 1], tangents[4 * i + 2], tangents[4 * i + 3]], f)
    : [tangents[4 * i], tangents[4 * i + 1], tangents[4 * i + 2]]);
  return {
    sampleCount: N, length: total, positions, tangents, quaternions: options.rotationMinimizing, curveBounds,
    endDirections: [endDirection(0), endDirection(N - 1)],
  };
}

/**
 * Section 10.1: the closing twist of mode B's frames on a closed loop, the signed angle about the seam's tangent from
 * the frame at the end (texel N-1, the anchor) to the frame the transport brings back to the start (texel 0).
 */
export function holonomy(Q: readonly Quat[], f: Vec3, frame: FrameConstants): number {
  const { right } = restFrame(f, frame);
  const n = Q.length;
  const t = rotate(Q[n - 1], f);
  const rEnd = rotate(Q[n - 1], right);
  const rStart = rotate(Q[0], right);
  return Math.atan2(dot(t, cross(rEnd, rStart)), dot(rEnd, rStart));
}

/** The Hamilton product a b of quaternions (x, y, z, w). */
const quatTimes = (a: Quat, b: Quat): Quat => [
  a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1],
  a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
  a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3],
  a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2],
];

/**
 * Sections 10.1 and 10.2 on mode B's frames: Q[i] q(f, rho[i] - theta (1 - i/(N-1))) turns frame i about its own
 * tangent by its roll, and (closed) by the holonomy theta spread evenly (0 at the anchor, -theta at texel 0, which then
 * meets the end frame); then the sign continuity again from the end.
 */
export function loopRollFrames(Q: readonly Quat[], f: Vec3, frame: FrameConstants, closed: boolean, rho: readonly number[]): Quat[] {
  const n = Q.length;
  const theta = closed ? holonomy(Q, f, frame) : 0;
  const out: Quat[] = new Array(n);
  for (let i = n - 1; i >= 0; i--) {
    const psi = rho[i] - theta * (1 - i / (n - 1));
    const sh = Math.sin(psi / 2);
    let q = quatTimes(Q[i], [f[0] * sh, f[1] * sh, f[2] * sh, Math.cos(psi / 2)]);
    const dotNext = i === n - 1 ? q[3] : q[0] * out[i + 1][0] + q[1] * out[i + 1][1] + q[2] * out[i + 1][2] + q[3] * out[i + 1][3];
    if (dotNext < 0) q = [-q[0], -q[1], -q[2], -q[3]];
    out[i] = q;
  }
  return out;
}

/** The rest frame of the math spec (step 1): right and up for the forward axis f. */
export function restFrame(f: Vec3, frame: FrameConstants): { right: Vec3; up: Vec3 } {
  const refUp = Math.abs(dot(f, frame.up)) > 0.95 ? frame.altUp : frame.up;
  const right = normalize(cross(refUp, f), frame.altUp);
  return { right, up: cross(f, right) };
}

/** Step 5: double reflection (Wang, Juettler, Zheng, Liu 2008) from the end back to the start, as quaternions. */
export function rotationMinimizingFrames(X: readonly Vec3[], T: readonly Vec3[], f: Vec3, frame: FrameConstants): Quat[] {
  const N = X.length;
  const { right, up } = restFrame(f, frame);
  const reflect = (x: Vec3, v: Vec3, c: number): Vec3 => sub(x, scale(v, (2 / c) * dot(v, x)));
  // Mode-A rotation from f to the end tangent (half turn about up when opposite).
  const tEnd = T[N - 1];
  const cs = dot(f, tEnd);
  const kx = cross(f, tEnd);
  const r: Vec3[] = new Array(N);
  r[N - 1] = 1 + cs < 1e-4
    ? sub(scale(up, 2 * dot(right, up)), right)
    : add(add(scale(right, cs), cross(kx, right)), scale(kx, dot(kx, right) / (1 + cs)));
  let tNext = tEnd;
  for (let i = N - 2; i >= 0; i--) {
    const v1 = sub(X[i], X[i + 1]);
    const c1 = dot(v1, v1);
    const rL = c1 < 1e-12 ? r[i + 1] : reflect(r[i + 1], v1, c1);
    const tL = c1 < 1e-12 ? tNext : reflect(tNext, v1, c1);
    const v2 = sub(T[i], tL);
    const c2 = dot(v2, v2);
    r[i] = c2 < 1e-12 ? rL : reflect(rL, v2, c2);
    tNext = T[i];
  }
  const Q: Quat[] = new Array(N);
  for (let i = N - 1; i >= 0; i--) {
    const u = cross(T[i], r[i]);
    let q = frameQuaternion([f, right, up], [T[i], r[i], u]);
    if (i < N - 1 && q[0] * Q[i + 1][0] + q[1] * Q[i + 1][1] + q[2] * Q[i + 1][2] + q[3] * Q[i + 1][3] < 0) {
      q = [-q[0], -q[1], -q[2], -q[3]];
    }
    Q[i] = q;
  }
  return Q;
}

export type Quat = [number, number, number, number];

/** The unit quaternion (x, y, z, w) of the rotation taking the orthonormal basis `from` to `to` (Shepperd). */
export function frameQuaternion(from: readonly Vec3[], to: readonly Vec3[]): Quat {
  // R = sum_k to[k] from[k]^T
  const R = (row: number, col: number): number =>
    to[0][row] * from[0][col] + to[1][row] * from[1][col] + to[2][row] * from[2][col];
  const m00 = R(0, 0), m11 = R(1, 1), m22 = R(2, 2);
  const tr = m00 + m11 + m22;
  let q: Quat;
  if (tr >= m00 && tr >= m11 && tr >= m22) {
    const S = 2 * Math.sqrt(Math.max(1 + tr, 0));
    q = [(R(2, 1) - R(1, 2)) / S, (R(0, 2) - R(2, 0)) / S, (R(1, 0) - R(0, 1)) / S, S / 4];
  } else if (m00 >= m11 && m00 >= m22) {
    const S = 2 * Math.sqrt(Math.max(1 + m00 - m11 - m22, 0));
    q = [S / 4, (R(0, 1) + R(1, 0)) / S, (R(0, 2) + R(2, 0)) / S, (R(2, 1) - R(1, 2)) / S];
  } else if (m11 >= m22) {
    const S = 2 * Math.sqrt(Math.max(1 + m11 - m00 - m22, 0));
    q = [(R(0, 1) + R(1, 0)) / S, S / 4, (R(1, 2) + R(2, 1)) / S, (R(0, 2) - R(2, 0)) / S];
  } else {
    const S = 2 * Math.sqrt(Math.max(1 + m22 - m00 - m11, 0));
    q = [(R(0, 2) + R(2, 0)) / S, (R(1, 2) + R(2, 1)) / S, S / 4, (R(1, 0) - R(0, 1)) / S];
  }
  const l = Math.hypot(q[0], q[1], q[2], q[3]);
  return [q[0] / l, q[1] / l, q[2] / l, q[3] / l];
}

/**
 * Render bounds (step 6, as docs/reference-math.md derives it) in the mesh's local space: every deformed vertex of
 * a mesh within meshRadius of meshCenter lies inside for Progress in [0, 1] and inputs within `range`. The curve's
 * AABB (placed at the mesh centre), with extrapolation its ends continued by gMax * sMax * (1 + |b|) * meshRadius
 * along their directions, grown by max(1, gMax * k) * meshRadius, k = max(1, lerp(1, 1/sqrt(sMin (1 - |b|)), v))
 * the widest squashed cross-section.
 */
export function deformBounds(bake: SplineBake, meshCenter: Vec3, meshRadius: number, range: DeformRange,
                             extrapolate: boolean): Box3 {
  const g = Math.max(range.gMax, 0);
  const r = Math.max(meshRadius, 0);
  const bias = Math.min(Math.abs(range.biasMax), 0.95);
  const v = Math.min(Math.max(range.preserveVolume, 0), 1);
  const crossSection = Math.max(1, 1 + v * (1 / Math.sqrt(Math.max(range.sMin, 0.01) * (1 - bias)) - 1));
  // At least the radius: the rest mesh (before playback, and what the settle window blends towards) stays inside.
  const grow = Math.max(1, g * crossSection) * r;
  const center = new Vector3(...meshCenter);
  const box = bake.curveBounds.clone().translate(center);
  if (extrapolate) {
    // Past an end the curve point runs on along that end's direction by |a2| <= g s (1 + |b|) |a|.
    // Section 10.3: with a mask |a2| <= g max(|a|, |a1|), so at least g |a| (a squash-only range).
    const extension = g * Math.max(range.masked ? 1 : 0, Math.max(range.sMax, 0.01) * (1 + bias)) * r;
    const last = bake.sampleCount - 1;
    const [dStart, dEnd] = bake.endDirections;
    const end = new Vector3(bake.positions[4 * last], bake.positions[4 * last + 1], bake.positions[4 * last + 2]).add(center);
    const start = new Vector3(bake.positions[0], bake.positions[1], bake.positions[2]).add(center);
    box.expandByPoint(end.addScaledVector(new Vector3(...dEnd), extension));
    box.expandByPoint(start.addScaledVector(new Vector3(...dStart), -extension));
  }
  return box.expandByScalar(grow);
}
