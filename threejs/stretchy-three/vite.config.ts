import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The demo (index.html) and the check pages used by the browser test (GLSL, light and shadow, WebGPURenderer/TSL).
export default defineConfig({
  base: './',
  build: {
    outDir: 'demo-dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        demo: resolve(import.meta.dirname, 'index.html'),
        glsl: resolve(import.meta.dirname, 'glsl-check.html'),
        lighting: resolve(import.meta.dirname, 'lighting-check.html'),
        webgpu: resolve(import.meta.dirname, 'webgpu-check.html'),
      },
    },
  },
});
