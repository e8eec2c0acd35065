// ${notice}
// The deformers' GLSL as strings. The .glsl files are the one copy of the text: Vite and Vitest import them with
// `?raw` (typed by ./raw.d.ts for tsc), and build.mjs writes the text into dist/glsl/source.js. A file that needs
// another names it in an `#include "name.glsl"` line (WebGL has no #include of its own, and three.js resolves only
// its `#include <chunk>`), which glslWithIncludes replaces with that file's text, as the C preprocessor would.
import common from './common.glsl?raw';
import splineDeform from './splineDeform.glsl?raw';
import velocityStretch from './velocityStretch.glsl?raw';
import splineAtlasDeform from './splineAtlasDeform.glsl?raw';

const FILES: Readonly<Record<string, string>> = {
  'common.glsl': common,
  'splineDeform.glsl': splineDeform,
  'velocityStretch.glsl': velocityStretch,
  'splineAtlasDeform.glsl': splineAtlasDeform,
};

const INCLUDE = /^#include "([\w.-]+)"\n/gm;

/** The text of src/glsl/`name` with each `#include "other.glsl"` line replaced by that file's text, recursively. */
export function glslWithIncludes(name: string, including: readonly string[] = []): string {
  const text = FILES[name];
  // (No template literals here: this file is a FreeMarker template, which reads their placeholders as its own.)
  if (text === undefined) throw new Error('no GLSL file ' + name + ' (included by ' + (including.join(' < ') || 'nobody') + ')');
  if (including.includes(name)) throw new Error('GLSL include cycle: ' + [...including, name].join(' < '));
  return text.replace(INCLUDE, (_, other: string) => glslWithIncludes(other, [...including, name]));
}

export const SPLINE_DEFORM_GLSL: string = glslWithIncludes('splineDeform.glsl');

export const VELOCITY_STRETCH_GLSL: string = glslWithIncludes('velocityStretch.glsl');

export const SPLINE_ATLAS_DEFORM_GLSL: string = glslWithIncludes('splineAtlasDeform.glsl');
