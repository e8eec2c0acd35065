// Real WebGL compiles of the material cases that used to fail with a GLSL "redefinition" and an invisible mesh:
// two deformed meshes sharing one material, dispose() then a new deformer on the same mesh (React StrictMode, hot
// reload), a spline and a velocity deformer on one mesh. Each case is rendered alone; the result is the shader
// errors three.js reports and the lit pixels. A control case injects the deformer twice into one material (what
// patching in place did), so the check is seen to catch a redefinition.
import {
  AmbientLight, BoxGeometry, CatmullRomCurve3, Mesh, MeshBasicMaterial, MeshStandardMaterial, OrthographicCamera,
  Scene, Vector3, type Material,
} from 'three';
import { SPLINE_DEFORM_GLSL, SplineDeform, SquashStretchMaterial } from '../src/index.js';
import { checkRenderer, framePixels, litCount } from './checkRenderer.js';

export interface MaterialCase { name: string; errors: string[]; litPixels: number }

export function materialsCheck(): MaterialCase[] {
  const size = 64;
  const { renderer, errors } = checkRenderer(size);
  const camera = new OrthographicCamera(-3, 3, 3, -3, 0.1, 20);
  camera.position.set(0, 0, 10);
  const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 1, 0), new Vector3(0, 0, 0), new Vector3(1, 0, 0)]);
  const X = new Vector3(1, 0, 0);
  const box = () => new BoxGeometry(2, 0.8, 0.8, 8);

  const run = (name: string, build: (scene: Scene) => void): MaterialCase => {
    const scene = new Scene();
    scene.add(new AmbientLight(0xffffff, 3));
    build(scene);
    errors.length = 0;
    renderer.render(scene, camera);
    return { name, errors: [...errors], litPixels: litCount(framePixels(renderer, size)) };
  };
  const atRest = (s: SplineDeform) => s.setProgress(1);

  return [
    run('two meshes share one material', (scene) => {
      const shared = new MeshStandardMaterial({ color: 0xff4040 });
      const a = new Mesh(box(), shared);
      const b = new Mesh(box(), shared);
      b.position.y = 1.2;
      scene.add(a, b);
      atRest(new SplineDeform(a, curve, { forwardAxis: X }));
      atRest(new SplineDeform(b, curve, { forwardAxis: X }));
    }),
    run('dispose() then a new deformer on the same mesh', (scene) => {
      const mesh = new Mesh(box(), new MeshStandardMaterial({ color: 0x40ff40 }));
      scene.add(mesh);
      const first = new SplineDeform(mesh, curve, { forwardAxis: X });
      renderer.render(scene, camera);
      first.dispose();
      atRest(new SplineDeform(mesh, curve, { forwardAxis: X }));
    }),
    run('a spline and a velocity deformer on one mesh', (scene) => {
      const mesh = new Mesh(box(), new MeshStandardMaterial({ color: 0x4040ff }));
      scene.add(mesh);
      atRest(new SplineDeform(mesh, curve, { forwardAxis: X }));
      new SquashStretchMaterial(mesh).update(1 / 60, new Vector3(0, -3, 0));
    }),
    run('control: the deformer injected twice into one material', (scene) => {
      const material: Material = new MeshBasicMaterial({ color: 0xffffff });
      material.onBeforeCompile = (shader) => {
        shader.vertexShader = `${SPLINE_DEFORM_GLSL}\n${SPLINE_DEFORM_GLSL}\n${shader.vertexShader}`;
      };
      scene.add(new Mesh(box(), material));
    }),
  ];
}
