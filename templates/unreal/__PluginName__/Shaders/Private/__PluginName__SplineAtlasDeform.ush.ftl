<#-- Expression body of the curve-atlas deformer (deformer-math.md section 9.3), pasted by #include inside the Custom
     node's function like the single-curve one: no functions, ends in return. The steps are the shared partials. -->
<#assign n = atlasContract.names()>
<#assign mode = ue.spline().orientationWord()>
<#import "/partials/unreal/splineDeformSteps.ush.ftlh" as spline>
<#import "/partials/unreal/velocityStretchSteps.ush.ftlh" as velocity>
// ${notice}
// ${plugin.name()} curve-atlas deformer, ${mathVersion} section 9.3 (sections 5 then 1), orientation mode: ${mode}, ${ue.velocity().dimensions()}D squash.
// Expression body of the Custom node in ${plugin.splineAtlasDeformFunction()} (instanced meshes): its inputs are the
// SplineAtlasDeform contract (Docs/ParameterContract.md); the per-instance ones come from PerInstanceCustomData
// (section 9.2). Returns the local-space offset: the instance's squash plus the spline deform of the squashed vertex.
// Locals: see ${plugin.splineDeformShader()} and ${plugin.velocityStretchShader()}; here also
//   atlasRow, atlasRowCount  r, M (section 9.1)    squashOffset  oV = x' - x (section 9.3 step 1)

// 8.1: the row, rounded to the nearest integer and clamped to the atlas; read at its texel centre.
const float atlasRowCount = max(floor(${n.AtlasRowCount} + 0.5), 1.0);
const float atlasRow = clamp(floor(${n.AtlasRow} + 0.5), 0.0, atlasRowCount - 1.0);

// 9.3 step 1: velocity squash of the rest vertex (section 5; sPerp derived from sPar, section 9.2).
float3 squashOffset;
{
<@velocity.velocitySteps n=n dimensions=ue.velocity().dimensions() vertex=n.LocalPosition perpScale=(ue.velocity().dimensions() == 2)?then("1.0 / stretch", "rsqrt(stretch)")/>
	squashOffset = moved - ${n.LocalPosition};
}
const float3 squashed = ${n.LocalPosition} + squashOffset;

// 8.3 step 2: section 1 on the squashed vertex, textures read from the instance's row.
<@spline.splineSteps n=n orientation=mode vertex="squashed" positionTexture=n.PositionAtlas tangentTexture=n.TangentAtlas rowV="(atlasRow + 0.5) / atlasRowCount" rowLoop=true/>
<@spline.splineOffset n=n vertex="squashed" atlas=true/>
