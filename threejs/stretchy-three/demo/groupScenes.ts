// The fixtures of the group, morph-target and skinning checks (test/groups.test.ts in Node, demo/groupsCheck.ts in
// Chromium): a group of two offset parts (one turned and scaled) with its twin, the same triangles merged into one
// mesh in the root's space; a skinned bar with a bent bone; a box with a morph target.
import {
  Bone, BoxGeometry, BufferGeometry, CatmullRomCurve3, Float32BufferAttribute, Group, Material, Mesh, MeshBasicMaterial,
  Skeleton, SkinnedMesh, Uint16BufferAttribute, Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export const X = new Vector3(1, 0, 0);

/** The arc the checks bend along (its end at the origin). */
export function arc(): CatmullRomCurve3 {
  return new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
}

/**
 * A group of two 1.5-long boxes end to end along X (the right one turned about X and thinned), at `at`, and its
 * merged twin: one mesh whose geometry is both parts' triangles placed in the group's space.
 */
export function twoPartGroup(at: Vector3, material: () => Material = () => new MeshBasicMaterial()): { group: Group; parts: Mesh[]; merged: Mesh } {
  const group = new Group();
  group.position.copy(at);
  const left = new Mesh(new BoxGeometry(1.5, 0.6, 0.6, 15, 2, 2), material());
  left.position.set(-0.75, 0, 0);
  const right = new Mesh(new BoxGeometry(1.5, 0.6, 0.6, 15, 2, 2), material());
  right.position.set(0.75, 0.05, 0);
  right.rotation.x = 0.5;
  right.scale.set(1, 0.8, 0.7);
  group.add(left, right);
  group.updateMatrixWorld(true);
  const placed = [left, right].map((m) => m.geometry.clone().applyMatrix4(m.matrix));
  const merged = new Mesh(mergeGeometries(placed) as BufferGeometry, material());
  merged.position.copy(at);
  merged.updateMatrixWorld();
  return { group, parts: [left, right], merged };
}

/**
 * A 3-long bar along X, skinned to two bones: the first (at the bar's left end) turned about Z by a third of `bend`
 * radians, the second (at its middle) by `bend` more; vertices blend linearly over the middle 0.6.
 */
export function skinnedBar(at: Vector3, bend: number, material: Material = new MeshBasicMaterial()): SkinnedMesh {
  const geometry = new BoxGeometry(3, 0.4, 0.4, 30, 2, 2);
  const position = geometry.getAttribute('position');
  const indices: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < position.count; i++) {
    const w = Math.min(Math.max((position.getX(i) + 0.3) / 0.6, 0), 1);
    indices.push(0, 1, 0, 0);
    weights.push(1 - w, w, 0, 0);
  }
  geometry.setAttribute('skinIndex', new Uint16BufferAttribute(indices, 4));
  geometry.setAttribute('skinWeight', new Float32BufferAttribute(weights, 4));
  const mesh = new SkinnedMesh(geometry, material);
  const root = new Bone();
  root.position.set(-1.5, 0, 0);
  const middle = new Bone();
  middle.position.set(1.5, 0, 0);
  root.add(middle);
  mesh.add(root);
  mesh.position.copy(at);
  mesh.bind(new Skeleton([root, middle]));
  root.rotation.z = bend / 3;
  middle.rotation.z = bend;
  mesh.updateMatrixWorld(true);
  return mesh;
}

/** A 3-long box along X whose morph target raises its top face by `lift` (relative), at influence `influence`. */
export function morphedBox(at: Vector3, lift: number, influence: number, material: Material = new MeshBasicMaterial()): Mesh {
  const geometry = new BoxGeometry(3, 0.4, 0.4, 30, 2, 2);
  const position = geometry.getAttribute('position');
  const delta = new Float32Array(3 * position.count);
  for (let i = 0; i < position.count; i++) if (position.getY(i) > 0) delta[3 * i + 1] = lift * (0.5 + position.getX(i) / 3);
  geometry.morphAttributes.position = [new Float32BufferAttribute(delta, 3)];
  geometry.morphTargetsRelative = true;
  const mesh = new Mesh(geometry, material);
  mesh.updateMorphTargets();
  (mesh.morphTargetInfluences as number[])[0] = influence;
  mesh.position.copy(at);
  mesh.updateMatrixWorld();
  return mesh;
}
