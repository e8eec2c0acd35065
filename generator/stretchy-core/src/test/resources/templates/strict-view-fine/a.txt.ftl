${plugin.name()} ${plugin.name} ${ue.velocity().mode()} ${controller.parameter("k").cpp()}
