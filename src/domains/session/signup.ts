import { randomBytes } from 'node:crypto';
import type { Clock } from '../../core/clock.js';
import { isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { sha256Hex } from '../../core/ids.js';
import { SCOPES } from '../../core/principal.js';
import type { Db } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import type { TenantService } from '../tenants/service.js';
import { findTenant } from '../tenants/store.js';
import type { BrowserSessions, StartedSession } from './sessions.js';
import * as store from './store.js';

export const SIGNUP_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const HOUR_MS = 3_600_000;

export interface SignupOptions {
  db: Db;
  audit: AuditLog;
  clock: Clock;
  tenants: TenantService;
  sessions: BrowserSessions;
  tokenMs: number;
  perAddressHourly: number;
  perClientHourly: number;
  /** Where links point: VGATE_PUBLIC_URL, else the listening address (never the request's Host). */
  linkBase: string;
}

export interface Confirmed {
  tenantId: string;
  created: boolean;
  /** The first key's secret and id, when this confirmation created the tenant. */
  key: { secret: string; id: string } | null;
  session: StartedSession;
}

/**
 * Magic-link signup. A request answers the same whatever the address (known, new, or over its
 * limit), so the endpoint reveals nothing; a link's token is stored hashed and works once.
 */
export class Signup {
  constructor(private readonly o: SignupOptions) {}

  /** Issues a link for `email`; null when the address or the client is over its hourly limit. */
  async request(email: string, clientAddress: string): Promise<string | null> {
    const now = this.o.clock.now();
    const clientHash = sha256Hex(`client:${clientAddress}`);
    await store.pruneSignupTokens(this.o.db, now - HOUR_MS);
    const recent = await store.recentSignups(this.o.db, email, clientHash, now - HOUR_MS);
    if (recent.address >= this.o.perAddressHourly || recent.client >= this.o.perClientHourly) return null;
    const token = randomBytes(32).toString('base64url');
    await store.insertSignupToken(this.o.db, {
      tokenHash: sha256Hex(token),
      email,
      clientHash,
      now,
      expiresAt: now + this.o.tokenMs,
    });
    return `${this.o.linkBase}/v1/signup/verify?token=${token}`;
  }

  /** Consumes the token: creates the free-tier tenant and its first key, or signs the owner in. */
  async confirm(token: string): Promise<Confirmed> {
    const email = await store.consumeSignupToken(this.o.db, sha256Hex(token), this.o.clock.now());
    if (!email) throw new ApiError('invalid_signup_token');
    const { tenantId, created } = await this.o.db.transaction().execute(async (tx) => {
      const owner = await store.claimOwner(
        tx,
        email,
        `t_${randomBytes(10).toString('hex')}`,
        isoNow(this.o.clock),
      );
      await this.o.audit.record(tx, {
        type: owner.created ? 'tenant.signed_up' : 'tenant.owner_confirmed',
        actorTenant: owner.tenantId,
        actorKey: null,
        subject: owner.tenantId,
      });
      return owner;
    });
    const tenant = await findTenant(this.o.db, tenantId);
    if (tenant?.status !== 'active') {
      throw new ApiError('invalid_signup_token', 'The account of this address has been terminated.');
    }
    let key: Confirmed['key'] = null;
    // A keyless tenant gets its first key: a new owner, or one whose first confirmation stopped
    // half-way. Two confirmations racing here may each get one; both are the owner's.
    if (!(await store.hasAnyKey(this.o.db, tenantId))) {
      const k = await this.o.tenants.createKey(
        { tenantId, tier: 'free', label: 'first key (sign-up)', scopes: SCOPES.filter((s) => s !== 'admin') },
        null,
      );
      key = { secret: k.key, id: k.id };
    }
    return { tenantId, created, key, session: await this.o.sessions.start(tenantId) };
  }
}
