// Raycasts on the drawn shape, against the pixels WebGL draws (on lighting-check.html, window.stretchyRaycast): a bar bent along an arc (SplineDeform at Progress
// 0.5) and a ball stretched by SquashStretchMaterial, each in its own flat colour. Every pixel's ray (through its
// centre, Raycaster.setFromCamera) must name the mesh whose colour the pixel has, or none on the background. The
// control, `restPose`, makes the deformers with `raycast: false` (three's rest-pose raycast): it must disagree.
import {
  BoxGeometry, CatmullRomCurve3, Color, Mesh, MeshBasicMaterial, PerspectiveCamera, Raycaster, Scene, SphereGeometry,
  Vector2, Vector3, WebGLRenderer,
} from 'three';
import { SplineDeform, SquashStretchMaterial } from '../src/index.js';

const W = 240;
const H = 160;

export interface PickResult {
  pixels: number;
  /** Pixels of each mesh by colour, and by ray. */
  barPixels: number;
  ballPixels: number;
  /** Pixels whose ray names another mesh (or none) than the pixel's colour. */
  disagree: number;
  /** Of those, pixels with no neighbour of another colour (not on a silhouette edge). */
  interior: number;
  /** Milliseconds per raycast over the pixel grid (the first, which deforms the vertices, included). */
  msPerRay: number;
}

function pick(restPose: boolean): PickResult {
  const renderer = new WebGLRenderer({ antialias: false, preserveDrawingBuffer: true });
  renderer.setPixelRatio(1);
  renderer.setSize(W, H);
  const scene = new Scene();
  scene.background = new Color(0x000000);
  const camera = new PerspectiveCamera(45, W / H, 0.1, 100);
  camera.position.set(-1.5, 1.8, 10);
  camera.lookAt(-1.5, 1.8, 0);
  const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
  const bar = new Mesh(new BoxGeometry(3, 0.6, 0.6, 30, 2, 2), new MeshBasicMaterial({ color: 0xff0000 }));
  bar.position.set(2, 0, 0);
  bar.rotation.x = 0.4; // a tilted cross-section: the top face shows
  scene.add(bar);
  bar.updateMatrixWorld();
  const spline = new SplineDeform(bar, curve, { forwardAxis: new Vector3(1, 0, 0), raycast: !restPose });
  spline.setProgress(0.5);
  const ball = new Mesh(new SphereGeometry(0.7, 32, 16), new MeshBasicMaterial({ color: 0x00ff00 }));
  ball.position.set(-4, 3.5, 0);
  scene.add(ball);
  ball.updateMatrixWorld();
  const squash = new SquashStretchMaterial(ball, { raycast: !restPose });
  for (let i = 0; i < 3; i++) squash.update(1 / 60, new Vector3(9, -9, 0));
  renderer.render(scene, camera);
  const gl = renderer.getContext();
  const rgba = new Uint8Array(4 * W * H);
  gl.readPixels(0, 0, W, H, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
  const colourOf = (x: number, y: number): number => {
    const i = 4 * (y * W + x);
    return rgba[i] > 128 ? 1 : rgba[i + 1] > 128 ? 2 : 0;
  };
  const raycaster = new Raycaster();
  const ndc = new Vector2();
  const result: PickResult = { pixels: W * H, barPixels: 0, ballPixels: 0, disagree: 0, interior: 0, msPerRay: 0 };
  const t0 = performance.now();
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      ndc.set(((x + 0.5) / W) * 2 - 1, ((y + 0.5) / H) * 2 - 1);
      raycaster.setFromCamera(ndc, camera);
      const hit = raycaster.intersectObjects([bar, ball], false)[0];
      const byRay = hit ? (hit.object === bar ? 1 : 2) : 0;
      const byPixel = colourOf(x, y);
      if (byPixel === 1) result.barPixels++;
      if (byPixel === 2) result.ballPixels++;
      if (byRay !== byPixel) {
        result.disagree++;
        const edge = [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => {
          const nx = x + dx;
          const ny = y + dy;
          return nx >= 0 && ny >= 0 && nx < W && ny < H && colourOf(nx, ny) !== byPixel;
        });
        if (!edge) result.interior++;
      }
    }
  }
  result.msPerRay = (performance.now() - t0) / (W * H);
  spline.dispose();
  squash.dispose();
  renderer.dispose();
  return result;
}

declare global {
  interface Window {
    stretchyRaycast: { pick: typeof pick };
  }
}
window.stretchyRaycast = { pick };
