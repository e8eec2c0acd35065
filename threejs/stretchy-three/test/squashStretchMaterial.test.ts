import { Mesh, MeshBasicMaterial, SphereGeometry, Vector3 } from 'three';
import { compiledShader } from './compiled.js';
import { describe, expect, it } from 'vitest';
import {
  SquashStretchMaterial, VELOCITY_DEFAULTS, VELOCITY_STRETCH_CONTRACT, velocityStretchOffset, type Vec3,
} from '../src/index.js';

const v3 = (v: Vector3): Vec3 => [v.x, v.y, v.z];

describe('SquashStretchMaterial (the spec\'s material mode)', () => {
  it('injects the velocity deformer with the contract\'s uniforms', () => {
    const mesh = new Mesh(new SphereGeometry(0.5), new MeshBasicMaterial());
    const ss = new SquashStretchMaterial(mesh);
    const shader = compiledShader(mesh.material as MeshBasicMaterial, 'basic');
    for (const i of VELOCITY_STRETCH_CONTRACT.filter((x) => x.base !== 'LocalPosition')) {
      expect(shader.uniforms[i.uniform]).toBe(ss.uniforms[i.uniform]);
    }
    expect(shader.vertexShader).toContain('transformed += stretchyVelocityStretch(transformed, ');
  });

  it('on impact the deformed bottom stays on the floor and the transform is untouched', () => {
    const r = 0.5;
    const mesh = new Mesh(new SphereGeometry(r, 32, 16), new MeshBasicMaterial());
    mesh.position.set(1, r, -2);
    mesh.rotation.set(0.4, 1.2, -0.3); // a rolling ball
    mesh.updateMatrixWorld(true);
    const ss = new SquashStretchMaterial(mesh);
    const f = ss.update(1 / 60, new Vector3(0.5, -12, 0), { normal: new Vector3(0, 1, 0) });
    expect(f.sPar).toBeCloseTo(Math.max(VELOCITY_DEFAULTS.minSquash, 1 - VELOCITY_DEFAULTS.impactStrength * 12 / VELOCITY_DEFAULTS.maxImpactSpeed), 12);
    expect(mesh.position.toArray()).toEqual([1, r, -2]);
    const u = (base: string) => ss.uniforms[VELOCITY_STRETCH_CONTRACT.find((i) => i.base === base)!.uniform].value;
    const inputs = {
      VelocityPivotLocal: v3(u('VelocityPivotLocal') as Vector3), VelocityAxisLocal: v3(u('VelocityAxisLocal') as Vector3),
      VelocityStretch: u('VelocityStretch') as number, VelocityPerpScale: u('VelocityPerpScale') as number,
    };
    // Squashed along the floor's normal about the contact point: every vertex's height above the floor is scaled
    // by sPar (so the bottom stays on the floor), its horizontal distance from the contact by sPerp.
    const pos = mesh.geometry.getAttribute('position');
    const contact = new Vector3(1, 0, -2);
    for (let i = 0; i < pos.count; i++) {
      const x: Vec3 = [pos.getX(i), pos.getY(i), pos.getZ(i)];
      const o = velocityStretchOffset(x, inputs);
      const before = mesh.localToWorld(new Vector3(...x)).sub(contact);
      const after = mesh.localToWorld(new Vector3(x[0] + o[0], x[1] + o[1], x[2] + o[2])).sub(contact);
      expect(after.y).toBeCloseTo(before.y * f.sPar, 7);
      expect(after.x).toBeCloseTo(before.x * f.sPerp, 7);
      expect(after.z).toBeCloseTo(before.z * f.sPerp, 7);
    }
  });
});
