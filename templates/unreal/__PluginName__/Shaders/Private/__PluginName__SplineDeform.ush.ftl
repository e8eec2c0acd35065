<#-- Expression body: pasted by #include inside the Custom node's function, once per node (current and previous
     frame). So: no functions, no #pragma once, no static globals, and it ends in return. Math: deformer-math.md §1. -->
<#assign n = splineContract.names()>
<#assign mode = ue.spline().orientationWord()>
// ${notice}
// ${plugin.name()} spline deformer, ${mathVersion} section 1, orientation mode: ${mode}.
// Expression body of the Custom node in ${plugin.splineDeformFunction()}: its Code includes this file inside the
// generated function, whose inputs are the parameter contract (Docs/ParameterContract.md). Returns the local-space
// offset; the material function turns it into a world vector.

// Sanitised inputs.
const float sdP = saturate(${n.Progress});
const float sdL = max(${n.SplineLength}, 0.001);
const float sdN = max(${n.SampleCount}, 2.0);
const float sdS = max(${n.StretchScale}, 0.01);
const float sdV = saturate(${n.PreserveVolume});
const float sdG = max(${n.SizeScale}, 0.0);
const float sdB = clamp(${n.StretchBias}, -0.95, 0.95);
const float sdH = max(${n.MeshHalfLength}, 0.001);
const float sdW = saturate(${n.SettleWindow});
const bool sdExtrapolate = ${n.EndExtrapolation} >= 0.5;
const float sdF2 = dot(${n.ForwardAxisLocal}, ${n.ForwardAxisLocal});
const float3 sdF = sdF2 > 1e-16 ? ${n.ForwardAxisLocal} * rsqrt(max(sdF2, 1e-16)) : float3(1.0, 0.0, 0.0);

// 1. Rest frame (a basis chosen with a comparison, never sign()).
const float3 sdRefUp = abs(sdF.z) > 0.95 ? float3(0.0, 1.0, 0.0) : float3(0.0, 0.0, 1.0);
const float3 sdRight = normalize(cross(sdRefUp, sdF));
const float3 sdUp = cross(sdF, sdRight);

// 2. Decompose the vertex about the mesh centre.
const float3 sdR = ${n.LocalPosition} - ${n.MeshCenterLocal};
const float sdA = dot(sdR, sdF);

// 3. Along-axis stretch with bias: the integral of the local stretch, continued linearly past +-h.
const float sdAc = clamp(sdA, -sdH, sdH);
const float sdSl = sdS * (1.0 + sdB * sdAc / sdH);
const float sdA1 = sdS * (sdAc + sdB * sdAc * sdAc / (2.0 * sdH)) + sdSl * (sdA - sdAc);

// 4. Cross-section, volume-preserving blend; the rotation below is linear, so it is applied once to the sum.
const float sdK = lerp(1.0, rsqrt(sdSl), sdV);
const float sdUr1 = sdG * sdK * dot(sdR, sdRight);
const float sdUu1 = sdG * sdK * dot(sdR, sdUp);
const float3 sdCross = sdRight * sdUr1 + sdUp * sdUu1;

// 5. Distance along the curve.
const float sdD = sdP * sdL + sdG * sdA1;

// 6. One bilinear fetch per texture at the texel-centred coordinate (clamp addressing).
const float sdDc = clamp(sdD, 0.0, sdL);
const float sdT = sdDc / sdL * (sdN - 1.0);
const float2 sdUV = float2((sdT + 0.5) / sdN, 0.5);
float3 sdPd = Texture2DSampleLevel(${n.PositionTexture}, ${n.PositionTexture}Sampler, sdUV, 0.0).xyz;
<#if mode == "rotation-minimizing">
float4 sdQ = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, sdUV, 0.0);
if (dot(sdQ, sdQ) < 1e-16)
{
	// Opposite neighbours cancel: take the nearest texel, as the tangent fallback of step 6 does.
	sdQ = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, float2((floor(sdT + 0.5) + 0.5) / sdN, 0.5), 0.0);
}
sdQ = dot(sdQ, sdQ) > 1e-16 ? sdQ * rsqrt(max(dot(sdQ, sdQ), 1e-16)) : float4(0.0, 0.0, 0.0, 1.0);

// 7. End extrapolation along the end frame's forward direction (the fetch above is the end texel there).
const float3 sdQf = sdF + 2.0 * cross(sdQ.xyz, cross(sdQ.xyz, sdF) + sdQ.w * sdF);
if (sdExtrapolate)
{
	sdPd += sdQf * (sdD - sdDc);
}

// 8. Mode B, rotation-minimizing: rotate the cross-section by the interpolated frame.
const float3 sdRotated = sdCross + 2.0 * cross(sdQ.xyz, cross(sdQ.xyz, sdCross) + sdQ.w * sdCross);
<#else>
float3 sdTl = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, sdUV, 0.0).xyz;
if (dot(sdTl, sdTl) < 1e-16)
{
	// Opposite neighbours cancel: step 6's fallback, the nearest texel.
	sdTl = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, float2((floor(sdT + 0.5) + 0.5) / sdN, 0.5), 0.0).xyz;
}
const float3 sdTd = dot(sdTl, sdTl) > 1e-16 ? sdTl * rsqrt(max(dot(sdTl, sdTl), 1e-16)) : sdF;

// 7. End extrapolation (past an end the fetch above is exactly the end texel).
if (sdExtrapolate)
{
	sdPd += sdTd * (sdD - sdDc);
}

<#if mode == "article">
// 8. Mode C, the article's reorientation (baseline): right from world up; a vertical tangent falls back to the
// rest frame's right.
const float3 sdRc = cross(float3(0.0, 0.0, 1.0), sdTd);
const float3 sdRightD = dot(sdRc, sdRc) > 1e-16 ? sdRc * rsqrt(max(dot(sdRc, sdRc), 1e-16)) : sdRight;
const float3 sdUpD = cross(sdTd, sdRightD);
const float3 sdRotated = sdRightD * sdUr1 + sdUpD * sdUu1;
<#else>
// 8. Mode A, parallel transport: the minimal rotation taking f to Td (Rodrigues, no trigonometry).
const float sdCs = dot(sdF, sdTd);
const float3 sdKx = cross(sdF, sdTd);
const float3 sdRotated = 1.0 + sdCs < 1e-4
	? 2.0 * dot(sdCross, sdUp) * sdUp - sdCross
	: sdCross * sdCs + cross(sdKx, sdCross) + sdKx * (dot(sdKx, sdCross) / (1.0 + sdCs));
</#if>
</#if>

// 9. Offset, eased to exactly zero over the settle window.
float3 sdOffset = ${n.MeshCenterLocal} + sdPd + sdRotated - ${n.LocalPosition};
if (sdW > 0.0)
{
	sdOffset *= 1.0 - smoothstep(1.0 - sdW, 1.0, sdP);
}
return sdOffset;
