import { ShaderLib, type IUniform, type Material, type Mesh, type WebGLProgramParametersWithUniforms, type WebGLRenderer } from 'three';
import type { ContractInput } from './contract.js';

const GLSL_TYPE = { scalar: 'float', vector: 'vec3', texture: 'sampler2D' } as const;

/** What a deformer adds to a vertex shader. `kind` names the deformer: a mesh takes at most one of each kind. */
export interface ShaderPatch {
  kind: string;
  key: string;
  defines: string;
  glsl: string;
  fn: string;
  contract: readonly ContractInput[];
  uniforms: Record<string, IUniform>;
  /** Inputs read from elsewhere than a uniform (instanced attributes), by base name: the GLSL expression. */
  inputs?: Readonly<Record<string, string>>;
  /** Declarations those expressions need (the instanced attributes). */
  declarations?: string;
  /** STRETCHY_ORIENTATION of a spline deformer (what `defines` sets), for the node-material path. */
  mode?: number;
}

/** Derives a node material carrying the deformers (set by enableNodeMaterials() of the /webgpu entry). */
export type NodeMaterialDeriver = (source: Material, patches: readonly ShaderPatch[]) => Material;

let nodeMaterials: NodeMaterialDeriver | null = null;

/** Installs the node-material path (see `enableNodeMaterials` in webgpu.ts). */
export function setNodeMaterialSupport(deriver: NodeMaterialDeriver): void {
  nodeMaterials = deriver;
}

/** The mesh's own material(s), kept untouched, and the deformers on it, in the order they were added. */
interface Attachment {
  original: Material | Material[];
  derived: Material | Material[];
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
 * it. Meshes that share a material get a clone each; {@link detachPatch} puts the original back. Throws if the mesh
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
  const patches = [...(attached?.patches ?? []), patch];
  if (attached) for (const m of list(attached.derived)) m.dispose();
  const derived = Array.isArray(original) ? original.map((m) => derive(m, patches)) : derive(original, patches);
  attachments.set(mesh, { original, derived, patches });
  mesh.material = derived;
}

/** Removes a deformer: the mesh gets materials derived with the others, or its own material back when none is left. */
export function detachPatch(mesh: Mesh, patch: ShaderPatch): void {
  const attached = attachments.get(mesh);
  if (!attached || !attached.patches.includes(patch)) return;
  const patches = attached.patches.filter((p) => p !== patch);
  const ours = attached.derived === mesh.material;
  for (const m of list(attached.derived)) m.dispose();
  if (patches.length === 0) {
    attachments.delete(mesh);
    if (ours) mesh.material = attached.original;
    return;
  }
  const original = attached.original;
  const derived = Array.isArray(original) ? original.map((m) => derive(m, patches)) : derive(original, patches);
  attachments.set(mesh, { original, derived, patches });
  if (ours) mesh.material = derived;
}

/** The material the user gave the mesh (what a deformer derives from). */
export function originalMaterial(mesh: Mesh): Material | Material[] {
  return attachments.get(mesh)?.original ?? mesh.material;
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
  const keys = patches.map((p) => p.key).join('|');
  material.onBeforeCompile = (shader: WebGLProgramParametersWithUniforms, renderer: WebGLRenderer) => {
    before.call(material, shader, renderer);
    for (const p of patches) inject(shader, p);
  };
  material.customProgramCacheKey = () => `${keyBefore.call(material)}|${keys}`;
  return material;
}

/**
 * Declares the contract's inputs as uniforms (named as the contract names them), prepends the deformer's GLSL and
 * adds its offset to `transformed` right after `#include <begin_vertex>`.
 */
function inject(shader: WebGLProgramParametersWithUniforms, p: ShaderPatch): void {
  if (!shader.vertexShader.includes('#include <begin_vertex>')) {
    throw new Error(`${p.kind}: the material's vertex shader has no #include <begin_vertex>`);
  }
  const fromUniform = (i: ContractInput) => i.base !== 'LocalPosition' && p.inputs?.[i.base] === undefined;
  const declarations = (p.declarations ?? '') + p.contract.filter(fromUniform)
    .map((i) => `uniform ${GLSL_TYPE[i.kind]} ${i.uniform};`).join('\n');
  const args = p.contract.map((i) => (i.base === 'LocalPosition' ? 'transformed' : p.inputs?.[i.base] ?? i.uniform)).join(', ');
  Object.assign(shader.uniforms, p.uniforms);
  shader.vertexShader = `${p.defines}${declarations}\n${p.glsl}\n`
    + shader.vertexShader.replace('#include <begin_vertex>', `#include <begin_vertex>\ntransformed += ${p.fn}(${args});`);
}
