// The expected deformed normal and tangent by the definition of math spec §8: central differences of the full
// deformation y(x) = x + offset(x) (the TypeScript deformers), then the cofactor rule of §8.4. Not a copy of the
// shader's analytic Jacobian: the tests compare that shader against this, and this against the golden normals.
import { add, cross, normalize, scale, sub, type Vec3 } from '../src/vec3.js';

/** The columns of the Jacobian of `y` at `x` by central differences with step `h`. */
export function numericJacobian(y: (x: Vec3) => Vec3, x: Vec3, h: number): [Vec3, Vec3, Vec3] {
  const column = (k: number): Vec3 => {
    const e: Vec3 = [k === 0 ? h : 0, k === 1 ? h : 0, k === 2 ? h : 0];
    return scale(sub(y(add(x, e)), y(sub(x, e))), 1 / (2 * h));
  };
  return [column(0), column(1), column(2)];
}

/** The deformed unit normal cof(J) n (§8.4); the rest normal where the mesh collapses. */
export function deformNormal(J: readonly [Vec3, Vec3, Vec3], n: Vec3): Vec3 {
  const [jx, jy, jz] = J;
  const c = add(add(scale(cross(jy, jz), n[0]), scale(cross(jz, jx), n[1])), scale(cross(jx, jy), n[2]));
  return normalize(c, n);
}

/** The deformed unit tangent J t (§8.4). */
export function deformTangent(J: readonly [Vec3, Vec3, Vec3], t: Vec3): Vec3 {
  const [jx, jy, jz] = J;
  return normalize(add(add(scale(jx, t[0]), scale(jy, t[1])), scale(jz, t[2])), t);
}

/** The full deformation of a local offset function: y(x) = x + offset(x). */
export const deformation = (offset: (x: Vec3) => Vec3) => (x: Vec3): Vec3 => add(x, offset(x));

/** The angle between two directions, in degrees. */
export function angleDegrees(a: Vec3, b: Vec3): number {
  const c = cross(a, b);
  const s = Math.hypot(c[0], c[1], c[2]);
  const d = a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
  return (Math.atan2(s, d) * 180) / Math.PI;
}
