import { ProviderRequestError } from '../errors.js';
import { isRecord, stringField } from '../json-guards.js';
import type { ChatMessage } from '../types.js';
import type {
  AnthropicContentBlock,
  AnthropicImageBlock,
  AnthropicMessageParam,
  AnthropicTextBlock,
  AnthropicToolUseBlock,
} from './anthropic-wire.js';

/**
 * OpenAI chat messages to Anthropic `system` + `messages`. The gateway validated only that each
 * message is an object, so every field is re-checked here and anything that cannot be expressed
 * is refused (400) rather than silently dropped: a dropped part would change what the model sees.
 */
export interface AnthropicConversation {
  system?: string;
  messages: AnthropicMessageParam[];
}

type UserPart = AnthropicTextBlock | AnthropicImageBlock;

const DATA_URL = /^data:([^;,]+);base64,(.*)$/s;

function imageBlock(part: Record<string, unknown>, param: string): AnthropicImageBlock {
  const imageUrl = part['image_url'];
  const url = isRecord(imageUrl) ? stringField(imageUrl, 'url') : undefined;
  if (url === undefined) throw new ProviderRequestError('image_url part needs a url', param);
  if (!url.startsWith('data:')) return { type: 'image', source: { type: 'url', url } };
  const match = DATA_URL.exec(url);
  if (match === null) throw new ProviderRequestError('image data URLs must be base64', param);
  return { type: 'image', source: { type: 'base64', media_type: match[1] ?? '', data: match[2] ?? '' } };
}

/** Text and image parts; empty text is skipped because Anthropic rejects empty text blocks. */
function userParts(content: unknown, param: string, allowImages: boolean): UserPart[] {
  if (content === undefined || content === null) return [];
  if (typeof content === 'string') return content === '' ? [] : [{ type: 'text', text: content }];
  if (!Array.isArray(content)) throw new ProviderRequestError('content must be a string or an array', param);
  const blocks: UserPart[] = [];
  content.forEach((part: unknown, index) => {
    const partParam = `${param}[${index}]`;
    const type = isRecord(part) ? stringField(part, 'type') : undefined;
    if (isRecord(part) && type === 'text') {
      const text = stringField(part, 'text');
      if (text === undefined) throw new ProviderRequestError('text part needs a text string', partParam);
      if (text !== '') blocks.push({ type: 'text', text });
    } else if (isRecord(part) && type === 'image_url' && allowImages) {
      blocks.push(imageBlock(part, partParam));
    } else {
      throw new ProviderRequestError('content part type is not supported by this provider', partParam);
    }
  });
  return blocks;
}

function textOf(content: unknown, param: string): string {
  return userParts(content, param, false)
    .map((block) => (block.type === 'text' ? block.text : ''))
    .join('\n');
}

function toolUseBlock(call: unknown, param: string): AnthropicToolUseBlock {
  const fn = isRecord(call) ? call['function'] : undefined;
  const id = isRecord(call) ? stringField(call, 'id') : undefined;
  const name = isRecord(fn) ? stringField(fn, 'name') : undefined;
  const args = isRecord(fn) ? stringField(fn, 'arguments') : undefined;
  if (id === undefined || name === undefined)
    throw new ProviderRequestError('tool call needs id and name', param);
  let input: unknown = {};
  try {
    input = args === undefined || args.trim() === '' ? {} : JSON.parse(args);
  } catch {
    input = undefined;
  }
  // Anthropic takes the input as an object; an unparsable echo of a model's call cannot be sent.
  if (!isRecord(input)) throw new ProviderRequestError('tool call arguments must be a JSON object', param);
  return { type: 'tool_use', id, name, input };
}

function assistantBlocks(message: ChatMessage, param: string): AnthropicContentBlock[] {
  const blocks: AnthropicContentBlock[] = userParts(message.content, `${param}.content`, false);
  const calls: unknown = message.tool_calls;
  if (calls !== undefined && calls !== null) {
    if (!Array.isArray(calls))
      throw new ProviderRequestError('tool_calls must be an array', `${param}.tool_calls`);
    calls.forEach((call: unknown, i) => {
      blocks.push(toolUseBlock(call, `${param}.tool_calls[${i}]`));
    });
  }
  return blocks;
}

function toolResultBlock(message: ChatMessage, param: string): AnthropicContentBlock {
  const id: unknown = message.tool_call_id;
  if (typeof id !== 'string') throw new ProviderRequestError('tool message needs tool_call_id', param);
  return {
    type: 'tool_result',
    tool_use_id: id,
    content: userParts(message.content, `${param}.content`, true),
  };
}

/**
 * Adjacent messages of one role become one message (tool results of a parallel call arrive as
 * several `tool` messages), with `tool_result` blocks first, as the Messages API requires.
 */
function appendMerged(messages: AnthropicMessageParam[], next: AnthropicMessageParam): void {
  const last = messages.at(-1);
  if (last === undefined || last.role !== next.role) {
    messages.push(next);
    return;
  }
  const merged = [...last.content, ...next.content];
  last.content = [
    ...merged.filter((block) => block.type === 'tool_result'),
    ...merged.filter((block) => block.type !== 'tool_result'),
  ];
}

export function toAnthropicConversation(messages: readonly ChatMessage[]): AnthropicConversation {
  const system: string[] = [];
  const out: AnthropicMessageParam[] = [];
  messages.forEach((message, index) => {
    const param = `messages[${index}]`;
    const role: unknown = isRecord(message) ? message.role : undefined;
    if (role === 'system' || role === 'developer') {
      const text = textOf(message.content, `${param}.content`);
      if (text !== '') system.push(text);
      return;
    }
    let next: AnthropicMessageParam;
    if (role === 'user')
      next = { role: 'user', content: userParts(message.content, `${param}.content`, true) };
    else if (role === 'assistant') next = { role: 'assistant', content: assistantBlocks(message, param) };
    else if (role === 'tool') next = { role: 'user', content: [toolResultBlock(message, param)] };
    else throw new ProviderRequestError('message role is not supported by this provider', `${param}.role`);
    if (next.content.length > 0) appendMerged(out, next);
  });
  return system.length > 0 ? { system: system.join('\n\n'), messages: out } : { messages: out };
}
