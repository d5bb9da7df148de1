import { describe, expect, it } from 'vitest';
import { Invalidations } from '../../src/core/invalidation.js';
import { siblingWorkers } from '../helpers/siblings.js';

/** Each worker's record of what it was told to forget, as `topic:subject`. */
function recorders(workers: { invalidations: Invalidations }[]): string[][] {
  return workers.map((w) => {
    const seen: string[] = [];
    w.invalidations.on('settings', (s) => seen.push(`settings:${s}`));
    w.invalidations.on('keys', (s) => seen.push(`keys:${s}`));
    return seen;
  });
}

/** Lets the in-memory channels deliver what is queued (a join sent at construction, say). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('cache invalidation across the workers of one instance', () => {
  it('makes every worker forget before the publishing call resolves, each once', async () => {
    const { workers } = siblingWorkers(3);
    const seen = recorders(workers);
    await settle();
    await workers[0]?.invalidations.publish('settings', 'acme');
    expect(seen).toEqual([['settings:acme'], ['settings:acme'], ['settings:acme']]);
    await workers[2]?.invalidations.publish('keys', null);
    expect(seen.map((s) => s.at(-1))).toEqual(['keys:null', 'keys:null', 'keys:null']);
  });

  it('forgets here at once even without siblings (a single-process instance)', async () => {
    const alone = new Invalidations();
    const [seen] = recorders([{ invalidations: alone }]);
    const published = alone.publish('settings', 'acme');
    expect(seen).toEqual(['settings:acme']);
    await published;
  });

  it('answers after the deadline when a sibling does not acknowledge, names it, and it forgets later', async () => {
    const late: number[][] = [];
    const { workers } = siblingWorkers(3, { ackTimeoutMs: 60, onLate: (ids) => late.push(ids) });
    const seen = recorders(workers);
    await settle();
    const stalled = workers[1];
    if (!stalled) throw new Error('no worker 1');
    stalled.stalled = true;
    const started = Date.now();
    await workers[0]?.invalidations.publish('settings', 'acme');
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    expect(late).toEqual([[1]]);
    expect(seen).toEqual([['settings:acme'], [], ['settings:acme']]);
    stalled.resume();
    await settle();
    expect(seen[1]).toEqual(['settings:acme']);
  });

  it('stops waiting for a worker that exits, and does not wait for one that has not joined', {
    timeout: 5_000,
  }, async () => {
    const { relay, workers } = siblingWorkers(2, { ackTimeoutMs: 10_000 });
    // A worker still starting: its channel is attached, but it has not joined (no caches yet).
    const starting: unknown[] = [];
    relay.attach({
      id: 9,
      send: (m, callback) => {
        starting.push(m);
        callback(null);
      },
      on: () => {},
    });
    await settle();
    const [first, second] = workers;
    if (!first || !second) throw new Error('two workers');
    second.stalled = true;
    const published = first.invalidations.publish('keys', null);
    await settle();
    second.exit();
    await published; // well before the 10 s deadline (the test's own 5 s timeout would fail first)
    // A worker that left is not waited for again, nor is one that never joined (nothing sent to it).
    await first.invalidations.publish('keys', null);
    expect(starting).toEqual([]);
  });
});
