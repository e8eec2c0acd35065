#!/usr/bin/env bash
# A new three.js user's first contact, timed from `generate`: the package generated from the default spec into an
# empty folder, `npm ci` in it (its development dependencies), then e2e/first-frame.mjs there (npm pack with its
# build, a fresh Vite app installing the tarball with three and Vite, vite build, headless Chromium to the first
# drawn frame), then `npm run test:pack` there for the sizes (what each import adds, the tarball). Writes
# docs/benchmarks/threejs-first-contact.md (the figures of this run, with date, machine and load). npm runs with
# --prefer-offline: a warm npm cache, as on a machine that has installed these before. Not a test.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out_md="$root/docs/benchmarks/threejs-first-contact.md"
./stretchy --version >/dev/null   # the CLI built outside the measurement
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
ms() { echo $(( $(date +%s%N) / 1000000 )); }
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"

t0=$(ms)
./stretchy generate --spec specs/stretchy.yaml --target threejs --out "$work/out" --quiet >/dev/null
t1=$(ms)
pkg="$(find "$work/out" -mindepth 1 -maxdepth 1 -type d ! -name .stretchy)"
cd "$pkg"
ci_log="$(timeout 900 npm ci --no-audit --no-fund --prefer-offline 2>&1)"
t2=$(ms)
ci_packages="$(printf '%s\n' "$ci_log" | sed -n 's/.*added \([0-9]*\) packages.*/\1/p' | tail -1)"
frame_json="$(timeout 900 node e2e/first-frame.mjs | tail -1)"
timeout 1200 npm run test:pack --silent >"$work/pack.log" 2>&1 || { tail -20 "$work/pack.log" >&2; exit 1; }
pack_json="$(cat e2e-out/pack.json)"
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

GEN_MS=$((t1 - t0)) CI_MS=$((t2 - t1)) CI_PACKAGES="$ci_packages" FRAME="$frame_json" PACK="$pack_json" \
LOAD_BEFORE="$load_before" LOAD_AFTER="$load_after" CPUS="$(nproc)" \
CPU_MODEL="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)" \
NODE_VERSION="$(node --version)" NPM_VERSION="$(npm --version)" OUT_MD="$out_md" node --input-type=module -e '
import { writeFileSync } from "node:fs";
const e = process.env;
const f = JSON.parse(e.FRAME);
const p = JSON.parse(e.PACK);
const gen = Number(e.GEN_MS) / 1000;
const ci = Number(e.CI_MS) / 1000;
const total = gen + ci + f.packSeconds + f.totalSeconds;
const kb = (b) => (b / 1000).toFixed(1);
const lines = [
  "<!-- Written by scripts/bench-threejs-first-contact.sh; do not edit by hand. -->",
  "# three.js package: first contact, timed from generate",
  "",
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC; ${e.CPUS} CPUs (${e.CPU_MODEL}); load average ${e.LOAD_BEFORE} before, ${e.LOAD_AFTER} after;`
    + ` Node ${e.NODE_VERSION}, npm ${e.NPM_VERSION}, npm cache warm (--prefer-offline). One run: figures depend on the machine and its load.`,
  "",
  "| step | seconds |",
  "|---|---|",
  `| \`stretchy generate --target threejs\` into an empty folder | ${gen.toFixed(1)} |`,
  `| \`npm ci\` in the generated package (${e.CI_PACKAGES} packages) | ${ci.toFixed(1)} |`,
  `| \`npm pack\` (builds dist/ through prepack) | ${f.packSeconds.toFixed(1)} |`,
  `| a fresh app: \`npm install\` of the tarball with three and Vite (${f.appPackages} packages) | ${f.installSeconds.toFixed(1)} |`,
  `| \`vite build\` of the app | ${f.buildSeconds.toFixed(1)} |`,
  `| headless Chromium: launch to the first drawn frame (a ball with SquashStretch, a bar with SplineDeform) | ${f.browserSeconds.toFixed(1)} |`,
  `| **from generate to the first frame** | **${total.toFixed(1)}** |`,
  "",
  `The tarball: ${kb(p.tarball.bytes)} kB, ${p.tarball.files} files (${kb(p.tarball.unpackedBytes)} kB unpacked).`,
  "What each import adds to an app (three external), minified and gzipped:",
  "",
  "| import | min kB | gzip kB |",
  "|---|---|---|",
  ...Object.entries(p.bundles).map(([name, b]) => `| ${name} | ${kb(b.min)} | ${kb(b.gzip)} |`),
  "",
];
writeFileSync(e.OUT_MD, lines.join("\n"));
console.log(lines.join("\n"));
'
