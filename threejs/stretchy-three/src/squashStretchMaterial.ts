import { Matrix3, Sphere, Vector3, type IUniform, type Mesh, type Object3D } from 'three';
import { VELOCITY_DEFAULTS } from './constants.js';
import { VELOCITY_STRETCH_CONTRACT, type VelocityStretchValues } from './contract.js';
import { VELOCITY_STRETCH_GLSL } from './glsl/source.js';
import type { ShaderPatch } from './materialPatch.js';
import { MeshGroup } from './meshGroup.js';
import type { SquashStretchOptions, WorldContact } from './squashStretch.js';
import { VelocityController, velocityStretchOffset, type StretchFrame, type VelocityParams, type VelocityStretchInputs } from './velocityController.js';
import type { Vec3 } from './vec3.js';

const tuple = (v: Vector3): Vec3 => [v.x, v.y, v.z];

export interface SquashStretchMaterialOptions extends SquashStretchOptions {
  /** 'exact' (default): normals and tangents follow the stretch (math spec §8.3); 'off': the rest normal, as before. */
  normals?: 'exact' | 'off';
  /** Whether `mesh.raycast` hits the stretched shape (default true; see SplineDeformOptions.raycast). */
  raycast?: boolean;
}

/**
 * Velocity squash and stretch in the vertex shader (the spec's `mode: material`): the transforms are never touched,
 * so the root may be the physics object itself; the controller's axis, scales and pivot go to the deformer's
 * uniforms in the root's local space. The root is a mesh or any Object3D holding meshes: every mesh under it
 * stretches as one (each through its mesh-to-root transform). Non-uniform root scale is approximated (the axis is
 * mapped as a direction). The deformer goes into materials derived from each mesh's own, which stays untouched;
 * {@link dispose} puts them back.
 */
export class SquashStretchMaterial {
  readonly controller: VelocityController;
  readonly uniforms: Record<string, IUniform>;
  /** The radius of the whole at rest, in world units (the contact point's default distance). */
  radius: number;
  frame: StretchFrame | null = null;
  private center = new Vector3();
  private readonly params: VelocityParams;
  private readonly explicitRadius: number | undefined;
  private readonly group: MeshGroup;
  private disposed = false;

  constructor(readonly root: Object3D, options: SquashStretchMaterialOptions = {}) {
    this.params = { ...VELOCITY_DEFAULTS, ...options.params };
    this.controller = new VelocityController(this.params);
    this.explicitRadius = options.radius;
    this.radius = 0;
    this.uniforms = {};
    const initial: Record<string, unknown> = {
      VelocityPivotLocal: new Vector3(), VelocityAxisLocal: new Vector3(0, 1, 0), VelocityStretch: 1,
      VelocityPerpScale: 1, VelocityPlaneNormalLocal: new Vector3(0, 0, 1),
    };
    for (const i of VELOCITY_STRETCH_CONTRACT) {
      if (i.base !== 'LocalPosition') this.uniforms[i.uniform] = { value: initial[i.base] };
    }
    // The Jacobian of this linear map is exact at no texture read (math spec §8.3); 'off' keeps the rest normal.
    const normals = options.normals !== 'off';
    const cpu = options.raycast === false ? undefined
      : (x: Vec3, inputs: Readonly<Record<string, number | Vec3>>) => velocityStretchOffset(x, inputs as unknown as VelocityStretchInputs);
    this.group = new MeshGroup('SquashStretchMaterial', root, (_mesh, space): { patch: ShaderPatch } => ({
      patch: {
        kind: 'SquashStretchMaterial', key: `stretchy-velocity-${normals ? 'n' : 'x'}${space ? '-group' : ''}`, stage: 0, defines: '',
        glsl: VELOCITY_STRETCH_GLSL, fn: 'stretchyVelocityStretch', withJacobianFn: normals ? 'stretchyVelocityStretchWithJacobian' : null,
        contract: VELOCITY_STRETCH_CONTRACT, uniforms: this.uniforms, cpu, space,
      },
    }));
    this.refresh();
  }

  /** The meshes stretched: the root when it is one, and every mesh under it. */
  get meshes(): readonly Mesh[] {
    return this.group.parts.map((p) => p.mesh);
  }

  /**
   * Takes in meshes added under the root since (or gives removed ones back) and measures the whole again (its
   * centre, radius and bounds); call after changing the hierarchy or a geometry.
   */
  refresh(): void {
    if (this.disposed) throw new Error('SquashStretchMaterial: refresh() after dispose(); make a new SquashStretchMaterial');
    this.group.sync();
    this.center = this.group.restBox().getCenter(new Vector3());
    const local = this.group.restRadius(this.center);
    const s = this.root.scale;
    this.radius = this.explicitRadius ?? local * Math.max(Math.abs(s.x), Math.abs(s.y), Math.abs(s.z));
    this.set('VelocityPivotLocal', this.center.clone());
    // Bounds that hold the stretched whole (up to maxStretch about the centre or about a contact on the surface).
    this.group.bound({ sphere: new Sphere(this.center.clone(), local * 2 * this.params.maxStretch) });
  }

  /** Frees the derived materials and gives every mesh back its own material, raycast and bounds. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.group.dispose();
  }

  private set(base: keyof VelocityStretchValues | 'VelocityPlaneNormalLocal', value: unknown): void {
    const input = VELOCITY_STRETCH_CONTRACT.find((i) => i.base === base);
    if (input) this.uniforms[input.uniform].value = value;
  }

  /** A contract input's current value by its base name. */
  get<K extends keyof VelocityStretchValues>(name: K): VelocityStretchValues[K] {
    const input = VELOCITY_STRETCH_CONTRACT.find((i) => i.base === name);
    if (!input) throw new Error(`SquashStretchMaterial: no input ${String(name)}`);
    return this.uniforms[input.uniform].value as VelocityStretchValues[K];
  }

  /** Once per frame; on the frame of a contact pass the velocity the mesh arrived with, and the contact. */
  update(dt: number, velocity: Vector3, contact?: WorldContact): StretchFrame {
    if (!this.disposed) this.group.refresh();
    this.root.updateWorldMatrix(true, false);
    let c;
    if (contact) {
      const n = contact.normal.clone().normalize();
      const point = contact.point ?? this.root.localToWorld(this.center.clone()).addScaledVector(n, -this.radius);
      c = { normal: tuple(n), point: tuple(point) };
    }
    const f = this.controller.step(dt, tuple(velocity), c);
    this.frame = f;
    const toLocal = new Matrix3().setFromMatrix4(this.root.matrixWorld).invert();
    this.set('VelocityAxisLocal', new Vector3(...f.axis).applyMatrix3(toLocal).normalize());
    this.set('VelocityPivotLocal', f.pivot ? this.root.worldToLocal(new Vector3(...f.pivot)) : this.center.clone());
    this.set('VelocityStretch', f.sPar);
    this.set('VelocityPerpScale', f.sPerp);
    this.set('VelocityPlaneNormalLocal', new Vector3(...this.controller.planeNormal).applyMatrix3(toLocal).normalize());
    return f;
  }
}
