import { Box3, Mesh, Quaternion, Vector3, type Object3D, type Plane } from 'three';
import { VELOCITY_DEFAULTS } from './constants.js';
import { VelocityController, velocityDeform, type StretchFrame, type VelocityParams } from './velocityController.js';
import type { Vec3 } from './vec3.js';

const UP = new Vector3(0, 1, 0);
const tuple = (v: Vector3): Vec3 => [v.x, v.y, v.z];

export interface SquashStretchOptions {
  /** Overrides of the spec's constants. */
  params?: Partial<VelocityParams>;
  /** Radius of the visual, used for the contact point when a contact gives none. Default: its bounding sphere. */
  radius?: number;
  /**
   * The ground (world space, normal pointing up). A ball stretched about its centre just before it lands would dip
   * below it by (sPar - 1) x radius; with a ground the stretch is taken about the lowest point instead, on the
   * ground, where the contact will be: the visual is lifted along the normal by what would go through.
   */
  ground?: Plane;
}

/** A ground contact in world space. `point` defaults to the root's position minus radius along the normal. */
export interface WorldContact {
  normal: Vector3;
  point?: Vector3;
}

/**
 * Procedural squash and stretch for a bouncing object (the seed card's recipe): physics stays on `root`; only
 * `visual`, a child of root, is deformed. Each frame its local +Y is turned along the velocity (or the contact
 * normal while an impact recovers) and it is scaled (1/sqrt(s), s, 1/sqrt(s)); on impact it is scaled about the
 * contact point, so the bottom stays on the floor. Meant for symmetric meshes (the visual itself turns).
 */
export class SquashStretch {
  readonly controller: VelocityController;
  readonly radius: number;
  /** The last frame applied. */
  frame: StretchFrame | null = null;
  private readonly restPosition: Vector3;
  private readonly restQuaternion: Quaternion;
  private readonly restScale: Vector3;
  private readonly rootInverse = new Quaternion();
  private readonly axis = new Vector3();
  private readonly tmp = new Vector3();

  constructor(
    readonly root: Object3D,
    readonly visual: Object3D,
    options: SquashStretchOptions = {},
    dimensions: 2 | 3 = 3,
  ) {
    if (visual.parent !== root) throw new Error('SquashStretch: visual must be a direct child of root');
    this.controller = new VelocityController({ ...VELOCITY_DEFAULTS, ...options.params, dimensions });
    this.restPosition = visual.position.clone();
    this.restQuaternion = visual.quaternion.clone();
    this.restScale = visual.scale.clone();
    this.radius = options.radius ?? restRadius(visual);
    this.ground = options.ground ?? null;
  }

  private readonly ground: Plane | null;

  /**
   * Call once per frame after the physics step. `velocity` is the root's world velocity (units/s); on the frame
   * of a ground contact pass the velocity it arrived with and the contact.
   */
  update(dt: number, velocity: Vector3, contact?: WorldContact): StretchFrame {
    let c;
    if (contact) {
      const n = contact.normal.clone().normalize();
      const point = contact.point ?? this.root.getWorldPosition(new Vector3()).addScaledVector(n, -this.radius);
      c = { normal: tuple(n), point: tuple(point) };
    }
    const frame = this.controller.step(dt, tuple(velocity), c);
    if (!this.disposed) this.apply(frame);
    return frame;
  }

  /** Back to the rest pose. */
  reset(): void {
    this.controller.reset();
    this.frame = null;
    this.visual.quaternion.identity();
    this.visual.scale.set(1, 1, 1);
    this.visual.position.copy(this.restPosition);
  }

  /** Gives the visual back the transform it had when this was made; update() does nothing afterwards. */
  dispose(): void {
    this.disposed = true;
    this.controller.reset();
    this.frame = null;
    this.visual.position.copy(this.restPosition);
    this.visual.quaternion.copy(this.restQuaternion);
    this.visual.scale.copy(this.restScale);
  }

  private disposed = false;

  private apply(f: StretchFrame): void {
    this.frame = f;
    // World axis into the root's frame (the root may rotate with its physics body).
    this.root.getWorldQuaternion(this.rootInverse).invert();
    const d = this.axis.set(f.axis[0], f.axis[1], f.axis[2]).applyQuaternion(this.rootInverse).normalize();
    this.orient(d);
    this.visual.scale.set(f.scales[0], f.scales[1], f.scales[2]);
    // Scale about the pivot q (root space): the visual's centre moves as the deformer moves a vertex.
    if (f.pivot === null) {
      this.visual.position.copy(this.restPosition);
      this.keepAboveGround(f);
      return;
    }
    const q = tuple(this.root.worldToLocal(this.tmp.set(f.pivot[0], f.pivot[1], f.pivot[2])));
    const plane: Vec3 | undefined = this.controller.params.dimensions === 2 ? [0, 0, 1] : undefined;
    const c = velocityDeform(tuple(this.restPosition), q, tuple(d), f.sPar, f.sPerp, plane);
    this.visual.position.set(c[0], c[1], c[2]);
    this.keepAboveGround(f);
  }

  /** Lifts the visual by the depth its stretched shape (an ellipsoid of the radius) would reach below the ground. */
  private keepAboveGround(f: StretchFrame): void {
    if (!this.ground) return;
    const n = this.ground.normal;
    const dn = f.axis[0] * n.x + f.axis[1] * n.y + f.axis[2] * n.z;
    const reach = this.radius * Math.sqrt((f.sPar * dn) ** 2 + f.sPerp ** 2 * Math.max(1 - dn * dn, 0));
    this.root.updateWorldMatrix(true, false);
    const centre = this.root.localToWorld(this.tmp.copy(this.visual.position));
    const depth = reach - this.ground.distanceToPoint(centre);
    if (!(depth > 1e-9)) return;
    this.visual.position.copy(this.root.worldToLocal(centre.addScaledVector(n, depth)));
  }

  /** Turn local +Y onto d. */
  protected orient(d: Vector3): void {
    this.visual.quaternion.setFromUnitVectors(UP, d);
  }
}

/**
 * The 2D sprite variant: the visual lies in the XY plane (a quad facing +Z); it turns about Z only, and is scaled
 * (1/s, s, 1) so its area is kept (the perpendicular scale is 1/s, the plane normal is left alone).
 */
export class SquashStretch2D extends SquashStretch {
  constructor(root: Object3D, visual: Object3D, options: SquashStretchOptions = {}) {
    super(root, visual, options, 2);
  }

  protected override orient(d: Vector3): void {
    const angle = Math.atan2(-d.x, d.y); // +Y turned by angle about +Z lands on (d.x, d.y)
    this.visual.quaternion.setFromAxisAngle(new Vector3(0, 0, 1), angle);
  }
}

/** The visual's radius at rest: its geometry's bounding sphere (times its largest scale), else half its box's largest side. */
function restRadius(visual: Object3D): number {
  if (visual instanceof Mesh) {
    visual.geometry.computeBoundingSphere();
    const s = visual.scale;
    return visual.geometry.boundingSphere.radius * Math.max(Math.abs(s.x), Math.abs(s.y), Math.abs(s.z));
  }
  const size = new Box3().setFromObject(visual).getSize(new Vector3());
  return Math.max(size.x, size.y, size.z) / 2;
}

/** The variant the spec asks for: {@link SquashStretch2D} when velocityStretch.dimensions is 2, else {@link SquashStretch}. */
export function squashStretchFromSpec(root: Object3D, visual: Object3D, options: SquashStretchOptions = {}): SquashStretch {
  return VELOCITY_DEFAULTS.dimensions === 2 ? new SquashStretch2D(root, visual, options) : new SquashStretch(root, visual, options);
}
