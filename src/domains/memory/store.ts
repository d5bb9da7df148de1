import type { Selectable } from 'kysely';
import type { Executor } from '../../db/connect.js';
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
  };
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
    .where('fact_key', '=', key);
  q =
    scope.sessionId === undefined
      ? q.where('session_id', 'is', null)
      : q.where('session_id', '=', scope.sessionId);
  return q.executeTakeFirst();
}

/**
 * Inserts the fact unless its identity exists; returns the new row, or undefined when another
 * writer holds the identity (the caller re-reads it to tell replay from conflict).
 */
export async function insertFact(
  db: Executor,
  scope: FactScope,
  f: PreparedFact,
  now: string,
): Promise<FactRow | undefined> {
  return db
    .insertInto('memory_facts')
    .values({
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
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

function inScope(db: Executor, scope: FactScope) {
  let q = db
    .selectFrom('memory_facts')
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId);
  if (scope.sessionId !== undefined) q = q.where('session_id', '=', scope.sessionId);
  return q;
}

/** Counts the facts in scope, stopping at `cap` + 1: enough to tell "over the bound" cheaply. */
export async function countUpTo(db: Executor, scope: FactScope, cap: number): Promise<number> {
  const row = await db
    .selectFrom(
      inScope(db, scope)
        .select('id')
        .limit(cap + 1)
        .as('s'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The facts in scope, oldest first. */
export async function listFacts(db: Executor, scope: FactScope, limit: number): Promise<FactRow[]> {
  return inScope(db, scope).selectAll().orderBy('id').limit(limit).execute();
}

/** The newest facts in scope. */
export async function newestFacts(db: Executor, scope: FactScope, limit: number): Promise<FactRow[]> {
  return inScope(db, scope).selectAll().orderBy('id', 'desc').limit(limit).execute();
}

export interface ScopeStats {
  facts: number;
  bytes: number;
  sessions: number;
  sessionFacts: number;
  oldestAt: string | null;
  newestAt: string | null;
}

export async function scopeStats(db: Executor, scope: FactScope): Promise<ScopeStats> {
  const row = await inScope(db, scope)
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
