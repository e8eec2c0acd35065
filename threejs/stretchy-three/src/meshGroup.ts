import { Box3, Matrix3, Matrix4, Sphere, Vector3, type BufferGeometry, type Mesh, type Object3D } from 'three';
import { releaseDeformedRaycast, useDeformedRaycast } from './deformedRaycast.js';
import { attachPatch, detachPatch, refreshPatches, type MeshSpace, type ShaderPatch } from './materialPatch.js';

/** One mesh of a deformed hierarchy: its patch, and what undoes what the patch maker did to its geometry. */
export interface GroupPart {
  mesh: Mesh;
  patch: ShaderPatch;
  release?: () => void;
}

/** Makes a mesh's patch (a group's mesh gets `space`, the root mesh none); `release` undoes its geometry edits. */
export type PatchMaker = (mesh: Mesh, space: MeshSpace | undefined) => { patch: ShaderPatch; release?: () => void };

/** The meshes a deformer on `root` bends: root itself when it is one, and every mesh under it (instanced ones excepted). */
export function meshesUnder(root: Object3D): Mesh[] {
  const meshes: Mesh[] = [];
  root.traverse((o) => {
    const m = o as Mesh & { isInstancedMesh?: boolean; isBatchedMesh?: boolean };
    if (m.isMesh && !m.isInstancedMesh && !m.isBatchedMesh) meshes.push(m);
  });
  return meshes;
}

/**
 * A deformer's meshes: every mesh under a root `Object3D` (the root included), one patch each carrying the shared
 * uniforms and, for the meshes under the root, their mesh-to-root transform ({@link MeshSpace}), so one bake in the
 * root's space bends the whole as one mesh would. Keeps each geometry's own bounds to give back.
 */
export class MeshGroup {
  readonly parts: GroupPart[] = [];
  private readonly saved = new Map<BufferGeometry, { box: Box3 | null; sphere: Sphere | null }>();
  private readonly rootInverse = new Matrix4();

  constructor(private readonly owner: string, readonly root: Object3D, private readonly make: PatchMaker) {}

  /**
   * Brings the parts in line with the hierarchy: a mesh added under the root since gets the deformer, one removed
   * gets its own material, raycast and bounds back. A mesh that cannot take the deformer is refused in one line and
   * nothing this call added stays.
   */
  sync(): void {
    const now = meshesUnder(this.root);
    if (now.length === 0) throw new RangeError(`${this.owner}: "${this.root.name}" is no mesh and holds none to deform`);
    for (const part of this.parts.filter((p) => !now.includes(p.mesh))) this.remove(part);
    const added: GroupPart[] = [];
    try {
      for (const mesh of now) if (!this.parts.some((p) => p.mesh === mesh)) added.push(this.add(mesh));
    } catch (e) {
      for (const part of added) this.remove(part);
      throw e;
    }
    this.updateSpaces();
  }

  private add(mesh: Mesh): GroupPart {
    const geometry = mesh.geometry;
    if (!this.saved.has(geometry)) {
      this.saved.set(geometry, { box: geometry.boundingBox?.clone() ?? null, sphere: geometry.boundingSphere?.clone() ?? null });
    }
    const space = mesh === this.root ? undefined : { toRoot: new Matrix4(), fromRoot: new Matrix3() };
    const { patch, release } = this.make(mesh, space);
    const part: GroupPart = { mesh, patch, release };
    this.parts.push(part);
    try {
      attachPatch(this.owner, mesh, patch);
    } catch (e) {
      this.parts.pop();
      this.giveBack(part);
      throw e;
    }
    useDeformedRaycast(mesh);
    return part;
  }

  private remove(part: GroupPart): void {
    this.parts.splice(this.parts.indexOf(part), 1);
    detachPatch(part.mesh, part.patch);
    releaseDeformedRaycast(part.mesh);
    this.giveBack(part);
  }

  /** The geometry's own bounds (and its attributes) back, once no other part draws it. */
  private giveBack(part: GroupPart): void {
    const geometry = part.mesh.geometry;
    if (this.parts.some((p) => p.mesh.geometry === geometry)) return;
    part.release?.();
    const saved = this.saved.get(geometry);
    if (!saved) return;
    geometry.boundingBox = saved.box;
    geometry.boundingSphere = saved.sphere;
    this.saved.delete(geometry);
  }

  /** Each part's mesh-to-root transform from the world matrices now (parts may move within the root). */
  updateSpaces(): void {
    const spaced = this.parts.some((p) => p.patch.space);
    // A lone mesh has no space to keep: its own world matrix (for the bake) is all it needs.
    this.root.updateWorldMatrix(true, spaced);
    if (!spaced) return;
    this.rootInverse.copy(this.root.matrixWorld).invert();
    for (const { mesh, patch } of this.parts) {
      if (!patch.space) continue;
      patch.space.toRoot.multiplyMatrices(this.rootInverse, mesh.matrixWorld);
      patch.space.fromRoot.setFromMatrix4(patch.space.toRoot).invert();
    }
  }

  /** Takes the current transforms and the users' material edits or swaps ({@link refreshPatches}); once per frame. */
  refresh(): void {
    this.updateSpaces();
    for (const { mesh } of this.parts) refreshPatches(mesh);
  }

  /**
   * The whole at rest in the root's space: the box of every vertex placed there (a turned part's own box, turned,
   * would be larger), so a group and the same triangles merged into one mesh get one centre and half length.
   */
  restBox(): Box3 {
    const box = new Box3();
    const v = new Vector3();
    for (const { mesh, patch } of this.parts) {
      if (!patch.space) {
        mesh.geometry.computeBoundingBox();
        box.union(mesh.geometry.boundingBox as Box3);
        continue;
      }
      const position = mesh.geometry.getAttribute('position');
      for (let i = 0; i < position.count; i++) box.expandByPoint(v.fromBufferAttribute(position, i).applyMatrix4(patch.space.toRoot));
    }
    return box;
  }

  /**
   * The whole's bounding sphere about `centre` (root space): each geometry's sphere in the root's space (its radius
   * times the transform's largest scale) reached from the centre.
   */
  restRadius(centre: Vector3): number {
    let radius = 0;
    for (const { mesh, patch } of this.parts) {
      mesh.geometry.computeBoundingSphere();
      const sphere = (mesh.geometry.boundingSphere as Sphere).clone();
      if (patch.space) sphere.applyMatrix4(patch.space.toRoot);
      radius = Math.max(radius, centre.distanceTo(sphere.center) + sphere.radius);
    }
    return radius;
  }

  /**
   * Sets each geometry's bounds to hold the deformed whole, given in the root's space: `box` (each geometry's box
   * becomes its rest box joined with it, its sphere that box's) or `sphere` (the sphere only). A geometry drawn by
   * several parts holds them all.
   */
  bound(shape: { box: Box3 } | { sphere: Sphere }): void {
    const boxes = new Map<BufferGeometry, Box3>();
    const spheres = new Map<BufferGeometry, Sphere>();
    const toMesh = new Matrix4();
    for (const { mesh, patch } of this.parts) {
      const geometry = mesh.geometry;
      if (patch.space) toMesh.copy(patch.space.toRoot).invert();
      else toMesh.identity();
      if ('box' in shape) {
        if (!boxes.has(geometry)) {
          geometry.computeBoundingBox();
          boxes.set(geometry, (geometry.boundingBox as Box3).clone());
        }
        boxes.get(geometry)?.union(shape.box.clone().applyMatrix4(toMesh));
      } else {
        const s = shape.sphere.clone().applyMatrix4(toMesh);
        const had = spheres.get(geometry);
        spheres.set(geometry, had ? had.union(s) : s);
      }
    }
    for (const [geometry, box] of boxes) {
      geometry.boundingBox = box;
      geometry.boundingSphere = box.getBoundingSphere(new Sphere());
    }
    for (const [geometry, sphere] of spheres) geometry.boundingSphere = sphere;
  }

  /** Every mesh gets its own material, raycast, bounds and attributes back. */
  dispose(): void {
    for (const part of [...this.parts].reverse()) this.remove(part);
  }
}
