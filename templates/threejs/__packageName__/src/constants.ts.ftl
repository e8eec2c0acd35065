// ${notice}
// Every value below comes from the spec (${mathVersion}); speeds are metres per second = three.js units per second.
<#assign v = spec.velocityStretch()>
<#assign sd = spec.splineDeform()>
import type { VelocityParams } from './velocityController.js';
import type { Vec3 } from './vec3.js';

/** Version of the normative deformer math this package implements. */
export const MATH_VERSION = '${mathVersion}';

/** Velocity squash and stretch (math spec section 5). */
export const VELOCITY_DEFAULTS: Readonly<VelocityParams> = Object.freeze<VelocityParams>({
  k: ${lit.d(v.k())},
  maxStretch: ${lit.d(v.maxStretch())},
  smoothingTau: ${lit.d(v.smoothingTau())},
  impactStrength: ${lit.d(v.impact().strength())},
  minSquash: ${lit.d(v.impact().minSquash())},
  maxImpactSpeed: ${lit.d(v.impact().maxImpactSpeed())},
  recoverSeconds: ${lit.d(v.impact().recoverSeconds())},
  ease: '${v.impact().ease().word()}',
  springDamping: ${lit.d(v.impact().springDamping())},
  dimensions: ${v.dimensions()},
});

/** How the spec applies the velocity stretch: 'material' (SquashStretchMaterial) or 'scene-component' (SquashStretch). */
export const VELOCITY_MODE: 'material' | 'scene-component' = '${v.mode().word()}';

export type Orientation = 'parallel-transport' | 'rotation-minimizing' | 'article';
export type LoopMode = 'once' | 'loop' | 'ping-pong';
/** A float curve as [time, value] keys. */
export type CurveKeys = ReadonlyArray<readonly [number, number]>;

export interface SplineDeformDefaults {
  sampleCount: number;
  /** The mesh axis that leads along the curve, in three.js's frame (the spec's ${sd.forwardAxis().word()} relabelled). */
  forwardAxis: Vec3;
  orientation: Orientation;
  endExtrapolation: boolean;
  settleWindow: number;
  preserveVolume: boolean;
  maxStretch: number;
  stretchBias: number;
  curves: { timing: CurveKeys; stretch: CurveKeys; size: CurveKeys };
  playback: { duration: number; loop: LoopMode; autoPlay: boolean };
}

/** The spline deformer (math spec sections 1-2). */
export const SPLINE_DEFAULTS: Readonly<SplineDeformDefaults> = Object.freeze<SplineDeformDefaults>({
  sampleCount: ${sd.sampleCount()},
  forwardAxis: [<#list three.forwardAxis() as c>${lit.d(c)}<#sep>, </#list>],
  orientation: '${sd.orientation().word()}',
  endExtrapolation: ${sd.endExtrapolation()?c},
  settleWindow: ${lit.d(sd.settleWindow())},
  preserveVolume: ${sd.preserveVolume()?c},
  maxStretch: ${lit.d(sd.maxStretch())},
  stretchBias: ${lit.d(sd.stretchBias())},
  curves: {
<#list ["timing", "stretch", "size"] as name>
<#assign curve = (name == "timing")?then(sd.curves().timing(), (name == "stretch")?then(sd.curves().stretch(), sd.curves().size()))>
    ${name}: [<#list curve.keys() as key>[${lit.d(key.time())}, ${lit.d(key.value())}]<#sep>, </#list>],
</#list>
  },
  playback: {
    duration: ${lit.d(sd.playback().durationSeconds())},
    loop: '${sd.playback().loop().word()}',
    autoPlay: ${sd.playback().autoPlay()?c},
  },
});
