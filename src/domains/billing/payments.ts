import { randomBytes } from 'node:crypto';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import Stripe from 'stripe';
import type { BillingConfig } from '../../config.js';
import { ApiError } from '../../core/errors.js';

/**
 * Payment providers behind one interface (DESIGN section 6, Billing): `stripe` (Checkout
 * Sessions through the official SDK; signatures verified by the SDK) and `local` (development:
 * a checkout page served by this service that completes the payment with a Standard Webhooks
 * signed event). Both turn a verified webhook into one normalised `PaymentEvent`.
 */

/** Micro-units per minor unit (cent) of a two-decimal currency. */
export const MICROS_PER_CENT = 10_000;

export type PaymentEvent = { id: string; type: string } & (
  | {
      kind: 'payment';
      paymentRef: string;
      tenantId: string | null;
      checkoutId: string | null;
      amountMicros: number;
      currency: string;
    }
  /** `refundedTotalMicros`: the payment's cumulative refunds (events may arrive in any order). */
  | { kind: 'refund'; paymentRef: string; refundedTotalMicros: number }
  | {
      kind: 'dispute';
      paymentRef: string;
      disputeRef: string;
      amountMicros: number;
      outcome: 'open' | 'won' | 'lost';
    }
  | { kind: 'ignored' }
);

export interface CheckoutRequest {
  checkoutId: string;
  tenantId: string;
  amountMicros: number;
  currency: string;
  /** This service's origin, for the return and local checkout URLs. */
  origin: string;
}

export interface PaymentProvider {
  readonly id: 'local' | 'stripe';
  createCheckout(req: CheckoutRequest): Promise<{ url: string; providerRef: string }>;
  /** Verifies the raw body's signature and timestamp, then normalises the event (400 otherwise). */
  verify(raw: Buffer, headers: Record<string, string | string[] | undefined>, nowMs: number): PaymentEvent;
}

const malformed = (detail: string) =>
  new ApiError('webhook_malformed', `The webhook event is malformed: ${detail}.`);

function header(h: Record<string, string | string[] | undefined>, name: string): string | null {
  const v = h[name];
  return typeof v === 'string' && v.length > 0 ? v : null;
}

type Json = Record<string, unknown>;
const isObj = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | null =>
  typeof x === 'string' && x.length > 0 && x.length <= 255 ? x : null;
const int = (x: unknown): number | null =>
  Number.isSafeInteger(x) && (x as number) >= 0 ? (x as number) : null;

/** The local provider's event body: `{type, data}` with micro-unit amounts. */
export function normaliseLocal(id: string, body: unknown): PaymentEvent {
  if (!isObj(body) || !isObj(body['data'])) throw malformed('expected {"type", "data"}');
  const type = str(body['type']);
  if (!type) throw malformed('type missing');
  const d = body['data'];
  const paymentRef = str(d['payment_ref']);
  switch (type) {
    case 'payment.succeeded': {
      const amount = int(d['amount_micros']);
      const currency = str(d['currency']);
      const tenantId = str(d['tenant_id']);
      if (!paymentRef || amount === null || !currency || !tenantId) throw malformed('payment fields missing');
      return {
        id,
        type,
        kind: 'payment',
        paymentRef,
        tenantId,
        checkoutId: str(d['checkout_id']),
        amountMicros: amount,
        currency,
      };
    }
    case 'payment.refunded': {
      const total = int(d['refunded_total_micros']);
      if (!paymentRef || total === null) throw malformed('refund fields missing');
      return { id, type, kind: 'refund', paymentRef, refundedTotalMicros: total };
    }
    case 'dispute.opened':
    case 'dispute.won':
    case 'dispute.lost': {
      const disputeRef = str(d['dispute_ref']);
      const amount = int(d['amount_micros']);
      if (!paymentRef || !disputeRef || amount === null) throw malformed('dispute fields missing');
      const outcome = type === 'dispute.opened' ? 'open' : type === 'dispute.won' ? 'won' : 'lost';
      return { id, type, kind: 'dispute', paymentRef, disputeRef, amountMicros: amount, outcome };
    }
    default:
      return { id, type, kind: 'ignored' };
  }
}

/**
 * Development payments: the checkout URL is a page of this service; paying there sends a
 * Standard Webhooks signed `payment.succeeded` to the webhook route. Never on a hosted contour
 * (a release gate).
 */
export class LocalPayments implements PaymentProvider {
  readonly id = 'local' as const;
  private readonly webhook: Webhook;

  constructor(
    secret: string | null,
    private readonly toleranceS: number,
  ) {
    // Without a configured secret, one per process: the local page delivers to its own process.
    this.webhook = new Webhook(secret ?? randomBytes(32).toString('base64'));
  }

  async createCheckout(req: CheckoutRequest) {
    return { url: `${req.origin}/v1/billing/local-checkout/${req.checkoutId}`, providerRef: req.checkoutId };
  }

  /** Signs an event as the local checkout page sends it: Standard Webhooks headers. */
  sign(id: string, body: string, at: Date): Record<string, string> {
    return {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': this.webhook.sign(id, at, body),
    };
  }

  verify(raw: Buffer, headers: Record<string, string | string[] | undefined>, nowMs: number): PaymentEvent {
    const id = header(headers, 'webhook-id');
    const ts = header(headers, 'webhook-timestamp');
    if (!id || !header(headers, 'webhook-signature')) throw new ApiError('webhook_signature_invalid');
    const at = ts && /^\d{1,12}$/.test(ts) ? Number(ts) : null;
    if (at === null || Math.abs(nowMs / 1000 - at) > this.toleranceS)
      throw new ApiError('webhook_timestamp_invalid');
    let body: unknown;
    try {
      body = this.webhook.verify(raw, {
        'webhook-id': id,
        'webhook-timestamp': ts as string,
        'webhook-signature': header(headers, 'webhook-signature') as string,
      });
    } catch (err) {
      if (err instanceof WebhookVerificationError) {
        throw new ApiError(
          /timestamp/i.test(err.message) ? 'webhook_timestamp_invalid' : 'webhook_signature_invalid',
        );
      }
      throw malformed('not JSON');
    }
    if (id.length > 255) throw malformed('webhook-id too long');
    return normaliseLocal(id, body);
  }
}

/** Stripe Checkout Sessions and Stripe-signed webhooks, through the official SDK. */
export class StripePayments implements PaymentProvider {
  readonly id = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly cfg: BillingConfig & { stripeSecretKey: string },
    private readonly webhookSecret: string,
  ) {
    const api = new URL(cfg.stripeApiUrl);
    this.stripe = new Stripe(cfg.stripeSecretKey, {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
      maxNetworkRetries: 1,
      timeout: 15_000,
    });
  }

  async createCheckout(req: CheckoutRequest) {
    const metadata = { tenant_id: req.tenantId, checkout_id: req.checkoutId };
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: req.tenantId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: req.currency,
              unit_amount: req.amountMicros / MICROS_PER_CENT,
              product_data: { name: 'Verdict Gateway prepaid credit' },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
        success_url: `${req.origin}/v1/billing/status?checkout=${req.checkoutId}`,
        cancel_url: `${req.origin}/v1/billing/status?checkout=${req.checkoutId}&cancelled=1`,
      });
    } catch {
      throw new ApiError('dependency_unavailable', 'The payment provider did not create a checkout session.');
    }
    if (!session.url)
      throw new ApiError('dependency_unavailable', 'The payment provider returned no checkout URL.');
    return { url: session.url, providerRef: session.id };
  }

  verify(raw: Buffer, headers: Record<string, string | string[] | undefined>, nowMs: number): PaymentEvent {
    const sig = header(headers, 'stripe-signature');
    if (!sig) throw new ApiError('webhook_signature_invalid');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        raw,
        sig,
        this.webhookSecret,
        this.cfg.webhookToleranceS,
        undefined,
        nowMs,
      );
    } catch (err) {
      if (err instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new ApiError(
          /timestamp/i.test(err.message) ? 'webhook_timestamp_invalid' : 'webhook_signature_invalid',
        );
      }
      throw malformed('not JSON');
    }
    return normaliseStripe(event);
  }
}

/** The Stripe events that move money, as `PaymentEvent`s; every other type is acknowledged and ignored. */
export function normaliseStripe(event: Stripe.Event): PaymentEvent {
  const { id, type } = event;
  const o: unknown = event.data?.object;
  if (!str(id) || !isObj(o)) throw malformed('id or data.object missing');
  const ref = (x: unknown) => str(x) ?? (isObj(x) ? str(x['id']) : null);
  switch (type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      if (o['payment_status'] !== 'paid') return { id, type, kind: 'ignored' };
      const meta = isObj(o['metadata']) ? o['metadata'] : {};
      const paymentRef = ref(o['payment_intent']) ?? str(o['id']);
      const amount = int(o['amount_total']);
      const currency = str(o['currency']);
      if (!paymentRef || amount === null || !currency) throw malformed('session fields missing');
      return {
        id,
        type,
        kind: 'payment',
        paymentRef,
        tenantId: str(meta['tenant_id']) ?? str(o['client_reference_id']),
        checkoutId: str(meta['checkout_id']),
        amountMicros: amount * MICROS_PER_CENT,
        currency,
      };
    }
    case 'charge.refunded': {
      const paymentRef = ref(o['payment_intent']) ?? str(o['id']);
      const total = int(o['amount_refunded']);
      if (!paymentRef || total === null) throw malformed('charge fields missing');
      return { id, type, kind: 'refund', paymentRef, refundedTotalMicros: total * MICROS_PER_CENT };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const paymentRef = ref(o['payment_intent']) ?? ref(o['charge']);
      const disputeRef = str(o['id']);
      const amount = int(o['amount']);
      if (!paymentRef || !disputeRef || amount === null) throw malformed('dispute fields missing');
      const status = o['status'];
      const outcome = type === 'charge.dispute.created' ? 'open' : status === 'won' ? 'won' : 'lost';
      return {
        id,
        type,
        kind: 'dispute',
        paymentRef,
        disputeRef,
        amountMicros: amount * MICROS_PER_CENT,
        outcome,
      };
    }
    default:
      return { id, type, kind: 'ignored' };
  }
}
