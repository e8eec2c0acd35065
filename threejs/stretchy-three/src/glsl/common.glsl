// Shared by splineDeform.glsl and velocityStretch.glsl (each has an `#include "common.glsl"` line, answered with this
// text by source.ts; the guards let both live in one shader). The frame macros: STRETCHY_UP plays Unreal's Z (0,0,1), STRETCHY_ALT_UP Unreal's Y (0,1,0),
// STRETCHY_FORWARD_FALLBACK Unreal's X (1,0,0); the defaults are three.js's (the cyclic relabelling).
#ifndef STRETCHY_UP
#define STRETCHY_UP vec3(0.0, 1.0, 0.0)
#endif
#ifndef STRETCHY_ALT_UP
#define STRETCHY_ALT_UP vec3(1.0, 0.0, 0.0)
#endif
#ifndef STRETCHY_FORWARD_FALLBACK
#define STRETCHY_FORWARD_FALLBACK vec3(0.0, 0.0, 1.0)
#endif

#ifndef STRETCHY_COMMON
#define STRETCHY_COMMON
vec3 stretchyNormalize(vec3 v, vec3 fallback) {
  // Selected, not branched (a branch costs a vertex shader more instructions); normalize(v) is only kept where
  // |v| >= 1e-8, where it is defined.
  return mix(normalize(v), fallback, bvec3(length(v) < 1e-8));
}

vec3 stretchyRotate(vec4 q, vec3 u) {
  return u + 2.0 * cross(q.xyz, cross(q.xyz, u) + q.w * u);
}

vec4 stretchyTexel(sampler2D tex, int i) {
  return texelFetch(tex, ivec2(i, 0), 0);
}

// Math spec section 8.4: the deformed unit normal, cof(J) n (no division, no determinant); fallback the rest normal.
vec3 stretchyDeformNormal(mat3 jacobian, vec3 normal) {
  mat3 cofactor = mat3(cross(jacobian[1], jacobian[2]), cross(jacobian[2], jacobian[0]), cross(jacobian[0], jacobian[1]));
  return stretchyNormalize(cofactor * normal, normal);
}

// Math spec section 8.4: the deformed unit tangent, J t; the host keeps the rest tangent's w (handedness).
vec3 stretchyDeformTangent(mat3 jacobian, vec3 tangent) {
  return stretchyNormalize(jacobian * tangent, tangent);
}

// Texel i of row "row" (an atlas row, deformer-math.md section 9.1).
vec4 stretchyTexelRow(sampler2D tex, int row, int i) {
  return texelFetch(tex, ivec2(i, row), 0);
}
#endif
