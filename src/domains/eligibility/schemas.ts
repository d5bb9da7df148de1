import { type Static, Type } from 'typebox';
import { ok } from '../../core/schemas.js';

/** The closed list of use cases the free tier is meant for. */
export const USE_CASES = [
  'research',
  'education',
  'nonprofit',
  'open_source',
  'personal_project',
  'prototype_evaluation',
  'security_testing',
] as const;

export const REVIEW_STATES = ['submitted', 'approved', 'denied', 'resubmitted', 'revoked'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const ReviewApplication = Type.Object(
  {
    organisation: Type.String({ minLength: 1, maxLength: 200 }),
    use_case: Type.Union([
      Type.Literal('research'),
      Type.Literal('education'),
      Type.Literal('nonprofit'),
      Type.Literal('open_source'),
      Type.Literal('personal_project'),
      Type.Literal('prototype_evaluation'),
      Type.Literal('security_testing'),
    ]),
    description: Type.String({ minLength: 20, maxLength: 4000 }),
    expected_monthly_requests: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    website: Type.Optional(Type.String({ pattern: '^https?://[^\\s]{1,500}$' })),
    contact_email: Type.String({ pattern: '^[^@\\s]{1,64}@[^@\\s]{1,255}$', maxLength: 320 }),
    accept_usage_policy: Type.Literal(true, { description: 'acceptance of the usage policy' }),
  },
  { additionalProperties: false },
);
export type Application = Static<typeof ReviewApplication>;

const StateSchema = Type.Union([
  Type.Literal('submitted'),
  Type.Literal('approved'),
  Type.Literal('denied'),
  Type.Literal('resubmitted'),
  Type.Literal('revoked'),
]);

export const ReviewView = Type.Object({
  review_id: Type.String(),
  tenant_id: Type.String(),
  state: StateSchema,
  application: ReviewApplication,
  version: Type.Integer({ description: 'increases with each resubmission' }),
  reason: Type.Union([Type.String(), Type.Null()], { description: 'the last decision’s reason' }),
  decided_at: Type.Union([Type.String(), Type.Null()]),
  submitted_at: Type.String(),
  updated_at: Type.String(),
});

export const ReviewResponse = ok({ review: ReviewView });
export const CurrentReviewResponse = ok({
  review: Type.Union([ReviewView, Type.Null()], { description: 'null: the tenant never submitted one' }),
  hosted_access: Type.Boolean({
    description: 'whether the review lets a free-tier tenant use hosted providers',
  }),
});

export const ReviewListQuery = Type.Object({
  state: Type.Optional(StateSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
});
export const ReviewListResponse = ok({
  object: Type.Literal('list'),
  data: Type.Array(ReviewView),
  next_offset: Type.Union([Type.Integer(), Type.Null()]),
});

export const ReviewIdParam = Type.Object({ review_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

export const DecisionBody = Type.Object(
  {
    decision: Type.Union([Type.Literal('approve'), Type.Literal('deny'), Type.Literal('revoke')]),
    reason: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
