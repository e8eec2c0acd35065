// ${notice}

#include "${plugin.name()}GoldenFiles.h"

#if WITH_DEV_AUTOMATION_TESTS

#include "HAL/FileManager.h"
#include "Interfaces/IPluginManager.h"
#include "Misc/FileHelper.h"
#include "Misc/Paths.h"
#include "Serialization/JsonReader.h"
#include "Serialization/JsonSerializer.h"

FString ${plugin.name()}Golden::Directory()
{
	const TSharedPtr<IPlugin> Plugin = IPluginManager::Get().FindPlugin(TEXT("${plugin.name()}"));
	return Plugin.IsValid() ? FPaths::Combine(Plugin->GetBaseDir(), TEXT("Resources"), TEXT("Golden")) : FString();
}

TArray<${plugin.name()}Golden::FCase> ${plugin.name()}Golden::Load(const FString& Kernel)
{
	// Parsed once per kernel: GetTests and every RunTest ask again. An empty result is not kept (a missing folder).
	static TMap<FString, TArray<FCase>> Cache;
	if (const TArray<FCase>* Cached = Cache.Find(Kernel))
	{
		return *Cached;
	}
	TArray<FCase> Cases;
	const FString Folder = Directory();
	TArray<FString> Files;
	IFileManager::Get().FindFiles(Files, *FPaths::Combine(Folder, TEXT("*.json")), true, false);
	Files.Sort();
	for (const FString& File : Files)
	{
		FString Text;
		if (!FFileHelper::LoadFileToString(Text, *FPaths::Combine(Folder, File)))
		{
			continue;
		}
		TSharedPtr<FJsonObject> Json;
		const TSharedRef<TJsonReader<>> Reader = TJsonReaderFactory<>::Create(Text);
		if (!FJsonSerializer::Deserialize(Reader, Json) || !Json.IsValid())
		{
			continue;
		}
		if (Json->GetStringField(TEXT("format")) != TEXT("stretchy-golden/1") || Json->GetStringField(TEXT("kernel")) != Kernel)
		{
			continue;
		}
		FCase& Case = Cases.AddDefaulted_GetRef();
		Case.Name = Json->GetStringField(TEXT("name"));
		Case.File = File;
		Case.Json = Json;
	}
	Cases.Sort([](const FCase& A, const FCase& B) { return A.Name < B.Name; });
	if (Cases.Num() > 0)
	{
		Cache.Add(Kernel, Cases);
	}
	return Cases;
}

bool ${plugin.name()}Golden::Find(const FString& Kernel, const FString& Name, FCase& OutCase)
{
	for (const FCase& Case : Load(Kernel))
	{
		if (Case.Name == Name)
		{
			OutCase = Case;
			return true;
		}
	}
	return false;
}

FVector ${plugin.name()}Golden::ReadVector(const TSharedPtr<FJsonValue>& Value)
{
	const TArray<TSharedPtr<FJsonValue>>& Items = Value->AsArray();
	return Items.Num() >= 3 ? FVector(Items[0]->AsNumber(), Items[1]->AsNumber(), Items[2]->AsNumber()) : FVector::ZeroVector;
}

FVector ${plugin.name()}Golden::ReadVectorField(const FJsonObject& Object, const TCHAR* Field)
{
	const TArray<TSharedPtr<FJsonValue>>& Items = Object.GetArrayField(Field);
	return Items.Num() >= 3 ? FVector(Items[0]->AsNumber(), Items[1]->AsNumber(), Items[2]->AsNumber()) : FVector::ZeroVector;
}

TArray<TArray<double>> ${plugin.name()}Golden::ReadRows(const FJsonObject& Object, const TCHAR* Field)
{
	TArray<TArray<double>> Rows;
	for (const TSharedPtr<FJsonValue>& RowValue : Object.GetArrayField(Field))
	{
		TArray<double>& Row = Rows.AddDefaulted_GetRef();
		for (const TSharedPtr<FJsonValue>& Item : RowValue->AsArray())
		{
			Row.Add(Item->AsNumber());
		}
	}
	return Rows;
}

${plugin.name()}Golden::FTolerance ${plugin.name()}Golden::ReadTolerance(const FJsonObject& Case)
{
	const TSharedPtr<FJsonObject> Object = Case.GetObjectField(TEXT("tolerance"));
	FTolerance Tolerance;
	Tolerance.Abs = Object->GetNumberField(TEXT("abs"));
	Tolerance.Rel = Object->GetNumberField(TEXT("rel"));
	return Tolerance;
}

double ${plugin.name()}Golden::CompareRow(FAutomationTestBase& Test, const FString& What, int32 Row,
	const TArray<double>& Actual, const TArray<double>& Expected, const FTolerance& Tolerance, double Scale)
{
	if (Actual.Num() < Expected.Num())
	{
		Test.AddError(FString::Printf(TEXT("%s[%d]: %d components, expected %d"), *What, Row, Actual.Num(), Expected.Num()));
		return TNumericLimits<double>::Max();
	}
	const double Allowed = Tolerance.Allowed(Scale);
	double Worst = 0.0;
	for (int32 Component = 0; Component < Expected.Num(); ++Component)
	{
		const double Error = FMath::Abs(Actual[Component] - Expected[Component]);
		Worst = FMath::Max(Worst, Allowed > 0.0 ? Error / Allowed : Error);
		if (!(Error <= Allowed))
		{
			Test.AddError(FString::Printf(TEXT("%s[%d].%d = %.9g, expected %.9g (error %.3g > allowed %.3g)"),
				*What, Row, Component, Actual[Component], Expected[Component], Error, Allowed));
			return Worst;
		}
	}
	return Worst;
}

double ${plugin.name()}Golden::Norm3(const TArray<double>& Row)
{
	double Sum = 0.0;
	for (int32 Index = 0; Index < FMath::Min(Row.Num(), 3); ++Index)
	{
		Sum += Row[Index] * Row[Index];
	}
	return FMath::Sqrt(Sum);
}

#endif
