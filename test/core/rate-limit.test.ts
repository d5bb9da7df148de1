import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter, type RateLimiter, RedisRateLimiter } from '../../src/core/rate-limit.js';
import { TEST_REDIS_URL } from '../helpers/app.js';

const clients: Redis[] = [];
type Factory = (now: () => number) => RateLimiter;
const prefix = `vgate:test:${process.pid}:${Date.now()}:`;
/** The Redis variant is declared always, and skipped (counted as skipped) without VGATE_TEST_REDIS_URL. */
const BACKENDS: [string, Factory | null][] = [
  ['memory', (now) => new MemoryRateLimiter(now)],
  [
    'redis',
    TEST_REDIS_URL === null
      ? null
      : (now) => {
          const r = new Redis(TEST_REDIS_URL ?? '');
          clients.push(r);
          return new RedisRateLimiter(r, () => {}, now, prefix);
        },
  ],
];

afterAll(() => {
  for (const c of clients) c.disconnect();
});

for (const [name, factory] of BACKENDS) {
  describe.skipIf(factory === null)(`rate limiter (${name})`, () => {
    const make: Factory = (now) => {
      if (!factory) throw new Error(`no ${name} backend in this run`);
      return factory(now);
    };
    it('allows the budget, refuses past it, and resets with the next window', async () => {
      let t = 1_800_000_000_000; // on a window boundary
      const limiter = make(() => t);
      const key = `k${Math.random()}`;
      const decisions = [];
      for (let i = 0; i < 4; i += 1) decisions.push(await limiter.hit(key, 3));
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
      expect(decisions.map((d) => d.remaining)).toEqual([2, 1, 0, 0]);
      expect(decisions[3]?.resetSec).toBeGreaterThan(0);
      expect(decisions[3]?.resetSec).toBeLessThanOrEqual(60);
      t += 60_000;
      expect((await limiter.hit(key, 3)).allowed).toBe(true);
    });

    it('counts keys separately', async () => {
      const limiter = make(() => 1_800_000_000_000);
      const a = `a${Math.random()}`;
      const b = `b${Math.random()}`;
      await limiter.hit(a, 1);
      expect((await limiter.hit(a, 1)).allowed).toBe(false);
      expect((await limiter.hit(b, 1)).allowed).toBe(true);
    });
  });
}

describe('redis rate limiter outage', () => {
  it('falls back to counting in process and says so once', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    const events: (Error | null)[] = [];
    const limiter = new RedisRateLimiter(dead, (e) => events.push(e));
    expect((await limiter.hit('k', 1)).allowed).toBe(true);
    expect((await limiter.hit('k', 1)).allowed).toBe(false);
    expect(events).toHaveLength(1);
    await limiter.close();
  });
});
