import {
  INVALIDATION_TOPICS,
  type Invalidation,
  type InvalidationTopic,
  type SiblingProcesses,
} from './invalidation.js';

/**
 * Cache invalidation between the workers of one `vgate serve --workers N`. Each worker caches
 * key lookups, scan settings, routes, review states and the self-defense mode; a change made
 * through one worker must hold on the next request, whichever worker serves it. The worker that
 * made the change sends it to the primary, the primary hands it to every other worker, each
 * forgets and acknowledges, and the primary tells the first worker once all have: only then does
 * the change's HTTP call answer.
 *
 * A worker that has not acknowledged within {@link SIBLING_ACK_TIMEOUT_MS} (its event loop
 * blocked, or it is dying) is not waited for any longer: the call answers, the primary reports
 * the late worker, and that worker forgets when it next reads its channel. One channel carries
 * both this message and, in node:cluster's round-robin mode, every new connection the primary
 * hands to the worker, so a connection accepted after the change reaches the late worker behind
 * the message; a request on a connection it already holds may be answered from the old entry
 * until it does, at most for the cache's TTL.
 */

/** How long a change's caller waits for the sibling workers to acknowledge. */
export const SIBLING_ACK_TIMEOUT_MS = 1000;

const TAG = 'vgate:invalidate';

type Message =
  | { tag: typeof TAG; kind: 'join' }
  | { tag: typeof TAG; kind: 'publish'; id: number; topic: InvalidationTopic; subject: string | null }
  | { tag: typeof TAG; kind: 'apply'; id: number; topic: InvalidationTopic; subject: string | null }
  | { tag: typeof TAG; kind: 'ack'; id: number }
  | { tag: typeof TAG; kind: 'done'; id: number; late: number };

const isMessage = (m: unknown): m is Message =>
  typeof m === 'object' && m !== null && (m as { tag?: unknown }).tag === TAG;

const isTopic = (t: unknown): t is InvalidationTopic => INVALIDATION_TOPICS.includes(t as InvalidationTopic);

/** The IPC surface of a cluster worker (`process`), or of the primary's handle on one. */
export interface IpcChannel {
  send(message: unknown, callback: (err: Error | null) => void): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off?(event: 'message', listener: (message: unknown) => void): unknown;
}

/** The primary's handle on one worker. */
export interface RelayPeer extends IpcChannel {
  readonly id: number;
}

/** A send that cannot throw: a worker that is gone is not waited for (see `InvalidationRelay.leave`). */
function post(channel: IpcChannel, message: Message): void {
  try {
    channel.send(message, () => {});
  } catch {
    // the channel closed; its exit or disconnect takes the worker out of every wait
  }
}

interface Relayed {
  from: RelayPeer;
  fromId: number;
  inv: Invalidation;
  waiting: Set<number>;
  timer: NodeJS.Timeout;
}

/** The primary's side: hands each worker's invalidation to the others and gathers their acks. */
export class InvalidationRelay {
  readonly #joined = new Map<number, RelayPeer>();
  readonly #pending = new Map<number, Relayed>();
  #next = 1;

  constructor(
    private readonly opts: {
      ackTimeoutMs?: number;
      /** Workers (by cluster id) that did not acknowledge `inv` in time. */
      onLate?: (workerIds: number[], inv: Invalidation) => void;
    } = {},
  ) {}

  attach(peer: RelayPeer): void {
    peer.on('message', (m) => {
      if (!isMessage(m)) return;
      if (m.kind === 'join') this.#joined.set(peer.id, peer);
      else if (m.kind === 'publish' && isTopic(m.topic))
        this.#relay(peer, m.id, { topic: m.topic, subject: m.subject });
      else if (m.kind === 'ack') this.#acked(m.id, peer.id);
    });
  }

  /** A worker that exited or lost its channel: no change waits for it any more. */
  leave(workerId: number): void {
    this.#joined.delete(workerId);
    for (const [id, r] of this.#pending) if (r.waiting.delete(workerId)) this.#settle(id);
  }

  #relay(from: RelayPeer, fromId: number, inv: Invalidation): void {
    const id = this.#next++;
    const targets = [...this.#joined.values()].filter((p) => p.id !== from.id);
    const timer = setTimeout(() => this.#settle(id, true), this.opts.ackTimeoutMs ?? SIBLING_ACK_TIMEOUT_MS);
    timer.unref();
    this.#pending.set(id, { from, fromId, inv, waiting: new Set(targets.map((p) => p.id)), timer });
    for (const p of targets) post(p, { tag: TAG, kind: 'apply', id, topic: inv.topic, subject: inv.subject });
    this.#settle(id);
  }

  #acked(id: number, workerId: number): void {
    const r = this.#pending.get(id);
    if (r?.waiting.delete(workerId)) this.#settle(id);
  }

  /** Answers the publishing worker once nobody is waited for, or at the deadline. */
  #settle(id: number, deadline = false): void {
    const r = this.#pending.get(id);
    if (!r || (r.waiting.size > 0 && !deadline)) return;
    this.#pending.delete(id);
    clearTimeout(r.timer);
    if (r.waiting.size > 0) this.opts.onLate?.([...r.waiting], r.inv);
    post(r.from, { tag: TAG, kind: 'done', id: r.fromId, late: r.waiting.size });
  }
}

/** A worker's side: sends its invalidations through the primary and applies its siblings'. */
export class WorkerSiblings implements SiblingProcesses {
  readonly #pending = new Map<number, () => void>();
  #apply: (inv: Invalidation) => void = () => {};
  #next = 1;

  readonly #onMessage = (m: unknown): void => {
    if (!isMessage(m)) return;
    if (m.kind === 'apply') {
      if (isTopic(m.topic)) this.#apply({ topic: m.topic, subject: m.subject });
      post(this.channel, { tag: TAG, kind: 'ack', id: m.id });
    } else if (m.kind === 'done') {
      this.#pending.get(m.id)?.();
    }
  };

  /**
   * Joins at once: from here on the primary waits for this worker's acknowledgements. Build it
   * before the caches it serves hold anything (an invalidation that arrives before `onInvalidation`
   * finds nothing to forget and is acknowledged all the same).
   *
   * @param waitMs how long `broadcast` waits for the primary's answer (longer than the primary's
   *   own deadline, so the primary normally answers; this bounds a primary that is gone).
   */
  constructor(
    private readonly channel: IpcChannel,
    private readonly waitMs = SIBLING_ACK_TIMEOUT_MS + 500,
  ) {
    channel.on('message', this.#onMessage);
    post(channel, { tag: TAG, kind: 'join' });
  }

  onInvalidation(apply: (inv: Invalidation) => void): void {
    this.#apply = apply;
  }

  broadcast(inv: Invalidation): Promise<void> {
    const id = this.#next++;
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#pending.delete(id);
        resolve();
      };
      const timer = setTimeout(done, this.waitMs);
      timer.unref();
      this.#pending.set(id, done);
      post(this.channel, { tag: TAG, kind: 'publish', id, topic: inv.topic, subject: inv.subject });
    });
  }

  close(): void {
    this.channel.off?.('message', this.#onMessage);
    for (const done of [...this.#pending.values()]) done();
  }
}
