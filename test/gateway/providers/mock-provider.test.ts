import { describe, expect, it } from 'vitest';
import {
  UpstreamAbortedError,
  UpstreamTimeoutError,
  UpstreamTransportError,
} from '../../../src/domains/gateway/providers/errors.js';
import { MockProvider } from '../../../src/domains/gateway/providers/mock/mock-provider.js';
import { createProviders } from '../../../src/domains/gateway/providers/registry.js';
import type { ChatRequest, UpstreamResult } from '../../../src/domains/gateway/providers/types.js';
import { collect, makeTarget, rejectionOf, streamedText } from './targets.js';

const provider = new MockProvider({ nowSeconds: () => 1_700_000_000 });
const target = makeTarget({ kind: 'mock', baseUrl: 'mock://local', model: 'anything' });
const signal = new AbortController().signal;

const ask = (content: string, extra: Partial<ChatRequest> = {}): ChatRequest => ({
  model: 'mock/anything',
  messages: [
    { role: 'system', content: 'You are a test.' },
    { role: 'user', content },
  ],
  ...extra,
});

function json(result: UpstreamResult) {
  if (result.kind !== 'json') throw new Error(`expected json, got ${result.kind}`);
  return result;
}

describe('MockProvider', () => {
  it('answers deterministically with an echo of the last user message and estimated usage', async () => {
    const first = json(await provider.send(ask('hello mock'), target, signal));
    const second = json(await provider.send(ask('hello mock'), target, signal));

    expect(first.body).toEqual(second.body);
    expect(first.body.id).toMatch(/^chatcmpl-mock-[0-9a-f]{24}$/);
    expect(first.body.model).toBe('anything');
    expect(first.body.choices[0]?.message.content).toBe('mock answer: hello mock');
    expect(first.body.choices[0]?.finish_reason).toBe('stop');
    // ceil(15/4) + ceil(10/4) prompt, ceil(23/4) completion.
    expect(first.usage).toEqual({ prompt_tokens: 7, completion_tokens: 6 });
    expect(first.body.usage).toMatchObject({ total_tokens: 13 });

    const other = json(await provider.send(ask('something else'), target, signal));
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('uses the text parts of a multi-part user message', async () => {
    const req: ChatRequest = {
      model: 'm',
      messages: [{ role: 'user', content: [{ type: 'text', text: 'part one' }, { type: 'image_url' }] }],
    };
    const result = json(await provider.send(req, target, signal));
    expect(result.body.choices[0]?.message.content).toBe('mock answer: part one');
  });

  it('streams the same answer as several chunks, with a usage chunk when asked', async () => {
    const result = await provider.send(
      ask('stream this please', { stream: true, stream_options: { include_usage: true } }),
      target,
      signal,
    );
    if (result.kind !== 'stream') throw new Error('expected stream');
    const chunks = await collect(result.chunks);

    expect(chunks.length).toBeGreaterThan(4);
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(streamedText(chunks)).toBe('mock answer: stream this please');
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { prompt_tokens: 9, completion_tokens: 8 } });
  });

  it('cuts the answer at max_tokens with finish_reason length', async () => {
    const result = json(
      await provider.send(ask('a long question indeed', { max_tokens: 2 }), target, signal),
    );
    expect(result.body.choices[0]?.message.content).toBe('mock ans');
    expect(result.body.choices[0]?.finish_reason).toBe('length');
  });

  it('[[mock:tool_call]] calls the first tool, also when streamed', async () => {
    const tools = [{ type: 'function', function: { name: 'lookup', parameters: { type: 'object' } } }];
    const result = json(await provider.send(ask('find cats [[mock:tool_call]]', { tools }), target, signal));
    const message = result.body.choices[0]?.message;
    expect(message?.content).toBeNull();
    expect(message?.tool_calls?.[0]?.function).toEqual({
      name: 'lookup',
      arguments: '{"input":"find cats"}',
    });
    expect(result.body.choices[0]?.finish_reason).toBe('tool_calls');

    const streamed = await provider.send(
      ask('find cats [[mock:tool_call]]', { tools, stream: true }),
      target,
      signal,
    );
    if (streamed.kind !== 'stream') throw new Error('expected stream');
    const chunks = await collect(streamed.chunks);
    const calls = chunks.flatMap((chunk) => chunk.choices[0]?.delta.tool_calls ?? []);
    expect(calls[0]).toMatchObject({ index: 0, type: 'function', function: { name: 'lookup' } });
    expect(calls.map((call) => call.function?.arguments ?? '').join('')).toBe('{"input":"find cats"}');
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('[[mock:error:429]] returns an OpenAI-shaped provider error', async () => {
    const result = await provider.send(ask('[[mock:error:429]]'), target, signal);
    expect(result).toMatchObject({
      kind: 'error',
      status: 429,
      contentType: 'application/json',
      retryable: true,
    });
    if (result.kind !== 'error') throw new Error('expected error');
    expect(JSON.parse(result.body.toString())).toMatchObject({
      error: { type: 'rate_limit_error', code: 'mock_429' },
    });
    expect(await provider.send(ask('[[mock:error:400]]'), target, signal)).toMatchObject({
      retryable: false,
    });
  });

  it('[[mock:say:TEXT]] answers exactly TEXT', async () => {
    const result = json(await provider.send(ask('[[mock:say:my key is sk-live-123]]'), target, signal));
    expect(result.body.choices[0]?.message.content).toBe('my key is sk-live-123');
  });

  it('[[mock:break]] breaks a stream after its first word, and a plain call at once', async () => {
    const result = await provider.send(ask('[[mock:break]] go', { stream: true }), target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    expect(await rejectionOf(collect(result.chunks))).toBeInstanceOf(UpstreamTransportError);
    expect(await rejectionOf(provider.send(ask('[[mock:break]]'), target, signal))).toBeInstanceOf(
      UpstreamTransportError,
    );
  });

  it('[[mock:slow:MS]] waits, obeys the time-outs and the caller signal', async () => {
    const started = Date.now();
    json(await provider.send(ask('[[mock:slow:60]] hi'), target, signal));
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);

    const short = { ...target, timeouts: { ...target.timeouts, headersMs: 30 } };
    const err = await rejectionOf(provider.send(ask('[[mock:slow:5000]]'), short, signal));
    expect(err).toBeInstanceOf(UpstreamTimeoutError);
    expect(err).toMatchObject({ phase: 'headers' });

    const aborted = await rejectionOf(
      provider.send(ask('[[mock:slow:5000]]'), target, AbortSignal.timeout(20)),
    );
    expect(aborted).toBeInstanceOf(UpstreamAbortedError);
  });
});

describe('createProviders', () => {
  it('registers openai and anthropic always, mock only when asked', async () => {
    const withMock = createProviders({ mock: true });
    const without = createProviders();
    expect([...withMock.providers.keys()].sort()).toEqual(['anthropic', 'mock', 'openai']);
    expect(without.get('mock')).toBeUndefined();
    expect(without.get('openai')?.kind).toBe('openai');
    await withMock.close();
    await without.close();
  });
});
