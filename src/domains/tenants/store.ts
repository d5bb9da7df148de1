import type { Tier } from '../../config.js';
import { ApiError } from '../../core/errors.js';
import type { Scope } from '../../core/principal.js';
import type { Executor } from '../../db/connect.js';
import type { ApiKeyTable } from '../../db/types.js';

/** Tenants and their API keys in the database. Every function takes its executor explicitly. */

export interface KeyRecord {
  id: string;
  tenantId: string;
  prefix: string;
  label: string | null;
  tier: Tier;
  scopes: Scope[];
  rateLimitPerMin: number;
  createdAt: string;
  revokedAt: string | null;
}

function toRecord(row: ApiKeyTable): KeyRecord {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    prefix: row.prefix,
    label: row.label,
    tier: row.tier as Tier,
    scopes: JSON.parse(row.scopes) as Scope[],
    rateLimitPerMin: Number(row.rate_limit_per_min),
    createdAt: row.created_at,
    revokedAt: row.revoked_at,
  };
}

export async function findTenant(db: Executor, tenantId: string) {
  return db.selectFrom('tenants').selectAll().where('id', '=', tenantId).executeTakeFirst();
}

/** 404 for an unknown tenant on the operator's per-tenant routes. */
export async function requireTenant(db: Executor, tenantId: string): Promise<void> {
  if (!(await findTenant(db, tenantId))) {
    throw new ApiError('resource_not_found', `No tenant "${tenantId}".`, { param: 'tenant_id' });
  }
}

/**
 * Creates the tenant if unknown, or moves it to `tier`. Returns whether it was created. Insert
 * first (ON CONFLICT DO NOTHING), so instances creating the same new tenant at once never collide
 * on the primary key; the tier is then a single-column update.
 */
export async function upsertTenant(
  db: Executor,
  tenantId: string,
  tier: Tier,
  now: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('tenants')
    .values({ id: tenantId, tier, status: 'active', created_at: now, terminated_at: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return true;
  await db
    .updateTable('tenants')
    .set({ tier })
    .where('id', '=', tenantId)
    .where('tier', '!=', tier)
    .execute();
  return false;
}

/** Inserts the key; false (and nothing written) when a key with this hash exists already. */
export async function insertKey(db: Executor, key: KeyRecord, hash: string): Promise<boolean> {
  const res = await db
    .insertInto('api_keys')
    .values({
      id: key.id,
      tenant_id: key.tenantId,
      hash,
      prefix: key.prefix,
      label: key.label,
      tier: key.tier,
      scopes: JSON.stringify(key.scopes),
      rate_limit_per_min: key.rateLimitPerMin,
      created_at: key.createdAt,
      revoked_at: key.revokedAt,
    })
    .onConflict((oc) => oc.column('hash').doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The live key with this hash, joined with its tenant's status; null if none or revoked. */
export async function findActiveKeyByHash(db: Executor, hash: string): Promise<KeyRecord | null> {
  const row = await db
    .selectFrom('api_keys')
    .innerJoin('tenants', 'tenants.id', 'api_keys.tenant_id')
    .selectAll('api_keys')
    .where('api_keys.hash', '=', hash)
    .where('api_keys.revoked_at', 'is', null)
    .where('tenants.status', '=', 'active')
    .executeTakeFirst();
  return row ? toRecord(row) : null;
}

export async function listKeys(
  db: Executor,
  opts: { tenantId?: string; includeRevoked: boolean; limit: number; offset: number },
): Promise<KeyRecord[]> {
  let q = db.selectFrom('api_keys').selectAll().orderBy('created_at').orderBy('id');
  if (opts.tenantId) q = q.where('tenant_id', '=', opts.tenantId);
  if (!opts.includeRevoked) q = q.where('revoked_at', 'is', null);
  const rows = await q.limit(opts.limit).offset(opts.offset).execute();
  return rows.map(toRecord);
}

export interface TenantSummary {
  id: string;
  tier: string;
  status: string;
  createdAt: string;
  activeKeys: number;
}

/** Every tenant, oldest first, with its count of live keys. */
export async function listTenants(db: Executor): Promise<TenantSummary[]> {
  const rows = await db
    .selectFrom('tenants')
    .leftJoin('api_keys', (j) =>
      j.onRef('api_keys.tenant_id', '=', 'tenants.id').on('api_keys.revoked_at', 'is', null),
    )
    .select((eb) => [
      'tenants.id',
      'tenants.tier',
      'tenants.status',
      'tenants.created_at',
      eb.fn.count<number>('api_keys.id').as('keys'),
    ])
    .groupBy(['tenants.id', 'tenants.tier', 'tenants.status', 'tenants.created_at'])
    .orderBy('tenants.created_at')
    .orderBy('tenants.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tier: r.tier,
    status: r.status,
    createdAt: r.created_at,
    activeKeys: Number(r.keys),
  }));
}

/** Revokes every live key of a tenant; returns how many. */
export async function revokeTenantKeys(db: Executor, tenantId: string, now: string): Promise<number> {
  const res = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function terminateTenant(db: Executor, tenantId: string, now: string): Promise<void> {
  await db
    .updateTable('tenants')
    .set({ status: 'terminated', terminated_at: now })
    .where('id', '=', tenantId)
    .execute();
}

export async function countPlatformKeys(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('api_keys')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tier', '=', 'platform')
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Revokes one live key of a tenant; false when the tenant has no such live key. */
export async function revokeKey(
  db: Executor,
  tenantId: string,
  keyId: string,
  now: string,
): Promise<boolean> {
  const res = await db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', keyId)
    .where('tenant_id', '=', tenantId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A key as the API and the CLI show it: everything but the secret, which is never stored. */
export function keyView(k: KeyRecord) {
  return {
    key_id: k.id,
    tenant_id: k.tenantId,
    tier: k.tier,
    label: k.label,
    prefix: k.prefix,
    scopes: k.scopes,
    rate_limit_per_min: k.rateLimitPerMin,
    created_at: k.createdAt,
    revoked_at: k.revokedAt,
  };
}
