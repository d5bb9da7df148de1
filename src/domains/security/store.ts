import type { Executor } from '../../db/connect.js';

/** The self-defense state row and the security events, shared by every instance. */

export type DefenseMode = 'normal' | 'lockdown';

export interface DefenseState {
  mode: DefenseMode;
  since: string;
  reason: string | null;
  cause: string | null;
}

export type SecurityEventKind =
  | 'memory_write_blocked'
  | 'audit_verification_failed'
  | 'signing_key_mismatch'
  | 'lockdown_entered'
  | 'recovered';

export interface SecurityEvent {
  kind: SecurityEventKind;
  at: string;
}

const STATE_ID = 1;

export async function readState(db: Executor): Promise<DefenseState> {
  const row = await db
    .selectFrom('self_defense_state')
    .selectAll()
    .where('id', '=', STATE_ID)
    .executeTakeFirst();
  // The migration inserts the row; its absence would mean a damaged schema, which fails safe.
  if (!row)
    return { mode: 'lockdown', since: new Date(0).toISOString(), reason: 'state row missing', cause: null };
  return {
    mode: row.mode === 'normal' ? 'normal' : 'lockdown',
    since: row.since,
    reason: row.reason,
    cause: row.cause,
  };
}

/**
 * Moves to lockdown only from normal, so that of several instances tripping at once exactly one
 * records the change. Returns whether this call changed the mode.
 */
export async function enterLockdown(
  db: Executor,
  at: string,
  cause: string,
  reason: string,
): Promise<boolean> {
  const res = await db
    .updateTable('self_defense_state')
    .set({ mode: 'lockdown', since: at, reason, cause })
    .where('id', '=', STATE_ID)
    .where('mode', '=', 'normal')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Sets normal mode; returns the mode it left. */
export async function setNormal(db: Executor, at: string, reason: string): Promise<DefenseMode> {
  const set = { mode: 'normal', since: at, reason, cause: 'operator_recover' };
  // Left lockdown exactly when this statement changed the mode (of two recovers, one did).
  const left = await db
    .updateTable('self_defense_state')
    .set(set)
    .where('id', '=', STATE_ID)
    .where('mode', '=', 'lockdown')
    .executeTakeFirst();
  if (Number(left.numUpdatedRows) === 1) return 'lockdown';
  await db.updateTable('self_defense_state').set(set).where('id', '=', STATE_ID).execute();
  return 'normal';
}

export async function insertEvent(
  db: Executor,
  e: {
    kind: SecurityEventKind;
    at: string;
    tenantId: string | null;
    detail: Record<string, string | number>;
  },
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({ ts: e.at, kind: e.kind, tenant_id: e.tenantId, detail: JSON.stringify(e.detail) })
    .execute();
}

/**
 * How many events of `kind` happened at or after `from` (ISO-8601 strings order by time) and
 * after the latest recovery: an operator's recover starts the count afresh.
 */
export async function countEventsSinceRecovery(
  db: Executor,
  kind: SecurityEventKind,
  from: string,
): Promise<number> {
  const row = await db
    .selectFrom('security_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind)
    .where('ts', '>=', from)
    .where('id', '>', (eb) =>
      eb
        .selectFrom('security_events')
        .select((e) => e.fn.coalesce(e.fn.max('id'), e.lit(0)).as('last'))
        .where('kind', '=', 'recovered'),
    )
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The latest events, newest first, without tenant or detail: safe to show any caller. */
export async function recentEvents(db: Executor, limit: number): Promise<SecurityEvent[]> {
  const rows = await db
    .selectFrom('security_events')
    .select(['kind', 'ts'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ kind: r.kind as SecurityEventKind, at: r.ts }));
}

export async function pruneEvents(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('security_events').where('ts', '<', before).execute();
}
