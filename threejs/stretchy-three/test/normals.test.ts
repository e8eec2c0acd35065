import {
  BoxGeometry, CatmullRomCurve3, Mesh, MeshLambertMaterial, MeshNormalMaterial, MeshPhysicalMaterial, MeshStandardMaterial,
  ShaderLib, SphereGeometry, Vector3, type Material, type WebGLRenderer,
} from 'three';
import { describe, expect, it } from 'vitest';
import { NORMALS_INDEX, SPLINE_DEFAULTS, SplineDeform, SquashStretchMaterial, velocityStretchOffset, type Vec3 } from '../src/index.js';
import { angleDegrees, deformNormal, deformTangent, deformation, numericJacobian } from '../demo/expectedNormals.js';

const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);
const X = new Vector3(1, 0, 0);
const SOURCES: Array<[string, () => Material, keyof typeof ShaderLib]> = [
  ['MeshStandardMaterial', () => new MeshStandardMaterial(), 'physical'],
  ['MeshPhysicalMaterial', () => new MeshPhysicalMaterial(), 'physical'],
  ['MeshLambertMaterial', () => new MeshLambertMaterial(), 'lambert'],
  ['MeshNormalMaterial', () => new MeshNormalMaterial(), 'normal'],
];

function compile(material: Material, id: keyof typeof ShaderLib): string {
  const shader = { uniforms: {} as Record<string, unknown>, vertexShader: ShaderLib[id].vertexShader, fragmentShader: '' };
  material.onBeforeCompile(shader as never, {} as WebGLRenderer);
  return shader.vertexShader;
}
/** The text three.js's beginnormal_vertex is followed by, up to the next include. */
const normalBlock = (vs: string): string => {
  const start = vs.indexOf('#include <beginnormal_vertex>');
  return vs.slice(start, vs.indexOf('#include', start + 1));
};

describe('the vertex patch turns normals and tangents (math spec §8)', () => {
  for (const [name, make, id] of SOURCES) {
    it(`${name}: objectNormal and objectTangent go through the spline deformer's Jacobian at the rest position`, () => {
      const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), make());
      new SplineDeform(mesh, curve, { forwardAxis: X });
      const vs = compile(mesh.material as Material, id);
      const block = normalBlock(vs);
      expect(block).toContain('vec3 stretchyPosition = vec3(position);');
      expect(block).toContain('stretchyJacobian = stretchySplineDeformJacobian(stretchyPosition, Stretchy_Progress, ');
      expect(block).toContain('objectNormal = stretchyDeformNormal(stretchyJacobian, objectNormal);');
      expect(block).toMatch(/#ifdef USE_TANGENT\nobjectTangent = stretchyDeformTangent\(stretchyJacobian, objectTangent\);\n#endif/);
      // Before three's morph, skinning and normal matrix: the deformer works on the mesh's local rest normal.
      expect(vs.indexOf('stretchyDeformNormal(stretchyJacobian')).toBeLessThan(vs.indexOf('#include <defaultnormal_vertex>'));
      expect(vs).toContain(`#define STRETCHY_NORMALS ${NORMALS_INDEX[SPLINE_DEFAULTS.normals]}\n`);
    });
  }

  it('normals: off keeps the rest normal (no Jacobian), and each mode is its own program', () => {
    const keys = new Set<string>();
    for (const normals of ['exact', 'rotate', 'off'] as const) {
      const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshStandardMaterial());
      const spline = new SplineDeform(mesh, curve, { forwardAxis: X, normals });
      expect(spline.options.normals).toBe(normals);
      const material = mesh.material as Material;
      const vs = compile(material, 'physical');
      expect(vs).toContain(`#define STRETCHY_NORMALS ${NORMALS_INDEX[normals]}\n`);
      expect(vs.includes('stretchySplineDeformJacobian(stretchyPosition')).toBe(normals !== 'off');
      expect(vs).toContain('transformed += stretchySplineDeform(transformed, ');
      keys.add(material.customProgramCacheKey());
    }
    expect(keys.size).toBe(3);
  });

  it('SquashStretchMaterial: the velocity Jacobian, or none with normals: off', () => {
    const on = new Mesh(new SphereGeometry(0.5), new MeshLambertMaterial());
    new SquashStretchMaterial(on);
    expect(normalBlock(compile(on.material as Material, 'lambert')))
      .toContain('stretchyJacobian = stretchyVelocityStretchJacobian(stretchyPosition, Stretchy_VelocityPivotLocal, ');
    const off = new Mesh(new SphereGeometry(0.5), new MeshLambertMaterial());
    new SquashStretchMaterial(off, { normals: 'off' });
    const vs = compile(off.material as Material, 'lambert');
    expect(vs).not.toContain('objectNormal = stretchyDeformNormal(');
    expect(vs).toContain('transformed += stretchyVelocityStretch(transformed, ');
    expect((off.material as Material).customProgramCacheKey()).not.toBe((on.material as Material).customProgramCacheKey());
  });

  it('two deformers chain in one order whatever order they were added: velocity, then spline at the moved point', () => {
    for (const order of ['spline first', 'velocity first']) {
      const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshStandardMaterial());
      if (order === 'spline first') new SplineDeform(mesh, curve, { forwardAxis: X });
      new SquashStretchMaterial(mesh);
      if (order === 'velocity first') new SplineDeform(mesh, curve, { forwardAxis: X });
      const vs = compile(mesh.material as Material, 'physical');
      const offsets = vs.slice(vs.indexOf('#include <begin_vertex>'));
      expect(offsets.indexOf('transformed += stretchyVelocityStretch(')).toBeLessThan(offsets.indexOf('transformed += stretchySplineDeform('));
      const block = normalBlock(vs);
      const steps = ['stretchyVelocityStretchJacobian(stretchyPosition', 'stretchyPosition += stretchyVelocityStretch(stretchyPosition',
        'stretchySplineDeformJacobian(stretchyPosition'].map((t) => block.indexOf(t));
      expect(steps.every((i) => i >= 0)).toBe(true);
      expect([...steps].sort((a, b) => a - b)).toEqual(steps);
      expect(block).not.toContain('stretchyPosition += stretchySplineDeform('); // the last deformer's offset is not needed
    }
  });

  it('the shadow materials move vertices only (three\'s depth shaders have no normal to turn unless displaced)', () => {
    const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshStandardMaterial());
    new SplineDeform(mesh, curve, { forwardAxis: X });
    const vs = compile(mesh.customDepthMaterial!, 'depth');
    expect(vs).toContain('transformed += stretchySplineDeform(transformed, ');
    // Inside three's #ifdef USE_DISPLACEMENTMAP: compiled only when the depth pass displaces along the normal.
    const main = vs.indexOf('void main()');
    const guard = vs.indexOf('#ifdef USE_DISPLACEMENTMAP', main);
    const turn = vs.indexOf('objectNormal = stretchyDeformNormal(', main);
    expect(main).toBeGreaterThan(0);
    expect(guard).toBeGreaterThan(main);
    expect(turn).toBeGreaterThan(guard);
    expect(vs.slice(guard, turn)).toContain('#include <beginnormal_vertex>');
    expect(vs.slice(guard, turn)).not.toContain('#endif');
  });
});

describe('the expected normals of the browser test (central differences, §8.4)', () => {
  it('equal the closed form of a linear stretch: n\' ∝ J^-T n; a transposed or unstretched rule does not', () => {
    const d: Vec3 = [0.6, 0.8, 0];
    const [sPar, sPerp] = [1.6, 1 / Math.sqrt(1.6)];
    const inputs = { VelocityPivotLocal: [0.1, -0.2, 0.3] as Vec3, VelocityAxisLocal: d, VelocityStretch: sPar, VelocityPerpScale: sPerp };
    const y = deformation((x) => velocityStretchOffset(x, inputs));
    let worst = 0;
    let worstTangent = 0;
    for (let k = 0; k < 50; k++) {
      const a = k * 0.7;
      const b = k * 1.3;
      const n: Vec3 = [Math.sin(a) * Math.cos(b), Math.sin(a) * Math.sin(b), Math.cos(a)];
      const J = numericJacobian(y, [Math.cos(b), 0.5, Math.sin(a)], 1e-4);
      const dn = d[0] * n[0] + d[1] * n[1] + d[2] * n[2];
      // J^-T n for J = sPerp I + (sPar - sPerp) d d^T (symmetric).
      const closed: Vec3 = [0, 1, 2].map((i) => n[i] / sPerp + (1 / sPar - 1 / sPerp) * d[i] * dn) as unknown as Vec3;
      worst = Math.max(worst, angleDegrees(deformNormal(J, n), closed));
      const t: Vec3 = [-n[1], n[0], 0];
      const dt = d[0] * t[0] + d[1] * t[1];
      const jt: Vec3 = [0, 1, 2].map((i) => sPerp * t[i] + (sPar - sPerp) * d[i] * dt) as unknown as Vec3;
      worstTangent = Math.max(worstTangent, angleDegrees(deformTangent(J, t), jt));
    }
    expect(worst).toBeLessThan(1e-4);
    expect(worstTangent).toBeLessThan(1e-4);
    // Planted faults: the tangent rule applied to the normal (J n, i.e. no inverse transpose) is far off.
    const n: Vec3 = [0.6, 0, 0.8];
    const J = numericJacobian(y, [0, 0, 0], 1e-4);
    expect(angleDegrees(deformTangent(J, n), deformNormal(J, n))).toBeGreaterThan(5);
  });
});
