import { Type } from 'typebox';
import { ApiError } from '../../../core/errors.js';
import { ChannelDisclosedSchema } from '../../../core/schemas.js';
import type {
  ChatContentPart,
  ChatMessage,
  ChatRequest,
  ChatTool,
  ChatToolCall,
} from '../providers/index.js';
import { LooseObject, ModelField } from '../schemas.js';

/**
 * The Anthropic Messages API request, as the gateway reads it: translated into a chat-completions
 * request that then crosses the chat pipeline (verdict, masking, routing, billing) unchanged.
 */

const Loose = LooseObject;

/** The schema checks the members every request has; `messagesToChat` checks the blocks (400 naming the field). */
export const MessagesBody = Type.Object(
  {
    model: ModelField,
    max_tokens: Type.Integer({
      minimum: 1,
      maximum: 1_000_000_000,
      description: 'required, as Anthropic requires it',
    }),
    messages: Type.Array(Loose, { maxItems: 10_000 }),
    system: Type.Optional(Type.Union([Type.String(), Type.Array(Loose, { maxItems: 10_000 })])),
    stream: Type.Optional(Type.Boolean({ default: false })),
    tools: Type.Optional(Type.Array(Loose, { maxItems: 512 })),
    tool_choice: Type.Optional(Loose),
    stop_sequences: Type.Optional(Type.Array(Type.String(), { maxItems: 64 })),
    temperature: Type.Optional(Type.Number()),
    top_p: Type.Optional(Type.Number()),
    top_k: Type.Optional(Type.Integer()),
    metadata: Type.Optional(Loose),
  },
  { additionalProperties: true },
);

export const MessageObject = Type.Object(
  {
    id: Type.String(),
    type: Type.Literal('message'),
    role: Type.Literal('assistant'),
    model: Type.String({ description: 'the model or alias the client asked for' }),
    content: Type.Array(Loose),
    stop_reason: Type.Union([Type.String(), Type.Null()]),
    usage: Loose,
    channel_disclosed: Type.Optional(ChannelDisclosedSchema),
  },
  {
    additionalProperties: true,
    description: 'an Anthropic `message`, or text/event-stream Messages events when `stream` is true',
  },
);

/** The Anthropic-shaped error of this route; the gateway's code is carried in `error.code`. */
export const AnthropicErrorSchema = Type.Object(
  {
    type: Type.Literal('error'),
    error: Type.Object(
      {
        type: Type.String({ description: "Anthropic's error type" }),
        message: Type.String(),
        code: Type.String({ description: "the gateway's code: one of the closed list of the Error schema" }),
        param: Type.Union([Type.String(), Type.Null()]),
      },
      { additionalProperties: true },
    ),
    request_id: Type.String(),
    channel_disclosed: Type.Optional(ChannelDisclosedSchema),
  },
  { title: 'AnthropicError', additionalProperties: true, description: 'Anthropic-shaped gateway error.' },
);

export function anthropicErrors(...statuses: number[]): Record<number, typeof AnthropicErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, AnthropicErrorSchema]));
}

/** Anthropic's error type for a gateway error's status. */
export function anthropicErrorType(status: number): string {
  switch (status) {
    case 401:
      return 'authentication_error';
    case 402:
      return 'billing_error';
    case 403:
    case 423:
      return 'permission_error';
    case 404:
      return 'not_found_error';
    case 413:
      return 'request_too_large';
    case 429:
      return 'rate_limit_error';
    case 408:
    case 504:
      return 'timeout_error';
    case 503:
      return 'overloaded_error';
    default:
      return status >= 500 ? 'api_error' : 'invalid_request_error';
  }
}

/** `{"type":"error","error":{"type":...,"message":...}}` with the gateway's code, param and extras. */
export function anthropicErrorBody(err: ApiError, requestId: string): Record<string, unknown> {
  return {
    type: 'error',
    error: {
      type: anthropicErrorType(err.status),
      message: err.message,
      code: err.code,
      param: err.param,
      ...err.extras,
    },
    request_id: requestId,
  };
}

export interface MessagesRequest {
  model: string;
  max_tokens: number;
  messages: Array<Record<string, unknown>>;
  system?: string | Array<Record<string, unknown>>;
  stream?: boolean;
  tools?: Array<Record<string, unknown>>;
  tool_choice?: Record<string, unknown>;
  stop_sequences?: string[];
  temperature?: number;
  top_p?: number;
  top_k?: number;
  metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

function refuse(param: string, text: string): never {
  throw new ApiError('invalid_request', `Invalid body: ${param} ${text}`, { param });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function blockText(block: Record<string, unknown>, at: string): string {
  if (typeof block['text'] !== 'string') refuse(`${at}.text`, 'must be string');
  return block['text'];
}

function systemText(system: MessagesRequest['system']): string | null {
  if (system === undefined) return null;
  if (typeof system === 'string') return system.length > 0 ? system : null;
  const texts = system.map((b, i) => {
    if (b['type'] !== 'text') refuse(`system[${i}].type`, 'must be text');
    return blockText(b, `system[${i}]`);
  });
  return texts.length > 0 ? texts.join('\n') : null;
}

function imagePart(block: Record<string, unknown>, at: string): ChatContentPart {
  const source = block['source'];
  if (!isObject(source)) refuse(`${at}.source`, 'must be object');
  if (source['type'] === 'base64') {
    const { media_type, data } = source;
    if (typeof media_type !== 'string' || !/^image\/[a-z0-9.+-]+$/i.test(media_type))
      refuse(`${at}.source.media_type`, 'must be an image media type');
    if (typeof data !== 'string') refuse(`${at}.source.data`, 'must be string');
    return { type: 'image_url', image_url: { url: `data:${media_type};base64,${data}` } };
  }
  if (source['type'] === 'url' && typeof source['url'] === 'string')
    return { type: 'image_url', image_url: { url: source['url'] } };
  refuse(`${at}.source.type`, 'must be base64 or url');
}

/**
 * A tool_result's content as the text of a chat tool message, and its images: a chat tool message
 * carries text only, so they follow in the user turn after the tool messages.
 */
function toolResult(content: unknown, at: string): { text: string; images: ChatContentPart[] } {
  if (content === undefined) return { text: '', images: [] };
  if (typeof content === 'string') return { text: content, images: [] };
  if (!Array.isArray(content)) refuse(at, 'must be a string or an array of text and image blocks');
  const texts: string[] = [];
  const images: ChatContentPart[] = [];
  content.forEach((b: unknown, i) => {
    const bat = `${at}[${i}]`;
    if (isObject(b) && b['type'] === 'text') texts.push(blockText(b, bat));
    else if (isObject(b) && b['type'] === 'image') images.push(imagePart(b, bat));
    else refuse(bat, 'must be a text or image block');
  });
  return { text: texts.join('\n'), images };
}

/** Thinking blocks of earlier assistant turns: the model's own, not forwarded through chat. */
const DROPPED_ASSISTANT_BLOCKS = new Set(['thinking', 'redacted_thinking']);

function userMessages(content: unknown[], at: string): ChatMessage[] {
  const out: ChatMessage[] = [];
  const parts: ChatContentPart[] = [];
  content.forEach((b: unknown, i) => {
    const bat = `${at}[${i}]`;
    if (!isObject(b)) refuse(bat, 'must be object');
    switch (b['type']) {
      case 'text':
        parts.push({ type: 'text', text: blockText(b, bat) });
        return;
      case 'image':
        parts.push(imagePart(b, bat));
        return;
      case 'tool_result': {
        const id = b['tool_use_id'];
        if (typeof id !== 'string' || id.length === 0) refuse(`${bat}.tool_use_id`, 'must be string');
        const { text, images } = toolResult(b['content'], `${bat}.content`);
        out.push({
          role: 'tool',
          tool_call_id: id,
          content: b['is_error'] === true ? `Error: ${text}` : text,
        });
        parts.push(...images);
        return;
      }
      default:
        refuse(`${bat}.type`, 'must be text, image or tool_result');
    }
  });
  if (parts.length > 0) out.push({ role: 'user', content: parts });
  return out;
}

function assistantMessage(content: unknown[], at: string): ChatMessage | null {
  const texts: string[] = [];
  const calls: ChatToolCall[] = [];
  content.forEach((b: unknown, i) => {
    const bat = `${at}[${i}]`;
    if (!isObject(b)) refuse(bat, 'must be object');
    const type = b['type'];
    if (type === 'text') texts.push(blockText(b, bat));
    else if (type === 'tool_use') {
      const { id, name, input } = b;
      if (typeof id !== 'string' || id.length === 0) refuse(`${bat}.id`, 'must be string');
      if (typeof name !== 'string' || name.length === 0) refuse(`${bat}.name`, 'must be string');
      if (!isObject(input)) refuse(`${bat}.input`, 'must be object');
      calls.push({ id, type: 'function', function: { name, arguments: JSON.stringify(input) } });
    } else if (typeof type !== 'string' || !DROPPED_ASSISTANT_BLOCKS.has(type))
      refuse(`${bat}.type`, 'must be text, tool_use, thinking or redacted_thinking');
  });
  if (texts.length === 0 && calls.length === 0) return null;
  const m: ChatMessage = { role: 'assistant', content: texts.length > 0 ? texts.join('') : null };
  if (calls.length > 0) m.tool_calls = calls;
  return m;
}

function chatMessages(messages: MessagesRequest['messages']): ChatMessage[] {
  if (messages.length === 0) refuse('messages', 'must hold at least one message');
  const out: ChatMessage[] = [];
  messages.forEach((m, i) => {
    const at = `messages[${i}]`;
    const role = m['role'];
    if (role !== 'user' && role !== 'assistant') refuse(`${at}.role`, 'must be user or assistant');
    const content = m['content'];
    if (typeof content === 'string') {
      out.push({ role, content });
      return;
    }
    if (!Array.isArray(content)) refuse(`${at}.content`, 'must be a string or an array of content blocks');
    if (role === 'user') out.push(...userMessages(content, `${at}.content`));
    else {
      const a = assistantMessage(content, `${at}.content`);
      if (a !== null) out.push(a);
    }
  });
  return out;
}

function chatTools(tools: Array<Record<string, unknown>>): ChatTool[] {
  return tools.map((t, i) => {
    const at = `tools[${i}]`;
    if (t['type'] !== undefined && t['type'] !== 'custom')
      refuse(`${at}.type`, 'must be custom or absent (the gateway routes no server tools)');
    const name = t['name'];
    if (typeof name !== 'string' || name.length === 0) refuse(`${at}.name`, 'must be string');
    const schema = t['input_schema'];
    if (!isObject(schema)) refuse(`${at}.input_schema`, 'must be object');
    const fn: NonNullable<ChatTool['function']> = { name, parameters: schema };
    if (typeof t['description'] === 'string') fn.description = t['description'];
    return { type: 'function', function: fn };
  });
}

function chatToolChoice(
  choice: Record<string, unknown>,
): Pick<ChatRequest, 'tool_choice' | 'parallel_tool_calls'> {
  const out: Pick<ChatRequest, 'tool_choice' | 'parallel_tool_calls'> = {};
  if (choice['disable_parallel_tool_use'] === true) out.parallel_tool_calls = false;
  switch (choice['type']) {
    case 'auto':
      out.tool_choice = 'auto';
      return out;
    case 'any':
      out.tool_choice = 'required';
      return out;
    case 'none':
      out.tool_choice = 'none';
      return out;
    case 'tool':
      if (typeof choice['name'] !== 'string') refuse('tool_choice.name', 'must be string');
      out.tool_choice = { type: 'function', function: { name: choice['name'] } };
      return out;
  }
  refuse('tool_choice.type', 'must be auto, any, tool or none');
}

/**
 * The chat request a Messages request stands for: `system` first, each `tool_result` block a chat
 * `tool` message (judged as tool output), `tool_use` blocks the assistant's tool calls.
 */
export function messagesToChat(body: MessagesRequest): ChatRequest {
  const messages = chatMessages(body.messages);
  const system = systemText(body.system);
  if (system !== null) messages.unshift({ role: 'system', content: system });
  if (messages.length === 0) refuse('messages', 'must hold some content');
  const chat: ChatRequest = { model: body.model, messages, max_tokens: body.max_tokens };
  if (body.stream === true) {
    chat.stream = true;
    // The translated stream ends with the usage object: the usage chunk is always asked for.
    chat.stream_options = { include_usage: true };
  }
  if (body.tools !== undefined && body.tools.length > 0) chat.tools = chatTools(body.tools);
  if (body.tool_choice !== undefined) Object.assign(chat, chatToolChoice(body.tool_choice));
  if (body.stop_sequences !== undefined && body.stop_sequences.length > 0) chat.stop = body.stop_sequences;
  if (typeof body.temperature === 'number') chat.temperature = body.temperature;
  if (typeof body.top_p === 'number') chat.top_p = body.top_p;
  const user = body.metadata?.['user_id'];
  if (typeof user === 'string') chat.user = user;
  return chat;
}
