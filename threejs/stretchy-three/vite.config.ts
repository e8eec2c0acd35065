import { resolve } from 'node:path';
import { defineConfig } from 'vite';

// The demo (index.html), the check pages (GLSL, light and shadow with the raycasts, WebGPURenderer/TSL and the README's
// WebGPU example, instanced travel, groups with morph targets and skinning) used by the browser tests, the instanced travel's benchmark pages (WebGL; WebGPU against WebGL), and the
// section 10 page (closed loop, roll, stretch mask) the loop strip is drawn from.
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
        webgpuExample: resolve(import.meta.dirname, 'webgpu-example.html'),
        instanced: resolve(import.meta.dirname, 'instanced-check.html'),
        bench: resolve(import.meta.dirname, 'bench-instanced.html'),
        benchWebgpu: resolve(import.meta.dirname, 'bench-webgpu-instanced.html'),
        loop: resolve(import.meta.dirname, 'loop-demo.html'),
        groups: resolve(import.meta.dirname, 'groups-check.html'),
      },
    },
  },
});
