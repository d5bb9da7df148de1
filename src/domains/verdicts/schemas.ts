import { Type } from 'typebox';
import { ok } from '../../core/schemas.js';
import { HARM_CATEGORIES } from '../../detect/harm/categories.js';
import { FLAGS } from '../../detect/types.js';
import { PolicySchema } from './policy.js';
import { TuningSchema } from './tuning.js';

const ChatMessage = Type.Object(
  {
    role: Type.String({ maxLength: 64 }),
    content: Type.Union([
      Type.String(),
      Type.Array(Type.Object({}, { additionalProperties: true })),
      Type.Null(),
    ]),
  },
  { additionalProperties: true },
);

export const ScanBody = Type.Object(
  {
    input: Type.Optional(Type.String({ description: 'the prompt to judge' })),
    messages: Type.Optional(Type.Array(ChatMessage, { minItems: 1, maxItems: 1000 })),
    engine: Type.Optional(
      Type.String({ pattern: '^[a-z0-9_]{1,64}$', description: 'one engine id; default all' }),
    ),
    metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  },
  { additionalProperties: false, description: 'Exactly one of `input` or `messages`.' },
);

export const TargetBody = Type.Object(
  {
    target: Type.Object(
      {
        role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
        content: Type.String(),
      },
      { additionalProperties: false },
    ),
    context: Type.Optional(Type.Array(ChatMessage, { maxItems: 1000 })),
    engine: Type.Optional(Type.String({ pattern: '^[a-z0-9_]{1,64}$' })),
  },
  { additionalProperties: false },
);

const FlagEnum = Type.Union(FLAGS.map((f) => Type.Literal(f)));

export const VerdictResponse = ok({
  verdict_id: Type.String(),
  action: Type.Union([Type.Literal('ALLOW'), Type.Literal('REDACT'), Type.Literal('BLOCK')]),
  flags: Type.Array(Type.String({ enum: [...FLAGS] })),
  confidence: Type.Number({ minimum: 0, maximum: 1 }),
  latency_ms: Type.Number(),
  mode: Type.Union([Type.Literal('enforce'), Type.Literal('shadow')]),
  enforced: Type.Boolean(),
  engines: Type.Array(
    Type.Object({ id: Type.String(), flags: Type.Array(Type.String()), score: Type.Number() }),
  ),
  categories: Type.Optional(
    Type.Array(Type.String({ enum: [...HARM_CATEGORIES] }), {
      description: 'with HARMFUL_CONTENT: the harm categories raised, strongest first',
    }),
  ),
  redacted: Type.Optional(Type.String()),
});

export const EnginesResponse = ok({
  object: Type.Literal('list'),
  data: Type.Array(
    Type.Object({
      id: Type.String(),
      version: Type.String(),
      flags: Type.Array(Type.String()),
      description: Type.String(),
    }),
  ),
});

export const ExplainResponse = ok({
  verdict_id: Type.String(),
  created_at: Type.String(),
  kind: Type.String(),
  action: Type.String(),
  flags: Type.Array(Type.String()),
  confidence: Type.Number(),
  mode: Type.String(),
  enforced: Type.Boolean(),
  latency_ms: Type.Number(),
  input_digest: Type.String(),
  explanation: Type.Record(Type.String(), Type.Unknown(), {
    description: 'causal chain: input, normalization, engines (rule hits with spans), aggregation, policy',
  }),
});

export const VerdictIdParam = Type.Object({ verdict_id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });

export const ScanConfigResponse = ok({
  tenant_id: Type.String(),
  mode: Type.Union([Type.Literal('enforce'), Type.Literal('shadow')]),
  policy_source: Type.Union([Type.Literal('default'), Type.Literal('tenant')]),
  policy: Type.Record(Type.String(), Type.Unknown()),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});

export const ScanModeBody = Type.Object(
  { mode: Type.Union([Type.Literal('enforce'), Type.Literal('shadow')]) },
  { additionalProperties: false },
);

export const PolicyBody = Type.Union([PolicySchema, Type.Null()]);

/** PATCH: the same fields, each optional; only those given change. */
export const PolicyPatchBody = PolicySchema;

export const TuningResponse = ok({
  tuning: TuningSchema,
  digest: Type.String(),
  loaded_at: Type.String(),
  source: Type.Union([Type.Literal('file'), Type.Literal('default')]),
});

export { FlagEnum, TuningSchema };
