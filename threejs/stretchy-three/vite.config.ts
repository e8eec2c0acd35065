import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The demo (index.html) and the GLSL check page (glsl-check.html) used by the browser test.
export default defineConfig({
  base: './',
  build: {
    outDir: 'demo-dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        demo: resolve(import.meta.dirname, 'index.html'),
        glsl: resolve(import.meta.dirname, 'glsl-check.html'),
      },
    },
  },
});
