<#-- Expression body (see the spline deformer's template). Math: deformer-math.md §5, the deformer. -->
<#assign n = velocityContract.names()>
// ${notice}
// ${plugin.name()} velocity squash and stretch, ${mathVersion} section 5 (deformer), ${ue.velocity().dimensions()}D.
// Expression body of the Custom node in ${plugin.velocityStretchFunction()}: its Code includes this file inside the
// generated function, whose inputs are the parameter contract (Docs/ParameterContract.md). Returns the local-space
// offset; the material function turns it into a world vector.

const float vsPar = max(${n.VelocityStretch}, 0.01);
const float vsPerp = max(${n.VelocityPerpScale}, 0.0);
const float vsD2 = dot(${n.VelocityAxisLocal}, ${n.VelocityAxisLocal});
const float3 vsD = vsD2 > 1e-16 ? ${n.VelocityAxisLocal} * rsqrt(max(vsD2, 1e-16)) : float3(0.0, 0.0, 1.0);
const float3 vsR = ${n.LocalPosition} - ${n.VelocityPivotLocal};
const float vsAlong = dot(vsR, vsD);
<#if ue.velocity().dimensions() == 2>
// Sprites: the in-plane perpendicular axis takes sPerp (1/sPar), the plane normal stays unscaled. The normal is
// made perpendicular to the axis; if they coincide, Duff et al. 2017's basis vector stands in (a >= 0 test, not sign()).
const float vsN2 = dot(${n.VelocityPlaneNormalLocal}, ${n.VelocityPlaneNormalLocal});
const float3 vsN0 = vsN2 > 1e-16 ? ${n.VelocityPlaneNormalLocal} * rsqrt(max(vsN2, 1e-16)) : float3(0.0, 1.0, 0.0);
const float3 vsNp = vsN0 - vsD * dot(vsN0, vsD);
const float vsSide = vsD.z >= 0.0 ? 1.0 : -1.0;
const float vsBa = -1.0 / (vsSide + vsD.z);
const float3 vsAnyPerp = float3(1.0 + vsSide * vsD.x * vsD.x * vsBa, vsSide * vsD.x * vsD.y * vsBa, -vsSide * vsD.x);
const float3 vsN = dot(vsNp, vsNp) > 1e-16 ? vsNp * rsqrt(max(dot(vsNp, vsNp), 1e-16)) : vsAnyPerp;
const float3 vsPerpPart = vsR - vsD * vsAlong;
const float3 vsNormalPart = vsN * dot(vsPerpPart, vsN);
const float3 vsMoved = ${n.VelocityPivotLocal} + vsD * (vsPar * vsAlong) + (vsPerpPart - vsNormalPart) * vsPerp + vsNormalPart;
<#else>
const float3 vsMoved = ${n.VelocityPivotLocal} + vsD * (vsPar * vsAlong) + (vsR - vsD * vsAlong) * vsPerp;
</#if>
return vsMoved - ${n.LocalPosition};
