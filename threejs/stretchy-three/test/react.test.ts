// The React Three Fiber hooks under React's StrictMode (mount, unmount, mount again), rendered by R3F's test
// renderer (no WebGL: the derived materials are checked, not compiled; the browser test compiles them).
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { createElement, StrictMode, useMemo, useRef, type ReactElement } from 'react';
import { BoxGeometry, CatmullRomCurve3, Mesh, MeshStandardMaterial, Vector3, type Material } from 'three';
import { describe, expect, it } from 'vitest';
import { useSplineDeform, useSquashStretchMaterial } from '../src/react.js';
import type { SplineDeform, SquashStretchMaterial } from '../src/index.js';

const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
const shared = new MeshStandardMaterial({ color: 0x3366ff });
const geometry = new BoxGeometry(2, 0.5, 0.5, 8);

let seen: { spline: SplineDeform | null; velocity: SquashStretchMaterial | null; mesh: Mesh | null } = { spline: null, velocity: null, mesh: null };

function Traveller(): ReactElement {
  const ref = useRef<Mesh>(null);
  const options = useMemo(() => ({ forwardAxis: new Vector3(1, 0, 0), playback: { duration: 1, loop: 'once' as const, autoPlay: true } }), []);
  const spline = useSplineDeform(ref, curve, options);
  const velocity = useSquashStretchMaterial(ref);
  seen = { spline, velocity, mesh: ref.current };
  return createElement('mesh', { ref, geometry, material: shared });
}

describe('stretchy-three/react', () => {
  it('under StrictMode: one deformer of each kind on the mesh, played by useFrame, the user\'s material back on unmount', async () => {
    const renderer = await ReactThreeTestRenderer.create(createElement(StrictMode, null, createElement(Traveller)));
    const mesh = renderer.scene.children[0].instance as unknown as Mesh;
    expect(seen.spline).not.toBeNull();
    expect(seen.velocity).not.toBeNull();
    // StrictMode made and disposed a first pair: the mesh carries the live ones only, on a derived material.
    const material = mesh.material as Material;
    expect(material).not.toBe(shared);
    const shader = { uniforms: {} as Record<string, unknown>, vertexShader: '#include <begin_vertex>\n', fragmentShader: '' };
    material.onBeforeCompile(shader as never, {} as never);
    expect(shader.vertexShader.split('transformed += stretchySplineDeform(').length - 1).toBe(1);
    expect(shader.vertexShader.split('transformed += stretchyVelocityStretch(').length - 1).toBe(1);
    expect(shader.uniforms.Stretchy_Progress).toBe(seen.spline!.uniforms.Stretchy_Progress);
    await ReactThreeTestRenderer.act(async () => {
      await renderer.advanceFrames(30, 1 / 60);
    });
    expect(seen.spline!.progress).toBeCloseTo(0.5, 6);
    await renderer.unmount();
    expect(mesh.material).toBe(shared);
  });
});
