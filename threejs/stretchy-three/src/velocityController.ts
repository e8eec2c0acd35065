import { cross, dot, length, normalize, scale, sub, type Vec3 } from './vec3.js';

/** Constants of the controller (math spec section 5); {@link VELOCITY_DEFAULTS} holds the spec's values. */
export interface VelocityParams {
  /** Stretch per unit of speed (per m/s; three.js units are metres). */
  k: number;
  maxStretch: number;
  /** Smoothing time constant in seconds; 0 is immediate. */
  smoothingTau: number;
  impactStrength: number;
  minSquash: number;
  /** Approach speed that gives the full squash. */
  maxImpactSpeed: number;
  recoverSeconds: number;
  ease: 'exponential' | 'spring';
  /** Damping ratio zeta of the spring ease, in (0, 1). */
  springDamping: number;
  dimensions: 2 | 3;
}

/** A contact this frame: the surface normal (pointing away from the surface) and the contact point. */
export interface Contact {
  normal: Vec3;
  point: Vec3;
}

/** What the controller asks the deformer to do this frame. */
export interface StretchFrame {
  /** Unit axis d of the stretch (the velocity) or of the squash (the contact normal). */
  axis: Vec3;
  /** Scale along the axis. */
  sPar: number;
  /** Scale across: 1/sqrt(sPar) in 3D; 1/sPar on the in-plane perpendicular in 2D. */
  sPerp: number;
  /**
   * Scale factors on the visual's local axes once its +Y is turned onto `axis`: (sPerp, sPar, sPerp) in 3D,
   * (sPerp, sPar, 1) in 2D (local Z is the plane normal). Their product is 1.
   */
  scales: Vec3;
  /** Pivot q of the deformation: the contact point while an impact recovers, else null (the object's centre). */
  pivot: Vec3 | null;
  /** True while an impact squash recovers (squash wins over stretch). */
  squashing: boolean;
}

const IDLE_SPEED = 0.001;
const LN100 = Math.log(100);

interface Impact {
  t: number;
  sImpact: number;
  axis: Vec3;
  pivot: Vec3;
}

/** The squash factor at time t after an impact, exactly 1 once t >= recoverSeconds. */
export function recoverySquash(p: VelocityParams, sImpact: number, t: number): number {
  if (t >= p.recoverSeconds) return 1;
  if (p.ease === 'spring') {
    const zeta = p.springDamping;
    const omega = LN100 / (zeta * p.recoverSeconds);
    const omegaD = omega * Math.sqrt(1 - zeta * zeta);
    const x0 = sImpact - 1;
    return 1 + Math.exp(-zeta * omega * t) * (x0 * Math.cos(omegaD * t) + ((zeta * omega * x0) / omegaD) * Math.sin(omegaD * t));
  }
  const lambda = LN100 / p.recoverSeconds;
  return 1 - (1 - sImpact) * Math.exp(-lambda * t);
}

/** The impact squash for an approach speed vn > 0. */
export function impactSquash(p: VelocityParams, vn: number): number {
  return Math.max(p.minSquash, 1 - (p.impactStrength * vn) / p.maxImpactSpeed);
}

/**
 * Turns motion into a squash-and-stretch request, frame by frame (math spec section 5). Pure math on tuples:
 * no three.js, so the same code is tested against the golden series and drives {@link SquashStretch}.
 */
export class VelocityController {
  readonly params: Readonly<VelocityParams>;
  /** The sprite plane's normal (2D only); the in-plane perpendicular gets 1/sPar, the normal 1. */
  readonly planeNormal: Vec3;
  private sPrev = 1;
  private lastAxis: Vec3 = [0, 1, 0];
  private impact: Impact | null = null;

  constructor(params: Readonly<VelocityParams>, planeNormal: Vec3 = [0, 0, 1]) {
    if (!(params.maxStretch >= 1)) throw new RangeError('maxStretch must be >= 1');
    if (!(params.minSquash > 0 && params.minSquash <= 1)) throw new RangeError('minSquash must be in (0, 1]');
    if (!(params.maxImpactSpeed > 0)) throw new RangeError('maxImpactSpeed must be > 0');
    if (!(params.recoverSeconds > 0)) throw new RangeError('recoverSeconds must be > 0');
    if (params.ease === 'spring' && !(params.springDamping > 0 && params.springDamping < 1)) {
      throw new RangeError('springDamping must be in (0, 1)');
    }
    if (params.dimensions !== 2 && params.dimensions !== 3) throw new RangeError('dimensions must be 2 or 3');
    this.params = Object.freeze({ ...params });
    this.planeNormal = normalize(planeNormal, [0, 0, 1]);
  }

  /** Back to rest: no stretch, no recovering impact. */
  reset(): void {
    this.sPrev = 1;
    this.lastAxis = [0, 1, 0];
    this.impact = null;
  }

  /** How many numbers {@link saveState} writes: the state step() carries from frame to frame. */
  static readonly STATE_SIZE = 13;

  /**
   * Writes the frame-to-frame state (sPrev, last axis, the recovering impact) as numbers at `out[at..]`, so that many
   * objects can share one controller with their states in one typed array ({@link loadState} reads it back).
   */
  saveState(out: Float64Array, at: number): void {
    const i = this.impact;
    out[at] = this.sPrev;
    out[at + 1] = this.lastAxis[0]; out[at + 2] = this.lastAxis[1]; out[at + 3] = this.lastAxis[2];
    out[at + 4] = i ? 1 : 0;
    out[at + 5] = i ? i.t : 0;
    out[at + 6] = i ? i.sImpact : 1;
    for (let k = 0; k < 3; k++) {
      out[at + 7 + k] = i ? i.axis[k] : 0;
      out[at + 10 + k] = i ? i.pivot[k] : 0;
    }
  }

  /** Takes up a state written by {@link saveState}. */
  loadState(src: Float64Array, at: number): void {
    this.sPrev = src[at];
    this.lastAxis = [src[at + 1], src[at + 2], src[at + 3]];
    this.impact = src[at + 4] === 0 ? null : {
      t: src[at + 5], sImpact: src[at + 6], axis: [src[at + 7], src[at + 8], src[at + 9]], pivot: [src[at + 10], src[at + 11], src[at + 12]],
    };
  }

  /**
   * One frame. `velocity` is the object's linear velocity this frame; on the frame of a contact pass the velocity
   * it arrived with (before the bounce) and the contact: a squash starts when it approaches the surface.
   */
  step(dt: number, velocity: Vec3, contact?: Contact): StretchFrame {
    const p = this.params;
    if (!(dt > 0) || !Number.isFinite(dt)) dt = 0;
    const vel = this.inPlane(velocity.every(Number.isFinite) ? velocity : [0, 0, 0]);

    if (this.impact) {
      this.impact.t += dt;
      if (this.impact.t >= p.recoverSeconds) {
        this.impact = null;
        this.sPrev = 1; // stretch resumes from 1
      }
    }
    if (contact) {
      const n = this.inPlaneAxis(normalize(contact.normal, [0, 1, 0]));
      const vn = -dot(vel, n);
      if (vn > 0) this.impact = { t: 0, sImpact: impactSquash(p, vn), axis: n, pivot: contact.point };
    }
    if (this.impact) {
      const s = recoverySquash(p, this.impact.sImpact, this.impact.t);
      return this.frame(this.impact.axis, s, this.impact.pivot, true);
    }

    const speed = length(vel);
    let sTarget = 1;
    if (speed >= IDLE_SPEED) {
      this.lastAxis = scale(vel, 1 / speed);
      sTarget = Math.min(p.maxStretch, 1 + p.k * speed);
    }
    const sPar = p.smoothingTau > 0 ? sTarget + (this.sPrev - sTarget) * Math.exp(-dt / p.smoothingTau) : sTarget;
    this.sPrev = sPar;
    return this.frame(this.lastAxis, sPar, null, false);
  }

  private frame(axis: Vec3, sPar: number, pivot: Vec3 | null, squashing: boolean): StretchFrame {
    const is2d = this.params.dimensions === 2;
    const sPerp = is2d ? 1 / sPar : 1 / Math.sqrt(sPar);
    return { axis, sPar, sPerp, scales: [sPerp, sPar, is2d ? 1 : sPerp], pivot, squashing };
  }

  /** In 2D the motion is projected onto the sprite plane. */
  private inPlane(v: Vec3): Vec3 {
    if (this.params.dimensions === 3) return v;
    return sub(v, scale(this.planeNormal, dot(v, this.planeNormal)));
  }

  private inPlaneAxis(n: Vec3): Vec3 {
    if (this.params.dimensions === 3) return n;
    const fallback = normalize(cross(this.planeNormal, [1, 0, 0]), [0, 1, 0]);
    return normalize(this.inPlane(n), fallback);
  }
}

/**
 * The velocity deformer (math spec section 5) about pivot q with unit axis d: r = x - q;
 * x' = q + d*(sPar*dot(r, d)) + (r - d*dot(r, d))*sPerp. In 2D, pass the plane normal: it stays unscaled.
 */
export function velocityDeform(x: Vec3, q: Vec3, d: Vec3, sPar: number, sPerp: number, planeNormal?: Vec3): Vec3 {
  const r = sub(x, q);
  const along = dot(r, d);
  let perp = sub(r, scale(d, along));
  let normalPart: Vec3 = [0, 0, 0];
  if (planeNormal) {
    const nn = dot(perp, planeNormal);
    normalPart = scale(planeNormal, nn);
    perp = sub(perp, normalPart);
  }
  return [
    q[0] + d[0] * sPar * along + perp[0] * sPerp + normalPart[0],
    q[1] + d[1] * sPar * along + perp[1] * sPerp + normalPart[1],
    q[2] + d[2] * sPar * along + perp[2] * sPerp + normalPart[2],
  ];
}

/** The VelocityStretch deformer's inputs (the parameter contract, without the prefix). */
export interface VelocityStretchInputs {
  VelocityPivotLocal: Vec3;
  VelocityAxisLocal: Vec3;
  VelocityStretch: number;
  VelocityPerpScale: number;
  /** 2D only: the sprite plane's normal, left unscaled. */
  VelocityPlaneNormalLocal?: Vec3;
}

/**
 * The VelocityStretch deformer with the contract's sanitising (math spec section 5): the local-space offset of x.
 * `axisFallback` and `normalFallback` are the frame's (0,0,1) and (0,1,0) of Unreal, relabelled for three.js.
 */
export function velocityStretchOffset(x: Vec3, inp: VelocityStretchInputs,
                                      axisFallback: Vec3 = [0, 1, 0], normalFallback: Vec3 = [1, 0, 0]): Vec3 {
  const d = normalize(inp.VelocityAxisLocal, axisFallback);
  const sPar = Math.max(inp.VelocityStretch, 0.01);
  const sPerp = Math.max(inp.VelocityPerpScale, 0);
  const n = inp.VelocityPlaneNormalLocal ? normalize(inp.VelocityPlaneNormalLocal, normalFallback) : undefined;
  return sub(velocityDeform(x, inp.VelocityPivotLocal, d, sPar, sPerp, n), x);
}
