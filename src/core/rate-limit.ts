import type { Redis } from 'ioredis';

/** The result of counting one request against a key's per-minute budget. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets. */
  resetSec: number;
}

/** Counts requests per key per fixed one-minute window. */
export interface RateLimiter {
  hit(keyId: string, limit: number): Promise<RateDecision>;
  /**
   * Counts synchronously when the limiter can (in-process counters, a worker's lease); the edge's
   * fast path. Undefined when the answer needs a promise: nothing was counted, call `hit`.
   */
  hitNow?(keyId: string, limit: number): RateDecision | undefined;
  /** Rejects when the shared store behind the counters is unreachable (readiness); absent when there is none. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

const WINDOW_MS = 60_000;

function decide(count: number, limit: number, msLeft: number): RateDecision {
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSec: Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

/** In-process counters: the embedded default, exact for one process. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(keyId: string, limit: number): Promise<RateDecision> {
    return this.hitNow(keyId, limit);
  }

  hitNow(keyId: string, limit: number): RateDecision {
    const t = this.now();
    const start = t - (t % WINDOW_MS);
    if (start !== this.lastSweep) this.sweep(start);
    let w = this.windows.get(keyId);
    if (!w || w.start !== start) {
      w = { start, count: 0 };
      this.windows.set(keyId, w);
    }
    w.count += 1;
    return decide(w.count, limit, start + WINDOW_MS - t);
  }

  /** Drops counters of past windows once per window, so memory follows the active keys. */
  private sweep(start: number): void {
    this.lastSweep = start;
    for (const [k, w] of this.windows) if (w.start !== start) this.windows.delete(k);
  }

  async close(): Promise<void> {}
}

// INCR and set the window's expiry on its first hit, atomically; returns count and ms left.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}
`;

/**
 * Shared counters in Redis for several instances. When Redis fails, counting falls back to this
 * process (logged once per outage) rather than refusing traffic: a limiter outage must not
 * become a service outage.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback: MemoryRateLimiter;
  private degraded = false;

  constructor(
    private readonly redis: Redis,
    private readonly onDegraded: (err: Error | null) => void = () => {},
    private readonly now: () => number = Date.now,
    private readonly prefix = 'vgate:rl:',
  ) {
    this.fallback = new MemoryRateLimiter(now);
  }

  async hit(keyId: string, limit: number): Promise<RateDecision> {
    const t = this.now();
    const window = Math.floor(t / WINDOW_MS);
    try {
      const [count, pttl] = (await this.redis.eval(
        HIT_SCRIPT,
        1,
        `${this.prefix}${keyId}:${window}`,
        WINDOW_MS,
      )) as [number, number];
      if (this.degraded) {
        this.degraded = false;
        this.onDegraded(null);
      }
      return decide(count, limit, pttl > 0 ? pttl : WINDOW_MS - (t % WINDOW_MS));
    } catch (err) {
      if (!this.degraded) {
        this.degraded = true;
        this.onDegraded(err as Error);
      }
      return this.fallback.hit(keyId, limit);
    }
  }

  async ping(): Promise<void> {
    await this.redis.ping();
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** Standard rate-limit response headers (IETF draft RateLimit fields and Retry-After on 429). */
export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  const h: Record<string, string> = {
    'ratelimit-limit': String(d.limit),
    'ratelimit-remaining': String(d.remaining),
    'ratelimit-reset': String(d.resetSec),
  };
  if (!d.allowed) h['retry-after'] = String(d.resetSec);
  return h;
}
