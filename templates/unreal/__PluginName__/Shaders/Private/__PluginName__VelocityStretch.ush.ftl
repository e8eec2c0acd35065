<#-- Expression body (see the spline deformer's template). Math: deformer-math.md §5, the deformer. -->
<#assign n = velocityContract.names()>
<#import "/partials/unreal/velocityStretchSteps.ush.ftlh" as steps>
// ${notice}
// ${plugin.name()} velocity squash and stretch, ${mathVersion} section 5 (deformer), ${ue.velocity().dimensions()}D.
// Expression body of the Custom node in ${plugin.velocityStretchFunction()}: its Code includes this file inside the
// generated function, whose inputs are the parameter contract (Docs/ParameterContract.md). Returns the local-space
// offset; the material function turns it into a world vector.

// Locals named for the math spec's symbols (deformer-math.md section 5, the deformer):
//   local       spec    | local       spec
//   stretch     sPar    | fromPivot   r = x - q
//   perpScale   sPerp   | along       dot(r, d)
//   axis        d       | planeNormal n (2D: the plane normal made perpendicular to d)
//   moved       x'      | perpPart, normalPart: r's parts across d, and along n
// The pivot q and the vertex x are the contract's inputs.

<@steps.velocitySteps n=n dimensions=ue.velocity().dimensions() vertex=n.LocalPosition perpScale="max(" + n.VelocityPerpScale + ", 0.0)"/>
return moved - ${n.LocalPosition};
