import cluster, { type Worker } from 'node:cluster';
import { InvalidationRelay } from './core/cluster-invalidation.js';
import { RateLeaseBroker } from './core/cluster-rate-limit.js';

/**
 * The primary of `vgate serve --workers N`: forks N server processes that share one listening
 * port (node:cluster hands accepted connections out round-robin), restarts a worker that dies,
 * and on SIGTERM/SIGINT asks every worker to drain and waits for them. The primary serves no
 * requests; it owns only the exact rate-limit counters when no Redis is configured
 * (a {@link RateLeaseBroker}), since in-process counters in each worker would multiply the limit,
 * and relays each worker's cache invalidations to the others (an {@link InvalidationRelay}), so
 * that a key revoked or a setting changed through one worker holds on the next request served by
 * any of them, as it does in a single-process instance.
 *
 * Every other guarantee (turns, audit appends, usage, self-defense) already holds across
 * instances sharing one database, and workers are such instances.
 */
export interface SuperviseOptions {
  workers: number;
  /** Without Redis, the primary keeps the rate-limit counters for all workers. */
  shareRateLimits: boolean;
  /** Lines for the operator (start-up, restarts, shutdown). */
  say: (line: string) => void;
  /** Called once every worker listens, with the address they share. */
  onListening: (address: string) => void;
  /** Longest wait for workers to drain at shutdown before they are killed. */
  drainMs?: number;
}

/** Restarts allowed within {@link CRASH_WINDOW_MS} before the primary gives up (a crash loop). */
const MAX_RESTARTS = 10;
const CRASH_WINDOW_MS = 30_000;

export function supervise(opts: SuperviseOptions): Promise<void> {
  const broker = opts.shareRateLimits ? new RateLeaseBroker(() => opts.workers) : null;
  const relay = new InvalidationRelay({
    onLate: (ids, inv) =>
      opts.say(
        `worker(s) ${ids.join(', ')} did not acknowledge a ${inv.topic} cache invalidation within 1 s; answered without them`,
      ),
  });
  const restarts: number[] = [];
  let stopping = false;
  let announced = false;
  const listening = new Set<number>();

  const fork = (index: number): Worker => {
    const worker = cluster.fork();
    if (broker) broker.attach(worker);
    relay.attach(worker);
    worker.on('disconnect', () => relay.leave(worker.id));
    worker.on('listening', (address) => {
      listening.add(worker.id);
      if (!announced && listening.size >= opts.workers) {
        announced = true;
        const host = address.address && address.address !== '::' ? address.address : '127.0.0.1';
        opts.onListening(`http://${host.includes(':') ? `[${host}]` : host}:${address.port}`);
      }
    });
    worker.on('exit', (code, signal) => {
      listening.delete(worker.id);
      relay.leave(worker.id);
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while ((restarts[0] ?? now) < now - CRASH_WINDOW_MS) restarts.shift();
      if (restarts.length > MAX_RESTARTS) {
        opts.say(`worker ${index} keeps dying (${restarts.length} restarts in 30 s); stopping`);
        void stop(1);
        return;
      }
      opts.say(`worker ${index} exited (${signal ?? `code ${code}`}); starting a new one`);
      fork(index);
    });
    return worker;
  };

  let resolveDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });

  const stop = async (exitCode: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    const exited = alive.map((w) => new Promise<void>((resolve) => w.once('exit', () => resolve())));
    for (const w of alive) w.process.kill('SIGTERM'); // each worker drains (close-with-grace)
    const killer = setTimeout(() => {
      for (const w of alive) w.process.kill('SIGKILL');
    }, opts.drainMs ?? 15_000);
    await Promise.all(exited);
    clearTimeout(killer);
    opts.say('all workers stopped');
    process.exitCode = exitCode;
    resolveDone();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(0));
  for (let i = 1; i <= opts.workers; i += 1) fork(i);
  return done;
}
