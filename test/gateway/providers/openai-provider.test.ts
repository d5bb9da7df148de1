import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  UpstreamProtocolError,
  UpstreamStreamError,
  UpstreamTransportError,
} from '../../../src/domains/gateway/providers/errors.js';
import { UpstreamPools } from '../../../src/domains/gateway/providers/http/upstream-pools.js';
import { OpenAiProvider } from '../../../src/domains/gateway/providers/openai/openai-provider.js';
import type { ChatRequest, UpstreamTarget } from '../../../src/domains/gateway/providers/types.js';
import {
  type MockUpstream,
  openAiCompletion,
  openAiStreamEvents,
  startMockUpstream,
} from '../../helpers/mock-upstream.js';
import { collect, makeTarget, rejectionOf, streamedText } from './targets.js';

const request: ChatRequest = {
  model: 'my-alias',
  messages: [{ role: 'user', content: 'hello there' }],
  temperature: 0.2,
  user: 'u-1',
};

describe('OpenAiProvider', () => {
  let up: MockUpstream;
  let pools: UpstreamPools;
  let provider: OpenAiProvider;
  let target: UpstreamTarget;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    up = await startMockUpstream();
    pools = new UpstreamPools();
    provider = new OpenAiProvider(pools);
  });
  afterAll(async () => {
    await pools.close();
    await up.close();
  });
  beforeEach(() => {
    up.reset();
    target = makeTarget({ kind: 'openai', baseUrl: up.openAiBaseUrl });
  });

  it('posts the caller body with the upstream model, key and request id', async () => {
    const result = await provider.send(
      request,
      { ...target, headers: { 'OpenAI-Organization': 'org-1' } },
      signal,
    );

    expect(up.calls).toBe(1);
    const sent = up.lastRequest;
    expect(sent?.path).toBe('/v1/chat/completions');
    expect(sent?.headers['authorization']).toBe('Bearer sk-test-secret');
    expect(sent?.headers['x-request-id']).toBe('req-123');
    expect(sent?.headers['openai-organization']).toBe('org-1');
    expect(sent?.body).toEqual({ ...request, model: 'upstream-model' });
    expect(result).toMatchObject({
      kind: 'json',
      status: 200,
      usage: { prompt_tokens: 10, completion_tokens: 5 },
    });
    if (result.kind !== 'json') throw new Error('expected json');
    expect(result.body.choices[0]?.message.content).toBe('echo: hello there');
  });

  it('sends no authorization header without a key, and ours replace an operator header of any case', async () => {
    await provider.send(request, { ...target, apiKey: undefined }, signal);
    expect(up.lastRequest?.headers['authorization']).toBeUndefined();

    await provider.send(request, { ...target, headers: { Authorization: 'Bearer operator' } }, signal);
    expect(up.lastRequest?.headers['authorization']).toBe('Bearer sk-test-secret');
  });

  it('streams parsed chunks up to [DONE], including the usage chunk', async () => {
    up.script({ sse: openAiStreamEvents('one two three', { usage: { input: 7, output: 3 } }) });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error(`expected stream, got ${result.kind}`);

    const chunks = await collect(result.chunks);
    expect(streamedText(chunks)).toBe('one two three');
    expect(chunks[0]?.choices[0]?.delta.role).toBe('assistant');
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: { prompt_tokens: 7, completion_tokens: 3 } });
  });

  it('returns a JSON answer to a stream request as json, for the gateway to replay', async () => {
    up.script({ json: openAiCompletion('not streamed') });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    expect(result.kind).toBe('json');
  });

  it('keeps a provider error as is: status, media type and body bytes', async () => {
    const body = '{"error":{"message":"Rate limit reached","type":"requests","code":"rate_limit_exceeded"}}';
    up.script({ status: 429, contentType: 'application/json; charset=utf-8', body });
    const result = await provider.send(request, target, signal);

    expect(result).toMatchObject({
      kind: 'error',
      status: 429,
      contentType: 'application/json; charset=utf-8',
    });
    if (result.kind !== 'error') throw new Error('expected error');
    expect(result.body.toString('utf8')).toBe(body);
    expect(result.retryable).toBe(true);
  });

  it('marks 4xx provider errors other than 408/429 as not retryable, and 5xx as retryable', async () => {
    up.enqueue({ status: 400, contentType: 'text/plain', body: 'bad' }, { status: 503, body: 'down' });
    expect(await provider.send(request, target, signal)).toMatchObject({
      kind: 'error',
      status: 400,
      retryable: false,
    });
    expect(await provider.send(request, target, signal)).toMatchObject({
      kind: 'error',
      status: 503,
      retryable: true,
    });
  });

  it('returns other media types of a success whole', async () => {
    up.script({ contentType: 'text/plain', body: 'plain answer' });
    const result = await provider.send(request, target, signal);
    expect(result).toMatchObject({ kind: 'other', status: 200, contentType: 'text/plain' });
    if (result.kind !== 'other') throw new Error('expected other');
    expect(result.body.toString()).toBe('plain answer');
  });

  it('rejects a 2xx JSON body that is malformed or not a chat completion', async () => {
    up.enqueue({ contentType: 'application/json', body: '{"choices": [' }, { json: { hello: 'world' } });
    expect(await rejectionOf(provider.send(request, target, signal))).toBeInstanceOf(UpstreamProtocolError);
    expect(await rejectionOf(provider.send(request, target, signal))).toBeInstanceOf(UpstreamProtocolError);
  });

  it('throws a typed transport error from the iterator when the stream breaks mid-way', async () => {
    up.script({ sse: openAiStreamEvents('a b c d e f'), breakAfterEvents: 3 });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    const seen: string[] = [];
    const err = await rejectionOf(
      (async () => {
        for await (const chunk of result.chunks) seen.push(chunk.choices[0]?.delta.content ?? '');
      })(),
    );
    expect(err).toBeInstanceOf(UpstreamTransportError);
    expect(seen).toEqual(['', 'a ', 'b ']);
  });

  it('treats a stream that ends cleanly before any finish reason as cut', async () => {
    up.script({ sse: openAiStreamEvents('a b c', { done: false }).slice(0, 2) });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    expect(await rejectionOf(collect(result.chunks))).toBeInstanceOf(UpstreamProtocolError);
  });

  it('accepts a stream that ends after its finish reason without [DONE]', async () => {
    up.script({ sse: openAiStreamEvents('a b', { done: false }) });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    expect(streamedText(await collect(result.chunks))).toBe('a b');
  });

  it('throws a typed stream error for an error event inside the stream', async () => {
    const events = openAiStreamEvents('a b').slice(0, 2);
    events.push({ data: { error: { message: 'The server had an error', type: 'server_error' } } });
    up.script({ sse: events });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    const err = await rejectionOf(collect(result.chunks));
    expect(err).toBeInstanceOf(UpstreamStreamError);
    expect(err).toMatchObject({ errorType: 'server_error', retryable: true });
  });

  it('releases the connection when the consumer stops reading early', async () => {
    up.script({ sse: openAiStreamEvents('a b c d e f g h') });
    const result = await provider.send({ ...request, stream: true }, target, signal);
    if (result.kind !== 'stream') throw new Error('expected stream');
    for await (const _chunk of result.chunks) break;

    up.script({ json: openAiCompletion('next') });
    const next = await provider.send(
      request,
      { ...target, timeouts: { ...target.timeouts, totalMs: 2_000 } },
      signal,
    );
    expect(next.kind).toBe('json');
  });
});
