// What the GPU checks of the GLSL share: a WebGL2 program whose vertex shader's outputs are read back by transform
// feedback, and the golden case as the checks read it from STRETCHY_GOLDEN.

/** One golden deformer case (docs/golden-format.md) as the GPU checks read it. */
export interface GoldenCase {
  kernel?: string;
  mode?: string;
  inputs: Record<string, number | number[]>;
  textures?: { PositionTexture: number[][]; TangentTexture: number[][] };
  vertices: number[][];
  normals?: { mode?: string; rest: number[][]; restTangents: number[][] };
  features?: string[];
  stretchMask?: number[];
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const s = gl.createShader(type)!;
  gl.shaderSource(s, source);
  gl.compileShader(s);
  if (!gl.getShaderParameter(s, gl.COMPILE_STATUS)) throw new Error(`GLSL compile: ${gl.getShaderInfoLog(s)}`);
  return s;
}

/** `vs` and `fs` compiled and linked with `varyings` captured (`bufferMode`), in use; throws with the GL's log. */
export function feedbackProgram(gl: WebGL2RenderingContext, vs: string, fs: string, varyings: string[], bufferMode: number): WebGLProgram {
  const prog = gl.createProgram()!;
  gl.attachShader(prog, compile(gl, gl.VERTEX_SHADER, vs));
  gl.attachShader(prog, compile(gl, gl.FRAGMENT_SHADER, fs));
  gl.transformFeedbackVaryings(prog, varyings, bufferMode);
  gl.linkProgram(prog);
  if (!gl.getProgramParameter(prog, gl.LINK_STATUS)) throw new Error(`GLSL link: ${gl.getProgramInfoLog(prog)}`);
  gl.useProgram(prog);
  return prog;
}
