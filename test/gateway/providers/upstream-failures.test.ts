import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  UpstreamAbortedError,
  UpstreamResponseTooLargeError,
  UpstreamTimeoutError,
  UpstreamTransportError,
} from '../../../src/domains/gateway/providers/errors.js';
import { UpstreamPools } from '../../../src/domains/gateway/providers/http/upstream-pools.js';
import { OpenAiProvider } from '../../../src/domains/gateway/providers/openai/openai-provider.js';
import type {
  ChatRequest,
  UpstreamTarget,
  UpstreamTimeouts,
} from '../../../src/domains/gateway/providers/types.js';
import {
  closedPortUrl,
  type MockUpstream,
  openAiCompletion,
  openAiStreamEvents,
  startBlackhole,
  startMockUpstream,
} from '../../helpers/mock-upstream.js';
import { collect, makeTarget, rejectionOf } from './targets.js';

const request: ChatRequest = { model: 'alias', messages: [{ role: 'user', content: 'hi' }] };
const streamRequest: ChatRequest = { ...request, stream: true };

/** Transport, time-out and size failures, seen through the OpenAI provider (the shared HTTP layer). */
describe('upstream exchange failures', () => {
  let up: MockUpstream;
  let pools: UpstreamPools;
  let provider: OpenAiProvider;
  let target: UpstreamTarget;
  const signal = new AbortController().signal;

  const withTimeouts = (timeouts: Partial<UpstreamTimeouts>): UpstreamTarget => ({
    ...target,
    timeouts: { ...target.timeouts, ...timeouts },
  });

  async function streamError(t: UpstreamTarget): Promise<unknown> {
    const result = await provider.send(streamRequest, t, signal);
    if (result.kind !== 'stream') throw new Error(`expected stream, got ${result.kind}`);
    return rejectionOf(collect(result.chunks));
  }

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

  it('reports a refused connection as a retryable transport error without URL or key', async () => {
    const baseUrl = `${await closedPortUrl()}/v1`;
    const err = await rejectionOf(provider.send(request, { ...target, baseUrl }, signal));
    expect(err).toBeInstanceOf(UpstreamTransportError);
    expect(err).toMatchObject({ retryable: true, code: 'ECONNREFUSED' });
    const message = err instanceof Error ? err.message : '';
    expect(message).not.toContain('127.0.0.1');
    expect(message).not.toContain('sk-test-secret');
  });

  it('reports a TLS failure (https to a plain HTTP server) as a transport error', async () => {
    const baseUrl = `${up.url.replace('http:', 'https:')}/v1`;
    const err = await rejectionOf(provider.send(request, { ...target, baseUrl }, signal));
    expect(err).toBeInstanceOf(UpstreamTransportError);
    expect(err).toMatchObject({ message: 'upstream TLS failure', retryable: true });
  });

  it('refuses an unusable base URL before any network use', async () => {
    const err = await rejectionOf(
      provider.send(request, { ...target, baseUrl: 'file:///etc/passwd' }, signal),
    );
    expect(err).toMatchObject({ name: 'UpstreamTransportError', retryable: false, code: 'INVALID_BASE_URL' });
  });

  it('times out the connect phase (a TLS handshake that never completes)', async () => {
    const blackhole = await startBlackhole();
    try {
      const t = { ...withTimeouts({ connectMs: 150 }), baseUrl: `${blackhole.httpsUrl}/v1` };
      const err = await rejectionOf(provider.send(request, t, signal));
      expect(err).toBeInstanceOf(UpstreamTimeoutError);
      expect(err).toMatchObject({ phase: 'connect', retryable: true });
    } finally {
      await blackhole.close();
    }
  });

  it('times out the headers phase', async () => {
    // undici checks this phase on a coarse (about 1 s) timer: the reply must come much later.
    up.script({ headersDelayMs: 4_000, json: openAiCompletion('late') });
    const err = await rejectionOf(provider.send(request, withTimeouts({ headersMs: 100 }), signal));
    expect(err).toMatchObject({ name: 'UpstreamTimeoutError', phase: 'headers' });
  });

  it('times out an idle stream in the body phase', async () => {
    up.script({ sse: openAiStreamEvents('a b c'), stallAfterEvents: 2 });
    const err = await streamError(withTimeouts({ bodyMs: 150 }));
    expect(err).toMatchObject({ name: 'UpstreamTimeoutError', phase: 'body' });
  });

  it('times out a stream that keeps trickling past the total deadline', async () => {
    up.script({ sse: openAiStreamEvents('a b c d e f g h i j k l m n o p'), chunkDelayMs: 60 });
    const err = await streamError(withTimeouts({ bodyMs: 1_000, totalMs: 300 }));
    expect(err).toMatchObject({ name: 'UpstreamTimeoutError', phase: 'total' });
  });

  it('times out the total deadline before headers, too', async () => {
    up.script({ headersDelayMs: 4_000, json: openAiCompletion('late') });
    const err = await rejectionOf(provider.send(request, withTimeouts({ totalMs: 100 }), signal));
    expect(err).toMatchObject({ name: 'UpstreamTimeoutError', phase: 'total' });
  });

  it('reports the caller aborting as an aborted error, not a time-out', async () => {
    up.script({ headersDelayMs: 1_000, json: openAiCompletion('late') });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const err = await rejectionOf(provider.send(request, target, controller.signal));
    expect(err).toBeInstanceOf(UpstreamAbortedError);
  });

  it('bounds a JSON body announced by content-length', async () => {
    up.script({ json: openAiCompletion('x'.repeat(5_000)) });
    const err = await rejectionOf(provider.send(request, { ...target, maxResponseBytes: 1_000 }, signal));
    expect(err).toBeInstanceOf(UpstreamResponseTooLargeError);
  });

  it('bounds a chunked body as it is read', async () => {
    up.script({ json: openAiCompletion('x'.repeat(200_000)), chunked: true });
    const err = await rejectionOf(provider.send(request, { ...target, maxResponseBytes: 50_000 }, signal));
    expect(err).toBeInstanceOf(UpstreamResponseTooLargeError);
  });

  it('bounds provider error bodies too', async () => {
    up.script({ status: 500, body: 'e'.repeat(10_000), chunked: true });
    const err = await rejectionOf(provider.send(request, { ...target, maxResponseBytes: 1_000 }, signal));
    expect(err).toBeInstanceOf(UpstreamResponseTooLargeError);
  });

  it('bounds the bytes of a stream', async () => {
    up.script({ sse: openAiStreamEvents('word '.repeat(2_000)) });
    const err = await streamError({ ...target, maxResponseBytes: 20_000 });
    expect(err).toBeInstanceOf(UpstreamResponseTooLargeError);
  });

  it('keeps working after failures (pool not poisoned)', async () => {
    up.enqueue({ sse: openAiStreamEvents('a b c'), breakAfterEvents: 1 });
    await streamError(target);
    const result = await provider.send(request, target, signal);
    expect(result.kind).toBe('json');
  });

  it('releases a stream result nobody reads once the total deadline passes', async () => {
    up.enqueue({ sse: openAiStreamEvents('a b c d e f g h i j'), chunkDelayMs: 50 });
    const result = await provider.send(streamRequest, withTimeouts({ totalMs: 150 }), signal);
    expect(result.kind).toBe('stream');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Reading late sees the time-out; no uncaught error escaped in between.
    if (result.kind !== 'stream') return;
    expect(await rejectionOf(collect(result.chunks))).toMatchObject({
      name: 'UpstreamTimeoutError',
      phase: 'total',
    });
  });
});
