import type { IUniform, Material, WebGLProgramParametersWithUniforms, WebGLRenderer } from 'three';
import type { ContractInput } from './contract.js';

const GLSL_TYPE = { scalar: 'float', vector: 'vec3', texture: 'sampler2D' } as const;

/**
 * Adds a deformer to a material's vertex shader: declares the contract's inputs as uniforms (named as the contract
 * names them), prepends the deformer's GLSL, and adds its offset to `transformed` right after
 * `#include <begin_vertex>`. Chains an existing onBeforeCompile and extends customProgramCacheKey.
 */
export function patchMaterial(material: Material, options: {
  key: string;
  defines: string;
  glsl: string;
  fn: string;
  contract: readonly ContractInput[];
  uniforms: Record<string, IUniform>;
}): void {
  const previous = material.onBeforeCompile.bind(material);
  const inputs = options.contract.filter((i) => i.base !== 'LocalPosition');
  const declarations = inputs.map((i) => `uniform ${GLSL_TYPE[i.kind]} ${i.uniform};`).join('\n');
  const args = options.contract.map((i) => (i.base === 'LocalPosition' ? 'transformed' : i.uniform)).join(', ');
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms, renderer: WebGLRenderer) => {
    previous(shader, renderer);
    if (!shader.vertexShader.includes('#include <begin_vertex>')) {
      throw new Error(`${options.key}: the material's vertex shader has no #include <begin_vertex>`);
    }
    Object.assign(shader.uniforms, options.uniforms);
    shader.vertexShader = `${options.defines}${declarations}\n${options.glsl}\n`
      + shader.vertexShader.replace('#include <begin_vertex>', `#include <begin_vertex>\ntransformed += ${options.fn}(${args});`);
  };
  const key = material.customProgramCacheKey.bind(material);
  material.customProgramCacheKey = () => `${key()}|${options.key}`;
  material.needsUpdate = true;
}
