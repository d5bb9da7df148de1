import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Tier } from '../../config.js';
import { cookieValue, type SessionScheme } from '../../core/auth.js';
import type { Clock } from '../../core/clock.js';
import { newId, sha256Hex } from '../../core/ids.js';
import { type Principal, SCOPES } from '../../core/principal.js';
import type { Db } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import * as store from './store.js';

export const SESSION_COOKIE = 'service_session';
export const CSRF_COOKIE = 'service_csrf';
export const CSRF_HEADER = 'x-csrf-token';

export interface SessionOptions {
  db: Db;
  audit: AuditLog;
  clock: Clock;
  idleMs: number;
  maxMs: number;
  rateLimits: Record<Tier, number>;
  /** Mark cookies Secure (VGATE_SECURE_COOKIES; a release gate on hosted contours). */
  secure: boolean;
  /** The service's external origin (VGATE_PUBLIC_URL); else the request's own Host. */
  publicOrigin: string | null;
}

export interface StartedSession {
  secret: string;
  csrf: string;
  sessionId: string;
  expiresAt: number;
}

/** Idle expiry is tracked to this precision: one write per session per window, not per request. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Browser sessions (DESIGN section 5, Identity): an opaque cookie secret stored as SHA-256 only,
 * idle and absolute expiry, and CSRF proof on unsafe methods: a same-origin `Origin` or
 * `Sec-Fetch-Site`, plus a double-submit token (cookie `service_csrf` echoed in `X-CSRF-Token`,
 * itself bound to the session by its stored hash).
 */
export class BrowserSessions implements SessionScheme {
  readonly #csrf = new WeakMap<FastifyRequest, string>();

  constructor(private readonly o: SessionOptions) {}

  async start(tenantId: string): Promise<StartedSession> {
    const now = this.o.clock.now();
    const started: StartedSession = {
      secret: `vgs_${randomBytes(32).toString('base64url')}`,
      csrf: randomBytes(32).toString('base64url'),
      sessionId: newId('ses'),
      expiresAt: now + this.o.maxMs,
    };
    await this.o.audit.withEvent(
      { type: 'session.started', actorTenant: tenantId, actorKey: started.sessionId, subject: tenantId },
      (tx) =>
        store.insertSession(tx, {
          id_hash: sha256Hex(started.secret),
          session_id: started.sessionId,
          tenant_id: tenantId,
          csrf_hash: sha256Hex(started.csrf),
          created_at: now,
          last_seen_at: now,
          expires_at: started.expiresAt,
          ended_at: null,
        }),
    );
    return started;
  }

  async authenticate(req: FastifyRequest, cookie: string): Promise<Principal | null> {
    if (cookie.length < 8 || cookie.length > 256) return null;
    const idHash = sha256Hex(cookie);
    const now = this.o.clock.now();
    const row = await store.findLiveSession(this.o.db, idHash, now, this.o.idleMs);
    if (!row) return null;
    if (now - Number(row.last_seen_at) >= TOUCH_EVERY_MS) await store.touchSession(this.o.db, idHash, now);
    this.#csrf.set(req, row.csrf_hash);
    const tier = row.tier as Tier;
    return {
      tenantId: row.tenant_id,
      keyId: row.session_id,
      tier,
      // The owner's own session: everything a key of the tenant could be given.
      scopes: SCOPES,
      rateLimitPerMin: this.o.rateLimits[tier],
      via: 'cookie',
    };
  }

  csrfOk(req: FastifyRequest): boolean {
    const expected = this.#csrf.get(req);
    if (!expected || !sameOrigin(req, this.o.publicOrigin)) return false;
    const header = req.headers[CSRF_HEADER];
    const cookie = cookieValue(req.headers.cookie, CSRF_COOKIE);
    if (typeof header !== 'string' || header === '' || header !== cookie) return false;
    return timingSafeEqual(Buffer.from(sha256Hex(header), 'hex'), Buffer.from(expected, 'hex'));
  }

  /** Ends the session of this cookie server-side (audited); false when it was not live. */
  async end(cookie: string): Promise<boolean> {
    const now = this.o.clock.now();
    return this.o.db.transaction().execute(async (tx) => {
      const ended = await store.endSession(tx, sha256Hex(cookie), now);
      if (!ended) return false;
      await this.o.audit.record(tx, {
        type: 'session.ended',
        actorTenant: ended.tenant_id,
        actorKey: ended.session_id,
        subject: ended.tenant_id,
      });
      return true;
    });
  }

  /** Set-Cookie values for a started session. */
  cookies(s: StartedSession): string[] {
    const maxAge = Math.max(1, Math.floor((s.expiresAt - this.o.clock.now()) / 1000));
    return [
      `${SESSION_COOKIE}=${s.secret}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${this.secureFlag()}`,
      // Readable by the page's own script, which echoes it in X-CSRF-Token.
      `${CSRF_COOKIE}=${s.csrf}; Path=/; Max-Age=${maxAge}; SameSite=Lax${this.secureFlag()}`,
    ];
  }

  /** Set-Cookie values that clear both cookies. */
  clearedCookies(): string[] {
    return [
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${this.secureFlag()}`,
      `${CSRF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${this.secureFlag()}`,
    ];
  }

  private secureFlag(): string {
    return this.o.secure ? '; Secure' : '';
  }
}

/**
 * Whether a browser request comes from the service's own pages: `Sec-Fetch-Site: same-origin`
 * when the browser sends it, and an `Origin` equal to the service's origin when present; at least
 * one of the two must be there (every current browser sends one on a cross-site POST).
 */
export function sameOrigin(req: FastifyRequest, publicOrigin: string | null): boolean {
  const site = req.headers['sec-fetch-site'];
  const origin = req.headers.origin;
  if (site === undefined && origin === undefined) return false;
  if (site !== undefined && site !== 'same-origin') return false;
  // A page under `Referrer-Policy: no-referrer` posts with `Origin: null`: then the browser's own
  // Sec-Fetch-Site (which page script cannot set) decides.
  if (origin === undefined || origin === 'null') return site === 'same-origin';
  return origin === (publicOrigin ?? `${req.protocol}://${req.host}`);
}
