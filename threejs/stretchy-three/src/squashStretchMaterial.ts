import { Box3, Matrix3, Sphere, Vector3, type IUniform, type Mesh } from 'three';
import { VELOCITY_DEFAULTS } from './constants.js';
import { VELOCITY_STRETCH_CONTRACT, type VelocityStretchValues } from './contract.js';
import { VELOCITY_STRETCH_GLSL } from './glsl/source.js';
import { attachPatch, detachPatch, refreshPatches, type ShaderPatch } from './materialPatch.js';
import type { SquashStretchOptions, WorldContact } from './squashStretch.js';
import { releaseDeformedRaycast, useDeformedRaycast } from './deformedRaycast.js';
import { VelocityController, velocityStretchOffset, type StretchFrame, type VelocityStretchInputs } from './velocityController.js';
import type { Vec3 } from './vec3.js';

const tuple = (v: Vector3): Vec3 => [v.x, v.y, v.z];

export interface SquashStretchMaterialOptions extends SquashStretchOptions {
  /** 'exact' (default): normals and tangents follow the stretch (math spec §8.3); 'off': the rest normal, as before. */
  normals?: 'exact' | 'off';
  /** Whether `mesh.raycast` hits the stretched shape (default true; see SplineDeformOptions.raycast). */
  raycast?: boolean;
}

/**
 * Velocity squash and stretch in the vertex shader (the spec's `mode: material`): the mesh's transform is never
 * touched, so it may be the physics object itself; the controller's axis, scales and pivot go to the deformer's
 * uniforms in the mesh's local space. Non-uniform mesh scale is approximated (the axis is mapped as a direction).
 * The deformer goes into materials derived from the mesh's own, which stays untouched; {@link dispose} puts it back.
 */
export class SquashStretchMaterial {
  readonly controller: VelocityController;
  readonly uniforms: Record<string, IUniform>;
  readonly radius: number;
  frame: StretchFrame | null = null;
  private readonly center: Vector3;
  private readonly savedSphere: Sphere | null;
  private readonly shaderPatch: ShaderPatch;
  private disposed = false;

  constructor(readonly mesh: Mesh, options: SquashStretchMaterialOptions = {}) {
    const params = { ...VELOCITY_DEFAULTS, ...options.params };
    this.controller = new VelocityController(params);
    const geometry = mesh.geometry;
    this.savedSphere = geometry.boundingSphere?.clone() ?? null;
    geometry.computeBoundingBox();
    this.center = (geometry.boundingBox as Box3).getCenter(new Vector3());
    geometry.computeBoundingSphere();
    const sphere = (geometry.boundingSphere as Sphere).clone();
    const s = mesh.scale;
    this.radius = options.radius ?? sphere.radius * Math.max(Math.abs(s.x), Math.abs(s.y), Math.abs(s.z));
    this.uniforms = {};
    const initial: Record<string, unknown> = {
      VelocityPivotLocal: this.center.clone(), VelocityAxisLocal: new Vector3(0, 1, 0), VelocityStretch: 1,
      VelocityPerpScale: 1, VelocityPlaneNormalLocal: new Vector3(0, 0, 1),
    };
    for (const i of VELOCITY_STRETCH_CONTRACT) {
      if (i.base !== 'LocalPosition') this.uniforms[i.uniform] = { value: initial[i.base] };
    }
    // The Jacobian of this linear map is exact at no texture read (math spec §8.3); 'off' keeps the rest normal.
    const normals = options.normals !== 'off';
    this.shaderPatch = {
      kind: 'SquashStretchMaterial', key: `stretchy-velocity-${normals ? 'n' : 'x'}`, stage: 0, defines: '',
      glsl: VELOCITY_STRETCH_GLSL, fn: 'stretchyVelocityStretch', withJacobianFn: normals ? 'stretchyVelocityStretchWithJacobian' : null,
      contract: VELOCITY_STRETCH_CONTRACT, uniforms: this.uniforms,
      cpu: options.raycast === false ? undefined : (x, inputs) => velocityStretchOffset(x, inputs as unknown as VelocityStretchInputs),
    };
    attachPatch('SquashStretchMaterial', mesh, this.shaderPatch);
    useDeformedRaycast(mesh);
    // Bounds that hold the stretched mesh (up to maxStretch about the centre or about a contact on the surface).
    geometry.boundingSphere = new Sphere(this.center.clone(), sphere.radius * 2 * params.maxStretch);
  }

  /** Frees the derived materials and gives the mesh back its own material and bounds. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    detachPatch(this.mesh, this.shaderPatch);
    releaseDeformedRaycast(this.mesh);
    this.mesh.geometry.boundingSphere = this.savedSphere;
  }

  /** A contract input's current value by its base name. */
  get<K extends keyof VelocityStretchValues>(name: K): VelocityStretchValues[K] {
    const input = VELOCITY_STRETCH_CONTRACT.find((i) => i.base === name);
    if (!input) throw new Error(`SquashStretchMaterial: no input ${String(name)}`);
    return this.uniforms[input.uniform].value as VelocityStretchValues[K];
  }

  /** Once per frame; on the frame of a contact pass the velocity the mesh arrived with, and the contact. */
  update(dt: number, velocity: Vector3, contact?: WorldContact): StretchFrame {
    if (!this.disposed) refreshPatches(this.mesh);
    this.mesh.updateWorldMatrix(true, false);
    let c;
    if (contact) {
      const n = contact.normal.clone().normalize();
      const point = contact.point ?? this.mesh.localToWorld(this.center.clone()).addScaledVector(n, -this.radius);
      c = { normal: tuple(n), point: tuple(point) };
    }
    const f = this.controller.step(dt, tuple(velocity), c);
    this.frame = f;
    const toLocal = new Matrix3().setFromMatrix4(this.mesh.matrixWorld).invert();
    const set = (base: keyof VelocityStretchValues | 'VelocityPlaneNormalLocal', value: unknown) => {
      const input = VELOCITY_STRETCH_CONTRACT.find((i) => i.base === base);
      if (input) this.uniforms[input.uniform].value = value;
    };
    set('VelocityAxisLocal', new Vector3(...f.axis).applyMatrix3(toLocal).normalize());
    set('VelocityPivotLocal', f.pivot ? this.mesh.worldToLocal(new Vector3(...f.pivot)) : this.center.clone());
    set('VelocityStretch', f.sPar);
    set('VelocityPerpScale', f.sPerp);
    set('VelocityPlaneNormalLocal', new Vector3(...this.controller.planeNormal).applyMatrix3(toLocal).normalize());
    return f;
  }
}
