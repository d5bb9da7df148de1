import type { Tier } from '../../config.js';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { hashApiKey, newApiKeySecret, newId } from '../../core/ids.js';
import { type Principal, SCOPES, type Scope } from '../../core/principal.js';
import type { DbHandle, Tx } from '../../db/connect.js';
import { LOCKS, lockForTransaction } from '../../db/locks.js';
import type { AuditLog } from '../audit/service.js';
import type { KeyRecord } from './store.js';
import * as store from './store.js';

export const PLATFORM_TENANT = 'platform';
export const TENANT_ID_PATTERN = '^[a-z0-9_-]{1,64}$';
const TENANT_ID_RE = new RegExp(TENANT_ID_PATTERN);

/**
 * The scopes a key gets when none are asked for: every scope but `admin`, which can terminate the
 * tenant for good. An operator (platform) key administers the service, so it carries `admin` too.
 */
export function defaultScopes(tier: Tier): Scope[] {
  return tier === 'platform' ? [...SCOPES] : SCOPES.filter((s) => s !== 'admin');
}

export interface CreateKeyInput {
  tenantId: string;
  tier: Tier;
  label?: string | null;
  rateLimitPerMin?: number;
  scopes?: Scope[];
}

export interface CreatedKey extends KeyRecord {
  /** The secret, shown this once. */
  key: string;
}

/** Tenants, keys, revocation and account termination, each audited in its own transaction. */
export class TenantService {
  constructor(
    private readonly handle: DbHandle,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
    private readonly defaultRateLimits: Record<Tier, number>,
    /**
     * Called after keys are revoked so this instance forgets them at once; the revoking call
     * answers once it resolves (every worker of the instance has forgotten them).
     */
    private readonly onRevoked: () => void | Promise<void>,
  ) {}

  async createKey(
    input: CreateKeyInput,
    actor: Principal | null,
    secret = newApiKeySecret(),
  ): Promise<CreatedKey> {
    if (!TENANT_ID_RE.test(input.tenantId)) {
      throw new ApiError('invalid_parameter', `tenant_id must match ${TENANT_ID_PATTERN}`, {
        param: 'tenant_id',
      });
    }
    // A platform key is an operator credential: it belongs to the platform tenant only.
    if ((input.tier === 'platform') !== (input.tenantId === PLATFORM_TENANT)) {
      throw new ApiError('invalid_request', 'tier platform is reserved for tenant_id "platform"', {
        param: 'tier',
      });
    }
    const record = this.newRecord(input, secret);
    await this.handle.db.transaction().execute(async (tx) => {
      if (!(await this.insertKeyTx(tx, record, secret, actor))) {
        throw new ApiError('invalid_request', 'this key exists already', { param: 'key' });
      }
    });
    return { ...record, key: secret };
  }

  private newRecord(input: CreateKeyInput, secret: string): KeyRecord {
    return {
      id: newId('key'),
      tenantId: input.tenantId,
      prefix: secret.slice(0, 10),
      label: input.label ?? null,
      tier: input.tier,
      scopes: input.scopes ? [...new Set(input.scopes)] : defaultScopes(input.tier),
      rateLimitPerMin: input.rateLimitPerMin ?? this.defaultRateLimits[input.tier],
      createdAt: isoNow(this.clock),
      revokedAt: null,
    };
  }

  /**
   * Creates the tenant if new (insert-or-nothing, so instances racing for a new tenant both
   * succeed), inserts the key and audits it. False, with nothing written, if the key's hash
   * exists already (a second instance registering the same VGATE_ADMIN_KEY).
   */
  private async insertKeyTx(tx: Tx, record: KeyRecord, secret: string, actor: Principal | null) {
    const tenant = await store.findTenant(tx, record.tenantId);
    if (tenant?.status === 'terminated') {
      throw new ApiError('invalid_request', 'the tenant has been terminated', { param: 'tenant_id' });
    }
    const created = await store.upsertTenant(tx, record.tenantId, record.tier, record.createdAt);
    if (!(await store.insertKey(tx, record, hashApiKey(secret)))) return false;
    await this.audit.record(tx, {
      type: 'api_key.created',
      actorTenant: actor?.tenantId ?? null,
      actorKey: actor?.keyId ?? null,
      subject: record.tenantId,
      data: {
        key_id: record.id,
        tier: record.tier,
        tenant_created: created,
        scopes: record.scopes.join(','),
      },
    });
    return true;
  }

  listKeys(opts: {
    tenantId?: string;
    includeRevoked: boolean;
    limit: number;
    offset: number;
  }): Promise<KeyRecord[]> {
    return store.listKeys(this.handle.db, opts);
  }

  /** Revokes every key of the tenant; `actor` is null for the operator's command line. */
  async revokeTenantKeys(tenantId: string, actor: Principal | null): Promise<number> {
    const now = isoNow(this.clock);
    const revoked = await this.handle.db.transaction().execute(async (tx) => {
      const n = await store.revokeTenantKeys(tx, tenantId, now);
      await this.audit.record(tx, {
        type: 'api_key.revoked',
        actorTenant: actor?.tenantId ?? null,
        actorKey: actor?.keyId ?? null,
        subject: tenantId,
        data: { revoked: n },
      });
      return n;
    });
    await this.onRevoked();
    return revoked;
  }

  /** Revokes one key of the caller's own tenant (another tenant's key id reads as absent). */
  async revokeOwnKey(actor: Principal, keyId: string): Promise<void> {
    const now = isoNow(this.clock);
    await this.handle.db.transaction().execute(async (tx) => {
      if (!(await store.revokeKey(tx, actor.tenantId, keyId, now))) {
        throw new ApiError('not_found', 'No live key with this id in your tenant.');
      }
      await this.audit.record(tx, {
        type: 'api_key.revoked',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: { revoked: 1, key_id: keyId },
      });
    });
    await this.onRevoked();
  }

  /** Terminates the caller's own tenant and revokes its keys; the platform tenant is protected. */
  async terminateAccount(
    actor: Principal,
  ): Promise<{ tenantId: string; revoked: number; terminatedAt: string }> {
    if (actor.tenantId === PLATFORM_TENANT) throw new ApiError('platform_tenant_protected');
    const now = isoNow(this.clock);
    const revoked = await this.handle.db.transaction().execute(async (tx) => {
      await store.terminateTenant(tx, actor.tenantId, now);
      const n = await store.revokeTenantKeys(tx, actor.tenantId, now);
      await this.audit.record(tx, {
        type: 'account.terminated',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: { revoked: n },
      });
      return n;
    });
    await this.onRevoked();
    return { tenantId: actor.tenantId, revoked, terminatedAt: now };
  }

  /**
   * Start-up bootstrap (DESIGN section 5): registers `VGATE_ADMIN_KEY` as a platform key if it is
   * not known yet; on the local contour with no platform key at all, creates one and returns it
   * so the caller can print it once.
   */
  async bootstrap(opts: { adminKey: string | null; generateIfNone: boolean }): Promise<CreatedKey | null> {
    const input = { tenantId: PLATFORM_TENANT, tier: 'platform' as const };
    if (opts.adminKey) {
      const secret = opts.adminKey;
      const record = this.newRecord({ ...input, label: 'VGATE_ADMIN_KEY' }, secret);
      // Insert-if-absent on the key's hash: instances starting together register it once.
      await this.handle.db.transaction().execute((tx) => this.insertKeyTx(tx, record, secret, null));
      return null;
    }
    if (!opts.generateIfNone) return null;
    const secret = newApiKeySecret();
    const record = this.newRecord({ ...input, label: 'generated at first start' }, secret);
    // Count and create under one lock, so simultaneous first starts generate exactly one key.
    const created = await this.handle.db.transaction().execute(async (tx) => {
      await lockForTransaction(tx, this.handle.engine, LOCKS.operatorBootstrap);
      if ((await store.countPlatformKeys(tx)) > 0) return false;
      return this.insertKeyTx(tx, record, secret, null);
    });
    return created ? { ...record, key: secret } : null;
  }
}
