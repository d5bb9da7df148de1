import { Type } from 'typebox';
import { ApiError } from '../../core/errors.js';
import { ChannelDisclosedSchema, ok } from '../../core/schemas.js';
import { BudgetStandingSchema } from '../billing/budget-schemas.js';

/**
 * The contract allows any object as a message, so the schema (and the document) says only that;
 * `checkChatMessages` then refuses, with 400 invalid_request naming the field, what the gateway
 * cannot judge or route: an empty list, a message without a `role`, and content in a shape the
 * scanner does not read (a string, null, or parts whose `text`, whatever their type, is a string;
 * every other shape would reach a lenient upstream unjudged).
 */
const Message = Type.Object(
  {},
  {
    additionalProperties: true,
    description:
      'A message: an object of whatever fields the client sends. The gateway refuses (400 invalid_request) one without a string `role` (1-64 characters), or whose `content` is not a string, null or an array of parts with a string `type` (1-64 characters) and an optional string `text`.',
  },
);

const MAX_MESSAGES = 10_000;

function refuse(param: string, text: string): never {
  throw new ApiError('invalid_request', `Invalid body: ${param} ${text}`, { param });
}

/** Length in code points, as the schema validator counts `minLength`/`maxLength`. */
const codePoints = (s: string): number => {
  let n = 0;
  for (const _ of s) n++;
  return n;
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function checkShortString(v: unknown, param: string): void {
  if (v === undefined) refuse(param, 'is required');
  if (typeof v !== 'string') refuse(param, 'must be string');
  const n = codePoints(v);
  if (n < 1) refuse(param, 'must NOT have fewer than 1 characters');
  if (n > 64) refuse(param, 'must NOT have more than 64 characters');
}

/**
 * The chat routes' check of `messages` beyond the documented schema (run as their preHandler, so
 * right after schema validation, in the order the schema used to refuse): at least one message,
 * each with a `role`, content in a shape the scanner reads.
 */
export function checkChatMessages(body: unknown): void {
  const messages = isPlainObject(body) ? body['messages'] : undefined;
  if (!Array.isArray(messages)) return; // the schema refused it already
  if (messages.length === 0) refuse('messages', 'must hold at least one message');
  messages.forEach((m: unknown, i) => {
    const at = `messages[${i}]`;
    if (!isPlainObject(m)) refuse(at, 'must be object');
    checkShortString(m['role'], `${at}.role`);
    const content = m['content'];
    if (content === undefined || content === null || typeof content === 'string') return;
    if (!Array.isArray(content))
      refuse(`${at}.content`, 'must be a string, null or an array of content parts');
    if (content.length > MAX_MESSAGES)
      refuse(`${at}.content`, `must NOT have more than ${MAX_MESSAGES} items`);
    content.forEach((part: unknown, j) => {
      const pat = `${at}.content[${j}]`;
      if (!isPlainObject(part)) refuse(pat, 'must be object');
      checkShortString(part['type'], `${pat}.type`);
      if (part['text'] !== undefined && typeof part['text'] !== 'string')
        refuse(`${pat}.text`, 'must be string');
    });
  });
}

/** An output token bound: a whole number of tokens, at most what any usage report may count. */
/** The `model` member of every client API's body: an id or alias, optionally `provider/`-prefixed. */
export const ModelField = Type.String({
  minLength: 1,
  maxLength: 256,
  description: 'model id or alias, optionally `provider/`-prefixed',
});

/** An object whose members the handler checks itself. */
export const LooseObject = Type.Object({}, { additionalProperties: true });

const TokenLimit = Type.Integer({ minimum: 1, maximum: 1_000_000_000 });

export const ChatBody = Type.Object(
  {
    model: ModelField,
    messages: Type.Array(Message, { maxItems: MAX_MESSAGES }),
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

const ClientApis = Type.Array(
  Type.Union([
    Type.Literal('chat'),
    Type.Literal('responses'),
    Type.Literal('messages'),
    Type.Literal('embeddings'),
  ]),
  {
    description: 'The client APIs that reach the model: chat (completions), responses, messages, embeddings',
  },
);

const ModelEntry = Type.Object({
  id: Type.String(),
  object: Type.Literal('model'),
  created: Type.Integer(),
  owned_by: Type.String(),
  apis: ClientApis,
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
  apis: Type.Optional(ClientApis),
  alias_apis: Type.Optional(
    Type.Record(Type.String(), ClientApis, { description: 'The client APIs that reach each alias' }),
  ),
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
  budgets: Type.Optional(
    Type.Object(
      {
        key: Type.Union([BudgetStandingSchema, Type.Null()]),
        tenant: Type.Union([BudgetStandingSchema, Type.Null()]),
      },
      { description: "Spend and requests against each cap of the caller's key and tenant (null: no budget)" },
    ),
  ),
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
    channel_disclosed: Type.Optional(ChannelDisclosedSchema),
  },
  {
    additionalProperties: true,
    description: 'chat.completion JSON, or text/event-stream chunks when `stream` is true',
  },
);
