{
  "format": "stretchy-contract/1",
  "math": "${mathVersion}",
  "plugin": "${plugin.name()}",
  "prefix": "${lit.jsonString(splineContract.prefix())}",
  "kernels": [
<#list [splineContract, velocityContract] as c>
    {
      "kernel": "${c.kernel()}",
      "shader": "${plugin.shaderVirtualDir()}/Private/<#if c.kernel() == "SplineDeform">${plugin.splineDeformShader()}<#else>${plugin.velocityStretchShader()}</#if>",
      "materialFunction": "<#if c.kernel() == "SplineDeform">${plugin.splineDeformFunction()}<#else>${plugin.velocityStretchFunction()}</#if>",
      "inputs": [
<#list c.inputs() as i>
        {
          "name": "${i.base()}",
          "input": "${lit.jsonString(i.inputName())}",
          "type": "${i.kindWord()}",
          "source": "<#if i.isParameter()>parameter<#else>vertex</#if>",
          "parameter": "${lit.jsonString(i.parameterName())}",
          "previous": "${lit.jsonString(i.prevParameterName())}",
          "animated": ${i.animated()?c},
          "default": [<#list i.defaultValue() as v>${lit.json(v)}<#sep>, </#sep></#list>],
          "meaning": "${lit.jsonString(i.meaning())}",
          "sanitisedAs": "${lit.jsonString(i.sanitisedAs())}"
        }<#sep>,</#sep>
</#list>
      ]
    }<#sep>,</#sep>
</#list>
  ]
}
