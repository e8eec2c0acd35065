// Groups (issue 23 item 1): SplineDeform and SquashStretchMaterial on an Object3D hierarchy deform every mesh under
// it as one mesh would (the same triangles merged into one mesh in the root's space is the reference), with one
// bake, bounds for the whole, dispose() giving everything back and meshes added later joining at rebake()/refresh().
// Item 2: the deformed raycast starts from three's morphed and skinned position.
import {
  BoxGeometry, Group, Matrix4, Mesh, Object3D, MeshBasicMaterial, MeshStandardMaterial, Raycaster, Vector3, type Material,
} from 'three';
import { MeshStandardNodeMaterial } from 'three/webgpu';
import { compiledShader } from './compiled.js';
import { describe, expect, it } from 'vitest';
import { enableNodeMaterials } from '../src/webgpu.js';
import { SplineDeform, SquashStretch, SquashStretchMaterial, splineDeformOffset, type Vec3 } from '../src/index.js';
import { deformedGeometry } from '../src/deformedRaycast.js';
import { patchesOf } from '../src/materialPatch.js';
import { X, arc, morphedBox, skinnedBar, twoPartGroup } from '../demo/groupScenes.js';

/** Where the deformers draw each vertex of `mesh`, world space (the CPU ports the raycast uses). */
function drawnWorld(mesh: Mesh): Vector3[] {
  const position = deformedGeometry(mesh, patchesOf(mesh)).getAttribute('position');
  const out: Vector3[] = [];
  for (let i = 0; i < position.count; i++) out.push(mesh.localToWorld(new Vector3().fromBufferAttribute(position, i)));
  return out;
}

/** The largest distance between the group's drawn vertices and the merged twin's (parts in merge order). */
function worstAgainstMerged(parts: Mesh[], merged: Mesh): number {
  const reference = drawnWorld(merged);
  let k = 0;
  let worst = 0;
  for (const part of parts) for (const p of drawnWorld(part)) worst = Math.max(worst, p.distanceTo(reference[k++]));
  expect(k).toBe(reference.length);
  return worst;
}

/** Vertices (drawn, mesh space) outside their geometry's bounding box, over the journey. */
function outsideBounds(spline: SplineDeform, meshes: readonly Mesh[]): number {
  let outside = 0;
  for (let t = 0; t <= 1.0001; t += 0.125) {
    spline.setProgress(t);
    for (const mesh of meshes) {
      const position = deformedGeometry(mesh, patchesOf(mesh)).getAttribute('position');
      const box = mesh.geometry.boundingBox!.clone().expandByScalar(1e-6);
      for (let i = 0; i < position.count; i++) if (!box.containsPoint(new Vector3().fromBufferAttribute(position, i))) outside++;
    }
  }
  return outside;
}

const compile = (material: Material): string => compiledShader(material, 'physical').vertexShader;

describe('SplineDeform on a group', () => {
  it('bends a group of two offset parts (one turned and scaled) as the same triangles merged into one mesh', () => {
    const { group, parts, merged } = twoPartGroup(new Vector3(2, 0, 0));
    const spline = new SplineDeform(group, arc(), { forwardAxis: X });
    const twin = new SplineDeform(merged, arc(), { forwardAxis: X });
    expect(spline.meshes).toEqual(parts);
    expect(spline.get('MeshHalfLength')).toBeCloseTo(twin.get('MeshHalfLength'), 6);
    // The twin's positions are the parts' placed and rounded to float32.
    expect(spline.get('MeshCenterLocal').distanceTo(twin.get('MeshCenterLocal'))).toBeLessThan(1e-6);
    for (const t of [0, 0.3, 0.5, 0.8, 1]) {
      spline.setProgress(t);
      twin.setProgress(t);
      expect(worstAgainstMerged(parts, merged)).toBeLessThan(1e-5);
    }
    // Planted fault: the offset not brought back from the root's space (fromRoot dropped) is caught.
    spline.setProgress(0.5);
    twin.setProgress(0.5);
    const right = patchesOf(parts[1])[0];
    const kept = right.space!.fromRoot.clone();
    right.space!.fromRoot.identity();
    right.space!.toRoot.elements[0] += 1e-9; // a new cache key
    expect(worstAgainstMerged(parts, merged)).toBeGreaterThan(0.05);
    right.space!.fromRoot.copy(kept);
    spline.update(1 / 60); // update() takes the parts' transforms again
    twin.update(1 / 60);
    expect(worstAgainstMerged(parts, merged)).toBeLessThan(1e-5);
    spline.dispose();
    twin.dispose();
  });

  it('each part draws in the root\'s space: its shader maps the vertex there and the offset and Jacobian back', () => {
    const { group, parts } = twoPartGroup(new Vector3(2, 0, 0), () => new MeshStandardMaterial());
    const spline = new SplineDeform(group, arc(), { forwardAxis: X });
    const vs = compile(parts[0].material as Material);
    expect(vs).toContain('uniform mat4 stretchySplineDeformMeshToRoot;\nuniform mat3 stretchySplineDeformRootToMesh;');
    expect(vs).toContain('stretchyOffset0 = stretchySplineDeformRootToMesh * stretchySplineDeformWithJacobian('
      + '(stretchySplineDeformMeshToRoot * vec4(stretchyPosition, 1.0)).xyz, ');
    expect(vs).toContain('stretchyJacobian = stretchySplineDeformRootToMesh * stretchyJacobian * mat3(stretchySplineDeformMeshToRoot);');
    expect(vs).toContain('transformed += stretchySplineDeformRootToMesh * stretchySplineDeform((stretchySplineDeformMeshToRoot * vec4(transformed, 1.0)).xyz, ');
    // The part's uniform holds its own transform; a lone mesh keeps section 1's shader (no space, its own key).
    const shader = compiledShader(parts[1].material as Material, 'physical');
    const toRoot = shader.uniforms.stretchySplineDeformMeshToRoot.value as { elements: number[] };
    expect(toRoot.elements).toEqual(parts[1].matrix.elements);
    const lone = new Mesh(new BoxGeometry(), new MeshStandardMaterial());
    new SplineDeform(lone, arc(), { forwardAxis: X });
    expect(compile(lone.material as Material)).not.toContain('MeshToRoot');
    expect((lone.material as Material).customProgramCacheKey()).not.toBe((parts[0].material as Material).customProgramCacheKey());
    spline.dispose();
  });

  it('bounds hold every drawn vertex of the whole over the journey (rest bounds, the planted fault, do not)', () => {
    const { group, parts } = twoPartGroup(new Vector3(2, 0, 0));
    const spline = new SplineDeform(group, arc(), { forwardAxis: X });
    expect(outsideBounds(spline, parts)).toBe(0);
    for (const part of parts) part.geometry.computeBoundingBox();
    expect(outsideBounds(spline, parts)).toBeGreaterThan(100);
    spline.dispose();
  });

  it('dispose() gives every part its material, shadow materials, raycast and bounds back', () => {
    const { group, parts } = twoPartGroup(new Vector3(2, 0, 0));
    const own = parts.map((p) => p.material);
    const spline = new SplineDeform(group, arc(), { forwardAxis: X });
    for (const [k, part] of parts.entries()) {
      expect(part.material).not.toBe(own[k]);
      expect(part.customDepthMaterial).toBeDefined();
      expect(Object.prototype.hasOwnProperty.call(part, 'raycast')).toBe(true);
      expect(part.geometry.boundingBox).not.toBeNull();
    }
    spline.dispose();
    for (const [k, part] of parts.entries()) {
      expect(part.material).toBe(own[k]);
      expect(part.customDepthMaterial).toBeUndefined();
      expect(Object.prototype.hasOwnProperty.call(part, 'raycast')).toBe(false);
      expect(part.geometry.boundingBox).toBeNull();
      expect(part.geometry.boundingSphere).toBeNull();
    }
    expect(() => spline.rebake()).toThrow(/after dispose/);
  });

  it('a mesh added later joins at rebake() (and bends with the whole); one removed gets its own back', () => {
    const { group, parts } = twoPartGroup(new Vector3(2, 0, 0));
    const spline = new SplineDeform(group, arc(), { forwardAxis: X });
    const late = new Mesh(new BoxGeometry(0.4, 0.4, 0.4), new MeshBasicMaterial());
    late.position.set(1.7, 0, 0);
    group.add(late);
    const material = late.material;
    expect(late.material).toBe(material);
    spline.rebake();
    expect(spline.meshes).toContain(late);
    expect(late.material).not.toBe(material);
    group.remove(parts[0]);
    spline.rebake();
    expect(spline.meshes).not.toContain(parts[0]);
    expect(Object.prototype.hasOwnProperty.call(parts[0], 'raycast')).toBe(false);
    expect(parts[0].geometry.boundingBox).toBeNull();
    spline.dispose();
    expect(late.material).toBe(material);
  });

  it('refuses a group with no mesh, and a part that already has a SplineDeform without keeping the others', () => {
    expect(() => new SplineDeform(new Group(), arc())).toThrow(RangeError);
    const { group, parts } = twoPartGroup(new Vector3(2, 0, 0));
    const own = parts[0].material;
    const other = new SplineDeform(parts[1], arc(), { forwardAxis: X });
    expect(() => new SplineDeform(group, arc(), { forwardAxis: X })).toThrow(/already has a SplineDeform/);
    expect(parts[0].material).toBe(own);
    expect(Object.prototype.hasOwnProperty.call(parts[0], 'raycast')).toBe(false);
    other.dispose();
  });

  it('node materials (WebGPU) under the root take the deformer too, each part in the root\'s space; dispose() gives them back', () => {
    enableNodeMaterials();
    const { group, parts } = twoPartGroup(new Vector3(2, 0, 0), () => new MeshStandardNodeMaterial());
    const own = parts.map((p) => p.material as MeshStandardNodeMaterial);
    const spline = new SplineDeform(group, arc(), { forwardAxis: X });
    parts.forEach((part, k) => {
      const derived = part.material as MeshStandardNodeMaterial;
      expect(derived).not.toBe(own[k]);
      expect(derived.isNodeMaterial).toBe(true);
      expect(derived.positionNode).not.toBeNull();
      // The part's patch carries its place in the group (the node path reads it as uniforms, as the GLSL does).
      expect(patchesOf(part)[0].space?.toRoot.equals(new Matrix4().copy(group.matrixWorld).invert().multiply(part.matrixWorld))).toBe(true);
    });
    spline.dispose();
    parts.forEach((part, k) => expect(part.material).toBe(own[k]));
  });

  it('a raycast on the group hits the drawn shape of each part; raycast: false hits the rest pose', () => {
    for (const raycast of [true, false]) {
      const { group, parts } = twoPartGroup(new Vector3(2, 0, 0));
      const spline = new SplineDeform(group, arc(), { forwardAxis: X, raycast });
      spline.setProgress(0.5);
      let onDrawn = 0;
      for (const part of parts) {
        // Straight down onto the part's drawn top-face vertices (the port's positions).
        const top = (part.geometry.getAttribute('position').array as Float32Array);
        const drawn = raycast ? drawnWorld(part) : [];
        for (let i = 0; i < top.length / 3; i += 7) {
          if (top[3 * i + 1] < 0.29) continue;
          const target = raycast ? drawn[i] : (() => {
            // With raycasts off, where the deformer draws the vertex: the port directly, in the group's space.
            const x = part.localToWorld(new Vector3(top[3 * i], top[3 * i + 1], top[3 * i + 2]));
            const local = group.worldToLocal(x.clone());
            const o = splineDeformOffset([local.x, local.y, local.z], inputsOf(spline),
              { position: spline.bake.positions, tangent: spline.bake.tangents }, spline.orientationIndex);
            return group.localToWorld(local.add(new Vector3(...o)));
          })();
          const hit = new Raycaster(new Vector3(target.x, 20, target.z), new Vector3(0, -1, 0)).intersectObject(group, true)[0];
          if (hit && hit.point.distanceTo(target) < 1e-3 && parts.includes(hit.object as Mesh)) onDrawn++;
        }
      }
      if (raycast) expect(onDrawn).toBeGreaterThan(10);
      else expect(onDrawn).toBe(0);
      spline.dispose();
    }
  });
});

/** The spline deformer's inputs as the port takes them. */
function inputsOf(spline: SplineDeform): never {
  return Object.fromEntries(['Progress', 'SplineLength', 'SampleCount', 'MeshCenterLocal', 'ForwardAxisLocal', 'StretchScale',
    'PreserveVolume', 'SizeScale', 'StretchBias', 'MeshHalfLength', 'SettleWindow', 'EndExtrapolation'].map((name) => {
    const v = spline.get(name as 'Progress') as unknown;
    return [name, v instanceof Vector3 ? [v.x, v.y, v.z] : v];
  })) as never;
}

describe('SquashStretchMaterial on a group', () => {
  it('stretches a group as the merged twin, about the whole\'s centre; dispose() gives all back', () => {
    const { group, parts, merged } = twoPartGroup(new Vector3(0, 2, 0));
    const own = parts.map((p) => p.material);
    const squash = new SquashStretchMaterial(group);
    const twin = new SquashStretchMaterial(merged);
    expect(squash.meshes).toEqual(parts);
    expect(squash.radius).toBeGreaterThan(1.5);
    for (let i = 0; i < 3; i++) {
      squash.update(1 / 60, new Vector3(6, -9, 0));
      twin.update(1 / 60, new Vector3(6, -9, 0));
    }
    expect(squash.get('VelocityStretch')).toBeGreaterThan(1.05);
    expect(worstAgainstMerged(parts, merged)).toBeLessThan(1e-5);
    // Planted fault: the part's vertex taken as if in the root's space (toRoot dropped) is caught.
    const right = patchesOf(parts[1])[0];
    right.space!.toRoot.identity();
    expect(worstAgainstMerged(parts, merged)).toBeGreaterThan(0.05);
    squash.dispose();
    twin.dispose();
    for (const [k, part] of parts.entries()) {
      expect(part.material).toBe(own[k]);
      expect(part.geometry.boundingSphere).toBeNull();
    }
    expect(() => squash.refresh()).toThrow(/after dispose/);
  });

  it('refresh() takes in a mesh added since', () => {
    const { group } = twoPartGroup(new Vector3(0, 2, 0));
    const squash = new SquashStretchMaterial(group);
    const late = new Mesh(new BoxGeometry(0.4, 0.4, 0.4), new MeshBasicMaterial());
    group.add(late);
    squash.refresh();
    expect(squash.meshes).toContain(late);
    expect(patchesOf(late)[0].space).toBeDefined();
    squash.dispose();
  });
});

describe('SquashStretch (the transform mode) on a group', () => {
  it('turns and scales a Group visual as a whole (its radius from the whole\'s box) and gives its transform back', () => {
    const root = new Object3D();
    const { group } = twoPartGroup(new Vector3(0, 0, 0));
    group.position.set(0, 0.1, 0);
    root.add(group);
    const squash = new SquashStretch(root, group);
    // The two 1.5-long parts end to end: the whole is 3 long, so half its largest side is 1.5.
    expect(squash.radius).toBeCloseTo(1.5, 1);
    for (let i = 0; i < 3; i++) squash.update(1 / 60, new Vector3(0, -9, 0));
    expect(group.scale.y).toBeGreaterThan(1.05);
    expect(group.scale.x * group.scale.y * group.scale.z).toBeCloseTo(1, 9);
    squash.dispose();
    expect(group.scale.toArray()).toEqual([1, 1, 1]);
    expect(group.position.toArray()).toEqual([0, 0.1, 0]);
  });
});

describe('raycasts with morph targets and skinning (the deformers bend the posed mesh)', () => {
  /** Rays down onto the drawn top-centre line: morphed/skinned first (three's getVertexPosition), then bent. */
  function topHits(mesh: Mesh, spline: SplineDeform, order: 'posed then bent' | 'bent then posed'): number {
    const position = mesh.geometry.getAttribute('position');
    let hits = 0;
    let tried = 0;
    for (let i = 0; i < position.count; i++) {
      // The top face's centre line, its two end corners left out (a ray through a corner may pass the edge).
      if (position.getY(i) < 0.19 || Math.abs(position.getZ(i)) > 1e-6 || Math.abs(position.getX(i)) > 1.45) continue;
      tried++;
      const rest: Vec3 = [position.getX(i), position.getY(i), position.getZ(i)];
      const bend = (x: Vec3): Vec3 => {
        const o = splineDeformOffset(x, inputsOf(spline), { position: spline.bake.positions, tangent: spline.bake.tangents },
          spline.orientationIndex);
        return [x[0] + o[0], x[1] + o[1], x[2] + o[2]];
      };
      let local: Vector3;
      if (order === 'posed then bent') {
        const posed = mesh.getVertexPosition(i, new Vector3());
        local = new Vector3(...bend([posed.x, posed.y, posed.z]));
      } else {
        // The other order, from the rest vertex: bend, then add the morph / skin the bent point (the old shader).
        const bent = new Vector3(...bend(rest));
        const posedDelta = mesh.getVertexPosition(i, new Vector3()).sub(new Vector3(...rest));
        local = 'isSkinnedMesh' in mesh ? (mesh as unknown as { applyBoneTransform(i: number, v: Vector3): Vector3 })
          .applyBoneTransform(i, bent) : bent.add(posedDelta);
      }
      const target = mesh.localToWorld(local);
      // Any hit (a bent bar may pass over itself): the drawn triangles are there.
      const all = new Raycaster(new Vector3(target.x, target.y + 20, target.z), new Vector3(0, -1, 0)).intersectObject(mesh);
      if (all.some((hit) => hit.point.distanceTo(target) < 1e-3)) hits++;
    }
    expect(tried).toBeGreaterThan(20);
    return hits / tried;
  }

  it('a morphed mesh: rays hit the morph target bent along the curve, not the bend of the rest pose plus the morph', () => {
    const mesh = morphedBox(new Vector3(2, 0, 0), 0.8, 0.75);
    const spline = new SplineDeform(mesh, arc(), { forwardAxis: X });
    spline.setProgress(0.5);
    expect(topHits(mesh, spline, 'posed then bent')).toBeGreaterThan(0.9);
    expect(topHits(mesh, spline, 'bent then posed')).toBeLessThan(0.2);
    // The morph influence is part of the cache key: a new influence moves the hits.
    (mesh.morphTargetInfluences as number[])[0] = 0;
    expect(topHits(mesh, spline, 'posed then bent')).toBeGreaterThan(0.9);
    spline.dispose();
  });

  it('a skinned mesh: rays hit the posed bar bent along the curve; a new pose is picked up', () => {
    const mesh = skinnedBar(new Vector3(2, 0, 0), 0.5);
    const spline = new SplineDeform(mesh, arc(), { forwardAxis: X });
    spline.setProgress(0.5);
    expect(topHits(mesh, spline, 'posed then bent')).toBeGreaterThan(0.9);
    expect(topHits(mesh, spline, 'bent then posed')).toBeLessThan(0.2);
    mesh.skeleton.bones[1].rotation.z = -0.4;
    mesh.updateMatrixWorld(true);
    expect(topHits(mesh, spline, 'posed then bent')).toBeGreaterThan(0.9);
    spline.dispose();
  });
});
