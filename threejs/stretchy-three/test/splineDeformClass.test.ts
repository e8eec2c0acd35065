import { BoxGeometry, CatmullRomCurve3, Mesh, MeshBasicMaterial, Vector3 } from 'three';
import { compiledShader } from './compiled.js';
import { describe, expect, it } from 'vitest';
import { CURVE_INTERPOLATION, SPLINE_DEFAULTS, SPLINE_DEFORM_CONTRACT, SplineDeform, curveRange, evaluateCurve } from '../src/index.js';

const curve = new CatmullRomCurve3([new Vector3(-6, 0, 0), new Vector3(-3, 3, 0), new Vector3(0, 0, 0), new Vector3(2, 0, 0)]);

function setup(options = {}) {
  const mesh = new Mesh(new BoxGeometry(2, 0.5, 0.5, 8), new MeshBasicMaterial());
  mesh.position.set(2, 0, 0);
  return { mesh, spline: new SplineDeform(mesh, curve, { forwardAxis: new Vector3(1, 0, 0), ...options }) };
}

describe('SplineDeform on a three.js mesh', () => {
  it('injects the deformer after three\'s morph and skinning, with every contract input as a uniform', () => {
    const { mesh, spline } = setup();
    const material = mesh.material as MeshBasicMaterial;
    const shader = compiledShader(material, 'basic', { fragment: true });
    for (const input of SPLINE_DEFORM_CONTRACT.filter((i) => !i.vertex)) {
      expect(shader.uniforms[input.uniform]).toBe(spline.uniforms[input.uniform]);
      expect(shader.vertexShader).toContain(` ${input.uniform};`);
    }
    // The offset kept from the normal chunk where it ran (basic materials have it with an environment map or
    // skinning only), else evaluated here.
    expect(shader.vertexShader).toMatch(
      /#include <skinning_vertex>\n#ifdef STRETCHY_OFFSETS_READY\ntransformed \+= stretchyOffset0;\n#else\ntransformed \+= stretchySplineDeform\(transformed, /);
    expect(shader.vertexShader.startsWith('#define STRETCHY_ORIENTATION 0\n')).toBe(true);
    expect(material.customProgramCacheKey()).toContain('stretchy-spline-0');
    expect(setup({ orientation: 'rotation-minimizing' }).spline.orientationIndex).toBe(1);
  });

  it('bakes in the mesh\'s local space and widens the bounds to the whole journey', () => {
    const { mesh, spline } = setup();
    expect(spline.bake.length).toBeGreaterThan(8);
    const first = new Vector3(spline.bake.positions[0], spline.bake.positions[1], spline.bake.positions[2]);
    // The curve's start relative to its end, in the mesh's local space (the mesh sits at the end, unrotated).
    expect(first.distanceTo(new Vector3(-8, 0, 0))).toBeLessThan(1e-3);
    expect(mesh.geometry.boundingBox!.min.x).toBeLessThan(-8);
    expect(mesh.geometry.boundingBox!.max.y).toBeGreaterThan(2);
    expect(spline.get('MeshHalfLength')).toBe(1);
  });

  it('plays Progress with the timing curve and drives stretch and size from their curves', () => {
    const { spline } = setup({ playback: { duration: 2, loop: 'once', autoPlay: true } });
    spline.update(1);
    const p = evaluateCurve(SPLINE_DEFAULTS.curves.timing, 0.5, CURVE_INTERPOLATION.timing);
    expect(spline.deformProgress).toBeCloseTo(p, 12);
    expect(spline.get('StretchScale')).toBeCloseTo(1 + (SPLINE_DEFAULTS.maxStretch - 1) * evaluateCurve(SPLINE_DEFAULTS.curves.stretch, p, CURVE_INTERPOLATION.stretch), 12);
    spline.update(5);
    expect(spline.deformProgress).toBe(1);
    expect(spline.playing).toBe(false);
    expect(spline.get('StretchScale')).toBeCloseTo(1, 12);
  });

  it('loops and ping-pongs', () => {
    const loop = setup({ playback: { duration: 1, loop: 'loop', autoPlay: true } }).spline;
    loop.update(1.25);
    expect(loop.deformProgress).toBeCloseTo(evaluateCurve(SPLINE_DEFAULTS.curves.timing, 0.25, CURVE_INTERPOLATION.timing), 12);
    const pp = setup({ playback: { duration: 1, loop: 'ping-pong', autoPlay: true } }).spline;
    pp.update(1.25);
    expect(pp.deformProgress).toBeCloseTo(evaluateCurve(SPLINE_DEFAULTS.curves.timing, 0.75, CURVE_INTERPOLATION.timing), 12);
    pp.update(0.5);
    expect(pp.deformProgress).toBeCloseTo(evaluateCurve(SPLINE_DEFAULTS.curves.timing, 0.25, CURVE_INTERPOLATION.timing), 12);
  });

  it('setProgress jumps there (through the timing curve)', () => {
    const { spline } = setup();
    spline.setProgress(0.3);
    expect(spline.progress).toBeCloseTo(0.3, 9);
  });
});

describe('curves like UCurveFloat (cubic, auto tangents, flat ends)', () => {
  it('passes through its keys, holds outside, and the default hump peaks at 0.5', () => {
    const hump = SPLINE_DEFAULTS.curves.stretch;
    for (const [t, v] of hump) expect(evaluateCurve(hump, t)).toBeCloseTo(v, 14);
    expect(evaluateCurve(hump, -1)).toBe(hump[0][1]);
    expect(evaluateCurve(hump, 2)).toBe(hump[hump.length - 1][1]);
    expect(evaluateCurve([[0, 0], [1, 1]], 0.25)).toBeCloseTo(0.15625, 14); // flat ends: 3t^2 - 2t^3
  });

  it('linear keys are joined by straight segments; the default timing curve is linear (Progress = time)', () => {
    expect(evaluateCurve([[0, 0], [0.5, 1], [1, 0]], 0.25, 'linear')).toBe(0.5);
    expect(curveRange([[0, 0], [0.3, 1], [1, 0.2]], 'linear')).toEqual([0, 1]);
    expect(CURVE_INTERPOLATION.timing).toBe('linear');
    const linear: Array<[number, number]> = [[0, 0], [1, 1]]; // the spec's default timing keys
    const { spline } = setup({ curves: { timing: linear }, playback: { duration: 1, loop: 'once', autoPlay: true } });
    for (const t of [0.2, 0.5, 0.9]) {
      spline.setProgress(t);
      // Linear: Progress equals the normalized time (it was 0.104 at 20 % when the curve was cubic with flat ends).
      expect(spline.deformProgress).toBeCloseTo(t, 12);
    }
    const eased = setup({ curves: { timing: linear }, interpolation: { timing: 'cubic' } }).spline;
    eased.setProgress(0.2);
    expect(eased.deformProgress).toBeCloseTo(0.104, 12);
  });
});

describe('playback as the Unreal component plays (PlayFromStart, Pause, Resume, Stop, SetProgress; events)', () => {
  function recorder(spline: SplineDeform): string[] {
    const events: string[] = [];
    for (const type of ['started', 'finished', 'looped'] as const) spline.addEventListener(type, () => events.push(type));
    return events;
  }

  it('once: autoPlay starts on the first update, finishes once at the end', () => {
    const { spline } = setup({ playback: { duration: 1, loop: 'once', autoPlay: true } });
    const events = recorder(spline);
    spline.update(0.5);
    expect(events).toEqual(['started']);
    expect(spline.progress).toBeCloseTo(0.5, 12);
    spline.update(0.6);
    expect(events).toEqual(['started', 'finished']);
    expect(spline.progress).toBe(1);
    expect(spline.playing).toBe(false);
    spline.update(0.1);
    expect(events).toEqual(['started', 'finished']);
  });

  it('play() restarts from 0 and dispatches started; pause() holds, resume() continues, stop() goes back to 0 paused', () => {
    const { spline } = setup({ playback: { duration: 2, loop: 'once', autoPlay: false } });
    const events = recorder(spline);
    spline.update(1);
    expect(spline.progress).toBe(0);
    expect(events).toEqual([]);
    spline.play();
    expect(events).toEqual(['started']);
    spline.update(0.5);
    spline.pause();
    spline.update(0.5);
    expect(spline.progress).toBeCloseTo(0.25, 12);
    spline.resume();
    spline.update(0.5);
    expect(spline.progress).toBeCloseTo(0.5, 12);
    spline.stop();
    expect(spline.progress).toBe(0);
    expect(spline.playing).toBe(false);
    expect(spline.deformProgress).toBe(evaluateCurve(SPLINE_DEFAULTS.curves.timing, 0, CURVE_INTERPOLATION.timing));
  });

  it('loop dispatches looped at each wrap, ping-pong at each turn', () => {
    const loop = setup({ playback: { duration: 1, loop: 'loop', autoPlay: true } }).spline;
    const le = recorder(loop);
    for (let i = 0; i < 10; i++) loop.update(0.25);
    expect(le).toEqual(['started', 'looped', 'looped']);
    const pp = setup({ playback: { duration: 1, loop: 'ping-pong', autoPlay: true } }).spline;
    const pe = recorder(pp);
    for (let i = 0; i < 10; i++) pp.update(0.3); // 3 s: turns at 1 and 2
    expect(pe).toEqual(['started', 'looped', 'looped']);
    expect(pp.progress).toBeCloseTo(1, 9);
  });

  it('setProgress takes normalized time (clamped) and keeps playing or paused as it was', () => {
    const { spline } = setup({ playback: { duration: 4, loop: 'once', autoPlay: false } });
    spline.setProgress(0.25);
    expect(spline.progress).toBe(0.25);
    expect(spline.deformProgress).toBeCloseTo(evaluateCurve(SPLINE_DEFAULTS.curves.timing, 0.25, CURVE_INTERPOLATION.timing), 12);
    expect(spline.playing).toBe(false);
    spline.setProgress(7);
    expect(spline.progress).toBe(1);
    spline.setProgress(-1);
    expect(spline.progress).toBe(0);
  });
});
