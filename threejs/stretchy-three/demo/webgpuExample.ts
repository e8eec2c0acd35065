import {
  AmbientLight, BoxGeometry, CatmullRomCurve3, DirectionalLight, Mesh, OrthographicCamera, PlaneGeometry, Scene, Vector3,
} from 'three';
import { MeshStandardNodeMaterial, WebGPURenderer } from 'three/webgpu';
import { SplineDeform } from '../src/index.js';
import { enableNodeMaterials } from '../src/webgpu.js';

enableNodeMaterials(); // once, before the first deformer on a node material

const renderer = new WebGPURenderer({ antialias: true });
renderer.setSize(640, 360);
renderer.shadowMap.enabled = true;
document.body.append(renderer.domElement);
await renderer.init(); // WebGPU, or its WebGL2 backend where the browser has no adapter

const scene = new Scene();
const camera = new OrthographicCamera(-4.8, 4.8, 2.7, -2.7, 0.1, 50);
camera.position.set(0, 6, 10);
camera.lookAt(0, 0, 0);
scene.add(new AmbientLight(0xffffff, 0.6));
const sun = new DirectionalLight(0xffffff, 2.5);
sun.position.set(1, 8, 3);
sun.castShadow = true;
scene.add(sun);
const floor = new Mesh(new PlaneGeometry(12, 8), new MeshStandardNodeMaterial({ color: 0x8090a0 }));
floor.rotation.x = -Math.PI / 2;
floor.receiveShadow = true;
scene.add(floor);

// A bar travelling a curve: it bends, stretches and squashes; its lighting and shadow follow.
const curve = new CatmullRomCurve3([
  new Vector3(-4, 1, 1), new Vector3(-2, 1.5, -1.5), new Vector3(1, 1, -1), new Vector3(2.5, 1, 1), new Vector3(4, 1, 0.5),
]);
const bar = new Mesh(new BoxGeometry(1.4, 0.4, 0.4, 24, 2, 2), new MeshStandardNodeMaterial({ color: 0x22dd44 }));
bar.position.copy(curve.getPointAt(1)); // where it rests at the end of its journey
bar.castShadow = true;
scene.add(bar);
const spline = new SplineDeform(bar, curve, {
  forwardAxis: new Vector3(1, 0, 0),
  playback: { duration: 3, loop: 'loop', autoPlay: true },
});

let last = performance.now();
renderer.setAnimationLoop((now: number) => {
  spline.update((now - last) / 1000);
  last = now;
  renderer.render(scene, camera);
});
