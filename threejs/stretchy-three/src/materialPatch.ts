import {
  BasicDepthPacking, MeshDepthMaterial, MeshDistanceMaterial, REVISION, RGBADepthPacking, ShaderLib, type IUniform, type Material,
  type Matrix3, type Matrix4, type Mesh, type WebGLProgramParametersWithUniforms, type WebGLRenderer,
} from 'three';
import type { ContractInput } from './contract.js';
import type { Vec3 } from './vec3.js';

const GLSL_TYPE = { scalar: 'float', vector: 'vec3', texture: 'sampler2D' } as const;

/** What a deformer adds to a vertex shader. `kind` names the deformer: a mesh takes at most one of each kind. */
export interface ShaderPatch {
  kind: string;
  key: string;
  defines: string;
  glsl: string;
  /** The offset function (math spec §1 step 10, §5). */
  fn: string;
  /**
   * The offset function that also writes the Jacobian (§8) that turns normals and tangents (its last parameter,
   * `out mat3`), from one evaluation; null keeps the rest normal (`normals: off`).
   */
  withJacobianFn: string | null;
  /**
   * Where the deformer goes in the chain when a mesh has several: lower first, each deforming the previous one's
   * output (the velocity stretch shapes the mesh, then the spline places it along the curve).
   */
  stage: number;
  contract: readonly ContractInput[];
  uniforms: Record<string, IUniform>;
  /** Inputs read from elsewhere than a uniform (instanced attributes), by base name: the GLSL expression. */
  inputs?: Readonly<Record<string, string>>;
  /** Declarations those expressions need (the instanced attributes). */
  declarations?: string;
  /** STRETCHY_ORIENTATION of a spline deformer (what `defines` sets), for the node-material path. */
  mode?: number;
  /** STRETCHY_NORMALS of the node-material path where the GLSL has no Jacobian function (the curve atlas). */
  nodeNormals?: number;
  /**
   * The deformer's CPU port (the offset of vertex x for the contract inputs by base name, vectors as tuples), for
   * raycasts on the drawn shape; absent when raycasting is off or the deformer has none.
   */
  cpu?: (x: Vec3, inputs: Readonly<Record<string, number | Vec3>>, vertex?: number) => Vec3;
  /**
   * A mesh inside a deformed group: the deformer works in the group root's space (its bake, bounds and inputs are
   * the root's), so the vertex goes into that space first and its offset and Jacobian come back (docs/threejs.md,
   * "Groups"). Absent for the root mesh itself (its own space).
   */
  space?: MeshSpace;
}

/** A mesh's place in its group: `toRoot` maps mesh-local points into the root's space, `fromRoot` is the inverse of its linear part. */
export interface MeshSpace {
  toRoot: Matrix4;
  fromRoot: Matrix3;
}

/** The GLSL uniforms carrying a patch's {@link MeshSpace} (named by its kind: a mesh carries one patch of each kind). */
export function spaceUniforms(p: ShaderPatch): { toRoot: string; fromRoot: string } {
  return { toRoot: `stretchy${p.kind}MeshToRoot`, fromRoot: `stretchy${p.kind}RootToMesh` };
}

/** The offset a patch's CPU port gives mesh-local vertex x, in mesh space (through the root's space for a group's mesh). */
export function cpuOffset(p: ShaderPatch, x: Vec3, inputs: Readonly<Record<string, number | Vec3>>, vertex?: number): Vec3 {
  const cpu = p.cpu as NonNullable<ShaderPatch['cpu']>;
  if (!p.space) return cpu(x, inputs, vertex);
  const m = p.space.toRoot.elements;
  const r = p.space.fromRoot.elements;
  const y: Vec3 = [
    m[0] * x[0] + m[4] * x[1] + m[8] * x[2] + m[12],
    m[1] * x[0] + m[5] * x[1] + m[9] * x[2] + m[13],
    m[2] * x[0] + m[6] * x[1] + m[10] * x[2] + m[14],
  ];
  const o = cpu(y, inputs, vertex);
  return [
    r[0] * o[0] + r[3] * o[1] + r[6] * o[2],
    r[1] * o[0] + r[4] * o[1] + r[7] * o[2],
    r[2] * o[0] + r[5] * o[1] + r[8] * o[2],
  ];
}

/** Derives a node material carrying the deformers (set by enableNodeMaterials() of the /webgpu entry). */
export type NodeMaterialDeriver = (source: Material, patches: readonly ShaderPatch[]) => Material;

let nodeMaterials: NodeMaterialDeriver | null = null;

/** Installs the node-material path (see `enableNodeMaterials` in webgpu.ts). */
export function setNodeMaterialSupport(deriver: NodeMaterialDeriver): void {
  nodeMaterials = deriver;
}

/** The shadow passes' materials: `customDepthMaterial` (directional and spot lights), `customDistanceMaterial` (point lights). */
type ShadowSlot = 'customDepthMaterial' | 'customDistanceMaterial';
const SHADOW_SLOTS: readonly ShadowSlot[] = ['customDepthMaterial', 'customDistanceMaterial'];
type Shadows = Record<ShadowSlot, Material | undefined>;

/**
 * The mesh's own material(s) and shadow materials, kept untouched, what was derived from them, and the deformers on
 * it, in the order they were added.
 */
interface Attachment {
  original: Material | Material[];
  derived: Material | Material[];
  originalShadows: Shadows;
  /** The shadow materials the mesh gets: derived ones, or (node materials) the user's as they were. */
  derivedShadows: Shadows;
  /** Whether derivedShadows were made here (and are disposed here). */
  shadowsDerived: boolean;
  patches: ShaderPatch[];
}

const attachments = new WeakMap<Mesh, Attachment>();

/** The ShaderLib entry of each built-in material (three's WebGLPrograms uses the same table). */
const SHADER_IDS: Record<string, keyof typeof ShaderLib> = {
  MeshDepthMaterial: 'depth', MeshDistanceMaterial: 'distance', MeshNormalMaterial: 'normal', MeshBasicMaterial: 'basic',
  MeshLambertMaterial: 'lambert', MeshPhongMaterial: 'phong', MeshToonMaterial: 'toon', MeshStandardMaterial: 'physical',
  MeshPhysicalMaterial: 'physical', MeshMatcapMaterial: 'matcap', LineBasicMaterial: 'basic', LineDashedMaterial: 'dashed',
  PointsMaterial: 'points', ShadowMaterial: 'shadow', SpriteMaterial: 'sprite',
};

const list = (m: Material | Material[]): Material[] => (Array.isArray(m) ? m : [m]);

/**
 * Checks, when the deformer is made rather than when the mesh first renders, that a material can take a deformer:
 * a WebGL material whose vertex shader has `#include <begin_vertex>`. Throws one clear error otherwise (a shader
 * that fails to compile would only leave an invisible mesh and a console message).
 */
export function checkMaterial(owner: string, material: Material): void {
  const m = material as Material & { isNodeMaterial?: boolean; isShaderMaterial?: boolean; isRawShaderMaterial?: boolean; vertexShader?: string };
  if (m.isNodeMaterial) {
    if (nodeMaterials) return;
    throw new TypeError(`${owner}: ${material.type} is a node material (WebGPURenderer): call enableNodeMaterials() from `
      + `the package's /webgpu entry once first`);
  }
  const id = SHADER_IDS[material.type];
  const source = m.isShaderMaterial ? m.vertexShader ?? '' : id !== undefined ? ShaderLib[id].vertexShader : undefined;
  if (source === undefined) throw new TypeError(`${owner}: unsupported material type ${material.type}`);
  if (m.isRawShaderMaterial || !source.includes('#include <begin_vertex>')) {
    throw new TypeError(`${owner}: the vertex shader of ${material.type} "${material.name}" has no #include <begin_vertex> to deform`);
  }
}

/**
 * Adds a deformer to a mesh without touching the user's material: the mesh gets derived materials (clones of its
 * own, which chain the original's onBeforeCompile and extend its customProgramCacheKey) carrying every deformer on
 * it, and derived shadow materials (customDepthMaterial, customDistanceMaterial) carrying the same, so its shadow
 * follows. Meshes that share a material get a clone each; {@link detachPatch} puts the originals back. Throws if the mesh
 * already has a deformer of the same kind (two would define the same GLSL function).
 */
export function attachPatch(owner: string, mesh: Mesh, patch: ShaderPatch): void {
  const current = attachments.get(mesh);
  // A mesh whose material was swapped since (by the user) starts again from its new material.
  const attached = current !== undefined && current.derived === mesh.material ? current : undefined;
  if (attached?.patches.some((p) => p.kind === patch.kind)) {
    throw new Error(`${owner}: mesh "${mesh.name}" already has a ${patch.kind}; dispose() that one first`);
  }
  const original = attached?.original ?? mesh.material;
  for (const m of list(original)) checkMaterial(owner, m);
  const originalShadows = userShadows(mesh, current);
  for (const slot of SHADOW_SLOTS) {
    const m = originalShadows[slot];
    if (m) checkMaterial(`${owner} (${slot})`, m);
  }
  const patches = [...(attached?.patches ?? []), patch];
  if (attached) disposeDerived(attached);
  const next = build(original, originalShadows, patches);
  attachments.set(mesh, next);
  mesh.material = next.derived;
  for (const slot of SHADOW_SLOTS) mesh[slot] = next.derivedShadows[slot];
}

/** The user's shadow materials: those from before any deformer, unless the user has set a slot since. */
function userShadows(mesh: Mesh, current: Attachment | undefined): Shadows {
  const shadows = {} as Shadows;
  for (const slot of SHADOW_SLOTS) {
    shadows[slot] = current !== undefined && mesh[slot] === current.derivedShadows[slot] ? current.originalShadows[slot] : mesh[slot];
  }
  return shadows;
}

/** Materials already warned about (a swap to a material that cannot take the deformers): one warning each. */
const refusedSwaps = new WeakSet<object>();

/**
 * Keeps a deformed mesh drawing what the user asked for; the deformers call it from update(). A material the user
 * assigned to `mesh.material` since (by hand, or React Three Fiber re-attaching one) becomes the mesh's own: the
 * deformers are derived onto it (and dispose() gives it back). One that cannot take them gets one console warning
 * naming the fix and draws undeformed. Then each derived material takes the values of its source
 * ({@link followSource}), as it also does before each render.
 */
export function refreshPatches(mesh: Mesh): void {
  const attached = attachments.get(mesh);
  if (!attached) return;
  if (attached.derived !== mesh.material) {
    const swapped = mesh.material;
    const kinds = attached.patches.map((p) => p.kind).join(', ');
    try {
      for (const m of list(swapped)) checkMaterial(kinds, m);
    } catch (e) {
      if (!refusedSwaps.has(swapped)) {
        refusedSwaps.add(swapped);
        console.warn(`${(e as Error).message}: mesh "${mesh.name}" now draws undeformed; dispose() the deformer before `
          + 'giving the mesh such a material');
      }
      return;
    }
    const shadows = userShadows(mesh, attached);
    disposeDerived(attached);
    const next = build(swapped, shadows, attached.patches);
    attachments.set(mesh, next);
    mesh.material = next.derived;
    for (const slot of SHADOW_SLOTS) mesh[slot] = next.derivedShadows[slot];
    return;
  }
  for (const m of list(attached.derived)) followers.get(m)?.();
}

/** Removes a deformer: the mesh gets materials derived with the others, or its own material back when none is left. */
export function detachPatch(mesh: Mesh, patch: ShaderPatch): void {
  const attached = attachments.get(mesh);
  if (!attached || !attached.patches.includes(patch)) return;
  const patches = attached.patches.filter((p) => p !== patch);
  const ours = attached.derived === mesh.material;
  // A slot the user has set since keeps the user's material.
  const oursShadow = SHADOW_SLOTS.filter((slot) => mesh[slot] === attached.derivedShadows[slot]);
  disposeDerived(attached);
  if (patches.length === 0) {
    attachments.delete(mesh);
    if (ours) mesh.material = attached.original;
    for (const slot of oursShadow) mesh[slot] = attached.originalShadows[slot];
    return;
  }
  const next = build(attached.original, attached.originalShadows, patches);
  attachments.set(mesh, next);
  if (ours) mesh.material = next.derived;
  for (const slot of oursShadow) mesh[slot] = next.derivedShadows[slot];
}

/** The deformers on a mesh in the shader's order (stage order), none when it has none. */
export function patchesOf(mesh: Mesh): ShaderPatch[] {
  return inStageOrder(attachments.get(mesh)?.patches ?? []);
}

const inStageOrder = (patches: readonly ShaderPatch[]): ShaderPatch[] => [...patches].sort((a, b) => a.stage - b.stage);

/** The material the user gave the mesh (what a deformer derives from). */
export function originalMaterial(mesh: Mesh): Material | Material[] {
  return attachments.get(mesh)?.original ?? mesh.material;
}

/**
 * The depth material three.js's shadow pass uses when a mesh has none of its own: since r182 shadow maps are depth
 * textures (the colour is unused); before, the depth was packed into RGBA.
 */
const SHADOW_DEPTH_PACKING = Number.parseInt(REVISION, 10) >= 182 ? BasicDepthPacking : RGBADepthPacking;

/**
 * Derives the materials for a set of deformers: the mesh's own, and the shadow passes' (the user's custom ones, or
 * the defaults three.js would use), so shadows follow the deformation. three.js copies the visible material's side,
 * maps, alphaTest and clipping onto a custom shadow material each pass, as it does onto its defaults.
 */
function build(original: Material | Material[], originalShadows: Shadows, patches: readonly ShaderPatch[]): Attachment {
  const derived = Array.isArray(original) ? original.map((m) => derive(m, patches)) : derive(original, patches);
  const defaults: Record<ShadowSlot, () => Material> = {
    customDepthMaterial: () => new MeshDepthMaterial({ depthPacking: SHADOW_DEPTH_PACKING }),
    customDistanceMaterial: () => new MeshDistanceMaterial(),
  };
  // WebGPURenderer's node materials cast shadows through their own nodes, not these WebGL shadow materials.
  const node = list(original).some((m) => (m as Material & { isNodeMaterial?: boolean }).isNodeMaterial);
  const derivedShadows = { ...originalShadows };
  if (!node) for (const slot of SHADOW_SLOTS) derivedShadows[slot] = derive(originalShadows[slot] ?? defaults[slot](), patches);
  return { original, derived, originalShadows, derivedShadows, shadowsDerived: !node, patches: [...patches] };
}

function disposeDerived(a: Attachment): void {
  for (const m of list(a.derived)) m.dispose();
  if (a.shadowsDerived) for (const slot of SHADOW_SLOTS) a.derivedShadows[slot]?.dispose();
}

function derive(source: Material, patches: readonly ShaderPatch[]): Material {
  if ((source as Material & { isNodeMaterial?: boolean }).isNodeMaterial && nodeMaterials) return nodeMaterials(source, patches);
  const material = source.clone();
  material.name = source.name;
  // A ShaderMaterial's uniforms stay the user's (clone() deep-copies them): `material.uniforms.time.value = t` on
  // the user's material still reaches the mesh. A new container, so the deformer's uniforms stay out of it.
  const shaderSource = source as Material & { isShaderMaterial?: boolean; uniforms?: Record<string, IUniform> };
  if (shaderSource.isShaderMaterial && shaderSource.uniforms) {
    (material as Material & { uniforms: Record<string, IUniform> }).uniforms = { ...shaderSource.uniforms };
  }
  const before = source.onBeforeCompile;
  const keyBefore = source.customProgramCacheKey;
  const renderBefore = source.onBeforeRender;
  const keys = inStageOrder(patches).map((p) => p.key).join('|');
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms, renderer: WebGLRenderer) => {
    before.call(material, shader, renderer);
    inject(shader, patches);
  };
  material.customProgramCacheKey = () => `${keyBefore.call(material)}|${keys}`;
  const seen = { version: source.version };
  const follow = () => followSource(source, material, seen);
  followers.set(material, follow);
  // three calls a material's onBeforeRender for each object it draws, before choosing the program.
  material.onBeforeRender = (...args: Parameters<Material['onBeforeRender']>) => {
    follow();
    renderBefore.apply(material, args);
  };
  return material;
}

/** Each derived WebGL material's way to take its source's current values. */
const followers = new WeakMap<Material, () => void>();

/**
 * A derived material's own properties: its identity, its hooks, the uniforms container derive() made (a
 * ShaderMaterial's uniform objects are shared already) and the defines (copied when the source's version moves).
 */
const OWN_KEYS = new Set(['uuid', 'id', 'name', 'type', 'version', 'userData', '_listeners', 'uniforms', 'defines',
  'onBeforeCompile', 'customProgramCacheKey', 'onBeforeRender', 'onBuild']);

type Copyable = { copy(from: unknown): unknown };
const copyable = (v: unknown): v is Copyable => v !== null && typeof v === 'object' && !(v as { isTexture?: boolean }).isTexture
  && typeof (v as Partial<Copyable>).copy === 'function';

/**
 * Brings a derived material up to date with the user's: edits that bump no version (`color.set(...)`, `roughness =
 * 0.2`, a React Three Fiber colour prop) are copied value by value (colours and vectors into the derived
 * material's own objects, textures and plain values assigned); an edit that needs a new program (`needsUpdate`, a
 * map added) moves the source's `version`, and the derived material then takes its defines and recompiles.
 */
function followSource(source: Material, derived: Material, seen: { version: number }): void {
  const from = source as unknown as Record<string, unknown>;
  const to = derived as unknown as Record<string, unknown>;
  for (const key of Object.keys(from)) {
    if (OWN_KEYS.has(key)) continue;
    const value = from[key];
    const mine = to[key];
    if (value === mine) continue;
    if (copyable(value) && copyable(mine)) mine.copy(value);
    else to[key] = value;
  }
  if (source.version !== seen.version) {
    seen.version = source.version;
    const defines = (source as Material & { defines?: Record<string, unknown> }).defines;
    if (defines) to.defines = { ...defines };
    derived.needsUpdate = true;
  }
}

/**
 * Declares every deformer's contract inputs as uniforms (named as the contract names them), prepends their GLSL
 * and chains them in `stage` order on the mesh's position as three draws it: after three's morph targets and
 * skinning (`#include <skinning_vertex>`, else `#include <begin_vertex>`), so the deformers bend the posed mesh and
 * the CPU raycast can start from three's own `getVertexPosition`; each adds its offset to `transformed`. Right after
 * the normal chunks (`#include <skinnormal_vertex>`, else `#include <beginnormal_vertex>`; lit materials,
 * MeshNormalMaterial, the shadow materials with displacement) each turns `objectNormal` and `objectTangent` with its
 * Jacobian at the point the previous deformers moved the vertex to (math spec §8), before three's normal matrix.
 * There the morphed and skinned position is worked out once (three's own chunks in a block of their own) and each
 * deformer is evaluated once for its offset and its Jacobian together; the offsets are kept and added later, where
 * the position is final. Where the normal chunk is absent, or compiled out, or comes later, `STRETCHY_OFFSETS_READY`
 * stays undefined and the offsets are evaluated there. A patch with a {@link MeshSpace} (a group's mesh) evaluates
 * at the vertex in the root's space and brings its offset (`fromRoot o`) and Jacobian (`fromRoot J toRoot`) back.
 */
function inject(shader: WebGLProgramParametersWithUniforms, patches: readonly ShaderPatch[]): void {
  const chain = inStageOrder(patches);
  if (!shader.vertexShader.includes('#include <begin_vertex>')) {
    throw new Error(`${chain.map((p) => p.kind).join(', ')}: the material's vertex shader has no #include <begin_vertex>`);
  }
  const arg = (p: ShaderPatch, i: ContractInput, position: string): string =>
    (i.base === 'LocalPosition' ? position : p.inputs?.[i.base] ?? i.uniform);
  const call = (fn: string, p: ShaderPatch, position: string): string => {
    const at = p.space ? `(${spaceUniforms(p).toRoot} * vec4(${position}, 1.0)).xyz` : position;
    return `${fn}(${p.contract.map((i) => arg(p, i, at)).join(', ')})`;
  };
  const back = (p: ShaderPatch, offset: string): string => (p.space ? `${spaceUniforms(p).fromRoot} * ${offset}` : offset);
  let head = '';
  for (const p of chain) {
    const fromUniform = (i: ContractInput) => !i.vertex && p.inputs?.[i.base] === undefined;
    let declarations = (p.declarations ?? '') + p.contract.filter(fromUniform)
      .map((i) => `uniform ${GLSL_TYPE[i.kind]} ${i.uniform};`).join('\n');
    Object.assign(shader.uniforms, p.uniforms);
    if (p.space) {
      const u = spaceUniforms(p);
      declarations += `\nuniform mat4 ${u.toRoot};\nuniform mat3 ${u.fromRoot};`;
      shader.uniforms[u.toRoot] = { value: p.space.toRoot };
      shader.uniforms[u.fromRoot] = { value: p.space.fromRoot };
    }
    head += `${p.defines}${declarations}\n${p.glsl}\n`;
  }
  const skinned = shader.vertexShader.includes('#include <skinning_vertex>');
  const positionChunk = skinned ? '#include <skinning_vertex>' : '#include <begin_vertex>';
  const offsets = chain.map((p) => `transformed += ${back(p, call(p.fn, p, 'transformed'))};`).join('\n');
  const turns = chain.some((p) => p.withJacobianFn != null);
  let body: string;
  if (turns) {
    let normals = '';
    chain.forEach((p, k) => {
      if (p.withJacobianFn != null) {
        const args = `${call(p.withJacobianFn, p, 'stretchyPosition').slice(0, -1)}, stretchyJacobian)`;
        normals += `stretchyOffset${k} = ${back(p, args)};\n`;
        if (p.space) {
          const u = spaceUniforms(p);
          normals += `stretchyJacobian = ${u.fromRoot} * stretchyJacobian * mat3(${u.toRoot});\n`;
        }
        normals += 'objectNormal = stretchyDeformNormal(stretchyJacobian, objectNormal);\n'
          + '#ifdef USE_TANGENT\nobjectTangent = stretchyDeformTangent(stretchyJacobian, objectTangent);\n#endif\n';
      } else {
        normals += `stretchyOffset${k} = ${back(p, call(p.fn, p, 'stretchyPosition'))};\n`;
      }
      normals += `stretchyPosition += stretchyOffset${k};\n`;
    });
    const declared = chain.map((_, k) => `vec3 stretchyOffset${k};\n`).join('');
    const kept = chain.map((_, k) => `transformed += stretchyOffset${k};\n`).join('');
    body = shader.vertexShader.replace(positionChunk,
      `${positionChunk}\n#ifdef STRETCHY_OFFSETS_READY\n${kept}#else\n${offsets}\n#endif`);
    // The position three will draw, from its own chunks, where the skinning matrices are already declared.
    const normalChunk = body.includes('#include <skinnormal_vertex>') ? '#include <skinnormal_vertex>' : '#include <beginnormal_vertex>';
    const posed = normalChunk === '#include <skinnormal_vertex>' && skinned
      ? 'vec3 stretchyPosition;\n{\nvec3 transformed = vec3(position);\n#include <morphtarget_vertex>\n#include <skinning_vertex>\n'
        + 'stretchyPosition = transformed;\n}\n'
      : 'vec3 stretchyPosition = vec3(position);\n';
    body = body.replace(normalChunk, `${normalChunk}\n#define STRETCHY_OFFSETS_READY\n`
      + `${declared}{\n${posed}mat3 stretchyJacobian;\n${normals}}`);
  } else {
    body = shader.vertexShader.replace(positionChunk, `${positionChunk}\n${offsets}`);
  }
  shader.vertexShader = head + body;
}
