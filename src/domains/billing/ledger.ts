import { type Selectable, sql } from 'kysely';
import { type Clock, isoNow } from '../../core/clock.js';
import { newId } from '../../core/ids.js';
import type { DbHandle, Executor, Tx } from '../../db/connect.js';
import type { BillingAccountTable, BillingLedgerTable } from '../../db/types.js';
import { allowancePeriod } from './estimate.js';
import { type CloseUsage, writeClose, writeHold } from './holds.js';

/**
 * The prepaid ledger. Every change of a tenant's balance, reserved amount or free-tier
 * allowance is one append-only `billing_ledger` row written in the same transaction as the
 * account row it explains, so balance and reserved always equal the ledger's sums.
 *
 * Reserving is one conditional UPDATE (`... where balance - reserved >= hold`): on SQLite the
 * transaction holds the write lock (BEGIN IMMEDIATE), on PostgreSQL the row lock makes a
 * concurrent UPDATE re-check the condition against the committed row. Either way no two holds
 * can both see the same money, and no reservation takes the balance below zero. The hold and
 * its close, written on every hosted call, are one round trip each (`holds.ts`).
 */

export type LedgerKind =
  | 'payment_credit'
  | 'reservation_hold'
  | 'settlement'
  | 'release'
  | 'refund'
  | 'chargeback'
  | 'chargeback_reversal'
  | 'adjustment';

export interface Hold {
  id: string;
  heldMicros: number;
  heldTokens: number;
}

export type Refusal = 'insufficient_balance' | 'output_allowance_exhausted';

/** One ledger row as the ledger API answers it (the tenant is implied). */
export type LedgerEntry = Omit<Selectable<BillingLedgerTable>, 'tenant_id'>;

type Entry = Omit<BillingLedgerTable, 'id' | 'created_at'>;

export class PrepaidLedger {
  constructor(
    private readonly handle: DbHandle,
    private readonly clock: Clock,
    private readonly currency: string,
  ) {}

  private append(tx: Executor, e: Partial<Entry> & Pick<Entry, 'tenant_id' | 'kind'>): Promise<unknown> {
    return tx
      .insertInto('billing_ledger')
      .values({
        amount_micros: 0,
        reserved_micros: 0,
        tokens: 0,
        reservation_id: null,
        ref: null,
        reason: null,
        actor: null,
        ...e,
        created_at: isoNow(this.clock),
      })
      .execute();
  }

  /** Creates the tenant's account (zero balance) if it has none; safe to race. */
  async ensureAccount(db: Executor, tenantId: string): Promise<void> {
    await db
      .insertInto('billing_accounts')
      .values({
        tenant_id: tenantId,
        currency: this.currency,
        balance_micros: 0,
        reserved_micros: 0,
        allowance_period: allowancePeriod(this.clock.now()),
        allowance_used: 0,
        last_payment_at: null,
        last_payment_micros: null,
        updated_at: isoNow(this.clock),
      })
      .onConflict((oc) => oc.column('tenant_id').doNothing())
      .execute();
  }

  account(db: Executor, tenantId: string): Promise<BillingAccountTable | undefined> {
    return db.selectFrom('billing_accounts').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  }

  /** Holds `micros` of the balance: granted only when the available balance covers it. */
  holdMoney(tenantId: string, micros: number): Promise<Hold | null> {
    return this.hold(tenantId, micros, 0, undefined);
  }

  /** Holds `tokens` of this month's free-tier allowance (the count restarts each month). */
  holdAllowance(tenantId: string, tokens: number, limit: number): Promise<Hold | null> {
    return this.hold(tenantId, 0, tokens, limit);
  }

  /** The hold, its reservation row and its ledger row: one write (`holds.ts`). */
  private async hold(
    tenantId: string,
    micros: number,
    tokens: number,
    limit: number | undefined,
  ): Promise<Hold | null> {
    const attempt = async () => {
      const id = newId('rsv');
      const now = this.clock.now();
      const write = {
        id,
        tenantId,
        micros,
        tokens,
        period: allowancePeriod(now),
        now: new Date(now).toISOString(),
      };
      const granted = await writeHold(this.handle, limit === undefined ? write : { ...write, limit });
      return granted ? { id, heldMicros: micros, heldTokens: tokens } : null;
    };
    const first = await attempt();
    if (first) return first;
    // Refused, or the tenant has no account yet: an account that is created now has nothing in it
    // for money, but a fresh allowance for tokens.
    if (await this.account(this.handle.db, tenantId)) return null;
    await this.ensureAccount(this.handle.db, tenantId);
    return attempt();
  }

  /**
   * Closes a hold once: settles `chargeMicros` and `tokens` (a release is a settlement of
   * nothing). The charge never exceeds what the balance covers once this hold is let go; the
   * rest is recorded as uncollected. `usage`, when given, is added to the tenant's daily usage in
   * the same transaction (at the amount charged). Returns the micro-units charged, or null if
   * already closed (then nothing is written, usage included).
   */
  close(
    hold: Hold,
    tenantId: string,
    charge: { micros: number; tokens: number },
    usage?: CloseUsage,
  ): Promise<number | null> {
    return writeClose(this.handle, {
      ...(usage ? { usage } : {}),
      id: hold.id,
      tenantId,
      heldMicros: hold.heldMicros,
      heldTokens: hold.heldTokens,
      chargeMicros: charge.micros,
      tokens: charge.tokens,
      now: isoNow(this.clock),
    });
  }

  /**
   * Changes the balance by `amount` (signed) inside the caller's transaction: payments, refunds,
   * chargebacks and operator adjustments. Only a refund, chargeback or debit adjustment of money
   * already spent can leave the balance below zero (the tenant then owes it); reservations never do.
   */
  async move(
    tx: Tx,
    tenantId: string,
    e: {
      kind: LedgerKind;
      amount: number;
      ref?: string | null;
      reason?: string | null;
      actor?: string | null;
    },
  ): Promise<void> {
    await this.ensureAccount(tx, tenantId);
    const payment = e.kind === 'payment_credit';
    await tx
      .updateTable('billing_accounts')
      .set({
        balance_micros: sql`balance_micros + ${e.amount}`,
        updated_at: isoNow(this.clock),
        ...(payment ? { last_payment_at: isoNow(this.clock), last_payment_micros: e.amount } : {}),
      })
      .where('tenant_id', '=', tenantId)
      .execute();
    await this.append(tx, {
      tenant_id: tenantId,
      kind: e.kind,
      amount_micros: e.amount,
      ref: e.ref ?? null,
      reason: e.reason ?? null,
      actor: e.actor ?? null,
    });
  }

  /** The tenant's ledger, newest first, a page at a time (`before`: an entry id). */
  async entries(tenantId: string, limit: number, before: number | null): Promise<LedgerEntry[]> {
    let q = this.handle.db
      .selectFrom('billing_ledger')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('id', 'desc')
      .limit(limit);
    if (before !== null) q = q.where('id', '<', before);
    const rows = await q.execute();
    return rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind,
      amount_micros: Number(r.amount_micros),
      reserved_micros: Number(r.reserved_micros),
      tokens: Number(r.tokens),
      reservation_id: r.reservation_id,
      ref: r.ref,
      reason: r.reason,
      actor: r.actor,
      created_at: r.created_at,
    }));
  }

  /** The ledger's sums for a tenant (what the account row must equal). */
  async sums(tenantId: string): Promise<{ balance: number; reserved: number }> {
    const r = await this.handle.db
      .selectFrom('billing_ledger')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('amount_micros'), sql<number>`0`).as('balance'),
        eb.fn.coalesce(eb.fn.sum<number>('reserved_micros'), sql<number>`0`).as('reserved'),
      ])
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    return { balance: Number(r?.balance ?? 0), reserved: Number(r?.reserved ?? 0) };
  }

  /** Holds older than `cutoff` (ISO time) whose request can no longer be running. */
  async staleHolds(cutoff: string, limit = 100): Promise<Array<Hold & { tenantId: string }>> {
    const rows = await this.handle.db
      .selectFrom('billing_reservations')
      .select(['id', 'tenant_id', 'held_micros', 'held_tokens'])
      .where('state', '=', 'held')
      .where('created_at', '<', cutoff)
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      tenantId: r.tenant_id,
      heldMicros: Number(r.held_micros),
      heldTokens: Number(r.held_tokens),
    }));
  }
}
