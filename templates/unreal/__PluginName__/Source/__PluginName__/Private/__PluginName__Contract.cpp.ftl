// ${notice}

#include "${ue.contractFile()}.h"

#include "Engine/Texture2D.h"
#include "Materials/MaterialInstanceDynamic.h"

<#-- vectors travel as FLinearColor -->
<#function argument p from>
<#if p.kind() == "vector"><#return "FLinearColor(" + from + "." + p.field() + ")"></#if>
<#return from + "." + p.field()>
</#function>
<#macro push pushes>
<#list pushes as p>
	static const FName ${p.field()}Name(TEXT("${p.parameter()}"));
<#if p.animated()>
	static const FName Prev${p.field()}Name(TEXT("${p.prevParameter()}"));
</#if>
</#list>
<#list pushes as p>
	Material.${p.setter()}(${p.field()}Name, ${argument(p, "Current")});
<#if p.animated()>
	Material.${p.setter()}(Prev${p.field()}Name, ${argument(p, "Previous")});
</#if>
</#list>
</#macro>
<#macro names pushes>
	TArray<FName> Names;
<#list pushes as p>
	Names.Add(FName(TEXT("${p.parameter()}")));
<#if p.animated()>
	Names.Add(FName(TEXT("${p.prevParameter()}")));
</#if>
</#list>
	return Names;
</#macro>
void ${ue.contractFile()}::PushSplineDeform(UMaterialInstanceDynamic& Material, const ${ue.splineInputsStruct()}& Current,
	const ${ue.splineInputsStruct()}& Previous)
{
<@push ue.spline().pushes()/>
}

void ${ue.contractFile()}::PushVelocityStretch(UMaterialInstanceDynamic& Material, const ${ue.velocityInputsStruct()}& Current,
	const ${ue.velocityInputsStruct()}& Previous)
{
<@push ue.velocity().pushes()/>
}

TArray<FName> ${ue.contractFile()}::SplineDeformParameterNames()
{
<@names ue.spline().pushes()/>
}

TArray<FName> ${ue.contractFile()}::VelocityStretchParameterNames()
{
<@names ue.velocity().pushes()/>
}
