import type { RateDecision, RateLimiter } from './rate-limit.js';

/**
 * Per-key rate limits shared by the worker processes of one `vgate serve --workers N` when no
 * Redis is configured. The primary process owns the exact counters (a {@link RateLeaseBroker});
 * a worker admits requests from a small lease of tokens granted by the primary and asks for more
 * only when its lease runs out, so most requests are admitted synchronously and the primary sees
 * one message per lease, not per request.
 *
 * Every token the primary grants counts against the window, so the workers together never admit
 * more than the limit. A lease is at most `remaining / (4 x workers)` tokens (at least one), so
 * tokens held unused by one worker while another is refused shrink geometrically as the window
 * fills: near the limit every grant is a single token and the count is exact.
 */

const WINDOW_MS = 60_000;
const TAG = 'vgate:rate-lease';

/** A worker's request for tokens of `keyId`'s current window. */
interface LeaseRequest {
  tag: typeof TAG;
  id: number;
  keyId: string;
  limit: number;
}

/** The primary's answer: how many tokens were granted and what is left of the window. */
interface LeaseGrant {
  tag: typeof TAG;
  id: number;
  granted: number;
  remaining: number;
  msLeft: number;
}

/** The messaging surface of a `cluster` worker (or of the primary's handle on one). */
export interface LeaseChannel {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off?(event: 'message', listener: (message: unknown) => void): unknown;
}

const isRequest = (m: unknown): m is LeaseRequest =>
  typeof m === 'object' && m !== null && (m as { tag?: unknown }).tag === TAG && 'keyId' in m;
const isGrant = (m: unknown): m is LeaseGrant =>
  typeof m === 'object' && m !== null && (m as { tag?: unknown }).tag === TAG && 'granted' in m;

/** The primary's side: exact per-window counters, handing out leases to workers. */
export class RateLeaseBroker {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly workers: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Answers lease requests arriving on a worker's channel. */
  attach(channel: LeaseChannel): void {
    channel.on('message', (m) => {
      if (isRequest(m)) channel.send(this.grant(m));
    });
  }

  grant(req: Pick<LeaseRequest, 'id' | 'keyId' | 'limit'>): LeaseGrant {
    const t = this.now();
    const start = t - (t % WINDOW_MS);
    let w = this.windows.get(req.keyId);
    if (!w || w.start !== start) {
      if (this.windows.size > 10_000) this.sweep(start);
      w = { start, used: 0 };
      this.windows.set(req.keyId, w);
    }
    const left = Math.max(0, req.limit - w.used);
    const granted = left === 0 ? 0 : Math.max(1, Math.floor(left / (4 * Math.max(1, this.workers()))));
    w.used += granted;
    return { tag: TAG, id: req.id, granted, remaining: left - granted, msLeft: start + WINDOW_MS - t };
  }

  private sweep(start: number): void {
    for (const [k, w] of this.windows) if (w.start !== start) this.windows.delete(k);
  }
}

/** A worker's side: admits from its lease, asks the primary when the lease is spent. */
export class LeasedRateLimiter implements RateLimiter {
  private readonly leases = new Map<string, { start: number; tokens: number; remaining: number }>();
  private readonly pending = new Map<number, (g: LeaseGrant) => void>();
  private readonly inFlight = new Map<string, Promise<LeaseGrant>>();
  private readonly onMessage = (m: unknown) => {
    if (!isGrant(m)) return;
    const resolve = this.pending.get(m.id);
    this.pending.delete(m.id);
    resolve?.(m);
  };
  private nextId = 1;

  constructor(
    private readonly channel: LeaseChannel,
    private readonly now: () => number = Date.now,
  ) {
    channel.on('message', this.onMessage);
  }

  /** Synchronous admission while this worker's lease for the key lasts; else undefined. */
  private fromLease(keyId: string, limit: number): RateDecision | undefined {
    const t = this.now();
    const start = t - (t % WINDOW_MS);
    const lease = this.leases.get(keyId);
    if (!lease || lease.start !== start || lease.tokens === 0) return undefined;
    lease.tokens -= 1;
    return decision(true, limit, lease.remaining + lease.tokens, start + WINDOW_MS - t);
  }

  async hit(keyId: string, limit: number): Promise<RateDecision> {
    for (;;) {
      const local = this.fromLease(keyId, limit);
      if (local) return local;
      const grant = await this.askPrimary(keyId, limit);
      if (grant.granted === 0) return this.fromLease(keyId, limit) ?? decision(false, limit, 0, grant.msLeft);
      // the grant joined this worker's lease: take a token from it (a concurrent caller may win it)
    }
  }

  /**
   * One request per key in flight: concurrent callers share it, and its tokens join the lease,
   * so a burst on one worker costs a few round trips and no granted token is dropped.
   */
  private askPrimary(keyId: string, limit: number): Promise<LeaseGrant> {
    const inFlight = this.inFlight.get(keyId);
    if (inFlight) return inFlight;
    const id = this.nextId++;
    const asked = new Promise<LeaseGrant>((resolve) => {
      this.pending.set(id, (grant) => {
        this.inFlight.delete(keyId);
        const t = this.now();
        const start = t - (t % WINDOW_MS);
        const lease = this.leases.get(keyId);
        const kept = lease && lease.start === start ? lease.tokens : 0;
        this.leases.set(keyId, { start, tokens: kept + grant.granted, remaining: grant.remaining });
        resolve(grant);
      });
      this.channel.send({ tag: TAG, id, keyId, limit } satisfies LeaseRequest);
    });
    this.inFlight.set(keyId, asked);
    return asked;
  }

  /** The edge's fast path: only when a lease can answer without asking the primary. */
  hitNow(keyId: string, limit: number): RateDecision | undefined {
    return this.fromLease(keyId, limit);
  }

  async close(): Promise<void> {
    this.channel.off?.('message', this.onMessage);
    for (const resolve of this.pending.values()) {
      resolve({ tag: TAG, id: 0, granted: 0, remaining: 0, msLeft: WINDOW_MS });
    }
    this.pending.clear();
    this.inFlight.clear();
  }
}

function decision(allowed: boolean, limit: number, remaining: number, msLeft: number): RateDecision {
  return {
    allowed,
    limit,
    remaining: Math.max(0, remaining),
    resetSec: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}
