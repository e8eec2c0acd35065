// ${notice}
// Stretchy curve-atlas deformer, ${mathVersion} section 9.3, in GLSL ES 3.00 (WebGL2; also valid Vulkan GLSL 450):
// many travellers on one instanced mesh, each curve one row of the atlas textures. It includes splineDeform.glsl and
// velocityStretch.glsl (so it replaces them in a shader, never joins them) and adds no math of its own: the squash of
// section 5 on the rest vertex, then section 1 on the instance's row. Functions only; the host reads the 16
// per-instance floats of section 9.2 from four vec4 instanced attributes and passes one frame's values:
<#list instanceLayout.floats()?chunk(instanceLayout.groupSize()) as group>
//   ${instanceLayout.attributes()[group?index]} = (<#list group as f>${f}<#sep>, </#sep></#list>)
</#list>
#include "splineDeform.glsl"

#include "velocityStretch.glsl"

// Section 8.1's row r from the stored float: rounded to the nearest integer, clamped to the atlas.
int stretchyAtlasRow(float AtlasRow, float AtlasRowCount) {
  int rows = max(int(floor(AtlasRowCount + 0.5)), 1);
  return clamp(int(floor(AtlasRow + 0.5)), 0, rows - 1);
}

// The parameters are the SplineAtlasDeform contract's inputs, in its order, without the prefix (section 10's
// ClosedLoop, BakedRoll per atlas, StretchMask per vertex among them).
vec3 stretchySplineAtlasDeform(
<#list atlasContract.inputs() as inp>
    ${inp.kind().glsl()} ${inp.base()}<#sep>,</#sep>
</#list>
) {
  // 9.3 step 1: the squash of the rest vertex; sPerp is derived from sPar (section 9.2).
  float stretch = max(VelocityStretch, 0.01);
  vec3 squashOffset = stretchyVelocityStretch(<#list velocityContract.inputs() as inp><#if inp.base() == "VelocityPerpScale"><#if three.dimensions() == 2>1.0 / stretch<#else>inversesqrt(stretch)</#if><#elseif inp.base() == "VelocityStretch">stretch<#else>${inp.base()}</#if><#sep>, </#sep></#list>);
  // 10.5: a negative SplineLength marks the instance's row a closed loop, travelled round; its length is |SplineLength|.
  float rowLength = abs(SplineLength);
  float rowLoop = (ClosedLoop >= 0.5 || SplineLength < 0.0) ? 1.0 : 0.0;
  // 9.3 step 2: section 1 on the squashed vertex, the textures read from the instance's row.
  vec3 squashed = LocalPosition + squashOffset;
  return squashOffset + stretchySplineDeformRow(<#list splineContract.inputs() as inp><#if inp.base() == "LocalPosition">squashed<#elseif inp.base() == "PositionTexture">PositionAtlas<#elseif inp.base() == "TangentTexture">TangentAtlas<#elseif inp.base() == "SplineLength">rowLength<#elseif inp.base() == "ClosedLoop">rowLoop<#else>${inp.base()}</#if>, </#list>stretchyAtlasRow(AtlasRow, AtlasRowCount));
}
