import {
  add, clamp, cross, dot, lerp, lerp3, normalize, saturate, scale, settle, sub, type Vec3,
} from './vec3.js';

/** The deformer's inputs (the parameter contract, without the prefix), as the GLSL receives them. */
export interface SplineDeformInputs {
  Progress: number;
  SplineLength: number;
  SampleCount: number;
  MeshCenterLocal: Vec3;
  ForwardAxisLocal: Vec3;
  StretchScale: number;
  PreserveVolume: number;
  SizeScale: number;
  StretchBias: number;
  MeshHalfLength: number;
  SettleWindow: number;
  EndExtrapolation: number;
  /** Math spec section 10.1: 1 travels round a closed loop (distance modulo L, no ends, no settle); absent is 0. */
  ClosedLoop?: number;
  /** Section 10.2: 1 reads the roll (radians) from the tangent texture's alpha (modes A, C); absent is 0. */
  BakedRoll?: number;
}

/** The two baked textures as RGBA texel arrays (4 numbers per texel). */
export interface SplineTexels {
  position: ArrayLike<number>;
  tangent: ArrayLike<number>;
}

/** 0 parallel-transport (A), 1 rotation-minimizing (B), 2 article (C): STRETCHY_ORIENTATION of the GLSL. */
export type OrientationIndex = 0 | 1 | 2;

/** The frame constants of the GLSL: STRETCHY_UP (Unreal's Z), STRETCHY_ALT_UP (Unreal's Y), STRETCHY_FORWARD_FALLBACK (X). */
export interface FrameConstants {
  up: Vec3;
  altUp: Vec3;
  forwardFallback: Vec3;
}

/** three.js's frame (the package's): Unreal (X, Y, Z) relabelled as (Z, X, Y). */
export const THREE_FRAME: FrameConstants = { up: [0, 1, 0], altUp: [1, 0, 0], forwardFallback: [0, 0, 1] };
/** Unreal's frame, the math spec's and the golden vectors'. */
export const UNREAL_FRAME: FrameConstants = { up: [0, 0, 1], altUp: [0, 1, 0], forwardFallback: [1, 0, 0] };

type Quat = readonly [number, number, number, number];

const texel3 = (tex: ArrayLike<number>, i: number): Vec3 => [tex[4 * i], tex[4 * i + 1], tex[4 * i + 2]];
const texel4 = (tex: ArrayLike<number>, i: number): Quat => [tex[4 * i], tex[4 * i + 1], tex[4 * i + 2], tex[4 * i + 3]];

/** rotate(q, u) for a unit quaternion (x, y, z, w). */
export function rotate(q: Quat, u: Vec3): Vec3 {
  const v: Vec3 = [q[0], q[1], q[2]];
  return add(u, scale(cross(v, add(cross(v, u), scale(u, q[3]))), 2));
}

/** Rodrigues: v turned by `angle` about the unit axis t (math spec section 10.2's Rot(T, rho)). */
export function rotateAbout(t: Vec3, angle: number, v: Vec3): Vec3 {
  const c = Math.cos(angle);
  return add(add(scale(v, c), scale(cross(t, v), Math.sin(angle))), scale(t, dot(t, v) * (1 - c)));
}

/**
 * A line-by-line port of src/glsl/splineDeform.glsl (same steps, same names), in double precision: the local-space
 * offset of vertex x. Tests run it against the golden vectors; the GLSL itself is checked in the browser test.
 * `mask` is the vertex's stretch mask weight (math spec section 10.3, unsanitised); 1 (the default) is section 1.
 */
export function splineDeformOffset(
  x: Vec3, inp: SplineDeformInputs, tex: SplineTexels, orientation: OrientationIndex,
  frame: FrameConstants = THREE_FRAME, mask = 1,
): Vec3 {
  const p = saturate(inp.Progress);
  const L = Math.max(inp.SplineLength, 0.001);
  const N = Math.max(inp.SampleCount, 2);
  const f = normalize(inp.ForwardAxisLocal, frame.forwardFallback);
  const s = Math.max(inp.StretchScale, 0.01);
  const v = saturate(inp.PreserveVolume);
  const g = Math.max(inp.SizeScale, 0);
  const b = clamp(inp.StretchBias, -0.95, 0.95);
  const h = Math.max(inp.MeshHalfLength, 0.001);
  const w = saturate(inp.SettleWindow);
  const e = inp.EndExtrapolation >= 0.5 ? 1 : 0;
  const closed = (inp.ClosedLoop ?? 0) >= 0.5;
  // Mode B carries the roll in its quaternions (section 10.2): nothing to read.
  const roll = (inp.BakedRoll ?? 0) >= 0.5 && orientation !== 1;
  const m = saturate(mask);

  // 1. Rest frame.
  const refUp = Math.abs(dot(f, frame.up)) > 0.95 ? frame.altUp : frame.up;
  const right = normalize(cross(refUp, f), frame.altUp);
  const up = cross(f, right);
  // 2. Decompose.
  const r = sub(x, inp.MeshCenterLocal);
  const a = dot(r, f);
  const ur = dot(r, right);
  const uu = dot(r, up);
  // 3. Along-axis stretch with bias.
  const ac = clamp(a, -h, h);
  const sl = s * (1 + (b * ac) / h);
  const a1 = s * (ac + (b * ac * ac) / (2 * h)) + sl * (a - ac);
  // 4. Cross-section; the mask blends the stretched coordinate and the volume term (section 10.3).
  const k = lerp(1, 1 / Math.sqrt(sl), v * m);
  const ur1 = g * k * ur;
  const uu1 = g * k * uu;
  const a2 = g * lerp(a, a1, m);
  // 5. Distance along the curve; on a closed loop modulo L (section 10.1).
  let d = p * L + a2;
  if (closed) d = clamp(d - L * Math.floor(d / L), 0, L);
  // 6. Sample.
  const t = (clamp(d, 0, L) / L) * (N - 1);
  const last = Math.trunc(N) - 1;
  const i0 = Math.floor(t);
  const i1 = Math.min(i0 + 1, last);
  const phi = t - i0;
  const iNear = Math.floor(t + 0.5);
  let Pd = lerp3(texel3(tex.position, i0), texel3(tex.position, i1), phi);
  let Td: Vec3 = [0, 0, 0];
  let Qd: Quat = [0, 0, 0, 1];
  let Tstart: Vec3;
  let Tend: Vec3;
  if (orientation === 1) {
    const q0 = texel4(tex.tangent, i0);
    const q1 = texel4(tex.tangent, i1);
    const qm: Quat = [lerp(q0[0], q1[0], phi), lerp(q0[1], q1[1], phi), lerp(q0[2], q1[2], phi), lerp(q0[3], q1[3], phi)];
    const ql = Math.hypot(qm[0], qm[1], qm[2], qm[3]);
    Qd = ql < 1e-8 ? texel4(tex.tangent, iNear) : [qm[0] / ql, qm[1] / ql, qm[2] / ql, qm[3] / ql];
    Tstart = rotate(texel4(tex.tangent, 0), f);
    Tend = rotate(texel4(tex.tangent, last), f);
  } else {
    Td = normalize(lerp3(texel3(tex.tangent, i0), texel3(tex.tangent, i1), phi), texel3(tex.tangent, iNear));
    Tstart = texel3(tex.tangent, 0);
    Tend = texel3(tex.tangent, last);
  }
  let rho = roll ? lerp(tex.tangent[4 * i0 + 3], tex.tangent[4 * i1 + 3], phi) : 0;
  // 7. End extrapolation (a closed loop has no ends).
  if (e === 1 && !closed) {
    if (d > L) {
      Pd = add(texel3(tex.position, last), scale(Tend, d - L));
      Td = Tend;
      rho = roll ? tex.tangent[4 * last + 3] : 0;
    } else if (d < 0) {
      Pd = add(texel3(tex.position, 0), scale(Tstart, d));
      Td = Tstart;
      rho = roll ? tex.tangent[3] : 0;
    }
  }
  // 8. Orientation of the cross-section.
  let rRight: Vec3;
  let rUp: Vec3;
  if (orientation === 0) {
    const cs = dot(f, Td);
    const kx = cross(f, Td);
    const R = (u: Vec3): Vec3 =>
      1 + cs < 1e-4
        ? sub(scale(up, 2 * dot(u, up)), u)
        : add(add(scale(u, cs), cross(kx, u)), scale(kx, dot(kx, u) / (1 + cs)));
    rRight = R(right);
    rUp = R(up);
  } else if (orientation === 1) {
    rRight = rotate(Qd, right);
    rUp = rotate(Qd, up);
  } else {
    rRight = normalize(cross(frame.up, Td), right);
    rUp = cross(Td, rRight);
  }
  if (roll) {
    // Section 10.2: the roll turns the cross-section about the travelling tangent.
    rRight = rotateAbout(Td, rho, rRight);
    rUp = rotateAbout(Td, rho, rUp);
  }
  const deformed = add(add(add(inp.MeshCenterLocal, Pd), scale(rRight, ur1)), scale(rUp, uu1));
  // 9. Settle.
  let o = sub(deformed, x);
  if (w > 0 && !closed) o = scale(o, 1 - settle(p, w));
  // 10. The local-space offset.
  return o;
}
