// ${notice}
// Stretchy spline deformer, ${mathVersion} section 1, in GLSL ES 3.00 (WebGL2; also valid Vulkan GLSL 450).
// Functions only, no uniforms: the host declares its inputs and calls stretchySplineDeform(); it returns the
// local-space offset o to add to the vertex. stretchySplineDeformJacobian() (same parameters) returns the
// deformation's Jacobian (math spec section 8) for stretchyDeformNormal()/stretchyDeformTangent() (common.glsl);
// stretchySplineDeformWithJacobian() returns both from one evaluation of steps 1-8 (what a vertex shader that
// turns its normal calls). Every evaluation reads four texels: two of each texture.
// STRETCHY_NORMALS: 0 off (the host keeps the rest normal), 1 rotate (drops the curve's bending term),
// 2 exact (section 8.2).
// stretchySplineDeformRow() is the offset on one row of atlas textures (section 9.1); splineAtlasDeform.glsl builds
// the instanced deformer on it.
//
// Frame: the formulas are the math spec's, verbatim. Its three frame constants are macros: STRETCHY_UP plays
// Unreal's Z (0,0,1), STRETCHY_ALT_UP Unreal's Y (0,1,0), STRETCHY_FORWARD_FALLBACK Unreal's X (1,0,0). The
// three.js defaults below are the cyclic relabelling Unreal (X, Y, Z) -> three.js (Z, X, Y): up (0,1,0),
// alt (1,0,0), forward (0,0,1). Define them as Unreal's values to run in Unreal's frame (e.g. on the golden vectors).
// STRETCHY_ORIENTATION: 0 parallel-transport (A), 1 rotation-minimizing (B: TangentTexture holds quaternions),
// 2 article (C). The textures are read with texelFetch and lerped in float32 (exact weights, no float-linear
// filtering needed); this is the spec's formula of step 6.
// Locals named for the math spec's symbols (deformer-math.md section 1; "in" = the sanitised input):
//   local            spec  step | local            spec       step
//   position         x     in   | fromCenter       r          2
//   progress         p     in   | along            a          2
//   splineLength     L     in   | rightPart        ur         2
//   sampleCount      N     in   | upPart           uu         2
//   stretchScale     s     in   | alongClamped     ac         3
//   preserveVolume   v     in   | localStretch     sl         3
//   sizeScale        g     in   | stretched        a1         3
//   stretchBias      b     in   | crossScale       k          4
//   halfLength       h     in   | rightAmount      ur1        4
//   settleWindow     w     in   | upAmount         uu1        4
//   extrapolate      e     in   | curveOffset      a2         4
//   forward          f     in   | curveDistance    d          5
//   refUp            refUp 1    | texel            t          6
//   right            right 1    | curvePoint       Pd         6, 7
//   up               up    1    | tangent          Td         6, 7 (modes A, C)
//   cosine, axis     cs, kx 8 A | frame            Qd         6, 7 (mode B)
//   settle           q     9    | rightD, upD      R(right), R(up)  8
//   offset           o     9    |
#ifndef STRETCHY_ORIENTATION
#define STRETCHY_ORIENTATION ${three.orientationIndex()}
#endif
#ifndef STRETCHY_NORMALS
#define STRETCHY_NORMALS ${three.normalsIndex()}
#endif
// Math spec section 10, each compiled in only when its macro is 1 (a shader without them is section 1's, instruction
// for instruction): STRETCHY_CLOSED_LOOP (10.1, ClosedLoop), STRETCHY_ROLL (10.2, BakedRoll; modes A and C, mode B
// carries the roll in its quaternions), STRETCHY_STRETCH_MASK (10.3, the vertex's StretchMask). The three are
// contract inputs like the others (every function takes them); each is honoured at run time where its macro is 1 and
// ignored where it is 0, so a caller without the feature passes its off value (ClosedLoop 0, BakedRoll 0,
// StretchMask 1) and costs nothing.
#ifndef STRETCHY_CLOSED_LOOP
#define STRETCHY_CLOSED_LOOP 0
#endif
#ifndef STRETCHY_ROLL
#define STRETCHY_ROLL 0
#endif
#ifndef STRETCHY_STRETCH_MASK
#define STRETCHY_STRETCH_MASK 0
#endif
#include "common.glsl"

// Steps 1-8 for one vertex, texels from row "row" (an atlas row; 0 for a baked curve): what the offset and the Jacobian share.
struct StretchySplineSample {
  vec3 forward;
  vec3 right;
  vec3 up;
  float along;
  float rightPart;
  float upPart;
  float localStretch;
  float crossScale;
  float curveDistance;
  int i0;
  int i1;
  float phi;
  bool fallback;
  // The tangent texels i0 and i1 (quaternions in mode B): section 8.2's exact rate reuses them.
  vec4 tangent0;
  vec4 tangent1;
  vec3 curvePoint;
  vec3 tangent;
  vec4 frame;
  vec3 rightD;
  vec3 upD;
  // Before section 10.2's roll (the same as rightD, upD without it): mode C's rate is of these.
  vec3 rightD0;
  vec3 upD0;
  // Section 10: the loop flag, the roll flag and angle, the sanitised mask weight (1 without a mask).
  bool closed;
  // Step 6 clamped d (it is outside [0, L]); section 8.1's delta is 0 there unless e = 1.
  bool outside;
  float extrapolate;
  bool rolled;
  float roll;
  float mask;
};

// The parameters are the parameter contract's inputs, in its order, without the prefix, then the row.
StretchySplineSample stretchySplineSample(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()},
</#list>
    int row
) {
  StretchySplineSample S;
  vec3 position = LocalPosition;
  float progress = clamp(Progress, 0.0, 1.0);
  float splineLength = max(SplineLength, 0.001);
  float sampleCount = max(SampleCount, 2.0);
  vec3 forward = stretchyNormalize(ForwardAxisLocal, STRETCHY_FORWARD_FALLBACK);
  float stretchScale = max(StretchScale, 0.01);
  float preserveVolume = clamp(PreserveVolume, 0.0, 1.0);
  float sizeScale = max(SizeScale, 0.0);
  float stretchBias = clamp(StretchBias, -0.95, 0.95);
  float halfLength = max(MeshHalfLength, 0.001);
  float extrapolate = step(0.5, EndExtrapolation);

  // 1. Rest frame.
  vec3 refUp = abs(dot(forward, STRETCHY_UP)) > 0.95 ? STRETCHY_ALT_UP : STRETCHY_UP;
  vec3 right = stretchyNormalize(cross(refUp, forward), STRETCHY_ALT_UP);
  vec3 up = cross(forward, right);
  // 2. Decompose.
  vec3 fromCenter = position - MeshCenterLocal;
  float along = dot(fromCenter, forward);
  float rightPart = dot(fromCenter, right);
  float upPart = dot(fromCenter, up);
  // 3. Along-axis stretch with bias.
  float alongClamped = clamp(along, -halfLength, halfLength);
  float localStretch = stretchScale * (1.0 + stretchBias * alongClamped / halfLength);
  float stretched = stretchScale * (alongClamped + alongClamped * alongClamped * (stretchBias / (2.0 * halfLength))) + localStretch * (along - alongClamped);
  // 4. Cross-section.
#if STRETCHY_STRETCH_MASK
  // 10.3: the mask blends the stretched coordinate and the volume term.
  S.mask = clamp(StretchMask, 0.0, 1.0);
  float crossScale = mix(1.0, 1.0 / sqrt(localStretch), preserveVolume * S.mask);
  float curveOffset = sizeScale * mix(along, stretched, S.mask);
#else
  S.mask = 1.0;
  float crossScale = mix(1.0, 1.0 / sqrt(localStretch), preserveVolume);
  float curveOffset = sizeScale * stretched;
#endif
  // 5. Distance along the curve.
  float curveDistance = progress * splineLength + curveOffset;
#if STRETCHY_CLOSED_LOOP
  // 10.1: modulo L on a closed loop (the clamp only catches rounding).
  S.closed = ClosedLoop >= 0.5;
  if (S.closed) curveDistance = clamp(curveDistance - splineLength * floor(curveDistance / splineLength), 0.0, splineLength);
#else
  S.closed = false;
#endif
  // 6. Sample (texelFetch + lerp: the exact weights of the formula).
  float clampedDistance = clamp(curveDistance, 0.0, splineLength);
  // At and past the end, t is N - 1 exactly: GPU division need not round correctly (Vulkan allows 2.5 ulps; an NVIDIA
  // H200 gave L / L one ulp below 1, and step 7 below would read texel N-2 as the end; math spec section 7).
  float texel = clampedDistance >= splineLength ? sampleCount - 1.0 : clampedDistance / splineLength * (sampleCount - 1.0);
  int last = int(sampleCount) - 1;
  int i0 = int(floor(texel));
  int i1 = min(i0 + 1, last);
  float phi = texel - float(i0);
  // The four reads of the evaluation. Past an end the clamped texel is that end (i0 = 0 before the start, i0 = last
  // past the end), so step 7 and the nearest-texel fallback need no reads of their own.
  vec4 position0 = stretchyTexelRow(PositionTexture, row, i0);
  vec4 position1 = stretchyTexelRow(PositionTexture, row, i1);
  vec4 tangent0 = stretchyTexelRow(TangentTexture, row, i0);
  vec4 tangent1 = stretchyTexelRow(TangentTexture, row, i1);
  vec4 nearest = phi < 0.5 ? tangent0 : tangent1;
  vec3 curvePoint = mix(position0.xyz, position1.xyz, phi);
  vec4 frame = vec4(0.0, 0.0, 0.0, 1.0);
#if STRETCHY_ORIENTATION == 1
  vec4 frameSum = mix(tangent0, tangent1, phi);
  float frameLength = length(frameSum);
  S.fallback = frameLength < 1e-8;
  frame = S.fallback ? nearest : frameSum / frameLength;
  vec3 tangentEnd = stretchyRotate(tangent0, forward);
#else
  vec3 tangentMix = mix(tangent0.xyz, tangent1.xyz, phi);
  S.fallback = length(tangentMix) < 1e-8;
  vec3 tangent = stretchyNormalize(tangentMix, nearest.xyz);
  vec3 tangentEnd = tangent0.xyz;
#endif
  // 7. End extrapolation (tangentEnd: the end texel's direction, the start's before the start); a loop has no ends.
#if STRETCHY_CLOSED_LOOP
  if (extrapolate > 0.5 && !S.closed) {
#else
  if (extrapolate > 0.5) {
#endif
    if (curveDistance > splineLength) {
      curvePoint = position0.xyz + tangentEnd * (curveDistance - splineLength);
#if STRETCHY_ORIENTATION != 1
      tangent = tangentEnd;
#endif
    } else if (curveDistance < 0.0) {
      curvePoint = position0.xyz + tangentEnd * curveDistance;
#if STRETCHY_ORIENTATION != 1
      tangent = tangentEnd;
#endif
    }
  }
  // 8. Orientation of the cross-section.
#if STRETCHY_ORIENTATION == 0
  float cosine = dot(forward, tangent);
  vec3 axis = cross(forward, tangent);
  vec3 rightD;
  vec3 upD;
  if (1.0 + cosine < 1e-4) {
    rightD = 2.0 * dot(right, up) * up - right;
    upD = 2.0 * dot(up, up) * up - up;
  } else {
    rightD = right * cosine + cross(axis, right) + axis * dot(axis, right) / (1.0 + cosine);
    upD = up * cosine + cross(axis, up) + axis * dot(axis, up) / (1.0 + cosine);
  }
#elif STRETCHY_ORIENTATION == 1
  vec3 rightD = stretchyRotate(frame, right);
  vec3 upD = stretchyRotate(frame, up);
  // R(f) = R(right) x R(up) (R a rotation): one cross product instead of a third rotation.
  vec3 tangent = cross(rightD, upD);
#else
  vec3 rightD = stretchyNormalize(cross(STRETCHY_UP, tangent), right);
  vec3 upD = cross(tangent, rightD);
#endif
  S.rightD0 = rightD;
  S.upD0 = upD;
#if STRETCHY_ROLL && STRETCHY_ORIENTATION != 1
  // 10.2: the roll from the tangent alpha, lerped with Td (past an end the lerp is the end texel's); R(u) is
  // perpendicular to Td, so Rot(Td, roll) is its two-term form.
  S.rolled = BakedRoll >= 0.5;
  S.roll = S.rolled ? mix(tangent0.w, tangent1.w, phi) : 0.0;
  float rollCos = cos(S.roll);
  float rollSin = sin(S.roll);
  rightD = rightD * rollCos + cross(tangent, rightD) * rollSin;
  upD = upD * rollCos + cross(tangent, upD) * rollSin;
#else
  S.rolled = false;
  S.roll = 0.0;
#endif
  S.outside = clampedDistance != curveDistance;
  S.extrapolate = extrapolate;
  S.forward = forward;
  S.right = right;
  S.up = up;
  S.along = along;
  S.rightPart = rightPart;
  S.upPart = upPart;
  S.localStretch = localStretch;
  S.crossScale = crossScale;
  S.curveDistance = curveDistance;
  S.i0 = i0;
  S.i1 = i1;
  S.phi = phi;
  S.tangent0 = tangent0;
  S.tangent1 = tangent1;
  S.curvePoint = curvePoint;
  S.tangent = tangent;
  S.frame = frame;
  S.rightD = rightD;
  S.upD = upD;
  return S;
}

// R(w), w = ur right + uu up: the rest cross-section vector turned by step 8 (unscaled), shared by the offset and the
// Jacobian's along column.
vec3 stretchyRotatedSection(StretchySplineSample S) {
  return S.rightD * S.rightPart + S.upD * S.upPart;
}

// Step 9's settle weight: smoothstep(1 - w, 1, p) written without a difference that rounds to 0 (exactly 1 at p = 1
// for any w > 0); 0 without a window.
float stretchySettleWeight(float Progress, float SettleWindow) {
  float progress = clamp(Progress, 0.0, 1.0);
  float settleWindow = clamp(SettleWindow, 0.0, 1.0);
  float settle = clamp((progress - 1.0) / max(settleWindow, 1e-30) + 1.0, 0.0, 1.0);
  return mix(0.0, settle * settle * (3.0 - 2.0 * settle), settleWindow > 0.0);
}

// Steps 9-10 of a sample: the local-space offset o.
vec3 stretchySplineOffset(StretchySplineSample S, vec3 LocalPosition, vec3 MeshCenterLocal, float SizeScale, float Progress,
    float SettleWindow) {
  float sizeScale = max(SizeScale, 0.0);
  // R(w) with w = ur right + uu up (the Jacobian's along column reuses it), scaled by g k.
  vec3 deformed = MeshCenterLocal + S.curvePoint + stretchyRotatedSection(S) * (sizeScale * S.crossScale);
  // 9. Settle.
  vec3 offset = deformed - LocalPosition;
#if STRETCHY_CLOSED_LOOP
  // A loop never settles (10.1).
  offset *= S.closed ? 1.0 : 1.0 - stretchySettleWeight(Progress, SettleWindow);
#else
  offset *= 1.0 - stretchySettleWeight(Progress, SettleWindow);
#endif
  // 10. The local-space offset.
  return offset;
}

// The local-space offset o of steps 1-10 on row "row" of the textures.
vec3 stretchySplineDeformRow(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()},
</#list>
    int row
) {
  StretchySplineSample S = stretchySplineSample(<#list splineContract.inputs() as inp>${inp.base()}, </#list>row);
  return stretchySplineOffset(S, LocalPosition, MeshCenterLocal, SizeScale, Progress, SettleWindow);
}

// Section 1 (and section 10's switched-in features) on a baked curve (one-row textures). The parameters are the
// parameter contract's inputs, in its order.
vec3 stretchySplineDeform(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()}<#sep>,</#sep>
</#list>
) {
  return stretchySplineDeformRow(<#list splineContract.inputs() as inp>${inp.base()}, </#list>0);
}

// Math spec section 8.2: R'(d) u, the rate of step 8's rotation along the curve applied to the rest cross-section
// vector u (exact mode; S.tangent is Td, tangentRate T' or, in mode B, frameRate Q').
vec3 stretchyFrameRate(StretchySplineSample S, vec3 tangentRate, vec4 frameRate, vec3 u) {
#if STRETCHY_ORIENTATION == 0
  float cosine = dot(S.forward, S.tangent);
  vec3 axis = cross(S.forward, S.tangent);
  float cosineRate = dot(S.forward, tangentRate);
  vec3 axisRate = cross(S.forward, tangentRate);
  float axisU = dot(axis, u);
  // None on the half-turn branch (selected: the division there is discarded).
  return mix(u * cosineRate + cross(axisRate, u) + (axisRate * axisU + axis * dot(axisRate, u)) / (1.0 + cosine)
      - axis * (axisU * cosineRate / ((1.0 + cosine) * (1.0 + cosine))), vec3(0.0), bvec3(1.0 + cosine < 1e-4));
#elif STRETCHY_ORIENTATION == 1
  vec3 qv = S.frame.xyz;
  return 2.0 * cross(frameRate.xyz, cross(qv, u) + S.frame.w * u) + 2.0 * cross(qv, cross(frameRate.xyz, u) + frameRate.w * u);
#else
  vec3 rho = cross(STRETCHY_UP, S.tangent);
  float rhoLength = length(rho);
  vec3 rhoRate = cross(STRETCHY_UP, tangentRate);
  vec3 rightRate = (rhoRate - S.rightD0 * dot(S.rightD0, rhoRate)) / rhoLength;
  vec3 upRate = cross(tangentRate, S.rightD0) + cross(S.tangent, rightRate);
  // None on the vertical-tangent fallback (selected: the division there is discarded).
  return mix(rightRate * dot(u, S.right) + upRate * dot(u, S.up), vec3(0.0), bvec3(rhoLength < 1e-8));
#endif
}

#if STRETCHY_ROLL && STRETCHY_ORIENTATION != 1
// Math spec section 10.4: the rate of the rolled frame Rot(Td, roll) R applied to u, from R'(u) (unrolledRate):
// Rot(R'(u)) + the rate of Rot at R(u), with roll' from the two texels' alphas and T' (tangentRate).
vec3 stretchyRolledRate(StretchySplineSample S, vec3 tangentRate, vec3 unrolledRate, vec3 u, float texelsPerLength) {
  vec3 t = S.tangent;
  float rollRate = (S.tangent1.w - S.tangent0.w) * texelsPerLength;
  float c = cos(S.roll);
  float s = sin(S.roll);
  vec3 ru = S.rightD0 * dot(u, S.right) + S.upD0 * dot(u, S.up);
  float tv = dot(t, ru);
  vec3 rollOfRate = unrolledRate * c + cross(t, unrolledRate) * s + t * (dot(t, unrolledRate) * (1.0 - c));
  return rollOfRate + (-ru * s + cross(t, ru) * c + t * (tv * s)) * rollRate + cross(tangentRate, ru) * s
      + (tangentRate * tv + t * dot(tangentRate, ru)) * (1.0 - c);
}
#endif

// Math spec section 8.1: the Jacobian of steps 2-9 of a sample (local space, columns the images of X, Y, Z).
mat3 stretchySplineSampleJacobian(StretchySplineSample S, float Progress, float SplineLength, float SampleCount,
    float StretchScale, float PreserveVolume, float SizeScale, float StretchBias, float MeshHalfLength, float SettleWindow,
    float EndExtrapolation) {
  float splineLength = max(SplineLength, 0.001);
  float sizeScale = max(SizeScale, 0.0);
  float stretchScale = max(StretchScale, 0.01);
  float stretchBias = clamp(StretchBias, -0.95, 0.95);
  float halfLength = max(MeshHalfLength, 0.001);
  float preserveVolume = clamp(PreserveVolume, 0.0, 1.0);
  // Conditions are selected rather than branched on in this function: the same values in fewer instructions.
  // Section 8.1's delta / g (the along-curve rate of d; the clamped sample point, no extrapolation, stops past the ends)
  // and -k' / g: g scales the along column once (section 8.8).
#if STRETCHY_STRETCH_MASK
  // 10.4: the mask held constant at the vertex.
  float alongRate = mix(1.0, S.localStretch, S.mask) * mix(1.0, S.extrapolate, S.outside);
  float squeezeRate = mix(0.0, preserveVolume * S.mask * stretchScale * (stretchBias / (2.0 * halfLength))
      * pow(S.localStretch, -1.5), abs(S.along) < halfLength);
#else
  float alongRate = S.localStretch * mix(1.0, S.extrapolate, S.outside);
  float squeezeRate = mix(0.0, preserveVolume * stretchScale * (stretchBias / (2.0 * halfLength)) * pow(S.localStretch, -1.5),
      abs(S.along) < halfLength);
#endif
  vec3 curveDirection = S.tangent;
  vec3 bend = vec3(0.0);
#if STRETCHY_NORMALS == 2
  // The rate where the curve has one (inside, two texels): computed everywhere, selected there.
  bool differentiable = all(bvec2(!S.outside, S.i0 != S.i1));
  {
    float texelsPerLength = (max(SampleCount, 2.0) - 1.0) / splineLength;
    vec3 crossSection = S.right * (sizeScale * S.crossScale * S.rightPart) + S.up * (sizeScale * S.crossScale * S.upPart);
#if STRETCHY_ORIENTATION == 1
    vec4 q0 = S.tangent0;
    vec4 q1 = S.tangent1;
    curveDirection = mix(S.tangent, stretchyNormalize(stretchyRotate(q0, S.forward) + stretchyRotate(q1, S.forward), S.tangent),
        bvec3(differentiable));
    vec4 mixed = mix(q0, q1, S.phi);
    vec4 mixedRate = (q1 - q0) * texelsPerLength;
    vec4 frameRate = (mixedRate - S.frame * dot(S.frame, mixedRate)) / max(length(mixed), 1e-8);
    bend = mix(bend, stretchyFrameRate(S, vec3(0.0), frameRate, crossSection), bvec3(all(bvec2(differentiable, !S.fallback))));
#else
    vec3 t0 = S.tangent0.xyz;
    vec3 t1 = S.tangent1.xyz;
    curveDirection = mix(S.tangent, stretchyNormalize(t0 + t1, S.tangent), bvec3(differentiable));
    vec3 mixed = mix(t0, t1, S.phi);
    vec3 mixedRate = (t1 - t0) * texelsPerLength;
    vec3 tangentRate = (mixedRate - S.tangent * dot(S.tangent, mixedRate)) / max(length(mixed), 1e-8);
    bend = mix(bend, stretchyFrameRate(S, tangentRate, vec4(0.0), crossSection), bvec3(all(bvec2(differentiable, !S.fallback))));
#if STRETCHY_ROLL
    // 10.4: the rolled frame's rate (T' and R' are 0 on step 6's fallback; roll' is not).
    bend = mix(bend, stretchyRolledRate(S, mix(tangentRate, vec3(0.0), bvec3(S.fallback)), bend, crossSection, texelsPerLength),
        bvec3(all(bvec2(differentiable, S.rolled))));
#endif
#endif
  }
#endif
  vec3 alongColumn = ((curveDirection + bend) * alongRate - stretchyRotatedSection(S) * squeezeRate) * sizeScale;
  float crossColumn = sizeScale * S.crossScale;
#if STRETCHY_CLOSED_LOOP
  float settle = S.closed ? 0.0 : stretchySettleWeight(Progress, SettleWindow);
#else
  float settle = stretchySettleWeight(Progress, SettleWindow);
#endif
  // Section 8.1 in the rest frame F = (f, right, up): J = M F^T, M's columns the images of f, right and up, and the
  // settle blend (1 - q) J + q I = ((1 - q) M + q F) F^T, since I = F F^T (section 8.8).
  return mat3(mix(alongColumn, S.forward, settle), mix(S.rightD * crossColumn, S.right, settle),
      mix(S.upD * crossColumn, S.up, settle)) * transpose(mat3(S.forward, S.right, S.up));
}

// The Jacobian of section 8.1 at the vertex (same parameters as stretchySplineDeform).
mat3 stretchySplineDeformJacobian(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()}<#sep>,</#sep>
</#list>
) {
  StretchySplineSample S = stretchySplineSample(<#list splineContract.inputs() as inp>${inp.base()}, </#list>0);
  return stretchySplineSampleJacobian(S, Progress, SplineLength, SampleCount, StretchScale, PreserveVolume, SizeScale,
      StretchBias, MeshHalfLength, SettleWindow, EndExtrapolation);
}

// The offset and the Jacobian from one evaluation of steps 1-8 (issue: one evaluation per vertex for the offset, the
// normal and the tangent). Same parameters as stretchySplineDeform, then the Jacobian out.
vec3 stretchySplineDeformWithJacobian(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()},
</#list>
    out mat3 jacobian
) {
  StretchySplineSample S = stretchySplineSample(<#list splineContract.inputs() as inp>${inp.base()}, </#list>0);
  jacobian = stretchySplineSampleJacobian(S, Progress, SplineLength, SampleCount, StretchScale, PreserveVolume, SizeScale,
      StretchBias, MeshHalfLength, SettleWindow, EndExtrapolation);
  return stretchySplineOffset(S, LocalPosition, MeshCenterLocal, SizeScale, Progress, SettleWindow);
}
