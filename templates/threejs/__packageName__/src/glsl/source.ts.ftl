// ${notice}
// The deformers' GLSL as strings. The .glsl files are the one copy of the text: Vite and Vitest import them with
// `?raw` (typed by ./raw.d.ts for tsc), and build.mjs writes the text into dist/glsl/source.js.
import splineDeform from './splineDeform.glsl?raw';
import velocityStretch from './velocityStretch.glsl?raw';
import splineAtlasDeform from './splineAtlasDeform.glsl?raw';

export const SPLINE_DEFORM_GLSL: string = splineDeform;

export const VELOCITY_STRETCH_GLSL: string = velocityStretch;

export const SPLINE_ATLAS_DEFORM_GLSL: string = splineAtlasDeform;
