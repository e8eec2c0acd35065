<#-- Steps 1-8 of the spline deformer (deformer-math.md §1) as expression-body statements: shared by the offset's
     .ush and the normal's (§8), so both evaluate one text. Not a template of its own (outside templates/unreal/):
     included with n (the contract's names) and mode (the orientation word) set. -->
// Sanitised inputs.
const float progress = saturate(${n.Progress});
const float splineLength = max(${n.SplineLength}, 0.001);
const float sampleCount = max(${n.SampleCount}, 2.0);
const float stretchScale = max(${n.StretchScale}, 0.01);
const float preserveVolume = saturate(${n.PreserveVolume});
const float sizeScale = max(${n.SizeScale}, 0.0);
const float stretchBias = clamp(${n.StretchBias}, -0.95, 0.95);
const float halfLength = max(${n.MeshHalfLength}, 0.001);
const float settleWindow = saturate(${n.SettleWindow});
const bool extrapolate = ${n.EndExtrapolation} >= 0.5;
const float forwardLength2 = dot(${n.ForwardAxisLocal}, ${n.ForwardAxisLocal});
const float3 forward = forwardLength2 > 1e-16 ? ${n.ForwardAxisLocal} * rsqrt(max(forwardLength2, 1e-16)) : float3(1.0, 0.0, 0.0);

// 1. Rest frame (a basis chosen with a comparison, never sign()).
const float3 refUp = abs(forward.z) > 0.95 ? float3(0.0, 1.0, 0.0) : float3(0.0, 0.0, 1.0);
const float3 right = normalize(cross(refUp, forward));
const float3 up = cross(forward, right);

// 2. Decompose the vertex about the mesh centre.
const float3 fromCenter = ${n.LocalPosition} - ${n.MeshCenterLocal};
const float along = dot(fromCenter, forward);

// 3. Along-axis stretch with bias: the integral of the local stretch, continued linearly past +-h.
const float alongClamped = clamp(along, -halfLength, halfLength);
const float localStretch = stretchScale * (1.0 + stretchBias * alongClamped / halfLength);
const float stretched = stretchScale * (alongClamped + stretchBias * alongClamped * alongClamped / (2.0 * halfLength)) + localStretch * (along - alongClamped);

// 4. Cross-section, volume-preserving blend; the rotation below is linear, so it is applied once to the sum.
const float crossScale = lerp(1.0, rsqrt(localStretch), preserveVolume);
const float rightAmount = sizeScale * crossScale * dot(fromCenter, right);
const float upAmount = sizeScale * crossScale * dot(fromCenter, up);
const float3 crossSection = right * rightAmount + up * upAmount;

// 5. Distance along the curve.
const float curveDistance = progress * splineLength + sizeScale * stretched;

// 6. One bilinear fetch per texture at the texel-centred coordinate (clamp addressing).
const float clampedDistance = clamp(curveDistance, 0.0, splineLength);
const float texel = clampedDistance / splineLength * (sampleCount - 1.0);
const float2 uv = float2((texel + 0.5) / sampleCount, 0.5);
float3 curvePoint = Texture2DSampleLevel(${n.PositionTexture}, ${n.PositionTexture}Sampler, uv, 0.0).xyz;
<#if mode == "rotation-minimizing">
float4 frame = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, uv, 0.0);
if (dot(frame, frame) < 1e-16)
{
	// Opposite neighbours cancel: take the nearest texel, as the tangent fallback of step 6 does.
	frame = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, float2((floor(texel + 0.5) + 0.5) / sampleCount, 0.5), 0.0);
}
frame = dot(frame, frame) > 1e-16 ? frame * rsqrt(max(dot(frame, frame), 1e-16)) : float4(0.0, 0.0, 0.0, 1.0);

// 7. End extrapolation along the end frame's forward direction (the fetch above is the end texel there).
const float3 frameForward = forward + 2.0 * cross(frame.xyz, cross(frame.xyz, forward) + frame.w * forward);
if (extrapolate)
{
	curvePoint += frameForward * (curveDistance - clampedDistance);
}

// 8. Mode B, rotation-minimizing: rotate the cross-section by the interpolated frame.
const float3 rotated = crossSection + 2.0 * cross(frame.xyz, cross(frame.xyz, crossSection) + frame.w * crossSection);
<#else>
float3 tangentSum = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, uv, 0.0).xyz;
if (dot(tangentSum, tangentSum) < 1e-16)
{
	// Opposite neighbours cancel: step 6's fallback, the nearest texel.
	tangentSum = Texture2DSampleLevel(${n.TangentTexture}, ${n.TangentTexture}Sampler, float2((floor(texel + 0.5) + 0.5) / sampleCount, 0.5), 0.0).xyz;
}
const float3 tangent = dot(tangentSum, tangentSum) > 1e-16 ? tangentSum * rsqrt(max(dot(tangentSum, tangentSum), 1e-16)) : forward;

// 7. End extrapolation (past an end the fetch above is exactly the end texel).
if (extrapolate)
{
	curvePoint += tangent * (curveDistance - clampedDistance);
}

<#if mode == "article">
// 8. Mode C, the article's reorientation (baseline): right from world up; a vertical tangent falls back to the
// rest frame's right.
const float3 rightCross = cross(float3(0.0, 0.0, 1.0), tangent);
const float3 rightD = dot(rightCross, rightCross) > 1e-16 ? rightCross * rsqrt(max(dot(rightCross, rightCross), 1e-16)) : right;
const float3 upD = cross(tangent, rightD);
const float3 rotated = rightD * rightAmount + upD * upAmount;
<#else>
// 8. Mode A, parallel transport: the minimal rotation taking f to Td (Rodrigues, no trigonometry).
const float cosine = dot(forward, tangent);
const float3 axis = cross(forward, tangent);
const float3 rotated = 1.0 + cosine < 1e-4
	? 2.0 * dot(crossSection, up) * up - crossSection
	: crossSection * cosine + cross(axis, crossSection) + axis * (dot(axis, crossSection) / (1.0 + cosine));
</#if>
</#if>

