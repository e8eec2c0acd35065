import {
  Box3, BufferGeometry, DynamicDrawUsage, EventDispatcher, InstancedBufferAttribute, Matrix3, Matrix4, Sphere, Vector3, type Curve,
  type Quaternion,
  type Intersection, type Raycaster,
  type DataTexture, type IUniform, type InstancedMesh,
} from 'three';
import {
  NORMALS_INDEX, SPLINE_DEFAULTS, VELOCITY_DEFAULTS, type CurveKeys, type LoopMode, type NormalsMode, type StretchMaskSource,
} from './constants.js';
import { INSTANCE_LAYOUT, INSTANCE_SOURCES, SPLINE_ATLAS_DEFORM_CONTRACT, type ContractInput } from './contract.js';
import { CURVE_INTERPOLATION, curveRange, evaluateCurve, type Interpolation } from './curves.js';
import { SPLINE_ATLAS_DEFORM_GLSL } from './glsl/source.js';
import { attachPatch, detachPatch, refreshPatches, type ShaderPatch } from './materialPatch.js';
import {
  atlasCentre, atlasClosedRows, bakeAtlas, floatTexture, rowRoll, splineAtlasDeformOffset, type AtlasCurve, type CurveAtlas, type SplineAtlasDeformInputs,
} from './curveAtlas.js';
import { movedGeometry, raycastGeometry } from './deformedRaycast.js';
import { stepPlayback, type PlaybackEvent, type PlaybackState } from './playback.js';
import { checkCurve, checkRoll, deformBounds, type DeformRange, type RollKeys } from './splineBake.js';
import { ORIENTATION_INDEX, STRETCH_MASK_ATTRIBUTE, shapeOptions, stretchMaskAttribute, type SplineShapeOptions } from './splineDeform.js';
import { VelocityController, type StretchFrame, type VelocityParams } from './velocityController.js';
import { normalize, type Vec3 } from './vec3.js';

export interface InstancedSplineTravelOptions extends SplineShapeOptions {
  /** The mesh axis that leads along the curve, geometry-local, three.js frame. Default: the spec's. */
  forwardAxis?: Vector3;
  /** Each traveller's curves unless its spawn() gives its own. Default: the spec's. */
  curves?: { timing?: CurveKeys; stretch?: CurveKeys; size?: CurveKeys };
  interpolation?: { timing?: Interpolation; stretch?: Interpolation; size?: Interpolation };
  /** Each traveller's duration and loop mode unless its spawn() gives its own. Default: the spec's. */
  playback?: { duration?: number; loop?: LoopMode };
  /** A 'once' traveller disappears when it finishes (its instance goes back to the pool). Default true. */
  recycleOnFinish?: boolean;
  /**
   * Seconds a finished 'once' traveller rests at its curve's end before it is recycled (and, with `arrivalImpact`,
   * until its squash has recovered), unless its spawn() gives its own: the Unreal core's HoldSeconds. Default 0.
   */
  holdSeconds?: number;
  /**
   * Whether `mesh.raycast` hits the travellers where they are drawn (default true): a traveller the ray can reach
   * has its vertices moved on the CPU; false keeps three's raycast of the instances at rest.
   */
  raycast?: boolean;
  /**
   * Velocity squash and stretch per instance (math spec section 5) on the traveller's own motion; overrides of the
   * spec's constants, or false for none. Default: the spec's constants.
   */
  velocity?: Partial<VelocityParams> | false;
  /**
   * An impact squash when a 'once' traveller arrives (section 5's impact, with the velocity squash's constants):
   * the surface normal and contact point in the mesh's rest frame (default: the normal against the forward axis, the
   * point the centre of the mesh's front face), at the speed it arrives with. It rests at the end until the squash
   * recovers, then is recycled. true for the defaults. Default false.
   */
  arrivalImpact?: boolean | { normal?: Vector3; point?: Vector3 };
  /**
   * Math spec section 10.1: 'auto' (default: the spec's) travels round each closed curve (`curve.closed`) as a loop,
   * open ones beside it as open curves (a loop row's travellers store a negative SplineLength, 10.5), so a 'loop'
   * traveller on it wraps with no settle, no jump and no swivel back to rest at the seam; 'off' plays closed curves as
   * open ones.
   */
  closedLoop?: 'auto' | 'off';
  /**
   * Section 10.2: every row's roll about the travelling tangent, [at, degrees] keys as SplineDeform's `roll`, unless
   * the row's AtlasCurve gives its own (`roll`, null for none); null for none. Default: the spec's roll curve when
   * its roll source is 'curve', else none. On a closed loop each row's roll must change by whole turns.
   */
  roll?: RollKeys | null;
  /**
   * Section 10.3: the vertex channel whose value (0..1) scales the stretch and squash, as SplineDeform's
   * `stretchMask` ('color-r'..'color-a', 'uv0-x'..'uv3-y', 'none'). Default: the spec's.
   */
  stretchMask?: StretchMaskSource;
  /**
   * How normals and tangents follow the deformation (math spec section 8) on the node-material path (WebGPURenderer,
   * after enableNodeMaterials()): 'exact', 'rotate' or 'off', as SplineDeform's. The WebGL (GLSL) atlas keeps the
   * rest normal. Default: the spec's.
   */
  normals?: NormalsMode;
  /**
   * Per-instance rotation and scale (each spawn's `rotation` and `scale`): a rest transform applied to the mesh about
   * its centre before the deform, read from a fifth instanced attribute (`stretchyRest`); normals turn with it.
   * Off by default: a system without it draws exactly the atlas shader.
   */
  restTransforms?: boolean;
}

/** What one traveller does; anything not given comes from the system's options. */
export interface TravellerOptions {
  /** The atlas row: which of the system's curves it travels. Default 0. */
  curve?: number;
  duration?: number;
  loop?: LoopMode;
  curves?: { timing?: CurveKeys; stretch?: CurveKeys; size?: CurveKeys };
  /** The normalized time it starts at (0..1). Default 0. */
  startAt?: number;
  /**
   * Seconds before it starts (the Unreal core's Delay): drawn at size 0 (hidden) meanwhile, its instance held;
   * 'started' is dispatched when the delay runs out. Default 0.
   */
  delay?: number;
  /**
   * Its rest rotation about the mesh's centre, applied before the deform (the mesh turned in its rest frame: e.g. a
   * coin spun about the forward axis). Needs the system's `restTransforms`. Default: none.
   */
  rotation?: Quaternion;
  /** Its uniform rest scale about the mesh's centre (> 0), applied before the deform. Needs `restTransforms`. Default 1. */
  scale?: number;
  /** Seconds it rests at the end once it finishes before it is recycled (the system's `holdSeconds` unless given). */
  holdSeconds?: number;
}

/**
 * The events, per traveller, as the Unreal component's: started (spawned, or its delay ran out), finished (once;
 * Unreal's Arrived), looped; recycled.
 */
export interface InstancedSplineTravelEventMap {
  started: { traveller: Traveller };
  finished: { traveller: Traveller };
  looped: { traveller: Traveller };
  /** Its instance went back to the pool (finished with recycleOnFinish, or despawn()). */
  recycled: { traveller: Traveller };
}

/**
 * A handle on one object travelling one curve of the atlas: its id and curve. Its state lives in the system's typed
 * arrays, at the slot of its instance, and the system keeps no object per traveller: spawn() and each event give a
 * new handle, so compare handles by id. Read its state while it is live (index >= 0); once recycled the state reads
 * are NaN. Change it through the system.
 */
export class Traveller {
  constructor(readonly id: number, readonly curve: number, private readonly system: InstancedSplineTravel) {}

  /** The instance it is drawn as (changes when another traveller is recycled); -1 once recycled. */
  get index(): number { return this.system.slotOf(this.id); }
  get duration(): number { return this.num(N.duration); }
  get loop(): LoopMode { return LOOP_MODES[this.system.flag(this.index, U.loop)]; }
  get playing(): boolean { return this.index >= 0 && this.system.flag(this.index, U.playing) === 1; }
  /** The deformer's Progress this frame and last frame (last = this on the frame it jumped). */
  get progress(): number { return this.num(N.progress); }
  get previousProgress(): number { return this.num(N.previousProgress); }
  get stretchScale(): number { return this.num(N.stretchScale); }
  get sizeScale(): number { return this.num(N.sizeScale); }
  /** Seconds of its start delay still to wait (0: started). */
  get waiting(): number { return this.num(N.waiting); }
  /** Normalized playback time in [0, 1]. */
  get normalizedTime(): number { return this.num(N.time) / this.num(N.duration); }
  /** The centre's position relative to the curve's end (geometry-local units). */
  get centre(): Vec3 { return [this.num(N.centre), this.num(N.centre + 1), this.num(N.centre + 2)]; }
  /** The velocity squash this frame (null: none yet, or the system has no velocity squash); a copy. */
  get squash(): StretchFrame | null {
    const slot = this.index;
    return slot < 0 ? null : this.system.squashOf(slot);
  }

  private num(field: number): number {
    const slot = this.index;
    return slot < 0 ? Number.NaN : this.system.num(slot, field);
  }
}

const LOOP_MODES: readonly LoopMode[] = ['once', 'loop', 'ping-pong'];

/** Each traveller's numbers: offsets in its stretch of the Float64Array (controller state last). */
const N = {
  time: 0, direction: 1, duration: 2, progress: 3, previousProgress: 4, stretchScale: 5, sizeScale: 6,
  previousStretchScale: 7, previousSizeScale: 8, centre: 9, previousCentre: 12, previousSquash: 15, progressRate: 16,
  waiting: 17, sPar: 18, axis: 19, pivot: 22, row: 25, rest: 26, hold: 30, resting: 31, controller: 32,
} as const;
const N_STRIDE = N.controller + VelocityController.STATE_SIZE;
/** Each traveller's flags and small integers: offsets in its stretch of the Uint8Array. */
const U = { playing: 0, jumped: 1, impactPending: 2, hasSquash: 3, squashing: 4, hasPivot: 5, loop: 6 } as const;
const U_STRIDE = 7;

type CurveSet = { timing: CurveKeys; stretch: CurveKeys; size: CurveKeys };

const tuple = (v: Vector3): Vec3 => [v.x, v.y, v.z];
const asAtlasCurve = (c: Curve<Vector3> | AtlasCurve): AtlasCurve =>
  (typeof c === 'object' && c !== null && 'curve' in c ? c : { curve: c });

/**
 * Many objects travelling curves at once on one InstancedMesh, one draw call (math spec section 1 through a curve
 * atlas): every curve is baked into one row of two float textures, each instance reads its row, Progress, stretch
 * and size from instanced attributes, and (optionally) squashes along its own velocity (section 5). Travellers are
 * spawned onto a curve, play with their own timing, curves and loop mode, dispatch 'started', 'finished', 'looped'
 * and 'recycled', and give their instance back to the pool when they finish or are despawned.
 *
 * The mesh's material and geometry stay the user's: the mesh gets a material derived from its own and a geometry
 * sharing its vertex buffers with the instanced attributes added; {@link dispose} puts both back. The mesh's
 * `count` is the number of live travellers (instances 0..count-1), each translated to its curve's end; its
 * boundingBox/boundingSphere hold every deformed instance, so frustum culling stays on.
 */
export class InstancedSplineTravel extends EventDispatcher<InstancedSplineTravelEventMap> {
  readonly options: Readonly<Required<Omit<InstancedSplineTravelOptions, 'curves' | 'interpolation' | 'playback' | 'velocity' | 'arrivalImpact' | 'raycast' | 'restTransforms'>>>;
  /** Whether every row is travelled as a closed loop (closedLoop 'auto' and every curve closed): the ClosedLoop uniform. */
  get closed(): boolean {
    return this.rows.every((closed) => closed);
  }
  /** Each row's loop (closedLoop 'auto' and its curve closed, section 10.5), as of the last bake. */
  get closedRows(): readonly boolean[] {
    return this.rows;
  }
  /** Whether a stretch mask is in use (section 10.3): the geometry has the channel `stretchMask` names. */
  readonly masked: boolean;
  /** Whether travellers carry a rest rotation and scale (the `restTransforms` option). */
  readonly restTransforms: boolean;
  /** The arrival impact's surface normal and contact point (rest frame), or null for none. */
  readonly arrivalImpact: { normal: Vec3; point: Vec3 } | null;
  readonly curves: CurveSet;
  readonly interpolation: { timing: Interpolation; stretch: Interpolation; size: Interpolation };
  readonly playback: { duration: number; loop: LoopMode };
  readonly velocity: Readonly<VelocityParams> | null;
  /** The shared GLSL uniforms (the atlas textures and the inputs every instance shares). */
  readonly uniforms: Record<string, IUniform>;
  /** The instanced attributes, by name; their arrays are rewritten every update(). */
  readonly attributes: Record<string, InstancedBufferAttribute>;
  atlas!: CurveAtlas;
  /** The live travellers' count. */
  private live = 0;
  readonly capacity: number;
  private readonly atlasCurves: AtlasCurve[];
  private rows: readonly boolean[];
  /** Whether the shader was built with section 10.1's loops (STRETCHY_CLOSED_LOOP): a row may only loop if so. */
  private readonly looped: boolean;
  private readonly geometry: BufferGeometry;
  private readonly originalGeometry: BufferGeometry;
  private readonly savedBounds: { box: Box3 | null; sphere: Sphere | null; count: number };
  private readonly centre: Vec3;
  private readonly forward: Vec3;
  private readonly meshRadius: number;
  private readonly restBox: Box3;
  private positionTexture: DataTexture | null = null;
  private tangentTexture: DataTexture | null = null;
  private rowBoxes: Box3[] = [];
  /** The range every traveller's curve set stays within (widened by a spawn's own curves), for the bounds. */
  private range!: DeformRange;
  /** Live travellers per row: the bounds change only when a row gains its first or loses its last. */
  private readonly rowLive: number[] = [];
  /**
   * Ids are generational keys: key k (a free one at spawn) and the generation g of its use, id = g * capacity + k;
   * keySlot maps a key to its slot (-1 free), slotKey a slot to its key, so a handle finds its slot with no object.
   */
  private readonly keySlot: Int32Array;
  private readonly slotKey: Int32Array;
  private readonly keyGeneration: Uint32Array;
  private readonly freeKeys: Int32Array;
  private freeCount: number;
  /** Every live traveller's numbers (N_STRIDE per slot) and flags (U_STRIDE per slot); grown by doubling. */
  private numbers = new Float64Array(0);
  private flags = new Uint8Array(0);
  /** Each slot's curve set (the system's own, shared, unless its spawn gave curves). */
  private readonly slotCurves: CurveSet[] = [];
  /** One controller for every traveller: each one's state is loaded from its slot, stepped and saved back. */
  private readonly controller: VelocityController | null;
  private readonly scratchPlayback: PlaybackState = { time: 0, direction: 1 };
  private readonly scratchCentre = [0, 0, 0];
  private disposed = false;
  private readonly toWorld = new Matrix3();
  private readonly matrix = new Matrix4();
  private readonly groups: Float32Array[];
  private readonly packed = new Float32Array(INSTANCE_LAYOUT.floats.length);
  private readonly shaderPatch: ShaderPatch;
  /** The rest transform's patch (stage 0, before the atlas), or null without restTransforms. */
  private readonly restPatch: ShaderPatch | null;
  /** The rest attribute's array (a quaternion whose squared length is the scale, per instance), or null. */
  private readonly restArray: Float32Array | null;
  /** The largest rest scale spawned (the bounds grow with it). */
  private restScaleMax = 1;
  /** Each vertex's stretch mask (section 10.3), or null for none: the raycast's CPU deformer reads it. */
  private readonly maskValues: Float32Array | null;

  constructor(readonly mesh: InstancedMesh, curves: Curve<Vector3> | AtlasCurve | ReadonlyArray<Curve<Vector3> | AtlasCurve>,
              options: InstancedSplineTravelOptions = {}) {
    super();
    const d = SPLINE_DEFAULTS;
    this.options = Object.freeze({
      ...shapeOptions('InstancedSplineTravel', options),
      recycleOnFinish: options.recycleOnFinish ?? true,
      holdSeconds: checkHold(options.holdSeconds ?? 0),
      closedLoop: options.closedLoop ?? d.closedLoop,
      roll: options.roll !== undefined ? options.roll : d.roll.source === 'curve' ? d.roll.curve : null,
      stretchMask: options.stretchMask ?? d.stretchMask,
      normals: options.normals ?? d.normals,
    });
    this.curves = { ...d.curves, ...options.curves };
    this.interpolation = { ...CURVE_INTERPOLATION, ...options.interpolation };
    this.playback = { duration: options.playback?.duration ?? d.playback.duration, loop: options.playback?.loop ?? d.playback.loop };
    if (!(this.playback.duration > 0)) throw new RangeError('InstancedSplineTravel: playback.duration must be > 0');
    if (!Number.isInteger(this.options.sampleCount) || this.options.sampleCount < 2) {
      throw new RangeError('InstancedSplineTravel: sampleCount must be an integer >= 2');
    }
    // The controller checks the constants once here; each traveller gets its own controller (its own state).
    this.forward = tuple(this.options.forwardAxis);
    this.controller = options.velocity === false ? null : new VelocityController({ ...VELOCITY_DEFAULTS, ...options.velocity });
    this.velocity = this.controller ? this.controller.params : null;
    // An array of points (not of curves) is refused by checkCurve, in the library's words.
    const points = Array.isArray(curves) && curves.length > 0 && (curves[0] as { isVector3?: boolean }).isVector3;
    const list = Array.isArray(curves) && !points ? curves : [curves as Curve<Vector3> | AtlasCurve];
    if (list.length === 0) throw new RangeError('InstancedSplineTravel: no curves');
    this.atlasCurves = list.map(asAtlasCurve);
    for (const c of this.atlasCurves) checkCurve('InstancedSplineTravel', c.curve);
    this.rows = this.readClosedRows();
    this.looped = this.rows.some((closed) => closed);
    const looped = this.looped;
    this.capacity = mesh.instanceMatrix.count;
    this.keySlot = new Int32Array(this.capacity).fill(-1);
    this.slotKey = new Int32Array(this.capacity);
    this.keyGeneration = new Uint32Array(this.capacity);
    // Free keys popped from the end: key 0 first.
    this.freeKeys = Int32Array.from({ length: this.capacity }, (_, i) => this.capacity - 1 - i);
    this.freeCount = this.capacity;
    this.savedBounds = { box: mesh.boundingBox, sphere: mesh.boundingSphere, count: mesh.count };

    this.originalGeometry = mesh.geometry;
    this.originalGeometry.computeBoundingBox();
    this.restBox = (this.originalGeometry.boundingBox as Box3).clone();
    this.centre = tuple(this.restBox.getCenter(new Vector3()));
    this.meshRadius = this.restBox.getBoundingSphere(new Sphere()).radius;
    this.geometry = shareGeometry(this.originalGeometry);
    // The mask goes on the shared geometry (the user's stays untouched), copied from the channel as SplineDeform's.
    const mask = stretchMaskAttribute('InstancedSplineTravel', this.originalGeometry, this.options.stretchMask, options.stretchMask !== undefined);
    if (mask) this.geometry.setAttribute(STRETCH_MASK_ATTRIBUTE, mask);
    this.masked = mask !== null;
    this.maskValues = mask ? mask.array as Float32Array : null;
    this.attributes = {};
    this.groups = [];
    const g = INSTANCE_LAYOUT.groupSize;
    this.restTransforms = options.restTransforms === true;
    this.restArray = this.restTransforms ? new Float32Array(4 * this.capacity) : null;
    for (const name of INSTANCE_LAYOUT.attributes) {
      const attribute = new InstancedBufferAttribute(new Float32Array(g * this.capacity), g);
      attribute.setUsage(DynamicDrawUsage);
      this.attributes[name] = attribute;
      this.groups.push(attribute.array as Float32Array);
      this.geometry.setAttribute(name, attribute);
    }
    const f = this.options.forwardAxis;
    const half = this.restBox.getSize(new Vector3()).multiplyScalar(0.5);
    const halfLength = Math.abs(f.x) * half.x + Math.abs(f.y) * half.y + Math.abs(f.z) * half.z;
    const impact = options.arrivalImpact;
    this.arrivalImpact = !impact || !this.velocity ? null : {
      normal: normalize(impact !== true && impact.normal ? tuple(impact.normal) : [-f.x, -f.y, -f.z], [-f.x, -f.y, -f.z]),
      point: impact !== true && impact.point ? tuple(impact.point)
        : [this.centre[0] + f.x * halfLength, this.centre[1] + f.y * halfLength, this.centre[2] + f.z * halfLength],
    };
    const rolled = this.atlasCurves.some((c) => rowRoll(c, this.options.roll) !== undefined);
    const perAtlas: Record<string, unknown> = {
      SampleCount: this.options.sampleCount, PositionAtlas: null, TangentAtlas: null, AtlasRowCount: 1,
      MeshCenterLocal: new Vector3(...this.centre), ForwardAxisLocal: f.clone(),
      PreserveVolume: this.options.preserveVolume ? 1 : 0, StretchBias: this.options.stretchBias,
      MeshHalfLength: halfLength,
      SettleWindow: this.options.settleWindow, EndExtrapolation: this.options.endExtrapolation ? 1 : 0,
      VelocityPlaneNormalLocal: new Vector3(0, 0, 1),
      // Section 10 per atlas: ClosedLoop where every curve is closed (a loop row among open ones is its travellers'
      // negative SplineLength), BakedRoll where any row is rolled (a row without roll keys bakes roll 0).
      ClosedLoop: this.closed ? 1 : 0, BakedRoll: rolled ? 1 : 0,
    };
    this.uniforms = {};
    const inputs: Record<string, string> = {};
    for (const input of SPLINE_ATLAS_DEFORM_CONTRACT) {
      if (input.vertex) continue;
      const source = INSTANCE_SOURCES[input.base];
      if (source) {
        inputs[input.base] = instanceExpression(input, source[0]);
      } else {
        if (!(input.base in perAtlas)) throw new Error(`InstancedSplineTravel: no value for contract input ${input.base}`);
        this.uniforms[input.uniform] = { value: perAtlas[input.base] };
      }
    }
    const mode = ORIENTATION_INDEX[this.options.orientation];
    // Section 10: only the features in use are compiled in (an atlas without them is section 9's shader); the mask's
    // vertex input is the attribute, or 1 (unmasked) where the switch leaves it unread.
    const features = looped || rolled || this.masked;
    const switches = `${looped ? 1 : 0}${rolled ? 1 : 0}${this.masked ? 1 : 0}`;
    inputs.StretchMask = this.masked ? STRETCH_MASK_ATTRIBUTE : '1.0';
    const attributes = INSTANCE_LAYOUT.attributes.map((name) => `attribute vec${g} ${name};\n`).join('');
    this.shaderPatch = {
      kind: 'InstancedSplineTravel', key: `stretchy-atlas-${mode}${features ? `-${switches}` : ''}`, stage: 1,
      defines: `#define STRETCHY_ORIENTATION ${mode}\n`
        + (features ? `#define STRETCHY_CLOSED_LOOP ${switches[0]}\n#define STRETCHY_ROLL ${switches[1]}\n`
          + `#define STRETCHY_STRETCH_MASK ${switches[2]}\n` : ''),
      glsl: SPLINE_ATLAS_DEFORM_GLSL, fn: 'stretchySplineAtlasDeform',
      withJacobianFn: null, mode, nodeNormals: NORMALS_INDEX[this.options.normals],
      contract: SPLINE_ATLAS_DEFORM_CONTRACT,
      uniforms: this.uniforms, inputs,
      declarations: attributes + (this.masked ? `attribute float ${STRETCH_MASK_ATTRIBUTE};\n` : ''),
    };
    // The rest transform: a linear deformer before the atlas (stage 0), its Jacobian turning the normals.
    this.restPatch = null;
    if (this.restArray) {
      const rest = new InstancedBufferAttribute(this.restArray, 4);
      rest.setUsage(DynamicDrawUsage);
      this.attributes[REST_ATTRIBUTE] = rest;
      this.geometry.setAttribute(REST_ATTRIBUTE, rest);
      this.restPatch = {
        kind: 'InstancedSplineTravelRest', key: 'stretchy-rest', stage: 0, defines: '', glsl: REST_GLSL,
        fn: 'stretchyRestOffset', withJacobianFn: 'stretchyRestOffsetWithJacobian', contract: REST_CONTRACT,
        uniforms: { [REST_CONTRACT[1].uniform]: { value: new Vector3(...this.centre) } },
        inputs: { RestRotation: `${REST_ATTRIBUTE}.xyzw` }, declarations: `attribute vec4 ${REST_ATTRIBUTE};\n`,
      };
    }
    // Checks the material (and refuses a second one on the mesh) before anything else changes; a node material
    // (WebGPURenderer) needs enableNodeMaterials() of the /webgpu entry first, which builds the atlas as TSL nodes.
    attachPatch('InstancedSplineTravel', mesh, this.shaderPatch);
    if (this.restPatch) attachPatch('InstancedSplineTravel', mesh, this.restPatch);
    if (options.raycast !== false && !Object.prototype.hasOwnProperty.call(mesh, 'raycast')) mesh.raycast = this.raycastDrawn;
    mesh.geometry = this.geometry;
    mesh.count = 0;
    this.range = this.deformRange();
    this.rebake();
  }

  /** The live travellers' count (the mesh's instance count). */
  get count(): number {
    return this.live;
  }

  /** The live travellers, a new handle each; travellers[i] is drawn as instance i. */
  get travellers(): Traveller[] {
    return Array.from({ length: this.live }, (_, i) => this.handleAt(i));
  }

  /**
   * Which rows loop with the curves as they are now (a curve's `closed` may have changed since the last bake), each
   * row's roll keys checked against it: the system's roll must close on every loop row that takes it, a row's own
   * roll on its own row.
   */
  private readClosedRows(): boolean[] {
    const rows = atlasClosedRows(this.atlasCurves, this.options.closedLoop === 'auto');
    if (this.options.roll) checkRoll('InstancedSplineTravel', this.options.roll, this.atlasCurves.some((c, r) => c.roll === undefined && rows[r]));
    this.atlasCurves.forEach((c, r) => {
      if (c.roll) checkRoll(`InstancedSplineTravel: curve ${r}`, c.roll, rows[r]);
    });
    return rows;
  }

  /** Bakes every curve again: after moving, turning or scaling the mesh, or editing a curve (its `closed` too). */
  rebake(): void {
    if (this.disposed) throw new Error('InstancedSplineTravel: rebake() after dispose(); make a new InstancedSplineTravel');
    const rows = this.readClosedRows();
    // A shader built without section 10.1 would draw a new loop row as an open curve while the CPU side loops it.
    const newLoop = rows.findIndex((closed) => closed);
    if (newLoop >= 0 && !this.looped) {
      throw new Error(`InstancedSplineTravel: rebake(): curve ${newLoop} is closed now, but no curve was when this system `
        + 'was made (its shader has no closed loops); make a new InstancedSplineTravel');
    }
    this.rows = rows;
    this.setUniform('ClosedLoop', this.closed ? 1 : 0);
    this.mesh.updateWorldMatrix(true, false);
    this.atlas = bakeAtlas(this.atlasCurves, this.mesh.matrixWorld, {
      sampleCount: this.options.sampleCount,
      forwardAxis: tuple(this.options.forwardAxis),
      rotationMinimizing: this.options.orientation === 'rotation-minimizing',
      // Each closed curve's row baked as a loop (closedLoop 'auto'), the open ones as open curves.
      closed: this.options.closedLoop === 'auto',
      roll: this.options.roll ?? undefined,
    });
    this.positionTexture?.dispose();
    this.tangentTexture?.dispose();
    this.positionTexture = floatTexture(this.atlas.positions, this.atlas.sampleCount, this.atlas.rows);
    this.tangentTexture = floatTexture(this.atlas.tangents, this.atlas.sampleCount, this.atlas.rows);
    this.setUniform('PositionAtlas', this.positionTexture);
    this.setUniform('TangentAtlas', this.tangentTexture);
    this.setUniform('SampleCount', this.atlas.sampleCount);
    this.setUniform('AtlasRowCount', this.atlas.rows);
    this.rowBoxes = [];
    for (let i = 0; i < this.live; i++) this.place(i);
    this.updateBounds();
  }

  /**
   * Starts a traveller on a curve (dispatches 'started'); null when every instance is in use. It appears at the
   * next update() or render, at its start time.
   */
  spawn(options: TravellerOptions = {}): Traveller | null {
    if (this.disposed || this.live >= this.capacity) return null;
    const row = options.curve ?? 0;
    if (!Number.isInteger(row) || row < 0 || row >= this.atlas.rows) {
      throw new RangeError(`InstancedSplineTravel: no curve ${row} (the atlas has ${this.atlas.rows})`);
    }
    const duration = options.duration ?? this.playback.duration;
    if (!(duration > 0)) throw new RangeError('InstancedSplineTravel: duration must be > 0');
    const curves = options.curves ? { ...this.curves, ...options.curves } : this.curves;
    const start = Math.min(Math.max(options.startAt ?? 0, 0), 1);
    const delay = options.delay ?? 0;
    if (!(delay >= 0) || !Number.isFinite(delay)) throw new RangeError(`InstancedSplineTravel: delay must be a finite number >= 0, got ${delay}`);
    const loop = LOOP_MODES.indexOf(options.loop ?? this.playback.loop);
    if (loop < 0) throw new RangeError(`InstancedSplineTravel: no loop mode ${String(options.loop)}`);
    const scale = options.scale ?? 1;
    if ((options.rotation || options.scale !== undefined) && !this.restTransforms) {
      throw new RangeError('InstancedSplineTravel: a traveller\'s rotation or scale needs the system\'s restTransforms option');
    }
    if (!(scale > 0) || !Number.isFinite(scale)) throw new RangeError(`InstancedSplineTravel: scale must be a finite number > 0, got ${scale}`);
    const i = this.live;
    this.reserve(i + 1);
    const key = this.freeKeys[--this.freeCount];
    this.keySlot[key] = i;
    this.slotKey[i] = key;
    const n = this.numbers;
    const at = i * N_STRIDE;
    n.fill(0, at, at + N_STRIDE);
    n[at + N.time] = (Number.isNaN(start) ? 0 : start) * duration;
    n[at + N.direction] = 1;
    n[at + N.duration] = duration;
    n[at + N.waiting] = delay;
    n[at + N.previousSquash] = 1;
    n[at + N.row] = row;
    n[at + N.hold] = options.holdSeconds !== undefined ? checkHold(options.holdSeconds) : this.options.holdSeconds;
    // The rest transform as one quaternion: the rotation's, scaled by sqrt(scale) (its sandwich product scales by |q|^2).
    const q = options.rotation;
    const k = Math.sqrt(scale) / (q ? Math.hypot(q.x, q.y, q.z, q.w) || 1 : 1);
    n[at + N.rest] = q ? q.x * k : 0;
    n[at + N.rest + 1] = q ? q.y * k : 0;
    n[at + N.rest + 2] = q ? q.z * k : 0;
    n[at + N.rest + 3] = q ? q.w * k : k;
    const u = this.flags;
    const fl = i * U_STRIDE;
    u.fill(0, fl, fl + U_STRIDE);
    u[fl + U.playing] = 1;
    u[fl + U.jumped] = 1;
    u[fl + U.loop] = loop;
    if (this.controller) {
      this.controller.reset();
      this.controller.saveState(n, at + N.controller);
    }
    this.slotCurves[i] = curves;
    this.live = i + 1;
    this.mesh.count = this.live;
    let boundsChange = (this.rowLive[row] = (this.rowLive[row] ?? 0) + 1) === 1;
    if (scale > this.restScaleMax) {
      this.restScaleMax = scale;
      this.rowBoxes = [];
      boundsChange = true;
    }
    if (options.curves) {
      const r = this.deformRange(curves);
      const a = this.range;
      if (r.gMax > a.gMax || r.sMin < a.sMin || r.sMax > a.sMax) {
        this.range = { ...a, gMax: Math.max(a.gMax, r.gMax), sMin: Math.min(a.sMin, r.sMin), sMax: Math.max(a.sMax, r.sMax) };
        this.rowBoxes = [];
        boundsChange = true;
      }
    }
    this.place(i);
    this.evaluate(i, 0);
    if (delay > 0) this.hide(i);
    this.write(i);
    if (boundsChange) this.updateBounds();
    const traveller = this.handleAt(i);
    if (delay === 0) this.dispatchEvent({ type: 'started', traveller });
    return traveller;
  }

  /** Gives a traveller's instance back to the pool now (dispatches 'recycled'). */
  despawn(traveller: Traveller): void {
    const i = this.slotOf(traveller.id);
    if (i < 0) return;
    const last = this.live - 1;
    const key = this.slotKey[i];
    if (i !== last) {
      // The last traveller takes the freed instance: its numbers, flags, curve set and key move with it.
      this.numbers.copyWithin(i * N_STRIDE, last * N_STRIDE, (last + 1) * N_STRIDE);
      this.flags.copyWithin(i * U_STRIDE, last * U_STRIDE, (last + 1) * U_STRIDE);
      this.slotCurves[i] = this.slotCurves[last];
      this.slotKey[i] = this.slotKey[last];
      this.keySlot[this.slotKey[i]] = i;
    }
    this.freeKey(key);
    this.slotCurves.length = last;
    this.live = last;
    if (i !== last) {
      this.place(i);
      this.write(i);
    }
    this.mesh.count = this.live;
    if (--this.rowLive[traveller.curve] === 0) this.updateBounds();
    this.dispatchEvent({ type: 'recycled', traveller });
  }

  /** @internal The slot (instance) of the traveller with this id; -1 when it is not live. */
  slotOf(id: number): number {
    if (!Number.isInteger(id) || id < 0) return -1;
    const key = id % this.capacity;
    return this.keyGeneration[key] === (id - key) / this.capacity ? this.keySlot[key] : -1;
  }

  /** A handle on the traveller in `slot`. */
  private handleAt(slot: number): Traveller {
    const key = this.slotKey[slot];
    return new Traveller(this.keyGeneration[key] * this.capacity + key, this.numbers[slot * N_STRIDE + N.row], this);
  }

  /** The key's use is over: the next use is a new generation (old handles no longer find a slot). */
  private freeKey(key: number): void {
    this.keySlot[key] = -1;
    this.keyGeneration[key]++;
    this.freeKeys[this.freeCount++] = key;
  }

  /** @internal Number `field` (an N offset) of the traveller in `slot`. */
  num(slot: number, field: number): number {
    return this.numbers[slot * N_STRIDE + field];
  }

  /** @internal Flag `k` (a U offset) of the traveller in `slot`. */
  flag(slot: number, k: number): number {
    return this.flags[slot * U_STRIDE + k];
  }

  /** @internal The velocity squash of the traveller in `slot` as a StretchFrame (a new object), or null for none yet. */
  squashOf(slot: number): StretchFrame | null {
    if (this.flag(slot, U.hasSquash) === 0) return null;
    const n = this.numbers;
    const at = slot * N_STRIDE;
    const sPar = n[at + N.sPar];
    const is2d = this.velocity?.dimensions === 2;
    const sPerp = is2d ? 1 / sPar : 1 / Math.sqrt(sPar);
    return {
      axis: [n[at + N.axis], n[at + N.axis + 1], n[at + N.axis + 2]], sPar, sPerp, scales: [sPerp, sPar, is2d ? 1 : sPerp],
      pivot: this.flag(slot, U.hasPivot) ? [n[at + N.pivot], n[at + N.pivot + 1], n[at + N.pivot + 2]] : null,
      squashing: this.flag(slot, U.squashing) === 1,
    };
  }

  /** Room for `count` travellers in the typed arrays (doubling, up to the mesh's capacity). */
  private reserve(count: number): void {
    if (count * N_STRIDE <= this.numbers.length) return;
    const slots = Math.min(this.capacity, Math.max(count, 2 * (this.numbers.length / N_STRIDE), 16));
    const numbers = new Float64Array(slots * N_STRIDE);
    numbers.set(this.numbers);
    const flags = new Uint8Array(slots * U_STRIDE);
    flags.set(this.flags);
    this.numbers = numbers;
    this.flags = flags;
  }

  /** Steps the traveller in `slot`'s controller state (loaded, stepped, saved) and keeps its frame in the slot. */
  private stepSquash(slot: number, dt: number, velocity: Vec3, contact?: { normal: Vec3; point: Vec3 }): void {
    const c = this.controller as VelocityController;
    const n = this.numbers;
    const at = slot * N_STRIDE;
    c.loadState(n, at + N.controller);
    const frame = c.step(dt, velocity, contact);
    c.saveState(n, at + N.controller);
    n[at + N.sPar] = frame.sPar;
    n[at + N.axis] = frame.axis[0]; n[at + N.axis + 1] = frame.axis[1]; n[at + N.axis + 2] = frame.axis[2];
    const u = this.flags;
    const fl = slot * U_STRIDE;
    u[fl + U.hasSquash] = 1;
    u[fl + U.squashing] = frame.squashing ? 1 : 0;
    u[fl + U.hasPivot] = frame.pivot ? 1 : 0;
    if (frame.pivot) {
      n[at + N.pivot] = frame.pivot[0]; n[at + N.pivot + 1] = frame.pivot[1]; n[at + N.pivot + 2] = frame.pivot[2];
    }
  }

  /** Advances every traveller by dt seconds and writes the instanced attributes; call once per frame. */
  update(dt: number): void {
    if (this.disposed) return;
    refreshPatches(this.mesh);
    if (!(dt > 0)) return;
    this.mesh.updateWorldMatrix(true, false);
    this.toWorld.setFromMatrix4(this.mesh.matrixWorld);
    const events: Array<[PlaybackEvent | 'rested' | 'started', Traveller]> = [];
    const n = this.numbers;
    const u = this.flags;
    const pb = this.scratchPlayback;
    for (let i = 0; i < this.live; i++) {
      const at = i * N_STRIDE;
      const fl = i * U_STRIDE;
      let step = dt;
      if (n[at + N.waiting] > 0) {
        // Its start delay: hidden until it runs out, then the rest of this frame's time is its first step.
        step = dt - n[at + N.waiting];
        n[at + N.waiting] = Math.max(0, n[at + N.waiting] - dt);
        if (n[at + N.waiting] > 0) continue;
        u[fl + U.jumped] = 1;
        this.evaluate(i, 0);
        events.push(['started', this.handleAt(i)]);
        if (!(step > 0)) {
          this.write(i);
          continue;
        }
      }
      if (u[fl + U.playing]) {
        const loop = LOOP_MODES[u[fl + U.loop]];
        pb.time = n[at + N.time];
        pb.direction = n[at + N.direction];
        const event = stepPlayback(pb, step, n[at + N.duration], loop);
        n[at + N.time] = pb.time;
        n[at + N.direction] = pb.direction;
        if (event === 'finished') {
          u[fl + U.playing] = 0;
          u[fl + U.impactPending] = this.arrivalImpact !== null ? 1 : 0;
        } else if (event === 'looped') {
          // On a closed loop the wrap is no jump (section 10.1): last frame's Progress gives the true short motion.
          u[fl + U.jumped] = loop === 'loop' && !this.closedRows[n[at + N.row]] ? 1 : 0;
        }
        this.evaluate(i, step);
        this.write(i);
        if (event) events.push([event, this.handleAt(i)]);
      } else {
        // At rest after arriving (the core's Resting): it holds, and the impact squash recovers.
        n[at + N.resting] += step;
        if (this.controller && u[fl + U.squashing]) {
          n[at + N.previousSquash] = n[at + N.sPar];
          this.stepSquash(i, step, [0, 0, 0]);
          this.write(i);
        }
        if (this.options.recycleOnFinish && !u[fl + U.squashing] && n[at + N.resting] >= n[at + N.hold]) events.push(['rested', this.handleAt(i)]);
      }
    }
    for (const a of Object.values(this.attributes)) {
      a.clearUpdateRanges();
      a.addUpdateRange(0, a.itemSize * this.live);
      a.needsUpdate = true;
    }
    for (const [event, traveller] of events) {
      if (event !== 'rested') this.dispatchEvent({ type: event as 'started' | 'finished' | 'looped', traveller });
      // Recycled once it has rested its hold and its squash has recovered (the core's Recycle end), as the core
      // checks on the frame it arrives too.
      const slot = this.slotOf(traveller.id);
      const rested = slot >= 0 && !this.flag(slot, U.squashing) && this.num(slot, N.resting) >= this.num(slot, N.hold);
      const done = event === 'rested' || (event === 'finished' && rested);
      if (done && this.options.recycleOnFinish) this.despawn(traveller);
    }
  }

  /** Frees what this made (the derived material and geometry, the atlas textures); the mesh gets its own back. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    detachPatch(this.mesh, this.shaderPatch);
    if (this.restPatch) detachPatch(this.mesh, this.restPatch);
    if (this.mesh.raycast === this.raycastDrawn) delete (this.mesh as Partial<InstancedMesh>).raycast;
    this.rayGeometry?.dispose();
    this.mesh.geometry = this.originalGeometry;
    releaseSharedGeometry(this.geometry, this.originalGeometry);
    this.positionTexture?.dispose();
    this.tangentTexture?.dispose();
    this.positionTexture = null;
    this.tangentTexture = null;
    this.mesh.boundingBox = this.savedBounds.box;
    this.mesh.boundingSphere = this.savedBounds.sphere;
    this.mesh.count = this.savedBounds.count;
    for (let i = 0; i < this.live; i++) this.freeKey(this.slotKey[i]);
    this.live = 0;
    this.slotCurves.length = 0;
  }

  /** The range a curve set drives StretchScale and SizeScale over (for the bounds), as SplineDeform.deformRange. */
  deformRange(curves: CurveSet = this.curves): DeformRange {
    const [aMin, aMax] = curveRange(curves.stretch, this.interpolation.stretch);
    const s0 = this.stretchScaleAt(aMin);
    const s1 = this.stretchScaleAt(aMax);
    return {
      gMax: curveRange(curves.size, this.interpolation.size)[1], sMin: Math.min(s0, s1), sMax: Math.max(s0, s1),
      biasMax: Math.abs(this.options.stretchBias), preserveVolume: this.options.preserveVolume ? 1 : 0, masked: this.masked,
    };
  }

  private stretchScaleAt(alpha: number): number {
    return 1 + (this.options.maxStretch - 1) * alpha;
  }

  /** The instance's translation: its curve's end. */
  private place(slot: number): void {
    const end = this.atlas.ends[this.numbers[slot * N_STRIDE + N.row]];
    this.matrix.makeTranslation(end.x, end.y, end.z);
    this.mesh.setMatrixAt(slot, this.matrix);
    this.mesh.instanceMatrix.needsUpdate = true;
  }

  /**
   * Progress, stretch and size from the traveller's curves (and last frame's, or these again after a jump), its
   * centre on the curve, and its squash from the centre's speed (section 9.3 squashes the rest mesh along its
   * forward axis, the direction of travel that the spline deformer carries along the curve).
   */
  private evaluate(slot: number, dt: number): void {
    const n = this.numbers;
    const u = this.flags;
    const at = slot * N_STRIDE;
    const fl = slot * U_STRIDE;
    const row = n[at + N.row];
    const curves = this.slotCurves[slot];
    const jumped = u[fl + U.jumped] === 1;
    const p = evaluateCurve(curves.timing, n[at + N.time] / n[at + N.duration], this.interpolation.timing);
    const stretch = this.stretchScaleAt(evaluateCurve(curves.stretch, p, this.interpolation.stretch));
    const size = evaluateCurve(curves.size, p, this.interpolation.size);
    const sPar = u[fl + U.hasSquash] ? n[at + N.sPar] : 1;
    n[at + N.previousProgress] = jumped ? p : n[at + N.progress];
    n[at + N.previousStretchScale] = jumped ? stretch : n[at + N.stretchScale];
    n[at + N.previousSizeScale] = jumped ? size : n[at + N.sizeScale];
    n[at + N.progress] = p;
    n[at + N.stretchScale] = stretch;
    n[at + N.sizeScale] = size;
    n.copyWithin(at + N.previousCentre, at + N.centre, at + N.centre + 3);
    const c = this.scratchCentre;
    // A loop never settles (section 10.1).
    atlasCentre(this.atlas, row, this.centre, p, this.closedRows[row] ? 0 : this.options.settleWindow, c);
    const pc = at + N.previousCentre;
    const dx = c[0] - n[pc];
    const dy = c[1] - n[pc + 1];
    const dz = c[2] - n[pc + 2];
    n[at + N.centre] = c[0]; n[at + N.centre + 1] = c[1]; n[at + N.centre + 2] = c[2];
    if (this.controller && dt > 0 && !jumped) {
      // The centre's world speed (the controller's constants are in world units per second).
      const speed = Math.hypot(...this.worldVector(dx, dy, dz)) / dt;
      const f = this.forward;
      if (u[fl + U.impactPending] && this.arrivalImpact) {
        // It hits the surface at the speed it travels the curve (the settle window's slowing left out).
        const a = [0, 0, 0];
        const b = [0, 0, 0];
        atlasCentre(this.atlas, row, this.centre, p - n[at + N.progressRate] * dt, 0, a);
        atlasCentre(this.atlas, row, this.centre, p, 0, b);
        const arrival = Math.hypot(...this.worldVector(b[0] - a[0], b[1] - a[1], b[2] - a[2])) / dt;
        this.stepSquash(slot, dt, [f[0] * arrival, f[1] * arrival, f[2] * arrival], this.arrivalImpact);
      } else {
        this.stepSquash(slot, dt, [f[0] * speed, f[1] * speed, f[2] * speed]);
      }
    }
    if (!u[fl + U.impactPending] && dt > 0 && !jumped) n[at + N.progressRate] = (p - n[at + N.previousProgress]) / dt;
    u[fl + U.impactPending] = 0;
    n[at + N.previousSquash] = jumped && u[fl + U.hasSquash] ? n[at + N.sPar] : sPar;
    u[fl + U.jumped] = 0;
  }

  /** A mesh-local vector in world units (the controller's constants are world units per second). */
  private worldVector(x: number, y: number, z: number): Vec3 {
    const m = this.toWorld.elements;
    return [m[0] * x + m[3] * y + m[6] * z, m[1] * x + m[4] * y + m[7] * z, m[2] * x + m[5] * y + m[8] * z];
  }

  /**
   * InstancedMesh.raycast on the travellers as drawn: each traveller whose bounding sphere the ray meets has its
   * vertices moved by the atlas deformer's CPU port (section 9.3, splineAtlasDeformOffset, on its instance's floats
   * and the atlas uniforms: the shader's inputs) and three's triangle test run on them; hits carry `instanceId`.
   */
  private readonly raycastDrawn = (raycaster: Raycaster, intersects: Intersection[]): void => {
    const R = this.squashedRadius();
    const b = Math.min(Math.abs(this.options.stretchBias), 0.95);
    const mode = ORIENTATION_INDEX[this.options.orientation];
    const world = this.mesh.matrixWorld;
    const sphere = new Sphere();
    const placed = new Matrix4();
    const n = this.numbers;
    for (let i = 0; i < this.live; i++) {
      const at = i * N_STRIDE;
      if (n[at + N.waiting] > 0) continue;
      // Every squashed vertex is within R of the centre c; the curve is sampled 1-Lipschitz in arc length and the
      // cross-section scales by at most k, so |D(x) - D(c)| <= g (s (1 + |b|) + k) R; the settle window blends
      // towards the rest pose (within R of c).
      const g = Math.max(n[at + N.sizeScale], 0);
      const s = Math.max(n[at + N.stretchScale], 0.01);
      const k = Math.max(1, 1 / Math.sqrt(s * (1 - b)));
      placed.multiplyMatrices(world, this.mesh.getMatrixAt(i, this.matrix));
      sphere.center.set(n[at + N.centre], n[at + N.centre + 1], n[at + N.centre + 2]).applyMatrix4(placed);
      sphere.radius = Math.max(R, g * (s * (1 + b) + k) * R) * placed.getMaxScaleOnAxis();
      if (!raycaster.ray.intersectsSphere(sphere)) continue;
      const inputs = this.shaderInputs(i);
      const masks = this.maskValues;
      const rest = this.restTransforms ? n.subarray(at + N.rest, at + N.rest + 4) : null;
      this.rayGeometry = movedGeometry(this.originalGeometry, (x, vertex) => {
        // The rest transform first (stage 0), then the atlas at the point it moved the vertex to.
        const r = rest ? restOffset(x, this.centre, rest) : [0, 0, 0] as Vec3;
        const moved: Vec3 = [x[0] + r[0], x[1] + r[1], x[2] + r[2]];
        const o = splineAtlasDeformOffset(moved, inputs, this.atlas, mode, undefined, masks ? masks[vertex] : 1);
        return [r[0] + o[0], r[1] + o[1], r[2] + o[2]];
      }, this.rayGeometry);
      raycastGeometry(this.mesh, this.rayGeometry, placed, raycaster, intersects, i);
    }
  };

  private rayGeometry: BufferGeometry | undefined;

  /** A traveller's deformer inputs as its instance draws them: its floats (INSTANCE_SOURCES) and the uniforms. */
  private shaderInputs(slot: number): SplineAtlasDeformInputs {
    const g = INSTANCE_LAYOUT.groupSize;
    const float = (k: number): number => this.groups[(k / g) | 0][g * slot + (k % g)];
    const inputs: Record<string, number | Vec3> = {};
    for (const input of SPLINE_ATLAS_DEFORM_CONTRACT) {
      if (input.vertex || input.kind === 'texture') continue;
      const source = INSTANCE_SOURCES[input.base];
      if (source) {
        const k = source[0];
        inputs[input.base] = input.kind === 'vector' ? [float(k), float(k + 1), float(k + 2)] : float(k);
      } else {
        const v = this.uniforms[input.uniform].value as number | Vector3;
        inputs[input.base] = typeof v === 'number' ? v : [v.x, v.y, v.z];
      }
    }
    return inputs as unknown as SplineAtlasDeformInputs;
  }

  /** A waiting traveller: drawn at size 0 (every vertex on one point), as the Unreal core hides it. */
  private hide(slot: number): void {
    const at = slot * N_STRIDE;
    this.numbers[at + N.sizeScale] = 0;
    this.numbers[at + N.previousSizeScale] = 0;
  }

  /** The traveller's per-instance floats (section 9.2) at its slot, in the instanced attributes. */
  private write(slot: number): void {
    const v = this.packed;
    const n = this.numbers;
    const at = slot * N_STRIDE;
    const row = n[at + N.row];
    const squash = this.flag(slot, U.hasSquash) === 1;
    v[F.Progress] = n[at + N.progress];
    v[F.PrevProgress] = n[at + N.previousProgress];
    v[F.StretchScale] = n[at + N.stretchScale];
    v[F.SizeScale] = n[at + N.sizeScale];
    v[F.AtlasRow] = row;
    // Section 10.5: a loop row's travellers store their length negative.
    v[F.SplineLength] = this.closedRows[row] ? -this.atlas.bakes[row].length : this.atlas.bakes[row].length;
    v[F.PrevStretchScale] = n[at + N.previousStretchScale];
    v[F.PrevSizeScale] = n[at + N.previousSizeScale];
    const f = this.forward;
    v[F.VelocityAxisLocalX] = squash ? n[at + N.axis] : f[0];
    v[F.VelocityAxisLocalY] = squash ? n[at + N.axis + 1] : f[1];
    v[F.VelocityAxisLocalZ] = squash ? n[at + N.axis + 2] : f[2];
    v[F.VelocityStretch] = squash ? n[at + N.sPar] : 1;
    const pivot = squash && this.flag(slot, U.hasPivot) === 1;
    const c = this.centre;
    v[F.VelocityPivotLocalX] = pivot ? n[at + N.pivot] : c[0];
    v[F.VelocityPivotLocalY] = pivot ? n[at + N.pivot + 1] : c[1];
    v[F.VelocityPivotLocalZ] = pivot ? n[at + N.pivot + 2] : c[2];
    v[F.PrevVelocityStretch] = n[at + N.previousSquash];
    const g = INSTANCE_LAYOUT.groupSize;
    const base = g * slot;
    for (let k = 0; k < v.length; k++) this.groups[(k / g) | 0][base + (k % g)] = v[k];
    if (this.restArray) for (let k = 0; k < 4; k++) this.restArray[4 * slot + k] = n[at + N.rest + k];
  }

  /** A per-atlas input (uniform) by its base name. */
  private setUniform(base: string, value: unknown): void {
    const input = SPLINE_ATLAS_DEFORM_CONTRACT.find((i) => i.base === base);
    if (input && this.uniforms[input.uniform]) this.uniforms[input.uniform].value = value;
  }

  /**
   * The mesh's bounds: the union, over the curves live travellers are on, of the curve's deformed bounds (section 2
   * step 6 over the range of every curve set spawned, with section 9.5's squashed radius) placed at the curve's end. Per curve, not
   * per frame: it holds each instance wherever it is on its journey.
   */
  private updateBounds(): void {
    const box = new Box3();
    this.rowLive.forEach((live, row) => {
      if (live > 0) box.union(this.rowBox(row));
    });
    this.mesh.boundingBox = box;
    this.mesh.boundingSphere = box.isEmpty() ? new Sphere(new Vector3(), -1) : box.getBoundingSphere(new Sphere());
  }

  /**
   * Section 8.5's R' = |q - c| + max(1, sParMax, 1/sqrt(sParMin)) (R + |q - c|): the travel's stretch about the centre
   * (sPar in [1, maxStretch]); with the arrival impact, about its contact point, down to minSquash, and up past 1 by
   * the spring's overshoot (at most (1 - minSquash) / sqrt(1 - zeta^2), its envelope).
   */
  private squashedRadius(): number {
    const p = this.velocity;
    // A rest transform turns the mesh about its centre and scales it by up to restScaleMax.
    const radius = this.meshRadius * this.restScaleMax;
    if (!p) return radius;
    let sMax = Math.max(1, p.maxStretch);
    let sMin = 1;
    let offset = 0;
    if (this.arrivalImpact) {
      const swing = p.ease === 'spring' ? (1 - p.minSquash) / Math.sqrt(1 - p.springDamping ** 2) : 1 - p.minSquash;
      sMin = Math.max(0.01, 1 - swing);
      sMax = Math.max(sMax, 1 + (p.ease === 'spring' ? swing : 0));
      const q = this.arrivalImpact.point;
      offset = Math.hypot(q[0] - this.centre[0], q[1] - this.centre[1], q[2] - this.centre[2]);
    }
    const reach = Math.max(1, sMax, p.dimensions === 2 ? 1 / sMin : 1 / Math.sqrt(sMin));
    return offset + reach * (radius + offset);
  }

  private rowBox(row: number): Box3 {
    if (!this.rowBoxes[row]) {
      const radius = this.squashedRadius();
      const box = deformBounds(this.atlas.bakes[row], this.centre, radius, this.range, this.options.endExtrapolation && !this.closedRows[row]);
      // At rest (settled) the mesh is drawn undeformed: its box, or with rest transforms the sphere they keep it in.
      const rest = this.restTransforms
        ? new Sphere(new Vector3(...this.centre), this.meshRadius * this.restScaleMax).getBoundingBox(new Box3()) : this.restBox;
      this.rowBoxes[row] = box.union(rest).translate(this.atlas.ends[row]);
    }
    return this.rowBoxes[row];
  }
}

/** A hold time in the library's words: finite and >= 0. */
function checkHold(seconds: number): number {
  if (!(seconds >= 0) || !Number.isFinite(seconds)) throw new RangeError(`InstancedSplineTravel: holdSeconds must be a finite number >= 0, got ${seconds}`);
  return seconds;
}

/** The rest transform's instanced attribute: per instance a quaternion whose squared length is the uniform scale. */
export const REST_ATTRIBUTE = 'stretchyRest';

/** The rest transform's inputs: the rest vertex, the mesh's centre (a uniform) and the instance's quaternion. */
const REST_CONTRACT: readonly ContractInput[] = [
  { base: 'LocalPosition', uniform: 'LocalPosition', kind: 'vector', animated: false, vertex: true },
  { base: 'RestCenter', uniform: 'StretchyRest_Center', kind: 'vector', animated: false, vertex: false },
  { base: 'RestRotation', uniform: 'StretchyRest_Rotation', kind: 'vector', animated: false, vertex: false },
];

/**
 * The rest transform in GLSL: x' = c + q (x - c) q*, the sandwich product of a quaternion q whose squared length is
 * the scale s (so x' = c + s R (x - c)); the offset x' - x, and its Jacobian s R, which turns normals as a rotation.
 */
const REST_GLSL = `vec3 stretchyRestApply(vec4 q, vec3 v) {
  return v * (q.w * q.w - dot(q.xyz, q.xyz)) + q.xyz * (2.0 * dot(q.xyz, v)) + cross(q.xyz, v) * (2.0 * q.w);
}
vec3 stretchyRestOffset(vec3 LocalPosition, vec3 RestCenter, vec4 RestRotation) {
  vec3 r = LocalPosition - RestCenter;
  return stretchyRestApply(RestRotation, r) - r;
}
vec3 stretchyRestOffsetWithJacobian(vec3 LocalPosition, vec3 RestCenter, vec4 RestRotation, out mat3 jacobian) {
  jacobian = mat3(stretchyRestApply(RestRotation, vec3(1.0, 0.0, 0.0)), stretchyRestApply(RestRotation, vec3(0.0, 1.0, 0.0)),
    stretchyRestApply(RestRotation, vec3(0.0, 0.0, 1.0)));
  return stretchyRestOffset(LocalPosition, RestCenter, RestRotation);
}
`;

/** The rest transform's offset on the CPU (REST_GLSL's stretchyRestOffset): c + q (x - c) q* - x. */
export function restOffset(x: Vec3, centre: Vec3, q: ArrayLike<number>): Vec3 {
  const r: Vec3 = [x[0] - centre[0], x[1] - centre[1], x[2] - centre[2]];
  const [a, b, c, w] = [q[0], q[1], q[2], q[3]];
  const k = w * w - (a * a + b * b + c * c);
  const d = 2 * (a * r[0] + b * r[1] + c * r[2]);
  const cr: Vec3 = [b * r[2] - c * r[1], c * r[0] - a * r[2], a * r[1] - b * r[0]];
  return [r[0] * k + a * d + cr[0] * 2 * w - r[0], r[1] * k + b * d + cr[1] * 2 * w - r[1], r[2] * k + c * d + cr[2] * 2 * w - r[2]];
}

/** Each per-instance float's index in INSTANCE_LAYOUT.floats, by name. */
const F = Object.fromEntries(INSTANCE_LAYOUT.floats.map((name, i) => [name, i])) as Record<(typeof INSTANCE_LAYOUT.floats)[number], number>;

/** The GLSL that reads float `index` of the layout from its instanced attribute (three lanes for a vector). */
export function instanceExpression(input: ContractInput, index: number): string {
  const g = INSTANCE_LAYOUT.groupSize;
  const lane = index % g;
  const width = input.kind === 'vector' ? 3 : 1;
  if (lane + width > g) throw new Error(`InstancedSplineTravel: ${input.base} straddles two attributes`);
  return `${INSTANCE_LAYOUT.attributes[(index / g) | 0]}.${'xyzw'.slice(lane, lane + width)}`;
}

/**
 * A geometry that draws the same vertices (the same attribute objects, index, groups, morph targets): instanced
 * attributes go on it, never on the user's geometry, which other meshes may share.
 */
function shareGeometry(source: BufferGeometry): BufferGeometry {
  const g = new BufferGeometry();
  g.name = source.name;
  g.setIndex(source.index);
  for (const [name, attribute] of Object.entries(source.attributes)) g.setAttribute(name, attribute);
  g.morphAttributes = { ...source.morphAttributes };
  g.morphTargetsRelative = source.morphTargetsRelative;
  for (const group of source.groups) g.addGroup(group.start, group.count, group.materialIndex);
  g.setDrawRange(source.drawRange.start, source.drawRange.count);
  g.boundingBox = source.boundingBox?.clone() ?? null;
  g.boundingSphere = source.boundingSphere?.clone() ?? null;
  return g;
}

/**
 * Disposes a geometry made by shareGeometry without freeing the buffers it shares: three's renderer deletes the GPU
 * buffer of every attribute a disposed geometry holds, so the ones it shares with `source` are taken off it first.
 */
function releaseSharedGeometry(g: BufferGeometry, source: BufferGeometry): void {
  for (const name of Object.keys(g.attributes)) {
    if (g.attributes[name] === source.attributes[name]) g.deleteAttribute(name);
  }
  g.setIndex(null);
  g.morphAttributes = {};
  g.dispose();
}
