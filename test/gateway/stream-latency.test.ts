import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChannelMatrix } from '../../src/core/channel.js';
import { warmUp } from '../../src/detect/index.js';
import { EgressEnforcer } from '../../src/domains/gateway/egress.js';
import { SseWriter } from '../../src/domains/gateway/sse.js';
import { openAiStreamEvents } from '../helpers/mock-upstream.js';
import { everyEngineOff, type GatewayHarness, rawChat, sseData, startGateway, user } from './harness.js';

const AWS_KEY = 'AKIA2E5A7F3B6KQ7LZRM Tq4v9XbZ1rK8sW2nLp7yH3cJ5mQ0dF6gA9eR2uV1';

/**
 * A streamed answer reaches the client as the upstream produces it: with tokens spaced out, the
 * first text arrives long before the upstream finishes, with scanning on (the default policy,
 * judged incrementally) as well as off.
 */
describe('stream latency as a client sees it', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway();
    // As the server does at boot (`server.ts`): without it the first judged window also pays for
    // loading the models (about 250 ms, 700 on a loaded machine), which is not streaming latency.
    warmUp();
  });
  afterAll(async () => {
    await h.close();
  });

  it.each([['scanning on'], ['scanning off']])(
    'sends the first text long before the end (%s)',
    async (mode) => {
      h.up.reset();
      await h.policy('acme', mode === 'scanning off' ? { engines: await everyEngineOff(h) } : null);
      const words =
        'Quarterly sales rose in the northern region while the southern stores held steady. The team ' +
        'suggests three ways to improve retention: clearer onboarding, a loyalty discount and a monthly ' +
        'newsletter with practical tips for our customers.';
      h.up.script({ sse: openAiStreamEvents(words), chunkDelayMs: 25 });
      const started = performance.now();
      const stream = await h
        .client()
        .chat.completions.create({ model: 'solo', messages: user('say words'), stream: true });
      let firstText = -1;
      let text = '';
      for await (const c of stream) {
        const d = c.choices[0]?.delta.content ?? '';
        if (d && firstText < 0) firstText = performance.now() - started;
        text += d;
      }
      const total = performance.now() - started;
      expect(text).toBe(words);
      // One event per word, 25 ms apart: about a second in all. The first text may wait for one judged window
      // (48 characters plus the 64-character hold-back: about 16 words), never for the whole answer.
      expect(total).toBeGreaterThan(900);
      expect(firstText, `first text at ${firstText.toFixed(0)} ms of ${total.toFixed(0)} ms`).toBeLessThan(
        total * 0.6,
      );
    },
  );
});

/**
 * Node corks a response's socket at its first write of a tick until the next tick; a stream whose
 * upstream chunks are already buffered is forwarded in one run of promise jobs, so without an
 * explicit push the first chunk would wait for the whole buffered stream (the streamed first byte
 * of `bench/gateway` with scanning on was most of the stream's duration).
 */
describe('SseWriter.push', () => {
  it('hands written chunks to the kernel at once, not on the next tick', async () => {
    const seen: Array<{ corked: number; buffered: number }> = [];
    const server = http.createServer((req, res) => {
      const reply = { raw: res, hijack: () => undefined, getHeaders: () => ({}) };
      const w = new SseWriter(
        Object.assign(req, { id: 'req_test', upstreamProvider: null }) as unknown as FastifyRequest,
        reply as unknown as FastifyReply,
        { json: () => '{"surface":"gateway"}' } as unknown as ChannelMatrix,
      );
      const chunk = {
        id: 'c',
        object: 'chat.completion.chunk' as const,
        created: 0,
        model: 'm',
        choices: [],
      };
      const state = () => ({
        corked: res.socket?.writableCorked ?? -1,
        buffered: res.socket?.writableLength ?? -1,
      });
      w.start({});
      // The first chunk (with the headers) leaves by itself: a stream forwarded in one run of
      // promise jobs (an unjudged stream whose upstream chunks are all buffered) must not hold it.
      w.chunk(chunk);
      seen.push(state());
      w.chunk(chunk);
      seen.push(state());
      w.push();
      seen.push(state());
      w.done();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      expect(body).toContain('data: [DONE]');
      expect(seen[0]).toEqual({ corked: 0, buffered: 0 });
      expect(seen[1]?.corked).toBe(1); // what Node does by itself: later chunks of a tick leave together
      expect(seen[2]).toEqual({ corked: 0, buffered: 0 });
    } finally {
      server.close();
    }
  });
});

/**
 * A burst (the upstream's chunks already buffered) is judged in a few checks, not one per 48
 * characters; a stream whose tokens come apart is judged as they come. A violation found while a
 * read is pending (the upstream then stalls) still ends the stream at once and stops the upstream.
 */
describe('judging a burst', () => {
  let h: GatewayHarness;
  beforeAll(async () => {
    h = await startGateway();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await h.close();
  });
  const ANSWER =
    'Quarterly sales rose in the northern region while the southern stores held steady. The team suggests ' +
    'three ways to improve retention: clearer onboarding, a loyalty discount and a monthly newsletter with ' +
    'practical tips for our customers. Shipping times fell by a day after the new warehouse opened in ' +
    'March, and returns dropped slightly. Staff turnover stayed low, although two senior buyers retired at ' +
    'the end of the year. Marketing spent less on print and more on local events, which brought in younger ' +
    'shoppers. The board approved a modest budget for refurbishing the oldest branches next spring. ' +
    'Customer surveys praised the friendly service but asked for longer opening hours on weekends.';

  it('judges a buffered answer in a few checks and a spaced one as it comes, with the same text', async () => {
    const check = vi.spyOn(EgressEnforcer.prototype, 'check');
    const run = async (chunkDelayMs?: number) => {
      h.up.reset();
      check.mockClear();
      h.up.script({ sse: openAiStreamEvents(ANSWER), ...(chunkDelayMs ? { chunkDelayMs } : {}) });
      const res = await rawChat(h, { model: 'solo', messages: user('report?'), stream: true });
      const events = sseData(await res.text());
      const text = events
        .slice(0, -1)
        .map(
          (e) =>
            (JSON.parse(e) as { choices: Array<{ delta: { content?: string } }> }).choices[0]?.delta.content,
        )
        .join('');
      return { text, checks: check.mock.calls.length };
    };
    const burst = await run();
    const spaced = await run(2);
    expect(burst.text).toBe(ANSWER);
    expect(spaced.text).toBe(ANSWER);
    // ~700 characters: one check per 48 when spaced (~14), far fewer in a burst. A loaded machine
    // may split the burst over a few more reads (5 of 14 seen in CI), so the bound is half.
    expect(spaced.checks).toBeGreaterThanOrEqual(12);
    expect(burst.checks).toBeLessThanOrEqual(spaced.checks / 2);
  });

  it('ends the stream and stops a stalled upstream after a violation', async () => {
    h.up.reset();
    const words = `Here you go: ${AWS_KEY} and more text follows soon`;
    const events = openAiStreamEvents(words);
    h.up.script({ sse: events, stallAfterEvents: events.length - 2 });
    const started = performance.now();
    const res = await rawChat(h, { model: 'solo', messages: user('keys?'), stream: true });
    const out = sseData(await res.text());
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(out.at(-1)).toBe('[DONE]');
    expect((JSON.parse(out.at(-2) ?? '{}') as { error?: { code: string } }).error?.code).toBe(
      'output_blocked',
    );
    await expect.poll(() => h.up.aborted, { timeout: 5_000 }).toBe(1);
  });
});
