// ${notice}

#include "${plugin.name()}GoldenFiles.h"

#if WITH_DEV_AUTOMATION_TESTS

#include "${ue.velocityComponentFile()}.h"
#include "${ue.mathFile()}.h"

/**
 * ${plugin.name()}.Velocity.<case>: every VelocityController golden series run through the math core the component
 * uses, frame by frame, compared with the reference's axis, scales and pivot. The series carry their own units; the
 * controller is unit-agnostic (the component feeds it m/s, see ${ue.velocityComponent()}::ToMetresPerSecond).
 */
IMPLEMENT_COMPLEX_AUTOMATION_TEST(F${plugin.name()}VelocityTest, "${ue.testPrefix()}.Velocity", ${ue.testFlags()})

void F${plugin.name()}VelocityTest::GetTests(TArray<FString>& OutBeautifiedNames, TArray<FString>& OutTestCommands) const
{
	for (const ${plugin.name()}Golden::FCase& Case : ${plugin.name()}Golden::Load(TEXT("VelocityController")))
	{
		OutBeautifiedNames.Add(Case.Name);
		OutTestCommands.Add(Case.Name);
	}
}

bool F${plugin.name()}VelocityTest::RunTest(const FString& Parameters)
{
	${plugin.name()}Golden::FCase Case;
	if (!${plugin.name()}Golden::Find(TEXT("VelocityController"), Parameters, Case))
	{
		AddError(FString::Printf(TEXT("no VelocityController case %s in %s"), *Parameters, *${plugin.name()}Golden::Directory()));
		return false;
	}
	const FJsonObject& Json = *Case.Json;
	const FJsonObject& Inputs = *Json.GetObjectField(TEXT("inputs"));
	const FJsonObject& Constants = *Inputs.GetObjectField(TEXT("constants"));
	const ${plugin.name()}Golden::FTolerance Tolerance = ${plugin.name()}Golden::ReadTolerance(Json);

	${ue.mathStruct()}VelocitySettings Settings;
<#list controller.parameters() as c>
<#switch c.kind()>
<#case "number">
	Settings.${c.cpp()} = Constants.GetNumberField(TEXT("${c.golden()}"));
<#break>
<#case "word">
	Settings.${c.cpp()} = Constants.GetStringField(TEXT("${c.golden()}")) == TEXT("${c.flagWord()}");
<#break>
<#case "integer">
	Settings.${c.cpp()} = static_cast<int32>(${c.atCaseTop()?then("Json", "Constants")}.GetNumberField(TEXT("${c.golden()}"))) == ${c.flagWord()};
<#break>
<#default>
	Settings.${c.cpp()} = ${plugin.name()}Golden::ReadVectorField(Constants, TEXT("${c.golden()}"));
</#switch>
</#list>

	const TArray<TSharedPtr<FJsonValue>>& Frames = Inputs.GetArrayField(TEXT("frames"));
	const TArray<TSharedPtr<FJsonValue>>& Expected = Json.GetArrayField(TEXT("expected"));
	if (!TestEqual(TEXT("one expected output per frame"), Expected.Num(), Frames.Num()))
	{
		return false;
	}
	${ue.mathStruct()}VelocityState State;
	for (int32 Index = 0; Index < Frames.Num(); ++Index)
	{
		const FJsonObject& Frame = *Frames[Index]->AsObject();
		const FJsonObject& Want = *Expected[Index]->AsObject();
		${ue.mathStruct()}Contact Contact;
		const bool bContact = Frame.HasField(TEXT("contact"));
		if (bContact)
		{
			const FJsonObject& ContactJson = *Frame.GetObjectField(TEXT("contact"));
			Contact.Normal = ${plugin.name()}Golden::ReadVectorField(ContactJson, TEXT("normal"));
			Contact.Point = ${plugin.name()}Golden::ReadVectorField(ContactJson, TEXT("point"));
		}
		const ${ue.mathStruct()}VelocityOutput Out = ${ue.mathStruct()}::StepVelocity(Settings, State, Frame.GetNumberField(TEXT("dt")),
			${plugin.name()}Golden::ReadVectorField(Frame, TEXT("velocity")), ${plugin.name()}Golden::ReadVectorField(Frame, TEXT("position")),
			bContact ? &Contact : nullptr);

<#list controller.outputs() as o>
<#if o.vector()>
		const FVector ${o.cpp()} = ${plugin.name()}Golden::ReadVectorField(Want, TEXT("${o.golden()}"));
</#if>
</#list>
<#list controller.outputs() as o>
<#if !o.vector()>
		${plugin.name()}Golden::CompareRow(*this, TEXT("${o.golden()}"), Index, { Out.${o.cpp()} }, { Want.GetNumberField(TEXT("${o.golden()}")) }, Tolerance, 1.0);
<#elseif o.relative()>
		${plugin.name()}Golden::CompareRow(*this, TEXT("${o.golden()}"), Index, { Out.${o.cpp()}.X, Out.${o.cpp()}.Y, Out.${o.cpp()}.Z }, { ${o.cpp()}.X, ${o.cpp()}.Y, ${o.cpp()}.Z },
			Tolerance, ${o.cpp()}.Size());
<#else>
		${plugin.name()}Golden::CompareRow(*this, TEXT("${o.golden()}"), Index, { Out.${o.cpp()}.X, Out.${o.cpp()}.Y, Out.${o.cpp()}.Z }, { ${o.cpp()}.X, ${o.cpp()}.Y, ${o.cpp()}.Z }, Tolerance, 1.0);
</#if>
</#list>
		TestTrue(FString::Printf(TEXT("frame %d: product of the three scales is 1"), Index),
			FMath::IsNearlyEqual(Out.ParallelScale * Out.PerpScale * Out.NormalScale, 1.0, 1e-9));
	}
	return !HasAnyErrors();
}

/** ${plugin.name()}.Velocity.Units: the component's one conversion takes Unreal's cm/s to the spec's m/s. */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}VelocityUnitsTest, "${ue.testPrefix()}.Velocity.Units", ${ue.testFlags()})

bool F${plugin.name()}VelocityUnitsTest::RunTest(const FString& Parameters)
{
	const FVector MetresPerSecond = ${ue.velocityComponent()}::ToMetresPerSecond(FVector(250.0, 0.0, -100.0));
	return TestTrue(TEXT("250 cm/s is 2.5 m/s"), MetresPerSecond.Equals(FVector(2.5, 0.0, -1.0), 1e-12));
}

#endif
