<#-- The contract as a reader sees it; same model as the shaders, the material functions and the components. -->
# ${lit.markdown(plugin.friendlyName())} — parameter contract

${notice}

Math: `${mathVersion}`. Every material parameter carries the prefix `${splineContract.prefix()}`.
Animated inputs also exist as `Prev` parameters; the material function feeds them into a second copy of the same
Custom node behind a previous-frame switch, so motion vectors follow the deformation.

<#list [splineContract, velocityContract] as c>
## ${c.kernel()}

Shader: `${plugin.shaderVirtualDir()}/Private/<#if c.kernel() == "SplineDeform">${plugin.splineDeformShader()}<#else>${plugin.velocityStretchShader()}</#if>`,
material function `<#if c.kernel() == "SplineDeform">${plugin.splineDeformFunction()}<#else>${plugin.velocityStretchFunction()}</#if>`.
Custom node inputs, in this order:

| # | input | type | material parameter | previous frame | meaning | sanitised as |
|---|---|---|---|---|---|---|
<#list c.inputs() as i>
| ${i?index} | `${i.inputName()}` | ${i.kindWord()} | <#if i.isParameter()>`${i.parameterName()}`<#else>vertex local position</#if> | <#if i.animated()>`${i.prevParameterName()}`<#else>same</#if> | ${i.meaning()} | `${i.sanitisedAs()}` |
</#list>

</#list>

## Normals (math spec section 8)

Each function also has a normal node: the shader beside the offset's (`…Normal.ush`). Its inputs are the table's, in
the same order (current frame), then `${ue.editor().normalInput()}` and `${ue.editor().tangentInput()}` (float3: the vertex's rest normal and
tangent, local space): one evaluation returns the deformed unit normal and fills the additional output
`${ue.editor().deformedTangentOutput()}` (float3), both local space. Spline normals mode: `${ue.spline().normalsWord()}`<#if !ue.editor().normals()> (the spline function wires no normal nodes)</#if>.
Function input `NormalMap` (optional tangent-space normal, applied through the deformed basis); outputs `Normal`
(tangent space, for the material's Normal with Tangent Space Normal on) and `NormalWS` (world space, with it off).
