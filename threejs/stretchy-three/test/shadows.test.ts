import {
  BoxGeometry, CatmullRomCurve3, DirectionalLight, Frustum, Matrix4, Mesh, MeshDepthMaterial, MeshDistanceMaterial,
  MeshStandardMaterial, SphereGeometry, Vector3, type Material,
} from 'three';
import { describe, expect, it } from 'vitest';
import { compiledShader, count, disposed } from './compiled.js';
import { SplineDeform, SquashStretchMaterial, velocityStretchOffset, type Vec3 } from '../src/index.js';

const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
const X = new Vector3(1, 0, 0);

/** The vertex shader three.js would compile for a shadow material: its ShaderLib source through onBeforeCompile. */
const compile = (material: Material) => compiledShader(material, material instanceof MeshDistanceMaterial ? 'distance' : 'depth');

describe('shadows follow the deformation (customDepthMaterial, customDistanceMaterial)', () => {
  it('SplineDeform: both shadow materials carry the deformer with its own uniform objects; dispose() removes them', () => {
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshStandardMaterial());
    expect(mesh.customDepthMaterial).toBeUndefined();
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const depth = mesh.customDepthMaterial!;
    const distance = mesh.customDistanceMaterial!;
    expect(depth).toBeInstanceOf(MeshDepthMaterial);
    expect(distance).toBeInstanceOf(MeshDistanceMaterial);
    for (const m of [depth, distance]) {
      const shader = compile(m);
      expect(count(shader.vertexShader, 'vec3 stretchySplineDeform(')).toBe(1);
      expect(shader.vertexShader).toContain('transformed += stretchySplineDeform(transformed, ');
      expect(shader.uniforms.Stretchy_Progress).toBe(spline.uniforms.Stretchy_Progress);
      expect(m.customProgramCacheKey()).toContain('stretchy-spline-');
    }
    const gone = [disposed(depth), disposed(distance)];
    spline.dispose();
    expect(mesh.customDepthMaterial).toBeUndefined();
    expect(mesh.customDistanceMaterial).toBeUndefined();
    expect(gone.map((g) => g.value)).toEqual([true, true]);
  });

  it('SquashStretchMaterial, and both deformers on one mesh: every deformer in every shadow material', () => {
    const mesh = new Mesh(new SphereGeometry(0.5), new MeshStandardMaterial());
    const velocity = new SquashStretchMaterial(mesh);
    expect(compile(mesh.customDepthMaterial!).vertexShader).toContain('transformed += stretchyVelocityStretch(transformed, ');
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    for (const m of [mesh.customDepthMaterial!, mesh.customDistanceMaterial!]) {
      const shader = compile(m);
      expect(count(shader.vertexShader, 'vec3 stretchyVelocityStretch(')).toBe(1);
      expect(count(shader.vertexShader, 'vec3 stretchySplineDeform(')).toBe(1);
      expect(shader.uniforms.Stretchy_VelocityStretch).toBe(velocity.uniforms.Stretchy_VelocityStretch);
    }
    spline.dispose(); // the velocity deformer stays in the shadow materials
    const depth = compile(mesh.customDepthMaterial!).vertexShader;
    expect(depth).toContain('stretchyVelocityStretch(');
    expect(depth).not.toContain('stretchySplineDeform(');
    velocity.dispose();
    expect(mesh.customDepthMaterial).toBeUndefined();
  });

  it('the user\'s own shadow materials are derived from, never mutated, and given back', () => {
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshStandardMaterial());
    const own = new MeshDepthMaterial({ alphaTest: 0.5 });
    let userHook = 0;
    own.onBeforeCompile = () => { userHook++; };
    const ownHook = own.onBeforeCompile;
    mesh.customDepthMaterial = own;
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const derived = mesh.customDepthMaterial as MeshDepthMaterial;
    expect(derived).not.toBe(own);
    expect(derived.alphaTest).toBe(0.5);
    expect(own.onBeforeCompile).toBe(ownHook);
    expect(compile(derived).vertexShader).toContain('stretchySplineDeform(');
    expect(userHook).toBe(1); // the user's hook is chained
    expect(compile(own).vertexShader).not.toContain('stretchySplineDeform(');
    spline.dispose();
    expect(mesh.customDepthMaterial).toBe(own);
    expect(mesh.customDistanceMaterial).toBeUndefined();
  });

  it('a shadow material the user sets while a deformer is on stays the user\'s after dispose()', () => {
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshStandardMaterial());
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const later = new MeshDistanceMaterial();
    mesh.customDistanceMaterial = later;
    spline.dispose();
    expect(mesh.customDistanceMaterial).toBe(later);
    expect(mesh.customDepthMaterial).toBeUndefined();
  });

  it('the shadow camera does not cull a mesh whose deformed pose is in its frustum and rest pose is not', () => {
    // The mesh rests at the curve's end (x = 2); a light whose shadow camera sees only x in [-7, -2].
    const mesh = new Mesh(new BoxGeometry(1, 0.5, 0.5, 4), new MeshStandardMaterial());
    mesh.position.set(2, 0, 0);
    mesh.updateMatrixWorld(true);
    const light = new DirectionalLight();
    light.position.set(-4.5, 10, 0);
    light.target.position.set(-4.5, 0, 0);
    light.target.updateMatrixWorld(true);
    light.updateMatrixWorld(true);
    Object.assign(light.shadow.camera, { left: -2.5, right: 2.5, top: 4, bottom: -4, near: 0.5, far: 30 });
    light.shadow.camera.updateProjectionMatrix();
    light.shadow.updateMatrices(light);
    const frustum = new Frustum().setFromProjectionMatrix(new Matrix4().multiplyMatrices(
      light.shadow.camera.projectionMatrix, light.shadow.camera.matrixWorldInverse));
    mesh.geometry.computeBoundingSphere();
    expect(mesh.intersectsFrustum(frustum)).toBe(false); // control: the rest pose is outside
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    spline.setProgress(0.2);
    expect(mesh.intersectsFrustum(frustum)).toBe(true);
    spline.dispose();
  });

  it('SquashStretchMaterial\'s bounds hold the mesh stretched to maxStretch about its centre or a contact', () => {
    const r = 0.5;
    const mesh = new Mesh(new SphereGeometry(r, 16, 8), new MeshStandardMaterial());
    const ss = new SquashStretchMaterial(mesh);
    const sphere = mesh.geometry.boundingSphere!.clone();
    const s = ss.controller.params.maxStretch;
    const pos = mesh.geometry.getAttribute('position');
    const outside: string[] = [];
    for (const pivot of [[0, 0, 0], [0, -r, 0], [r, 0, 0]] as Vec3[]) {
      for (const axis of [[0, 1, 0], [1, 0, 0], [0.6, 0.8, 0]] as Vec3[]) {
        for (let i = 0; i < pos.count; i++) {
          const x: Vec3 = [pos.getX(i), pos.getY(i), pos.getZ(i)];
          const o = velocityStretchOffset(x, { VelocityPivotLocal: pivot, VelocityAxisLocal: axis, VelocityStretch: s, VelocityPerpScale: 1 / Math.sqrt(s) });
          if (!sphere.containsPoint(new Vector3(x[0] + o[0], x[1] + o[1], x[2] + o[2]))) outside.push(`${pivot} ${axis} ${i}`);
        }
      }
    }
    expect(outside.slice(0, 5)).toEqual([]);
    ss.dispose();
  });
});
