// Builds dist/ as consumers get it: ES modules with declarations. `three` stays an import (a peer dependency, never
// bundled). No separate CommonJS copy: require() loads this ESM build (Node >= 20.19), so an app never holds two
// copies of three (three's CommonJS build is deprecated, and `instanceof Mesh` fails across copies).
// Run by `npm run build` and by npm's `prepack` (npm pack, npm publish). Not `prepare`: npm warns about an
// install script on every install of a tarball whose package.json has one.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { rmSync } from 'node:fs';

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
