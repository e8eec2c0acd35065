// ${notice}
// Stretchy velocity squash-and-stretch deformer, ${mathVersion} section 5, in GLSL ES 3.00 (also Vulkan GLSL 450).
// Functions only: the host declares its inputs and calls stretchyVelocityStretch(); it returns the local-space
// offset. About pivot q with unit axis d: x' = q + d*(sPar*dot(r, d)) + (r - d*dot(r, d))*sPerp, r = x - q<#if three.dimensions() == 2>;
// 2D (sprites): the part along the plane normal n is left unscaled</#if>.
// stretchyVelocityStretchJacobian() (same parameters) returns the map's Jacobian (math spec section 8.3) for
// stretchyDeformNormal()/stretchyDeformTangent() (common.glsl); stretchyVelocityStretchWithJacobian() returns the
// offset and writes the Jacobian, as the spline deformer's does (the map is linear: nothing to share).
// Fallbacks (contract): the axis falls back to STRETCHY_UP (Unreal's Z), the plane normal to STRETCHY_ALT_UP (Y).
#include "common.glsl"

// The parameters are the parameter contract's inputs, in its order, without the prefix.
vec3 stretchyVelocityStretch(
<#list velocityContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()}<#sep>,</#sep>
</#list>
) {
  vec3 x = LocalPosition;
  vec3 q = VelocityPivotLocal;
  vec3 d = stretchyNormalize(VelocityAxisLocal, STRETCHY_UP);
  float sPar = max(VelocityStretch, 0.01);
  float sPerp = max(VelocityPerpScale, 0.0);
  vec3 r = x - q;
  float along = dot(r, d);
  vec3 perp = r - d * along;
<#if three.dimensions() == 2>
  vec3 n = stretchyNormalize(VelocityPlaneNormalLocal, STRETCHY_ALT_UP);
  vec3 normalPart = n * dot(perp, n);
  perp -= normalPart;
  return q + d * (sPar * along) + perp * sPerp + normalPart - x;
<#else>
  return q + d * (sPar * along) + perp * sPerp - x;
</#if>
}

// Math spec section 8.3: the Jacobian of the map above (it is linear), columns the images of X, Y, Z.
mat3 stretchyVelocityStretchJacobian(
<#list velocityContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()}<#sep>,</#sep>
</#list>
) {
  vec3 d = stretchyNormalize(VelocityAxisLocal, STRETCHY_UP);
  float sPar = max(VelocityStretch, 0.01);
  float sPerp = max(VelocityPerpScale, 0.0);
  mat3 acrossAxis = mat3(1.0) - outerProduct(d, d);
<#if three.dimensions() == 2>
  vec3 n = stretchyNormalize(VelocityPlaneNormalLocal, STRETCHY_ALT_UP);
  mat3 acrossScale = mat3(sPerp) + outerProduct(n, n) * (1.0 - sPerp);
  return outerProduct(d, d) * sPar + acrossScale * acrossAxis;
<#else>
  return outerProduct(d, d) * sPar + acrossAxis * sPerp;
</#if>
}

// The offset and the Jacobian (same parameters as stretchyVelocityStretch, then the Jacobian out).
vec3 stretchyVelocityStretchWithJacobian(
<#list velocityContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()},
</#list>
    out mat3 jacobian
) {
  jacobian = stretchyVelocityStretchJacobian(<#list velocityContract.inputs() as inp>${inp.base()}<#sep>, </#sep></#list>);
  return stretchyVelocityStretch(<#list velocityContract.inputs() as inp>${inp.base()}<#sep>, </#sep></#list>);
}
