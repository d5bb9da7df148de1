import { Type } from 'typebox';
import { ok } from '../../core/schemas.js';

/**
 * Message content is constrained to the shapes the scanner reads (a string, or parts whose `text`,
 * whatever their type, is a string); every other shape would reach a lenient upstream unjudged.
 */
const ContentPart = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: 64 }), text: Type.Optional(Type.String()) },
  { additionalProperties: true },
);
const Message = Type.Object(
  {
    role: Type.String({ minLength: 1, maxLength: 64 }),
    content: Type.Optional(
      Type.Union([Type.String(), Type.Null(), Type.Array(ContentPart, { maxItems: 10_000 })]),
    ),
  },
  { additionalProperties: true },
);

/** An output token bound: a whole number of tokens, at most what any usage report may count. */
const TokenLimit = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });

export const ChatBody = Type.Object(
  {
    model: Type.String({
      minLength: 1,
      maxLength: 256,
      description: 'model id or alias, optionally `provider/`-prefixed',
    }),
    messages: Type.Array(Message, { minItems: 1, maxItems: 10_000 }),
    stream: Type.Optional(Type.Boolean({ default: false })),
    stream_options: Type.Optional(Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()])),
    tools: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 512 })),
    // Read by the gateway itself (the prepaid hold, Anthropic's required max_tokens, buffering of
    // several answers), so checked here as OpenAI checks them: a negative or fractional count
    // reached the hold's arithmetic (1e308 asked for "Infinity micro-units").
    max_tokens: Type.Optional(Type.Union([TokenLimit, Type.Null()])),
    max_completion_tokens: Type.Optional(Type.Union([TokenLimit, Type.Null()])),
    n: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 128 }), Type.Null()])),
  },
  { additionalProperties: true },
);

const Target = Type.Object(
  {
    provider: Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }),
    model: Type.String({ minLength: 1, maxLength: 256 }),
  },
  { additionalProperties: false },
);

export const ModelRoutesBody = Type.Object(
  {
    aliases: Type.Record(
      Type.String({ pattern: '^[A-Za-z0-9._:-]{1,128}$' }),
      Type.Union([
        Type.Object(
          { targets: Type.Array(Target, { minItems: 1, maxItems: 8 }) },
          { additionalProperties: false, description: "the config file's alias shape" },
        ),
        Type.Array(Target, { minItems: 1, maxItems: 8, description: 'the targets alone (older shape)' }),
      ]),
      {
        additionalProperties: false,
      },
    ),
    credentials: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^[a-z0-9_-]{1,32}$' }),
        Type.Union([Type.String({ minLength: 1, maxLength: 4096 }), Type.Null()]),
        {
          additionalProperties: false,
          description: 'provider id -> key (write-only; null removes)',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

export const ModelRoutesResponse = ok({
  tenant_id: Type.String(),
  aliases: Type.Record(Type.String(), Type.Array(Target)),
  credentials: Type.Array(Type.String(), { description: 'providers with a stored key (never the key)' }),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});

const ModelEntry = Type.Object({
  id: Type.String(),
  object: Type.Literal('model'),
  created: Type.Integer(),
  owned_by: Type.String(),
});

export const ModelResponse = ok(ModelEntry.properties);

export const ModelsResponse = ok({ object: Type.Literal('list'), data: Type.Array(ModelEntry) });

export const CapabilitiesResponse = ok({
  tenant_id: Type.String(),
  streaming: Type.Boolean(),
  scan_mode: Type.String(),
  output_scanning: Type.String(),
  masking: Type.Boolean(),
  byok: Type.Boolean(),
  providers: Type.Array(Type.Object({ id: Type.String(), kind: Type.String(), hosted_key: Type.Boolean() })),
  aliases: Type.Array(Type.String()),
  downgrade_reasons: Type.Array(Type.String()),
});

const UsageRow = Type.Object({
  day: Type.String(),
  model: Type.String(),
  requests: Type.Integer(),
  input_tokens: Type.Integer(),
  output_tokens: Type.Integer(),
  cost_micros: Type.Integer(),
});

export const UsageQuery = Type.Object({ days: Type.Optional(Type.Integer({ minimum: 1, maximum: 366 })) });

export const UsageResponse = ok({
  tenant_id: Type.String(),
  since: Type.String(),
  data: Type.Array(UsageRow),
});

export const AdminUsageResponse = ok({
  since: Type.String(),
  data: Type.Array(Type.Object({ tenant_id: Type.String(), ...UsageRow.properties })),
});

export const ChatCompletionResponse = Type.Object(
  {
    id: Type.String(),
    object: Type.String(),
    created: Type.Integer(),
    model: Type.String({ description: 'the model or alias the client asked for' }),
    choices: Type.Array(Type.Object({}, { additionalProperties: true })),
    usage: Type.Optional(Type.Object({}, { additionalProperties: true })),
  },
  {
    additionalProperties: true,
    description: 'chat.completion JSON, or text/event-stream chunks when `stream` is true',
  },
);
