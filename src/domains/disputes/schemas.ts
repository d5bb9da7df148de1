import { Type } from 'typebox';
import { ok } from '../../core/schemas.js';

/** The contract's dispute filing request: subject <= 200, body <= 16384 characters. */
export const FileDisputeBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    body: Type.String({ minLength: 1, maxLength: 16384 }),
  },
  { additionalProperties: false },
);

const State = Type.Union([Type.Literal('open'), Type.Literal('resolved'), Type.Literal('rejected')]);

export const DisputeView = Type.Object({
  dispute_id: Type.String(),
  tenant_id: Type.String(),
  subject: Type.String(),
  body: Type.String(),
  state: State,
  resolution: Type.Union([Type.String(), Type.Null()]),
  resolved_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

export const DisputeResponse = ok({ dispute: DisputeView });

export const PageQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  before: Type.Optional(
    Type.String({ pattern: '^dsp_[A-Za-z0-9_-]{1,64}$', description: 'disputes filed before this one' }),
  ),
});
export const AdminPageQuery = Type.Object({
  ...PageQuery.properties,
  state: Type.Optional(State),
  tenant_id: Type.Optional(Type.String({ pattern: '^[a-z0-9_-]{1,64}$' })),
});

export const DisputeList = ok({
  object: Type.Literal('list'),
  data: Type.Array(DisputeView),
  next_before: Type.Union([Type.String(), Type.Null()]),
});

export const DisputeIdParam = Type.Object({
  dispute_id: Type.String({ pattern: '^dsp_[A-Za-z0-9_-]{1,64}$' }),
});

export const ResolveBody = Type.Object(
  {
    outcome: Type.Union([Type.Literal('resolved'), Type.Literal('rejected')]),
    resolution: Type.String({ minLength: 1, maxLength: 4000 }),
  },
  { additionalProperties: false },
);
