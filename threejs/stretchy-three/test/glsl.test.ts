import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SPLINE_ATLAS_DEFORM_GLSL, SPLINE_DEFORM_GLSL, VELOCITY_STRETCH_GLSL } from '../src/index.js';
import { glslWithIncludes } from '../src/glsl/source.js';

const file = (name: string): string => readFileSync(new URL(`../src/glsl/${name}`, import.meta.url), 'utf8');
const line = (name: string): string => `#include "${name}"\n`;

// The shipped .glsl files hold each function once and include one another; the exported strings are what three.js
// compiles, so each must be its file with every include line answered by the included file's text.
describe('the GLSL strings', () => {
  const common = file('common.glsl');
  const spline = file('splineDeform.glsl').replace(line('common.glsl'), common);
  const velocity = file('velocityStretch.glsl').replace(line('common.glsl'), common);

  it('are the .glsl files with their includes answered', () => {
    for (const name of ['splineDeform.glsl', 'velocityStretch.glsl']) expect(file(name)).toContain(line('common.glsl'));
    expect(SPLINE_DEFORM_GLSL).toBe(spline);
    expect(VELOCITY_STRETCH_GLSL).toBe(velocity);
    expect(SPLINE_ATLAS_DEFORM_GLSL).toBe(file('splineAtlasDeform.glsl')
      .replace(line('splineDeform.glsl'), spline).replace(line('velocityStretch.glsl'), velocity));
    for (const s of [SPLINE_DEFORM_GLSL, VELOCITY_STRETCH_GLSL, SPLINE_ATLAS_DEFORM_GLSL]) expect(s).not.toMatch(/^#include "/m);
  });

  it('planted fault: a file that is not there is an error, not an include line left for the GPU compiler', () => {
    expect(() => glslWithIncludes('splineDeformation.glsl')).toThrow(/no GLSL file splineDeformation.glsl/);
  });
});
