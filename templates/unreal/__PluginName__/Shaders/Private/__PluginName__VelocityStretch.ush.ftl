<#-- Expression body (see the spline deformer's template). Math: deformer-math.md §5, the deformer. -->
<#assign n = velocityContract.names()>
// ${notice}
// ${plugin.name()} velocity squash and stretch, ${mathVersion} section 5 (deformer), ${ue.velocity().dimensions()}D.
// Expression body of the Custom node in ${plugin.velocityStretchFunction()}: its Code includes this file inside the
// generated function, whose inputs are the parameter contract (Docs/ParameterContract.md). Returns the local-space
// offset; the material function turns it into a world vector.

// Locals named for the math spec's symbols (deformer-math.md section 5, the deformer):
//   local       spec    | local       spec
//   stretch     sPar    | fromPivot   r = x - q
//   perpScale   sPerp   | along       dot(r, d)
//   axis        d       | planeNormal n (2D: the plane normal made perpendicular to d)
//   moved       x'      | perpPart, normalPart: r's parts across d, and along n
// The pivot q and the vertex x are the contract's inputs.

const float stretch = max(${n.VelocityStretch}, 0.01);
const float perpScale = max(${n.VelocityPerpScale}, 0.0);
const float axisLength2 = dot(${n.VelocityAxisLocal}, ${n.VelocityAxisLocal});
const float3 axis = axisLength2 > 1e-16 ? ${n.VelocityAxisLocal} * rsqrt(max(axisLength2, 1e-16)) : float3(0.0, 0.0, 1.0);
const float3 fromPivot = ${n.LocalPosition} - ${n.VelocityPivotLocal};
const float along = dot(fromPivot, axis);
<#if ue.velocity().dimensions() == 2>
// Sprites: the in-plane perpendicular axis takes sPerp (1/sPar), the plane normal stays unscaled. The normal is
// made perpendicular to the axis; if they coincide, Duff et al. 2017's basis vector stands in (a >= 0 test, not sign()).
const float normalLength2 = dot(${n.VelocityPlaneNormalLocal}, ${n.VelocityPlaneNormalLocal});
const float3 normalIn = normalLength2 > 1e-16 ? ${n.VelocityPlaneNormalLocal} * rsqrt(max(normalLength2, 1e-16)) : float3(0.0, 1.0, 0.0);
const float3 normalPerp = normalIn - axis * dot(normalIn, axis);
const float side = axis.z >= 0.0 ? 1.0 : -1.0;
const float basisA = -1.0 / (side + axis.z);
const float3 anyPerp = float3(1.0 + side * axis.x * axis.x * basisA, side * axis.x * axis.y * basisA, -side * axis.x);
const float3 planeNormal = dot(normalPerp, normalPerp) > 1e-16 ? normalPerp * rsqrt(max(dot(normalPerp, normalPerp), 1e-16)) : anyPerp;
const float3 perpPart = fromPivot - axis * along;
const float3 normalPart = planeNormal * dot(perpPart, planeNormal);
const float3 moved = ${n.VelocityPivotLocal} + axis * (stretch * along) + (perpPart - normalPart) * perpScale + normalPart;
<#else>
const float3 moved = ${n.VelocityPivotLocal} + axis * (stretch * along) + (fromPivot - axis * along) * perpScale;
</#if>
return moved - ${n.LocalPosition};
