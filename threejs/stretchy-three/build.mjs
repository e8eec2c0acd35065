// Builds dist/ as consumers get it: ES modules with declarations. `three` stays an import (a peer dependency, never
// bundled). No separate CommonJS copy: require() loads this ESM build (Node >= 20.19), so an app never holds two
// copies of three (three's CommonJS build is deprecated, and `instanceof Mesh` fails across copies).
// The GLSL files are the one copy of the shader text: src/glsl/source.ts imports them with `?raw` (as Vite and
// Vitest do), and this script writes each imported text into the emitted module, so dist/ needs no bundler.
// Run by `npm run build` and by npm's `prepack` (npm pack, npm publish). Not `prepare`: npm warns about an
// install script on every install of a tarball whose package.json has one.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
let tsc;
try {
  tsc = require.resolve('typescript/bin/tsc');
} catch {
  console.error('build: building dist/ needs the devDependencies (typescript): run `npm ci` first');
  process.exit(1);
}
rmSync('dist', { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' });

const RAW_IMPORT = /^import (\w+) from '(\.\/[\w.-]+\.glsl)\?raw';$/gm;
const emitted = readdirSync('dist', { recursive: true }).filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'));
for (const file of emitted.map((f) => join('dist', f))) {
  const js = readFileSync(file, 'utf8');
  // dist/x.js sits where src/x.ts was: the .glsl path is read relative to the source.
  const inlined = js.replace(RAW_IMPORT, (_, name, path) =>
    `const ${name} = ${JSON.stringify(readFileSync(join('src', dirname(file.slice('dist/'.length)), path), 'utf8'))};`);
  if (/\?raw['"]/.test(inlined)) {
    console.error(`build: ${file} still imports a file with ?raw (only "import name from './x.glsl?raw';" is inlined)`);
    process.exit(1);
  }
  if (inlined !== js) {
    writeFileSync(`${file}.tmp`, inlined);
    renameSync(`${file}.tmp`, file);
  }
}
