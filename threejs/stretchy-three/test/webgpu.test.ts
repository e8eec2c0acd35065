// The node-material path without a GPU: what enableNodeMaterials() derives (the shaders run in e2e/browser.mjs).
import { BoxGeometry, CatmullRomCurve3, Mesh, Vector3 } from 'three';
import { MeshStandardNodeMaterial } from 'three/webgpu';
import { describe, expect, it } from 'vitest';
import { SplineDeform, SquashStretchMaterial } from '../src/index.js';
import { enableNodeMaterials } from '../src/webgpu.js';

const curve = new CatmullRomCurve3([new Vector3(-3, 0, 0), new Vector3(0, 1, 0), new Vector3(3, 0, 0)]);

describe('node materials (WebGPURenderer)', () => {
  it('are refused with a clear error until enableNodeMaterials() is called', () => {
    const mesh = new Mesh(new BoxGeometry(), new MeshStandardNodeMaterial());
    expect(() => new SplineDeform(mesh, curve)).toThrow(/enableNodeMaterials/);
  });

  it('then get a derived material whose positionNode adds the deformers; the user\'s stays untouched', () => {
    enableNodeMaterials();
    const own = new MeshStandardNodeMaterial({ color: 0xff0000 });
    const a = new Mesh(new BoxGeometry(), own);
    const b = new Mesh(new BoxGeometry(), own);
    const sa = new SplineDeform(a, curve);
    const sb = new SplineDeform(b, curve);
    const squash = new SquashStretchMaterial(a);
    for (const m of [a.material, b.material]) {
      expect(m).not.toBe(own);
      expect((m as MeshStandardNodeMaterial).isNodeMaterial).toBe(true);
      expect((m as MeshStandardNodeMaterial).positionNode).not.toBeNull();
    }
    expect(a.material).not.toBe(b.material);
    expect(own.positionNode).toBeNull();
    expect(() => new SplineDeform(a, curve)).toThrow(/already has a SplineDeform/);
    squash.dispose();
    sa.dispose();
    expect(a.material).toBe(own);
    sb.dispose();
    expect(b.material).toBe(own);
  });
});
