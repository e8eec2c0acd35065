<#import "/partials/threejs/parameters.ftl" as param>
// ${notice}
// Every value below comes from the spec (${mathVersion}); speeds are metres per second = three.js units per second.
<#assign sd = three.spline()>
import type { VelocityParams } from './velocityController.js';
import type { Vec3 } from './vec3.js';

/** Version of the normative deformer math this package implements. */
export const MATH_VERSION = '${mathVersion}';

/** Velocity squash and stretch (math spec section 5). */
export const VELOCITY_DEFAULTS: Readonly<VelocityParams> = Object.freeze<VelocityParams>({
<#list controller.parameters() as c>
<#if c.ts()?has_content>
<#switch c.kind()>
<#case "number">
  ${c.ts()}: ${lit.d(c.number())},
<#break>
<#case "word">
  ${c.ts()}: '${c.word()}',
<#break>
<#default>
  ${c.ts()}: ${lit.json(c.number())},
</#switch>
</#if>
</#list>
});

/** How the spec applies the velocity stretch: 'material' (SquashStretchMaterial) or 'scene-component' (SquashStretch). */
export const VELOCITY_MODE: 'material' | 'scene-component' = '${three.velocityMode()}';

export type Orientation = 'parallel-transport' | 'rotation-minimizing' | 'article';
export type LoopMode = 'once' | 'loop' | 'ping-pong';
/** How the spline deformer's shader turns normals and tangents (math spec §8.2). */
export type NormalsMode = <#list three.normalsModes() as m>'${m.word()}'<#sep> | </#list>;
/** The GLSL macro STRETCHY_NORMALS of each mode. */
export const NORMALS_INDEX: Readonly<Record<NormalsMode, number>> = Object.freeze({
<#list three.normalsModes() as m>
  ${m.word()}: ${m.index()},
</#list>
});
/** A stretch mask channel (math spec section 10.3): a vertex colour's r/g/b/a, or a UV set's x/y (uv0 is `uv`). */
export type StretchMaskSource = <#list three.stretchMaskWords() as w>'${w}'<#sep> | </#sep></#list>;
/** A float curve as [time, value] keys. */
export type CurveKeys = ReadonlyArray<readonly [number, number]>;

export interface SplineDeformDefaults {
<@param.members values=parameters.at("splineDeform")/>
  orientation: Orientation;
  normals: NormalsMode;
  curves: { timing: CurveKeys; stretch: CurveKeys; size: CurveKeys };
  playback: { duration: number; loop: LoopMode; autoPlay: boolean };
  /** Math spec section 10.1: 'auto' travels round a closed curve (curve.closed), 'off' never. */
  closedLoop: 'auto' | 'off';
  /**
   * Section 10.2: the roll's source ('curve': the keys below as [at, degrees]; 'spline' reads Unreal's point rotations,
   * which a three.js curve has none of, so here it is 'none') and the spec's roll curve.
   */
  roll: { source: 'none' | 'spline' | 'curve'; curve: CurveKeys };
  /** Section 10.3: the vertex channel that carries the stretch mask. */
  stretchMask: StretchMaskSource;
}

/** The spline deformer (math spec sections 1-2). */
export const SPLINE_DEFAULTS: Readonly<SplineDeformDefaults> = Object.freeze<SplineDeformDefaults>({
<@param.defaults values=parameters.at("splineDeform")/>
  orientation: '${three.orientationWord()}',
  normals: '${sd.normals().word()}',
  curves: {
<#list sd.curves() as curve>
    ${curve.name()}: [<#list curve.keys() as key>[${lit.d(key.time())}, ${lit.d(key.value())}]<#sep>, </#list>],
</#list>
  },
  playback: {
    duration: ${lit.d(sd.duration())},
    loop: '${sd.loop()}',
    autoPlay: ${sd.autoPlay()?c},
  },
  closedLoop: '${sd.closedLoop().word()}',
  roll: {
    source: '${sd.rollSource().word()}',
    curve: [<#list sd.rollCurve() as key>[${lit.d(key.time())}, ${lit.d(key.value())}]<#sep>, </#sep></#list>],
  },
  stretchMask: '${sd.stretchMask().word()}',
});
