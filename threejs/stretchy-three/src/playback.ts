import type { LoopMode } from './constants.js';

/** Where a playback is: seconds into it and the direction it runs (ping-pong turns it). */
export interface PlaybackState {
  time: number;
  direction: number;
}

/** What one step did: 'finished' (once, at its end), 'looped' (loop wrap, ping-pong turn) or nothing. */
export type PlaybackEvent = 'finished' | 'looped' | null;

/**
 * Advances a playback by dt seconds, as the Unreal component's tick does: 'once' stops at the end, 'loop' wraps,
 * 'ping-pong' reflects at either end. Mutates `state`; the caller stops a finished 'once' playback.
 */
export function stepPlayback(state: PlaybackState, dt: number, duration: number, loop: LoopMode): PlaybackEvent {
  state.time += dt * state.direction;
  if (loop === 'once') {
    if (state.time >= duration) {
      state.time = duration;
      return 'finished';
    }
    return null;
  }
  if (loop === 'loop') {
    const wrapped = state.time >= duration;
    state.time = ((state.time % duration) + duration) % duration;
    return wrapped ? 'looped' : null;
  }
  let event: PlaybackEvent = null;
  while (state.time > duration || state.time < 0) {
    state.time = state.time > duration ? 2 * duration - state.time : -state.time;
    state.direction = -state.direction;
    event = 'looped';
  }
  return event;
}
