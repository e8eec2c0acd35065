// A WebGLRenderer for the check pages: its own size x size canvas, black clear, the pixels kept for readPixels, and
// every shader compile or link error collected (a failed program draws nothing, which a pixel check alone might miss).
import { Color, WebGLRenderer } from 'three';

export function checkRenderer(size: number): { renderer: WebGLRenderer; errors: string[] } {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const renderer = new WebGLRenderer({ canvas, preserveDrawingBuffer: true });
  renderer.setClearColor(new Color(0, 0, 0), 1);
  const errors: string[] = [];
  renderer.debug.onShaderError = (gl, program, vs, fs) => {
    errors.push(`${gl.getShaderInfoLog(vs) ?? ''} ${gl.getShaderInfoLog(fs) ?? ''} ${gl.getProgramInfoLog(program) ?? ''}`.trim());
  };
  return { renderer, errors };
}
