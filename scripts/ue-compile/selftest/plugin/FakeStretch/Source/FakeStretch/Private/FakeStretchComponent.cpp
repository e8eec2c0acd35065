// Self-test: clean code; every symbol it uses is exported by a linked module (MinimalAPI class, class with
// ENGINE_API, exported functions) or defined here.
#include "FakeStretchComponent.h"
#include "ExportedThing.h"
#include "OldApi.h"
#include "WidgetHandle.h"
#include "WidgetData.h"
#include "WholeExported.h"

float UFakeStretchComponent::Stretch(float Amount) const
{
	UClass* Exported = UExportedThing::StaticClass();
	UClass* Whole = UWholeExported::StaticClass();
	const FWidgetData* Data = FindWidgetData(1);
	const float Width = Data ? float(Data->Width) : 0.0f;
	return Exported && Whole ? ComputeScaleV2(Amount * Scale + Width) : FSelftestCore::Clamp01(Amount);
}
