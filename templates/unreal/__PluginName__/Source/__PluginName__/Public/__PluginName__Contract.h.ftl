// ${notice}

#pragma once

#include "CoreMinimal.h"

class UMaterialInstanceDynamic;
class UTexture2D;

/**
 * One frame of the SplineDeform parameter contract (Docs/ParameterContract.md), fields named as in the math spec.
 * Texture pointers do not own: the component keeps the textures alive in UPROPERTYs.
 */
<#function cppDefault p>
<#local d = p.defaults()>
<#if p.kind() == "scalar"><#return lit.f(d[0])></#if>
<#if p.kind() == "vector"><#return "FVector(" + lit.d(d[0]) + ", " + lit.d(d[1]) + ", " + lit.d(d[2]) + ")"></#if>
<#return "nullptr">
</#function>
struct ${plugin.apiMacro()} ${ue.splineInputsStruct()}
{
<#list ue.spline().pushes() as p>
	/** ${p.meaning()} */
	${p.cppType()} ${p.field()} = ${cppDefault(p)};

</#list>
};

/** One frame of the VelocityStretch parameter contract (Docs/ParameterContract.md), fields named as in the math spec. */
struct ${plugin.apiMacro()} ${ue.velocityInputsStruct()}
{
<#list ue.velocity().pushes() as p>
	/** ${p.meaning()} */
	${p.cppType()} ${p.field()} = ${cppDefault(p)};

</#list>
};

/** Pushes the contract to dynamic material instances; the only code that spells the material parameter names. */
namespace ${ue.contractFile()}
{
	/** Sets every SplineDeform parameter from Current, and every animated one's previous-frame twin from Previous. */
	${plugin.apiMacro()} void PushSplineDeform(UMaterialInstanceDynamic& Material, const ${ue.splineInputsStruct()}& Current,
		const ${ue.splineInputsStruct()}& Previous);

	/** Sets every VelocityStretch parameter from Current, and every animated one's previous-frame twin from Previous. */
	${plugin.apiMacro()} void PushVelocityStretch(UMaterialInstanceDynamic& Material, const ${ue.velocityInputsStruct()}& Current,
		const ${ue.velocityInputsStruct()}& Previous);

	/** Every material parameter PushSplineDeform sets, in contract order (previous-frame twins after their input). */
	${plugin.apiMacro()} TArray<FName> SplineDeformParameterNames();

	/** Every material parameter PushVelocityStretch sets, in contract order (previous-frame twins after their input). */
	${plugin.apiMacro()} TArray<FName> VelocityStretchParameterNames();
}
