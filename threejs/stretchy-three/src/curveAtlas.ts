import {
  ClampToEdgeWrapping, DataTexture, FloatType, Matrix4, NearestFilter, RGBAFormat, Vector3, type Curve,
} from 'three';
import { bakeCurve, type BakeOptions, type RollKeys, type SplineBake } from './splineBake.js';
import { THREE_FRAME, splineDeformOffset, type FrameConstants, type OrientationIndex, type SplineDeformInputs, type SplineTexels } from './splineDeformCpu.js';
import { velocityStretchOffset } from './velocityController.js';
import { add, settle, type Vec3 } from './vec3.js';

/** One curve of an atlas: a three.js curve and its local-to-world transform (rotation, uniform scale, translation). */
export interface AtlasCurve {
  curve: Curve<Vector3>;
  curveToWorld?: Matrix4;
  /**
   * Math spec section 10.2 for this row: its own roll keys ([at, degrees]), null for none; absent takes the bake
   * options' roll. Baked like the single curve's (the tangent alpha in modes A and C, the quaternions in mode B).
   */
  roll?: RollKeys | null;
}

/**
 * Many baked curves in one pair of float textures, one row each (the curve atlas): row r of `positions` and
 * `tangents` is exactly the single-curve bake of curve r (math spec section 2), so N x rows RGBA32F texels with row r
 * at texel offset N * r. All rows share the sample count N and the mesh's local space.
 */
export interface CurveAtlas {
  sampleCount: number;
  rows: number;
  /** The bake of each row (its arc length, bounds and end directions). */
  bakes: readonly SplineBake[];
  positions: Float32Array;
  tangents: Float32Array;
  /** Where each curve ends, in the mesh's local space: an instance on row r rests there (its translation). */
  ends: readonly Vector3[];
  /**
   * Whether any row is rolled (section 10.2): the atlas's BakedRoll. A row without roll keys bakes roll 0 in its
   * tangent alpha, so one BakedRoll serves every row.
   */
  rolled: boolean;
  /**
   * Each row's section 10.1 loop: its curve is closed (`curve.closed`) and the bake options' `closed` is set. Its
   * instances store a negative SplineLength (10.5), so loops and open curves share an atlas.
   */
  closedRows: readonly boolean[];
}

/** A row's roll keys (section 10.2): its own (null: none), else the atlas's `roll`; undefined for none. */
export const rowRoll = (c: AtlasCurve, roll: RollKeys | null | undefined): RollKeys | undefined =>
  (c.roll !== undefined ? c.roll ?? undefined : roll ?? undefined);

/** Whether a curve is closed (three's closed CatmullRomCurve3 and the like: `curve.closed`). */
const curveClosed = (curve: Curve<Vector3>): boolean => (curve as { closed?: boolean }).closed === true;

/**
 * Which rows loop (section 10.1): the closed curves, when loops are on (the bake options' `closed`). One rule for the
 * bake and for InstancedSplineTravel, which needs it before baking (to check each row's roll keys).
 */
export const atlasClosedRows = (curves: readonly AtlasCurve[], closed: boolean | undefined): boolean[] =>
  curves.map((c) => closed === true && curveClosed(c.curve));

/**
 * Bakes every curve for a mesh whose local-to-world transform is `meshToWorld` (for an InstancedMesh, its
 * matrixWorld: instances on the atlas are translated to their curve's end, never rotated or scaled). With
 * `options.closed`, each closed curve's row is baked as a loop (section 10.1) and the open ones as open curves.
 */
export function bakeAtlas(curves: readonly AtlasCurve[], meshToWorld: Matrix4, options: BakeOptions): CurveAtlas {
  if (curves.length === 0) throw new RangeError('bakeAtlas: needs at least one curve');
  const closedRows = atlasClosedRows(curves, options.closed);
  const bakes = curves.map((c, r) => bakeCurve(c.curve, meshToWorld, { ...options, closed: closedRows[r], roll: rowRoll(c, options.roll) },
    c.curveToWorld ?? new Matrix4()));
  const N = bakes[0].sampleCount;
  const positions = new Float32Array(4 * N * bakes.length);
  const tangents = new Float32Array(4 * N * bakes.length);
  bakes.forEach((b, r) => {
    positions.set(b.positions, 4 * N * r);
    tangents.set(b.tangents, 4 * N * r);
  });
  const worldToMesh = meshToWorld.clone().invert();
  const ends = curves.map((c) => c.curve.getPointAt(1, new Vector3()).applyMatrix4(c.curveToWorld ?? new Matrix4())
    .applyMatrix4(worldToMesh));
  const rolled = curves.some((c) => rowRoll(c, options.roll) !== undefined);
  return { sampleCount: N, rows: bakes.length, bakes, positions, tangents, ends, rolled, closedRows };
}

/** Row r's texels, as the single-curve deformer reads its two textures (views, no copies). */
export function atlasRow(atlas: CurveAtlas, row: number): SplineTexels {
  if (!Number.isInteger(row) || row < 0 || row >= atlas.rows) throw new RangeError(`atlasRow: no row ${row}`);
  const n = 4 * atlas.sampleCount;
  return { position: atlas.positions.subarray(n * row, n * (row + 1)), tangent: atlas.tangents.subarray(n * row, n * (row + 1)) };
}

/** A float RGBA texture read texel by texel (texelFetch): nearest filtering, clamped, no mipmaps. */
export function floatTexture(data: Float32Array, width: number, height: number): DataTexture {
  const t = new DataTexture(data, width, height, RGBAFormat, FloatType);
  t.minFilter = NearestFilter;
  t.magFilter = NearestFilter;
  t.wrapS = ClampToEdgeWrapping;
  t.wrapT = ClampToEdgeWrapping;
  t.generateMipmaps = false;
  t.needsUpdate = true;
  return t;
}

/**
 * Where the mesh centre c goes at Progress p on row r, relative to the curve's end (the instance's translation):
 * the deformer of section 1 at x = c, where r = 0 leaves only the curve point, c + P(p L) (1 - settle).
 * The pivot of the velocity squash and what its velocity is measured on.
 */
export function atlasCentre(atlas: CurveAtlas, row: number, centre: Vec3, progress: number, settleWindow: number,
                            out: number[]): void {
  const N = atlas.sampleCount;
  const p = progress > 0 ? (progress < 1 ? progress : 1) : 0;
  const t = p * (N - 1);
  const i0 = Math.min(Math.floor(t), N - 1);
  const i1 = Math.min(i0 + 1, N - 1);
  const phi = t - i0;
  const P = atlas.positions;
  const a = 4 * (N * row + i0);
  const b = 4 * (N * row + i1);
  const w = settleWindow > 0 ? (settleWindow < 1 ? settleWindow : 1) : 0;
  const keep = w > 0 ? 1 - settle(p, w) : 1;
  for (let k = 0; k < 3; k++) out[k] = centre[k] + (P[a + k] + (P[b + k] - P[a + k]) * phi) * keep;
}

/** The atlas deformer's inputs (section 9.3, one frame's values), as stretchySplineAtlasDeform receives them. */
export interface SplineAtlasDeformInputs extends SplineDeformInputs {
  AtlasRow: number;
  AtlasRowCount: number;
  VelocityAxisLocal: Vec3;
  VelocityStretch: number;
  VelocityPivotLocal: Vec3;
  /** 2D only: the sprite plane's normal (its part is left unsquashed). */
  VelocityPlaneNormalLocal?: Vec3;
}

/**
 * Section 9.3 on the CPU, composed of the two ports (no formula of its own): the velocity squash of the rest vertex
 * (sPerp derived from sPar as 9.2 says), then section 1 of the squashed vertex on row r = round(AtlasRow), clamped,
 * with section 10's ClosedLoop and BakedRoll from `inp` and the vertex's stretch `mask` (10.3; 1 is section 1). A
 * negative SplineLength marks the instance's row a closed loop (10.5): L = |SplineLength|, travelled round. Returns the local-space offset. Tests and the GLSL check run it against the shader and the golden cases.
 */
export function splineAtlasDeformOffset(x: Vec3, inp: SplineAtlasDeformInputs, atlas: Pick<CurveAtlas, 'positions' | 'tangents' | 'sampleCount'>,
                                        orientation: OrientationIndex, frame: FrameConstants = THREE_FRAME, mask = 1): Vec3 {
  const rows = Math.max(1, Math.floor(inp.AtlasRowCount));
  const row = Math.min(Math.max(Math.floor(inp.AtlasRow + 0.5), 0), rows - 1);
  const sPar = Math.max(inp.VelocityStretch, 0.01);
  const twoD = inp.VelocityPlaneNormalLocal !== undefined;
  const oV = velocityStretchOffset(x, {
    VelocityPivotLocal: inp.VelocityPivotLocal, VelocityAxisLocal: inp.VelocityAxisLocal, VelocityStretch: sPar,
    VelocityPerpScale: twoD ? 1 / sPar : 1 / Math.sqrt(sPar), VelocityPlaneNormalLocal: inp.VelocityPlaneNormalLocal,
  }, frame.up, frame.altUp);
  const squashed = add(x, oV);
  const n = 4 * atlas.sampleCount;
  const texels = { position: atlas.positions.subarray(n * row, n * (row + 1)), tangent: atlas.tangents.subarray(n * row, n * (row + 1)) };
  const rowLoop = inp.SplineLength < 0;
  const section1 = rowLoop ? { ...inp, SplineLength: -inp.SplineLength, ClosedLoop: 1 } : inp;
  return add(oV, splineDeformOffset(squashed, section1, texels, orientation, frame, mask));
}
