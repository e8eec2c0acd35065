${plugin.name()} ${plugin.name} ${ue.velocity().k()} ${controller.parameter("k").cpp()}
