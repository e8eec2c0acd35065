import {
  BoxGeometry, CatmullRomCurve3, Mesh, MeshBasicMaterial, MeshStandardMaterial, Object3D, RawShaderMaterial,
  ShaderMaterial, SphereGeometry, Vector3, type Material, type WebGLRenderer,
} from 'three';
import { describe, expect, it } from 'vitest';
import { compiledShader, count, disposed } from './compiled.js';
import { NORMALS_INDEX, SPLINE_DEFAULTS, SplineDeform, SquashStretch, SquashStretchMaterial } from '../src/index.js';

const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
const X = new Vector3(1, 0, 0);

/** The vertex shader three.js would compile for a mesh's material: the built-in source through onBeforeCompile. */
const compile = (material: Material) => compiledShader(material, material instanceof MeshBasicMaterial ? 'basic' : 'physical');

describe('materials are never mutated in place', () => {
  it('two deformed meshes sharing one material: each gets its own derived material, the shared one is untouched', () => {
    const shared = new MeshStandardMaterial({ color: 0xff0000 });
    const { onBeforeCompile, customProgramCacheKey } = shared;
    const version = shared.version;
    const a = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), shared);
    const b = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), shared);
    const sa = new SplineDeform(a, curve, { forwardAxis: X });
    const sb = new SplineDeform(b, curve, { forwardAxis: X });
    expect(a.material).not.toBe(shared);
    expect(b.material).not.toBe(shared);
    expect(a.material).not.toBe(b.material);
    expect((a.material as MeshStandardMaterial).color.getHex()).toBe(0xff0000);
    expect(shared.onBeforeCompile).toBe(onBeforeCompile);
    expect(shared.customProgramCacheKey).toBe(customProgramCacheKey);
    expect(shared.version).toBe(version);
    for (const [mesh, spline] of [[a, sa], [b, sb]] as const) {
      const shader = compile(mesh.material as Material);
      expect(count(shader.vertexShader, 'vec3 stretchySplineDeform(')).toBe(1);
      expect(count(shader.vertexShader, 'uniform float Stretchy_Progress;')).toBe(1);
      expect(shader.uniforms.Stretchy_Progress).toBe(spline.uniforms.Stretchy_Progress);
    }
    expect(compile(shared).vertexShader).not.toContain('stretchySplineDeform');
  });

  it('dispose() then a new deformer on the same mesh (React StrictMode, hot reload) compiles one deformer', () => {
    const own = new MeshBasicMaterial();
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), own);
    const first = new SplineDeform(mesh, curve, { forwardAxis: X });
    const derived = mesh.material as Material;
    const derivedGone = disposed(derived);
    const textures = [first.get('PositionTexture'), first.get('TangentTexture')];
    const texturesGone = textures.map(() => ({ value: false }));
    textures.forEach((t, i) => t!.addEventListener('dispose', () => { texturesGone[i].value = true; }));
    first.dispose();
    expect(mesh.material).toBe(own);
    expect(derivedGone.value).toBe(true);
    expect(texturesGone.map((t) => t.value)).toEqual([true, true]);
    expect(compile(own).vertexShader).not.toContain('stretchySplineDeform');
    const second = new SplineDeform(mesh, curve, { forwardAxis: X });
    const shader = compile(mesh.material as Material);
    expect(count(shader.vertexShader, 'vec3 stretchySplineDeform(')).toBe(1);
    expect(shader.uniforms.Stretchy_Progress).toBe(second.uniforms.Stretchy_Progress);
    first.dispose(); // a second dispose of the old one leaves the new one alone
    expect(mesh.material).not.toBe(own);
    second.dispose();
    expect(mesh.material).toBe(own);
  });

  it('dispose() gives the geometry back its bounds', () => {
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshBasicMaterial());
    mesh.geometry.computeBoundingBox();
    const before = mesh.geometry.boundingBox!.clone();
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    expect(mesh.geometry.boundingBox!.min.x).toBeLessThan(-8);
    spline.dispose();
    expect(mesh.geometry.boundingBox!.equals(before)).toBe(true);
  });

  it('a second deformer of the same kind on a mesh is refused with a clear error, the first keeps working', () => {
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshBasicMaterial());
    mesh.name = 'rope';
    const first = new SplineDeform(mesh, curve, { forwardAxis: X });
    const material = mesh.material;
    expect(() => new SplineDeform(mesh, curve, { forwardAxis: X })).toThrow(/mesh "rope" already has a SplineDeform; dispose\(\) that one first/);
    expect(mesh.material).toBe(material);
    expect(count(compile(mesh.material as Material).vertexShader, 'vec3 stretchySplineDeform(')).toBe(1);
    first.dispose();
    const ball = new Mesh(new SphereGeometry(0.5), new MeshBasicMaterial());
    const v = new SquashStretchMaterial(ball);
    expect(() => new SquashStretchMaterial(ball)).toThrow(/already has a SquashStretchMaterial/);
    v.dispose();
  });

  it('a spline and a velocity deformer on one mesh: both in one shader, disposed in any order', () => {
    const own = new MeshStandardMaterial();
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), own);
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const velocity = new SquashStretchMaterial(mesh);
    let shader = compile(mesh.material as Material);
    expect(count(shader.vertexShader, 'vec3 stretchySplineDeform(')).toBe(1);
    expect(count(shader.vertexShader, 'vec3 stretchyVelocityStretch(')).toBe(1);
    expect(count(shader.vertexShader, '#define STRETCHY_COMMON')).toBe(2); // guarded: defined once when compiled
    expect(shader.uniforms.Stretchy_VelocityStretch).toBe(velocity.uniforms.Stretchy_VelocityStretch);
    spline.dispose();
    shader = compile(mesh.material as Material);
    expect(shader.vertexShader).not.toContain('stretchySplineDeform(');
    expect(count(shader.vertexShader, 'vec3 stretchyVelocityStretch(')).toBe(1);
    velocity.dispose();
    expect(mesh.material).toBe(own);
  });

  it('an array of materials: every one derived, every one given back', () => {
    const own = [new MeshBasicMaterial(), new MeshStandardMaterial()];
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), own);
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const derived = mesh.material as Material[];
    expect(derived).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      expect(derived[i]).not.toBe(own[i]);
      expect(derived[i].type).toBe(own[i].type);
      expect(compile(derived[i]).vertexShader).toContain('transformed += stretchySplineDeform(');
    }
    spline.dispose();
    expect(mesh.material).toBe(own);
  });

  it('the user\'s own onBeforeCompile still runs, on the derived material', () => {
    const own = new MeshBasicMaterial();
    own.onBeforeCompile = (shader) => { shader.vertexShader = `// user patch\n${shader.vertexShader}`; };
    own.customProgramCacheKey = () => 'user';
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), own);
    new SplineDeform(mesh, curve, { forwardAxis: X });
    const derived = mesh.material as Material;
    expect(compile(derived).vertexShader).toContain('// user patch');
    expect(compile(derived).vertexShader).toContain('stretchySplineDeform(');
    expect(derived.customProgramCacheKey()).toBe(`user|stretchy-spline-0-${NORMALS_INDEX[SPLINE_DEFAULTS.normals]}`);
  });

  it('a ShaderMaterial keeps the user\'s uniform objects (value edits reach the mesh); the deformer\'s stay out of them', () => {
    const time = { value: 0 };
    const own = new ShaderMaterial({ uniforms: { time }, vertexShader: '#include <begin_vertex>\nvoid main() {}' });
    const a = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), own);
    const b = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), own);
    const sa = new SplineDeform(a, curve, { forwardAxis: X });
    const sb = new SplineDeform(b, curve, { forwardAxis: X });
    const derivedA = a.material as ShaderMaterial;
    expect(derivedA.uniforms.time).toBe(time);
    const shaderA = { uniforms: derivedA.uniforms, vertexShader: own.vertexShader, fragmentShader: '' };
    derivedA.onBeforeCompile(shaderA as never, {} as WebGLRenderer);
    const shaderB = { uniforms: (b.material as ShaderMaterial).uniforms, vertexShader: own.vertexShader, fragmentShader: '' };
    (b.material as ShaderMaterial).onBeforeCompile(shaderB as never, {} as WebGLRenderer);
    expect(shaderA.uniforms.Stretchy_Progress).toBe(sa.uniforms.Stretchy_Progress);
    expect(shaderB.uniforms.Stretchy_Progress).toBe(sb.uniforms.Stretchy_Progress);
    expect(Object.keys(own.uniforms)).toEqual(['time']);
  });

  it('a material that cannot take the deformer is refused when the deformer is made, not by an invisible mesh', () => {
    const raw = new RawShaderMaterial({ vertexShader: 'void main() { gl_Position = vec4(0.0); }', fragmentShader: '' });
    const mesh = new Mesh(new BoxGeometry(), raw);
    expect(() => new SplineDeform(mesh, curve)).toThrow(/has no #include <begin_vertex>/);
    expect(mesh.material).toBe(raw);
    const custom = new ShaderMaterial({ vertexShader: 'void main() { gl_Position = vec4(position, 1.0); }' });
    expect(() => new SquashStretchMaterial(new Mesh(new BoxGeometry(), custom))).toThrow(/ShaderMaterial.*has no #include <begin_vertex>/);
    const ok = new ShaderMaterial({ vertexShader: '#include <begin_vertex>\nvoid main() {}' });
    expect(() => new SquashStretchMaterial(new Mesh(new BoxGeometry(), ok))).not.toThrow();
    const node = Object.assign(new MeshBasicMaterial(), { isNodeMaterial: true });
    expect(() => new SplineDeform(new Mesh(new BoxGeometry(), node), curve)).toThrow(/node material/);
  });
});

describe('SquashStretch.dispose', () => {
  it('gives the visual back its transform and stops deforming it', () => {
    const root = new Object3D();
    const visual = new Mesh(new SphereGeometry(0.5), new MeshBasicMaterial());
    visual.position.set(0, 0.1, 0);
    visual.scale.set(2, 2, 2);
    root.add(visual);
    const squash = new SquashStretch(root, visual);
    squash.update(1 / 60, new Vector3(3, -10, 0));
    expect(visual.scale.y).not.toBe(2);
    squash.dispose();
    expect(visual.position.toArray()).toEqual([0, 0.1, 0]);
    expect(visual.scale.toArray()).toEqual([2, 2, 2]);
    expect(visual.quaternion.toArray()).toEqual([0, 0, 0, 1]);
    squash.update(1 / 60, new Vector3(3, -10, 0));
    expect(visual.scale.toArray()).toEqual([2, 2, 2]);
  });
});

describe('typed parameter names', () => {
  it('set() and get() take the contract\'s names and value types only (checked by tsc --noEmit)', () => {
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshBasicMaterial());
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    spline.set('StretchScale', 1.4);
    expect(spline.get('StretchScale')).toBe(1.4);
    // @ts-expect-error a misspelt name does not compile
    expect(() => spline.set('StrechScale', 1.4)).toThrow(/no input StrechScale/);
    // @ts-expect-error a vector input takes a Vector3, not a tuple
    spline.set('ForwardAxisLocal', [1, 0, 0]);
    // @ts-expect-error LocalPosition is the vertex, not an input a program sets
    expect(() => spline.get('LocalPosition')).toThrow();
  });
});
