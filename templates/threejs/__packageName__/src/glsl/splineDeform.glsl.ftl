// ${notice}
// Stretchy spline deformer, ${mathVersion} section 1, in GLSL ES 3.00 (WebGL2; also valid Vulkan GLSL 450).
// Functions only, no uniforms: the host declares its inputs and calls stretchySplineDeform(); it returns the
// local-space offset o to add to the vertex.
//
// Frame: the formulas are the math spec's, verbatim. Its three frame constants are macros: STRETCHY_UP plays
// Unreal's Z (0,0,1), STRETCHY_ALT_UP Unreal's Y (0,1,0), STRETCHY_FORWARD_FALLBACK Unreal's X (1,0,0). The
// three.js defaults below are the cyclic relabelling Unreal (X, Y, Z) -> three.js (Z, X, Y): up (0,1,0),
// alt (1,0,0), forward (0,0,1). Define them as Unreal's values to run in Unreal's frame (e.g. on the golden vectors).
// STRETCHY_ORIENTATION: 0 parallel-transport (A), 1 rotation-minimizing (B: TangentTexture holds quaternions),
// 2 article (C). The textures are read with texelFetch and lerped in float32 (exact weights, no float-linear
// filtering needed); this is the spec's formula of step 6.
#ifndef STRETCHY_ORIENTATION
#define STRETCHY_ORIENTATION ${three.orientationIndex()}
#endif
<#include "common.glsl.ftl">

// The parameters are the parameter contract's inputs, in its order, without the prefix.
vec3 stretchySplineDeform(
<#list splineContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()}<#sep>,</#sep>
</#list>
) {
  vec3 x = LocalPosition;
  float p = clamp(Progress, 0.0, 1.0);
  float L = max(SplineLength, 0.001);
  float N = max(SampleCount, 2.0);
  vec3 f = stretchyNormalize(ForwardAxisLocal, STRETCHY_FORWARD_FALLBACK);
  float s = max(StretchScale, 0.01);
  float v = clamp(PreserveVolume, 0.0, 1.0);
  float g = max(SizeScale, 0.0);
  float b = clamp(StretchBias, -0.95, 0.95);
  float h = max(MeshHalfLength, 0.001);
  float w = clamp(SettleWindow, 0.0, 1.0);
  float e = step(0.5, EndExtrapolation);

  // 1. Rest frame.
  vec3 refUp = abs(dot(f, STRETCHY_UP)) > 0.95 ? STRETCHY_ALT_UP : STRETCHY_UP;
  vec3 right = stretchyNormalize(cross(refUp, f), STRETCHY_ALT_UP);
  vec3 up = cross(f, right);
  // 2. Decompose.
  vec3 r = x - MeshCenterLocal;
  float a = dot(r, f);
  float ur = dot(r, right);
  float uu = dot(r, up);
  // 3. Along-axis stretch with bias.
  float ac = clamp(a, -h, h);
  float sl = s * (1.0 + b * ac / h);
  float a1 = s * (ac + b * ac * ac / (2.0 * h)) + sl * (a - ac);
  // 4. Cross-section.
  float k = mix(1.0, 1.0 / sqrt(sl), v);
  float ur1 = g * k * ur;
  float uu1 = g * k * uu;
  float a2 = g * a1;
  // 5. Distance along the curve.
  float d = p * L + a2;
  // 6. Sample (texelFetch + lerp: the exact weights of the formula).
  float t = clamp(d, 0.0, L) / L * (N - 1.0);
  int last = int(N) - 1;
  int i0 = int(floor(t));
  int i1 = min(i0 + 1, last);
  float phi = t - float(i0);
  int iNear = int(floor(t + 0.5));
  vec3 Pd = mix(stretchyTexel(PositionTexture, i0).xyz, stretchyTexel(PositionTexture, i1).xyz, phi);
#if STRETCHY_ORIENTATION == 1
  vec4 q0 = stretchyTexel(TangentTexture, i0);
  vec4 q1 = stretchyTexel(TangentTexture, i1);
  vec4 qm = mix(q0, q1, phi);
  float ql = length(qm);
  vec4 Qd = ql < 1e-8 ? stretchyTexel(TangentTexture, iNear) : qm / ql;
  vec3 Tstart = stretchyRotate(stretchyTexel(TangentTexture, 0), f);
  vec3 Tend = stretchyRotate(stretchyTexel(TangentTexture, last), f);
#else
  vec3 Td = stretchyNormalize(mix(stretchyTexel(TangentTexture, i0).xyz, stretchyTexel(TangentTexture, i1).xyz, phi),
                              stretchyTexel(TangentTexture, iNear).xyz);
  vec3 Tstart = stretchyTexel(TangentTexture, 0).xyz;
  vec3 Tend = stretchyTexel(TangentTexture, last).xyz;
#endif
  // 7. End extrapolation.
  if (e > 0.5) {
    if (d > L) {
      Pd = stretchyTexel(PositionTexture, last).xyz + Tend * (d - L);
#if STRETCHY_ORIENTATION != 1
      Td = Tend;
#endif
    } else if (d < 0.0) {
      Pd = stretchyTexel(PositionTexture, 0).xyz + Tstart * d;
#if STRETCHY_ORIENTATION != 1
      Td = Tstart;
#endif
    }
  }
  // 8. Orientation of the cross-section.
#if STRETCHY_ORIENTATION == 0
  float cs = dot(f, Td);
  vec3 kx = cross(f, Td);
  vec3 rRight;
  vec3 rUp;
  if (1.0 + cs < 1e-4) {
    rRight = 2.0 * dot(right, up) * up - right;
    rUp = 2.0 * dot(up, up) * up - up;
  } else {
    rRight = right * cs + cross(kx, right) + kx * dot(kx, right) / (1.0 + cs);
    rUp = up * cs + cross(kx, up) + kx * dot(kx, up) / (1.0 + cs);
  }
#elif STRETCHY_ORIENTATION == 1
  vec3 rRight = stretchyRotate(Qd, right);
  vec3 rUp = stretchyRotate(Qd, up);
#else
  vec3 rRight = stretchyNormalize(cross(STRETCHY_UP, Td), right);
  vec3 rUp = cross(Td, rRight);
#endif
  vec3 deformed = MeshCenterLocal + Pd + rRight * ur1 + rUp * uu1;
  // 9. Settle.
  vec3 o = deformed - x;
  if (w > 0.0) o *= 1.0 - stretchySmoothstep(1.0 - w, 1.0, p);
  // 10. The local-space offset.
  return o;
}
