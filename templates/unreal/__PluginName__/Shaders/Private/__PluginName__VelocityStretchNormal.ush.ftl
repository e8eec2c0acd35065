<#-- Expression body (see the spline deformer's normal). Math: deformer-math.md §8.3. Inputs: the contract's plus
     LocalNormal and LocalTangent; additional output DeformedTangent. -->
<#assign n = velocityContract.names()>
// ${notice}
// ${plugin.name()} velocity squash and stretch's normal and tangent, ${mathVersion} section 8.3,
// ${ue.velocity().dimensions()}D. Expression body of the one Custom node that turns the vertex's rest normal and tangent:
// the contract's inputs plus LocalNormal and LocalTangent (local space). The map is
// linear, J = sPar d d^T + sPerp (the rest across d)<#if ue.velocity().dimensions() == 2> with the plane normal's part unscaled</#if>;
// its cofactor is written out (no division). Returns the deformed unit normal (by the cofactor) and fills the node's
// additional output DeformedTangent (by J), both local space: the axis is found once for the two.

const float stretch = max(${n.VelocityStretch}, 0.01);
const float perpScale = max(${n.VelocityPerpScale}, 0.0);
const float axisLength2 = dot(${n.VelocityAxisLocal}, ${n.VelocityAxisLocal});
const float3 axis = axisLength2 > 1e-16 ? ${n.VelocityAxisLocal} * rsqrt(max(axisLength2, 1e-16)) : float3(0.0, 0.0, 1.0);
const float normalAlong = dot(LocalNormal, axis);
const float tangentAlong = dot(LocalTangent, axis);
<#if ue.velocity().dimensions() == 2>
const float normalLength2 = dot(${n.VelocityPlaneNormalLocal}, ${n.VelocityPlaneNormalLocal});
const float3 normalIn = normalLength2 > 1e-16 ? ${n.VelocityPlaneNormalLocal} * rsqrt(max(normalLength2, 1e-16)) : float3(0.0, 1.0, 0.0);
const float3 normalPerp = normalIn - axis * dot(normalIn, axis);
const float side = axis.z >= 0.0 ? 1.0 : -1.0;
const float basisA = -1.0 / (side + axis.z);
const float3 anyPerp = float3(1.0 + side * axis.x * axis.x * basisA, side * axis.x * axis.y * basisA, -side * axis.x);
const float3 planeNormal = dot(normalPerp, normalPerp) > 1e-16 ? normalPerp * rsqrt(max(dot(normalPerp, normalPerp), 1e-16)) : anyPerp;
const float3 normalOffPlane = planeNormal * dot(LocalNormal, planeNormal);
const float3 tangentOffPlane = planeNormal * dot(LocalTangent, planeNormal);
// J = diag(sPar, sPerp, 1) in (axis, in-plane, plane normal); cof(J) = diag(sPerp, sPar, sPar sPerp).
const float3 deformedTangent = axis * (stretch * tangentAlong) + (LocalTangent - axis * tangentAlong - tangentOffPlane) * perpScale
	+ tangentOffPlane;
const float3 deformedNormal = axis * (perpScale * normalAlong) + (LocalNormal - axis * normalAlong - normalOffPlane) * stretch
	+ normalOffPlane * (stretch * perpScale);
<#else>
// J = diag(sPar, sPerp, sPerp) in (axis, across); cof(J) = diag(sPerp^2, sPar sPerp, sPar sPerp).
const float3 deformedTangent = axis * (stretch * tangentAlong) + (LocalTangent - axis * tangentAlong) * perpScale;
const float3 deformedNormal = axis * (perpScale * perpScale * normalAlong) + (LocalNormal - axis * normalAlong) * (stretch * perpScale);
</#if>
DeformedTangent = dot(deformedTangent, deformedTangent) > 1e-16
	? deformedTangent * rsqrt(max(dot(deformedTangent, deformedTangent), 1e-16)) : LocalTangent;
return dot(deformedNormal, deformedNormal) > 1e-16
	? deformedNormal * rsqrt(max(dot(deformedNormal, deformedNormal), 1e-16)) : LocalNormal;