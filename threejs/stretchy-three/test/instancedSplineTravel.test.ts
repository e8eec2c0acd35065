import {
  BoxGeometry, CatmullRomCurve3, Float32BufferAttribute, InstancedMesh, Matrix4, MeshBasicMaterial, MeshLambertMaterial, Quaternion, Raycaster, Vector3,
} from 'three';
import { MeshStandardNodeMaterial } from 'three/webgpu';
import { compiledShader } from './compiled.js';
import { describe, expect, it } from 'vitest';
import { SPLINE_DEFAULTS, VELOCITY_DEFAULTS, bakeCurve, deformBounds, splineDeformOffset, type Vec3 } from '../src/index.js';
import { atlasCentre, atlasRow, bakeAtlas, splineAtlasDeformOffset } from '../src/curveAtlas.js';
import { INSTANCE_LAYOUT, SPLINE_ATLAS_DEFORM_CONTRACT } from '../src/contract.js';
import { InstancedSplineTravel, restOffset } from '../src/instancedSplineTravel.js';
import { stepPlayback } from '../src/playback.js';

const arc = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
const helix = new CatmullRomCurve3(Array.from({ length: 12 }, (_, i) => new Vector3(3 * Math.cos(i * 0.6), 0.8 * i, 3 * Math.sin(i * 0.6))));
const line = new CatmullRomCurve3([new Vector3(0, 5, 0), new Vector3(0, 2, 4)]);
const X = new Vector3(1, 0, 0);

/** How many of an object's own properties (enumerable or not) hold objects other than those in `shared`. */
function ownObjects(x: object, shared: Set<object>): number {
  return Reflect.ownKeys(x).filter((k) => {
    const v = (x as Record<PropertyKey, unknown>)[k];
    return typeof v === 'object' && v !== null && !shared.has(v);
  }).length;
}

function setup(count = 8, options = {}) {
  const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), count);
  const travel = new InstancedSplineTravel(mesh, [arc, helix, line], { forwardAxis: X, ...options });
  return { mesh, travel };
}

const centreOf = (mesh: InstancedMesh): Vec3 => {
  const c = mesh.geometry.boundingBox!.getCenter(new Vector3());
  return [c.x, c.y, c.z];
};

/** Every deformed vertex of instance i, in the mesh's local space, by the port of section 9.3 on its attributes. */
function deformedVertices(travel: InstancedSplineTravel, mesh: InstancedMesh, i: number, closedLoop = 0,
                          settleWindow = travel.options.settleWindow): Vec3[] {
  const pos = mesh.geometry.getAttribute('position');
  const [g0, g1, g2, g3] = INSTANCE_LAYOUT.attributes.map((name) => travel.attributes[name].array);
  const end = new Vector3().setFromMatrixPosition(mesh.getMatrixAt(i, new Matrix4()));
  const inputs = {
    Progress: g0[4 * i], SplineLength: g1[4 * i + 1], SampleCount: travel.atlas.sampleCount, AtlasRow: g1[4 * i],
    AtlasRowCount: travel.atlas.rows, MeshCenterLocal: centreOf(mesh), ForwardAxisLocal: [1, 0, 0] as Vec3,
    StretchScale: g0[4 * i + 2], PreserveVolume: travel.options.preserveVolume ? 1 : 0, SizeScale: g0[4 * i + 3],
    StretchBias: travel.options.stretchBias, MeshHalfLength: 0.5, SettleWindow: settleWindow,
    EndExtrapolation: travel.options.endExtrapolation ? 1 : 0, ClosedLoop: closedLoop,
    VelocityAxisLocal: [g2[4 * i], g2[4 * i + 1], g2[4 * i + 2]] as Vec3, VelocityStretch: g2[4 * i + 3],
    VelocityPivotLocal: [g3[4 * i], g3[4 * i + 1], g3[4 * i + 2]] as Vec3,
  };
  const out: Vec3[] = [];
  for (let v = 0; v < pos.count; v++) {
    const x: Vec3 = [pos.getX(v), pos.getY(v), pos.getZ(v)];
    const o = splineAtlasDeformOffset(x, inputs, travel.atlas, 0);
    out.push([x[0] + o[0] + end.x, x[1] + o[1] + end.y, x[2] + o[2] + end.z]);
  }
  return out;
}

/**
 * Rays from outside along the normal onto the centroids of three of instance i's triangles as `vertices` (its drawn
 * vertices, mesh-local) place them (front faces: the winding's normal): how many hit this instance there (another
 * may be in front: they cross), of how many.
 */
function ownHits(mesh: InstancedMesh, vertices: Vec3[], i: number): { hit: number; rays: number } {
  const index = mesh.geometry.index!;
  let hit = 0;
  let rays = 0;
  for (const tri of [0, Math.floor(index.count / 6), Math.floor(index.count / 3) - 1]) {
    const [a, b, c] = [0, 1, 2].map((j) => new Vector3(...vertices[index.getX(3 * tri + j)]));
    const target = a.clone().add(b).add(c).divideScalar(3);
    const n = b.clone().sub(a).cross(c.clone().sub(a)).normalize();
    const own = new Raycaster(target.clone().addScaledVector(n, 0.05), n.clone().negate(), 0, 0.2).intersectObject(mesh)
      .find((h) => h.instanceId === i);
    rays++;
    if (own && own.point.distanceTo(target) < 1e-3) hit++;
  }
  return { hit, rays };
}

describe('the curve atlas', () => {
  it('holds each curve\'s single-curve bake in its own row', () => {
    const world = new Matrix4().makeRotationY(0.4).setPosition(1, 2, 3);
    const options = { sampleCount: 16, forwardAxis: [1, 0, 0] as Vec3, rotationMinimizing: false };
    const atlas = bakeAtlas([{ curve: arc }, { curve: helix }, { curve: line }], world, options);
    expect(atlas.rows).toBe(3);
    expect(atlas.positions.length).toBe(4 * 16 * 3);
    [arc, helix, line].forEach((curve, r) => {
      const single = bakeCurve(curve, world, options);
      const row = atlasRow(atlas, r);
      expect(Array.from(row.position)).toEqual(Array.from(single.positions));
      expect(Array.from(row.tangent)).toEqual(Array.from(single.tangents));
      // The instance rests at its curve's end: the end in the mesh's local space.
      const end = curve.getPointAt(1).applyMatrix4(world.clone().invert());
      expect(atlas.ends[r].distanceTo(end)).toBeLessThan(1e-9);
    });
    expect(() => atlasRow(atlas, 3)).toThrow(RangeError);
  });

  it('puts the centre where the deformer puts the mesh centre (section 1 at x = c)', () => {
    const atlas = bakeAtlas([{ curve: arc }, { curve: helix }], new Matrix4(), { sampleCount: 32, forwardAxis: [1, 0, 0], rotationMinimizing: false });
    const c: Vec3 = [0.2, -0.1, 0.3];
    const out = [0, 0, 0];
    for (const row of [0, 1]) {
      for (const p of [0, 0.013, 0.37, 0.5, 0.93, 0.999, 1]) {
        for (const w of [0, 0.1]) {
          atlasCentre(atlas, row, c, p, w, out);
          const o = splineDeformOffset(c, {
            Progress: p, SplineLength: atlas.bakes[row].length, SampleCount: 32, MeshCenterLocal: c, ForwardAxisLocal: [1, 0, 0],
            StretchScale: 1.3, PreserveVolume: 1, SizeScale: 0.8, StretchBias: 0.2, MeshHalfLength: 1, SettleWindow: w, EndExtrapolation: 1,
          }, atlasRow(atlas, row), 0);
          for (let k = 0; k < 3; k++) expect(Math.abs(out[k] - (c[k] + o[k]))).toBeLessThan(1e-9 * Math.max(1, atlas.bakes[row].length));
        }
      }
    }
  });
});

describe('stepPlayback', () => {
  it('stops once, wraps a loop and reflects a ping-pong', () => {
    const once = { time: 0.8, direction: 1 };
    expect(stepPlayback(once, 0.5, 1, 'once')).toBe('finished');
    expect(once.time).toBe(1);
    const loop = { time: 0.8, direction: 1 };
    expect(stepPlayback(loop, 0.5, 1, 'loop')).toBe('looped');
    expect(loop.time).toBeCloseTo(0.3, 12);
    expect(stepPlayback(loop, 0.1, 1, 'loop')).toBe(null);
    const pp = { time: 0.8, direction: 1 };
    expect(stepPlayback(pp, 0.5, 1, 'ping-pong')).toBe('looped');
    expect(pp.time).toBeCloseTo(0.7, 12);
    expect(pp.direction).toBe(-1);
  });
});

describe('InstancedSplineTravel', () => {
  it('spawns onto the curves, draws only the live travellers and places each at its curve\'s end', () => {
    const { mesh, travel } = setup();
    expect(mesh.count).toBe(0);
    const a = travel.spawn({ curve: 0 })!;
    const b = travel.spawn({ curve: 2, startAt: 0.5 })!;
    expect(mesh.count).toBe(2);
    expect([a.index, b.index]).toEqual([0, 1]);
    const m = new Matrix4();
    mesh.getMatrixAt(1, m);
    expect(new Vector3().setFromMatrixPosition(m).distanceTo(travel.atlas.ends[2])).toBeLessThan(1e-6);
    const rowAttr = travel.attributes.stretchyTravelRow.array;
    expect(rowAttr[4]).toBe(2);
    expect(rowAttr[5]).toBeCloseTo(travel.atlas.bakes[2].length, 5);
    expect(travel.attributes.stretchyTravel.array[4]).toBeCloseTo(0.5, 6);
    expect(() => travel.spawn({ curve: 3 })).toThrow(RangeError);
  });

  it('plays each traveller with its own duration and curves and dispatches its events', () => {
    const { mesh, travel } = setup(8, { playback: { duration: 1, loop: 'once' } });
    const log: string[] = [];
    for (const type of ['started', 'finished', 'looped', 'recycled'] as const) {
      travel.addEventListener(type, (e) => log.push(`${type} ${e.traveller.id}`));
    }
    const slow = travel.spawn({ duration: 4 })!;
    const looping = travel.spawn({ curve: 1, loop: 'loop', duration: 0.5 })!;
    const growing = travel.spawn({ curves: { size: [[0, 0], [1, 2]] } })!;
    travel.update(0.25);
    expect(slow.progress).toBeCloseTo(0.0625, 12);
    expect(growing.sizeScale).toBeGreaterThan(0);
    expect(growing.sizeScale).toBeLessThan(1);
    travel.update(0.3);
    expect(log).toContain(`looped ${looping.id}`);
    // The loop wrapped: its previous Progress is its current one (no motion across the jump).
    expect(looping.previousProgress).toBe(looping.progress);
    travel.update(0.5);
    expect(log).toEqual(expect.arrayContaining([`finished ${growing.id}`, `recycled ${growing.id}`]));
    expect(log.indexOf(`finished ${growing.id}`)).toBeLessThan(log.indexOf(`recycled ${growing.id}`));
    expect(growing.index).toBe(-1);
    expect(mesh.count).toBe(2);
    expect(travel.travellers.map((t) => t.index)).toEqual([0, 1]);
    expect(log.slice(0, 3)).toEqual([`started ${slow.id}`, `started ${looping.id}`, `started ${growing.id}`]);
  });

  it('a start delay (the Unreal core\'s Delay): hidden at size 0, \'started\' when it runs out, then plays from its start', () => {
    const { mesh, travel } = setup(4, { velocity: false, playback: { duration: 1, loop: 'once' } });
    const started: number[] = [];
    travel.addEventListener('started', ({ traveller }) => started.push(traveller.id));
    const now = travel.spawn({ curve: 0 })!;
    const later = travel.spawn({ curve: 1, delay: 0.25 })!;
    expect(started).toEqual([now.id]);
    expect(mesh.count).toBe(2); // its instance is held while it waits
    const size = () => travel.attributes[INSTANCE_LAYOUT.attributes[0]].array[4 * later.index + 3];
    expect(size()).toBe(0);
    for (let i = 0; i < 2; i++) travel.update(0.1);
    expect(started).toEqual([now.id]);
    expect(size()).toBe(0);
    expect(later.normalizedTime).toBe(0);
    travel.update(0.1); // 0.05 s past the delay: it started and travelled those 0.05 s
    expect(started).toEqual([now.id, later.id]);
    expect(later.normalizedTime).toBeCloseTo(0.05, 12);
    expect(now.normalizedTime).toBeCloseTo(0.3, 12);
    expect(size()).toBeGreaterThan(0);
    expect(() => travel.spawn({ delay: -1 })).toThrow(RangeError);
    expect(() => travel.spawn({ delay: Number.NaN })).toThrow(/delay must be a finite number >= 0/);
  });

  it('raycasts hit the travellers where they are drawn (instanceId included); raycast: false hits them at rest', () => {
    const hitsOnDrawn = (raycast: boolean) => {
      const { mesh, travel } = setup(12, { raycast, arrivalImpact: true, playback: { duration: 1, loop: 'loop' } });
      const travellers = Array.from({ length: 12 }, (_, i) => travel.spawn({ curve: i % 3, startAt: (i + 0.5) / 13 })!);
      for (let f = 0; f < 5; f++) travel.update(1 / 60);
      mesh.updateMatrixWorld();
      let hit = 0;
      let rays = 0;
      for (const t of travellers) {
        // Rays from outside along the normal onto the centroids of a few drawn triangles (front faces: the winding's
        // normal); this traveller's hit must be there (another may be in front: they cross).
        const r = ownHits(mesh, deformedVertices(travel, mesh, t.index), t.index); // mesh-local (the mesh sits at the origin)
        hit += r.hit;
        rays += r.rays;
      }
      travel.dispose();
      return { hit, rays, restored: !Object.prototype.hasOwnProperty.call(mesh, 'raycast') };
    };
    const drawn = hitsOnDrawn(true);
    expect(drawn.hit).toBe(drawn.rays);
    expect(drawn.restored).toBe(true);
    const rest = hitsOnDrawn(false); // the control: three's instances at rest are elsewhere
    expect(rest.hit).toBeLessThan(rest.rays / 4);
  });

  it('recycles into a full pool: the last instance moves into the freed slot with its data', () => {
    const { mesh, travel } = setup(3, { playback: { duration: 1, loop: 'loop' } });
    const t = [travel.spawn({ curve: 0 })!, travel.spawn({ curve: 1 })!, travel.spawn({ curve: 2 })!];
    expect(travel.spawn()).toBeNull();
    travel.update(0.3);
    travel.despawn(t[0]);
    expect(t[2].index).toBe(0);
    expect(travel.attributes.stretchyTravelRow.array[0]).toBe(2);
    const m = new Matrix4();
    mesh.getMatrixAt(0, m);
    expect(new Vector3().setFromMatrixPosition(m).distanceTo(travel.atlas.ends[2])).toBeLessThan(1e-6);
    expect(travel.spawn({ curve: 1 })).not.toBeNull();
    expect(mesh.count).toBe(3);
    travel.despawn(t[0]); // twice: nothing happens
    expect(mesh.count).toBe(3);
  });

  it('keeps per-traveller state in typed arrays: 10,000 handles own no objects but the shared system', () => {
    const { travel } = setup(10_000, { arrivalImpact: true, playback: { duration: 1, loop: 'once' } });
    const handles = Array.from({ length: 10_000 }, (_, i) => travel.spawn({ curve: i % 3, startAt: (i % 97) / 97, delay: i % 5 === 0 ? 0.01 : 0 })!);
    travel.update(1 / 60);
    travel.update(1 / 60);
    const shared = new Set<object>([travel]);
    expect(handles.reduce((sum, t) => sum + ownObjects(t, shared), 0)).toBe(0);
    const store = travel as unknown as { numbers: unknown; flags: unknown };
    expect(store.numbers).toBeInstanceOf(Float64Array);
    expect(store.flags).toBeInstanceOf(Uint8Array);
    // The state reads still come through the handle, and a finished traveller leaves no slot behind.
    expect(handles[1].progress).toBeGreaterThan(0);
    expect(handles[1].squash?.sPar).toBeGreaterThan(0);
    for (let f = 0; f < 200 && travel.count > 0; f++) travel.update(1 / 30);
    expect(travel.count).toBe(0);
    expect(handles[1].index).toBe(-1);
    expect(handles[1].progress).toBeNaN();
    // Ids are generational: a new traveller reuses a freed key, and an old handle neither finds nor despawns it.
    const fresh = travel.spawn()!;
    expect(handles.some((h) => h.id === fresh.id)).toBe(false);
    for (const h of handles.slice(0, 100)) travel.despawn(h);
    expect(travel.count).toBe(1);
    expect(fresh.index).toBe(0);
  });

  it('planted fault: the own-object count flags a traveller that keeps its state in objects of its own', () => {
    const { travel } = setup(2);
    const t = travel.spawn()!;
    const shared = new Set<object>([travel]);
    expect(ownObjects(t, shared)).toBe(0);
    // The layout before the typed arrays: a playback object, centre arrays and a controller per traveller.
    const legacy = { id: 0, index: 0, playback: { time: 0, direction: 1 }, centre: [0, 0, 0], previousCentre: [0, 0, 0], controller: {}, system: travel };
    expect(ownObjects(legacy, shared)).toBe(4);
    Object.assign(t, { centre0: [0, 0, 0] });
    expect(ownObjects(t, shared)).toBe(1);
  });

  it('squashes each instance along its own velocity, with the spec\'s controller', () => {
    const { travel } = setup(4, { playback: { duration: 1, loop: 'loop' } });
    const t = travel.spawn({ curve: 2 })!; // a straight line: velocity along it, constant speed
    for (let f = 0; f < 20; f++) travel.update(1 / 60);
    const L = travel.atlas.bakes[2].length;
    const speed = L; // the timing curve is linear: L per second
    const expected = Math.min(VELOCITY_DEFAULTS.maxStretch, 1 + VELOCITY_DEFAULTS.k * speed);
    expect(t.squash).not.toBeNull();
    // Smoothing converges towards the target: within 5% after 20 frames of a tau of at most 0.1 s.
    expect(Math.abs(t.squash!.sPar - expected) / expected).toBeLessThan(0.05);
    // Section 8.3: the rest mesh is squashed along its forward axis about its centre; sPar this frame and last.
    const axis = travel.attributes.stretchyVelocityAxis.array;
    expect(Array.from(axis.slice(0, 4))).toEqual([1, 0, 0, Math.fround(t.squash!.sPar)]);
    const pivot = travel.attributes.stretchyVelocityPivot.array;
    expect(Array.from(pivot.slice(0, 3))).toEqual(centreOf(travel.mesh).map(Math.fround));
    expect(pivot[3]).toBeLessThan(axis[3]); // still converging: last frame's sPar was lower
    expect(pivot[3]).toBeGreaterThan(1);
    // No velocity squash: the identity.
    const off = setup(2, { velocity: false }).travel;
    off.spawn();
    off.update(0.1);
    expect(Array.from(off.attributes.stretchyVelocityAxis.array.slice(0, 4))).toEqual([1, 0, 0, 1]);
    expect(off.attributes.stretchyVelocityPivot.array[3]).toBe(1);
  });

  it('bounds hold every deformed vertex of every instance, frame after frame (culling stays on)', () => {
    const { mesh, travel } = setup(12, { playback: { duration: 1.3, loop: 'ping-pong' }, preserveVolume: true, stretchBias: 0.3 });
    expect(mesh.frustumCulled).toBe(true);
    for (let i = 0; i < 12; i++) {
      travel.spawn({ curve: i % 3, startAt: i / 12, curves: i % 4 === 0 ? { size: [[0, 0.5], [0.5, 1.8], [1, 1]] } : undefined });
    }
    const box = mesh.boundingBox!.clone();
    const sphere = mesh.boundingSphere!.clone();
    let checked = 0;
    let worstOutside = -Infinity;
    for (let f = 0; f < 40; f++) {
      travel.update(0.071);
      for (let i = 0; i < mesh.count; i++) {
        for (const y of deformedVertices(travel, mesh, i)) {
          const p = new Vector3(...y);
          worstOutside = Math.max(worstOutside, box.distanceToPoint(p), p.distanceTo(sphere.center) - sphere.radius);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(10000);
    expect(worstOutside).toBeLessThanOrEqual(1e-9);
  });

  it('bounds cover the curves in use: they grow with a new curve or wider curves, and shrink when a curve empties', () => {
    const { mesh, travel } = setup(6);
    travel.spawn({ curve: 0 });
    const one = mesh.boundingBox!.clone();
    travel.spawn({ curve: 0 });
    expect(mesh.boundingBox!.equals(one)).toBe(true);
    const other = travel.spawn({ curve: 2 })!;
    expect(mesh.boundingBox!.containsBox(one)).toBe(true);
    expect(mesh.boundingBox!.equals(one)).toBe(false);
    travel.despawn(other);
    expect(mesh.boundingBox!.equals(one)).toBe(true);
    travel.spawn({ curve: 0, curves: { size: [[0, 1], [1, 3]] } });
    expect(mesh.boundingBox!.containsBox(one)).toBe(true);
    expect(mesh.boundingBox!.getSize(new Vector3()).y).toBeGreaterThan(one.getSize(new Vector3()).y);
    expect(mesh.boundingSphere!.center.distanceTo(mesh.boundingBox!.max)).toBeLessThanOrEqual(mesh.boundingSphere!.radius * (1 + 1e-12));
  });

  it('planted fault: bounds with the rest radius miss strongly squashed instances; the real ones hold them', () => {
    // The bounds test must be able to fail: section 2's bounds with the rest radius R (not 8.5's R') leave vertices out once the
    // velocity squash stretches to 3 with no smoothing; the system's bounds still hold every vertex.
    const { mesh, travel } = setup(6, {
      playback: { duration: 0.4, loop: 'ping-pong' }, maxStretch: 1, velocity: { maxStretch: 3, k: 1, smoothingTau: 0 },
    });
    for (let i = 0; i < 6; i++) travel.spawn({ curve: i % 3, startAt: i / 6 });
    const range = travel.deformRange();
    const without = [0, 1, 2].map((r) => deformBounds(travel.atlas.bakes[r], centreOf(mesh), 0.5745, range, true)
      .translate(travel.atlas.ends[r]));
    let missed = 0;
    let worstOutside = -Infinity;
    for (let f = 0; f < 12; f++) {
      travel.update(0.05);
      for (let i = 0; i < mesh.count; i++) {
        for (const y of deformedVertices(travel, mesh, i)) {
          const p = new Vector3(...y);
          if (!without[travel.travellers[i].curve].containsPoint(p)) missed++;
          worstOutside = Math.max(worstOutside, mesh.boundingBox!.distanceToPoint(p));
        }
      }
    }
    expect(missed).toBeGreaterThan(0);
    expect(worstOutside).toBeLessThanOrEqual(1e-9);
  });

  it('squashes on arrival (section 5\'s impact), rests until it recovers, then recycles; bounds hold it', () => {
    for (const ease of ['exponential', 'spring'] as const) {
      const { mesh, travel } = setup(4, { playback: { duration: 0.5, loop: 'once' }, arrivalImpact: true, velocity: { ease, smoothingTau: 0 } });
      const log: string[] = [];
      for (const type of ['finished', 'recycled'] as const) travel.addEventListener(type, (e) => log.push(`${type} ${e.traveller.id}`));
      const t = travel.spawn({ curve: 2 })!;
      let worstOutside = -Infinity;
      let squashedFrames = 0;
      let minPar = Infinity;
      for (let f = 0; f < 60 && t.index >= 0; f++) {
        travel.update(1 / 60);
        if (t.index < 0) break;
        if (t.squash?.squashing) {
          squashedFrames++;
          minPar = Math.min(minPar, t.squash.sPar);
          // About the centre of the front face, along the surface normal (against the forward axis).
          const axis = travel.attributes.stretchyVelocityAxis.array;
          const pivot = travel.attributes.stretchyVelocityPivot.array;
          expect(Array.from(axis.slice(0, 3)).map((c) => c + 0)).toEqual([-1, 0, 0]);
          expect(pivot[0]).toBeCloseTo(0.5, 6);
          expect(log).toEqual([`finished ${t.id}`]);
        }
        for (const y of deformedVertices(travel, mesh, 0)) worstOutside = Math.max(worstOutside, mesh.boundingBox!.distanceToPoint(new Vector3(...y)));
      }
      expect(squashedFrames).toBeGreaterThan(3);
      expect(minPar).toBeLessThan(0.9);
      expect(minPar).toBeGreaterThanOrEqual(VELOCITY_DEFAULTS.minSquash);
      expect(log).toEqual([`finished ${t.id}`, `recycled ${t.id}`]);
      expect(mesh.count).toBe(0);
      expect(worstOutside).toBeLessThanOrEqual(1e-9);
    }
  });

  it('planted fault: bounds without the impact\'s reach miss a hard landing; the real ones hold it', () => {
    // A flat tile (thin along its forward axis) landing hard: squashed to 0.1 along the axis, 3.2 times wider across.
    const mesh = new InstancedMesh(new BoxGeometry(0.2, 1, 1, 1, 2, 2), new MeshBasicMaterial(), 2);
    const travel = new InstancedSplineTravel(mesh, [line], {
      forwardAxis: X, playback: { duration: 0.5, loop: 'once' }, arrivalImpact: true, maxStretch: 1,
      velocity: { minSquash: 0.1, impactStrength: 1, maxImpactSpeed: 2, smoothingTau: 0, maxStretch: 1 },
    });
    const t = travel.spawn()!;
    const rest = deformBounds(travel.atlas.bakes[0], centreOf(mesh), Math.hypot(0.1, 0.5, 0.5), travel.deformRange(), true)
      .translate(travel.atlas.ends[0]);
    let missed = 0;
    let worstOutside = -Infinity;
    for (let f = 0; f < 40 && t.index >= 0; f++) {
      travel.update(1 / 60);
      if (t.index < 0) break;
      for (const y of deformedVertices(travel, mesh, 0)) {
        const p = new Vector3(...y);
        if (!rest.containsPoint(p)) missed++;
        worstOutside = Math.max(worstOutside, mesh.boundingBox!.distanceToPoint(p));
      }
    }
    expect(missed).toBeGreaterThan(0);
    expect(worstOutside).toBeLessThanOrEqual(1e-9);
  });

  it('leaves the user\'s geometry alone and gives everything back on dispose()', () => {
    const geometry = new BoxGeometry(1, 1, 1);
    const material = new MeshBasicMaterial();
    const mesh = new InstancedMesh(geometry, material, 5);
    const travel = new InstancedSplineTravel(mesh, arc, { forwardAxis: X });
    expect(mesh.geometry).not.toBe(geometry);
    expect(mesh.geometry.getAttribute('position')).toBe(geometry.getAttribute('position'));
    expect(mesh.geometry.index).toBe(geometry.index);
    for (const name of INSTANCE_LAYOUT.attributes) {
      expect(geometry.getAttribute(name)).toBeUndefined();
      expect(mesh.geometry.getAttribute(name).itemSize).toBe(4);
    }
    travel.spawn();
    const derived = mesh.geometry;
    let disposed = false;
    derived.addEventListener('dispose', () => {
      // three's renderer frees the buffers of the attributes still on the disposed geometry: only ours.
      disposed = true;
      expect(Object.keys(derived.attributes).sort()).toEqual([...INSTANCE_LAYOUT.attributes].sort());
      expect(derived.index).toBeNull();
    });
    travel.dispose();
    expect(disposed).toBe(true);
    expect(mesh.geometry).toBe(geometry);
    expect(mesh.material).toBe(material);
    expect(mesh.count).toBe(5);
    expect(mesh.boundingSphere).toBeNull();
    expect(geometry.getAttribute('position').count).toBe(24);
    expect(travel.spawn()).toBeNull();
  });

  it('injects the atlas deformer: per-instance inputs from the attributes (section 9.2), the others as uniforms', () => {
    const { mesh, travel } = setup();
    const shader = compiledShader(mesh.material as MeshBasicMaterial, 'basic', { fragment: true });
    for (const name of INSTANCE_LAYOUT.attributes) expect(shader.vertexShader).toContain(`attribute vec4 ${name};`);
    const call = shader.vertexShader.match(/#include <skinning_vertex>\ntransformed \+= stretchySplineAtlasDeform\(([^;]*)\);/);
    expect(call).not.toBeNull();
    const args = call![1].split(', ');
    expect(args.length).toBe(SPLINE_ATLAS_DEFORM_CONTRACT.length);
    const expected: Record<string, string> = {
      LocalPosition: 'transformed', Progress: 'stretchyTravel.x', StretchScale: 'stretchyTravel.z', SizeScale: 'stretchyTravel.w',
      AtlasRow: 'stretchyTravelRow.x', SplineLength: 'stretchyTravelRow.y', VelocityAxisLocal: 'stretchyVelocityAxis.xyz',
      VelocityStretch: 'stretchyVelocityAxis.w', VelocityPivotLocal: 'stretchyVelocityPivot.xyz',
      // No mask on the atlas: every vertex at full stretch.
      StretchMask: '1.0',
    };
    SPLINE_ATLAS_DEFORM_CONTRACT.forEach((input, k) => {
      if (expected[input.base]) {
        expect(args[k]).toBe(expected[input.base]);
      } else {
        expect(args[k]).toBe(input.uniform);
        expect(shader.vertexShader).toContain(` ${input.uniform};`);
        expect(shader.uniforms[input.uniform]).toBe(travel.uniforms[input.uniform]);
      }
    });
    expect(travel.uniforms.Stretchy_AtlasRowCount.value).toBe(3);
    expect(travel.uniforms.Stretchy_PositionAtlas.value.image.height).toBe(3);
    expect(shader.vertexShader).toContain('#define STRETCHY_ORIENTATION 0');
    expect(() => new InstancedSplineTravel(mesh, arc)).toThrow(/already has a InstancedSplineTravel/);
    const node = new InstancedMesh(new BoxGeometry(), new MeshStandardNodeMaterial(), 2);
    expect(() => new InstancedSplineTravel(node, arc)).toThrow(/node material/);
    expect(node.material).toBeInstanceOf(MeshStandardNodeMaterial);
  });

  it('uses the spec\'s constants by default', () => {
    const { travel } = setup();
    expect(travel.options.sampleCount).toBe(SPLINE_DEFAULTS.sampleCount);
    expect(travel.playback.duration).toBe(SPLINE_DEFAULTS.playback.duration);
    expect(travel.velocity!.maxStretch).toBe(VELOCITY_DEFAULTS.maxStretch);
  });
});

describe('InstancedSplineTravel on closed curves (math spec section 10.1)', () => {
  const ring = new CatmullRomCurve3(Array.from({ length: 8 }, (_, k) => new Vector3(4 * Math.cos(k * Math.PI / 4), 0.5 * Math.sin(k * Math.PI / 2),
    4 * Math.sin(k * Math.PI / 4))), true);
  /** A 'loop' traveller's drawn vertices frame by frame across its wrap: the largest move of one vertex in one frame. */
  const worstMove = (closedLoop: 'auto' | 'off') => {
    const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), 2);
    const travel = new InstancedSplineTravel(mesh, [ring], { forwardAxis: X, closedLoop, velocity: false, playback: { duration: 1, loop: 'loop' } });
    travel.spawn({ startAt: 0.9 });
    const dt = 1 / 240;
    let before = deformedVertices(travel, mesh, 0, travel.closed ? 1 : 0, travel.closed ? 0 : travel.options.settleWindow);
    let worst = 0;
    for (let k = 0; k < 48; k++) {
      travel.update(dt);
      const now = deformedVertices(travel, mesh, 0, travel.closed ? 1 : 0, travel.closed ? 0 : travel.options.settleWindow);
      now.forEach((v, i) => { worst = Math.max(worst, Math.hypot(v[0] - before[i][0], v[1] - before[i][1], v[2] - before[i][2])); });
      before = now;
    }
    return { travel, mesh, worst, perFrame: travel.atlas.bakes[0].length * dt };
  };

  it('a closed atlas loops without a jump or a swivel back to rest at the seam; closedLoop off plays it as an open curve', () => {
    const looped = worstMove('auto');
    expect(looped.travel.closed).toBe(true);
    // Every vertex moves about the curve's speed each frame, across the wrap too.
    expect(looped.worst).toBeLessThan(2 * looped.perFrame);
    // Planted: the same loop as an open curve settles to rest and jumps back at the wrap.
    const open = worstMove('off');
    expect(open.travel.closed).toBe(false);
    expect(open.worst).toBeGreaterThan(5 * open.perFrame);
  });

  it('compiles the closed-loop switch into the atlas shader and bakes the seam texels as one', () => {
    const { mesh, travel } = worstMove('auto');
    const shader = compiledShader(mesh.material as MeshBasicMaterial, 'basic');
    expect(shader.vertexShader.startsWith('#define STRETCHY_ORIENTATION 0\n#define STRETCHY_CLOSED_LOOP 1\n')).toBe(true);
    expect(shader.vertexShader).toMatch(/transformed \+= stretchySplineAtlasDeform\(transformed, [^;]*Stretchy_ClosedLoop, Stretchy_BakedRoll, 1\.0, /);
    expect(travel.uniforms['Stretchy_ClosedLoop'].value).toBe(1);
    const N = travel.atlas.sampleCount;
    for (let k = 0; k < 3; k++) expect(travel.atlas.positions[k]).toBe(travel.atlas.positions[4 * (N - 1) + k]);
    // An atlas with an open curve among its rows is not a loop as a whole (ClosedLoop 0); its loop row is (below).
    const mixed = new InstancedSplineTravel(new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 1), [ring, arc], { forwardAxis: X });
    expect(mixed.closed).toBe(false);
  });

  /**
   * A 'loop' traveller on `row` of a [ring, arc] atlas across its wrap: the largest move of one vertex in one frame;
   * `dropSign` (planted) reads its SplineLength made positive.
   */
  const mixedMove = (row: number, closedLoop: 'auto' | 'off' = 'auto', dropSign = false) => {
    const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), 2);
    const travel = new InstancedSplineTravel(mesh, [ring, arc], { forwardAxis: X, closedLoop, velocity: false, playback: { duration: 1, loop: 'loop' } });
    travel.spawn({ curve: row, startAt: 0.9 });
    const dt = 1 / 240;
    const floats = travel.attributes[INSTANCE_LAYOUT.attributes[1]].array;
    // ClosedLoop 0 for the atlas (the shader's uniform): a loop row is its traveller's negative SplineLength alone.
    const drawn = () => {
      if (dropSign) floats[1] = Math.abs(floats[1]);
      return deformedVertices(travel, mesh, 0, 0);
    };
    let before = drawn();
    let worst = 0;
    for (let k = 0; k < 48; k++) {
      travel.update(dt);
      const now = drawn();
      now.forEach((v, i) => { worst = Math.max(worst, Math.hypot(v[0] - before[i][0], v[1] - before[i][1], v[2] - before[i][2])); });
      before = now;
    }
    const lengthFloat = floats[1];
    return { travel, mesh, worst, perFrame: travel.atlas.bakes[row].length * dt, lengthFloat };
  };

  it('a loop row beside an open row (section 10.5): its travellers store a negative SplineLength and loop seamlessly; the open row does not', () => {
    const loop = mixedMove(0);
    expect(loop.travel.closedRows).toEqual([true, false]);
    expect(loop.travel.atlas.closedRows).toEqual([true, false]);
    expect(loop.travel.uniforms['Stretchy_ClosedLoop'].value).toBe(0);
    expect(loop.lengthFloat).toBeCloseTo(-loop.travel.atlas.bakes[0].length, 4);
    expect(loop.worst).toBeLessThan(2 * loop.perFrame);
    // The loop row's seam texels are one; the open row's ends are not.
    const N = loop.travel.atlas.sampleCount;
    for (let k = 0; k < 3; k++) expect(loop.travel.atlas.positions[k]).toBe(loop.travel.atlas.positions[4 * (N - 1) + k]);
    expect(loop.travel.atlas.positions[4 * N]).not.toBe(loop.travel.atlas.positions[4 * N + 4 * (N - 1)]);
    const shader = compiledShader(loop.mesh.material as MeshBasicMaterial, 'basic');
    expect(shader.vertexShader.startsWith('#define STRETCHY_ORIENTATION 0\n#define STRETCHY_CLOSED_LOOP 1\n')).toBe(true);
    // The open row's traveller stores its length positive and jumps back at the wrap (a 'loop' on an open curve).
    const open = mixedMove(1);
    expect(open.lengthFloat).toBeCloseTo(open.travel.atlas.bakes[1].length, 4);
    expect(open.worst).toBeGreaterThan(5 * open.perFrame);
    // Planted: closedLoop 'off' plays the ring as an open curve (positive length, the jump at the wrap).
    const off = mixedMove(0, 'off');
    expect(off.travel.closedRows).toEqual([false, false]);
    expect(off.lengthFloat).toBeGreaterThan(0);
    expect(off.worst).toBeGreaterThan(5 * off.perFrame);
  });

  it('rebake() reads which rows loop again: a curve closed since is baked, stored and bounded as a loop', () => {
    // A copy of the open arc (the shared one stays open), beside the ring so the shader has section 10.1.
    const arcCopy = new CatmullRomCurve3(arc.points.map((p) => p.clone()));
    const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), 2);
    const travel = new InstancedSplineTravel(mesh, [ring, arcCopy], { forwardAxis: X, velocity: false, playback: { duration: 1, loop: 'loop' } });
    travel.spawn({ curve: 1, startAt: 0.5 });
    travel.update(1 / 60);
    const floats = travel.attributes[INSTANCE_LAYOUT.attributes[1]].array;
    expect(travel.closedRows).toEqual([true, false]);
    expect(floats[1]).toBeGreaterThan(0);
    arcCopy.closed = true;
    travel.rebake();
    travel.update(1 / 60);
    // The bake and the system agree (planted: closedRows kept from the constructor says [true, false] here).
    expect(travel.atlas.closedRows).toEqual([true, true]);
    expect(travel.closedRows).toEqual([true, true]);
    expect(travel.closed).toBe(true);
    expect(travel.uniforms['Stretchy_ClosedLoop'].value).toBe(1);
    expect(floats[1]).toBeCloseTo(-travel.atlas.bakes[1].length, 4);
  });

  it('rebake() checks the roll keys against the rows as they loop now, and refuses a loop its shader cannot draw', () => {
    const arcCopy = new CatmullRomCurve3(arc.points.map((p) => p.clone()));
    // The system's roll (45 degrees end to end) on the open row only: the ring has its own (none).
    const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), 2);
    const travel = new InstancedSplineTravel(mesh, [{ curve: ring, roll: null }, arcCopy],
      { forwardAxis: X, velocity: false, roll: [[0, 0], [1, 45]] });
    arcCopy.closed = true;
    // Planted: a rebake that kept the constructor's rows would bake a loop whose roll does not close.
    expect(() => travel.rebake()).toThrow(/on a closed loop the roll must change by whole turns/);
    // A system made without any loop has no section 10.1 in its shader: closing a curve later is refused.
    const lone = new CatmullRomCurve3(arc.points.map((p) => p.clone()));
    const plain = new InstancedSplineTravel(new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), 2), [lone],
      { forwardAxis: X, velocity: false });
    lone.closed = true;
    expect(() => plain.rebake()).toThrow(/curve 0 is closed now, but no curve was when this system was made/);
    lone.closed = false;
    expect(() => plain.rebake()).not.toThrow();
  });

  it('planted: the loop row read without its sign (the length made positive) settles and jumps at the wrap', () => {
    const unsigned = mixedMove(0, 'auto', true);
    expect(unsigned.worst).toBeGreaterThan(5 * unsigned.perFrame);
  });
});

describe('InstancedSplineTravel roll per row and a stretch mask (math spec sections 10.2, 10.3)', () => {
  const bank: Array<[number, number]> = [[0, 0], [0.5, 90], [1, 30]];
  const corkscrew: Array<[number, number]> = [[0, -180], [1, 180]];

  it('bakes each row with its own roll keys (tangent alpha in modes A and C, the quaternions in mode B); a row without is roll 0', () => {
    for (const rotationMinimizing of [false, true]) {
      const options = { sampleCount: 24, forwardAxis: [1, 0, 0] as Vec3, rotationMinimizing, roll: corkscrew };
      const atlas = bakeAtlas([{ curve: arc, roll: bank }, { curve: helix, roll: null }, { curve: line }], new Matrix4(), options);
      expect(atlas.rolled).toBe(true);
      const rolls = [bank, undefined, corkscrew];
      rolls.forEach((roll, r) => {
        const single = bakeCurve([arc, helix, line][r], new Matrix4(), { ...options, roll });
        expect(Array.from(atlasRow(atlas, r).tangent), `row ${r}`).toEqual(Array.from(single.tangents));
      });
      if (!rotationMinimizing) {
        // Modes A, C: the alpha is the roll in radians, 0 on the row without keys.
        expect(atlasRow(atlas, 0).tangent[4 * 23 + 3]).toBeCloseTo(Math.PI / 6, 6);
        expect(Array.from(atlasRow(atlas, 1).tangent).filter((_, k) => k % 4 === 3).every((a) => a === 0)).toBe(true);
      }
    }
    expect(bakeAtlas([{ curve: arc }], new Matrix4(), { sampleCount: 8, forwardAxis: [1, 0, 0], rotationMinimizing: false }).rolled).toBe(false);
  });

  /** A box whose front half (x > 0) is masked out through its vertex colour's red channel. */
  const maskedBox = () => {
    const geometry = new BoxGeometry(1, 0.4, 0.4, 4);
    const pos = geometry.getAttribute('position');
    geometry.setAttribute('color', new Float32BufferAttribute(Array.from({ length: pos.count }, (_, i) => [pos.getX(i) > 0 ? 0 : 1, 1, 1]).flat(), 3));
    return geometry;
  };

  it('compiles the roll and mask switches, reads the mask from its own attribute and leaves the user\'s geometry as it was', () => {
    const geometry = maskedBox();
    const mesh = new InstancedMesh(geometry, new MeshBasicMaterial(), 4);
    const travel = new InstancedSplineTravel(mesh, [{ curve: arc, roll: bank }, { curve: helix }], { forwardAxis: X, stretchMask: 'color-r' });
    expect(travel.masked).toBe(true);
    const shader = compiledShader(mesh.material as MeshBasicMaterial, 'basic');
    expect(shader.vertexShader.startsWith('#define STRETCHY_ORIENTATION 0\n#define STRETCHY_CLOSED_LOOP 0\n#define STRETCHY_ROLL 1\n'
      + '#define STRETCHY_STRETCH_MASK 1\n')).toBe(true);
    expect(shader.vertexShader).toContain('attribute float stretchyMask;');
    expect(shader.vertexShader).toMatch(/stretchySplineAtlasDeform\(transformed, [^;]*, Stretchy_ClosedLoop, Stretchy_BakedRoll, stretchyMask, [^;]*\);/);
    expect(shader.uniforms.Stretchy_BakedRoll.value).toBe(1);
    expect(shader.uniforms.Stretchy_ClosedLoop.value).toBe(0);
    const mask = mesh.geometry.getAttribute('stretchyMask');
    expect(Array.from(mask.array)).toEqual(Array.from({ length: geometry.getAttribute('position').count }, (_, i) => (geometry.getAttribute('position').getX(i) > 0 ? 0 : 1)));
    expect(geometry.getAttribute('stretchyMask')).toBeUndefined();
    travel.dispose();
    expect(mesh.geometry).toBe(geometry);
    expect(geometry.getAttribute('stretchyMask')).toBeUndefined();
    // A channel the geometry lacks, asked for by name, is refused in the library's words; the roll is checked too.
    expect(() => new InstancedSplineTravel(new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 1), arc, { stretchMask: 'uv1-x' }))
      .toThrow(/stretchMask 'uv1-x' reads the geometry's 'uv1' attribute/);
    expect(() => new InstancedSplineTravel(new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 1), [{ curve: arc, roll: [[0.5, 10], [0.2, 0]] }]))
      .toThrow(/curve 0: roll key 1/);
  });

  it('draws each traveller with its row\'s roll and each vertex\'s mask, as the single-curve deformer does (its row\'s roll read from another row is caught)', () => {
    const mesh = new InstancedMesh(maskedBox(), new MeshBasicMaterial(), 4);
    const curves = [{ curve: arc, roll: bank }, { curve: helix, roll: corkscrew }];
    const travel = new InstancedSplineTravel(mesh, curves, { forwardAxis: X, stretchMask: 'color-r', velocity: false, maxStretch: 1.8 });
    travel.spawn({ curve: 0, startAt: 0.45 });
    travel.spawn({ curve: 1, startAt: 0.55 });
    travel.update(1 / 60);
    const pos = mesh.geometry.getAttribute('position');
    const mask = mesh.geometry.getAttribute('stretchyMask');
    const [g0, g1] = INSTANCE_LAYOUT.attributes.map((name) => travel.attributes[name].array);
    const offsets = (i: number, roll: Array<[number, number]>) => {
      const bake = bakeCurve(curves[g1[4 * i]].curve, mesh.matrixWorld, { sampleCount: travel.atlas.sampleCount, forwardAxis: [1, 0, 0], rotationMinimizing: false, roll });
      const inputs = {
        Progress: g0[4 * i], SplineLength: bake.length, SampleCount: bake.sampleCount, MeshCenterLocal: centreOf(mesh), ForwardAxisLocal: [1, 0, 0] as Vec3,
        StretchScale: g0[4 * i + 2], PreserveVolume: 1, SizeScale: g0[4 * i + 3], StretchBias: 0, MeshHalfLength: 0.5,
        SettleWindow: travel.options.settleWindow, EndExtrapolation: 1, BakedRoll: 1,
      };
      return Array.from({ length: pos.count }, (_, v) => splineDeformOffset([pos.getX(v), pos.getY(v), pos.getZ(v)], inputs,
        { position: bake.positions, tangent: bake.tangents }, 0, undefined, mask.getX(v)));
    };
    const drawn = (i: number) => {
      const inputs = {
        Progress: g0[4 * i], SplineLength: g1[4 * i + 1], SampleCount: travel.atlas.sampleCount, AtlasRow: g1[4 * i], AtlasRowCount: 2,
        MeshCenterLocal: centreOf(mesh), ForwardAxisLocal: [1, 0, 0] as Vec3, StretchScale: g0[4 * i + 2], PreserveVolume: 1, SizeScale: g0[4 * i + 3],
        StretchBias: 0, MeshHalfLength: 0.5, SettleWindow: travel.options.settleWindow, EndExtrapolation: 1,
        ClosedLoop: travel.uniforms.Stretchy_ClosedLoop.value as number, BakedRoll: travel.uniforms.Stretchy_BakedRoll.value as number,
        VelocityAxisLocal: [1, 0, 0] as Vec3, VelocityStretch: 1, VelocityPivotLocal: centreOf(mesh),
      };
      return Array.from({ length: pos.count }, (_, v) => splineAtlasDeformOffset([pos.getX(v), pos.getY(v), pos.getZ(v)], inputs, travel.atlas, 0,
        undefined, mask.getX(v)));
    };
    const worst = (a: Vec3[], b: Vec3[]) => Math.max(...a.map((o, v) => Math.hypot(o[0] - b[v][0], o[1] - b[v][1], o[2] - b[v][2])));
    for (let i = 0; i < 2; i++) {
      const own = curves[g1[4 * i]].roll;
      expect(worst(drawn(i), offsets(i, own)), `traveller ${i}`).toBeLessThan(1e-4);
      // Planted: the other row's roll.
      expect(worst(drawn(i), offsets(i, curves[1 - g1[4 * i]].roll)), `traveller ${i}, other roll`).toBeGreaterThan(0.05);
    }
    // Planted: the mask ignored (1 everywhere). The traveller is stretched, and a masked vertex (front half) keeps
    // its rest distance along the axis, so the shapes differ.
    const all1 = Array.from({ length: pos.count }, (_, v) => splineAtlasDeformOffset([pos.getX(v), pos.getY(v), pos.getZ(v)], {
      Progress: g0[0], SplineLength: g1[1], SampleCount: travel.atlas.sampleCount, AtlasRow: 0, AtlasRowCount: 2, MeshCenterLocal: centreOf(mesh),
      ForwardAxisLocal: [1, 0, 0], StretchScale: g0[2], PreserveVolume: 1, SizeScale: g0[3], StretchBias: 0, MeshHalfLength: 0.5,
      SettleWindow: travel.options.settleWindow, EndExtrapolation: 1, BakedRoll: 1, VelocityAxisLocal: [1, 0, 0], VelocityStretch: 1,
      VelocityPivotLocal: centreOf(mesh),
    }, travel.atlas, 0, undefined, 1));
    expect(g0[2]).toBeGreaterThan(1.05);
    expect(worst(drawn(0), all1)).toBeGreaterThan(0.02);
  });
});

describe('InstancedSplineTravel per-instance rotation and scale (a rest transform before the deform)', () => {
  const spin = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), Math.PI / 3).multiply(new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), 0.4));

  it('restOffset is c + s R (x - c) - x, as three\'s quaternion turns it', () => {
    const q = spin.clone();
    const k = Math.sqrt(2.5);
    const x: Vec3 = [0.3, -0.2, 0.7];
    const c: Vec3 = [0.1, 0.05, -0.1];
    const o = restOffset(x, c, [q.x * k, q.y * k, q.z * k, q.w * k]);
    const want = new Vector3(x[0] - c[0], x[1] - c[1], x[2] - c[2]).applyQuaternion(q).multiplyScalar(2.5).add(new Vector3(...c));
    for (let i = 0; i < 3; i++) expect(x[i] + o[i]).toBeCloseTo(want.getComponent(i), 12);
  });

  it('writes each traveller\'s quaternion (its squared length the scale) to the rest attribute and chains the rest transform before the atlas', () => {
    const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshLambertMaterial(), 4);
    const travel = new InstancedSplineTravel(mesh, [arc, helix], { forwardAxis: X, restTransforms: true });
    const a = travel.spawn({ curve: 0, rotation: spin, scale: 2 })!;
    travel.spawn({ curve: 1 });
    const rest = travel.attributes.stretchyRest.array;
    const k = Math.sqrt(2);
    expect(Array.from(rest.slice(0, 4)).map((v, i) => v - [spin.x, spin.y, spin.z, spin.w][i] * k).every((d) => Math.abs(d) < 1e-6)).toBe(true);
    expect(Array.from(rest.slice(4, 8))).toEqual([0, 0, 0, 1]);
    // Recycling moves the last traveller's rest transform into the freed instance.
    travel.despawn(a);
    expect(Array.from(rest.slice(0, 4))).toEqual([0, 0, 0, 1]);
    const shader = compiledShader(mesh.material as MeshLambertMaterial, 'lambert');
    expect(shader.vertexShader).toContain('attribute vec4 stretchyRest;');
    const rotateAt = shader.vertexShader.indexOf('stretchyOffset0 = stretchyRestOffsetWithJacobian(stretchyPosition, StretchyRest_Center, stretchyRest.xyzw, stretchyJacobian);');
    const atlasAt = shader.vertexShader.indexOf('stretchyOffset1 = stretchySplineAtlasDeform(stretchyPosition, ');
    expect(rotateAt).toBeGreaterThan(0);
    expect(atlasAt).toBeGreaterThan(rotateAt);
    expect((shader.uniforms.StretchyRest_Center.value as Vector3).toArray()).toEqual(centreOf(mesh));
    expect(() => new InstancedSplineTravel(new InstancedMesh(new BoxGeometry(), new MeshBasicMaterial(), 1), arc).spawn({ scale: 2 }))
      .toThrow(/needs the system's restTransforms option/);
    expect(() => travel.spawn({ scale: 0 })).toThrow(/scale must be a finite number > 0/);
    travel.dispose();
    expect(mesh.geometry.getAttribute('stretchyRest')).toBeUndefined();
  });

  /** Instance i's drawn vertices (mesh-local, placed): the rest transform, then the atlas port at the point it moved to. */
  const drawnWithRest = (travel: InstancedSplineTravel, mesh: InstancedMesh, i: number, withRest = true): Vec3[] => {
    const rest = travel.attributes.stretchyRest.array.slice(4 * i, 4 * i + 4);
    const c = centreOf(mesh);
    const pos = mesh.geometry.getAttribute('position');
    const atlas = deformedVertices(travel, mesh, i);
    const geometry = mesh.geometry;
    const moved = Array.from({ length: pos.count }, (_, v) => {
      const x: Vec3 = [pos.getX(v), pos.getY(v), pos.getZ(v)];
      const r = withRest ? restOffset(x, c, rest) : [0, 0, 0];
      return [x[0] + r[0], x[1] + r[1], x[2] + r[2]];
    });
    // deformedVertices reads the geometry's positions: feed it the rest-transformed ones.
    const saved = geometry.getAttribute('position');
    geometry.setAttribute('position', new Float32BufferAttribute(moved.flat(), 3));
    const out = deformedVertices(travel, mesh, i);
    geometry.setAttribute('position', saved);
    expect(atlas.length).toBe(out.length);
    return out;
  };

  it('bounds hold every scaled, turned traveller; raycasts hit it where it is drawn (planted: without its rest transform they miss)', () => {
    const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), 8);
    const travel = new InstancedSplineTravel(mesh, [arc, helix, line], { forwardAxis: X, restTransforms: true, velocity: false, settleWindow: 0 });
    const travellers = Array.from({ length: 6 }, (_, i) => travel.spawn({ curve: i % 3, startAt: 0.15 + 0.13 * i, rotation: spin, scale: 1 + 0.5 * i })!);
    travel.update(1 / 60);
    mesh.updateMatrixWorld();
    const box = mesh.boundingBox!;
    for (const t of travellers) {
      for (const v of drawnWithRest(travel, mesh, t.index)) {
        const w = new Vector3(...v);
        expect(box.containsPoint(w), `traveller ${t.index}: ${w.toArray()} outside ${box.min.toArray()} ${box.max.toArray()} p ${t.progress}`).toBe(true);
      }
    }
    // Planted: the bounds of the same travellers without their scale miss some of what is drawn.
    const plainMesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4, 4), new MeshBasicMaterial(), 8);
    const plain = new InstancedSplineTravel(plainMesh, [arc, helix, line], { forwardAxis: X, restTransforms: true, velocity: false, settleWindow: 0 });
    travellers.forEach((_, i) => plain.spawn({ curve: i % 3, startAt: 0.15 + 0.13 * i, rotation: spin }));
    plain.update(1 / 60);
    const outside = travellers.flatMap((t) => drawnWithRest(travel, mesh, t.index)).filter((v) => !plainMesh.boundingBox!.containsPoint(new Vector3(...v)));
    expect(outside.length).toBeGreaterThan(0);
    const hits = (withRest: boolean) => {
      let hit = 0;
      let rays = 0;
      for (const t of travellers) {
        const r = ownHits(mesh, drawnWithRest(travel, mesh, t.index, withRest), t.index);
        hit += r.hit;
        rays += r.rays;
      }
      return { hit, rays };
    };
    const drawn = hits(true);
    expect(drawn.hit).toBe(drawn.rays);
    const control = hits(false);
    expect(control.hit).toBeLessThan(control.rays / 4);
  });
});

describe('InstancedSplineTravel hold at the end (the Unreal core\'s HoldSeconds)', () => {
  /** Frames (of 1/8 s) from spawn to 'finished' and to 'recycled', and whether it stayed drawn at rest meanwhile. */
  const timeline = (system: Record<string, unknown>, spawn: Record<string, unknown> = {}) => {
    const mesh = new InstancedMesh(new BoxGeometry(1, 0.4, 0.4), new MeshBasicMaterial(), 4);
    const travel = new InstancedSplineTravel(mesh, [arc], { forwardAxis: X, playback: { duration: 1, loop: 'once' }, ...system });
    const t = travel.spawn(spawn)!;
    let finished = -1;
    let recycled = -1;
    let restedAtEnd = true;
    travel.addEventListener('finished', () => { finished = frame; });
    travel.addEventListener('recycled', () => { recycled = frame; });
    let frame = 0;
    for (frame = 1; frame <= 40 && recycled < 0; frame++) {
      travel.update(1 / 8);
      if (finished >= 0 && recycled < 0 && !(t.progress === 1 && !t.playing && mesh.count === 1)) restedAtEnd = false;
    }
    return { finished, recycled, restedAtEnd };
  };

  it('rests holdSeconds at the end, drawn, then is recycled; a spawn\'s own hold overrides the system\'s', () => {
    const none = timeline({});
    expect(none.finished).toBe(8);
    expect(none.recycled).toBe(8); // the control: no hold, recycled on arrival
    const held = timeline({ holdSeconds: 0.5 });
    expect(held.finished).toBe(8);
    expect(held.recycled).toBe(12);
    expect(held.restedAtEnd).toBe(true);
    expect(timeline({ holdSeconds: 0.5 }, { holdSeconds: 0.25 }).recycled).toBe(10);
    expect(timeline({}, { holdSeconds: 1 }).recycled).toBe(16);
    // Hold (recycleOnFinish false) is not recycled whatever the hold.
    expect(timeline({ recycleOnFinish: false, holdSeconds: 0.25 }).recycled).toBe(-1);
    expect(() => timeline({ holdSeconds: -1 })).toThrow(/holdSeconds must be a finite number >= 0/);
    expect(() => timeline({}, { holdSeconds: Number.NaN })).toThrow(/holdSeconds must be a finite number >= 0/);
  });

  it('with an arrival impact it is recycled when both the hold and the squash are over', () => {
    const squashOnly = timeline({ arrivalImpact: true });
    expect(squashOnly.recycled).toBeGreaterThan(squashOnly.finished);
    const recovery = squashOnly.recycled - squashOnly.finished;
    // A hold shorter than the recovery changes nothing; a longer one is what keeps it.
    expect(timeline({ arrivalImpact: true, holdSeconds: (recovery - 1) / 8 / 2 }).recycled).toBe(squashOnly.recycled);
    expect(timeline({ arrivalImpact: true, holdSeconds: (recovery + 3) / 8 }).recycled).toBe(squashOnly.finished + recovery + 3);
  });
});
