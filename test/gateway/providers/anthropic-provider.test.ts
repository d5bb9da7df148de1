import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AnthropicProvider } from '../../../src/domains/gateway/providers/anthropic/anthropic-provider.js';
import {
  ProviderRequestError,
  UpstreamProtocolError,
  UpstreamStreamError,
} from '../../../src/domains/gateway/providers/errors.js';
import { UpstreamPools } from '../../../src/domains/gateway/providers/http/upstream-pools.js';
import type { ChatRequest, UpstreamTarget } from '../../../src/domains/gateway/providers/types.js';
import {
  anthropicMessage,
  anthropicStreamEvents,
  type MockUpstream,
  startMockUpstream,
} from '../../helpers/mock-upstream.js';
import { collect, makeTarget, rejectionOf, streamedText } from './targets.js';

const request: ChatRequest = {
  model: 'alias',
  messages: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: 'weather?' },
  ],
  max_tokens: 200,
};

describe('AnthropicProvider', () => {
  let up: MockUpstream;
  let pools: UpstreamPools;
  let provider: AnthropicProvider;
  let target: UpstreamTarget;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    up = await startMockUpstream();
    pools = new UpstreamPools();
    provider = new AnthropicProvider(pools, { nowSeconds: () => 1_750_000_000 });
  });
  afterAll(async () => {
    await pools.close();
    await up.close();
  });
  beforeEach(() => {
    up.reset();
    target = makeTarget({ kind: 'anthropic', baseUrl: up.url, model: 'claude-upstream' });
  });

  it('posts a translated body to /v1/messages with x-api-key and anthropic-version', async () => {
    await provider.send(request, target, signal);
    const sent = up.lastRequest;
    expect(sent?.path).toBe('/v1/messages');
    expect(sent?.headers['x-api-key']).toBe('sk-test-secret');
    expect(sent?.headers['anthropic-version']).toBe('2023-06-01');
    expect(sent?.headers['x-request-id']).toBe('req-123');
    expect(sent?.headers['authorization']).toBeUndefined();
    expect(sent?.body).toEqual({
      model: 'claude-upstream',
      system: 'Be brief.',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'weather?' }] }],
      max_tokens: 200,
    });
  });

  it('accepts a base URL that already ends in /v1', async () => {
    await provider.send(request, { ...target, baseUrl: `${up.url}/v1` }, signal);
    expect(up.lastRequest?.path).toBe('/v1/messages');
  });

  it('refuses an untranslatable request without calling the upstream', async () => {
    const err = await rejectionOf(provider.send({ ...request, n: 3 }, target, signal));
    expect(err).toBeInstanceOf(ProviderRequestError);
    expect(up.calls).toBe(0);
  });

  it('translates a text and tool_use answer with usage and finish reason', async () => {
    up.script({
      json: {
        ...anthropicMessage({
          text: 'Let me check.',
          toolUse: [{ id: 'toolu_1', name: 'get_weather', input: { city: 'Paris' } }],
          usage: { input: 20, output: 9 },
        }),
        usage: { input_tokens: 20, cache_read_input_tokens: 100, output_tokens: 9 },
      },
    });
    const result = await provider.send(request, target, signal);
    if (result.kind !== 'json') throw new Error(`expected json, got ${result.kind}`);
    expect(result.usage).toEqual({ prompt_tokens: 120, completion_tokens: 9 });
    expect(result.body).toEqual({
      id: 'chatcmpl-upstream1',
      object: 'chat.completion',
      created: 1_750_000_000,
      model: 'claude-upstream',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'Let me check.',
            tool_calls: [
              {
                id: 'toolu_1',
                type: 'function',
                function: { name: 'get_weather', arguments: '{"city":"Paris"}' },
              },
            ],
          },
          finish_reason: 'tool_calls',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 120, completion_tokens: 9, total_tokens: 129 },
    });
  });

  it.each([
    ['end_turn', 'stop'],
    ['stop_sequence', 'stop'],
    ['max_tokens', 'length'],
    ['tool_use', 'tool_calls'],
    ['refusal', 'content_filter'],
  ])('maps stop_reason %s to finish_reason %s', async (stopReason, finishReason) => {
    up.script({ json: anthropicMessage({ text: 'x', stopReason }) });
    const result = await provider.send(request, target, signal);
    if (result.kind !== 'json') throw new Error('expected json');
    expect(result.body.choices[0]?.finish_reason).toBe(finishReason);
  });

  it('streams text as OpenAI chunks: role first, content deltas, finish, usage when asked', async () => {
    up.script({ sse: anthropicStreamEvents({ text: 'It is sunny.', usage: { input: 12, output: 4 } }) });
    const result = await provider.send(
      { ...request, stream: true, stream_options: { include_usage: true } },
      target,
      signal,
    );
    if (result.kind !== 'stream') throw new Error(`expected stream, got ${result.kind}`);
    const chunks = await collect(result.chunks);

    expect(chunks[0]).toMatchObject({
      id: 'chatcmpl-upstream1',
      object: 'chat.completion.chunk',
      created: 1_750_000_000,
      choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
    });
    expect(streamedText(chunks)).toBe('It is sunny.');
    expect(chunks.at(-2)?.choices[0]).toEqual({ index: 0, delta: {}, finish_reason: 'stop' });
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 12, completion_tokens: 4, total_tokens: 16 },
    });
  });

  it('streams tool_use blocks as indexed tool_call deltas and sends no usage chunk unless asked', async () => {
    up.script({
      sse: anthropicStreamEvents({
        text: 'Checking.',
        toolUse: [
          { id: 'toolu_a', name: 'get_weather', input: { city: 'Paris' } },
          { id: 'toolu_b', name: 'get_time', input: { tz: 'CET' } },
        ],
      }),
    });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    const chunks = await collect(result.chunks);

    const calls = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
    expect(calls[0]).toEqual({
      index: 0,
      id: 'toolu_a',
      type: 'function',
      function: { name: 'get_weather', arguments: '' },
    });
    const argsOf = (index: number) =>
      calls
        .filter((call) => call.index === index)
        .map((call) => call.function?.arguments ?? '')
        .join('');
    expect(JSON.parse(argsOf(0))).toEqual({ city: 'Paris' });
    expect(JSON.parse(argsOf(1))).toEqual({ tz: 'CET' });
    expect(calls.find((call) => call.index === 1)?.id).toBe('toolu_b');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
    expect(chunks.some((chunk) => chunk.usage !== undefined)).toBe(false);
  });

  it('throws a typed stream error on an error event mid-stream', async () => {
    const events = anthropicStreamEvents({ text: 'a b c' }).slice(0, 4);
    events.push({
      event: 'error',
      data: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } },
    });
    up.script({ sse: events });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    const err = await rejectionOf(collect(result.chunks));
    expect(err).toBeInstanceOf(UpstreamStreamError);
    expect(err).toMatchObject({ errorType: 'overloaded_error', retryable: true });
  });

  it('treats a stream that ends before message_stop as cut', async () => {
    up.script({ sse: anthropicStreamEvents({ text: 'a b c' }).slice(0, -1) });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    expect(await rejectionOf(collect(result.chunks))).toBeInstanceOf(UpstreamProtocolError);
  });

  it('keeps a provider error as is: status, media type and body', async () => {
    const body = '{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}';
    up.script({ status: 529, contentType: 'application/json', body });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    expect(result).toMatchObject({
      kind: 'error',
      status: 529,
      contentType: 'application/json',
      retryable: true,
    });
    if (result.kind !== 'error') throw new Error('expected error');
    expect(result.body.toString()).toBe(body);
  });
});
