import { describe, expect, it } from 'vitest';
import { utcDay } from '../../src/core/clock.js';
import { TtlCache } from '../../src/core/ttl-cache.js';

describe('TtlCache', () => {
  it('serves a stored value until its TTL passes, then loads again', async () => {
    let now = 1_000;
    let loads = 0;
    const cache = new TtlCache<string, number>(100, () => now);
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now += 99;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now += 1;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('caches nothing when the load fails, and forgets a deleted key at once', async () => {
    const cache = new TtlCache<string, string>(1_000, () => 0);
    await expect(cache.getOrLoad('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.getOrLoad('k', async () => 'fresh')).toBe('fresh');
    cache.delete('k');
    expect(await cache.getOrLoad('k', async () => 'after delete')).toBe('after delete');
  });

  it('drops the oldest entry when full', async () => {
    const cache = new TtlCache<number, number>(1_000, () => 0, 2);
    await cache.getOrLoad(1, async () => 1);
    await cache.getOrLoad(2, async () => 2);
    await cache.getOrLoad(3, async () => 3);
    expect(await cache.getOrLoad(1, async () => -1)).toBe(-1);
    expect(await cache.getOrLoad(3, async () => -3)).toBe(3);
  });

  it('returns a load that raced a delete or clear to its caller, but does not keep it', async () => {
    const cache = new TtlCache<string, string>(60_000, () => 0);
    let release: (v: string) => void = () => {};
    const inFlight = cache.getOrLoad('key', () => new Promise<string>((resolve) => (release = resolve)));
    cache.delete('key'); // the change is stored and forgotten while the old row is being read
    release('old row');
    expect(await inFlight).toBe('old row');
    expect(await cache.getOrLoad('key', async () => 'new row')).toBe('new row');
    expect(cache.peek('key')).toBe('new row');

    const again = cache.getOrLoad('other', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('old');
    await again;
    expect(cache.peek('other')).toBeUndefined();
  });
});

describe('utcDay', () => {
  it('follows the clock across midnight UTC', () => {
    let t = Date.parse('2026-11-22T23:59:59.999Z');
    const clock = { now: () => t };
    expect(utcDay(clock)).toBe('2026-11-22');
    t += 1;
    expect(utcDay(clock)).toBe('2026-11-23');
    t = Date.parse('2020-02-29T12:00:00Z');
    expect(utcDay(clock)).toBe('2020-02-29');
  });
});
