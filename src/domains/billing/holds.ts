import { sql } from 'kysely';
import type { DbHandle } from '../../db/connect.js';

/**
 * The two writes every hosted call makes, the hold before dispatch and its settlement, each as
 * one round trip to the store (the rest of the ledger goes through Kysely as usual):
 *
 * - SQLite: one synchronous better-sqlite3 transaction (`BEGIN IMMEDIATE`: the write lock, across
 *   processes) of cached prepared statements, run while Kysely holds its connection for it;
 * - PostgreSQL: one statement whose data-modifying CTEs write the account, the reservation and the
 *   ledger row together (a statement is atomic on its own).
 *
 * The guarantees are those of the transactions they replace. A hold is a conditional UPDATE of
 * the account row (`balance - reserved >= hold`, or the allowance left): on PostgreSQL a
 * concurrent UPDATE waits for the row lock and re-checks the condition against the committed row.
 * A close locks the account row first, then moves the reservation from `held` under a
 * conditional UPDATE, so it takes effect once however many race. A close given the call's usage
 * adds it to the tenant's `usage_daily` row in the same transaction (same statement on PostgreSQL),
 * at the amount charged: the usage a tenant reads never differs from what the ledger charged.
 */

export interface HoldWrite {
  id: string;
  tenantId: string;
  micros: number;
  tokens: number;
  /** The allowance period (`YYYY-MM`) the hold counts in. */
  period: string;
  now: string;
  /** Allowance holds only: the month's output-token limit. */
  limit?: number;
}

export interface CloseWrite {
  id: string;
  tenantId: string;
  heldMicros: number;
  heldTokens: number;
  chargeMicros: number;
  tokens: number;
  now: string;
  /**
   * The call's usage, added to the tenant's `usage_daily` row in the same transaction as the
   * charge (at the micro-units charged), so the usage a tenant reads and the ledger always agree,
   * whatever instance dies when. Absent: the caller meters on its own.
   */
  usage?: CloseUsage;
}

/** What a settled call adds to `usage_daily`: one request of the model as the client named it. */
export interface CloseUsage {
  day: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
}

const LEDGER_COLUMNS =
  'tenant_id, kind, amount_micros, reserved_micros, tokens, reservation_id, ref, reason, actor, created_at';
const RESERVATION_COLUMNS =
  'id, tenant_id, state, held_micros, held_tokens, period, charged_micros, created_at, closed_at';

const SQLITE = {
  holdMoney:
    'update billing_accounts set reserved_micros = reserved_micros + ?, updated_at = ? ' +
    'where tenant_id = ? and balance_micros - reserved_micros >= ?',
  holdAllowance:
    'update billing_accounts set allowance_used = (case when allowance_period = ? then allowance_used else 0 end) + ?, ' +
    'allowance_period = ?, updated_at = ? ' +
    'where tenant_id = ? and (case when allowance_period = ? then allowance_used else 0 end) + ? <= ?',
  insertReservation: `insert into billing_reservations (${RESERVATION_COLUMNS}) values (?, ?, 'held', ?, ?, ?, null, ?, null)`,
  insertLedger: `insert into billing_ledger (${LEDGER_COLUMNS}) values (?, ?, ?, ?, ?, ?, null, ?, null, ?)`,
  reservation: 'select period, state from billing_reservations where id = ?',
  account:
    'select balance_micros, reserved_micros, allowance_period, allowance_used from billing_accounts where tenant_id = ?',
  closeReservation:
    "update billing_reservations set state = ?, charged_micros = ?, closed_at = ? where id = ? and state = 'held'",
  settleAccount:
    'update billing_accounts set balance_micros = ?, reserved_micros = ?, allowance_used = ?, updated_at = ? where tenant_id = ?',
  meterUsage:
    'insert into usage_daily (tenant_id, day, model, requests, input_tokens, output_tokens, cost_micros) ' +
    'values (?, ?, ?, 1, ?, ?, ?) on conflict (tenant_id, day, model) do update set ' +
    'requests = usage_daily.requests + 1, input_tokens = usage_daily.input_tokens + excluded.input_tokens, ' +
    'output_tokens = usage_daily.output_tokens + excluded.output_tokens, ' +
    'cost_micros = usage_daily.cost_micros + excluded.cost_micros',
};

/** Writes the hold if the account covers it; false when refused or the tenant has no account. */
export async function writeHold(handle: DbHandle, h: HoldWrite): Promise<boolean> {
  if (handle.immediate) {
    return handle.immediate((db) => {
      const updated =
        h.limit === undefined
          ? db.prepare(SQLITE.holdMoney).run(h.micros, h.now, h.tenantId, h.micros)
          : db
              .prepare(SQLITE.holdAllowance)
              .run(h.period, h.tokens, h.period, h.now, h.tenantId, h.period, h.tokens, h.limit);
      if (updated.changes === 0) return false;
      db.prepare(SQLITE.insertReservation).run(h.id, h.tenantId, h.micros, h.tokens, h.period, h.now);
      db.prepare(SQLITE.insertLedger).run(
        h.tenantId,
        'reservation_hold',
        0,
        h.micros,
        h.tokens,
        h.id,
        null,
        h.now,
      );
      return true;
    });
  }
  const used = sql`(case when allowance_period = ${h.period} then allowance_used else 0 end)`;
  const update =
    h.limit === undefined
      ? sql`update billing_accounts set reserved_micros = reserved_micros + ${h.micros}::bigint, updated_at = ${h.now}
            where tenant_id = ${h.tenantId} and balance_micros - reserved_micros >= ${h.micros}::bigint
            returning tenant_id`
      : sql`update billing_accounts set allowance_used = ${used} + ${h.tokens}::bigint,
              allowance_period = ${h.period}, updated_at = ${h.now}
            where tenant_id = ${h.tenantId} and ${used} + ${h.tokens}::bigint <= ${h.limit}::bigint
            returning tenant_id`;
  const r = await sql<{ n: number }>`
    with a as (${update}),
    r as (
      insert into billing_reservations (${sql.raw(RESERVATION_COLUMNS)})
      select ${h.id}, tenant_id, 'held', ${h.micros}::bigint, ${h.tokens}::bigint, ${h.period}, null::bigint, ${h.now}, null from a
    ),
    l as (
      insert into billing_ledger (${sql.raw(LEDGER_COLUMNS)})
      select tenant_id, 'reservation_hold', 0, ${h.micros}::bigint, ${h.tokens}::bigint, ${h.id}, null, null, null, ${h.now} from a
    )
    select count(*)::int as n from a`.execute(handle.db);
  return (r.rows[0]?.n ?? 0) > 0;
}

/** The usage upsert of a close on PostgreSQL: one data-modifying CTE, at the amount `n` charged. */
function meterUsageSql(tenantId: string, u: CloseUsage) {
  return sql`insert into usage_daily (tenant_id, day, model, requests, input_tokens, output_tokens, cost_micros)
      select ${tenantId}, ${u.day}, ${u.model}, 1, ${u.inputTokens}::bigint, ${u.outputTokens}::bigint, n.charged from n
      on conflict (tenant_id, day, model) do update set
        requests = usage_daily.requests + 1,
        input_tokens = usage_daily.input_tokens + excluded.input_tokens,
        output_tokens = usage_daily.output_tokens + excluded.output_tokens,
        cost_micros = usage_daily.cost_micros + excluded.cost_micros`;
}

/** What settling `c` against an account does: the charge is capped by what the balance covers. */
function settlement(
  a: { balance_micros: number; reserved_micros: number; allowance_period: string; allowance_used: number },
  period: string,
  c: CloseWrite,
) {
  const balance = Number(a.balance_micros);
  const reserved = Number(a.reserved_micros);
  const charged = Math.min(c.chargeMicros, Math.max(balance - reserved + c.heldMicros, 0));
  const tokenDelta = a.allowance_period === period ? c.tokens - c.heldTokens : 0;
  const used = Math.max(Number(a.allowance_used) + tokenDelta, 0);
  return { balance, reserved, charged, used, usedBefore: Number(a.allowance_used) };
}

/** The reservation's final state and its ledger row's kind and reason. */
const closedState = (c: CloseWrite) => (c.chargeMicros > 0 || c.tokens > 0 ? 'settled' : 'released');
const ledgerKind = (charged: number, c: CloseWrite) =>
  charged > 0 || c.tokens > 0 ? 'settlement' : 'release';
const uncollected = (charged: number, c: CloseWrite) =>
  charged < c.chargeMicros ? `uncollected ${c.chargeMicros - charged}` : null;

/**
 * Closes a hold once: settles the charge (a release is a settlement of nothing). Returns the
 * micro-units charged, or null when the hold was already closed (or the account is gone).
 */
export async function writeClose(handle: DbHandle, c: CloseWrite): Promise<number | null> {
  if (handle.immediate) {
    return handle.immediate((db) => {
      const r = db.prepare(SQLITE.reservation).get(c.id) as { period: string; state: string } | undefined;
      if (r?.state !== 'held') return null;
      const a = db.prepare(SQLITE.account).get(c.tenantId) as Parameters<typeof settlement>[0] | undefined;
      if (!a) return null;
      const s = settlement(a, r.period, c);
      db.prepare(SQLITE.closeReservation).run(closedState(c), s.charged, c.now, c.id);
      db.prepare(SQLITE.settleAccount).run(
        s.balance - s.charged,
        s.reserved - c.heldMicros,
        s.used,
        c.now,
        c.tenantId,
      );
      db.prepare(SQLITE.insertLedger).run(
        c.tenantId,
        ledgerKind(s.charged, c),
        -s.charged,
        -c.heldMicros,
        s.used - s.usedBefore,
        c.id,
        uncollected(s.charged, c),
        c.now,
      );
      const u = c.usage;
      if (u)
        db.prepare(SQLITE.meterUsage).run(
          c.tenantId,
          u.day,
          u.model,
          u.inputTokens,
          u.outputTokens,
          s.charged,
        );
      return s.charged;
    });
  }
  // The account row is locked first (as a hold locks it), then the reservation leaves `held`
  // under a condition: a second close waits on the account, then finds the hold closed.
  const held = sql`${c.heldMicros}::bigint`;
  const charge = sql`${c.chargeMicros}::bigint`;
  const tokens = sql`${c.tokens}::bigint`;
  const usageCte = c.usage ? sql`, u as (${meterUsageSql(c.tenantId, c.usage)})` : sql``;
  const r = await sql<{ charged: number }>`
    with acct as (
      select tenant_id, balance_micros, reserved_micros, allowance_period, allowance_used
      from billing_accounts where tenant_id = ${c.tenantId} for update
    ),
    r as (
      update billing_reservations x
      set state = ${closedState(c)}, closed_at = ${c.now},
          charged_micros = least(${charge}, greatest(acct.balance_micros - acct.reserved_micros + ${held}, 0))
      from acct where x.id = ${c.id} and x.state = 'held'
      returning x.period, x.charged_micros
    ),
    n as (
      select acct.*, r.charged_micros as charged,
        greatest(acct.allowance_used + case when acct.allowance_period = r.period
          then ${tokens} - ${c.heldTokens}::bigint else 0 end, 0) as used
      from acct, r
    ),
    a as (
      update billing_accounts b
      set balance_micros = n.balance_micros - n.charged, reserved_micros = n.reserved_micros - ${held},
          allowance_used = n.used, updated_at = ${c.now}
      from n where b.tenant_id = n.tenant_id
    ),
    l as (
      insert into billing_ledger (${sql.raw(LEDGER_COLUMNS)})
      select n.tenant_id,
        case when n.charged > 0 or ${tokens} > 0 then 'settlement' else 'release' end,
        -n.charged, -${held}, n.used - n.allowance_used, ${c.id}, null,
        case when n.charged < ${charge} then concat('uncollected ', ${charge} - n.charged) end,
        null, ${c.now}
      from n
    )${usageCte}
    select charged from n`.execute(handle.db);
  const row = r.rows[0];
  return row ? Number(row.charged) : null;
}
