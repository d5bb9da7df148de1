import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { type LeaseChannel, LeasedRateLimiter, RateLeaseBroker } from '../../src/core/cluster-rate-limit.js';

/** A primary and N workers joined by in-memory channels that deliver asynchronously, like IPC. */
function cluster(workers: number, now: () => number) {
  const broker = new RateLeaseBroker(() => workers, now);
  const limiters: LeasedRateLimiter[] = [];
  for (let i = 0; i < workers; i += 1) {
    const toPrimary = new EventEmitter();
    const toWorker = new EventEmitter();
    const primarySide: LeaseChannel = {
      send: (m) => setImmediate(() => toWorker.emit('message', m)),
      on: (e, l) => toPrimary.on(e, l),
    };
    const workerSide: LeaseChannel = {
      send: (m) => setImmediate(() => toPrimary.emit('message', m)),
      on: (e, l) => toWorker.on(e, l),
      off: (e, l) => toWorker.off(e, l),
    };
    broker.attach(primarySide);
    limiters.push(new LeasedRateLimiter(workerSide, now));
  }
  return limiters;
}

/** What the edge does: the synchronous lease first, else a round trip to the primary. */
async function admit(l: LeasedRateLimiter, key: string, limit: number): Promise<boolean> {
  return (l.hitNow(key, limit) ?? (await l.hit(key, limit))).allowed;
}

describe('rate limits shared by cluster workers', () => {
  it('never admits more than the limit across workers, however requests interleave', async () => {
    const t = 120_000;
    const workers = cluster(3, () => t);
    const results = await Promise.all(
      Array.from({ length: 500 }, (_, i) => admit(workers[i % 3] as LeasedRateLimiter, 'key_a', 100)),
    );
    expect(results.filter(Boolean)).toHaveLength(100);
  });

  it('gives one busy worker the whole limit while the others are idle', async () => {
    const workers = cluster(2, () => 120_000);
    const busy = workers[0] as LeasedRateLimiter;
    let allowed = 0;
    for (let i = 0; i < 80; i += 1) if (await admit(busy, 'key_b', 60)) allowed += 1;
    expect(allowed).toBe(60);
  });

  it('starts a fresh budget in the next window and keeps keys apart', async () => {
    let t = 60_000;
    const [w] = cluster(2, () => t) as [LeasedRateLimiter];
    for (let i = 0; i < 5; i += 1) await admit(w, 'key_c', 5);
    expect(await admit(w, 'key_c', 5)).toBe(false);
    expect(await admit(w, 'key_d', 5)).toBe(true);
    t += 60_000;
    expect(await admit(w, 'key_c', 5)).toBe(true);
  });

  it('answers the 429 headers from the primary when the budget is gone', async () => {
    const [w] = cluster(1, () => 90_000) as [LeasedRateLimiter];
    await w.hit('key_e', 1);
    const refused = await w.hit('key_e', 1);
    expect(refused).toMatchObject({ allowed: false, limit: 1, remaining: 0, resetSec: 30 });
  });
});
