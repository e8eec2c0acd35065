import {
  Box3, DataTexture, FloatType, Matrix4, NearestFilter, RGBAFormat, Sphere, Vector3, ClampToEdgeWrapping,
  type Curve, type IUniform, type Material, type Mesh,
} from 'three';
import { SPLINE_DEFAULTS, type CurveKeys, type LoopMode, type Orientation } from './constants.js';
import { SPLINE_DEFORM_CONTRACT } from './contract.js';
import { curveRange, evaluateCurve } from './curves.js';
import { patchMaterial } from './materialPatch.js';
import { SPLINE_DEFORM_GLSL } from './glsl/source.js';
import { bakeCurve, deformBounds, type DeformRange, type SplineBake } from './splineBake.js';
import type { OrientationIndex } from './splineDeformCpu.js';
import { normalize, type Vec3 } from './vec3.js';

export interface SplineDeformOptions {
  sampleCount?: number;
  /** The mesh axis that leads along the curve, mesh-local, three.js frame. */
  forwardAxis?: Vec3;
  orientation?: Orientation;
  endExtrapolation?: boolean;
  settleWindow?: number;
  preserveVolume?: boolean;
  maxStretch?: number;
  stretchBias?: number;
  curves?: { timing?: CurveKeys; stretch?: CurveKeys; size?: CurveKeys };
  playback?: { duration?: number; loop?: LoopMode; autoPlay?: boolean };
  /** The curve's local-to-world transform (rotation, uniform scale, translation). Default: identity. */
  curveToWorld?: Matrix4;
}

const ORIENTATION_INDEX: Record<Orientation, OrientationIndex> = {
  'parallel-transport': 0,
  'rotation-minimizing': 1,
  article: 2,
};

/**
 * Bends, squashes and stretches a mesh along a curve in its vertex shader (math spec sections 1-2): the curve is
 * baked into two N x 1 float DataTextures in the mesh's local space, and the deformer is injected into the
 * mesh's material with onBeforeCompile. Nothing moves but the vertices: the mesh's transform stays put.
 * Playback drives Progress from the timing curve, StretchScale from the stretch curve, SizeScale from the size curve.
 */
export class SplineDeform {
  readonly options: Required<Omit<SplineDeformOptions, 'curves' | 'playback' | 'curveToWorld'>>;
  readonly curves: { timing: CurveKeys; stretch: CurveKeys; size: CurveKeys };
  readonly playback: { duration: number; loop: LoopMode; autoPlay: boolean };
  /** The GLSL uniforms, named as the parameter contract names them. */
  readonly uniforms: Record<string, IUniform>;
  bake!: SplineBake;
  playing: boolean;
  private time = 0;
  private direction = 1;
  private readonly curveToWorld: Matrix4;
  private positionTexture: DataTexture | null = null;
  private tangentTexture: DataTexture | null = null;
  private readonly meshRadius: number;

  constructor(readonly mesh: Mesh, readonly curve: Curve<Vector3>, options: SplineDeformOptions = {}) {
    const d = SPLINE_DEFAULTS;
    this.options = {
      sampleCount: options.sampleCount ?? d.sampleCount,
      forwardAxis: normalize(options.forwardAxis ?? d.forwardAxis, [0, 0, 1]),
      orientation: options.orientation ?? d.orientation,
      endExtrapolation: options.endExtrapolation ?? d.endExtrapolation,
      settleWindow: options.settleWindow ?? d.settleWindow,
      preserveVolume: options.preserveVolume ?? d.preserveVolume,
      maxStretch: options.maxStretch ?? d.maxStretch,
      stretchBias: options.stretchBias ?? d.stretchBias,
    };
    this.curves = { ...d.curves, ...options.curves };
    this.playback = { ...d.playback, ...options.playback };
    if (!(this.playback.duration > 0)) throw new RangeError('playback.duration must be > 0');
    this.playing = this.playback.autoPlay;
    this.curveToWorld = options.curveToWorld ?? new Matrix4();

    const geometry = mesh.geometry;
    geometry.computeBoundingBox();
    const box = geometry.boundingBox as Box3;
    const center = box.getCenter(new Vector3());
    const half = box.getSize(new Vector3()).multiplyScalar(0.5);
    const f = this.options.forwardAxis;
    this.meshRadius = box.getBoundingSphere(new Sphere()).radius;

    const value = (base: string): unknown => {
      switch (base) {
        case 'Progress': return 0;
        case 'SplineLength': return 0;
        case 'SampleCount': return this.options.sampleCount;
        case 'PositionTexture': return null;
        case 'TangentTexture': return null;
        case 'MeshCenterLocal': return center.clone();
        case 'ForwardAxisLocal': return new Vector3(f[0], f[1], f[2]);
        case 'StretchScale': return 1;
        case 'PreserveVolume': return this.options.preserveVolume ? 1 : 0;
        case 'SizeScale': return 1;
        case 'StretchBias': return this.options.stretchBias;
        case 'MeshHalfLength': return Math.abs(f[0]) * half.x + Math.abs(f[1]) * half.y + Math.abs(f[2]) * half.z;
        case 'SettleWindow': return this.options.settleWindow;
        case 'EndExtrapolation': return this.options.endExtrapolation ? 1 : 0;
        default: throw new Error(`SplineDeform: no value for contract input ${base}`);
      }
    };
    this.uniforms = {};
    for (const input of SPLINE_DEFORM_CONTRACT) {
      if (input.base !== 'LocalPosition') this.uniforms[input.uniform] = { value: value(input.base) };
    }
    this.rebake();
    for (const m of Array.isArray(mesh.material) ? mesh.material : [mesh.material]) this.patch(m);
    this.applyCurves(0);
  }

  /** The GLSL orientation mode (STRETCHY_ORIENTATION). */
  get orientationIndex(): OrientationIndex {
    return ORIENTATION_INDEX[this.options.orientation];
  }

  /** Bakes the curve again: call after moving the mesh or the curve, or editing the curve. */
  rebake(): void {
    this.mesh.updateWorldMatrix(true, false);
    this.bake = bakeCurve(this.curve, this.mesh.matrixWorld, {
      sampleCount: this.options.sampleCount,
      forwardAxis: this.options.forwardAxis,
      rotationMinimizing: this.orientationIndex === 1,
    }, this.curveToWorld);
    this.positionTexture?.dispose();
    this.tangentTexture?.dispose();
    this.positionTexture = texture(this.bake.positions, this.bake.sampleCount);
    this.tangentTexture = texture(this.bake.tangents, this.bake.sampleCount);
    this.set('PositionTexture', this.positionTexture);
    this.set('TangentTexture', this.tangentTexture);
    this.set('SplineLength', this.bake.length);
    this.set('SampleCount', this.bake.sampleCount);
    // Bounds that hold every deformed vertex, so frustum culling never drops the mesh mid-journey.
    const center = this.uniform('MeshCenterLocal') as Vector3;
    const bounds = deformBounds(this.bake, [center.x, center.y, center.z], this.meshRadius, this.deformRange(),
      this.options.endExtrapolation);
    const geometry = this.mesh.geometry;
    geometry.boundingBox = (geometry.boundingBox ?? new Box3()).union(bounds);
    geometry.boundingSphere = geometry.boundingBox.getBoundingSphere(new Sphere());
  }

  /** Adds the deformer to a material's vertex shader (chains any onBeforeCompile it already has). */
  patch(material: Material): void {
    const mode = this.orientationIndex;
    patchMaterial(material, {
      key: `stretchy-spline-${mode}`, defines: `#define STRETCHY_ORIENTATION ${mode}\n`, glsl: SPLINE_DEFORM_GLSL,
      fn: 'stretchySplineDeform', contract: SPLINE_DEFORM_CONTRACT, uniforms: this.uniforms,
    });
  }

  get progress(): number {
    return this.uniform('Progress') as number;
  }

  /** Jumps to a Progress (0..1) and sets the curves' stretch and size there; playback continues from it. */
  setProgress(p: number): void {
    const clamped = Math.min(Math.max(p, 0), 1);
    this.time = this.timeForProgress(clamped);
    this.applyCurves(this.time / this.playback.duration);
  }

  play(): void {
    this.playing = true;
  }

  pause(): void {
    this.playing = false;
  }

  /** Back to the start, paused. */
  stop(): void {
    this.playing = false;
    this.time = 0;
    this.direction = 1;
    this.applyCurves(0);
  }

  /** Advances playback by dt seconds. */
  update(dt: number): void {
    if (!this.playing || !(dt > 0)) return;
    const D = this.playback.duration;
    this.time += dt * this.direction;
    if (this.playback.loop === 'once') {
      if (this.time >= D) {
        this.time = D;
        this.playing = false;
      }
    } else if (this.playback.loop === 'loop') {
      this.time = ((this.time % D) + D) % D;
    } else {
      while (this.time > D || this.time < 0) {
        this.time = this.time > D ? 2 * D - this.time : -this.time;
        this.direction = -this.direction;
      }
    }
    this.applyCurves(this.time / D);
  }

  dispose(): void {
    this.positionTexture?.dispose();
    this.tangentTexture?.dispose();
  }

  /** Sets a contract input by its base name, e.g. set('StretchScale', 1.4). */
  set(base: string, value: unknown): void {
    const input = SPLINE_DEFORM_CONTRACT.find((i) => i.base === base);
    if (!input || input.base === 'LocalPosition') throw new Error(`SplineDeform: no input ${base}`);
    this.uniforms[input.uniform].value = value;
  }

  uniform(base: string): unknown {
    const input = SPLINE_DEFORM_CONTRACT.find((i) => i.base === base);
    if (!input) throw new Error(`SplineDeform: no input ${base}`);
    return this.uniforms[input.uniform].value;
  }

  private applyCurves(normalizedTime: number): void {
    const p = evaluateCurve(this.curves.timing, normalizedTime);
    this.set('Progress', p);
    this.set('StretchScale', this.stretchScaleAt(evaluateCurve(this.curves.stretch, p)));
    this.set('SizeScale', evaluateCurve(this.curves.size, p));
  }

  /**
   * The range the curves drive the animated inputs over (for the bounds): StretchScale is linear in the stretch
   * curve's value, SizeScale is the size curve's value; both curves' exact ranges, cubic overshoot included.
   */
  deformRange(): DeformRange {
    const [aMin, aMax] = curveRange(this.curves.stretch);
    const s0 = this.stretchScaleAt(aMin);
    const s1 = this.stretchScaleAt(aMax);
    return {
      gMax: curveRange(this.curves.size)[1], sMin: Math.min(s0, s1), sMax: Math.max(s0, s1),
      biasMax: Math.abs(this.options.stretchBias), preserveVolume: this.options.preserveVolume ? 1 : 0,
    };
  }

  private stretchScaleAt(alpha: number): number {
    return 1 + (this.options.maxStretch - 1) * alpha;
  }

  /** Playback time for a Progress (the timing curve is monotonic in the defaults; bisection finds the first). */
  private timeForProgress(p: number): number {
    let lo = 0;
    let hi = 1;
    for (let i = 0; i < 50; i++) {
      const mid = (lo + hi) / 2;
      if (evaluateCurve(this.curves.timing, mid) < p) lo = mid;
      else hi = mid;
    }
    return hi * this.playback.duration;
  }
}

function texture(data: Float32Array, n: number): DataTexture {
  const t = new DataTexture(data, n, 1, RGBAFormat, FloatType);
  t.minFilter = NearestFilter;
  t.magFilter = NearestFilter;
  t.wrapS = ClampToEdgeWrapping;
  t.wrapT = ClampToEdgeWrapping;
  t.generateMipmaps = false;
  t.needsUpdate = true;
  return t;
}
