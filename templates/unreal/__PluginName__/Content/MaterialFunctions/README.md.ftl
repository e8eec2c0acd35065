# Material functions

`${plugin.splineDeformFunction()}` and `${plugin.velocityStretchFunction()}` are built here by the editor module
(Tools > ${lit.markdown(plugin.friendlyName())} > Build ${lit.markdown(plugin.friendlyName())} Material Functions, or the commandlet
`-run=${ue.editor().commandletRunName()}`), from the same parameter contract as the shaders and the components.
They are not shipped as binary assets so that they always match the generated shaders.
