import { Type } from 'typebox';
import { ok } from '../../core/schemas.js';

export const TierSchema = Type.Union([
  Type.Literal('free'),
  Type.Literal('pro'),
  Type.Literal('enterprise'),
  Type.Literal('platform'),
]);
export const ScopeSchema = Type.Union([
  Type.Literal('scan'),
  Type.Literal('gateway'),
  Type.Literal('memory'),
  Type.Literal('billing'),
  Type.Literal('admin'),
]);

export const CreateKeyBody = Type.Object(
  {
    tenant_id: Type.String({ pattern: '^[a-z0-9_-]{1,64}$', description: 'canonical lowercase tenant id' }),
    tier: TierSchema,
    label: Type.Optional(Type.String({ maxLength: 200 })),
    rate_limit_per_min: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    scopes: Type.Optional(Type.Array(ScopeSchema, { minItems: 1, maxItems: 5 })),
  },
  { additionalProperties: false },
);

const keyFields = {
  key_id: Type.String(),
  tenant_id: Type.String(),
  tier: TierSchema,
  label: Type.Union([Type.String(), Type.Null()]),
  prefix: Type.String({ description: 'first characters of the secret, to recognise it' }),
  scopes: Type.Array(ScopeSchema),
  rate_limit_per_min: Type.Integer(),
  created_at: Type.String(),
  revoked_at: Type.Union([Type.String(), Type.Null()]),
};

export const KeyInfo = Type.Object(keyFields);

export const CreatedKeyResponse = ok(
  { key: Type.String({ description: 'the secret; shown only in this response' }), ...keyFields },
  'The created key; the secret `key` is never shown again.',
);

export const ListKeysQuery = Type.Object({
  tenant_id: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,64}$' })),
  include_revoked: Type.Optional(Type.Boolean()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});

export const ListKeysResponse = ok({ object: Type.Literal('list'), data: Type.Array(KeyInfo) });

export const RevokeResponse = ok({ tenant_id: Type.String(), revoked: Type.Integer() });

export const TerminateResponse = ok({
  tenant_id: Type.String(),
  status: Type.Literal('terminated'),
  revoked: Type.Integer(),
  terminated_at: Type.String(),
});
