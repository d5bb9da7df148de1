import { Type } from 'typebox';

/** Micro-units: integers up to what the ledger's bigints and JavaScript's numbers both hold. */
const Micros = Type.Union([Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }), Type.Null()]);

export const BudgetBody = Type.Object(
  {
    daily_spend_micros: Type.Optional(Micros),
    monthly_spend_micros: Type.Optional(Micros),
    requests_per_day: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()]),
    ),
    allowed_models: Type.Optional(
      Type.Union([
        Type.Array(Type.String({ minLength: 1, maxLength: 256 }), { maxItems: 1000, uniqueItems: true }),
        Type.Null(),
      ]),
    ),
  },
  {
    additionalProperties: false,
    title: 'BudgetBody',
    description:
      'The whole budget (PUT replaces it): a member absent or null is not capped; every member null removes the budget. Spend caps in micro-units of the account currency at the catalog price of the model that answered, per UTC day and month; a requests-per-day cap; the models (aliases or provider/model, as clients send them) allowed.',
  },
);

const Cap = Type.Union(
  [
    Type.Object({
      cap: Type.Integer(),
      period: Type.String({ description: 'the UTC day (YYYY-MM-DD) or month (YYYY-MM)' }),
      used: Type.Integer(),
      reserved: Type.Optional(Type.Integer({ description: 'estimates of calls in flight' })),
    }),
    Type.Null(),
  ],
  { title: 'BudgetCap' },
);

/** A key's or tenant's budget and where each cap stands in its current period. */
export const BudgetStandingSchema = Type.Object(
  {
    scope: Type.Union([Type.Literal('key'), Type.Literal('tenant')]),
    subject: Type.String(),
    budget: Type.Object({
      daily_spend_micros: Type.Union([Type.Integer(), Type.Null()]),
      monthly_spend_micros: Type.Union([Type.Integer(), Type.Null()]),
      requests_per_day: Type.Union([Type.Integer(), Type.Null()]),
      allowed_models: Type.Union([Type.Array(Type.String()), Type.Null()]),
    }),
    daily_spend: Cap,
    monthly_spend: Cap,
    requests_per_day: Cap,
  },
  { title: 'BudgetStanding' },
);
