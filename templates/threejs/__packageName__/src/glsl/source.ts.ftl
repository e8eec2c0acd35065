// ${notice}
// The text of ./splineDeform.glsl and ./velocityStretch.glsl, for bundlers that cannot import a .glsl file
// (a test checks they are equal).
export const SPLINE_DEFORM_GLSL = `<#include "splineDeform.glsl.ftl">`;

export const VELOCITY_STRETCH_GLSL = `<#include "velocityStretch.glsl.ftl">`;
