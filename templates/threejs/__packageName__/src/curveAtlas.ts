import {
  Box3, ClampToEdgeWrapping, DataTexture, FloatType, Matrix4, NearestFilter, RGBAFormat, Vector3, type Curve,
} from 'three';
import { bakeCurve, deformBounds, type BakeOptions, type DeformRange, type SplineBake } from './splineBake.js';
import type { SplineTexels } from './splineDeformCpu.js';
import { settle, type Vec3 } from './vec3.js';

/** One curve of an atlas: a three.js curve and its local-to-world transform (rotation, uniform scale, translation). */
export interface AtlasCurve {
  curve: Curve<Vector3>;
  curveToWorld?: Matrix4;
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
}

/**
 * Bakes every curve for a mesh whose local-to-world transform is `meshToWorld` (for an InstancedMesh, its
 * matrixWorld: instances on the atlas are translated to their curve's end, never rotated or scaled).
 */
export function bakeAtlas(curves: readonly AtlasCurve[], meshToWorld: Matrix4, options: BakeOptions): CurveAtlas {
  if (curves.length === 0) throw new RangeError('bakeAtlas: needs at least one curve');
  const bakes = curves.map((c) => bakeCurve(c.curve, meshToWorld, options, c.curveToWorld ?? new Matrix4()));
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
  return { sampleCount: N, rows: bakes.length, bakes, positions, tangents, ends };
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

/**
 * Bounds of row r in the instance's space (relative to the curve's end): the deformed bounds of section 2 step 6
 * and, with the velocity squash about the moving centre (scales at most `squashReach`), the curve's box grown by
 * squashReach times the farthest a deformed vertex gets from that centre (derivation in docs/threejs.md).
 */
export function atlasRowBounds(atlas: CurveAtlas, row: number, centre: Vec3, meshRadius: number, range: DeformRange,
                               extrapolate: boolean, squashReach: number): Box3 {
  const bake = atlas.bakes[row];
  const box = deformBounds(bake, centre, meshRadius, range, extrapolate);
  if (squashReach > 1) {
    const g = Math.max(range.gMax, 0);
    const bias = Math.min(Math.abs(range.biasMax), 0.95);
    const v = Math.min(Math.max(range.preserveVolume, 0), 1);
    const k = Math.max(1, 1 + v * (1 / Math.sqrt(Math.max(range.sMin, 0.01) * (1 - bias)) - 1));
    const along = g * Math.max(range.sMax, 0.01) * (1 + bias) * meshRadius;
    const reach = Math.max(meshRadius, along + g * k * meshRadius) * squashReach;
    box.union(bake.curveBounds.clone().translate(new Vector3(...centre)).expandByScalar(reach));
  }
  return box;
}
