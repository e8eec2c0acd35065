import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The demo (index.html) and the GLSL check pages (glsl-check.html, instanced-check.html) used by the browser tests, and the benchmark page (bench-instanced.html).
export default defineConfig({
  base: './',
  build: {
    outDir: 'demo-dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        demo: resolve(import.meta.dirname, 'index.html'),
        glsl: resolve(import.meta.dirname, 'glsl-check.html'),
        instanced: resolve(import.meta.dirname, 'instanced-check.html'),
        bench: resolve(import.meta.dirname, 'bench-instanced.html'),
      },
    },
  },
});
