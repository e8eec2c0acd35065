import { ShaderLib, type Material, type WebGLRenderer } from 'three';

/** A shader as onBeforeCompile receives and edits it. */
export interface CompiledShader {
  vertexShader: string;
  fragmentShader: string;
  uniforms: Record<string, { value: unknown }>;
}

/**
 * What three.js would compile for `material`: a built-in program's source (ShaderLib[`program`], or the text given)
 * through the material's onBeforeCompile, as the renderer runs it.
 */
export function compiledShader(material: Material, program: keyof typeof ShaderLib | { vertexShader: string },
  { fragment = false } = {}): CompiledShader {
  const lib = typeof program === 'string' ? ShaderLib[program] : null;
  const shader: CompiledShader = {
    uniforms: {},
    vertexShader: lib ? lib.vertexShader : (program as { vertexShader: string }).vertexShader,
    fragmentShader: lib && fragment ? lib.fragmentShader : '',
  };
  material.onBeforeCompile(shader as never, {} as WebGLRenderer);
  return shader;
}

/** How many times `what` stands in `text`. */
export const count = (text: string, what: string): number => text.split(what).length - 1;

/** A flag set when `m` is disposed. */
export const disposed = (m: Material): { value: boolean } => {
  const flag = { value: false };
  m.addEventListener('dispose', () => { flag.value = true; });
  return flag;
};
