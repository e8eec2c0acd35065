// ${notice}

#include "${plugin.name()}GoldenFiles.h"

#if WITH_DEV_AUTOMATION_TESTS

#include "Dom/JsonObject.h"
#include "Interfaces/IPluginManager.h"
#include "Misc/FileHelper.h"
#include "Misc/Paths.h"
#include "Serialization/JsonReader.h"
#include "Serialization/JsonSerializer.h"
#include "${ue.contractFile()}.h"
#include "${plugin.name()}MaterialFunctions.h"
#include "Materials/MaterialExpressionTransformPosition.h"
#include "Materials/MaterialFunction.h"
#include "Templates/UniquePtr.h"
#include "UObject/Package.h"
#include "UObject/UnrealType.h"

namespace
{
	/** Material parameter names of one kernel in Docs/ParameterContract.json, current and previous. */
	TArray<FName> DocumentedNames(const FString& Kernel)
	{
		TArray<FName> Names;
		const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
		FString Text;
		if (!Plugin.IsValid() || !FFileHelper::LoadFileToString(Text, *FPaths::Combine(Plugin->GetBaseDir(), TEXT("Docs"), TEXT("ParameterContract.json"))))
		{
			return Names;
		}
		TSharedPtr<FJsonObject> Json;
		const TSharedRef<TJsonReader<>> Reader = TJsonReaderFactory<>::Create(Text);
		if (!FJsonSerializer::Deserialize(Reader, Json) || !Json.IsValid())
		{
			return Names;
		}
		for (const TSharedPtr<FJsonValue>& KernelValue : Json->GetArrayField(TEXT("kernels")))
		{
			const TSharedPtr<FJsonObject> KernelJson = KernelValue->AsObject();
			if (KernelJson->GetStringField(TEXT("kernel")) != Kernel)
			{
				continue;
			}
			for (const TSharedPtr<FJsonValue>& InputValue : KernelJson->GetArrayField(TEXT("inputs")))
			{
				const TSharedPtr<FJsonObject> Input = InputValue->AsObject();
				if (Input->GetStringField(TEXT("source")) != TEXT("parameter"))
				{
					continue;
				}
				Names.Add(FName(*Input->GetStringField(TEXT("parameter"))));
				if (!Input->GetStringField(TEXT("previous")).IsEmpty())
				{
					Names.Add(FName(*Input->GetStringField(TEXT("previous"))));
				}
			}
		}
		return Names;
	}

	void CompareNames(FAutomationTestBase& Test, const FString& What, const TArray<FName>& Actual, const TArray<FName>& Expected)
	{
		for (const FName& Name : Expected)
		{
			Test.TestTrue(FString::Printf(TEXT("%s has %s"), *What, *Name.ToString()), Actual.Contains(Name));
		}
		for (const FName& Name : Actual)
		{
			Test.TestTrue(FString::Printf(TEXT("%s: %s is in the contract"), *What, *Name.ToString()), Expected.Contains(Name));
		}
	}
}

/** ${plugin.name()}.Contract.SplineDeform: the component pushes and the material function exposes exactly the documented parameters. */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}ContractSplineDeformTest, "${ue.testPrefix()}.Contract.SplineDeform", ${ue.testFlags()})

bool F${plugin.name()}ContractSplineDeformTest::RunTest(const FString& Parameters)
{
	const TArray<FName> Documented = DocumentedNames(TEXT("SplineDeform"));
	TestTrue(TEXT("Docs/ParameterContract.json lists SplineDeform"), Documented.Num() > 0);
	CompareNames(*this, TEXT("pushed by ${ue.splineComponent()}"), ${ue.contractFile()}::SplineDeformParameterNames(), Documented);
	CompareNames(*this, TEXT("exposed by ${plugin.splineDeformFunction()}"),
		${ue.editor().functions()}::ExposedParameterNames(E${plugin.name()}Deformer::SplineDeform), Documented);
	const FString Code = ${ue.editor().functions()}::CustomNodeCode(E${plugin.name()}Deformer::SplineDeform);
	TestTrue(TEXT("Custom node Code includes the shader"), Code.Contains(TEXT("#include \"${ue.editor().splineShaderPath()}\"")));
	TestTrue(TEXT("Custom node Code contains return (translator rule)"), Code.Contains(TEXT("return")));
	return !HasAnyErrors();
}

/** ${plugin.name()}.Contract.VelocityStretch: the same for the velocity deformer. */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}ContractVelocityStretchTest, "${ue.testPrefix()}.Contract.VelocityStretch", ${ue.testFlags()})

bool F${plugin.name()}ContractVelocityStretchTest::RunTest(const FString& Parameters)
{
	const TArray<FName> Documented = DocumentedNames(TEXT("VelocityStretch"));
	TestTrue(TEXT("Docs/ParameterContract.json lists VelocityStretch"), Documented.Num() > 0);
	CompareNames(*this, TEXT("pushed by ${ue.velocityComponent()}"), ${ue.contractFile()}::VelocityStretchParameterNames(), Documented);
	CompareNames(*this, TEXT("exposed by ${plugin.velocityStretchFunction()}"),
		${ue.editor().functions()}::ExposedParameterNames(E${plugin.name()}Deformer::VelocityStretch), Documented);
	const FString Code = ${ue.editor().functions()}::CustomNodeCode(E${plugin.name()}Deformer::VelocityStretch);
	TestTrue(TEXT("Custom node Code includes the shader"), Code.Contains(TEXT("#include \"${ue.editor().velocityShaderPath()}\"")));
	TestTrue(TEXT("Custom node Code contains return (translator rule)"), Code.Contains(TEXT("return")));
	return !HasAnyErrors();
}

/** ${plugin.name()}.Contract.ShaderFiles: every .ush a generated Custom node includes ships with the plugin. */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}ContractShaderFilesTest, "${ue.testPrefix()}.Contract.ShaderFiles", ${ue.testFlags()})

bool F${plugin.name()}ContractShaderFilesTest::RunTest(const FString& Parameters)
{
	const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
	if (!TestTrue(TEXT("plugin found"), Plugin.IsValid()))
	{
		return false;
	}
	const FString Include = TEXT("#include \"${plugin.shaderVirtualDir()}/");
	for (const E${plugin.name()}Deformer Deformer : { E${plugin.name()}Deformer::SplineDeform, E${plugin.name()}Deformer::VelocityStretch, E${plugin.name()}Deformer::SplineAtlasDeform })
	{
		for (const TCHAR* Code : { F${plugin.name()}EditorCore::DeformerCode(Deformer), F${plugin.name()}EditorCore::NormalCode(Deformer) })
		{
			if (Code == nullptr)
			{
				continue;
			}
			const FString Text(Code);
			const int32 Start = Text.Find(Include);
			if (!TestTrue(FString::Printf(TEXT("%s includes a plugin shader"), *${ue.editor().functions()}::PackageName(Deformer)), Start != INDEX_NONE))
			{
				continue;
			}
			const FString Rest = Text.RightChop(Start + Include.Len());
			const FString File = FPaths::Combine(Plugin->GetBaseDir(), TEXT("Shaders"), Rest.Left(Rest.Find(TEXT("\""))));
			TestTrue(FString::Printf(TEXT("%s present"), *File), FPaths::FileExists(File));
		}
	}
	return !HasAnyErrors();
}

/**
 * ${plugin.name()}.Contract.FunctionGraphs: each deformer's graph value instantiates in a transient function, one
 * expression per node (the per-instance custom data classes, not exported, found by name), with the spaces and the
 * custom data indices the value names.
 */
IMPLEMENT_SIMPLE_AUTOMATION_TEST(F${plugin.name()}ContractFunctionGraphsTest, "${ue.testPrefix()}.Contract.FunctionGraphs", ${ue.testFlags()})

bool F${plugin.name()}ContractFunctionGraphsTest::RunTest(const FString& Parameters)
{
	for (const E${plugin.name()}Deformer Deformer : { E${plugin.name()}Deformer::SplineDeform, E${plugin.name()}Deformer::VelocityStretch, E${plugin.name()}Deformer::SplineAtlasDeform })
	{
		TUniquePtr<F${plugin.name()}FunctionGraph> Graph = MakeUnique<F${plugin.name()}FunctionGraph>();
		F${plugin.name()}EditorCore::DescribeFunction(Deformer, *Graph);
		UMaterialFunction* Function = NewObject<UMaterialFunction>(GetTransientPackage(), NAME_None, RF_Transient);
		FString Error;
		if (!TestTrue(FString::Printf(TEXT("%s instantiates: %s"), Graph->AssetName, *Error), ${ue.editor().functions()}::BuildGraphInto(Deformer, *Function, Error)))
		{
			continue;
		}
		TestEqual(FString::Printf(TEXT("%s expressions"), Graph->AssetName), Function->GetExpressions().Num(), Graph->NodeCount);
		int32 Index = 0;
		for (UMaterialExpression* Expression : Function->GetExpressions())
		{
			const F${plugin.name()}GraphNode& Node = Graph->Nodes[FMath::Min(Index++, Graph->NodeCount - 1)];
			if (Node.Kind == E${plugin.name()}GraphNodeKind::PerInstanceCustomData || Node.Kind == E${plugin.name()}GraphNodeKind::PerInstanceCustomData3Vector)
			{
				const FNumericProperty* DataIndex = FindFProperty<FNumericProperty>(Expression->GetClass(), TEXT("DataIndex"));
				TestTrue(TEXT("per-instance node class found by name"), Expression->GetClass()->GetName().StartsWith(TEXT("MaterialExpressionPerInstanceCustomData")));
				TestTrue(TEXT("DataIndex set"), DataIndex != nullptr
					&& DataIndex->GetSignedIntPropertyValue(DataIndex->ContainerPtrToValuePtr<void>(Expression)) == Node.DataIndex);
			}
			if (const UMaterialExpressionTransformPosition* Position = Cast<UMaterialExpressionTransformPosition>(Expression))
			{
				TestTrue(TEXT("vertex read in the instance's space exactly for instanced graphs"),
					(Position->TransformType == TRANSFORMPOSSOURCE_Instance) == Graph->bInstanced);
			}
		}
	}
	return !HasAnyErrors();
}

#endif
