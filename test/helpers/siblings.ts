import { EventEmitter } from 'node:events';
import {
  InvalidationRelay,
  type IpcChannel,
  type RelayPeer,
  WorkerSiblings,
} from '../../src/core/cluster-invalidation.js';
import { type Invalidation, Invalidations } from '../../src/core/invalidation.js';

export interface SiblingWorker {
  invalidations: Invalidations;
  link: WorkerSiblings;
  /** While true, the primary's messages to this worker are held back (a blocked event loop). */
  stalled: boolean;
  /** Messages held back while stalled, delivered by `resume`. */
  resume(): void;
  /** The worker's channel closes (it exited). */
  exit(): void;
}

/**
 * A cluster primary and `n` workers in one process, joined by in-memory channels that deliver
 * asynchronously like IPC, each worker with its own `Invalidations`.
 */
export function siblingWorkers(
  n: number,
  opts: { ackTimeoutMs?: number; onLate?: (ids: number[], inv: Invalidation) => void } = {},
): { relay: InvalidationRelay; workers: SiblingWorker[] } {
  const relay = new InvalidationRelay(opts);
  const workers = Array.from({ length: n }, (_, id) => {
    const toPrimary = new EventEmitter();
    const toWorker = new EventEmitter();
    const held: unknown[] = [];
    const peer: RelayPeer = {
      id,
      send: (m, callback) => {
        setImmediate(() => {
          if (worker.stalled) held.push(m);
          else toWorker.emit('message', m);
          callback(null);
        });
      },
      on: (e, l) => toPrimary.on(e, l),
    };
    relay.attach(peer);
    const channel: IpcChannel = {
      send: (m, callback) => {
        setImmediate(() => {
          toPrimary.emit('message', m);
          callback(null);
        });
      },
      on: (e, l) => toWorker.on(e, l),
      off: (e, l) => toWorker.off(e, l),
    };
    const link = new WorkerSiblings(channel, 5_000);
    const worker: SiblingWorker = {
      invalidations: new Invalidations(link),
      link,
      stalled: false,
      resume: () => {
        worker.stalled = false;
        for (const m of held.splice(0)) toWorker.emit('message', m);
      },
      exit: () => relay.leave(id),
    };
    return worker;
  });
  return { relay, workers };
}
