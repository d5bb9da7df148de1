import { setTimeout as sleep } from 'node:timers/promises';
import { UpstreamAbortedError, UpstreamTimeoutError, UpstreamTransportError } from '../errors.js';
import { isRetryableStatus } from '../http/chat-result.js';
import type {
  ChatChunkDelta,
  ChatCompletion,
  ChatCompletionChunk,
  ChatCompletionMessage,
  ChatProvider,
  ChatRequest,
  EmbeddingsRequest,
  EmbeddingsResult,
  FinishReason,
  UpstreamResult,
  UpstreamTarget,
  UpstreamTimeouts,
} from '../types.js';
import { base64Vector, MOCK_EMBEDDING_DIMS, mockEmbedding } from './mock-embeddings.js';
import {
  estimateTokens,
  type MockPlan,
  mockCompletionId,
  planMockAnswer,
  promptTokens,
} from './mock-plan.js';

export interface MockProviderOptions {
  /** Seconds since the epoch for `created`; injectable for byte-identical answers in tests. */
  nowSeconds?: () => number;
}

interface Answer {
  id: string;
  created: number;
  model: string;
  message: ChatCompletionMessage;
  finishReason: FinishReason;
  usage: { prompt_tokens: number; completion_tokens: number };
}

function completionTokens(plan: MockPlan): number {
  if (plan.kind === 'tool_call') return estimateTokens(plan.name + plan.arguments);
  return plan.kind === 'error' ? 0 : estimateTokens(plan.text);
}

/** A documented `[[mock:slow:MS]]` still obeys the target's time-outs and the caller's signal. */
async function wait(delayMs: number, timeouts: UpstreamTimeouts, signal: AbortSignal): Promise<void> {
  if (signal.aborted) throw new UpstreamAbortedError();
  if (delayMs === 0) return;
  const limit = Math.min(timeouts.headersMs, timeouts.totalMs);
  try {
    await sleep(Math.min(delayMs, limit), undefined, { signal });
  } catch {
    throw new UpstreamAbortedError();
  }
  if (delayMs > limit)
    throw new UpstreamTimeoutError(timeouts.headersMs <= timeouts.totalMs ? 'headers' : 'total');
}

function errorBody(status: number): Buffer {
  const type = status === 429 ? 'rate_limit_error' : status >= 500 ? 'server_error' : 'invalid_request_error';
  const error = { message: `mock upstream error ${status}`, type, code: `mock_${status}`, param: null };
  return Buffer.from(JSON.stringify({ error }));
}

/**
 * A development provider that answers any model id without network: `mock answer: <last user
 * message>`, with estimated usage, streamed word by word, plus the magic markers of README.md.
 * Hosted contours disable it (release gate); it exists so that `npm start` works offline.
 */
export class MockProvider implements ChatProvider {
  readonly kind = 'mock';
  readonly #nowSeconds: () => number;

  constructor(options: MockProviderOptions = {}) {
    this.#nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  }

  async send(req: ChatRequest, target: UpstreamTarget, signal: AbortSignal): Promise<UpstreamResult> {
    const { plan, timing } = planMockAnswer(req);
    await wait(timing.delayMs, target.timeouts, signal);
    if (plan.kind === 'error') {
      const body = errorBody(plan.status);
      return {
        kind: 'error',
        status: plan.status,
        contentType: 'application/json',
        body,
        retryable: isRetryableStatus(plan.status),
      };
    }
    if (plan.kind === 'break' && req.stream !== true) {
      throw new UpstreamTransportError('upstream closed the connection', 'MOCK_BREAK');
    }
    const answer = this.#answer(req, target.model, plan);
    if (req.stream === true) {
      return {
        kind: 'stream',
        status: 200,
        chunks: mockChunks(answer, plan, req.stream_options?.include_usage === true),
      };
    }
    const { prompt_tokens, completion_tokens } = answer.usage;
    const body: ChatCompletion = {
      id: answer.id,
      object: 'chat.completion',
      created: answer.created,
      model: answer.model,
      choices: [{ index: 0, message: answer.message, finish_reason: answer.finishReason, logprobs: null }],
      usage: { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens },
    };
    return { kind: 'json', status: 200, body, usage: answer.usage };
  }

  /**
   * Deterministic hashed n-gram embeddings (see mock-embeddings.ts), `dimensions` of them (256 by
   * default); `[[mock:error:NNN]]` and `[[mock:slow:MS]]` in any input work as for chat.
   */
  async embed(
    req: EmbeddingsRequest,
    target: UpstreamTarget,
    signal: AbortSignal,
  ): Promise<EmbeddingsResult> {
    const { plan, timing } = planMockAnswer({
      model: req.model,
      messages: [{ role: 'user', content: req.input.join('\n') }],
    });
    await wait(timing.delayMs, target.timeouts, signal);
    if (plan.kind === 'error') {
      return {
        kind: 'error',
        status: plan.status,
        contentType: 'application/json',
        body: errorBody(plan.status),
        retryable: isRetryableStatus(plan.status),
      };
    }
    const dims = req.dimensions ?? MOCK_EMBEDDING_DIMS;
    const vectors = req.input.map((text) => {
      const v = mockEmbedding(text, dims);
      return req.encoding_format === 'base64' ? base64Vector(v) : v;
    });
    const promptTokens = req.input.reduce((n, text) => n + Math.max(1, estimateTokens(text)), 0);
    return { kind: 'embeddings', status: 200, vectors, promptTokens };
  }

  #answer(req: ChatRequest, model: string, plan: Exclude<MockPlan, { kind: 'error' }>): Answer {
    const id = mockCompletionId(req, model);
    const usage = { prompt_tokens: promptTokens(req), completion_tokens: completionTokens(plan) };
    const base = { id, created: this.#nowSeconds(), model, usage };
    if (plan.kind !== 'tool_call') {
      const finishReason = plan.kind === 'answer' ? plan.finishReason : 'stop';
      return { ...base, message: { role: 'assistant', content: plan.text }, finishReason };
    }
    const call = {
      id: `call_${id.slice(-24)}`,
      type: 'function' as const,
      function: { name: plan.name, arguments: plan.arguments },
    };
    return {
      ...base,
      message: { role: 'assistant', content: null, tool_calls: [call] },
      finishReason: 'tool_calls',
    };
  }
}

/** Role chunk, then content word by word (or the tool call in two argument pieces), finish, usage. */
async function* mockChunks(
  answer: Answer,
  plan: MockPlan,
  includeUsage: boolean,
): AsyncGenerator<ChatCompletionChunk> {
  const chunk = (delta: ChatChunkDelta, finish: FinishReason | null = null): ChatCompletionChunk => ({
    id: answer.id,
    object: 'chat.completion.chunk',
    created: answer.created,
    model: answer.model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  yield chunk({ role: 'assistant', content: '' });
  const call = answer.message.tool_calls?.[0];
  if (call !== undefined) {
    const { name, arguments: args } = call.function;
    const half = Math.floor(args.length / 2);
    yield chunk({
      tool_calls: [{ index: 0, id: call.id, type: 'function', function: { name, arguments: '' } }],
    });
    yield chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] });
    yield chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] });
  }
  const words = answer.message.content?.match(/\S+\s*|\s+/g) ?? [];
  for (const [index, word] of words.entries()) {
    // `[[mock:break]]` streams: cut after the first word, as a dropped connection would.
    if (plan.kind === 'break' && index === 1)
      throw new UpstreamTransportError('upstream closed the connection', 'MOCK_BREAK');
    yield chunk({ content: word });
  }
  yield chunk({}, answer.finishReason);
  if (!includeUsage) return;
  const { prompt_tokens, completion_tokens } = answer.usage;
  yield {
    ...chunk({}),
    choices: [],
    usage: { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens },
  };
}
