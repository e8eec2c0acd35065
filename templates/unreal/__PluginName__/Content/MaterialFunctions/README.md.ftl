# Material functions

`${plugin.splineDeformFunction()}`, `${plugin.velocityStretchFunction()}` and `${plugin.splineAtlasDeformFunction()}` are built
here by the editor module (Tools > ${lit.markdown(plugin.friendlyName())} > Build ${lit.markdown(plugin.friendlyName())} Material Functions, or the
commandlet `-run=${ue.editor().commandletRunName()}`), from the same parameter contract as the shaders and the components.
They are not shipped as binary assets so that they always match the generated shaders.

Each function's Custom nodes end with a stamp: the hash of the `.ush` they include and of the graph the plugin
builds. The engine does not key shaders on an included file, so the stamp is how the editor sees that a saved
function is out of date:

* An interactive editor checks the stamps at start-up and whenever a file under `Shaders/` changes. It rebuilds what is
  out of date and saves it when this is a project plugin with writable files. Otherwise, check the files out and save.
* A cook checks too. It rebuilds out-of-date functions in memory for that cook and logs an error (other commandlets
  only warn). **After updating the plugin, run `-run=${ue.editor().commandletRunName()}` and submit the functions
  before cooking**, so every machine cooks the same function (the same StateId in the shader keys).
* A build is not undoable, like a reimport: undo cannot restore a function's graph.
