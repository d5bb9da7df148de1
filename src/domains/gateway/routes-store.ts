import { Invalidations } from '../../core/invalidation.js';
import { TtlCache } from '../../core/ttl-cache.js';
import type { Executor } from '../../db/connect.js';
import type { RouteTarget } from './catalog.js';
import type { CredentialSealer } from './sealing.js';

/** A tenant's model aliases and its stored provider keys (sealed; never read back out). */
export interface TenantRoutes {
  aliases: Record<string, RouteTarget[]>;
  /** Provider ids that have a stored key (the keys themselves are write-only). */
  credentialProviders: string[];
  updatedAt: string | null;
}

interface Row {
  aliases: Record<string, RouteTarget[]>;
  sealed: Record<string, string>;
  updatedAt: string | null;
}

async function readRow(db: Executor, tenantId: string): Promise<Row> {
  const row = await db
    .selectFrom('tenant_model_routes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  if (!row) return { aliases: {}, sealed: {}, updatedAt: null };
  return {
    aliases: JSON.parse(row.aliases) as Record<string, RouteTarget[]>,
    sealed: JSON.parse(row.credentials) as Record<string, string>,
    updatedAt: row.updated_at,
  };
}

export async function readTenantRoutes(db: Executor, tenantId: string): Promise<TenantRoutes> {
  const row = await readRow(db, tenantId);
  return {
    aliases: row.aliases,
    credentialProviders: Object.keys(row.sealed).sort(),
    updatedAt: row.updatedAt,
  };
}

/** How long another instance's change to a tenant's routes may take to show here. */
export const ROUTING_CACHE_MS = 1000;

export interface TenantRouting {
  aliases: Record<string, RouteTarget[]>;
  credential(providerId: string): string | null;
}

/**
 * The chat hot path's view of a tenant's aliases and stored keys, read once per
 * `ROUTING_CACHE_MS` (keys stay sealed in the cache and are unsealed only when a chain target asks
 * for one). A write on this instance forgets the entry in every worker of the instance, so its
 * own callers see it at once.
 */
export class TenantRoutingCache {
  readonly #views: TtlCache<string, TenantRouting>;

  constructor(
    private readonly db: Executor,
    private readonly sealer: CredentialSealer,
    now: () => number,
    private readonly invalidations = new Invalidations(),
  ) {
    this.#views = new TtlCache(ROUTING_CACHE_MS, now);
    invalidations.on('routing', (tenantId) => {
      if (tenantId !== null) this.#views.delete(tenantId);
    });
  }

  /** The routing view if cached and fresh (the chat path's synchronous hit). */
  cached(tenantId: string): TenantRouting | undefined {
    return this.#views.peek(tenantId);
  }

  routing(tenantId: string): Promise<TenantRouting> {
    return this.#views.getOrLoad(tenantId, async () =>
      this.#view(tenantId, await readRow(this.db, tenantId)),
    );
  }

  /** After a write of the tenant's routes: resolves once every worker of this instance forgot them. */
  forget(tenantId: string): Promise<void> {
    return this.invalidations.publish('routing', tenantId);
  }

  #view(tenantId: string, row: Row): TenantRouting {
    const { sealer } = this;
    return {
      aliases: row.aliases,
      credential(providerId) {
        const sealed = row.sealed[providerId];
        return sealed ? sealer.open(sealed, `${tenantId}/${providerId}`) : null;
      },
    };
  }
}

/**
 * Replaces the aliases. Credentials: a string stores (or replaces) a key, null removes it, and a
 * provider left out keeps its stored key, so a PUT of aliases alone never wipes secrets. Runs
 * inside the caller's transaction.
 */
export async function writeTenantRoutes(
  db: Executor,
  sealer: CredentialSealer,
  tenantId: string,
  aliases: Record<string, RouteTarget[]>,
  credentials: Record<string, string | null>,
  now: string,
): Promise<TenantRoutes> {
  // Touch the row first: that write takes its lock (PostgreSQL; SQLite's transaction holds the
  // database's), so the stored keys read next are not replaced by a concurrent PUT's older view.
  await db
    .insertInto('tenant_model_routes')
    .values({ tenant_id: tenantId, aliases: '{}', credentials: '{}', updated_at: now })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ updated_at: now }))
    .execute();
  const row = await readRow(db, tenantId);
  const sealed = { ...row.sealed };
  for (const [provider, key] of Object.entries(credentials)) {
    if (key === null) delete sealed[provider];
    else sealed[provider] = sealer.seal(key, `${tenantId}/${provider}`);
  }
  const values = {
    tenant_id: tenantId,
    aliases: JSON.stringify(aliases),
    credentials: JSON.stringify(sealed),
    updated_at: now,
  };
  await db
    .insertInto('tenant_model_routes')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('tenant_id')
        .doUpdateSet({ aliases: values.aliases, credentials: values.credentials, updated_at: now }),
    )
    .execute();
  return { aliases, credentialProviders: Object.keys(sealed).sort(), updatedAt: now };
}
