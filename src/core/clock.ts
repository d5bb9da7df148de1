/** Time source, injected so tests can move it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export function isoNow(clock: Clock): string {
  return new Date(clock.now()).toISOString();
}

const DAY_MS = 86_400_000;
let today = { start: 0, end: 0, day: '1970-01-01' };

/** The UTC day (`YYYY-MM-DD`) of the clock's now; the string is built once per day. */
export function utcDay(clock: Clock): string {
  const t = clock.now();
  if (t < today.start || t >= today.end) {
    const start = Math.floor(t / DAY_MS) * DAY_MS;
    today = { start, end: start + DAY_MS, day: new Date(start).toISOString().slice(0, 10) };
  }
  return today.day;
}
