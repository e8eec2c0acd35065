// ${notice}

#pragma once

#include "CoreMinimal.h"
#include "Modules/ModuleInterface.h"

/**
 * Registers the virtual shader directory ${plugin.shaderVirtualDir()} -> <Plugin>/Shaders so that material Custom
 * nodes can include "${plugin.shaderVirtualDir()}/Private/${plugin.splineDeformShader()}". Must load at PostConfigInit,
 * before any material is compiled.
 */
class F${plugin.shadersModule()}Module : public IModuleInterface
{
public:
	virtual void StartupModule() override;
	virtual void ShutdownModule() override;
};
