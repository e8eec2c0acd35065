// The group-against-merged checks (demo/groupCompare.ts) with their controls, for e2e/groups.mjs (WebGL, the GLSL
// path) and e2e/webgpu.mjs (WebGPU, the node path). `compare(kind, fault)` runs the page's comparison.
export async function checkGroupCompare(check, label, compare) {
  const detail = (c) => `group ${c.groupPixels} px, merged ${c.mergedPixels} px; coverage differs on ${c.coverageDiffer} `
    + `(${c.coverageInterior} off the edges), colour on ${c.colourDiffer} (worst channel ${c.worstChannel}/255)`;
  const figures = {};
  for (const [kind, what] of [['spline', 'bends (SplineDeform)'], ['velocity', 'stretches (SquashStretchMaterial)']]) {
    const same = await compare(kind, false);
    check(`${label}a group of two offset parts ${what} as the same triangles merged into one mesh (pixels and normals)`,
      same.groupPixels > 500 && same.coverageInterior === 0 && same.coverageDiffer < 0.01 * same.mergedPixels
        && same.colourDiffer < 0.01 * same.mergedPixels, detail(same));
    const fault = await compare(kind, true);
    check(`${label}control (${kind}): each part deformed in its own space (the spaces dropped) is caught`,
      fault.coverageInterior > 0.1 * fault.mergedPixels || fault.colourDiffer > 0.1 * fault.mergedPixels, detail(fault));
    figures[kind] = { same, fault };
  }
  return figures;
}
