// ${notice}
export { MATH_VERSION, SPLINE_DEFAULTS, VELOCITY_DEFAULTS } from './constants.js';
export type { CurveKeys, LoopMode, Orientation, SplineDeformDefaults } from './constants.js';
export { PARAMETER_PREFIX, SPLINE_DEFORM_CONTRACT } from './contract.js';
export type { ContractInput } from './contract.js';
export { evaluateCurve } from './curves.js';
export { SPLINE_DEFORM_GLSL } from './glsl/splineDeformSource.js';
export { bakeCurve, bakeSamples, deformBounds, frameQuaternion, restFrame, rotationMinimizingFrames } from './splineBake.js';
export type { BakeOptions, SplineBake } from './splineBake.js';
export { SplineDeform } from './splineDeform.js';
export type { SplineDeformOptions } from './splineDeform.js';
export { THREE_FRAME, UNREAL_FRAME, rotate, splineDeformOffset } from './splineDeformCpu.js';
export type { FrameConstants, OrientationIndex, SplineDeformInputs, SplineTexels } from './splineDeformCpu.js';
export { SquashStretch, SquashStretch2D, squashStretchFromSpec } from './squashStretch.js';
export type { SquashStretchOptions, WorldContact } from './squashStretch.js';
export { VelocityController, impactSquash, recoverySquash, velocityDeform, velocityStretchOffset } from './velocityController.js';
export type { Contact, StretchFrame, VelocityParams, VelocityStretchInputs } from './velocityController.js';
export { fromUnreal, toUnreal } from './vec3.js';
export type { Vec3 } from './vec3.js';
