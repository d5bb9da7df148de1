import { Type } from 'typebox';
import { ok, TenantIdParam } from '../../core/schemas.js';

export const CheckoutBody = Type.Object(
  {
    amount_micros: Type.Optional(
      Type.Integer({ minimum: 1, description: 'micro-units of the account currency, a whole cent' }),
    ),
    pack: Type.Optional(
      Type.Union([Type.Literal('starter'), Type.Literal('team'), Type.Literal('scale')], {
        description: 'a credit pack: starter 10.00, team 50.00, scale 250.00',
      }),
    ),
  },
  { additionalProperties: false, description: 'exactly one of amount_micros and pack' },
);

export const CheckoutResponse = ok({
  checkout_id: Type.String(),
  url: Type.String({ description: 'where the tenant pays' }),
  provider: Type.String(),
  amount_micros: Type.Integer(),
  currency: Type.String(),
});

export const StatusResponse = ok({
  tenant_id: Type.String(),
  plan: Type.String(),
  currency: Type.String(),
  provider: Type.String({ description: 'the payment provider: local or stripe' }),
  balance_micros: Type.Integer(),
  reserved_micros: Type.Integer({ description: 'held by calls in flight' }),
  available_micros: Type.Integer(),
  allowance: Type.Object({
    period: Type.String({ description: 'UTC month, YYYY-MM' }),
    output_tokens_limit: Type.Integer({ description: 'free tier only; 0 on paid plans' }),
    output_tokens_used: Type.Integer(),
    output_tokens_left: Type.Integer(),
  }),
  last_payment: Type.Union([Type.Object({ at: Type.String(), amount_micros: Type.Integer() }), Type.Null()]),
});

export const WebhookResponse = ok({
  received: Type.Literal(true),
  event_id: Type.String(),
  type: Type.String(),
  duplicate: Type.Boolean({ description: 'already processed: acknowledged, nothing changed' }),
  effect: Type.String(),
});

export const LedgerQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  before: Type.Optional(
    Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, description: 'entries older than this id' }),
  ),
});

const Entry = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  amount_micros: Type.Integer(),
  reserved_micros: Type.Integer(),
  tokens: Type.Integer(),
  reservation_id: Type.Union([Type.String(), Type.Null()]),
  ref: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  actor: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

export const LedgerResponse = ok({
  tenant_id: Type.String(),
  balance_micros: Type.Integer(),
  reserved_micros: Type.Integer(),
  ledger_consistent: Type.Boolean({ description: 'the account equals the sums of its ledger' }),
  data: Type.Array(Entry),
  next_before: Type.Union([Type.Integer(), Type.Null()]),
});

export const AdjustBody = Type.Object(
  {
    amount_micros: Type.Integer({ minimum: -10_000_000_000_000, maximum: 10_000_000_000_000 }),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);

export { TenantIdParam };

export const CheckoutIdParam = Type.Object({
  checkout_id: Type.String({ pattern: '^co_[A-Za-z0-9_-]{10,64}$' }),
});
