import { Pool } from 'undici';
import { UpstreamTransportError } from '../errors.js';

/**
 * One keep-alive undici `Pool` per upstream origin, shared by every provider of the process, so
 * that a busy gateway reuses warm TCP/TLS connections instead of paying a handshake per request.
 * The connect time-out is a pool option in undici, hence part of the cache key.
 */
export class UpstreamPools {
  readonly #pools = new Map<string, Pool>();
  #closed = false;

  get(origin: string, connectMs: number): Pool {
    if (this.#closed) throw new UpstreamTransportError('upstream client closed', 'POOLS_CLOSED', false);
    const key = `${origin}|${connectMs}`;
    let pool = this.#pools.get(key);
    if (pool === undefined || pool.closed || pool.destroyed) {
      pool = new Pool(origin, {
        connectTimeout: connectMs,
        // Chat calls are long and non-idempotent: never queue one behind another on a socket.
        pipelining: 1,
        keepAliveTimeout: 10_000,
      });
      this.#pools.set(key, pool);
    }
    return pool;
  }

  /** Closes every pool, destroying in-flight requests (shutdown path). */
  async close(): Promise<void> {
    this.#closed = true;
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    await Promise.all(pools.map((pool) => pool.destroy()));
  }
}
