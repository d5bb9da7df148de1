/** Time source, injected so tests can move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoNow(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}
