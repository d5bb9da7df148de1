import { type Selectable, sql } from 'kysely';
import type { Engine, Executor, Tx } from '../../db/connect.js';
import { LOCKS } from '../../db/locks.js';
import type { MemoryFactTable } from '../../db/types.js';
import type { Fact, FactMetadata, PreparedFact } from './fact.js';

/** Memory facts in the database. Every function takes its executor explicitly. */

export type FactRow = Selectable<MemoryFactTable>;

/** Where an operation looks: one project of one tenant, optionally one session of it. */
export interface FactScope {
  tenantId: string;
  projectId: string;
  /** A session id limits the scope to that session's facts; undefined means the whole project. */
  sessionId?: string;
}

export function toFact(row: FactRow): Fact {
  return {
    key: row.fact_key,
    content: row.content,
    metadata: row.metadata === null ? null : (JSON.parse(row.metadata) as FactMetadata),
    tags: JSON.parse(row.tags) as string[],
    sessionId: row.session_id,
    createdAt: row.created_at,
    version: Number(row.version),
    supersededAt: row.superseded_at,
    expiresAt: row.expires_at,
    quarantined: Number(row.quarantined) === 1,
  };
}

/** Current (not superseded), unexpired facts at `now`. */
export function isLive(row: FactRow, now: string): boolean {
  return row.superseded_at === null && (row.expires_at === null || row.expires_at > now);
}

export async function findByIdentity(
  db: Executor,
  scope: FactScope,
  key: string,
): Promise<FactRow | undefined> {
  let q = db
    .selectFrom('memory_facts')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('fact_key', '=', key)
    .where('superseded_at', 'is', null);
  q =
    scope.sessionId === undefined
      ? q.where('session_id', 'is', null)
      : q.where('session_id', '=', scope.sessionId);
  const row = await q.executeTakeFirst();
  return row ? stripVector(row) : undefined;
}

/** How a fact is written: its version, expiry and quarantine. */
export interface WriteOptions {
  version: number;
  expiresAt: string | null;
  quarantined: boolean;
}

/**
 * Inserts the fact unless a current fact holds its identity; returns the new row, or undefined
 * when another writer holds the identity (the caller re-reads it to tell replay from conflict).
 * On PostgreSQL a trigger computes the stored `search_vector` in the same statement.
 */
export async function insertFact(
  db: Executor,
  scope: FactScope,
  f: PreparedFact,
  now: string,
  opts: WriteOptions = { version: 1, expiresAt: null, quarantined: false },
): Promise<FactRow | undefined> {
  const values = {
    tenant_id: scope.tenantId,
    project_id: scope.projectId,
    session_id: scope.sessionId ?? null,
    fact_key: f.key,
    content: f.content,
    metadata: f.metadataJson,
    tags: JSON.stringify(f.tags),
    payload_digest: f.digest,
    bytes: f.bytes,
    created_at: now,
    search_text: f.searchText,
    lang: f.lang,
    version: opts.version,
    superseded_at: null,
    expires_at: opts.expiresAt,
    quarantined: opts.quarantined ? 1 : 0,
  };
  const q = db.insertInto('memory_facts').values(values);
  const row = await q
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? stripVector(row) : undefined;
}

/** Drops PostgreSQL's search_vector from a row read with `*` (callers never see it). */
export function stripVector<T extends object>(row: T): T {
  if ('search_vector' in row) {
    const { search_vector: _, ...rest } = row as T & { search_vector: unknown };
    return rest as T;
  }
  return row;
}

/**
 * Serialises writers of one fact identity across instances until the transaction ends. SQLite's
 * transactions already hold the write lock from their first statement (BEGIN IMMEDIATE); on
 * PostgreSQL an update and a delete racing would otherwise each see a different snapshot (a
 * delete that started before an update committed misses the version the update inserted).
 */
export async function lockIdentity(tx: Tx, engine: Engine, scope: FactScope, key: string): Promise<void> {
  if (engine !== 'postgres') return;
  const id = JSON.stringify([scope.tenantId, scope.projectId, scope.sessionId ?? null, key]);
  await sql`select pg_advisory_xact_lock(${LOCKS.memoryFact}::int4, hashtext(${id}))`.execute(tx);
}

/**
 * Supersedes the current version of a fact, if it is still `version` (compare-and-set: of two
 * writers racing on one version, one wins). Returns whether this call superseded it.
 */
export async function supersede(
  db: Executor,
  scope: FactScope,
  key: string,
  version: number,
  now: string,
): Promise<boolean> {
  let q = db
    .updateTable('memory_facts')
    .set({ superseded_at: now })
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('fact_key', '=', key)
    .where('version', '=', version)
    .where('superseded_at', 'is', null);
  q =
    scope.sessionId === undefined
      ? q.where('session_id', 'is', null)
      : q.where('session_id', '=', scope.sessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Deletes every version of one fact (current and superseded) and their embeddings; returns how many. */
export async function deleteFact(db: Executor, scope: FactScope, key: string): Promise<number> {
  const ids = db
    .selectFrom('memory_facts')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('fact_key', '=', key)
    .where((eb) =>
      scope.sessionId === undefined ? eb('session_id', 'is', null) : eb('session_id', '=', scope.sessionId),
    );
  await db.deleteFrom('memory_embeddings').where('fact_id', 'in', ids).execute();
  let q = db
    .deleteFrom('memory_facts')
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('fact_key', '=', key);
  q =
    scope.sessionId === undefined
      ? q.where('session_id', 'is', null)
      : q.where('session_id', '=', scope.sessionId);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}

function inScope(db: Executor, scope: FactScope) {
  let q = db
    .selectFrom('memory_facts')
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId);
  if (scope.sessionId !== undefined) q = q.where('session_id', '=', scope.sessionId);
  return q;
}

/** Current, unexpired facts in scope (quarantined ones included: stats and export count them). */
function liveInScope(db: Executor, scope: FactScope, now: string) {
  return inScope(db, scope)
    .where('superseded_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
}

/** Counts the facts in scope, stopping at `cap` + 1: enough to tell "over the bound" cheaply. */
export async function countUpTo(
  db: Executor,
  scope: FactScope,
  cap: number,
  now: string,
  history = false,
): Promise<number> {
  const row = await db
    .selectFrom(
      (history ? inScope(db, scope) : liveInScope(db, scope, now))
        .select('id')
        .limit(cap + 1)
        .as('s'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The facts in scope, oldest first: with `history`, every version (superseded ones too) and
 * expired facts, else only current, unexpired ones.
 */
export async function listFacts(
  db: Executor,
  scope: FactScope,
  limit: number,
  now: string,
  history = false,
): Promise<FactRow[]> {
  const rows = await (history ? inScope(db, scope) : liveInScope(db, scope, now))
    .selectAll()
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(stripVector);
}

export interface ScopeStats {
  facts: number;
  bytes: number;
  sessions: number;
  sessionFacts: number;
  oldestAt: string | null;
  newestAt: string | null;
}

export async function scopeStats(db: Executor, scope: FactScope, now: string): Promise<ScopeStats> {
  const row = await liveInScope(db, scope, now)
    .select((eb) => [
      eb.fn.countAll<number>().as('facts'),
      eb.fn.coalesce(eb.fn.sum<number>('bytes'), eb.lit(0)).as('bytes'),
      eb.fn.count<number>('session_id').distinct().as('sessions'),
      eb.fn.count<number>('session_id').as('session_facts'),
      eb.fn.min('created_at').as('oldest'),
      eb.fn.max('created_at').as('newest'),
    ])
    .executeTakeFirst();
  return {
    facts: Number(row?.facts ?? 0),
    bytes: Number(row?.bytes ?? 0),
    sessions: Number(row?.sessions ?? 0),
    sessionFacts: Number(row?.session_facts ?? 0),
    oldestAt: row?.oldest ?? null,
    newestAt: row?.newest ?? null,
  };
}

/** Deletes every fact of the tenant, in every project; returns how many. */
export async function deleteTenantFacts(db: Executor, tenantId: string): Promise<number> {
  await db.deleteFrom('memory_embeddings').where('tenant_id', '=', tenantId).execute();
  const res = await db.deleteFrom('memory_facts').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The distinct projects a tenant holds facts in (for the delete-all audit event). */
export async function countTenantProjects(db: Executor, tenantId: string): Promise<number> {
  const row = await db
    .selectFrom('memory_facts')
    .select((eb) => eb.fn.count<number>('project_id').distinct().as('n'))
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
