import { UpstreamProtocolError } from '../errors.js';
import { isRecord, numberField, stringField } from '../json-guards.js';
import type { ChatCompletion, ChatToolCall, ChatUsage, FinishReason } from '../types.js';

/**
 * Anthropic `stop_reason` to OpenAI `finish_reason`. `pause_turn` (a server tool paused a long
 * turn) has no OpenAI equivalent; it ends this answer like a normal stop.
 */
export function finishReasonOf(stopReason: unknown): FinishReason {
  switch (stopReason) {
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'tool_use':
      return 'tool_calls';
    case 'refusal':
      return 'content_filter';
    default:
      return 'stop';
  }
}

/** Anthropic message ids (`msg_...`) re-prefixed so OpenAI clients see their usual id form. */
export function completionIdOf(messageId: string): string {
  return `chatcmpl-${messageId.replace(/^msg_/, '')}`;
}

/** Cache reads and writes are prompt tokens too: the caller pays for (and bills) all of them. */
export function promptTokensOf(usage: Record<string, unknown>): number {
  return (
    (numberField(usage, 'input_tokens') ?? 0) +
    (numberField(usage, 'cache_creation_input_tokens') ?? 0) +
    (numberField(usage, 'cache_read_input_tokens') ?? 0)
  );
}

export function chatUsage(promptTokens: number, completionTokens: number): ChatUsage {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}

function toolCallOf(block: Record<string, unknown>): ChatToolCall {
  const id = stringField(block, 'id');
  const name = stringField(block, 'name');
  if (id === undefined || name === undefined)
    throw new UpstreamProtocolError('upstream tool_use block is malformed');
  const input = block['input'] ?? {};
  return { id, type: 'function', function: { name, arguments: JSON.stringify(input) } };
}

/**
 * A Messages API response to a chat completion: text blocks joined into `content`, `tool_use`
 * blocks to `tool_calls`; thinking and other block types are not part of the OpenAI answer.
 */
export function fromAnthropicMessage(body: unknown, created: number): ChatCompletion {
  if (!isRecord(body) || !Array.isArray(body['content'])) {
    throw new UpstreamProtocolError('upstream JSON is not an Anthropic message');
  }
  const id = stringField(body, 'id') ?? 'msg_unknown';
  const texts: string[] = [];
  const toolCalls: ChatToolCall[] = [];
  for (const block of body['content']) {
    if (!isRecord(block)) continue;
    if (block['type'] === 'text') texts.push(stringField(block, 'text') ?? '');
    else if (block['type'] === 'tool_use') toolCalls.push(toolCallOf(block));
  }
  const usage = isRecord(body['usage']) ? body['usage'] : {};
  return {
    id: completionIdOf(id),
    object: 'chat.completion',
    created,
    model: stringField(body, 'model') ?? '',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: texts.length > 0 || toolCalls.length === 0 ? texts.join('') : null,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: finishReasonOf(body['stop_reason']),
        logprobs: null,
      },
    ],
    usage: chatUsage(promptTokensOf(usage), numberField(usage, 'output_tokens') ?? 0),
  };
}
