// ${notice}
export { MATH_VERSION, NORMALS_INDEX, SPLINE_DEFAULTS, VELOCITY_DEFAULTS, VELOCITY_MODE } from './constants.js';
export type { CurveKeys, LoopMode, NormalsMode, Orientation, SplineDeformDefaults, StretchMaskSource } from './constants.js';
export {
  INSTANCE_LAYOUT, INSTANCE_SOURCES, PARAMETER_PREFIX, SPLINE_ATLAS_DEFORM_CONTRACT, SPLINE_ATLAS_FEATURES, SPLINE_DEFORM_CONTRACT,
  SPLINE_FEATURES, VELOCITY_STRETCH_CONTRACT,
} from './contract.js';
export type { ContractInput, SplineDeformValues, VelocityStretchValues } from './contract.js';
export { CURVE_INTERPOLATION, curveRange, evaluateCurve } from './curves.js';
export type { Interpolation } from './curves.js';
export { atlasCentre, atlasRow, bakeAtlas, floatTexture, splineAtlasDeformOffset } from './curveAtlas.js';
export type { AtlasCurve, CurveAtlas, SplineAtlasDeformInputs } from './curveAtlas.js';
export { InstancedSplineTravel, Traveller, instanceExpression } from './instancedSplineTravel.js';
export type { InstancedSplineTravelEventMap, InstancedSplineTravelOptions, TravellerOptions } from './instancedSplineTravel.js';
export { stepPlayback } from './playback.js';
export type { PlaybackEvent, PlaybackState } from './playback.js';
export { SPLINE_ATLAS_DEFORM_GLSL, SPLINE_DEFORM_GLSL, VELOCITY_STRETCH_GLSL } from './glsl/source.js';
export {
  bakeCurve, bakeSamples, checkRoll, deformBounds, frameQuaternion, holonomy, loopRollFrames, restFrame, rollRadians, rotationMinimizingFrames,
} from './splineBake.js';
export type { BakeOptions, DeformRange, RollKeys, SplineBake } from './splineBake.js';
export {
  ORIENTATION_INDEX, STRETCH_MASK_ATTRIBUTE, SplineDeform, maskChannel, stretchMaskAttribute,
} from './splineDeform.js';
export type { SplineDeformEventMap, SplineDeformInput, SplineDeformOptions, SplineShapeOptions } from './splineDeform.js';
export { THREE_FRAME, UNREAL_FRAME, rotate, rotateAbout, splineDeformOffset } from './splineDeformCpu.js';
export type { FrameConstants, OrientationIndex, SplineDeformInputs, SplineTexels } from './splineDeformCpu.js';
export { SquashStretch, SquashStretch2D, squashStretchFromSpec } from './squashStretch.js';
export { SquashStretchMaterial } from './squashStretchMaterial.js';
export type { SquashStretchMaterialOptions } from './squashStretchMaterial.js';
export { checkMaterial } from './materialPatch.js';
export type { SquashStretchOptions, WorldContact } from './squashStretch.js';
export { VelocityController, impactSquash, recoverySquash, velocityDeform, velocityStretchOffset } from './velocityController.js';
export type { Contact, StretchFrame, VelocityParams, VelocityStretchInputs } from './velocityController.js';
export { fromUnreal, toUnreal } from './vec3.js';
export type { Vec3 } from './vec3.js';
