// ${notice}
import type { Texture, Vector3 } from 'three';

/** One input of the spline deformer's parameter contract: the GLSL uniform is `uniform`, its golden name `base`. */
export interface ContractInput {
  base: string;
  uniform: string;
  kind: 'scalar' | 'vector' | 'texture';
  /** Whether Unreal's plugin also pushes a Prev value for motion vectors (three.js has no such pass). */
  animated: boolean;
  /** Whether each vertex brings its own value (the position, the stretch mask): an expression, never a uniform. */
  vertex: boolean;
}

/** The parameter prefix of the spec. */
export const PARAMETER_PREFIX = '${lit.tsString(splineContract.prefix())}';

/** The spline deformer's inputs in the contract's order (the order of stretchySplineDeform's parameters). */
export const SPLINE_DEFORM_CONTRACT: readonly ContractInput[] = [
<#list splineContract.inputs() as inp>
  { base: '${inp.base()}', uniform: '${lit.tsString(inp.inputName())}', kind: '${inp.kindWord()}', animated: ${inp.animated()?c}, vertex: ${(!inp.isParameter())?c} },
</#list>
];

/**
 * Math spec section 10's features (golden-format.md `features`) the spline deformer's contract carries: its GLSL, TSL
 * and CPU ports implement them, each switched on per deformer by the options.
 */
export const SPLINE_FEATURES: readonly string[] = [<#list splineContract.features() as f>'${f}'<#sep>, </#sep></#list>];

/** The section 10 features the curve-atlas deformer's contract carries. */
export const SPLINE_ATLAS_FEATURES: readonly string[] = [<#list atlasContract.features() as f>'${f}'<#sep>, </#sep></#list>];

/** The velocity deformer's inputs in the contract's order (the order of stretchyVelocityStretch's parameters). */
export const VELOCITY_STRETCH_CONTRACT: readonly ContractInput[] = [
<#list velocityContract.inputs() as inp>
  { base: '${inp.base()}', uniform: '${lit.tsString(inp.inputName())}', kind: '${inp.kindWord()}', animated: ${inp.animated()?c}, vertex: ${(!inp.isParameter())?c} },
</#list>
];

/** The curve-atlas deformer's inputs in the contract's order (the order of stretchySplineAtlasDeform's parameters). */
export const SPLINE_ATLAS_DEFORM_CONTRACT: readonly ContractInput[] = [
<#list atlasContract.inputs() as inp>
  { base: '${inp.base()}', uniform: '${lit.tsString(inp.inputName())}', kind: '${inp.kindWord()}', animated: ${inp.animated()?c}, vertex: ${(!inp.isParameter())?c} },
</#list>
];

/**
 * The per-instance data of the curve atlas (math spec section 9.2): the floats in order, grouped by `groupSize` into
 * the instanced attributes (group j is `attributes[j]`, lanes x, y, z, w); Unreal's custom data index is the position.
 */
export const INSTANCE_LAYOUT = {
  floats: [<#list instanceLayout.floats() as f>'${f}'<#sep>, </#sep></#list>],
  attributes: [<#list instanceLayout.attributes() as a>'${a}'<#sep>, </#sep></#list>],
  groupSize: ${instanceLayout.groupSize()},
} as const;

/**
 * The atlas contract's per-instance inputs: the index in INSTANCE_LAYOUT.floats of each one's float (the first of
 * three for a vector), this frame and last frame (the same where 8.2 keeps no previous value). The other inputs are
 * per atlas (uniforms).
 */
export const INSTANCE_SOURCES: Readonly<Record<string, readonly [number, number]>> = {
<#list atlasContract.inputs() as inp><#if (instanceLayout.source(inp.base(), 0) >= 0)>
  ${inp.base()}: [${instanceLayout.source(inp.base(), 0)}, ${instanceLayout.source(inp.base(), 1)}],
</#if></#list>
};
<#assign valueType = {"scalar": "number", "vector": "Vector3", "texture": "Texture | null"}>

/** The spline deformer's inputs a program sets, by base name, with their value types (`SplineDeform.set`). */
export interface SplineDeformValues {
<#list splineContract.inputs() as inp><#if inp.isParameter()>
  ${inp.base()}: ${valueType[inp.kindWord()]};
</#if></#list>
}

/** The velocity deformer's inputs a program sets, by base name, with their value types. */
export interface VelocityStretchValues {
<#list velocityContract.inputs() as inp><#if inp.base() != "LocalPosition">
  ${inp.base()}: ${valueType[inp.kindWord()]};
</#if></#list>
}
