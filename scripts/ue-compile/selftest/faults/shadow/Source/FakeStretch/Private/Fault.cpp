// Planted fault: a local that shadows a member (UBT: ShadowVariableWarningLevel = Error).
#include "FakeStretchComponent.h"

struct FFaultShadow
{
	float Scale = 1.0f;
	float Twice() const
	{
		float Scale = this->Scale * 2.0f;
		return Scale;
	}
};

float FaultShadow()
{
	return FFaultShadow().Twice();
}
