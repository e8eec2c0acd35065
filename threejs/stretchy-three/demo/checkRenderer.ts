// A WebGLRenderer for the check pages: its own size x size canvas, black clear, the pixels kept for readPixels, and
// every shader compile or link error collected (a failed program draws nothing, which a pixel check alone might miss).
import { Color, WebGLRenderer } from 'three';

export function checkRenderer(size: number): { renderer: WebGLRenderer; errors: string[] } {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const renderer = new WebGLRenderer({ canvas, preserveDrawingBuffer: true });
  renderer.setClearColor(new Color(0, 0, 0), 1);
  return { renderer, errors: collectShaderErrors(renderer) };
}

/** Every shader compile or link error of `renderer` from now on (until its debug.onShaderError is set again). */
export function collectShaderErrors(renderer: WebGLRenderer): string[] {
  const errors: string[] = [];
  renderer.debug.onShaderError = (gl, program, vs, fs) => {
    errors.push(`${gl.getShaderInfoLog(vs) ?? ''} ${gl.getShaderInfoLog(fs) ?? ''} ${gl.getProgramInfoLog(program) ?? ''}`.trim());
  };
  return errors;
}

/** The drawn frame's RGBA bytes (bottom row first, as gl.readPixels gives them) of a size x size canvas. */
export function framePixels(renderer: WebGLRenderer, size: number): Uint8Array {
  const gl = renderer.getContext();
  const px = new Uint8Array(size * size * 4);
  gl.readPixels(0, 0, size, size, gl.RGBA, gl.UNSIGNED_BYTE, px);
  return px;
}

/** How many pixels something lit (R + G + B above 30 on the black clear): a frame that drew nothing has none. */
export function litCount(px: Uint8Array): number {
  let lit = 0;
  for (let i = 0; i < px.length; i += 4) if (px[i] + px[i + 1] + px[i + 2] > 30) lit++;
  return lit;
}
