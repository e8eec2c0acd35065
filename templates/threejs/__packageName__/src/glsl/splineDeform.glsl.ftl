// ${notice}
// Stretchy spline deformer, ${mathVersion} section 1, in GLSL ES 3.00 (WebGL2; also valid Vulkan GLSL 450).
// Functions only, no uniforms: the host declares its inputs and calls stretchySplineDeform(); it returns the
// local-space offset o to add to the vertex. stretchySplineDeformRow() is the same on one row of atlas textures
// (section 8.1); splineAtlasDeform.glsl builds the instanced deformer on it.
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
<#include "common.glsl.ftl">

// Section 1 with the texels read from row "row" of the textures (an atlas row, section 8.1; 0 for a baked curve).
// The parameters are the parameter contract's inputs, in its order, without the prefix, then the row.
vec3 stretchySplineDeformRow(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()},
</#list>
    int row
) {
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
  float settleWindow = clamp(SettleWindow, 0.0, 1.0);
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
  float stretched = stretchScale * (alongClamped + stretchBias * alongClamped * alongClamped / (2.0 * halfLength)) + localStretch * (along - alongClamped);
  // 4. Cross-section.
  float crossScale = mix(1.0, 1.0 / sqrt(localStretch), preserveVolume);
  float rightAmount = sizeScale * crossScale * rightPart;
  float upAmount = sizeScale * crossScale * upPart;
  float curveOffset = sizeScale * stretched;
  // 5. Distance along the curve.
  float curveDistance = progress * splineLength + curveOffset;
  // 6. Sample (texelFetch + lerp: the exact weights of the formula).
  float texel = clamp(curveDistance, 0.0, splineLength) / splineLength * (sampleCount - 1.0);
  int last = int(sampleCount) - 1;
  int i0 = int(floor(texel));
  int i1 = min(i0 + 1, last);
  float phi = texel - float(i0);
  int iNear = int(floor(texel + 0.5));
  vec3 curvePoint = mix(stretchyTexelRow(PositionTexture, row, i0).xyz, stretchyTexelRow(PositionTexture, row, i1).xyz, phi);
#if STRETCHY_ORIENTATION == 1
  vec4 frame0 = stretchyTexelRow(TangentTexture, row, i0);
  vec4 frame1 = stretchyTexelRow(TangentTexture, row, i1);
  vec4 frameSum = mix(frame0, frame1, phi);
  float frameLength = length(frameSum);
  vec4 frame = frameLength < 1e-8 ? stretchyTexelRow(TangentTexture, row, iNear) : frameSum / frameLength;
  vec3 tangentStart = stretchyRotate(stretchyTexelRow(TangentTexture, row, 0), forward);
  vec3 tangentEnd = stretchyRotate(stretchyTexelRow(TangentTexture, row, last), forward);
#else
  vec3 tangent = stretchyNormalize(mix(stretchyTexelRow(TangentTexture, row, i0).xyz, stretchyTexelRow(TangentTexture, row, i1).xyz, phi),
                                   stretchyTexelRow(TangentTexture, row, iNear).xyz);
  vec3 tangentStart = stretchyTexelRow(TangentTexture, row, 0).xyz;
  vec3 tangentEnd = stretchyTexelRow(TangentTexture, row, last).xyz;
#endif
  // 7. End extrapolation.
  if (extrapolate > 0.5) {
    if (curveDistance > splineLength) {
      curvePoint = stretchyTexelRow(PositionTexture, row, last).xyz + tangentEnd * (curveDistance - splineLength);
#if STRETCHY_ORIENTATION != 1
      tangent = tangentEnd;
#endif
    } else if (curveDistance < 0.0) {
      curvePoint = stretchyTexelRow(PositionTexture, row, 0).xyz + tangentStart * curveDistance;
#if STRETCHY_ORIENTATION != 1
      tangent = tangentStart;
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
#else
  vec3 rightD = stretchyNormalize(cross(STRETCHY_UP, tangent), right);
  vec3 upD = cross(tangent, rightD);
#endif
  vec3 deformed = MeshCenterLocal + curvePoint + rightD * rightAmount + upD * upAmount;
  // 9. Settle.
  vec3 offset = deformed - position;
  // smoothstep(1 - w, 1, p) written without a difference that rounds to 0: exactly 0 at p = 1 for any w > 0.
  if (settleWindow > 0.0) {
    float settle = clamp((progress - 1.0) / settleWindow + 1.0, 0.0, 1.0);
    offset *= 1.0 - settle * settle * (3.0 - 2.0 * settle);
  }
  // 10. The local-space offset.
  return offset;
}

// Section 1 on a baked curve (one-row textures). The parameters are the parameter contract's inputs, in its order.
vec3 stretchySplineDeform(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()}<#sep>,</#sep>
</#list>
) {
  return stretchySplineDeformRow(<#list splineContract.inputs() as inp>${inp.base()}, </#list>0);
}
