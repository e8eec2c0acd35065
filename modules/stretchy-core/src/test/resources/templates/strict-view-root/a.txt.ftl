${spec.plugin().name()}
