// The WebGPURenderer path: the deformers as TSL node graphs (three/tsl), for node materials such as
// MeshStandardNodeMaterial. Kept out of the main entry so WebGL apps never bundle three's node system.
import { Matrix3, Vector3, type IUniform, type Material, type Texture } from 'three';
import * as TSL from 'three/tsl';
import type { Node, NodeMaterial, TextureNode } from 'three/webgpu';
import { setNodeMaterialSupport, type MeshSpace, type ShaderPatch } from './materialPatch.js';
import { THREE_FRAME, type FrameConstants, type OrientationIndex } from './splineDeformCpu.js';

// The port mixes int, float and vector nodes as the GLSL does; @types/three's per-type overloads cannot follow it,
// so the TSL functions are used untyped here (three checks the types when it builds the shader).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type N = any;
const {
  Fn, If, abs, attribute, clamp, cos, cross, dot, float, floor, int, inverseSqrt, ivec2, length, max, min, mix, normalLocal, positionGeometry,
  positionLocal, select, sin, sqrt, step, tangentLocal, texture, textureLoad, uniform, vec3, vec4,
} = TSL as N;

/** The spline deformer's inputs as nodes, by the parameter contract's base names (textures as texture nodes). */
export type SplineDeformNodes = Record<
  'LocalPosition' | 'Progress' | 'SplineLength' | 'SampleCount' | 'PositionTexture' | 'TangentTexture' | 'MeshCenterLocal'
  | 'ForwardAxisLocal' | 'StretchScale' | 'PreserveVolume' | 'SizeScale' | 'StretchBias' | 'MeshHalfLength'
  | 'SettleWindow' | 'EndExtrapolation', Node>
  // Math spec section 10's inputs, read where their switch (SplineFeatureSwitches) is on.
  & { ClosedLoop?: Node; BakedRoll?: Node; StretchMask?: Node }
  // The texture row the texels come from (an int node; section 9.1's r): 0 when absent, the single curve.
  & { Row?: Node };

/** The atlas deformer's inputs as nodes (math spec section 9.3), by the SplineAtlasDeform contract's base names. */
export type SplineAtlasDeformNodes = Omit<SplineDeformNodes, 'PositionTexture' | 'TangentTexture' | 'Row'>
  & Record<'PositionAtlas' | 'TangentAtlas' | 'AtlasRow' | 'AtlasRowCount' | 'VelocityPivotLocal' | 'VelocityAxisLocal' | 'VelocityStretch', Node>
  & { VelocityPlaneNormalLocal?: Node };

/**
 * Which of math spec section 10's features a deformer is built with (the GLSL's STRETCHY_CLOSED_LOOP, STRETCHY_ROLL,
 * STRETCHY_STRETCH_MASK): each one off builds section 1's nodes exactly; on, its input is honoured at run time.
 */
export interface SplineFeatureSwitches {
  closedLoop: boolean;
  roll: boolean;
  stretchMask: boolean;
}
export const NO_SPLINE_FEATURES: Readonly<SplineFeatureSwitches> = Object.freeze({ closedLoop: false, roll: false, stretchMask: false });

/** The velocity deformer's inputs as nodes; VelocityPlaneNormalLocal only for a 2D spec (as in its contract). */
export type VelocityStretchNodes = Record<'LocalPosition' | 'VelocityPivotLocal' | 'VelocityAxisLocal' | 'VelocityStretch'
  | 'VelocityPerpScale', Node> & { VelocityPlaneNormalLocal?: Node };

const v3 = (c: readonly number[]): N => vec3(c[0], c[1], c[2]);
const safeNormalize = (v: N, fallback: N): N => {
  const l = length(v);
  return select(l.lessThan(1e-8), fallback, v.div(l));
};
const rotate = (q: N, u: N): N => u.add(cross(q.xyz, cross(q.xyz, u).add(u.mul(q.w))).mul(2.0));

/**
 * One evaluation of a deformer at a vertex (call it inside a TSL `Fn`): the local-space offset, and what its
 * Jacobian (math spec section 8) makes of a rest normal and tangent. The normal and tangent share the offset's nodes
 * (texel reads, frame), so offset, normal and tangent cost one evaluation; `jacobian` is null with normals off.
 */
export interface DeformEvaluation {
  offset: Node;
  /** The Jacobian's columns (the images of X, Y, Z), or null when the deformer keeps the rest normal. */
  jacobian: readonly [Node, Node, Node] | null;
}

/** Math spec section 8.4: the deformed unit normal, cof(J) n; the rest normal where the mesh collapses. */
export function deformNormalNode(jacobian: readonly [Node, Node, Node], normal: Node): Node {
  const [jx, jy, jz] = jacobian as readonly N[];
  const n: N = normal;
  return safeNormalize(cross(jy, jz).mul(n.x).add(cross(jz, jx).mul(n.y)).add(cross(jx, jy).mul(n.z)), n);
}

/** J v for a Jacobian given by its columns: the tangent's image, and a column of a composed Jacobian. */
const jacobianTimes = (jacobian: readonly [Node, Node, Node], v: N): N => {
  const [jx, jy, jz] = jacobian as readonly N[];
  return jx.mul(v.x).add(jy.mul(v.y)).add(jz.mul(v.z));
};

/** Math spec section 8.4: the deformed unit tangent, J t (the rest tangent's w, its handedness, is the caller's). */
export function deformTangentNode(jacobian: readonly [Node, Node, Node], tangent: Node): Node {
  const t: N = tangent;
  return safeNormalize(jacobianTimes(jacobian, t), t);
}

/** STRETCHY_NORMALS: 0 off, 1 rotate (the curve's bending term dropped), 2 exact (section 8.2). */
export type NormalsIndex = 0 | 1 | 2;

/**
 * The spline deformer of math spec section 1 and its Jacobian (section 8) as TSL nodes, for one vertex: a port of
 * src/glsl/splineDeform.glsl (stretchySplineSample, stretchySplineDeformRow, stretchySplineDeformJacobian) step by
 * step with its names; `mode` is its STRETCHY_ORIENTATION, `normals` its STRETCHY_NORMALS, `frame` its three frame
 * macros. Call inside a TSL `Fn`. Texel reads: the two position and two tangent texels of step 6 on every vertex
 * (the Jacobian reuses them); the fallback texel and the end texels of step 7 only in the branches that need them.
 * Checked against the golden vectors and, case by case, against the GLSL on the GPU (e2e/webgpu.mjs).
 */
export function splineDeformEvaluation(inp: SplineDeformNodes, mode: OrientationIndex, normals: NormalsIndex = 0,
  frame: FrameConstants = THREE_FRAME, features: Readonly<SplineFeatureSwitches> = NO_SPLINE_FEATURES): DeformEvaluation {
  const i = inp as Record<keyof SplineDeformNodes, N>;
  // Section 9.1: the texels of row r (texelFetch at (i, r)); the single curve is row 0.
  const row: N = i.Row ?? int(0);
  const fetch = (tex: N, k: N): N => textureLoad(tex, ivec2(k, row));
  const UP = v3(frame.up);
  const ALT_UP = v3(frame.altUp);
  const position = i.LocalPosition;
  const progress = clamp(i.Progress, 0.0, 1.0);
  const splineLength = max(i.SplineLength, 0.001).toVar();
  const sampleCount = max(i.SampleCount, 2.0);
  const forward = safeNormalize(i.ForwardAxisLocal, v3(frame.forwardFallback)).toVar();
  const stretchScale = max(i.StretchScale, 0.01);
  const preserveVolume = clamp(i.PreserveVolume, 0.0, 1.0);
  const sizeScale = max(i.SizeScale, 0.0).toVar();
  const stretchBias = clamp(i.StretchBias, -0.95, 0.95);
  const halfLength = max(i.MeshHalfLength, 0.001);
  const settleWindow = clamp(i.SettleWindow, 0.0, 1.0);
  const extrapolate = step(0.5, i.EndExtrapolation);

  // 1. Rest frame.
  const refUp = select(abs(dot(forward, UP)).greaterThan(0.95), ALT_UP, UP);
  const right = safeNormalize(cross(refUp, forward), ALT_UP).toVar();
  const up = cross(forward, right).toVar();
  // 2. Decompose.
  const fromCenter = position.sub(i.MeshCenterLocal);
  const along = dot(fromCenter, forward).toVar();
  const rightPart = dot(fromCenter, right).toVar();
  const upPart = dot(fromCenter, up).toVar();
  // 3. Along-axis stretch with bias.
  const alongClamped = clamp(along, halfLength.negate(), halfLength);
  const localStretch = stretchScale.mul(float(1.0).add(stretchBias.mul(alongClamped).div(halfLength))).toVar();
  const stretched = stretchScale.mul(alongClamped.add(stretchBias.mul(alongClamped).mul(alongClamped).div(halfLength.mul(2.0))))
    .add(localStretch.mul(along.sub(alongClamped)));
  // 4. Cross-section; section 10.3's mask blends the stretched coordinate and the volume term.
  const mask: N = features.stretchMask ? clamp(i.StretchMask, 0.0, 1.0).toVar() : null;
  const crossScale = mix(float(1.0), float(1.0).div(sqrt(localStretch)), mask ? preserveVolume.mul(mask) : preserveVolume).toVar();
  const curveOffset = sizeScale.mul(mask ? mix(along, stretched, mask) : stretched);
  // 5. Distance along the curve; modulo L on a closed loop (section 10.1; the clamp only catches rounding).
  const curveDistance = progress.mul(splineLength).add(curveOffset).toVar();
  const closed: N = features.closedLoop ? i.ClosedLoop.greaterThanEqual(0.5).toVar() : null;
  if (closed) {
    If(closed, () => {
      curveDistance.assign(clamp(curveDistance.sub(splineLength.mul(floor(curveDistance.div(splineLength)))), 0.0, splineLength));
    });
  }
  // 6. Sample (texel loads + lerp: the exact weights of the formula).
  const clampedDistance = clamp(curveDistance, 0.0, splineLength).toVar();
  // At and past the end, t is N - 1 exactly: GPU division need not round correctly (math spec section 7).
  const texel = select(clampedDistance.greaterThanEqual(splineLength), sampleCount.sub(1.0),
    clampedDistance.div(splineLength).mul(sampleCount.sub(1.0))).toVar();
  const last = int(sampleCount).sub(1).toVar();
  const i0 = int(floor(texel)).toVar();
  const i1 = min(i0.add(1), last).toVar();
  const phi = texel.sub(float(i0)).toVar();
  const iNear = int(floor(texel.add(0.5)));
  const P = i.PositionTexture;
  const T = i.TangentTexture;
  const curvePoint = mix(fetch(P, i0).xyz, fetch(P, i1).xyz, phi).toVar();
  const t0 = fetch(T, i0).toVar();
  const t1 = fetch(T, i1).toVar();
  let frameQ: N = null;
  let tangent: N;
  let fallback: N;
  if (mode === 1) {
    const frameSum = mix(t0, t1, phi).toVar();
    const frameLength = length(frameSum);
    fallback = frameLength.lessThan(1e-8).toVar();
    frameQ = frameSum.div(frameLength).toVar();
    If(fallback, () => {
      frameQ.assign(fetch(T, iNear));
    });
  } else {
    const tangentMix = mix(t0.xyz, t1.xyz, phi).toVar();
    const tangentLength = length(tangentMix);
    fallback = tangentLength.lessThan(1e-8).toVar();
    tangent = tangentMix.div(tangentLength).toVar();
    If(fallback, () => {
      tangent.assign(fetch(T, iNear).xyz);
    });
  }
  // 7. End extrapolation (the end texels are read only here).
  const endTangent = (k: N): N => (mode === 1 ? rotate(fetch(T, k), forward) : fetch(T, k).xyz);
  // A loop has no ends.
  If(closed ? extrapolate.greaterThan(0.5).and(closed.not()) : extrapolate.greaterThan(0.5), () => {
    If(curveDistance.greaterThan(splineLength), () => {
      const tangentEnd = endTangent(last).toVar();
      curvePoint.assign(fetch(P, last).xyz.add(tangentEnd.mul(curveDistance.sub(splineLength))));
      if (mode !== 1) tangent.assign(tangentEnd);
    }).ElseIf(curveDistance.lessThan(0.0), () => {
      const tangentStart = endTangent(int(0)).toVar();
      curvePoint.assign(fetch(P, int(0)).xyz.add(tangentStart.mul(curveDistance)));
      if (mode !== 1) tangent.assign(tangentStart);
    });
  });
  // 8. Orientation of the cross-section.
  let rightD: N;
  let upD: N;
  if (mode === 0) {
    const cosine = dot(forward, tangent).toVar();
    const axis = cross(forward, tangent).toVar();
    rightD = vec3(0.0).toVar();
    upD = vec3(0.0).toVar();
    If(float(1.0).add(cosine).lessThan(1e-4), () => {
      rightD.assign(up.mul(dot(right, up).mul(2.0)).sub(right));
      upD.assign(up.mul(dot(up, up).mul(2.0)).sub(up));
    }).Else(() => {
      rightD.assign(right.mul(cosine).add(cross(axis, right)).add(axis.mul(dot(axis, right)).div(float(1.0).add(cosine))));
      upD.assign(up.mul(cosine).add(cross(axis, up)).add(axis.mul(dot(axis, up)).div(float(1.0).add(cosine))));
    });
  } else if (mode === 1) {
    rightD = rotate(frameQ, right).toVar();
    upD = rotate(frameQ, up).toVar();
    // R(f) = R(right) x R(up).
    tangent = cross(rightD, upD).toVar();
  } else {
    rightD = safeNormalize(cross(UP, tangent), right).toVar();
    upD = cross(tangent, rightD).toVar();
  }
  // Section 10.2 (modes A, C): the roll from the tangent alpha, lerped with Td; R(u) is perpendicular to Td, so
  // Rot(Td, roll) is its two-term form. rightD0, upD0: the frame before the roll.
  const rolled: N = features.roll && mode !== 1 ? i.BakedRoll.greaterThanEqual(0.5).toVar() : null;
  const roll: N = rolled ? select(rolled, mix(t0.w, t1.w, phi), float(0.0)).toVar() : null;
  let rightD0 = rightD;
  let upD0 = upD;
  if (roll) {
    // Copies, then the frame turned in place (the vars keep their declaration before step 8's branches).
    rightD0 = vec3(rightD).toVar();
    upD0 = vec3(upD).toVar();
    const c = cos(roll).toVar();
    const s = sin(roll).toVar();
    rightD.assign(rightD0.mul(c).add(cross(tangent, rightD0).mul(s)));
    upD.assign(upD0.mul(c).add(cross(tangent, upD0).mul(s)));
  }
  // R(w), w = ur right + uu up: shared by the offset and the Jacobian's along column.
  const section = rightD.mul(rightPart).add(upD.mul(upPart)).toVar();
  const deformed = i.MeshCenterLocal.add(curvePoint).add(section.mul(sizeScale.mul(crossScale)));
  // 9. Settle: smoothstep(1 - w, 1, p) without a difference that rounds to 0; 0 without a window.
  const settle = float(0.0).toVar();
  // A loop never settles (section 10.1).
  If(closed ? settleWindow.greaterThan(0.0).and(closed.not()) : settleWindow.greaterThan(0.0), () => {
    const q = clamp(progress.sub(1.0).div(settleWindow).add(1.0), 0.0, 1.0);
    settle.assign(q.mul(q).mul(float(3.0).sub(q.mul(2.0))));
  });
  // 10. The local-space offset.
  const offset = deformed.sub(position).mul(float(1.0).sub(settle)).toVar();
  if (normals === 0) return { offset, jacobian: null };

  // Section 8.1 in the rest frame F = (f, right, up) (section 8.8): J = M F^T, settled as ((1 - q) M + q F) F^T.
  // Step 6 clamped d where it is outside [0, L].
  const outside = clampedDistance.notEqual(curveDistance).toVar();
  // delta / g: the clamped sample point (no extrapolation) stops past the ends; -k' / g (the squeeze rate). Section
  // 10.4: the mask held constant at the vertex.
  const alongRate = (mask ? mix(float(1.0), localStretch, mask) : localStretch).mul(select(outside, extrapolate, float(1.0)));
  const squeezeRate = select(abs(along).lessThan(halfLength),
    (mask ? preserveVolume.mul(mask) : preserveVolume).mul(stretchScale).mul(stretchBias.div(halfLength.mul(2.0)))
      .mul(localStretch.pow(-1.5)), float(0.0));
  const curveDirection = vec3(tangent).toVar();
  const bend = vec3(0.0).toVar();
  if (normals === 2) {
    If(outside.not().and(i0.notEqual(i1)), () => {
      const texelsPerLength = sampleCount.sub(1.0).div(splineLength);
      const crossSection = right.mul(sizeScale.mul(crossScale).mul(rightPart)).add(up.mul(sizeScale.mul(crossScale).mul(upPart)));
      if (mode === 1) {
        curveDirection.assign(safeNormalize(rotate(t0, forward).add(rotate(t1, forward)), tangent));
        const mixed = mix(t0, t1, phi);
        const mixedRate = t1.sub(t0).mul(texelsPerLength);
        const frameRate = mixedRate.sub(frameQ.mul(dot(frameQ, mixedRate))).div(max(length(mixed), 1e-8));
        If(fallback.not(), () => {
          // Section 8.2, mode B: R'(d) u from the frame's rate Q'.
          const qv = frameQ.xyz;
          bend.assign(cross(frameRate.xyz, cross(qv, crossSection).add(crossSection.mul(frameQ.w))).mul(2.0)
            .add(cross(qv, cross(frameRate.xyz, crossSection).add(crossSection.mul(frameRate.w))).mul(2.0)));
        });
      } else {
        curveDirection.assign(safeNormalize(t0.xyz.add(t1.xyz), tangent));
        const mixed = mix(t0.xyz, t1.xyz, phi);
        const mixedRate = t1.xyz.sub(t0.xyz).mul(texelsPerLength);
        const tangentRate = mixedRate.sub(tangent.mul(dot(tangent, mixedRate))).div(max(length(mixed), 1e-8)).toVar();
        If(fallback.not(), () => {
          bend.assign(frameRate(mode, forward, right, up, tangent, rightD0, tangentRate, crossSection, UP));
        });
        if (rolled) {
          // Section 10.4: the rolled frame's rate (T' and R' are 0 on step 6's fallback; roll' is not).
          If(rolled, () => {
            bend.assign(rolledRate(tangent, select(fallback, vec3(0.0), tangentRate), bend, right, up, rightD0, upD0, roll,
              t1.w.sub(t0.w).mul(texelsPerLength), crossSection));
          });
        }
      }
    });
  }
  const alongColumn = mix(curveDirection.add(bend).mul(alongRate).sub(section.mul(squeezeRate)).mul(sizeScale), forward, settle)
    .toVar();
  const rightColumn = mix(rightD.mul(sizeScale.mul(crossScale)), right, settle).toVar();
  const upColumn = mix(upD.mul(sizeScale.mul(crossScale)), up, settle).toVar();
  // Column k of M' F^T: M' times row k of F.
  const column = (k: 'x' | 'y' | 'z'): N => alongColumn.mul(forward[k]).add(rightColumn.mul(right[k])).add(upColumn.mul(up[k])).toVar();
  return { offset, jacobian: [column('x'), column('y'), column('z')] };
}

/**
 * Math spec section 10.4: the rate of the rolled frame Rot(Td, roll) R applied to u, from R'(u) (unrolledRate): Rot of
 * R'(u) plus the rate of Rot at R(u), with roll' (rollRate) and T' (tangentRate).
 */
function rolledRate(t: N, tangentRate: N, unrolledRate: N, right: N, up: N, rightD0: N, upD0: N, roll: N, rollRate: N, u: N): N {
  const c = cos(roll);
  const s = sin(roll);
  const ru = rightD0.mul(dot(u, right)).add(upD0.mul(dot(u, up))).toVar();
  const tv = dot(t, ru);
  const rollOfRate = unrolledRate.mul(c).add(cross(t, unrolledRate).mul(s)).add(t.mul(dot(t, unrolledRate).mul(float(1.0).sub(c))));
  return rollOfRate.add(ru.mul(s).negate().add(cross(t, ru).mul(c)).add(t.mul(tv.mul(s))).mul(rollRate))
    .add(cross(tangentRate, ru).mul(s)).add(tangentRate.mul(tv).add(t.mul(dot(tangentRate, ru))).mul(float(1.0).sub(c)));
}

/** Math spec section 8.2: R'(d) u, the rate of step 8's rotation (modes A and C; tangentRate is T'). */
function frameRate(mode: 0 | 2, forward: N, right: N, up: N, tangent: N, rightD: N, tangentRate: N, u: N, UP: N): N {
  if (mode === 0) {
    const cosine = dot(forward, tangent).toVar();
    const axis = cross(forward, tangent);
    const cosineRate = dot(forward, tangentRate);
    const axisRate = cross(forward, tangentRate);
    const axisU = dot(axis, u);
    const onePlus = float(1.0).add(cosine);
    const rate = u.mul(cosineRate).add(cross(axisRate, u)).add(axisRate.mul(axisU).add(axis.mul(dot(axisRate, u))).div(onePlus))
      .sub(axis.mul(axisU.mul(cosineRate).div(onePlus.mul(onePlus))));
    return select(onePlus.lessThan(1e-4), vec3(0.0), rate);
  }
  const rho = cross(UP, tangent);
  const rhoLength = length(rho).toVar();
  const rhoRate = cross(UP, tangentRate);
  const rightRate = rhoRate.sub(rightD.mul(dot(rightD, rhoRate))).div(rhoLength).toVar();
  const upRate = cross(tangentRate, rightD).add(cross(tangent, rightRate));
  return select(rhoLength.lessThan(1e-8), vec3(0.0), rightRate.mul(dot(u, right)).add(upRate.mul(dot(u, up))));
}

/**
 * The spline deformer of math spec section 1 as a TSL node: the local-space offset of `LocalPosition`
 * (splineDeformEvaluation's offset, in its own `Fn`).
 */
export function splineDeformNode(inp: SplineDeformNodes, mode: OrientationIndex, frame: FrameConstants = THREE_FRAME): Node {
  return Fn(() => splineDeformEvaluation(inp, mode, 0, frame).offset)();
}

/**
 * The velocity deformer of math spec section 5 and its Jacobian (section 8.3; the map is linear) as TSL nodes, a
 * port of src/glsl/velocityStretch.glsl: about pivot q with unit axis d, x' = q + d*(sPar*dot(r, d)) +
 * (r - d*dot(r, d))*sPerp (2D: the plane-normal part kept). Call inside a TSL `Fn`; `normals` false: no Jacobian.
 */
export function velocityStretchEvaluation(inp: VelocityStretchNodes, normals = false, frame: FrameConstants = THREE_FRAME): DeformEvaluation {
  const i = inp as Record<keyof VelocityStretchNodes, N>;
  const x = i.LocalPosition;
  const q = i.VelocityPivotLocal;
  const d = safeNormalize(i.VelocityAxisLocal, v3(frame.up)).toVar();
  const sPar = max(i.VelocityStretch, 0.01).toVar();
  const sPerp = max(i.VelocityPerpScale, 0.0).toVar();
  const plane = i.VelocityPlaneNormalLocal ? safeNormalize(i.VelocityPlaneNormalLocal, v3(frame.altUp)).toVar() : null;
  // The map's linear part applied to r: J r (the offset is q + J r - x).
  const apply = (r: N): N => {
    const along = dot(r, d);
    let perp = r.sub(d.mul(along));
    if (!plane) return d.mul(sPar.mul(along)).add(perp.mul(sPerp));
    const normalPart = plane.mul(dot(perp, plane));
    perp = perp.sub(normalPart);
    return d.mul(sPar.mul(along)).add(perp.mul(sPerp)).add(normalPart);
  };
  const offset = q.add(apply(x.sub(q))).sub(x).toVar();
  if (!normals) return { offset, jacobian: null };
  return { offset, jacobian: [apply(vec3(1, 0, 0)).toVar(), apply(vec3(0, 1, 0)).toVar(), apply(vec3(0, 0, 1)).toVar()] };
}

/**
 * The curve-atlas deformer of math spec section 9.3 (with section 10's switches) as TSL nodes, a port of
 * src/glsl/splineAtlasDeform.glsl's stretchySplineAtlasDeform: the velocity squash of the rest vertex (sPerp
 * derived from sPar, section 9.2), then section 1 of the squashed vertex on row r = round(AtlasRow), clamped. With
 * normals on, the Jacobian is the spline's at the squashed vertex times the squash's (a linear map), so deformed
 * normals and tangents come from the same evaluation. Call inside a TSL `Fn`.
 */
export function splineAtlasDeformEvaluation(inp: SplineAtlasDeformNodes, mode: OrientationIndex, normals: NormalsIndex = 0,
  frame: FrameConstants = THREE_FRAME, features: Readonly<SplineFeatureSwitches> = NO_SPLINE_FEATURES): DeformEvaluation {
  const i = inp as Record<keyof SplineAtlasDeformNodes, N>;
  const stretch = max(i.VelocityStretch, 0.01).toVar();
  const squash = velocityStretchEvaluation({
    LocalPosition: i.LocalPosition, VelocityPivotLocal: i.VelocityPivotLocal, VelocityAxisLocal: i.VelocityAxisLocal, VelocityStretch: stretch,
    VelocityPerpScale: i.VelocityPlaneNormalLocal ? float(1.0).div(stretch) : inverseSqrt(stretch), VelocityPlaneNormalLocal: i.VelocityPlaneNormalLocal,
  }, normals !== 0, frame);
  const squashed = i.LocalPosition.add(squash.offset).toVar();
  const rows = max(int(floor(i.AtlasRowCount.add(0.5))), int(1));
  const row = clamp(int(floor(i.AtlasRow.add(0.5))), int(0), rows.sub(1)).toVar();
  // Section 10.5: a negative SplineLength marks the instance's row a closed loop, travelled round; its length is |SplineLength|.
  const rowLoop = features.closedLoop
    ? { ClosedLoop: select(i.ClosedLoop.greaterThanEqual(0.5).or(i.SplineLength.lessThan(0.0)), float(1.0), float(0.0)) } : {};
  const spline = splineDeformEvaluation({
    ...(inp as unknown as SplineDeformNodes), LocalPosition: squashed, PositionTexture: i.PositionAtlas, TangentTexture: i.TangentAtlas, Row: row,
    SplineLength: abs(i.SplineLength), ...rowLoop,
  }, mode, normals, frame, features);
  const offset = (squash.offset as N).add(spline.offset).toVar();
  if (!spline.jacobian || !squash.jacobian) return { offset, jacobian: null };
  const splineJacobian = spline.jacobian;
  const column = (v: N): N => jacobianTimes(splineJacobian, v).toVar();
  const [vx, vy, vz] = squash.jacobian as readonly N[];
  return { offset, jacobian: [column(vx), column(vy), column(vz)] };
}

/**
 * InstancedSplineTravel's per-instance rest transform as TSL nodes (its GLSL, REST_GLSL in instancedSplineTravel.ts):
 * x' = c + q (x - c) q*, q a quaternion whose squared length is the scale; the offset and, with normals, the
 * Jacobian s R.
 */
export function restTransformEvaluation(inp: Record<'LocalPosition' | 'RestCenter' | 'RestRotation', Node>, normals: boolean): DeformEvaluation {
  const i = inp as Record<'LocalPosition' | 'RestCenter' | 'RestRotation', N>;
  const q = vec4(i.RestRotation).toVar();
  const apply = (v: N): N => v.mul(q.w.mul(q.w).sub(dot(q.xyz, q.xyz))).add(q.xyz.mul(dot(q.xyz, v).mul(2.0))).add(cross(q.xyz, v).mul(q.w.mul(2.0)));
  const r = i.LocalPosition.sub(i.RestCenter).toVar();
  const offset = apply(r).sub(r).toVar();
  if (!normals) return { offset, jacobian: null };
  return { offset, jacobian: [apply(vec3(1, 0, 0)).toVar(), apply(vec3(0, 1, 0)).toVar(), apply(vec3(0, 0, 1)).toVar()] };
}

/** The velocity deformer of math spec section 5 as a TSL node: velocityStretchEvaluation's offset in its own `Fn`. */
export function velocityStretchNode(inp: VelocityStretchNodes, frame: FrameConstants = THREE_FRAME): Node {
  return Fn(() => velocityStretchEvaluation(inp, false, frame).offset)();
}

/** A deformer's nodes, made once per deformer: uniform nodes that read its uniform records each time an object draws. */
const patchNodes = new WeakMap<ShaderPatch, Record<string, N>>();

const placeholder = new Vector3();

function nodesOf(p: ShaderPatch): Record<string, N> {
  let nodes = patchNodes.get(p);
  if (nodes) return nodes;
  nodes = {};
  const textures: Array<[TextureNode, IUniform]> = [];
  let first: N = null;
  for (const input of p.contract) {
    if (input.base === 'LocalPosition') continue;
    // An input the GLSL reads from an expression: a float vertex attribute (section 10's mask), lanes of a vec4
    // instanced attribute (the atlas's per-instance floats, section 9.2), or a constant.
    const expression = p.inputs?.[input.base];
    if (expression !== undefined) {
      const lanes = /^([A-Za-z_]\w*)\.([xyzw]{1,4})$/.exec(expression);
      nodes[input.base] = lanes ? attribute(lanes[1], 'vec4')[lanes[2]]
        : /^[A-Za-z_]\w*$/.test(expression) ? attribute(expression, 'float') : float(Number(expression));
      continue;
    }
    const u = p.uniforms[input.uniform];
    if (input.kind === 'texture') {
      const t = texture((u.value as Texture | null) ?? undefined) as TextureNode;
      textures.push([t, u]);
      nodes[input.base] = t;
    } else {
      const n: N = input.kind === 'scalar' ? uniform(u.value as number) : uniform((u.value as Vector3) ?? placeholder);
      n.onObjectUpdate(() => (input.kind === 'scalar' ? u.value : u.value ?? placeholder));
      first ??= n;
      nodes[input.base] = n;
    }
  }
  // The textures change when the curve is baked again: their nodes follow on the first uniform's update.
  if (first && textures.length > 0) {
    const read = first.update;
    first.update = (frame: unknown) => {
      for (const [t, u] of textures) if (u.value && t.value !== u.value) t.value = u.value as Texture;
      return read.call(first, frame);
    };
  }
  patchNodes.set(p, nodes);
  return nodes;
}

/** Whether a patch is the curve atlas's (InstancedSplineTravel). */
const isAtlas = (p: ShaderPatch): boolean => p.contract.some((c) => c.base === 'PositionAtlas');

/**
 * STRETCHY_NORMALS of a patch: what its `defines` set (0 when it has no Jacobian: normals off), or its `nodeNormals`
 * where the GLSL has no Jacobian function (the atlas).
 */
function normalsOf(p: ShaderPatch): NormalsIndex {
  if (p.nodeNormals !== undefined) return p.nodeNormals as NormalsIndex;
  if (p.withJacobianFn == null) return 0;
  const m = /STRETCHY_NORMALS (\d)/.exec(p.defines);
  return (m ? Number(m[1]) : 2) as NormalsIndex;
}

/** Section 10's switches of a patch: what its `defines` set (STRETCHY_CLOSED_LOOP, STRETCHY_ROLL, STRETCHY_STRETCH_MASK). */
function featuresOf(p: ShaderPatch): SplineFeatureSwitches {
  const on = (name: string): boolean => new RegExp(`#define ${name} 1\\b`).test(p.defines);
  return { closedLoop: on('STRETCHY_CLOSED_LOOP'), roll: on('STRETCHY_ROLL'), stretchMask: on('STRETCHY_STRETCH_MASK') };
}

/** One evaluation of a deformer at `position`: its offset and, unless its normals are off, its Jacobian. */
export function evaluationOf(p: ShaderPatch, position: Node): DeformEvaluation {
  const nodes = { ...nodesOf(p), LocalPosition: position };
  if (p.contract.some((c) => c.base === 'RestRotation')) {
    return restTransformEvaluation(nodes as Record<'LocalPosition' | 'RestCenter' | 'RestRotation', Node>, p.withJacobianFn != null);
  }
  if (isAtlas(p)) {
    return splineAtlasDeformEvaluation(nodes as SplineAtlasDeformNodes, (p.mode ?? 0) as OrientationIndex, normalsOf(p), THREE_FRAME, featuresOf(p));
  }
  if (p.contract.some((c) => c.base === 'PositionTexture')) {
    return splineDeformEvaluation(nodes as SplineDeformNodes, (p.mode ?? 0) as OrientationIndex, normalsOf(p), THREE_FRAME, featuresOf(p));
  }
  return velocityStretchEvaluation(nodes as VelocityStretchNodes, p.withJacobianFn != null);
}

/**
 * A group's mesh (ShaderPatch.space): the deformer evaluated at the vertex in the root's space (its bake and inputs
 * are the root's), its offset brought back by `fromRoot` and its Jacobian as `fromRoot J toRoot`, as the GLSL path
 * does. The matrices are uniforms read on each object update (MeshGroup.updateSpaces rewrites them in place).
 */
function inRootSpace(p: ShaderPatch, space: MeshSpace, position: N): DeformEvaluation {
  const toRoot: N = uniform(space.toRoot);
  toRoot.onObjectUpdate(() => space.toRoot);
  const fromRoot: N = uniform(space.fromRoot);
  fromRoot.onObjectUpdate(() => space.fromRoot);
  const toRootLinear: N = uniform(new Matrix3());
  toRootLinear.onObjectUpdate(() => toRootLinear.value.setFromMatrix4(space.toRoot));
  const e = evaluationOf(p, toRoot.mul(vec4(position, 1.0)).xyz);
  const offset = fromRoot.mul(e.offset).toVar();
  if (!e.jacobian) return { offset, jacobian: null };
  // Column k of J T (T the linear part of toRoot) is J times T's column k, then fromRoot turns it back.
  const jacobian = e.jacobian;
  const column = (k: number): N => fromRoot.mul(jacobianTimes(jacobian, toRootLinear.element(k))).toVar();
  return { offset, jacobian: [column(0), column(1), column(2)] };
}

/**
 * Lets SplineDeform and SquashStretchMaterial work on node materials (WebGPURenderer, on WebGPU or its WebGL2
 * backend): the derived material is a clone whose `positionNode` chains the deformers in stage order (as the GLSL
 * path does) on the material's own position node (or `positionLocal`). Each deformer is evaluated once per vertex
 * at the point the previous ones moved it to: its offset moves the vertex, its Jacobian turns `normalLocal` and,
 * where the geometry has a `tangent` attribute, `tangentLocal` (math spec section 8; `normals: 'off'` keeps the rest
 * normal). The shadow passes (depth and distance) draw with the material's `positionNode`, so shadows follow too.
 * Call once, before making a deformer on a mesh with a node material.
 */
export function enableNodeMaterials(): void {
  setNodeMaterialSupport((source: Material, patches: readonly ShaderPatch[]): Material => {
    const material = source.clone() as NodeMaterial;
    material.name = source.name;
    const own: N = (source as NodeMaterial).positionNode ?? positionLocal;
    const chain = [...patches].sort((a, b) => a.stage - b.stage);
    // The atlas deforms each instance's rest vertex in its instance frame (section 9.1), but three's node material
    // has applied the instance matrix to positionLocal already: start from the geometry's position and add the
    // instance's translation back at the end (InstancedSplineTravel's instance matrices are translations).
    const atlas = chain.some((p) => isAtlas(p) || p.kind === 'InstancedSplineTravelRest');
    material.positionNode = Fn((builder: N) => {
      let position: N = vec3(atlas ? positionGeometry : own).toVar();
      const hasNormal = builder.geometry?.hasAttribute('normal') === true;
      const hasTangent = builder.geometry?.hasAttribute('tangent') === true;
      for (const p of chain) {
        const e = p.space ? inRootSpace(p, p.space, position) : evaluationOf(p, position);
        if (e.jacobian && hasNormal) {
          normalLocal.assign(deformNormalNode(e.jacobian, normalLocal));
          if (hasTangent) tangentLocal.assign(deformTangentNode(e.jacobian, tangentLocal));
        }
        position = position.add(e.offset).toVar();
      }
      return atlas ? position.add(positionLocal.sub(positionGeometry)) : position;
    })();
    return material;
  });
}
