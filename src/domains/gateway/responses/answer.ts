import type { ApiError } from '../../../core/errors.js';
import { newId } from '../../../core/ids.js';
import type { ChatCompletion, ChatCompletionChunk, ChatUsage } from '../providers/index.js';
import type { AnswerShape } from '../routes.js';
import type { ChunkSink, SseWriter } from '../sse.js';
import type { ResponsesRequest } from './request.js';

/**
 * The chat pipeline's enforced answer written back as the Responses API: a `response` object, or
 * the Responses event stream (`response.created` ... `response.completed`, each event numbered).
 */

type Item = Record<string, unknown>;

function responseUsage(u: ChatUsage | null | undefined): Record<string, unknown> | null {
  if (!u) return null;
  const cached = (u['prompt_tokens_details'] as { cached_tokens?: unknown } | undefined)?.cached_tokens;
  const reasoning = (u['completion_tokens_details'] as { reasoning_tokens?: unknown } | undefined)
    ?.reasoning_tokens;
  return {
    input_tokens: u.prompt_tokens,
    input_tokens_details: { cached_tokens: typeof cached === 'number' ? cached : 0 },
    output_tokens: u.completion_tokens,
    output_tokens_details: { reasoning_tokens: typeof reasoning === 'number' ? reasoning : 0 },
    total_tokens: u.total_tokens ?? u.prompt_tokens + u.completion_tokens,
  };
}

/** The members of a `response` object that echo the request. */
function echo(body: ResponsesRequest): Record<string, unknown> {
  return {
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    metadata: body['metadata'] ?? {},
    parallel_tool_calls: body.parallel_tool_calls ?? true,
    previous_response_id: null,
    reasoning: null,
    store: false,
    temperature: body.temperature ?? null,
    text: body.text ?? { format: { type: 'text' } },
    tool_choice: body.tool_choice ?? 'auto',
    tools: body.tools ?? [],
    top_p: body.top_p ?? null,
    truncation: 'disabled',
    user: body.user ?? null,
  };
}

function response(
  body: ResponsesRequest,
  id: string,
  createdAt: number,
  model: string,
  status: string,
  output: Item[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    object: 'response',
    created_at: createdAt,
    status,
    error: null,
    incomplete_details: null,
    model,
    output,
    ...echo(body),
    usage: null,
    ...extra,
  };
}

const textPart = (text: string) => ({ type: 'output_text', text, annotations: [], logprobs: [] });

function finishStatus(finish: string | null | undefined): Record<string, unknown> {
  return finish === 'length'
    ? { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } }
    : finish === 'content_filter'
      ? { status: 'incomplete', incomplete_details: { reason: 'content_filter' } }
      : { status: 'completed' };
}

/** A whole chat completion (already enforced and restored) as a `response` object. */
export function chatToResponse(body: ResponsesRequest, c: ChatCompletion): Record<string, unknown> {
  const choice = c.choices[0];
  const m = choice?.message;
  const output: Item[] = [];
  const text = typeof m?.content === 'string' ? m.content : '';
  const refusal = typeof m?.refusal === 'string' ? m.refusal : null;
  if (text.length > 0 || refusal !== null) {
    const content = [];
    if (text.length > 0) content.push(textPart(text));
    if (refusal !== null) content.push({ type: 'refusal', refusal });
    output.push({ type: 'message', id: newId('msg'), status: 'completed', role: 'assistant', content });
  }
  for (const tc of m?.tool_calls ?? []) {
    output.push({
      type: 'function_call',
      id: newId('fc'),
      call_id: tc.id,
      name: tc.function.name,
      arguments: tc.function.arguments,
      status: 'completed',
    });
  }
  const created = typeof c.created === 'number' ? c.created : Math.floor(Date.now() / 1000);
  return response(body, newId('resp'), created, c.model, 'completed', output, {
    ...finishStatus(choice?.finish_reason),
    usage: responseUsage(c.usage),
  });
}

interface OpenCall {
  item: Item;
  outputIndex: number;
  args: string;
}

/**
 * Chat chunks written as the Responses event stream. The message item opens with the first text;
 * each tool call is a `function_call` item; everything closes, and `response.completed` carries
 * the usage, when the stream ends. A gateway error ends it with `error` and `response.failed`.
 */
export class ResponsesStream implements ChunkSink {
  private seq = 0;
  private readonly id = newId('resp');
  private readonly createdAt = Math.floor(Date.now() / 1000);
  private readonly output: Item[] = [];
  /**
   * The open message item, its text so far, and the JSON text of its delta events up to the delta
   * itself (the same members, in the same order, as the object `emit` would serialise).
   */
  private text: { item: Item; outputIndex: number; text: string; deltaHead: string } | null = null;
  private readonly calls = new Map<number, OpenCall>();
  private finish: string | null = null;
  private usage: ChatUsage | null = null;
  private closed = false;

  constructor(
    private readonly w: SseWriter,
    private readonly body: ResponsesRequest,
  ) {}

  private emit(type: string, data: Record<string, unknown>): void {
    this.w.event(type, { type, ...data, sequence_number: this.seq++ });
  }

  private snapshot(status: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
    return response(this.body, this.id, this.createdAt, this.body.model, status, this.output, extra);
  }

  start(extraHeaders: Record<string, string>): void {
    this.w.start(extraHeaders);
    this.emit('response.created', { response: this.snapshot('in_progress', { output: [] }) });
    this.emit('response.in_progress', { response: this.snapshot('in_progress', { output: [] }) });
  }

  chunk(c: ChatCompletionChunk): void {
    if (c.usage) this.usage = c.usage;
    for (const ch of c.choices) {
      const d = ch.delta;
      if (typeof d.content === 'string' && d.content.length > 0) this.addText(d.content);
      if (typeof d.refusal === 'string' && d.refusal.length > 0) this.addText(d.refusal);
      for (const tc of d.tool_calls ?? []) this.addCall(tc);
      if (ch.finish_reason) this.finish = ch.finish_reason;
    }
  }

  private addText(delta: string): void {
    if (this.text === null) {
      const item: Item = {
        type: 'message',
        id: newId('msg'),
        status: 'in_progress',
        role: 'assistant',
        content: [],
      };
      const outputIndex = this.output.length;
      this.output.push(item);
      const deltaHead =
        `{"type":"response.output_text.delta","item_id":${JSON.stringify(item['id'])},` +
        `"output_index":${outputIndex},"content_index":0,"delta":`;
      this.text = { item, outputIndex, text: '', deltaHead };
      this.emit('response.output_item.added', { output_index: outputIndex, item: { ...item } });
      this.emit('response.content_part.added', {
        item_id: item['id'],
        output_index: outputIndex,
        content_index: 0,
        part: textPart(''),
      });
    }
    this.text.text += delta;
    // The most frequent event, written from its template: one string instead of an object built,
    // spread and serialised per delta.
    this.w.eventJson(
      'response.output_text.delta',
      `${this.text.deltaHead}${JSON.stringify(delta)},"logprobs":[],"sequence_number":${this.seq++}}`,
    );
  }

  private addCall(
    tc: NonNullable<ChatCompletionChunk['choices'][number]['delta']['tool_calls']>[number],
  ): void {
    let call = this.calls.get(tc.index);
    if (call === undefined) {
      const item: Item = {
        type: 'function_call',
        id: newId('fc'),
        call_id: tc.id ?? newId('call'),
        name: tc.function?.name ?? '',
        arguments: '',
        status: 'in_progress',
      };
      call = { item, outputIndex: this.output.length, args: '' };
      this.output.push(item);
      this.calls.set(tc.index, call);
      this.emit('response.output_item.added', { output_index: call.outputIndex, item: { ...item } });
    }
    const delta = tc.function?.arguments;
    if (typeof delta === 'string' && delta.length > 0) {
      call.args += delta;
      this.emit('response.function_call_arguments.delta', {
        item_id: call.item['id'],
        output_index: call.outputIndex,
        delta,
      });
    }
  }

  push(): void {
    this.w.push();
  }

  fail(err: ApiError): void {
    if (this.closed) return;
    this.closed = true;
    const error = { code: err.code, message: err.message, ...err.extras };
    this.emit('error', { code: err.code, message: err.message, param: err.param, ...err.extras });
    this.emit('response.failed', { response: this.snapshot('failed', { error }) });
    this.w.end();
  }

  done(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.text !== null) {
      const { item, outputIndex, text } = this.text;
      const id = item['id'];
      this.emit('response.output_text.done', {
        item_id: id,
        output_index: outputIndex,
        content_index: 0,
        text,
        logprobs: [],
      });
      this.emit('response.content_part.done', {
        item_id: id,
        output_index: outputIndex,
        content_index: 0,
        part: textPart(text),
      });
      item['status'] = 'completed';
      item['content'] = [textPart(text)];
      this.emit('response.output_item.done', { output_index: outputIndex, item });
    }
    for (const call of this.calls.values()) {
      call.item['arguments'] = call.args;
      call.item['status'] = 'completed';
      this.emit('response.function_call_arguments.done', {
        item_id: call.item['id'],
        output_index: call.outputIndex,
        name: call.item['name'],
        arguments: call.args,
      });
      this.emit('response.output_item.done', { output_index: call.outputIndex, item: call.item });
    }
    const end = finishStatus(this.finish);
    const type = end['status'] === 'incomplete' ? 'response.incomplete' : 'response.completed';
    this.emit(type, {
      response: this.snapshot(String(end['status']), { ...end, usage: responseUsage(this.usage) }),
    });
    this.w.end();
  }
}

/** How the Responses route answers (see `AnswerShape`). */
export function responsesShape(body: ResponsesRequest): AnswerShape {
  return {
    json: (_gateway, _p, enforced) => JSON.stringify(chatToResponse(body, enforced)),
    sink: (w) => new ResponsesStream(w, body),
  };
}
