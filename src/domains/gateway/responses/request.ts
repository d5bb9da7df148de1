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
 * The OpenAI Responses API request, as the gateway reads it: translated into a chat-completions
 * request that then crosses the chat pipeline (verdict, masking, routing, billing) unchanged.
 */

const Loose = LooseObject;

/** The schema checks the members every request has; `responsesToChat` checks the rest (400 naming the field). */
export const ResponsesBody = Type.Object(
  {
    model: ModelField,
    input: Type.Union([Type.String(), Type.Array(Loose, { maxItems: 10_000 })], {
      description: 'a user message, or input items: messages, `function_call` and `function_call_output`',
    }),
    instructions: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    stream: Type.Optional(Type.Boolean({ default: false })),
    store: Type.Optional(
      Type.Union([Type.Boolean(), Type.Null()], {
        description: 'accepted; the gateway stores no response (answers say `store: false`)',
      }),
    ),
    previous_response_id: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'refused (400 invalid_request): the gateway keeps no responses to continue from',
      }),
    ),
    tools: Type.Optional(Type.Array(Loose, { maxItems: 512 })),
    tool_choice: Type.Optional(Type.Union([Type.String(), Loose])),
    text: Type.Optional(Loose),
    max_output_tokens: Type.Optional(
      Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000_000 }), Type.Null()]),
    ),
    temperature: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    top_p: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    parallel_tool_calls: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    user: Type.Optional(Type.String()),
    metadata: Type.Optional(Type.Union([Loose, Type.Null()])),
  },
  { additionalProperties: true },
);

export const ResponseObject = Type.Object(
  {
    id: Type.String(),
    object: Type.Literal('response'),
    created_at: Type.Integer(),
    status: Type.String(),
    model: Type.String({ description: 'the model or alias the client asked for' }),
    output: Type.Array(Loose),
    usage: Type.Optional(Type.Union([Loose, Type.Null()])),
    channel_disclosed: Type.Optional(ChannelDisclosedSchema),
  },
  {
    additionalProperties: true,
    description: 'a `response` object, or text/event-stream Responses events when `stream` is true',
  },
);

export interface ResponsesRequest {
  model: string;
  input: string | Array<Record<string, unknown>>;
  instructions?: string | null;
  stream?: boolean;
  store?: boolean | null;
  previous_response_id?: string | null;
  tools?: Array<Record<string, unknown>>;
  tool_choice?: string | Record<string, unknown>;
  text?: Record<string, unknown>;
  max_output_tokens?: number | null;
  temperature?: number | null;
  top_p?: number | null;
  parallel_tool_calls?: boolean | null;
  user?: string;
  [key: string]: unknown;
}

function refuse(param: string, text: string): never {
  throw new ApiError('invalid_request', `Invalid body: ${param} ${text}`, { param });
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const MESSAGE_ROLES = new Set(['user', 'assistant', 'system', 'developer']);

/** One input message's content as chat content (a string, or text and image parts). */
function messageContent(content: unknown, at: string): string | ChatContentPart[] {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) refuse(at, 'must be a string or an array of content parts');
  return content.map((part: unknown, i): ChatContentPart => {
    const pat = `${at}[${i}]`;
    if (!isObject(part)) refuse(pat, 'must be object');
    switch (part['type']) {
      case 'input_text':
      case 'output_text':
      case 'text':
        if (typeof part['text'] !== 'string') refuse(`${pat}.text`, 'must be string');
        return { type: 'text', text: part['text'] };
      case 'refusal':
        if (typeof part['refusal'] !== 'string') refuse(`${pat}.refusal`, 'must be string');
        return { type: 'text', text: part['refusal'] };
      case 'input_image': {
        const url = part['image_url'];
        if (typeof url !== 'string' || url.length === 0)
          refuse(`${pat}.image_url`, 'must be a URL or data URL (file_id is not supported here)');
        const detail = part['detail'];
        return {
          type: 'image_url',
          image_url: typeof detail === 'string' ? { url, detail } : { url },
        };
      }
    }
    return refuse(`${pat}.type`, 'must be input_text, output_text, refusal or input_image');
  });
}

/** The input items as chat messages: consecutive function calls become one assistant turn. */
function inputMessages(input: ResponsesRequest['input']): ChatMessage[] {
  if (typeof input === 'string') return [{ role: 'user', content: input }];
  if (input.length === 0) refuse('input', 'must hold at least one item');
  const out: ChatMessage[] = [];
  input.forEach((item, i) => {
    const at = `input[${i}]`;
    const type = item['type'] ?? 'message';
    if (type === 'message') {
      const role = item['role'];
      if (typeof role !== 'string' || !MESSAGE_ROLES.has(role))
        refuse(`${at}.role`, 'must be user, assistant, system or developer');
      out.push({ role, content: messageContent(item['content'], `${at}.content`) });
      return;
    }
    if (type === 'function_call') {
      const { call_id, name, arguments: args } = item;
      if (typeof call_id !== 'string' || call_id.length === 0) refuse(`${at}.call_id`, 'must be string');
      if (typeof name !== 'string' || name.length === 0) refuse(`${at}.name`, 'must be string');
      if (typeof args !== 'string') refuse(`${at}.arguments`, 'must be string');
      const call: ChatToolCall = { id: call_id, type: 'function', function: { name, arguments: args } };
      const last = out[out.length - 1];
      if (last?.role === 'assistant' && last.tool_calls && !last.content) last.tool_calls.push(call);
      else out.push({ role: 'assistant', content: null, tool_calls: [call] });
      return;
    }
    if (type === 'function_call_output') {
      const { call_id, output } = item;
      if (typeof call_id !== 'string' || call_id.length === 0) refuse(`${at}.call_id`, 'must be string');
      out.push({ role: 'tool', tool_call_id: call_id, content: toolOutput(output, `${at}.output`) });
      return;
    }
    refuse(`${at}.type`, 'must be message, function_call or function_call_output');
  });
  return out;
}

/** A function call's output: a string, or (newer clients) an array of text parts. */
function toolOutput(output: unknown, at: string): string {
  if (typeof output === 'string') return output;
  if (Array.isArray(output)) {
    return output
      .map((part: unknown, i) => {
        if (!isObject(part) || typeof part['text'] !== 'string') refuse(`${at}[${i}]`, 'must be a text part');
        return part['text'];
      })
      .join('\n');
  }
  refuse(at, 'must be string');
}

function chatTools(tools: Array<Record<string, unknown>>): ChatTool[] {
  return tools.map((t, i) => {
    const at = `tools[${i}]`;
    if (t['type'] !== 'function')
      refuse(`${at}.type`, 'must be function (the gateway routes no hosted tools)');
    const name = t['name'];
    if (typeof name !== 'string' || name.length === 0) refuse(`${at}.name`, 'must be string');
    const fn: NonNullable<ChatTool['function']> = { name };
    if (typeof t['description'] === 'string') fn.description = t['description'];
    if (isObject(t['parameters'])) fn.parameters = t['parameters'];
    if (typeof t['strict'] === 'boolean') fn.strict = t['strict'];
    return { type: 'function', function: fn };
  });
}

function chatToolChoice(choice: ResponsesRequest['tool_choice']): ChatRequest['tool_choice'] {
  if (choice === 'auto' || choice === 'none' || choice === 'required') return choice;
  if (isObject(choice) && choice['type'] === 'function' && typeof choice['name'] === 'string')
    return { type: 'function', function: { name: choice['name'] } };
  refuse('tool_choice', 'must be auto, none, required or {"type":"function","name":...}');
}

/** `text.format` as chat's `response_format`. */
function responseFormat(text: Record<string, unknown>): Record<string, unknown> | undefined {
  const format = text['format'];
  if (format === undefined || format === null) return undefined;
  if (!isObject(format)) refuse('text.format', 'must be object');
  switch (format['type']) {
    case 'text':
      return undefined;
    case 'json_object':
      return { type: 'json_object' };
    case 'json_schema': {
      const { name, schema, strict, description } = format;
      if (typeof name !== 'string' || name.length === 0) refuse('text.format.name', 'must be string');
      if (!isObject(schema)) refuse('text.format.schema', 'must be object');
      const json_schema: Record<string, unknown> = { name, schema };
      if (typeof strict === 'boolean') json_schema['strict'] = strict;
      if (typeof description === 'string') json_schema['description'] = description;
      return { type: 'json_schema', json_schema };
    }
    default:
      refuse('text.format.type', 'must be text, json_object or json_schema');
  }
}

/**
 * The chat request a Responses request stands for. Refused (400 invalid_request naming the field):
 * `previous_response_id` (no response is stored to continue from), hosted tools, item types the
 * gateway cannot judge (reasoning, file search results, ...).
 */
export function responsesToChat(body: ResponsesRequest): ChatRequest {
  if (typeof body.previous_response_id === 'string')
    refuse(
      'previous_response_id',
      'is not supported: the gateway stores no responses; send the whole conversation as input items',
    );
  const messages = inputMessages(body.input);
  if (typeof body.instructions === 'string' && body.instructions.length > 0)
    messages.unshift({ role: 'system', content: body.instructions });
  const chat: ChatRequest = { model: body.model, messages };
  if (body.stream === true) {
    chat.stream = true;
    // The translated stream ends with the usage object: the usage chunk is always asked for.
    chat.stream_options = { include_usage: true };
  }
  if (body.tools !== undefined && body.tools.length > 0) chat.tools = chatTools(body.tools);
  if (body.tool_choice !== undefined) chat.tool_choice = chatToolChoice(body.tool_choice);
  if (typeof body.parallel_tool_calls === 'boolean') chat.parallel_tool_calls = body.parallel_tool_calls;
  if (typeof body.max_output_tokens === 'number') chat.max_tokens = body.max_output_tokens;
  if (typeof body.temperature === 'number') chat.temperature = body.temperature;
  if (typeof body.top_p === 'number') chat.top_p = body.top_p;
  if (typeof body.user === 'string') chat.user = body.user;
  const format = body.text === undefined ? undefined : responseFormat(body.text);
  if (format !== undefined) chat['response_format'] = format;
  return chat;
}
