// React Three Fiber hooks: `import { useSplineDeform } from '<package>/react'`. react and @react-three/fiber are
// optional peer dependencies, needed only by this entry. Each hook makes its deformer in an effect and disposes it in
// the effect's cleanup, so StrictMode's mount-unmount-mount and hot reload leave exactly one deformer on the mesh
// (and the mesh's own material back when it unmounts).
import { useFrame } from '@react-three/fiber';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Curve, Mesh, Object3D, Vector3 } from 'three';
import { SplineDeform, type SplineDeformOptions } from './splineDeform.js';
import { SquashStretch, type SquashStretchOptions } from './squashStretch.js';
import { SquashStretchMaterial, type SquashStretchMaterialOptions } from './squashStretchMaterial.js';

/**
 * Deforms the mesh in `mesh` (or every mesh under the group in it) along `curve` and plays it each frame (useFrame). Returns the deformer once the mesh
 * is mounted (null before): call play(), setProgress(), addEventListener() on it. A new curve or options object
 * makes a new deformer; keep them stable (useMemo) between renders.
 */
export function useSplineDeform(mesh: RefObject<Object3D | null>, curve: Curve<Vector3>, options?: SplineDeformOptions): SplineDeform | null {
  const [deform, setDeform] = useState<SplineDeform | null>(null);
  useEffect(() => {
    if (!mesh.current) return undefined;
    const d = new SplineDeform(mesh.current, curve, options);
    setDeform(d);
    return () => {
      d.dispose();
      setDeform((current) => (current === d ? null : current));
    };
  }, [mesh, curve, options]);
  useFrame((_, dt) => deform?.update(dt));
  return deform;
}

/**
 * Squash and stretch in the vertex shader for the mesh in `mesh` (or every mesh under the group in it). Returns the deformer (null before mount); call
 * its update(dt, velocity, contact?) after your physics step, e.g. in your own useFrame.
 */
export function useSquashStretchMaterial(mesh: RefObject<Object3D | null>, options?: SquashStretchMaterialOptions): SquashStretchMaterial | null {
  const [deform, setDeform] = useState<SquashStretchMaterial | null>(null);
  useEffect(() => {
    if (!mesh.current) return undefined;
    const d = new SquashStretchMaterial(mesh.current, options);
    setDeform(d);
    return () => {
      d.dispose();
      setDeform((current) => (current === d ? null : current));
    };
  }, [mesh, options]);
  return deform;
}

/**
 * Squash and stretch of a child `visual` of the physics object `root` (its transform). Returns the controller
 * (null before mount); call its update(dt, velocity, contact?) after your physics step.
 */
export function useSquashStretch(root: RefObject<Object3D | null>, visual: RefObject<Object3D | null>,
  options?: SquashStretchOptions): SquashStretch | null {
  const [squash, setSquash] = useState<SquashStretch | null>(null);
  useEffect(() => {
    if (!root.current || !visual.current) return undefined;
    const s = new SquashStretch(root.current, visual.current, options);
    setSquash(s);
    return () => {
      s.dispose();
      setSquash((current) => (current === s ? null : current));
    };
  }, [root, visual, options]);
  return squash;
}

/** A ref for a mesh, typed for the hooks. */
export function useMeshRef(): RefObject<Mesh | null> {
  return useRef<Mesh | null>(null);
}
