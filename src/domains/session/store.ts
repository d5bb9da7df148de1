import type { Executor } from '../../db/connect.js';
import type { BrowserSessionTable } from '../../db/types.js';

/** Signup tokens, tenant owners and browser sessions. Every function takes its executor. */

export async function insertSignupToken(
  db: Executor,
  row: { tokenHash: string; email: string; clientHash: string; now: number; expiresAt: number },
): Promise<void> {
  await db
    .insertInto('signup_tokens')
    .values({
      token_hash: row.tokenHash,
      email: row.email,
      client_hash: row.clientHash,
      created_at: row.now,
      expires_at: row.expiresAt,
      consumed_at: null,
    })
    .execute();
}

/** Signup requests accepted since `since` for this address and for this client. */
export async function recentSignups(
  db: Executor,
  email: string,
  clientHash: string,
  since: number,
): Promise<{ address: number; client: number }> {
  const count = async (column: 'email' | 'client_hash', value: string) => {
    const row = await db
      .selectFrom('signup_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(column, '=', value)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  return { address: await count('email', email), client: await count('client_hash', clientHash) };
}

/** Drops tokens that can neither be used nor count against a limit any more. */
export async function pruneSignupTokens(db: Executor, before: number): Promise<void> {
  await db
    .deleteFrom('signup_tokens')
    .where('expires_at', '<', before)
    .where('created_at', '<', before)
    .execute();
}

/**
 * Consumes a token: one conditional update, so of two concurrent uses exactly one wins. Returns
 * the address it was issued for, or null when it is unknown, expired or already used.
 */
export async function consumeSignupToken(
  db: Executor,
  tokenHash: string,
  now: number,
): Promise<string | null> {
  const res = await db
    .updateTable('signup_tokens')
    .set({ consumed_at: now })
    .where('token_hash', '=', tokenHash)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return null;
  const row = await db
    .selectFrom('signup_tokens')
    .select('email')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.email ?? null;
}

/**
 * The owner's tenant: claims `tenantId` for the address if it has none, and creates that tenant
 * on the free tier, both idempotently (several confirmations may run at once: the first claim
 * wins, the others read it). Returns the tenant id and whether this call created it.
 */
export async function claimOwner(
  db: Executor,
  email: string,
  tenantId: string,
  now: string,
): Promise<{ tenantId: string; created: boolean }> {
  const claimed = await db
    .insertInto('tenant_owners')
    .values({ email, tenant_id: tenantId, created_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .executeTakeFirst();
  const row = await db
    .selectFrom('tenant_owners')
    .select('tenant_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('tenants')
    .values({ id: row.tenant_id, tier: 'free', status: 'active', created_at: now, terminated_at: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { tenantId: row.tenant_id, created: Number(claimed.numInsertedOrUpdatedRows ?? 0) === 1 };
}

/** Whether the tenant has ever had a key (a first key is issued only to a keyless tenant). */
export async function hasAnyKey(db: Executor, tenantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertSession(db: Executor, row: BrowserSessionTable): Promise<void> {
  await db.insertInto('browser_sessions').values(row).execute();
}

/** A live session (not ended, not past either expiry) of an active tenant, with its tier. */
export async function findLiveSession(db: Executor, idHash: string, now: number, idleMs: number) {
  return db
    .selectFrom('browser_sessions')
    .innerJoin('tenants', 'tenants.id', 'browser_sessions.tenant_id')
    .select([
      'browser_sessions.session_id',
      'browser_sessions.tenant_id',
      'browser_sessions.csrf_hash',
      'browser_sessions.last_seen_at',
      'tenants.tier',
    ])
    .where('browser_sessions.id_hash', '=', idHash)
    .where('browser_sessions.ended_at', 'is', null)
    .where('browser_sessions.expires_at', '>', now)
    .where('browser_sessions.last_seen_at', '>', now - idleMs)
    .where('tenants.status', '=', 'active')
    .executeTakeFirst();
}

/** Moves the idle clock; a single-column update, so concurrent requests cannot conflict. */
export async function touchSession(db: Executor, idHash: string, now: number): Promise<void> {
  await db
    .updateTable('browser_sessions')
    .set({ last_seen_at: now })
    .where('id_hash', '=', idHash)
    .where('last_seen_at', '<', now)
    .execute();
}

/** Ends a session server-side; returns its tenant and public id when it was live. */
export async function endSession(db: Executor, idHash: string, now: number) {
  const row = await db
    .selectFrom('browser_sessions')
    .select(['session_id', 'tenant_id'])
    .where('id_hash', '=', idHash)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const res = await db
    .updateTable('browser_sessions')
    .set({ ended_at: now })
    .where('id_hash', '=', idHash)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? row : null;
}
