import { Vector3 } from 'three';

/** A ball in a box: gravity, a floor at y = 0 and walls at x = +-halfWidth, fixed time step. */
export interface BallState {
  frame: number;
  position: Vector3;
  velocity: Vector3;
}

export interface StepResult {
  /** The velocity the ball arrived with this step (before any bounce). */
  arrival: Vector3;
  /** A contact this step: its normal and point. */
  contact?: { normal: Vector3; point: Vector3 };
}

export const DT = 1 / 60;
export const GRAVITY = 9.81;
export const RADIUS = 0.5;
export const RESTITUTION = 0.82;
export const HALF_WIDTH = 3;
export const CENTER_X = -4;

export function initialBall(): BallState {
  return { frame: 0, position: new Vector3(CENTER_X - 1.5, 5.5, 0), velocity: new Vector3(2.2, 0, 0) };
}

/** One fixed step (semi-implicit Euler); bounces reflect the normal velocity with restitution. */
export function stepBall(s: BallState): StepResult {
  s.frame++;
  s.velocity.y -= GRAVITY * DT;
  s.position.addScaledVector(s.velocity, DT);
  const arrival = s.velocity.clone();
  let contact: StepResult['contact'];
  if (s.position.y - RADIUS <= 0 && s.velocity.y < 0) {
    s.position.y = RADIUS;
    s.velocity.y = -RESTITUTION * s.velocity.y;
    contact = { normal: new Vector3(0, 1, 0), point: new Vector3(s.position.x, 0, s.position.z) };
  }
  const dx = s.position.x - CENTER_X;
  if (Math.abs(dx) + RADIUS >= HALF_WIDTH && Math.sign(dx) === Math.sign(s.velocity.x)) {
    const side = Math.sign(dx);
    s.position.x = CENTER_X + side * (HALF_WIDTH - RADIUS);
    s.velocity.x = -RESTITUTION * s.velocity.x;
    if (!contact) contact = { normal: new Vector3(-side, 0, 0), point: new Vector3(CENTER_X + side * HALF_WIDTH, s.position.y, 0) };
  }
  if (s.velocity.y > 0 && s.velocity.y < 0.5 && s.position.y - RADIUS < 0.01) {
    // Settled: restart from the top so the demo keeps bouncing (deterministically).
    const restart = initialBall();
    s.position.copy(restart.position);
    s.velocity.copy(restart.velocity);
  }
  return { arrival, contact };
}
