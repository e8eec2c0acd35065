<#-- The per-parameter sites of the three.js package, one macro per kind. Each renders a catalogue row (ParameterValues.Value). -->
<#-- A default of SPLINE_DEFAULTS or VELOCITY_DEFAULTS: the TypeScript key and the spec's value. -->
<#macro default v>
  ${v.row().ts()}: ${(v.row().type().word() == "integer")?then(lit.json(v.number()), lit.d(v.number()))},
</#macro>
