import type { ApiError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import type {
  ChatChunkToolCall,
  ChatCompletion,
  ChatCompletionChunk,
  ChatUsage,
} from '../providers/index.js';
import type { AnswerShape } from '../routes.js';
import type { ChunkSink, SseWriter } from '../sse.js';
import { anthropicErrorBody, type MessagesRequest } from './request.js';

/**
 * The chat pipeline's enforced answer written back as the Anthropic Messages API: a `message`,
 * or its event stream (`message_start`, `ping`, `content_block_start`, `content_block_delta`,
 * `content_block_stop`, `message_delta`, `message_stop`); a gateway refusal is an `error` event.
 */

function stopReason(finish: string | null | undefined): string {
  switch (finish) {
    case 'length':
      return 'max_tokens';
    case 'tool_calls':
    case 'function_call':
      return 'tool_use';
    case 'content_filter':
      return 'refusal';
    default:
      return 'end_turn';
  }
}

function usageOf(u: ChatUsage | null | undefined): { input_tokens: number; output_tokens: number } {
  return { input_tokens: u?.prompt_tokens ?? 0, output_tokens: u?.completion_tokens ?? 0 };
}

/** A call's JSON argument text as a tool_use `input` (an object; text that is none is kept under `_raw`). */
function toolInput(args: string): Record<string, unknown> {
  if (args.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(args);
    if (typeof v === 'object' && v !== null && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // not JSON: kept as text below
  }
  return { _raw: args };
}

/** A whole chat completion (already enforced and restored) as an Anthropic `message`. */
export function chatToMessage(c: ChatCompletion): Record<string, unknown> {
  const choice = c.choices[0];
  const m = choice?.message;
  const content: Array<Record<string, unknown>> = [];
  const text = typeof m?.content === 'string' ? m.content : typeof m?.refusal === 'string' ? m.refusal : '';
  if (text.length > 0) content.push({ type: 'text', text });
  for (const tc of m?.tool_calls ?? [])
    content.push({
      type: 'tool_use',
      id: tc.id,
      name: tc.function.name,
      input: toolInput(tc.function.arguments),
    });
  return {
    id: newId('msg'),
    type: 'message',
    role: 'assistant',
    model: c.model,
    content,
    stop_reason: stopReason(choice?.finish_reason),
    stop_sequence: null,
    usage: usageOf(c.usage),
  };
}

type Block = { kind: 'text'; index: number } | { kind: 'tool'; index: number; call: number };

/** Chat chunks written as Anthropic's event stream, one content block at a time. */
export class MessagesStream implements ChunkSink {
  private next = 0;
  private open: Block | null = null;
  /** The block index of each chat tool call (by its chunk index). */
  private readonly calls = new Map<number, number>();
  private finish: string | null = null;
  private usage: ChatUsage | null = null;
  private closed = false;

  constructor(
    private readonly w: SseWriter,
    private readonly body: MessagesRequest,
    private readonly requestId: string,
  ) {}

  private emit(type: string, data: Record<string, unknown> = {}): void {
    this.w.event(type, { type, ...data });
  }

  start(extraHeaders: Record<string, string>): void {
    this.w.start(extraHeaders);
    this.emit('message_start', {
      message: {
        id: newId('msg'),
        type: 'message',
        role: 'assistant',
        model: this.body.model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 0, output_tokens: 0 },
      },
    });
    this.emit('ping');
  }

  private closeOpen(): void {
    if (this.open === null) return;
    this.emit('content_block_stop', { index: this.open.index });
    this.open = null;
  }

  private text(text: string): void {
    if (this.open?.kind !== 'text') {
      this.closeOpen();
      this.open = { kind: 'text', index: this.next++ };
      this.emit('content_block_start', { index: this.open.index, content_block: { type: 'text', text: '' } });
    }
    // The most frequent event, written from its template (the members `emit` would write, in order).
    this.w.eventJson(
      'content_block_delta',
      `{"type":"content_block_delta","index":${this.open.index},"delta":{"type":"text_delta","text":${JSON.stringify(text)}}}`,
    );
  }

  private call(tc: ChatChunkToolCall): void {
    let index = this.calls.get(tc.index);
    if (index === undefined) {
      this.closeOpen();
      index = this.next++;
      this.calls.set(tc.index, index);
      this.open = { kind: 'tool', index, call: tc.index };
      this.emit('content_block_start', {
        index,
        content_block: {
          type: 'tool_use',
          id: tc.id ?? newId('toolu'),
          name: tc.function?.name ?? '',
          input: {},
        },
      });
    }
    const partial = tc.function?.arguments;
    if (typeof partial === 'string' && partial.length > 0)
      this.emit('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: partial } });
  }

  chunk(c: ChatCompletionChunk): void {
    if (c.usage) this.usage = c.usage;
    for (const ch of c.choices) {
      const d = ch.delta;
      if (typeof d.content === 'string' && d.content.length > 0) this.text(d.content);
      if (typeof d.refusal === 'string' && d.refusal.length > 0) this.text(d.refusal);
      for (const tc of d.tool_calls ?? []) this.call(tc);
      if (ch.finish_reason) this.finish = ch.finish_reason;
    }
  }

  push(): void {
    this.w.push();
  }

  fail(err: ApiError): void {
    if (this.closed) return;
    this.closed = true;
    this.w.event('error', anthropicErrorBody(err, this.requestId));
    this.w.end();
  }

  done(): void {
    if (this.closed) return;
    this.closed = true;
    this.closeOpen();
    this.emit('message_delta', {
      delta: { stop_reason: stopReason(this.finish), stop_sequence: null },
      usage: usageOf(this.usage),
    });
    this.emit('message_stop');
    this.w.end();
  }
}

/** How the Messages route answers (see `AnswerShape`). */
export function messagesShape(body: MessagesRequest, requestId: string): AnswerShape {
  return {
    json: (_gateway, _p, enforced) => JSON.stringify(chatToMessage(enforced)),
    sink: (w) => new MessagesStream(w, body, requestId),
  };
}
