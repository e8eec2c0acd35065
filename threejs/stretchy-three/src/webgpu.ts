// The WebGPURenderer path: the deformers as TSL node graphs (three/tsl), for node materials such as
// MeshStandardNodeMaterial. Kept out of the main entry so WebGL apps never bundle three's node system.
import { Vector3, type IUniform, type Material, type Texture } from 'three';
import * as TSL from 'three/tsl';
import type { Node, NodeMaterial, TextureNode } from 'three/webgpu';
import { setNodeMaterialSupport, type ShaderPatch } from './materialPatch.js';
import { THREE_FRAME, type FrameConstants, type OrientationIndex } from './splineDeformCpu.js';

// The port mixes int, float and vector nodes as the GLSL does; @types/three's per-type overloads cannot follow it,
// so the TSL functions are used untyped here (three checks the types when it builds the shader).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type N = any;
const {
  Fn, If, abs, clamp, cross, dot, float, floor, int, ivec2, length, max, min, mix, positionLocal, select, sqrt, step,
  texture, textureLoad, uniform, vec3,
} = TSL as N;

/** The spline deformer's inputs as nodes, by the parameter contract's base names (textures as texture nodes). */
export type SplineDeformNodes = Record<
  'LocalPosition' | 'Progress' | 'SplineLength' | 'SampleCount' | 'PositionTexture' | 'TangentTexture' | 'MeshCenterLocal'
  | 'ForwardAxisLocal' | 'StretchScale' | 'PreserveVolume' | 'SizeScale' | 'StretchBias' | 'MeshHalfLength'
  | 'SettleWindow' | 'EndExtrapolation', Node>;

/** The velocity deformer's inputs as nodes; VelocityPlaneNormalLocal only for a 2D spec (as in its contract). */
export type VelocityStretchNodes = Record<'LocalPosition' | 'VelocityPivotLocal' | 'VelocityAxisLocal' | 'VelocityStretch'
  | 'VelocityPerpScale', Node> & { VelocityPlaneNormalLocal?: Node };

const v3 = (c: readonly number[]): N => vec3(c[0], c[1], c[2]);
const safeNormalize = (v: N, fallback: N): N => {
  const l = length(v);
  return select(l.lessThan(1e-8), fallback, v.div(l));
};
const rotate = (q: N, u: N): N => u.add(cross(q.xyz, cross(q.xyz, u).add(u.mul(q.w))).mul(2.0));
const fetch = (tex: N, i: N): N => textureLoad(tex, ivec2(i, int(0)));

/**
 * The spline deformer of math spec section 1 as a TSL node: the local-space offset of `LocalPosition`. A port of
 * src/glsl/splineDeform.glsl, step by step with its names; `mode` is its STRETCHY_ORIENTATION, `frame` its three
 * frame macros. Tested against the golden vectors in the browser (e2e/browser.mjs, webgpu-check.html).
 */
export function splineDeformNode(inp: SplineDeformNodes, mode: OrientationIndex, frame: FrameConstants = THREE_FRAME): Node {
  const i = inp as Record<keyof SplineDeformNodes, N>;
  return Fn(() => {
    const UP = v3(frame.up);
    const ALT_UP = v3(frame.altUp);
    const position = i.LocalPosition;
    const progress = clamp(i.Progress, 0.0, 1.0);
    const splineLength = max(i.SplineLength, 0.001);
    const sampleCount = max(i.SampleCount, 2.0);
    const forward = safeNormalize(i.ForwardAxisLocal, v3(frame.forwardFallback));
    const stretchScale = max(i.StretchScale, 0.01);
    const preserveVolume = clamp(i.PreserveVolume, 0.0, 1.0);
    const sizeScale = max(i.SizeScale, 0.0);
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
    const along = dot(fromCenter, forward);
    const rightPart = dot(fromCenter, right);
    const upPart = dot(fromCenter, up);
    // 3. Along-axis stretch with bias.
    const alongClamped = clamp(along, halfLength.negate(), halfLength);
    const localStretch = stretchScale.mul(float(1.0).add(stretchBias.mul(alongClamped).div(halfLength)));
    const stretched = stretchScale.mul(alongClamped.add(stretchBias.mul(alongClamped).mul(alongClamped).div(halfLength.mul(2.0))))
      .add(localStretch.mul(along.sub(alongClamped)));
    // 4. Cross-section.
    const crossScale = mix(float(1.0), float(1.0).div(sqrt(localStretch)), preserveVolume);
    const rightAmount = sizeScale.mul(crossScale).mul(rightPart);
    const upAmount = sizeScale.mul(crossScale).mul(upPart);
    const curveOffset = sizeScale.mul(stretched);
    // 5. Distance along the curve.
    const curveDistance = progress.mul(splineLength).add(curveOffset).toVar();
    // 6. Sample (texel loads + lerp: the exact weights of the formula).
    const texel = clamp(curveDistance, 0.0, splineLength).div(splineLength).mul(sampleCount.sub(1.0)).toVar();
    const last = int(sampleCount).sub(1).toVar();
    const i0 = int(floor(texel)).toVar();
    const i1 = min(i0.add(1), last);
    const phi = texel.sub(float(i0));
    const iNear = int(floor(texel.add(0.5)));
    const P = i.PositionTexture;
    const T = i.TangentTexture;
    const curvePoint = mix(fetch(P, i0).xyz, fetch(P, i1).xyz, phi).toVar();
    let frameQ: N = null;
    let tangent: N = null;
    let tangentStart: N;
    let tangentEnd: N;
    if (mode === 1) {
      const frameSum = mix(fetch(T, i0), fetch(T, i1), phi).toVar();
      const frameLength = length(frameSum);
      frameQ = select(frameLength.lessThan(1e-8), fetch(T, iNear), frameSum.div(frameLength)).toVar();
      tangentStart = rotate(fetch(T, int(0)), forward);
      tangentEnd = rotate(fetch(T, last), forward);
    } else {
      tangent = safeNormalize(mix(fetch(T, i0).xyz, fetch(T, i1).xyz, phi), fetch(T, iNear).xyz).toVar();
      tangentStart = fetch(T, int(0)).xyz;
      tangentEnd = fetch(T, last).xyz;
    }
    // 7. End extrapolation.
    If(extrapolate.greaterThan(0.5), () => {
      If(curveDistance.greaterThan(splineLength), () => {
        curvePoint.assign(fetch(P, last).xyz.add(tangentEnd.mul(curveDistance.sub(splineLength))));
        if (tangent) tangent.assign(tangentEnd);
      }).ElseIf(curveDistance.lessThan(0.0), () => {
        curvePoint.assign(fetch(P, int(0)).xyz.add(tangentStart.mul(curveDistance)));
        if (tangent) tangent.assign(tangentStart);
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
      rightD = rotate(frameQ, right);
      upD = rotate(frameQ, up);
    } else {
      rightD = safeNormalize(cross(UP, tangent), right).toVar();
      upD = cross(tangent, rightD);
    }
    const deformed = i.MeshCenterLocal.add(curvePoint).add(rightD.mul(rightAmount)).add(upD.mul(upAmount));
    // 9. Settle.
    const offset = deformed.sub(position).toVar();
    If(settleWindow.greaterThan(0.0), () => {
      const settle = clamp(progress.sub(1.0).div(settleWindow).add(1.0), 0.0, 1.0);
      offset.mulAssign(float(1.0).sub(settle.mul(settle).mul(float(3.0).sub(settle.mul(2.0)))));
    });
    // 10. The local-space offset.
    return offset;
  })();
}

/**
 * The velocity deformer of math spec section 5 as a TSL node, a port of src/glsl/velocityStretch.glsl: about pivot q
 * with unit axis d, x' = q + d*(sPar*dot(r, d)) + (r - d*dot(r, d))*sPerp (2D: the plane-normal part kept).
 */
export function velocityStretchNode(inp: VelocityStretchNodes, frame: FrameConstants = THREE_FRAME): Node {
  const i = inp as Record<keyof VelocityStretchNodes, N>;
  return Fn(() => {
    const x = i.LocalPosition;
    const q = i.VelocityPivotLocal;
    const d = safeNormalize(i.VelocityAxisLocal, v3(frame.up)).toVar();
    const sPar = max(i.VelocityStretch, 0.01);
    const sPerp = max(i.VelocityPerpScale, 0.0);
    const r = x.sub(q);
    const along = dot(r, d);
    const perp = r.sub(d.mul(along)).toVar();
    if (i.VelocityPlaneNormalLocal) {
      const n = safeNormalize(i.VelocityPlaneNormalLocal, v3(frame.altUp));
      const normalPart = n.mul(dot(perp, n)).toVar();
      perp.subAssign(normalPart);
      return q.add(d.mul(sPar.mul(along))).add(perp.mul(sPerp)).add(normalPart).sub(x);
    }
    return q.add(d.mul(sPar.mul(along))).add(perp.mul(sPerp)).sub(x);
  })();
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

/** The offset a deformer adds to `position`. */
function offsetNode(p: ShaderPatch, position: Node): Node {
  const nodes = { ...nodesOf(p), LocalPosition: position };
  if (p.contract.some((c) => c.base === 'PositionTexture')) {
    return splineDeformNode(nodes as SplineDeformNodes, (p.mode ?? 0) as OrientationIndex);
  }
  return velocityStretchNode(nodes as VelocityStretchNodes);
}

/**
 * Lets SplineDeform and SquashStretchMaterial work on node materials (WebGPURenderer, on WebGPU or its WebGL2
 * backend): the derived material is a clone whose `positionNode` adds each deformer's offset, in the order they were
 * added, to the material's own position node (or `positionLocal`). Call once, before making a deformer on a mesh with
 * a node material. Normals are not bent (as on the WebGL path).
 */
export function enableNodeMaterials(): void {
  setNodeMaterialSupport((source: Material, patches: readonly ShaderPatch[]): Material => {
    const material = source.clone() as NodeMaterial;
    material.name = source.name;
    let position: N = (source as NodeMaterial).positionNode ?? positionLocal;
    for (const p of patches) position = position.add(offsetNode(p, position));
    material.positionNode = position;
    return material;
  });
}
