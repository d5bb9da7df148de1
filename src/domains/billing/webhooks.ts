import { sql } from 'kysely';
import { type Clock, isoNow } from '../../core/clock.js';
import type { DbHandle, Tx } from '../../db/connect.js';
import type { PaymentDisputeTable, PaymentTable } from '../../db/types.js';
import type { AuditLog } from '../audit/service.js';
import type { PrepaidLedger } from './ledger.js';
import type { PaymentEvent } from './payments.js';

/**
 * Applies verified payment events to the ledger: once per event id, and to the same end state
 * whatever order they arrive in. A refund or dispute whose payment is not known yet is kept
 * against the payment reference and applied when the payment arrives; refunds are cumulative
 * totals (the highest seen wins), disputes converge on their latest outcome (debited unless
 * won, reversed once won). Each event and its effect commit with one audit event.
 */

export interface WebhookOutcome {
  event_id: string;
  type: string;
  duplicate: boolean;
  effect: string;
}

type Move = Parameters<PrepaidLedger['move']>[2];

export class PaymentEvents {
  constructor(
    private readonly handle: DbHandle,
    private readonly ledger: PrepaidLedger,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async apply(provider: string, ev: PaymentEvent): Promise<WebhookOutcome> {
    const eventId = `${provider}:${ev.id}`;
    return this.handle.db.transaction().execute(async (tx) => {
      const fresh = await tx
        .insertInto('payment_events')
        .values({
          event_id: eventId,
          provider,
          type: ev.type,
          effect: 'pending',
          received_at: isoNow(this.clock),
        })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      if ((fresh.numInsertedOrUpdatedRows ?? 0n) === 0n) {
        return { event_id: eventId, type: ev.type, duplicate: true, effect: 'duplicate' };
      }
      if (ev.kind !== 'ignored' && this.handle.engine === 'postgres') {
        // Events of one payment are applied one at a time across instances.
        await sql`select pg_advisory_xact_lock(hashtext(${ev.paymentRef}))`.execute(tx);
      }
      const moves: Array<{ tenantId: string } & Move> = [];
      let effect = 'ignored';
      if (ev.kind === 'payment') effect = await this.payment(tx, ev, moves);
      else if (ev.kind === 'refund') effect = await this.refund(tx, ev, moves);
      else if (ev.kind === 'dispute') effect = await this.dispute(tx, ev, moves);
      for (const m of moves) await this.ledger.move(tx, m.tenantId, m);
      await tx.updateTable('payment_events').set({ effect }).where('event_id', '=', eventId).execute();
      const net = moves.reduce((n, m) => n + m.amount, 0);
      await this.audit.record(tx, {
        type: 'billing.webhook',
        actorTenant: null,
        actorKey: null,
        subject: moves[0]?.tenantId ?? null,
        data: { event_id: eventId, type: ev.type, effect, net_micros: net, entries: moves.length },
      });
      return { event_id: eventId, type: ev.type, duplicate: false, effect };
    });
  }

  private async paymentRow(tx: Tx, ref: string): Promise<PaymentTable> {
    await tx
      .insertInto('payments')
      .values({
        ref,
        tenant_id: null,
        amount_micros: 0,
        credited: 0,
        refunded_micros: 0,
        refund_applied_micros: 0,
        updated_at: isoNow(this.clock),
      })
      .onConflict((oc) => oc.column('ref').doNothing())
      .execute();
    return tx.selectFrom('payments').selectAll().where('ref', '=', ref).executeTakeFirstOrThrow();
  }

  private async payment(
    tx: Tx,
    ev: Extract<PaymentEvent, { kind: 'payment' }>,
    moves: Array<{ tenantId: string } & Move>,
  ): Promise<string> {
    // The checkout this service created names the tenant authoritatively.
    const checkout = ev.checkoutId
      ? await tx
          .selectFrom('checkout_sessions')
          .selectAll()
          .where('id', '=', ev.checkoutId)
          .executeTakeFirst()
      : undefined;
    const tenantId = checkout?.tenant_id ?? ev.tenantId;
    if (!tenantId) return 'ignored_no_tenant';
    const row = await this.paymentRow(tx, ev.paymentRef);
    if (Number(row.credited) === 1) return 'already_credited';
    const now = isoNow(this.clock);
    await tx
      .updateTable('payments')
      .set({ tenant_id: tenantId, amount_micros: ev.amountMicros, credited: 1, updated_at: now })
      .where('ref', '=', ev.paymentRef)
      .execute();
    if (checkout)
      await tx
        .updateTable('checkout_sessions')
        .set({ state: 'paid' })
        .where('id', '=', checkout.id)
        .execute();
    moves.push({ tenantId, kind: 'payment_credit', amount: ev.amountMicros, ref: ev.paymentRef });
    const credited = { ...row, tenant_id: tenantId, credited: 1 };
    await this.catchUpRefund(tx, credited, moves);
    const disputes = await tx
      .selectFrom('payment_disputes')
      .selectAll()
      .where('payment_ref', '=', ev.paymentRef)
      .execute();
    for (const d of disputes) await this.reconcile(tx, d, credited, moves);
    return 'credited';
  }

  private async catchUpRefund(tx: Tx, p: PaymentTable, moves: Array<{ tenantId: string } & Move>) {
    const due = Number(p.refunded_micros) - Number(p.refund_applied_micros);
    if (!p.tenant_id || Number(p.credited) !== 1 || due <= 0) return;
    await tx
      .updateTable('payments')
      .set({ refund_applied_micros: Number(p.refunded_micros) })
      .where('ref', '=', p.ref)
      .execute();
    moves.push({ tenantId: p.tenant_id, kind: 'refund', amount: -due, ref: p.ref });
  }

  private async refund(
    tx: Tx,
    ev: Extract<PaymentEvent, { kind: 'refund' }>,
    moves: Array<{ tenantId: string } & Move>,
  ): Promise<string> {
    const row = await this.paymentRow(tx, ev.paymentRef);
    if (ev.refundedTotalMicros <= Number(row.refunded_micros)) return 'refund_already_known';
    await tx
      .updateTable('payments')
      .set({ refunded_micros: ev.refundedTotalMicros, updated_at: isoNow(this.clock) })
      .where('ref', '=', ev.paymentRef)
      .execute();
    const before = moves.length;
    await this.catchUpRefund(tx, { ...row, refunded_micros: ev.refundedTotalMicros }, moves);
    return moves.length > before ? 'refunded' : 'refund_pending_payment';
  }

  private async dispute(
    tx: Tx,
    ev: Extract<PaymentEvent, { kind: 'dispute' }>,
    moves: Array<{ tenantId: string } & Move>,
  ): Promise<string> {
    const now = isoNow(this.clock);
    await tx
      .insertInto('payment_disputes')
      .values({
        dispute_ref: ev.disputeRef,
        payment_ref: ev.paymentRef,
        amount_micros: ev.amountMicros,
        outcome: ev.outcome,
        debited: 0,
        reversed: 0,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('dispute_ref').doNothing())
      .execute();
    const existing = await tx
      .selectFrom('payment_disputes')
      .selectAll()
      .where('dispute_ref', '=', ev.disputeRef)
      .executeTakeFirstOrThrow();
    // A closing outcome is final: a late `opened` does not reopen it.
    const outcome = existing.outcome !== 'open' ? existing.outcome : ev.outcome;
    await tx
      .updateTable('payment_disputes')
      .set({ outcome, updated_at: now })
      .where('dispute_ref', '=', ev.disputeRef)
      .execute();
    const payment = await this.paymentRow(tx, ev.paymentRef);
    const before = moves.length;
    await this.reconcile(tx, { ...existing, outcome }, payment, moves);
    return moves.length > before ? `dispute_${outcome}_applied` : `dispute_${outcome}_recorded`;
  }

  /** A dispute on a credited payment is debited unless won, and a won one is reversed once. */
  private async reconcile(
    tx: Tx,
    d: PaymentDisputeTable,
    p: PaymentTable,
    moves: Array<{ tenantId: string } & Move>,
  ): Promise<void> {
    if (!p.tenant_id || Number(p.credited) !== 1) return;
    const amount = Number(d.amount_micros);
    const debited = Number(d.debited) === 1;
    if (!debited && d.outcome !== 'won') {
      await tx
        .updateTable('payment_disputes')
        .set({ debited: 1 })
        .where('dispute_ref', '=', d.dispute_ref)
        .execute();
      moves.push({ tenantId: p.tenant_id, kind: 'chargeback', amount: -amount, ref: d.dispute_ref });
    } else if (debited && d.outcome === 'won' && Number(d.reversed) === 0) {
      await tx
        .updateTable('payment_disputes')
        .set({ reversed: 1 })
        .where('dispute_ref', '=', d.dispute_ref)
        .execute();
      moves.push({ tenantId: p.tenant_id, kind: 'chargeback_reversal', amount, ref: d.dispute_ref });
    }
  }
}
