// Planted fault: RenderBits.h compiles (Engine lists RenderBits as a public dependency) but FakeStretch does not
// link RenderBits, so its exported function is unresolved.
#include "RenderBits.h"

void FaultNotLinked()
{
	FlushRenderBits();
}
