// ${notice}
// The text of ./splineDeform.glsl, ./velocityStretch.glsl and ./splineAtlasDeform.glsl, for bundlers that cannot
// import a .glsl file (a test checks they are equal).
export const SPLINE_DEFORM_GLSL = `<#include "splineDeform.glsl.ftl">`;

export const VELOCITY_STRETCH_GLSL = `<#include "velocityStretch.glsl.ftl">`;

export const SPLINE_ATLAS_DEFORM_GLSL = `<#include "splineAtlasDeform.glsl.ftl">`;
