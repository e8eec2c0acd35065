<#-- The per-parameter sites of the three.js package, one macro per kind. Each renders a catalogue row (ParameterValues.Value):
     its TypeScript key, its setting's sentence and the spec's value. -->
<#function tsType v>
<#switch v.kind()>
<#case "number"><#case "integer"><#return "number">
<#case "flag"><#return "boolean">
<#case "vector"><#return "Vec3">
<#default><#stop "${v.qualified()}: no TypeScript type for a ${v.kind()}">
</#switch>
</#function>
<#-- A member of a defaults interface (SplineDeformDefaults): the sentence as its comment, the kind's type. -->
<#macro member v>
  /** ${lit.comment(v.sentence())}<#if v.kind() == "vector"> In three.js's frame (the spec's axes relabelled).</#if> */
  ${v.row().ts()}: ${tsType(v)};
</#macro>
<#-- A default of SPLINE_DEFAULTS: the TypeScript key and the spec's value (a vector in three.js's frame). -->
<#macro default v>
<#switch v.kind()>
<#case "integer">
  ${v.row().ts()}: ${lit.json(v.number())},
<#break>
<#case "number">
  ${v.row().ts()}: ${lit.d(v.number())},
<#break>
<#case "flag">
  ${v.row().ts()}: ${v.flag()?c},
<#break>
<#case "vector">
  ${v.row().ts()}: [<#list three.frame(v.vector()) as c>${lit.d(c)}<#sep>, </#sep></#list>],
<#break>
<#default>
<#stop "${v.qualified()}: no TypeScript default for a ${v.kind()}">
</#switch>
</#macro>
<#-- A section's members (ParameterValues.at: one spec record's parameters, in spec order). -->
<#macro members values><#list values as v><@member v=v/></#list></#macro>
<#-- A section's defaults. -->
<#macro defaults values><#list values as v><@default v=v/></#list></#macro>
