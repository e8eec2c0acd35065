<#import "/partials/unreal/splineDeformSteps.ush.ftlh" as steps>
<#-- Expression body like the offset's (see __PluginName__SplineDeform.ush.ftl): steps 1-8 are the same text, then
     step 11 (deformer-math.md §8). Inputs: the contract's plus LocalNormal and LocalTangent; additional output DeformedTangent. -->
<#assign n = splineContract.names()>
<#assign mode = ue.spline().orientationWord()>
<#assign normals = ue.spline().normalsWord()>
// ${notice}
// ${plugin.name()} spline deformer's normal and tangent, ${mathVersion} section 8, orientation mode: ${mode},
// normals: ${normals}. Expression body of the one Custom node that turns the vertex's rest normal and tangent: the
// inputs are the parameter contract's (Docs/ParameterContract.md) plus LocalNormal and LocalTangent (local space).
// Returns the deformed unit normal (by the Jacobian's cofactor) and fills the node's additional output
// DeformedTangent (by the Jacobian), both local space: steps 1-8 run once for the two.

// Locals of steps 1-8: see the offset's file. Step 11's (deformer-math.md section 8.1):
//   local            spec     | local            spec
//   alongRate        δ        | frameRight/Up    R(right), R(up)
//   crossRate        k'       | curveDirection   P'(d)
//   tangentD         Td       | sectionRate      R'(d)(g k ŵ) (exact only)
//   settleWeight     σ        | settledAlong/Right/Up  the columns of M' (section 8.8)
<#if n.BakedRoll??>
//   rolledRight/Up   R~(right), R~(up) (section 10.4) | rollRate   rho'  | rolledSectionRate  R~'(d)(g k ŵ)
</#if>
<#-- Exact mode reads the texels once, by point loads, for step 6 and the rate. -->
<@steps.splineSteps n=n orientation=mode vertex=n.LocalPosition positionTexture=n.PositionTexture tangentTexture=n.TangentTexture rowV="0.5" loads=(normals == "exact")/>

// 11. The Jacobian of steps 2-9 (deformer-math.md section 8.1).
const bool outsideCurve = curveDistance < 0.0 || curveDistance > splineLength;
// The clamped sample point (no extrapolation) stops past the ends: the curve contributes no rate there.
<#if n.StretchMask??>
// Section 10.4: the mask held constant at the vertex scales the stretch's rate and the volume term's.
const float alongRate = (!extrapolate && outsideCurve) ? 0.0 : sizeScale * lerp(1.0, localStretch, stretchMask);
const float crossRate = abs(along) < halfLength
	? -preserveVolume * stretchMask * stretchScale * stretchBias / (2.0 * halfLength) * pow(localStretch, -1.5) : 0.0;
<#else>
const float alongRate = (!extrapolate && outsideCurve) ? 0.0 : sizeScale * localStretch;
const float crossRate = abs(along) < halfLength
	? -preserveVolume * stretchScale * stretchBias / (2.0 * halfLength) * pow(localStretch, -1.5) : 0.0;
</#if>
const float rightPart = dot(fromCenter, right);
const float upPart = dot(fromCenter, up);
<#if normals == "exact">
// Exact (section 8.2): step 6's two tangent texels (point loads), so the lerp has exact weights and a rate.
const float texelsPerLength = (sampleCount - 1.0) / splineLength;
const bool differentiable = !outsideCurve && texel0 != texel1;
<#if mode == "rotation-minimizing">
const float4 frameMix = lerp(frame0, frame1, texelPhi);
const bool frameFallback = dot(frameMix, frameMix) < 1e-16;
// Step 6's frame is this lerp, normalised (or its nearest-texel fallback): the offset's own, reused (section 8.8).
const float4 frameD = frame;
const float4 frameRateRaw = (frame1 - frame0) * texelsPerLength;
const float4 frameRate = (frameRateRaw - frameD * dot(frameD, frameRateRaw)) * rsqrt(max(dot(frameMix, frameMix), 1e-16));
const float3 frameRight = right + 2.0 * cross(frameD.xyz, cross(frameD.xyz, right) + frameD.w * right);
const float3 frameUp = up + 2.0 * cross(frameD.xyz, cross(frameD.xyz, up) + frameD.w * up);
// Section 8.8: Td = R(f), which step 7 has already turned.
const float3 tangentD = frameForward;
const float3 texelForward0 = forward + 2.0 * cross(frame0.xyz, cross(frame0.xyz, forward) + frame0.w * forward);
const float3 texelForward1 = forward + 2.0 * cross(frame1.xyz, cross(frame1.xyz, forward) + frame1.w * forward);
const float3 chord = texelForward0 + texelForward1;
const float3 curveDirection = differentiable && dot(chord, chord) > 1e-16 ? chord * rsqrt(max(dot(chord, chord), 1e-16)) : tangentD;
// R'(u) = 2 q'v x (qv x u + qw u) + 2 qv x (q'v x u + q'w u), the derivative of the frame's rotation.
const float3 sectionRate = differentiable && !frameFallback
	? 2.0 * cross(frameRate.xyz, cross(frameD.xyz, crossSection) + frameD.w * crossSection)
		+ 2.0 * cross(frameD.xyz, cross(frameRate.xyz, crossSection) + frameRate.w * crossSection)
	: float3(0.0, 0.0, 0.0);
<#else>
const float3 tangentMix = lerp(tangent0, tangent1, texelPhi);
const bool tangentFallback = dot(tangentMix, tangentMix) < 1e-16;
// Step 6's tangent is this lerp, normalised (or its nearest-texel fallback): the offset's own, reused (section 8.8).
const float3 tangentD = tangent;
const float3 tangentRateRaw = (tangent1 - tangent0) * texelsPerLength;
const float3 tangentRate = (tangentRateRaw - tangentD * dot(tangentD, tangentRateRaw)) * rsqrt(max(dot(tangentMix, tangentMix), 1e-16));
const float3 chord = tangent0 + tangent1;
const float3 curveDirection = differentiable && dot(chord, chord) > 1e-16 ? chord * rsqrt(max(dot(chord, chord), 1e-16)) : tangentD;
<#if mode == "article">
const float3 rightCrossD = cross(float3(0.0, 0.0, 1.0), tangentD);
const float rightCrossLength = length(rightCrossD);
const float3 frameRight = rightCrossLength > 1e-8 ? rightCrossD / rightCrossLength : right;
const float3 frameUp = cross(tangentD, frameRight);
// The rate of mode C's frame; none on its vertical-tangent fallback.
const float3 rightCrossRate = cross(float3(0.0, 0.0, 1.0), tangentRate);
const float3 rightRate = (rightCrossRate - frameRight * dot(frameRight, rightCrossRate)) / max(rightCrossLength, 1e-8);
const float3 upRate = cross(tangentRate, frameRight) + cross(tangentD, rightRate);
const float3 sectionRate = differentiable && !tangentFallback && rightCrossLength > 1e-8
	? rightRate * rightAmount + upRate * upAmount : float3(0.0, 0.0, 0.0);
<#else>
const float cosineD = cosine;
const float3 axisD = axis;
const bool halfTurnD = 1.0 + cosineD < 1e-4;
const float3 frameRight = halfTurnD ? 2.0 * dot(right, up) * up - right
	: right * cosineD + cross(axisD, right) + axisD * (dot(axisD, right) / (1.0 + cosineD));
const float3 frameUp = halfTurnD ? up : up * cosineD + cross(axisD, up) + axisD * (dot(axisD, up) / (1.0 + cosineD));
// The derivative of the Rodrigues form in Td; none on the half-turn branch.
const float cosineRate = dot(forward, tangentRate);
const float3 axisRate = cross(forward, tangentRate);
const float axisSection = dot(axisD, crossSection);
const float3 sectionRate = differentiable && !tangentFallback && !halfTurnD
	? crossSection * cosineRate + cross(axisRate, crossSection)
		+ (axisRate * axisSection + axisD * dot(axisRate, crossSection)) / (1.0 + cosineD)
		- axisD * (axisSection * cosineRate / ((1.0 + cosineD) * (1.0 + cosineD)))
	: float3(0.0, 0.0, 0.0);
</#if>
</#if>
<#else>
// Rotate (section 8.2): the offset's own fetch gives Td; the curve's bending term is dropped.
<#if mode == "rotation-minimizing">
const float3 frameRight = right + 2.0 * cross(frame.xyz, cross(frame.xyz, right) + frame.w * right);
const float3 frameUp = up + 2.0 * cross(frame.xyz, cross(frame.xyz, up) + frame.w * up);
const float3 curveDirection = frameForward;
<#elseif mode == "article">
const float3 frameRight = rightD;
const float3 frameUp = upD;
const float3 curveDirection = tangent;
<#else>
const bool halfTurnD = 1.0 + cosine < 1e-4;
const float3 frameRight = halfTurnD ? 2.0 * dot(right, up) * up - right
	: right * cosine + cross(axis, right) + axis * (dot(axis, right) / (1.0 + cosine));
const float3 frameUp = halfTurnD ? up : up * cosine + cross(axis, up) + axis * (dot(axis, up) / (1.0 + cosine));
const float3 curveDirection = tangent;
</#if>
const float3 sectionRate = float3(0.0, 0.0, 0.0);
</#if>
<#if n.BakedRoll??>
<#assign frameR = "rolledRight", frameU = "rolledUp", rate = "rolledSectionRate">
// Section 10.4: the rolled frame Rot(Td, rho) o R; its columns are perpendicular to Td (two terms of Rodrigues).
const float3 rolledRight = frameRight * rollCos + cross(tangent, frameRight) * rollSin;
const float3 rolledUp = frameUp * rollCos + cross(tangent, frameUp) * rollSin;
<#if normals == "exact">
// R~'(u) = Rot(R'(u)) + dRot(R(u)): the rolled frame's rate (R'(u) is not perpendicular to Td: all of Rodrigues), then
// the roll's own, rho' from the two texels' alphas and T' of section 8.2 (none on step 6's fallback).
const float rollRate = bakedRoll ? (tangentTexel1.w - tangentTexel0.w) * texelsPerLength : 0.0;
const float3 rollTangentRate = tangentFallback ? float3(0.0, 0.0, 0.0) : tangentRate;
const float rollAlong = dot(tangent, rotated);
const float3 rolledSectionRate = differentiable
	? sectionRate * rollCos + cross(tangent, sectionRate) * rollSin + tangent * (dot(tangent, sectionRate) * (1.0 - rollCos))
		+ (cross(tangent, rotated) * rollCos - rotated * rollSin + tangent * (rollAlong * rollSin)) * rollRate
		+ cross(rollTangentRate, rotated) * rollSin
		+ (rollTangentRate * rollAlong + tangent * dot(rollTangentRate, rotated)) * (1.0 - rollCos)
	: float3(0.0, 0.0, 0.0);
<#else>
<#assign rate = "sectionRate">
</#if>
<#else>
<#assign frameR = "frameRight", frameU = "frameUp", rate = "sectionRate">
</#if>
const float3 alongColumn = (curveDirection + ${rate}) * alongRate + (${frameR} * rightPart + ${frameU} * upPart) * (sizeScale * crossRate);
const float3 rightColumn = ${frameR} * (sizeScale * crossScale);
const float3 upColumn = ${frameU} * (sizeScale * crossScale);
// Section 8.8: J = M' F^T with F = (forward, right, up) the rest frame and M' = lerp(M, F, settleWeight) column by
// column (step 9's ease to rest: at weight 1, J = F F^T = I), so J is never built: a direction's rest-frame components go
// through M' (a tangent) or through cof(M') = (right' x up', up' x along', along' x right') (a normal; cof(J) = cof(M') F^T).
float settleWeight = 0.0;
if (settleWindow > 0.0<#if n.ClosedLoop??> && !closedLoop</#if>)
{
	const float settleQ = saturate((progress - 1.0) / settleWindow + 1.0);
	settleWeight = settleQ * settleQ * (3.0 - 2.0 * settleQ);
}
const float3 settledAlong = lerp(alongColumn, forward, settleWeight);
const float3 settledRight = lerp(rightColumn, right, settleWeight);
const float3 settledUp = lerp(upColumn, up, settleWeight);

// Section 8.4: the tangent goes through J, the normal through its cofactor (no division); one evaluation fills both
// (the tangent is the node's additional output); a degenerate one falls back to its rest direction.
const float3 normalComponents = float3(dot(LocalNormal, forward), dot(LocalNormal, right), dot(LocalNormal, up));
const float3 tangentComponents = float3(dot(LocalTangent, forward), dot(LocalTangent, right), dot(LocalTangent, up));
const float3 deformedNormal = cross(settledRight, settledUp) * normalComponents.x
	+ cross(settledUp, settledAlong) * normalComponents.y + cross(settledAlong, settledRight) * normalComponents.z;
const float3 deformedTangent = settledAlong * tangentComponents.x + settledRight * tangentComponents.y
	+ settledUp * tangentComponents.z;
DeformedTangent = dot(deformedTangent, deformedTangent) > 1e-16
	? deformedTangent * rsqrt(max(dot(deformedTangent, deformedTangent), 1e-16)) : LocalTangent;
return dot(deformedNormal, deformedNormal) > 1e-16
	? deformedNormal * rsqrt(max(dot(deformedNormal, deformedNormal), 1e-16)) : LocalNormal;