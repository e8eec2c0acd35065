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
