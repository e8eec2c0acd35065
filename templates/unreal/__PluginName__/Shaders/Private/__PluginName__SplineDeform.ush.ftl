<#-- Expression body: pasted by #include inside the Custom node's function, once per node (current and previous
     frame). So: no functions, no #pragma once, no static globals, and it ends in return. Math: deformer-math.md §1. -->
<#assign n = splineContract.names()>
<#assign mode = ue.spline().orientationWord()>
<#import "/partials/unreal/splineDeformSteps.ush.ftlh" as steps>
// ${notice}
// ${plugin.name()} spline deformer, ${mathVersion} section 1<#if n.ClosedLoop?? || n.BakedRoll?? || n.StretchMask??> with section 10's<#if n.ClosedLoop??> closed loop</#if><#if n.BakedRoll??> roll</#if><#if n.StretchMask??> stretch mask</#if></#if>, orientation mode: ${mode}.
// Expression body of the Custom node in ${plugin.splineDeformFunction()}: its Code includes this file inside the
// generated function, whose inputs are the parameter contract (Docs/ParameterContract.md). Returns the local-space
// offset; the material function turns it into a world vector.

// Locals named for the math spec's symbols (deformer-math.md section 1; "in" = the sanitised input):
//   local            spec  step | local            spec       step
//   progress         p     in   | fromCenter       r          2
//   splineLength     L     in   | along            a          2
//   sampleCount      N     in   | alongClamped     ac         3
//   stretchScale     s     in   | localStretch     sl         3
//   preserveVolume   v     in   | stretched        a1         3
//   sizeScale        g     in   | crossScale       k          4
//   stretchBias      b     in   | rightAmount      ur1        4
//   halfLength       h     in   | upAmount         uu1        4
//   settleWindow     w     in   | curveDistance    d          5
//   extrapolate      e     in   | texel            t          6
//   forward          f     in   | curvePoint       Pd         6, 7
//   refUp            refUp 1    | tangent          Td         6, 7 (modes A, C)
//   right            right 1    | frame            Qd         6, 7 (mode B)
//   up               up    1    | cosine, axis     cs, kx     8 (mode A)
//   settle           q     9    | rightD, upD      R(right), R(up)  8 (mode C)
//   offset           o     9    | rotated          R(right) ur1 + R(up) uu1  8
<#if n.ClosedLoop?? || n.BakedRoll?? || n.StretchMask??>
// Section 10 (deformer-math.md):
<#if n.ClosedLoop??>
//   closedLoop       cl    10.1 | openDistance     d before the modulo  10.1
</#if>
<#if n.BakedRoll??>
//   bakedRoll        BakedRoll 10.2 | rollAngle   rho_d  10.2 | rolled   Rot(Td, rho) R(ŵ) g k  10.2
</#if>
<#if n.StretchMask??>
//   stretchMask      m     10.3 | stretched        a1m = lerp(a, a1, m)  10.3
</#if>
</#if>
// Other locals are intermediates named for what they hold.

<@steps.splineSteps n=n orientation=mode vertex=n.LocalPosition positionTexture=n.PositionTexture tangentTexture=n.TangentTexture rowV="0.5"/>
<@steps.splineOffset n=n vertex=n.LocalPosition atlas=false/>
