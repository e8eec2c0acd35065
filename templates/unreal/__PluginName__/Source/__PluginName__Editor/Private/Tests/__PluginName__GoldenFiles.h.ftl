// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Dom/JsonObject.h"
#include "Misc/AutomationTest.h"
#include "${ue.versionHeader()}.h"

#if WITH_DEV_AUTOMATION_TESTS

// Explicit context and one filter compile on every supported engine; from 5.5 the flags are an enum class.
#if ${ue.versionMacro()}(5, 5)
inline constexpr EAutomationTestFlags ${ue.testFlags()}_VALUE = EAutomationTestFlags::EditorContext | EAutomationTestFlags::EngineFilter;
#else
inline constexpr int32 ${ue.testFlags()}_VALUE = EAutomationTestFlags::EditorContext | EAutomationTestFlags::EngineFilter;
#endif
#define ${ue.testFlags()} ${ue.testFlags()}_VALUE

/**
 * The golden vectors shipped in Resources/Golden (format stretchy-golden/1, written by the project's reference
 * implementation). A component passes when |actual - expected| <= abs + rel * scale, the scale chosen per output.
 */
namespace ${plugin.name()}Golden
{
	/** One golden file: its case name and parsed JSON. */
	struct FCase
	{
		FString Name;
		FString File;
		TSharedPtr<FJsonObject> Json;
	};

	/** Every golden case of a kernel (SplineBake, VelocityController, ...), sorted by name. */
	TArray<FCase> Load(const FString& Kernel);

	/** The case named Name, if any. */
	bool Find(const FString& Kernel, const FString& Name, FCase& OutCase);

	/** Absolute folder of the golden files. */
	FString Directory();

	FVector ReadVector(const TSharedPtr<FJsonValue>& Value);
	FVector ReadVectorField(const FJsonObject& Object, const TCHAR* Field);
	TArray<TArray<double>> ReadRows(const FJsonObject& Object, const TCHAR* Field);

	/** The case's tolerance. */
	struct FTolerance
	{
		double Abs = 0.0;
		double Rel = 0.0;

		double Allowed(double Scale) const { return Abs + Rel * Scale; }
	};

	FTolerance ReadTolerance(const FJsonObject& Case);

	/**
	 * Compares Actual with Expected component by component; reports the first component out of tolerance as a test
	 * error naming What and the row, and returns the worst error relative to what was allowed.
	 */
	double CompareRow(FAutomationTestBase& Test, const FString& What, int32 Row, const TArray<double>& Actual,
		const TArray<double>& Expected, const FTolerance& Tolerance, double Scale);

	/** Euclidean norm of the first three components of Row. */
	double Norm3(const TArray<double>& Row);
}

#endif
