import type { FastifyRequest } from 'fastify';
import { hashApiKey } from './ids.js';
import type { Principal } from './principal.js';
import { TtlCache } from './ttl-cache.js';

/** Looks up the live key record for a key hash (the tenants store, in practice). */
export type KeyLookup = (hash: string) => Promise<Principal | null>;

/**
 * The second authentication scheme: a browser session carried by the `service_session` cookie.
 * The browser-session domain plugs an implementation in; until then no cookie authenticates.
 */
export interface SessionScheme {
  authenticate(req: FastifyRequest, cookie: string): Promise<Principal | null>;
  /** CSRF proof for unsafe cookie-authenticated requests (DESIGN section 5). */
  csrfOk(req: FastifyRequest): boolean;
}

const MAX_CACHE = 10_000;

/**
 * Resolves bearer keys with a short cache. The cache TTL (`VGATE_KEY_CACHE_MS`, default 2 s) is
 * the documented bound on how long a revoked key still works on another instance; this instance
 * forgets revoked keys at once (`forgetAll`). Misses are cached too, so a flood of bad keys does
 * not become a flood of queries.
 */
export class KeyResolver {
  readonly #cache: TtlCache<string, Principal | null>;

  constructor(
    private readonly lookup: KeyLookup,
    ttlMs: number,
    now: () => number = Date.now,
  ) {
    this.#cache = new TtlCache(ttlMs, now, MAX_CACHE);
  }

  async resolve(secret: string): Promise<Principal | null> {
    if (!plausibleKey(secret)) return null;
    const hash = hashApiKey(secret);
    return this.#cache.getOrLoad(hash, () => this.lookup(hash));
  }

  /**
   * The cached answer for `secret` without a lookup: a principal, `null` for a known-bad key, or
   * `undefined` when it is not cached (then `resolve`).
   */
  peek(secret: string): Principal | null | undefined {
    if (!plausibleKey(secret)) return null;
    return this.#cache.peek(hashApiKey(secret));
  }

  forgetAll(): void {
    this.#cache.clear();
  }
}

/** Keys are vg_ + 43 base64url chars; anything far off that shape is not worth a lookup. */
function plausibleKey(secret: string): boolean {
  return secret.length >= 8 && secret.length <= 256;
}

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ ]+([^\s]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** The value of one cookie in a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
