import type { BillingConfig } from '../../config.js';
import { type Clock, isoNow } from '../../core/clock.js';
import { ApiError } from '../../core/errors.js';
import { newId, sha256Hex } from '../../core/ids.js';
import type { Principal } from '../../core/principal.js';
import type { DbHandle } from '../../db/connect.js';
import type { AuditLog } from '../audit/service.js';
import { requireTenant } from '../tenants/store.js';
import { allowancePeriod } from './estimate.js';
import type { PrepaidLedger } from './ledger.js';
import { LocalPayments, MICROS_PER_CENT, type PaymentProvider } from './payments.js';
import type { PaymentEvents, WebhookOutcome } from './webhooks.js';

/** Credit packs a checkout may name instead of an amount (micro-units). */
export const PACKS: Record<string, number> = {
  starter: 10_000_000,
  team: 50_000_000,
  scale: 250_000_000,
};
const MIN_CHECKOUT = 1_000_000;
const MAX_CHECKOUT = 10_000_000_000;

export interface BillingStatus {
  tenant_id: string;
  plan: string;
  currency: string;
  provider: string;
  balance_micros: number;
  reserved_micros: number;
  available_micros: number;
  allowance: {
    period: string;
    output_tokens_limit: number;
    output_tokens_used: number;
    output_tokens_left: number;
  };
  last_payment: { at: string; amount_micros: number } | null;
}

/**
 * The billing account surface: status, checkout, verified payment webhooks, and the operator's
 * view of a tenant's ledger with manual adjustments.
 */
export class BillingService {
  constructor(
    private readonly deps: {
      handle: DbHandle;
      ledger: PrepaidLedger;
      events: PaymentEvents;
      provider: PaymentProvider;
      audit: AuditLog;
      clock: Clock;
      config: BillingConfig;
    },
  ) {}

  get provider(): PaymentProvider {
    return this.deps.provider;
  }

  async status(tenantId: string, plan: string): Promise<BillingStatus> {
    const { ledger, handle, config, clock } = this.deps;
    const a = await ledger.account(handle.db, tenantId);
    const period = allowancePeriod(clock.now());
    const limit = plan === 'free' ? config.freeOutputTokens : 0;
    const used = a && a.allowance_period === period ? Number(a.allowance_used) : 0;
    const balance = Number(a?.balance_micros ?? 0);
    const reserved = Number(a?.reserved_micros ?? 0);
    return {
      tenant_id: tenantId,
      plan,
      currency: a?.currency ?? config.currency,
      provider: this.deps.provider.id,
      balance_micros: balance,
      reserved_micros: reserved,
      available_micros: Math.max(balance - reserved, 0),
      allowance: {
        period,
        output_tokens_limit: limit,
        output_tokens_used: used,
        output_tokens_left: Math.max(limit - used, 0),
      },
      last_payment:
        a?.last_payment_at && a.last_payment_micros !== null
          ? { at: a.last_payment_at, amount_micros: Number(a.last_payment_micros) }
          : null,
    };
  }

  /** Creates a checkout session for an amount or a pack; returns where to pay. */
  async checkout(actor: Principal, req: { amount_micros?: number; pack?: string }, origin: string) {
    const { config, audit, clock, provider } = this.deps;
    if ((req.amount_micros === undefined) === (req.pack === undefined)) {
      throw new ApiError('invalid_request', 'Send exactly one of amount_micros and pack.');
    }
    const amount = req.pack !== undefined ? PACKS[req.pack] : req.amount_micros;
    if (amount === undefined) {
      throw new ApiError('invalid_request', `Unknown pack; one of ${Object.keys(PACKS).join(', ')}.`, {
        param: 'pack',
      });
    }
    if (amount < MIN_CHECKOUT || amount > MAX_CHECKOUT || amount % MICROS_PER_CENT !== 0) {
      throw new ApiError(
        'invalid_request',
        `amount_micros must be a whole cent (multiple of ${MICROS_PER_CENT}) between ${MIN_CHECKOUT} and ${MAX_CHECKOUT}.`,
        { param: 'amount_micros' },
      );
    }
    const id = newId('co', 18);
    const created = await provider.createCheckout({
      checkoutId: id,
      tenantId: actor.tenantId,
      amountMicros: amount,
      currency: config.currency,
      origin,
    });
    await audit.withEvent(
      {
        type: 'billing.checkout_created',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: actor.tenantId,
        data: { checkout_id: id, provider: provider.id, amount_micros: amount },
      },
      (tx) =>
        tx
          .insertInto('checkout_sessions')
          .values({
            id,
            tenant_id: actor.tenantId,
            provider: provider.id,
            amount_micros: amount,
            currency: config.currency,
            state: 'open',
            created_at: isoNow(clock),
          })
          .execute(),
    );
    return {
      checkout_id: id,
      url: created.url,
      provider: provider.id,
      amount_micros: amount,
      currency: config.currency,
    };
  }

  /** Verifies and applies one webhook delivery (400 and no change when it does not verify). */
  receive(raw: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookOutcome> {
    const { provider, events, clock } = this.deps;
    const ev = provider.verify(raw, headers, clock.now());
    return events.apply(provider.id, ev);
  }

  /** The local provider's checkout, for its page; null when unknown or not local. */
  async localCheckout(id: string) {
    if (!(this.deps.provider instanceof LocalPayments)) return null;
    const row = await this.deps.handle.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && row.provider === 'local' ? row : null;
  }

  /** Pays a local checkout: the signed webhook that the page sends (headers and body). */
  localPaymentWebhook(row: { id: string; tenant_id: string; amount_micros: number; currency: string }) {
    const local = this.deps.provider;
    if (!(local instanceof LocalPayments)) throw new ApiError('resource_not_found');
    const body = JSON.stringify({
      type: 'payment.succeeded',
      data: {
        payment_ref: `pay_${row.id}`,
        checkout_id: row.id,
        tenant_id: row.tenant_id,
        amount_micros: Number(row.amount_micros),
        currency: row.currency,
      },
    });
    return { body, headers: local.sign(`evt_${row.id}`, body, new Date(this.deps.clock.now())) };
  }

  async ledgerOf(tenantId: string, limit: number, before: number | null) {
    const { handle, ledger } = this.deps;
    await requireTenant(handle.db, tenantId);
    const entries = await ledger.entries(tenantId, limit + 1, before);
    const page = entries.slice(0, limit);
    const sums = await ledger.sums(tenantId);
    const account = await ledger.account(handle.db, tenantId);
    const balance = Number(account?.balance_micros ?? 0);
    const reserved = Number(account?.reserved_micros ?? 0);
    return {
      tenant_id: tenantId,
      balance_micros: balance,
      reserved_micros: reserved,
      ledger_consistent: sums.balance === balance && sums.reserved === reserved,
      data: page,
      next_before: entries.length > limit ? (page.at(-1)?.id ?? null) : null,
    };
  }

  /** An operator's manual credit or debit, with its reason (audited by digest). */
  async adjust(tenantId: string, amount: number, reason: string, actor: Principal): Promise<void> {
    const { handle, ledger, audit } = this.deps;
    if (amount === 0)
      throw new ApiError('invalid_request', 'amount_micros must not be 0.', { param: 'amount_micros' });
    await requireTenant(handle.db, tenantId);
    await handle.db.transaction().execute(async (tx) => {
      await ledger.move(tx, tenantId, { kind: 'adjustment', amount, reason, actor: actor.keyId });
      await audit.record(tx, {
        type: 'billing.adjusted',
        actorTenant: actor.tenantId,
        actorKey: actor.keyId,
        subject: tenantId,
        data: { amount_micros: amount, reason_sha256: sha256Hex(reason) },
      });
    });
  }
}
