import type { EventSourceMessage } from 'eventsource-parser';
import { UpstreamProtocolError, UpstreamStreamError } from '../errors.js';
import { isRecord, isRetryableErrorType, numberField, stringField } from '../json-guards.js';
import type { ChatChunkDelta, ChatCompletionChunk, FinishReason } from '../types.js';
import { chatUsage, completionIdOf, finishReasonOf, promptTokensOf } from './anthropic-response.js';

type Event = Record<string, unknown>;

/**
 * Translates one Messages API event stream into OpenAI chunks: a role chunk at `message_start`,
 * content and tool-call deltas, a finish chunk at `message_delta`, and a usage chunk at
 * `message_stop` when the caller asked for `stream_options.include_usage`.
 */
class AnthropicStreamState {
  #id = '';
  #model = '';
  #started = false;
  #stopped = false;
  #promptTokens = 0;
  #completionTokens = 0;
  /** Anthropic numbers every content block; OpenAI numbers tool calls only. */
  readonly #toolIndexByBlock = new Map<number, number>();
  readonly #created: number;
  readonly #includeUsage: boolean;

  constructor(created: number, includeUsage: boolean) {
    this.#created = created;
    this.#includeUsage = includeUsage;
  }

  get stopped(): boolean {
    return this.#stopped;
  }

  handle(event: Event): ChatCompletionChunk[] {
    const type = stringField(event, 'type');
    if (type === 'error') throw streamError(event);
    if (type === 'message_start') return this.#onMessageStart(event);
    if (type === 'ping' || type === undefined) return [];
    if (!this.#started) throw new UpstreamProtocolError('upstream stream did not start with message_start');
    if (type === 'content_block_start') return this.#onBlockStart(event);
    if (type === 'content_block_delta') return this.#onBlockDelta(event);
    if (type === 'message_delta') return this.#onMessageDelta(event);
    if (type === 'message_stop') return this.#onMessageStop();
    // content_block_stop and event types newer than this translator carry nothing to forward.
    return [];
  }

  #onMessageStart(event: Event): ChatCompletionChunk[] {
    const message = isRecord(event['message']) ? event['message'] : {};
    this.#started = true;
    this.#id = completionIdOf(stringField(message, 'id') ?? 'msg_unknown');
    this.#model = stringField(message, 'model') ?? '';
    const usage = isRecord(message['usage']) ? message['usage'] : {};
    this.#promptTokens = promptTokensOf(usage);
    this.#completionTokens = numberField(usage, 'output_tokens') ?? 0;
    return [this.#chunk({ role: 'assistant', content: '' })];
  }

  #onBlockStart(event: Event): ChatCompletionChunk[] {
    const index = numberField(event, 'index') ?? 0;
    const block = isRecord(event['content_block']) ? event['content_block'] : {};
    if (block['type'] === 'text') {
      const text = stringField(block, 'text') ?? '';
      return text === '' ? [] : [this.#chunk({ content: text })];
    }
    if (block['type'] !== 'tool_use') return [];
    const toolIndex = this.#toolIndexByBlock.size;
    this.#toolIndexByBlock.set(index, toolIndex);
    const id = stringField(block, 'id') ?? '';
    const name = stringField(block, 'name') ?? '';
    const input = block['input'];
    // The input normally streams as deltas; a non-empty start input is sent at once.
    const args = isRecord(input) && Object.keys(input).length > 0 ? JSON.stringify(input) : '';
    return [
      this.#chunk({
        tool_calls: [{ index: toolIndex, id, type: 'function', function: { name, arguments: args } }],
      }),
    ];
  }

  #onBlockDelta(event: Event): ChatCompletionChunk[] {
    const delta = isRecord(event['delta']) ? event['delta'] : {};
    if (delta['type'] === 'text_delta') {
      const text = stringField(delta, 'text') ?? '';
      return text === '' ? [] : [this.#chunk({ content: text })];
    }
    if (delta['type'] !== 'input_json_delta') return [];
    const toolIndex = this.#toolIndexByBlock.get(numberField(event, 'index') ?? -1);
    if (toolIndex === undefined)
      throw new UpstreamProtocolError('upstream tool input delta has no tool_use block');
    const partial = stringField(delta, 'partial_json') ?? '';
    return partial === ''
      ? []
      : [this.#chunk({ tool_calls: [{ index: toolIndex, function: { arguments: partial } }] })];
  }

  #onMessageDelta(event: Event): ChatCompletionChunk[] {
    const usage = isRecord(event['usage']) ? event['usage'] : {};
    this.#completionTokens = numberField(usage, 'output_tokens') ?? this.#completionTokens;
    // Newer API versions repeat the (cumulative) input counts here; prefer them when present.
    if (numberField(usage, 'input_tokens') !== undefined) this.#promptTokens = promptTokensOf(usage);
    const delta = isRecord(event['delta']) ? event['delta'] : {};
    if (delta['stop_reason'] === undefined || delta['stop_reason'] === null) return [];
    return [this.#chunk({}, finishReasonOf(delta['stop_reason']))];
  }

  #onMessageStop(): ChatCompletionChunk[] {
    this.#stopped = true;
    if (!this.#includeUsage) return [];
    return [{ ...this.#base(), choices: [], usage: chatUsage(this.#promptTokens, this.#completionTokens) }];
  }

  #base(): Pick<ChatCompletionChunk, 'id' | 'object' | 'created' | 'model'> {
    return { id: this.#id, object: 'chat.completion.chunk', created: this.#created, model: this.#model };
  }

  #chunk(delta: ChatChunkDelta, finishReason: FinishReason | null = null): ChatCompletionChunk {
    return { ...this.#base(), choices: [{ index: 0, delta, finish_reason: finishReason }] };
  }
}

function streamError(event: Event): UpstreamStreamError {
  const error = isRecord(event['error']) ? event['error'] : {};
  const type = stringField(error, 'type') ?? 'unknown_error';
  const errorType = /^[A-Za-z0-9_.-]{1,64}$/.test(type) ? type : 'unknown_error';
  return new UpstreamStreamError(errorType, isRetryableErrorType(errorType));
}

function parseEvent(event: EventSourceMessage): Event {
  try {
    const parsed: unknown = JSON.parse(event.data);
    if (isRecord(parsed)) return parsed;
  } catch {
    // Falls through to the protocol error below.
  }
  throw new UpstreamProtocolError('upstream sent a malformed stream event');
}

/** The stream must reach `message_stop`: a body that ends before it was cut, not finished. */
export async function* anthropicChunks(
  events: AsyncGenerator<EventSourceMessage>,
  created: number,
  includeUsage: boolean,
): AsyncGenerator<ChatCompletionChunk> {
  const state = new AnthropicStreamState(created, includeUsage);
  for await (const event of events) {
    if (event.data.trim() === '') continue;
    yield* state.handle(parseEvent(event));
    if (state.stopped) return;
  }
  throw new UpstreamProtocolError('upstream stream ended before completion');
}
