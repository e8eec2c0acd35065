// The node-material path without a GPU: what enableNodeMaterials() derives (the shaders run in e2e/webgpu.mjs and
// e2e/webgpu-instanced.mjs).
import { readFileSync } from 'node:fs';
import { BoxGeometry, CatmullRomCurve3, InstancedMesh, Mesh, Vector3 } from 'three';
import { MeshStandardNodeMaterial } from 'three/webgpu';
import { describe, expect, it } from 'vitest';
import { InstancedSplineTravel, SplineDeform, SquashStretchMaterial } from '../src/index.js';
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

  it('carry InstancedSplineTravel too: the derived node material\'s positionNode builds the atlas; dispose() gives the user\'s back', () => {
    enableNodeMaterials();
    const own = new MeshStandardNodeMaterial();
    const mesh = new InstancedMesh(new BoxGeometry(), own, 4);
    const travel = new InstancedSplineTravel(mesh, [curve], { roll: [[0, 0], [1, 90]] });
    const derived = mesh.material as MeshStandardNodeMaterial;
    expect(derived).not.toBe(own);
    expect(derived.isNodeMaterial).toBe(true);
    expect(derived.positionNode).not.toBeNull();
    expect(own.positionNode).toBeNull();
    travel.dispose();
    expect(mesh.material).toBe(own);
  });

  it('keep their shadow slots as they were (the WebGL shadow materials are not derived for them)', () => {
    enableNodeMaterials();
    const mesh = new Mesh(new BoxGeometry(), new MeshStandardNodeMaterial());
    const spline = new SplineDeform(mesh, curve);
    expect(mesh.customDepthMaterial).toBeUndefined();
    expect(mesh.customDistanceMaterial).toBeUndefined();
    spline.dispose();
    expect(mesh.customDepthMaterial).toBeUndefined();
  });
});

describe("the README's WebGPU example", () => {
  const root = new URL('..', import.meta.url);
  const name = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string }).name;
  /** The example as a user writes it: demo/webgpuExample.ts with the package's import paths. */
  const asPublished = (source: string): string => source.replace("from '../src/index.js'", `from '${name}'`)
    .replace("from '../src/webgpu.js'", `from '${name}/webgpu'`);
  const readmeBlock = (): string => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const section = readme.slice(readme.indexOf('## WebGPURenderer'));
    const start = section.indexOf('```ts\n') + '```ts\n'.length;
    return section.slice(start, section.indexOf('```\n', start));
  };
  const example = readFileSync(new URL('demo/webgpuExample.ts', root), 'utf8');

  it('is demo/webgpuExample.ts (what the browser test runs) but for its import paths', () => {
    expect(readmeBlock()).toBe(asPublished(example));
    expect(readmeBlock()).toContain(`from '${name}/webgpu'`);
  });

  it('would be caught drifting (planted fault: one value changed in the example)', () => {
    expect(readmeBlock()).not.toBe(asPublished(example.replace('duration: 3', 'duration: 4')));
  });
});
