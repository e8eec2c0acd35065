import {
  BufferAttribute, BufferGeometry, Mesh, Vector3, type Intersection, type Material, type Matrix4, type Raycaster, type SkinnedMesh,
  type Texture,
} from 'three';
import { cpuOffset, patchesOf, type ShaderPatch } from './materialPatch.js';
import type { Vec3 } from './vec3.js';

/** A deformer's contract inputs as plain values (vectors as tuples; textures, which the CPU port reads from its bake, left out). */
export type CpuInputs = Record<string, number | Vec3>;

interface Cache {
  key: string;
  geometry: BufferGeometry;
}

const caches = new WeakMap<Mesh, Cache>();
const proxy = new Mesh();
const EMPTY = new BufferGeometry();

/** The deformer's inputs now, from its uniforms, and a key that changes whenever any of them (or a bake) does. */
function inputsOf(patch: ShaderPatch): { inputs: CpuInputs; key: string } {
  const inputs: CpuInputs = {};
  const key: string[] = [patch.key];
  for (const input of patch.contract) {
    if (input.vertex) continue;
    const value = patch.uniforms[input.uniform]?.value as number | Vector3 | Texture | null;
    if (input.kind === 'texture') {
      key.push((value as Texture | null)?.uuid ?? '-');
    } else if (input.kind === 'vector') {
      const v = value as Vector3;
      inputs[input.base] = [v.x, v.y, v.z];
      key.push(`${v.x},${v.y},${v.z}`);
    } else {
      inputs[input.base] = value as number;
      key.push(String(value));
    }
  }
  if (patch.space) key.push(patch.space.toRoot.elements.join(','));
  return { inputs, key: key.join('|') };
}

/**
 * What three's getVertexPosition depends on beyond the positions: the morph influences, and for a skinned mesh its
 * bind matrix and bones' world matrices (the pose).
 */
function poseKey(mesh: Mesh): string {
  const key = [mesh.morphTargetInfluences?.join(',') ?? ''];
  const skinned = mesh as Partial<SkinnedMesh>;
  if (skinned.isSkinnedMesh && skinned.skeleton && skinned.bindMatrix) {
    key.push(skinned.bindMatrix.elements.join(','));
    for (const bone of skinned.skeleton.bones) key.push(bone.matrixWorld.elements.join(','));
  }
  return key.join(';');
}

/**
 * A geometry drawing `source`'s triangles (its index, groups, draw range and UVs shared) at its positions moved by
 * `offset` (the local-space offset of rest vertex x; `rest` gives x, by default the position attribute's). Reuses `into`
 * when it has room for the positions.
 */
export function movedGeometry(source: BufferGeometry, offset: (x: Vec3, vertex: number) => Vec3, into?: BufferGeometry,
                              rest?: (vertex: number) => Vec3): BufferGeometry {
  const position = source.getAttribute('position');
  let geometry = into;
  if (!geometry || geometry.getAttribute('position')?.count !== position.count) {
    geometry?.dispose();
    geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(new Float32Array(3 * position.count), 3));
  }
  geometry.index = source.index;
  geometry.groups = source.groups;
  geometry.drawRange = source.drawRange;
  const uv = source.getAttribute('uv');
  if (uv) geometry.setAttribute('uv', uv);
  else geometry.deleteAttribute('uv');
  const out = geometry.getAttribute('position') as BufferAttribute;
  const array = out.array as Float32Array;
  for (let i = 0; i < position.count; i++) {
    const x: Vec3 = rest ? rest(i) : [position.getX(i), position.getY(i), position.getZ(i)];
    const o = offset(x, i);
    array[3 * i] = x[0] + o[0];
    array[3 * i + 1] = x[1] + o[1];
    array[3 * i + 2] = x[2] + o[2];
  }
  out.needsUpdate = true;
  geometry.computeBoundingSphere();
  geometry.computeBoundingBox();
  return geometry;
}

/**
 * three's own Mesh.raycast on `geometry` drawn with `material` at `matrixWorld`, the hits reported on `object`
 * (and, for an instance, its `instanceId`).
 */
export function raycastGeometry(object: Mesh, geometry: BufferGeometry, matrixWorld: Matrix4, raycaster: Raycaster,
                                intersects: Intersection[], instanceId?: number): void {
  proxy.geometry = geometry;
  proxy.material = object.material as Material;
  proxy.matrixWorld.copy(matrixWorld);
  const start = intersects.length;
  Mesh.prototype.raycast.call(proxy, raycaster, intersects);
  for (let i = start; i < intersects.length; i++) {
    intersects[i].object = object;
    if (instanceId !== undefined) intersects[i].instanceId = instanceId;
  }
  proxy.geometry = EMPTY; // holds no deformed geometry between raycasts
}

/**
 * The mesh's positions as its vertex shader draws them: three's own morphed and skinned position
 * (`getVertexPosition`, which applies the morph influences and, on a SkinnedMesh, `applyBoneTransform`), then every
 * deformer's CPU port in the shader's order, each moving the previous one's output (`transformed +=
 * offset(transformed)`). Cached until an input, a bake, the pose or the positions change.
 */
export function deformedGeometry(mesh: Mesh, chain: readonly ShaderPatch[]): BufferGeometry {
  const source = mesh.geometry;
  const position = source.getAttribute('position');
  const parts = chain.map(inputsOf);
  const version = 'isInterleavedBufferAttribute' in position ? position.data.version : position.version;
  const key = `${source.uuid}:${version}:${position.count}:${poseKey(mesh)}|${parts.map((p) => p.key).join('||')}`;
  const cache = caches.get(mesh);
  if (cache?.key === key) return cache.geometry;
  const posed = new Vector3();
  const geometry = movedGeometry(source, (x0, vertex) => {
    let x = x0;
    for (let k = 0; k < chain.length; k++) {
      const o = cpuOffset(chain[k], x, parts[k].inputs, vertex);
      x = [x[0] + o[0], x[1] + o[1], x[2] + o[2]];
    }
    return [x[0] - x0[0], x[1] - x0[1], x[2] - x0[2]];
  }, cache?.geometry, (vertex) => {
    mesh.getVertexPosition(vertex, posed);
    return [posed.x, posed.y, posed.z];
  });
  caches.set(mesh, { key, geometry });
  return geometry;
}

/**
 * Mesh.raycast on what the vertex shader draws: three's own triangle test on {@link deformedGeometry}, the hits
 * reported on the mesh. Used while every deformer on the mesh has a CPU port and raycasting on; otherwise three's
 * own (the rest pose).
 */
function raycastDeformed(this: Mesh, raycaster: Raycaster, intersects: Intersection[]): void {
  const chain = patchesOf(this);
  if (chain.length === 0 || !chain.every((p) => p.cpu)) {
    Mesh.prototype.raycast.call(this, raycaster, intersects);
    return;
  }
  raycastGeometry(this, deformedGeometry(this, chain), this.matrixWorld, raycaster, intersects);
}

/** Gives a deformed mesh the deformed raycast (its own `raycast`, over three's; the mesh's own override is kept). */
export function useDeformedRaycast(mesh: Mesh): void {
  if (Object.prototype.hasOwnProperty.call(mesh, 'raycast')) return;
  mesh.raycast = raycastDeformed;
}

/** Takes the deformed raycast off a mesh no deformer is left on. */
export function releaseDeformedRaycast(mesh: Mesh): void {
  if (patchesOf(mesh).length > 0) return;
  if (mesh.raycast === raycastDeformed) delete (mesh as Partial<Mesh>).raycast;
  caches.get(mesh)?.geometry.dispose();
  caches.delete(mesh);
}
