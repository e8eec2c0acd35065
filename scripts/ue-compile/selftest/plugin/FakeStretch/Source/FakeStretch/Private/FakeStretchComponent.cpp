// Self-test: clean code; every symbol it uses is exported by a linked module or defined here.
#include "FakeStretchComponent.h"
#include "ExportedThing.h"
#include "OldApi.h"
#include "WidgetHandle.h"
#include "WidgetData.h"

float UFakeStretchComponent::Stretch(float Amount) const
{
	UClass* Exported = UExportedThing::StaticClass();
	const FWidgetData* Data = FindWidgetData(1);
	const float Width = Data ? float(Data->Width) : 0.0f;
	return Exported ? ComputeScaleV2(Amount * Scale + Width) : FSelftestCore::Clamp01(Amount);
}
