// Raycasts on the drawn (deformed) shape (issue 23 item 2): mesh.raycast of a deformed mesh hits where the vertex
// shader puts the triangles, by the deformers' CPU ports; `raycast: false` keeps three's rest-pose raycast (the control).
import {
  BoxGeometry, CatmullRomCurve3, Mesh, MeshBasicMaterial, Raycaster, SphereGeometry, Vector3, type Intersection,
} from 'three';
import { describe, expect, it } from 'vitest';
import { SplineDeform, SquashStretchMaterial, splineDeformOffset, velocityStretchOffset, type Vec3 } from '../src/index.js';

const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
const X = new Vector3(1, 0, 0);

/** A bent bar at Progress 0.5 (its rest pose is at the curve's end, its drawn pose over the arc). */
function bentBar(raycast?: boolean): { mesh: Mesh; spline: SplineDeform } {
  const mesh = new Mesh(new BoxGeometry(3, 0.6, 0.6, 30, 2, 2), new MeshBasicMaterial());
  mesh.position.set(2, 0, 0);
  mesh.updateMatrixWorld();
  const spline = new SplineDeform(mesh, curve, { forwardAxis: X, raycast });
  spline.setProgress(0.5);
  return { mesh, spline };
}

/** Where the spline deformer draws rest vertex x (the TypeScript port, world space). */
function drawn(mesh: Mesh, spline: SplineDeform, x: Vec3): Vector3 {
  const inputs = Object.fromEntries(['Progress', 'SplineLength', 'SampleCount', 'MeshCenterLocal', 'ForwardAxisLocal', 'StretchScale',
    'PreserveVolume', 'SizeScale', 'StretchBias', 'MeshHalfLength', 'SettleWindow', 'EndExtrapolation'].map((name) => {
    const v = spline.get(name as 'Progress') as unknown;
    return [name, v instanceof Vector3 ? [v.x, v.y, v.z] : v];
  }));
  const o = splineDeformOffset(x, inputs as never, { position: spline.bake.positions, tangent: spline.bake.tangents }, spline.orientationIndex);
  return mesh.localToWorld(new Vector3(x[0] + o[0], x[1] + o[1], x[2] + o[2]));
}

/** Rays straight down (-Y) onto the drawn top face of the bar at its vertices along the top centre line. */
function topRays(mesh: Mesh, spline: SplineDeform): Array<{ target: Vector3; hits: Intersection[] }> {
  const out = [];
  for (let i = 1; i < 30; i++) {
    const target = drawn(mesh, spline, [-1.5 + i * 0.1, 0.3, 0]);
    const ray = new Raycaster(new Vector3(target.x, 20, target.z), new Vector3(0, -1, 0));
    out.push({ target, hits: ray.intersectObject(mesh) });
  }
  return out;
}

describe('raycasts hit the drawn shape', () => {
  it('SplineDeform: rays onto the bent bar\'s top face hit where the deformer draws it; raycast: false hits the rest pose', () => {
    const { mesh, spline } = bentBar();
    const rays = topRays(mesh, spline);
    for (const { target, hits } of rays) {
      expect(hits.length).toBeGreaterThan(0);
      expect(hits[0].object).toBe(mesh);
      expect(hits[0].point.distanceTo(target)).toBeLessThan(1e-3);
    }
    // The rest pose (at the curve's end, x in 0.5..3.5) is not what is drawn at Progress 0.5: the control misses.
    const rest = bentBar(false);
    const restRays = topRays(rest.mesh, rest.spline);
    const restHitsDrawn = restRays.filter(({ target, hits }) => hits.length > 0 && hits[0].point.distanceTo(target) < 1e-3).length;
    expect(restHitsDrawn).toBe(0);
    spline.dispose();
    rest.spline.dispose();
  });

  it('follows playback (the cached positions are redone when an input changes) and dispose() gives three\'s raycast back', () => {
    const { mesh, spline } = bentBar();
    const before = topRays(mesh, spline)[14].hits[0].point.clone();
    spline.setProgress(0.9);
    const after = topRays(mesh, spline)[14];
    expect(after.hits[0].point.distanceTo(after.target)).toBeLessThan(1e-3);
    expect(after.hits[0].point.distanceTo(before)).toBeGreaterThan(0.5);
    expect(Object.prototype.hasOwnProperty.call(mesh, 'raycast')).toBe(true);
    spline.dispose();
    expect(Object.prototype.hasOwnProperty.call(mesh, 'raycast')).toBe(false);
    expect(mesh.raycast).toBe(Mesh.prototype.raycast);
  });

  it('SquashStretchMaterial: a ray along the stretch axis hits the stretched pole, and both deformers chain', () => {
    const ball = new Mesh(new SphereGeometry(0.5, 32, 16), new MeshBasicMaterial());
    const squash = new SquashStretchMaterial(ball);
    squash.update(1 / 60, new Vector3(0, -12, 0));
    squash.update(1 / 60, new Vector3(0, -12, 0));
    const sPar = squash.get('VelocityStretch');
    expect(sPar).toBeGreaterThan(1.2);
    const v = (name: 'VelocityPivotLocal' | 'VelocityAxisLocal') => squash.get(name).toArray() as unknown as Vec3;
    const pole: Vec3 = [0, 0.5, 0];
    const o = velocityStretchOffset(pole, {
      VelocityPivotLocal: v('VelocityPivotLocal'), VelocityAxisLocal: v('VelocityAxisLocal'), VelocityStretch: sPar,
      VelocityPerpScale: squash.get('VelocityPerpScale'),
    });
    const top = 0.5 + o[1];
    expect(top).toBeGreaterThan(0.55);
    const hits = new Raycaster(new Vector3(0, 5, 0), new Vector3(0, -1, 0)).intersectObject(ball);
    expect(hits[0].point.y).toBeCloseTo(top, 4);
    // The rest pose would give 0.5 (the control).
    const plain = new Raycaster(new Vector3(0, 5, 0), new Vector3(0, -1, 0));
    const rest: Intersection[] = [];
    Mesh.prototype.raycast.call(ball, plain, rest);
    expect(rest[0].point.y).toBeCloseTo(0.5, 4);
    squash.dispose();

    const { mesh, spline } = bentBar();
    const both = new SquashStretchMaterial(mesh);
    both.update(1 / 60, new Vector3(0, -12, 0));
    both.update(1 / 60, new Vector3(0, -12, 0));
    const onlySpline = topRays(mesh, spline)[14];
    // The velocity stretch moves the vertices first, so the chain's hit is off the spline-only target.
    expect(onlySpline.hits[0].point.distanceTo(onlySpline.target)).toBeGreaterThan(1e-3);
    both.dispose();
    const again = topRays(mesh, spline)[14];
    expect(again.hits[0].point.distanceTo(again.target)).toBeLessThan(1e-3);
    spline.dispose();
  });
});
