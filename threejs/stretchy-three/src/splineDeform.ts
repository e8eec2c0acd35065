import {
  BufferAttribute, EventDispatcher, Matrix4, Sphere, Vector3, type BufferGeometry, type Curve, type DataTexture, type IUniform, type Mesh,
  type Object3D,
} from 'three';
import {
  NORMALS_INDEX, SPLINE_DEFAULTS, type CurveKeys, type LoopMode, type NormalsMode, type Orientation, type StretchMaskSource,
} from './constants.js';
import { SPLINE_DEFORM_CONTRACT, type SplineDeformValues } from './contract.js';
import { CURVE_INTERPOLATION, curveRange, evaluateCurve, type Interpolation } from './curves.js';
import { floatTexture } from './curveAtlas.js';
import type { MeshSpace, ShaderPatch } from './materialPatch.js';
import { MeshGroup } from './meshGroup.js';
import { stepPlayback, type PlaybackState } from './playback.js';
import { SPLINE_DEFORM_GLSL } from './glsl/source.js';
import { bakeCurve, checkCurve, checkRoll, deformBounds, type DeformRange, type RollKeys, type SplineBake } from './splineBake.js';
import { splineDeformOffset, type OrientationIndex, type SplineDeformInputs } from './splineDeformCpu.js';
import { requireDirection, type Vec3 } from './vec3.js';

/** The bake's and the deform's constants, as SplineDeform and InstancedSplineTravel take them. Default: the spec's. */
export interface SplineShapeOptions {
  sampleCount?: number;
  orientation?: Orientation;
  endExtrapolation?: boolean;
  settleWindow?: number;
  preserveVolume?: boolean;
  maxStretch?: number;
  stretchBias?: number;
}

/** `options` with the spec's defaults filled in and the forward axis checked (`owner` names the class in errors). */
export function shapeOptions(owner: string, options: SplineShapeOptions & { forwardAxis?: Vector3 }): Required<SplineShapeOptions> & { forwardAxis: Vector3 } {
  const d = SPLINE_DEFAULTS;
  return {
    sampleCount: options.sampleCount ?? d.sampleCount,
    forwardAxis: new Vector3(...requireDirection(owner, 'forwardAxis', options.forwardAxis ? tuple(options.forwardAxis) : d.forwardAxis)),
    orientation: options.orientation ?? d.orientation,
    endExtrapolation: options.endExtrapolation ?? d.endExtrapolation,
    settleWindow: options.settleWindow ?? d.settleWindow,
    preserveVolume: options.preserveVolume ?? d.preserveVolume,
    maxStretch: options.maxStretch ?? d.maxStretch,
    stretchBias: options.stretchBias ?? d.stretchBias,
  };
}

export interface SplineDeformOptions extends SplineShapeOptions {
  /** The mesh axis that leads along the curve, mesh-local, three.js frame. Default: the spec's (+Z for its X). */
  forwardAxis?: Vector3;
  /**
   * How the vertex shader turns normals and tangents (math spec §8.2): 'exact' (one more texture read), 'rotate'
   * (the frame's rotation and the stretch, no curvature term), 'off' (the rest normal, as before). Default: the spec's.
   */
  normals?: NormalsMode;
  curves?: { timing?: CurveKeys; stretch?: CurveKeys; size?: CurveKeys };
  /** How each curve goes from key to key. Default: {@link CURVE_INTERPOLATION} (timing linear, the others cubic). */
  interpolation?: { timing?: Interpolation; stretch?: Interpolation; size?: Interpolation };
  playback?: { duration?: number; loop?: LoopMode; autoPlay?: boolean };
  /** The curve's local-to-world transform (rotation, uniform scale, translation). Default: identity. */
  curveToWorld?: Matrix4;
  /**
   * Whether `mesh.raycast` hits the drawn (deformed) shape: true (default) deforms the vertices on the CPU when a
   * raycast comes after an input changed (one pass over the vertices, then cached); false keeps three's rest-pose raycast.
   */
  raycast?: boolean;
  /**
   * Math spec section 10.1: 'auto' (default: the spec's) travels round a closed curve (`curve.closed`, e.g.
   * `new CatmullRomCurve3(points, true)`) with no ends and no settle, so a looping playback never jumps; 'off' plays
   * a closed curve as an open one.
   */
  closedLoop?: 'auto' | 'off';
  /**
   * Section 10.2: the roll about the travelling tangent, [at, degrees] keys (`at` the normalised arc length, 1 the end
   * where the mesh rests), piecewise linear; null for none. Default: the spec's roll curve when its roll source is
   * 'curve', else none. On a closed loop it must change by whole turns (360 degrees).
   */
  roll?: RollKeys | null;
  /**
   * Section 10.3: the vertex channel whose value (0..1) scales the stretch and squash (0 bends with the curve at rest
   * size): 'color-r'..'color-a' (the geometry's `color`), 'uv0-x'..'uv3-y' (`uv`, `uv1`, `uv2`, `uv3`), or 'none'.
   * Default: the spec's.
   */
  stretchMask?: StretchMaskSource;
}

/** The geometry attribute the mask is copied into (one float per vertex), read by the vertex shader. */
export const STRETCH_MASK_ATTRIBUTE = 'stretchyMask';

/** A mask channel's geometry attribute and component, e.g. 'uv1-y' → ['uv1', 1]; null for 'none'. */
export function maskChannel(source: StretchMaskSource): [string, number] | null {
  if (source === 'none') return null;
  const [set, lane] = source.split('-');
  const attribute = set === 'color' ? 'color' : set === 'uv0' ? 'uv' : set;
  return [attribute, 'rgbaxy'.indexOf(lane) % 4];
}

/**
 * The stretch mask of each vertex from `source` (section 10.3), as a float attribute: a colour's missing alpha is 1
 * (as WebGL reads a 3-component colour). A geometry without the channel is refused in the library's words when the
 * channel was asked for (`required`); with the spec's default channel it is unmasked (null), as Unreal draws a mesh
 * without vertex colours white.
 */
export function stretchMaskAttribute(owner: string, geometry: BufferGeometry, source: StretchMaskSource,
                                     required = true): BufferAttribute | null {
  const channel = maskChannel(source);
  if (!channel) return null;
  const [name, component] = channel;
  const from = geometry.getAttribute(name);
  if (!from && !required) return null;
  if (!from) throw new RangeError(`${owner}: stretchMask '${source}' reads the geometry's '${name}' attribute, which it has not`);
  const values = new Float32Array(from.count);
  for (let i = 0; i < from.count; i++) values[i] = component < from.itemSize ? from.getComponent(i, component) : 1;
  return new BufferAttribute(values, 1);
}

/** The playback events, as the Unreal component's OnPlaybackStarted, OnPlaybackFinished, OnPlaybackLooped. */
export interface SplineDeformEventMap {
  /** play() was called, or autoPlay started on the first update(). */
  started: object;
  /** 'once' playback reached its end. */
  finished: object;
  /** 'loop' wrapped to the start, or 'ping-pong' turned at an end. */
  looped: object;
}

export type SplineDeformInput = keyof SplineDeformValues;

/** The GLSL orientation mode (STRETCHY_ORIENTATION) of each orientation. */
export const ORIENTATION_INDEX: Readonly<Record<Orientation, OrientationIndex>> = {
  'parallel-transport': 0,
  'rotation-minimizing': 1,
  article: 2,
};

const tuple = (v: Vector3): Vec3 => [v.x, v.y, v.z];

/**
 * Bends, squashes and stretches a mesh, or a whole hierarchy (a `Group` of parts, a model), along a curve in its
 * vertex shader (math spec sections 1-2): the curve is baked into two N x 1 float DataTextures in the root's local
 * space, every mesh under the root deforms in that space as one mesh would (each through its mesh-to-root
 * transform), and the deformer goes into materials derived from each mesh's own (which stays untouched;
 * {@link dispose} puts them back). Nothing moves but the vertices.
 * Playback (as the Unreal component's) drives Progress from the timing curve, StretchScale from the stretch curve,
 * SizeScale from the size curve, and dispatches 'started', 'finished' and 'looped'.
 */
export class SplineDeform extends EventDispatcher<SplineDeformEventMap> {
  readonly options: Readonly<Required<Omit<SplineDeformOptions, 'curves' | 'interpolation' | 'playback' | 'curveToWorld' | 'raycast'>>>;
  /** Whether the deformer travels round its curve as a closed loop (closedLoop 'auto' on a closed curve). */
  readonly closed: boolean;
  readonly curves: { timing: CurveKeys; stretch: CurveKeys; size: CurveKeys };
  readonly interpolation: { timing: Interpolation; stretch: Interpolation; size: Interpolation };
  readonly playback: { duration: number; loop: LoopMode; autoPlay: boolean };
  /** The GLSL uniforms, named as the parameter contract names them. */
  readonly uniforms: Record<string, IUniform>;
  bake!: SplineBake;
  private playingNow: boolean;
  private startPending: boolean;
  private readonly state: PlaybackState = { time: 0, direction: 1 };
  private disposed = false;
  private readonly curveToWorld: Matrix4;
  private positionTexture: DataTexture | null = null;
  private tangentTexture: DataTexture | null = null;
  private meshRadius = 0;
  private readonly group: MeshGroup;
  private readonly maskRequired: boolean;

  /**
   * `root`: a mesh, or any Object3D holding meshes (every mesh under it is deformed; the root's transform is the
   * space the deform and its bounds work in). Meshes added under it later join at {@link rebake}.
   */
  constructor(readonly root: Object3D, readonly curve: Curve<Vector3>, options: SplineDeformOptions = {}) {
    super();
    checkCurve('SplineDeform', curve);
    const d = SPLINE_DEFAULTS;
    this.options = Object.freeze({
      ...shapeOptions('SplineDeform', options),
      normals: options.normals ?? d.normals,
      closedLoop: options.closedLoop ?? d.closedLoop,
      roll: options.roll !== undefined ? options.roll : d.roll.source === 'curve' ? d.roll.curve : null,
      stretchMask: options.stretchMask ?? d.stretchMask,
    });
    this.closed = this.options.closedLoop === 'auto' && (curve as { closed?: boolean }).closed === true;
    if (this.options.roll) checkRoll('SplineDeform', this.options.roll, this.closed);
    this.curves = { ...d.curves, ...options.curves };
    this.interpolation = { ...CURVE_INTERPOLATION, ...options.interpolation };
    this.playback = { ...d.playback, ...options.playback };
    if (!(this.playback.duration > 0)) throw new RangeError('SplineDeform: playback.duration must be > 0');
    if (!Number.isInteger(this.options.sampleCount) || this.options.sampleCount < 2) {
      throw new RangeError('SplineDeform: sampleCount must be an integer >= 2');
    }
    this.playingNow = this.playback.autoPlay;
    this.startPending = this.playback.autoPlay;
    this.curveToWorld = options.curveToWorld ?? new Matrix4();

    this.maskRequired = options.stretchMask !== undefined;
    this.raycast = options.raycast !== false;

    const f = this.options.forwardAxis;
    const initial: SplineDeformValues = {
      Progress: 0, SplineLength: 0, SampleCount: this.options.sampleCount, PositionTexture: null, TangentTexture: null,
      MeshCenterLocal: new Vector3(), ForwardAxisLocal: f.clone(), StretchScale: 1,
      PreserveVolume: this.options.preserveVolume ? 1 : 0, SizeScale: 1, StretchBias: this.options.stretchBias,
      MeshHalfLength: 0, SettleWindow: this.options.settleWindow, EndExtrapolation: this.options.endExtrapolation ? 1 : 0,
      ClosedLoop: this.closed ? 1 : 0, BakedRoll: this.rolled ? 1 : 0,
    };
    this.uniforms = {};
    for (const input of SPLINE_DEFORM_CONTRACT) {
      if (input.vertex) continue;
      if (!(input.base in initial)) throw new Error(`SplineDeform: no value for contract input ${input.base}`);
      this.uniforms[input.uniform] = { value: initial[input.base as SplineDeformInput] };
    }
    // Checks each material and refuses a second SplineDeform on any mesh before anything else changes.
    this.group = new MeshGroup('SplineDeform', root, (mesh, space) => this.meshPatch(mesh, space));
    this.group.sync();
    this.rebake();
    this.applyCurves(0);
  }

  private readonly raycast: boolean;

  /** The meshes deformed: the root when it is one, and every mesh under it. */
  get meshes(): readonly Mesh[] {
    return this.group.parts.map((p) => p.mesh);
  }

  /** Whether the curve carries a roll (section 10.2): the BakedRoll switch and uniform. */
  private get rolled(): boolean {
    return this.options.roll !== null;
  }

  /** Whether any mesh reads a stretch mask (section 10.3). */
  private get masked(): boolean {
    return this.group.parts.some((p) => p.release !== undefined);
  }

  /**
   * One mesh's patch: the shared uniforms, the section 10 switches in use on it (its own stretch mask, when its
   * geometry has the channel), and its place in the group.
   */
  private meshPatch(mesh: Mesh, space: MeshSpace | undefined): { patch: ShaderPatch; release?: () => void } {
    const geometry = mesh.geometry;
    const mode = this.orientationIndex;
    const normals = NORMALS_INDEX[this.options.normals];
    // Section 10: only the features in use are compiled in (a deformer without them is section 1's shader).
    const mask = stretchMaskAttribute('SplineDeform', geometry, this.options.stretchMask, this.maskRequired);
    const roll = this.rolled;
    if (mask) geometry.setAttribute(STRETCH_MASK_ATTRIBUTE, mask);
    const masked = mask !== null;
    const features = this.closed || roll || masked;
    const switches = `${this.closed ? 1 : 0}${roll ? 1 : 0}${masked ? 1 : 0}`;
    const maskValues = mask?.array as Float32Array | undefined;
    const patch: ShaderPatch = {
      kind: 'SplineDeform', key: `stretchy-spline-${mode}-${normals}${features ? `-${switches}` : ''}${space ? '-group' : ''}`, stage: 1,
      defines: `#define STRETCHY_ORIENTATION ${mode}\n#define STRETCHY_NORMALS ${normals}\n`
        + (features ? `#define STRETCHY_CLOSED_LOOP ${switches[0]}\n#define STRETCHY_ROLL ${switches[1]}\n`
          + `#define STRETCHY_STRETCH_MASK ${switches[2]}\n` : ''),
      glsl: SPLINE_DEFORM_GLSL,
      fn: 'stretchySplineDeform',
      withJacobianFn: normals === 0 ? null : 'stretchySplineDeformWithJacobian',
      contract: SPLINE_DEFORM_CONTRACT,
      uniforms: this.uniforms, mode, space,
      // The mask's vertex input: the attribute, or 1 (unmasked) where the switch leaves it unread.
      inputs: { StretchMask: masked ? STRETCH_MASK_ATTRIBUTE : '1.0' },
      declarations: masked ? `attribute float ${STRETCH_MASK_ATTRIBUTE};\n` : '',
      cpu: this.raycast ? (x, inputs, vertex) => splineDeformOffset(x,
        inputs as unknown as SplineDeformInputs, { position: this.bake.positions, tangent: this.bake.tangents }, mode, undefined,
        maskValues && vertex !== undefined ? maskValues[vertex] : 1) : undefined,
    };
    return { patch, release: mask ? () => geometry.deleteAttribute(STRETCH_MASK_ATTRIBUTE) : undefined };
  }

  /** The GLSL orientation mode (STRETCHY_ORIENTATION). */
  get orientationIndex(): OrientationIndex {
    return ORIENTATION_INDEX[this.options.orientation];
  }

  /**
   * Bakes the curve again: call after moving the root or the curve, editing the curve or a geometry, or adding or
   * removing meshes under the root (they join or leave here; a part moved within the root needs none: update()
   * takes its transform, though the bounds stay those of this bake).
   */
  rebake(): void {
    // After dispose() a bake would make textures nothing frees and overwrite the bounds dispose() gave back.
    if (this.disposed) throw new Error('SplineDeform: rebake() after dispose(); make a new SplineDeform');
    this.group.sync();
    // The whole at rest in the root's space: the centre and half length the deform stretches about (§1 step 1).
    const restBox = this.group.restBox();
    const center = restBox.getCenter(new Vector3());
    const half = restBox.getSize(new Vector3()).multiplyScalar(0.5);
    const f = this.options.forwardAxis;
    this.meshRadius = restBox.getBoundingSphere(new Sphere()).radius;
    this.set('MeshCenterLocal', center);
    this.set('MeshHalfLength', Math.abs(f.x) * half.x + Math.abs(f.y) * half.y + Math.abs(f.z) * half.z);
    this.bake = bakeCurve(this.curve, this.root.matrixWorld, {
      sampleCount: this.options.sampleCount,
      forwardAxis: tuple(this.options.forwardAxis),
      rotationMinimizing: this.orientationIndex === 1,
      closed: this.closed,
      roll: this.options.roll ?? undefined,
    }, this.curveToWorld);
    this.positionTexture?.dispose();
    this.tangentTexture?.dispose();
    this.positionTexture = floatTexture(this.bake.positions, this.bake.sampleCount, 1);
    this.tangentTexture = floatTexture(this.bake.tangents, this.bake.sampleCount, 1);
    this.set('PositionTexture', this.positionTexture);
    this.set('TangentTexture', this.tangentTexture);
    this.set('SplineLength', this.bake.length);
    this.set('SampleCount', this.bake.sampleCount);
    // Bounds that hold every deformed vertex, so frustum culling never drops the mesh mid-journey.
    // A loop has no ends to extrapolate past (section 10.1).
    const bounds = deformBounds(this.bake, tuple(center), this.meshRadius, this.deformRange(),
      this.options.endExtrapolation && !this.closed);
    this.group.bound({ box: restBox.union(bounds) });
  }

  /** Normalized playback time in [0, 1] (the Unreal component's GetProgress). */
  get progress(): number {
    return this.state.time / this.playback.duration;
  }

  /** The deformer's Progress: the timing curve at {@link progress} (the Unreal component's GetDeformProgress). */
  get deformProgress(): number {
    return this.get('Progress');
  }

  get playing(): boolean {
    return this.playingNow;
  }

  /** Jumps to a normalized playback time (0..1, clamped) and sets the curves there; playing or paused stays so. */
  setProgress(normalizedTime: number): void {
    const t = Math.min(Math.max(normalizedTime, 0), 1);
    this.state.time = (Number.isNaN(t) ? 0 : t) * this.playback.duration;
    this.applyCurves(this.progress);
    this.group.refresh();
  }

  /** Plays from the start (the Unreal component's PlayFromStart); dispatches 'started'. */
  play(): void {
    this.state.time = 0;
    this.state.direction = 1;
    this.playingNow = true;
    this.startPending = false;
    this.applyCurves(0);
    this.dispatchEvent({ type: 'started' });
  }

  pause(): void {
    this.playingNow = false;
  }

  /** Continues from where pause() stopped. */
  resume(): void {
    this.playingNow = true;
  }

  /** Back to the start, paused. */
  stop(): void {
    this.playingNow = false;
    this.startPending = false;
    this.state.time = 0;
    this.state.direction = 1;
    this.applyCurves(0);
  }

  /** Advances playback by dt seconds; call once per frame. */
  update(dt: number): void {
    if (this.disposed) return;
    this.group.refresh();
    if (!this.playingNow || !(dt > 0)) return;
    if (this.startPending) {
      this.startPending = false;
      this.dispatchEvent({ type: 'started' });
    }
    const D = this.playback.duration;
    const event = stepPlayback(this.state, dt, D, this.playback.loop);
    if (event === 'finished') this.playingNow = false;
    this.applyCurves(this.state.time / D);
    if (event) this.dispatchEvent({ type: event });
  }

  /**
   * Frees what this deformer made (the derived materials, the two textures) and gives every mesh back its own
   * material, raycast and bounds. A new deformer may then be made on the same meshes (React StrictMode, hot reload).
   */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.playingNow = false;
    this.group.dispose();
    this.positionTexture?.dispose();
    this.tangentTexture?.dispose();
    this.positionTexture = null;
    this.tangentTexture = null;
  }

  /** Sets a contract input by its base name, e.g. set('StretchScale', 1.4); names and value types are checked. */
  set<K extends SplineDeformInput>(name: K, value: SplineDeformValues[K]): void {
    const input = SPLINE_DEFORM_CONTRACT.find((i) => i.base === name);
    if (!input || input.vertex) throw new Error(`SplineDeform: no input ${String(name)}`);
    this.uniforms[input.uniform].value = value;
  }

  /** A contract input's current value by its base name. */
  get<K extends SplineDeformInput>(name: K): SplineDeformValues[K] {
    const input = SPLINE_DEFORM_CONTRACT.find((i) => i.base === name);
    if (!input || input.vertex) throw new Error(`SplineDeform: no input ${String(name)}`);
    return this.uniforms[input.uniform].value as SplineDeformValues[K];
  }

  private applyCurves(normalizedTime: number): void {
    const p = evaluateCurve(this.curves.timing, normalizedTime, this.interpolation.timing);
    this.set('Progress', p);
    this.set('StretchScale', this.stretchScaleAt(evaluateCurve(this.curves.stretch, p, this.interpolation.stretch)));
    this.set('SizeScale', evaluateCurve(this.curves.size, p, this.interpolation.size));
  }

  /**
   * The range the curves drive the animated inputs over (for the bounds): StretchScale is linear in the stretch
   * curve's value, SizeScale is the size curve's value; both curves' exact ranges, cubic overshoot included.
   */
  deformRange(): DeformRange {
    const [aMin, aMax] = curveRange(this.curves.stretch, this.interpolation.stretch);
    const s0 = this.stretchScaleAt(aMin);
    const s1 = this.stretchScaleAt(aMax);
    return {
      gMax: curveRange(this.curves.size, this.interpolation.size)[1], sMin: Math.min(s0, s1), sMax: Math.max(s0, s1),
      biasMax: Math.abs(this.options.stretchBias), preserveVolume: this.options.preserveVolume ? 1 : 0, masked: this.masked,
    };
  }

  private stretchScaleAt(alpha: number): number {
    return 1 + (this.options.maxStretch - 1) * alpha;
  }
}
