// The traps a new user fell into (issue 23 item 3): each used to fail silently or with three's internal
// TypeError; each now works or says what is wrong in the library's words. Each check has a control showing the trap.
import ReactThreeTestRenderer from '@react-three/test-renderer';
import { createElement, useMemo, useRef, type ReactElement } from 'react';
import {
  BoxGeometry, CatmullRomCurve3, Color, DataTexture, InstancedMesh, Matrix4, Mesh, MeshBasicMaterial, MeshStandardMaterial,
  RawShaderMaterial, Vector3, type Curve, type Material,
} from 'three';
import { compiledShader } from './compiled.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bakeCurve, InstancedSplineTravel, SplineDeform, SquashStretchMaterial } from '../src/index.js';
import { useSplineDeform } from '../src/react.js';

const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
const X = new Vector3(1, 0, 0);
const box = () => new BoxGeometry(2, 0.5, 0.5, 8);

/** The vertex shader three.js would compile for a material (a minimal built-in stand-in through onBeforeCompile). */
const compiled = (material: Material): string => compiledShader(material, { vertexShader: '#include <begin_vertex>\n' }).vertexShader;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a material assigned while a deformer is on', () => {
  it('is detected at the next update(): the deformer is derived onto it, and dispose() gives it back', () => {
    const mesh = new Mesh<BoxGeometry, Material>(box(), new MeshStandardMaterial());
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const firstDerived = mesh.material as Material;
    const gone = { value: false };
    firstDerived.addEventListener('dispose', () => { gone.value = true; });
    const swapped = new MeshBasicMaterial({ color: 0x00ff00 });
    mesh.material = swapped;
    // The trap: until the deformer looks, the mesh draws the swapped material, undeformed.
    expect(compiled(mesh.material as Material)).not.toContain('stretchySplineDeform');
    spline.update(1 / 60);
    const derived = mesh.material as MeshBasicMaterial;
    expect(derived).not.toBe(swapped);
    expect(derived.type).toBe('MeshBasicMaterial');
    expect(derived.color.getHex()).toBe(0x00ff00);
    expect(compiled(derived)).toContain('transformed += stretchySplineDeform(');
    expect(gone.value).toBe(true);
    expect(compiled(swapped)).not.toContain('stretchySplineDeform');
    spline.dispose();
    expect(mesh.material).toBe(swapped);
  });

  it('a swap to a material that cannot take the deformer: one console warning naming the fix, no throw', () => {
    const mesh = new Mesh<BoxGeometry, Material>(box(), new MeshStandardMaterial());
    mesh.name = 'bar';
    const velocity = new SquashStretchMaterial(mesh);
    const raw = new RawShaderMaterial({ vertexShader: 'void main() {}', fragmentShader: 'void main() {}' });
    mesh.material = raw;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    velocity.update(1 / 60, new Vector3(0, -5, 0));
    velocity.update(1 / 60, new Vector3(0, -5, 0));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/mesh "bar" now draws undeformed; dispose\(\) the deformer/);
    expect(mesh.material).toBe(raw);
    velocity.dispose();
    expect(mesh.material).toBe(raw);
  });
});

describe('edits to the source material reach the drawn one', () => {
  it('value edits (colour, emissive, roughness) follow at update() and before each render', () => {
    const own = new MeshStandardMaterial({ color: 0xff0000 });
    const mesh = new Mesh(box(), own);
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const derived = mesh.material as MeshStandardMaterial;
    own.color.set(0x0000ff);
    own.emissive.set(0x112233);
    own.roughness = 0.25;
    // The control: the drawn material is a copy, so nothing follows by itself.
    expect(derived.color.getHex()).toBe(0xff0000);
    spline.update(1 / 60);
    expect(derived.color.getHex()).toBe(0x0000ff);
    expect(derived.emissive.getHex()).toBe(0x112233);
    expect(derived.roughness).toBe(0.25);
    expect(derived.color).not.toBe(own.color);
    own.color.set(0x00ff00);
    derived.onBeforeRender({} as never, {} as never, {} as never, mesh.geometry, mesh, null as never);
    expect(derived.color.getHex()).toBe(0x00ff00);
    spline.dispose();
    expect(mesh.material).toBe(own);
  });

  it('an edit that needs a new program (a map, needsUpdate) recompiles the derived material, deformer kept', () => {
    const own = new MeshStandardMaterial();
    const mesh = new Mesh(box(), own);
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    const derived = mesh.material as MeshStandardMaterial;
    const version = derived.version;
    const map = new DataTexture(new Uint8Array(4), 1, 1);
    own.map = map;
    spline.update(1 / 60);
    expect(derived.map).toBe(map);
    expect(derived.version).toBe(version); // no version move, no recompile
    own.needsUpdate = true;
    spline.update(1 / 60);
    expect(derived.version).toBe(version + 1);
    expect(compiled(derived)).toContain('transformed += stretchySplineDeform(');
    spline.dispose();
  });

  it('a React Three Fiber colour prop on <meshStandardMaterial> reaches the bent mesh', async () => {
    let mesh: Mesh | null = null;
    function Bar({ color }: { color: string }): ReactElement {
      const ref = useRef<Mesh>(null);
      const options = useMemo(() => ({ forwardAxis: X, playback: { duration: 1, loop: 'loop' as const, autoPlay: true } }), []);
      useSplineDeform(ref, curve, options);
      mesh = ref.current;
      return createElement('mesh', { ref, geometry: box() }, createElement('meshStandardMaterial', { color }));
    }
    const renderer = await ReactThreeTestRenderer.create(createElement(Bar, { color: 'red' }));
    await ReactThreeTestRenderer.act(async () => { await renderer.advanceFrames(2, 1 / 60); });
    const drawn = () => mesh!.material as MeshStandardMaterial;
    expect(compiled(drawn())).toContain('transformed += stretchySplineDeform(');
    expect(drawn().color.getHex()).toBe(new Color('red').getHex());
    await renderer.update(createElement(Bar, { color: 'blue' }));
    await ReactThreeTestRenderer.act(async () => { await renderer.advanceFrames(2, 1 / 60); });
    expect(drawn().color.getHex()).toBe(new Color('blue').getHex());
    expect(compiled(drawn())).toContain('transformed += stretchySplineDeform(');
    await renderer.unmount();
  });
});

describe('bad input is refused in the library\'s words', () => {
  it('a zero or non-finite forwardAxis: RangeError (it used to bend along +Z without a word)', () => {
    const mesh = () => new Mesh(box(), new MeshBasicMaterial());
    expect(() => new SplineDeform(mesh(), curve, { forwardAxis: new Vector3(0, 0, 0) }))
      .toThrow(new RangeError('SplineDeform: forwardAxis must be a non-zero finite vector, got (0, 0, 0)'));
    expect(() => new SplineDeform(mesh(), curve, { forwardAxis: new Vector3(Number.NaN, 1, 0) })).toThrow(RangeError);
    const coins = new InstancedMesh(box(), new MeshBasicMaterial(), 4);
    expect(() => new InstancedSplineTravel(coins, [curve], { forwardAxis: new Vector3() }))
      .toThrow(/InstancedSplineTravel: forwardAxis must be a non-zero finite vector/);
    // A refused deformer leaves the mesh as it was.
    const m = mesh();
    const own = m.material;
    expect(() => new SplineDeform(m, curve, { forwardAxis: new Vector3() })).toThrow(RangeError);
    expect(m.material).toBe(own);
  });

  it('curves of 0 or 1 points, an array of points, not a curve: RangeError or TypeError naming the fix', () => {
    const mesh = () => new Mesh(box(), new MeshBasicMaterial());
    const one = new CatmullRomCurve3([new Vector3(1, 0, 0)]);
    // The control: three's own error for the one-point curve, the message the user used to get.
    expect(() => bakeCurve(one, new Matrix4(), { sampleCount: 8, forwardAxis: [1, 0, 0], rotationMinimizing: false }))
      .toThrow(/Cannot read properties of undefined/);
    expect(() => new SplineDeform(mesh(), one)).toThrow(new RangeError('SplineDeform: the curve has 1 point(s); it needs at least 2'));
    expect(() => new SplineDeform(mesh(), new CatmullRomCurve3([]))).toThrow(/the curve has 0 point\(s\); it needs at least 2/);
    const points = [new Vector3(0, 0, 0), new Vector3(1, 0, 0)];
    expect(() => new SplineDeform(mesh(), points as unknown as Curve<Vector3>))
      .toThrow(new TypeError('SplineDeform: got points, not a curve; pass a THREE.Curve, e.g. new THREE.CatmullRomCurve3(points)'));
    expect(() => new SplineDeform(mesh(), {} as Curve<Vector3>)).toThrow(/must be a THREE.Curve<Vector3>/);
    const coins = () => new InstancedMesh(box(), new MeshBasicMaterial(), 4);
    expect(() => new InstancedSplineTravel(coins(), points as unknown as Curve<Vector3>[])).toThrow(/InstancedSplineTravel: got points/);
    expect(() => new InstancedSplineTravel(coins(), [curve, one])).toThrow(/InstancedSplineTravel: the curve has 1 point/);
    expect(() => new InstancedSplineTravel(coins(), [])).toThrow(new RangeError('InstancedSplineTravel: no curves'));
  });

  it('rebake() after dispose() is refused: no textures made, the restored bounds kept', () => {
    const mesh = new Mesh(box(), new MeshBasicMaterial());
    mesh.geometry.computeBoundingBox();
    const rest = mesh.geometry.boundingBox!.clone();
    const spline = new SplineDeform(mesh, curve, { forwardAxis: X });
    spline.dispose();
    const texture = spline.get('PositionTexture');
    expect(() => spline.rebake()).toThrow('SplineDeform: rebake() after dispose(); make a new SplineDeform');
    expect(spline.get('PositionTexture')).toBe(texture);
    expect(mesh.geometry.boundingBox!.equals(rest)).toBe(true);
    const coins = new InstancedMesh(box(), new MeshBasicMaterial(), 4);
    const travel = new InstancedSplineTravel(coins, [curve], { forwardAxis: X });
    travel.dispose();
    expect(() => travel.rebake()).toThrow(/InstancedSplineTravel: rebake\(\) after dispose\(\)/);
  });
});
