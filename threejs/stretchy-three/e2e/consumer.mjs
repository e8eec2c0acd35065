// The package as a user gets it: `npm pack` (which builds dist/ through `prepack`), installed from the tarball into
// a fresh app next to three, imported from ESM and CommonJS, typechecked under every TypeScript module resolution
// users still have (node10, node16, nodenext, bundler), and bundled: one copy of three, and the minified + gzipped
// size of each import. Prints 'N passed, N failed' and the figures (e2e-out/pack.json); exits 1 on any failure.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { WEBGL_FLAGS, launch, serve } from './chromium.mjs';
import { checks, here, run, tryRun } from './harness.mjs';

const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const outDir = join(here, 'e2e-out');
mkdirSync(outDir, { recursive: true });
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tally = checks();
const { check } = tally;

const installedReadme = () => readFileSync(join(work, 'app', 'node_modules', ...pkg.name.split('/'), 'README.md'), 'utf8');

/** Bundles each snippet as an app page (Vite), loads it in headless Chromium, and counts the pixels its canvas drew. */
async function runSnippets(app, list) {
  const results = [];
  const { context, userDataDir } = await launch(WEBGL_FLAGS[1]);
  try {
    for (const sn of list) {
      const name = sn.file.replace(/\.tsx?$/, '');
      const html = join(app, `${name}.html`);
      writeFileSync(html, `<!doctype html><html><body style="margin:0"><script type="module" src="./${sn.file}"></script></body></html>\n`);
      const outDir = join(app, `dist-${name}`);
      await build({ root: app, logLevel: 'silent', configFile: false, base: './',
        build: { outDir, emptyOutDir: true, rollupOptions: { input: html } } });
      const { server, base } = await serve(outDir);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      // The browser asks for /favicon.ico, which the snippet apps have none of.
      page.on('console', (m) => m.type() === 'error' && !m.location().url.endsWith('/favicon.ico') && errors.push(m.text()));
      try {
        await page.goto(`${base}/${name}.html`);
        await page.waitForFunction(() => document.querySelector('canvas') !== null);
        // Read the canvas right after the app's own frame (the next animation frame's callbacks run after it).
        const litPixels = await page.evaluate(() => new Promise((resolve) => {
          let frames = 0;
          const look = () => {
            if (++frames < 30) return window.requestAnimationFrame(look);
            const c = document.querySelector('canvas');
            const g = Object.assign(document.createElement('canvas'), { width: c.width, height: c.height }).getContext('2d');
            g.drawImage(c, 0, 0);
            const d = g.getImageData(0, 0, c.width, c.height).data;
            let lit = 0;
            for (let i = 0; i < d.length; i += 4) if (d[i] + d[i + 1] + d[i + 2] > 60) lit++;
            resolve(lit);
          };
          window.requestAnimationFrame(look);
        }));
        results.push({ file: sn.file, errors, litPixels });
      } finally {
        await page.close();
        server.close();
      }
    }
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}

const work = mkdtempSync(join(tmpdir(), 'stretchy-consumer-'));
const figures = {};
try {
  // 1. The tarball: built dist/, the GLSL files, no sources of tests or demo, no three.
  const t0 = Date.now();
  const [packed] = JSON.parse(run(npm, ['pack', '--json', '--silent', '--pack-destination', work], here));
  figures.packSeconds = (Date.now() - t0) / 1000;
  const tarball = join(work, packed.filename);
  const files = packed.files.map((f) => f.path);
  figures.tarball = { bytes: statSync(tarball).size, unpackedBytes: packed.unpackedSize, files: files.length };
  for (const f of ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/splineDeform.d.ts', 'dist/react.js',
    'dist/react.d.ts', 'dist/webgpu.js', 'dist/webgpu.d.ts', 'src/glsl/splineDeform.glsl']) {
    check(`tarball holds ${f}`, files.includes(f));
  }
  check('tarball holds no tests, demo, sources or dependencies',
    !files.some((f) => /^(test|demo|e2e|node_modules)\//.test(f) || (f.startsWith('src/') && !f.endsWith('.glsl'))),
    files.filter((f) => !f.startsWith('dist/')).join(', '));

  // No install-time scripts in the packed package.json: npm warns about them on every install of the tarball.
  const installScripts = ['preinstall', 'install', 'postinstall', 'prepare'].filter((k) => pkg.scripts?.[k] !== undefined);
  check('the packed package.json has no install scripts', installScripts.length === 0, installScripts.join(', '));

  // 2. A fresh app, installed with the README's own install lines (the packages they name, at the versions this
  // package is tested with), and TypeScript.
  const readme = readFileSync(join(here, 'README.md'), 'utf8');
  const installLine = /^cd \S+ && npm install (.+)$/m.exec(readme)?.[1].split(/\s+/) ?? [];
  const named = installLine.filter((t) => !t.endsWith('.tgz'));
  check('the README\'s install line names three, @types/three and the tarball',
    named.includes('three') && named.includes('@types/three') && installLine.some((t) => t.endsWith('.tgz')), installLine.join(' '));
  const reactLine = /^npm install (react .+)$/m.exec(readme)?.[1].split(/\s+/) ?? [];
  check('the README has the React entry\'s install line', reactLine.includes('@react-three/fiber'), reactLine.join(' '));
  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'consumer-app', private: true, type: 'module' }, null, 2));
  const t1 = Date.now();
  const dev = pkg.devDependencies;
  const pinned = (name) => `${name}@${dev[name]}`;
  // npm's warnings are kept (--loglevel=warn) to be checked.
  const install = (args, cwd) => spawnSync(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=warn', ...args],
    { cwd, encoding: 'utf8', timeout: 600_000 });
  const installed0 = install([tarball, ...named.map(pinned), ...reactLine.map(pinned), pinned('typescript')], app);
  check('npm installs the README\'s lines', installed0.status === 0, installed0.stderr.trim().split('\n').slice(-3).join(' | '));
  check('installing the tarball warns about no install scripts', !/install-scripts|prepare/.test(installed0.stderr),
    installed0.stderr.trim().split('\n').filter((l) => /install-scripts|prepare/.test(l)).join(' | '));
  // That check's planted fault: a tarball whose package.json keeps a prepare script must be warned about.
  const planted = join(work, 'planted');
  mkdirSync(join(planted, 'pkg'), { recursive: true });
  writeFileSync(join(planted, 'pkg', 'package.json'), JSON.stringify({ name: 'planted-prepare', version: '1.0.0', scripts: { prepare: 'node -e 0' } }));
  run(npm, ['pack', '--silent', '--ignore-scripts', '--pack-destination', planted], join(planted, 'pkg'));
  writeFileSync(join(planted, 'package.json'), JSON.stringify({ name: 'planted-app', private: true }));
  const plantedInstall = install([join(planted, 'planted-prepare-1.0.0.tgz')], planted);
  check('planted fault: a tarball with a prepare script is warned about', /install-scripts|prepare/.test(plantedInstall.stderr),
    plantedInstall.stderr.trim().split('\n')[0] ?? '');
  figures.installSeconds = (Date.now() - t1) / 1000;
  const installed = join(app, 'node_modules', ...pkg.name.split('/'));
  check('installed from the tarball with dist/', existsSync(join(installed, 'dist', 'index.js')));
  check('three is a peer: no copy of it inside the package', !existsSync(join(installed, 'node_modules', 'three')));

  // 3. TypeScript: the types from every resolution mode, and names checked.
  writeFileSync(join(app, 'app.ts'), `import { BoxGeometry, CatmullRomCurve3, Mesh, MeshStandardMaterial, Vector3 } from 'three';
import { SplineDeform, SquashStretchMaterial, type SplineDeformValues } from '${pkg.name}';

const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshStandardMaterial());
const curve = new CatmullRomCurve3([new Vector3(-4, 0, 0), new Vector3(-2, 2, 0), new Vector3(0, 0, 0)]);
const spline = new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0) });
spline.addEventListener('finished', () => spline.play());
spline.set('StretchScale', 1.4);
const s: SplineDeformValues['StretchScale'] = spline.get('StretchScale');
// @ts-expect-error a misspelt input name does not compile
spline.set('StrechScale', s);
const ball = new SquashStretchMaterial(new Mesh(new BoxGeometry(), new MeshStandardMaterial()));
ball.update(1 / 60, new Vector3(0, -3, 0));
export { spline, ball };
`);
  const modes = {
    node10: { module: 'commonjs', moduleResolution: 'node10', ignoreDeprecations: '6.0' },
    node16: { module: 'node16', moduleResolution: 'node16' },
    nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
    bundler: { module: 'esnext', moduleResolution: 'bundler' },
  };
  // What differs between the modes is how the package's types resolve, not the declarations themselves: those (ours and
  // @types/three, most of a check's time) are checked once, by the snippets' check below (skipLibCheck off). Types
  // that fail to resolve in a mode make its names `any`, which app.ts's @ts-expect-error line turns into an error.
  const tscMode = (mode) => tryRun(process.execPath, [join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', `tsconfig.${mode}.json`], app);
  for (const [mode, options] of Object.entries(modes)) {
    const config = { compilerOptions: { target: 'es2022', lib: ['es2022', 'dom'], strict: true, noEmit: true, skipLibCheck: true,
      ...options }, files: ['app.ts'] };
    // TypeScript < 6 knows no ignoreDeprecations '6.0' and needs none for node10.
    if (!dev.typescript.startsWith('6')) delete config.compilerOptions.ignoreDeprecations;
    writeFileSync(join(app, `tsconfig.${mode}.json`), JSON.stringify(config, null, 2));
    const r = tscMode(mode);
    check(`typechecks with moduleResolution ${mode}`, r.ok, r.out.split('\n').slice(0, 3).join(' | '));
  }
  // Its planted fault: declarations whose relative imports lack the extension node16 requires (the names then resolve
  // to nothing) must fail that mode, though the declarations themselves are not checked there.
  const indexTypes = join(installed, 'dist', 'index.d.ts');
  const typesText = readFileSync(indexTypes, 'utf8');
  writeFileSync(indexTypes, typesText.replace(/from '\.\/([\w.-]+)\.js'/g, "from './$1'"));
  const unresolved = tscMode('node16');
  writeFileSync(indexTypes, typesText);
  check('planted fault: declarations node16 cannot resolve fail its check', !unresolved.ok, unresolved.out.split('\n')[0]);

  // 3b. Every README snippet is a complete file: type-checked in the app (strict, bundler resolution), the plain
  // ones then bundled and run in headless Chromium (no page error, a frame drawn). The type check's planted fault:
  // without @types/three (the README's install line once lacked it) the snippets must fail it.
  const snippets = [...installedReadme().matchAll(/```(tsx?)\n([\s\S]*?)```/g)]
    .map((m, i) => ({ file: `snippet${i + 1}.${m[1]}`, source: m[2] }));
  for (const sn of snippets) writeFileSync(join(app, sn.file), sn.source);
  writeFileSync(join(app, 'tsconfig.snippets.json'), JSON.stringify({ compilerOptions: { target: 'es2022', lib: ['es2022', 'dom'],
    strict: true, noEmit: true, module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx', skipLibCheck: false },
  files: snippets.map((sn) => sn.file) }, null, 2));
  const tscApp = () => tryRun(process.execPath, [join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.snippets.json'], app);
  const typed = tscApp();
  check(`every README snippet type-checks as a complete file (${snippets.length}: ${snippets.map((sn) => sn.file).join(', ')})`,
    snippets.length >= 5 && typed.ok, typed.out.split('\n').slice(0, 3).join(' | '));
  const types = join(app, 'node_modules', '@types', 'three');
  renameSync(types, `${types}.hidden`);
  const untyped = tscApp();
  renameSync(`${types}.hidden`, types);
  check('planted fault: without @types/three the snippets fail the type check', !untyped.ok && /'three'/.test(untyped.out),
    untyped.out.split('\n')[0]);
  figures.snippets = await runSnippets(app, snippets.filter((sn) => sn.file.endsWith('.ts')));
  for (const r of figures.snippets) {
    check(`README ${r.file} runs in Chromium (no page error, a frame drawn)`, r.errors.length === 0 && r.litPixels > 100,
      `${r.errors.length ? r.errors[0].slice(0, 200) : 'no error'}, ${r.litPixels} lit pixels`);
  }

  // 4. Node: import and require.
  const esm = tryRun(process.execPath, ['--input-type=module', '-e',
    `import { SplineDeform, MATH_VERSION } from '${pkg.name}'; console.log(typeof SplineDeform, MATH_VERSION);`], app);
  check('import() from an ES module', esm.ok && esm.out.startsWith('function'), esm.out.trim());
  const cjs = tryRun(process.execPath, ['-e', `const s = require('${pkg.name}'); console.log(typeof s.SquashStretch);`], app);
  check('require() from CommonJS (Node >= 20.19 loads the ES build)', cjs.ok && cjs.out.startsWith('function'), cjs.out.trim());

  // The GLSL strings are the shipped .glsl files' text (each `#include "x.glsl"` line answered by x's), written into
  // dist/ by build.mjs: Node cannot import a `?raw` file, so a dist/ that kept source.ts's imports would fail here.
  const glslNames = { SPLINE_DEFORM_GLSL: 'splineDeform', VELOCITY_STRETCH_GLSL: 'velocityStretch', SPLINE_ATLAS_DEFORM_GLSL: 'splineAtlasDeform' };
  const glslStrings = (dir) => tryRun(process.execPath, ['--input-type=module', '-e',
    `import * as s from ${JSON.stringify(join(dir, 'dist', 'glsl', 'source.js'))}; import { readFileSync } from 'node:fs';
    const text = (n) => readFileSync(${JSON.stringify(join(dir, 'src', 'glsl'))} + '/' + n, 'utf8')
      .replace(/^#include "([\\w.-]+)"\\n/gm, (_, x) => text(x));
    for (const [k, n] of Object.entries(${JSON.stringify(glslNames)})) console.log(k, s[k] === text(n + '.glsl'));`], app);
  const glslOut = glslStrings(installed);
  check('the exported GLSL strings are the tarball\'s .glsl files, includes answered', glslOut.ok
    && Object.keys(glslNames).every((k) => glslOut.out.includes(`${k} true`)), glslOut.out.trim().slice(0, 200));
  // Its planted fault: dist/glsl/source.js as tsc emits it, still importing the files with ?raw.
  const rawDir = join(work, 'planted-raw');
  mkdirSync(join(rawDir, 'dist', 'glsl'), { recursive: true });
  cpSync(join(installed, 'src'), join(rawDir, 'src'), { recursive: true });
  writeFileSync(join(rawDir, 'dist', 'glsl', 'source.js'), Object.entries(glslNames)
    .map(([k, n]) => `import ${n} from '../../src/glsl/${n}.glsl?raw';\nexport const ${k} = ${n};\n`).join(''));
  check('planted fault: a dist/ that imports the .glsl files with ?raw fails', !glslStrings(rawDir).ok);

  // 5. Bundles: one three; the size each import adds (three external), minified and gzipped.
  const bundle = async (name, source, external) => {
    writeFileSync(join(app, `${name}.js`), source);
    const result = await build({
      root: app, logLevel: 'silent', configFile: false,
      build: {
        write: false, minify: true, lib: { entry: join(app, `${name}.js`), formats: ['es'], fileName: name },
        rollupOptions: { external: external ? ['three', 'three/webgpu', 'three/tsl', 'react', '@react-three/fiber'] : [] },
      },
    });
    const code = (Array.isArray(result) ? result[0] : result).output.filter((o) => o.type === 'chunk').map((o) => o.code).join('\n');
    return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length, code };
  };
  const whole = await bundle('whole', `import { SplineDeform } from '${pkg.name}'; import * as THREE from 'three'; console.log(SplineDeform, THREE.REVISION);`, false);
  // three warns once per copy it finds loaded; the warning's text is in the bundle once per copy of three.
  const copies = whole.code.split('Multiple instances of Three.js being imported').length - 1;
  check('an app bundle holds one copy of three', copies === 1, `${copies} copies`);
  figures.bundles = {};
  for (const name of ['SquashStretch', 'SquashStretchMaterial', 'SplineDeform', 'VelocityController', 'bakeCurve']) {
    const b = await bundle(name, `export { ${name} } from '${pkg.name}';`, true);
    figures.bundles[name] = { min: b.min, gzip: b.gzip };
  }
  const all = await bundle('all', `export * from '${pkg.name}';`, true);
  figures.bundles['* (everything)'] = { min: all.min, gzip: all.gzip };
  const importsReact = (code) => /from\s*["'](react|@react-three\/fiber)["']/.test(code);
  const hooks = await bundle('hooks', `export * from '${pkg.name}/react';`, true);
  check('the main entry imports no React; the /react entry does', !importsReact(all.code) && importsReact(hooks.code));
  figures.bundles['/react (the hooks, with what they use)'] = { min: hooks.min, gzip: hooks.gzip };
  const importsNodes = (code) => /from\s*["']three\/(tsl|webgpu)["']/.test(code);
  const nodes = await bundle('nodes', `export * from '${pkg.name}/webgpu';`, true);
  check('the main entry imports no three/tsl; the /webgpu entry does', !importsNodes(all.code) && importsNodes(nodes.code));
  figures.bundles['/webgpu (TSL deformers; three/tsl external)'] = { min: nodes.min, gzip: nodes.gzip };
  check('bundle sizes measured', Object.values(figures.bundles).every((b) => b.gzip > 0));
  console.log(JSON.stringify(figures));
  writeFileSync(join(outDir, 'pack.json'), JSON.stringify(figures, null, 2) + '\n');
} catch (e) {
  check('consumer test ran to the end', false, e.stack ?? String(e));
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(`${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
