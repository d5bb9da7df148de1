import type { Tier } from '../../config.js';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { hashApiKey, newApiKeySecret, newId } from '../../core/ids.js';
import { type Principal, SCOPES, type Scope } from '../../core/principal.js';
import type { DbHandle } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import type { KeyRecord } from './store.js';
import * as store from './store.js';

export const PLATFORM_TENANT = 'platform';
export const TENANT_ID_PATTERN = '^[a-z0-9_-]{1,64}$';
const TENANT_ID_RE = new RegExp(TENANT_ID_PATTERN);

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
    /** Called after keys are revoked so this instance forgets them at once. */
    private readonly onRevoked: () => void,
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
    const now = isoNow(this.clock);
    const record: KeyRecord = {
      id: newId('key'),
      tenantId: input.tenantId,
      prefix: secret.slice(0, 10),
      label: input.label ?? null,
      tier: input.tier,
      scopes: input.scopes ? [...new Set(input.scopes)] : [...SCOPES],
      rateLimitPerMin: input.rateLimitPerMin ?? this.defaultRateLimits[input.tier],
      createdAt: now,
      revokedAt: null,
    };
    await this.handle.db.transaction().execute(async (tx) => {
      const tenant = await store.findTenant(tx, input.tenantId);
      if (tenant?.status === 'terminated') {
        throw new ApiError('invalid_request', 'the tenant has been terminated', { param: 'tenant_id' });
      }
      const created = await store.upsertTenant(tx, input.tenantId, input.tier, now);
      await store.insertKey(tx, record, hashApiKey(secret));
      await this.audit.record(tx, {
        type: 'api_key.created',
        actorTenant: actor?.tenantId ?? null,
        actorKey: actor?.keyId ?? null,
        subject: input.tenantId,
        data: {
          key_id: record.id,
          tier: record.tier,
          tenant_created: created,
          scopes: record.scopes.join(','),
        },
      });
    });
    return { ...record, key: secret };
  }

  listKeys(opts: {
    tenantId?: string;
    includeRevoked: boolean;
    limit: number;
    offset: number;
  }): Promise<KeyRecord[]> {
    return store.listKeys(this.handle.db, opts);
  }

  async revokeTenantKeys(tenantId: string, actor: Principal): Promise<number> {
    const now = isoNow(this.clock);
    const revoked = await this.handle.db.transaction().execute(async (tx) => {
      const n = await store.revokeTenantKeys(tx, tenantId, now);
      await this.audit.record(tx, {
        type: 'api_key.revoked',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: tenantId,
        data: { revoked: n },
      });
      return n;
    });
    this.onRevoked();
    return revoked;
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
    this.onRevoked();
    return { tenantId: actor.tenantId, revoked, terminatedAt: now };
  }

  /**
   * Start-up bootstrap (DESIGN section 5): registers `VGATE_ADMIN_KEY` as a platform key if it is
   * not known yet; on the local contour with no platform key at all, creates one and returns it
   * so the caller can print it once.
   */
  async bootstrap(opts: { adminKey: string | null; generateIfNone: boolean }): Promise<CreatedKey | null> {
    if (opts.adminKey) {
      if (!(await store.keyHashExists(this.handle.db, hashApiKey(opts.adminKey)))) {
        await this.createKey(
          { tenantId: PLATFORM_TENANT, tier: 'platform', label: 'VGATE_ADMIN_KEY' },
          null,
          opts.adminKey,
        );
      }
      return null;
    }
    if (opts.generateIfNone && (await store.countPlatformKeys(this.handle.db)) === 0) {
      return this.createKey(
        { tenantId: PLATFORM_TENANT, tier: 'platform', label: 'generated at first start' },
        null,
      );
    }
    return null;
  }
}
