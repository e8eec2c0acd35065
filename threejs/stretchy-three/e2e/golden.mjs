// The golden vectors as the browser tests compare against them (docs/golden-format.md): the cases a page can run,
// and the worst errors of offsets (spec section 6) and of normals and tangents (section 8).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Math spec section 10 features (golden-format.md "features"): a case needing one the page's deformer lacks (the
// `implemented` list, its contract's features as the page reports them) is skipped by name, an unknown one fails.
const KNOWN_FEATURES = ['closedLoop', 'roll', 'stretchMask'];

/**
 * The stretchy-golden/1 files of `dir`, and the SplineDeform and VelocityStretch cases among them that a page whose
 * velocity contract has `dims` dimensions can run (`skipped`: the velocity cases of the other dimension;
 * `needFeatures`: the cases that need a section 10 feature outside `implemented`).
 */
export function goldenCases(dir, dims, implemented) {
  if (!Array.isArray(implemented)) throw new Error('goldenCases: the implemented features are needed (the page\'s features())');
  const all = readdirSync(dir).filter((f) => f.endsWith('.json')).sort()
    .map((f) => ({ file: f, ...JSON.parse(readFileSync(join(dir, f), 'utf8')) }))
    .filter((g) => g.format === 'stretchy-golden/1');
  for (const g of all) {
    const unknown = (g.features ?? []).filter((f) => !KNOWN_FEATURES.includes(f));
    if (unknown.length) throw new Error(`${g.file}: unknown golden feature(s) ${unknown.join(', ')}`);
  }
  const lacks = (g) => (g.features ?? []).some((f) => !implemented.includes(f));
  const runs = (g) => !lacks(g) && (g.kernel === 'SplineDeform' || (g.kernel === 'VelocityStretch' && (g.dimensions ?? 3) === dims));
  return {
    all,
    cases: all.filter(runs),
    skipped: all.filter((g) => g.kernel === 'VelocityStretch' && !lacks(g) && !runs(g)),
    needFeatures: all.filter(lacks),
  };
}

/** Spec section 6's length scale L; the velocity cases scale by |pivot| (L is not an input). */
export const lengthScale = (g) => (g.kernel === 'SplineDeform' ? Math.max(g.inputs.SplineLength, 0.001) : Math.hypot(...g.inputs.VelocityPivotLocal));

/** The worst offset error of `got` as a fraction of |o - ref| <= abs + rel * max(|x|, L), and where. */
export function offsetsWorst(g, got) {
  let worst = { ratio: 0, err: 0, at: -1 };
  got.forEach((o, i) => {
    const allowed = g.tolerance.abs + g.tolerance.rel * Math.max(Math.hypot(...g.vertices[i]), lengthScale(g));
    for (let k = 0; k < 3; k++) {
      const err = Math.abs(o[k] - g.expected[i][k]);
      if (!(err / allowed <= worst.ratio)) worst = { ratio: err / allowed, err, at: i };
    }
  });
  return worst;
}

/**
 * The golden atlas cases (of goldenCases' `all`) a page's atlas can run, each other one (needing a feature the
 * package lacks, in `needFeatures`) skipped by name on the console.
 */
export function atlasCases(all, needFeatures) {
  const runnable = [];
  for (const g of all.filter((a) => a.kernel === 'SplineAtlasDeform')) {
    if (needFeatures.includes(g)) console.log(`skipped ${g.file}: needs ${g.features.join(', ')}, not implemented by the package`);
    else runnable.push(g);
  }
  return runnable;
}

/**
 * The worst offset error of an atlas case's `got` (instance-major, as `expected`) as a fraction of its tolerance,
 * each row scaled by its instance (golden-format.md: max(|x|, |SplineLength|, |VelocityPivotLocal|), floats 5 and
 * 12..14 in section 9.2's order; a closed-loop row's length is stored negative, section 10.5).
 */
export function atlasWorst(g, got, expected) {
  let worst = 0;
  const V = g.vertices.length;
  got.forEach((o, i) => {
    const f = g.instances[Math.floor(i / V)];
    const scale = Math.max(Math.hypot(...g.vertices[i % V]), Math.max(Math.abs(f[5]), 0.001), Math.hypot(f[12], f[13], f[14]));
    const allowed = g.tolerance.abs + g.tolerance.rel * scale;
    for (let k = 0; k < 3; k++) worst = Math.max(worst, Math.abs(o[k] - expected[i][k]) / allowed);
  });
  return worst;
}

/** The worst componentwise error of normals and tangents (`got`: rows of 6) against the golden normals, and where. */
export function normalsWorst(g, got) {
  let worst = { err: 0, at: -1 };
  got.forEach((r, i) => {
    for (let k = 0; k < 3; k++) {
      for (const err of [Math.abs(r[k] - g.normals.expected[i][k]), Math.abs(r[3 + k] - g.normals.expectedTangents[i][k])]) {
        if (!(err <= worst.err)) worst = { err, at: i };
      }
    }
  });
  return worst;
}

/**
 * A SplineDeform case as a one-row atlas case (math spec 9.7: the identity squash, row 0), `expected` and
 * `expectedPrev` its offsets; `withFeatures` false drops its section 10 features (ClosedLoop 0, BakedRoll 0, mask 1).
 * Floats in section 9.2's order.
 */
export function oneRowAtlas(g, withFeatures = true) {
  const i = g.inputs;
  const instance = [i.Progress, i.Progress, i.StretchScale, i.SizeScale, 0, i.SplineLength, i.StretchScale, i.SizeScale,
    ...i.ForwardAxisLocal, 1, ...i.MeshCenterLocal, 1];
  const atlasInputs = { AtlasRowCount: 1 };
  for (const name of ['SampleCount', 'MeshCenterLocal', 'ForwardAxisLocal', 'PreserveVolume', 'StretchBias', 'MeshHalfLength', 'SettleWindow',
    'EndExtrapolation', 'ClosedLoop', 'BakedRoll']) if (i[name] !== undefined) atlasInputs[name] = i[name];
  return {
    name: g.name, file: g.file, mode: g.mode, features: withFeatures ? g.features : undefined, atlasInputs,
    textures: { PositionAtlas: g.textures.PositionTexture, TangentAtlas: g.textures.TangentTexture }, vertices: g.vertices,
    stretchMask: withFeatures ? g.stretchMask : undefined, instances: [instance], expected: g.expected, expectedPrev: g.expected,
    tolerance: g.tolerance, normals: g.normals,
  };
}
