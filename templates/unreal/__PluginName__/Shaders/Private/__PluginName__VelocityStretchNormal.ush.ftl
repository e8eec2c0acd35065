<#-- Expression body (see the spline deformer's normal). Math: deformer-math.md §8.3. -->
<#assign n = velocityContract.names()>
// ${notice}
// ${plugin.name()} velocity squash and stretch's normal and tangent, ${mathVersion} section 8.3,
// ${ue.velocity().dimensions()}D. Expression body of the Custom nodes that turn the vertex's rest normal and tangent:
// the contract's inputs plus LocalDirection (local space) and DirectionIsTangent (0 normal, 1 tangent). The map is
// linear, J = sPar d d^T + sPerp (the rest across d)<#if ue.velocity().dimensions() == 2> with the plane normal's part unscaled</#if>;
// its cofactor is written out (no division). Returns the deformed unit direction, local space.

const float stretch = max(${n.VelocityStretch}, 0.01);
const float perpScale = max(${n.VelocityPerpScale}, 0.0);
const float axisLength2 = dot(${n.VelocityAxisLocal}, ${n.VelocityAxisLocal});
const float3 axis = axisLength2 > 1e-16 ? ${n.VelocityAxisLocal} * rsqrt(max(axisLength2, 1e-16)) : float3(0.0, 0.0, 1.0);
const float3 direction = LocalDirection;
const float along = dot(direction, axis);
<#if ue.velocity().dimensions() == 2>
const float normalLength2 = dot(${n.VelocityPlaneNormalLocal}, ${n.VelocityPlaneNormalLocal});
const float3 normalIn = normalLength2 > 1e-16 ? ${n.VelocityPlaneNormalLocal} * rsqrt(max(normalLength2, 1e-16)) : float3(0.0, 1.0, 0.0);
const float3 normalPerp = normalIn - axis * dot(normalIn, axis);
const float side = axis.z >= 0.0 ? 1.0 : -1.0;
const float basisA = -1.0 / (side + axis.z);
const float3 anyPerp = float3(1.0 + side * axis.x * axis.x * basisA, side * axis.x * axis.y * basisA, -side * axis.x);
const float3 planeNormal = dot(normalPerp, normalPerp) > 1e-16 ? normalPerp * rsqrt(max(dot(normalPerp, normalPerp), 1e-16)) : anyPerp;
const float3 normalPart = planeNormal * dot(direction, planeNormal);
const float3 inPlanePart = direction - axis * along - normalPart;
// J = diag(sPar, sPerp, 1) in (axis, in-plane, plane normal); cof(J) = diag(sPerp, sPar, sPar sPerp).
const float3 deformedDirection = DirectionIsTangent >= 0.5
	? axis * (stretch * along) + inPlanePart * perpScale + normalPart
	: axis * (perpScale * along) + inPlanePart * stretch + normalPart * (stretch * perpScale);
<#else>
const float3 acrossPart = direction - axis * along;
// J = diag(sPar, sPerp, sPerp) in (axis, across); cof(J) = diag(sPerp^2, sPar sPerp, sPar sPerp).
const float3 deformedDirection = DirectionIsTangent >= 0.5
	? axis * (stretch * along) + acrossPart * perpScale
	: axis * (perpScale * perpScale * along) + acrossPart * (stretch * perpScale);
</#if>
return dot(deformedDirection, deformedDirection) > 1e-16
	? deformedDirection * rsqrt(max(dot(deformedDirection, deformedDirection), 1e-16)) : direction;
